/* CUDA IPC: handing device memory and events to another process.  Ferry's
 * device memory is the process's own heap, so there is nothing another
 * process could open. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

#include "cu_plain_names.h"

/* The name before CUDA 11.0 (same parameters). */
CUresult cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);

FERRY_API CUresult cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    return ferry_cu_unsupported("cuIpcGetEventHandle");
}

FERRY_API CUresult cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    return ferry_cu_unsupported("cuIpcOpenEventHandle");
}

FERRY_API CUresult cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    return ferry_cu_unsupported("cuIpcGetMemHandle");
}

FERRY_API CUresult cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    return ferry_cu_unsupported("cuIpcOpenMemHandle");
}

FERRY_API CUresult cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    return ferry_cu_unsupported("cuIpcOpenMemHandle");
}

FERRY_API CUresult cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    return ferry_cu_unsupported("cuIpcCloseMemHandle");
}
