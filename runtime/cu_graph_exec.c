/* Executable graphs in the driver API: instantiating, launching, updating
 * and changing the nodes of an exec (the runtime's cudaGraphExec_t, which
 * owns a clone of the graph and finds its copy of a node by the node's
 * id). */
#include "cu_internal.h"
#include "graph.h"

static CUresult exec_ok(CUgraphExec e)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && !e)
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!phGraphExec || !hGraph))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && (flags & CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH))
        r = CUDA_ERROR_NOT_SUPPORTED; /* no launches from device code */
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_instantiate(phGraphExec, hGraph, flags));
}

FERRY_API CUresult cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph,
                                                CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!phGraphExec || !hGraph || !instantiateParams))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    CUDA_GRAPH_INSTANTIATE_PARAMS *p = instantiateParams;
    if (p->flags & CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH) {
        p->hErrNode_out = NULL;
        p->result_out = CUDA_GRAPH_INSTANTIATE_ERROR;
        return CUDA_ERROR_NOT_SUPPORTED; /* no launches from device code */
    }
    bool upload = p->flags & CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD;
    if (upload && !ferry_stream_ok(p->hUploadStream))
        return CUDA_ERROR_INVALID_HANDLE;
    cudaError_t err = ferry_instantiate(phGraphExec, hGraph, p->flags);
    p->hErrNode_out = NULL;
    p->result_out = (CUgraphInstantiateResult)ferry_instantiate_result(hGraph, err);
    return ferry_cu_from_cuda(err); /* upload: nothing to move, device memory is host memory */
}

FERRY_API CUresult cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    CUresult r = exec_ok(hGraphExec);
    if (r == CUDA_SUCCESS && !flags)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *flags = hGraphExec->flags;
    return r;
}

static CUresult stream_call(CUgraphExec e, CUstream s, cudaError_t (*fn)(cudaGraphExec_t, cudaStream_t))
{
    CUresult r = exec_ok(e);
    if (r == CUDA_SUCCESS && !ferry_stream_ok(s))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(fn(e, s));
}

FERRY_API CUresult cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream)
{
    return stream_call(hGraphExec, hStream, cudaGraphLaunch);
}

FERRY_API CUresult cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream)
{
    return stream_call(hGraphExec, hStream, cudaGraphUpload);
}

FERRY_API CUresult cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    CUresult r = exec_ok(hGraphExec);
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphExecDestroy(hGraphExec));
}

FERRY_API CUresult cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    CUresult r = exec_ok(hGraphExec);
    if (r == CUDA_SUCCESS && (!hGraph || !resultInfo))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    cudaGraphExecUpdateResultInfo info = {cudaGraphExecUpdateSuccess, NULL, NULL};
    r = ferry_cu_from_cuda(ferry_exec_update(hGraphExec, hGraph, &info));
    *resultInfo = (CUgraphExecUpdateResultInfo){(CUgraphExecUpdateResult)info.result, info.errorNode,
                                                info.errorFromNode};
    return r;
}

/* The exec's copy of hNode, of type t, once its queued launch is done. */
static CUresult target(CUgraphExec e, CUgraphNode node, enum cudaGraphNodeType t, const void *arg, CUgraphNode *out)
{
    CUresult r = exec_ok(e);
    if (r == CUDA_SUCCESS && (!node || !arg))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_exec_target(e, node, t, out));
}

FERRY_API CUresult cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUgraphNode n;
    CUresult r = target(hGraphExec, hNode, cudaGraphNodeTypeHost, nodeParams, &n);
    if (r == CUDA_SUCCESS && !nodeParams->fn)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        n->u.host = (struct cudaHostNodeParams){nodeParams->fn, nodeParams->userData};
    return r;
}

FERRY_API CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    CUgraphNode n;
    CUresult r = target(hGraphExec, hNode, cudaGraphNodeTypeGraph, childGraph, &n);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_exec_child_set(n, childGraph));
}

static CUresult event_set(CUgraphExec e, CUgraphNode node, enum cudaGraphNodeType t, CUevent ev)
{
    CUgraphNode n;
    CUresult r = target(e, node, t, node, &n);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_event_node_set(n, t, ev));
}

FERRY_API CUresult cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    return event_set(hGraphExec, hNode, cudaGraphNodeTypeEventRecord, event);
}

FERRY_API CUresult cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    return event_set(hGraphExec, hNode, cudaGraphNodeTypeWaitEvent, event);
}

FERRY_API CUresult cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    CUresult r = exec_ok(hGraphExec);
    if (r == CUDA_SUCCESS && !hNode)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_node_set_enabled(hGraphExec, hNode, isEnabled));
}

FERRY_API CUresult cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    CUresult r = exec_ok(hGraphExec);
    if (r == CUDA_SUCCESS && (!hNode || !isEnabled))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_node_get_enabled(hGraphExec, hNode, isEnabled));
}
