// Bitonic sort in shared memory, one segment per block: 1024 keys with one
// thread per key, and 512 keys with 256 threads where each thread performs
// the compare-exchange of one pair per step (two keys per thread).
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

// N == blockDim.x; block b sorts keys[b*N .. b*N+N) ascending.
template <int N>
__global__ void bitonic_one_per_thread(int *keys)
{
    __shared__ int s[N];
    unsigned i = threadIdx.x;
    s[i] = keys[blockIdx.x * N + i];
    __syncthreads();
    for (unsigned k = 2; k <= N; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            unsigned ixj = i ^ j;
            if (ixj > i) {
                int a = s[i], b = s[ixj];
                bool up = (i & k) == 0;
                if ((a > b) == up) { s[i] = b; s[ixj] = a; }
            }
            __syncthreads();
        }
    }
    keys[blockIdx.x * N + i] = s[i];
}

// N == 2 * blockDim.x; thread t owns pair t of each step.
template <int N>
__global__ void bitonic_two_per_thread(int *keys)
{
    __shared__ int s[N];
    unsigned t = threadIdx.x;
    int *seg = keys + blockIdx.x * N;
    s[t] = seg[t];
    s[t + N / 2] = seg[t + N / 2];
    __syncthreads();
    for (unsigned k = 2; k <= N; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            unsigned lo = (t / j) * 2 * j + (t % j), hi = lo + j;
            bool up = (lo & k) == 0;
            int a = s[lo], b = s[hi];
            if ((a > b) == up) { s[lo] = b; s[hi] = a; }
            __syncthreads();
        }
    }
    seg[t] = s[t];
    seg[t + N / 2] = s[t + N / 2];
}

static void check(const std::vector<int> &orig, const std::vector<int> &got, int seg, const char *what)
{
    for (size_t b = 0; b * seg < orig.size(); ++b) {
        std::vector<int> want(orig.begin() + b * seg, orig.begin() + (b + 1) * seg);
        std::sort(want.begin(), want.end());
        for (int i = 0; i < seg; ++i)
            if (got[b * seg + i] != want[i])
                REPORT("%s: segment %zu, key %d = %d, expected %d\n", what, b, i, got[b * seg + i], want[i]);
    }
}

int main()
{
    const int segs = 6, n = 1024 * segs;
    std::vector<int> h(n), out(n);
    unsigned seed = 7;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1103515245u + 12345u;
        h[i] = (int)(seed >> 8) % 2000 - 1000;   // duplicates and negatives
    }
    for (int i = 0; i < 1024; ++i) h[2048 + i] = 1024 - i;   // a reversed segment
    int *d;
    CHECK(cudaMalloc((void **)&d, n * sizeof(int)));

    CHECK(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    bitonic_one_per_thread<1024><<<segs, 1024>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
    check(h, out, 1024, "1024 keys, 1024 threads");

    CHECK(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    bitonic_two_per_thread<512><<<n / 512, 256>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
    check(h, out, 512, "512 keys, 256 threads");

    cudaFree(d);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
