/* What <cuda_fp16.h> and <cuda_bf16.h> share: rounding of float and double
 * to a 16-bit format in each IEEE mode, and the approximations behind the
 * half/bfloat16 math functions (hexp, hlog, hsin, ...).
 *
 * Everything is bit manipulation and plain float/double arithmetic (no
 * libm call, no table), so that clang vectorizes the per-element code.
 * Rounding modes: 0 to nearest even, 1 toward zero, 2 up, 3 down. */
#ifndef FERRY_FP16_COMMON_H
#define FERRY_FP16_COMMON_H

#define __FERRY_F16_HD static __host__ __device__ __forceinline__
#define __FERRY_F16_DEV static __device__ __forceinline__

__FERRY_F16_HD unsigned int __ferry_fbits(float f) { return __builtin_bit_cast(unsigned int, f); }
__FERRY_F16_HD float __ferry_bitsf(unsigned int u) { return __builtin_bit_cast(float, u); }
__FERRY_F16_HD unsigned long long __ferry_dbits(double d) { return __builtin_bit_cast(unsigned long long, d); }
__FERRY_F16_HD double __ferry_bitsd(unsigned long long u) { return __builtin_bit_cast(double, u); }

/* The increment that rounds `base` (the truncated magnitude) given the
 * first dropped bit, whether any lower one is set, the sign and the mode. */
__FERRY_F16_HD unsigned int __ferry_round_inc(unsigned int base, bool round, bool sticky, bool neg, int mode)
{
    bool inexact = round || sticky;
    bool up = mode == 0 ? (round && (sticky || (base & 1u))) : mode == 2 ? (!neg && inexact) : mode == 3 ? (neg && inexact) : false;
    return up ? 1u : 0u;
}

/* A finite magnitude that overflows the format: infinity, or the largest
 * finite value where the mode rounds toward zero. */
__FERRY_F16_HD unsigned int __ferry_overflow(unsigned int inf, bool neg, int mode)
{
    bool to_inf = mode == 0 || (mode == 2 && !neg) || (mode == 3 && neg);
    return to_inf ? inf : inf - 1u;
}

/* float to binary16 bits; a NaN becomes the canonical NaN 0x7fff. */
__FERRY_F16_HD unsigned short __ferry_f2h(float f, int mode)
{
#if defined(__CUDA_ARCH__) && defined(__FLT16_MAX__)
    /* to nearest even, as the CPU's own conversion (F16C) does it */
    if (mode == 0) {
        _Float16 h = (_Float16)f;
        unsigned short hb;
        __builtin_memcpy(&hb, &h, sizeof hb);
        return f != f ? (unsigned short)0x7fffu : hb;
    }
#endif
    unsigned int x = __ferry_fbits(f), ax = x & 0x7fffffffu;
    bool neg = x >> 31;
    unsigned int e = ax >> 23;
    /* normal result: 13 bits dropped */
    unsigned int nb = (ax >> 13) - (112u << 10);
    bool nr = (ax >> 12) & 1u, ns = (ax & 0xfffu) != 0;
    /* subnormal result (below 2^-14): the significand shifted right */
    unsigned int m = (ax & 0x7fffffu) | (e ? 0x800000u : 0u);
    unsigned int sh = 126u - e;
    sh = sh > 31u ? 31u : sh < 14u ? 14u : sh;
    unsigned int sb = m >> sh;
    bool sr = (m >> (sh - 1u)) & 1u, ss = (m & ((1u << (sh - 1u)) - 1u)) != 0;
    bool normal = ax >= 0x38800000u;
    unsigned int base = normal ? nb : sb;
    unsigned int r = base + __ferry_round_inc(base, normal ? nr : sr, normal ? ns : ss, neg, mode);
    if (ax >= 0x47800000u) /* 2^16 and above, infinity included */
        r = ax == 0x7f800000u ? 0x7c00u : __ferry_overflow(0x7c00u, neg, mode);
    r |= neg ? 0x8000u : 0u;
    return (unsigned short)(ax > 0x7f800000u ? 0x7fffu : r);
}

/* double to the 16-bit format with M mantissa bits and exponent bias B
 * (binary16: 10, 15; bfloat16: 7, 127); a NaN becomes 0x7fff. */
