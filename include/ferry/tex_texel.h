/* Texels for the device-side texture and surface functions: converting 4
 * float channels to a return type T (vector or scalar), and reading one
 * channel of an element as float (cudaReadModeNormalizedFloat included).
 * Included from texture_indirect_functions.h in device compilation (CUDA
 * C++), and from devlib/tex.c (C17) for the PTX texture instructions: the
 * parts outside __cplusplus are plain C, so that both paths run the same
 * code and give the same bits. */
#ifndef FERRY_FERRY_TEX_TEXEL_H
#define FERRY_FERRY_TEX_TEXEL_H

#include "ferry/texture_desc.h"

/* The qualifiers of the shared functions: inline device functions in CUDA
 * C++, plain inline functions in the device library's C. */
#ifdef __cplusplus
#define __FERRY_TXD static __device__ __forceinline__
#define __FERRY_TXD_NOINLINE static __device__ inline __attribute__((noinline))
#else
#include <stdbool.h>
#define __FERRY_TXD static inline __attribute__((always_inline))
#define __FERRY_TXD_NOINLINE static inline __attribute__((noinline))
#endif

#ifdef __cplusplus
/* float to an integer channel type without undefined behaviour: NaN is 0,
 * out-of-range values saturate. */
template <class _Sp> __device__ __forceinline__ _Sp __ferry_tex_cvt(float f)
{
    if (_Sp(-1) > _Sp(0)) { /* unsigned */
        const float hi = sizeof(_Sp) == 4 ? 4294967040.0f : (float)(_Sp)~(_Sp)0;
        return !(f > 0.0f) ? _Sp(0) : f >= hi ? (_Sp)~(_Sp)0 : _Sp(f);
    }
    const float lim = sizeof(_Sp) == 4 ? 2147483520.0f : (float)(_Sp)((1ull << (8 * sizeof(_Sp) - 1)) - 1);
    return !(f == f) ? _Sp(0) : f >= lim ? _Sp(lim) : f <= -lim - 1.0f ? _Sp(-lim - 1.0f) : _Sp(f);
}
template <> __device__ __forceinline__ float __ferry_tex_cvt<float>(float f) { return f; }

/* n: channels of T; make: T from 4 floats. */
template <class T> struct __ferry_texel;
#define __FERRY_TEXEL_SCALAR(T)                                                                                       \
    template <> struct __ferry_texel<T> {                                                                             \
        static __device__ __forceinline__ T make(const float *v) { return __ferry_tex_cvt<T>(v[0]); }                 \
    };
#define __FERRY_TEXEL_VEC(V, _Sp)                                                                                       \
    template <> struct __ferry_texel<V##1> {                                                                          \
        static __device__ __forceinline__ V##1 make(const float *v)                                                   \
        {                                                                                                             \
            V##1 r;                                                                                                   \
            r.x = __ferry_tex_cvt<_Sp>(v[0]);                                                                           \
            return r;                                                                                                 \
        }                                                                                                             \
    };                                                                                                                \
    template <> struct __ferry_texel<V##2> {                                                                          \
        static __device__ __forceinline__ V##2 make(const float *v)                                                   \
        {                                                                                                             \
            V##2 r;                                                                                                   \
            r.x = __ferry_tex_cvt<_Sp>(v[0]);                                                                           \
            r.y = __ferry_tex_cvt<_Sp>(v[1]);                                                                           \
            return r;                                                                                                 \
        }                                                                                                             \
    };                                                                                                                \
    template <> struct __ferry_texel<V##4> {                                                                          \
        static __device__ __forceinline__ V##4 make(const float *v)                                                   \
        {                                                                                                             \
            V##4 r;                                                                                                   \
            r.x = __ferry_tex_cvt<_Sp>(v[0]);                                                                           \
            r.y = __ferry_tex_cvt<_Sp>(v[1]);                                                                           \
            r.z = __ferry_tex_cvt<_Sp>(v[2]);                                                                           \
            r.w = __ferry_tex_cvt<_Sp>(v[3]);                                                                           \
            return r;                                                                                                 \
        }                                                                                                             \
    };
