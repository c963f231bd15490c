/* cuGetProcAddress: the driver's entry points by base name.  A name with
 * versions (cuMemAlloc, cuMemAlloc_v2) gives the newest one the caller's
 * CUDA version knows, as CUDA's table does; the plain names are the ones
 * cu_legacy.c exports.  Every cu* function the library exports is here. */
#include <string.h>

#include "cu_internal.h"
#include "cudaProfiler.h"
#include "cu_plain_names.h"

#undef cuGetProcAddress

/* The plain names (cu_legacy.c, and the pre-12.0 cuGetProcAddress below). */
CUresult cuDeviceTotalMem(size_t *bytes, CUdevice dev);
CUresult cuCtxCreate(CUcontext *pctx, unsigned int flags, CUdevice dev);
CUresult cuCtxDestroy(CUcontext ctx);
CUresult cuCtxPushCurrent(CUcontext ctx);
CUresult cuCtxPopCurrent(CUcontext *pctx);
CUresult cuDevicePrimaryCtxRelease(CUdevice dev);
CUresult cuMemAlloc(CUdeviceptr *dptr, size_t bytesize);
CUresult cuMemFree(CUdeviceptr dptr);
CUresult cuMemGetInfo(size_t *free_bytes, size_t *total_bytes);
CUresult cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
CUresult cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemcpyDtoD(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemsetD8(CUdeviceptr dstDevice, unsigned char uc, size_t N);
CUresult cuMemsetD16(CUdeviceptr dstDevice, unsigned short us, size_t N);
CUresult cuMemsetD32(CUdeviceptr dstDevice, unsigned int ui, size_t N);
CUresult cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name);
CUresult cuStreamDestroy(CUstream hStream);
CUresult cuEventDestroy(CUevent hEvent);
CUresult cuMemAllocHost(void **pp, size_t bytesize);
CUresult cuMemHostGetDevicePointer(CUdeviceptr *pdptr, void *p, unsigned int Flags);
CUresult cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags);
CUresult cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyDtoDAsync(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr);
CUresult cuMemAllocPitch(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height,
                         unsigned int ElementSizeBytes);
CUresult cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags);
CUresult cuDevicePrimaryCtxReset(CUdevice dev);
CUresult cuMemcpy2D(const CUDA_MEMCPY2D *pCopy);
CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *pCopy);
CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *pCopy, CUstream hStream);
FERRY_API CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags);

typedef ferry_cu_proc entry;

