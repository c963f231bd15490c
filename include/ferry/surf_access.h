/* Where a surface access lands: the bytes at (x bytes, row y, slice z) of
 * a surface object's descriptor (ferry/texture_desc.h), with the boundary
 * modes of CUDA.  Plain C, shared by the CUDA path
 * (surface_indirect_functions.h) and the PTX suld/sust instructions
 * (devlib/tex.c), so that both address the same bytes. */
#ifndef FERRY_FERRY_SURF_ACCESS_H
#define FERRY_FERRY_SURF_ACCESS_H

#include "ferry/texture_desc.h"

#ifdef __cplusplus
#define __FERRY_SURFD static __device__ __forceinline__
#else
#include <stdbool.h>
#define __FERRY_SURFD static inline __attribute__((always_inline))
#endif

/* cudaSurfaceBoundaryMode's values */
#define __FERRY_SURF_ZERO 0
#define __FERRY_SURF_CLAMP 1
#define __FERRY_SURF_TRAP 2

/* The bytes at (x bytes, row y, slice z) for an access of size bytes, or
 * NULL where cudaBoundaryModeZero leaves the surface.  Out of range under
 * cudaBoundaryModeTrap traps, which fails the launch. */
__FERRY_SURFD char *__ferry_surf_at(unsigned long long obj, long long x, long long y, long long z,
                                    unsigned long long size, int mode)
{
    const __ferry_tex_desc *d = (const __ferry_tex_desc *)obj;
    long long row_bytes = (long long)(d->width * d->elem), h = (long long)d->height, n = (long long)d->depth;
    bool out = x < 0 || x > row_bytes - (long long)size || y < 0 || y >= h || z < 0 || z >= n;
    if (out) {
        if (mode == __FERRY_SURF_ZERO)
            return 0;
        if (mode != __FERRY_SURF_CLAMP)
            __builtin_trap();
        long long last = row_bytes - (long long)(size > d->elem ? size : d->elem);
        if (last < 0)
            return 0;
        x = x < 0 ? 0 : x > last ? last : x;
        y = y < 0 ? 0 : y >= h ? h - 1 : y;
        z = z < 0 ? 0 : z >= n ? n - 1 : z;
    }
    return d->base + z * (long long)d->slice + y * (long long)d->pitch + x;
}

#undef __FERRY_SURFD

#endif