__FERRY_TEXEL_SCALAR(char)
__FERRY_TEXEL_SCALAR(signed char)
__FERRY_TEXEL_SCALAR(unsigned char)
__FERRY_TEXEL_SCALAR(short)
__FERRY_TEXEL_SCALAR(unsigned short)
__FERRY_TEXEL_SCALAR(int)
__FERRY_TEXEL_SCALAR(unsigned int)
__FERRY_TEXEL_SCALAR(float)
__FERRY_TEXEL_VEC(char, signed char)
__FERRY_TEXEL_VEC(uchar, unsigned char)
__FERRY_TEXEL_VEC(short, short)
__FERRY_TEXEL_VEC(ushort, unsigned short)
__FERRY_TEXEL_VEC(int, int)
__FERRY_TEXEL_VEC(uint, unsigned int)
__FERRY_TEXEL_VEC(float, float)
#undef __FERRY_TEXEL_SCALAR
#undef __FERRY_TEXEL_VEC
#endif /* __cplusplus */

/* float to a 32-bit integer as __ferry_tex_cvt<int> / <unsigned> give it,
 * for the PTX instructions' .s32 and .u32 results. */
__FERRY_TXD unsigned __ferry_tex_cvt32(float f, bool sgn)
{
    if (!sgn)
        return !(f > 0.0f) ? 0u : f >= 4294967040.0f ? ~0u : (unsigned)f;
    const float lim = 2147483520.0f;
    return (unsigned)(!(f == f) ? 0 : f >= lim ? (int)lim : f <= -lim - 1.0f ? (int)(-lim - 1.0f) : (int)f);
}

/* IEEE half bits to float, for 16-bit float channels. */
__FERRY_TXD float __ferry_tex_half(unsigned short h)
{
    unsigned sign = (unsigned)(h >> 15) << 31, e = (h >> 10) & 0x1f, m = h & 0x3ff, bits;
    if (e == 0x1f)
        bits = sign | 0x7f800000u | (m << 13);
    else if (e != 0)
        bits = sign | ((e + 112) << 23) | (m << 13);
    else if (m == 0)
        bits = sign;
    else {
        float f = (float)m * (1.0f / 16777216.0f); /* m * 2^-24, exact */
        return sign ? -f : f;
    }
    float f;
    __builtin_memcpy(&f, &bits, 4);
    return f;
}

/* Channel c of the element at p, as float: integers normalized to [0, 1]
 * or [-1, 1] under cudaReadModeNormalizedFloat (8- and 16-bit only). */
__FERRY_TXD float __ferry_tex_channel(const __ferry_tex_desc *d, const char *p, int c)
{
    int b = d->bits[c];
    if (b == 0)
        return 0.0f;
    p += c * (b / 8);
    bool norm = d->read_mode == 1;
    if (d->kind == 2) { /* cudaChannelFormatKindFloat */
        if (b == 16) {
            unsigned short h;
            __builtin_memcpy(&h, p, 2);
            return __ferry_tex_half(h);
        }
        float f;
        __builtin_memcpy(&f, p, 4);
        return f;
    }
    bool sgn = d->kind == 0;
    if (b == 8) {
        if (sgn) {
            float v = (float)*(const signed char *)p;
            return norm ? __builtin_fmaxf(v / 127.0f, -1.0f) : v;
        }
        float v = (float)*(const unsigned char *)p;
        return norm ? v / 255.0f : v;
    }
    if (b == 16) {
        short s;
        unsigned short u;
        __builtin_memcpy(&s, p, 2);
        __builtin_memcpy(&u, p, 2);
        if (sgn)
            return norm ? __builtin_fmaxf((float)s / 32767.0f, -1.0f) : (float)s;
        return norm ? (float)u / 65535.0f : (float)u;
    }
    int i;
    __builtin_memcpy(&i, p, 4);
    return sgn ? (float)i : (float)(unsigned)i;
}

/* Out of line: a trilinear sample reads 32 channels. */
__FERRY_TXD_NOINLINE void __ferry_tex_element(const __ferry_tex_desc *d, const char *p, float *v)
{
    for (int c = 0; c < 4; c++)
        v[c] = __ferry_tex_channel(d, p, c);
}

/* Whether reads come back as float (linear filtering needs it): float
 * channels, or normalized 8/16-bit integers. */
__FERRY_TXD bool __ferry_tex_float_result(const __ferry_tex_desc *d)
{
    return d->kind == 2 || (d->read_mode == 1 && d->bits[0] <= 16);
}

#endif
