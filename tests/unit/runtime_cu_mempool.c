/* Driver API memory pools: the default and current pool, a created pool
 * that allocates on a stream, frees, reuses its blocks up to the release
 * threshold, reports and trims its memory; access descriptors; misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <string.h>

#include "runtime_check.h"

static void default_pool(void)
{
    CUmemoryPool def = NULL, cur = NULL;
    CHECK(cuDeviceGetDefaultMemPool(&def, 0) == CUDA_SUCCESS && def != NULL);
    CHECK(cuDeviceGetMemPool(&cur, 0) == CUDA_SUCCESS && cur == def);
    cudaMemPool_t rt = NULL;
    CHECK(cudaDeviceGetDefaultMemPool(&rt, 0) == cudaSuccess && rt == def); /* one pool for both APIs */
    CHECK(cuDeviceGetDefaultMemPool(&def, 1) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetDefaultMemPool(NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetMemPool(NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceSetMemPool(0, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceSetMemPool(3, def) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuMemPoolDestroy(def) == CUDA_ERROR_INVALID_VALUE); /* the default pool stays */
}

static CUmemPoolProps device_props(void)
{
    CUmemPoolProps p;
    memset(&p, 0, sizeof p);
    p.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    p.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    p.location.id = 0;
    return p;
}

static uint64_t attr64(CUmemoryPool pool, CUmemPool_attribute a)
{
    uint64_t v = ~0ull;
    CHECK(cuMemPoolGetAttribute(pool, a, &v) == CUDA_SUCCESS);
    return v;
}

static void alloc_free_reuse(CUmemoryPool pool, CUstream s)
{
    uint64_t keep = UINT64_MAX;
    CHECK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep) == CUDA_SUCCESS);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD) == UINT64_MAX);
    CUdeviceptr a = 0, b = 0;
    CHECK(cuMemAllocFromPoolAsync(&a, 1000, pool, s) == CUDA_SUCCESS && a != 0 && a % 256 == 0);
    CHECK(cuMemAllocFromPoolAsync(&b, 4096, pool, s) == CUDA_SUCCESS && b != 0 && b != a);
    unsigned char in[1000], out[1000];
    for (int i = 0; i < 1000; i++)
        in[i] = (unsigned char)(i * 7);
    CHECK(cuMemcpyHtoDAsync(a, in, sizeof in, s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoDAsync(b, a, sizeof in, s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoHAsync(out, b, sizeof out, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && memcmp(in, out, sizeof in) == 0);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT) >= 1000 + 4096);
    uint64_t reserved = attr64(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
    CHECK(reserved >= 1000 + 4096);
    CUdeviceptr base = 0;
    size_t size = 0;
    CHECK(cuMemGetAddressRange(&base, &size, a + 10) == CUDA_SUCCESS && base == a && size == 1000);

    /* A freed block is kept (the threshold is high) and given out again. */
    CHECK(cuMemFreeAsync(a, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT) == reserved);
    CUdeviceptr c = 0;
    CHECK(cuMemAllocFromPoolAsync(&c, 900, pool, s) == CUDA_SUCCESS && c == a);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH) >= attr64(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT));
    CHECK(cuMemFreeAsync(c, s) == CUDA_SUCCESS && cuMemFreeAsync(b, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT) == 0);
    CHECK(cuMemFree(c) == CUDA_ERROR_INVALID_VALUE); /* freed already */

    /* Trimming gives the kept blocks back. */
    CHECK(cuMemPoolTrimTo(pool, 0) == CUDA_SUCCESS);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT) == 0);
    uint64_t zero = 0, one = 1;
    CHECK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, &zero) == CUDA_SUCCESS);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH) == 0);
    CHECK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH, &one) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT, &zero) == CUDA_ERROR_INVALID_VALUE);
    int reuse = 0;
    CHECK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC, &reuse) == CUDA_SUCCESS);
    reuse = 5;
    CHECK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC, &reuse) == CUDA_SUCCESS && reuse == 0);
    CHECK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES, &reuse) == CUDA_SUCCESS &&
          reuse == 1);
    CHECK(cuMemPoolGetAttribute(pool, (CUmemPool_attribute)99, &reuse) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH, NULL) == CUDA_ERROR_INVALID_VALUE);
}

