/* Which CPU variant of a portable device object runs here: the newest
 * that the running CPU can execute, or the one FERRY_CPU names (for tests
 * that compare variants on one machine). The feature checks are the
 * x86-specific part of the runtime; an AArch64 port lists its own. */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

typedef struct variant {
    const char *name;
    bool (*runs)(void);
} variant;

/* The ISA levels as GCC 12 and clang 16 define them, the same feature
 * sets as LLVM's x86-64-v2/-v3/-v4 models (v3 includes LZCNT, F16C and
 * MOVBE; v2 CMPXCHG16B and LAHF), with the OS's support for the AVX and
 * AVX-512 register state checked. */
static bool runs_v2(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v2");
}

static bool runs_v3(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v3");
}

static bool runs_v4(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v4");
}

/* oldest first, as ferry-lower emits them */
static const variant variants[] = {
    {"x86-64-v2", runs_v2},
    {"x86-64-v3", runs_v3},
    {"x86-64-v4", runs_v4},
};
enum { NVARIANTS = sizeof variants / sizeof variants[0] };

static const char *chosen;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int best(void)
{
    int k = NVARIANTS - 1;
    while (k >= 0 && !variants[k].runs())
        k--;
    return k;
}

static void choose(void)
{
    int k = best();
    const char *want = getenv("FERRY_CPU");
    for (int i = 0; want && *want && i < NVARIANTS; i++) {
        if (strcmp(want, variants[i].name) != 0)
            continue;
        if (i <= k)
            k = i;
        else
            fprintf(stderr, "ferry: FERRY_CPU=%s: this CPU cannot run it; using %s\n", want,
                    k >= 0 ? variants[k].name : "none");
    }
    if (k < 0)
        fprintf(stderr, "ferry: this CPU lacks x86-64-v2 (SSE4.2, POPCNT), the oldest model Ferry's "
                        "portable device code is built for; rebuild with --ferry-cpu=x86-64\n");
    chosen = k >= 0 ? variants[k].name : "";
}

const char *ferry_cpu_variant(void)
{
    pthread_once(&once, choose);
    return chosen;
}

FERRY_API void __ferry_register_variant(const ferry_module_desc *m, const char *cpu)
{
    if (cpu && !strcmp(cpu, ferry_cpu_variant()))
        __ferry_register_module(m);
}
