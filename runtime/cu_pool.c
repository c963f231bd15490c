/* Memory pools of the driver API: the runtime's pools (mempool.c), whose
 * handles, properties and attributes have the driver's layouts and values. */
#include <stdint.h>

#include "cu_internal.h"

_Static_assert(sizeof(CUmemPoolProps) == sizeof(struct cudaMemPoolProps), "pool properties differ");
_Static_assert(sizeof(CUmemAccessDesc) == sizeof(struct cudaMemAccessDesc), "access descriptors differ");
_Static_assert((int)CU_MEMPOOL_ATTR_USED_MEM_HIGH == (int)cudaMemPoolAttrUsedMemHigh, "pool attributes differ");

FERRY_API CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(pool_out, dev);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaDeviceGetDefaultMemPool(pool_out, dev));
    return r;
}

FERRY_API CUresult cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(pool, dev);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaDeviceGetMemPool(pool, dev));
    return r;
}

FERRY_API CUresult cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r == CUDA_SUCCESS && !pool)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaDeviceSetMemPool(dev, pool));
    return r;
}

FERRY_API CUresult cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!pool || !poolProps))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    /* Pools of host memory, and pools whose memory another process could
     * open, are not made (the runtime's pools are the device's own). */
    const CUmemLocation *at = &poolProps->location;
    bool host = at->type == CU_MEM_LOCATION_TYPE_HOST || at->type == CU_MEM_LOCATION_TYPE_HOST_NUMA;
    bool on_device = at->type == CU_MEM_LOCATION_TYPE_DEVICE && at->id == 0;
    bool shared = poolProps->handleTypes != CU_MEM_HANDLE_TYPE_NONE;
    if (poolProps->allocType == CU_MEM_ALLOCATION_TYPE_PINNED && (host || (on_device && shared)))
        return CUDA_ERROR_NOT_SUPPORTED;
    FERRY_CU_QUIET(r, cudaMemPoolCreate(pool, (const struct cudaMemPoolProps *)poolProps));
    return r;
}

FERRY_API CUresult cuMemPoolDestroy(CUmemoryPool pool)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaMemPoolDestroy(pool));
    return r;
}

FERRY_API CUresult cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaMemPoolGetAttribute(pool, (enum cudaMemPoolAttr)attr, value));
    return r;
}

FERRY_API CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaMemPoolSetAttribute(pool, (enum cudaMemPoolAttr)attr, value));
    return r;
}

FERRY_API CUresult cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(
            r, cudaMemPoolGetAccess((enum cudaMemAccessFlags *)flags, memPool, (struct cudaMemLocation *)location));
    return r;
}

FERRY_API CUresult cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaMemPoolSetAccess(pool, (const struct cudaMemAccessDesc *)map, count));
    return r;
}

FERRY_API CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaMemPoolTrimTo(pool, minBytesToKeep));
    return r;
}

/* Like cuMemAlloc, a size of 0 is refused. */
FERRY_API CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    CUresult r = ferry_cu_stream_ok(hStream);
    if (r == CUDA_SUCCESS && (!dptr || bytesize == 0 || !pool))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    void *p = NULL;
    FERRY_CU_QUIET(r, cudaMallocFromPoolAsync(&p, bytesize, pool, hStream));
    if (r == CUDA_SUCCESS)
        *dptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}
