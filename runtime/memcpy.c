/* Copies and fills.  The copy itself is the device's; the work is checking
 * that each side is what the kind says, so a bad pointer gives an error
 * instead of a crash in the library. */
#include <string.h>

#include "graph.h"
#include "runtime.h"

static bool device_side_ok(const void *p, size_t n)
{
    return p && ferry_device_range_ok(p, n);
}

static cudaError_t check_sides(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    if (!dst || !src)
        return cudaErrorInvalidValue;
    if (!ferry_vmm_allows(dst, n, true) || !ferry_vmm_allows(src, n, false))
        return cudaErrorInvalidValue;
    switch (kind) {
    case cudaMemcpyHostToHost:
    case cudaMemcpyDefault:
        return cudaSuccess; /* untracked pointers are host memory here */
    case cudaMemcpyHostToDevice:
        return device_side_ok(dst, n) ? cudaSuccess : cudaErrorInvalidValue;
    case cudaMemcpyDeviceToHost:
        return device_side_ok(src, n) ? cudaSuccess : cudaErrorInvalidValue;
    case cudaMemcpyDeviceToDevice:
        return device_side_ok(dst, n) && device_side_ok(src, n) ? cudaSuccess : cudaErrorInvalidValue;
    }
    return cudaErrorInvalidMemcpyDirection;
}

/* The checks of a copy; *go is false when there is nothing to copy. */
static cudaError_t copy_check(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind, bool *go)
{
    *go = false;
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    ferry_cu_runtime_used();
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess || n == 0)
        return sticky;
    cudaError_t err = check_sides(dst, src, n, kind);
    *go = err == cudaSuccess;
    return err;
}

cudaError_t ferry_copy_now(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    bool go;
    cudaError_t err = copy_check(dst, src, n, kind, &go);
    if (go)
        ferry_dev_copy(dst, src, n);
    return err;
}

cudaError_t ferry_copy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    bool go;
    cudaError_t err = copy_check(dst, src, n, kind, &go);
    if (go) {
        ferry_stream_now(NULL);
        ferry_dev_copy(dst, src, n);
    }
    return err;
}

FERRY_API cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (ferry_capture_forbids_sync())
        return ferry_capture_sync(NULL);
    return ferry_ret(ferry_copy(dst, src, count, kind));
}

/* A queued copy or fill of `height` rows. */
typedef struct rows_op {
    char *dst;
    const char *src; /* NULL for a fill */
    size_t dpitch, spitch, width, height;
    int value;
} rows_op;

static cudaError_t run_rows(void *data)
{
    const rows_op *r = data;
    for (size_t i = 0; i < r->height; i++) {
        if (r->src)
            ferry_dev_copy(r->dst + i * r->dpitch, r->src + i * r->spitch, r->width);
        else
            ferry_dev_fill(r->dst + i * r->dpitch, r->value, r->width);
    }
    return cudaSuccess;
}

static cudaError_t queue_rows(cudaStream_t stream, rows_op r)
{
    ferry_op *op = ferry_op_new(run_rows, sizeof r);
    if (!op)
        return cudaErrorMemoryAllocation;
    *(rows_op *)ferry_op_data(op) = r;
    return ferry_stream_submit(stream, op, NULL);
}

/* Host memory that is neither pinned, registered, managed nor device
 * memory: what CUDA calls pageable. */
bool ferry_pageable(const void *p)
{
    ferry_alloc a;
    return !ferry_alloc_find(p, &a) && !ferry_device_range_ok(p, 1);
}

/* Sources up to this size are staged; larger ones are copied in place
 * after the stream's earlier work. */
#define STAGE_MAX (16u << 20)

/* An asynchronous copy as CUDA does it with pageable memory: into pageable
 * memory it is done when the call returns (after the stream's earlier
 * work); from pageable memory the source is read when the call is made
 * (staged), so the caller may reuse it at once.  Between pinned, managed
 * and device memory it is queued. */
static cudaError_t async_rows(cudaStream_t stream, rows_op r)
{
    size_t bytes = r.width * r.height;
    bool stage = ferry_pageable(r.src) && bytes <= STAGE_MAX;
    if (ferry_pageable(r.dst) || (ferry_pageable(r.src) && !stage)) {
        ferry_stream_now(stream);
        return run_rows(&r);
    }
    if (!stage)
        return queue_rows(stream, r);
    ferry_op *op = ferry_op_new(run_rows, sizeof r + bytes);
    if (!op)
        return cudaErrorMemoryAllocation;
    rows_op *q = ferry_op_data(op);
    char *copy = (char *)(q + 1);
    for (size_t i = 0; i < r.height; i++)
        memcpy(copy + i * r.width, r.src + i * r.spitch, r.width);
    *q = r;
    q->src = copy;
    q->spitch = r.width;
    return ferry_stream_submit(stream, op, NULL);
}

