// nvrtcGetCUBIN: for a real architecture (-arch=sm_XX) the compile gives a
// module that cuModuleLoadData loads as it is, and kernels launch from it;
// for a virtual one (compute_XX) there is none.  Also -use_fast_math and a
// __constant__ variable set through cuModuleGetGlobal.
// NVCC-FLAGS: -lnvrtc -lcuda
// ENV: FERRY_DISABLE_CACHE=1
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <nvrtc.h>
#include <string>
#include <vector>

#include "nvrtc_test.h"

static const char *source = R"(
__constant__ float gain;
extern "C" __global__ void wave(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = gain * sinf(0.001f * i);
}
)";

static nvrtcResult compile(const char *arch, nvrtcProgram *prog)
{
    if (nvrtcCreateProgram(prog, source, "wave.cu", 0, NULL, NULL) != NVRTC_SUCCESS)
        return NVRTC_ERROR_INTERNAL_ERROR;
    const char *opts[] = {arch, "--use_fast_math"};
    nvrtcResult r = nvrtcCompileProgram(*prog, 2, opts);
    if (r != NVRTC_SUCCESS) {
        size_t n;
        nvrtcGetProgramLogSize(*prog, &n);
        std::string log(n, '\0');
        nvrtcGetProgramLog(*prog, &log[0]);
        printf("compile %s: %s\n%s\n", arch, nvrtcGetErrorString(r), log.c_str());
    }
    return r;
}

int main()
{
    nvrtcProgram virt, real;
    CHECK(compile("--gpu-architecture=compute_80", &virt) == NVRTC_SUCCESS);
    size_t size = 99;
    CHECK(nvrtcGetCUBINSize(virt, &size) == NVRTC_SUCCESS);
    CHECK(size == 0);
    CHECK(nvrtcDestroyProgram(&virt) == NVRTC_SUCCESS);

    if (compile("-arch=sm_80", &real) != NVRTC_SUCCESS)
        return 1;
    size = 0;
    CHECK(nvrtcGetCUBINSize(real, &size) == NVRTC_SUCCESS);
    CHECK(size > 0);
    std::vector<char> cubin(size ? size : 1);
    CHECK(nvrtcGetCUBIN(real, cubin.data()) == NVRTC_SUCCESS);
    CHECK(size >= 4 && memcmp(cubin.data(), "\177ELF", 4) == 0);
    CHECK(nvrtcDestroyProgram(&real) == NVRTC_SUCCESS);

    CUcontext ctx;
    CUmodule module;
    CUfunction kernel;
    CHECK(driver_context(&ctx));
    if (cuModuleLoadData(&module, cubin.data()) != CUDA_SUCCESS) {
        printf("FAIL: cuModuleLoadData of the cubin\n");
        return 1;
    }
    CHECK(cuModuleGetFunction(&kernel, module, "wave") == CUDA_SUCCESS);
    CUdeviceptr gain;
    size_t gain_size = 0;
    CHECK(cuModuleGetGlobal(&gain, &gain_size, module, "gain") == CUDA_SUCCESS);
    CHECK(gain_size == sizeof(float));
    float g = 4.0f;
    CHECK(cuMemcpyHtoD(gain, &g, sizeof g) == CUDA_SUCCESS);
    int n = 5000;
    CUdeviceptr out;
    CHECK(cuMemAlloc(&out, n * sizeof(float)) == CUDA_SUCCESS);
    void *args[] = {&out, &n};
    CHECK(cuLaunchKernel(kernel, (n + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, 0) == CUDA_SUCCESS);
    std::vector<float> h(n);
    CHECK(cuMemcpyDtoH(h.data(), out, n * sizeof(float)) == CUDA_SUCCESS);
    double worst = 0;
    for (int i = 0; i < n; i++)
        worst = fmax(worst, fabs(h[i] - 4.0 * sin(0.001 * i)));
    CHECK(worst < 1e-4); // __sinf's accuracy over [0, 5]
    CHECK(cuMemFree(out) == CUDA_SUCCESS);
    CHECK(cuModuleUnload(module) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(ctx) == CUDA_SUCCESS);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
