// NVRTC's classic example: a saxpy kernel in a string, compiled with
// options, its PTX loaded with cuModuleLoadDataEx and launched with
// cuLaunchKernel; the results checked on the host.  Also the version and
// architecture queries.
// NVCC-FLAGS: -lnvrtc -lcuda
// ENV: FERRY_DISABLE_CACHE=1
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <nvrtc.h>
#include <vector>

#include "nvrtc_test.h"

static const char *saxpy = "                                               \n\
extern \"C\" __global__                                                         \n\
void saxpy(float a, float *x, float *y, float *out, size_t n)                 \n\
{                                                                             \n\
  size_t tid = blockIdx.x * blockDim.x + threadIdx.x;                         \n\
  if (tid < n) {                                                              \n\
    out[tid] = a * x[tid] + y[tid];                                           \n\
  }                                                                           \n\
}                                                                             \n";

int main()
{
    int major = 0, minor = 0;
    CHECK(nvrtcVersion(&major, &minor) == NVRTC_SUCCESS);
    CHECK(major == 12 && minor >= 0);
    int num = 0;
    CHECK(nvrtcGetNumSupportedArchs(&num) == NVRTC_SUCCESS);
    CHECK(num > 0);
    std::vector<int> archs(num > 0 ? num : 1);
    CHECK(nvrtcGetSupportedArchs(archs.data()) == NVRTC_SUCCESS);
    bool has75 = false;
    for (int i = 0; i < num; i++) {
        has75 |= archs[i] == 75;
        if (i)
            CHECK(archs[i] > archs[i - 1]);
    }
    CHECK(has75);

    nvrtcProgram prog;
    CHECK(nvrtcCreateProgram(&prog, saxpy, "saxpy.cu", 0, NULL, NULL) == NVRTC_SUCCESS);
    const char *opts[] = {"--gpu-architecture=compute_75", "--fmad=false", "-std=c++17", "-lineinfo", "-dopt=on",
                          "--extra-device-vectorization"};
    nvrtcResult r = nvrtcCompileProgram(prog, 6, opts);
    size_t log_size = 0;
    CHECK(nvrtcGetProgramLogSize(prog, &log_size) == NVRTC_SUCCESS);
    std::vector<char> log(log_size);
    CHECK(nvrtcGetProgramLog(prog, log.data()) == NVRTC_SUCCESS);
    CHECK(strlen(log.data()) + 1 == log_size);
    if (r != NVRTC_SUCCESS) {
        printf("compile: %s\n%s\n", nvrtcGetErrorString(r), log.data());
        return 1;
    }
    size_t ptx_size = 0;
    CHECK(nvrtcGetPTXSize(prog, &ptx_size) == NVRTC_SUCCESS);
    std::vector<char> ptx(ptx_size);
    CHECK(nvrtcGetPTX(prog, ptx.data()) == NVRTC_SUCCESS);
    CHECK(strlen(ptx.data()) + 1 == ptx_size);
    CHECK(strstr(ptx.data(), ".entry saxpy") != NULL);
    CHECK(strstr(ptx.data(), ".target sm_75") != NULL);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);
    CHECK(prog == NULL);

    CUcontext ctx;
    CUmodule module;
    CUfunction kernel;
    CHECK(driver_context(&ctx));
    char error_log[4096] = "";
    CUjit_option jopts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *jvals[] = {error_log, (void *)(size_t)sizeof error_log};
    CUresult cr = cuModuleLoadDataEx(&module, ptx.data(), 2, jopts, jvals);
    if (cr != CUDA_SUCCESS) {
        printf("cuModuleLoadDataEx: %d\n%s\n", (int)cr, error_log);
        return 1;
    }
    CHECK(cuModuleGetFunction(&kernel, module, "saxpy") == CUDA_SUCCESS);

    const unsigned threads = 128, blocks = 32;
    size_t n = threads * blocks - 7, bytes = n * sizeof(float);
    float a = 5.1f;
    std::vector<float> hx(n), hy(n), hout(n);
    for (size_t i = 0; i < n; ++i) {
        hx[i] = (float)i;
        hy[i] = (float)(i * 2);
    }
    CUdeviceptr dx, dy, dout;
    CHECK(cuMemAlloc(&dx, bytes) == CUDA_SUCCESS);
    CHECK(cuMemAlloc(&dy, bytes) == CUDA_SUCCESS);
    CHECK(cuMemAlloc(&dout, bytes) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoD(dx, hx.data(), bytes) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoD(dy, hy.data(), bytes) == CUDA_SUCCESS);
    CHECK(cuMemsetD32(dout, 0, n) == CUDA_SUCCESS);
    void *args[] = {&a, &dx, &dy, &dout, &n};
    CHECK(cuLaunchKernel(kernel, blocks, 1, 1, threads, 1, 1, 0, NULL, args, 0) == CUDA_SUCCESS);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(hout.data(), dout, bytes) == CUDA_SUCCESS);
    int wrong = 0;
    for (size_t i = 0; i < n; ++i)
        wrong += hout[i] != a * hx[i] + hy[i];
    CHECK(wrong == 0);

    CHECK(cuMemFree(dx) == CUDA_SUCCESS);
    CHECK(cuMemFree(dy) == CUDA_SUCCESS);
    CHECK(cuMemFree(dout) == CUDA_SUCCESS);
    CHECK(cuModuleUnload(module) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(ctx) == CUDA_SUCCESS);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
