/* CUDA graphs and stream capture (runtime API).  Included from
 * cuda_runtime_api.h, after its own declarations, while __FERRY_API and
 * __FERRY_DEFAULT are still defined.  Only what is implemented is declared:
 * external semaphore nodes are not (nor are their members of
 * cudaGraphNodeParams). */
#ifndef FERRY_FERRY_RT_GRAPH_H
#define FERRY_FERRY_RT_GRAPH_H

typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;

enum cudaGraphNodeType {
    cudaGraphNodeTypeKernel = 0x00,
    cudaGraphNodeTypeMemcpy = 0x01,
    cudaGraphNodeTypeMemset = 0x02,
    cudaGraphNodeTypeHost = 0x03,
    cudaGraphNodeTypeGraph = 0x04,
    cudaGraphNodeTypeEmpty = 0x05,
    cudaGraphNodeTypeWaitEvent = 0x06,
    cudaGraphNodeTypeEventRecord = 0x07,
    cudaGraphNodeTypeExtSemaphoreSignal = 0x08,
    cudaGraphNodeTypeExtSemaphoreWait = 0x09,
    cudaGraphNodeTypeMemAlloc = 0x0a,
    cudaGraphNodeTypeMemFree = 0x0b,
    cudaGraphNodeTypeConditional = 0x0d,
    cudaGraphNodeTypeCount
};

enum cudaStreamCaptureStatus {
    cudaStreamCaptureStatusNone = 0,
    cudaStreamCaptureStatusActive = 1,
    cudaStreamCaptureStatusInvalidated = 2
};

enum cudaStreamCaptureMode {
    cudaStreamCaptureModeGlobal = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed = 2
};

enum cudaGraphExecUpdateResult {
    cudaGraphExecUpdateSuccess = 0x0,
    cudaGraphExecUpdateError = 0x1,
    cudaGraphExecUpdateErrorTopologyChanged = 0x2,
    cudaGraphExecUpdateErrorNodeTypeChanged = 0x3,
    cudaGraphExecUpdateErrorFunctionChanged = 0x4,
    cudaGraphExecUpdateErrorParametersChanged = 0x5,
    cudaGraphExecUpdateErrorNotSupported = 0x6,
    cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
    cudaGraphExecUpdateErrorAttributesChanged = 0x8
};

enum cudaGraphInstantiateFlags {
    cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
    cudaGraphInstantiateFlagUpload = 2,
    cudaGraphInstantiateFlagDeviceLaunch = 4,
    cudaGraphInstantiateFlagUseNodePriority = 8
};

enum cudaGraphDebugDotFlags {
    cudaGraphDebugDotFlagsVerbose = 1 << 0,
    cudaGraphDebugDotFlagsKernelNodeParams = 1 << 2,
    cudaGraphDebugDotFlagsMemcpyNodeParams = 1 << 3,
    cudaGraphDebugDotFlagsMemsetNodeParams = 1 << 4,
    cudaGraphDebugDotFlagsHostNodeParams = 1 << 5,
    cudaGraphDebugDotFlagsEventNodeParams = 1 << 6,
    cudaGraphDebugDotFlagsExtSemasSignalNodeParams = 1 << 7,
    cudaGraphDebugDotFlagsExtSemasWaitNodeParams = 1 << 8,
    cudaGraphDebugDotFlagsKernelNodeAttributes = 1 << 9,
    cudaGraphDebugDotFlagsHandles = 1 << 10
};

/* cudaEventRecordWithFlags / cudaStreamWaitEvent inside a capture: make a
 * node instead of a capture-internal dependency. */
#define cudaEventRecordExternal 0x01
#define cudaEventWaitExternal 0x01

struct cudaKernelNodeParams {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};

struct cudaMemsetParams {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
};

struct cudaHostNodeParams {
    cudaHostFn_t fn;
    void *userData;
};

/* Conditional nodes (cudaGraphAddNode). */
typedef unsigned long long cudaGraphConditionalHandle;

enum cudaGraphConditionalHandleFlags {
    cudaGraphCondAssignDefault = 1
};

enum cudaGraphConditionalNodeType {
    cudaGraphCondTypeIf = 0,
    cudaGraphCondTypeWhile = 1,
    cudaGraphCondTypeSwitch = 2
};

struct cudaConditionalNodeParams {
    cudaGraphConditionalHandle handle;
    enum cudaGraphConditionalNodeType type;
    unsigned int size;
    cudaGraph_t *phGraph_out; /* the node's body graphs, owned by it */
};

struct cudaKernelNodeParamsV2 {
    void *func;
#if defined(__cplusplus)
    /* uint3 (dim3 converts to it): dim3's constructors would delete the
     * default constructor of cudaGraphNodeParams, whose union holds this */
    uint3 gridDim;
    uint3 blockDim;
#else
    dim3 gridDim;
    dim3 blockDim;
#endif
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};

struct cudaMemsetParamsV2 {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
};

struct cudaHostNodeParamsV2 {
    cudaHostFn_t fn;
    void *userData;
};

struct cudaChildGraphNodeParams {
    cudaGraph_t graph;
};

