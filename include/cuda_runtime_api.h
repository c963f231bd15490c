/* The C API of Ferry's CUDA runtime (libcudart).  Everything declared here
 * is implemented; what Ferry does not implement is not declared, so that a
 * program using it fails at compile time rather than at run time.
 * Usable from C, C++ and CUDA (clang-19). */
#ifndef FERRY_CUDA_RUNTIME_API_H
#define FERRY_CUDA_RUNTIME_API_H
#define __CUDA_RUNTIME_API_H__ /* the toolkit's guard (see driver_types.h) */

#include <stddef.h>

/* include/cuda_runtime.h may define these first (CUDA mode); only fill in.
 * Defined before vector_types.h, whose dim3 constructors use them. */
#ifndef __host__
#if defined(__CUDA__)
#define __host__ __attribute__((host))
#else
#define __host__
#endif
#endif
#ifndef __device__
#if defined(__CUDA__)
#define __device__ __attribute__((device))
#else
#define __device__
#endif
#endif

#include "driver_types.h"
#include "vector_types.h"

#define CUDART_VERSION 12030
#define __CUDART_API_VERSION CUDART_VERSION

#ifndef CUDARTAPI
#define CUDARTAPI
#endif
/* The calling convention of stream callbacks (stdcall on Windows only). */
#ifndef CUDART_CB
#define CUDART_CB
#endif

/* The library is built with hidden visibility; its API must stay visible. */
#if defined(__GNUC__)
#define __FERRY_CUDART_EXPORT __attribute__((visibility("default")))
#else
#define __FERRY_CUDART_EXPORT
#endif

#define __FERRY_API extern __FERRY_CUDART_EXPORT __host__

/* Default arguments exist only in C++. */
#if defined(__cplusplus)
#define __FERRY_DEFAULT(v) = v
#else
#define __FERRY_DEFAULT(v)
#endif

#include "ferry/rt_per_thread.h"

#if defined(__cplusplus)
extern "C" {
#endif

typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);
typedef void (*cudaHostFn_t)(void *userData);

/* ---- errors ---- */
__FERRY_API cudaError_t CUDARTAPI cudaGetLastError(void);
__FERRY_API cudaError_t CUDARTAPI cudaPeekAtLastError(void);
__FERRY_API const char *CUDARTAPI cudaGetErrorName(cudaError_t error);
__FERRY_API const char *CUDARTAPI cudaGetErrorString(cudaError_t error);

/* ---- versions and devices ---- */
__FERRY_API cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion);
__FERRY_API cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion);
__FERRY_API cudaError_t CUDARTAPI cudaGetDeviceCount(int *count);
__FERRY_API cudaError_t CUDARTAPI cudaSetDevice(int device);
__FERRY_API cudaError_t CUDARTAPI cudaGetDevice(int *device);
__FERRY_API cudaError_t CUDARTAPI cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
__FERRY_API cudaError_t CUDARTAPI cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__FERRY_API cudaError_t CUDARTAPI cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
__FERRY_API cudaError_t CUDARTAPI cudaSetDeviceFlags(unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaGetDeviceFlags(unsigned int *flags);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceSynchronize(void);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceReset(void);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);

/* ---- memory ---- */
__FERRY_API cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
__FERRY_API cudaError_t CUDARTAPI cudaFree(void *devPtr);
__FERRY_API cudaError_t CUDARTAPI cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
__FERRY_API cudaError_t CUDARTAPI cudaFreeAsync(void *devPtr, cudaStream_t hStream);
__FERRY_API cudaError_t CUDARTAPI cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
__FERRY_API cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size,
                                                    unsigned int flags __FERRY_DEFAULT(cudaMemAttachGlobal));
__FERRY_API cudaError_t CUDARTAPI cudaMallocHost(void **ptr, size_t size);
__FERRY_API cudaError_t CUDARTAPI cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaFreeHost(void *ptr);
__FERRY_API cudaError_t CUDARTAPI cudaHostRegister(void *ptr, size_t size, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaHostUnregister(void *ptr);
__FERRY_API cudaError_t CUDARTAPI cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaHostGetFlags(unsigned int *pFlags, void *pHost);
__FERRY_API cudaError_t CUDARTAPI cudaMemGetInfo(size_t *free, size_t *total);
__FERRY_API cudaError_t CUDARTAPI cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr);
__FERRY_API cudaError_t CUDARTAPI cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                                       cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                                                int device);

__FERRY_API cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                                  enum cudaMemcpyKind kind, cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                                               size_t width, size_t height, enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                                                    size_t width, size_t height, enum cudaMemcpyKind kind,
                                                    cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count);
