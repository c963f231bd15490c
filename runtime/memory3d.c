/* 3D (pitched) memory: cudaMalloc3D, cudaMemcpy3D, cudaMemset3D.  A
 * pitched region is `depth` slices of `ysize` rows of `pitch` bytes; a copy
 * moves `width` bytes of each of `height` rows of each slice.  The whole
 * span each device side touches is checked once before anything moves.
 * A CUDA array side is its dense rows seen as pitched memory; with an array
 * in the copy, extent.width and the array's pos.x count its elements. */
#include <string.h>

#include "graph.h"
#include "rt_mem.h"
#include "tex_internal.h"

FERRY_API cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    if (!pitchedDevPtr)
        return ferry_ret(cudaErrorInvalidValue);
    size_t pitch = (extent.width + FERRY_PITCH_ALIGN - 1) & ~(size_t)(FERRY_PITCH_ALIGN - 1);
    size_t rows, bytes;
    if (pitch < extent.width || __builtin_mul_overflow(extent.height, extent.depth, &rows) ||
        __builtin_mul_overflow(pitch, rows, &bytes))
        return ferry_ret(cudaErrorMemoryAllocation);
    void *p = NULL;
    cudaError_t err = ferry_malloc(&p, bytes, FERRY_MEM_DEVICE, 0);
    if (err == cudaSuccess)
        *pitchedDevPtr = (struct cudaPitchedPtr){p, pitch, extent.width, extent.height};
    return ferry_ret(err);
}

/* The first byte of the box at pos and the length of its span, or false
 * when the box does not fit its pitch and slice height. */
static bool span(const struct cudaPitchedPtr *pp, struct cudaPos pos, struct cudaExtent e, size_t *first,
                 size_t *len)
{
    /* The slice height matters only when the box spans or starts past slice 0. */
    size_t ysize = pp->ysize;
    if (e.depth == 1 && pos.z == 0 && __builtin_add_overflow(pos.y, e.height, &ysize))
        return false;
    if (pos.x > pp->pitch || e.width > pp->pitch - pos.x || pos.y > ysize || e.height > ysize - pos.y)
        return false;
    size_t lo, hi;
    if (__builtin_mul_overflow(pos.z, ysize, &lo) || __builtin_add_overflow(lo, pos.y, &lo) ||
        __builtin_mul_overflow(lo, pp->pitch, &lo) || __builtin_add_overflow(lo, pos.x, &lo))
        return false;
    if (__builtin_mul_overflow(e.depth - 1, ysize, &hi) || __builtin_add_overflow(hi, e.height - 1, &hi) ||
        __builtin_mul_overflow(hi, pp->pitch, &hi) || __builtin_add_overflow(hi, e.width, &hi) ||
        __builtin_add_overflow(hi, lo, &hi))
        return false;
    *first = lo;
    *len = hi - lo;
    return true;
}

static bool device_side(enum cudaMemcpyKind kind, bool dst)
{
    return kind == cudaMemcpyDeviceToDevice || kind == (dst ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost);
}

/* Checks one side; *at is its first byte.  An array side must also stay
 * within the array's `limit` bytes: span() lets a box of depth 1 run past
 * the slice height, which only the allocation table catches otherwise. */
static cudaError_t check_side(const struct cudaPitchedPtr *pp, struct cudaPos pos, struct cudaExtent e, bool dev,
                              size_t limit, char **at)
{
    size_t first, len;
    if (!pp->ptr)
        return cudaErrorInvalidValue;
    if (e.width > pp->pitch)
        return cudaErrorInvalidPitchValue;
    if (!span(pp, pos, e, &first, &len) || (limit && (first > limit || len > limit - first)))
        return cudaErrorInvalidValue;
    if (limit && (pos.y > pp->ysize || e.height > pp->ysize - pos.y)) /* rows of an array's slice */
        return cudaErrorInvalidValue;
    *at = (char *)pp->ptr + first;
    return dev && !ferry_device_range_ok(*at, len) ? cudaErrorInvalidValue : cudaSuccess;
}

typedef struct side {
    cudaArray_t array;
    struct cudaPos pos;
    struct cudaPitchedPtr ptr;
    size_t limit; /* an array's bytes */
} side;

/* An array side as pitched memory, its position in bytes. */
static cudaError_t as_pitched(side *s, size_t elem)
{
    const struct cudaArray *a = ferry_array_find(s->array);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (a->elem != elem)
        return cudaErrorInvalidValue;
    s->ptr = (struct cudaPitchedPtr){a->data, a->pitch, a->pitch, a->rows};
    s->limit = a->pitch * a->rows * a->slices;
    return __builtin_mul_overflow(s->pos.x, elem, &s->pos.x) ? cudaErrorInvalidValue : cudaSuccess;
}

/* Turns array sides into pitched ones and the extent's width into bytes. */
static cudaError_t arrays_to_pitched(side *src, side *dst, struct cudaExtent *e)
{
    const struct cudaArray *a = ferry_array_find(src->array ? src->array : dst->array);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    cudaError_t err = src->array ? as_pitched(src, a->elem) : cudaSuccess;
    if (err == cudaSuccess && dst->array)
        err = as_pitched(dst, a->elem);
    if (err == cudaSuccess && __builtin_mul_overflow(e->width, a->elem, &e->width))
        err = cudaErrorInvalidValue;
    return err;
}