__FERRY_F16_HD unsigned short __ferry_d2small(double d, int mode, unsigned int _Mp, unsigned int _Bp)
{
    unsigned long long x = __ferry_dbits(d), ax = x & 0x7fffffffffffffffull;
    bool neg = x >> 63;
    unsigned int e = (unsigned int)(ax >> 52);
    unsigned int inf = (_Bp == 15u ? 0x1fu : 0xffu) << _Mp;
    unsigned int dsh = 52u - _Mp;
    unsigned int nb = (unsigned int)((ax >> dsh) - ((unsigned long long)(1023u - _Bp) << _Mp));
    bool nr = (ax >> (dsh - 1u)) & 1u, ns = (ax & ((1ull << (dsh - 1u)) - 1u)) != 0;
    unsigned long long m = (ax & 0xfffffffffffffull) | (e ? 0x10000000000000ull : 0ull);
    unsigned int sh = 1076u - _Bp - _Mp - e;
    sh = e == 0 || sh > 63u ? 63u : sh;
    unsigned int sb = (unsigned int)(m >> sh);
    bool sr = (m >> (sh - 1u)) & 1u, ss = (m & ((1ull << (sh - 1u)) - 1u)) != 0;
    bool normal = e >= 1024u - _Bp; /* at least the smallest normal, 2^(1-B) */
    unsigned int base = normal ? nb : sb;
    unsigned int r = base + __ferry_round_inc(base, normal ? nr : sr, normal ? ns : ss, neg, mode);
    if (e >= 1023u + (_Bp == 15u ? 16u : 128u))
        r = ax == 0x7ff0000000000000ull ? inf : __ferry_overflow(inf, neg, mode);
    r |= neg ? 0x8000u : 0u;
    return (unsigned short)(ax > 0x7ff0000000000000ull ? 0x7fffu : r);
}

/* float to bfloat16 bits (the upper half of the float, rounded). */
__FERRY_F16_HD unsigned short __ferry_f2bf(float f, int mode)
{
    unsigned int x = __ferry_fbits(f);
    unsigned int base = x >> 16;
    unsigned int r = base + __ferry_round_inc(base, (x >> 15) & 1u, (x & 0x7fffu) != 0, x >> 31, mode);
    if ((x & 0x7fffffffu) == 0x7f800000u)
        r = base;
    return (unsigned short)((x & 0x7fffffffu) > 0x7f800000u ? 0x7fffu : r);
}

/* binary16 bits to float, exactly (a NaN keeps its payload). */
__FERRY_F16_HD float __ferry_h2f(unsigned short h)
{
    unsigned int ax = h & 0x7fffu, sign = (unsigned int)(h & 0x8000u) << 16;
    unsigned int normal = (ax + (112u << 10)) << 13;
    /* a subnormal is its significand times 2^-24: an exact float product */
    unsigned int sub = __ferry_fbits((float)(int)ax * 5.9604644775390625e-8f);
    unsigned int special = 0x7f800000u | ((ax & 0x3ffu) << 13);
    unsigned int r = ax >= 0x7c00u ? special : ax >= 0x400u ? normal : sub;
#if defined(__CUDA_ARCH__) && defined(__FLT16_MAX__)
    /* the CPU's own conversion (F16C) where it is exact; it would quiet a
     * signalling NaN, whose payload is kept here */
    _Float16 hv;
    __builtin_memcpy(&hv, &h, sizeof hv);
    return ax > 0x7c00u ? __ferry_bitsf(sign | r) : (float)hv;
#else
    return __ferry_bitsf(sign | r);
#endif
}

/* a*b+c rounded once to double, but to odd: truncated, with its last bit
 * set when inexact. Rounding that again to a format of at most 51 bits is
 * rounding the exact a*b+c once. a*b is exact (two 16-bit formats). */
__FERRY_F16_HD double __ferry_fma_odd(float a, float b, float c)
{
    double p = (double)a * (double)b, cd = c;
    double s = p + cd, bb = s - p;
    double e = (p - (s - bb)) + (cd - bb);
    unsigned long long sb = __ferry_dbits(s);
    bool inexact = e < 0.0 || e > 0.0; /* false for NaN (infinite operands) */
    bool away = (e < 0.0) != (s < 0.0);
    sb = inexact ? ((sb - (away ? 1u : 0u)) | 1u) : sb;
    return __ferry_bitsd(sb);
}

