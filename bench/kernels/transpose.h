/* What transpose.cu, transpose_omp.c and transpose_ocl.c share: the size
 * and the check that every element moved exactly.  The input is element
 * i = i.  Valid C and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef TRANSPOSE_H
#define TRANSPOSE_H
#include "bench.h"

/* A multiple of the GPU twins' TILE but not a power of two: a 4096-float
 * stride makes a column walk hit one cache set, which is not what this
 * measures. */
#define TRANSPOSE_N 4000

/* *sum gets a weighted sum of `out`, so that a misplaced element shows. */
static inline int transpose_check(const float *out, const float *in, int n, double *sum)
{
    int ok = 1;
    double total = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            ok &= out[(size_t)j * n + i] == in[(size_t)i * n + j];
            total += out[(size_t)i * n + j] * (j & 7);
        }
    *sum = total;
    return ok;
}
#endif
