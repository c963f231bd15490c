/* bfloat16: __nv_bfloat16, __nv_bfloat162 and the CUDA Math API's bfloat16
 * intrinsics, written from the public CUDA Math API documentation.
 * Included by <cuda_bf16.h>; see ferry/fp16_ops.h for the shared part.
 * bfloat16 has float's exponent range: * and / are done in double, whose
 * range keeps bfloat16 subnormal results exact before the one rounding. */
#ifndef FERRY_BF16_H
#define FERRY_BF16_H

#include "ferry/fp16_common.h"

/* bfloat16 bits to float: the upper half of the float */
__FERRY_F16_HD float __ferry_bf2f(unsigned short b) { return __ferry_bitsf((unsigned int)b << 16); }

struct __nv_bfloat16_raw {
    unsigned short x;
};
struct __nv_bfloat162_raw {
    unsigned short x, y;
};

struct __half;

struct __align__(2) __nv_bfloat16 {
    unsigned short __x;
    __nv_bfloat16() = default;
    __host__ __device__ constexpr __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
    __host__ __device__ explicit __nv_bfloat16(const __half f); /* ferry/fp16_bf16.h */
    __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &r) { __x = r.x; return *this; }
    __host__ __device__ constexpr operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{__x}; }
    /* volatile copies, as reductions through volatile shared memory (and
     * libcu++'s complex) make: through the raw type, so that copying
     * stays trivial */
    __host__ __device__ __nv_bfloat16(const volatile __nv_bfloat16_raw &r) : __x(r.x) {}
    __host__ __device__ volatile __nv_bfloat16 &operator=(const __nv_bfloat16_raw &r) volatile { __x = r.x; return *this; }
    __host__ __device__ volatile __nv_bfloat16 &operator=(const volatile __nv_bfloat16_raw &r) volatile { __x = r.x; return *this; }
    __host__ __device__ operator __nv_bfloat16_raw() const volatile { return __nv_bfloat16_raw{__x}; }
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
    __host__ __device__ __nv_bfloat16(float f) : __x(__ferry_f2bf(f, 0)) {}
    __host__ __device__ __nv_bfloat16(double d) : __x(__ferry_d2small(d, 0, 7, 127)) {}
    __host__ __device__ __nv_bfloat16(short v) : __x(__ferry_f2bf(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(unsigned short v) : __x(__ferry_f2bf(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(int v) : __x(__ferry_f2bf(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(unsigned int v) : __x(__ferry_f2bf(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(long v) : __x(__ferry_f2bf(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(unsigned long v) : __x(__ferry_f2bf(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(long long v) : __x(__ferry_f2bf(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __nv_bfloat16(unsigned long long v) : __x(__ferry_f2bf(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ operator float() const { return __ferry_bf2f(__x); }
    /* to integers: rounded toward zero, saturated, NaN to 0 */
    __host__ __device__ explicit operator bool() const { return (__x & 0x7fffu) != 0; }
#define __FERRY_HCONV(T, lo, hi, mn, mx)                                              \
    __host__ __device__ explicit operator T() const                                   \
    {                                                                                 \
        return __ferry_f2int<T>(__builtin_truncf(__ferry_bf2f(__x)), lo, hi, mn, mx);  \
    }
    __FERRY_F16_INT_CONVS
#undef __FERRY_HCONV
#endif
};

struct __align__(4) __nv_bfloat162 {
    __nv_bfloat16 x, y;
    __nv_bfloat162() = default;
    __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
    __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r) : x(__nv_bfloat16_raw{r.x}), y(__nv_bfloat16_raw{r.y}) {}
    __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &r)
    {
        x = __nv_bfloat16_raw{r.x};
        y = __nv_bfloat16_raw{r.y};
        return *this;
    }
    __host__ __device__ operator __nv_bfloat162_raw() const { return __nv_bfloat162_raw{x.__x, y.__x}; }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* ------------------------------------------------------------ conversions */
__FERRY_F16_HD __nv_bfloat16 __ferry_b(unsigned short b) { __nv_bfloat16 h; h.__x = b; return h; }
__FERRY_F16_HD __nv_bfloat16 __ferry_b_from(float f, int mode) { return __ferry_b(__ferry_f2bf(f, mode)); }
__FERRY_F16_HD __nv_bfloat16 __ferry_b_rn(float f) { return __ferry_b(__ferry_f2bf(f, 0)); }
__FERRY_F16_HD __nv_bfloat16 __ferry_b_rn(double d) { return __ferry_b(__ferry_d2small(d, 0, 7, 127)); }
__FERRY_F16_HD float __ferry_tof(__nv_bfloat16 a) { return __ferry_bf2f(a.__x); }

__FERRY_F16_HD __nv_bfloat16 __float2bfloat16(const float a) { return __ferry_b_from(a, 0); }
__FERRY_F16_HD __nv_bfloat16 __float2bfloat16_rn(const float a) { return __ferry_b_from(a, 0); }
__FERRY_F16_HD __nv_bfloat16 __float2bfloat16_rz(const float a) { return __ferry_b_from(a, 1); }
__FERRY_F16_HD __nv_bfloat16 __float2bfloat16_ru(const float a) { return __ferry_b_from(a, 2); }
__FERRY_F16_HD __nv_bfloat16 __float2bfloat16_rd(const float a) { return __ferry_b_from(a, 3); }
__FERRY_F16_HD __nv_bfloat16 __double2bfloat16(const double a) { return __ferry_b_rn(a); }
__FERRY_F16_HD float __bfloat162float(const __nv_bfloat16 a) { return __ferry_bf2f(a.__x); }
__FERRY_F16_HD __nv_bfloat162 __float2bfloat162_rn(const float a) { __nv_bfloat16 h = __float2bfloat16(a); return __nv_bfloat162(h, h); }
__FERRY_F16_HD __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) { return __nv_bfloat162(__float2bfloat16(a), __float2bfloat16(b)); }
__FERRY_F16_HD __nv_bfloat162 __float22bfloat162_rn(const float2 a) { return __nv_bfloat162(__float2bfloat16(a.x), __float2bfloat16(a.y)); }
__FERRY_F16_HD float2 __bfloat1622float2(const __nv_bfloat162 a) { float2 r; r.x = __bfloat162float(a.x); r.y = __bfloat162float(a.y); return r; }
__FERRY_F16_HD float __low2float(const __nv_bfloat162 a) { return __bfloat162float(a.x); }
__FERRY_F16_HD float __high2float(const __nv_bfloat162 a) { return __bfloat162float(a.y); }
__FERRY_INT_FAMILIES(__nv_bfloat16, bfloat16, __ferry_tof, __ferry_b_from)

/* ---------------------------------------------------------- data movement */
__FERRY_F16_HD __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__FERRY_F16_HD __nv_bfloat162 make_bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__FERRY_F16_HD __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__FERRY_F16_HD __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
__FERRY_F16_HD __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
__FERRY_F16_HD __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__FERRY_F16_HD __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
__FERRY_F16_HD __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__FERRY_F16_HD __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
__FERRY_F16_HD __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }
__FERRY_F16_HD short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)h.__x; }
__FERRY_F16_HD unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return h.__x; }
__FERRY_F16_HD __nv_bfloat16 __short_as_bfloat16(const short i) { return __ferry_b((unsigned short)i); }
__FERRY_F16_HD __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return __ferry_b(i); }

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7BFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3C00U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)

/* ------------------------------------------------- the shared operations */
#define __FT __nv_bfloat16
#define __FT2 __nv_bfloat162
#define __FR __ferry_b_rn
#define __FMD double
#define __FFMA __ferry_fma_odd
#define __FONE 0x3f80u
#if defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define __FNOOPS
#endif
#if defined(__CUDA_NO_BFLOAT162_OPERATORS__)
#define __FNOOPS2
#endif
#include "ferry/fp16_ops.h"
#undef __FT
#undef __FT2
#undef __FR
#undef __FMD
#undef __FFMA
#undef __FONE
#undef __FNOOPS
#undef __FNOOPS2

#include "ferry/fp16_bf16.h"

#endif
