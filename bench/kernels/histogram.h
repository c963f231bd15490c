/* What histogram.cu, histogram_omp.c and histogram_ocl.c share: the bytes
 * and the serial count that every twin's bins must match exactly.  Valid C
 * and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef HISTOGRAM_H
#define HISTOGRAM_H
#include "bench.h"

#define HISTOGRAM_N (1 << 26) /* bytes */
#define BINS 256

/* Byte i, skewed towards low values (like image data), so some bins are
 * hot; one at a time, so that the OpenMP twin can make them in parallel. */
static inline unsigned char histogram_byte(int i)
{
    unsigned h = bench_hash(i);
    return (h & 0xff) & (h >> 8);
}

static inline void histogram_bytes(unsigned char *in, int n)
{
    for (int i = 0; i < n; i++)
        in[i] = histogram_byte(i);
}

/* *sum gets the bins weighted by their value. */
static inline int histogram_check(const unsigned *bins, const unsigned char *in, int n, double *sum)
{
    unsigned want[BINS] = {0};
    for (int i = 0; i < n; i++)
        want[in[i]]++;
    int ok = 1;
    double total = 0;
    for (int b = 0; b < BINS; b++) {
        ok &= bins[b] == want[b];
        total += (double)bins[b] * b;
    }
    *sum = total;
    return ok;
}
#endif
