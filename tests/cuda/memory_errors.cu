// Memory API misuse returns an error code (never cudaSuccess) and does not
// crash: cudaFree of host memory, of a stack address, of an interior pointer,
// twice; cudaMemcpy to/from pointers that are not device memory or past the
// end of an allocation; an impossible cudaMalloc. Errors are not sticky.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

#define EXPECT_ERROR(call) do { cudaError_t err_ = (call); \
    if (err_ == cudaSuccess) { printf("%s:%d: %s succeeded, want an error\n", __FILE__, __LINE__, #call); return 1; } \
    cudaGetLastError(); } while (0)

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

int main()
{
    const int n = 1024;
    size_t bytes = n * sizeof(int);

    // (d) freeing what cudaMalloc did not return.
    int *hostBuf = (int *)malloc(bytes);
    for (int i = 0; i < n; ++i) hostBuf[i] = i;
    EXPECT_ERROR(cudaFree(hostBuf));
    int onStack[16];
    EXPECT_ERROR(cudaFree(onStack));
    int *d;
    CHECK(cudaMalloc(&d, bytes));
    EXPECT_ERROR(cudaFree(d + 4));
    CHECK(cudaFree(nullptr)); // freeing null is allowed
    int *d2;
    CHECK(cudaMalloc(&d2, bytes));
    CHECK(cudaFree(d2));
    EXPECT_ERROR(cudaFree(d2)); // double free
    // The host buffer is intact and still ours to free.
    for (int i = 0; i < n; ++i)
        if (hostBuf[i] != i) { printf("host buffer changed at %d\n", i); return 1; }

    // (e) copies with the wrong kind of pointer.
    int *hostDst = (int *)malloc(bytes);
    memset(hostDst, 0, bytes);
    EXPECT_ERROR(cudaMemcpy(hostDst, hostBuf, bytes, cudaMemcpyHostToDevice));
    EXPECT_ERROR(cudaMemcpy(hostDst, hostBuf, bytes, cudaMemcpyDeviceToHost));
    EXPECT_ERROR(cudaMemcpy(d, hostBuf, 2 * bytes, cudaMemcpyHostToDevice)); // past the end
    EXPECT_ERROR(cudaMemcpy(d, hostBuf, bytes, (cudaMemcpyKind)42));
    EXPECT_ERROR(cudaMemset(hostDst, 0, bytes));

    // An allocation nobody can satisfy.
    void *huge = nullptr;
    cudaError_t err = cudaMalloc(&huge, (size_t)1 << 60);
    if (err != cudaErrorMemoryAllocation) {
        printf("cudaMalloc(2^60) = %s, want cudaErrorMemoryAllocation\n", cudaGetErrorName(err));
        return 1;
    }
    // cudaPeekAtLastError keeps the error, cudaGetLastError clears it.
    if (cudaPeekAtLastError() != cudaErrorMemoryAllocation) { printf("peek lost the error\n"); return 1; }
    if (cudaPeekAtLastError() != cudaErrorMemoryAllocation) { printf("peek cleared the error\n"); return 1; }
    if (cudaGetLastError() != cudaErrorMemoryAllocation) { printf("get lost the error\n"); return 1; }
    if (cudaGetLastError() != cudaSuccess) { printf("get did not clear the error\n"); return 1; }

    // None of it is sticky: the device and d still work.
    fill<<<(n + 255) / 256, 256>>>(d, n, 9);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hostDst, d, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (hostDst[i] != 9) { printf("after errors: d[%d] = %d\n", i, hostDst[i]); return 1; }
    CHECK(cudaFree(d));
    free(hostBuf);
    free(hostDst);
    printf("PASS\n");
    return 0;
}
