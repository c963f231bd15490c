/* Memcpy and memset nodes of the driver API.  A CUDA_MEMCPY3D becomes the
 * runtime's 3D copy: host, device and unified sides as pitched memory, an
 * array side as the array (its x and the width then count elements, as
 * cudaMemcpy3D's do); the kind says which sides are device memory, so
 * that the copy checks them against the allocation table. */
#include <stdint.h>

#include "cu_internal.h"
#include "graph.h"
#include "tex_internal.h"

typedef struct cu_side {
    CUmemorytype type;
    const void *host;
    CUdeviceptr dev;
    CUarray array;
    size_t x, y, z, pitch, height;
} cu_side;

/* One side; *elem is the bytes per element of an array side. */
static CUresult side_to_rt(const cu_side *s, size_t rows, struct cudaPitchedPtr *pp, struct cudaPos *pos,
                           cudaArray_t *array, size_t *elem)
{
    *pos = (struct cudaPos){s->x, s->y, s->z};
    switch (s->type) {
    case CU_MEMORYTYPE_HOST:
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED: {
        void *p = s->type == CU_MEMORYTYPE_HOST ? (void *)s->host : (void *)(uintptr_t)s->dev;
        if (!p)
            return CUDA_ERROR_INVALID_VALUE;
        *pp = (struct cudaPitchedPtr){p, s->pitch, s->pitch, s->height ? s->height : s->y + rows};
        return CUDA_SUCCESS;
    }
    case CU_MEMORYTYPE_ARRAY: {
        struct cudaArray *a = ferry_array_find(s->array);
        if (!a)
            return CUDA_ERROR_INVALID_VALUE;
        if (s->x % a->elem)
            return CUDA_ERROR_INVALID_VALUE;
        *array = a;
        *elem = a->elem;
        pos->x /= a->elem;
        return CUDA_SUCCESS;
    }
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

/* The bytes a side spans, from its first row to the end of its last. */
static size_t span_of(const cu_side *s, const CUDA_MEMCPY3D *c)
{
    size_t rows = s->height ? s->height : s->y + c->Height;
    return ((s->z + c->Depth - 1) * rows + s->y + c->Height - 1) * s->pitch + s->x + c->WidthInBytes;
}

/* A device side in an allocation node's memory (which exists only while
 * the graph runs) is checked here, then copied as host memory. */
static bool checked_as_host(const cu_side *s, const CUDA_MEMCPY3D *c)
{
    return s->type == CU_MEMORYTYPE_DEVICE && c->Height && c->Depth &&
           ferry_graph_mem_range_ok((const void *)(uintptr_t)s->dev, span_of(s, c));
}

/* The box must lie in the array (the 3D copy sees only its rows). */
static bool array_box_ok(const cu_side *s, const CUDA_MEMCPY3D *c)
{
    const struct cudaArray *a = ferry_array_find(s->array);
    return a && s->x <= a->pitch && c->WidthInBytes <= a->pitch - s->x && s->y <= a->rows &&
           c->Height <= a->rows - s->y && s->z <= a->slices && c->Depth <= a->slices - s->z;
}

static enum cudaMemcpyKind kind_of(CUmemorytype src, CUmemorytype dst)
{
    bool s = src == CU_MEMORYTYPE_DEVICE, d = dst == CU_MEMORYTYPE_DEVICE;
    return s ? (d ? cudaMemcpyDeviceToDevice : cudaMemcpyDeviceToHost)
             : (d ? cudaMemcpyHostToDevice : cudaMemcpyHostToHost);
}

CUresult ferry_cu_copy3d_to_rt(const CUDA_MEMCPY3D *c, struct cudaMemcpy3DParms *p)
{
    if (!c || c->srcLOD || c->dstLOD || c->reserved0 || c->reserved1)
        return CUDA_ERROR_INVALID_VALUE;
    cu_side src = {c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray,
                   c->srcXInBytes, c->srcY, c->srcZ, c->srcPitch, c->srcHeight};
    cu_side dst = {c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray,
                   c->dstXInBytes, c->dstY, c->dstZ, c->dstPitch, c->dstHeight};
    *p = (struct cudaMemcpy3DParms){0};
    size_t elem = 0;
    CUresult r = side_to_rt(&src, c->Height, &p->srcPtr, &p->srcPos, &p->srcArray, &elem);
    if (r == CUDA_SUCCESS)
        r = side_to_rt(&dst, c->Height, &p->dstPtr, &p->dstPos, &p->dstArray, &elem);
    if (r != CUDA_SUCCESS)
        return r;
    if (elem && c->WidthInBytes % elem)
        return CUDA_ERROR_INVALID_VALUE;
    if ((src.type == CU_MEMORYTYPE_ARRAY && !array_box_ok(&src, c)) ||
        (dst.type == CU_MEMORYTYPE_ARRAY && !array_box_ok(&dst, c)))
        return CUDA_ERROR_INVALID_VALUE;
    p->extent = (struct cudaExtent){elem ? c->WidthInBytes / elem : c->WidthInBytes, c->Height, c->Depth};
    p->kind = kind_of(checked_as_host(&src, c) ? CU_MEMORYTYPE_HOST : c->srcMemoryType,
                      checked_as_host(&dst, c) ? CU_MEMORYTYPE_HOST : c->dstMemoryType);
    return ferry_cu_from_cuda(ferry_copy_3d(p, FERRY_COPY3D_CHECK));
}

static size_t array_elem(cudaArray_t a)
{
    const struct cudaArray *arr = ferry_array_find(a);
    return arr ? arr->elem : 1;
}

void ferry_cu_copy3d_from_rt(const struct cudaMemcpy3DParms *p, CUDA_MEMCPY3D *c)
{
    bool sdev = p->kind == cudaMemcpyDeviceToDevice || p->kind == cudaMemcpyDeviceToHost;
    bool ddev = p->kind == cudaMemcpyDeviceToDevice || p->kind == cudaMemcpyHostToDevice;
    size_t elem = p->srcArray ? array_elem(p->srcArray) : p->dstArray ? array_elem(p->dstArray) : 1;
    *c = (CUDA_MEMCPY3D){0};
    c->srcXInBytes = p->srcPos.x * (p->srcArray ? elem : 1);
    c->srcY = p->srcPos.y;
    c->srcZ = p->srcPos.z;
    c->srcMemoryType = p->srcArray ? CU_MEMORYTYPE_ARRAY : sdev ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    c->srcHost = sdev ? NULL : p->srcPtr.ptr;
    c->srcDevice = sdev ? (CUdeviceptr)(uintptr_t)p->srcPtr.ptr : 0;
    c->srcArray = (CUarray)p->srcArray;
    c->srcPitch = p->srcPtr.pitch;
    c->srcHeight = p->srcPtr.ysize;
    c->dstXInBytes = p->dstPos.x * (p->dstArray ? elem : 1);
    c->dstY = p->dstPos.y;
    c->dstZ = p->dstPos.z;
    c->dstMemoryType = p->dstArray ? CU_MEMORYTYPE_ARRAY : ddev ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    c->dstHost = ddev ? NULL : p->dstPtr.ptr;
    c->dstDevice = ddev ? (CUdeviceptr)(uintptr_t)p->dstPtr.ptr : 0;
    c->dstArray = (CUarray)p->dstArray;
    c->dstPitch = p->dstPtr.pitch;
    c->dstHeight = p->dstPtr.ysize;
    c->WidthInBytes = p->extent.width * (p->srcArray || p->dstArray ? elem : 1);
    c->Height = p->extent.height;
    c->Depth = p->extent.depth;
}

static CUresult node_ok(CUgraphNode n, enum cudaGraphNodeType t, const void *arg, CUcontext ctx)
{
    CUresult r = ferry_cu_graph_need(ctx);
    if (r == CUDA_SUCCESS && (!n || !arg || n->type != t))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                        size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult r = ferry_cu_graph_need(ctx);
    if (r == CUDA_SUCCESS && (!phGraphNode || !hGraph))
        r = CUDA_ERROR_INVALID_VALUE;
    struct cudaMemcpy3DParms p;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_copy3d_to_rt(copyParams, &p);
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphAddMemcpyNode(phGraphNode, hGraph, dependencies, numDependencies, &p));
}

FERRY_API CUresult cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeMemcpy, nodeParams, NULL);
    struct cudaMemcpy3DParms p;
    if (r == CUDA_SUCCESS && cudaGraphMemcpyNodeGetParams(hNode, &p) == cudaSuccess)
        ferry_cu_copy3d_from_rt(&p, nodeParams);
    return r;
}