/* Checks a 3D copy, then does it (FERRY_COPY3D_SYNC: after the legacy
 * default stream's work; _NOW: at once) or stops (_CHECK). */
static cudaError_t copy_3d(side src, side dst, struct cudaExtent e, enum cudaMemcpyKind kind, int mode)
{
    if ((src.array && src.ptr.ptr) || (dst.array && dst.ptr.ptr))
        return cudaErrorInvalidValue;
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err == cudaSuccess && (src.array || dst.array))
        err = arrays_to_pitched(&src, &dst, &e);
    if (err != cudaSuccess || e.width == 0 || e.height == 0 || e.depth == 0)
        return err;
    /* an array's memory is the runtime's own, not in the allocation table */
    char *s, *d;
    err = check_side(&src.ptr, src.pos, e, device_side(kind, false) && !src.array, src.limit, &s);
    if (err == cudaSuccess)
        err = check_side(&dst.ptr, dst.pos, e, device_side(kind, true) && !dst.array, dst.limit, &d);
    if (err != cudaSuccess || mode == FERRY_COPY3D_CHECK)
        return err;
    size_t sslice = src.ptr.pitch * (e.depth > 1 ? src.ptr.ysize : 0);
    size_t dslice = dst.ptr.pitch * (e.depth > 1 ? dst.ptr.ysize : 0);
    if (mode == FERRY_COPY3D_SYNC)
        ferry_stream_now(NULL);
    for (size_t z = 0; z < e.depth; z++)
        for (size_t y = 0; y < e.height; y++)
            ferry_dev_copy(d + z * dslice + y * dst.ptr.pitch, s + z * sslice + y * src.ptr.pitch, e.width);
    return cudaSuccess;
}

cudaError_t ferry_copy_3d(const struct cudaMemcpy3DParms *p, int mode)
{
    if (!p)
        return cudaErrorInvalidValue;
    side src = {p->srcArray, p->srcPos, p->srcPtr, 0}, dst = {p->dstArray, p->dstPos, p->dstPtr, 0};
    return copy_3d(src, dst, p->extent, p->kind, mode);
}

FERRY_API cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    return ferry_ret(ferry_copy_3d(p, FERRY_COPY3D_SYNC));
}

static cudaError_t run_copy_3d(void *data)
{
    return ferry_copy_3d(data, FERRY_COPY3D_NOW);
}

/* Queued between arrays, device, pinned and managed memory; with pageable
 * host memory on either side done at once, after the stream's work, which
 * gives the caller CUDA's guarantees for pageable memory. */
FERRY_API cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_memcpy3d(p, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    cudaError_t err = ferry_copy_3d(p, FERRY_COPY3D_CHECK);
    if (err != cudaSuccess)
        return ferry_ret(err);
    bool host = (!p->srcArray && ferry_pageable(p->srcPtr.ptr)) || (!p->dstArray && ferry_pageable(p->dstPtr.ptr));
    if (host) {
        ferry_stream_now(stream);
        return ferry_ret(ferry_copy_3d(p, FERRY_COPY3D_NOW));
    }
    ferry_op *op = ferry_op_new(run_copy_3d, sizeof *p);
    if (!op)
        return ferry_ret(cudaErrorMemoryAllocation);
    *(struct cudaMemcpy3DParms *)ferry_op_data(op) = *p;
    return ferry_ret(ferry_stream_submit(stream, op, NULL));
}

/* One device: both sides are device 0's memory. */
FERRY_API cudaError_t cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    if (!p)
        return ferry_ret(cudaErrorInvalidValue);
    if (p->srcDevice != 0 || p->dstDevice != 0)
        return ferry_ret(cudaErrorInvalidDevice);
    side src = {p->srcArray, p->srcPos, p->srcPtr, 0}, dst = {p->dstArray, p->dstPos, p->dstPtr, 0};
    return ferry_ret(copy_3d(src, dst, p->extent, cudaMemcpyDeviceToDevice, FERRY_COPY3D_SYNC));
}

FERRY_API cudaError_t cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpy3DPeer(p);
}

static cudaError_t fill_3d(struct cudaPitchedPtr pp, int value, struct cudaExtent e)
{
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess || e.width == 0 || e.height == 0 || e.depth == 0)
        return err;
    char *d;
    err = check_side(&pp, (struct cudaPos){0, 0, 0}, e, true, 0, &d);
    if (err != cudaSuccess)
        return err;
    size_t slice = pp.pitch * (e.depth > 1 ? pp.ysize : 0);
    ferry_stream_now(NULL);
    for (size_t z = 0; z < e.depth; z++)
        for (size_t y = 0; y < e.height; y++)
            ferry_dev_fill(d + z * slice + y * pp.pitch, value, e.width);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    return ferry_ret(fill_3d(pitchedDevPtr, value, extent));
}

FERRY_API cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent,
                                        cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemset3D(pitchedDevPtr, value, extent);
}
