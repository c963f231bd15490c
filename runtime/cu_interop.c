/* Graphics interop (OpenGL, Direct3D, VDPAU, EGL resources): no graphics
 * API registers resources with the CPU device, so none can be mapped. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuGraphicsUnregisterResource(CUgraphicsResource resource)
{
    return ferry_cu_unsupported("cuGraphicsUnregisterResource");
}

FERRY_API CUresult cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource,
                                                       unsigned int arrayIndex, unsigned int mipLevel)
{
    return ferry_cu_unsupported("cuGraphicsSubResourceGetMappedArray");
}

FERRY_API CUresult cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr *pDevPtr, size_t *pSize,
                                                         CUgraphicsResource resource)
{
    return ferry_cu_unsupported("cuGraphicsResourceGetMappedPointer");
}

FERRY_API CUresult cuGraphicsResourceSetMapFlags_v2(CUgraphicsResource resource, unsigned int flags)
{
    return ferry_cu_unsupported("cuGraphicsResourceSetMapFlags");
}

FERRY_API CUresult cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return ferry_cu_unsupported("cuGraphicsMapResources");
}

FERRY_API CUresult cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return ferry_cu_unsupported("cuGraphicsUnmapResources");
}

FERRY_API CUresult cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray,
                                                             CUgraphicsResource resource)
{
    return ferry_cu_unsupported("cuGraphicsResourceGetMappedMipmappedArray");
}
