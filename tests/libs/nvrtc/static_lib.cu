// libnvrtc_static.a (CMake's CUDA::nvrtc_static): linked into the program,
// it finds Ferry's nvcc from the tree it was built for; a kernel compiled
// with it loads and runs.
// NVCC-FLAGS: -lnvrtc_static -lcuda
// ENV: FERRY_DISABLE_CACHE=1
#include <cstdio>
#include <cuda.h>
#include <nvrtc.h>
#include <vector>

#include "nvrtc_test.h"

static const char *source = "extern \"C\" __global__ void iota(unsigned *p, unsigned base)\n"
                            "{ p[blockIdx.x * blockDim.x + threadIdx.x] = base + blockIdx.x * blockDim.x + threadIdx.x; }\n";

int main()
{
    nvrtcProgram prog;
    CHECK(nvrtcCreateProgram(&prog, source, "iota.cu", 0, NULL, NULL) == NVRTC_SUCCESS);
    nvrtcResult r = nvrtcCompileProgram(prog, 0, NULL);
    if (r != NVRTC_SUCCESS) {
        printf("compile: %s\n", nvrtcGetErrorString(r));
        return 1;
    }
    size_t size = 0;
    CHECK(nvrtcGetPTXSize(prog, &size) == NVRTC_SUCCESS);
    std::vector<char> ptx(size);
    CHECK(nvrtcGetPTX(prog, ptx.data()) == NVRTC_SUCCESS);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);

    CUcontext ctx;
    CUmodule module;
    CUfunction f;
    CHECK(driver_context(&ctx));
    CHECK(cuModuleLoadData(&module, ptx.data()) == CUDA_SUCCESS);
    CHECK(cuModuleGetFunction(&f, module, "iota") == CUDA_SUCCESS);
    unsigned n = 256, base = 1000;
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, n * sizeof(unsigned)) == CUDA_SUCCESS);
    void *args[] = {&d, &base};
    CHECK(cuLaunchKernel(f, 4, 1, 1, 64, 1, 1, 0, NULL, args, 0) == CUDA_SUCCESS);
    std::vector<unsigned> h(n);
    CHECK(cuMemcpyDtoH(h.data(), d, n * sizeof(unsigned)) == CUDA_SUCCESS);
    int wrong = 0;
    for (unsigned i = 0; i < n; i++)
        wrong += h[i] != base + i;
    CHECK(wrong == 0);
    CHECK(cuMemFree(d) == CUDA_SUCCESS);
    CHECK(cuModuleUnload(module) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(ctx) == CUDA_SUCCESS);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
