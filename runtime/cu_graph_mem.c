/* Memory nodes of the driver API (allocation and free nodes) and the
 * device's graph memory figures, over the runtime's (graph_mem.c): the
 * driver's pool properties and access descriptors have the runtime's
 * layouts. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "graph.h"

_Static_assert(sizeof(CUmemPoolProps) == sizeof(struct cudaMemPoolProps), "pool properties differ");
_Static_assert(sizeof(CUmemAccessDesc) == sizeof(struct cudaMemAccessDesc), "access descriptors differ");

static CUresult add_ok(CUgraphNode *out, CUgraph g, const void *params)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!out || !g || !params))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                          size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    CUresult r = add_ok(phGraphNode, hGraph, nodeParams);
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaMemAllocNodeParams p = {.accessDescs = (const struct cudaMemAccessDesc *)nodeParams->accessDescs,
                                       .accessDescCount = nodeParams->accessDescCount,
                                       .bytesize = nodeParams->bytesize};
    memcpy(&p.poolProps, &nodeParams->poolProps, sizeof p.poolProps);
    r = FERRY_CU_QUIETLY(cudaGraphAddMemAllocNode(phGraphNode, hGraph, dependencies, numDependencies, &p));
    if (r == CUDA_SUCCESS)
        nodeParams->dptr = (CUdeviceptr)(uintptr_t)p.dptr;
    return r;
}

FERRY_API CUresult cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hNode || !params_out || hNode->type != cudaGraphNodeTypeMemAlloc))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    const struct cudaMemAllocNodeParams *p = &hNode->u.mem->params;
    memcpy(&params_out->poolProps, &p->poolProps, sizeof params_out->poolProps);
    params_out->accessDescs = (const CUmemAccessDesc *)p->accessDescs;
    params_out->accessDescCount = p->accessDescCount;
    params_out->bytesize = p->bytesize;
    params_out->dptr = (CUdeviceptr)(uintptr_t)p->dptr;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                         size_t numDependencies, CUdeviceptr dptr)
{
    CUresult r = add_ok(phGraphNode, hGraph, (const void *)(uintptr_t)dptr);
    if (r != CUDA_SUCCESS)
        return r;
    void *p = (void *)(uintptr_t)dptr;
    return FERRY_CU_QUIETLY(cudaGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, p));
}

FERRY_API CUresult cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hNode || !dptr_out || hNode->type != cudaGraphNodeTypeMemFree))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *dptr_out = (CUdeviceptr)(uintptr_t)hNode->u.freed;
    return r;
}

FERRY_API CUresult cuDeviceGraphMemTrim(CUdevice device)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(device);
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaDeviceGraphMemTrim(device));
}

FERRY_API CUresult cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    CUresult r = ferry_cu_query_ok(value, device);
    if (r == CUDA_SUCCESS && (unsigned)attr > CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaDeviceGetGraphMemAttribute(device, (enum cudaGraphMemAttributeType)attr, value));
}

/* Only the high-water marks may be set, and only to zero (a reset). */
FERRY_API CUresult cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    CUresult r = ferry_cu_query_ok(value, device);
    if (r != CUDA_SUCCESS)
        return r;
    if (*(cuuint64_t *)value != 0 ||
        (attr != CU_GRAPH_MEM_ATTR_USED_MEM_HIGH && attr != CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH))
        return CUDA_ERROR_INVALID_VALUE;
    return FERRY_CU_QUIETLY(cudaDeviceSetGraphMemAttribute(device, (enum cudaGraphMemAttributeType)attr, value));
}
