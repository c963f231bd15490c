/* cuMemcpy2D: pitched copies between host, device and unified memory.
 * Device memory is host memory, so each row is a memmove once the device
 * sides are known to lie in device memory.  Copies to or from arrays, and
 * the queued cuMemcpy2DAsync, are cu_copy3d.c's. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "graph.h"

typedef struct side {
    char *base; /* the first byte of the first row */
    size_t pitch;
    bool device;
} side;

static CUresult side_of(CUmemorytype type, const void *host, CUdeviceptr dev, CUarray array, size_t x, size_t y,
                        size_t pitch, side *out)
{
    char *p;
    switch (type) {
    case CU_MEMORYTYPE_HOST: p = (char *)host; break;
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED: p = (char *)(uintptr_t)dev; break;
    case CU_MEMORYTYPE_ARRAY: return array ? CUDA_ERROR_NOT_SUPPORTED : CUDA_ERROR_INVALID_VALUE;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (side){p + y * pitch + x, pitch, type == CU_MEMORYTYPE_DEVICE};
    return CUDA_SUCCESS;
}

/* The rows must fit their pitch; device memory must hold all of them. */
static bool side_ok(const side *s, size_t width, size_t height)
{
    if (height > 1 && s->pitch < width)
        return false;
    size_t span = (height - 1) * s->pitch + width;
    return !s->device || ferry_device_range_ok(s->base, span);
}

static CUresult copy2d(const CUDA_MEMCPY2D *c)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !c)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    side src, dst;
    r = side_of(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray, c->srcXInBytes, c->srcY, c->srcPitch, &src);
    if (r == CUDA_SUCCESS)
        r = side_of(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray, c->dstXInBytes, c->dstY, c->dstPitch,
                    &dst);
    if (r != CUDA_SUCCESS || c->WidthInBytes == 0 || c->Height == 0)
        return r;
    if (!side_ok(&src, c->WidthInBytes, c->Height) || !side_ok(&dst, c->WidthInBytes, c->Height))
        return CUDA_ERROR_INVALID_VALUE;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return ferry_cu_from_cuda(sticky);
    ferry_stream_now(NULL);
    for (size_t row = 0; row < c->Height; row++)
        ferry_dev_copy(dst.base + row * dst.pitch, src.base + row * src.pitch, c->WidthInBytes);
    return CUDA_SUCCESS;
}

static bool has_array(const CUDA_MEMCPY2D *c)
{
    return c && (c->srcMemoryType == CU_MEMORYTYPE_ARRAY || c->dstMemoryType == CU_MEMORYTYPE_ARRAY);
}

/* Synchronous: fails a capture that forbids waiting on the legacy stream.
 * A copy with an array side is a 3D copy of depth 1 (cu_copy3d.c). */
static CUresult copy2d_sync(const CUDA_MEMCPY2D *c)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && ferry_capture_forbids_sync())
        return ferry_cu_from_cuda(ferry_capture_sync(NULL));
    if (r != CUDA_SUCCESS)
        return r;
    return has_array(c) ? ferry_cu_copy2d_as_3d(c, false, NULL) : copy2d(c);
}

FERRY_API CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D *pCopy)
{
    return copy2d_sync(pCopy);
}

/* Alignment does not matter to the CPU. */
FERRY_API CUresult cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *pCopy)
{
    return copy2d_sync(pCopy);
}

FERRY_API CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !ferry_stream_ok(hStream))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r != CUDA_SUCCESS)
        return r;
    /* Queued (or captured) as a 3D copy of depth 1. */
    return ferry_cu_copy2d_as_3d(pCopy, true, hStream);
}
