/* Undoes cuda.h's mapping of the plain driver names to their _v2 forms, for
 * the files that define the plain names (cu_legacy.c) or list them by name
 * (cu_proc.c).  Include after cuda.h. */
#ifndef FERRY_CU_PLAIN_NAMES_H
#define FERRY_CU_PLAIN_NAMES_H

#undef cuDeviceTotalMem
#undef cuCtxCreate
#undef cuCtxDestroy
#undef cuCtxPushCurrent
#undef cuCtxPopCurrent
#undef cuDevicePrimaryCtxRelease
#undef cuMemAlloc
#undef cuMemFree
#undef cuMemGetInfo
#undef cuMemcpyHtoD
#undef cuMemcpyDtoH
#undef cuMemcpyDtoD
#undef cuMemsetD8
#undef cuMemsetD16
#undef cuMemsetD32
#undef cuModuleGetGlobal
#undef cuStreamDestroy
#undef cuEventDestroy
#undef cuMemAllocHost
#undef cuMemHostGetDevicePointer
#undef cuMemHostRegister
#undef cuMemcpyHtoDAsync
#undef cuMemcpyDtoHAsync
#undef cuMemcpyDtoDAsync
#undef cuMemGetAddressRange
#undef cuMemAllocPitch
#undef cuDevicePrimaryCtxSetFlags
#undef cuDevicePrimaryCtxReset
#undef cuMemcpy2D
#undef cuMemcpy2DUnaligned
#undef cuMemcpy2DAsync

/* graph */
#undef cuGraphInstantiate
#undef cuGraphExecUpdate
#undef cuGraphAddKernelNode
#undef cuGraphKernelNodeGetParams
#undef cuGraphKernelNodeSetParams
#undef cuGraphExecKernelNodeSetParams
/* Their older forms (cu_graph_legacy.c), which no header declares. */
CUresult cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                              size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
CUresult cuGraphKernelNodeGetParams(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
CUresult cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
CUresult cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                        const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
CUresult cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer,
                            size_t bufferSize);
CUresult cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode *hErrorNode_out,
                           CUgraphExecUpdateResult *updateResult_out);
/* (end of graph) */

/* array */
#undef cuArrayCreate
#undef cuArray3DCreate
#undef cuArrayGetDescriptor
#undef cuArray3DGetDescriptor
#undef cuMemcpyHtoA
#undef cuMemcpyAtoH
#undef cuMemcpyDtoA
#undef cuMemcpyAtoD
#undef cuMemcpyAtoA
#undef cuMemcpyHtoAAsync
#undef cuMemcpyAtoHAsync
#undef cuMemcpy3D
#undef cuMemcpy3DAsync
#undef cuMemsetD2D8
#undef cuMemsetD2D16
#undef cuMemsetD2D32
#undef cuTexRefSetAddress
#undef cuTexRefGetAddress
#undef cuTexRefSetAddress2D

/* (end of array) */

/* memory */
#undef cuIpcOpenMemHandle
#undef cuStreamWaitValue32
#undef cuStreamWaitValue64
#undef cuStreamWriteValue32
#undef cuStreamWriteValue64
#undef cuStreamBatchMemOp
#undef cuGraphicsResourceGetMappedPointer
#undef cuGraphicsResourceSetMapFlags

/* (end of memory) */

/* module */
#undef cuLinkCreate
#undef cuLinkAddData
#undef cuLinkAddFile

/* (end of module) */

/* capture */
#undef cuStreamBeginCapture
#undef cuStreamGetCaptureInfo

/* (end of capture) */

#endif