/* The same rounded to odd at float's 24 bits, for binary16 operands: the
 * product of two 11-bit significands is exact in float, the sum's error
 * comes from Knuth's two-sum, and a result with an even last bit moves one
 * place towards the error.  Rounding that float to binary16 is rounding
 * the exact a*b+c once, in one conversion that the CPU does in hardware
 * where it has F16C; all in float, with no trip through double, since a
 * loop that accumulates with __hfma waits on its latency. */
__FERRY_F16_HD float __ferry_fma_odd24(float a, float b, float c)
{
    float p = a * b;
    float s = p + c, bb = s - p;
    float e = (p - (s - bb)) + (c - bb);
    unsigned int sb = __ferry_fbits(s);
    bool move = (e < 0.0f || e > 0.0f) && !(sb & 1u); /* false for NaN */
    bool down = (e < 0.0f) != (s < 0.0f);              /* towards zero */
    return __ferry_bitsf(move ? (down ? sb - 1u : sb + 1u) : sb);
}

/* [0, 1] saturation; a NaN gives +0. */
__FERRY_F16_HD double __ferry_sat(double x) { return x > 0.0 ? (x < 1.0 ? x : 1.0) : 0.0; }
__FERRY_F16_HD float __ferry_sat(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }
/* relu: negatives (-0 included) give +0, a NaN stays NaN */
__FERRY_F16_HD double __ferry_relu(double x) { return x > 0.0 || x != x ? x : 0.0; }
__FERRY_F16_HD float __ferry_relu(float x) { return x > 0.0f || x != x ? x : 0.0f; }

/* ---- approximations for 16-bit results (relative error near 2^-22) ---- */

/* 2^x for x in float; over/underflow far outside the 16-bit ranges. */
__FERRY_F16_HD float __ferry_exp2_approx(float x)
{
    bool nan = x != x;
    float c = x < -140.0f ? -140.0f : x > 130.0f ? 130.0f : x;
    float k = __builtin_rintf(c), f = c - k; /* f in [-0.5, 0.5] */
    float g = f * 0.69314718f;
    float p = 1.0f + g * (1.0f + g * (0.5f + g * (0.16666667f + g * (0.041666668f + g * (0.008333334f + g * 0.0013888889f)))));
    int ki = (int)k;
    /* 2^k as two factors, each a normal float */
    int k1 = ki / 2, k2 = ki - k1;
    float r = p * __ferry_bitsf((unsigned int)(k1 + 127) << 23) * __ferry_bitsf((unsigned int)(k2 + 127) << 23);
    return nan ? x : r;
}

/* log2(x) for float x. */
__FERRY_F16_HD float __ferry_log2_approx(float x)
{
    unsigned int u = __ferry_fbits(x);
    /* subnormal floats (bfloat16 ones): scaled by 2^32 first */
    bool sub = u < 0x00800000u;
    float xs = sub ? x * 4294967296.0f : x;
    u = __ferry_fbits(xs);
    int e = (int)(u >> 23) - 127 - (sub ? 32 : 0);
    float m = __ferry_bitsf((u & 0x7fffffu) | 0x3f800000u); /* [1, 2) */
    bool big = m > 1.41421356f;
    m = big ? m * 0.5f : m;
    e += big ? 1 : 0;
    float s = (m - 1.0f) / (m + 1.0f), s2 = s * s;
    float ln = 2.0f * s * (1.0f + s2 * (0.33333333f + s2 * (0.2f + s2 * (0.14285715f + s2 * 0.11111111f))));
    float r = (float)e + ln * 1.44269504f;
    r = x == 0.0f ? -__builtin_inff() : r;
    r = x < 0.0f ? __builtin_nanf("") : r;
    r = x == __builtin_inff() ? x : r;
    return x != x ? x : r;
}

