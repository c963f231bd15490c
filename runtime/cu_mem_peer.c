/* Peer copies and link attributes.  There is one device: every context is
 * a context of it, so a peer copy is a copy within its memory. */
#include <stdint.h>

#include "cu_internal.h"

static CUresult contexts_ok(CUcontext dst, CUcontext src)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!ferry_cu_ctx_live(dst) || !ferry_cu_ctx_live(src)))
        r = CUDA_ERROR_INVALID_CONTEXT;
    return r;
}

FERRY_API CUresult cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                                CUcontext srcContext, size_t ByteCount)
{
    CUresult r = contexts_ok(dstContext, srcContext);
    return r != CUDA_SUCCESS
               ? r
               : ferry_cu_from_cuda(ferry_copy((void *)(uintptr_t)dstDevice, (const void *)(uintptr_t)srcDevice,
                                               ByteCount, cudaMemcpyDeviceToDevice));
}

FERRY_API CUresult cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                                     CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    CUresult r = contexts_ok(dstContext, srcContext);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_stream_ok(hStream);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaMemcpyAsync((void *)(uintptr_t)dstDevice, (const void *)(uintptr_t)srcDevice, ByteCount,
                                          cudaMemcpyDeviceToDevice, hStream));
    return r;
}

/* CUDA answers a device paired with itself with CUDA_ERROR_INVALID_DEVICE,
 * and the one device has no other to pair with. */
FERRY_API CUresult cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice,
                                           CUdevice dstDevice)
{
    CUresult r = ferry_cu_query_ok(value, srcDevice);
    if (r == CUDA_SUCCESS && (attrib < CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK ||
                              attrib > CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dstDevice);
    if (r == CUDA_SUCCESS && srcDevice == dstDevice)
        r = CUDA_ERROR_INVALID_DEVICE;
    return r;
}
