/* Allocation, copies and fills, including the bad pointers that must give
 * error codes rather than crashes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_runtime_api.h"

#include "runtime_check.h"

static void test_malloc_free(void)
{
    void *p = NULL, *q = NULL;
    CHECK(cudaMalloc(&p, 1000) == cudaSuccess && p != NULL);
    CHECK(((uintptr_t)p & 255) == 0);
    CHECK(cudaMalloc(&q, 0) == cudaSuccess && q == NULL);
    CHECK(cudaFree(NULL) == cudaSuccess);
    CHECK(cudaFree((char *)p + 8) == cudaErrorInvalidValue); /* interior */
    int on_stack;
    CHECK(cudaFree(&on_stack) == cudaErrorInvalidValue);
    CHECK(cudaFree(p) == cudaSuccess);
    CHECK(cudaFree(p) == cudaErrorInvalidValue); /* double free */
    CHECK(cudaMalloc(NULL, 4) == cudaErrorInvalidValue);
    CHECK(cudaMalloc(&p, (size_t)-1) == cudaErrorMemoryAllocation);
    CHECK(cudaGetLastError() == cudaErrorMemoryAllocation);
}

/* Large arrays start at different offsets within a page, still 256-byte
 * aligned, and each is usable to its last byte. */
static void test_page_colours(void)
{
    enum { N = 7, BYTES = 1 << 20 };
    char *p[N];
    int distinct = 1;
    for (int i = 0; i < N; i++) {
        CHECK(cudaMalloc((void **)&p[i], BYTES) == cudaSuccess);
        CHECK(((uintptr_t)p[i] & 255) == 0);
        CHECK(cudaMemset(p[i], i, BYTES) == cudaSuccess);
        for (int j = 0; j < i; j++)
            distinct &= ((uintptr_t)p[i] & 4095) != ((uintptr_t)p[j] & 4095);
    }
    CHECK(distinct);
    char last = 0;
    CHECK(cudaMemcpy(&last, p[N - 1] + BYTES - 1, 1, cudaMemcpyDeviceToHost) == cudaSuccess && last == N - 1);
    for (int i = 0; i < N; i++)
        CHECK(cudaFree(p[i]) == cudaSuccess);
}

