// Sum of n floats: each block reduces a grid-stride slice through shared
// memory, the last warp finishes with shuffles, and a second one-block launch
// sums the per-block partials.
#include "reduce.h"

#define BLOCK 256

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void block_sum(const float *in, float *out, int n)
{
    __shared__ float s[BLOCK];
    float v = 0;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        v += in[i];
    s[threadIdx.x] = v;
    __syncthreads();
    // Halve in shared memory down to one warp; shuffles need no barrier.
    for (int half = BLOCK / 2; half >= 32; half >>= 1) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x < 32) {
        v = warp_sum(s[threadIdx.x]);
        if (threadIdx.x == 0)
            out[blockIdx.x] = v;
    }
}

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
