// Threads with threadIdx.x >= n return before a __syncthreads that the
// remaining threads reach (exited threads no longer count toward the
// barrier, valid since Volta). The remaining threads exchange values through
// shared memory across the barrier, twice.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

// Each block handles n elements (n <= blockDim.x): out = reverse of in,
// plus the value of the first element of the block.
__global__ void reverse_segments(const int *in, int *out, int n)
{
    __shared__ int s[1024];
    __shared__ int first;
    int t = threadIdx.x;
    if (t >= n) return;
    const int *seg = in + blockIdx.x * n;
    s[t] = seg[t];
    if (t == 0) first = seg[0];
    __syncthreads();
    int v = s[n - 1 - t] + first;
    __syncthreads();          // everyone has read s before it is overwritten
    s[t] = v * 2;
    __syncthreads();
    out[blockIdx.x * n + t] = s[(t + 1) % n];
}

int main()
{
    const int cases[][2] = {{256, 200}, {64, 33}, {1024, 1}, {1024, 1000}, {96, 95}, {128, 64}};
    const int nblocks = 9;
    for (auto &c : cases) {
        int bs = c[0], n = c[1], total = nblocks * n;
        std::vector<int> h(total), out(total);
        for (int i = 0; i < total; ++i) h[i] = (i * 37) % 1001 - 500;
        int *din, *dout;
        CHECK(cudaMalloc((void **)&din, total * sizeof(int)));
        CHECK(cudaMalloc((void **)&dout, total * sizeof(int)));
        CHECK(cudaMemcpy(din, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
        reverse_segments<<<nblocks, bs>>>(din, dout, n);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), dout, total * sizeof(int), cudaMemcpyDeviceToHost));
        for (int b = 0; b < nblocks; ++b)
            for (int t = 0; t < n; ++t) {
                int u = (t + 1) % n;
                int want = (h[b * n + n - 1 - u] + h[b * n]) * 2;
                if (out[b * n + t] != want)
                    REPORT("block size %d, n %d: block %d thread %d: %d, expected %d\n", bs, n, b, t, out[b * n + t], want);
            }
        cudaFree(din); cudaFree(dout);
    }
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
