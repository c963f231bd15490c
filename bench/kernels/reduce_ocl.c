/* Sum of n floats in OpenCL, decomposed as reduce.cu: each work-group of
 * BLOCK sums a strided slice, halves it in local memory, and a second
 * one-group launch sums the per-group partials.  Where reduce.cu finishes
 * the last 32 values with warp shuffles, this one keeps halving in local
 * memory: sub-group shuffles are not OpenCL 1.2.  The order of the additions
 * is the same. */
#include "ocl.h"
#include "reduce.h"

#define BLOCK 256

static const char *source =
    "__kernel void block_sum(__global const float *in, __global float *out, int n)\n"
    "{\n"
    "    __local float s[BLOCK];\n"
    "    int t = get_local_id(0);\n"
    "    float v = 0;\n"
    "    for (int i = get_group_id(0) * BLOCK + t; i < n; i += get_num_groups(0) * BLOCK)\n"
    "        v += in[i];\n"
    "    s[t] = v;\n"
    OCL_BLOCK_SUM
    "    if (t == 0)\n"
    "        out[get_group_id(0)] = s[0];\n"
    "}\n";

static void sum(struct ocl *o, cl_kernel k, cl_mem in, cl_mem part, cl_mem total, int n, int grid)
{
    OCL_ARG(k, 0, in);
    OCL_ARG(k, 1, part);
    OCL_ARG(k, 2, n);
    ocl_launch1(o, k, grid, BLOCK);
    OCL_ARG(k, 0, part); /* arguments are captured at enqueue, so k is reused */
    OCL_ARG(k, 1, total);
    OCL_ARG(k, 2, grid);
    ocl_launch1(o, k, 1, BLOCK);
}

int main(void)
{
    const int n = REDUCE_N, grid = 1024;
    float *h = malloc(n * sizeof(float));
    for (int i = 0; i < n; i++)
        h[i] = bench_unit(i);
    struct ocl o;
    ocl_init(&o, source, "-DBLOCK=" OCL_STR(BLOCK));
    cl_mem din = ocl_buffer(&o, n * sizeof(float), h);
    cl_mem dpart = ocl_buffer(&o, grid * sizeof(float), NULL), dsum = ocl_buffer(&o, sizeof(float), NULL);
    cl_kernel k = ocl_kernel(&o, "block_sum");

    sum(&o, k, din, dpart, dsum, n, grid);
    ocl_finish(&o);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        sum(&o, k, din, dpart, dsum, n, grid);
        ocl_finish(&o);
        ms[r] = bench_now_ms() - t0;
    }
    float total;
    ocl_read(&o, dsum, sizeof total, &total);

    return bench_report(ms, BENCH_REPS, total, reduce_check(total, h, n));
}