__FERRY_API cudaError_t CUDARTAPI cudaMemsetAsync(void *devPtr, int value, size_t count,
                                                  cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
__FERRY_API cudaError_t CUDARTAPI cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width,
                                                    size_t height, cudaStream_t stream __FERRY_DEFAULT(0));

/* ---- symbols ---- */
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                                                     size_t offset __FERRY_DEFAULT(0),
                                                     enum cudaMemcpyKind kind __FERRY_DEFAULT(cudaMemcpyHostToDevice));
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
                                                       size_t offset __FERRY_DEFAULT(0),
                                                       enum cudaMemcpyKind kind __FERRY_DEFAULT(cudaMemcpyDeviceToHost));
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                                          size_t offset, enum cudaMemcpyKind kind,
                                                          cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count,
                                                            size_t offset, enum cudaMemcpyKind kind,
                                                            cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGetSymbolAddress(void **devPtr, const void *symbol);
__FERRY_API cudaError_t CUDARTAPI cudaGetSymbolSize(size_t *size, const void *symbol);

/* ---- streams ---- */
__FERRY_API cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *pStream);
__FERRY_API cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags,
                                                               int priority);
__FERRY_API cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaStreamQuery(cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                                      unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
__FERRY_API cudaError_t CUDARTAPI cudaStreamGetPriority(cudaStream_t hStream, int *priority);
__FERRY_API cudaError_t CUDARTAPI cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
                                                        void *userData, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);

/* ---- events ---- */
__FERRY_API cudaError_t CUDARTAPI cudaEventCreate(cudaEvent_t *event);
__FERRY_API cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream __FERRY_DEFAULT(0),
                                                           unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
__FERRY_API cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event);

/* ---- execution ---- */
__FERRY_API cudaError_t CUDARTAPI cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                                   size_t sharedMem, cudaStream_t stream);
/* What <<<>>> calls under --default-stream per-thread (rt_per_thread.h). */
__FERRY_API cudaError_t CUDARTAPI cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                                        size_t sharedMem, cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim,
                                                              void **args, size_t sharedMem, cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
__FERRY_API cudaError_t CUDARTAPI cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
__FERRY_API cudaError_t CUDARTAPI cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
__FERRY_API cudaError_t CUDARTAPI cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config);
__FERRY_API cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                                                int blockSize,
                                                                                size_t dynamicSMemSize);
__FERRY_API cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem __FERRY_DEFAULT(0),
                                                    cudaStream_t stream __FERRY_DEFAULT(0));

/* ---- entry points of compiler-generated host code (clang's CUDA host pass) ---- */
/* clang fills missing <<<>>> arguments from these defaults. */
__FERRY_API unsigned CUDARTAPI __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                                           size_t sharedMem __FERRY_DEFAULT(0),
                                                           void *stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                                             void *stream);
__FERRY_API void **CUDARTAPI __cudaRegisterFatBinary(void *fatCubin);
__FERRY_API void CUDARTAPI __cudaRegisterFatBinaryEnd(void **fatCubinHandle);
__FERRY_API void CUDARTAPI __cudaUnregisterFatBinary(void **fatCubinHandle);
__FERRY_API void CUDARTAPI __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                                                  const char *deviceName, int thread_limit, void *tid, void *bid,
                                                  void *bDim, void *gDim, int *wSize);
__FERRY_API void CUDARTAPI __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress,
                                             const char *deviceName, int ext, size_t size, int constant,
                                             int global);
__FERRY_API void CUDARTAPI __cudaRegisterManagedVar(void **fatCubinHandle, void **hostVarPtrAddress,
                                                    char *deviceAddress, const char *deviceName, int ext,
                                                    size_t size, int constant, int global);

#if defined(__cplusplus)
}
#endif

/* The larger families of the API, one header each (each declares only what
 * is implemented, as above). */
#include "ferry/rt_memory.h"  /* 3D memory, memory pools, peer access, stream attributes */
#include "ferry/rt_texture.h" /* CUDA arrays, texture and surface objects (host side) */
#include "ferry/rt_texref.h"  /* texture and surface references (removed in CUDA 12) */
#include "ferry/rt_graph.h"   /* graphs and stream capture */
#include "ferry/rt_launch.h"  /* cudaLaunchKernelExC and its configuration */
#include "ferry/rt_user_object.h" /* user objects owned by graphs */
#include "ferry/rt_graphics.h" /* graphics interop resources (none can be registered) */
#include "ferry/rt_legacy.h"  /* what CUDA deprecated and removed, declared deprecated */

#undef __FERRY_API
#undef __FERRY_DEFAULT

#endif
