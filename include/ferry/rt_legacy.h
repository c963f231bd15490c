/* The runtime API that CUDA deprecated and later removed (CUDA 4's
 * cudaThread* names, the double emulation switches, the linear array
 * copies, the multi-device cooperative launch).  Old programs still call
 * them, so they are here and work; each is declared deprecated, as CUDA
 * 10-12 declared them, so that a build shows what nvcc 13 would refuse
 * (-Wno-deprecated-declarations silences it).  The attribute follows the
 * parameter list so that each declaration still reads as the others do.
 * Included by cuda_runtime_api.h after rt_texture.h (cudaArray_t). */
#ifndef FERRY_RT_LEGACY_H
#define FERRY_RT_LEGACY_H

/* Only the host side of a .cu warns: it sees every function, device code
 * included, and it is the pass that nvcc's -Wno-deprecated-declarations
 * reaches; so one warning per use, and that switch silences them all. */
#ifndef __FERRY_DEPRECATED
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__CUDA_ARCH__)
#define __FERRY_DEPRECATED(msg) __attribute__((deprecated(msg)))
#else
#define __FERRY_DEPRECATED(msg)
#endif
#endif

/* The flags of cudaLaunchCooperativeKernelMultiDevice. */
#define cudaCooperativeLaunchMultiDeviceNoPreSync 0x01
#define cudaCooperativeLaunchMultiDeviceNoPostSync 0x02

/* One device's launch in cudaLaunchCooperativeKernelMultiDevice. */
struct cudaLaunchParams {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    void **args;
    size_t sharedMem;
    cudaStream_t stream;
};

#if defined(__cplusplus)
extern "C" {
#endif

/* ---- thread management: CUDA 4's names of the device calls (context.c) ---- */
__FERRY_API cudaError_t CUDARTAPI cudaThreadSynchronize(void)
    __FERRY_DEPRECATED("use cudaDeviceSynchronize instead");
__FERRY_API cudaError_t CUDARTAPI cudaThreadExit(void)
    __FERRY_DEPRECATED("use cudaDeviceReset instead");
__FERRY_API cudaError_t CUDARTAPI cudaThreadSetLimit(enum cudaLimit limit, size_t value)
    __FERRY_DEPRECATED("use cudaDeviceSetLimit instead");
__FERRY_API cudaError_t CUDARTAPI cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit)
    __FERRY_DEPRECATED("use cudaDeviceGetLimit instead");
__FERRY_API cudaError_t CUDARTAPI cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig)
    __FERRY_DEPRECATED("use cudaDeviceSetCacheConfig instead");
__FERRY_API cudaError_t CUDARTAPI cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig)
    __FERRY_DEPRECATED("use cudaDeviceGetCacheConfig instead");

/* ---- double emulation for devices without doubles (legacy.c): the CPU
 * has them, so both leave the value as it is ---- */
__FERRY_API cudaError_t CUDARTAPI cudaSetDoubleForDevice(double *d)
    __FERRY_DEPRECATED("since CUDA 7.5: every device has doubles");
__FERRY_API cudaError_t CUDARTAPI cudaSetDoubleForHost(double *d)
    __FERRY_DEPRECATED("since CUDA 7.5: every device has doubles");

/* ---- linear copies to and from CUDA arrays: count bytes from (wOffset,
 * hOffset) on, running on into the following rows (array_copy.c, legacy.c) ---- */
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                                    const void *src, size_t count, enum cudaMemcpyKind kind)
    __FERRY_DEPRECATED("use cudaMemcpy2DToArray instead");
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset,
                                                      size_t hOffset, size_t count, enum cudaMemcpyKind kind)
    __FERRY_DEPRECATED("use cudaMemcpy2DFromArray instead");
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                                         cudaArray_const_t src, size_t wOffsetSrc,
                                                         size_t hOffsetSrc, size_t count,
                                                         enum cudaMemcpyKind kind __FERRY_DEFAULT(cudaMemcpyDeviceToDevice))
    __FERRY_DEPRECATED("use cudaMemcpy3D instead");
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                                         const void *src, size_t count, enum cudaMemcpyKind kind,
                                                         cudaStream_t stream __FERRY_DEFAULT(0))
    __FERRY_DEPRECATED("use cudaMemcpy2DToArrayAsync instead");
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset,
                                                           size_t hOffset, size_t count, enum cudaMemcpyKind kind,
                                                           cudaStream_t stream __FERRY_DEFAULT(0))
    __FERRY_DEPRECATED("use cudaMemcpy2DFromArrayAsync instead");

/* ---- a cooperative launch over several devices: here a list of one (legacy.c) ---- */
__FERRY_API cudaError_t CUDARTAPI cudaLaunchCooperativeKernelMultiDevice(struct cudaLaunchParams *launchParamsList,
                                                                         unsigned int numDevices,
                                                                         unsigned int flags __FERRY_DEFAULT(0))
    __FERRY_DEPRECATED("since CUDA 11.3");

#if defined(__cplusplus)
}
#endif

#endif
