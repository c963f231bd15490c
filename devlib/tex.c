/* The PTX texture and surface instructions on texture and surface objects
 * (tex, tld4, suld, sust; lowered to calls of these by ptx/lower/tex.c).
 * They sample and address with the very functions the CUDA headers use
 * (include/ferry/tex_sample.h, surf_access.h, compiled here as C), so that
 * a kernel gives the same bits from its CUDA source and from its PTX.
 *
 * PTX returns four 32-bit channels where CUDA C++ returns a T.  An element
 * read as raw bits (element-type reads of integers) comes back, for .s32
 * and .u32 results, one channel per word, sign- or zero-extended, which
 * the PTX that nvcc writes narrows to T's channel type again; for .f32
 * results (a float T), as its bytes, as the CUDA path copies them into T.
 * Filtered, normalized and border values come back as f32, or converted
 * to .s32/.u32 as the CUDA path converts them to int/unsigned.  Only an
 * integer T whose channels are not the element's (uint2 from a uchar4
 * texture) reads differently: the CUDA path copies the element's bytes. */
#include "devlib.h"

#include "ferry/surf_access.h"
#include "ferry/tex_sample.h"

enum { TEX_F32, TEX_S32, TEX_U32 }; /* the instruction's result type */

static void from_floats(const float *v, int dtype, unsigned *out)
{
    for (int c = 0; c < 4; c++) {
        if (dtype == TEX_F32)
            __builtin_memcpy(&out[c], &v[c], 4);
        else
            out[c] = __ferry_tex_cvt32(v[c], dtype == TEX_S32);
    }
}

/* The element's channels as integers: channel c at c * its size, as
 * __ferry_tex_channel finds it; signed kinds sign-extended.  For .f32
 * results, the element's bytes (at most 16). */
static void from_element(const __ferry_tex_desc *d, const char *p, int dtype, unsigned *out)
{
    if (dtype == TEX_F32) {
        unsigned n = d->elem < 16 ? d->elem : 16;
        for (unsigned i = 0; i < 16; i++)
            ((char *)out)[i] = i < n ? p[i] : 0;
        return;
    }
    for (int c = 0; c < 4; c++) {
        int b = d->bits[c];
        const char *q = p + c * (b / 8);
        bool sgn = d->kind == 0;
        unsigned v = 0;
        if (b == 8) {
            v = sgn ? (unsigned)(int)*(const signed char *)q : *(const unsigned char *)q;
        } else if (b == 16) {
            short s;
            unsigned short u;
            __builtin_memcpy(&s, q, 2);
            __builtin_memcpy(&u, q, 2);
            v = sgn ? (unsigned)(int)s : u;
        } else if (b == 32) {
            __builtin_memcpy(&v, q, 4);
        }
        out[c] = v;
    }
}

void __ferry_ptx_tex(unsigned long long obj, int dims, int cube, float x, float y, float z, int layer, int dtype,
                     unsigned *out)
{
    float c[3] = {x, y, z};
    long long slice = layer;
    bool force_norm = false;
    if (cube) { /* texCubemap, texCubemapLayered */
        int face = __ferry_tex_cube(x, y, z, c);
        slice = cube == 1 ? face : layer < 0 ? face : 6ll * layer + face;
        dims = 2;
        force_norm = true;
    }
    const char *p;
    float v[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    if (!obj) /* an unbound texture reference */
        from_floats(v, dtype, out);
    else if (__ferry_tex_fetch(obj, dims, c, slice, force_norm, &p, v))
        from_element((const __ferry_tex_desc *)obj, p, dtype, out);
    else
        from_floats(v, dtype, out);
}

/* tex1Dfetch: out of range reads as zero, as on a GPU.  Every entry
 * here takes handle 0 as an unbound texture or surface reference (zeros
 * read, writes dropped). */
void __ferry_ptx_tex_fetch(unsigned long long obj, int x, int dtype, unsigned *out)
{
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    float v[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    if (d && x >= 0 && (unsigned long long)x < d->width) {
        const char *p = d->base + (long long)x * d->elem;
        if (!__ferry_tex_float_result(d)) {
            from_element(d, p, dtype, out);
            return;
        }
        __ferry_tex_texel(d, p, v);
    }
    from_floats(v, dtype, out);
}

void __ferry_ptx_tld4(unsigned long long obj, float x, float y, int comp, int dtype, unsigned *out)
{
    float v[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    if (obj)
        __ferry_tex_gather(obj, x, y, comp, v);
    from_floats(v, dtype, out);
}

/* size bytes between p and q, in one access where the size allows. */
static void copy(void *q, const void *p, unsigned size)
{
    switch (size) {
    case 1: __builtin_memcpy(q, p, 1); break;
    case 2: __builtin_memcpy(q, p, 2); break;
    case 4: __builtin_memcpy(q, p, 4); break;
    case 8: __builtin_memcpy(q, p, 8); break;
    case 16: __builtin_memcpy(q, p, 16); break;
    default:
        for (unsigned i = 0; i < size; i++)
            ((char *)q)[i] = ((const char *)p)[i];
    }
}

/* x in bytes, as in CUDA; out gets size bytes (zero where
 * cudaBoundaryModeZero leaves the surface). */
void __ferry_ptx_suld(unsigned long long obj, int x, int y, int z, unsigned size, int mode, void *out)
{
    const char *p = obj ? __ferry_surf_at(obj, x, y, z, size, mode) : 0;
    for (unsigned i = 0; i < size; i++)
        ((char *)out)[i] = 0;
    if (p)
        copy(out, p, size);
}

void __ferry_ptx_sust(unsigned long long obj, int x, int y, int z, unsigned size, int mode, const void *in)
{
    char *p = obj ? __ferry_surf_at(obj, x, y, z, size, mode) : 0;
    if (p)
        copy(p, in, size);
}

/* txq and suq: 0 .width, 1 .height, 2 .depth, 3 .array_size,
 * 4 .normalized_coords, 5 .filter_mode.  Widths count elements; the
 * dimensions a resource does not have read as 1 (the descriptor's
 * convention), the layers of a layered array are .array_size (cubemap
 * layers count 6 faces each) and not its depth, and .array_size of a
 * resource that is not layered is 0. */
int __ferry_ptx_txq(unsigned long long obj, int what)
{
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    if (!d)
        return 0;
    bool layered = d->array_flags & 0x01, cube = d->array_flags & 0x04; /* cudaArrayLayered, cudaArrayCubemap */
    switch (what) {
    case 0: return (int)d->width;
    case 1: return (int)d->height;
    case 2: return layered || cube ? 1 : (int)d->depth;
    case 3: return !layered ? 0 : cube ? (int)(d->depth / 6) : (int)d->depth;
    case 4: return d->normalized != 0;
    default: return d->filter;
    }
}
