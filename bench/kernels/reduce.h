/* What reduce.cu, reduce_omp.c and reduce_ocl.c share: the size and the
 * check of the sum against the same floats summed in double.  The input is
 * element i = bench_unit(i).  Valid C and C++ (the .cu includes it); no CUDA
 * or OpenCL here. */
#ifndef REDUCE_H
#define REDUCE_H
#include "bench.h"
#include <math.h>

#define REDUCE_N (1 << 25) /* floats */

static inline int reduce_check(float sum, const float *in, int n)
{
    double want = 0;
    for (int i = 0; i < n; i++)
        want += in[i];
    return fabs(sum - want) <= 1e-4 * want;
}
#endif
