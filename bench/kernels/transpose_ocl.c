/* out = in^T for an n x n matrix in OpenCL, as transpose.cu: a 32x8
 * work-group moves a 32x32 tile through local memory, reading rows of the
 * tile and writing rows of the transposed tile. */
#include "ocl.h"
#include "transpose.h"

#define TILE 32
#define ROWS 8 /* each work-item moves TILE / ROWS elements */

static const char *source =
    "__kernel void transpose(__global const float *in, __global float *out, int n)\n"
    "{\n"
    "    __local float tile[TILE][TILE + 1]; /* +1: as in the CUDA version, against bank conflicts */\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\n"
    "    int x = get_group_id(0) * TILE + tx, y = get_group_id(1) * TILE + ty;\n"
    "    for (int j = 0; j < TILE; j += ROWS)\n"
    "        tile[ty + j][tx] = in[(size_t)(y + j) * n + x];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    x = get_group_id(1) * TILE + tx;\n"
    "    y = get_group_id(0) * TILE + ty;\n"
    "    for (int j = 0; j < TILE; j += ROWS)\n"
    "        out[(size_t)(y + j) * n + x] = tile[tx][ty + j];\n"
    "}\n";

int main(void)
{
    const int n = TRANSPOSE_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *in = malloc(bytes), *out = malloc(bytes);
    for (int i = 0; i < n * n; i++)
        in[i] = (float)i;
    struct ocl o;
    ocl_init(&o, source, "-DTILE=" OCL_STR(TILE) " -DROWS=" OCL_STR(ROWS));
    cl_mem din = ocl_buffer(&o, bytes, in), dout = ocl_buffer(&o, bytes, NULL);
    cl_kernel k = ocl_kernel(&o, "transpose");
    OCL_ARG(k, 0, din);
    OCL_ARG(k, 1, dout);
    OCL_ARG(k, 2, n);

    const size_t block[2] = {TILE, ROWS}, grid[2] = {n / TILE, n / TILE};
    double ms[BENCH_REPS];
    ocl_time_launches(&o, k, 2, grid, block, ms);
    ocl_read(&o, dout, bytes, out);

    double sum;
    int ok = transpose_check(out, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
