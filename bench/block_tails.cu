// The cost of a block's reduction tail, in the shapes CUDA code writes it:
// 2^24 floats reduced at one 256-float slice per block (65536 blocks), the
// block's sum by
//   shuffles:  halving in shared memory down to a warp that finishes with
//              five shuffles while the other threads have returned;
//   barriers:  halving with __syncthreads down to one thread;
//   volatile:  halving down to 64, then the legacy warp-synchronous tail
//              through a volatile pointer (no barriers, no shuffles);
//   blockred:  shuffles in every warp, warp sums through shared memory, a
//              last warp's shuffles (the shape of CUB's BlockReduce);
// against the first with 1024 blocks that walk the array with a
// grid-stride loop first. Prints the median of 9 runs of each and the
// time per block beyond that one (about a block's tail). Every block's
// sum is checked.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "kernels/block_sum.cuh"

// Loads the block's slice and halves it in shared memory while half >= last.
__device__ void halve(float *s, const float *in, int last)
{
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    for (int half = BLOCK / 2; half >= last; half >>= 1) {
        if (t < half)
            s[t] += s[t + half];
        __syncthreads();
    }
}

__global__ void barriers(const float *in, float *out, int)
{
    __shared__ float s[BLOCK];
    halve(s, in, 1);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

// written out, as the legacy code that relies on warps in lockstep is
__device__ void warp_reduce(volatile float *s, int t)
{
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
}

__global__ void volatile_tail(const float *in, float *out, int)
{
    __shared__ float s[BLOCK];
    halve(s, in, 64);
    if (threadIdx.x < 32)
        warp_reduce(s, threadIdx.x);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

__global__ void blockred(const float *in, float *out, int n)
{
    __shared__ float w[BLOCK / 32];
    int t = threadIdx.x;
    float v = warp_sum(in[blockIdx.x * BLOCK + t]);
    if (t % 32 == 0)
        w[t / 32] = v;
    __syncthreads();
    if (t < 32) {
        v = warp_sum(t < BLOCK / 32 ? w[t] : 0.0f);
        if (t == 0)
            out[blockIdx.x] = v;
    }
}

typedef void (*kernel)(const float *, float *, int);

// The median time of 9 runs; false if a block's sum is not its slice's.
static bool median_ms(kernel k, const float *in, float *part, int n, int grid, double *ms)
{
    std::vector<double> runs;
    for (int r = -1; r < 9; r++) { // r = -1 warms up
        auto t0 = std::chrono::steady_clock::now();
        k<<<grid, BLOCK>>>(in, part, n);
        cudaDeviceSynchronize();
        auto t1 = std::chrono::steady_clock::now();
        if (r >= 0)
            runs.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(runs.begin(), runs.end());
    *ms = runs[runs.size() / 2];
    std::vector<float> sums(grid);
    cudaMemcpy(sums.data(), part, grid * sizeof(float), cudaMemcpyDeviceToHost);
    bool ok = cudaGetLastError() == cudaSuccess;
    for (float x : sums)
        ok &= x == (float)(n / grid); // every input is 1
    return ok;
}

int main()
{
    const int n = 1 << 24, slices = n / BLOCK, strided = 1024;
    std::vector<float> h(n, 1.0f);
    float *in, *part;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&part, slices * sizeof(float));
    cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    double base;
    bool ok = median_ms(block_sum, in, part, n, strided, &base);
    printf("2^24 floats in %d blocks with a grid-stride loop: %.2f ms\n", strided, base);
    static const struct {
        const char *name;
        kernel k;
    } tails[] = {{"shuffles", block_sum}, {"barriers", barriers}, {"volatile", volatile_tail}, {"blockred", blockred}};
    for (const auto &t : tails) {
        double ms;
        ok &= median_ms(t.k, in, part, n, slices, &ms);
        printf("%-9s one slice per block (%d blocks): %7.2f ms, %.2f us per block beyond\n", t.name, slices, ms,
               (ms - base) * 1e3 / (slices - strided));
    }
    printf("check: %s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
