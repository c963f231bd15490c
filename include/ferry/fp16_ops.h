/* The half/bfloat16 API that both types share by name (overloaded):
 * arithmetic (__hadd, __hfma, ...), comparisons, math (hsqrt, hexp, ...),
 * the operators, shuffles and atomicAdd. Included once by ferry/fp16.h and
 * once by ferry/bf16.h (no include guard), with these macros defined:
 *   __FT      the scalar type (__half, __nv_bfloat16), member __x: its bits
 *   __FT2     the pair type (__half2, __nv_bfloat162), members x, y
 *   __FR      round a float or a double to __FT (to nearest even)
 *   __FMD     float or double: the type in which * and / are exact enough
 *             that rounding the result again is rounding once
 *   __FFMA    a*b+c rounded to odd in a type that __FR rounds correctly
 *   __FONE    the bits of 1.0
 *   __FNOOPS, __FNOOPS2   defined when the user turned the operators off
 * Each function computes in float or double and rounds the result once to
 * the type: for +, -, *, /, sqrt of operands that have at most 11 bits,
 * float (24 bits) is wide enough that this is the correctly rounded result;
 * fma is rounded to odd in double first. NaN results are the canonical NaN
 * 0x7fff, as the GPU's 16-bit arithmetic gives them. */

__FERRY_F16_HD __FT __ferry_mk(__FT, unsigned short b) { __FT h; h.__x = b; return h; }
__FERRY_F16_HD __FT2 __ferry_pair(__FT a, __FT b) { __FT2 r; r.x = a; r.y = b; return r; }

/* ------------------------------------------------------------ arithmetic */
__FERRY_F16_HD __FT __hadd(const __FT a, const __FT b) { return __FR(__ferry_tof(a) + __ferry_tof(b)); }
__FERRY_F16_HD __FT __hsub(const __FT a, const __FT b) { return __FR(__ferry_tof(a) - __ferry_tof(b)); }
__FERRY_F16_HD __FT __hmul(const __FT a, const __FT b) { return __FR((__FMD)__ferry_tof(a) * (__FMD)__ferry_tof(b)); }
__FERRY_F16_HD __FT __hdiv(const __FT a, const __FT b) { return __FR((__FMD)__ferry_tof(a) / (__FMD)__ferry_tof(b)); }
__FERRY_F16_HD __FT __hadd_rn(const __FT a, const __FT b) { return __hadd(a, b); }
__FERRY_F16_HD __FT __hsub_rn(const __FT a, const __FT b) { return __hsub(a, b); }
__FERRY_F16_HD __FT __hmul_rn(const __FT a, const __FT b) { return __hmul(a, b); }
__FERRY_F16_HD __FT __hadd_sat(const __FT a, const __FT b) { return __FR(__ferry_sat(__ferry_tof(a) + __ferry_tof(b))); }
__FERRY_F16_HD __FT __hsub_sat(const __FT a, const __FT b) { return __FR(__ferry_sat(__ferry_tof(a) - __ferry_tof(b))); }
__FERRY_F16_HD __FT __hmul_sat(const __FT a, const __FT b) { return __FR(__ferry_sat((__FMD)__ferry_tof(a) * (__FMD)__ferry_tof(b))); }
__FERRY_F16_DEV __FT __hfma(const __FT a, const __FT b, const __FT c)
{
    return __FR(__FFMA(__ferry_tof(a), __ferry_tof(b), __ferry_tof(c)));
}
__FERRY_F16_DEV __FT __hfma_sat(const __FT a, const __FT b, const __FT c)
{
    return __FR(__ferry_sat(__FFMA(__ferry_tof(a), __ferry_tof(b), __ferry_tof(c))));
}
__FERRY_F16_DEV __FT __hfma_relu(const __FT a, const __FT b, const __FT c)
{
    return __FR(__ferry_relu(__FFMA(__ferry_tof(a), __ferry_tof(b), __ferry_tof(c))));
}
__FERRY_F16_HD __FT __hneg(const __FT a) { return __ferry_mk(a, (unsigned short)(a.__x ^ 0x8000u)); }
__FERRY_F16_HD __FT __habs(const __FT a) { return __ferry_mk(a, (unsigned short)(a.__x & 0x7fffu)); }
__FERRY_F16_HD bool __hisnan(const __FT a) { return (a.__x & 0x7fffu) > (__FONE == 0x3c00u ? 0x7c00u : 0x7f80u); }
__FERRY_F16_HD int __hisinf(const __FT a)
{
    unsigned int inf = __FONE == 0x3c00u ? 0x7c00u : 0x7f80u;
    return a.__x == inf ? 1 : a.__x == (inf | 0x8000u) ? -1 : 0;
}
/* max/min: -0 below +0; one NaN gives the other operand, two the canonical
 * NaN; the _nan forms give the canonical NaN for any NaN operand. */
