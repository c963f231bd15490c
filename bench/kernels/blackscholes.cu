// Black-Scholes prices of a European call and put for each of n options, one
// thread per option.  The cumulative normal distribution is the 5-term
// Abramowitz-Stegun polynomial (absolute error below 7.5e-8), so the kernel
// is expf, logf, sqrtf and a division or two per option.
#include "blackscholes.h"

__device__ float cnd(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f,
                a4 = -1.821255978f, a5 = 1.330274429f;
    const float rsqrt2pi = 0.39894228040143267794f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float tail = rsqrt2pi * expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d > 0 ? 1.0f - tail : tail;
}

__global__ void price(const float *spot, const float *strike, const float *years,
                      float *call, float *put, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float s = spot[i], x = strike[i], t = years[i];
    float sqrt_t = sqrtf(t);
    float d1 = (logf(s / x) + (RATE + 0.5f * VOL * VOL) * t) / (VOL * sqrt_t);
    float d2 = d1 - VOL * sqrt_t;
    float n1 = cnd(d1), n2 = cnd(d2);
    float disc = x * expf(-RATE * t); // the discounted strike
    call[i] = s * n1 - disc * n2;
    put[i] = disc * (1.0f - n2) - s * (1.0f - n1);
}

int main()
{
    const int n = BLACKSCHOLES_N;
    size_t bytes = n * sizeof(float);
    float *spot = (float *)malloc(bytes), *strike = (float *)malloc(bytes), *years = (float *)malloc(bytes);
    float *call = (float *)malloc(bytes), *put = (float *)malloc(bytes);
    blackscholes_options(spot, strike, years, n);
    float *dspot, *dstrike, *dyears, *dcall, *dput;
    cudaMalloc(&dspot, bytes);
    cudaMalloc(&dstrike, bytes);
    cudaMalloc(&dyears, bytes);
    cudaMalloc(&dcall, bytes);
    cudaMalloc(&dput, bytes);
    cudaMemcpy(dspot, spot, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dstrike, strike, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dyears, years, bytes, cudaMemcpyHostToDevice);

    const int block = 256, grid = (n + block - 1) / block;
    price<<<grid, block>>>(dspot, dstrike, dyears, dcall, dput, n);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        price<<<grid, block>>>(dspot, dstrike, dyears, dcall, dput, n);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(call, dcall, bytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(put, dput, bytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= blackscholes_check(spot, strike, years, call, put, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
