// STREAM triad a = b + s*c: pure memory bandwidth, one thread per element.
#include "triad.h"

__global__ void triad(float *a, const float *b, const float *c, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = b[i] + s * c[i];
}

int main()
{
    const int n = TRIAD_N;
    const float s = TRIAD_S;
    size_t bytes = n * sizeof(float);
    float *b = (float *)malloc(bytes), *c = (float *)malloc(bytes), *a = (float *)malloc(bytes);
    for (int i = 0; i < n; i++) {
        b[i] = bench_unit(i);
        c[i] = bench_unit(i + n);
    }
    float *da, *db, *dc;
    cudaMalloc(&da, bytes);
    cudaMalloc(&db, bytes);
    cudaMalloc(&dc, bytes);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c, bytes, cudaMemcpyHostToDevice);

    const int block = 256, grid = (n + block - 1) / block;
    triad<<<grid, block>>>(da, db, dc, s, n);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        triad<<<grid, block>>>(da, db, dc, s, n);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(a, da, bytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= triad_check(a, b, c, s, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
