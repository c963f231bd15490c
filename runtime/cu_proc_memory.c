/* cuGetProcAddress's entries for the driver API's stream-ordered memory, memory pools, stream memory operations, IPC
 * and external resources, and the remaining memory, stream, event and context calls. */
#include "cu_internal.h"
#include "cu_plain_names.h"

/* The plain names of cu_memop.c and cu_ipc.c, for older callers. */
CUresult cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray,
                            unsigned int flags);
CUresult cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);

const ferry_cu_proc ferry_cu_procs_memory[] = {
    /* pools */
    FERRY_CU_PROC("cuDeviceGetDefaultMemPool", cuDeviceGetDefaultMemPool, 11020),
    FERRY_CU_PROC("cuDeviceGetMemPool", cuDeviceGetMemPool, 11020),
    FERRY_CU_PROC("cuDeviceSetMemPool", cuDeviceSetMemPool, 11020),
    FERRY_CU_PROC("cuMemPoolCreate", cuMemPoolCreate, 11020),
    FERRY_CU_PROC("cuMemPoolDestroy", cuMemPoolDestroy, 11020),
    FERRY_CU_PROC("cuMemPoolGetAttribute", cuMemPoolGetAttribute, 11020),
    FERRY_CU_PROC("cuMemPoolSetAttribute", cuMemPoolSetAttribute, 11020),
    FERRY_CU_PROC("cuMemPoolGetAccess", cuMemPoolGetAccess, 11020),
    FERRY_CU_PROC("cuMemPoolSetAccess", cuMemPoolSetAccess, 11020),
    FERRY_CU_PROC("cuMemPoolTrimTo", cuMemPoolTrimTo, 11020),
    FERRY_CU_PROC("cuMemAllocFromPoolAsync", cuMemAllocFromPoolAsync, 11020),
    FERRY_CU_PROC("cuMemPoolExportToShareableHandle", cuMemPoolExportToShareableHandle, 11020),
    FERRY_CU_PROC("cuMemPoolImportFromShareableHandle", cuMemPoolImportFromShareableHandle, 11020),
    FERRY_CU_PROC("cuMemPoolExportPointer", cuMemPoolExportPointer, 11020),
    FERRY_CU_PROC("cuMemPoolImportPointer", cuMemPoolImportPointer, 11020),
    /* managed memory */
    FERRY_CU_PROC("cuMemAdvise", cuMemAdvise, 8000),
    FERRY_CU_PROC("cuMemAdvise", cuMemAdvise_v2, 12020),
    FERRY_CU_PROC("cuMemPrefetchAsync", cuMemPrefetchAsync_v2, 12020),
    FERRY_CU_PROC("cuMemRangeGetAttribute", cuMemRangeGetAttribute, 8000),
    FERRY_CU_PROC("cuMemRangeGetAttributes", cuMemRangeGetAttributes, 8000),
    FERRY_CU_PROC("cuPointerSetAttribute", cuPointerSetAttribute, 6000),
    FERRY_CU_PROC("cuStreamAttachMemAsync", cuStreamAttachMemAsync, 6000),
    FERRY_CU_PROC("cuMemGetHandleForAddressRange", cuMemGetHandleForAddressRange, 11070),
    FERRY_CU_PROC("cuMemMapArrayAsync", cuMemMapArrayAsync, 11010),
    /* peers */
    FERRY_CU_PROC("cuDeviceGetP2PAttribute", cuDeviceGetP2PAttribute, 8000),
    FERRY_CU_PROC("cuMemcpyPeer", cuMemcpyPeer, 4000),
    FERRY_CU_PROC("cuMemcpyPeerAsync", cuMemcpyPeerAsync, 4000),
    /* stream memory operations */
    FERRY_CU_PROC("cuStreamWaitValue32", cuStreamWaitValue32, 8000),
    FERRY_CU_PROC("cuStreamWaitValue32", cuStreamWaitValue32_v2, 11070),
    FERRY_CU_PROC("cuStreamWaitValue64", cuStreamWaitValue64, 9000),
    FERRY_CU_PROC("cuStreamWaitValue64", cuStreamWaitValue64_v2, 11070),
    FERRY_CU_PROC("cuStreamWriteValue32", cuStreamWriteValue32, 8000),
    FERRY_CU_PROC("cuStreamWriteValue32", cuStreamWriteValue32_v2, 11070),
    FERRY_CU_PROC("cuStreamWriteValue64", cuStreamWriteValue64, 9000),
    FERRY_CU_PROC("cuStreamWriteValue64", cuStreamWriteValue64_v2, 11070),
    FERRY_CU_PROC("cuStreamBatchMemOp", cuStreamBatchMemOp, 8000),
    FERRY_CU_PROC("cuStreamBatchMemOp", cuStreamBatchMemOp_v2, 11070),
    /* streams */
    FERRY_CU_PROC("cuStreamGetAttribute", cuStreamGetAttribute, 11000),
    FERRY_CU_PROC("cuStreamSetAttribute", cuStreamSetAttribute, 11000),
    FERRY_CU_PROC("cuStreamCopyAttributes", cuStreamCopyAttributes, 11000),
    FERRY_CU_PROC("cuStreamGetId", cuStreamGetId, 12000),
    /* devices and contexts */
    FERRY_CU_PROC("cuDeviceGetExecAffinitySupport", cuDeviceGetExecAffinitySupport, 11040),
    FERRY_CU_PROC("cuCtxGetExecAffinity", cuCtxGetExecAffinity, 11040),
    FERRY_CU_PROC("cuFlushGPUDirectRDMAWrites", cuFlushGPUDirectRDMAWrites, 11030),
    FERRY_CU_PROC("cuCtxResetPersistingL2Cache", cuCtxResetPersistingL2Cache, 11000),
    FERRY_CU_PROC("cuCtxAttach", cuCtxAttach, 2000),
    FERRY_CU_PROC("cuCtxDetach", cuCtxDetach, 2000),
    FERRY_CU_PROC("cuDeviceGetNvSciSyncAttributes", cuDeviceGetNvSciSyncAttributes, 10020),
    FERRY_CU_PROC("cuOccupancyMaxPotentialClusterSize", cuOccupancyMaxPotentialClusterSize, 11070),
    FERRY_CU_PROC("cuOccupancyMaxActiveClusters", cuOccupancyMaxActiveClusters, 11070),
    FERRY_CU_PROC("cuDeviceGetTexture1DLinearMaxWidth", cuDeviceGetTexture1DLinearMaxWidth, 11010),
    /* core dumps */
    FERRY_CU_PROC("cuCoredumpGetAttribute", cuCoredumpGetAttribute, 12010),
    FERRY_CU_PROC("cuCoredumpGetAttributeGlobal", cuCoredumpGetAttributeGlobal, 12010),
    FERRY_CU_PROC("cuCoredumpSetAttribute", cuCoredumpSetAttribute, 12010),
    FERRY_CU_PROC("cuCoredumpSetAttributeGlobal", cuCoredumpSetAttributeGlobal, 12010),
    /* IPC */
    FERRY_CU_PROC("cuIpcGetEventHandle", cuIpcGetEventHandle, 4010),
    FERRY_CU_PROC("cuIpcOpenEventHandle", cuIpcOpenEventHandle, 4010),
    FERRY_CU_PROC("cuIpcGetMemHandle", cuIpcGetMemHandle, 4010),
    FERRY_CU_PROC("cuIpcOpenMemHandle", cuIpcOpenMemHandle, 4010),
    FERRY_CU_PROC("cuIpcOpenMemHandle", cuIpcOpenMemHandle_v2, 11000),
    FERRY_CU_PROC("cuIpcCloseMemHandle", cuIpcCloseMemHandle, 4010),
    /* multicast */
    FERRY_CU_PROC("cuMulticastCreate", cuMulticastCreate, 12010),
    FERRY_CU_PROC("cuMulticastAddDevice", cuMulticastAddDevice, 12010),
    FERRY_CU_PROC("cuMulticastBindMem", cuMulticastBindMem, 12010),
    FERRY_CU_PROC("cuMulticastBindAddr", cuMulticastBindAddr, 12010),
    FERRY_CU_PROC("cuMulticastUnbind", cuMulticastUnbind, 12010),
    FERRY_CU_PROC("cuMulticastGetGranularity", cuMulticastGetGranularity, 12010),
    /* external memory and semaphores */
    FERRY_CU_PROC("cuImportExternalMemory", cuImportExternalMemory, 10000),
    FERRY_CU_PROC("cuExternalMemoryGetMappedBuffer", cuExternalMemoryGetMappedBuffer, 10000),
    FERRY_CU_PROC("cuDestroyExternalMemory", cuDestroyExternalMemory, 10000),
    FERRY_CU_PROC("cuImportExternalSemaphore", cuImportExternalSemaphore, 10000),
    FERRY_CU_PROC("cuSignalExternalSemaphoresAsync", cuSignalExternalSemaphoresAsync, 10000),
    FERRY_CU_PROC("cuWaitExternalSemaphoresAsync", cuWaitExternalSemaphoresAsync, 10000),
    FERRY_CU_PROC("cuDestroyExternalSemaphore", cuDestroyExternalSemaphore, 10000),
    FERRY_CU_PROC("cuExternalMemoryGetMappedMipmappedArray", cuExternalMemoryGetMappedMipmappedArray, 10000),
    FERRY_CU_PROC("cuGraphicsResourceGetMappedMipmappedArray", cuGraphicsResourceGetMappedMipmappedArray, 5000),
    /* graphics interop */
    FERRY_CU_PROC("cuGraphicsUnregisterResource", cuGraphicsUnregisterResource, 3000),
    FERRY_CU_PROC("cuGraphicsSubResourceGetMappedArray", cuGraphicsSubResourceGetMappedArray, 3000),
    FERRY_CU_PROC("cuGraphicsResourceGetMappedPointer", cuGraphicsResourceGetMappedPointer_v2, 3020),
    FERRY_CU_PROC("cuGraphicsResourceSetMapFlags", cuGraphicsResourceSetMapFlags_v2, 6050),
    FERRY_CU_PROC("cuGraphicsMapResources", cuGraphicsMapResources, 3000),
    FERRY_CU_PROC("cuGraphicsUnmapResources", cuGraphicsUnmapResources, 3000),
    {NULL, NULL, 0},
};
