/* What nw.cu, nw_omp.c and nw_ocl.c share: the two sequences, the
 * similarity table, the matrix borders and the serial row-by-row scores
 * that every twin's matrix must match exactly.  Valid C and C++ (the .cu
 * includes it); no CUDA or OpenCL here. */
#ifndef NW_H
#define NW_H
#include "bench.h"
#include <stdlib.h>

#define NW_N 4096 /* a multiple of T */
#define T 16      /* the tiles' side */
#define ALPHA 24
#define GAP 4

static inline int nw_max(int x, int y) { return x > y ? x : y; }

/* The sequences a and b of length n, and the table: +5 on a match, -1 to -4
 * otherwise, symmetric. */
static inline void nw_inputs(unsigned char *a, unsigned char *b, int *sim, int n)
{
    for (int i = 0; i < n; i++) {
        a[i] = (unsigned char)(ALPHA * bench_unit(i));
        b[i] = (unsigned char)(ALPHA * bench_unit(i + n));
    }
    for (int x = 0; x < ALPHA; x++)
        for (int y = 0; y < ALPHA; y++)
            sim[x * ALPHA + y] = x == y ? 5 : -1 - (int)(bench_hash(x < y ? x * ALPHA + y : y * ALPHA + x) % 4);
}

/* An (n + 1) x (n + 1) matrix, zero but for its first row and column. */
static inline int *nw_matrix(int n)
{
    int w = n + 1, *F = (int *)calloc((size_t)w * w, sizeof(int));
    for (int i = 0; i <= n; i++)
        F[(size_t)i * w] = F[i] = -i * GAP;
    return F;
}

/* Row by row, serially; every score in F must match exactly.  *sum gets
 * the sum of F. */
static inline int nw_check(const int *F, const unsigned char *a, const unsigned char *b, const int *sim, int n,
                           double *sum)
{
    int w = n + 1, *want = nw_matrix(n);
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++) {
            int m = want[(size_t)(i - 1) * w + j - 1] + sim[a[i - 1] * ALPHA + b[j - 1]];
            int g = nw_max(want[(size_t)(i - 1) * w + j], want[(size_t)i * w + j - 1]) - GAP;
            want[(size_t)i * w + j] = nw_max(m, g);
        }
    int ok = 1;
    double total = 0;
    for (size_t i = 0; i < (size_t)w * w; i++) {
        ok &= F[i] == want[i];
        total += F[i];
    }
    free(want);
    *sum = total;
    return ok;
}
#endif
