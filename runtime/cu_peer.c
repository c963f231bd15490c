/* Peer access: there is one device, so no peer to reach. */
#include "cu_internal.h"

FERRY_API CUresult cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    CUresult r = ferry_cu_query_ok(canAccessPeer, dev);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(peerDev);
    if (r == CUDA_SUCCESS)
        *canAccessPeer = 0;
    return r;
}

/* A context of the same device is no peer: CUDA refuses it too. */
FERRY_API CUresult cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && Flags != 0)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_cu_ctx_live(peerContext))
        r = CUDA_ERROR_INVALID_CONTEXT;
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
}

FERRY_API CUresult cuCtxDisablePeerAccess(CUcontext peerContext)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !ferry_cu_ctx_live(peerContext))
        r = CUDA_ERROR_INVALID_CONTEXT;
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
}