static void test_memcpy(void)
{
    enum { N = 256 };
    int host[N], back[N];
    int *d = NULL, *e = NULL;
    for (int i = 0; i < N; i++)
        host[i] = i * 3;
    CHECK(cudaMalloc((void **)&d, sizeof host) == cudaSuccess);
    CHECK(cudaMalloc((void **)&e, sizeof host) == cudaSuccess);
    CHECK(cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaMemcpy(e, d, sizeof host, cudaMemcpyDeviceToDevice) == cudaSuccess);
    memset(back, 0, sizeof back);
    CHECK(cudaMemcpy(back, e, sizeof back, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(memcmp(host, back, sizeof host) == 0);
    memset(back, 0, sizeof back);
    CHECK(cudaMemcpy(back, d + 10, 4 * sizeof(int), cudaMemcpyDefault) == cudaSuccess && back[0] == 30);
    CHECK(cudaMemcpy(back, host, sizeof host, cudaMemcpyHostToHost) == cudaSuccess && back[5] == 15);
    /* bad pointers and kinds */
    CHECK(cudaMemcpy(back, host, sizeof host, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy(back, host, sizeof host, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy(d, host, sizeof host + 4, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy(d + 1, host, sizeof host, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy(NULL, d, 4, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy(d, NULL, 4, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy((void *)0x10, d, 4, cudaMemcpyDeviceToDevice) == cudaErrorInvalidValue);
    CHECK(cudaMemcpy(d, host, 4, (enum cudaMemcpyKind)9) == cudaErrorInvalidMemcpyDirection);
    CHECK(cudaMemcpyAsync(d, host, 4, cudaMemcpyHostToDevice, 0) == cudaSuccess);
    CHECK(cudaMemcpyAsync(d, host, 4, cudaMemcpyHostToDevice, (cudaStream_t)0x999) ==
          cudaErrorInvalidResourceHandle);
    /* cudaMemset */
    CHECK(cudaMemset(d, 0xab, sizeof host) == cudaSuccess);
    CHECK(cudaMemcpy(back, d, sizeof back, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK((unsigned)back[7] == 0xabababab);
    CHECK(cudaMemset(back, 0, 4) == cudaErrorInvalidValue);
    CHECK(cudaMemset(d, 0, sizeof host + 1) == cudaErrorInvalidValue);
    CHECK(cudaMemsetAsync(d, 0, 8, 0) == cudaSuccess);
    CHECK(cudaFree(d) == cudaSuccess && cudaFree(e) == cudaSuccess);
    CHECK(cudaMemcpy(back, d, 4, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue); /* freed */
    cudaGetLastError();
}

static void test_pitch(void)
{
    char *d = NULL;
    size_t pitch = 0;
    char src[10 * 20], dst[10 * 20];
    for (int i = 0; i < 200; i++)
        src[i] = (char)i;
    CHECK(cudaMallocPitch((void **)&d, &pitch, 20, 10) == cudaSuccess && pitch >= 20);
    CHECK(cudaMemcpy2D(d, pitch, src, 20, 20, 10, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaMemset2D(d, pitch, 0, 5, 10) == cudaSuccess);
    memset(dst, 1, sizeof dst);
    CHECK(cudaMemcpy2D(dst, 20, d, pitch, 20, 10, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(dst[0] == 0 && dst[4] == 0 && dst[5] == 5 && dst[20 * 9 + 19] == (char)199 && dst[20 * 9 + 4] == 0);
    CHECK(cudaMemcpy2D(dst, 20, d, pitch, 21, 10, cudaMemcpyDeviceToHost) == cudaErrorInvalidPitchValue);
    CHECK(cudaMemcpy2D(dst, 20, d, pitch, 20, 11, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
    CHECK(cudaFree(d) == cudaSuccess);
    cudaGetLastError();
}

static void test_host_and_managed(void)
{
    void *h = NULL, *m = NULL, *dp = NULL;
    unsigned flags = 0;
    struct cudaPointerAttributes at;
    CHECK(cudaMallocHost(&h, 64) == cudaSuccess && h);
    CHECK(cudaHostGetDevicePointer(&dp, h, 0) == cudaSuccess && dp == h);
    CHECK(cudaPointerGetAttributes(&at, h) == cudaSuccess && at.type == cudaMemoryTypeHost);
    CHECK(cudaFree(h) == cudaErrorInvalidValue);
    CHECK(cudaFreeHost(h) == cudaSuccess);
    CHECK(cudaHostAlloc(&h, 64, cudaHostAllocMapped) == cudaSuccess);
    CHECK(cudaHostGetFlags(&flags, h) == cudaSuccess && flags == cudaHostAllocMapped);
    CHECK(cudaFreeHost(h) == cudaSuccess);
    CHECK(cudaMallocManaged(&m, 128, cudaMemAttachGlobal) == cudaSuccess && m);
    ((char *)m)[5] = 42; /* managed memory is host-accessible */
    CHECK(cudaPointerGetAttributes(&at, (char *)m + 5) == cudaSuccess && at.type == cudaMemoryTypeManaged);
    CHECK(cudaMemPrefetchAsync(m, 128, 0, 0) == cudaSuccess);
    CHECK(cudaMemAdvise(m, 128, cudaMemAdviseSetReadMostly, 0) == cudaSuccess);
    CHECK(cudaMemset(m, 1, 128) == cudaSuccess && ((char *)m)[5] == 1);
    CHECK(cudaStreamAttachMemAsync(0, m, 0, cudaMemAttachSingle) == cudaSuccess);
    CHECK(cudaStreamAttachMemAsync(0, m, 128, cudaMemAttachHost) == cudaSuccess);
    CHECK(cudaStreamAttachMemAsync(0, (char *)m + 8, 0, cudaMemAttachGlobal) == cudaErrorInvalidValue);
    CHECK(cudaStreamAttachMemAsync(0, m, 0, 3) == cudaErrorInvalidValue);
    CHECK(cudaFree(m) == cudaSuccess);
    CHECK(cudaMallocManaged(&m, 8, 77) == cudaErrorInvalidValue);
    char *buf = malloc(4096);
    int *d = NULL;
    CHECK(cudaHostRegister(buf, 4096, cudaHostRegisterDefault) == cudaSuccess);
    CHECK(cudaHostRegister(buf + 100, 10, 0) == cudaErrorHostMemoryAlreadyRegistered);
    CHECK(cudaMalloc((void **)&d, 16) == cudaSuccess);
    CHECK(cudaMemcpy(buf, d, 16, cudaMemcpyDeviceToDevice) == cudaSuccess); /* registered counts as device */
    CHECK(cudaHostUnregister(buf) == cudaSuccess);
    CHECK(cudaHostUnregister(buf) == cudaErrorHostMemoryNotRegistered);
    free(buf);
    int local;
    CHECK(cudaPointerGetAttributes(&at, &local) == cudaSuccess && at.type == cudaMemoryTypeUnregistered);
    CHECK(cudaPointerGetAttributes(&at, d) == cudaSuccess && at.type == cudaMemoryTypeDevice &&
          at.devicePointer == d && at.device == 0);
    CHECK(cudaFree(d) == cudaSuccess);
    void *a = NULL;
    CHECK(cudaMallocAsync(&a, 32, 0) == cudaSuccess && a && cudaFreeAsync(a, 0) == cudaSuccess);
    cudaGetLastError();
}

static void test_reset(void)
{
    void *p = NULL;
    CHECK(cudaMalloc(&p, 64) == cudaSuccess);
    CHECK(cudaDeviceReset() == cudaSuccess);
    CHECK(cudaFree(p) == cudaErrorInvalidValue); /* the reset freed it */
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
}

int main(void)
{
    test_malloc_free();
    test_page_colours();
    test_memcpy();
    test_pitch();
    test_host_and_managed();
    test_reset();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
