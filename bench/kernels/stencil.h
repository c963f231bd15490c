/* What stencil.cu, stencil_omp.c and stencil_ocl.c share: the grid's size,
 * the sweeps, and the serial sweeps that every twin's grid is checked
 * against.  The input is element i = bench_unit(i), the border stays as it
 * is.  Valid C and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef STENCIL_H
#define STENCIL_H
#include "bench.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define STENCIL_N 4000 /* cells a side */
#define SWEEPS 4

/* The same sweeps, serially and without restrict or simd; `out` must be
 * within 1e-6 of them.  *sum gets the sum of `out`. */
static inline int stencil_check(const float *out, const float *in, int n, double *sum)
{
    size_t bytes = (size_t)n * n * sizeof(float);
    float *want[2] = {(float *)malloc(bytes), (float *)malloc(bytes)};
    memcpy(want[0], in, bytes);
    memcpy(want[1], in, bytes);
    const float *src = in;
    for (int s = 0; s < SWEEPS; s++) {
        float *dst = want[s % 2];
        for (int y = 1; y < n - 1; y++)
            for (int x = 1; x < n - 1; x++) {
                size_t i = (size_t)y * n + x;
                dst[i] = 0.25f * (src[i - n] + src[i + n] + src[i - 1] + src[i + 1]);
            }
        src = dst;
    }
    int ok = 1;
    double total = 0;
    for (size_t i = 0; i < (size_t)n * n; i++) {
        ok &= fabsf(out[i] - src[i]) <= 1e-6f;
        total += out[i];
    }
    free(want[0]);
    free(want[1]);
    *sum = total;
    return ok;
}
#endif
