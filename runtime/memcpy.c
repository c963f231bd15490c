/* Copies and fills.  The copy itself is a memmove; the work is checking
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

cudaError_t ferry_copy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    ferry_cu_runtime_used();
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (n == 0)
        return cudaSuccess;
    cudaError_t err = check_sides(dst, src, n, kind);
    if (err == cudaSuccess)
        memmove(dst, src, n);
    return err;
}

FERRY_API cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (ferry_capture_forbids_sync())
        return ferry_capture_sync(NULL);
    return ferry_ret(ferry_copy(dst, src, count, kind));
}

FERRY_API cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                      cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_memcpy(dst, src, count, kind, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(ferry_copy(dst, src, count, kind));
}

/* The extent a pitched region covers: every row but the last is a full pitch. */
static size_t extent(size_t pitch, size_t width, size_t height)
{
    return height ? (height - 1) * pitch + width : 0;
}

static cudaError_t copy_2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                           size_t height, enum cudaMemcpyKind kind)
{
    if (width > dpitch || width > spitch)
        return cudaErrorInvalidPitchValue;
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (width == 0 || height == 0)
        return cudaSuccess;
    /* Check both whole extents once, then copy row by row. */
    cudaError_t err = check_sides(dst, src, 1, kind);
    if (err == cudaSuccess && kind != cudaMemcpyDefault && kind != cudaMemcpyHostToHost) {
        bool d_dev = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
        bool s_dev = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
        if ((d_dev && !device_side_ok(dst, extent(dpitch, width, height))) ||
            (s_dev && !device_side_ok(src, extent(spitch, width, height))))
            err = cudaErrorInvalidValue;
    }
    for (size_t r = 0; err == cudaSuccess && r < height; r++)
        memmove((char *)dst + r * dpitch, (const char *)src + r * spitch, width);
    return err;
}

FERRY_API cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                   size_t height, enum cudaMemcpyKind kind)
{
    return ferry_ret(copy_2d(dst, dpitch, src, spitch, width, height, kind));
}

FERRY_API cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                        size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream); /* 2D copies are not captured yet */
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(copy_2d(dst, dpitch, src, spitch, width, height, kind));
}

static cudaError_t fill_2d(void *p, size_t pitch, int value, size_t width, size_t height)
{
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (width > pitch)
        return cudaErrorInvalidPitchValue;
    if (width == 0 || height == 0)
        return cudaSuccess;
    if (!device_side_ok(p, extent(pitch, width, height)))
        return cudaErrorInvalidValue;
    for (size_t r = 0; r < height; r++)
        memset((char *)p + r * pitch, value, width);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMemset(void *devPtr, int value, size_t count)
{
    if (ferry_capture_forbids_sync())
        return ferry_capture_sync(NULL);
    return ferry_ret(fill_2d(devPtr, count, value, count, 1));
}

FERRY_API cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_memset(devPtr, value, count, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(fill_2d(devPtr, count, value, count, 1));
}

FERRY_API cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    return ferry_ret(fill_2d(devPtr, pitch, value, width, height));
}

FERRY_API cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                                        cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream); /* 2D fills are not captured yet */
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(fill_2d(devPtr, pitch, value, width, height));
}
