// Order-preserving stream compaction with warp votes: each warp takes
// __ballot_sync of the predicate, a lane's slot within its warp is the
// __popc of the ballot bits below it ((1u << lane) - 1), and the warp counts
// are turned into warp offsets through shared memory. Pass 1 counts per
// block, the host scans the block counts, pass 2 scatters.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

__host__ __device__ inline bool keep(int v) { return (v % 3 == 0) || (v & 64); }

// blockDim.x is a multiple of 32. Returns this thread's slot in the block's
// output (valid when it keeps its element) and the block's total.
__device__ int block_slot(bool pred, int *total)
{
    __shared__ int warp_offset[33];
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
    unsigned ballot = __ballot_sync(0xffffffffu, pred);
    int in_warp = __popc(ballot & ((1u << lane) - 1));
    if (lane == 0) warp_offset[warp] = __popc(ballot);
    __syncthreads();
    if (threadIdx.x == 0) {
        int acc = 0;
        for (int w = 0; w < nwarps; ++w) { int c = warp_offset[w]; warp_offset[w] = acc; acc += c; }
        warp_offset[nwarps] = acc;
    }
    __syncthreads();
    *total = warp_offset[nwarps];
    return warp_offset[warp] + in_warp;
}

__global__ void count(const int *in, int n, int *block_count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int total;
    block_slot(i < n && keep(in[i]), &total);
    if (threadIdx.x == 0) block_count[blockIdx.x] = total;
}

__global__ void scatter(const int *in, int n, const int *block_offset, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool p = i < n && keep(in[i]);
    int total;
    int slot = block_slot(p, &total);
    if (p) out[block_offset[blockIdx.x] + slot] = in[i];
}

int main()
{
    const int n = 123457;
    std::vector<int> h(n), want;
    for (int i = 0; i < n; ++i) h[i] = (int)((i * 2654435761u) >> 7) % 1000;
    for (int i = 0; i < n; ++i) if (keep(h[i])) want.push_back(h[i]);
    int *din, *dout, *dcount;
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dcount, n * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    const int bsz[] = {32, 128, 416, 1024};
    for (int bs : bsz) {
        int nb = (n + bs - 1) / bs;
        count<<<nb, bs>>>(din, n, dcount);
        CHECK(cudaGetLastError());
        std::vector<int> counts(nb);
        CHECK(cudaMemcpy(counts.data(), dcount, nb * sizeof(int), cudaMemcpyDeviceToHost));
        int acc = 0;
        for (int b = 0; b < nb; ++b) { int c = counts[b]; counts[b] = acc; acc += c; }
        if (acc != (int)want.size()) REPORT("block size %d: %d kept, expected %zu\n", bs, acc, want.size());
        CHECK(cudaMemcpy(dcount, counts.data(), nb * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemset(dout, 0xff, n * sizeof(int)));
        scatter<<<nb, bs>>>(din, n, dcount, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<int> out(want.size());
        CHECK(cudaMemcpy(out.data(), dout, want.size() * sizeof(int), cudaMemcpyDeviceToHost));
        for (size_t k = 0; k < want.size(); ++k)
            if (out[k] != want[k]) REPORT("block size %d: out[%zu] = %d, expected %d\n", bs, k, out[k], want[k]);
    }
    cudaFree(din); cudaFree(dout); cudaFree(dcount);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
