// Barriers in control flow that is uniform per block: a loop whose trip
// count is a kernel argument, a loop whose trip count is loaded from memory
// (different per block), several barriers per loop body, a barrier inside an
// `if` on a block-uniform condition, a barrier in a __device__ function, and
// a loop whose exit is decided by thread 0 and broadcast through shared memory.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

__device__ int rotate(int v, int *s, int by)
{
    int t = threadIdx.x, n = blockDim.x;
    s[t] = v;
    __syncthreads();
    int r = s[(t + by) % n];
    __syncthreads();
    return r;
}

__global__ void phases(const int *in, const int *trips, int *out, int iters)
{
    __shared__ int s[512];
    __shared__ int cont;
    int t = threadIdx.x, n = blockDim.x;
    int v = in[blockIdx.x * n + t];
    for (int it = 0; it < iters; ++it) {
        s[t] = v;
        __syncthreads();
        v = s[(t + 1) % n] + it;
        __syncthreads();
        s[t] = v * 3;
        __syncthreads();
        v -= s[n - 1 - t] / 2;
        __syncthreads();
    }
    int m = trips[blockIdx.x];
    for (int k = 0; k < m; ++k) {
        s[t] = v;
        __syncthreads();
        v ^= s[(t * 5 + k) % n];
        __syncthreads();
    }
    if (blockIdx.x % 3 != 1) {
        if (t == 0) s[0] = v;
        __syncthreads();
        v += s[0];
        __syncthreads();
    }
    v = rotate(v, s, 3);
    int rounds = 0;
    do {
        if (t == 0) cont = (v & 7) != 0 && rounds < 10;
        __syncthreads();
        bool again = cont;
        __syncthreads();
        if (!again) break;
        v = rotate(v + 1, s, 1);
        ++rounds;
    } while (true);
    out[blockIdx.x * n + t] = v + 100000 * rounds;
}

static void model(std::vector<int> &v, int block, int m, int iters)
{
    int n = (int)v.size();
    std::vector<int> s(n);
    for (int it = 0; it < iters; ++it) {
        s = v;
        for (int t = 0; t < n; ++t) v[t] = s[(t + 1) % n] + it;
        for (int t = 0; t < n; ++t) s[t] = v[t] * 3;
        for (int t = 0; t < n; ++t) v[t] -= s[n - 1 - t] / 2;
    }
    for (int k = 0; k < m; ++k) {
        s = v;
        for (int t = 0; t < n; ++t) v[t] ^= s[(t * 5 + k) % n];
    }
    if (block % 3 != 1) {
        int v0 = v[0];
        for (int t = 0; t < n; ++t) v[t] += v0;
    }
    s = v;
    for (int t = 0; t < n; ++t) v[t] = s[(t + 3) % n];
    int rounds = 0;
    while ((v[0] & 7) != 0 && rounds < 10) {
        for (int t = 0; t < n; ++t) s[t] = v[t] + 1;
        for (int t = 0; t < n; ++t) v[t] = s[(t + 1) % n];
        ++rounds;
    }
    for (int t = 0; t < n; ++t) v[t] += 100000 * rounds;
}

int main()
{
    const int nblocks = 12;
    const int bsz[] = {512, 100, 32, 7};
    const int iters[] = {3, 0, 5, 1};
    for (int c = 0; c < 4; ++c) {
        int bs = bsz[c], total = nblocks * bs;
        std::vector<int> h(total), trips(nblocks), out(total);
        for (int i = 0; i < total; ++i) h[i] = (i * 131) % 977 - 400;
        for (int b = 0; b < nblocks; ++b) trips[b] = (b * 5) % 7;   // 0..6, includes 0
        int *din, *dtrips, *dout;
        CHECK(cudaMalloc((void **)&din, total * sizeof(int)));
        CHECK(cudaMalloc((void **)&dtrips, nblocks * sizeof(int)));
        CHECK(cudaMalloc((void **)&dout, total * sizeof(int)));
        CHECK(cudaMemcpy(din, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dtrips, trips.data(), nblocks * sizeof(int), cudaMemcpyHostToDevice));
        phases<<<nblocks, bs>>>(din, dtrips, dout, iters[c]);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), dout, total * sizeof(int), cudaMemcpyDeviceToHost));
        for (int b = 0; b < nblocks; ++b) {
            std::vector<int> v(h.begin() + b * bs, h.begin() + (b + 1) * bs);
            model(v, b, trips[b], iters[c]);
            for (int t = 0; t < bs; ++t)
                if (out[b * bs + t] != v[t])
                    REPORT("block size %d, block %d thread %d: %d, expected %d\n", bs, b, t, out[b * bs + t], v[t]);
        }
        cudaFree(din); cudaFree(dtrips); cudaFree(dout);
    }
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
