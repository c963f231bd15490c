/* Jacobi iteration of the 5-point Laplace stencil over an n x n grid with a
 * fixed border in OpenCL, as stencil.cu: SWEEPS sweeps per repetition,
 * ping-ponging between two buffers, in 32x8 work-groups, with no
 * local-memory halo (the caches serve the reuse between neighbours). */
#include "ocl.h"
#include "stencil.h"

static const char *source =
    "__kernel void jacobi(__global const float *in, __global float *out, int n)\n"
    "{\n"
    "    int x = get_global_id(0), y = get_global_id(1);\n"
    "    if (x < 1 || y < 1 || x >= n - 1 || y >= n - 1)\n"
    "        return;\n"
    "    size_t i = (size_t)y * n + x;\n"
    "    out[i] = 0.25f * (in[i - n] + in[i + n] + in[i - 1] + in[i + 1]);\n"
    "}\n";

static void sweep(struct ocl *o, cl_kernel k, cl_mem in, cl_mem out, int n)
{
    const size_t block[2] = {32, 8}, grid[2] = {(n + 31) / 32, (n + 7) / 8};
    OCL_ARG(k, 0, in);
    OCL_ARG(k, 1, out);
    OCL_ARG(k, 2, n);
    ocl_launch(o, k, 2, grid, block);
}

int main(void)
{
    const int n = STENCIL_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *in = malloc(bytes);
    for (int i = 0; i < n * n; i++)
        in[i] = bench_unit(i);
    struct ocl o;
    ocl_init(&o, source, NULL);
    /* Both buffers start as the input: that is the fixed border. */
    cl_mem din = ocl_buffer(&o, bytes, in), d[2] = {ocl_buffer(&o, bytes, in), ocl_buffer(&o, bytes, in)};
    cl_kernel k = ocl_kernel(&o, "jacobi");

    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        sweep(&o, k, din, d[0], n);
        for (int s = 1; s < SWEEPS; s++)
            sweep(&o, k, d[(s - 1) % 2], d[s % 2], n);
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    float *out = malloc(bytes);
    ocl_read(&o, d[(SWEEPS - 1) % 2], bytes, out);

    double sum;
    int ok = stencil_check(out, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
