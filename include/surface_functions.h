/* Device reads and writes on surface references (cuda_surface_types.h):
 * the handle stored in the reference when it was bound, used as a
 * surface object (surface_indirect_functions.h).  On an unbound
 * reference reads give zero and writes do nothing. */
#ifndef FERRY_SURFACE_FUNCTIONS_H
#define FERRY_SURFACE_FUNCTIONS_H
#define __SURFACE_FUNCTIONS_H__ /* the toolkit's guard */

#include "cuda_surface_types.h"

#if defined(__cplusplus) && defined(__FERRY_CUDA__)

static __device__ __forceinline__ unsigned long long __ferry_surfref_handle(const void *ref)
{
    return *(const unsigned long long *)ref;
}

#define __FERRY_SURFREF(name, dim, params, ...)                                                       \
    template <class T, class _Sp>                                                                      \
    static __device__ __forceinline__ T name##read(surface<_Sp, dim> s, __FERRY_SEXPAND params,          \
                                                   cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) \
    {                                                                                                \
        unsigned long long h = __ferry_surfref_handle(&s);                                           \
        return h ? name##read<T>(h, __VA_ARGS__, mode) : T();                                        \
    }                                                                                                \
    template <class T, class _Sp>                                                                      \
    static __device__ __forceinline__ void name##read(T *r, surface<_Sp, dim> s, __FERRY_SEXPAND params, \
                                                      cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) \
    {                                                                                                \
        unsigned long long h = __ferry_surfref_handle(&s);                                           \
        *r = h ? name##read<T>(h, __VA_ARGS__, mode) : T();                                          \
    }                                                                                                \
    template <class T, class _Sp>                                                                      \
    static __device__ __forceinline__ void name##write(T v, surface<_Sp, dim> s, __FERRY_SEXPAND params, \
                                                       cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) \
    {                                                                                                \
        unsigned long long h = __ferry_surfref_handle(&s);                                           \
        if (h)                                                                                       \
            name##write<T>(v, h, __VA_ARGS__, mode);                                                 \
    }
#define __FERRY_SEXPAND(...) __VA_ARGS__

__FERRY_SURFREF(surf1D, cudaSurfaceType1D, (int x), x)
__FERRY_SURFREF(surf2D, cudaSurfaceType2D, (int x, int y), x, y)
__FERRY_SURFREF(surf3D, cudaSurfaceType3D, (int x, int y, int z), x, y, z)
__FERRY_SURFREF(surf1DLayered, cudaSurfaceType1DLayered, (int x, int layer), x, layer)
__FERRY_SURFREF(surf2DLayered, cudaSurfaceType2DLayered, (int x, int y, int layer), x, y, layer)
__FERRY_SURFREF(surfCubemap, cudaSurfaceTypeCubemap, (int x, int y, int face), x, y, face)
__FERRY_SURFREF(surfCubemapLayered, cudaSurfaceTypeCubemapLayered, (int x, int y, int layerFace), x, y, layerFace)

#undef __FERRY_SURFREF
#undef __FERRY_SEXPAND

#endif
#endif
