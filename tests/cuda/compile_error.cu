// A kernel with a syntax error: nvcc must fail and name the file and line.
// EXPECT-COMPILE-ERROR: compile_error.cu:11:34: error:
#include <cstdio>
#include <cuda_runtime.h>

__global__ void broken(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = out[i];
        out[i] = (v * 2.0f + 1.0f;
    }
}

int main()
{
    float *d;
    cudaMalloc(&d, 16 * sizeof(float));
    broken<<<1, 16>>>(d, 16);
    cudaDeviceSynchronize();
    printf("PASS\n");
    return 0;
}
