/* Driver resource and texture descriptions against the runtime's, which
 * the texture and surface objects keep: a driver format and channel count
 * is a channel description, the driver's flags are the runtime's fields. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "tex_internal.h"

static void *ptr_of(CUdeviceptr d)
{
    return (void *)(uintptr_t)d;
}

CUresult ferry_cu_res_in(const CUDA_RESOURCE_DESC *in, struct cudaResourceDesc *out)
{
    memset(out, 0, sizeof *out);
    if (in->flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    out->resType = (enum cudaResourceType)in->resType;
    switch (in->resType) {
    case CU_RESOURCE_TYPE_ARRAY: out->res.array.array = (cudaArray_t)in->res.array.hArray; return CUDA_SUCCESS;
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        out->res.mipmap.mipmap = (cudaMipmappedArray_t)in->res.mipmap.hMipmappedArray;
        return CUDA_SUCCESS;
    case CU_RESOURCE_TYPE_LINEAR:
        out->res.linear.devPtr = ptr_of(in->res.linear.devPtr);
        out->res.linear.sizeInBytes = in->res.linear.sizeInBytes;
        return ferry_cu_channels(in->res.linear.format, in->res.linear.numChannels, &out->res.linear.desc);
    case CU_RESOURCE_TYPE_PITCH2D:
        out->res.pitch2D.devPtr = ptr_of(in->res.pitch2D.devPtr);
        out->res.pitch2D.width = in->res.pitch2D.width;
        out->res.pitch2D.height = in->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = in->res.pitch2D.pitchInBytes;
        return ferry_cu_channels(in->res.pitch2D.format, in->res.pitch2D.numChannels, &out->res.pitch2D.desc);
    }
    return CUDA_ERROR_INVALID_VALUE;
}

void ferry_cu_res_out(const struct cudaResourceDesc *in, CUDA_RESOURCE_DESC *out)
{
    memset(out, 0, sizeof *out);
    out->resType = (CUresourcetype)in->resType;
    switch (in->resType) {
    case cudaResourceTypeArray: out->res.array.hArray = (CUarray)in->res.array.array; break;
    case cudaResourceTypeMipmappedArray:
        out->res.mipmap.hMipmappedArray = (CUmipmappedArray)in->res.mipmap.mipmap;
        break;
    case cudaResourceTypeLinear:
        out->res.linear.devPtr = (CUdeviceptr)(uintptr_t)in->res.linear.devPtr;
        out->res.linear.sizeInBytes = in->res.linear.sizeInBytes;
        ferry_cu_format_of(&in->res.linear.desc, &out->res.linear.format, &out->res.linear.numChannels);
        break;
    case cudaResourceTypePitch2D:
        out->res.pitch2D.devPtr = (CUdeviceptr)(uintptr_t)in->res.pitch2D.devPtr;
        out->res.pitch2D.width = in->res.pitch2D.width;
        out->res.pitch2D.height = in->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = in->res.pitch2D.pitchInBytes;
        ferry_cu_format_of(&in->res.pitch2D.desc, &out->res.pitch2D.format, &out->res.pitch2D.numChannels);
        break;
    }
}

#define KNOWN_FLAGS                                                                                         \
    (CU_TRSF_READ_AS_INTEGER | CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SRGB |                              \
     CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION | CU_TRSF_SEAMLESS_CUBEMAP)

/* Without CU_TRSF_READ_AS_INTEGER, integer texels read as normalized floats. */
CUresult ferry_cu_tex_in(const CUDA_TEXTURE_DESC *in, struct cudaTextureDesc *out)
{
    memset(out, 0, sizeof *out);
    if (in->flags & ~(unsigned)KNOWN_FLAGS)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < 3; i++)
        out->addressMode[i] = (enum cudaTextureAddressMode)in->addressMode[i];
    out->filterMode = (enum cudaTextureFilterMode)in->filterMode;
    out->readMode = (in->flags & CU_TRSF_READ_AS_INTEGER) ? cudaReadModeElementType : cudaReadModeNormalizedFloat;
    out->sRGB = (in->flags & CU_TRSF_SRGB) != 0;
    memcpy(out->borderColor, in->borderColor, sizeof out->borderColor);
    out->normalizedCoords = (in->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
    out->maxAnisotropy = in->maxAnisotropy;
    out->mipmapFilterMode = (enum cudaTextureFilterMode)in->mipmapFilterMode;
    out->mipmapLevelBias = in->mipmapLevelBias;
    out->minMipmapLevelClamp = in->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = in->maxMipmapLevelClamp;
    out->disableTrilinearOptimization = (in->flags & CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) != 0;
    out->seamlessCubemap = (in->flags & CU_TRSF_SEAMLESS_CUBEMAP) != 0;
    return CUDA_SUCCESS;
}

void ferry_cu_tex_out(const struct cudaTextureDesc *in, CUDA_TEXTURE_DESC *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++)
        out->addressMode[i] = (CUaddress_mode)in->addressMode[i];
    out->filterMode = (CUfilter_mode)in->filterMode;
    out->flags = (in->readMode == cudaReadModeElementType ? CU_TRSF_READ_AS_INTEGER : 0) |
                 (in->normalizedCoords ? CU_TRSF_NORMALIZED_COORDINATES : 0) | (in->sRGB ? CU_TRSF_SRGB : 0) |
                 (in->disableTrilinearOptimization ? CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION : 0) |
                 (in->seamlessCubemap ? CU_TRSF_SEAMLESS_CUBEMAP : 0);
    out->maxAnisotropy = in->maxAnisotropy;
    out->mipmapFilterMode = (CUfilter_mode)in->mipmapFilterMode;
    out->mipmapLevelBias = in->mipmapLevelBias;
    out->minMipmapLevelClamp = in->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = in->maxMipmapLevelClamp;
    memcpy(out->borderColor, in->borderColor, sizeof out->borderColor);
}
