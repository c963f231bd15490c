/* Profiler control of the driver API, written from the CUDA Driver API
 * documentation. As with cuda_profiler_api.h, starting and stopping succeed
 * (and log with FERRY_PROFILER_LOG set); cuProfilerInitialize is deprecated
 * and, as CUDA 12's, answers CUDA_ERROR_NOT_SUPPORTED. */
#ifndef FERRY_CUDAPROFILER_H
#define FERRY_CUDAPROFILER_H

#include "cuda.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum CUoutput_mode_enum {
    CU_OUT_KEY_VALUE_PAIR = 0x00,
    CU_OUT_CSV = 0x01
} CUoutput_mode;

__FERRY_CU_API CUresult CUDAAPI cuProfilerInitialize(const char *configFile, const char *outputFile,
                                                     CUoutput_mode outputMode);
__FERRY_CU_API CUresult CUDAAPI cuProfilerStart(void);
__FERRY_CU_API CUresult CUDAAPI cuProfilerStop(void);

#ifdef __cplusplus
}
#endif

#endif
