/* Profiler control of the runtime API, written from the CUDA Runtime API
 * documentation. There is no profiler to control on the CPU: both calls
 * succeed and, with FERRY_PROFILER_LOG set (to a file name, or to anything
 * else for stderr), leave a line in the log so a program's profiling ranges
 * can be seen. cudaProfilerInitialize is gone from CUDA 12 and not here. */
#ifndef FERRY_CUDA_PROFILER_API_H
#define FERRY_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

#if defined(__cplusplus)
extern "C" {
#endif

extern __FERRY_CUDART_EXPORT __host__ cudaError_t CUDARTAPI cudaProfilerStart(void);
extern __FERRY_CUDART_EXPORT __host__ cudaError_t CUDARTAPI cudaProfilerStop(void);

#if defined(__cplusplus)
}
#endif

#endif
