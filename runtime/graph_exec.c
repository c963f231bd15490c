/* Executable graphs.  An exec owns a clone of the graph it was made from,
 * with a topological order computed once (graph_launch.c launches it).  An
 * exec changed or destroyed while a launch of it is queued waits for that
 * launch first, so that the launch sees the parameters it was made with. */
#include <stdlib.h>
#include <string.h>

#include "graph.h"

static cudaError_t fill(const struct cudaMemsetParams *s)
{
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    for (size_t r = 0; r < s->height; r++) {
        char *row = (char *)s->dst + r * s->pitch;
        for (size_t i = 0; i < s->width; i++) {
            if (s->elementSize == 1)
                ((uint8_t *)row)[i] = (uint8_t)s->value;
            else if (s->elementSize == 2)
                ((uint16_t *)row)[i] = (uint16_t)s->value;
            else
                ((uint32_t *)row)[i] = s->value;
        }
    }
    return cudaSuccess;
}

cudaError_t ferry_graph_node_run(cudaGraphNode_t n, cudaStream_t stream)
{
    if (n->disabled)
        return cudaSuccess;
    switch (n->type) {
    case cudaGraphNodeTypeKernel:
        return ferry_kernel_params_run(&n->u.kernel);
    case cudaGraphNodeTypeMemcpy:
        if (n->u.copy.is3d)
            return ferry_copy_3d(&n->u.copy.p3, FERRY_COPY3D_NOW);
        return ferry_copy_now(n->u.copy.dst, n->u.copy.src, n->u.copy.count, n->u.copy.kind);
    case cudaGraphNodeTypeMemset:
        return fill(&n->u.set);
    case cudaGraphNodeTypeHost:
        n->u.host.fn(n->u.host.userData);
        return cudaSuccess;
    case cudaGraphNodeTypeGraph:
        return ferry_graph_run(n->u.child, stream);
    case cudaGraphNodeTypeEventRecord:
        return ferry_event_record_now(n->u.event);
    case cudaGraphNodeTypeWaitEvent: {
        ferry_op *mark = ferry_event_mark(n->u.event);
        if (mark)
            ferry_op_wait(mark, true);
        ferry_op_release(mark);
        return cudaSuccess;
    }
    case cudaGraphNodeTypeConditional:
        return ferry_cond_run(&n->u.cond, stream);
    case cudaGraphNodeTypeMemAlloc:
    case cudaGraphNodeTypeMemFree:
        return ferry_graph_mem_run(n);
    default: /* empty nodes */
        return cudaSuccess;
    }
}