__FERRY_F16_HD __FT __ferry_minmax(__FT a, __FT b, bool max, bool nan)
{
    float fa = __ferry_tof(a), fb = __ferry_tof(b);
    bool na = fa != fa, nb = fb != fb;
    unsigned short eq = (unsigned short)(max ? (a.__x & b.__x) : (a.__x | b.__x));
    unsigned short r = fa == fb ? eq : ((fa > fb) == max ? a.__x : b.__x);
    r = nb ? a.__x : r;
    r = na ? b.__x : r;
    r = (na && nb) || (nan && (na || nb)) ? (unsigned short)0x7fffu : r;
    return __ferry_mk(a, r);
}
__FERRY_F16_HD __FT __hmax(const __FT a, const __FT b) { return __ferry_minmax(a, b, true, false); }
__FERRY_F16_HD __FT __hmin(const __FT a, const __FT b) { return __ferry_minmax(a, b, false, false); }
__FERRY_F16_HD __FT __hmax_nan(const __FT a, const __FT b) { return __ferry_minmax(a, b, true, true); }
__FERRY_F16_HD __FT __hmin_nan(const __FT a, const __FT b) { return __ferry_minmax(a, b, false, true); }

/* pairs, lane by lane */
#define __FERRY_P2(name, one)                                                         \
    __FERRY_F16_HD __FT2 name(const __FT2 a, const __FT2 b) { return __ferry_pair(one(a.x, b.x), one(a.y, b.y)); }
#define __FERRY_P2D(name, one)                                                        \
    __FERRY_F16_DEV __FT2 name(const __FT2 a, const __FT2 b, const __FT2 c)          \
    { return __ferry_pair(one(a.x, b.x, c.x), one(a.y, b.y, c.y)); }
__FERRY_P2(__hadd2, __hadd) __FERRY_P2(__hsub2, __hsub) __FERRY_P2(__hmul2, __hmul)
__FERRY_P2(__h2div, __hdiv) __FERRY_P2(__hadd2_rn, __hadd) __FERRY_P2(__hsub2_rn, __hsub)
__FERRY_P2(__hmul2_rn, __hmul) __FERRY_P2(__hadd2_sat, __hadd_sat) __FERRY_P2(__hsub2_sat, __hsub_sat)
__FERRY_P2(__hmul2_sat, __hmul_sat) __FERRY_P2(__hmax2, __hmax) __FERRY_P2(__hmin2, __hmin)
__FERRY_P2(__hmax2_nan, __hmax_nan) __FERRY_P2(__hmin2_nan, __hmin_nan)
__FERRY_P2D(__hfma2, __hfma) __FERRY_P2D(__hfma2_sat, __hfma_sat) __FERRY_P2D(__hfma2_relu, __hfma_relu)
__FERRY_F16_HD __FT2 __hneg2(const __FT2 a) { return __ferry_pair(__hneg(a.x), __hneg(a.y)); }
__FERRY_F16_HD __FT2 __habs2(const __FT2 a) { return __ferry_pair(__habs(a.x), __habs(a.y)); }
/* complex a*b+c, (re, im) in (x, y) */
__FERRY_F16_DEV __FT2 __hcmadd(const __FT2 a, const __FT2 b, const __FT2 c)
{
    __FT re = __hfma(a.x, b.x, c.x), im = __hfma(a.x, b.y, c.y);
    return __ferry_pair(__hfma(__hneg(a.y), b.y, re), __hfma(a.y, b.x, im));
}

