/* Graphics interop resources (include/ferry/rt_graphics.h): no graphics
 * API can register one of its objects with the CPU device (gl_interop.c),
 * so every resource a program passes is one CUDA never handed out. */
#include "runtime.h"

/* What every call taking resources answers: an invalid handle, NULL
 * included, since none is valid. */
static cudaError_t no_resource(const void *out)
{
    return ferry_ret(out ? cudaErrorInvalidResourceHandle : cudaErrorInvalidValue);
}

FERRY_API cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    (void)resource;
    return ferry_ret(cudaErrorInvalidResourceHandle);
}

FERRY_API cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    (void)resource;
    if (flags > cudaGraphicsMapFlagsWriteDiscard)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(cudaErrorInvalidResourceHandle);
}

/* Mapping nothing is nothing to do; a stream must still be one. */
static cudaError_t map_or_unmap(int count, const cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (count < 0 || (count > 0 && !resources))
        return ferry_ret(cudaErrorInvalidValue);
    return count == 0 ? cudaSuccess : ferry_ret(cudaErrorInvalidResourceHandle);
}

FERRY_API cudaError_t cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    return map_or_unmap(count, resources, stream);
}

FERRY_API cudaError_t cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    return map_or_unmap(count, resources, stream);
}

FERRY_API cudaError_t cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                           cudaGraphicsResource_t resource)
{
    (void)resource;
    if (devPtr)
        *devPtr = NULL;
    if (size)
        *size = 0;
    return no_resource(devPtr && size ? devPtr : NULL);
}

FERRY_API cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource,
                                                            unsigned int arrayIndex, unsigned int mipLevel)
{
    (void)resource;
    (void)arrayIndex;
    (void)mipLevel;
    if (array)
        *array = NULL;
    return no_resource(array);
}

FERRY_API cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                                  cudaGraphicsResource_t resource)
{
    (void)resource;
    if (mipmappedArray)
        *mipmappedArray = NULL;
    return no_resource(mipmappedArray);
}
