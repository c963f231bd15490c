/* Peer access.  Ferry has one device, so no device ever has a peer: every
 * valid pair names the device itself, which CUDA refuses as a peer. */
#include "rt_mem.h"

static bool valid_device(int device)
{
    return device == 0;
}

/* peerDevice is either no device or the current device itself; CUDA
 * answers both with cudaErrorInvalidDevice. */
FERRY_API cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    (void)peerDevice;
    return ferry_ret(flags != 0 ? cudaErrorInvalidValue : cudaErrorInvalidDevice);
}

FERRY_API cudaError_t cudaDeviceDisablePeerAccess(int peerDevice)
{
    (void)peerDevice;
    return ferry_ret(cudaErrorInvalidDevice);
}

FERRY_API cudaError_t cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice,
                                                int dstDevice)
{
    if (!value || attr < cudaDevP2PAttrPerformanceRank || attr > cudaDevP2PAttrCudaArrayAccessSupported)
        return ferry_ret(cudaErrorInvalidValue);
    if (!valid_device(srcDevice) || !valid_device(dstDevice) || srcDevice == dstDevice)
        return ferry_ret(cudaErrorInvalidDevice);
    *value = 0;
    return cudaSuccess;
}

/* A copy between two devices' memory; with one device, within it. */
FERRY_API cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    if (!valid_device(dstDevice) || !valid_device(srcDevice))
        return ferry_ret(cudaErrorInvalidDevice);
    return ferry_ret(ferry_copy(dst, src, count, cudaMemcpyDeviceToDevice));
}

FERRY_API cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count,
                                          cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count);
}
