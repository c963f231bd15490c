/* What mathtput.cu, mathtput_omp.c and mathtput_ocl.c share: the sizes, the
 * start values and the check of every element against the map iterated in
 * double.  Valid C and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef MATHTPUT_H
#define MATHTPUT_H
#include "bench.h"
#include <math.h>

#define MATHTPUT_N (1 << 18) /* elements */
#define ITERS 32

static inline float mathtput_start(int i) { return 4.0f * bench_unit(i) - 2.0f; /* -2 to 2 */ }

/* Every element, in double precision; *sum gets the sum of `out`. */
static inline int mathtput_check(const float *in, const float *out, int n, double *sum)
{
    int ok = 1;
    double total = 0;
    for (int i = 0; i < n; i++) {
        double y = in[i], x = y;
        for (int k = 0; k < ITERS; k++)
            x = sin(x) * 0.5 + cos(x * 1.3 + y) * 0.25 + exp(-x * x) * 0.1 + log(1.0 + x * x) * 0.05;
        ok &= fabs(out[i] - x) <= 1e-4 * fabs(x) + 1e-5;
        total += out[i];
    }
    *sum = total;
    return ok;
}
#endif
