/* Copies between CUDA arrays and linear memory.  The array side is always
 * device memory; the kind says what the linear side is, and that side is
 * checked as cudaMemcpy2D checks it. */
#include <string.h>

#include "tex_internal.h"

/* Whether the linear side of a copy to (or from) an array is what kind
 * says: device memory for DeviceToDevice, anything for the host kinds. */
static cudaError_t linear_side_ok(const void *p, size_t pitch, size_t width, size_t height,
                                  enum cudaMemcpyKind kind, bool to_array)
{
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    if (!p)
        return cudaErrorInvalidValue;
    if ((to_array && kind == cudaMemcpyDeviceToHost) || (!to_array && kind == cudaMemcpyHostToDevice))
        return cudaErrorInvalidMemcpyDirection;
    if (kind != cudaMemcpyDeviceToDevice)
        return cudaSuccess;
    size_t span = (height - 1) * pitch + width;
    return ferry_device_range_ok(p, span) ? cudaSuccess : cudaErrorInvalidValue;
}

/* The array's bytes at (wOffset bytes, hOffset rows) for a width x height
 * block, or NULL when the block does not fit in the first slice. */
static char *array_at(const struct cudaArray *a, size_t wOffset, size_t hOffset, size_t width, size_t height)
{
    if (wOffset > a->pitch || width > a->pitch - wOffset || hOffset > a->rows || height > a->rows - hOffset)
        return NULL;
    return a->data + hOffset * a->pitch + wOffset;
}

static cudaError_t copy_2d_array(char *dst, size_t dpitch, const char *src, size_t spitch, size_t width,
                                 size_t height)
{
    ferry_stream_now(NULL);
    for (size_t r = 0; r < height; r++)
        ferry_dev_copy(dst + r * dpitch, src + r * spitch, width);
    return cudaSuccess;
}

static cudaError_t to_array(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                            size_t width, size_t height, enum cudaMemcpyKind kind)
{
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess)
        return err;
    struct cudaArray *a = ferry_array_find(dst);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (width > spitch)
        return cudaErrorInvalidPitchValue;
    if (width == 0 || height == 0)
        return cudaSuccess;
    err = linear_side_ok(src, spitch, width, height, kind, true);
    char *at = array_at(a, wOffset, hOffset, width, height);
    if (err == cudaSuccess && !at)
        err = cudaErrorInvalidValue;
    return err == cudaSuccess ? copy_2d_array(at, a->pitch, src, spitch, width, height) : err;
}

static cudaError_t from_array(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                              size_t width, size_t height, enum cudaMemcpyKind kind)
{
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess)
        return err;
    struct cudaArray *a = ferry_array_find(src);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (width > dpitch)
        return cudaErrorInvalidPitchValue;
    if (width == 0 || height == 0)
        return cudaSuccess;
    err = linear_side_ok(dst, dpitch, width, height, kind, false);
    char *at = array_at(a, wOffset, hOffset, width, height);
    if (err == cudaSuccess && !at)
        err = cudaErrorInvalidValue;
    return err == cudaSuccess ? copy_2d_array(dst, dpitch, at, a->pitch, width, height) : err;
}

FERRY_API cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                          size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ferry_ret(to_array(dst, wOffset, hOffset, src, spitch, width, height, kind));
}

FERRY_API cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                            size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ferry_ret(from_array(dst, dpitch, src, wOffset, hOffset, width, height, kind));
}

FERRY_API cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                               size_t spitch, size_t width, size_t height,
                                               enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind);
}

FERRY_API cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                                 size_t hOffset, size_t width, size_t height,
                                                 enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

/* The deprecated linear forms: count bytes from (wOffset, hOffset) on,
 * running on into the following rows, which the dense layout allows. */
static char *linear_at(const struct cudaArray *a, size_t wOffset, size_t hOffset, size_t count)
{
    size_t total = a->pitch * a->rows * a->slices;
    if (wOffset >= a->pitch || hOffset >= a->rows * a->slices)
        return count == 0 ? a->data : NULL;
    size_t off = hOffset * a->pitch + wOffset;
    return count <= total - off ? a->data + off : NULL;
}

static cudaError_t linear_copy(cudaArray_t arr, size_t wOffset, size_t hOffset, void *other, size_t count,
                               enum cudaMemcpyKind kind, bool to)
{
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess)
        return err;
    struct cudaArray *a = ferry_array_find(arr);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (count == 0)
        return cudaSuccess;
    err = linear_side_ok(other, count, count, 1, kind, to);
    char *at = linear_at(a, wOffset, hOffset, count);
    if (err == cudaSuccess && !at)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
    {
        ferry_stream_now(NULL);
        ferry_dev_copy(to ? at : other, to ? other : at, count);
    }
    return err;
}

FERRY_API cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                        size_t count, enum cudaMemcpyKind kind)
{
    return ferry_ret(linear_copy(dst, wOffset, hOffset, (void *)src, count, kind, true));
}

FERRY_API cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                          size_t count, enum cudaMemcpyKind kind)
{
    return ferry_ret(linear_copy((cudaArray_t)src, wOffset, hOffset, dst, count, kind, false));
}

FERRY_API cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                             cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                             size_t count, enum cudaMemcpyKind kind)
{
    if ((unsigned)kind > cudaMemcpyDefault)
        return ferry_ret(cudaErrorInvalidMemcpyDirection);
    if (kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return ferry_ret(cudaErrorInvalidMemcpyDirection);
    struct cudaArray *s = ferry_array_find(src), *d = ferry_array_find(dst);
    if (!s || !d)
        return ferry_ret(cudaErrorInvalidResourceHandle);
    char *from = linear_at(s, wOffsetSrc, hOffsetSrc, count), *to = linear_at(d, wOffsetDst, hOffsetDst, count);
    if (!from || !to)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_stream_now(NULL);
    ferry_dev_copy(to, from, count);
    return cudaSuccess;
}
