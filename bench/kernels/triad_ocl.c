/* STREAM triad a = b + s*c in OpenCL: one work-item per element, in
 * work-groups of 256 as triad.cu launches it. */
#include "ocl.h"
#include "triad.h"

static const char *source =
    "__kernel void triad(__global float *a, __global const float *b, __global const float *c,\n"
    "                    float s, int n)\n"
    "{\n"
    "    int i = get_global_id(0);\n"
    "    if (i < n)\n"
    "        a[i] = b[i] + s * c[i];\n"
    "}\n";

int main(void)
{
    const int n = TRIAD_N, block = 256, grid = (n + block - 1) / block;
    const float s = TRIAD_S;
    size_t bytes = n * sizeof(float);
    float *b = malloc(bytes), *c = malloc(bytes), *a = malloc(bytes);
    for (int i = 0; i < n; i++) {
        b[i] = bench_unit(i);
        c[i] = bench_unit(i + n);
    }
    struct ocl o;
    ocl_init(&o, source, NULL);
    cl_mem da = ocl_buffer(&o, bytes, NULL), db = ocl_buffer(&o, bytes, b), dc = ocl_buffer(&o, bytes, c);
    cl_kernel k = ocl_kernel(&o, "triad");
    OCL_ARG(k, 0, da);
    OCL_ARG(k, 1, db);
    OCL_ARG(k, 2, dc);
    OCL_ARG(k, 3, s);
    OCL_ARG(k, 4, n);

    double ms[BENCH_REPS];
    ocl_time_launches1(&o, k, grid, block, ms);
    ocl_read(&o, da, bytes, a);

    double sum;
    int ok = triad_check(a, b, c, s, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
