/* Driver API memory: the runtime's allocation table and copies, so that a
 * pointer from cudaMalloc works with cuMemcpyDtoH and one from cuMemAlloc
 * with cudaMemcpy. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "graph.h"

static void *ptr_of(CUdeviceptr d)
{
    return (void *)(uintptr_t)d;
}

static CUresult alloc(CUdeviceptr *dptr, size_t bytesize, enum ferry_mem_kind kind, unsigned flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!dptr || bytesize == 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    void *p = NULL;
    r = ferry_cu_from_cuda(ferry_malloc(&p, bytesize, kind, flags));
    if (r == CUDA_SUCCESS)
        *dptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}

FERRY_API CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    return alloc(dptr, bytesize, FERRY_MEM_DEVICE, 0);
}

FERRY_API CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST)
        return ferry_cu_need_init() != CUDA_SUCCESS ? CUDA_ERROR_NOT_INITIALIZED : CUDA_ERROR_INVALID_VALUE;
    return alloc(dptr, bytesize, FERRY_MEM_MANAGED, flags);
}

/* Freeing 0 does nothing, as free(NULL). */
FERRY_API CUresult cuMemFree_v2(CUdeviceptr dptr)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_free(ptr_of(dptr), FERRY_DEVICE_KINDS));
}

FERRY_API CUresult cuMemGetInfo_v2(size_t *free_bytes, size_t *total_bytes)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    size_t f = 0, t = 0;
    r = ferry_cu_from_cuda(cudaMemGetInfo(&f, &t));
    if (free_bytes)
        *free_bytes = f;
    if (total_bytes)
        *total_bytes = t;
    return r;
}

/* A synchronous call during a capture that forbids them fails it. */
static CUresult sync_allowed(void)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && ferry_capture_forbids_sync())
        r = ferry_cu_from_cuda(ferry_capture_sync(NULL));
    return r;
}

static CUresult copy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    CUresult r = sync_allowed();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_copy(dst, src, n, kind));
}

/* Unified addressing: either side may be host or device memory. */
FERRY_API CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    return copy(ptr_of(dst), ptr_of(src), ByteCount, cudaMemcpyDefault);
}

FERRY_API CUresult cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    return copy(ptr_of(dstDevice), srcHost, ByteCount, cudaMemcpyHostToDevice);
}

FERRY_API CUresult cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    return copy(dstHost, ptr_of(srcDevice), ByteCount, cudaMemcpyDeviceToHost);
}

FERRY_API CUresult cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    return copy(ptr_of(dstDevice), ptr_of(srcDevice), ByteCount, cudaMemcpyDeviceToDevice);
}

/* A fill while the stream captures: a memset node of n elements (the
 * synchronous forms, on the legacy stream, fail the capture). */
static CUresult capture_fill(void *p, uint32_t value, size_t width, size_t n, CUstream stream)
{
    if (!stream)
        return ferry_cu_from_cuda(ferry_capture_sync(NULL));
    struct cudaMemsetParams s = {p, n * width, value, (unsigned)width, n, 1};
    return ferry_cu_from_cuda(ferry_capture_memset_params(&s, stream));
}

/* N elements of `width` bytes, each set to the low bytes of value; the
 * destination must be aligned to the element.  The asynchronous forms are
 * queued on the stream; the others are done after the legacy stream's
 * work. */
static CUresult fill(CUdeviceptr dst, uint32_t value, size_t width, size_t n, CUstream stream, bool async)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return ferry_cu_from_cuda(sticky);
    if (n == 0)
        return CUDA_SUCCESS;
    char *p = ptr_of(dst);
    if (!p || dst % width != 0 || n > SIZE_MAX / width || !ferry_device_range_ok(p, n * width) ||
        !ferry_vmm_allows(p, n * width, true))
        return CUDA_ERROR_INVALID_VALUE;
    if (async ? ferry_capturing(stream) : ferry_capture_forbids_sync())
        return capture_fill(p, value, width, n, stream);
    if (async)
        return ferry_cu_fill_queued(p, value, (unsigned)width, n, stream);
    ferry_stream_now(NULL);
    if (width == 1) {
        ferry_dev_fill(p, (int)(value & 0xff), n);
    } else if (width == 2) {
        uint16_t *q = (uint16_t *)(void *)p;
        for (size_t i = 0; i < n; i++)
            q[i] = (uint16_t)value;
    } else {
        uint32_t *q = (uint32_t *)(void *)p;
        for (size_t i = 0; i < n; i++)
            q[i] = value;
    }
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    return fill(dstDevice, uc, 1, N, NULL, false);
}

