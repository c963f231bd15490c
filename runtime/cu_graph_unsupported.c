/* Graph nodes the CPU device cannot have: external semaphores (no other
 * API's resources to wait on or signal) and batch memory operations. */
#include "cu_internal.h"

/* The whole body of each is the refusal: its arguments go unread. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                          const CUgraphNode *dependencies, size_t numDependencies,
                                                          const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphAddExternalSemaphoresSignalNode");
}

FERRY_API CUresult cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                        const CUgraphNode *dependencies, size_t numDependencies,
                                                        const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphAddExternalSemaphoresWaitNode");
}

FERRY_API CUresult cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode,
                                                                CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    return ferry_cu_unsupported("cuGraphExternalSemaphoresSignalNodeGetParams");
}

FERRY_API CUresult cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode,
                                                                const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphExternalSemaphoresSignalNodeSetParams");
}

FERRY_API CUresult cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode,
                                                              CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    return ferry_cu_unsupported("cuGraphExternalSemaphoresWaitNodeGetParams");
}

FERRY_API CUresult cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode,
                                                              const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphExternalSemaphoresWaitNodeSetParams");
}

FERRY_API CUresult cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                                    const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphExecExternalSemaphoresSignalNodeSetParams");
}

FERRY_API CUresult cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                                  const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphExecExternalSemaphoresWaitNodeSetParams");
}

FERRY_API CUresult cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                            size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphAddBatchMemOpNode");
}

FERRY_API CUresult cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    return ferry_cu_unsupported("cuGraphBatchMemOpNodeGetParams");
}

FERRY_API CUresult cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphBatchMemOpNodeSetParams");
}

FERRY_API CUresult cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                      const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return ferry_cu_unsupported("cuGraphExecBatchMemOpNodeSetParams");
}
