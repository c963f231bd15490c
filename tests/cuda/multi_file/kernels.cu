// The kernels and their launchers.
#include <cstdio>
#include <cuda_runtime.h>
#include "scale.h"

static __global__ void scaleKernel(float *data, int n, float k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= k;
}

__global__ void squaresKernel(long long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (long long)i * i;
}

// This file's own constant: the same name exists in main.cu.
static __constant__ int fileTag = 1;

__global__ void tagKernel(int *out) { *out = fileTag; }

int kernelsFileTag()
{
    int *d, h = 0;
    if (cudaMalloc(&d, sizeof(int)) != cudaSuccess) return -1;
    tagKernel<<<1, 1>>>(d);
    if (cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess) return -1;
    cudaFree(d);
    return h;
}

int scaleOnDevice(float *host, int n, float k)
{
    float *d;
    cudaError_t err = cudaMalloc(&d, n * sizeof(float));
    if (err != cudaSuccess) { printf("cudaMalloc: %s\n", cudaGetErrorString(err)); return 1; }
    cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
    scaleKernel<<<(n + 127) / 128, 128>>>(d, n, k);
    err = cudaGetLastError();
    if (err == cudaSuccess) err = cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    if (err != cudaSuccess) { printf("scaleOnDevice: %s\n", cudaGetErrorString(err)); return 1; }
    return 0;
}

int squaresOnDevice(long long *out, int n)
{
    long long *d;
    if (cudaMalloc(&d, n * sizeof(long long)) != cudaSuccess) return 1;
    squaresKernel<<<(n + 255) / 256, 256>>>(d, n);
    cudaError_t err = cudaGetLastError();
    if (err == cudaSuccess) err = cudaMemcpy(out, d, n * sizeof(long long), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return err == cudaSuccess ? 0 : 1;
}
