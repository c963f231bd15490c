// A CUDA 8-11 style program: what deviceQuery and bandwidth tests read
// (cudaDeviceProp fields CUDA 13 removed, and their attributes), and the
// runtime calls CUDA deprecated or removed: the cudaThread* names, the
// double emulation switches, the linear array copies, the multi-device
// cooperative launch, cudaProfilerInitialize.  Each answers what its
// current form answers; it builds with deprecation warnings only.
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>

#include "tally.h"

static int attr(cudaDeviceAttr a)
{
    int v = -12345;
    CHECK(cudaDeviceGetAttribute(&v, a, 0) == cudaSuccess);
    return v;
}

static void removed_fields(const cudaDeviceProp &p)
{
    printf("  GPU Max Clock rate:               %.0f MHz (%0.2f GHz)\n", p.clockRate * 1e-3f,
           p.clockRate * 1e-6f);
    printf("  Memory Clock rate:                %.0f Mhz\n", p.memoryClockRate * 1e-3f);
    printf("  Concurrent copy and kernel:       %s\n", p.deviceOverlap ? "Yes" : "No");
    printf("  Run time limit on kernels:        %s\n", p.kernelExecTimeoutEnabled ? "Yes" : "No");
    printf("  Compute Mode:                     %d\n", p.computeMode);
    printf("  Max 1D linear texture:            %d\n", p.maxTexture1DLinear);

    // kHz: between 100 MHz and 10 GHz
    CHECK(p.clockRate >= 100000 && p.clockRate <= 10000000);
    CHECK(p.memoryClockRate >= 100000 && p.memoryClockRate <= 100000000);
    CHECK(attr(cudaDevAttrClockRate) == p.clockRate);
    CHECK(attr(cudaDevAttrMemoryClockRate) == p.memoryClockRate);
    // the bandwidth formula of the CUDA samples gives a positive number
    double gbs = 2.0 * p.memoryClockRate * (p.memoryBusWidth / 8) / 1.0e6;
    CHECK(gbs > 0);
    CHECK(attr(cudaDevAttrGlobalMemoryBusWidth) == p.memoryBusWidth);

    // deviceOverlap is what asyncEngineCount > 0 says
    CHECK(p.deviceOverlap == 1 && p.asyncEngineCount > 0);
    CHECK(attr(cudaDevAttrGpuOverlap) == p.deviceOverlap);
    CHECK(p.kernelExecTimeoutEnabled == 0 || p.kernelExecTimeoutEnabled == 1);
    CHECK(attr(cudaDevAttrKernelExecTimeout) == p.kernelExecTimeoutEnabled);
    CHECK(p.computeMode == cudaComputeModeDefault);
    CHECK(attr(cudaDevAttrComputeMode) == p.computeMode);
    // at least 2^27 elements on every GPU since compute capability 2.0
    CHECK(p.maxTexture1DLinear >= (1 << 27));
    CHECK(attr(cudaDevAttrMaxTexture1DLinearWidth) == p.maxTexture1DLinear);
    CHECK(p.singleToDoublePrecisionPerfRatio >= 1);
    CHECK(attr(cudaDevAttrSingleToDoublePrecisionPerfRatio) == p.singleToDoublePrecisionPerfRatio);
    CHECK(p.cooperativeMultiDeviceLaunch == 0 || p.cooperativeMultiDeviceLaunch == 1);
    CHECK(attr(cudaDevAttrCooperativeMultiDeviceLaunch) == p.cooperativeMultiDeviceLaunch);
    CHECK(attr(cudaDevAttrMaxTimelineSemaphoreInteropSupported) ==
          attr(cudaDevAttrTimelineSemaphoreInteropSupported));
    // cudaGetDeviceProperties_v2 (CUDA 12's name) fills the same
    cudaDeviceProp q;
    memset(&q, 0x5a, sizeof q);
    CHECK(cudaGetDeviceProperties_v2(&q, 0) == cudaSuccess);
    CHECK(q.clockRate == p.clockRate && q.memoryClockRate == p.memoryClockRate &&
          q.deviceOverlap == p.deviceOverlap && q.computeMode == p.computeMode &&
          q.kernelExecTimeoutEnabled == p.kernelExecTimeoutEnabled &&
          q.maxTexture1DLinear == p.maxTexture1DLinear &&
          q.cooperativeMultiDeviceLaunch == p.cooperativeMultiDeviceLaunch);
}

