/* 256-bin histogram of n bytes in OpenCL, as histogram.cu: each work-group
 * counts into its own bins in local memory, then merges them into the
 * global bins with one atomic per non-empty bin. */
#include "ocl.h"
#include "histogram.h"

#define BLOCK 256

static const char *source =
    "__kernel void histogram(__global const uchar *in, __global uint *bins, int n)\n"
    "{\n"
    "    __local uint s[BINS];\n"
    "    int t = get_local_id(0);\n"
    "    for (int b = t; b < BINS; b += BLOCK)\n"
    "        s[b] = 0;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int i = get_group_id(0) * BLOCK + t; i < n; i += get_num_groups(0) * BLOCK)\n"
    "        atomic_inc(&s[in[i]]);\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int b = t; b < BINS; b += BLOCK)\n"
    "        if (s[b])\n"
    "            atomic_add(&bins[b], s[b]);\n"
    "}\n";

int main(void)
{
    const int n = HISTOGRAM_N, grid = 1024;
    unsigned char *in = malloc(n);
    histogram_bytes(in, n);
    cl_uint bins[BINS];
    struct ocl o;
    ocl_init(&o, source, "-DBINS=" OCL_STR(BINS) " -DBLOCK=" OCL_STR(BLOCK));
    cl_mem din = ocl_buffer(&o, n, in), dbins = ocl_buffer(&o, sizeof bins, NULL);
    cl_kernel k = ocl_kernel(&o, "histogram");
    OCL_ARG(k, 0, din);
    OCL_ARG(k, 1, dbins);
    OCL_ARG(k, 2, n);

    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        ocl_zero(&o, dbins, sizeof bins);
        ocl_launch1(&o, k, grid, BLOCK);
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    ocl_read(&o, dbins, sizeof bins, bins);

    double sum;
    int ok = histogram_check(bins, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
