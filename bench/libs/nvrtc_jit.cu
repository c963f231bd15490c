// NVRTC's cost per kernel for a program that JIT-compiles many small ones:
// N distinct kernels (a salt from the clock keeps the module cache cold),
// each created, compiled, loaded and launched once; prints the mean
// milliseconds of each step.  nvrtc_jit [N] [ptx|cubin] [SALT]: the same
// salt twice is the same kernels, answered by the caches the second time.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda.h>
#include <nvrtc.h>
#include <string>
#include <vector>

using clk = std::chrono::steady_clock;
static double ms(clk::time_point a, clk::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }

int main(int argc, char **argv)
{
    int count = argc > 1 ? atoi(argv[1]) : 100;
    bool cubin = argc > 2 && strcmp(argv[2], "cubin") == 0;
    long salt = argc > 3 ? atol(argv[3]) : (long)std::chrono::system_clock::now().time_since_epoch().count() % 1000000007;
    CUdevice dev;
    CUcontext ctx;
    cuInit(0);
    cuDeviceGet(&dev, 0);
    cuCtxCreate(&ctx, 0, dev);
    CUdeviceptr buf;
    cuMemAlloc(&buf, 1024 * sizeof(float));
    double t_compile = 0, t_load = 0, t_launch = 0;
    auto start = clk::now();
    for (int k = 0; k < count; k++) {
        char src[512];
        snprintf(src, sizeof src,
                 "extern \"C\" __global__ void k%d(float *x, int n)\n"
                 "{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] = x[i] * %d.0f + %ld.0f; }\n",
                 k, k + 2, salt % 1000 + k);
        auto t0 = clk::now();
        nvrtcProgram prog;
        nvrtcCreateProgram(&prog, src, "k.cu", 0, NULL, NULL);
        const char *opts[] = {cubin ? "-arch=sm_75" : "-arch=compute_75"};
        if (nvrtcCompileProgram(prog, 1, opts) != NVRTC_SUCCESS) {
            printf("compile failed\n");
            return 1;
        }
        size_t size;
        std::vector<char> image;
        if (cubin) {
            nvrtcGetCUBINSize(prog, &size);
            image.resize(size);
            nvrtcGetCUBIN(prog, image.data());
        } else {
            nvrtcGetPTXSize(prog, &size);
            image.resize(size);
            nvrtcGetPTX(prog, image.data());
        }
        nvrtcDestroyProgram(&prog);
        auto t1 = clk::now();
        CUmodule mod;
        CUfunction f;
        char name[32];
        snprintf(name, sizeof name, "k%d", k);
        if (cuModuleLoadData(&mod, image.data()) != CUDA_SUCCESS || cuModuleGetFunction(&f, mod, name) != CUDA_SUCCESS) {
            printf("load failed\n");
            return 1;
        }
        auto t2 = clk::now();
        int n = 1024;
        void *args[] = {&buf, &n};
        cuLaunchKernel(f, 8, 1, 1, 128, 1, 1, 0, NULL, args, 0);
        cuCtxSynchronize();
        auto t3 = clk::now();
        cuModuleUnload(mod);
        t_compile += ms(t0, t1);
        t_load += ms(t1, t2);
        t_launch += ms(t2, t3);
    }
    double total = ms(start, clk::now());
    printf("nvrtc %s%s: %d kernels, per kernel %.1f ms: compile %.1f ms, load %.1f ms, first launch %.2f ms\n",
           cubin ? "cubin" : "PTX", argc > 3 ? " (given salt)" : "", count, total / count, t_compile / count, t_load / count, t_launch / count);
    return 0;
}