cudaError_t ferry_graph_run_order(cudaGraphNode_t *order, size_t n, cudaStream_t stream)
{
    for (size_t i = 0; i < n; i++) {
        cudaError_t err = ferry_graph_node_run(order[i], stream);
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

cudaError_t ferry_graph_run(cudaGraph_t g, cudaStream_t stream)
{
    cudaGraphNode_t *order = ferry_graph_order(g);
    if (!order)
        return cudaErrorInvalidValue;
    cudaError_t err = ferry_graph_run_order(order, g->n, stream);
    free(order);
    return err;
}

/* Child graphs must be acyclic too. */
static bool acyclic(cudaGraph_t g)
{
    cudaGraphNode_t *order = ferry_graph_order(g);
    bool ok = order != NULL;
    for (size_t i = 0; ok && i < g->n; i++)
        if (g->nodes[i]->type == cudaGraphNodeTypeGraph)
            ok = acyclic(g->nodes[i]->u.child);
    free(order);
    return ok;
}

cudaError_t ferry_instantiate(cudaGraphExec_t *out, cudaGraph_t graph, unsigned long long flags)
{
    unsigned long long known = cudaGraphInstantiateFlagAutoFreeOnLaunch | cudaGraphInstantiateFlagUpload |
                               cudaGraphInstantiateFlagUseNodePriority;
    if (!out || !graph)
        return cudaErrorInvalidValue;
    if (flags & cudaGraphInstantiateFlagDeviceLaunch)
        return cudaErrorNotSupported; /* no device-side graph launch */
    if (flags & ~known)
        return cudaErrorInvalidValue;
    if (!acyclic(graph))
        return cudaErrorInvalidValue;
    cudaGraphExec_t e = calloc(1, sizeof *e);
    if (!e)
        return cudaErrorMemoryAllocation;
    cudaError_t err = ferry_graph_clone(graph, &e->graph);
    if (err == cudaSuccess && !(e->order = ferry_graph_order(e->graph)))
        err = cudaErrorMemoryAllocation;
    if (err == cudaSuccess)
        e->width = ferry_graph_width(e->graph, e->order);
    if (err != cudaSuccess) {
        ferry_graph_free(e->graph);
        free(e);
        return err;
    }
    e->source = graph;
    e->flags = flags;
    *out = e;
    return cudaSuccess;
}

enum cudaGraphInstantiateResult ferry_instantiate_result(cudaGraph_t graph, cudaError_t err)
{
    if (err == cudaSuccess)
        return cudaGraphInstantiateSuccess;
    if (!acyclic(graph))
        return cudaGraphInstantiateInvalidStructure;
    return err == cudaErrorNotSupported ? cudaGraphInstantiateNodeOperationNotSupported : cudaGraphInstantiateError;
}

FERRY_API cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    return ferry_ret(ferry_instantiate(pGraphExec, graph, flags));
}

FERRY_API cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                    unsigned long long flags)
{
    return ferry_ret(ferry_instantiate(pGraphExec, graph, flags));
}

void ferry_exec_quiesce(cudaGraphExec_t e)
{
    if (e->launched) {
        ferry_op_wait(e->launched, true);
        ferry_op_release(e->launched);
        e->launched = NULL;
    }
}

static void close_lanes(cudaGraphExec_t e)
{
    for (int i = 0; i < FERRY_GRAPH_LANES; i++)
        if (e->lanes[i])
            ferry_queue_close(e->lanes[i]);
}

FERRY_API cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    if (!graphExec)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_exec_quiesce(graphExec);
    close_lanes(graphExec);
    ferry_graph_free(graphExec->graph);
    free(graphExec->order);
    free(graphExec);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (!graphExec)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return cudaSuccess; /* nothing to move: device memory is host memory */
}

/* The exec's copy of a node of the graph it was instantiated from. */
cudaGraphNode_t ferry_exec_node(cudaGraphExec_t e, cudaGraphNode_t node)
{
    if (node->graph != e->source)
        return NULL;
    for (size_t i = 0; i < e->graph->n; i++)
        if (e->graph->nodes[i]->id == node->id)
            return e->graph->nodes[i];
    return NULL;
}

FERRY_API cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                       const struct cudaMemcpy3DParms *pNodeParams)
{
    if (!hGraphExec || !node || !pNodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraphNode_t n = ferry_exec_node(hGraphExec, node);
    if (!n)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_exec_quiesce(hGraphExec);
    memcpy_params c = {.is3d = true, .p3 = *pNodeParams};
    return ferry_ret(ferry_memcpy_node_set(n, &c));
}

FERRY_API cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
                                                         const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (!hGraphExec || !node)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraphNode_t n = ferry_exec_node(hGraphExec, node);
    if (!n)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_exec_quiesce(hGraphExec);
    memcpy_params c = {.dst = dst, .src = src, .count = count, .kind = kind};
    return ferry_ret(ferry_memcpy_node_set(n, &c));
}

FERRY_API cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                       const struct cudaKernelNodeParams *pNodeParams)
{
    if (!hGraphExec || !node || !pNodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraphNode_t n = ferry_exec_node(hGraphExec, node);
    if (!n || n->type != cudaGraphNodeTypeKernel || n->u.kernel.desc || n->u.kernel.func != pNodeParams->func)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_exec_quiesce(hGraphExec);
    return ferry_ret(ferry_kernel_params_set(&n->u.kernel, pNodeParams));
}
