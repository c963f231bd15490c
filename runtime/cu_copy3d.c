/* cuMemcpy3D and its peer and asynchronous forms, over the runtime's 3D
 * copy (memory3d.c): a driver copy counts in bytes, the runtime's counts
 * an array's positions and the extent's width in elements, so the byte
 * counts must be whole elements when an array takes part. */
#include <stdint.h>

#include "cu_internal.h"
#include "graph.h"
#include "tex_internal.h"

typedef struct side3d {
    size_t x, y, z, lod;
    CUmemorytype type;
    const void *host;
    CUdeviceptr device;
    CUarray array;
    size_t pitch, height;
} side3d;

static bool is_host(const side3d *s)
{
    return s->type == CU_MEMORYTYPE_HOST;
}

/* One side in the runtime's terms; elem is the array's element size (0
 * when no array takes part). */
static CUresult side_in(const side3d *s, size_t elem, cudaArray_t *array, struct cudaPos *pos,
                        struct cudaPitchedPtr *ptr)
{
    if (s->lod != 0)
        return CUDA_ERROR_INVALID_VALUE;
    *pos = (struct cudaPos){s->x, s->y, s->z};
    switch (s->type) {
    case CU_MEMORYTYPE_ARRAY:
        if (!s->array)
            return CUDA_ERROR_INVALID_VALUE;
        if (s->x % elem != 0)
            return CUDA_ERROR_INVALID_VALUE;
        *array = (cudaArray_t)s->array;
        pos->x = s->x / elem;
        return CUDA_SUCCESS;
    case CU_MEMORYTYPE_HOST:
        *ptr = (struct cudaPitchedPtr){(void *)s->host, s->pitch, s->pitch, s->height};
        return CUDA_SUCCESS;
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED:
        *ptr = (struct cudaPitchedPtr){(void *)(uintptr_t)s->device, s->pitch, s->pitch, s->height};
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

static enum cudaMemcpyKind kind_of(const side3d *src, const side3d *dst)
{
    if (src->type == CU_MEMORYTYPE_UNIFIED || dst->type == CU_MEMORYTYPE_UNIFIED)
        return cudaMemcpyDefault;
    if (is_host(src))
        return is_host(dst) ? cudaMemcpyHostToHost : cudaMemcpyHostToDevice;
    return is_host(dst) ? cudaMemcpyDeviceToHost : cudaMemcpyDeviceToDevice;
}

static size_t elem_of(const side3d *src, const side3d *dst)
{
    const side3d *s = src->type == CU_MEMORYTYPE_ARRAY ? src : dst->type == CU_MEMORYTYPE_ARRAY ? dst : NULL;
    const struct cudaArray *a = s ? ferry_array_find(s->array) : NULL;
    return a ? a->elem : 1;
}

static CUresult params_in(const side3d *src, const side3d *dst, size_t w, size_t h, size_t d,
                          struct cudaMemcpy3DParms *p)
{
    size_t elem = elem_of(src, dst);
    *p = (struct cudaMemcpy3DParms){.extent = {w / elem, h, d}, .kind = kind_of(src, dst)};
    if (w % elem != 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = side_in(src, elem, &p->srcArray, &p->srcPos, &p->srcPtr);
    return r != CUDA_SUCCESS ? r : side_in(dst, elem, &p->dstArray, &p->dstPos, &p->dstPtr);
}

CUresult ferry_cu_memcpy3d_params(const CUDA_MEMCPY3D *c, struct cudaMemcpy3DParms *p)
{
    side3d src = {c->srcXInBytes, c->srcY, c->srcZ, c->srcLOD, c->srcMemoryType, c->srcHost,
                  c->srcDevice, c->srcArray, c->srcPitch, c->srcHeight};
    side3d dst = {c->dstXInBytes, c->dstY, c->dstZ, c->dstLOD, c->dstMemoryType, c->dstHost,
                  c->dstDevice, c->dstArray, c->dstPitch, c->dstHeight};
    return params_in(&src, &dst, c->WidthInBytes, c->Height, c->Depth, p);
}

static CUresult from_peer(const CUDA_MEMCPY3D_PEER *c, struct cudaMemcpy3DParms *p)
{
    if (!ferry_cu_ctx_live(c->srcContext) || !ferry_cu_ctx_live(c->dstContext))
        return CUDA_ERROR_INVALID_CONTEXT;
    side3d src = {c->srcXInBytes, c->srcY, c->srcZ, c->srcLOD, c->srcMemoryType, c->srcHost,
                  c->srcDevice, c->srcArray, c->srcPitch, c->srcHeight};
    side3d dst = {c->dstXInBytes, c->dstY, c->dstZ, c->dstLOD, c->dstMemoryType, c->dstHost,
                  c->dstDevice, c->dstArray, c->dstPitch, c->dstHeight};
    return params_in(&src, &dst, c->WidthInBytes, c->Height, c->Depth, p);
}

static CUresult copy_sync(const struct cudaMemcpy3DParms *p)
{
    return ferry_cu_from_cuda(ferry_copy_3d(p, FERRY_COPY3D_SYNC));
}

static cudaError_t run_queued(void *data)
{
    return ferry_copy_3d(data, FERRY_COPY3D_NOW);
}

/* As cudaMemcpy3DAsync: recorded when capturing, at once after the
 * stream's work with pageable host memory, queued otherwise. */
static CUresult copy_async(const struct cudaMemcpy3DParms *p, CUstream s)
{
    if (ferry_capturing(s))
        return ferry_cu_from_cuda(ferry_capture_memcpy3d(p, s));
    CUresult r = ferry_cu_from_cuda(ferry_copy_3d(p, FERRY_COPY3D_CHECK));
    if (r != CUDA_SUCCESS)
        return r;
    bool host = (!p->srcArray && ferry_pageable(p->srcPtr.ptr)) || (!p->dstArray && ferry_pageable(p->dstPtr.ptr));
    if (host) {
        ferry_stream_now(s);
        return ferry_cu_from_cuda(ferry_copy_3d(p, FERRY_COPY3D_NOW));
    }
    ferry_op *op = ferry_op_new(run_queued, sizeof *p);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *(struct cudaMemcpy3DParms *)ferry_op_data(op) = *p;
    return ferry_cu_from_cuda(ferry_stream_submit(s, op, NULL));
}

static CUresult start(const void *copy, bool async, CUstream s)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !copy)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && async && !ferry_stream_ok(s))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuMemcpy3D_v2(const CUDA_MEMCPY3D *pCopy)
{
    struct cudaMemcpy3DParms p;
    CUresult r = start(pCopy, false, NULL);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_memcpy3d_params(pCopy, &p);
    return r == CUDA_SUCCESS ? copy_sync(&p) : r;
}

FERRY_API CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    struct cudaMemcpy3DParms p;
    CUresult r = start(pCopy, true, hStream);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_memcpy3d_params(pCopy, &p);
    return r == CUDA_SUCCESS ? copy_async(&p, hStream) : r;
}

