// The cost of a block's reduction tail: the textbook reduction of 2^24
// floats, one 256-float slice per block (65536 blocks, each halving in
// shared memory down to a warp that finishes with five shuffles while the
// other threads have returned), against the same sum with 1024 blocks
// that first walk the array with a grid-stride loop. Prints the median of
// 9 runs of each and the time per block of the first beyond the second's
// (about one block's tail). The sums are checked.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

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

static double median_ms(const float *in, float *part, int n, int grid, std::vector<float> &sums)
{
    std::vector<double> ms;
    for (int r = -1; r < 9; r++) { // r = -1 warms up
        auto t0 = std::chrono::steady_clock::now();
        block_sum<<<grid, BLOCK>>>(in, part, n);
        cudaDeviceSynchronize();
        auto t1 = std::chrono::steady_clock::now();
        if (r >= 0)
            ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    sums.resize(grid);
    cudaMemcpy(sums.data(), part, grid * sizeof(float), cudaMemcpyDeviceToHost);
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

int main()
{
    const int n = 1 << 24, slices = n / BLOCK, strided = 1024;
    std::vector<float> h(n, 1.0f);
    float *in, *part;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&part, slices * sizeof(float));
    cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    std::vector<float> a, b;
    double one = median_ms(in, part, n, slices, a), many = median_ms(in, part, n, strided, b);
    bool ok = cudaGetLastError() == cudaSuccess;
    for (float x : a)
        ok &= x == BLOCK;
    for (float x : b)
        ok &= x == (float)(n / strided);
    printf("reduction of 2^24 floats, one slice per block (%d blocks): %.2f ms\n", slices, one);
    printf("the same in %d blocks with a grid-stride loop: %.2f ms\n", strided, many);
    printf("per block beyond: %.2f us\n", (one - many) * 1e3 / (slices - strided));
    printf("check: %s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