struct cudaEventRecordNodeParams {
    cudaEvent_t event;
};

struct cudaEventWaitNodeParams {
    cudaEvent_t event;
};

/* The union is unnamed, as CUDA's is; C99 has no such unions but GNU C does. */
#if defined(__GNUC__) && !defined(__cplusplus)
#define __FERRY_ANON_UNION __extension__ union
#else
#define __FERRY_ANON_UNION union
#endif
struct cudaGraphNodeParams {
    enum cudaGraphNodeType type;
    int reserved0[3];
    __FERRY_ANON_UNION {
        long long reserved1[29];
        struct cudaKernelNodeParamsV2 kernel;
        struct cudaMemsetParamsV2 memset;
        struct cudaHostNodeParamsV2 host;
        struct cudaChildGraphNodeParams graph;
        struct cudaEventWaitNodeParams eventWait;
        struct cudaEventRecordNodeParams eventRecord;
        struct cudaConditionalNodeParams conditional;
    };
    long long reserved2;
};
#undef __FERRY_ANON_UNION

typedef struct cudaGraphExecUpdateResultInfo_st {
    enum cudaGraphExecUpdateResult result;
    cudaGraphNode_t errorNode;
    cudaGraphNode_t errorFromNode;
} cudaGraphExecUpdateResultInfo;

enum cudaGraphInstantiateResult {
    cudaGraphInstantiateSuccess = 0,
    cudaGraphInstantiateError = 1,
    cudaGraphInstantiateInvalidStructure = 2,
    cudaGraphInstantiateNodeOperationNotSupported = 3,
    cudaGraphInstantiateMultipleDevicesNotSupported = 4
};

typedef struct cudaGraphInstantiateParams_st {
    unsigned long long flags;
    cudaStream_t uploadStream;
    cudaGraphNode_t errNode_out;
    enum cudaGraphInstantiateResult result_out;
} cudaGraphInstantiateParams;

typedef enum cudaGraphInstantiateResult cudaGraphInstantiateResult;
typedef enum cudaGraphNodeType cudaGraphNodeType;
typedef enum cudaStreamCaptureStatus cudaStreamCaptureStatus;
typedef enum cudaStreamCaptureMode cudaStreamCaptureMode;
typedef enum cudaGraphExecUpdateResult cudaGraphExecUpdateResult;
typedef enum cudaGraphInstantiateFlags cudaGraphInstantiateFlags;
typedef enum cudaGraphDebugDotFlags cudaGraphDebugDotFlags;
typedef struct cudaKernelNodeParams cudaKernelNodeParams;
typedef struct cudaMemsetParams cudaMemsetParams;
typedef struct cudaHostNodeParams cudaHostNodeParams;
typedef enum cudaGraphConditionalNodeType cudaGraphConditionalNodeType;
typedef struct cudaConditionalNodeParams cudaConditionalNodeParams;
typedef struct cudaKernelNodeParamsV2 cudaKernelNodeParamsV2;
typedef struct cudaMemsetParamsV2 cudaMemsetParamsV2;
typedef struct cudaHostNodeParamsV2 cudaHostNodeParamsV2;
typedef struct cudaChildGraphNodeParams cudaChildGraphNodeParams;
typedef struct cudaEventRecordNodeParams cudaEventRecordNodeParams;
typedef struct cudaEventWaitNodeParams cudaEventWaitNodeParams;
typedef struct cudaGraphNodeParams cudaGraphNodeParams;

#if defined(__cplusplus)
extern "C" {
#endif

/* Memory allocation nodes (cudaGraphAddMemAllocNode): the address is
 * fixed when the node is made; the memory exists while the graph runs
 * between the allocation and its free. */
struct cudaMemAllocNodeParams {
    struct cudaMemPoolProps poolProps;
    const struct cudaMemAccessDesc *accessDescs;
    size_t accessDescCount;
    size_t bytesize;
    void *dptr; /* out */
};

enum cudaGraphMemAttributeType {
    cudaGraphMemAttrUsedMemCurrent = 0x0,
    cudaGraphMemAttrUsedMemHigh = 0x1,
    cudaGraphMemAttrReservedMemCurrent = 0x2,
    cudaGraphMemAttrReservedMemHigh = 0x3
};

/* ---- graphs and their nodes ---- */
__FERRY_API cudaError_t CUDARTAPI cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaGraphDestroy(cudaGraph_t graph);
__FERRY_API cudaError_t CUDARTAPI cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                         const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                         const struct cudaKernelNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                           const cudaGraphNode_t *pDependencies,
                                                           size_t numDependencies, void *dst, const void *src,
                                                           size_t count, enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                         const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                         const struct cudaMemcpy3DParms *pCopyParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node,
                                                               struct cudaMemcpy3DParms *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node,
                                                               const struct cudaMemcpy3DParms *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src,
                                                                 size_t count, enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                                   const struct cudaMemcpy3DParms *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec,
                                                                     cudaGraphNode_t node, void *dst,
                                                                     const void *src, size_t count,
                                                                     enum cudaMemcpyKind kind);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                         const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                         const struct cudaMemsetParams *pMemsetParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                       const struct cudaHostNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                           const cudaGraphNode_t *pDependencies,
                                                           size_t numDependencies,
                                                           struct cudaMemAllocNodeParams *nodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node,
                                                                 struct cudaMemAllocNodeParams *params_out);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                          const cudaGraphNode_t *pDependencies,
                                                          size_t numDependencies, void *dptr);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGraphMemTrim(int device);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                                                 void *value);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                                                 void *value);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                        const cudaGraphNode_t *pDependencies, size_t numDependencies);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                             const cudaGraphNode_t *pDependencies,
                                                             size_t numDependencies, cudaGraph_t childGraph);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                              const cudaGraphNode_t *pDependencies,
                                                              size_t numDependencies, cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                            const cudaGraphNode_t *pDependencies,
                                                            size_t numDependencies, cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                   struct cudaGraphNodeParams *nodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out,
                                                                   cudaGraph_t graph,
                                                                   unsigned int defaultLaunchValue __FERRY_DEFAULT(0),
                                                                   unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGraphDestroyNode(cudaGraphNode_t node);
