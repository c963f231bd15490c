/* cuGraph*: graphs, their clones, and the nodes that carry a handle or a
 * host function (empty, child graph, event and host nodes).  A CUgraph is
 * the runtime's cudaGraph_t: the driver checks its arguments, then hands
 * them on, so that its errors leave the runtime's last error alone. */
#include "cu_internal.h"
#include "graph.h"

CUresult ferry_cu_graph_need(CUcontext ctx)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && ctx && !ferry_cu_ctx_live(ctx))
        r = CUDA_ERROR_INVALID_CONTEXT;
    return r;
}

/* The checks of every cuGraphAdd*Node. */
static CUresult add_ok(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t ndeps)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r != CUDA_SUCCESS)
        return r;
    if (!out || !g || (ndeps && !deps))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < ndeps; i++)
        if (!deps[i] || deps[i]->graph != g)
            return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

static CUresult node_ok(CUgraphNode n, enum cudaGraphNodeType t, const void *arg)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!n || !arg || n->type != t))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!phGraph || flags != 0))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_graph_new(phGraph));
}

FERRY_API CUresult cuGraphDestroy(CUgraph hGraph)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && !hGraph)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        ferry_graph_free(hGraph);
    return r;
}

FERRY_API CUresult cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && (!phGraphClone || !originalGraph))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_graph_clone(originalGraph, phGraphClone));
}

FERRY_API CUresult cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r != CUDA_SUCCESS)
        return r;
    if (!phNode || !hOriginalNode || !hClonedGraph || hOriginalNode->graph == hClonedGraph)
        return CUDA_ERROR_INVALID_VALUE;
    CUgraphNode n = ferry_graph_find_clone(hClonedGraph, hOriginalNode);
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    *phNode = n;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuGraphDestroyNode(CUgraphNode hNode)
{
    CUresult r = ferry_cu_graph_need(NULL);
    if (r == CUDA_SUCCESS && !hNode)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : FERRY_CU_QUIETLY(cudaGraphDestroyNode(hNode));
}

FERRY_API CUresult cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                       size_t numDependencies)
{
    CUresult r = add_ok(phGraphNode, hGraph, dependencies, numDependencies);
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(cudaGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies));
}

FERRY_API CUresult cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                            size_t numDependencies, CUgraph childGraph)
{
    CUresult r = add_ok(phGraphNode, hGraph, dependencies, numDependencies);
    if (r == CUDA_SUCCESS && (!childGraph || childGraph == hGraph))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return FERRY_CU_QUIETLY(
        cudaGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph));
}

FERRY_API CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeGraph, phGraph);
    if (r == CUDA_SUCCESS)
        *phGraph = hNode->u.child;
    return r;
}

static CUresult add_event(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t ndeps, CUevent e,
                          enum cudaGraphNodeType t)
{
    CUresult r = add_ok(out, g, deps, ndeps);
    if (r != CUDA_SUCCESS)
        return r;
    if (!e || !ferry_handle_live(e, FERRY_HANDLE_EVENT))
        return CUDA_ERROR_INVALID_HANDLE;
    if (t == cudaGraphNodeTypeEventRecord)
        return FERRY_CU_QUIETLY(cudaGraphAddEventRecordNode(out, g, deps, ndeps, e));
    return FERRY_CU_QUIETLY(cudaGraphAddEventWaitNode(out, g, deps, ndeps, e));
}

FERRY_API CUresult cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                             size_t numDependencies, CUevent event)
{
    return add_event(phGraphNode, hGraph, dependencies, numDependencies, event, cudaGraphNodeTypeEventRecord);
}

FERRY_API CUresult cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                           size_t numDependencies, CUevent event)
{
    return add_event(phGraphNode, hGraph, dependencies, numDependencies, event, cudaGraphNodeTypeWaitEvent);
}

static CUresult event_get(CUgraphNode n, enum cudaGraphNodeType t, CUevent *out)
{
    CUresult r = node_ok(n, t, out);
    if (r == CUDA_SUCCESS)
        *out = n->u.event;
    return r;
}

static CUresult event_set(CUgraphNode n, enum cudaGraphNodeType t, CUevent e)
{
    CUresult r = node_ok(n, t, n);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_event_node_set(n, t, e));
}

FERRY_API CUresult cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    return event_get(hNode, cudaGraphNodeTypeEventRecord, event_out);
}

FERRY_API CUresult cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    return event_set(hNode, cudaGraphNodeTypeEventRecord, event);
}

FERRY_API CUresult cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    return event_get(hNode, cudaGraphNodeTypeWaitEvent, event_out);
}

FERRY_API CUresult cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    return event_set(hNode, cudaGraphNodeTypeWaitEvent, event);
}

FERRY_API CUresult cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                      size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = add_ok(phGraphNode, hGraph, dependencies, numDependencies);
    if (r == CUDA_SUCCESS && (!nodeParams || !nodeParams->fn))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaHostNodeParams h = {nodeParams->fn, nodeParams->userData};
    return FERRY_CU_QUIETLY(cudaGraphAddHostNode(phGraphNode, hGraph, dependencies, numDependencies, &h));
}

FERRY_API CUresult cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeHost, nodeParams);
    if (r == CUDA_SUCCESS)
        *nodeParams = (CUDA_HOST_NODE_PARAMS){hNode->u.host.fn, hNode->u.host.userData};
    return r;
}

FERRY_API CUresult cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = node_ok(hNode, cudaGraphNodeTypeHost, nodeParams);
    if (r == CUDA_SUCCESS && !nodeParams->fn)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        hNode->u.host = (struct cudaHostNodeParams){nodeParams->fn, nodeParams->userData};
    return r;
}