/* A 2D copy is a 3D copy of depth 1: cuMemcpy2D's way to arrays. */
CUresult ferry_cu_copy2d_as_3d(const CUDA_MEMCPY2D *c, bool async, CUstream s)
{
    struct cudaMemcpy3DParms p;
    CUresult r = start(c, async, s);
    if (r != CUDA_SUCCESS)
        return r;
    side3d src = {c->srcXInBytes, c->srcY, 0, 0, c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray,
                  c->srcPitch, c->Height};
    side3d dst = {c->dstXInBytes, c->dstY, 0, 0, c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray,
                  c->dstPitch, c->Height};
    r = params_in(&src, &dst, c->WidthInBytes, c->Height, 1, &p);
    if (r != CUDA_SUCCESS)
        return r;
    return async ? copy_async(&p, s) : copy_sync(&p);
}

/* One device and its contexts share one memory: a plain 3D copy. */
FERRY_API CUresult cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy)
{
    struct cudaMemcpy3DParms p;
    CUresult r = start(pCopy, false, NULL);
    if (r == CUDA_SUCCESS)
        r = from_peer(pCopy, &p);
    return r == CUDA_SUCCESS ? copy_sync(&p) : r;
}

FERRY_API CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    struct cudaMemcpy3DParms p;
    CUresult r = start(pCopy, true, hStream);
    if (r == CUDA_SUCCESS)
        r = from_peer(pCopy, &p);
    return r == CUDA_SUCCESS ? copy_async(&p, hStream) : r;
}
