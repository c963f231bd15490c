/* Which kernels get a shaped entry by size (threadloop.c ferry_shape_fits):
 * each at most 800 instructions once unrolled, a file's together at most
 * 4000 with 100 more for each kernel, in the order the kernels come. */
#include "lower.h"

#include <stdio.h>

static int failures;

static void check(unsigned size, unsigned *used, bool want, unsigned want_used)
{
    bool got = ferry_shape_fits(size, used);
    if (got != want || *used != want_used) {
        fprintf(stderr, "size %u: %s, used %u; want %s, %u\n", size, got ? "fits" : "no", *used,
                want ? "fits" : "no", want_used);
        failures++;
    }
}

int main(void)
{
    unsigned used = 0;
    check(800, &used, true, 900);   /* the largest that fits */
    check(801, &used, false, 900);  /* one more: built once */
    check(0, &used, true, 1000);
    for (unsigned k = 0; k < 3; k++)
        check(800, &used, true, 1900 + 900 * k);
    check(200, &used, true, 4000);  /* to the file's last instruction */
    check(0, &used, false, 4000);   /* the file is full */
    unsigned tiny = 0, n = 0;       /* kernels of 15 instructions: 34 of them */
    while (ferry_shape_fits(15, &tiny))
        n++;
    if (n != 34) {
        fprintf(stderr, "%u kernels of 15 fit, want 34\n", n);
        failures++;
    }
    printf("%d failed\n", failures);
    return failures != 0;
}
