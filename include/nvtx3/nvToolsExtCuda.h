/* NVTX naming of driver API objects (devices, contexts, streams, events),
 * written from the NVTX C API reference. Names matter only to a profiling
 * tool; here they go to the FERRY_NVTX_LOG log (see nvToolsExt.h). */
#ifndef FERRY_NVTOOLSEXTCUDA_H
#define FERRY_NVTOOLSEXTCUDA_H

#include "cuda.h"
#include "nvToolsExt.h"

#ifdef __cplusplus
extern "C" {
#endif

NVTX_DECLSPEC void NVTX_API nvtxNameCuDeviceA(CUdevice device, const char *name)
{
    __ferry_nvtx_log("name device", NULL, "%d %s", (int)device, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuDeviceW(CUdevice device, const wchar_t *name)
{
    __ferry_nvtx_log("name device", NULL, "%d %ls", (int)device, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuContextA(CUcontext context, const char *name)
{
    __ferry_nvtx_log("name context", NULL, "%p %s", (void *)context, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuContextW(CUcontext context, const wchar_t *name)
{
    __ferry_nvtx_log("name context", NULL, "%p %ls", (void *)context, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuStreamA(CUstream stream, const char *name)
{
    __ferry_nvtx_log("name stream", NULL, "%p %s", (void *)stream, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuStreamW(CUstream stream, const wchar_t *name)
{
    __ferry_nvtx_log("name stream", NULL, "%p %ls", (void *)stream, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuEventA(CUevent event, const char *name)
{
    __ferry_nvtx_log("name event", NULL, "%p %s", (void *)event, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCuEventW(CUevent event, const wchar_t *name)
{
    __ferry_nvtx_log("name event", NULL, "%p %ls", (void *)event, name);
}

#ifdef __cplusplus
}
#endif

#endif
