// Name expressions: a template kernel in a namespace instantiated for
// float and double only through nvrtcAddNameExpression, launched by the
// lowered (mangled) names nvrtcGetLoweredName gives, one of them spelled
// with nvrtcGetTypeName; a __device__ variable found by its lowered name
// with cuModuleGetGlobal; the misuse codes.
// NVCC-FLAGS: -lnvrtc -lcuda
// ENV: FERRY_DISABLE_CACHE=1
#include <cstdio>
#include <cstring>
#include <cuda.h>
#define NVRTC_GET_TYPE_NAME 1
#include <nvrtc.h>
#include <string>
#include <vector>

#include "nvrtc_test.h"

static const char *source = R"(
namespace N {
__device__ int calls;
template <typename T>
__global__ void scale(T *x, T a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= a;
    if (i == 0)
        atomicAdd(&calls, 1);
}
}
)";

template <typename T> static bool run(CUmodule module, const char *name, T a)
{
    CUfunction f;
    if (cuModuleGetFunction(&f, module, name) != CUDA_SUCCESS)
        return false;
    int n = 300;
    std::vector<T> h(n);
    for (int i = 0; i < n; i++)
        h[i] = (T)i + (T)0.5;
    CUdeviceptr d;
    cuMemAlloc(&d, n * sizeof(T));
    cuMemcpyHtoD(d, h.data(), n * sizeof(T));
    void *args[] = {&d, &a, &n};
    bool ok = cuLaunchKernel(f, 3, 1, 1, 128, 1, 1, 0, NULL, args, 0) == CUDA_SUCCESS;
    std::vector<T> out(n);
    ok = ok && cuMemcpyDtoH(out.data(), d, n * sizeof(T)) == CUDA_SUCCESS;
    for (int i = 0; ok && i < n; i++)
        ok = out[i] == h[i] * a;
    cuMemFree(d);
    return ok;
}

int main()
{
    nvrtcProgram prog;
    const char *lowered = NULL;
    CHECK(nvrtcCreateProgram(&prog, source, "scale.cu", 0, NULL, NULL) == NVRTC_SUCCESS);
    CHECK(nvrtcGetLoweredName(prog, "N::scale<float>", &lowered) == NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
    CHECK(nvrtcAddNameExpression(prog, "N::scale<float>") == NVRTC_SUCCESS);
    std::string dbl;
    CHECK(nvrtcGetTypeName<double>(&dbl) == NVRTC_SUCCESS);
    CHECK(dbl == "double");
    std::string dexpr = "&N::scale<" + dbl + ">";
    CHECK(nvrtcAddNameExpression(prog, dexpr.c_str()) == NVRTC_SUCCESS);
    CHECK(nvrtcAddNameExpression(prog, "&N::calls") == NVRTC_SUCCESS);
    CHECK(nvrtcAddNameExpression(prog, NULL) == NVRTC_ERROR_INVALID_INPUT);
    const char *opts[] = {"-arch=compute_75"};
    nvrtcResult r = nvrtcCompileProgram(prog, 1, opts);
    if (r != NVRTC_SUCCESS) {
        size_t n;
        nvrtcGetProgramLogSize(prog, &n);
        std::string log(n, '\0');
        nvrtcGetProgramLog(prog, &log[0]);
        printf("compile: %s\n%s\n", nvrtcGetErrorString(r), log.c_str());
        return 1;
    }
    CHECK(nvrtcAddNameExpression(prog, "N::scale<int>") == NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION);
    const char *fname = NULL, *dname = NULL, *vname = NULL;
    CHECK(nvrtcGetLoweredName(prog, "N::scale<float>", &fname) == NVRTC_SUCCESS);
    CHECK(nvrtcGetLoweredName(prog, "&N::scale<double>", &dname) == NVRTC_SUCCESS);
    CHECK(nvrtcGetLoweredName(prog, "&N::calls", &vname) == NVRTC_SUCCESS);
    CHECK(nvrtcGetLoweredName(prog, "N::scale<int>", &lowered) == NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID);
    CHECK(nvrtcGetLoweredName(prog, "N::scale<float>", NULL) == NVRTC_ERROR_INVALID_INPUT);
    if (!fname || !dname || !vname) {
        printf("FAIL: no lowered names\n");
        return 1;
    }
    CHECK(strcmp(fname, "_ZN1N5scaleIfEEvPT_S1_i") == 0);
    CHECK(strcmp(dname, "_ZN1N5scaleIdEEvPT_S1_i") == 0);
    CHECK(strcmp(vname, "_ZN1N5callsE") == 0);

    size_t size = 0;
    CHECK(nvrtcGetPTXSize(prog, &size) == NVRTC_SUCCESS);
    std::vector<char> ptx(size);
    CHECK(nvrtcGetPTX(prog, ptx.data()) == NVRTC_SUCCESS);
    CHECK(strstr(ptx.data(), "__ferry") == NULL); // the PTX is the program's own

    CUcontext ctx;
    CUmodule module;
    CHECK(driver_context(&ctx));
    CHECK(cuModuleLoadData(&module, ptx.data()) == CUDA_SUCCESS);
    CHECK(run<float>(module, fname, 2.5f));
    CHECK(run<double>(module, dname, -1.25));
    CUdeviceptr calls;
    size_t calls_size = 0;
    CHECK(cuModuleGetGlobal(&calls, &calls_size, module, vname) == CUDA_SUCCESS);
    CHECK(calls_size == sizeof(int));
    int h = 0;
    CHECK(cuMemcpyDtoH(&h, calls, sizeof h) == CUDA_SUCCESS);
    CHECK(h == 2);
    CHECK(cuModuleUnload(module) == CUDA_SUCCESS);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);
    CHECK(cuCtxDestroy(ctx) == CUDA_SUCCESS);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
