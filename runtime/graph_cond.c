/* Conditional nodes: if, while and switch over the value of a handle that
 * kernels set with cudaGraphSetConditional, and cudaGraphAddNode, which
 * creates them (and the other kinds it can describe). */
#include <stdlib.h>

#include "graph.h"

static void slot_release(ferry_cond_slot *s)
{
    if (--s->refs == 0)
        free(s);
}

void ferry_slots_release(cudaGraph_t g)
{
    for (size_t i = 0; i < g->nslots; i++)
        slot_release(g->slots[i]);
    free(g->slots);
    g->slots = NULL;
    g->nslots = 0;
}

static bool slot_push(cudaGraph_t g, ferry_cond_slot *s)
{
    ferry_cond_slot **v = realloc(g->slots, (g->nslots + 1) * sizeof *v);
    if (!v)
        return false;
    g->slots = v;
    g->slots[g->nslots++] = s;
    s->refs++;
    return true;
}

cudaError_t ferry_slots_share(cudaGraph_t dst, cudaGraph_t src)
{
    for (size_t i = 0; i < src->nslots; i++)
        if (!slot_push(dst, src->slots[i]))
            return cudaErrorMemoryAllocation;
    return cudaSuccess;
}

void ferry_slots_reset(cudaGraph_t g)
{
    for (size_t i = 0; i < g->nslots; i++)
        if (g->slots[i]->flags & cudaGraphCondAssignDefault)
            g->slots[i]->value = g->slots[i]->dflt;
}

void ferry_cond_free(cond_params *c)
{
    for (unsigned i = 0; c->body && i < c->size; i++)
        ferry_graph_free(c->body[i]);
    free(c->body);
    if (c->slot)
        slot_release(c->slot);
    c->body = NULL;
    c->slot = NULL;
}

cudaError_t ferry_cond_copy(cond_params *dst, const cond_params *src)
{
    *dst = (cond_params){NULL, src->type, src->size, calloc(src->size, sizeof(cudaGraph_t))};
    if (!dst->body)
        return cudaErrorMemoryAllocation;
    dst->slot = src->slot;
    dst->slot->refs++;
    for (unsigned i = 0; i < src->size; i++) {
        cudaError_t err = ferry_graph_clone(src->body[i], &dst->body[i]);
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

cudaError_t ferry_cond_run(const cond_params *c, cudaStream_t stream)
{
    volatile unsigned *value = &c->slot->value;
    switch (c->type) {
    case cudaGraphCondTypeIf:
        if (*value)
            return ferry_graph_run(c->body[0], stream);
        return c->size == 2 ? ferry_graph_run(c->body[1], stream) : cudaSuccess;
    case cudaGraphCondTypeWhile:
        while (*value) {
            cudaError_t err = ferry_graph_run(c->body[0], stream);
            if (err != cudaSuccess)
                return err;
        }
        return cudaSuccess;
    default: {
        unsigned v = *value;
        return v < c->size ? ferry_graph_run(c->body[v], stream) : cudaSuccess;
    }
    }
}

FERRY_API cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
                                                       unsigned int defaultLaunchValue, unsigned int flags)
{
    if (!pHandle_out || !graph || (flags & ~(unsigned)cudaGraphCondAssignDefault))
        return ferry_ret(cudaErrorInvalidValue);
    ferry_cond_slot *s = calloc(1, sizeof *s);
    if (!s || !slot_push(graph, s)) {
        free(s);
        return ferry_ret(cudaErrorMemoryAllocation);
    }
    *s = (ferry_cond_slot){defaultLaunchValue, defaultLaunchValue, flags, 1};
    *pHandle_out = (cudaGraphConditionalHandle)(uintptr_t)&s->value;
    return cudaSuccess;
}

/* The handle is trusted to come from g or a graph containing it: graphs
 * do not know their parents, so that cannot be checked here. */
static cudaError_t add_cond(cudaGraphNode_t *out, cudaGraph_t g, const cudaGraphNode_t *deps, size_t ndeps,
                            struct cudaConditionalNodeParams *p)
{
    unsigned t = p->type;
    if (!p->handle || t > cudaGraphCondTypeSwitch || p->size == 0 ||
        (t == cudaGraphCondTypeWhile && p->size != 1) || (t == cudaGraphCondTypeIf && p->size > 2))
        return cudaErrorInvalidValue;
    cudaGraphNode_t n;
    cudaError_t err = cudaGraphAddEmptyNode(&n, g, deps, ndeps);
    if (err != cudaSuccess)
        return err;
    cond_params c = {(ferry_cond_slot *)(uintptr_t)p->handle, p->type, p->size, calloc(p->size, sizeof(cudaGraph_t))};
    for (unsigned i = 0; c.body && i < c.size && err == cudaSuccess; i++)
        err = ferry_graph_new(&c.body[i]);
    if (!c.body || err != cudaSuccess) {
        c.slot = NULL;
        ferry_cond_free(&c);
        cudaGraphDestroyNode(n);
        return cudaErrorMemoryAllocation;
    }
    c.slot->refs++;
    n->u.cond = c;
    n->type = cudaGraphNodeTypeConditional;
    p->phGraph_out = n->u.cond.body;
    *out = n;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                       struct cudaGraphNodeParams *nodeParams)
{
    if (!nodeParams || !pGraphNode || !graph)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraphNode_t *out = pGraphNode;
    const cudaGraphNode_t *d = pDependencies;
    size_t nd = numDependencies;
    switch (nodeParams->type) {
    case cudaGraphNodeTypeKernel:
        return cudaGraphAddKernelNode(out, graph, d, nd, (const struct cudaKernelNodeParams *)&nodeParams->kernel);
    case cudaGraphNodeTypeMemset:
        return cudaGraphAddMemsetNode(out, graph, d, nd, (const struct cudaMemsetParams *)&nodeParams->memset);
    case cudaGraphNodeTypeHost:
        return cudaGraphAddHostNode(out, graph, d, nd, (const struct cudaHostNodeParams *)&nodeParams->host);
    case cudaGraphNodeTypeGraph:
        return cudaGraphAddChildGraphNode(out, graph, d, nd, nodeParams->graph.graph);
    case cudaGraphNodeTypeEmpty:
        return cudaGraphAddEmptyNode(out, graph, d, nd);
    case cudaGraphNodeTypeWaitEvent:
        return cudaGraphAddEventWaitNode(out, graph, d, nd, nodeParams->eventWait.event);
    case cudaGraphNodeTypeEventRecord:
        return cudaGraphAddEventRecordNode(out, graph, d, nd, nodeParams->eventRecord.event);
    case cudaGraphNodeTypeConditional:
        return ferry_ret(add_cond(out, graph, d, nd, &nodeParams->conditional));
    case cudaGraphNodeTypeMemcpy:
    case cudaGraphNodeTypeMemAlloc:
    case cudaGraphNodeTypeMemFree:
    case cudaGraphNodeTypeExtSemaphoreSignal:
    case cudaGraphNodeTypeExtSemaphoreWait:
        return ferry_ret(cudaErrorNotSupported);
    default:
        return ferry_ret(cudaErrorInvalidValue);
    }
}
