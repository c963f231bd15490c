// PTX-DIFF-SKIP: host runtime behaviour (stream_async runs queued kernels from NVIDIA's PTX)
// cudaDeviceGetLimit/SetLimit, CUDA 4's cudaThread* names for them, and
// what cudaDeviceReset takes away (arrays and texture objects too).
#include <cstdio>
#include <cuda_runtime.h>

#include "check.h"

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main()
{
    size_t v = 0;
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitStackSize) == cudaSuccess && v > 0);
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize) == cudaSuccess && v == (1u << 20));
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize) == cudaSuccess && v == (8u << 20));
    EXPECT(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4u << 20) == cudaSuccess);
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize) == cudaSuccess && v == (4u << 20));
    EXPECT(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64u << 20) == cudaSuccess);
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize) == cudaSuccess && v == (64u << 20));
    // Hints CUDA clamps: fetch granularity to 128 bytes, persisting L2 to
    // the device's persistingL2CacheMaxSize.
    EXPECT(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 4096) == cudaSuccess);
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitMaxL2FetchGranularity) == cudaSuccess && v == 128);
    cudaDeviceProp prop;
    EXPECT(cudaGetDeviceProperties(&prop, 0) == cudaSuccess);
    EXPECT(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 1u << 20) == cudaSuccess);
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize) == cudaSuccess &&
           v <= (size_t)prop.persistingL2CacheMaxSize);
    // A GPU gives a thread at most 512 KiB of stack.
    EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 1u << 30) == cudaErrorInvalidValue);
    EXPECT(cudaGetLastError() == cudaErrorInvalidValue);
    EXPECT(cudaDeviceSetLimit((cudaLimit)99, 1) == cudaErrorUnsupportedLimit);
    EXPECT(cudaDeviceGetLimit(&v, (cudaLimit)99) == cudaErrorUnsupportedLimit);
    EXPECT(cudaDeviceGetLimit(NULL, cudaLimitStackSize) == cudaErrorInvalidValue);
    cudaGetLastError();

    // The old names are the same calls.
    EXPECT(cudaThreadSetLimit(cudaLimitStackSize, 4096) == cudaSuccess);
    EXPECT(cudaThreadGetLimit(&v, cudaLimitStackSize) == cudaSuccess && v == 4096);
    EXPECT(cudaDeviceGetLimit(&v, cudaLimitStackSize) == cudaSuccess && v == 4096);
    cudaFuncCache cache;
    EXPECT(cudaThreadSetCacheConfig(cudaFuncCachePreferShared) == cudaSuccess);
    EXPECT(cudaThreadGetCacheConfig(&cache) == cudaSuccess && cache == cudaFuncCachePreferShared);
    EXPECT(cudaDeviceGetCacheConfig(&cache) == cudaSuccess && cache == cudaFuncCachePreferShared);
    int *d;
    EXPECT(cudaMalloc(&d, 32 * sizeof(int)) == cudaSuccess);
    fill<<<1, 32>>>(d);
    EXPECT(cudaThreadSynchronize() == cudaSuccess);
    int h[32];
    EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess && h[31] == 31);

    // A reset frees memory, arrays and texture objects, and the limits and
    // settings go back to their defaults.
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    EXPECT(cudaMallocArray(&arr, &desc, 16, 16) == cudaSuccess);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaTextureDesc td = {};
    cudaTextureObject_t tex;
    EXPECT(cudaCreateTextureObject(&tex, &res, &td, NULL) == cudaSuccess);
    EXPECT(cudaThreadExit() == cudaSuccess); // cudaDeviceReset's old name
    EXPECT(cudaDestroyTextureObject(tex) != cudaSuccess);
    EXPECT(cudaFreeArray(arr) != cudaSuccess);
    EXPECT(cudaFree(d) != cudaSuccess);
    cudaGetLastError();
    EXPECT(cudaDeviceGetCacheConfig(&cache) == cudaSuccess && cache == cudaFuncCachePreferNone);
    printf("PASS\n");
    return 0;
}
