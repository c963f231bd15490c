// Half precision dot product of two vectors of n halves, read as n/2 __half2
// pairs.  Each thread accumulates a __half2 with __hfma2 over a short strided
// chunk (CHUNK pairs, so the half sums keep most of their precision), turns
// its two lanes into one float, and each block sums its threads in shared
// memory and adds the result to the total with one float atomicAdd.  The
// block sums are written too, so they can be checked one by one.
#include "bench.h"
#include <cuda_fp16.h>
#include <math.h>

#define BLOCK 256
#define CHUNK 16 // pairs per thread

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
    const int n = 1 << 24, pairs = n / 2, grid = pairs / (CHUNK * BLOCK); // exact multiples
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
        cudaDeviceSynchronize();
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
        else
            ok &= bench_cuda_ok();
    }
    ok &= bench_cuda_ok();
    float total;
    cudaMemcpy(&total, dtotal, sizeof total, cudaMemcpyDeviceToHost);
    cudaMemcpy(block_sums, dblock_sums, grid * sizeof(float), cudaMemcpyDeviceToHost);

    // Exact products summed in double, per block and in all.
    double *want = (double *)calloc(grid, sizeof(double)), want_total = 0;
    const int threads = grid * BLOCK;
    for (int i = 0; i < n; i++) {
        double p = (double)__half2float(a[i]) * __half2float(b[i]);
        want[i / 2 % threads / BLOCK] += p;
        want_total += p;
    }
    for (int k = 0; k < grid; k++)
        ok &= fabs(block_sums[k] - want[k]) <= 1e-3 * want[k];
    ok &= fabs(total - want_total) <= 1e-3 * want_total;
    return bench_report(ms, BENCH_REPS, total, ok);
}
