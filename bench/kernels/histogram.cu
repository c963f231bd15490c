// 256-bin histogram of n bytes.  Each block counts into its own bins in
// shared memory (contention stays inside the block), then merges them into
// the global bins with one atomic per non-empty bin.
#include "bench.h"

#define BINS 256
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
    const int n = 1 << 26, grid = 1024;
    unsigned char *in = (unsigned char *)malloc(n);
    // Skewed towards low values (like image data), so some bins are hot.
    for (int i = 0; i < n; i++) {
        unsigned h = bench_hash(i);
        in[i] = (h & 0xff) & (h >> 8);
    }
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
        cudaDeviceSynchronize();
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
        else
            ok &= bench_cuda_ok();
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);

    unsigned want[BINS] = {0};
    for (int i = 0; i < n; i++)
        want[in[i]]++;
    double sum = 0;
    for (int b = 0; b < BINS; b++) {
        ok &= bins[b] == want[b];
        sum += (double)bins[b] * b;
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
