// 256-bin histogram of n bytes.  Each block counts into its own bins in
// shared memory (contention stays inside the block), then merges them into
// the global bins with one atomic per non-empty bin.
#include "histogram.h"

#define BLOCK 256

__global__ void histogram(const unsigned char *in, unsigned *bins, int n)
{
    __shared__ unsigned s[BINS];
    for (int b = threadIdx.x; b < BINS; b += BLOCK)
        s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        atomicAdd(&s[in[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += BLOCK)
        if (s[b])
            atomicAdd(&bins[b], s[b]);
}

int main()
{
    const int n = HISTOGRAM_N, grid = 1024;
    unsigned char *in = (unsigned char *)malloc(n);
    histogram_bytes(in, n);
    unsigned char *din;
    unsigned *dbins, bins[BINS];
    cudaMalloc(&din, n);
    cudaMalloc(&dbins, sizeof bins);
    cudaMemcpy(din, in, n, cudaMemcpyHostToDevice);

    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        double t0 = bench_now_ms();
        cudaMemset(dbins, 0, sizeof bins);
        histogram<<<grid, BLOCK>>>(din, dbins, n);
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);

    double sum;
    ok &= histogram_check(bins, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
