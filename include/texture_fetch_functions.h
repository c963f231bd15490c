/* Device reads on texture references (cuda_texture_types.h): the same
 * names as on texture objects, taking the reference.  Each reads the
 * handle the runtime stored in the reference when it was bound and
 * samples it as a texture object (texture_indirect_functions.h), so both
 * APIs give the same bits.  An unbound reference reads as zero. */
#ifndef FERRY_TEXTURE_FETCH_FUNCTIONS_H
#define FERRY_TEXTURE_FETCH_FUNCTIONS_H
#define __TEXTURE_FETCH_FUNCTIONS_H__ /* the toolkit's guard */

#include "cuda_texture_types.h"

#if defined(__cplusplus) && defined(__FERRY_CUDA__)

/* What a read in cudaReadModeNormalizedFloat gives: 8- and 16-bit
 * integers become floats in [0, 1] or [-1, 1], channel for channel. */
template <class T> struct __ferry_texref_norm { typedef T type; };
#define __FERRY_TEXREF_NORM(_Rp, a, b, c, d, e)                                     \
    template <> struct __ferry_texref_norm<a> { typedef _Rp type; };               \
    template <> struct __ferry_texref_norm<b> { typedef _Rp type; };               \
    template <> struct __ferry_texref_norm<c> { typedef _Rp type; };               \
    template <> struct __ferry_texref_norm<d> { typedef _Rp type; };               \
    template <> struct __ferry_texref_norm<e> { typedef _Rp type; };
__FERRY_TEXREF_NORM(float, char, signed char, unsigned char, short, unsigned short)
__FERRY_TEXREF_NORM(float1, char1, uchar1, short1, ushort1, float1)
__FERRY_TEXREF_NORM(float2, char2, uchar2, short2, ushort2, float2)
__FERRY_TEXREF_NORM(float4, char4, uchar4, short4, ushort4, float4)
#undef __FERRY_TEXREF_NORM

template <class T, enum cudaTextureReadMode _Mp> struct __ferry_texref_ret { typedef T type; };
template <class T> struct __ferry_texref_ret<T, cudaReadModeNormalizedFloat> {
    typedef typename __ferry_texref_norm<T>::type type;
};

/* In device code clang passes a reference as its 64-bit handle. */
static __device__ __forceinline__ unsigned long long __ferry_texref_handle(const void *ref)
{
    return *(const unsigned long long *)ref;
}

#define __FERRY_TEXREF_READ(name, dim, params, ...)                                                  \
    template <class T, enum cudaTextureReadMode _Mp>                                                  \
    static __device__ __forceinline__ typename __ferry_texref_ret<T, _Mp>::type name(                 \
        texture<T, dim, _Mp> t, __FERRY_EXPAND params)                                               \
    {                                                                                               \
        typedef typename __ferry_texref_ret<T, _Mp>::type _Rp;                                          \
        unsigned long long h = __ferry_texref_handle(&t);                                           \
        return h ? name<_Rp>(h, __VA_ARGS__) : _Rp();                                                   \
    }
#define __FERRY_EXPAND(...) __VA_ARGS__

__FERRY_TEXREF_READ(tex1Dfetch, cudaTextureType1D, (int x), x)
__FERRY_TEXREF_READ(tex1D, cudaTextureType1D, (float x), x)
__FERRY_TEXREF_READ(tex2D, cudaTextureType2D, (float x, float y), x, y)
__FERRY_TEXREF_READ(tex3D, cudaTextureType3D, (float x, float y, float z), x, y, z)
__FERRY_TEXREF_READ(tex1DLayered, cudaTextureType1DLayered, (float x, int layer), x, layer)
__FERRY_TEXREF_READ(tex2DLayered, cudaTextureType2DLayered, (float x, float y, int layer), x, y, layer)
__FERRY_TEXREF_READ(texCubemap, cudaTextureTypeCubemap, (float x, float y, float z), x, y, z)
__FERRY_TEXREF_READ(texCubemapLayered, cudaTextureTypeCubemapLayered, (float x, float y, float z, int layer),
                    x, y, z, layer)
__FERRY_TEXREF_READ(tex1DLod, cudaTextureType1D, (float x, float level), x, level)
__FERRY_TEXREF_READ(tex2DLod, cudaTextureType2D, (float x, float y, float level), x, y, level)
__FERRY_TEXREF_READ(tex3DLod, cudaTextureType3D, (float x, float y, float z, float level), x, y, z, level)
__FERRY_TEXREF_READ(tex1DLayeredLod, cudaTextureType1DLayered, (float x, int layer, float level), x, layer, level)
__FERRY_TEXREF_READ(tex2DLayeredLod, cudaTextureType2DLayered, (float x, float y, int layer, float level), x, y,
                    layer, level)
__FERRY_TEXREF_READ(texCubemapLod, cudaTextureTypeCubemap, (float x, float y, float z, float level), x, y, z, level)
__FERRY_TEXREF_READ(tex1DGrad, cudaTextureType1D, (float x, float dx, float dy), x, dx, dy)
__FERRY_TEXREF_READ(tex2DGrad, cudaTextureType2D, (float x, float y, float2 dx, float2 dy), x, y, dx, dy)
__FERRY_TEXREF_READ(tex3DGrad, cudaTextureType3D, (float x, float y, float z, float4 dx, float4 dy), x, y, z, dx,
                    dy)
__FERRY_TEXREF_READ(tex1DLayeredGrad, cudaTextureType1DLayered, (float x, int layer, float dx, float dy), x, layer,
                    dx, dy)
__FERRY_TEXREF_READ(tex2DLayeredGrad, cudaTextureType2DLayered, (float x, float y, int layer, float2 dx, float2 dy),
                    x, y, layer, dx, dy)

#undef __FERRY_TEXREF_READ
#undef __FERRY_EXPAND

/* tex2Dgather gives a 4-vector of one channel, whatever T is. */
template <class T> struct __ferry_texref_gather { typedef float4 type; };
#define __FERRY_TEXREF_GATHER(_Rp, a) template <> struct __ferry_texref_gather<a> { typedef _Rp type; };
#define __FERRY_TEXREF_GATHER4(_Rp, s, v)                                                          \
    __FERRY_TEXREF_GATHER(_Rp, s) __FERRY_TEXREF_GATHER(_Rp, v##1) __FERRY_TEXREF_GATHER(_Rp, v##2) \
    __FERRY_TEXREF_GATHER(_Rp, v##4)
__FERRY_TEXREF_GATHER4(char4, char, char)
__FERRY_TEXREF_GATHER(char4, signed char)
__FERRY_TEXREF_GATHER4(uchar4, unsigned char, uchar)
__FERRY_TEXREF_GATHER4(short4, short, short)
__FERRY_TEXREF_GATHER4(ushort4, unsigned short, ushort)
__FERRY_TEXREF_GATHER4(int4, int, int)
__FERRY_TEXREF_GATHER4(uint4, unsigned int, uint)
#undef __FERRY_TEXREF_GATHER4
#undef __FERRY_TEXREF_GATHER

template <class T, enum cudaTextureReadMode _Mp>
static __device__ __forceinline__ typename __ferry_texref_gather<typename __ferry_texref_ret<T, _Mp>::type>::type
tex2Dgather(texture<T, cudaTextureType2D, _Mp> t, float x, float y, int comp = 0)
{
    typedef typename __ferry_texref_gather<typename __ferry_texref_ret<T, _Mp>::type>::type _Rp;
    unsigned long long h = __ferry_texref_handle(&t);
    return h ? tex2Dgather<_Rp>(h, x, y, comp) : _Rp();
}

#endif
#endif
