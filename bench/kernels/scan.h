/* What scan.cu, scan_omp.c and scan_ocl.c share: the ints and the serial
 * exclusive prefix sum that every twin's must match exactly.  Valid C and
 * C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef SCAN_H
#define SCAN_H
#include "bench.h"

#define SCAN_N (1 << 24) /* ints */

/* Element i; one at a time, so that the OpenMP twin can make them in
 * parallel. */
static inline int scan_input(int i) { return bench_hash(i) % 10; }

/* *sum gets the sum of `out`. */
static inline int scan_check(const int *out, const int *in, int n, double *sum)
{
    int ok = 1, want = 0;
    double total = 0;
    for (int i = 0; i < n; i++) {
        ok &= out[i] == want;
        want += in[i];
        total += out[i];
    }
    *sum = total;
    return ok;
}
#endif
