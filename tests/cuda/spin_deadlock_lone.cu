// One warp spins on a flag nobody sets while the rest of its block waits at
// __syncthreads: a GPU hangs. Ferry runs such a lone warp's backoff steps
// without its runtime's step, and must still count them, fail the launch
// with cudaErrorLaunchFailure and name the kernel instead of hanging.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warp_spins_alone(int *out)
{
    __shared__ int flag;
    if (threadIdx.x == 0)
        flag = 0;
    __syncthreads();
    if (threadIdx.x < 32)
        while (!*(volatile int *)&flag)
            __nanosleep(100);
    __syncthreads();
    out[threadIdx.x] = 1;
}

int main()
{
    int *d;
    cudaMalloc(&d, 128 * sizeof(int));
    warp_spins_alone<<<2, 128>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL: %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS\n");
    return 0;
}
