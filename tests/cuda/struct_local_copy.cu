// A by-value struct argument that the kernel modifies: each thread works on
// its own copy, and the host's struct is unchanged.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

struct State {
    int x;
    int counts[4];
    float f;
};

__global__ void mutate(State s, int *outX, int *outSum, float *outF)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s.x += threadIdx.x;
    s.counts[threadIdx.x % 4] += 1 + blockIdx.x;
    s.f *= (float)(threadIdx.x + 1);
    int sum = 0;
    for (int k = 0; k < 4; ++k) sum += s.counts[k];
    outX[i] = s.x;
    outSum[i] = sum;
    outF[i] = s.f;
}

// A scalar parameter modified in place, the same idea.
__global__ void countdown(int n, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    n -= i;
    out[i] = n;
}

int main()
{
    const int blocks = 3, threads = 64, total = blocks * threads;
    State s = {100, {1, 2, 3, 4}, 0.5f};
    int *dx, *dsum, *dn;
    float *df;
    CHECK(cudaMalloc(&dx, total * sizeof(int)));
    CHECK(cudaMalloc(&dsum, total * sizeof(int)));
    CHECK(cudaMalloc(&df, total * sizeof(float)));
    CHECK(cudaMalloc(&dn, total * sizeof(int)));
    mutate<<<blocks, threads>>>(s, dx, dsum, df);
    CHECK(cudaGetLastError());
    countdown<<<blocks, threads>>>(1000, dn);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> x(total), sum(total), n(total);
    std::vector<float> f(total);
    CHECK(cudaMemcpy(x.data(), dx, total * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sum.data(), dsum, total * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(f.data(), df, total * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(n.data(), dn, total * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < total; ++i) {
        int t = i % threads, b = i / threads;
        if (x[i] != 100 + t) { printf("thread %d: x = %d, want %d\n", i, x[i], 100 + t); return 1; }
        if (sum[i] != 10 + 1 + b) { printf("thread %d: sum = %d, want %d\n", i, sum[i], 11 + b); return 1; }
        if (f[i] != 0.5f * (t + 1)) { printf("thread %d: f = %f, want %f\n", i, f[i], 0.5f * (t + 1)); return 1; }
        if (n[i] != 1000 - i) { printf("thread %d: n = %d, want %d\n", i, n[i], 1000 - i); return 1; }
    }
    if (s.x != 100 || s.counts[0] != 1 || s.f != 0.5f) { printf("host struct changed\n"); return 1; }
    cudaFree(dx); cudaFree(dsum); cudaFree(df); cudaFree(dn);
    printf("PASS\n");
    return 0;
}
