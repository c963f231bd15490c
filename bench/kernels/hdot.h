/* What hdot.cu, hdot_omp.c and hdot_ocl.c share: the sizes and the check of
 * the total (and of the GPU twins' block sums) against the exact products
 * summed in double.  Valid C and C++ (the .cu includes it); no CUDA or
 * OpenCL here. */
#ifndef HDOT_H
#define HDOT_H
#include "bench.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define HDOT_N (1 << 24) /* halves in each vector */
#define CHUNK 16         /* pairs per thread */

/* halves[i], an IEEE binary16 number, exactly: the twins' half types differ
 * (__half, _Float16), their bits do not. */
static inline double hdot_half(const void *halves, int i)
{
    unsigned short h;
    memcpy(&h, (const unsigned char *)halves + 2 * (size_t)i, sizeof h);
    int e = (h >> 10) & 0x1f, m = h & 0x3ff;
    double v = e ? ldexp(m | 0x400, e - 25) : ldexp(m, -24); /* normal, subnormal */
    return h >> 15 ? -v : v;
}

/* The n halves of a times those of b, exact in double, summed in all and,
 * when block_sums is not NULL, per block of `block` threads of the GPU
 * twins' grouping (pair g + k * threads goes to thread g); every sum within
 * 1e-3. */
static inline int hdot_check(const void *a, const void *b, int n, float total, const float *block_sums, int grid,
                             int block)
{
    double *want = (double *)calloc(grid, sizeof(double)), want_total = 0;
    const int threads = grid * block;
    for (int i = 0; i < n; i++) {
        double p = hdot_half(a, i) * hdot_half(b, i);
        if (block_sums)
            want[i / 2 % threads / block] += p;
        want_total += p;
    }
    int ok = 1;
    for (int k = 0; block_sums && k < grid; k++)
        ok &= fabs(block_sums[k] - want[k]) <= 1e-3 * want[k];
    ok &= fabs(total - want_total) <= 1e-3 * want_total;
    free(want);
    return ok;
}
#endif
