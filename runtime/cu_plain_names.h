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

/* (end of graph) */

/* array */

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

/* (end of module) */

/* capture */

/* (end of capture) */

#endif
