/* Transcendental throughput in OpenCL, as mathtput.cu: every work-item
 * iterates the same bounded map of sin, cos, exp and log on its own element
 * ITERS times, in work-groups of 256. */
#include "ocl.h"
#include "mathtput.h"

static const char *source =
    "__kernel void iterate(__global const float *in, __global float *out, int n)\n"
    "{\n"
    "    int i = get_global_id(0);\n"
    "    if (i >= n)\n"
    "        return;\n"
    "    float y = in[i], x = y;\n"
    "    for (int k = 0; k < ITERS; k++)\n"
    "        x = sin(x) * 0.5f + cos(x * 1.3f + y) * 0.25f + exp(-x * x) * 0.1f + log(1.0f + x * x) * 0.05f;\n"
    "    out[i] = x;\n"
    "}\n";

int main(void)
{
    const int n = MATHTPUT_N, block = 256, grid = (n + block - 1) / block;
    size_t bytes = n * sizeof(float);
    float *in = malloc(bytes), *out = malloc(bytes);
    for (int i = 0; i < n; i++)
        in[i] = mathtput_start(i);
    struct ocl o;
    ocl_init(&o, source, "-DITERS=" OCL_STR(ITERS));
    cl_mem din = ocl_buffer(&o, bytes, in), dout = ocl_buffer(&o, bytes, NULL);
    cl_kernel k = ocl_kernel(&o, "iterate");
    OCL_ARG(k, 0, din);
    OCL_ARG(k, 1, dout);
    OCL_ARG(k, 2, n);

    double ms[BENCH_REPS];
    ocl_time_launches1(&o, k, grid, block, ms);
    ocl_read(&o, dout, bytes, out);

    double sum;
    int ok = mathtput_check(in, out, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
