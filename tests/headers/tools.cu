// The profiler and NVTX headers in a CUDA source: host-only code with
// thread-local and weak variables must not trouble the device pass.
#include <cuda_profiler_api.h>
#include <cudaProfiler.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>

__global__ void k(float *p) { p[threadIdx.x] *= 2.0f; }

// NO-IR: nvtx
int launch(float *p) {
    nvtxRangePushA("launch");
    cudaProfilerStart();
    k<<<1, 32>>>(p);
    cudaProfilerStop();
    return nvtxRangePop();
}