static const entry table[] = {
    {"cuCtxCreate", (void (*)(void))cuCtxCreate, 2000},
    {"cuCtxCreate", (void (*)(void))cuCtxCreate_v2, 3020},
    {"cuCtxDestroy", (void (*)(void))cuCtxDestroy, 2000},
    {"cuCtxDestroy", (void (*)(void))cuCtxDestroy_v2, 4000},
    {"cuCtxGetApiVersion", (void (*)(void))cuCtxGetApiVersion, 3020},
    {"cuCtxGetCacheConfig", (void (*)(void))cuCtxGetCacheConfig, 3020},
    {"cuCtxGetCurrent", (void (*)(void))cuCtxGetCurrent, 4000},
    {"cuCtxGetDevice", (void (*)(void))cuCtxGetDevice, 2000},
    {"cuCtxGetFlags", (void (*)(void))cuCtxGetFlags, 7000},
    {"cuCtxGetId", (void (*)(void))cuCtxGetId, 12000},
    {"cuCtxGetLimit", (void (*)(void))cuCtxGetLimit, 3010},
    {"cuCtxGetSharedMemConfig", (void (*)(void))cuCtxGetSharedMemConfig, 4020},
    {"cuCtxGetStreamPriorityRange", (void (*)(void))cuCtxGetStreamPriorityRange, 5050},
    {"cuCtxPopCurrent", (void (*)(void))cuCtxPopCurrent, 2000},
    {"cuCtxPopCurrent", (void (*)(void))cuCtxPopCurrent_v2, 4000},
    {"cuCtxPushCurrent", (void (*)(void))cuCtxPushCurrent, 2000},
    {"cuCtxPushCurrent", (void (*)(void))cuCtxPushCurrent_v2, 4000},
    {"cuCtxSetCacheConfig", (void (*)(void))cuCtxSetCacheConfig, 3020},
    {"cuCtxSetCurrent", (void (*)(void))cuCtxSetCurrent, 4000},
    {"cuCtxSetFlags", (void (*)(void))cuCtxSetFlags, 12010},
    {"cuCtxSetLimit", (void (*)(void))cuCtxSetLimit, 3010},
    {"cuCtxSetSharedMemConfig", (void (*)(void))cuCtxSetSharedMemConfig, 4020},
    {"cuCtxSynchronize", (void (*)(void))cuCtxSynchronize, 2000},
    {"cuDeviceComputeCapability", (void (*)(void))cuDeviceComputeCapability, 2000},
    {"cuDeviceGet", (void (*)(void))cuDeviceGet, 2000},
    {"cuDeviceGetAttribute", (void (*)(void))cuDeviceGetAttribute, 2000},
    {"cuDeviceGetByPCIBusId", (void (*)(void))cuDeviceGetByPCIBusId, 4010},
    {"cuDeviceGetCount", (void (*)(void))cuDeviceGetCount, 2000},
    {"cuDeviceGetLuid", (void (*)(void))cuDeviceGetLuid, 10000},
    {"cuDeviceGetName", (void (*)(void))cuDeviceGetName, 2000},
    {"cuDeviceGetPCIBusId", (void (*)(void))cuDeviceGetPCIBusId, 4010},
    {"cuDeviceGetProperties", (void (*)(void))cuDeviceGetProperties, 2000},
    {"cuDeviceGetUuid", (void (*)(void))cuDeviceGetUuid, 9020},
    {"cuDeviceGetUuid", (void (*)(void))cuDeviceGetUuid_v2, 11040},
    {"cuDevicePrimaryCtxGetState", (void (*)(void))cuDevicePrimaryCtxGetState, 7000},
    {"cuDevicePrimaryCtxRelease", (void (*)(void))cuDevicePrimaryCtxRelease, 7000},
    {"cuDevicePrimaryCtxRelease", (void (*)(void))cuDevicePrimaryCtxRelease_v2, 11000},
    {"cuDevicePrimaryCtxRetain", (void (*)(void))cuDevicePrimaryCtxRetain, 7000},
    {"cuDeviceTotalMem", (void (*)(void))cuDeviceTotalMem, 2000},
    {"cuDeviceTotalMem", (void (*)(void))cuDeviceTotalMem_v2, 3020},
    {"cuDriverGetVersion", (void (*)(void))cuDriverGetVersion, 2000},
    {"cuFuncGetAttribute", (void (*)(void))cuFuncGetAttribute, 2000},
    {"cuFuncSetAttribute", (void (*)(void))cuFuncSetAttribute, 9000},
    {"cuGetErrorName", (void (*)(void))cuGetErrorName, 6000},
    {"cuGetErrorString", (void (*)(void))cuGetErrorString, 6000},
    {"cuGetProcAddress", (void (*)(void))cuGetProcAddress, 11030},
    {"cuGetProcAddress", (void (*)(void))cuGetProcAddress_v2, 12000},
    {"cuInit", (void (*)(void))cuInit, 2000},
    {"cuLaunchKernel", (void (*)(void))cuLaunchKernel, 4000},
    {"cuMemAddressFree", (void (*)(void))cuMemAddressFree, 10020},
    {"cuMemAddressReserve", (void (*)(void))cuMemAddressReserve, 10020},
    {"cuMemAlloc", (void (*)(void))cuMemAlloc, 2000},
    {"cuMemAlloc", (void (*)(void))cuMemAlloc_v2, 3020},
    {"cuMemAllocManaged", (void (*)(void))cuMemAllocManaged, 6000},
    {"cuMemCreate", (void (*)(void))cuMemCreate, 10020},
    {"cuMemFree", (void (*)(void))cuMemFree, 2000},
    {"cuMemFree", (void (*)(void))cuMemFree_v2, 3020},
    {"cuMemGetAccess", (void (*)(void))cuMemGetAccess, 10020},
    {"cuMemGetAllocationGranularity", (void (*)(void))cuMemGetAllocationGranularity, 10020},
    {"cuMemGetAllocationPropertiesFromHandle", (void (*)(void))cuMemGetAllocationPropertiesFromHandle, 10020},
    {"cuMemGetInfo", (void (*)(void))cuMemGetInfo, 2000},
    {"cuMemGetInfo", (void (*)(void))cuMemGetInfo_v2, 3020},
    {"cuMemMap", (void (*)(void))cuMemMap, 10020},
    {"cuMemRelease", (void (*)(void))cuMemRelease, 10020},
    {"cuMemRetainAllocationHandle", (void (*)(void))cuMemRetainAllocationHandle, 10020},
    {"cuMemSetAccess", (void (*)(void))cuMemSetAccess, 10020},
    {"cuMemUnmap", (void (*)(void))cuMemUnmap, 10020},
    {"cuMemcpy", (void (*)(void))cuMemcpy, 2000},
    {"cuMemcpyDtoD", (void (*)(void))cuMemcpyDtoD, 2000},
    {"cuMemcpyDtoD", (void (*)(void))cuMemcpyDtoD_v2, 3020},
    {"cuMemcpyDtoH", (void (*)(void))cuMemcpyDtoH, 2000},
    {"cuMemcpyDtoH", (void (*)(void))cuMemcpyDtoH_v2, 3020},
    {"cuMemcpyHtoD", (void (*)(void))cuMemcpyHtoD, 2000},
    {"cuMemcpyHtoD", (void (*)(void))cuMemcpyHtoD_v2, 3020},
    {"cuMemsetD16", (void (*)(void))cuMemsetD16, 2000},
    {"cuMemsetD16", (void (*)(void))cuMemsetD16_v2, 3020},
    {"cuMemsetD32", (void (*)(void))cuMemsetD32, 2000},
    {"cuMemsetD32", (void (*)(void))cuMemsetD32_v2, 3020},
    {"cuMemsetD8", (void (*)(void))cuMemsetD8, 2000},
    {"cuMemsetD8", (void (*)(void))cuMemsetD8_v2, 3020},
    {"cuModuleGetFunction", (void (*)(void))cuModuleGetFunction, 2000},
    {"cuModuleGetGlobal", (void (*)(void))cuModuleGetGlobal, 2000},
    {"cuModuleGetGlobal", (void (*)(void))cuModuleGetGlobal_v2, 3020},
    {"cuModuleLoad", (void (*)(void))cuModuleLoad, 2000},
    {"cuModuleLoadData", (void (*)(void))cuModuleLoadData, 2000},
    {"cuModuleLoadDataEx", (void (*)(void))cuModuleLoadDataEx, 2010},
    {"cuModuleUnload", (void (*)(void))cuModuleUnload, 2000},
    {"cuOccupancyAvailableDynamicSMemPerBlock", (void (*)(void))cuOccupancyAvailableDynamicSMemPerBlock, 10020},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessor", (void (*)(void))cuOccupancyMaxActiveBlocksPerMultiprocessor, 6050},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", (void (*)(void))cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 6050},
    {"cuOccupancyMaxPotentialBlockSize", (void (*)(void))cuOccupancyMaxPotentialBlockSize, 6050},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", (void (*)(void))cuOccupancyMaxPotentialBlockSizeWithFlags, 6050},
    {"cuPointerGetAttribute", (void (*)(void))cuPointerGetAttribute, 4000},
    {"cuPointerGetAttributes", (void (*)(void))cuPointerGetAttributes, 7000},
    {"cuProfilerInitialize", (void (*)(void))cuProfilerInitialize, 4000},
    {"cuProfilerStart", (void (*)(void))cuProfilerStart, 4000},
    {"cuProfilerStop", (void (*)(void))cuProfilerStop, 4000},
    {"cuStreamCreate", (void (*)(void))cuStreamCreate, 2000},
    {"cuStreamDestroy", (void (*)(void))cuStreamDestroy, 2000},
    {"cuStreamDestroy", (void (*)(void))cuStreamDestroy_v2, 4000},
    {"cuStreamQuery", (void (*)(void))cuStreamQuery, 2000},
    {"cuStreamSynchronize", (void (*)(void))cuStreamSynchronize, 2000},
    {"cuMemcpyHtoDAsync", (void (*)(void))cuMemcpyHtoDAsync, 2000},
    {"cuMemcpyHtoDAsync", (void (*)(void))cuMemcpyHtoDAsync_v2, 3020},
    {"cuMemcpyDtoHAsync", (void (*)(void))cuMemcpyDtoHAsync, 2000},
    {"cuMemcpyDtoHAsync", (void (*)(void))cuMemcpyDtoHAsync_v2, 3020},
    {"cuMemcpyDtoDAsync", (void (*)(void))cuMemcpyDtoDAsync, 2000},
    {"cuMemcpyDtoDAsync", (void (*)(void))cuMemcpyDtoDAsync_v2, 3020},
    {"cuMemAllocHost", (void (*)(void))cuMemAllocHost, 2000},
    {"cuMemAllocHost", (void (*)(void))cuMemAllocHost_v2, 3020},
    {"cuMemHostGetDevicePointer", (void (*)(void))cuMemHostGetDevicePointer, 2020},
    {"cuMemHostGetDevicePointer", (void (*)(void))cuMemHostGetDevicePointer_v2, 3020},
    {"cuMemHostRegister", (void (*)(void))cuMemHostRegister, 4000},
    {"cuMemHostRegister", (void (*)(void))cuMemHostRegister_v2, 6050},
    {"cuEventDestroy", (void (*)(void))cuEventDestroy, 2000},
    {"cuEventDestroy", (void (*)(void))cuEventDestroy_v2, 4000},
    {"cuMemcpyAsync", (void (*)(void))cuMemcpyAsync, 4000},
    {"cuMemsetD8Async", (void (*)(void))cuMemsetD8Async, 3020},
    {"cuMemsetD16Async", (void (*)(void))cuMemsetD16Async, 3020},
    {"cuMemsetD32Async", (void (*)(void))cuMemsetD32Async, 3020},
    {"cuMemFreeHost", (void (*)(void))cuMemFreeHost, 2000},
    {"cuMemHostAlloc", (void (*)(void))cuMemHostAlloc, 2020},
    {"cuMemHostGetFlags", (void (*)(void))cuMemHostGetFlags, 3020},
    {"cuMemHostUnregister", (void (*)(void))cuMemHostUnregister, 4000},
    {"cuStreamCreateWithPriority", (void (*)(void))cuStreamCreateWithPriority, 5050},
    {"cuStreamGetPriority", (void (*)(void))cuStreamGetPriority, 5050},
    {"cuStreamGetFlags", (void (*)(void))cuStreamGetFlags, 5050},
    {"cuStreamGetCtx", (void (*)(void))cuStreamGetCtx, 9020},
    {"cuStreamWaitEvent", (void (*)(void))cuStreamWaitEvent, 3020},
    {"cuEventCreate", (void (*)(void))cuEventCreate, 2000},
    {"cuEventRecord", (void (*)(void))cuEventRecord, 2000},
    {"cuEventRecordWithFlags", (void (*)(void))cuEventRecordWithFlags, 11010},
    {"cuEventQuery", (void (*)(void))cuEventQuery, 2000},
    {"cuEventSynchronize", (void (*)(void))cuEventSynchronize, 2000},
    {"cuEventElapsedTime", (void (*)(void))cuEventElapsedTime, 2000},
    {"cuMemGetAddressRange", (void (*)(void))cuMemGetAddressRange, 2000},
    {"cuMemGetAddressRange", (void (*)(void))cuMemGetAddressRange_v2, 3020},
    {"cuMemAllocPitch", (void (*)(void))cuMemAllocPitch, 2000},
    {"cuMemAllocPitch", (void (*)(void))cuMemAllocPitch_v2, 3020},
    {"cuDevicePrimaryCtxSetFlags", (void (*)(void))cuDevicePrimaryCtxSetFlags, 7000},
    {"cuDevicePrimaryCtxSetFlags", (void (*)(void))cuDevicePrimaryCtxSetFlags_v2, 11000},
    {"cuDevicePrimaryCtxReset", (void (*)(void))cuDevicePrimaryCtxReset, 7000},
    {"cuDevicePrimaryCtxReset", (void (*)(void))cuDevicePrimaryCtxReset_v2, 11000},
    {"cuMemAllocAsync", (void (*)(void))cuMemAllocAsync, 11020},
    {"cuMemFreeAsync", (void (*)(void))cuMemFreeAsync, 11020},
    {"cuMemPrefetchAsync", (void (*)(void))cuMemPrefetchAsync, 8000},
    {"cuDeviceCanAccessPeer", (void (*)(void))cuDeviceCanAccessPeer, 4000},
    {"cuCtxEnablePeerAccess", (void (*)(void))cuCtxEnablePeerAccess, 4000},
    {"cuCtxDisablePeerAccess", (void (*)(void))cuCtxDisablePeerAccess, 4000},
    {"cuLaunchHostFunc", (void (*)(void))cuLaunchHostFunc, 10000},
    {"cuStreamAddCallback", (void (*)(void))cuStreamAddCallback, 5000},
    {"cuMemExportToShareableHandle", (void (*)(void))cuMemExportToShareableHandle, 10020},
    {"cuMemImportFromShareableHandle", (void (*)(void))cuMemImportFromShareableHandle, 10020},
    {"cuMemcpy2D", (void (*)(void))cuMemcpy2D, 2000},
    {"cuMemcpy2D", (void (*)(void))cuMemcpy2D_v2, 3020},
    {"cuMemcpy2DUnaligned", (void (*)(void))cuMemcpy2DUnaligned, 2000},
    {"cuMemcpy2DUnaligned", (void (*)(void))cuMemcpy2DUnaligned_v2, 3020},
    {"cuMemcpy2DAsync", (void (*)(void))cuMemcpy2DAsync, 2000},
    {"cuMemcpy2DAsync", (void (*)(void))cuMemcpy2DAsync_v2, 3020},
    {NULL, NULL, 0},
};

