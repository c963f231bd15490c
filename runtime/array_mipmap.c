/* Mipmapped arrays: a chain of arrays, each level half the size of the one
 * before in every dimension that is not layers, down to 1. */
#include <stdlib.h>

#include "tex_internal.h"

struct cudaMipmappedArray *ferry_mipmap_find(const void *m)
{
    return ferry_tex_live_find(m, FERRY_MIPMAP_MAGIC);
}

static size_t halve(size_t n, unsigned level)
{
    if (n == 0)
        return 0;
    n >>= level;
    return n ? n : 1;
}

/* 1 + floor(log2) of the largest dimension that shrinks. */
static unsigned max_levels(struct cudaExtent e, unsigned flags)
{
    size_t big = e.width > e.height ? e.width : e.height;
    if (!(flags & cudaArrayLayered) && e.depth > big)
        big = e.depth;
    unsigned n = 0;
    for (; big; big >>= 1)
        n++;
    return n ? n : 1;
}

static void free_levels(struct cudaMipmappedArray *m)
{
    for (unsigned i = 0; i < m->levels; i++)
        if (m->level[i] && ferry_tex_live_remove(m->level[i], FERRY_ARRAY_MAGIC)) {
            ferry_dev_free(m->level[i]->data);
            free(m->level[i]);
        }
    free(m);
}

static cudaError_t make_levels(struct cudaMipmappedArray *m, const struct cudaChannelFormatDesc *desc,
                               struct cudaExtent e, unsigned flags)
{
    bool layers = flags & (cudaArrayLayered | cudaArrayCubemap);
    for (unsigned i = 0; i < m->levels; i++) {
        struct cudaExtent l = {halve(e.width, i), halve(e.height, i), layers ? e.depth : halve(e.depth, i)};
        cudaError_t err = ferry_array_make(&m->level[i], desc, l, flags);
        if (err != cudaSuccess)
            return err;
        m->level[i]->owner = m;
    }
    return cudaSuccess;
}

/* numLevels is clamped to [1, the full chain], as CUDA does. */
cudaError_t ferry_mipmap_make(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned numLevels, unsigned flags)
{
    if (!mipmappedArray || !desc || extent.width == 0)
        return cudaErrorInvalidValue;
    unsigned most = max_levels(extent, flags);
    unsigned n = numLevels == 0 ? 1 : numLevels > most ? most : numLevels;
    struct cudaMipmappedArray *m = calloc(1, sizeof *m + n * sizeof m->level[0]);
    if (!m)
        return cudaErrorMemoryAllocation;
    *m = (struct cudaMipmappedArray){FERRY_MIPMAP_MAGIC, n};
    cudaError_t err = make_levels(m, desc, extent, flags);
    if (err == cudaSuccess && !ferry_tex_live_add(m))
        err = cudaErrorMemoryAllocation;
    if (err != cudaSuccess) {
        free_levels(m);
        return err;
    }
    *mipmappedArray = m;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                               const struct cudaChannelFormatDesc *desc, struct cudaExtent extent,
                                               unsigned int numLevels, unsigned int flags)
{
    return ferry_ret(ferry_mipmap_make(mipmappedArray, desc, extent, numLevels, flags));
}

FERRY_API cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
                                                 unsigned int level)
{
    struct cudaMipmappedArray *m = ferry_mipmap_find(mipmappedArray);
    if (!m)
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (!levelArray || level >= m->levels)
        return ferry_ret(cudaErrorInvalidValue);
    *levelArray = m->level[level];
    return cudaSuccess;
}

cudaError_t ferry_mipmap_free(cudaMipmappedArray_t m)
{
    ferry_device_drain();
    if (!m)
        return cudaSuccess;
    if (!ferry_tex_live_remove(m, FERRY_MIPMAP_MAGIC))
        return cudaErrorInvalidValue;
    free_levels(m);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    return ferry_ret(ferry_mipmap_free(mipmappedArray));
}
