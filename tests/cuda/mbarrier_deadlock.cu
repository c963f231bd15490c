// Consumers that wait on an mbarrier phase no thread will ever complete
// (the barrier expects more arrivals than the block has threads) hang a
// GPU; Ferry fails the launch with an error naming the kernel instead.
// NVCC-FLAGS: -arch=sm_80
#include <cstdio>
#include <cuda_runtime.h>

__global__ void never_completes(int *out)
{
    __shared__ unsigned long long bar;
    unsigned a = (unsigned)__cvta_generic_to_shared(&bar);
    if (threadIdx.x == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(a), "r"(2 * blockDim.x) : "memory");
    __syncthreads();
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(a) : "memory");
    unsigned done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
                     "selp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done)
                     : "r"(a), "l"(state)
                     : "memory");
    out[threadIdx.x] = 1;
}

int main()
{
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    never_completes<<<2, 64>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL: %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS\n");
    return 0;
}
