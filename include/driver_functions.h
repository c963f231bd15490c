/* Constructors of the 3D memory descriptors (cudaPitchedPtr, cudaPos,
 * cudaExtent), as CUDA's driver_functions.h has them.  The types come from
 * ferry/rt_memory.h, reached through cuda_runtime_api.h, which includes
 * this header in turn: the guard is set before that include, so the
 * functions are defined once, after their types. */
#ifndef FERRY_DRIVER_FUNCTIONS_H
#define FERRY_DRIVER_FUNCTIONS_H

#include "cuda_runtime_api.h"

static __inline__ __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz)
{
    struct cudaPitchedPtr s;
    s.ptr = d;
    s.pitch = p;
    s.xsize = xsz;
    s.ysize = ysz;
    return s;
}

static __inline__ __host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z)
{
    struct cudaPos p;
    p.x = x;
    p.y = y;
    p.z = z;
    return p;
}

static __inline__ __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d)
{
    struct cudaExtent e;
    e.width = w;
    e.height = h;
    e.depth = d;
    return e;
}

#endif
