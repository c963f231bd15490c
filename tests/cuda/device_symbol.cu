// __device__ global variables: written by kernels, read back with
// cudaMemcpyFromSymbol, initialised ones, cudaMemcpyToSymbol into them, and
// cudaGetSymbolAddress used with plain cudaMemcpy.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__device__ int counter;
__device__ unsigned long long total = 0;
__device__ float table[256];
__device__ int answer = 42;
__device__ double scale = 0.5;

struct Stats { int minv, maxv; long long sum; };
__device__ Stats stats = {1 << 30, -(1 << 30), 0};

__global__ void fill(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < 256) table[i] = (float)i * (float)scale;
    if (i < n) {
        atomicAdd(&counter, 1);
        atomicAdd(&total, (unsigned long long)i);
        atomicMin(&stats.minv, i - 5);
        atomicMax(&stats.maxv, i * 2);
    }
}

__global__ void readAnswer(int *out) { *out = answer + 1; }

int main()
{
    int zero = 0;
    CHECK(cudaMemcpyToSymbol(counter, &zero, sizeof(int)));
    double s = 2.0;
    CHECK(cudaMemcpyToSymbol(scale, &s, sizeof(double)));

    int initial = 0;
    CHECK(cudaMemcpyFromSymbol(&initial, answer, sizeof(int)));
    if (initial != 42) { printf("answer = %d, want 42\n", initial); return 1; }

    const int n = 10000;
    fill<<<(n + 255) / 256, 256>>>(n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    int count = 0;
    unsigned long long sum = 0;
    float t[256];
    Stats st;
    CHECK(cudaMemcpyFromSymbol(&count, counter, sizeof(int)));
    CHECK(cudaMemcpyFromSymbol(&sum, total, sizeof(sum)));
    CHECK(cudaMemcpyFromSymbol(t, table, sizeof(t)));
    CHECK(cudaMemcpyFromSymbol(&st, stats, sizeof(st), 0, cudaMemcpyDeviceToHost));
    if (count != n) { printf("counter = %d, want %d\n", count, n); return 1; }
    if (sum != (unsigned long long)n * (n - 1) / 2) { printf("total = %llu\n", sum); return 1; }
    for (int k = 0; k < 256; ++k)
        if (t[k] != (float)k * 2.0f) { printf("table[%d] = %f\n", k, t[k]); return 1; }
    if (st.minv != -5 || st.maxv != 2 * (n - 1)) { printf("stats min %d max %d\n", st.minv, st.maxv); return 1; }

    // The address of a __device__ variable works with ordinary copies.
    int *panswer = nullptr;
    CHECK(cudaGetSymbolAddress((void **)&panswer, answer));
    int v = 1000;
    CHECK(cudaMemcpy(panswer, &v, sizeof(int), cudaMemcpyHostToDevice));
    int *dout, got = 0;
    CHECK(cudaMalloc(&dout, sizeof(int)));
    readAnswer<<<1, 1>>>(dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&got, dout, sizeof(int), cudaMemcpyDeviceToHost));
    if (got != 1001) { printf("readAnswer = %d, want 1001\n", got); return 1; }
    size_t size = 0;
    CHECK(cudaGetSymbolSize(&size, table));
    if (size != sizeof(float) * 256) { printf("cudaGetSymbolSize(table) = %zu\n", size); return 1; }
    cudaFree(dout);
    printf("PASS\n");
    return 0;
}
