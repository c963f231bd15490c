/* CUDA arrays: opaque element storage for textures and surfaces.  Here an
 * array is a dense block of host memory described by struct cudaArray
 * (tex_internal.h); copies to and from it are row copies. */
#include <stdlib.h>
#include <string.h>

#include "tex_internal.h"

FERRY_API struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                             enum cudaChannelFormatKind f)
{
    struct cudaChannelFormatDesc d = {x, y, z, w, f};
    return d;
}

static bool channel_size_ok(int bits, enum cudaChannelFormatKind f)
{
    if (f == cudaChannelFormatKindFloat)
        return bits == 16 || bits == 32;
    return bits == 8 || bits == 16 || bits == 32;
}

/* CUDA takes 1, 2 or 4 channels of one size, signed, unsigned or float. */
size_t ferry_channel_bytes(const struct cudaChannelFormatDesc *d)
{
    if (d->f != cudaChannelFormatKindSigned && d->f != cudaChannelFormatKindUnsigned &&
        d->f != cudaChannelFormatKindFloat)
        return 0;
    const int bits[4] = {d->x, d->y, d->z, d->w};
    int n = 0;
    while (n < 4 && bits[n] != 0)
        n++;
    for (int i = n; i < 4; i++)
        if (bits[i] != 0)
            return 0;
    if (n == 0 || n == 3 || !channel_size_ok(bits[0], d->f))
        return 0;
    for (int i = 1; i < n; i++)
        if (bits[i] != bits[0])
            return 0;
    return (size_t)n * (size_t)bits[0] / 8;
}

struct cudaArray *ferry_array_find(const void *a)
{
    return ferry_tex_live_find(a, FERRY_ARRAY_MAGIC);
}

static bool shape_ok(struct cudaExtent e, unsigned flags)
{
    if (e.width == 0 || (e.height == 0 && e.depth != 0 && !(flags & cudaArrayLayered)))
        return false;
    if (flags & cudaArrayCubemap) {
        if (e.width != e.height || e.depth == 0 || e.depth % 6 != 0)
            return false;
        if (!(flags & cudaArrayLayered) && e.depth != 6)
            return false;
    }
    if ((flags & cudaArrayLayered) && e.depth == 0)
        return false;
    return true;
}

cudaError_t ferry_array_make(cudaArray_t *out, const struct cudaChannelFormatDesc *desc, struct cudaExtent e,
                              unsigned flags)
{
    ferry_cu_runtime_used();
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (!out || !desc)
        return cudaErrorInvalidValue;
    size_t elem = ferry_channel_bytes(desc);
    if (elem == 0)
        return cudaErrorInvalidChannelDescriptor;
    const unsigned known = cudaArrayLayered | cudaArraySurfaceLoadStore | cudaArrayCubemap | cudaArrayTextureGather;
    if ((flags & ~known) || !shape_ok(e, flags))
        return cudaErrorInvalidValue;
    size_t rows = e.height ? e.height : 1, slices = e.depth ? e.depth : 1;
    const size_t limit = (size_t)1 << 40;
    if (e.width > limit / elem || rows > limit / (e.width * elem) || slices > limit / (e.width * elem * rows))
        return cudaErrorMemoryAllocation;
    struct cudaArray *a = calloc(1, sizeof *a);
    size_t bytes = e.width * elem * rows * slices;
    char *data = a ? ferry_dev_alloc(bytes, 256) : NULL;
    if (!data || !ferry_tex_live_add(a)) {
        ferry_dev_free(data);
        free(a);
        return cudaErrorMemoryAllocation;
    }
    ferry_dev_fill(data, 0, bytes);
    *a = (struct cudaArray){FERRY_ARRAY_MAGIC, *desc, e, flags, elem, e.width, rows, slices, e.width * elem, data, NULL};
    *out = a;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width,
                                      size_t height, unsigned int flags)
{
    if (flags & (cudaArrayLayered | cudaArrayCubemap))
        return ferry_ret(cudaErrorInvalidValue);
    struct cudaExtent e = {width, height, 0};
    return ferry_ret(ferry_array_make(array, desc, e, flags));
}

FERRY_API cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                        struct cudaExtent extent, unsigned int flags)
{
    return ferry_ret(ferry_array_make(array, desc, extent, flags));
}

FERRY_API cudaError_t cudaFreeArray(cudaArray_t array)
{
    ferry_device_drain();
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return ferry_ret(sticky);
    if (!array)
        return cudaSuccess;
    struct cudaArray *a = ferry_array_find(array);
    if (!a || a->owner || !ferry_tex_live_remove(array, FERRY_ARRAY_MAGIC))
        return ferry_ret(cudaErrorInvalidValue);
    ferry_dev_free(array->data);
    free(array);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent,
                                       unsigned int *flags, cudaArray_t array)
{
    struct cudaArray *a = ferry_array_find(array);
    if (!a)
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (desc)
        *desc = a->desc;
    if (extent)
        *extent = a->extent;
    if (flags)
        *flags = a->flags;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    struct cudaArray *a = ferry_array_find(array);
    if (!a)
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (!desc)
        return ferry_ret(cudaErrorInvalidValue);
    *desc = a->desc;
    return cudaSuccess;
}
