/* Multicast objects bind memory of several GPUs (NVLink SHARP); the CPU
 * device has no such fabric. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    return ferry_cu_unsupported("cuMulticastCreate");
}

FERRY_API CUresult cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    return ferry_cu_unsupported("cuMulticastAddDevice");
}

FERRY_API CUresult cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset,
                                      CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size,
                                      unsigned long long flags)
{
    return ferry_cu_unsupported("cuMulticastBindMem");
}

FERRY_API CUresult cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr,
                                       size_t size, unsigned long long flags)
{
    return ferry_cu_unsupported("cuMulticastBindAddr");
}

FERRY_API CUresult cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    return ferry_cu_unsupported("cuMulticastUnbind");
}

FERRY_API CUresult cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop,
                                             CUmulticastGranularity_flags option)
{
    return ferry_cu_unsupported("cuMulticastGetGranularity");
}
