/* Driver API arrays over the runtime's (a CUarray is a cudaArray_t):
 * creation from a driver descriptor, the descriptors read back, and the
 * queries about memory, planes and sparse layout. */
#include <stdlib.h>

#include "cu_internal.h"
#include "tex_internal.h"

#define ARRAY_ALIGN 256 /* what ferry_dev_alloc gives an array */

static struct cudaArray *array_of(CUarray a)
{
    return ferry_array_find(a);
}

static CUresult create(CUarray *out, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!out || !d))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    if (d->Flags & FERRY_CU_ARRAY_REFUSED)
        return CUDA_ERROR_NOT_SUPPORTED;
    struct cudaChannelFormatDesc desc;
    r = ferry_cu_channels(d->Format, d->NumChannels, &desc);
    if (r != CUDA_SUCCESS)
        return r;
    cudaArray_t a = NULL;
    struct cudaExtent e = {d->Width, d->Height, d->Depth};
    r = ferry_cu_from_cuda(ferry_array_make(&a, &desc, e, d->Flags));
    if (r == CUDA_SUCCESS)
        *out = (CUarray)a;
    return r;
}

FERRY_API CUresult cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    if (!pAllocateArray)
        return create(pHandle, NULL);
    const CUDA_ARRAY_DESCRIPTOR *d = pAllocateArray;
    CUDA_ARRAY3D_DESCRIPTOR d3 = {d->Width, d->Height, 0, d->Format, d->NumChannels, 0};
    return create(pHandle, &d3);
}

FERRY_API CUresult cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    return create(pHandle, pAllocateArray);
}

/* A level of a mipmapped array goes with the mipmapped array only. */
FERRY_API CUresult cuArrayDestroy(CUarray hArray)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaArray *a = array_of(hArray);
    if (!a || a->owner)
        return CUDA_ERROR_INVALID_HANDLE;
    ferry_device_drain();
    if (!ferry_tex_live_remove(a, FERRY_ARRAY_MAGIC))
        return CUDA_ERROR_INVALID_HANDLE;
    ferry_dev_free(a->data);
    free(a);
    return CUDA_SUCCESS;
}

static CUresult described(const void *out, CUarray h, struct cudaArray **a)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !(*a = array_of(h)))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    struct cudaArray *a = NULL;
    CUresult r = described(pArrayDescriptor, hArray, &a);
    if (r != CUDA_SUCCESS)
        return r;
    CUDA_ARRAY_DESCRIPTOR *d = pArrayDescriptor;
    ferry_cu_format_of(&a->desc, &d->Format, &d->NumChannels);
    d->Width = a->extent.width;
    d->Height = a->extent.height;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    struct cudaArray *a = NULL;
    CUresult r = described(pArrayDescriptor, hArray, &a);
    if (r != CUDA_SUCCESS)
        return r;
    CUDA_ARRAY3D_DESCRIPTOR *d = pArrayDescriptor;
    ferry_cu_format_of(&a->desc, &d->Format, &d->NumChannels);
    d->Width = a->extent.width;
    d->Height = a->extent.height;
    d->Depth = a->extent.depth;
    d->Flags = a->flags;
    return CUDA_SUCCESS;
}

/* The bytes an array's elements take, rounded to its alignment. */
size_t ferry_cu_array_bytes(const struct cudaArray *a)
{
    size_t bytes = a->pitch * a->rows * a->slices;
    return (bytes + ARRAY_ALIGN - 1) & ~(size_t)(ARRAY_ALIGN - 1);
}

FERRY_API CUresult cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array,
                                                CUdevice device)
{
    struct cudaArray *a = NULL;
    CUresult r = described(memoryRequirements, array, &a);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(device);
    if (r != CUDA_SUCCESS)
        return r;
    *memoryRequirements = (CUDA_ARRAY_MEMORY_REQUIREMENTS){.size = ferry_cu_array_bytes(a), .alignment = ARRAY_ALIGN};
    return CUDA_SUCCESS;
}

/* No format the CPU device takes has planes. */
FERRY_API CUresult cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    (void)planeIdx;
    struct cudaArray *a = NULL;
    CUresult r = described(pPlaneArray, hArray, &a);
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_INVALID_VALUE;
}

/* Sparse arrays are refused at creation, so no array has the layout. */
FERRY_API CUresult cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    struct cudaArray *a = NULL;
    CUresult r = described(sparseProperties, array, &a);
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_INVALID_VALUE;
}