__global__ void scale(double *out, double d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = d * (i + 1);
}

static void thread_calls()
{
    size_t def = 0, v = 0;
    CHECK(cudaDeviceGetLimit(&def, cudaLimitMallocHeapSize) == cudaSuccess);
    CHECK(cudaThreadSetLimit(cudaLimitMallocHeapSize, def * 2) == cudaSuccess);
    CHECK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize) == cudaSuccess && v == def * 2);
    CHECK(cudaThreadGetLimit(&v, cudaLimitMallocHeapSize) == cudaSuccess && v == def * 2);
    CHECK(cudaThreadGetLimit(nullptr, cudaLimitMallocHeapSize) == cudaErrorInvalidValue);
    cudaGetLastError();

    cudaFuncCache c = cudaFuncCachePreferNone;
    CHECK(cudaThreadSetCacheConfig(cudaFuncCachePreferL1) == cudaSuccess);
    CHECK(cudaDeviceGetCacheConfig(&c) == cudaSuccess && c == cudaFuncCachePreferL1);
    CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferEqual) == cudaSuccess);
    CHECK(cudaThreadGetCacheConfig(&c) == cudaSuccess && c == cudaFuncCachePreferEqual);

    // the double switches leave a double as it is: the device has doubles
    const int n = 1000;
    double third = 1.0 / 3.0, before = third;
    CHECK(cudaSetDoubleForDevice(&third) == cudaSuccess);
    CHECK(memcmp(&third, &before, sizeof third) == 0);
    double *out = nullptr;
    CHECK(cudaMallocManaged(&out, n * sizeof(double)) == cudaSuccess);
    scale<<<(n + 127) / 128, 128>>>(out, third, n);
    // cudaThreadSynchronize waits for the kernel, as cudaDeviceSynchronize
    CHECK(cudaThreadSynchronize() == cudaSuccess);
    CHECK(cudaSetDoubleForHost(out) == cudaSuccess);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += out[i] != before * (i + 1);
    CHECK(bad == 0);
    CHECK(cudaSetDoubleForDevice(nullptr) == cudaErrorInvalidValue);
    CHECK(cudaSetDoubleForHost(nullptr) == cudaErrorInvalidValue);
    cudaGetLastError();
    CHECK(cudaFree(out) == cudaSuccess);

    // cudaThreadExit is cudaDeviceReset: the limits are the defaults again
    CHECK(cudaThreadExit() == cudaSuccess);
    CHECK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize) == cudaSuccess && v == def);
    CHECK(cudaThreadGetCacheConfig(&c) == cudaSuccess && c == cudaFuncCachePreferNone);
}

