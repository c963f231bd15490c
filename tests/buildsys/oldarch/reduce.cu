// A reduction as CUDA 5-era code wrote it: a shared-memory tree, the
// warp's last steps by shuffles where __CUDA_ARCH__ says there are some
// (sm_30 on), its own atomicAdd(double) where the toolkit has none (before
// sm_60), cudaThreadSynchronize.  It prints which path its kernel took.
#include <cstdio>
#include <cuda_runtime.h>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double *address, double val)
{
    unsigned long long *p = (unsigned long long *)address, old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}
#endif

__global__ void reduce(const float *in, double *sum, int n, int *arch)
{
    __shared__ float s[256];
    unsigned t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
#if __CUDA_ARCH__ >= 300
    for (unsigned k = blockDim.x / 2; k >= 32; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t < 32) {
        float v = s[t];
        for (int d = 16; d > 0; d >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, d);
        if (t == 0) s[0] = v;
    }
#else
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
#endif
    if (t == 0) {
        atomicAdd(sum, (double)s[0]);
#ifdef __CUDA_ARCH__
        if (blockIdx.x == 0) *arch = __CUDA_ARCH__;
#endif
    }
}

int main()
{
    const int n = 100000;
    float *h = new float[n], *d;
    double *sum, got = 0;
    int *arch, a = 0;
    for (int i = 0; i < n; i++) h[i] = (float)(i % 100);
    cudaMalloc((void **)&d, n * sizeof(float));
    cudaMalloc((void **)&sum, sizeof(double));
    cudaMalloc((void **)&arch, sizeof(int));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(sum, 0, sizeof(double));
    reduce<<<(n + 255) / 256, 256>>>(d, sum, n, arch);
    cudaThreadSynchronize();
    cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost);
    cudaMemcpy(&a, arch, sizeof a, cudaMemcpyDeviceToHost);
    const double want = 4950.0 * (n / 100);
    bool ok = got == want && cudaGetLastError() == cudaSuccess;
#ifdef WANT_ARCH
    ok = ok && a == WANT_ARCH; // what the build file's architectures make it
#endif
    printf("%s: sum %.0f (want %.0f), __CUDA_ARCH__ %d\n", ok ? "PASS" : "FAIL", got, want, a);
    return ok ? 0 : 1;
}
