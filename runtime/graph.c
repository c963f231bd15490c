/* Graphs: nodes and the edges between them.  A node keeps only its
 * dependencies; dependents are found by scanning, since graphs are small
 * and the exec keeps its own order. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"

cudaError_t ferry_graph_new(cudaGraph_t *out)
{
    static _Atomic uint64_t next_uid = 1;
    cudaGraph_t g = calloc(1, sizeof *g);
    if (!g)
        return cudaErrorMemoryAllocation;
    g->uid = atomic_fetch_add(&next_uid, 1);
    *out = g;
    return cudaSuccess;
}

static void node_free(cudaGraphNode_t n)
{
    if (n->type == cudaGraphNodeTypeKernel)
        ferry_kernel_params_free(&n->u.kernel);
    else if (n->type == cudaGraphNodeTypeGraph)
        ferry_graph_free(n->u.child);
    else if (n->type == cudaGraphNodeTypeConditional)
        ferry_cond_free(&n->u.cond);
    else if (n->type == cudaGraphNodeTypeMemAlloc)
        ferry_graph_mem_unref(n->u.mem);
    free(n->deps);
    free(n);
}

void ferry_graph_free(cudaGraph_t g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->n; i++)
        node_free(g->nodes[i]);
    ferry_slots_release(g);
    ferry_user_refs_release(g);
    free(g->nodes);
    free(g);
}

static bool push_dep(cudaGraphNode_t n, cudaGraphNode_t dep)
{
    if (n->ndeps == n->cap) {
        size_t cap = n->cap ? n->cap * 2 : 4;
        cudaGraphNode_t *d = realloc(n->deps, cap * sizeof *d);
        if (!d)
            return false;
        n->deps = d;
        n->cap = cap;
    }
    n->deps[n->ndeps++] = dep;
    return true;
}

static bool has_dep(cudaGraphNode_t n, cudaGraphNode_t dep)
{
    for (size_t i = 0; i < n->ndeps; i++)
        if (n->deps[i] == dep)
            return true;
    return false;
}

static cudaError_t check_deps(cudaGraph_t g, const cudaGraphNode_t *deps, size_t ndeps)
{
    if (ndeps && !deps)
        return cudaErrorInvalidValue;
    for (size_t i = 0; i < ndeps; i++) {
        if (!deps[i] || deps[i]->graph != g)
            return cudaErrorInvalidValue;
        for (size_t j = 0; j < i; j++)
            if (deps[j] == deps[i])
                return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

static cudaError_t insert(cudaGraph_t g, cudaGraphNode_t n)
{
    if (g->n == g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 8;
        cudaGraphNode_t *v = realloc(g->nodes, cap * sizeof *v);
        if (!v)
            return cudaErrorMemoryAllocation;
        g->nodes = v;
        g->cap = cap;
    }
    g->nodes[g->n++] = n;
    return cudaSuccess;
}

cudaError_t ferry_graph_add(cudaGraph_t g, enum cudaGraphNodeType type, const cudaGraphNode_t *deps, size_t ndeps,
                            cudaGraphNode_t *out)
{
    if (!g || !out)
        return cudaErrorInvalidValue;
    cudaError_t err = check_deps(g, deps, ndeps);
    if (err != cudaSuccess)
        return err;
    cudaGraphNode_t n = calloc(1, sizeof *n);
    if (!n)
        return cudaErrorMemoryAllocation;
    *n = (struct CUgraphNode_st){.graph = g, .type = type, .id = g->next_id++};
    for (size_t i = 0; i < ndeps; i++)
        if (!push_dep(n, deps[i]))
            err = cudaErrorMemoryAllocation;
    if (err == cudaSuccess)
        err = insert(g, n);
    if (err != cudaSuccess) {
        free(n->deps);
        free(n);
        return err;
    }
    *out = n;
    return cudaSuccess;
}

bool ferry_graph_reaches(cudaGraphNode_t a, cudaGraphNode_t b)
{
    if (a == b)
        return true;
    for (size_t i = 0; i < b->ndeps; i++)
        if (ferry_graph_reaches(a, b->deps[i]))
            return true;
    return false;
}

static size_t index_in(cudaGraph_t g, cudaGraphNode_t n)
{
    for (size_t i = 0; i < g->n; i++)
        if (g->nodes[i] == n)
            return i;
    return g->n;
}

/* Copies one node's parameters; the clone's dependencies are set apart. */
static cudaError_t copy_params(cudaGraphNode_t dst, cudaGraphNode_t src)
{
    dst->u = src->u;
    if (src->type == cudaGraphNodeTypeGraph)
        return ferry_graph_clone(src->u.child, &dst->u.child);
    if (src->type == cudaGraphNodeTypeConditional)
        return ferry_cond_copy(&dst->u.cond, &src->u.cond);
    if (src->type == cudaGraphNodeTypeMemAlloc)
        src->u.mem->refs++;
    if (src->type != cudaGraphNodeTypeKernel)
        return cudaSuccess;
    dst->u.kernel.args = NULL;
    dst->u.kernel.buf = NULL;
    return ferry_kernel_params_copy(&dst->u.kernel, &src->u.kernel);
}