FERRY_API CUresult cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    return fill(dstDevice, us, 2, N, NULL, false);
}

FERRY_API CUresult cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    return fill(dstDevice, ui, 4, N, NULL, false);
}

/* ---- the asynchronous forms: copies are queued on the stream ---- */

static CUresult stream_ok(CUstream s)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_stream_ok(s) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

FERRY_API CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaMemcpyAsync(ptr_of(dst), ptr_of(src), ByteCount, cudaMemcpyDefault, hStream));
}

FERRY_API CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount,
                                        CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r
                             : ferry_cu_from_cuda(cudaMemcpyAsync(ptr_of(dstDevice), srcHost, ByteCount,
                                                                  cudaMemcpyHostToDevice, hStream));
}

FERRY_API CUresult cuMemcpyDtoHAsync_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r
                             : ferry_cu_from_cuda(cudaMemcpyAsync(dstHost, ptr_of(srcDevice), ByteCount,
                                                                  cudaMemcpyDeviceToHost, hStream));
}

FERRY_API CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount,
                                        CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r
                             : ferry_cu_from_cuda(cudaMemcpyAsync(ptr_of(dstDevice), ptr_of(srcDevice), ByteCount,
                                                                  cudaMemcpyDeviceToDevice, hStream));
}

FERRY_API CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r : fill(dstDevice, uc, 1, N, hStream, true);
}

FERRY_API CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r : fill(dstDevice, us, 2, N, hStream, true);
}

FERRY_API CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r : fill(dstDevice, ui, 4, N, hStream, true);
}

/* ---- pitched and ranged ---- */

/* The runtime's pitch (cudaMallocPitch), for elements of 4, 8 or 16 bytes. */
FERRY_API CUresult cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height,
                                      unsigned int ElementSizeBytes)
{
    CUresult r = ferry_cu_need_ctx();
    bool elem_ok = ElementSizeBytes == 4 || ElementSizeBytes == 8 || ElementSizeBytes == 16;
    if (r == CUDA_SUCCESS && (!dptr || !pPitch || WidthInBytes == 0 || Height == 0 || !elem_ok))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    void *p = NULL;
    r = ferry_cu_from_cuda(cudaMallocPitch(&p, pPitch, WidthInBytes, Height));
    if (r == CUDA_SUCCESS)
        *dptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}

FERRY_API CUresult cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    ferry_alloc a;
    if (!ferry_alloc_find(ptr_of(dptr), &a))
        return CUDA_ERROR_NOT_FOUND;
    if (pbase)
        *pbase = (CUdeviceptr)(uintptr_t)a.base;
    if (psize)
        *psize = a.size;
    return CUDA_SUCCESS;
}

/* ---- stream-ordered allocation: done when the call returns, or an
 * allocation or free node when the stream captures ---- */

/* The runtime's stream-ordered allocation from the device's current pool
 * (cuDeviceSetMemPool), captured as a node when the stream captures. */
FERRY_API CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    if (r != CUDA_SUCCESS)
        return r;
    if (!dptr || bytesize == 0)
        return CUDA_ERROR_INVALID_VALUE;
    void *p = NULL;
    FERRY_CU_QUIET(r, cudaMallocAsync(&p, bytesize, hStream));
    if (r == CUDA_SUCCESS)
        *dptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}

FERRY_API CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaFreeAsync(ptr_of(dptr), hStream));
    return r;
}

FERRY_API CUresult cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUdevice dstDevice, CUstream hStream)
{
    CUresult r = stream_ok(hStream);
    if (r != CUDA_SUCCESS)
        return r;
    if (dstDevice != CU_DEVICE_CPU && ferry_cu_check_device(dstDevice) != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_DEVICE;
    ferry_alloc a;
    bool managed = ferry_alloc_find(ptr_of(devPtr), &a) && a.kind == FERRY_MEM_MANAGED;
    if (!managed || count > a.size - (size_t)((char *)ptr_of(devPtr) - a.base))
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}
