/* Node parameters read and changed after the node was made: host, memset
 * and event nodes, a kernel node's launch attributes, and nodes of a clone
 * found by the node they were cloned from (clones keep the node ids). */
#include <string.h>

#include "graph.h"

static bool is(cudaGraphNode_t n, enum cudaGraphNodeType t)
{
    return n && n->type == t;
}

FERRY_API cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    if (!is(node, cudaGraphNodeTypeHost) || !pNodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    *pNodeParams = node->u.host;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    if (!is(node, cudaGraphNodeTypeHost) || !pNodeParams || !pNodeParams->fn)
        return ferry_ret(cudaErrorInvalidValue);
    node->u.host = *pNodeParams;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    if (!is(node, cudaGraphNodeTypeMemset) || !pNodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    *pNodeParams = node->u.set;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    if (!is(node, cudaGraphNodeTypeMemset))
        return ferry_ret(cudaErrorInvalidValue);
    cudaError_t err = ferry_memset_params_check(pNodeParams);
    if (err == cudaSuccess)
        node->u.set = *pNodeParams;
    return ferry_ret(err);
}

static cudaError_t event_get(cudaGraphNode_t node, enum cudaGraphNodeType t, cudaEvent_t *out)
{
    if (!is(node, t) || !out)
        return ferry_ret(cudaErrorInvalidValue);
    *out = node->u.event;
    return cudaSuccess;
}

cudaError_t ferry_event_node_set(cudaGraphNode_t node, enum cudaGraphNodeType t, cudaEvent_t event)
{
    if (!is(node, t))
        return cudaErrorInvalidValue;
    if (!event || !ferry_handle_live(event, FERRY_HANDLE_EVENT))
        return cudaErrorInvalidResourceHandle;
    node->u.event = event;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return event_get(node, cudaGraphNodeTypeEventRecord, event_out);
}

FERRY_API cudaError_t cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    return ferry_ret(ferry_event_node_set(node, cudaGraphNodeTypeEventRecord, event));
}

FERRY_API cudaError_t cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return event_get(node, cudaGraphNodeTypeWaitEvent, event_out);
}

FERRY_API cudaError_t cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    return ferry_ret(ferry_event_node_set(node, cudaGraphNodeTypeWaitEvent, event));
}

cudaGraphNode_t ferry_graph_find_clone(cudaGraph_t clone, cudaGraphNode_t original)
{
    if (clone->origin != original->graph->uid)
        return NULL;
    for (size_t i = 0; i < clone->n; i++)
        if (clone->nodes[i]->id == original->id && clone->nodes[i]->type == original->type)
            return clone->nodes[i];
    return NULL;
}

/* Clones keep their nodes' ids; a node destroyed in the clone is not found. */
FERRY_API cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                               cudaGraph_t clonedGraph)
{
    if (!pNode || !originalNode || !clonedGraph || originalNode->graph == clonedGraph)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraphNode_t n = ferry_graph_find_clone(clonedGraph, originalNode);
    if (!n)
        return ferry_ret(cudaErrorInvalidValue);
    *pNode = n;
    return cudaSuccess;
}

cudaError_t ferry_kernel_attr_get(cudaGraphNode_t node, int attr, void *value, size_t size)
{
    if (!is(node, cudaGraphNodeTypeKernel) || !value || attr < 0 || attr >= FERRY_KERNEL_ATTRS)
        return cudaErrorInvalidValue;
    memcpy(value, node->u.kernel.attrs[attr].bytes, size);
    return cudaSuccess;
}

cudaError_t ferry_kernel_attr_set(cudaGraphNode_t node, int attr, const void *value, size_t size)
{
    if (!is(node, cudaGraphNodeTypeKernel) || !value || attr < 0 || attr >= FERRY_KERNEL_ATTRS)
        return cudaErrorInvalidValue;
    memset(node->u.kernel.attrs[attr].bytes, 0, sizeof node->u.kernel.attrs[attr].bytes);
    memcpy(node->u.kernel.attrs[attr].bytes, value, size);
    return cudaSuccess;
}

cudaError_t ferry_kernel_attr_copy(cudaGraphNode_t dst, cudaGraphNode_t src)
{
    if (!is(dst, cudaGraphNodeTypeKernel) || !is(src, cudaGraphNodeTypeKernel))
        return cudaErrorInvalidValue;
    memcpy(dst->u.kernel.attrs, src->u.kernel.attrs, sizeof dst->u.kernel.attrs);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
                                                      cudaLaunchAttributeValue *value_out)
{
    return ferry_ret(ferry_kernel_attr_get(hNode, (int)attr, value_out, sizeof *value_out));
}

FERRY_API cudaError_t cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
                                                      const cudaLaunchAttributeValue *value)
{
    return ferry_ret(ferry_kernel_attr_set(hNode, (int)attr, value, sizeof *value));
}

FERRY_API cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    return ferry_ret(ferry_kernel_attr_copy(hDst, hSrc));
}
