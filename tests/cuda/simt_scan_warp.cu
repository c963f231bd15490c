// Inclusive scan with __shfl_up_sync: a warp scan, then a block scan composed
// from warp scans (warp totals in shared memory, scanned by the first warp).
// Every block scans its own segment; checked against a host segmented scan.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

__device__ __forceinline__ int warp_inclusive_scan(int x)
{
    int lane = threadIdx.x & 31;
    for (int offset = 1; offset < 32; offset <<= 1) {
        int y = __shfl_up_sync(0xffffffffu, x, offset);
        if (lane >= offset) x += y;
    }
    return x;
}

__global__ void warp_scan(const int *in, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = warp_inclusive_scan(in[i]);
}

// blockDim.x is a multiple of 32; elements past n count as 0.
__global__ void block_scan(const int *in, int *out, int n)
{
    __shared__ int warp_totals[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int x = i < n ? in[i] : 0;
    x = warp_inclusive_scan(x);
    if (lane == 31) warp_totals[warp] = x;
    __syncthreads();
    if (warp == 0) {
        int nwarps = blockDim.x >> 5;
        int t = lane < nwarps ? warp_totals[lane] : 0;
        t = warp_inclusive_scan(t);
        if (lane < nwarps) warp_totals[lane] = t;
    }
    __syncthreads();
    if (warp > 0) x += warp_totals[warp - 1];
    if (i < n) out[i] = x;
}

int main()
{
    const int n = 100000;
    std::vector<int> h(n), out(n);
    for (int i = 0; i < n; ++i) h[i] = (int)((i * 2246822519u) >> 20) % 201 - 100;
    int *din, *dout;
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    // Warp scan alone: 64 warps.
    warp_scan<<<16, 128>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, 2048 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0, acc = 0; i < 2048; ++i) {
        acc = (i % 32 == 0 ? 0 : acc) + h[i];
        if (out[i] != acc) REPORT("warp scan: out[%d] = %d, expected %d\n", i, out[i], acc);
    }

    const int bsz[] = {32, 64, 96, 256, 1024};
    for (int bs : bsz) {
        CHECK(cudaMemset(dout, 0, n * sizeof(int)));
        block_scan<<<(n + bs - 1) / bs, bs>>>(din, dout, n);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0, acc = 0; i < n; ++i) {
            acc = (i % bs == 0 ? 0 : acc) + h[i];
            if (out[i] != acc) REPORT("block scan, block size %d: out[%d] = %d, expected %d\n", bs, i, out[i], acc);
        }
    }
    cudaFree(din); cudaFree(dout);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
