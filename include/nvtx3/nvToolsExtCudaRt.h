/* NVTX naming of runtime API objects (devices, streams, events), written
 * from the NVTX C API reference. Names matter only to a profiling tool;
 * here they go to the FERRY_NVTX_LOG log (see nvToolsExt.h). */
#ifndef FERRY_NVTOOLSEXTCUDART_H
#define FERRY_NVTOOLSEXTCUDART_H

#include "cuda_runtime_api.h"
#include "nvToolsExt.h"

#ifdef __cplusplus
extern "C" {
#endif

NVTX_DECLSPEC void NVTX_API nvtxNameCudaDeviceA(int device, const char *name)
{
    __ferry_nvtx_log("name device", NULL, "%d %s", device, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCudaDeviceW(int device, const wchar_t *name)
{
    __ferry_nvtx_log("name device", NULL, "%d %ls", device, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCudaStreamA(cudaStream_t stream, const char *name)
{
    __ferry_nvtx_log("name stream", NULL, "%p %s", (void *)stream, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCudaStreamW(cudaStream_t stream, const wchar_t *name)
{
    __ferry_nvtx_log("name stream", NULL, "%p %ls", (void *)stream, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCudaEventA(cudaEvent_t event, const char *name)
{
    __ferry_nvtx_log("name event", NULL, "%p %s", (void *)event, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCudaEventW(cudaEvent_t event, const wchar_t *name)
{
    __ferry_nvtx_log("name event", NULL, "%p %ls", (void *)event, name);
}

#ifdef __cplusplus
}
#endif

#endif
