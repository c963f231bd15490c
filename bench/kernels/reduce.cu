// Sum of n floats: each block reduces a grid-stride slice through shared
// memory, the last warp finishes with shuffles, and a second one-block launch
// sums the per-block partials.
#include "reduce.h"

#include "block_sum.cuh"

int main()
{
    const int n = REDUCE_N, grid = 1024;
    float *h = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++)
        h[i] = bench_unit(i);
    float *din, *dpart, *dsum;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dpart, grid * sizeof(float));
    cudaMalloc(&dsum, sizeof(float));
    cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);

    block_sum<<<grid, BLOCK>>>(din, dpart, n);
    block_sum<<<1, BLOCK>>>(dpart, dsum, grid);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        block_sum<<<grid, BLOCK>>>(din, dpart, n);
        block_sum<<<1, BLOCK>>>(dpart, dsum, grid);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    float sum;
    cudaMemcpy(&sum, dsum, sizeof sum, cudaMemcpyDeviceToHost);

    ok &= reduce_check(sum, h, n);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
