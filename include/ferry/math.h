/* The CUDA math API for device code (clang CUDA mode only).
 *
 * In clang's CUDA mode a plain libm function is host-only, so each function
 * here is a __device__ overload of the libm name (clang overloads on
 * __host__/__device__) whose body is a clang builtin: in the device IR it is
 * an LLVM math intrinsic (llvm.sin.f32, llvm.sqrt.f64, ...) or a call to the
 * libm function of the same name, which the CPU lowering links against libm.
 * Functions that only CUDA has (rsqrtf, sinpif, norm3df, erfinvf, ...) are
 * __host__ __device__ and written in terms of builtins.
 *
 * These declarations come before any <math.h>/<cmath>: the C++ library then
 * pulls the device overloads into namespace std with its `using ::sin;`, and
 * its own constexpr float overloads stay host-only instead of clashing. */
#ifndef FERRY_MATH_H
#define FERRY_MATH_H

#define __FERRY_DEV static __device__ __forceinline__
#define __FERRY_HD static __host__ __device__ __forceinline__

/* name(x): float namef(float), double name(double), float name(float). */
#define __FERRY_M1(name)                                                          \
    __FERRY_DEV float name##f(float x) { return __builtin_##name##f(x); }         \
    __FERRY_DEV double name(double x) { return __builtin_##name(x); }             \
    __FERRY_DEV float name(float x) { return __builtin_##name##f(x); }
#define __FERRY_M2(name)                                                          \
    __FERRY_DEV float name##f(float x, float y) { return __builtin_##name##f(x, y); } \
    __FERRY_DEV double name(double x, double y) { return __builtin_##name(x, y); }    \
    __FERRY_DEV float name(float x, float y) { return __builtin_##name##f(x, y); }
/* name(x) returning R. */
#define __FERRY_M1R(name, R)                                                      \
    __FERRY_DEV R name##f(float x) { return __builtin_##name##f(x); }             \
    __FERRY_DEV R name(double x) { return __builtin_##name(x); }                  \
    __FERRY_DEV R name(float x) { return __builtin_##name##f(x); }
/* name(x, A a). */
#define __FERRY_M1A(name, A)                                                      \
    __FERRY_DEV float name##f(float x, A a) { return __builtin_##name##f(x, a); } \
    __FERRY_DEV double name(double x, A a) { return __builtin_##name(x, a); }     \
    __FERRY_DEV float name(float x, A a) { return __builtin_##name##f(x, a); }

/* The float form from the device library (devlib/expf.c, logf.c,
 * sincosf.c, atanf.c, hyperbf.c, erff.c): straight-line code that the CPU lowering inlines and
 * vectorizes with the thread loop, where libm would be one call per lane. */
#define __FERRY_M1F(name)                                                         \
    extern "C" __device__ float __ferry_##name##f(float);                         \
    __FERRY_DEV float name##f(float x) { return __ferry_##name##f(x); }           \
    __FERRY_DEV double name(double x) { return __builtin_##name(x); }             \
    __FERRY_DEV float name(float x) { return __ferry_##name##f(x); }

/* Both forms from the device library (devlib/sincos.c, expd.c, log.c for
 * the double ones: glibc's differ in the last bit between CPUs with and
 * without FMA). */
#define __FERRY_M1FD(name)                                                        \
    extern "C" __device__ float __ferry_##name##f(float);                         \
    extern "C" __device__ double __ferry_##name(double);                          \
    __FERRY_DEV float name##f(float x) { return __ferry_##name##f(x); }           \
    __FERRY_DEV double name(double x) { return __ferry_##name(x); }               \
    __FERRY_DEV float name(float x) { return __ferry_##name##f(x); }

__FERRY_M1FD(acos) __FERRY_M1FD(acosh) __FERRY_M1FD(asin) __FERRY_M1FD(asinh)
__FERRY_M1FD(atan) __FERRY_M1FD(atanh) __FERRY_M1(ceil)
__FERRY_M1FD(cos) __FERRY_M1FD(cosh) __FERRY_M1FD(erf) __FERRY_M1FD(erfc)
__FERRY_M1FD(exp) __FERRY_M1FD(exp2) __FERRY_M1FD(expm1)
__FERRY_M1(fabs) __FERRY_M1(floor) __FERRY_M1(lgamma) __FERRY_M1FD(log)
__FERRY_M1FD(log1p) __FERRY_M1FD(log2) __FERRY_M1(logb)
__FERRY_M1(nearbyint) __FERRY_M1(rint) __FERRY_M1(round) __FERRY_M1FD(sin)
__FERRY_M1FD(sinh) __FERRY_M1(sqrt) __FERRY_M1FD(tan)
__FERRY_M1(trunc)

/* tgamma from the device library (devlib/gamma.c, within 2 ulp and the
 * same on every CPU); the float form rounds the double once (glibc's own
 * tgammaf is up to 6 ulp off near negative arguments, CUDA's bound 5). */
extern "C" __device__ double __ferry_tgamma(double);
__FERRY_DEV float tgammaf(float x) { return (float)__ferry_tgamma((double)x); }
__FERRY_DEV double tgamma(double x) { return __ferry_tgamma(x); }
__FERRY_DEV float tgamma(float x) { return (float)__ferry_tgamma((double)x); }

/* The device library's (devlib/), where libm's double function is not
 * within CUDA's bound. */
extern "C" __device__ double __ferry_log10(double);
extern "C" __device__ double __ferry_cbrt(double);
extern "C" __device__ double __ferry_tanh(double);
extern "C" __device__ double __ferry_exp10(double);
extern "C" __device__ float __ferry_exp10f(float);
extern "C" __device__ float __ferry_log10f(float);
extern "C" __device__ float __ferry_tanhf(float);
extern "C" __device__ float __ferry_powf(float, float);
extern "C" __device__ void __ferry_sincosf(float, float *, float *);
__FERRY_DEV float exp10f(float x) { return __ferry_exp10f(x); }
__FERRY_DEV double exp10(double x) { return __ferry_exp10(x); }
__FERRY_DEV float exp10(float x) { return __ferry_exp10f(x); }
__FERRY_DEV float log10f(float x) { return __ferry_log10f(x); }
__FERRY_DEV double log10(double x) { return __ferry_log10(x); }
__FERRY_DEV float log10(float x) { return __ferry_log10f(x); }
extern "C" __device__ float __ferry_cbrtf(float);
__FERRY_DEV float cbrtf(float x) { return __ferry_cbrtf(x); }
__FERRY_DEV double cbrt(double x) { return __ferry_cbrt(x); }
__FERRY_DEV float cbrt(float x) { return __ferry_cbrtf(x); }
__FERRY_DEV float tanhf(float x) { return __ferry_tanhf(x); }
__FERRY_DEV double tanh(double x) { return __ferry_tanh(x); }
__FERRY_DEV float tanh(float x) { return __ferry_tanhf(x); }
/* Modified Bessel functions, which libm does not have. */
extern "C" __device__ double __ferry_cyl_bessel_i0(double);
extern "C" __device__ double __ferry_cyl_bessel_i1(double);
__FERRY_DEV double cyl_bessel_i0(double x) { return __ferry_cyl_bessel_i0(x); }
__FERRY_DEV double cyl_bessel_i1(double x) { return __ferry_cyl_bessel_i1(x); }
__FERRY_DEV float cyl_bessel_i0f(float x) { return (float)__ferry_cyl_bessel_i0(x); }
__FERRY_DEV float cyl_bessel_i1f(float x) { return (float)__ferry_cyl_bessel_i1(x); }
__FERRY_M2(copysign) __FERRY_M2(fdim) __FERRY_M2(fmax)
__FERRY_M2(fmin) __FERRY_M2(fmod) __FERRY_M2(nextafter)
/* The float forms from the device library (devlib/atanf.c, rootsf.c). */
#define __FERRY_M2F(name)                                                         \
    extern "C" __device__ float __ferry_##name##f(float, float);                  \
    __FERRY_DEV float name##f(float x, float y) { return __ferry_##name##f(x, y); } \
    extern "C" __device__ double __ferry_##name(double, double);                  \
    __FERRY_DEV double name(double x, double y) { return __ferry_##name(x, y); }     \
    __FERRY_DEV float name(float x, float y) { return __ferry_##name##f(x, y); }
__FERRY_M2F(atan2)
#undef __FERRY_M2F
/* hypot of an infinity is +inf even beside a NaN, as CUDA documents; glibc
 * gives NaN when that NaN is a signaling one, which the GPU does not tell
 * apart. */
extern "C" __device__ float __ferry_hypotf(float, float);
__FERRY_DEV float hypotf(float x, float y) { return __ferry_hypotf(x, y); }
__FERRY_DEV double hypot(double x, double y) {
    return __builtin_isinf(x) || __builtin_isinf(y) ? __builtin_inf() : __builtin_hypot(x, y);
}
__FERRY_DEV float hypot(float x, float y) { return __ferry_hypotf(x, y); }
/* A zero remainder has the sign of x (IEEE 754); glibc's double remainder
 * loses it when y is tiny. */
__FERRY_DEV float remainderf(float x, float y) {
    float r = __builtin_remainderf(x, y);
    return r == 0.0f ? __builtin_copysignf(0.0f, x) : r;
}
__FERRY_DEV double remainder(double x, double y) {
    double r = __builtin_remainder(x, y);
    return r == 0.0 ? __builtin_copysign(0.0, x) : r;
}
__FERRY_DEV float remainder(float x, float y) { return remainderf(x, y); }
__FERRY_DEV float powf(float x, float y) { return __ferry_powf(x, y); }
extern "C" __device__ double __ferry_pow(double, double);
__FERRY_DEV double pow(double x, double y) { return __ferry_pow(x, y); }
__FERRY_DEV float pow(float x, float y) { return __ferry_powf(x, y); }
__FERRY_M1R(ilogb, int)
__FERRY_M1A(frexp, int *) __FERRY_M1A(ldexp, int) __FERRY_M1A(scalbn, int)
__FERRY_M1A(scalbln, long)

__FERRY_DEV float fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
__FERRY_DEV double fma(double x, double y, double z) { return __builtin_fma(x, y, z); }
__FERRY_DEV float fma(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
__FERRY_DEV float modff(float x, float *ip) { return __builtin_modff(x, ip); }
__FERRY_DEV double modf(double x, double *ip) { return __builtin_modf(x, ip); }
__FERRY_DEV float modf(float x, float *ip) { return __builtin_modff(x, ip); }
/* libm leaves *q unwritten where the result is NaN (x infinite, y zero, a
 * NaN operand), so the caller would read whatever its stack held. */
__FERRY_DEV float remquof(float x, float y, int *q) {
    *q = 0;
    float r = __builtin_remquof(x, y, q);
    return r == 0.0f ? __builtin_copysignf(0.0f, x) : r;
}
__FERRY_DEV double remquo(double x, double y, int *q) {
    *q = 0;
    double r = __builtin_remquo(x, y, q);
    return r == 0.0 ? __builtin_copysign(0.0, x) : r;
}
__FERRY_DEV float remquo(float x, float y, int *q) { return remquof(x, y, q); }

/* Rounding to long and long long as the GPU does it, saturated at the
 * limits, a NaN giving 0 (llroundf: LLONG_MIN, as CUDA's does). libm leaves
 * these results unspecified: x86's cvtsd2si answers 0x8000000000000000 for
 * all of them, and LLVM may choose anything for an lrint that does not fit. */
__FERRY_DEV long long __ferry_llsat(double r, long long nan) {
    if (r != r) return nan;
    if (r < -0x1p63) return -9223372036854775807ll - 1;
    if (r >= 0x1p63) return 9223372036854775807ll;
    return (long long)r;
}
#define __FERRY_LROUND(name, R, rnd, nanf_)                                       \
    __FERRY_DEV R name##f(float x) { return (R)__ferry_llsat(__builtin_##rnd##f(x), nanf_); } \
    __FERRY_DEV R name(double x) { return (R)__ferry_llsat(__builtin_##rnd(x), 0); }          \
    __FERRY_DEV R name(float x) { return (R)__ferry_llsat(__builtin_##rnd##f(x), nanf_); }
__FERRY_LROUND(lrint, long, rint, 0)
__FERRY_LROUND(llrint, long long, rint, 0)
__FERRY_LROUND(lround, long, round, -9223372036854775807ll - 1)
__FERRY_LROUND(llround, long long, round, -9223372036854775807ll - 1)
#undef __FERRY_LROUND
__FERRY_DEV float nanf(const char *tag) { (void)tag; return __builtin_nanf(""); }
__FERRY_DEV double nan(const char *tag) { (void)tag; return __builtin_nan(""); }
__FERRY_DEV void sincosf(float x, float *s, float *c) { __ferry_sincosf(x, s, c); }
extern "C" __device__ void __ferry_sincos(double, double *, double *);
__FERRY_DEV void sincos(double x, double *s, double *c) { __ferry_sincos(x, s, c); }

/* Absolute values. */
/* Negated in unsigned arithmetic: abs(INT_MIN) is INT_MIN on the GPU,
 * where a signed negation would leave it undefined. */
__FERRY_DEV int abs(int x) { return x < 0 ? (int)(0u - (unsigned)x) : x; }
__FERRY_DEV long labs(long x) { return x < 0 ? (long)(0ul - (unsigned long)x) : x; }
__FERRY_DEV long long llabs(long long x) { return x < 0 ? (long long)(0ull - (unsigned long long)x) : x; }
__FERRY_DEV long abs(long x) { return labs(x); }
__FERRY_DEV long long abs(long long x) { return llabs(x); }
__FERRY_DEV float abs(float x) { return __builtin_fabsf(x); }
__FERRY_DEV double abs(double x) { return __builtin_fabs(x); }

/* Classification.  <math.h> makes these macros over clang builtins; the
 * parenthesised names are the functions <cmath> leaves behind. */
__FERRY_DEV bool (isnan)(float x) { return __builtin_isnan(x); }
__FERRY_DEV bool (isnan)(double x) { return __builtin_isnan(x); }
__FERRY_DEV bool (isinf)(float x) { return __builtin_isinf(x); }
__FERRY_DEV bool (isinf)(double x) { return __builtin_isinf(x); }
__FERRY_DEV bool (isfinite)(float x) { return __builtin_isfinite(x); }
__FERRY_DEV bool (isfinite)(double x) { return __builtin_isfinite(x); }
__FERRY_DEV bool (signbit)(float x) { return __builtin_signbit(x); }
__FERRY_DEV bool (signbit)(double x) { return __builtin_signbit(x); }
__FERRY_DEV bool (isnormal)(float x) { return __builtin_isnormal(x); }
__FERRY_DEV bool (isnormal)(double x) { return __builtin_isnormal(x); }
__FERRY_DEV int __isnanf(float x) { return __builtin_isnan(x); }
__FERRY_DEV int __isnan(double x) { return __builtin_isnan(x); }
__FERRY_DEV int __isinff(float x) { return __builtin_isinf(x); }
__FERRY_DEV int __isinf(double x) { return __builtin_isinf(x); }
__FERRY_DEV int __finitef(float x) { return __builtin_isfinite(x); }
__FERRY_DEV int __finite(double x) { return __builtin_isfinite(x); }
__FERRY_DEV int __signbitf(float x) { return __builtin_signbit(x); }
__FERRY_DEV int __signbit(double x) { return __builtin_signbit(x); }

/* Bessel functions: no builtin; the device declaration is bound to the libm
 * symbol itself, so the device IR calls j0, j0f, ... */
#define __FERRY_LIBM1(T, name)                                                    \
    extern "C" __device__ T __ferry_libm_##name(T) __asm__(#name);                \
    __FERRY_DEV T name(T x) { return __ferry_libm_##name(x); }
#define __FERRY_LIBMN(T, name)                                                    \
    extern "C" __device__ T __ferry_libm_##name(int, T) __asm__(#name);           \
    __FERRY_DEV T name(int n, T x) { return __ferry_libm_##name(n, x); }
/* orders 0 and 1 in double from the device library (devlib/bessel_jy.c:
 * glibc's lose all relative accuracy near the zeros) */
extern "C" __device__ double __ferry_j0(double);
extern "C" __device__ double __ferry_j1(double);
extern "C" __device__ double __ferry_y0(double);
extern "C" __device__ double __ferry_y1(double);
__FERRY_DEV double j0(double x) { return __ferry_j0(x); }
__FERRY_DEV double j1(double x) { return __ferry_j1(x); }
__FERRY_DEV double y0(double x) { return __ferry_y0(x); }
__FERRY_DEV double y1(double x) { return __ferry_y1(x); }
__FERRY_LIBMN(double, jn) __FERRY_LIBMN(double, yn)
__FERRY_LIBM1(float, j0f) __FERRY_LIBM1(float, j1f) __FERRY_LIBM1(float, y0f)
__FERRY_LIBM1(float, y1f) __FERRY_LIBMN(float, jnf) __FERRY_LIBMN(float, ynf)
#undef __FERRY_LIBM1
#undef __FERRY_LIBMN

#undef __FERRY_M1
#undef __FERRY_M1F
#undef __FERRY_M2
#undef __FERRY_M1R
#undef __FERRY_M1A

/* ------------------------------------------------------------ fast intrinsics */
/* Ferry computes these at full precision (the CUDA versions are approximations
 * with looser error bounds, so this is within their contract), with the same
 * vectorizable device-library code as the standard functions. */
__FERRY_DEV float __expf(float x) { return __ferry_expf(x); }
__FERRY_DEV float __exp10f(float x) { return __ferry_exp10f(x); }
__FERRY_DEV float __logf(float x) { return __ferry_logf(x); }
__FERRY_DEV float __log2f(float x) { return __ferry_log2f(x); }
__FERRY_DEV float __log10f(float x) { return __ferry_log10f(x); }
__FERRY_DEV float __sinf(float x) { return __ferry_sinf(x); }
__FERRY_DEV float __cosf(float x) { return __ferry_cosf(x); }
__FERRY_DEV float __tanf(float x) { return __ferry_tanf(x); }
__FERRY_DEV void __sincosf(float x, float *s, float *c) { __ferry_sincosf(x, s, c); }
__FERRY_DEV float __powf(float x, float y) { return __ferry_powf(x, y); }
/* x * (1/y) with the reciprocal flushed to zero for 2^126 < |y| < 2^128, as
 * CUDA documents it: 0 there (of the product's sign), NaN for infinite x. */
__FERRY_DEV float __fdividef(float x, float y) {
    float ay = __builtin_fabsf(y);
    bool tiny = ay > 0x1p126f && ay < __builtin_inff();
    return tiny ? x * (y < 0.0f ? -0.0f : 0.0f) : x / y;
}
__FERRY_DEV float __saturatef(float x) { return x >= 1.0f ? 1.0f : (x > 0.0f ? x : 0.0f); }
/* Correctly rounded, as CUDA documents it: 1/sqrt in double is within an
 * ulp of double, and no float's 1/sqrt is that close to a tie between two
 * floats (checked for every float); 1.0f / sqrtf(x) rounds twice. */
__FERRY_DEV float __frsqrt_rn(float x) { return (float)(1.0 / __builtin_sqrt((double)x)); }

/* ---------------------------------------------- directed-rounding arithmetic */
/* r is the round-to-nearest result, e the sign of (exact - r); step r by one
 * ulp where the requested rounding differs.  mode: 0 rn, 1 rz, 2 ru, 3 rd.
 * An overflow to infinity comes with e of the other sign (the exact value is
 * finite), so that rz and the mode towards zero give the largest finite. */
__FERRY_DEV float __ferry_dirf(float r, double e, int mode) {
    if (mode == 0 || e == 0.0 || e != e) return r;
    bool up = e > 0.0; /* the exact value lies above r */
    if (mode == 1 && (r == 0.0f || (r > 0.0f) == up)) return r; /* rz: |r| below |exact| */
    if (mode == 2 && !up) return r;                              /* ru: r above exact */
    if (mode == 3 && up) return r;                               /* rd: r below exact */
    return __builtin_nextafterf(r, up ? __builtin_inff() : -__builtin_inff());
}
__FERRY_DEV double __ferry_dir(double r, double e, int mode) {
    if (mode == 0 || e == 0.0 || e != e) return r;
    bool up = e > 0.0; /* the exact value lies above r */
    if (mode == 1 && (r == 0.0 || (r > 0.0) == up)) return r; /* rz: |r| below |exact| */
    if (mode == 2 && !up) return r;                              /* ru: r above exact */
    if (mode == 3 && up) return r;                               /* rd: r below exact */
    return __builtin_nextafter(r, up ? __builtin_inf() : -__builtin_inf());
}
/* Knuth's two-sum: the rounding error of s = a + b, exact unless s overflows. */
__FERRY_DEV double __ferry_sum_err(double a, double b, double s) {
    double bb = s - a;
    return (a - (s - bb)) + (b - bb);
}
/* The sign of x0 + x1 + x2 + x3, exactly: Shewchuk's expansion growth keeps
 * the sum as non-overlapping parts of increasing magnitude, and the largest
 * part that is not zero has the sign of the whole.  No partial sum may
 * overflow. */
__FERRY_DEV double __ferry_sum_sign(double x0, double x1, double x2, double x3) {
    double x[4] = {x0, x1, x2, x3}, e[4];
    for (int k = 0; k < 4; ++k) {
        double q = x[k];
        for (int j = 0; j < k; ++j) {
            double s = q + e[j];
            e[j] = __ferry_sum_err(q, e[j], s);
            q = s;
        }
        e[k] = q;
    }
    for (int j = 3; j >= 0; --j)
        if (e[j] != 0.0) return e[j];
    return 0.0;
}
__FERRY_DEV double __ferry_sign_of_product(double a, double b) {
    return a == 0.0 || b == 0.0 ? 0.0 : ((a < 0.0) != (b < 0.0) ? -1.0 : 1.0);
}
/* The errors of double products, quotients, roots and fmas: the residual by
 * fma is exact unless it falls below the subnormals, so tiny results are
 * first scaled up by a power of two (exact), and huge ones down. */
__FERRY_DEV double __ferry_mul_err(double a, double b, double p) {
    if (!(__builtin_fabs(p) < 0x1p-969)) return __builtin_fma(a, b, -p); /* infinity or NaN included */
    if (p == 0.0) return __ferry_sign_of_product(a, b);
    /* |a b| < 2^-968: the smaller factor is below 2^-484 */
    if (__builtin_fabs(a) < __builtin_fabs(b)) a *= 0x1p192; else b *= 0x1p192;
    return __builtin_fma(a, b, -p * 0x1p192);
}
__FERRY_DEV double __ferry_div_err(double a, double b, double q) { /* the sign of a/b - q */
    double r;
    if (!__builtin_isfinite(a) || !__builtin_isfinite(b) || b == 0.0) return 0.0; /* q exact */
    if (q == 0.0) r = a;                    /* below the subnormals: the sign of a b */
    else if (__builtin_fabs(a) >= 0x1p-900) r = __builtin_fma(-q, b, a); /* overflow: -inf b */
    else if (__builtin_fabs(q) < __builtin_fabs(b)) r = __builtin_fma(-q * 0x1p192, b, a * 0x1p192);
    else r = __builtin_fma(-q, b * 0x1p192, a * 0x1p192); /* |q b| < 2^-899: one is below 2^-449 */
    return b < 0.0 ? -r : r;
}
__FERRY_DEV double __ferry_sqrt_err(double a, double s) {
    if (a < 0x1p-900) return __builtin_fma(-s * 0x1p128, s * 0x1p128, a * 0x1p256);
    return __builtin_fma(-s, s, a);
}
__FERRY_DEV double __ferry_fma_err(double a, double b, double c, double s) {
    if (!__builtin_isfinite(a) || !__builtin_isfinite(b) || !__builtin_isfinite(c)) return 0.0;
    if (__builtin_isinf(s)) return -s; /* overflow */
    if (s == c) return __ferry_sign_of_product(a, b); /* the error is a b itself */
    double p = a * b;
    if (!(__builtin_fabs(p) < 0x1p1000)) {
        if (__builtin_fabs(c) < 0x1p-900) { /* c is below every bit of a b: s = RN(a b) */
            double pe = __builtin_fma(a, b, -p);
            return pe != 0.0 ? pe : c;
        }
        /* c and s are multiples of 2^-952 here: scaled down exactly */
        if (__builtin_fabs(a) > __builtin_fabs(b)) a *= 0x1p-64; else b *= 0x1p-64;
        c *= 0x1p-64;
        s *= 0x1p-64;
        p = a * b;
    } else if (__builtin_fabs(p) < 0x1p-900) {
        /* s != c, so c is small too: everything scaled up exactly */
        if (__builtin_fabs(a) < __builtin_fabs(b)) a *= 0x1p192; else b *= 0x1p192;
        c *= 0x1p192;
        s *= 0x1p192;
        p = a * b;
    }
    return __ferry_sum_sign(__builtin_fma(a, b, -p), c, -s, p);
}
/* Float operations: products of floats are exact in double, and a double
 * fma rounds a residual once, which keeps its sign.  An exact zero sum is
 * +0 when rounding to nearest but -0 when rounding down unless both terms
 * are +0; -((-a) + (-b)) is that. */
#define __FERRY_ROUNDED(sfx, mode)                                                \
    __FERRY_DEV float __fadd_##sfx(float a, float b) {                            \
        float s = a + b;                                                          \
        if (mode == 3 && s == 0.0f) return -(-a - b);                             \
        double e = __ferry_sum_err(a, b, s);                                      \
        if (__builtin_isinf(s) && !__builtin_isinf(a) && !__builtin_isinf(b)) e = -s; \
        return __ferry_dirf(s, e, mode);                                          \
    }                                                                             \
    __FERRY_DEV float __fsub_##sfx(float a, float b) { return __fadd_##sfx(a, -b); } \
    __FERRY_DEV float __fmul_##sfx(float a, float b) {                            \
        float p = a * b;                                                          \
        return __ferry_dirf(p, (double)a * (double)b - (double)p, mode);          \
    }                                                                             \
    __FERRY_DEV float __fdiv_##sfx(float a, float b) {                            \
        float q = a / b;                                                          \
        double r = __builtin_fma(-(double)q, (double)b, (double)a);               \
        return __ferry_dirf(q, b > 0.0f ? r : -r, mode);                          \
    }                                                                             \
    __FERRY_DEV float __frcp_##sfx(float a) { return __fdiv_##sfx(1.0f, a); }      \
    __FERRY_DEV float __fsqrt_##sfx(float a) {                                    \
        float s = __builtin_sqrtf(a);                                             \
        return __ferry_dirf(s, __builtin_fma(-(double)s, (double)s, (double)a), mode); \
    }                                                                             \
    __FERRY_DEV float __fmaf_##sfx(float a, float b, float c) {                   \
        float s = __builtin_fmaf(a, b, c);                                        \
        double e;                                                                 \
        if (!__builtin_isfinite(a) || !__builtin_isfinite(b) || !__builtin_isfinite(c)) e = 0.0; \
        else if (__builtin_isinf(s)) e = -s;                                      \
        else e = __ferry_sum_sign((double)a * (double)b, c, -(double)s, 0.0);     \
        if (mode == 3 && s == 0.0f && e == 0.0) return -__builtin_fmaf(-a, b, -c); \
        return __ferry_dirf(s, e, mode);                                          \
    }                                                                             \
    __FERRY_DEV double __dadd_##sfx(double a, double b) {                         \
        double s = a + b;                                                         \
        if (mode == 3 && s == 0.0) return -(-a - b);                              \
        double e = __ferry_sum_err(a, b, s);                                      \
        if (__builtin_isinf(s) && !__builtin_isinf(a) && !__builtin_isinf(b)) e = -s; \
        return __ferry_dir(s, e, mode);                                           \
    }                                                                             \
    __FERRY_DEV double __dsub_##sfx(double a, double b) { return __dadd_##sfx(a, -b); } \
    __FERRY_DEV double __dmul_##sfx(double a, double b) {                         \
        double p = a * b;                                                         \
        return __ferry_dir(p, __ferry_mul_err(a, b, p), mode);                    \
    }                                                                             \
    __FERRY_DEV double __ddiv_##sfx(double a, double b) {                         \
        double q = a / b;                                                         \
        return __ferry_dir(q, __ferry_div_err(a, b, q), mode);                    \
    }                                                                             \
    __FERRY_DEV double __drcp_##sfx(double a) { return __ddiv_##sfx(1.0, a); }     \
    __FERRY_DEV double __dsqrt_##sfx(double a) {                                  \
        double s = __builtin_sqrt(a);                                             \
        return __ferry_dir(s, __ferry_sqrt_err(a, s), mode);                      \
    }                                                                             \
    __FERRY_DEV double __fma_##sfx(double a, double b, double c) {                \
        double s = __builtin_fma(a, b, c);                                        \
        double e = __ferry_fma_err(a, b, c, s);                                   \
        if (mode == 3 && s == 0.0 && e == 0.0) return -__builtin_fma(-a, b, -c);  \
        return __ferry_dir(s, e, mode);                                           \
    }
__FERRY_ROUNDED(rn, 0)
__FERRY_ROUNDED(rz, 1)
__FERRY_ROUNDED(ru, 2)
__FERRY_ROUNDED(rd, 3)
#undef __FERRY_ROUNDED
/* The _ieee forms never flush subnormals; Ferry's never do. */
__FERRY_DEV float __fmaf_ieee_rn(float a, float b, float c) { return __fmaf_rn(a, b, c); }
__FERRY_DEV float __fmaf_ieee_rz(float a, float b, float c) { return __fmaf_rz(a, b, c); }
__FERRY_DEV float __fmaf_ieee_ru(float a, float b, float c) { return __fmaf_ru(a, b, c); }
__FERRY_DEV float __fmaf_ieee_rd(float a, float b, float c) { return __fmaf_rd(a, b, c); }

/* ------------------------------------------------------------- conversions */
/* Float to integer: rounded as named, saturating, NaN gives 0 (as PTX cvt). */
#define __FERRY_F2I(name, FT, IT, lo, hi, rnd)                                    \
    __FERRY_DEV IT name(FT x) {                                                   \
        FT r = rnd(x);                                                            \
        if (r != r) return 0;                                                     \
        if (r <= (FT)(lo)) return (lo);                                           \
        if (r >= (FT)(hi)) return (hi);                                           \
        return (IT)r;                                                             \
    }
#define __FERRY_F2I_ALL(pfx, FT, f)                                               \
    __FERRY_F2I(pfx##2int_rn, FT, int, (-2147483647 - 1), 2147483647, __builtin_roundeven##f) \
    __FERRY_F2I(pfx##2int_rz, FT, int, (-2147483647 - 1), 2147483647, __builtin_trunc##f) \
    __FERRY_F2I(pfx##2int_ru, FT, int, (-2147483647 - 1), 2147483647, __builtin_ceil##f)  \
    __FERRY_F2I(pfx##2int_rd, FT, int, (-2147483647 - 1), 2147483647, __builtin_floor##f) \
    __FERRY_F2I(pfx##2uint_rn, FT, unsigned int, 0u, 4294967295u, __builtin_roundeven##f) \
    __FERRY_F2I(pfx##2uint_rz, FT, unsigned int, 0u, 4294967295u, __builtin_trunc##f)     \
    __FERRY_F2I(pfx##2uint_ru, FT, unsigned int, 0u, 4294967295u, __builtin_ceil##f)      \
    __FERRY_F2I(pfx##2uint_rd, FT, unsigned int, 0u, 4294967295u, __builtin_floor##f)     \
    __FERRY_F2I(pfx##2ll_rn, FT, long long, (-9223372036854775807ll - 1), 9223372036854775807ll, __builtin_roundeven##f) \
    __FERRY_F2I(pfx##2ll_rz, FT, long long, (-9223372036854775807ll - 1), 9223372036854775807ll, __builtin_trunc##f) \
    __FERRY_F2I(pfx##2ll_ru, FT, long long, (-9223372036854775807ll - 1), 9223372036854775807ll, __builtin_ceil##f)  \
    __FERRY_F2I(pfx##2ll_rd, FT, long long, (-9223372036854775807ll - 1), 9223372036854775807ll, __builtin_floor##f) \
    __FERRY_F2I(pfx##2ull_rn, FT, unsigned long long, 0ull, 18446744073709551615ull, __builtin_roundeven##f) \
    __FERRY_F2I(pfx##2ull_rz, FT, unsigned long long, 0ull, 18446744073709551615ull, __builtin_trunc##f) \
    __FERRY_F2I(pfx##2ull_ru, FT, unsigned long long, 0ull, 18446744073709551615ull, __builtin_ceil##f)  \
    __FERRY_F2I(pfx##2ull_rd, FT, unsigned long long, 0ull, 18446744073709551615ull, __builtin_floor##f)
__FERRY_F2I_ALL(__float, float, f)
__FERRY_F2I_ALL(__double, double, )
#undef __FERRY_F2I_ALL
#undef __FERRY_F2I

/* Integer and double to float/double in each rounding mode: round to
 * nearest, then correct by the sign of the exact error. */
__FERRY_DEV float __ferry_d2f(double d, int mode) {
    float f = (float)d;
    return __ferry_dirf(f, d > (double)f ? 1.0f : (d < (double)f ? -1.0f : 0.0f), mode);
}
#define __FERRY_CVT(sfx, mode)                                                    \
    __FERRY_DEV float __double2float_##sfx(double d) { return __ferry_d2f(d, mode); } \
    __FERRY_DEV float __int2float_##sfx(int i) { return __ferry_d2f((double)i, mode); } \
    __FERRY_DEV float __uint2float_##sfx(unsigned int i) { return __ferry_d2f((double)i, mode); } \
    __FERRY_DEV float __ll2float_##sfx(long long i) {                             \
        float f = (float)i;                                                       \
        __int128 e = (__int128)i - (__int128)f;                                   \
        return __ferry_dirf(f, e > 0 ? 1.0f : (e < 0 ? -1.0f : 0.0f), mode);      \
    }                                                                             \
    __FERRY_DEV float __ull2float_##sfx(unsigned long long i) {                   \
        float f = (float)i;                                                       \
        __int128 e = (__int128)i - (__int128)f;                                   \
        return __ferry_dirf(f, e > 0 ? 1.0f : (e < 0 ? -1.0f : 0.0f), mode);      \
    }                                                                             \
    __FERRY_DEV double __ll2double_##sfx(long long i) {                           \
        double f = (double)i;                                                     \
        __int128 e = (__int128)i - (__int128)f;                                   \
        return __ferry_dir(f, e > 0 ? 1.0 : (e < 0 ? -1.0 : 0.0), mode);          \
    }                                                                             \
    __FERRY_DEV double __ull2double_##sfx(unsigned long long i) {                 \
        double f = (double)i;                                                     \
        __int128 e = (__int128)i - (__int128)f;                                   \
        return __ferry_dir(f, e > 0 ? 1.0 : (e < 0 ? -1.0 : 0.0), mode);          \
    }
__FERRY_CVT(rn, 0)
__FERRY_CVT(rz, 1)
__FERRY_CVT(ru, 2)
__FERRY_CVT(rd, 3)
#undef __FERRY_CVT
__FERRY_DEV double __int2double_rn(int i) { return (double)i; }
__FERRY_DEV double __uint2double_rn(unsigned int i) { return (double)i; }

#endif