static void access(CUmemoryPool pool)
{
    CUmemLocation loc = {CU_MEM_LOCATION_TYPE_DEVICE, 0};
    CUmemAccess_flags f = CU_MEM_ACCESS_FLAGS_PROT_NONE;
    CHECK(cuMemPoolGetAccess(&f, pool, &loc) == CUDA_SUCCESS && f == CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    CUmemAccessDesc d = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
    CHECK(cuMemPoolSetAccess(pool, &d, 1) == CUDA_SUCCESS);
    d.location.id = 4;
    CHECK(cuMemPoolSetAccess(pool, &d, 1) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuMemPoolSetAccess(pool, NULL, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemPoolGetAccess(NULL, pool, &loc) == CUDA_ERROR_INVALID_VALUE);
}

static void created_pool(void)
{
    CUmemPoolProps props = device_props();
    CUmemoryPool pool = NULL;
    CHECK(cuMemPoolCreate(&pool, &props) == CUDA_SUCCESS && pool != NULL);
    CUstream s = NULL;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    alloc_free_reuse(pool, s);
    access(pool);

    /* The current pool serves cuMemAllocAsync's runtime twin. */
    CUmemoryPool def = NULL, cur = NULL;
    CHECK(cuDeviceGetDefaultMemPool(&def, 0) == CUDA_SUCCESS);
    CHECK(cuDeviceSetMemPool(0, pool) == CUDA_SUCCESS);
    CHECK(cuDeviceGetMemPool(&cur, 0) == CUDA_SUCCESS && cur == pool);
    void *p = NULL;
    CHECK(cudaMallocAsync(&p, 512, s) == cudaSuccess && p != NULL);
    CHECK(attr64(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT) >= 512);
    CHECK(cudaFreeAsync(p, s) == cudaSuccess);
    CHECK(cuDeviceSetMemPool(0, def) == CUDA_SUCCESS);

    CHECK(cuMemPoolDestroy(pool) == CUDA_SUCCESS);
    CHECK(cuMemPoolDestroy(pool) == CUDA_ERROR_INVALID_VALUE);
    CUdeviceptr d = 0;
    CHECK(cuMemAllocFromPoolAsync(&d, 64, pool, s) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
}

/* Captured, an allocation from a pool is an allocation node of the graph. */
static void captured(void)
{
    CUmemoryPool def = NULL;
    CHECK(cuDeviceGetDefaultMemPool(&def, 0) == CUDA_SUCCESS);
    CUstream s = NULL;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    uint64_t used = attr64(def, CU_MEMPOOL_ATTR_USED_MEM_CURRENT);
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) == cudaSuccess);
    CUdeviceptr d = 0;
    CHECK(cuMemAllocFromPoolAsync(&d, 256, def, s) == CUDA_SUCCESS && d != 0);
    CHECK(cudaFreeAsync((void *)(uintptr_t)d, s) == cudaSuccess);
    cudaGraph_t g = NULL;
    CHECK(cudaStreamEndCapture(s, &g) == cudaSuccess && g != NULL);
    CHECK(attr64(def, CU_MEMPOOL_ATTR_USED_MEM_CURRENT) == used); /* the pool gave nothing out */
    cudaGraphNode_t nodes[4];
    size_t n = 4;
    enum cudaGraphNodeType t = cudaGraphNodeTypeEmpty;
    CHECK(cudaGraphGetNodes(g, nodes, &n) == cudaSuccess && n >= 2);
    CHECK(cudaGraphNodeGetType(nodes[0], &t) == cudaSuccess && t == cudaGraphNodeTypeMemAlloc);
    cudaGraphExec_t e = NULL;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess && cudaGraphLaunch(e, s) == cudaSuccess);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cudaGraphExecDestroy(e) == cudaSuccess && cudaGraphDestroy(g) == cudaSuccess);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
}

static void misuse(void)
{
    CUmemPoolProps props = device_props();
    CUmemoryPool pool = NULL;
    CHECK(cuMemPoolCreate(NULL, &props) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemPoolCreate(&pool, NULL) == CUDA_ERROR_INVALID_VALUE);
    props.allocType = CU_MEM_ALLOCATION_TYPE_INVALID;
    CHECK(cuMemPoolCreate(&pool, &props) == CUDA_ERROR_INVALID_VALUE);
    props = device_props();
    props.location.id = 2;
    CHECK(cuMemPoolCreate(&pool, &props) == CUDA_ERROR_INVALID_DEVICE);
    props = device_props();
    props.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CHECK(cuMemPoolCreate(&pool, &props) == CUDA_ERROR_NOT_SUPPORTED);
    props = device_props();
    props.location.type = CU_MEM_LOCATION_TYPE_HOST;
    CHECK(cuMemPoolCreate(&pool, &props) == CUDA_ERROR_NOT_SUPPORTED);
    props.location.type = CU_MEM_LOCATION_TYPE_INVALID;
    CHECK(cuMemPoolCreate(&pool, &props) == CUDA_ERROR_INVALID_VALUE);

    CUmemoryPool def = NULL;
    CHECK(cuDeviceGetDefaultMemPool(&def, 0) == CUDA_SUCCESS);
    CUdeviceptr d = 0;
    CHECK(cuMemAllocFromPoolAsync(&d, 0, def, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAllocFromPoolAsync(NULL, 16, def, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAllocFromPoolAsync(&d, 16, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAllocFromPoolAsync(&d, 16, def, (CUstream)&d) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuMemAllocFromPoolAsync(&d, 16, def, NULL) == CUDA_SUCCESS && d != 0);
    CHECK(cuMemFreeAsync(d, NULL) == CUDA_SUCCESS);
    CHECK(cuMemPoolTrimTo(NULL, 0) == CUDA_ERROR_INVALID_VALUE);

    /* Sharing pools between processes is not supported. */
    int fd = -1;
    CUmemPoolPtrExportData data;
    CHECK(cuMemPoolExportToShareableHandle(&fd, def, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0) ==
          CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMemPoolImportFromShareableHandle(&pool, &fd, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0) ==
          CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMemPoolExportPointer(&data, d) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMemPoolImportPointer(&d, def, &data) == CUDA_ERROR_NOT_SUPPORTED);
    /* Driver errors are not the runtime's. */
    CHECK(cudaGetLastError() == cudaSuccess);
}

int main(void)
{
    CUmemoryPool pool;
    CHECK(cuDeviceGetDefaultMemPool(&pool, 0) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = NULL;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    default_pool();
    created_pool();
    captured();
    misuse();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
