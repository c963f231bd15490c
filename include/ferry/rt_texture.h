/* CUDA arrays, texture objects and surface objects: the host side.
 * Included from cuda_runtime_api.h after its own declarations, while
 * __FERRY_API and __FERRY_DEFAULT are still defined.  Names, fields and
 * enum values follow CUDA's public API reference.  The device side is in
 * texture_indirect_functions.h and surface_indirect_functions.h. */
#ifndef FERRY_FERRY_RT_TEXTURE_H
#define FERRY_FERRY_RT_TEXTURE_H

#include "texture_types.h"
#include "surface_types.h"
#include "rt_memory.h" /* cudaArray_t and cudaExtent, shared with 3D copies */

/* A chain of arrays, each level half the size of the one before. */
struct cudaMipmappedArray;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;

#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08

enum cudaChannelFormatKind {
    cudaChannelFormatKindSigned = 0,
    cudaChannelFormatKindUnsigned = 1,
    cudaChannelFormatKindFloat = 2,
    cudaChannelFormatKindNone = 3,
    cudaChannelFormatKindNV12 = 4
};

struct cudaChannelFormatDesc {
    int x;
    int y;
    int z;
    int w;
    enum cudaChannelFormatKind f;
};

enum cudaResourceType {
    cudaResourceTypeArray = 0x00,
    cudaResourceTypeMipmappedArray = 0x01,
    cudaResourceTypeLinear = 0x02,
    cudaResourceTypePitch2D = 0x03
};

enum cudaResourceViewFormat {
    cudaResViewFormatNone = 0x00,
    cudaResViewFormatUnsignedChar1 = 0x01,
    cudaResViewFormatUnsignedChar2 = 0x02,
    cudaResViewFormatUnsignedChar4 = 0x03,
    cudaResViewFormatSignedChar1 = 0x04,
    cudaResViewFormatSignedChar2 = 0x05,
    cudaResViewFormatSignedChar4 = 0x06,
    cudaResViewFormatUnsignedShort1 = 0x07,
    cudaResViewFormatUnsignedShort2 = 0x08,
    cudaResViewFormatUnsignedShort4 = 0x09,
    cudaResViewFormatSignedShort1 = 0x0a,
    cudaResViewFormatSignedShort2 = 0x0b,
    cudaResViewFormatSignedShort4 = 0x0c,
    cudaResViewFormatUnsignedInt1 = 0x0d,
    cudaResViewFormatUnsignedInt2 = 0x0e,
    cudaResViewFormatUnsignedInt4 = 0x0f,
    cudaResViewFormatSignedInt1 = 0x10,
    cudaResViewFormatSignedInt2 = 0x11,
    cudaResViewFormatSignedInt4 = 0x12,
    cudaResViewFormatHalf1 = 0x13,
    cudaResViewFormatHalf2 = 0x14,
    cudaResViewFormatHalf4 = 0x15,
    cudaResViewFormatFloat1 = 0x16,
    cudaResViewFormatFloat2 = 0x17,
    cudaResViewFormatFloat4 = 0x18,
    cudaResViewFormatUnsignedBlockCompressed1 = 0x19,
    cudaResViewFormatUnsignedBlockCompressed2 = 0x1a,
    cudaResViewFormatUnsignedBlockCompressed3 = 0x1b,
    cudaResViewFormatUnsignedBlockCompressed4 = 0x1c,
    cudaResViewFormatSignedBlockCompressed4 = 0x1d,
    cudaResViewFormatUnsignedBlockCompressed5 = 0x1e,
    cudaResViewFormatSignedBlockCompressed5 = 0x1f,
    cudaResViewFormatUnsignedBlockCompressed6H = 0x20,
    cudaResViewFormatSignedBlockCompressed6H = 0x21,
    cudaResViewFormatUnsignedBlockCompressed7 = 0x22
};

