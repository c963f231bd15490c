/* Ferry's <cuda_fp16.h>, so far only the storage type: half (__half), a
 * binary16 value with conversions to and from float (constructor,
 * operator float, __float2half, __float2half_rn, __half2float; rounding to
 * nearest even, subnormals kept). Arithmetic on halves goes through float;
 * half2 and the __h* intrinsics (__hadd, __hmul, ...) are not there yet, so
 * code using them does not compile. Written from the CUDA Math API
 * documentation. */
#ifndef FERRY_CUDA_FP16_H
#define FERRY_CUDA_FP16_H
#define __CUDA_FP16_H__ /* the toolkit's guard (see driver_types.h) */

#include "cuda_runtime.h"

#if defined(__cplusplus)
#define __FERRY_HALF_TYPES 1
#define __CUDA_FP16_TYPES_EXIST__ /* programs test it before using half */
/* float to binary16, rounding to nearest even (overflow to infinity) */
static __host__ __device__ inline unsigned short __ferry_float_to_half_bits(float f)
{
    unsigned int x;
    __builtin_memcpy(&x, &f, 4);
    unsigned int sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
    if (ax >= 0x7f800000u) /* infinity, NaN (quiet) */
        return (unsigned short)(sign | 0x7c00u | (ax > 0x7f800000u ? 0x200u : 0u));
    if (ax >= 0x477ff000u) /* rounds past 65504 */
        return (unsigned short)(sign | 0x7c00u);
    if (ax >= 0x38800000u) { /* normal */
        unsigned int r = (ax >> 13) - (112u << 10), rem = ax & 0x1fffu;
        r += rem > 0x1000u || (rem == 0x1000u && (r & 1u));
        return (unsigned short)(sign | r);
    }
    if (ax <= 0x33000000u) /* at most half the smallest subnormal */
        return (unsigned short)sign;
    unsigned int shift = 126u - (ax >> 23), m = (ax & 0x7fffffu) | 0x800000u;
    unsigned int r = m >> shift, rem = m & ((1u << shift) - 1u), half = 1u << (shift - 1u);
    r += rem > half || (rem == half && (r & 1u));
    return (unsigned short)(sign | r);
}
static __host__ __device__ inline float __ferry_half_bits_to_float(unsigned short h)
{
    unsigned int sign = (unsigned int)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, x;
    if (e == 0x1fu) {
        x = sign | 0x7f800000u | (m << 13);
    } else if (e) {
        x = sign | ((e + 112u) << 23) | (m << 13);
    } else if (!m) {
        x = sign;
    } else { /* subnormal */
        e = 113u;
        while (!(m & 0x400u)) {
            m <<= 1;
            e--;
        }
        x = sign | (e << 23) | ((m & 0x3ffu) << 13);
    }
    float f;
    __builtin_memcpy(&f, &x, 4);
    return f;
}
struct __half {
    unsigned short __x;
    __half() = default;
    __host__ __device__ __half(float f) : __x(__ferry_float_to_half_bits(f)) {}
    __host__ __device__ operator float() const { return __ferry_half_bits_to_float(__x); }
};
typedef __half half;
static __host__ __device__ inline __half __float2half(float f) { return __half(f); }
static __host__ __device__ inline __half __float2half_rn(float f) { return __half(f); }
static __host__ __device__ inline float __half2float(__half h) { return __ferry_half_bits_to_float(h.__x); }
#endif


#endif
