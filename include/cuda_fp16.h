/* Ferry's <cuda_fp16.h>: half (__half), half2 (__half2), __half_raw,
 * __half2_raw and the half precision intrinsics of the CUDA Math API
 * (conversions in every rounding mode, arithmetic, comparisons, math
 * functions, data movement, shuffles, atomicAdd, the CUDART_*_FP16
 * constants), C++ only. Written from the public CUDA Math API
 * documentation; the code is in ferry/fp16.h. */
#ifndef FERRY_CUDA_FP16_H
#define FERRY_CUDA_FP16_H
#define __CUDA_FP16_H__ /* the toolkit's guard (see driver_types.h) */

#include "cuda_runtime.h"

#if defined(__cplusplus)
#define __FERRY_HALF_TYPES 1
#define __CUDA_FP16_TYPES_EXIST__ /* programs test it before using half */
#include "ferry/fp16.h"
#endif

#endif
