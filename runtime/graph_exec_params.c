/* Changing the nodes of an executable graph: host, memset, child graph
 * and event nodes, and turning nodes off and on.  Each change waits for
 * the exec's queued launch, which must see the parameters it was made
 * with. */
#include "graph.h"

cudaError_t ferry_exec_target(cudaGraphExec_t e, cudaGraphNode_t node, enum cudaGraphNodeType t,
                              cudaGraphNode_t *out)
{
    if (!e || !node)
        return cudaErrorInvalidValue;
    cudaGraphNode_t n = ferry_exec_node(e, node);
    if (!n || (t != cudaGraphNodeTypeCount && n->type != t))
        return cudaErrorInvalidValue;
    ferry_exec_quiesce(e);
    *out = n;
    return cudaSuccess;
}

cudaError_t ferry_exec_child_set(cudaGraphNode_t n, cudaGraph_t child)
{
    if (!child || !ferry_graph_same_shape(n->u.child, child))
        return cudaErrorInvalidValue;
    cudaGraph_t c;
    cudaError_t err = ferry_graph_clone(child, &c);
    if (err != cudaSuccess)
        return err;
    ferry_graph_free(n->u.child);
    n->u.child = c;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                     const struct cudaHostNodeParams *pNodeParams)
{
    cudaGraphNode_t n;
    if (!pNodeParams || !pNodeParams->fn)
        return ferry_ret(cudaErrorInvalidValue);
    cudaError_t err = ferry_exec_target(hGraphExec, node, cudaGraphNodeTypeHost, &n);
    if (err == cudaSuccess)
        n->u.host = *pNodeParams;
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                       const struct cudaMemsetParams *pNodeParams)
{
    cudaGraphNode_t n;
    cudaError_t err = ferry_memset_params_check(pNodeParams);
    if (err == cudaSuccess)
        err = ferry_exec_target(hGraphExec, node, cudaGraphNodeTypeMemset, &n);
    if (err == cudaSuccess)
        n->u.set = *pNodeParams;
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                           cudaGraph_t childGraph)
{
    cudaGraphNode_t n;
    cudaError_t err = ferry_exec_target(hGraphExec, node, cudaGraphNodeTypeGraph, &n);
    if (err == cudaSuccess)
        err = ferry_exec_child_set(n, childGraph);
    return ferry_ret(err);
}

static cudaError_t event_set(cudaGraphExec_t e, cudaGraphNode_t node, enum cudaGraphNodeType t, cudaEvent_t ev)
{
    cudaGraphNode_t n;
    cudaError_t err = ferry_exec_target(e, node, t, &n);
    return err != cudaSuccess ? err : ferry_event_node_set(n, t, ev);
}

FERRY_API cudaError_t cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                                           cudaEvent_t event)
{
    return ferry_ret(event_set(hGraphExec, hNode, cudaGraphNodeTypeEventRecord, event));
}

FERRY_API cudaError_t cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                                         cudaEvent_t event)
{
    return ferry_ret(event_set(hGraphExec, hNode, cudaGraphNodeTypeWaitEvent, event));
}

/* Only kernel, host, memset and memcpy nodes can be turned off (CUDA's rule). */
static bool switchable(cudaGraphNode_t n)
{
    return n->type == cudaGraphNodeTypeKernel || n->type == cudaGraphNodeTypeHost ||
           n->type == cudaGraphNodeTypeMemset || n->type == cudaGraphNodeTypeMemcpy;
}

cudaError_t ferry_node_set_enabled(cudaGraphExec_t e, cudaGraphNode_t node, unsigned on)
{
    cudaGraphNode_t n;
    cudaError_t err = ferry_exec_target(e, node, cudaGraphNodeTypeCount, &n);
    if (err == cudaSuccess && !switchable(n))
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        n->disabled = !on;
    return err;
}

cudaError_t ferry_node_get_enabled(cudaGraphExec_t e, cudaGraphNode_t node, unsigned *on)
{
    if (!e || !node || !on)
        return cudaErrorInvalidValue;
    cudaGraphNode_t n = ferry_exec_node(e, node);
    if (!n || !switchable(n))
        return cudaErrorInvalidValue;
    *on = !n->disabled;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                              unsigned int isEnabled)
{
    return ferry_ret(ferry_node_set_enabled(hGraphExec, hNode, isEnabled));
}

FERRY_API cudaError_t cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                              unsigned int *isEnabled)
{
    return ferry_ret(ferry_node_get_enabled(hGraphExec, hNode, isEnabled));
}

FERRY_API cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    if (!graphExec || !flags)
        return ferry_ret(cudaErrorInvalidValue);
    *flags = graphExec->flags;
    return cudaSuccess;
}
