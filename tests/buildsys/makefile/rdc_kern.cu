#include <cuda_runtime.h>

extern __device__ int table[4];
__device__ int odd_times(int i, int x);

__global__ void scale(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = odd_times(i, v[i]) + table[0];
}

int scale_on_device(int *host, int n)
{
    int *d;
    if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess)
        return -1;
    cudaMemcpy(d, host, n * sizeof(int), cudaMemcpyHostToDevice);
    scale<<<(n + 63) / 64, 64>>>(d, n);
    cudaMemcpy(host, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return cudaGetLastError() == cudaSuccess ? 0 : -1;
}
