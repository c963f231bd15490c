/* Adding nodes of each kind, and their parameters.  A kernel node owns a
 * copy of its argument values, taken when the parameters are set, as
 * CUDA's does: the caller's kernelParams may be gone by launch time. */
#include <stdlib.h>
#include <string.h>

#include "graph.h"

void ferry_kernel_params_free(kernel_params *k)
{
    free(k->args);
    free(k->buf);
    k->args = NULL;
    k->buf = NULL;
}

/* Each value at a 16-byte boundary, which covers every parameter type but
 * over-aligned structs; the kernel reads args[i] as a pointer to it.  A
 * descriptor without parameter sizes (written by hand) cannot have its
 * values copied: the node keeps the caller's pointers. */
static cudaError_t copy_args(kernel_params *k, const ferry_kernel_desc *d, void **src)
{
    size_t total = 0;
    for (uint32_t i = 0; d->params && i < d->num_params; i++)
        total += (d->params[i].size + 15) & ~(size_t)15;
    void **args = calloc(d->num_params + 1, sizeof *args);
    char *buf = d->params ? aligned_alloc(16, total + 16) : NULL;
    if (!args || (d->params && !buf)) {
        free(args);
        free(buf);
        return cudaErrorMemoryAllocation;
    }
    size_t at = 0;
    for (uint32_t i = 0; i < d->num_params; i++) {
        if (!buf) {
            args[i] = src[i];
            continue;
        }
        memcpy(buf + at, src[i], d->params[i].size);
        args[i] = buf + at;
        at += (d->params[i].size + 15) & ~(size_t)15;
    }
    ferry_kernel_params_free(k);
    k->args = args;
    k->buf = buf;
    k->nargs = d->num_params;
    return cudaSuccess;
}

cudaError_t ferry_kernel_params_set(kernel_params *k, const struct cudaKernelNodeParams *p)
{
    if (!p)
        return cudaErrorInvalidValue;
    if (p->extra)
        return cudaErrorNotSupported; /* only kernelParams, not a packed buffer */
    ferry_function *f = ferry_function_find(p->func);
    if (!f)
        return cudaErrorInvalidDeviceFunction;
    if (!ferry_dims_ok(p->gridDim, p->blockDim))
        return cudaErrorInvalidConfiguration;
    if (f->kernel->num_params && !p->kernelParams)
        return cudaErrorInvalidValue;
    if (f->kernel->num_params && !f->kernel->params)
        return cudaErrorNotSupported; /* a hand-made descriptor: the sizes to copy are unknown */
    cudaError_t err = copy_args(k, f->kernel, p->kernelParams);
    if (err != cudaSuccess)
        return err;
    k->func = p->func;
    k->desc = NULL;
    k->grid = p->gridDim;
    k->block = p->blockDim;
    k->shmem = p->sharedMemBytes;
    return cudaSuccess;
}

cudaError_t ferry_kernel_params_set_desc(kernel_params *k, const void *func, const ferry_kernel_desc *d, dim3 grid,
                                         dim3 block, unsigned shmem, void **args)
{
    if (!ferry_dims_ok(grid, block))
        return cudaErrorInvalidValue;
    if (d->num_params && !args)
        return cudaErrorInvalidValue;
    cudaError_t err = copy_args(k, d, args);
    if (err != cudaSuccess)
        return err;
    k->func = func;
    k->desc = d;
    k->grid = grid;
    k->block = block;
    k->shmem = shmem;
    return cudaSuccess;
}

cudaError_t ferry_kernel_params_copy(kernel_params *dst, const kernel_params *src)
{
    cudaError_t err;
    if (src->desc) {
        err = ferry_kernel_params_set_desc(dst, src->func, src->desc, src->grid, src->block, src->shmem, src->args);
    } else {
        struct cudaKernelNodeParams p = {(void *)src->func, src->grid, src->block, src->shmem, src->args, NULL};
        err = ferry_kernel_params_set(dst, &p);
    }
    if (err == cudaSuccess && dst != src)
        memcpy(dst->attrs, src->attrs, sizeof dst->attrs);
    return err;
}

