/* Device-side surface object functions: surf1D/2D/3D read and write, the
 * layered and cubemap forms.  x is in bytes, as in CUDA.  Out of range:
 * cudaBoundaryModeZero reads zero and drops writes, cudaBoundaryModeClamp
 * uses the nearest element, cudaBoundaryModeTrap traps, which fails the
 * launch (cudaErrorIllegalAddress, sticky, as any fault in Ferry).
 * Included from cuda_runtime.h in CUDA C++. */
#ifndef FERRY_SURFACE_INDIRECT_FUNCTIONS_H
#define FERRY_SURFACE_INDIRECT_FUNCTIONS_H
#define __SURFACE_INDIRECT_FUNCTIONS_H__ /* the toolkit's guard */

#include "cuda_runtime_api.h"
#include "ferry/surf_access.h" /* __ferry_surf_at */

template <class T>
static __device__ __forceinline__ T __ferry_surf_read(unsigned long long obj, long long x, long long y, long long z,
                                                      int mode)
{
    T r;
    __builtin_memset(&r, 0, sizeof r);
    const char *p = __ferry_surf_at(obj, x, y, z, sizeof(T), mode);
    if (p)
        __builtin_memcpy(&r, p, sizeof(T));
    return r;
}

template <class T>
static __device__ __forceinline__ void __ferry_surf_write(const T &v, unsigned long long obj, long long x, long long y,
                                                          long long z, int mode)
{
    char *p = __ferry_surf_at(obj, x, y, z, sizeof(T), mode);
    if (p)
        __builtin_memcpy(p, &v, sizeof(T));
}

#define __FERRY_SURF template <class T> static __device__ __forceinline__
#define __FERRY_TRAP cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap

__FERRY_SURF T surf1Dread(cudaSurfaceObject_t s, int x, __FERRY_TRAP) { return __ferry_surf_read<T>(s, x, 0, 0, mode); }
__FERRY_SURF T surf2Dread(cudaSurfaceObject_t s, int x, int y, __FERRY_TRAP)
{
    return __ferry_surf_read<T>(s, x, y, 0, mode);
}
__FERRY_SURF T surf3Dread(cudaSurfaceObject_t s, int x, int y, int z, __FERRY_TRAP)
{
    return __ferry_surf_read<T>(s, x, y, z, mode);
}
__FERRY_SURF T surf1DLayeredread(cudaSurfaceObject_t s, int x, int layer, __FERRY_TRAP)
{
    return __ferry_surf_read<T>(s, x, 0, layer, mode);
}
__FERRY_SURF T surf2DLayeredread(cudaSurfaceObject_t s, int x, int y, int layer, __FERRY_TRAP)
{
    return __ferry_surf_read<T>(s, x, y, layer, mode);
}
__FERRY_SURF T surfCubemapread(cudaSurfaceObject_t s, int x, int y, int face, __FERRY_TRAP)
{
    return __ferry_surf_read<T>(s, x, y, face, mode);
}
__FERRY_SURF T surfCubemapLayeredread(cudaSurfaceObject_t s, int x, int y, int layerFace, __FERRY_TRAP)
{
    return __ferry_surf_read<T>(s, x, y, layerFace, mode);
}

__FERRY_SURF void surf1Dread(T *r, cudaSurfaceObject_t s, int x, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, 0, 0, mode);
}
__FERRY_SURF void surf2Dread(T *r, cudaSurfaceObject_t s, int x, int y, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, y, 0, mode);
}
__FERRY_SURF void surf3Dread(T *r, cudaSurfaceObject_t s, int x, int y, int z, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, y, z, mode);
}
__FERRY_SURF void surf1DLayeredread(T *r, cudaSurfaceObject_t s, int x, int layer, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, 0, layer, mode);
}
__FERRY_SURF void surf2DLayeredread(T *r, cudaSurfaceObject_t s, int x, int y, int layer, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, y, layer, mode);
}
__FERRY_SURF void surfCubemapread(T *r, cudaSurfaceObject_t s, int x, int y, int face, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, y, face, mode);
}
__FERRY_SURF void surfCubemapLayeredread(T *r, cudaSurfaceObject_t s, int x, int y, int layerFace, __FERRY_TRAP)
{
    *r = __ferry_surf_read<T>(s, x, y, layerFace, mode);
}

__FERRY_SURF void surf1Dwrite(T v, cudaSurfaceObject_t s, int x, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, 0, 0, mode);
}
__FERRY_SURF void surf2Dwrite(T v, cudaSurfaceObject_t s, int x, int y, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, y, 0, mode);
}
__FERRY_SURF void surf3Dwrite(T v, cudaSurfaceObject_t s, int x, int y, int z, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, y, z, mode);
}
__FERRY_SURF void surf1DLayeredwrite(T v, cudaSurfaceObject_t s, int x, int layer, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, 0, layer, mode);
}
__FERRY_SURF void surf2DLayeredwrite(T v, cudaSurfaceObject_t s, int x, int y, int layer, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, y, layer, mode);
}
__FERRY_SURF void surfCubemapwrite(T v, cudaSurfaceObject_t s, int x, int y, int face, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, y, face, mode);
}
__FERRY_SURF void surfCubemapLayeredwrite(T v, cudaSurfaceObject_t s, int x, int y, int layerFace, __FERRY_TRAP)
{
    __ferry_surf_write(v, s, x, y, layerFace, mode);
}

#undef __FERRY_SURF
#undef __FERRY_TRAP
#include "surface_functions.h" /* the same on surface references */
#endif
