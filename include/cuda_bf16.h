/* Ferry's <cuda_bf16.h>, so far only the storage type: __nv_bfloat16 with
 * conversions to and from float (constructor, operator float,
 * __float2bfloat16, __float2bfloat16_rn, __bfloat162float; rounding to
 * nearest even). __nv_bfloat162 and the bf16 intrinsics are not there yet. */
#ifndef FERRY_CUDA_BF16_H
#define FERRY_CUDA_BF16_H
#define __CUDA_BF16_H__ /* the toolkit's guard (see driver_types.h) */

#include "cuda_runtime.h"

#if defined(__cplusplus)
#define __FERRY_BF16_TYPES 1
#define __CUDA_BF16_TYPES_EXIST__ /* programs test it before using __nv_bfloat16 */
static __host__ __device__ inline unsigned short __ferry_float_to_bf16_bits(float f)
{
    unsigned int x;
    __builtin_memcpy(&x, &f, 4);
    if ((x & 0x7fffffffu) > 0x7f800000u) /* NaN stays NaN */
        return (unsigned short)((x >> 16) | 0x40u);
    return (unsigned short)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}
static __host__ __device__ inline float __ferry_bf16_bits_to_float(unsigned short b)
{
    unsigned int x = (unsigned int)b << 16;
    float f;
    __builtin_memcpy(&f, &x, 4);
    return f;
}
struct __nv_bfloat16 {
    unsigned short __x;
    __nv_bfloat16() = default;
    __host__ __device__ __nv_bfloat16(float f) : __x(__ferry_float_to_bf16_bits(f)) {}
    __host__ __device__ operator float() const { return __ferry_bf16_bits_to_float(__x); }
};
static __host__ __device__ inline __nv_bfloat16 __float2bfloat16(float f) { return __nv_bfloat16(f); }
static __host__ __device__ inline __nv_bfloat16 __float2bfloat16_rn(float f) { return __nv_bfloat16(f); }
static __host__ __device__ inline float __bfloat162float(__nv_bfloat16 b) { return __ferry_bf16_bits_to_float(b.__x); }
#endif


#endif