cudaError_t ferry_kernel_params_run(const kernel_params *k)
{
    if (!k->desc)
        return ferry_launch_now(k->func, k->grid, k->block, k->args, k->shmem);
    const ferry_kernel_desc *d = k->desc;
    ferry_grid g = {
        .run = d->run_block,
        .args = k->args,
        .grid = {k->grid.x, k->grid.y, k->grid.z},
        .block = {k->block.x, k->block.y, k->block.z},
        .dyn_shared = k->shmem,
        .shared_total = d->static_shared + k->shmem,
        .name = d->name,
        .local_bytes = d->local_bytes,
        .in_order = (d->flags & FERRY_KERNEL_IN_ORDER) != 0,
        .strips = (d->flags & FERRY_KERNEL_STRIPS) != 0,
    };
    cudaError_t err = ferry_local_admit(&g);
    if (err == cudaSuccess)
        err = ferry_pool_run(&g);
    return err != cudaSuccess ? err : ferry_sticky();
}

/* Device memory, or the memory of an allocation node. */
static bool node_range_ok(const void *p, size_t n)
{
    return ferry_device_range_ok(p, n) || ferry_graph_mem_range_ok(p, n);
}

cudaError_t ferry_memcpy_params_check(const memcpy_params *c)
{
    if (c->is3d)
        return ferry_copy_3d(&c->p3, FERRY_COPY3D_CHECK);
    if ((unsigned)c->kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    if (!c->dst || !c->src)
        return cudaErrorInvalidValue;
    bool d_dev = c->kind == cudaMemcpyHostToDevice || c->kind == cudaMemcpyDeviceToDevice;
    bool s_dev = c->kind == cudaMemcpyDeviceToHost || c->kind == cudaMemcpyDeviceToDevice;
    if ((d_dev && !node_range_ok(c->dst, c->count)) || (s_dev && !node_range_ok(c->src, c->count)))
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

cudaError_t ferry_memset_params_check(const struct cudaMemsetParams *s)
{
    if (!s || !s->dst)
        return cudaErrorInvalidValue;
    unsigned es = s->elementSize;
    if (es != 1 && es != 2 && es != 4)
        return cudaErrorInvalidValue;
    if (s->width == 0 || s->height == 0)
        return cudaErrorInvalidValue;
    size_t row = s->width * es;
    if (s->height > 1 && s->pitch < row)
        return cudaErrorInvalidValue;
    size_t extent = (s->height - 1) * s->pitch + row;
    return node_range_ok(s->dst, extent) ? cudaSuccess : cudaErrorInvalidValue;
}

/* Adds a node and lets fill() set its parameters; removes it on failure. */
cudaError_t ferry_graph_add_node(cudaGraphNode_t *out, cudaGraph_t g, const cudaGraphNode_t *deps, size_t ndeps,
                                 enum cudaGraphNodeType type, cudaError_t (*fill)(cudaGraphNode_t, const void *),
                                 const void *params)
{
    cudaGraphNode_t n;
    cudaError_t err = ferry_graph_add(g, type, deps, ndeps, &n);
    if (err != cudaSuccess)
        return err;
    n->type = cudaGraphNodeTypeEmpty; /* owns nothing until filled */
    err = fill ? fill(n, params) : cudaSuccess;
    if (err != cudaSuccess) {
        cudaGraphDestroyNode(n);
        return err;
    }
    n->type = type;
    *out = n;
    return cudaSuccess;
}

static cudaError_t fill_kernel(cudaGraphNode_t n, const void *p)
{
    return ferry_kernel_params_set(&n->u.kernel, p);
}

static cudaError_t fill_memcpy(cudaGraphNode_t n, const void *p)
{
    n->u.copy = *(const memcpy_params *)p;
    return ferry_memcpy_params_check(p);
}

static cudaError_t fill_memset(cudaGraphNode_t n, const void *p)
{
    cudaError_t err = ferry_memset_params_check(p);
    if (err == cudaSuccess)
        n->u.set = *(const struct cudaMemsetParams *)p;
    return err;
}

static cudaError_t fill_host(cudaGraphNode_t n, const void *p)
{
    const struct cudaHostNodeParams *h = p;
    if (!h || !h->fn)
        return cudaErrorInvalidValue;
    n->u.host = *h;
    return cudaSuccess;
}

static cudaError_t fill_child(cudaGraphNode_t n, const void *p)
{
    cudaGraph_t child = (cudaGraph_t)p;
    if (!child || child == n->graph)
        return cudaErrorInvalidValue;
    return ferry_graph_clone(child, &n->u.child);
}

static cudaError_t fill_event(cudaGraphNode_t n, const void *p)
{
    cudaEvent_t e = (cudaEvent_t)p;
    if (!e || !ferry_handle_live(e, FERRY_HANDLE_EVENT))
        return cudaErrorInvalidResourceHandle;
    n->u.event = e;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                             const struct cudaKernelNodeParams *pNodeParams)
{
    if (!pNodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeKernel, fill_kernel, pNodeParams));
}

FERRY_API cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                               void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    memcpy_params c = {.dst = dst, .src = src, .count = count, .kind = kind};
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeMemcpy, fill_memcpy, &c));
}

