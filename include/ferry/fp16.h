/* half precision (binary16): __half, __half2 and the CUDA Math API's half
 * intrinsics, written from the public CUDA Math API documentation.
 * Included by <cuda_fp16.h>; see ferry/fp16_ops.h for the shared part. */
#ifndef FERRY_FP16_H
#define FERRY_FP16_H

#include "ferry/fp16_common.h"

struct __half_raw {
    unsigned short x;
};
struct __half2_raw {
    unsigned short x, y;
};

struct __nv_bfloat16;

struct __align__(2) __half {
    unsigned short __x;
    __half() = default;
    __host__ __device__ constexpr __half(const __half_raw &r) : __x(r.x) {}
    __host__ __device__ explicit __half(const __nv_bfloat16 f); /* ferry/fp16_bf16.h */
    __host__ __device__ __half &operator=(const __half_raw &r) { __x = r.x; return *this; }
    __host__ __device__ constexpr operator __half_raw() const { return __half_raw{__x}; }
    /* volatile copies, as reductions through volatile shared memory (and
     * libcu++'s complex) make: through the raw type, so that copying
     * stays trivial */
    __host__ __device__ __half(const volatile __half_raw &r) : __x(r.x) {}
    __host__ __device__ volatile __half &operator=(const __half_raw &r) volatile { __x = r.x; return *this; }
    __host__ __device__ volatile __half &operator=(const volatile __half_raw &r) volatile { __x = r.x; return *this; }
    __host__ __device__ operator __half_raw() const volatile { return __half_raw{__x}; }
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
    __host__ __device__ __half(float f) : __x(__ferry_f2h(f, 0)) {}
    __host__ __device__ __half(double d) : __x(__ferry_d2small(d, 0, 10, 15)) {}
    __host__ __device__ __half(short v) : __x(__ferry_f2h(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __half(unsigned short v) : __x(__ferry_f2h(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ __half(int v) : __x(__ferry_f2h(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __half(unsigned int v) : __x(__ferry_f2h(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ __half(long v) : __x(__ferry_f2h(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __half(unsigned long v) : __x(__ferry_f2h(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ __half(long long v) : __x(__ferry_f2h(__ferry_s2f_odd(v), 0)) {}
    __host__ __device__ __half(unsigned long long v) : __x(__ferry_f2h(__ferry_u2f_odd(v), 0)) {}
    __host__ __device__ operator float() const { return __ferry_h2f(__x); }
    /* to integers: rounded toward zero, saturated, NaN to 0 */
    __host__ __device__ explicit operator bool() const { return (__x & 0x7fffu) != 0; }
#define __FERRY_HCONV(T, lo, hi, mn, mx)                                              \
    __host__ __device__ explicit operator T() const                                   \
    {                                                                                 \
        return __ferry_f2int<T>(__builtin_truncf(__ferry_h2f(__x)), lo, hi, mn, mx);  \
    }
    __FERRY_F16_INT_CONVS
#undef __FERRY_HCONV
#endif
};

struct __align__(4) __half2 {
    __half x, y;
    __half2() = default;
    __host__ __device__ constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
    __host__ __device__ __half2(const __half2_raw &r) : x(__half_raw{r.x}), y(__half_raw{r.y}) {}
    __host__ __device__ __half2 &operator=(const __half2_raw &r)
    {
        x = __half_raw{r.x};
        y = __half_raw{r.y};
        return *this;
    }
    __host__ __device__ operator __half2_raw() const { return __half2_raw{x.__x, y.__x}; }
};

typedef __half half;
typedef __half2 half2;

/* ------------------------------------------------------------ conversions */
__FERRY_F16_HD __half __ferry_h(unsigned short b) { __half h; h.__x = b; return h; }
__FERRY_F16_HD __half __ferry_h_from(float f, int mode) { return __ferry_h(__ferry_f2h(f, mode)); }
__FERRY_F16_HD __half __ferry_h_rn(float f) { return __ferry_h(__ferry_f2h(f, 0)); }
__FERRY_F16_HD __half __ferry_h_rn(double d) { return __ferry_h(__ferry_d2small(d, 0, 10, 15)); }
__FERRY_F16_HD float __ferry_tof(__half a) { return __ferry_h2f(a.__x); }

__FERRY_F16_HD __half __float2half(const float a) { return __ferry_h_from(a, 0); }
__FERRY_F16_HD __half __float2half_rn(const float a) { return __ferry_h_from(a, 0); }
__FERRY_F16_HD __half __float2half_rz(const float a) { return __ferry_h_from(a, 1); }
__FERRY_F16_HD __half __float2half_ru(const float a) { return __ferry_h_from(a, 2); }
__FERRY_F16_HD __half __float2half_rd(const float a) { return __ferry_h_from(a, 3); }
__FERRY_F16_HD __half __double2half(const double a) { return __ferry_h_rn(a); }
__FERRY_F16_HD float __half2float(const __half a) { return __ferry_h2f(a.__x); }
__FERRY_F16_HD __half2 __float2half2_rn(const float a) { __half h = __float2half(a); return __half2(h, h); }
__FERRY_F16_HD __half2 __floats2half2_rn(const float a, const float b) { return __half2(__float2half(a), __float2half(b)); }
__FERRY_F16_HD __half2 __float22half2_rn(const float2 a) { return __half2(__float2half(a.x), __float2half(a.y)); }
__FERRY_F16_HD float2 __half22float2(const __half2 a) { float2 r; r.x = __half2float(a.x); r.y = __half2float(a.y); return r; }
__FERRY_F16_HD float __low2float(const __half2 a) { return __half2float(a.x); }
__FERRY_F16_HD float __high2float(const __half2 a) { return __half2float(a.y); }
__FERRY_INT_FAMILIES(__half, half, __ferry_tof, __ferry_h_from)

/* ---------------------------------------------------------- data movement */
__FERRY_F16_HD __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
__FERRY_F16_HD __half2 make_half2(const __half a, const __half b) { return __half2(a, b); }
__FERRY_F16_HD __half2 __half2half2(const __half a) { return __half2(a, a); }
__FERRY_F16_HD __half __low2half(const __half2 a) { return a.x; }
__FERRY_F16_HD __half __high2half(const __half2 a) { return a.y; }
__FERRY_F16_HD __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
__FERRY_F16_HD __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }
__FERRY_F16_HD __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
__FERRY_F16_HD __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }
__FERRY_F16_HD __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }
__FERRY_F16_HD short __half_as_short(const __half h) { return (short)h.__x; }
__FERRY_F16_HD unsigned short __half_as_ushort(const __half h) { return h.__x; }
__FERRY_F16_HD __half __short_as_half(const short i) { return __ferry_h((unsigned short)i); }
__FERRY_F16_HD __half __ushort_as_half(const unsigned short i) { return __ferry_h(i); }

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)

/* ------------------------------------------------- the shared operations */
#define __FT __half
#define __FT2 __half2
#define __FR __ferry_h_rn
#define __FMD float
#define __FFMA __ferry_fma_odd24
#define __FONE 0x3c00u
#if defined(__CUDA_NO_HALF_OPERATORS__)
#define __FNOOPS
#endif
#if defined(__CUDA_NO_HALF2_OPERATORS__)
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

/* The shuffles without a mask that CUDA 9-12 kept on halves below sm_70,
 * as the int ones (ferry/device_functions.h): at every -arch, marked for
 * the one warning per file of the hub stage (hub/legacy.c). */
#if defined(__FERRY_CUDA__)
#if defined(__CUDA_ARCH__)
extern "C" __device__ void __ferry_legacy(const char *);
#define __FERRY_HALF_LEGACY(name) __ferry_legacy(#name);
#else
#define __FERRY_HALF_LEGACY(name)
#endif
#define __FERRY_HALF_SHFL(name, laneT)                                                          \
    __FERRY_F16_DEV __half name(__half var, laneT l, int width = 32)                            \
    {                                                                                           \
        __FERRY_HALF_LEGACY(name)                                                               \
        return name##_sync(0xffffffffu, var, l, width);                                         \
    }                                                                                           \
    __FERRY_F16_DEV __half2 name(__half2 var, laneT l, int width = 32)                          \
    {                                                                                           \
        __FERRY_HALF_LEGACY(name)                                                               \
        return name##_sync(0xffffffffu, var, l, width);                                         \
    }
__FERRY_HALF_SHFL(__shfl, int)
__FERRY_HALF_SHFL(__shfl_up, unsigned int)
__FERRY_HALF_SHFL(__shfl_down, unsigned int)
__FERRY_HALF_SHFL(__shfl_xor, int)
#undef __FERRY_HALF_SHFL
#undef __FERRY_HALF_LEGACY
#endif

#include "ferry/fp16_bf16.h"

#endif
