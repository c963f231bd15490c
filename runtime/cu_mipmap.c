/* Driver mipmapped arrays over the runtime's (array_mipmap.c): a
 * CUmipmappedArray is a cudaMipmappedArray_t, its levels CUarrays. */
#include "cu_internal.h"
#include "tex_internal.h"

FERRY_API CUresult cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc,
                                          unsigned int numMipmapLevels)
{
    CUresult r = ferry_cu_need_ctx();
    const CUDA_ARRAY3D_DESCRIPTOR *d = pMipmappedArrayDesc;
    if (r == CUDA_SUCCESS && (!pHandle || !d || d->Width == 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    if (d->Flags & FERRY_CU_ARRAY_REFUSED)
        return CUDA_ERROR_NOT_SUPPORTED;
    struct cudaChannelFormatDesc desc;
    r = ferry_cu_channels(d->Format, d->NumChannels, &desc);
    if (r != CUDA_SUCCESS)
        return r;
    cudaMipmappedArray_t m = NULL;
    struct cudaExtent e = {d->Width, d->Height, d->Depth};
    r = ferry_cu_from_cuda(ferry_mipmap_make(&m, &desc, e, numMipmapLevels, d->Flags));
    if (r == CUDA_SUCCESS)
        *pHandle = (CUmipmappedArray)m;
    return r;
}

FERRY_API CUresult cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !ferry_mipmap_find(hMipmappedArray))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_mipmap_free((cudaMipmappedArray_t)hMipmappedArray));
}

FERRY_API CUresult cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    CUresult r = ferry_cu_need_ctx();
    const struct cudaMipmappedArray *m = ferry_mipmap_find(hMipmappedArray);
    if (r == CUDA_SUCCESS && !m)
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!pLevelArray || level >= m->levels))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pLevelArray = (CUarray)m->level[level];
    return r;
}

FERRY_API CUresult cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements,
                                                         CUmipmappedArray mipmap, CUdevice device)
{
    CUresult r = ferry_cu_need_ctx();
    const struct cudaMipmappedArray *m = ferry_mipmap_find(mipmap);
    if (r == CUDA_SUCCESS && !memoryRequirements)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !m)
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(device);
    if (r != CUDA_SUCCESS)
        return r;
    size_t size = 0;
    for (unsigned i = 0; i < m->levels; i++)
        size += ferry_cu_array_bytes(m->level[i]);
    *memoryRequirements = (CUDA_ARRAY_MEMORY_REQUIREMENTS){.size = size, .alignment = 256};
    return CUDA_SUCCESS;
}