FERRY_API cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                             const struct cudaMemcpy3DParms *pCopyParams)
{
    if (!pCopyParams)
        return ferry_ret(cudaErrorInvalidValue);
    memcpy_params c = {.is3d = true, .p3 = *pCopyParams};
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeMemcpy, fill_memcpy, &c));
}

/* A 1D copy node answers in the 3D form, as CUDA's does. */
static struct cudaMemcpy3DParms as_3d(const memcpy_params *c)
{
    if (c->is3d)
        return c->p3;
    struct cudaMemcpy3DParms p = {0};
    p.srcPtr = (struct cudaPitchedPtr){(void *)c->src, c->count, c->count, 1};
    p.dstPtr = (struct cudaPitchedPtr){c->dst, c->count, c->count, 1};
    p.extent = (struct cudaExtent){c->count, 1, 1};
    p.kind = c->kind;
    return p;
}

FERRY_API cudaError_t cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    if (!node || !pNodeParams || node->type != cudaGraphNodeTypeMemcpy)
        return ferry_ret(cudaErrorInvalidValue);
    *pNodeParams = as_3d(&node->u.copy);
    return cudaSuccess;
}

cudaError_t ferry_memcpy_node_set(cudaGraphNode_t node, const memcpy_params *c)
{
    if (!node || node->type != cudaGraphNodeTypeMemcpy)
        return cudaErrorInvalidValue;
    cudaError_t err = ferry_memcpy_params_check(c);
    if (err == cudaSuccess)
        node->u.copy = *c;
    return err;
}

FERRY_API cudaError_t cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    if (!pNodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    memcpy_params c = {.is3d = true, .p3 = *pNodeParams};
    return ferry_ret(ferry_memcpy_node_set(node, &c));
}

FERRY_API cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count,
                                                     enum cudaMemcpyKind kind)
{
    memcpy_params c = {.dst = dst, .src = src, .count = count, .kind = kind};
    return ferry_ret(ferry_memcpy_node_set(node, &c));
}

FERRY_API cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                             const struct cudaMemsetParams *pMemsetParams)
{
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeMemset, fill_memset, pMemsetParams));
}

FERRY_API cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                           const struct cudaHostNodeParams *pNodeParams)
{
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeHost, fill_host, pNodeParams));
}

FERRY_API cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeEmpty, NULL, NULL));
}

FERRY_API cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                 cudaGraph_t childGraph)
{
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeGraph, fill_child, childGraph));
}

FERRY_API cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                  const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                  cudaEvent_t event)
{
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeEventRecord, fill_event, event));
}

FERRY_API cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                cudaEvent_t event)
{
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeWaitEvent, fill_event, event));
}

FERRY_API cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    if (!node || !pNodeParams || node->type != cudaGraphNodeTypeKernel)
        return ferry_ret(cudaErrorInvalidValue);
    const kernel_params *k = &node->u.kernel;
    *pNodeParams = (struct cudaKernelNodeParams){(void *)k->func, k->grid, k->block, k->shmem, k->args, NULL};
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                                   const struct cudaKernelNodeParams *pNodeParams)
{
    if (!node || !pNodeParams || node->type != cudaGraphNodeTypeKernel)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_kernel_params_set(&node->u.kernel, pNodeParams));
}
