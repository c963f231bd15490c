// The CUDA half of a program whose main is in main.cpp.
#include <cuda_runtime.h>

__global__ void scale(float *x, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= k;
}

extern "C" int scale_on_device(float *host, float k, int n)
{
    float *d = nullptr;
    if (cudaMalloc(&d, n * sizeof(float)) != cudaSuccess)
        return 1;
    cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 63) / 64, 64>>>(d, k, n);
    cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return cudaGetLastError() != cudaSuccess;
}
