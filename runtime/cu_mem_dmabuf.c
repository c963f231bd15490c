/* A dma-buf of device memory lets another device or driver reach it
 * directly; Ferry's device memory is ordinary process memory, which no
 * dma-buf exporter covers. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size,
                                                 CUmemRangeHandleType handleType, unsigned long long flags)
{
    return ferry_cu_unsupported("cuMemGetHandleForAddressRange");
}