__FERRY_API cudaError_t CUDARTAPI cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                           const cudaGraphNode_t *to, size_t numDependencies);
__FERRY_API cudaError_t CUDARTAPI cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                              const cudaGraphNode_t *to, size_t numDependencies);
__FERRY_API cudaError_t CUDARTAPI cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);
__FERRY_API cudaError_t CUDARTAPI cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                                        size_t *pNumRootNodes);
__FERRY_API cudaError_t CUDARTAPI cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                                                    size_t *numEdges);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                                               size_t *pNumDependencies);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeGetDependentNodes(cudaGraphNode_t node,
                                                                 cudaGraphNode_t *pDependentNodes,
                                                                 size_t *pNumDependentNodes);
__FERRY_API cudaError_t CUDARTAPI cudaGraphKernelNodeGetParams(cudaGraphNode_t node,
                                                               struct cudaKernelNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                                               const struct cudaKernelNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph);
__FERRY_API cudaError_t CUDARTAPI cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaGraphHostNodeGetParams(cudaGraphNode_t node,
                                                             struct cudaHostNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphHostNodeSetParams(cudaGraphNode_t node,
                                                             const struct cudaHostNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemsetNodeGetParams(cudaGraphNode_t node,
                                                               struct cudaMemsetParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphMemsetNodeSetParams(cudaGraphNode_t node,
                                                               const struct cudaMemsetParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out);
__FERRY_API cudaError_t CUDARTAPI cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out);
__FERRY_API cudaError_t CUDARTAPI cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                                           cudaGraph_t clonedGraph);
__FERRY_API cudaError_t CUDARTAPI cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
                                                                  cudaLaunchAttributeValue *value_out);
__FERRY_API cudaError_t CUDARTAPI cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
                                                                  const cudaLaunchAttributeValue *value);
__FERRY_API cudaError_t CUDARTAPI cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc);

/* ---- executable graphs ---- */
__FERRY_API cudaError_t CUDARTAPI cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                       unsigned long long flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                                unsigned long long flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecDestroy(cudaGraphExec_t graphExec);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                                   const struct cudaKernelNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                                      cudaGraphExecUpdateResultInfo *resultInfo);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                                 const struct cudaHostNodeParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                                   const struct cudaMemsetParams *pNodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec,
                                                                       cudaGraphNode_t node, cudaGraph_t childGraph);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec,
                                                                       cudaGraphNode_t hNode, cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec,
                                                                     cudaGraphNode_t hNode, cudaEvent_t event);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                                          unsigned int isEnabled);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                                          unsigned int *isEnabled);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags);
__FERRY_API cudaError_t CUDARTAPI cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                                 cudaGraphInstantiateParams *instantiateParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);
__FERRY_API cudaError_t CUDARTAPI cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node,
                                                             struct cudaGraphNodeParams *nodeParams);

/* ---- stream capture ---- */
__FERRY_API cudaError_t CUDARTAPI cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
__FERRY_API cudaError_t CUDARTAPI cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
__FERRY_API cudaError_t CUDARTAPI cudaStreamIsCapturing(cudaStream_t stream,
                                                        enum cudaStreamCaptureStatus *pCaptureStatus);
__FERRY_API cudaError_t CUDARTAPI cudaStreamGetCaptureInfo(cudaStream_t stream,
                                                           enum cudaStreamCaptureStatus *captureStatus_out,
                                                           unsigned long long *id_out __FERRY_DEFAULT(0),
                                                           cudaGraph_t *graph_out __FERRY_DEFAULT(0),
                                                           const cudaGraphNode_t **dependencies_out
                                                               __FERRY_DEFAULT(0),
                                                           size_t *numDependencies_out __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode);

#if defined(__cplusplus)
}
#endif

#if defined(__CUDA__)
/* The handle is the address of the condition's value (runtime/graph.h), and
 * device memory is host memory, so setting it is a store. */
static __device__ __inline__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value)
{
    *(volatile unsigned int *)handle = value;
}
#endif

#endif