/* ----------------------------------------------------------- comparisons */
#define __FERRY_CMP(name, expr)                                                       \
    __FERRY_F16_HD bool name(const __FT a, const __FT b)                              \
    {                                                                                 \
        float x = __ferry_tof(a), y = __ferry_tof(b);                                 \
        return expr;                                                                  \
    }                                                                                 \
    __FERRY_F16_HD __FT2 name##2(const __FT2 a, const __FT2 b)                        \
    {                                                                                 \
        return __ferry_pair(__ferry_mk(a.x, name(a.x, b.x) ? __FONE : 0),             \
                            __ferry_mk(a.x, name(a.y, b.y) ? __FONE : 0));            \
    }                                                                                 \
    __FERRY_F16_HD unsigned int name##2_mask(const __FT2 a, const __FT2 b)            \
    {                                                                                 \
        return (name(a.x, b.x) ? 0xffffu : 0u) | (name(a.y, b.y) ? 0xffff0000u : 0u); \
    }
#define __FERRY_BCMP(bname, name)                                                     \
    __FERRY_F16_HD bool bname(const __FT2 a, const __FT2 b) { return name(a.x, b.x) && name(a.y, b.y); }
__FERRY_CMP(__heq, x == y) __FERRY_CMP(__hne, x < y || x > y)
__FERRY_CMP(__hlt, x < y) __FERRY_CMP(__hle, x <= y)
__FERRY_CMP(__hgt, x > y) __FERRY_CMP(__hge, x >= y)
__FERRY_CMP(__hequ, !(x < y || x > y)) __FERRY_CMP(__hneu, !(x == y))
__FERRY_CMP(__hltu, !(x >= y)) __FERRY_CMP(__hleu, !(x > y))
__FERRY_CMP(__hgtu, !(x <= y)) __FERRY_CMP(__hgeu, !(x < y))
__FERRY_BCMP(__hbeq2, __heq) __FERRY_BCMP(__hbne2, __hne) __FERRY_BCMP(__hblt2, __hlt)
__FERRY_BCMP(__hble2, __hle) __FERRY_BCMP(__hbgt2, __hgt) __FERRY_BCMP(__hbge2, __hge)
__FERRY_BCMP(__hbequ2, __hequ) __FERRY_BCMP(__hbneu2, __hneu) __FERRY_BCMP(__hbltu2, __hltu)
__FERRY_BCMP(__hbleu2, __hleu) __FERRY_BCMP(__hbgtu2, __hgtu) __FERRY_BCMP(__hbgeu2, __hgeu)
__FERRY_F16_HD __FT2 __hisnan2(const __FT2 a)
{
    return __ferry_pair(__ferry_mk(a.x, __hisnan(a.x) ? __FONE : 0), __ferry_mk(a.x, __hisnan(a.y) ? __FONE : 0));
}
#undef __FERRY_CMP
#undef __FERRY_BCMP

/* ------------------------------------------------------------------ math */
#define __FERRY_M1(name, name2, expr)                                                 \
    __FERRY_F16_DEV __FT name(const __FT a)                                           \
    {                                                                                 \
        float x = __ferry_tof(a);                                                     \
        return __FR(expr);                                                            \
    }                                                                                 \
    __FERRY_F16_DEV __FT2 name2(const __FT2 a) { return __ferry_pair(name(a.x), name(a.y)); }
