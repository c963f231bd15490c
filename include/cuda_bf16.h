/* Ferry's <cuda_bf16.h>: __nv_bfloat16 (nv_bfloat16), __nv_bfloat162
 * (nv_bfloat162), __nv_bfloat16_raw, __nv_bfloat162_raw and the bfloat16
 * intrinsics of the CUDA Math API (conversions in every rounding mode,
 * arithmetic, comparisons, math functions, data movement, shuffles,
 * atomicAdd, the CUDART_*_BF16 constants), C++ only. Written from the
 * public CUDA Math API documentation; the code is in ferry/bf16.h. */
#ifndef FERRY_CUDA_BF16_H
#define FERRY_CUDA_BF16_H
#define __CUDA_BF16_H__ /* the toolkit's guard (see driver_types.h) */

#include "cuda_runtime.h"

#if defined(__cplusplus)
#define __FERRY_BF16_TYPES 1
#define __CUDA_BF16_TYPES_EXIST__ /* programs test it before using __nv_bfloat16 */
#include "ferry/bf16.h"
#endif

#endif
