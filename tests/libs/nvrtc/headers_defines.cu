// Headers given to nvrtcCreateProgram under their include names (one in a
// subdirectory, one found with <...>), an -I directory of the program's,
// -D in its glued and long forms, -std=c++17, and -default-device making an
// unannotated function callable from a kernel; NVRTC's predefined macros.
// NVCC-FLAGS: -lnvrtc -lcuda
// ENV: FERRY_DISABLE_CACHE=1
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda.h>
#include <nvrtc.h>
#include <string>
#include <unistd.h>
#include <vector>

#include "nvrtc_test.h"

static const char *source = R"(
#ifndef __CUDACC_RTC__
#error NVRTC defines __CUDACC_RTC__
#endif
#if !defined(__CUDACC__) || __CUDA_ARCH__ != 800
#error __CUDACC__ and __CUDA_ARCH__ follow -arch
#endif
#include "ops/affine.h"
#include <limits_of_mine.h>
#include "from_dir.h"

int twice(int v) { return 2 * v; }   // a device function only with -default-device

template <typename T> constexpr T pick(T a, T b) {
    if constexpr (sizeof(T) == 4) return a; else return b;
}

extern "C" __global__ void affine(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = twice(apply_affine(i)) + LIMIT + FROM_DIR + pick<int>(0, 1);
}
)";

static const char *affine_h = R"(
#pragma once
__device__ inline int apply_affine(int x) { return SCALE * x + OFFSET; }
)";
static const char *limits_h = "#define LIMIT 1000\n";

static std::string log_of(nvrtcProgram p)
{
    size_t n = 0;
    nvrtcGetProgramLogSize(p, &n);
    std::string s(n, '\0');
    nvrtcGetProgramLog(p, &s[0]);
    return s;
}

int main()
{
    char dir[] = "/tmp/nvrtc-test-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    std::string hdr = std::string(dir) + "/from_dir.h";
    FILE *f = fopen(hdr.c_str(), "w");
    CHECK(f != NULL);
    if (f) {
        fputs("#define FROM_DIR 20000\n", f);
        fclose(f);
    }

    const char *headers[] = {affine_h, limits_h};
    const char *names[] = {"ops/affine.h", "limits_of_mine.h"};
    nvrtcProgram prog;
    CHECK(nvrtcCreateProgram(&prog, source, "affine.cu", 2, headers, names) == NVRTC_SUCCESS);
    std::string inc = std::string("-I") + dir;
    const char *opts[] = {"-DSCALE=3", "--define-macro=OFFSET=5", inc.c_str(), "-std=c++17", "-default-device",
                          "--gpu-architecture=compute_80"};
    nvrtcResult r = nvrtcCompileProgram(prog, 6, opts);
    if (r != NVRTC_SUCCESS) {
        printf("compile: %s\n%s\n", nvrtcGetErrorString(r), log_of(prog).c_str());
        return 1;
    }
    size_t size = 0;
    CHECK(nvrtcGetPTXSize(prog, &size) == NVRTC_SUCCESS);
    std::vector<char> ptx(size);
    CHECK(nvrtcGetPTX(prog, ptx.data()) == NVRTC_SUCCESS);
    CHECK(strstr(ptx.data(), ".target sm_80") != NULL);

    // Without -default-device twice() is a host function: a compile error.
    nvrtcProgram host_only;
    CHECK(nvrtcCreateProgram(&host_only, source, "affine.cu", 2, headers, names) == NVRTC_SUCCESS);
    const char *opts2[] = {"-DSCALE=3", "-DOFFSET=5", inc.c_str(), "-std=c++17"};
    CHECK(nvrtcCompileProgram(host_only, 4, opts2) == NVRTC_ERROR_COMPILATION);
    CHECK(log_of(host_only).find("twice") != std::string::npos);
    CHECK(nvrtcDestroyProgram(&host_only) == NVRTC_SUCCESS);

    // A header the program does not give is an error.
    nvrtcProgram missing;
    CHECK(nvrtcCreateProgram(&missing, source, "affine.cu", 1, headers, names) == NVRTC_SUCCESS);
    CHECK(nvrtcCompileProgram(missing, 6, opts) == NVRTC_ERROR_COMPILATION);
    CHECK(log_of(missing).find("limits_of_mine.h") != std::string::npos);
    CHECK(nvrtcDestroyProgram(&missing) == NVRTC_SUCCESS);
    unlink(hdr.c_str());
    rmdir(dir);

    CUcontext ctx;
    CUmodule module;
    CUfunction kernel;
    CHECK(driver_context(&ctx));
    CHECK(cuModuleLoadData(&module, ptx.data()) == CUDA_SUCCESS);
    CHECK(cuModuleGetFunction(&kernel, module, "affine") == CUDA_SUCCESS);
    int n = 1000;
    CUdeviceptr out;
    CHECK(cuMemAlloc(&out, n * sizeof(int)) == CUDA_SUCCESS);
    void *args[] = {&out, &n};
    CHECK(cuLaunchKernel(kernel, (n + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, args, 0) == CUDA_SUCCESS);
    std::vector<int> h(n);
    CHECK(cuMemcpyDtoH(h.data(), out, n * sizeof(int)) == CUDA_SUCCESS);
    int wrong = 0;
    for (int i = 0; i < n; i++)
        wrong += h[i] != 2 * (3 * i + 5) + 1000 + 20000;
    CHECK(wrong == 0);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);
    CHECK(cuMemFree(out) == CUDA_SUCCESS);
    CHECK(cuModuleUnload(module) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(ctx) == CUDA_SUCCESS);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
