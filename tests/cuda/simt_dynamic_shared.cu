// Dynamic shared memory: extern __shared__ sized at launch (several sizes),
// static and dynamic shared memory in the same kernel, and a kernel using
// 64 KiB of dynamic shared memory after raising its limit with
// cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize). Asking
// for 64 KiB without the attribute must fail at launch (cudaGetLastError),
// and the error must not be sticky.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

// Each block copies `per_thread * blockDim.x` ints to shared memory, then
// writes them back reversed.
__global__ void reverse_dyn(const int *in, int *out, int per_thread)
{
    extern __shared__ int buf[];
    int m = per_thread * blockDim.x;
    const int *src = in + blockIdx.x * m;
    for (int i = threadIdx.x; i < m; i += blockDim.x) buf[i] = src[i];
    __syncthreads();
    for (int i = threadIdx.x; i < m; i += blockDim.x) out[blockIdx.x * m + i] = buf[m - 1 - i];
}

// Static and dynamic together: dynamic holds doubles, static holds a sum.
__global__ void mixed(const double *in, double *out)
{
    __shared__ double total;
    __shared__ int tag[64];
    extern __shared__ double vals[];
    int t = threadIdx.x;
    vals[t] = in[blockIdx.x * blockDim.x + t];
    if (t < 64) tag[t] = t * 3;
    if (t == 0) total = 0.0;
    __syncthreads();
    if (t == 0) for (int i = 0; i < (int)blockDim.x; ++i) total += vals[i];
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = vals[blockDim.x - 1 - t] + total + tag[t % 64];
}

static void run_reverse(int blocks, int threads, int per_thread, size_t shmem)
{
    int total = blocks * threads * per_thread;
    std::vector<int> h(total), out(total);
    for (int i = 0; i < total; ++i) h[i] = i * 3 + 1;
    int *din, *dout;
    CHECK(cudaMalloc((void **)&din, total * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, total * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    reverse_dyn<<<blocks, threads, shmem>>>(din, dout, per_thread);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out.data(), dout, total * sizeof(int), cudaMemcpyDeviceToHost));
    int m = threads * per_thread;
    for (int b = 0; b < blocks; ++b)
        for (int i = 0; i < m; ++i)
            if (out[b * m + i] != h[b * m + m - 1 - i])
                REPORT("%zu bytes: block %d [%d] = %d, expected %d\n", shmem, b, i, out[b * m + i], h[b * m + m - 1 - i]);
    cudaFree(din); cudaFree(dout);
}

int main()
{
    run_reverse(4, 128, 1, 128 * sizeof(int));
    run_reverse(3, 256, 8, 256 * 8 * sizeof(int));       // 8 KiB
    run_reverse(2, 1000, 12, 1000 * 12 * sizeof(int));   // 48000 bytes
    run_reverse(5, 1, 3, 3 * sizeof(int));

    // Static + dynamic.
    {
        const int blocks = 3, threads = 200, n = blocks * threads;
        std::vector<double> h(n), out(n);
        for (int i = 0; i < n; ++i) h[i] = i * 0.25 - 7.0;
        double *din, *dout;
        CHECK(cudaMalloc((void **)&din, n * sizeof(double)));
        CHECK(cudaMalloc((void **)&dout, n * sizeof(double)));
        CHECK(cudaMemcpy(din, h.data(), n * sizeof(double), cudaMemcpyHostToDevice));
        mixed<<<blocks, threads, threads * sizeof(double)>>>(din, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(double), cudaMemcpyDeviceToHost));
        for (int b = 0; b < blocks; ++b) {
            double total = 0.0;
            for (int i = 0; i < threads; ++i) total += h[b * threads + i];
            for (int t = 0; t < threads; ++t) {
                double want = h[b * threads + threads - 1 - t] + total + (t % 64) * 3;
                if (out[b * threads + t] != want)
                    REPORT("mixed: block %d thread %d = %g, expected %g\n", b, t, out[b * threads + t], want);
            }
        }
        cudaFree(din); cudaFree(dout);
    }

    // 64 KiB of dynamic shared memory: refused without the attribute...
    const int big = 64 * 1024;
    int *dummy;
    CHECK(cudaMalloc((void **)&dummy, big));
    reverse_dyn<<<1, 256, big>>>(dummy, dummy, 64);
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess) REPORT("launch with 64 KiB dynamic shared memory and no attribute succeeded\n");
    if (cudaGetLastError() != cudaSuccess) REPORT("launch error was not cleared by cudaGetLastError\n");
    CHECK(cudaFree(dummy));
    // ... and accepted after cudaFuncSetAttribute: 256 threads x 64 ints = 64 KiB.
    CHECK(cudaFuncSetAttribute(reverse_dyn, cudaFuncAttributeMaxDynamicSharedMemorySize, big));
    run_reverse(3, 256, 64, big);

    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