// The linear forms count bytes from (wOffset, hOffset) on, into the
// following rows; checked against the 2D copies and the host.
static void array_copies()
{
    const int w = 16, h = 8;
    float src[w * h], back[w * h], row[w * h];
    for (int i = 0; i < w * h; i++)
        src[i] = i * 0.5f - 7.0f;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a = nullptr, b = nullptr;
    CHECK(cudaMallocArray(&a, &f, w, h) == cudaSuccess);
    CHECK(cudaMallocArray(&b, &f, w, h) == cudaSuccess);
    CHECK(cudaMemcpyToArray(a, 0, 0, src, sizeof src, cudaMemcpyHostToDevice) == cudaSuccess);
    memset(back, 0, sizeof back);
    CHECK(cudaMemcpy2DFromArray(back, w * sizeof(float), a, 0, 0, w * sizeof(float), h,
                                cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(memcmp(back, src, sizeof src) == 0);

    // 20 floats from column 3 of row 2: the rest of row 2 and 7 of row 3
    memset(row, 0, sizeof row);
    CHECK(cudaMemcpyFromArray(row, a, 3 * sizeof(float), 2, 20 * sizeof(float), cudaMemcpyDeviceToHost) ==
          cudaSuccess);
    int bad = 0;
    for (int i = 0; i < 20; i++)
        bad += row[i] != src[2 * w + 3 + i];
    CHECK(bad == 0);
    // past the end of the array
    CHECK(cudaMemcpyFromArray(row, a, 0, h - 1, 2 * w * sizeof(float), cudaMemcpyDeviceToHost) ==
          cudaErrorInvalidValue);
    cudaGetLastError();

    // array to array, at an offset, then back through the async forms
    CHECK(cudaMemcpyArrayToArray(b, 0, 0, a, 0, 0, sizeof src, cudaMemcpyDeviceToDevice) == cudaSuccess);
    CHECK(cudaMemcpyArrayToArray(b, 0, 4, a, 0, 0, w * sizeof(float)) == cudaSuccess); // row 0 over row 4
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    float twice[w * h];
    for (int i = 0; i < w * h; i++)
        twice[i] = src[i] * 2;
    CHECK(cudaMemcpyToArrayAsync(b, 0, 6, twice, w * sizeof(float), cudaMemcpyHostToDevice, s) == cudaSuccess);
    memset(back, 0, sizeof back);
    CHECK(cudaMemcpyFromArrayAsync(back, b, 0, 0, sizeof back, cudaMemcpyDeviceToHost, s) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float want = y == 4 ? src[x] : y == 6 ? twice[x] : src[y * w + x];
            bad += back[y * w + x] != want;
        }
    CHECK(bad == 0);
    CHECK(cudaStreamDestroy(s) == cudaSuccess);
    CHECK(cudaFreeArray(a) == cudaSuccess);
    CHECK(cudaFreeArray(b) == cudaSuccess);
}

__global__ void iota(int *out)
{
    out[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * 1000 + threadIdx.x;
}

static void multi_device_launch(const cudaDeviceProp &p)
{
    if (!p.cooperativeMultiDeviceLaunch)
        return;
    int *out = nullptr;
    const int blocks = 4, threads = 64;
    CHECK(cudaMallocManaged(&out, blocks * threads * sizeof(int)) == cudaSuccess);
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    void *args[] = {&out};
    cudaLaunchParams lp;
    lp.func = (void *)iota;
    lp.gridDim = dim3(blocks);
    lp.blockDim = dim3(threads);
    lp.args = args;
    lp.sharedMem = 0;
    lp.stream = s;
    CHECK(cudaLaunchCooperativeKernelMultiDevice(&lp, 1) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    int bad = 0;
    for (int i = 0; i < blocks * threads; i++)
        bad += out[i] != (i / threads) * 1000 + i % threads;
    CHECK(bad == 0);
    int count = 0;
    CHECK(cudaGetDeviceCount(&count) == cudaSuccess);
    CHECK(cudaLaunchCooperativeKernelMultiDevice(&lp, count + 1) == cudaErrorInvalidDevice);
    CHECK(cudaLaunchCooperativeKernelMultiDevice(&lp, 1, 4) == cudaErrorInvalidValue);
    lp.stream = 0; // the legacy stream may not be used
    CHECK(cudaLaunchCooperativeKernelMultiDevice(&lp, 1) == cudaErrorInvalidValue);
    cudaGetLastError();
    CHECK(cudaStreamDestroy(s) == cudaSuccess);
    CHECK(cudaFree(out) == cudaSuccess);
}

int main()
{
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
    printf("Device 0: \"%s\"\n", p.name);
    removed_fields(p);
    thread_calls();
    array_copies();
    multi_device_launch(p);

    // removed in CUDA 12: nothing to configure, as CUDA 12's driver says
    CHECK(cudaProfilerInitialize("none.cfg", "out.csv", cudaCSV) == cudaErrorNotSupported);
    CHECK(cudaGetLastError() == cudaErrorNotSupported);
    CHECK(cudaProfilerStart() == cudaSuccess && cudaProfilerStop() == cudaSuccess);

    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
