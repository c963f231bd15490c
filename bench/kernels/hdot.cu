// Half precision dot product of two vectors of n halves, read as n/2 __half2
// pairs.  Each thread accumulates a __half2 with __hfma2 over a short strided
// chunk (CHUNK pairs, so the half sums keep most of their precision), turns
// its two lanes into one float, and each block sums its threads in shared
// memory and adds the result to the total with one float atomicAdd.  The
// block sums are written too, so they can be checked one by one.
#include "hdot.h"
#include <cuda_fp16.h>

#define BLOCK 256

__global__ void hdot(const __half2 *a, const __half2 *b, float *block_sums, float *total)
{
    __shared__ float s[BLOCK];
    int threads = gridDim.x * BLOCK, g = blockIdx.x * BLOCK + threadIdx.x;
    __half2 acc = __float2half2_rn(0.0f);
    for (int k = 0; k < CHUNK; k++) // strided, so a warp reads consecutive pairs
        acc = __hfma2(a[g + k * threads], b[g + k * threads], acc);
    s[threadIdx.x] = __low2float(acc) + __high2float(acc);
    __syncthreads();
    for (int half = BLOCK / 2; half > 0; half >>= 1) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        block_sums[blockIdx.x] = s[0];
        atomicAdd(total, s[0]);
    }
}

int main()
{
    const int n = HDOT_N, pairs = n / 2, grid = pairs / (CHUNK * BLOCK); // exact multiples
    __half *a = (__half *)malloc(n * sizeof(__half)), *b = (__half *)malloc(n * sizeof(__half));
    float *block_sums = (float *)malloc(grid * sizeof(float));
    for (int i = 0; i < n; i++) { // 0 to 1, so the sum does not cancel
        a[i] = __float2half(bench_unit(i));
        b[i] = __float2half(bench_unit(i + n));
    }
    __half2 *da, *db;
    float *dblock_sums, *dtotal;
    cudaMalloc(&da, n * sizeof(__half));
    cudaMalloc(&db, n * sizeof(__half));
    cudaMalloc(&dblock_sums, grid * sizeof(float));
    cudaMalloc(&dtotal, sizeof(float));
    cudaMemcpy(da, a, n * sizeof(__half), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, n * sizeof(__half), cudaMemcpyHostToDevice);

    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        double t0 = bench_now_ms();
        cudaMemset(dtotal, 0, sizeof(float));
        hdot<<<grid, BLOCK>>>(da, db, dblock_sums, dtotal);
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();
    float total;
    cudaMemcpy(&total, dtotal, sizeof total, cudaMemcpyDeviceToHost);
    cudaMemcpy(block_sums, dblock_sums, grid * sizeof(float), cudaMemcpyDeviceToHost);

    ok &= hdot_check(a, b, n, total, block_sums, grid, BLOCK);
    return bench_report(ms, BENCH_REPS, total, ok);
}
