// Several translation units linked together: kernels.cu (kernels and
// launchers), host.cpp (host compiler) and this file, which has its own kernel.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include "scale.h"

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

int kernelsFileTag();

static __constant__ int fileTag = 2;

__global__ void offsetKernel(int *data, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += k + fileTag;
}

int main()
{
    const int n = 1000;
    std::vector<float> f(n);
    for (int i = 0; i < n; ++i) f[i] = (float)(i - 250);
    if (scaleOnDevice(f.data(), n, 2.0f)) return 1;
    for (int i = 0; i < n; ++i)
        if (f[i] != 2.0f * (i - 250)) { printf("scale: f[%d] = %f\n", i, f[i]); return 1; }
    if (normalizeOnHost(f.data(), n)) return 1;
    for (int i = 0; i < n; ++i) {
        float want = (float)(i - 250) / 749.0f;
        if (fabsf(f[i] - want) > 1e-6f) { printf("normalize: f[%d] = %f, want %f\n", i, f[i], want); return 1; }
    }

    std::vector<long long> sq(n);
    if (squaresOnDevice(sq.data(), n)) return 1;
    for (int i = 0; i < n; ++i)
        if (sq[i] != (long long)i * i) { printf("squares[%d] = %lld\n", i, sq[i]); return 1; }

    int *d;
    std::vector<int> h(n);
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    CHECK(cudaMemset(d, 0, n * sizeof(int)));
    offsetKernel<<<(n + 63) / 64, 64>>>(d, n, 40);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (h[i] != 42) { printf("offset[%d] = %d, want 42\n", i, h[i]); return 1; }
    CHECK(cudaFree(d));

    int tag = kernelsFileTag();
    if (tag != 1) { printf("kernels.cu's fileTag = %d, want 1\n", tag); return 1; }
    printf("PASS\n");
    return 0;
}
