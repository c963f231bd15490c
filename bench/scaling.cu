// Many-block grid of compute-bound work; prints the kernel time so that the
// same grid can be timed with FERRY_NUM_THREADS=1 and =2 (see scaling.sh).
#include <cstdio>
#include <cstdlib>

__global__ void work(float *out, int n, int iters)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = i * 1e-6f, acc = 0.f;
    for (int k = 0; k < iters; k++)
        acc += sinf(x + k) * cosf(x - k);
    out[i] = acc;
}

int main(int argc, char **argv)
{
    int n = 1 << 20, iters = argc > 1 ? atoi(argv[1]) : 64;
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    work<<<n / 256, 256>>>(d, n, 1); // warm up the worker pool
    cudaEvent_t t0, t1;
    cudaEventCreate(&t0);
    cudaEventCreate(&t1);
    cudaEventRecord(t0);
    work<<<n / 256, 256>>>(d, n, iters);
    cudaEventRecord(t1);
    cudaEventSynchronize(t1);
    float ms = 0;
    cudaEventElapsedTime(&ms, t0, t1);
    float probe;
    cudaMemcpy(&probe, d + 12345, sizeof probe, cudaMemcpyDeviceToHost);
    printf("%d blocks of 256 threads, %d iterations: %.2f ms (probe %g)\n", n / 256, iters, ms, probe);
    return cudaGetLastError() != cudaSuccess;
}
