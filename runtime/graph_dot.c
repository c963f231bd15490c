/* cudaGraphDebugDotPrint: the graph as a Graphviz DOT file, one box per
 * node (its id, type and main parameter), child graphs as clusters. */
#include <stdio.h>

#include "graph.h"

static const char *type_name(enum cudaGraphNodeType t)
{
    switch (t) {
    case cudaGraphNodeTypeKernel: return "KERNEL";
    case cudaGraphNodeTypeMemcpy: return "MEMCPY";
    case cudaGraphNodeTypeMemset: return "MEMSET";
    case cudaGraphNodeTypeHost: return "HOST";
    case cudaGraphNodeTypeGraph: return "GRAPH";
    case cudaGraphNodeTypeEmpty: return "EMPTY";
    case cudaGraphNodeTypeWaitEvent: return "WAIT_EVENT";
    case cudaGraphNodeTypeEventRecord: return "EVENT_RECORD";
    case cudaGraphNodeTypeConditional: return "CONDITIONAL";
    case cudaGraphNodeTypeMemAlloc: return "MEM_ALLOC";
    case cudaGraphNodeTypeMemFree: return "MEM_FREE";
    default: return "OTHER";
    }
}

static const char *kernel_name(cudaGraphNode_t n)
{
    if (n->u.kernel.desc)
        return n->u.kernel.desc->name;
    ferry_function *f = ferry_function_find(n->u.kernel.func);
    return f ? f->kernel->name : "?";
}

static void print_graph(FILE *out, cudaGraph_t g, const char *prefix, unsigned flags);

static void print_node(FILE *out, cudaGraphNode_t n, const char *prefix, unsigned flags)
{
    fprintf(out, "  \"%s%llu\" [shape=box label=\"%s %llu", prefix, (unsigned long long)n->id, type_name(n->type),
            (unsigned long long)n->id);
    if (n->type == cudaGraphNodeTypeKernel) {
        const kernel_params *k = &n->u.kernel;
        fprintf(out, "\\n%s", kernel_name(n));
        if (flags & (cudaGraphDebugDotFlagsVerbose | cudaGraphDebugDotFlagsKernelNodeParams))
            fprintf(out, "\\ngrid (%u,%u,%u) block (%u,%u,%u) shmem %u", k->grid.x, k->grid.y, k->grid.z,
                    k->block.x, k->block.y, k->block.z, k->shmem);
    } else if (n->type == cudaGraphNodeTypeMemcpy) {
        if (n->u.copy.is3d)
            fprintf(out, "\\n%zux%zux%zu, kind %d", n->u.copy.p3.extent.width, n->u.copy.p3.extent.height,
                    n->u.copy.p3.extent.depth, (int)n->u.copy.p3.kind);
        else
            fprintf(out, "\\n%zu bytes, kind %d", n->u.copy.count, (int)n->u.copy.kind);
    } else if (n->type == cudaGraphNodeTypeMemset) {
        fprintf(out, "\\n%zu x %zu x %u, value %u", n->u.set.width, n->u.set.height, n->u.set.elementSize,
                n->u.set.value);
    }
    if (flags & (cudaGraphDebugDotFlagsVerbose | cudaGraphDebugDotFlagsHandles))
        fprintf(out, "\\nnode %p", (void *)n);
    fprintf(out, "\"];\n");
    if (n->type == cudaGraphNodeTypeGraph) {
        char sub[64];
        snprintf(sub, sizeof sub, "%s%llu_", prefix, (unsigned long long)n->id);
        fprintf(out, "subgraph \"cluster_%s\" {\n", sub);
        print_graph(out, n->u.child, sub, flags);
        fprintf(out, "}\n");
    }
}

static void print_graph(FILE *out, cudaGraph_t g, const char *prefix, unsigned flags)
{
    for (size_t i = 0; i < g->n; i++)
        print_node(out, g->nodes[i], prefix, flags);
    for (size_t i = 0; i < g->n; i++)
        for (size_t d = 0; d < g->nodes[i]->ndeps; d++)
            fprintf(out, "  \"%s%llu\" -> \"%s%llu\";\n", prefix, (unsigned long long)g->nodes[i]->deps[d]->id,
                    prefix, (unsigned long long)g->nodes[i]->id);
}

FERRY_API cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags)
{
    if (!graph || !path)
        return ferry_ret(cudaErrorInvalidValue);
    FILE *out = fopen(path, "w");
    if (!out)
        return ferry_ret(cudaErrorOperatingSystem);
    fprintf(out, "digraph dot {\n");
    print_graph(out, graph, "n", flags);
    fprintf(out, "}\n");
    return ferry_ret(fclose(out) == 0 ? cudaSuccess : cudaErrorOperatingSystem);
}
