/* The older forms of graph calls whose signatures changed, for binaries
 * built against older headers: v1 kernel node parameters (no kern, no
 * ctx), cuGraphInstantiate with its error node and log, and
 * cuGraphExecUpdate with its error node and result. */
#include <stdio.h>
#include <string.h>

#include "cu_internal.h"
#include "cu_plain_names.h"
#include "graph.h"

static CUDA_KERNEL_NODE_PARAMS_v2 widen(const CUDA_KERNEL_NODE_PARAMS_v1 *p)
{
    CUDA_KERNEL_NODE_PARAMS_v2 w = {0};
    memcpy(&w, p, sizeof *p);
    return w;
}

FERRY_API CUresult cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                        size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    if (!nodeParams)
        return ferry_cu_need_ctx() != CUDA_SUCCESS ? ferry_cu_need_ctx() : CUDA_ERROR_INVALID_VALUE;
    CUDA_KERNEL_NODE_PARAMS_v2 p = widen(nodeParams);
    return cuGraphAddKernelNode_v2(phGraphNode, hGraph, dependencies, numDependencies, &p);
}

FERRY_API CUresult cuGraphKernelNodeGetParams(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 p;
    CUresult r = cuGraphKernelNodeGetParams_v2(hNode, nodeParams ? &p : NULL);
    if (r == CUDA_SUCCESS)
        memcpy(nodeParams, &p, sizeof *nodeParams);
    return r;
}

FERRY_API CUresult cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    if (!nodeParams)
        return cuGraphKernelNodeSetParams_v2(hNode, NULL);
    CUDA_KERNEL_NODE_PARAMS_v2 p = widen(nodeParams);
    return cuGraphKernelNodeSetParams_v2(hNode, &p);
}

FERRY_API CUresult cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                  const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    if (!nodeParams)
        return cuGraphExecKernelNodeSetParams_v2(hGraphExec, hNode, NULL);
    CUDA_KERNEL_NODE_PARAMS_v2 p = widen(nodeParams);
    return cuGraphExecKernelNodeSetParams_v2(hGraphExec, hNode, &p);
}

/* The log says why an instantiation failed, when there is room for it. */
FERRY_API CUresult cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode,
                                      char *logBuffer, size_t bufferSize)
{
    CUresult r = cuGraphInstantiateWithFlags(phGraphExec, hGraph, 0);
    if (phErrorNode)
        *phErrorNode = NULL;
    if (logBuffer && bufferSize) {
        const char *why = "";
        if (r != CUDA_SUCCESS)
            cuGetErrorString(r, &why);
        snprintf(logBuffer, bufferSize, "%s", why ? why : "");
    }
    return r;
}

FERRY_API CUresult cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode *hErrorNode_out,
                                     CUgraphExecUpdateResult *updateResult_out)
{
    if (!hErrorNode_out || !updateResult_out)
        return ferry_cu_need_ctx() != CUDA_SUCCESS ? ferry_cu_need_ctx() : CUDA_ERROR_INVALID_VALUE;
    CUgraphExecUpdateResultInfo info = {CU_GRAPH_EXEC_UPDATE_SUCCESS, NULL, NULL};
    CUresult r = cuGraphExecUpdate_v2(hGraphExec, hGraph, &info);
    *hErrorNode_out = info.errorNode;
    *updateResult_out = info.result;
    return r;
}
