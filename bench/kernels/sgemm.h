/* What sgemm.cu, sgemm_omp.c and sgemm_ocl.c share: the matrices and the
 * check of C at a spread of entries.  Valid C and C++ (the .cu includes
 * it); no CUDA or OpenCL here. */
#ifndef SGEMM_H
#define SGEMM_H
#include "bench.h"
#include <math.h>

#define SGEMM_N 1024 /* a multiple of the GPU twins' TILE */

static inline void sgemm_inputs(float *A, float *B, int n)
{
    for (int i = 0; i < n * n; i++) {
        A[i] = bench_unit(i);
        B[i] = bench_unit(i + n * n);
    }
}

/* A full host product would dominate the run; a spread of entries suffices.
 * *sum gets the sum of C. */
static inline int sgemm_check(const float *C, const float *A, const float *B, int n, double *sum)
{
    double total = 0;
    for (int i = 0; i < n * n; i++)
        total += C[i];
    int ok = 1;
    for (int s = 0; s < 1024; s++) {
        int i = bench_hash(s) % n, j = bench_hash(s + 7777) % n;
        double want = 0;
        for (int k = 0; k < n; k++)
            want += (double)A[i * n + k] * B[k * n + j];
        ok &= fabs(C[i * n + j] - want) <= 1e-4 * want;
    }
    *sum = total;
    return ok;
}
#endif
