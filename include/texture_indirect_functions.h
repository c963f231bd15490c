/* Device-side texture object functions: tex1Dfetch, tex1D, tex2D, tex3D,
 * the layered and cubemap forms, tex2Dgather, and the Lod/Grad forms (at
 * level 0: Ferry has no mipmaps).  Each reads the object's descriptor
 * (ferry/texture_desc.h) and samples host memory (ferry/tex_sample.h).
 * Included from cuda_runtime.h in CUDA C++. */
#ifndef FERRY_TEXTURE_INDIRECT_FUNCTIONS_H
#define FERRY_TEXTURE_INDIRECT_FUNCTIONS_H
#define __TEXTURE_INDIRECT_FUNCTIONS_H__ /* the toolkit's guard */

#include "cuda_runtime_api.h"
#include "cuda_texture_types.h"
#include "ferry/tex_sample.h"

#define __FERRY_TEXF template <class T> static __device__ __forceinline__

/* Out of range reads as zero, as on a GPU. */
__FERRY_TEXF T tex1Dfetch(cudaTextureObject_t obj, int x)
{
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    if (x < 0 || (unsigned long long)x >= d->width) {
        const float zero[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        return __ferry_texel<T>::make(zero);
    }
    return __ferry_tex_result<T>(d, d->base + (long long)x * d->elem);
}

__FERRY_TEXF T tex1D(cudaTextureObject_t obj, float x)
{
    const float c[1] = {x};
    return __ferry_tex_sample<T>(obj, 1, c, 0, false);
}

__FERRY_TEXF T tex2D(cudaTextureObject_t obj, float x, float y)
{
    const float c[2] = {x, y};
    return __ferry_tex_sample<T>(obj, 2, c, 0, false);
}

__FERRY_TEXF T tex3D(cudaTextureObject_t obj, float x, float y, float z)
{
    const float c[3] = {x, y, z};
    return __ferry_tex_sample<T>(obj, 3, c, 0, false);
}

__FERRY_TEXF T tex1DLayered(cudaTextureObject_t obj, float x, int layer)
{
    const float c[1] = {x};
    return __ferry_tex_sample<T>(obj, 1, c, layer, false);
}

__FERRY_TEXF T tex2DLayered(cudaTextureObject_t obj, float x, float y, int layer)
{
    const float c[2] = {x, y};
    return __ferry_tex_sample<T>(obj, 2, c, layer, false);
}

__FERRY_TEXF T texCubemap(cudaTextureObject_t obj, float x, float y, float z)
{
    float st[2];
    int face = __ferry_tex_cube(x, y, z, st);
    return __ferry_tex_sample<T>(obj, 2, st, face, true);
}

__FERRY_TEXF T texCubemapLayered(cudaTextureObject_t obj, float x, float y, float z, int layer)
{
    float st[2];
    int face = __ferry_tex_cube(x, y, z, st);
    long long slice = layer < 0 ? face : 6ll * layer + face;
    return __ferry_tex_sample<T>(obj, 2, st, slice, true);
}

/* Component comp of the four texels bilinear filtering would weigh
 * (__ferry_tex_gather). */
__FERRY_TEXF T tex2Dgather(cudaTextureObject_t obj, float x, float y, int comp = 0)
{
    float out[4];
    __ferry_tex_gather(obj, x, y, comp, out);
    return __ferry_texel<T>::make(out);
}

/* Level of detail and gradients choose a mipmap level; without mipmaps,
 * every level is level 0. */
__FERRY_TEXF T tex1DLod(cudaTextureObject_t obj, float x, float) { return tex1D<T>(obj, x); }
__FERRY_TEXF T tex2DLod(cudaTextureObject_t obj, float x, float y, float) { return tex2D<T>(obj, x, y); }
__FERRY_TEXF T tex3DLod(cudaTextureObject_t obj, float x, float y, float z, float) { return tex3D<T>(obj, x, y, z); }
__FERRY_TEXF T tex1DLayeredLod(cudaTextureObject_t obj, float x, int layer, float)
{
    return tex1DLayered<T>(obj, x, layer);
}
__FERRY_TEXF T tex2DLayeredLod(cudaTextureObject_t obj, float x, float y, int layer, float)
{
    return tex2DLayered<T>(obj, x, y, layer);
}
__FERRY_TEXF T texCubemapLod(cudaTextureObject_t obj, float x, float y, float z, float)
{
    return texCubemap<T>(obj, x, y, z);
}
__FERRY_TEXF T tex1DGrad(cudaTextureObject_t obj, float x, float, float) { return tex1D<T>(obj, x); }
__FERRY_TEXF T tex2DGrad(cudaTextureObject_t obj, float x, float y, float2, float2) { return tex2D<T>(obj, x, y); }
__FERRY_TEXF T tex3DGrad(cudaTextureObject_t obj, float x, float y, float z, float4, float4)
{
    return tex3D<T>(obj, x, y, z);
}
__FERRY_TEXF T tex1DLayeredGrad(cudaTextureObject_t obj, float x, int layer, float, float)
{
    return tex1DLayered<T>(obj, x, layer);
}
__FERRY_TEXF T tex2DLayeredGrad(cudaTextureObject_t obj, float x, float y, int layer, float2, float2)
{
    return tex2DLayered<T>(obj, x, y, layer);
}

/* The forms that store through a pointer. */
__FERRY_TEXF void tex1Dfetch(T *ret, cudaTextureObject_t obj, int x) { *ret = tex1Dfetch<T>(obj, x); }
__FERRY_TEXF void tex1D(T *ret, cudaTextureObject_t obj, float x) { *ret = tex1D<T>(obj, x); }
__FERRY_TEXF void tex2D(T *ret, cudaTextureObject_t obj, float x, float y) { *ret = tex2D<T>(obj, x, y); }
__FERRY_TEXF void tex3D(T *ret, cudaTextureObject_t obj, float x, float y, float z)
{
    *ret = tex3D<T>(obj, x, y, z);
}
__FERRY_TEXF void tex1DLayered(T *ret, cudaTextureObject_t obj, float x, int layer)
{
    *ret = tex1DLayered<T>(obj, x, layer);
}
__FERRY_TEXF void tex2DLayered(T *ret, cudaTextureObject_t obj, float x, float y, int layer)
{
    *ret = tex2DLayered<T>(obj, x, y, layer);
}
__FERRY_TEXF void texCubemap(T *ret, cudaTextureObject_t obj, float x, float y, float z)
{
    *ret = texCubemap<T>(obj, x, y, z);
}
__FERRY_TEXF void texCubemapLayered(T *ret, cudaTextureObject_t obj, float x, float y, float z, int layer)
{
    *ret = texCubemapLayered<T>(obj, x, y, z, layer);
}
__FERRY_TEXF void tex2Dgather(T *ret, cudaTextureObject_t obj, float x, float y, int comp = 0)
{
    *ret = tex2Dgather<T>(obj, x, y, comp);
}
__FERRY_TEXF void tex1DLod(T *ret, cudaTextureObject_t obj, float x, float) { *ret = tex1D<T>(obj, x); }
__FERRY_TEXF void tex2DLod(T *ret, cudaTextureObject_t obj, float x, float y, float)
{
    *ret = tex2D<T>(obj, x, y);
}
__FERRY_TEXF void tex3DLod(T *ret, cudaTextureObject_t obj, float x, float y, float z, float)
{
    *ret = tex3D<T>(obj, x, y, z);
}
__FERRY_TEXF void tex2DGrad(T *ret, cudaTextureObject_t obj, float x, float y, float2, float2)
{
    *ret = tex2D<T>(obj, x, y);
}

#undef __FERRY_TEXF
#include "texture_fetch_functions.h" /* the same reads on texture references */
#endif
