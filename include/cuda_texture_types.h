/* The texture reference API (texture<T, dim, mode>, tex2D on a reference,
 * cudaBindTexture) was removed in CUDA 12; the template is kept only so
 * that a program using it fails to compile with a message that says so. */
#ifndef FERRY_CUDA_TEXTURE_TYPES_H
#define FERRY_CUDA_TEXTURE_TYPES_H
#define __CUDA_TEXTURE_TYPES_H__ /* the toolkit's guard */

#include "texture_types.h"

#if defined(__cplusplus)
template <class T> struct __ferry_removed_api {
    static const bool value = false;
};

template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture {
    static_assert(__ferry_removed_api<T>::value,
                  "the texture reference API was removed in CUDA 12; use texture objects "
                  "(cudaCreateTextureObject and tex1Dfetch<T>/tex2D<T>(cudaTextureObject_t, ...))");
};
#endif

#endif
