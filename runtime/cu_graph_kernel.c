/* Kernel nodes of the driver API: the kernel is a CUfunction's descriptor,
 * its arguments kernelParams (the void *[] the block entry takes) or one
 * buffer packed as the kernel's parameter list lays out (`extra`).  The
 * node keeps a copy of the argument values (graph_nodes.c). */
#include <stdlib.h>

#include "cu_internal.h"
#include "graph.h"

#define LOCAL_PARAMS 64

/* The kernel: func, else kern (a library's CUkernel is the CUfunction of
 * its module, cu_kernel.c). */
static CUfunction func_of(const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    return p->func ? p->func : (CUfunction)p->kern;
}

static CUresult params_ok(const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    if (!p || !func_of(p))
        return CUDA_ERROR_INVALID_VALUE;
    CUfunction f = func_of(p);
    if (!ferry_handle_live(f, FERRY_HANDLE_FUNCTION))
        return CUDA_ERROR_INVALID_HANDLE;
    if (!p->func && p->ctx && !ferry_cu_ctx_live(p->ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    const ferry_kernel_desc *k = f->kernel;
    if ((p->kernelParams && p->extra) || (!p->kernelParams && !p->extra && k->num_params > 0))
        return CUDA_ERROR_INVALID_VALUE;
    dim3 block = {p->blockDimX, p->blockDimY, p->blockDimZ};
    if (!ferry_dims_ok((dim3){p->gridDimX, p->gridDimY, p->gridDimZ}, block) || !ferry_within_bound(k, block))
        return CUDA_ERROR_INVALID_VALUE;
    return ferry_cu_shared_ok(f, p->sharedMemBytes) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult ferry_cu_kernel_params_set(kernel_params *k, const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    CUresult r = params_ok(p);
    if (r != CUDA_SUCCESS)
        return r;
    CUfunction f = func_of(p);
    const ferry_kernel_desc *d = f->kernel;
    void *local[LOCAL_PARAMS], **args = p->kernelParams, **heap = NULL;
    if (p->extra) {
        args = d->num_params <= LOCAL_PARAMS ? local : (heap = calloc(d->num_params, sizeof *heap));
        r = args ? ferry_cu_args_from_extra(d, p->extra, args) : CUDA_ERROR_OUT_OF_MEMORY;
    }
    dim3 grid = {p->gridDimX, p->gridDimY, p->gridDimZ}, block = {p->blockDimX, p->blockDimY, p->blockDimZ};
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_kernel_params_set_desc(k, f, d, grid, block, p->sharedMemBytes, args));
    free(heap);
    return r;
}

void ferry_cu_kernel_params_get(const kernel_params *k, CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    *p = (CUDA_KERNEL_NODE_PARAMS_v2){
        .func = (CUfunction)k->func,
        .gridDimX = k->grid.x, .gridDimY = k->grid.y, .gridDimZ = k->grid.z,
        .blockDimX = k->block.x, .blockDimY = k->block.y, .blockDimZ = k->block.z,
        .sharedMemBytes = k->shmem,
        .kernelParams = k->args,
        .ctx = ferry_cu_current(),
    };
}

static CUresult fill_kernel(CUgraphNode n, const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    n->type = cudaGraphNodeTypeEmpty;
    CUresult r = ferry_cu_kernel_params_set(&n->u.kernel, p);
    if (r == CUDA_SUCCESS)
        n->type = cudaGraphNodeTypeKernel;
    return r;
}

static CUresult add_kernel(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t ndeps,
                           const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!out || !g))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = params_ok(p);
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode n;
    r = ferry_cu_from_cuda(ferry_graph_add(g, cudaGraphNodeTypeEmpty, deps, ndeps, &n));
    if (r == CUDA_SUCCESS && (r = fill_kernel(n, p)) != CUDA_SUCCESS)
        cudaGraphDestroyNode(n);
    if (r == CUDA_SUCCESS)
        *out = n;
    return r;
}

FERRY_API CUresult cuGraphAddKernelNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                           size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return add_kernel(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static CUresult kernel_node_ok(CUgraphNode n, const void *arg)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!n || !arg || n->type != cudaGraphNodeTypeKernel))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = kernel_node_ok(hNode, nodeParams);
    if (r == CUDA_SUCCESS)
        ferry_cu_kernel_params_get(&hNode->u.kernel, nodeParams);
    return r;
}

FERRY_API CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = kernel_node_ok(hNode, nodeParams);
    return r != CUDA_SUCCESS ? r : ferry_cu_kernel_params_set(&hNode->u.kernel, nodeParams);
}

/* The exec's node keeps its kernel: only the launch and arguments change. */
FERRY_API CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                     const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!hGraphExec || !hNode || !nodeParams))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = params_ok(nodeParams);
    CUgraphNode n = NULL;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_exec_target(hGraphExec, hNode, cudaGraphNodeTypeKernel, &n));
    if (r == CUDA_SUCCESS && n->u.kernel.func != (const void *)func_of(nodeParams))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_kernel_params_set(&n->u.kernel, nodeParams);
}

FERRY_API CUresult cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    CUresult r = kernel_node_ok(dst, src);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_kernel_attr_copy(dst, src));
}

FERRY_API CUresult cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr,
                                                 CUkernelNodeAttrValue *value_out)
{
    CUresult r = kernel_node_ok(hNode, value_out);
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(ferry_kernel_attr_get(hNode, (int)attr, value_out, sizeof *value_out));
}

FERRY_API CUresult cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr,
                                                 const CUkernelNodeAttrValue *value)
{
    CUresult r = kernel_node_ok(hNode, value);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_kernel_attr_set(hNode, (int)attr, value, sizeof *value));
}