FERRY_API CUresult cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeMemcpy, nodeParams, NULL);
    struct cudaMemcpy3DParms p;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_copy3d_to_rt(nodeParams, &p);
    if (r == CUDA_SUCCESS)
        hNode->u.copy = (memcpy_params){.is3d = true, .p3 = p};
    return r;
}

FERRY_API CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                  const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult r = ferry_cu_graph_need(ctx);
    if (r == CUDA_SUCCESS && (!hGraphExec || !hNode))
        r = CUDA_ERROR_INVALID_VALUE;
    struct cudaMemcpy3DParms p;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_copy3d_to_rt(copyParams, &p);
    CUgraphNode n;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_exec_target(hGraphExec, hNode, cudaGraphNodeTypeMemcpy, &n));
    if (r == CUDA_SUCCESS)
        n->u.copy = (memcpy_params){.is3d = true, .p3 = p};
    return r;
}

CUresult ferry_cu_memset_to_rt(const CUDA_MEMSET_NODE_PARAMS *s, struct cudaMemsetParams *out)
{
    if (!s)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (struct cudaMemsetParams){(void *)(uintptr_t)s->dst, s->pitch, s->value, s->elementSize, s->width,
                                     s->height};
    return ferry_cu_from_cuda(ferry_memset_params_check(out));
}

FERRY_API CUresult cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                        size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams,
                                        CUcontext ctx)
{
    CUresult r = ferry_cu_graph_need(ctx);
    if (r == CUDA_SUCCESS && (!phGraphNode || !hGraph))
        r = CUDA_ERROR_INVALID_VALUE;
    struct cudaMemsetParams s;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_memset_to_rt(memsetParams, &s);
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, &s));
}

FERRY_API CUresult cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeMemset, nodeParams, NULL);
    if (r != CUDA_SUCCESS)
        return r;
    const struct cudaMemsetParams *s = &hNode->u.set;
    *nodeParams = (CUDA_MEMSET_NODE_PARAMS){(CUdeviceptr)(uintptr_t)s->dst, s->pitch, s->value, s->elementSize,
                                            s->width, s->height};
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeMemset, nodeParams, NULL);
    struct cudaMemsetParams s;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_memset_to_rt(nodeParams, &s);
    if (r == CUDA_SUCCESS)
        hNode->u.set = s;
    return r;
}

FERRY_API CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                  const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult r = ferry_cu_graph_need(ctx);
    if (r == CUDA_SUCCESS && (!hGraphExec || !hNode))
        r = CUDA_ERROR_INVALID_VALUE;
    struct cudaMemsetParams s;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_memset_to_rt(memsetParams, &s);
    CUgraphNode n;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_exec_target(hGraphExec, hNode, cudaGraphNodeTypeMemset, &n));
    if (r == CUDA_SUCCESS)
        n->u.set = s;
    return r;
}