/* sin (cos when cosine) of a float, reduced in double. */
__FERRY_F16_HD float __ferry_sincos_approx(float xf, bool cosine)
{
    double x = xf;
    double k = __builtin_rint(x * 0.63661977236758134);
    double r = (x - k * 1.5707963267341256) - k * 6.0771005065061922e-11;
    double r2 = r * r;
    double s = r * (1.0 + r2 * (-1.6666666666666666e-1 + r2 * (8.3333333333333332e-3 + r2 * (-1.9841269841269841e-4 + r2 * (2.7557319223985893e-6 + r2 * -2.5052108385441720e-8)))));
    double c = 1.0 + r2 * (-0.5 + r2 * (4.1666666666666664e-2 + r2 * (-1.3888888888888889e-3 + r2 * (2.4801587301587302e-5 + r2 * (-2.7557319223985888e-7 + r2 * 2.0876756987868100e-9)))));
    long long q = (long long)k + (cosine ? 1 : 0);
    double v = (q & 1) ? c : s;
    v = (q & 2) ? -v : v;
    bool bad = xf != xf || xf == __builtin_inff() || xf == -__builtin_inff();
    return bad ? __builtin_nanf("") : (float)v;
}

/* tanh of a float. */
__FERRY_F16_HD float __ferry_tanh_approx(float x)
{
    float a = x < 0.0f ? -x : x;
    float t2 = __ferry_exp2_approx(a * -2.88539008f); /* e^(-2a) */
    float big = (1.0f - t2) / (1.0f + t2);
    float s = a * a;
    float small = a * (1.0f + s * (-0.33333333f + s * (0.13333333f + s * (-0.053968254f + s * 0.021869489f))));
    float r = a < 0.25f ? small : big;
    r = x < 0.0f ? -r : r;
    return x != x ? x : r;
}

/* ---- integers ---- */

/* An integer magnitude as a float rounded to odd at 24 bits (exact up to
 * 2^24; above, the bits shifted out make the last bit sticky): rounding
 * that to a 16-bit format is rounding the integer once. */
__FERRY_F16_HD float __ferry_u2f_odd(unsigned long long u)
{
    int n = 64 - __builtin_clzll(u | 1ull);
    int sh = n > 24 ? n - 24 : 0;
    unsigned long long t = (u >> sh) | ((u & ((1ull << sh) - 1ull)) != 0 ? 1ull : 0ull);
    return (float)(unsigned int)t * __ferry_bitsf((unsigned int)(127 + sh) << 23);
}
__FERRY_F16_HD float __ferry_s2f_odd(long long v)
{
    float m = __ferry_u2f_odd(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v);
    return v < 0 ? -m : m;
}
/* r (already an integer value, or infinite, or NaN) to an integer type,
 * saturated at [lo, hi); a NaN gives 0. */
template <typename __T> __FERRY_F16_HD __T __ferry_f2int(float r, float lo, float hi, __T mn, __T mx)
{
    return r != r ? (__T)0 : r >= hi ? mx : r <= lo ? mn : (__T)r;
}
__FERRY_F16_HD float __ferry_round_int(float x, int mode)
{
    return mode == 0 ? __builtin_rintf(x) : mode == 1 ? __builtin_truncf(x) : mode == 2 ? __builtin_ceilf(x) : __builtin_floorf(x);
}

/* The integer conversion families of a 16-bit type TY named TN (half, bfloat16),
 * whose float value is TOF(h) and which FROMF(float, mode) makes. */
#define __FERRY_TOINT1(TY, TN, TOF, T, name, sfx, mode, lo, hi, mn, mx)                    \
    __FERRY_F16_HD T __##TN##2##name##sfx(const TY h)                                  \
    { return __ferry_f2int<T>(__ferry_round_int(TOF(h), mode), lo, hi, mn, mx); }
#define __FERRY_FROMINT1(TY, TN, FROMF, T, name, sfx, mode, conv)                          \
    __FERRY_F16_HD TY __##name##2##TN##sfx(const T i) { return FROMF(conv(i), mode); }
