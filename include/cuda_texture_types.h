/* Texture references: texture<T, dim, readMode> at file scope, bound by
 * cudaBindTexture* and read by tex1Dfetch(tex, i), the API CUDA 12
 * removed.  Ferry keeps it: clang makes a variable of a type marked
 * device_builtin_texture_type a device variable holding a 64-bit handle
 * (hub/texrefs.c starts it at 0), and the runtime puts the handle of a
 * texture object built from the reference's fields there when the
 * reference is bound (runtime/texref.c).  Reads on references are in
 * texture_fetch_functions.h. */
#ifndef FERRY_CUDA_TEXTURE_TYPES_H
#define FERRY_CUDA_TEXTURE_TYPES_H
#define __CUDA_TEXTURE_TYPES_H__ /* the toolkit's guard */

#include "host_defines.h"
#include "texture_types.h"

/* What a reference is on the host: its sampling state, which the runtime
 * reads when the reference is bound and again at each launch. */
struct textureReference {
    int normalized;
    enum cudaTextureFilterMode filterMode;
    enum cudaTextureAddressMode addressMode[3];
    struct cudaChannelFormatDesc channelDesc;
    int sRGB;
    unsigned int maxAnisotropy;
    enum cudaTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
    int disableTrilinearOptimization;
    int __cudaReserved[14];
};

#if defined(__cplusplus) && defined(__clang__) && defined(__CUDA__)
#define __FERRY_TEXREF_TYPE __attribute__((device_builtin_texture_type))
#else
#define __FERRY_TEXREF_TYPE
#endif

#if defined(__cplusplus)
#include "channel_descriptor.h"

template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __FERRY_TEXREF_TYPE texture : public textureReference {
    __host__ texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                     enum cudaTextureAddressMode aMode = cudaAddressModeClamp)
    {
        init(norm, fMode, aMode, cudaCreateChannelDesc<T>());
    }
    __host__ texture(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
                     struct cudaChannelFormatDesc desc)
    {
        init(norm, fMode, aMode, desc);
    }

private:
    __host__ void init(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
                       struct cudaChannelFormatDesc desc)
    {
        __builtin_memset(static_cast<textureReference *>(this), 0, sizeof(textureReference));
        normalized = norm;
        filterMode = fMode;
        addressMode[0] = addressMode[1] = addressMode[2] = aMode;
        channelDesc = desc;
        mipmapFilterMode = cudaFilterModePoint;
    }
};
#endif

#endif
