// Work-efficient (Blelloch) exclusive scan in shared memory: up-sweep and
// down-sweep over 2*blockDim.x elements, zero-padded when the segment is
// shorter (non-power-of-two sizes). Then a multi-block scan: per-block scans
// with block sums, a scan of the block sums, and a uniform add.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

// blockDim.x is a power of two; each block scans 2*blockDim.x elements.
__global__ void scan_block(const int *in, int *out, int n, int *block_sums)
{
    __shared__ int s[2048];
    int t = threadIdx.x, m = 2 * blockDim.x;
    int base = blockIdx.x * m;
    s[2 * t] = base + 2 * t < n ? in[base + 2 * t] : 0;
    s[2 * t + 1] = base + 2 * t + 1 < n ? in[base + 2 * t + 1] : 0;
    int offset = 1;
    for (int d = m >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
            s[bi] += s[ai];
        }
        offset <<= 1;
    }
    if (t == 0) {
        if (block_sums) block_sums[blockIdx.x] = s[m - 1];
        s[m - 1] = 0;
    }
    for (int d = 1; d < m; d <<= 1) {
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
            int x = s[ai];
            s[ai] = s[bi];
            s[bi] += x;
        }
    }
    __syncthreads();
    if (base + 2 * t < n) out[base + 2 * t] = s[2 * t];
    if (base + 2 * t + 1 < n) out[base + 2 * t + 1] = s[2 * t + 1];
}

__global__ void add_block_offsets(int *data, int n, const int *offsets)
{
    int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
    int off = offsets[blockIdx.x];
    if (i < n) data[i] += off;
    if (i + (int)blockDim.x < n) data[i + blockDim.x] += off;
}

static void check(const std::vector<int> &in, const std::vector<int> &out, const char *what)
{
    int acc = 0;
    for (size_t i = 0; i < in.size(); ++i) {
        if (out[i] != acc) REPORT("%s, n=%zu: out[%zu] = %d, expected %d\n", what, in.size(), i, out[i], acc);
        acc += in[i];
    }
}

int main()
{
    const int maxn = 250000;
    std::vector<int> h(maxn);
    for (int i = 0; i < maxn; ++i) h[i] = (int)((i * 31u + 7u) % 97u) - 40;
    int *din, *dout, *dsums, *dsums_scanned;
    CHECK(cudaMalloc((void **)&din, maxn * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, maxn * sizeof(int)));
    CHECK(cudaMalloc((void **)&dsums, 1024 * sizeof(int)));
    CHECK(cudaMalloc((void **)&dsums_scanned, 1024 * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), maxn * sizeof(int), cudaMemcpyHostToDevice));

    // One block: sizes up to 2*threads, powers of two and not.
    const int sizes[] = {1, 2, 7, 64, 100, 511, 512, 1000, 1024, 2048};
    for (int n : sizes) {
        int threads = 1;
        while (2 * threads < n) threads <<= 1;
        scan_block<<<1, threads>>>(din, dout, n, dsums);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<int> in(h.begin(), h.begin() + n), out(n);
        int total;
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&total, dsums, sizeof(int), cudaMemcpyDeviceToHost));
        check(in, out, "single block");
        int want = 0;
        for (int x : in) want += x;
        if (total != want) REPORT("single block, n=%d: block sum %d, expected %d\n", n, total, want);
    }

    // Many blocks of 256 threads (512 elements each); at most 1024 blocks.
    const int multi[] = {513, 100000, 250000};
    for (int n : multi) {
        const int threads = 256, per = 2 * threads;
        int nblocks = (n + per - 1) / per;
        scan_block<<<nblocks, threads>>>(din, dout, n, dsums);
        CHECK(cudaGetLastError());
        int t2 = 1;
        while (2 * t2 < nblocks) t2 <<= 1;
        scan_block<<<1, t2>>>(dsums, dsums_scanned, nblocks, nullptr);
        CHECK(cudaGetLastError());
        add_block_offsets<<<nblocks, threads>>>(dout, n, dsums_scanned);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<int> in(h.begin(), h.begin() + n), out(n);
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        check(in, out, "multi block");
    }
    cudaFree(din); cudaFree(dout); cudaFree(dsums); cudaFree(dsums_scanned);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
