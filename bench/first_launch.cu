// The cost of the first launch against a warm one, for the runtime API
// (a portable binary picks its CPU variant in a constructor, before main)
// and for the driver API loading PTX (compiled on first use, then cached
// on disk: run it with an empty FERRY_CACHE_DIR for the cold case).
//   first_launch          runtime API: first launch, then warm launches
//   first_launch --ptx    driver API: cuModuleLoadData of PTX, then a launch
#include <cuda.h>
#include <chrono>
#include <cstdio>
#include <cstring>

__global__ void scale(float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= a;
}

static const char *ptx_text =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry scale(.param .u64 x, .param .f32 a, .param .u32 n)\n{\n"
    "  .reg .pred %p; .reg .b32 %r<6>; .reg .f32 %f<3>; .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [x]; ld.param.f32 %f1, [a]; ld.param.u32 %r1, [n];\n"
    "  mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x; mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4; setp.ge.s32 %p, %r5, %r1; @%p bra done;\n"
    "  cvta.to.global.u64 %rd2, %rd1; mul.wide.s32 %rd3, %r5, 4; add.s64 %rd2, %rd2, %rd3;\n"
    "  ld.global.f32 %f2, [%rd2]; mul.f32 %f2, %f2, %f1; st.global.f32 [%rd2], %f2;\n"
    "done:\n  ret;\n}\n";

using clk = std::chrono::steady_clock;
static double ms(clk::time_point a, clk::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

static int runtime_api(void)
{
    const int n = 1 << 16;
    float *x;
    cudaMalloc(&x, n * sizeof *x);
    cudaMemset(x, 0, n * sizeof *x);
    auto t0 = clk::now();
    scale<<<n / 256, 256>>>(x, 2.0f, n);
    cudaDeviceSynchronize();
    auto t1 = clk::now();
    const int reps = 200;
    for (int r = 0; r < reps; r++)
        scale<<<n / 256, 256>>>(x, 2.0f, n);
    cudaDeviceSynchronize();
    auto t2 = clk::now();
    printf("runtime_first_ms=%.3f\nruntime_warm_ms=%.3f\n", ms(t0, t1), ms(t1, t2) / reps);
    cudaFree(x);
    return cudaGetLastError() != cudaSuccess;
}

static int driver_api(void)
{
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction fn;
    if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx))
        return 1;
    auto t0 = clk::now();
    if (cuModuleLoadData(&mod, ptx_text) || cuModuleGetFunction(&fn, mod, "scale"))
        return 1;
    auto t1 = clk::now();
    const int n = 1 << 16;
    CUdeviceptr x;
    cuMemAlloc(&x, n * sizeof(float));
    float a = 2.0f;
    int nn = n;
    void *args[] = {&x, &a, &nn};
    auto t2 = clk::now();
    if (cuLaunchKernel(fn, n / 256, 1, 1, 256, 1, 1, 0, 0, args, 0) || cuCtxSynchronize())
        return 1;
    auto t3 = clk::now();
    printf("ptx_load_ms=%.3f\nptx_first_launch_ms=%.3f\n", ms(t0, t1), ms(t2, t3));
    cuMemFree(x);
    cuModuleUnload(mod);
    return 0;
}

int main(int argc, char **argv)
{
    return argc > 1 && !strcmp(argv[1], "--ptx") ? driver_api() : runtime_api();
}