/* Nodes are kept in an order where dependencies come first only when
 * edges were added that way, so the clone adds nodes first, then edges. */
cudaError_t ferry_graph_clone(cudaGraph_t src, cudaGraph_t *out)
{
    cudaGraph_t c;
    cudaError_t err = ferry_graph_new(&c);
    if (err != cudaSuccess)
        return err;
    c->next_id = src->next_id;
    err = ferry_slots_share(c, src);
    if (err == cudaSuccess)
        err = ferry_user_refs_share(c, src);
    for (size_t i = 0; i < src->n && err == cudaSuccess; i++) {
        cudaGraphNode_t n;
        err = ferry_graph_add(c, cudaGraphNodeTypeEmpty, NULL, 0, &n);
    }
    for (size_t i = 0; i < src->n && err == cudaSuccess; i++) {
        cudaGraphNode_t s = src->nodes[i], n = c->nodes[i];
        n->id = s->id;
        n->disabled = s->disabled; /* an exec's graph captured as a child keeps its switches */
        err = copy_params(n, s);
        if (err == cudaSuccess)
            n->type = s->type;
        for (size_t d = 0; d < s->ndeps && err == cudaSuccess; d++)
            if (!push_dep(n, c->nodes[index_in(src, s->deps[d])]))
                err = cudaErrorMemoryAllocation;
    }
    if (err != cudaSuccess) {
        ferry_graph_free(c);
        return err;
    }
    c->origin = src->uid;
    *out = c;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    if (!pGraph || flags != 0)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_graph_new(pGraph));
}

FERRY_API cudaError_t cudaGraphDestroy(cudaGraph_t graph)
{
    if (!graph)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_graph_free(graph);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    if (!pGraphClone || !originalGraph)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_graph_clone(originalGraph, pGraphClone));
}

FERRY_API cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node)
{
    if (!node)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraph_t g = node->graph;
    for (size_t i = 0; i < g->n; i++) {
        cudaGraphNode_t n = g->nodes[i];
        for (size_t d = 0; d < n->ndeps;)
            if (n->deps[d] == node)
                n->deps[d] = n->deps[--n->ndeps];
            else
                d++;
    }
    size_t at = index_in(g, node);
    memmove(g->nodes + at, g->nodes + at + 1, (g->n - at - 1) * sizeof *g->nodes);
    g->n--;
    node_free(node);
    return cudaSuccess;
}

static cudaError_t check_edges(cudaGraph_t g, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t num)
{
    if (!g || (num && (!from || !to)))
        return cudaErrorInvalidValue;
    for (size_t i = 0; i < num; i++)
        if (!from[i] || !to[i] || from[i]->graph != g || to[i]->graph != g || from[i] == to[i])
            return cudaErrorInvalidValue;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                               const cudaGraphNode_t *to, size_t numDependencies)
{
    cudaError_t err = check_edges(graph, from, to, numDependencies);
    for (size_t i = 0; i < numDependencies && err == cudaSuccess; i++)
        if (has_dep(to[i], from[i]))
            err = cudaErrorInvalidValue;
    for (size_t i = 0; i < numDependencies && err == cudaSuccess; i++)
        if (!push_dep(to[i], from[i]))
            err = cudaErrorMemoryAllocation;
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to, size_t numDependencies)
{
    cudaError_t err = check_edges(graph, from, to, numDependencies);
    for (size_t i = 0; i < numDependencies && err == cudaSuccess; i++)
        if (!has_dep(to[i], from[i]))
            err = cudaErrorInvalidValue;
    for (size_t i = 0; i < numDependencies && err == cudaSuccess; i++) {
        cudaGraphNode_t n = to[i];
        for (size_t d = 0; d < n->ndeps; d++)
            if (n->deps[d] == from[i]) {
                memmove(n->deps + d, n->deps + d + 1, (n->ndeps - d - 1) * sizeof *n->deps);
                n->ndeps--;
                break;
            }
    }
    return ferry_ret(err);
}
