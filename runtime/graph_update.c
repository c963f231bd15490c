/* cudaGraphExecUpdate: the exec takes the parameters of a graph of the same
 * shape.  Nodes are paired in the order they were added (as CUDA pairs
 * them); each pair must have the same type and the same dependencies. */
#include <stdlib.h>

#include "graph.h"

typedef struct mismatch {
    enum cudaGraphExecUpdateResult result;
    cudaGraphNode_t node, from;
} mismatch;

static bool has_dep_at(cudaGraphNode_t n, size_t index)
{
    for (size_t k = 0; k < n->ndeps; k++)
        if (n->deps[k]->mark == index)
            return true;
    return false;
}

static bool same_shape(cudaGraph_t have, cudaGraph_t want, mismatch *m)
{
    if (have->n != want->n) {
        *m = (mismatch){cudaGraphExecUpdateErrorTopologyChanged, NULL, NULL};
        return false;
    }
    for (size_t i = 0; i < want->n; i++)
        want->nodes[i]->mark = i;
    for (size_t i = 0; i < want->n; i++)
        have->nodes[i]->mark = i;
    for (size_t i = 0; i < want->n; i++) {
        cudaGraphNode_t a = have->nodes[i], b = want->nodes[i];
        if (a->type != b->type) {
            *m = (mismatch){cudaGraphExecUpdateErrorNodeTypeChanged, b, NULL};
            return false;
        }
        if (b->type == cudaGraphNodeTypeConditional) { /* not updated in place yet */
            *m = (mismatch){cudaGraphExecUpdateErrorNotSupported, b, NULL};
            return false;
        }
        /* A memory node's allocation cannot change (its address is fixed). */
        if ((b->type == cudaGraphNodeTypeMemAlloc && a->u.mem != b->u.mem) ||
            (b->type == cudaGraphNodeTypeMemFree && a->u.freed != b->u.freed)) {
            *m = (mismatch){cudaGraphExecUpdateErrorNotSupported, b, NULL};
            return false;
        }
        if (a->ndeps != b->ndeps) {
            *m = (mismatch){cudaGraphExecUpdateErrorTopologyChanged, b, NULL};
            return false;
        }
        for (size_t d = 0; d < b->ndeps; d++)
            if (!has_dep_at(a, b->deps[d]->mark)) {
                *m = (mismatch){cudaGraphExecUpdateErrorTopologyChanged, b, b->deps[d]};
                return false;
            }
    }
    for (size_t i = 0; i < want->n; i++)
        if (want->nodes[i]->type == cudaGraphNodeTypeGraph &&
            !same_shape(have->nodes[i]->u.child, want->nodes[i]->u.child, m)) {
            *m = (mismatch){m->result, want->nodes[i], NULL};
            return false;
        }
    return true;
}

bool ferry_graph_same_shape(cudaGraph_t have, cudaGraph_t want)
{
    mismatch m;
    return same_shape(have, want, &m);
}

static cudaError_t take_params(cudaGraphNode_t a, cudaGraphNode_t b)
{
    switch (b->type) {
    case cudaGraphNodeTypeKernel:
        return ferry_kernel_params_copy(&a->u.kernel, &b->u.kernel);
    case cudaGraphNodeTypeGraph: {
        cudaGraph_t c;
        cudaError_t err = ferry_graph_clone(b->u.child, &c);
        if (err == cudaSuccess) {
            ferry_graph_free(a->u.child);
            a->u.child = c;
        }
        return err;
    }
    case cudaGraphNodeTypeMemAlloc:
    case cudaGraphNodeTypeMemFree:
        return cudaSuccess; /* the same, as checked */
    default:
        a->u = b->u;
        return cudaSuccess;
    }
}

cudaError_t ferry_exec_update(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    if (!hGraphExec || !hGraph || !resultInfo)
        return cudaErrorInvalidValue;
    mismatch m = {cudaGraphExecUpdateSuccess, NULL, NULL};
    ferry_exec_quiesce(hGraphExec);
    if (!same_shape(hGraphExec->graph, hGraph, &m)) {
        *resultInfo = (cudaGraphExecUpdateResultInfo){m.result, m.node, m.from};
        return cudaErrorGraphExecUpdateFailure;
    }
    for (size_t i = 0; i < hGraph->n; i++) {
        cudaError_t err = take_params(hGraphExec->graph->nodes[i], hGraph->nodes[i]);
        if (err != cudaSuccess) {
            *resultInfo = (cudaGraphExecUpdateResultInfo){cudaGraphExecUpdateError, hGraph->nodes[i], NULL};
            return err;
        }
    }
    *resultInfo = (cudaGraphExecUpdateResultInfo){cudaGraphExecUpdateSuccess, NULL, NULL};
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                          cudaGraphExecUpdateResultInfo *resultInfo)
{
    return ferry_ret(ferry_exec_update(hGraphExec, hGraph, resultInfo));
}
