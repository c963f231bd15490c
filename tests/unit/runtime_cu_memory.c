/* Driver API memory and streams over the runtime's state: pointers from
 * cudaMalloc work with cuMemcpy* and those from cuMemAlloc with cudaMemcpy,
 * the runtime API's first use makes the primary context current (no cuInit
 * needed), and driver API errors leave the runtime's last error alone. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <string.h>

#include "runtime_check.h"

#define N 64

static CUdeviceptr dptr(void *p)
{
    return (CUdeviceptr)(uintptr_t)p;
}

static void mixed_with_runtime(void)
{
    float host[N], back[N];
    for (int i = 0; i < N; i++)
        host[i] = (float)i * 0.5f;
    float *d = NULL;
    CHECK(cudaMalloc((void **)&d, sizeof host) == cudaSuccess);
    CUcontext cur = NULL, pc = NULL;
    CHECK(cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur != NULL);
    CHECK(cuDevicePrimaryCtxRetain(&pc, 0) == CUDA_SUCCESS && pc == cur);
    CHECK(cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice) == cudaSuccess);
    memset(back, 0, sizeof back);
    CHECK(cuMemcpyDtoH(back, dptr(d), sizeof back) == CUDA_SUCCESS && memcmp(host, back, sizeof host) == 0);

    CUdeviceptr p = 0;
    CHECK(cuMemAlloc(&p, sizeof host) == CUDA_SUCCESS && p != 0 && p % 256 == 0);
    CHECK(cuMemcpyDtoD(p, dptr(d), sizeof host) == CUDA_SUCCESS);
    memset(back, 0, sizeof back);
    CHECK(cudaMemcpy(back, (void *)(uintptr_t)p, sizeof back, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(memcmp(host, back, sizeof host) == 0);
    struct cudaPointerAttributes at;
    CHECK(cudaPointerGetAttributes(&at, (void *)(uintptr_t)p) == cudaSuccess && at.type == cudaMemoryTypeDevice);
    CHECK(cudaFree((void *)(uintptr_t)p) == cudaSuccess);
    CHECK(cuMemFree(p) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(dptr(d)) == CUDA_SUCCESS);
    CHECK(cudaFree(d) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
}

static void alloc_and_copy(void)
{
    CUdeviceptr p = 0, q = 0;
    CHECK(cuMemAlloc(&p, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAlloc(NULL, 16) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(0) == CUDA_SUCCESS);
    CHECK(cuMemAlloc(&p, 256) == CUDA_SUCCESS);
    CHECK(cuMemAlloc_v2(&q, 256) == CUDA_SUCCESS);
    unsigned char bytes[256], back[256];
    for (int i = 0; i < 256; i++)
        bytes[i] = (unsigned char)i;
    CHECK(cuMemcpyHtoD(p, bytes, sizeof bytes) == CUDA_SUCCESS);
    CHECK(cuMemcpy(q, p, sizeof bytes) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(back, q, sizeof back) == CUDA_SUCCESS && memcmp(bytes, back, sizeof back) == 0);
    CHECK(cuMemcpyHtoD(p, bytes, 0) == CUDA_SUCCESS);

    /* Bad pointers are errors, not crashes; the runtime's last error is untouched. */
    char local[16];
    CHECK(cuMemcpyHtoD(dptr(local), bytes, sizeof local) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyDtoH(back, 0x1234, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyDtoH(back, p + 200, 100) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyDtoD(p, 0, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cudaGetLastError() == cudaSuccess);

    CHECK(cuMemsetD8(p, 0xab, 256) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(back, p, 256) == CUDA_SUCCESS && back[0] == 0xab && back[255] == 0xab);
    CHECK(cuMemsetD16(p + 2, 0x1234, 3) == CUDA_SUCCESS);
    uint16_t h[5];
    CHECK(cuMemcpyDtoH(h, p, sizeof h) == CUDA_SUCCESS && h[0] == 0xabab && h[1] == 0x1234 && h[3] == 0x1234 &&
          h[4] == 0xabab);
    CHECK(cuMemsetD32(p, 0xdeadbeef, 64) == CUDA_SUCCESS);
    uint32_t w[64];
    CHECK(cuMemcpyDtoH(w, p, sizeof w) == CUDA_SUCCESS && w[0] == 0xdeadbeef && w[63] == 0xdeadbeef);
    CHECK(cuMemsetD32(p + 1, 0, 4) == CUDA_ERROR_INVALID_VALUE); /* misaligned */
    CHECK(cuMemsetD16(p + 1, 0, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD32(p, 0, 65) == CUDA_ERROR_INVALID_VALUE);    /* past the end */
    CHECK(cuMemsetD8(0x1000, 0, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD8(p, 0, 0) == CUDA_SUCCESS);

    size_t free_bytes = 0, total = 0;
    CHECK(cuMemGetInfo(&free_bytes, &total) == CUDA_SUCCESS && total > 0 && free_bytes <= total);

    CUdeviceptr m = 0;
    CHECK(cuMemAllocManaged(&m, 64, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAllocManaged(&m, 64, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    ((int *)(uintptr_t)m)[3] = 5; /* managed memory is host-accessible */
    int v = 0;
    CHECK(cuMemcpyDtoH(&v, m + 12, 4) == CUDA_SUCCESS && v == 5);
    CHECK(cuMemFree(m) == CUDA_SUCCESS);
    CHECK(cuMemFree(p) == CUDA_SUCCESS);
    CHECK(cuMemFree(q) == CUDA_SUCCESS);
    CHECK(cuMemFree(q) == CUDA_ERROR_INVALID_VALUE);
}

static void streams(void)
{
    CUstream s = NULL;
    CHECK(cuStreamCreate(&s, CU_STREAM_DEFAULT) == CUDA_SUCCESS && s != NULL);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cuStreamQuery(s) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamDestroy(s) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamCreate(&s, 7) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamCreate(NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamSynchronize(NULL) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(CU_STREAM_LEGACY) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(CU_STREAM_PER_THREAD) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(NULL) == CUDA_ERROR_INVALID_HANDLE);
    /* One kind of stream for both APIs. */
    cudaStream_t rs;
    CHECK(cudaStreamCreate(&rs) == cudaSuccess);
    CHECK(cuStreamSynchronize(rs) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(rs) == CUDA_SUCCESS);
    CHECK(cudaStreamSynchronize(rs) == cudaErrorInvalidResourceHandle);
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    unsigned flags = 0;
    CHECK(cudaStreamGetFlags(s, &flags) == cudaSuccess && flags == cudaStreamNonBlocking);
    CHECK(cudaStreamDestroy(s) == cudaSuccess);
    cudaGetLastError();
}

int main(void)
{
    mixed_with_runtime();
    alloc_and_copy();
    streams();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
