// Many blocks: 1<<22 elements as 4096 blocks of 1024 threads, as 65536
// blocks of 64, and a 2D grid with gridDim.y > 1 over the same data.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void affine(unsigned *out, unsigned n, unsigned mul, unsigned add)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = i * mul + add;
}

__global__ void affine2d(unsigned *out, unsigned n, unsigned mul, unsigned add)
{
    unsigned block = blockIdx.y * gridDim.x + blockIdx.x;
    unsigned i = block * blockDim.x + threadIdx.x;
    if (i < n) out[i] += i * mul + add;
}

// One counter per block: every block runs exactly once.
__global__ void blockCount(unsigned *perBlock)
{
    if (threadIdx.x == 0) atomicAdd(&perBlock[blockIdx.x], 1u);
    if (threadIdx.x == blockDim.x - 1) atomicAdd(&perBlock[blockIdx.x], 1u);
}

static int verify(const std::vector<unsigned> &h, unsigned mul, unsigned add, const char *what)
{
    for (size_t i = 0; i < h.size(); ++i) {
        unsigned want = (unsigned)i * mul + add;
        if (h[i] != want) { printf("%s: out[%zu] = %u, want %u\n", what, i, h[i], want); return 1; }
    }
    return 0;
}

int main()
{
    const unsigned n = 1u << 22;
    unsigned *d;
    std::vector<unsigned> h(n);
    CHECK(cudaMalloc(&d, n * sizeof(unsigned)));

    affine<<<4096, 1024>>>(d, n, 3, 1);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    if (verify(h, 3, 1, "4096x1024")) return 1;

    affine<<<65536, 64>>>(d, n, 7, 5);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    if (verify(h, 7, 5, "65536x64")) return 1;

    CHECK(cudaMemset(d, 0, n * sizeof(unsigned)));
    affine2d<<<dim3(256, 64), 256>>>(d, n, 11, 2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    if (verify(h, 11, 2, "256x64 blocks of 256")) return 1;

    const unsigned blocks = 100000;
    unsigned *dcount;
    std::vector<unsigned> count(blocks);
    CHECK(cudaMalloc(&dcount, blocks * sizeof(unsigned)));
    CHECK(cudaMemset(dcount, 0, blocks * sizeof(unsigned)));
    blockCount<<<blocks, 32>>>(dcount);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(count.data(), dcount, blocks * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (unsigned b = 0; b < blocks; ++b)
        if (count[b] != 2) { printf("block %u counted %u times\n", b, count[b]); return 1; }

    CHECK(cudaFree(d));
    CHECK(cudaFree(dcount));
    printf("PASS\n");
    return 0;
}
