// A barrier that can never complete (bar.sync for 128 threads in a block
// of 64) hangs a GPU; Ferry fails the launch instead and names the kernel.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void waits_forever(int *out)
{
    out[threadIdx.x] = 1;
    __nvvm_barrier_sync_cnt(1, 128);
    out[threadIdx.x] = 2;
}

int main()
{
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    waits_forever<<<2, 64>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    // The error is sticky, as after a kernel fault on a GPU.
    bool sticky = cudaMalloc(&d, 4) == cudaErrorLaunchFailure;
    if (e != cudaErrorLaunchFailure || !sticky) {
        printf("FAIL: %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS\n");
    return 0;
}
