#include "mixed.h"

__global__ void scale(float *v, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= a;
}

void scale_on_device(float *host, float a, int n)
{
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 63) / 64, 64>>>(d, a, n);
    cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
}
