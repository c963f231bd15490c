/* What triad.cu, triad_omp.c and triad_ocl.c share: the size, the scalar,
 * and the check of every element.  The inputs are b[i] = bench_unit(i) and
 * c[i] = bench_unit(i + n).  Valid C and C++ (the .cu includes it); no CUDA
 * or OpenCL here. */
#ifndef TRIAD_H
#define TRIAD_H
#include "bench.h"
#include <math.h>

#define TRIAD_N (1 << 25) /* elements */
#define TRIAD_S 3.0f      /* a = b + s * c */

/* *sum gets the sum of a. */
static inline int triad_check(const float *a, const float *b, const float *c, float s, int n, double *sum)
{
    int ok = 1;
    double total = 0;
    for (int i = 0; i < n; i++) {
        float want = b[i] + s * c[i];
        ok &= fabsf(a[i] - want) <= 1e-6f * fabsf(want) + 1e-7f;
        total += a[i];
    }
    *sum = total;
    return ok;
}
#endif