#define __FERRY_INT4(TY, TN, TOF, FROMF, T, name, lo, hi, mn, mx, conv)                        \
    __FERRY_TOINT1(TY, TN, TOF, T, name, _rn, 0, lo, hi, mn, mx)                               \
    __FERRY_TOINT1(TY, TN, TOF, T, name, _rz, 1, lo, hi, mn, mx)                               \
    __FERRY_TOINT1(TY, TN, TOF, T, name, _ru, 2, lo, hi, mn, mx)                               \
    __FERRY_TOINT1(TY, TN, TOF, T, name, _rd, 3, lo, hi, mn, mx)                               \
    __FERRY_FROMINT1(TY, TN, FROMF, T, name, _rn, 0, conv)                                     \
    __FERRY_FROMINT1(TY, TN, FROMF, T, name, _rz, 1, conv)                                     \
    __FERRY_FROMINT1(TY, TN, FROMF, T, name, _ru, 2, conv)                                     \
    __FERRY_FROMINT1(TY, TN, FROMF, T, name, _rd, 3, conv)
#define __FERRY_INT_FAMILIES(TY, TN, TOF, FROMF)                                                \
    __FERRY_INT4(TY, TN, TOF, FROMF, int, int, -2147483648.0f, 2147483648.0f, (-2147483647 - 1), 2147483647, __ferry_s2f_odd) \
    __FERRY_INT4(TY, TN, TOF, FROMF, unsigned int, uint, 0.0f, 4294967296.0f, 0u, 4294967295u, __ferry_u2f_odd) \
    __FERRY_INT4(TY, TN, TOF, FROMF, short, short, -32768.0f, 32768.0f, (short)-32768, (short)32767, __ferry_s2f_odd) \
    __FERRY_INT4(TY, TN, TOF, FROMF, unsigned short, ushort, 0.0f, 65536.0f, (unsigned short)0, (unsigned short)65535, __ferry_u2f_odd) \
    __FERRY_INT4(TY, TN, TOF, FROMF, long long, ll, -9223372036854775808.0f, 9223372036854775808.0f, (-9223372036854775807ll - 1), 9223372036854775807ll, __ferry_s2f_odd) \
    __FERRY_INT4(TY, TN, TOF, FROMF, unsigned long long, ull, 0.0f, 18446744073709551616.0f, 0ull, 18446744073709551615ull, __ferry_u2f_odd) \
    __FERRY_TOINT1(TY, TN, TOF, signed char, char, _rz, 1, -128.0f, 128.0f, (signed char)-128, (signed char)127) \
    __FERRY_TOINT1(TY, TN, TOF, unsigned char, uchar, _rz, 1, 0.0f, 256.0f, (unsigned char)0, (unsigned char)255)

/* The explicit conversion operators of __half and __nv_bfloat16 to the
 * integer types (toward zero, saturated, NaN to 0), for __FERRY_HCONV. */
#define __FERRY_F16_INT_CONVS                                                                   \
    __FERRY_HCONV(char, (char)-1 < 0 ? -128.0f : 0.0f, (char)-1 < 0 ? 128.0f : 256.0f,         \
                  (char)((char)-1 < 0 ? -128 : 0), (char)((char)-1 < 0 ? 127 : 255))            \
    __FERRY_HCONV(signed char, -128.0f, 128.0f, (signed char)-128, (signed char)127)            \
    __FERRY_HCONV(unsigned char, 0.0f, 256.0f, (unsigned char)0, (unsigned char)255)            \
    __FERRY_HCONV(short, -32768.0f, 32768.0f, (short)-32768, (short)32767)                      \
    __FERRY_HCONV(unsigned short, 0.0f, 65536.0f, (unsigned short)0, (unsigned short)65535)     \
    __FERRY_HCONV(int, -2147483648.0f, 2147483648.0f, (-2147483647 - 1), 2147483647)                        \
    __FERRY_HCONV(unsigned int, 0.0f, 4294967296.0f, 0u, 4294967295u)                                 \
    __FERRY_HCONV(long, -9223372036854775808.0f, 9223372036854775808.0f, (-9223372036854775807l - 1), 9223372036854775807l)   \
    __FERRY_HCONV(unsigned long, 0.0f, 18446744073709551616.0f, 0ul, 18446744073709551615ul)                    \
    __FERRY_HCONV(long long, -9223372036854775808.0f, 9223372036854775808.0f, (-9223372036854775807ll - 1), 9223372036854775807ll) \
    __FERRY_HCONV(unsigned long long, 0.0f, 18446744073709551616.0f, 0ull, 18446744073709551615ull)

#endif
