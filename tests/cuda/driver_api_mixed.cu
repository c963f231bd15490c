// The runtime and driver APIs in one program share one device state: the
// runtime binds the primary context, memory from either API works with the
// other, a <<<>>> kernel writes what cuMemcpyDtoH reads.
#include <cuda.h>
#include <cstdio>

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

#define CHECK(c)                                                 \
    do {                                                         \
        if (!(c)) {                                              \
            printf("FAIL line %d: %s\n", __LINE__, #c);          \
            return 1;                                            \
        }                                                        \
    } while (0)

int main()
{
    const int n = 300;
    int *d = nullptr;
    CHECK(cudaMalloc(&d, n * sizeof(int)) == cudaSuccess);
    CUcontext cur = nullptr, primary = nullptr;
    CHECK(cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur != nullptr);
    CHECK(cuDevicePrimaryCtxRetain(&primary, 0) == CUDA_SUCCESS && primary == cur);

    fill<<<(n + 127) / 128, 128>>>(d, n, 1000);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int host[n];
    CHECK(cuMemcpyDtoH(host, (CUdeviceptr)d, sizeof host) == CUDA_SUCCESS);
    for (int i = 0; i < n; i++)
        CHECK(host[i] == 1000 + i);

    CUdeviceptr p = 0;
    CHECK(cuMemAlloc(&p, sizeof host) == CUDA_SUCCESS);
    CHECK(cuMemsetD32(p, 7, n) == CUDA_SUCCESS);
    fill<<<1, 32>>>((int *)p, 16, 0);
    CHECK(cudaMemcpy(host, (void *)p, sizeof host, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(host[0] == 0 && host[15] == 15 && host[16] == 7 && host[n - 1] == 7);
    CHECK(cuMemFree(p) == CUDA_SUCCESS);
    CHECK(cudaFree(d) == cudaSuccess);
    CHECK(cuDevicePrimaryCtxRelease(0) == CUDA_SUCCESS);
    printf("PASS\n");
    return 0;
}