__FERRY_M1(hsqrt, h2sqrt, __builtin_sqrtf(x))
__FERRY_M1(hrsqrt, h2rsqrt, 1.0 / __builtin_sqrt((double)x))
__FERRY_M1(hrcp, h2rcp, 1.0 / (double)x)
__FERRY_M1(hceil, h2ceil, __builtin_ceilf(x))
__FERRY_M1(hfloor, h2floor, __builtin_floorf(x))
__FERRY_M1(htrunc, h2trunc, __builtin_truncf(x))
__FERRY_M1(hrint, h2rint, __builtin_rintf(x))
__FERRY_M1(hexp2, h2exp2, __ferry_exp2_approx(x))
__FERRY_M1(hexp, h2exp, __ferry_exp2_approx(x * 1.44269504f))
__FERRY_M1(hexp10, h2exp10, __ferry_exp2_approx(x * 3.32192809f))
__FERRY_M1(hlog2, h2log2, __ferry_log2_approx(x))
__FERRY_M1(hlog, h2log, __ferry_log2_approx(x) * 0.693147181f)
__FERRY_M1(hlog10, h2log10, __ferry_log2_approx(x) * 0.301029996f)
__FERRY_M1(hsin, h2sin, __ferry_sincos_approx(x, false))
__FERRY_M1(hcos, h2cos, __ferry_sincos_approx(x, true))
__FERRY_M1(htanh, h2tanh, __ferry_tanh_approx(x))
__FERRY_M1(htanh_approx, h2tanh_approx, __ferry_tanh_approx(x))
#undef __FERRY_M1

/* ------------------------------------------------------------- operators */
#if !defined(__FNOOPS)
#define __FERRY_OP(op, fn)                                                            \
    __FERRY_F16_HD __FT operator op(const __FT &a, const __FT &b) { return fn(a, b); } \
    __FERRY_F16_HD __FT &operator op##=(__FT &a, const __FT &b) { a = fn(a, b); return a; }
__FERRY_OP(+, __hadd) __FERRY_OP(-, __hsub) __FERRY_OP(*, __hmul) __FERRY_OP(/, __hdiv)
#undef __FERRY_OP
__FERRY_F16_HD __FT operator+(const __FT &a) { return a; }
__FERRY_F16_HD __FT operator-(const __FT &a) { return __hneg(a); }
__FERRY_F16_HD __FT &operator++(__FT &a) { a = __hadd(a, __ferry_mk(a, __FONE)); return a; }
__FERRY_F16_HD __FT &operator--(__FT &a) { a = __hsub(a, __ferry_mk(a, __FONE)); return a; }
__FERRY_F16_HD __FT operator++(__FT &a, int) { __FT o = a; ++a; return o; }
__FERRY_F16_HD __FT operator--(__FT &a, int) { __FT o = a; --a; return o; }
__FERRY_F16_HD bool operator==(const __FT &a, const __FT &b) { return __heq(a, b); }
__FERRY_F16_HD bool operator!=(const __FT &a, const __FT &b) { return __hneu(a, b); }
__FERRY_F16_HD bool operator<(const __FT &a, const __FT &b) { return __hlt(a, b); }
__FERRY_F16_HD bool operator<=(const __FT &a, const __FT &b) { return __hle(a, b); }
__FERRY_F16_HD bool operator>(const __FT &a, const __FT &b) { return __hgt(a, b); }
__FERRY_F16_HD bool operator>=(const __FT &a, const __FT &b) { return __hge(a, b); }
#endif
#if !defined(__FNOOPS2)
#define __FERRY_OP(op, fn)                                                            \
    __FERRY_F16_HD __FT2 operator op(const __FT2 &a, const __FT2 &b) { return fn(a, b); } \
    __FERRY_F16_HD __FT2 &operator op##=(__FT2 &a, const __FT2 &b) { a = fn(a, b); return a; }
