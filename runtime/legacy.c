/* Runtime calls CUDA deprecated and later removed that context.c and
 * array_copy.c do not already give under their old names: the double
 * emulation switches, the asynchronous linear array copies and the
 * multi-device cooperative launch (include/ferry/rt_legacy.h). */
#include "runtime.h"

/* The old names are built on one another, as the deprecated API was. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* For devices without double arithmetic (compute capability 1.2 and
 * before) CUDA converted the value to the float form the device read; the
 * CPU has doubles, so it stays as it is. */
FERRY_API cudaError_t cudaSetDoubleForDevice(double *d)
{
    return d ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

FERRY_API cudaError_t cudaSetDoubleForHost(double *d)
{
    return d ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

/* Not queued, as cudaMemcpy2DToArrayAsync: done after the stream's
 * earlier work, on the calling thread. */
FERRY_API cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                             size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind);
}

FERRY_API cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                               size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind);
}

/* One device: a list of one launch, on a stream the program created.  The
 * stream orders it after the work before it and the work after it after
 * it, which is what the pre- and post-launch synchronisation give across
 * devices (as cuLaunchCooperativeKernelMultiDevice, cu_launch_coop.c). */
FERRY_API cudaError_t cudaLaunchCooperativeKernelMultiDevice(struct cudaLaunchParams *launchParamsList,
                                                             unsigned int numDevices, unsigned int flags)
{
    const unsigned known = cudaCooperativeLaunchMultiDeviceNoPreSync | cudaCooperativeLaunchMultiDeviceNoPostSync;
    if (!launchParamsList || numDevices == 0 || (flags & ~known))
        return ferry_ret(cudaErrorInvalidValue);
    if (numDevices > 1)
        return ferry_ret(cudaErrorInvalidDevice);
    const struct cudaLaunchParams *p = launchParamsList;
    if (!p->stream || p->stream == cudaStreamLegacy || p->stream == cudaStreamPerThread)
        return ferry_ret(cudaErrorInvalidValue);
    return cudaLaunchCooperativeKernel(p->func, p->gridDim, p->blockDim, p->args, p->sharedMem, p->stream);
}
