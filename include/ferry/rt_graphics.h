/* Graphics interop resources of the runtime API (the API-neutral half;
 * cuda_gl_interop.h and the others register the resources).  No graphics
 * API can hand the CPU device one of its objects, so no registration
 * succeeds and there is never a resource to map: these calls are here so
 * that programs which can also run without interop build, and they answer
 * cudaErrorInvalidResourceHandle for any resource (runtime/graphics.c). */
#ifndef FERRY_RT_GRAPHICS_H
#define FERRY_RT_GRAPHICS_H

struct cudaGraphicsResource;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;

enum cudaGraphicsRegisterFlags {
    cudaGraphicsRegisterFlagsNone = 0,
    cudaGraphicsRegisterFlagsReadOnly = 1,
    cudaGraphicsRegisterFlagsWriteDiscard = 2,
    cudaGraphicsRegisterFlagsSurfaceLoadStore = 4,
    cudaGraphicsRegisterFlagsTextureGather = 8
};

enum cudaGraphicsMapFlags {
    cudaGraphicsMapFlagsNone = 0,
    cudaGraphicsMapFlagsReadOnly = 1,
    cudaGraphicsMapFlagsWriteDiscard = 2
};

enum cudaGraphicsCubeFace {
    cudaGraphicsCubeFacePositiveX = 0x00,
    cudaGraphicsCubeFaceNegativeX = 0x01,
    cudaGraphicsCubeFacePositiveY = 0x02,
    cudaGraphicsCubeFaceNegativeY = 0x03,
    cudaGraphicsCubeFacePositiveZ = 0x04,
    cudaGraphicsCubeFaceNegativeZ = 0x05
};

#if defined(__cplusplus)
extern "C" {
#endif

__FERRY_API cudaError_t CUDARTAPI cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource);
__FERRY_API cudaError_t CUDARTAPI cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource,
                                                                  unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources,
                                                           cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources,
                                                             cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                                       cudaGraphicsResource_t resource);
__FERRY_API cudaError_t CUDARTAPI cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array,
                                                                        cudaGraphicsResource_t resource,
                                                                        unsigned int arrayIndex,
                                                                        unsigned int mipLevel);
__FERRY_API cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource);

#if defined(__cplusplus)
}
#endif

#endif
