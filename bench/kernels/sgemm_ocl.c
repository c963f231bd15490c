/* C = A * B for square row-major matrices in OpenCL, tiled as sgemm.cu:
 * each 16x16 work-group stages one tile of A and one of B in local memory
 * per step, so every global load is reused 16 times. */
#include "ocl.h"
#include "sgemm.h"

#define TILE 16

static const char *source =
    "__kernel void sgemm(__global const float *A, __global const float *B, __global float *C, int n)\n"
    "{\n"
    "    __local float As[TILE][TILE], Bs[TILE][TILE];\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\n"
    "    int row = get_group_id(1) * TILE + ty, col = get_group_id(0) * TILE + tx;\n"
    "    float acc = 0;\n"
    "    for (int k0 = 0; k0 < n; k0 += TILE) {\n"
    "        As[ty][tx] = A[row * n + k0 + tx];\n"
    "        Bs[ty][tx] = B[(k0 + ty) * n + col];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        for (int k = 0; k < TILE; k++)\n"
    "            acc += As[ty][k] * Bs[k][tx];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE); /* the next step overwrites the tiles */\n"
    "    }\n"
    "    C[row * n + col] = acc;\n"
    "}\n";

int main(void)
{
    const int n = SGEMM_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *A = malloc(bytes), *B = malloc(bytes), *C = malloc(bytes);
    sgemm_inputs(A, B, n);
    struct ocl o;
    ocl_init(&o, source, "-DTILE=" OCL_STR(TILE));
    cl_mem dA = ocl_buffer(&o, bytes, A), dB = ocl_buffer(&o, bytes, B), dC = ocl_buffer(&o, bytes, NULL);
    cl_kernel k = ocl_kernel(&o, "sgemm");
    OCL_ARG(k, 0, dA);
    OCL_ARG(k, 1, dB);
    OCL_ARG(k, 2, dC);
    OCL_ARG(k, 3, n);

    const size_t block[2] = {TILE, TILE}, grid[2] = {n / TILE, n / TILE};
    double ms[BENCH_REPS];
    ocl_time_launches(&o, k, 2, grid, block, ms);
    ocl_read(&o, dC, bytes, C);

    double sum;
    int ok = sgemm_check(C, A, B, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