/* Each area of the driver API lists its own entry points (cu_proc_*.c). */
static const entry *const tables[] = {
    table, ferry_cu_procs_graph, ferry_cu_procs_array, ferry_cu_procs_memory, ferry_cu_procs_module,
    ferry_cu_procs_capture,
};

/* The newest entry of the name that cudaVersion knows; *known tells
 * whether the name exists at all. */
static const entry *find(const char *symbol, int cudaVersion, bool *known)
{
    const entry *best = NULL;
    *known = false;
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const entry *e = tables[t]; e->name; e++) {
            if (strcmp(e->name, symbol) != 0)
                continue;
            *known = true;
            if (e->version <= cudaVersion && (!best || e->version > best->version))
                best = e;
        }
    return best;
}

#define FLAGS_ALL (CU_GET_PROC_ADDRESS_LEGACY_STREAM | CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)

/* Callable before cuInit, as CUDA's runtime does on its first call.  The
 * default stream flags change nothing: Ferry has no _ptds variants. */
FERRY_API CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                                       CUdriverProcAddressQueryResult *symbolStatus)
{
    if (!symbol || !pfn || cudaVersion <= 0 || cudaVersion > CUDA_VERSION || (flags & ~(cuuint64_t)FLAGS_ALL))
        return CUDA_ERROR_INVALID_VALUE;
    bool known;
    const entry *e = find(symbol, cudaVersion, &known);
    *pfn = e ? (void *)e->fn : NULL;
    if (symbolStatus)
        *symbolStatus = e ? CU_GET_PROC_ADDRESS_SUCCESS
                          : known ? CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    return e ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

/* The CUDA 11.3 signature, without the status. */
FERRY_API CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags)
{
    return cuGetProcAddress_v2(symbol, pfn, cudaVersion, flags, NULL);
}
