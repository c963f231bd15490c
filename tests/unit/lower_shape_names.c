/* Which kernels a --launch-shape names (lower/cpu/shapes.c): the name in
 * the source, matched against the mangled name the host registers. */
#include "lower.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void check(const ferry_lower_opts *o, const char *mangled, unsigned want_x)
{
    const uint32_t *s = ferry_shape_for(o, mangled);
    unsigned got = s ? s[0] : 0;
    if (got != want_x) {
        fprintf(stderr, "%s: shape x %u, want %u\n", mangled, got, want_x);
        failures++;
    }
}

int main(void)
{
    const ferry_launch_shape shapes[] = {
        {"kernel", {128, 1, 1}}, {"scale", {64, 1, 1}}, {"tile", {16, 16, 1}},
        {"twice", {32, 1, 1}}, {"twice", {64, 1, 1}}, {"same", {8, 1, 1}}, {"same", {8, 1, 1}},
        {"plain_c", {256, 1, 1}},
    };
    ferry_lower_opts o = {.opt_level = 3, .shapes = shapes, .nshapes = sizeof shapes / sizeof *shapes};
    check(&o, "_Z6kernelPfi", 128);
    check(&o, "_ZN2ns6kernelEPf", 128);                /* in a namespace */
    check(&o, "_ZN12_GLOBAL__N_16kernelEv", 128);      /* in an anonymous one */
    check(&o, "_ZL6kernelPf", 128);                    /* static */
    check(&o, "_Z5scaleIdEvPT_S0_i", 64);              /* a template's instance */
    check(&o, "_Z4tilePKfS0_Pfi", 16);
    check(&o, "plain_c", 256);                         /* extern "C" */
    check(&o, "_Z7kernel2Pf", 0);                      /* another name */
    check(&o, "_Z5kernePf", 0);
    check(&o, "_Z5twicev", 0);                         /* launched with two shapes */
    check(&o, "_Z4samev", 8);                          /* the same shape twice */
    o.opt_level = 0;                                   /* -O0: no second entry */
    check(&o, "_Z6kernelPfi", 0);
    if (!failures)
        printf("lower_shape_names: all checks passed\n");
    return failures != 0;
}
