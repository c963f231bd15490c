/* A topological order of a graph's nodes (Kahn's algorithm).  Ties go to
 * the node added first, so a graph runs the same way every launch. */
#include <stdlib.h>

#include "graph.h"

/* For each node, the nodes that depend on it: adj[start[i] .. start[i+1]). */
typedef struct dependents {
    size_t *start, *adj;
} dependents;

static bool find_dependents(cudaGraph_t g, dependents *out)
{
    size_t n = g->n, edges = 0;
    for (size_t i = 0; i < n; i++) {
        g->nodes[i]->mark = i;
        edges += g->nodes[i]->ndeps;
    }
    size_t *start = calloc(n + 2, sizeof *start);
    size_t *adj = malloc((edges + 1) * sizeof *adj);
    size_t *fill = calloc(n + 1, sizeof *fill);
    if (!start || !adj || !fill) {
        free(start);
        free(adj);
        free(fill);
        return false;
    }
    for (size_t i = 0; i < n; i++)
        for (size_t d = 0; d < g->nodes[i]->ndeps; d++)
            start[g->nodes[i]->deps[d]->mark + 1]++;
    for (size_t i = 0; i < n; i++)
        start[i + 1] += start[i];
    for (size_t i = 0; i < n; i++)
        for (size_t d = 0; d < g->nodes[i]->ndeps; d++) {
            size_t from = g->nodes[i]->deps[d]->mark;
            adj[start[from] + fill[from]++] = i;
        }
    free(fill);
    *out = (dependents){start, adj};
    return true;
}

cudaGraphNode_t *ferry_graph_order(cudaGraph_t g)
{
    size_t n = g->n;
    dependents dep;
    size_t *waiting = malloc((n + 1) * sizeof *waiting);
    cudaGraphNode_t *order = malloc((n + 1) * sizeof *order);
    if (!waiting || !order || !find_dependents(g, &dep)) {
        free(waiting);
        free(order);
        return NULL;
    }
    size_t head = 0, tail = 0;
    for (size_t i = 0; i < n; i++) {
        waiting[i] = g->nodes[i]->ndeps;
        if (waiting[i] == 0)
            order[tail++] = g->nodes[i];
    }
    while (head < tail) {
        size_t at = order[head++]->mark;
        for (size_t k = dep.start[at]; k < dep.start[at + 1]; k++)
            if (--waiting[dep.adj[k]] == 0)
                order[tail++] = g->nodes[dep.adj[k]];
    }
    free(waiting);
    free(dep.start);
    free(dep.adj);
    if (tail != n) { /* a cycle */
        free(order);
        return NULL;
    }
    return order;
}

size_t ferry_graph_width(cudaGraph_t g, cudaGraphNode_t *order)
{
    size_t n = g->n, width = n ? 1 : 0;
    size_t *depth = calloc(n + 1, sizeof *depth), *at_depth = calloc(n + 1, sizeof *at_depth);
    if (!depth || !at_depth) {
        free(depth);
        free(at_depth);
        return n; /* unknown: assume every node may run at once */
    }
    for (size_t i = 0; i < n; i++)
        g->nodes[i]->mark = i;
    for (size_t i = 0; i < n; i++) {
        cudaGraphNode_t v = order[i];
        size_t d = 0;
        for (size_t k = 0; k < v->ndeps; k++)
            if (depth[v->deps[k]->mark] + 1 > d)
                d = depth[v->deps[k]->mark] + 1;
        depth[v->mark] = d;
        if (++at_depth[d] > width)
            width = at_depth[d];
    }
    free(depth);
    free(at_depth);
    return width;
}
