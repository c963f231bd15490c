/* The CPU device as programs see it: count, properties, attributes,
 * versions, flags and limits. */
#include <stdio.h>
#include <string.h>

#include "cuda_runtime_api.h"

#include "runtime_check.h"

/* cudaThreadSynchronize is checked too, though deprecated. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

static void test_props(void)
{
    struct cudaDeviceProp p;
    memset(&p, 0xff, sizeof p);
    CHECK(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
    CHECK(strlen(p.name) > 0 && strlen(p.name) < sizeof p.name);
    CHECK(p.major == 7 && p.minor == 5);
    CHECK(p.warpSize == 32);
    CHECK(p.maxThreadsPerBlock == 1024);
    CHECK(p.maxThreadsDim[0] == 1024 && p.maxThreadsDim[1] == 1024 && p.maxThreadsDim[2] == 64);
    CHECK(p.maxGridSize[0] == 2147483647 && p.maxGridSize[1] == 65535 && p.maxGridSize[2] == 65535);
    CHECK(p.sharedMemPerBlock == 48 * 1024);
    CHECK(p.sharedMemPerBlockOptin >= p.sharedMemPerBlock);
    CHECK(p.multiProcessorCount >= 1);
    CHECK(p.totalGlobalMem > 0 && p.totalConstMem == 65536);
    CHECK(p.unifiedAddressing == 1 && p.managedMemory == 1);
    CHECK(p.reserved[0] == 0);
    CHECK(cudaGetDeviceProperties(&p, 1) == cudaErrorInvalidDevice);
    CHECK(cudaGetDeviceProperties(NULL, 0) == cudaErrorInvalidValue);
    cudaGetLastError();
}

static void test_attributes(void)
{
    struct cudaDeviceProp p;
    int v = -1;
    cudaGetDeviceProperties(&p, 0);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0) == cudaSuccess && v == 32);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0) == cudaSuccess &&
          v == p.multiProcessorCount);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMajor, 0) == cudaSuccess && v == 7);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMinor, 0) == cudaSuccess && v == 5);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlock, 0) == cudaSuccess && v == 49152);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0) == cudaSuccess &&
          v == (int)p.sharedMemPerBlockOptin);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0) == cudaSuccess && v == 1024);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxTexture1DWidth, 0) == cudaSuccess);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 3) == cudaErrorInvalidDevice);
    CHECK(cudaDeviceGetAttribute(&v, (enum cudaDeviceAttr)9999, 0) == cudaErrorInvalidValue);
    cudaGetLastError();
}

static void test_misc(void)
{
    int n = 0, d = -1, ver = 0;
    unsigned flags = 99;
    size_t lim = 0;
    CHECK(cudaGetDeviceCount(&n) == cudaSuccess && n == 1);
    CHECK(cudaSetDevice(0) == cudaSuccess);
    CHECK(cudaGetDevice(&d) == cudaSuccess && d == 0);
    CHECK(cudaDriverGetVersion(&ver) == cudaSuccess && ver == CUDART_VERSION);
    CHECK(cudaRuntimeGetVersion(&ver) == cudaSuccess && ver == 12030);
    CHECK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync) == cudaSuccess);
    CHECK(cudaGetDeviceFlags(&flags) == cudaSuccess && (flags & cudaDeviceScheduleBlockingSync));
    CHECK(cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield) == cudaErrorInvalidValue);
    CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 24) == cudaSuccess);
    CHECK(cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize) == cudaSuccess && lim == 1 << 24);
    CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 4096) == cudaSuccess);
    CHECK(cudaDeviceGetLimit(&lim, (enum cudaLimit)77) == cudaErrorUnsupportedLimit);
    CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared) == cudaSuccess);
    CHECK(cudaDeviceCanAccessPeer(&n, 0, 0) == cudaSuccess && n == 0);
    CHECK(cudaDeviceSynchronize() == cudaSuccess && cudaThreadSynchronize() == cudaSuccess);
    struct cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    want.major = 7;
    CHECK(cudaChooseDevice(&d, &want) == cudaSuccess && d == 0);
    size_t fr = 0, tot = 0;
    CHECK(cudaMemGetInfo(&fr, &tot) == cudaSuccess && tot > 0 && fr <= tot);
    cudaGetLastError();
    CHECK(cudaDeviceReset() == cudaSuccess);
    CHECK(cudaGetLastError() == cudaSuccess);
}

int main(void)
{
    test_props();
    test_attributes();
    test_misc();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