FERRY_API cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                      cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_memcpy(dst, src, count, kind, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    bool go;
    cudaError_t err = copy_check(dst, src, count, kind, &go);
    if (go)
        err = async_rows(stream, (rows_op){dst, src, count, count, count, 1, 0});
    return ferry_ret(err);
}

/* The extent a pitched region covers: every row but the last is a full pitch. */
static size_t extent(size_t pitch, size_t width, size_t height)
{
    return height ? (height - 1) * pitch + width : 0;
}

/* The checks of a 2D copy; *go is false when there is nothing to copy. */
static cudaError_t copy_2d_check(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                 size_t height, enum cudaMemcpyKind kind, bool *go)
{
    *go = false;
    if (width > dpitch || width > spitch)
        return cudaErrorInvalidPitchValue;
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (width == 0 || height == 0)
        return cudaSuccess;
    /* Check both whole extents once; the copy goes row by row. */
    cudaError_t err = check_sides(dst, src, 1, kind);
    if (err == cudaSuccess && kind != cudaMemcpyDefault && kind != cudaMemcpyHostToHost) {
        bool d_dev = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
        bool s_dev = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
        if ((d_dev && !device_side_ok(dst, extent(dpitch, width, height))) ||
            (s_dev && !device_side_ok(src, extent(spitch, width, height))))
            err = cudaErrorInvalidValue;
    }
    *go = err == cudaSuccess;
    return err;
}

FERRY_API cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                   size_t height, enum cudaMemcpyKind kind)
{
    bool go;
    cudaError_t err = copy_2d_check(dst, dpitch, src, spitch, width, height, kind, &go);
    if (go) {
        ferry_stream_now(NULL);
        run_rows(&(rows_op){dst, src, dpitch, spitch, width, height, 0});
    }
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                        size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (ferry_capturing(stream)) {
        struct cudaMemcpy3DParms p = {0};
        p.srcPtr = (struct cudaPitchedPtr){(void *)src, spitch, width, height};
        p.dstPtr = (struct cudaPitchedPtr){dst, dpitch, width, height};
        p.extent = (struct cudaExtent){width, height, 1};
        p.kind = kind;
        return ferry_capture_memcpy3d(&p, stream);
    }
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    bool go;
    cudaError_t err = copy_2d_check(dst, dpitch, src, spitch, width, height, kind, &go);
    if (go)
        err = async_rows(stream, (rows_op){dst, src, dpitch, spitch, width, height, 0});
    return ferry_ret(err);
}

/* Checks a fill; then does it now, after the work before it in the legacy
 * default stream, or queues it on stream (queue true). */
static cudaError_t fill_2d(void *p, size_t pitch, int value, size_t width, size_t height, bool queue,
                           cudaStream_t stream)
{
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (width > pitch)
        return cudaErrorInvalidPitchValue;
    if (width == 0 || height == 0)
        return cudaSuccess;
    if (!device_side_ok(p, extent(pitch, width, height)) || !ferry_vmm_allows(p, extent(pitch, width, height), true))
        return cudaErrorInvalidValue;
    rows_op r = {p, NULL, pitch, 0, width, height, value};
    if (queue)
        return queue_rows(stream, r);
    ferry_stream_now(NULL);
    return run_rows(&r);
}

FERRY_API cudaError_t cudaMemset(void *devPtr, int value, size_t count)
{
    if (ferry_capture_forbids_sync())
        return ferry_capture_sync(NULL);
    return ferry_ret(fill_2d(devPtr, count, value, count, 1, false, NULL));
}

FERRY_API cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_memset(devPtr, value, count, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(fill_2d(devPtr, count, value, count, 1, true, stream));
}

FERRY_API cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    return ferry_ret(fill_2d(devPtr, pitch, value, width, height, false, NULL));
}

FERRY_API cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                                        cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_memset2d(devPtr, pitch, value, width, height, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(fill_2d(devPtr, pitch, value, width, height, true, stream));
}
