/* Profiler control of the runtime API, written from the CUDA Runtime API
 * documentation. There is no profiler to control on the CPU: both calls
 * succeed and, with FERRY_PROFILER_LOG set (to a file name, or to anything
 * else for stderr), leave a line in the log so a program's profiling ranges
 * can be seen. cudaProfilerInitialize, deprecated in CUDA 11 and gone from
 * CUDA 12, answers cudaErrorNotSupported, as CUDA 12's cuProfilerInitialize
 * does: there are no counters to configure. */
#ifndef FERRY_CUDA_PROFILER_API_H
#define FERRY_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

/* The output formats of cudaProfilerInitialize. */
enum cudaOutputMode {
    cudaKeyValuePair = 0x00,
    cudaCSV = 0x01
};
typedef enum cudaOutputMode cudaOutputMode_t;

#if defined(__cplusplus)
extern "C" {
#endif

extern __FERRY_CUDART_EXPORT __host__ cudaError_t CUDARTAPI cudaProfilerStart(void);
extern __FERRY_CUDART_EXPORT __host__ cudaError_t CUDARTAPI cudaProfilerStop(void);
extern __FERRY_CUDART_EXPORT __host__ cudaError_t CUDARTAPI cudaProfilerInitialize(const char *configFile,
                                                                                  const char *outputFile,
                                                                                  cudaOutputMode_t outputMode)
    __FERRY_DEPRECATED("since CUDA 11, and gone from CUDA 12");

#if defined(__cplusplus)
}
#endif

#endif
