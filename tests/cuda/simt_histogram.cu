// 256-bin byte histogram: each block counts into __shared__ bins with
// atomicAdd on shared memory, then merges its bins into the global histogram
// with one atomicAdd per non-empty bin. Exact comparison.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

#define NBINS 256

__global__ void histogram(const unsigned char *data, int n, unsigned int *hist)
{
    __shared__ unsigned int bins[NBINS];
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&bins[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
        if (bins[b]) atomicAdd(&hist[b], bins[b]);
}

int main()
{
    const int n = (1 << 20) + 12345;
    std::vector<unsigned char> h(n);
    unsigned seed = 12345;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1664525u + 1013904223u;
        // Skewed: a third of the bytes fall into 4 hot bins, to contend.
        h[i] = (i % 3 == 0) ? (unsigned char)(seed >> 30) : (unsigned char)(seed >> 24);
    }
    std::vector<unsigned> want(NBINS, 0), got(NBINS);
    for (int i = 0; i < n; ++i) want[h[i]]++;
    unsigned char *dd;
    unsigned *dh;
    CHECK(cudaMalloc((void **)&dd, n));
    CHECK(cudaMalloc((void **)&dh, NBINS * sizeof(unsigned)));
    CHECK(cudaMemcpy(dd, h.data(), n, cudaMemcpyHostToDevice));
    const int bsz[] = {256, 100, 1024, 64, 1};
    const int gsz[] = {120, 37, 8, 300, 16};
    for (int c = 0; c < 5; ++c) {
        CHECK(cudaMemset(dh, 0, NBINS * sizeof(unsigned)));
        histogram<<<gsz[c], bsz[c]>>>(dd, n, dh);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(got.data(), dh, NBINS * sizeof(unsigned), cudaMemcpyDeviceToHost));
        for (int b = 0; b < NBINS; ++b)
            if (got[b] != want[b])
                REPORT("block size %d: bin %d = %u, expected %u\n", bsz[c], b, got[b], want[b]);
    }
    cudaFree(dd); cudaFree(dh);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