struct cudaResourceDesc {
    enum cudaResourceType resType;
    union {
        struct {
            cudaArray_t array;
        } array;
        struct {
            cudaMipmappedArray_t mipmap;
        } mipmap;
        struct {
            void *devPtr;
            struct cudaChannelFormatDesc desc;
            size_t sizeInBytes;
        } linear;
        struct {
            void *devPtr;
            struct cudaChannelFormatDesc desc;
            size_t width;
            size_t height;
            size_t pitchInBytes;
        } pitch2D;
    } res;
};

/* Resource views are not supported: only a NULL view is accepted. */
struct cudaResourceViewDesc {
    enum cudaResourceViewFormat format;
    size_t width;
    size_t height;
    size_t depth;
    unsigned int firstMipmapLevel;
    unsigned int lastMipmapLevel;
    unsigned int firstLayer;
    unsigned int lastLayer;
};

#if defined(__cplusplus)
extern "C" {
#endif

__FERRY_API struct cudaChannelFormatDesc CUDARTAPI cudaCreateChannelDesc(int x, int y, int z, int w,
                                                                         enum cudaChannelFormatKind f);

/* ---- arrays (runtime/array.c) ---- */
__FERRY_API cudaError_t CUDARTAPI cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                                  size_t width, size_t height __FERRY_DEFAULT(0),
                                                  unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                                    struct cudaExtent extent, unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaFreeArray(cudaArray_t array);
__FERRY_API cudaError_t CUDARTAPI cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent,
                                                   unsigned int *flags, cudaArray_t array);
__FERRY_API cudaError_t CUDARTAPI cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                                      const void *src, size_t spitch, size_t width, size_t height,
                                                      enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src,
                                                        size_t wOffset, size_t hOffset, size_t width,
                                                        size_t height, enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                                           const void *src, size_t spitch, size_t width,
                                                           size_t height, enum cudaMemcpyKind kind,
                                                           cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src,
                                                             size_t wOffset, size_t hOffset, size_t width,
                                                             size_t height, enum cudaMemcpyKind kind,
                                                             cudaStream_t stream __FERRY_DEFAULT(0));
/* cudaMemcpyToArray, cudaMemcpyFromArray, cudaMemcpyArrayToArray: rt_legacy.h */

/* ---- mipmapped arrays (runtime/array_mipmap.c) ---- */
__FERRY_API cudaError_t CUDARTAPI cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                           const struct cudaChannelFormatDesc *desc,
                                                           struct cudaExtent extent, unsigned int numLevels,
                                                           unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGetMipmappedArrayLevel(cudaArray_t *levelArray,
                                                             cudaMipmappedArray_const_t mipmappedArray,
                                                             unsigned int level);
__FERRY_API cudaError_t CUDARTAPI cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);

/* ---- texture objects (runtime/texture.c); a mipmapped array is sampled
 * at its level 0 ---- */
__FERRY_API cudaError_t CUDARTAPI cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
                                                          const struct cudaResourceDesc *pResDesc,
                                                          const struct cudaTextureDesc *pTexDesc,
                                                          const struct cudaResourceViewDesc *pResViewDesc);
__FERRY_API cudaError_t CUDARTAPI cudaDestroyTextureObject(cudaTextureObject_t texObject);
__FERRY_API cudaError_t CUDARTAPI cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                                   cudaTextureObject_t texObject);
__FERRY_API cudaError_t CUDARTAPI cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc,
                                                                  cudaTextureObject_t texObject);

/* ---- surface objects (runtime/surface.c) ---- */
__FERRY_API cudaError_t CUDARTAPI cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                                          const struct cudaResourceDesc *pResDesc);
__FERRY_API cudaError_t CUDARTAPI cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
__FERRY_API cudaError_t CUDARTAPI cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                                   cudaSurfaceObject_t surfObject);

#if defined(__cplusplus)
}
#endif

/* C++ programs get cudaCreateChannelDesc<T>() with the runtime API, as
 * with CUDA's headers. */
#if defined(__cplusplus)
#include "channel_descriptor.h"
#endif

#endif
