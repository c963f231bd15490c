/* Surface references: surface<void, dim> at file scope, bound by
 * cudaBindSurfaceToArray and used by surf2Dwrite(v, surf, x, y), the API
 * CUDA 12 removed.  As with texture references (cuda_texture_types.h),
 * the device variable holds the handle of a surface object the runtime
 * makes when the reference is bound; surface_functions.h has the reads
 * and writes. */
#ifndef FERRY_CUDA_SURFACE_TYPES_H
#define FERRY_CUDA_SURFACE_TYPES_H
#define __CUDA_SURFACE_TYPES_H__ /* the toolkit's guard */

#include "host_defines.h"
#include "surface_types.h"

struct surfaceReference {
    struct cudaChannelFormatDesc channelDesc;
};

#if defined(__cplusplus) && defined(__clang__) && defined(__CUDA__)
#define __FERRY_SURFREF_TYPE __attribute__((device_builtin_surface_type))
#else
#define __FERRY_SURFREF_TYPE
#endif

#if defined(__cplusplus)
#include "channel_descriptor.h"

template <class T, int dim = cudaSurfaceType1D>
struct __FERRY_SURFREF_TYPE surface : public surfaceReference {
    __host__ surface(void) { channelDesc = cudaCreateChannelDesc<T>(); }
    __host__ surface(struct cudaChannelFormatDesc desc) { channelDesc = desc; }
};
#endif

#endif
