#include "vecmath.h"

__global__ void scale_by_dot(float *v, int n, float by)
{
    const float one[3] = {1.0f, 1.0f, 1.0f};
    const float w[3] = {by, 0.0f, 0.0f};
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= dot3(one, w);
}

void scale_all(float *host, int n, float by)
{
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
    scale_by_dot<<<(n + 127) / 128, 128>>>(d, n, by);
    cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
}
