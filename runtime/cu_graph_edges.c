/* Edges and what a graph says about itself, in the driver API.  The CPU
 * device has plain edges only: the _v2 forms (CUDA 12.3) take edge data
 * that must be zeroed, and give zeroed data back. */
#include <string.h>

#include "cu_internal.h"
#include "graph.h"

bool ferry_cu_edges_plain(const CUgraphEdgeData *data, size_t n)
{
    static const CUgraphEdgeData plain;
    for (size_t i = 0; data && i < n; i++)
        if (memcmp(&data[i], &plain, sizeof plain) != 0)
            return false;
    return true;
}

static void zero_data(CUgraphEdgeData *data, const size_t *n)
{
    if (data)
        memset(data, 0, *n * sizeof *data);
}

static CUresult edges_ok(CUgraph g, const CUgraphNode *from, const CUgraphNode *to, size_t n)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r != CUDA_SUCCESS)
        return r;
    if (!g || (n && (!from || !to)))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < n; i++)
        if (!from[i] || !to[i] || from[i]->graph != g || to[i]->graph != g || from[i] == to[i])
            return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                          size_t numDependencies)
{
    CUresult r = edges_ok(hGraph, from, to, numDependencies);
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphAddDependencies(hGraph, from, to, numDependencies));
}

FERRY_API CUresult cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                             const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult r = edges_ok(hGraph, from, to, numDependencies);
    if (r == CUDA_SUCCESS && !ferry_cu_edges_plain(edgeData, numDependencies))
        r = CUDA_ERROR_NOT_SUPPORTED;
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphAddDependencies(hGraph, from, to, numDependencies));
}

FERRY_API CUresult cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                             size_t numDependencies)
{
    CUresult r = edges_ok(hGraph, from, to, numDependencies);
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphRemoveDependencies(hGraph, from, to, numDependencies));
}

FERRY_API CUresult cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                                const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult r = edges_ok(hGraph, from, to, numDependencies);
    if (r == CUDA_SUCCESS && !ferry_cu_edges_plain(edgeData, numDependencies))
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphRemoveDependencies(hGraph, from, to, numDependencies));
}

static CUresult list_ok(const void *owner, const size_t *count)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!owner || !count))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    CUresult r = list_ok(hGraph, numNodes);
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphGetNodes(hGraph, nodes, numNodes));
}

FERRY_API CUresult cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    CUresult r = list_ok(hGraph, numRootNodes);
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphGetRootNodes(hGraph, rootNodes, numRootNodes));
}

FERRY_API CUresult cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, size_t *numEdges)
{
    CUresult r = list_ok(hGraph, numEdges);
    if (r == CUDA_SUCCESS && !from != !to)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphGetEdges(hGraph, from, to, numEdges));
}

FERRY_API CUresult cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData,
                                      size_t *numEdges)
{
    CUresult r = list_ok(hGraph, numEdges);
    if (r == CUDA_SUCCESS && (!from != !to || (edgeData && !from)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = FERRY_CU_QUIETLY(cudaGraphGetEdges(hGraph, from, to, numEdges));
    if (r == CUDA_SUCCESS)
        zero_data(edgeData, numEdges);
    return r;
}

FERRY_API CUresult cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hNode || !type))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *type = (CUgraphNodeType)hNode->type;
    return r;
}

FERRY_API CUresult cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, size_t *numDependencies)
{
    CUresult r = list_ok(hNode, numDependencies);
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphNodeGetDependencies(hNode, dependencies, numDependencies));
}

FERRY_API CUresult cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies,
                                                 CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    CUresult r = list_ok(hNode, numDependencies);
    if (r == CUDA_SUCCESS && edgeData && !dependencies)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = FERRY_CU_QUIETLY(cudaGraphNodeGetDependencies(hNode, dependencies, numDependencies));
    if (r == CUDA_SUCCESS)
        zero_data(edgeData, numDependencies);
    return r;
}

FERRY_API CUresult cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes,
                                                size_t *numDependentNodes)
{
    CUresult r = list_ok(hNode, numDependentNodes);
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphNodeGetDependentNodes(hNode, dependentNodes, numDependentNodes));
}

FERRY_API CUresult cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes,
                                                   CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    CUresult r = list_ok(hNode, numDependentNodes);
    if (r == CUDA_SUCCESS && edgeData && !dependentNodes)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = FERRY_CU_QUIETLY(cudaGraphNodeGetDependentNodes(hNode, dependentNodes, numDependentNodes));
    if (r == CUDA_SUCCESS)
        zero_data(edgeData, numDependentNodes);
    return r;
}
