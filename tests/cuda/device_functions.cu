// __device__ helper chains and __host__ __device__ functions computed on both
// sides and compared.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

// A hash used on both sides: must agree bit for bit.
__host__ __device__ inline uint32_t mix32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

__host__ __device__ uint64_t splitmix64(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

__host__ __device__ int gcd(int a, int b)
{
    while (b != 0) { int t = a % b; a = b; b = t; }
    return a < 0 ? -a : a;
}

__host__ __device__ float horner(float x)
{
    // 1 + x/2 - x^2/3 + x^3/4
    return 1.0f + x * (0.5f + x * (-1.0f / 3.0f + x * 0.25f));
}

// A chain of device-only helpers.
__device__ int square(int v) { return v * v; }
__device__ int sumOfSquares(int a, int b) { return square(a) + square(b); }
__device__ int clampTo(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ int chain(int i) { return clampTo(sumOfSquares(i % 50, i / 50) - 1000, 0, 2000); }

__device__ __forceinline__ int collatzSteps(unsigned n)
{
    int steps = 0;
    while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; ++steps; }
    return steps;
}

__global__ void kernel(uint32_t *h32, uint64_t *h64, int *g, float *p, int *c, int *col, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    h32[i] = mix32((uint32_t)i);
    h64[i] = splitmix64((uint64_t)i * 0x100000001ull);
    g[i] = gcd(i * 6, 84 - i);
    p[i] = horner((float)i / n);
    c[i] = chain(i);
    col[i] = collatzSteps(i + 1);
}

static int hostChain(int i)
{
    int v = (i % 50) * (i % 50) + (i / 50) * (i / 50) - 1000;
    return v < 0 ? 0 : (v > 2000 ? 2000 : v);
}

static int hostCollatz(unsigned n)
{
    int s = 0;
    while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; ++s; }
    return s;
}

int main()
{
    const int n = 4099;
    uint32_t *d32; uint64_t *d64; int *dg, *dc, *dcol; float *dp;
    CHECK(cudaMalloc(&d32, n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&d64, n * sizeof(uint64_t)));
    CHECK(cudaMalloc(&dg, n * sizeof(int)));
    CHECK(cudaMalloc(&dp, n * sizeof(float)));
    CHECK(cudaMalloc(&dc, n * sizeof(int)));
    CHECK(cudaMalloc(&dcol, n * sizeof(int)));
    kernel<<<(n + 127) / 128, 128>>>(d32, d64, dg, dp, dc, dcol, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<uint32_t> h32(n); std::vector<uint64_t> h64(n);
    std::vector<int> g(n), c(n), col(n); std::vector<float> p(n);
    CHECK(cudaMemcpy(h32.data(), d32, n * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h64.data(), d64, n * sizeof(uint64_t), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(g.data(), dg, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(p.data(), dp, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(c.data(), dc, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(col.data(), dcol, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        if (h32[i] != mix32((uint32_t)i)) { printf("mix32(%d) differs\n", i); return 1; }
        if (h64[i] != splitmix64((uint64_t)i * 0x100000001ull)) { printf("splitmix64(%d) differs\n", i); return 1; }
        if (g[i] != gcd(i * 6, 84 - i)) { printf("gcd at %d: %d vs %d\n", i, g[i], gcd(i * 6, 84 - i)); return 1; }
        float want = horner((float)i / n);
        if (fabsf(p[i] - want) > 1e-6f) { printf("horner at %d: %f vs %f\n", i, p[i], want); return 1; }
        if (c[i] != hostChain(i)) { printf("chain(%d) = %d, want %d\n", i, c[i], hostChain(i)); return 1; }
        if (col[i] != hostCollatz(i + 1)) { printf("collatz(%d) = %d, want %d\n", i + 1, col[i], hostCollatz(i + 1)); return 1; }
    }
    cudaFree(d32); cudaFree(d64); cudaFree(dg); cudaFree(dp); cudaFree(dc); cudaFree(dcol);
    printf("PASS\n");
    return 0;
}
