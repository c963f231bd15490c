/* cuGraphAddNode and the calls that take a CUgraphNodeParams (a node's
 * type and its parameters in one union), conditional handles and the DOT
 * dump.  Each type goes to the call that handles it alone. */
#include <stdint.h>

#include "cu_internal.h"
#include "graph.h"

static CUresult add_cond(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t n,
                         CUDA_CONDITIONAL_NODE_PARAMS *c)
{
    CUresult r = ferry_cu_graph_need(c->ctx);
    if (r != CUDA_SUCCESS)
        return r;
    if (!c->handle || (unsigned)c->type > CU_GRAPH_COND_TYPE_SWITCH)
        return CUDA_ERROR_INVALID_VALUE;
    struct cudaGraphNodeParams p = {.type = cudaGraphNodeTypeConditional};
    p.conditional = (struct cudaConditionalNodeParams){c->handle, (enum cudaGraphConditionalNodeType)c->type,
                                                       c->size, NULL};
    r = FERRY_CU_QUIETLY(cudaGraphAddNode(out, g, deps, n, &p));
    if (r == CUDA_SUCCESS)
        c->phGraph_out = p.conditional.phGraph_out;
    return r;
}

FERRY_API CUresult cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                  size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!phGraphNode || !hGraph || !nodeParams))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode *o = phGraphNode;
    const CUgraphNode *d = dependencies;
    size_t n = numDependencies;
    CUgraphNodeParams *p = nodeParams;
    switch (p->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: return cuGraphAddKernelNode_v2(o, hGraph, d, n, &p->kernel);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        return cuGraphAddMemcpyNode(o, hGraph, d, n, &p->memcpy.copyParams, p->memcpy.copyCtx);
    case CU_GRAPH_NODE_TYPE_MEMSET: /* v1 is v2 without ctx */
        return cuGraphAddMemsetNode(o, hGraph, d, n, (const CUDA_MEMSET_NODE_PARAMS *)&p->memset, p->memset.ctx);
    case CU_GRAPH_NODE_TYPE_HOST: return cuGraphAddHostNode(o, hGraph, d, n, (const CUDA_HOST_NODE_PARAMS *)&p->host);
    case CU_GRAPH_NODE_TYPE_GRAPH: return cuGraphAddChildGraphNode(o, hGraph, d, n, p->graph.graph);
    case CU_GRAPH_NODE_TYPE_EMPTY: return cuGraphAddEmptyNode(o, hGraph, d, n);
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT: return cuGraphAddEventWaitNode(o, hGraph, d, n, p->eventWait.event);
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD: return cuGraphAddEventRecordNode(o, hGraph, d, n, p->eventRecord.event);
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        return cuGraphAddMemAllocNode(o, hGraph, d, n, (CUDA_MEM_ALLOC_NODE_PARAMS *)&p->alloc);
    case CU_GRAPH_NODE_TYPE_MEM_FREE: return cuGraphAddMemFreeNode(o, hGraph, d, n, p->free.dptr);
    case CU_GRAPH_NODE_TYPE_CONDITIONAL: return add_cond(o, hGraph, d, n, &p->conditional);
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL:
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT:
    case CU_GRAPH_NODE_TYPE_BATCH_MEM_OP: return CUDA_ERROR_NOT_SUPPORTED;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

FERRY_API CUresult cuGraphAddNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                     const CUgraphEdgeData *dependencyData, size_t numDependencies,
                                     CUgraphNodeParams *nodeParams)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && !ferry_cu_edges_plain(dependencyData, numDependencies))
        r = CUDA_ERROR_NOT_SUPPORTED;
    return r != CUDA_SUCCESS ? r : cuGraphAddNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* A graph's child graph node takes a copy of any graph. */
static CUresult child_set(CUgraphNode node, CUgraph child)
{
    if (!child || child == node->graph)
        return CUDA_ERROR_INVALID_VALUE;
    cudaGraph_t c;
    CUresult r = ferry_cu_from_cuda(ferry_graph_clone(child, &c));
    if (r == CUDA_SUCCESS) {
        ferry_graph_free(node->u.child);
        node->u.child = c;
    }
    return r;
}

FERRY_API CUresult cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hNode || !nodeParams || (unsigned)nodeParams->type != (unsigned)hNode->type))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNodeParams *p = nodeParams;
    switch (p->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: return cuGraphKernelNodeSetParams_v2(hNode, &p->kernel);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        r = ferry_cu_graph_need(p->memcpy.copyCtx);
        return r != CUDA_SUCCESS ? r : cuGraphMemcpyNodeSetParams(hNode, &p->memcpy.copyParams);
    case CU_GRAPH_NODE_TYPE_MEMSET:
        r = ferry_cu_graph_need(p->memset.ctx);
        return r != CUDA_SUCCESS ? r : cuGraphMemsetNodeSetParams(hNode, (const CUDA_MEMSET_NODE_PARAMS *)&p->memset);
    case CU_GRAPH_NODE_TYPE_HOST: return cuGraphHostNodeSetParams(hNode, (const CUDA_HOST_NODE_PARAMS *)&p->host);
    case CU_GRAPH_NODE_TYPE_GRAPH: return child_set(hNode, p->graph.graph);
    case CU_GRAPH_NODE_TYPE_EMPTY: return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT: return cuGraphEventWaitNodeSetEvent(hNode, p->eventWait.event);
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD: return cuGraphEventRecordNodeSetEvent(hNode, p->eventRecord.event);
    default: return CUDA_ERROR_NOT_SUPPORTED; /* memory and conditional nodes keep theirs */
    }
}

FERRY_API CUresult cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hGraphExec || !hNode || !nodeParams))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && (unsigned)nodeParams->type != (unsigned)hNode->type)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphExec e = hGraphExec;
    CUgraphNodeParams *p = nodeParams;
    switch (p->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: return cuGraphExecKernelNodeSetParams_v2(e, hNode, &p->kernel);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        return cuGraphExecMemcpyNodeSetParams(e, hNode, &p->memcpy.copyParams, p->memcpy.copyCtx);
    case CU_GRAPH_NODE_TYPE_MEMSET:
        return cuGraphExecMemsetNodeSetParams(e, hNode, (const CUDA_MEMSET_NODE_PARAMS *)&p->memset, p->memset.ctx);
    case CU_GRAPH_NODE_TYPE_HOST:
        return cuGraphExecHostNodeSetParams(e, hNode, (const CUDA_HOST_NODE_PARAMS *)&p->host);
    case CU_GRAPH_NODE_TYPE_GRAPH: return cuGraphExecChildGraphNodeSetParams(e, hNode, p->graph.graph);
    case CU_GRAPH_NODE_TYPE_EMPTY: return ferry_exec_node(e, hNode) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT: return cuGraphExecEventWaitNodeSetEvent(e, hNode, p->eventWait.event);
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD: return cuGraphExecEventRecordNodeSetEvent(e, hNode, p->eventRecord.event);
    default: return CUDA_ERROR_NOT_SUPPORTED;
    }
}

FERRY_API CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx,
                                                  unsigned int defaultLaunchValue, unsigned int flags)
{
    CUresult r = ferry_cu_graph_need(ctx);
    if (r == CUDA_SUCCESS && (!pHandle_out || !hGraph || (flags & ~(unsigned)CU_GRAPH_COND_ASSIGN_DEFAULT)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphConditionalHandleCreate((cudaGraphConditionalHandle *)pHandle_out, hGraph, defaultLaunchValue, flags));
}

FERRY_API CUresult cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hGraph || !path))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphDebugDotPrint(hGraph, path, flags));
}
