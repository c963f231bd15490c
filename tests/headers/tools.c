/* Host C including the profiler and NVTX headers (all paths), compiled by
 * gcc and clang at each C standard: NVTX is C as much as C++. */
#include <cuda_profiler_api.h>
#include <cudaProfiler.h>
#include <nvToolsExt.h>
#include <nvToolsExtCuda.h>
#include <nvToolsExtCudaRt.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCuda.h>
#include <nvtx3/nvToolsExtCudaRt.h>

#if NVTX_VERSION != 3 || !defined(__CUDA_RUNTIME_API_H__) || !defined(__cuda_cuda_h__)
#error NVTX_VERSION or the guards
#endif

int annotate(void);
int annotate(void)
{
    nvtxEventAttributes_t a;
    memset(&a, 0, sizeof a);
    a.version = NVTX_VERSION;
    a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.colorType = NVTX_COLOR_ARGB;
    a.color = 0xff00ff00u;
    a.messageType = NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = "ex";
    nvtxDomainHandle_t d = nvtxDomainCreateA("dom");
    int level = nvtxRangePushA("outer") + nvtxRangePushEx(&a) + nvtxDomainRangePushEx(d, &a);
    nvtxMarkA("mark");
    nvtxMarkEx(&a);
    nvtxDomainMarkEx(d, &a);
    nvtxRangeId_t r = nvtxRangeStartA("start");
    nvtxRangeEnd(r);
    nvtxRangeEnd(nvtxDomainRangeStartEx(d, &a));
    nvtxNameOsThreadA(1, "main");
    nvtxNameCudaDeviceA(0, "cpu");
    nvtxNameCudaStreamA(0, "default");
    nvtxNameCuDeviceA(0, "cpu");
    nvtxDomainRangePop(d);
    nvtxRangePop();
    nvtxRangePop();
    nvtxDomainDestroy(d);
    if (cudaProfilerStart() != cudaSuccess || cuProfilerStart() != CUDA_SUCCESS)
        return -1;
    cuProfilerStop();
    return level + (int)cudaProfilerStop();
}
