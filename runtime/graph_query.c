/* What a graph and its nodes say about themselves: node lists, edges,
 * types.  The list functions follow CUDA's convention: with a NULL array
 * they give the count; otherwise they fill at most *count entries, set
 * the rest to NULL and leave in *count how many they gave. */
#include <stdlib.h>

#include "graph.h"

/* Hands out `total` items through get(i); see the convention above. */
static void hand_out(cudaGraphNode_t *out, size_t *count, size_t total, cudaGraphNode_t (*get)(void *, size_t),
                     void *ctx)
{
    if (!out) {
        *count = total;
        return;
    }
    size_t given = total < *count ? total : *count;
    for (size_t i = 0; i < *count; i++)
        out[i] = i < given ? get(ctx, i) : NULL;
    *count = given;
}

static cudaGraphNode_t graph_node(void *g, size_t i)
{
    return ((cudaGraph_t)g)->nodes[i];
}

FERRY_API cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    if (!graph || !numNodes)
        return ferry_ret(cudaErrorInvalidValue);
    hand_out(nodes, numNodes, graph->n, graph_node, graph);
    return cudaSuccess;
}

/* The nodes matching a filter, gathered into a temporary list. */
typedef struct node_list {
    cudaGraphNode_t *v;
    size_t n;
} node_list;

static cudaGraphNode_t list_node(void *l, size_t i)
{
    return ((node_list *)l)->v[i];
}

static cudaError_t hand_out_list(node_list *l, cudaGraphNode_t *out, size_t *count)
{
    hand_out(out, count, l->n, list_node, l);
    free(l->v);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    if (!graph || !pNumRootNodes)
        return ferry_ret(cudaErrorInvalidValue);
    node_list l = {malloc((graph->n + 1) * sizeof *l.v), 0};
    if (!l.v)
        return ferry_ret(cudaErrorMemoryAllocation);
    for (size_t i = 0; i < graph->n; i++)
        if (graph->nodes[i]->ndeps == 0)
            l.v[l.n++] = graph->nodes[i];
    return hand_out_list(&l, pRootNodes, pNumRootNodes);
}

FERRY_API cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
                                                     size_t *pNumDependentNodes)
{
    if (!node || !pNumDependentNodes)
        return ferry_ret(cudaErrorInvalidValue);
    cudaGraph_t g = node->graph;
    node_list l = {malloc((g->n + 1) * sizeof *l.v), 0};
    if (!l.v)
        return ferry_ret(cudaErrorMemoryAllocation);
    for (size_t i = 0; i < g->n; i++)
        for (size_t d = 0; d < g->nodes[i]->ndeps; d++)
            if (g->nodes[i]->deps[d] == node)
                l.v[l.n++] = g->nodes[i];
    return hand_out_list(&l, pDependentNodes, pNumDependentNodes);
}

static cudaGraphNode_t dep_node(void *n, size_t i)
{
    return ((cudaGraphNode_t)n)->deps[i];
}

FERRY_API cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                                   size_t *pNumDependencies)
{
    if (!node || !pNumDependencies)
        return ferry_ret(cudaErrorInvalidValue);
    hand_out(pDependencies, pNumDependencies, node->ndeps, dep_node, node);
    return cudaSuccess;
}

/* Edges in node order: for each node, its dependencies in the order added. */
FERRY_API cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                                        size_t *numEdges)
{
    if (!graph || !numEdges || (!from) != (!to))
        return ferry_ret(cudaErrorInvalidValue);
    size_t total = 0;
    for (size_t i = 0; i < graph->n; i++)
        total += graph->nodes[i]->ndeps;
    if (!from) {
        *numEdges = total;
        return cudaSuccess;
    }
    size_t k = 0;
    for (size_t i = 0; i < graph->n; i++)
        for (size_t d = 0; d < graph->nodes[i]->ndeps; d++, k++)
            if (k < *numEdges) {
                from[k] = graph->nodes[i]->deps[d];
                to[k] = graph->nodes[i];
            }
    for (; k < *numEdges; k++)
        from[k] = to[k] = NULL;
    if (total < *numEdges)
        *numEdges = total;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    if (!node || !pType)
        return ferry_ret(cudaErrorInvalidValue);
    *pType = node->type;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    if (!node || !pGraph || node->type != cudaGraphNodeTypeGraph)
        return ferry_ret(cudaErrorInvalidValue);
    *pGraph = node->u.child;
    return cudaSuccess;
}
