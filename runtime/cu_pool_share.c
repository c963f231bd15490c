/* Sharing pools between processes: Ferry's pools live in one process's
 * memory and export no handle. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool,
                                                    CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return ferry_cu_unsupported("cuMemPoolExportToShareableHandle");
}

FERRY_API CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle,
                                                      CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return ferry_cu_unsupported("cuMemPoolImportFromShareableHandle");
}

FERRY_API CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    return ferry_cu_unsupported("cuMemPoolExportPointer");
}

FERRY_API CUresult cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    return ferry_cu_unsupported("cuMemPoolImportPointer");
}
