/* What lud.cu, lud_omp.c and lud_ocl.c share: the diagonally dominant
 * matrix and the check of its factors.  Valid C and C++ (the .cu includes
 * it); no CUDA or OpenCL here. */
#ifndef LUD_H
#define LUD_H
#include "bench.h"
#include <math.h>

#define LUD_N 1024 /* a multiple of B */
#define B 16       /* the tiles' side */

static inline void lud_matrix(float *A, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[(size_t)i * n + j] = bench_unit(i * n + j) + (i == j ? n : 0);
}

/* A host factorization would dominate the run; L U must give back A at a
 * spread of entries.  *sum gets the sum of LU. */
static inline int lud_check(const float *LU, const float *A, int n, double *sum)
{
    double total = 0;
    for (size_t i = 0; i < (size_t)n * n; i++)
        total += LU[i];
    int ok = 1;
    for (int s = 0; s < 2048; s++) {
        int i = bench_hash(s) % n, j = bench_hash(s + 7777) % n;
        /* Strictly lower L[i][k] times U[k][j], then L's unit diagonal times U[i][j]. */
        int kend = i <= j ? i : j + 1;
        double got = i <= j ? LU[(size_t)i * n + j] : 0;
        for (int k = 0; k < kend; k++)
            got += (double)LU[(size_t)i * n + k] * LU[(size_t)k * n + j];
        double want = A[(size_t)i * n + j];
        ok &= fabs(got - want) <= 1e-5 * (1 + fabs(want));
    }
    *sum = total;
    return ok;
}
#endif
