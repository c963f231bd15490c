// A spin that can never end (every thread waits for a flag nobody sets)
// hangs a GPU; Ferry fails the launch after many steps in which only the
// spinning threads ran, naming the kernel, instead of hanging.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void spins_forever(int *out)
{
    __shared__ int flag;
    if (threadIdx.x == 0)
        flag = 0;
    __syncthreads();
    while (!*(volatile int *)&flag)
        __nanosleep(100);
    out[threadIdx.x] = 1;
}

int main()
{
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    spins_forever<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    bool sticky = cudaMalloc(&d, 4) == cudaErrorLaunchFailure;
    if (e != cudaErrorLaunchFailure || !sticky) {
        printf("FAIL: %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS\n");
    return 0;
}
