/* The device-side runtime API (dynamic parallelism).  Ferry does not run
 * kernels launched from the device, but CUDA C++ libraries (Thrust, CUB)
 * name these functions in __host__ __device__ code that is only emitted for
 * the device with -rdc, so they are declared as the toolkit declares them.
 * Device code that really calls one fails to link with a message naming
 * dynamic parallelism (see lower/cpu). */
#ifndef FERRY_CUDA_DEVICE_RUNTIME_API_H
#define FERRY_CUDA_DEVICE_RUNTIME_API_H
#define __CUDA_DEVICE_RUNTIME_API_H__ /* the toolkit's guard (see driver_types.h) */
#include "cuda_runtime_api.h"

#if defined(__cplusplus) && defined(__CUDACC__)
extern "C" {
__device__ void *cudaGetParameterBuffer(size_t alignment, size_t size);
__device__ void *cudaGetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension,
                                          unsigned int sharedMemSize);
__device__ cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension,
                                        dim3 blockDimension, unsigned int sharedMemSize,
                                        cudaStream_t stream);
__device__ cudaError_t cudaLaunchDeviceV2(void *parameterBuffer, cudaStream_t stream);
__device__ cudaError_t __cudaDeviceSynchronizeDeprecationAvoidance(void);
}
#endif
#endif
