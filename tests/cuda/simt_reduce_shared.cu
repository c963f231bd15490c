// Tree reduction of ints in __shared__ memory with __syncthreads, for block
// sizes that are and are not powers of two (1, 33, 100, 256, 1000, 1024).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

__global__ void block_sum(const int *in, int n, int *partial)
{
    __shared__ int s[1024];
    unsigned tid = threadIdx.x;
    int acc = 0;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        acc += in[i];
    s[tid] = acc;
    __syncthreads();
    // Smallest power of two >= blockDim.x, halved.
    unsigned half = 1;
    while (half < blockDim.x) half <<= 1;
    for (half >>= 1; half > 0; half >>= 1) {
        if (tid < half && tid + half < blockDim.x)
            s[tid] += s[tid + half];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}

int main()
{
    const int n = 300007;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (int)((i * 7919u) % 2001u) - 1000;
    int *din, *dpart;
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dpart, 64 * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    const int blocks[] = {1, 33, 100, 256, 1000, 1024};
    const int grids[] = {1, 7, 13, 64, 3, 40};
    for (int c = 0; c < 6; ++c) {
        int bs = blocks[c], gs = grids[c];
        CHECK(cudaMemset(dpart, 0xff, 64 * sizeof(int)));
        block_sum<<<gs, bs>>>(din, n, dpart);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<int> part(gs);
        CHECK(cudaMemcpy(part.data(), dpart, gs * sizeof(int), cudaMemcpyDeviceToHost));
        long long total = 0, want_total = 0;
        for (int b = 0; b < gs; ++b) {
            int want = 0;
            for (int t = 0; t < bs; ++t)
                for (int i = b * bs + t; i < n; i += gs * bs) want += h[i];
            if (part[b] != want)
                REPORT("block size %d, block %d: got %d, expected %d\n", bs, b, part[b], want);
            total += part[b];
        }
        for (int i = 0; i < n; ++i) want_total += h[i];
        if (total != want_total)
            REPORT("block size %d: total %lld, expected %lld\n", bs, total, want_total);
    }
    cudaFree(din); cudaFree(dpart);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
