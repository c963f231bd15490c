/* cudaGraphNodeSetParams and cudaGraphExecNodeSetParams (a node's new
 * parameters as a cudaGraphNodeParams), and cudaGraphInstantiateWithParams. */
#include <stdlib.h>

#include "graph.h"

/* A graph's child graph node takes a copy of any graph; an exec's, one of
 * the same shape. */
static cudaError_t child_set(cudaGraphNode_t n, cudaGraph_t child, bool exec)
{
    if (exec)
        return ferry_exec_child_set(n, child);
    if (!child || child == n->graph)
        return cudaErrorInvalidValue;
    cudaGraph_t c;
    cudaError_t err = ferry_graph_clone(child, &c);
    if (err == cudaSuccess) {
        ferry_graph_free(n->u.child);
        n->u.child = c;
    }
    return err;
}

static cudaError_t kernel_set(cudaGraphNode_t n, const struct cudaKernelNodeParamsV2 *k, bool exec)
{
    if (n->u.kernel.desc || (exec && n->u.kernel.func != k->func))
        return cudaErrorInvalidValue; /* a driver node, or another kernel in an exec */
    struct cudaKernelNodeParams p = {k->func, {k->gridDim.x, k->gridDim.y, k->gridDim.z},
                                     {k->blockDim.x, k->blockDim.y, k->blockDim.z}, k->sharedMemBytes,
                                     k->kernelParams, k->extra};
    return ferry_kernel_params_set(&n->u.kernel, &p);
}

static cudaError_t set_params(cudaGraphNode_t n, struct cudaGraphNodeParams *p, bool exec)
{
    switch (p->type) {
    case cudaGraphNodeTypeKernel: return kernel_set(n, &p->kernel, exec);
    case cudaGraphNodeTypeMemset: {
        const struct cudaMemsetParams *s = (const struct cudaMemsetParams *)&p->memset;
        cudaError_t err = ferry_memset_params_check(s);
        if (err == cudaSuccess)
            n->u.set = *s;
        return err;
    }
    case cudaGraphNodeTypeHost:
        if (!p->host.fn)
            return cudaErrorInvalidValue;
        n->u.host = (struct cudaHostNodeParams){p->host.fn, p->host.userData};
        return cudaSuccess;
    case cudaGraphNodeTypeGraph: return child_set(n, p->graph.graph, exec);
    case cudaGraphNodeTypeEmpty: return cudaSuccess;
    case cudaGraphNodeTypeWaitEvent:
    case cudaGraphNodeTypeEventRecord: return ferry_event_node_set(n, p->type, p->eventWait.event);
    default: return cudaErrorNotSupported; /* memory and conditional nodes keep theirs */
    }
}

FERRY_API cudaError_t cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (!node || !nodeParams || nodeParams->type != node->type)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(set_params(node, nodeParams, false));
}

FERRY_API cudaError_t cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node,
                                                 struct cudaGraphNodeParams *nodeParams)
{
    cudaGraphNode_t n;
    if (!nodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    cudaError_t err = ferry_exec_target(graphExec, node, nodeParams->type, &n);
    return ferry_ret(err != cudaSuccess ? err : set_params(n, nodeParams, true));
}

FERRY_API cudaError_t cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                     cudaGraphInstantiateParams *instantiateParams)
{
    cudaGraphInstantiateParams *p = instantiateParams;
    if (!pGraphExec || !graph || !p)
        return ferry_ret(cudaErrorInvalidValue);
    if ((p->flags & cudaGraphInstantiateFlagUpload) && !ferry_stream_ok(p->uploadStream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    cudaError_t err = ferry_instantiate(pGraphExec, graph, p->flags);
    p->errNode_out = NULL;
    p->result_out = ferry_instantiate_result(graph, err);
    return ferry_ret(err);
}
