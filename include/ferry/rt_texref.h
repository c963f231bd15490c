/* Texture and surface references, the host side of the API CUDA 12
 * removed (cuda_texture_types.h, cuda_surface_types.h): binding a
 * reference to memory or an array, as CUDA 11's runtime did.  Included
 * from cuda_runtime_api.h after rt_texture.h, while __FERRY_API and
 * __FERRY_DEFAULT are still defined. */
#ifndef FERRY_RT_TEXREF_H
#define FERRY_RT_TEXREF_H

#include "rt_texture.h"
#include "../cuda_texture_types.h"
#include "../cuda_surface_types.h"

#if defined(__cplusplus)
extern "C" {
#endif

/* size: bytes of memory the reference may read, all of the allocation
 * from devPtr on when it is more (UINT_MAX, the C++ default, says so). */
__FERRY_API cudaError_t CUDARTAPI cudaBindTexture(size_t *offset, const struct textureReference *texref,
                                                  const void *devPtr, const struct cudaChannelFormatDesc *desc,
                                                  size_t size __FERRY_DEFAULT(0xffffffffu));
__FERRY_API cudaError_t CUDARTAPI cudaBindTexture2D(size_t *offset, const struct textureReference *texref,
                                                    const void *devPtr, const struct cudaChannelFormatDesc *desc,
                                                    size_t width, size_t height, size_t pitch);
__FERRY_API cudaError_t CUDARTAPI cudaBindTextureToArray(const struct textureReference *texref,
                                                         cudaArray_const_t array,
                                                         const struct cudaChannelFormatDesc *desc);
__FERRY_API cudaError_t CUDARTAPI cudaBindTextureToMipmappedArray(const struct textureReference *texref,
                                                                  cudaMipmappedArray_const_t mipmappedArray,
                                                                  const struct cudaChannelFormatDesc *desc);
__FERRY_API cudaError_t CUDARTAPI cudaUnbindTexture(const struct textureReference *texref);
__FERRY_API cudaError_t CUDARTAPI cudaGetTextureAlignmentOffset(size_t *offset,
                                                                const struct textureReference *texref);
__FERRY_API cudaError_t CUDARTAPI cudaGetTextureReference(const struct textureReference **texref,
                                                          const void *symbol);
__FERRY_API cudaError_t CUDARTAPI cudaBindSurfaceToArray(const struct surfaceReference *surfref,
                                                         cudaArray_const_t array,
                                                         const struct cudaChannelFormatDesc *desc);
__FERRY_API cudaError_t CUDARTAPI cudaGetSurfaceReference(const struct surfaceReference **surfref,
                                                          const void *symbol);

#if defined(__cplusplus)
}

/* The C++ forms CUDA 11's cuda_runtime.h had, taking the reference
 * itself and its own channel format when none is given. */
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                                       const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                                       size_t size = 0xffffffffu)
{
    return ::cudaBindTexture(offset, &tex, devPtr, &desc, size);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                                       const void *devPtr, size_t size = 0xffffffffu)
{
    return ::cudaBindTexture(offset, &tex, devPtr, &tex.channelDesc, size);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                                         const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                                         size_t width, size_t height, size_t pitch)
{
    return ::cudaBindTexture2D(offset, &tex, devPtr, &desc, width, height, pitch);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                                         const void *devPtr, size_t width, size_t height, size_t pitch)
{
    return ::cudaBindTexture2D(offset, &tex, devPtr, &tex.channelDesc, width, height, pitch);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex,
                                                              cudaArray_const_t array,
                                                              const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindTextureToArray(&tex, array, &desc);
}
/* Without a format: the array's own. */
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex,
                                                              cudaArray_const_t array)
{
    return ::cudaBindTextureToArray(&tex, array, NULL);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTextureToMipmappedArray(const struct texture<T, dim, readMode> &tex,
                                                                       cudaMipmappedArray_const_t mipmappedArray,
                                                                       const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindTextureToMipmappedArray(&tex, mipmappedArray, &desc);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTextureToMipmappedArray(const struct texture<T, dim, readMode> &tex,
                                                                       cudaMipmappedArray_const_t mipmappedArray)
{
    return ::cudaBindTextureToMipmappedArray(&tex, mipmappedArray, NULL);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaUnbindTexture(const struct texture<T, dim, readMode> &tex)
{
    return ::cudaUnbindTexture(&tex);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaGetTextureAlignmentOffset(size_t *offset,
                                                                     const struct texture<T, dim, readMode> &tex)
{
    return ::cudaGetTextureAlignmentOffset(offset, &tex);
}
template <class T, int dim>
static __inline__ __host__ cudaError_t cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                                                              cudaArray_const_t array,
                                                              const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindSurfaceToArray(&surf, array, &desc);
}
template <class T, int dim>
static __inline__ __host__ cudaError_t cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                                                              cudaArray_const_t array)
{
    return ::cudaBindSurfaceToArray(&surf, array, NULL);
}
#endif

#endif