__FERRY_OP(+, __hadd2) __FERRY_OP(-, __hsub2) __FERRY_OP(*, __hmul2) __FERRY_OP(/, __h2div)
#undef __FERRY_OP
__FERRY_F16_HD __FT2 operator+(const __FT2 &a) { return a; }
__FERRY_F16_HD __FT2 operator-(const __FT2 &a) { return __hneg2(a); }
__FERRY_F16_HD __FT2 &operator++(__FT2 &a)
{
    __FT one = __ferry_mk(a.x, __FONE);
    a = __hadd2(a, __ferry_pair(one, one));
    return a;
}
__FERRY_F16_HD __FT2 &operator--(__FT2 &a)
{
    __FT one = __ferry_mk(a.x, __FONE);
    a = __hsub2(a, __ferry_pair(one, one));
    return a;
}
__FERRY_F16_HD __FT2 operator++(__FT2 &a, int) { __FT2 o = a; ++a; return o; }
__FERRY_F16_HD __FT2 operator--(__FT2 &a, int) { __FT2 o = a; --a; return o; }
__FERRY_F16_HD bool operator==(const __FT2 &a, const __FT2 &b) { return __hbeq2(a, b); }
__FERRY_F16_HD bool operator!=(const __FT2 &a, const __FT2 &b) { return __hbneu2(a, b); }
__FERRY_F16_HD bool operator<(const __FT2 &a, const __FT2 &b) { return __hblt2(a, b); }
__FERRY_F16_HD bool operator<=(const __FT2 &a, const __FT2 &b) { return __hble2(a, b); }
__FERRY_F16_HD bool operator>(const __FT2 &a, const __FT2 &b) { return __hbgt2(a, b); }
__FERRY_F16_HD bool operator>=(const __FT2 &a, const __FT2 &b) { return __hbge2(a, b); }
#endif

/* ------------------------------------------------- shuffles and atomics */
#if defined(__FERRY_CUDA__)
#define __FERRY_SHFL(name, laneT)                                                     \
    __FERRY_F16_DEV __FT name(unsigned int mask, __FT var, laneT l, int width = 32)  \
    {                                                                                 \
        return __ferry_mk(var, (unsigned short)name(mask, (int)var.__x, l, width));   \
    }                                                                                 \
    __FERRY_F16_DEV __FT2 name(unsigned int mask, __FT2 var, laneT l, int width = 32) \
    {                                                                                 \
        int v = (int)__builtin_bit_cast(unsigned int, var);                           \
        return __builtin_bit_cast(__FT2, name(mask, v, l, width));                    \
    }
__FERRY_SHFL(__shfl_sync, int) __FERRY_SHFL(__shfl_up_sync, unsigned int)
__FERRY_SHFL(__shfl_down_sync, unsigned int) __FERRY_SHFL(__shfl_xor_sync, int)
#undef __FERRY_SHFL

/* compare-and-swap loops on the 16 or 32 bits; the old value is returned */
__FERRY_F16_DEV __FT atomicAdd(__FT *address, const __FT val)
{
    unsigned short *p = (unsigned short *)address;
    unsigned short old = __atomic_load_n(p, __ATOMIC_RELAXED), next;
    do {
        next = __hadd(__ferry_mk(val, old), val).__x;
    } while (!__atomic_compare_exchange_n(p, &old, next, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    return __ferry_mk(val, old);
}
__FERRY_F16_DEV __FT2 atomicAdd(__FT2 *address, const __FT2 val)
{
    unsigned int *p = (unsigned int *)address;
    unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED), next;
    do {
        next = __builtin_bit_cast(unsigned int, __hadd2(__builtin_bit_cast(__FT2, old), val));
    } while (!__atomic_compare_exchange_n(p, &old, next, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    return __builtin_bit_cast(__FT2, old);
}
#endif

#undef __FERRY_P2
#undef __FERRY_P2D
