/* Texture sampling for the device-side tex functions: addressing (wrap,
 * clamp, mirror, border), point and linear filtering as the CUDA
 * Programming Guide's texture fetching appendix gives them, with the
 * interpolation weights held in 9-bit fixed point (8 fractional bits).
 * Linear filtering sums the corners with fmaf in a fixed order, so that a
 * host can compute the same bits.  Plain C outside __cplusplus: the PTX
 * texture instructions (devlib/tex.c) run the same functions. */
#ifndef FERRY_FERRY_TEX_SAMPLE_H
#define FERRY_FERRY_TEX_SAMPLE_H

#include "ferry/tex_texel.h"

/* floor(u) as an index; NaN gives 0 and the range is clamped first, so the
 * conversion is always defined. */
__FERRY_TXD float __ferry_tex_floor(float u)
{
    if (!(u == u))
        return 0.0f;
    return __builtin_floorf(__builtin_fminf(__builtin_fmaxf(u, -1073741824.0f), 1073741824.0f));
}

/* Wrap and mirror apply to normalized coordinates only; unnormalized ones
 * clamp, as in CUDA. */
__FERRY_TXD long long __ferry_tex_address(long long i, long long n, int mode, bool normalized, bool *out)
{
    if (normalized && mode == 0) { /* cudaAddressModeWrap */
        i %= n;
        return i < 0 ? i + n : i;
    }
    if (normalized && mode == 2) { /* cudaAddressModeMirror */
        long long m = i % (2 * n);
        if (m < 0)
            m += 2 * n;
        return m < n ? m : 2 * n - 1 - m;
    }
    if (mode == 3) { /* cudaAddressModeBorder */
        *out = *out || i < 0 || i >= n;
        return i;
    }
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* The element at integer coordinates idx[0..dims) of the given slice, or
 * NULL where border addressing leaves the texture. */
__FERRY_TXD const char *__ferry_tex_locate(const __ferry_tex_desc *d, int dims, const long long *idx,
                                           long long slice, bool norm)
{
    const long long n[3] = {(long long)d->width, (long long)d->height, (long long)d->depth};
    long long a[3] = {0, 0, slice};
    bool out = false;
    for (int k = 0; k < dims; k++)
        a[k] = __ferry_tex_address(idx[k], n[k], d->address[k], norm, &out);
    if (out)
        return 0;
    return d->base + a[2] * (long long)d->slice + a[1] * (long long)d->pitch + a[0] * (long long)d->elem;
}

/* The element's channels as float, or the border color. */
__FERRY_TXD void __ferry_tex_texel(const __ferry_tex_desc *d, const char *p, float *v)
{
    if (p)
        __ferry_tex_element(d, p, v);
    else
        for (int c = 0; c < 4; c++)
            v[c] = d->border[c];
}

#ifdef __cplusplus
/* The element at p as T: raw bits for element-type reads of integers,
 * converted channels otherwise; border color where p is NULL. */
template <class T> __device__ __forceinline__ T __ferry_tex_result(const __ferry_tex_desc *d, const char *p)
{
    if (p && !__ferry_tex_float_result(d)) {
        T r;
        __builtin_memset(&r, 0, sizeof r);
        __builtin_memcpy(&r, p, sizeof(T) < d->elem ? sizeof(T) : d->elem);
        return r;
    }
    float v[4];
    __ferry_tex_texel(d, p, v);
    return __ferry_texel<T>::make(v);
}
#endif

/* The weight of the upper texel: frac(u) rounded to 8 fractional bits. */
__FERRY_TXD float __ferry_tex_weight(float frac)
{
    return (float)(int)(frac * 256.0f + 0.5f) * (1.0f / 256.0f);
}

/* Linear filtering over dims dimensions: corner k takes the upper texel in
 * dimension j when bit j of k is set; corners are summed in order. */
__FERRY_TXD void __ferry_tex_linear(const __ferry_tex_desc *d, int dims, const float *c, long long slice, bool norm,
                                    float *acc)
{
    const float n[3] = {(float)d->width, (float)d->height, (float)d->depth};
    long long i0[3];
    float a[3];
    for (int k = 0; k < dims; k++) {
        float u = norm ? __builtin_fmaf(c[k], n[k], -0.5f) : c[k] - 0.5f;
        u = u == u ? __builtin_fminf(__builtin_fmaxf(u, -1073741824.0f), 1073741824.0f) : 0.0f;
        float fl = __builtin_floorf(u);
        i0[k] = (long long)fl;
        a[k] = __ferry_tex_weight(u - fl);
    }
    for (int corner = 0; corner < (1 << dims); corner++) {
        long long idx[3];
        float w = 1.0f, v[4];
        for (int k = 0; k < dims; k++) {
            int up = (corner >> k) & 1;
            idx[k] = i0[k] + up;
            w *= up ? a[k] : 1.0f - a[k];
        }
        __ferry_tex_texel(d, __ferry_tex_locate(d, dims, idx, slice, norm), v);
        for (int ch = 0; ch < 4; ch++)
            acc[ch] = corner == 0 ? w * v[ch] : __builtin_fmaf(w, v[ch], acc[ch]);
    }
}

__FERRY_TXD long long __ferry_tex_layer(const __ferry_tex_desc *d, long long layer)
{
    long long n = (long long)d->depth;
    return layer < 0 ? 0 : layer >= n ? n - 1 : layer;
}

/* One sample at coordinates c[0..dims) of a slice (layer or face): true
 * with the element's address in *p where it is read as raw bits, false
 * with its channels (filtered, converted or the border color) in v.  Out
 * of line, so that each tex call in a kernel stays a call. */
__FERRY_TXD_NOINLINE bool __ferry_tex_fetch(unsigned long long obj, int dims, const float *c, long long slice,
                                             bool force_norm, const char **p, float *v)
{
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    bool norm = force_norm || d->normalized;
    slice = __ferry_tex_layer(d, slice);
    if (d->filter == 1 && __ferry_tex_float_result(d)) {
        __ferry_tex_linear(d, dims, c, slice, norm, v);
        return false;
    }
    const float n[3] = {(float)d->width, (float)d->height, (float)d->depth};
    long long idx[3];
    for (int k = 0; k < dims; k++)
        idx[k] = (long long)__ferry_tex_floor(norm ? c[k] * n[k] : c[k]);
    const char *q = __ferry_tex_locate(d, dims, idx, slice, norm);
    if (q && !__ferry_tex_float_result(d)) {
        *p = q;
        return true;
    }
    __ferry_tex_texel(d, q, v);
    return false;
}

#ifdef __cplusplus
template <class T>
__device__ __forceinline__ T __ferry_tex_sample(unsigned long long obj, int dims, const float *c, long long slice,
                                                bool force_norm)
{
    const char *p;
    float v[4];
    if (!__ferry_tex_fetch(obj, dims, c, slice, force_norm, &p, v))
        return __ferry_texel<T>::make(v);
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    T r;
    __builtin_memset(&r, 0, sizeof r);
    __builtin_memcpy(&r, p, sizeof(T) < d->elem ? sizeof(T) : d->elem);
    return r;
}
#endif

/* The face of a cubemap a direction points at, and the normalized (s, t)
 * on it, from the Programming Guide's cubemap table. */
__FERRY_TXD int __ferry_tex_cube(float x, float y, float z, float *st)
{
    float ax = __builtin_fabsf(x), ay = __builtin_fabsf(y), az = __builtin_fabsf(z);
    int face;
    float s, t, m;
    if (ax >= ay && ax >= az) {
        face = x >= 0 ? 0 : 1;
        s = x >= 0 ? -z : z;
        t = -y;
        m = ax;
    } else if (ay >= az) {
        face = y >= 0 ? 2 : 3;
        s = x;
        t = y >= 0 ? z : -z;
        m = ay;
    } else {
        face = z >= 0 ? 4 : 5;
        s = z >= 0 ? x : -x;
        t = -y;
        m = az;
    }
    m = m > 0.0f ? m : 1.0f;
    st[0] = (s / m + 1.0f) * 0.5f;
    st[1] = (t / m + 1.0f) * 0.5f;
    return face;
}

/* tex2Dgather: component comp of the four texels bilinear filtering would
 * weigh, in the order (i, j+1), (i+1, j+1), (i+1, j), (i, j). */
__FERRY_TXD void __ferry_tex_gather(unsigned long long obj, float x, float y, int comp, float *out)
{
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    const float n[2] = {(float)d->width, (float)d->height};
    const float c[2] = {x, y};
    bool norm = d->normalized != 0;
    long long i0[2];
    for (int k = 0; k < 2; k++)
        i0[k] = (long long)__ferry_tex_floor(norm ? __builtin_fmaf(c[k], n[k], -0.5f) : c[k] - 0.5f);
    const int di[4] = {0, 1, 1, 0}, dj[4] = {1, 1, 0, 0};
    comp = comp < 0 ? 0 : comp > 3 ? 3 : comp;
    for (int q = 0; q < 4; q++) {
        const long long idx[2] = {i0[0] + di[q], i0[1] + dj[q]};
        float v[4];
        __ferry_tex_texel(d, __ferry_tex_locate(d, 2, idx, 0, norm), v);
        out[q] = v[comp];
    }
}

#endif
