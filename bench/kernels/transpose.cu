// out = in^T for an n x n matrix.  A 32x8 block moves a 32x32 tile: it reads
// rows of the tile (coalesced), and writes rows of the transposed tile
// (coalesced too), reading the tile by columns from shared memory.
#include "transpose.h"

#define TILE 32
#define ROWS 8 // each thread moves TILE / ROWS elements

__global__ void transpose(const float *in, float *out, int n)
{
    __shared__ float tile[TILE][TILE + 1]; // +1: a column spans all 32 banks
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * n + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        out[(size_t)(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main()
{
    const int n = TRANSPOSE_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *in = (float *)malloc(bytes), *out = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++)
        in[i] = (float)i;
    float *din, *dout;
    cudaMalloc(&din, bytes);
    cudaMalloc(&dout, bytes);
    cudaMemcpy(din, in, bytes, cudaMemcpyHostToDevice);

    dim3 block(TILE, ROWS), grid(n / TILE, n / TILE);
    transpose<<<grid, block>>>(din, dout, n);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        transpose<<<grid, block>>>(din, dout, n);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(out, dout, bytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= transpose_check(out, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
