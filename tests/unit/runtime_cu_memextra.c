/* The rest of the memory area: peer copies between contexts of the one
 * device, the P2P attribute, execution affinity, core dump settings,
 * cluster occupancy of a loaded kernel, RDMA flushes, attach/detach, and
 * the groups the CPU device does not support. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

static void peer_copies(CUcontext primary)
{
    CUcontext other = NULL;
    CHECK(cuCtxCreate(&other, 0, 0) == CUDA_SUCCESS);
    CHECK(cuCtxSetCurrent(primary) == CUDA_SUCCESS);
    CUdeviceptr a = 0, b = 0;
    CHECK(cuMemAlloc(&a, 256) == CUDA_SUCCESS && cuMemAlloc(&b, 256) == CUDA_SUCCESS);
    unsigned char in[256], out[256];
    for (int i = 0; i < 256; i++)
        in[i] = (unsigned char)(255 - i);
    CHECK(cuMemcpyHtoD(a, in, sizeof in) == CUDA_SUCCESS);
    CHECK(cuMemcpyPeer(b, other, a, primary, sizeof in) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, b, sizeof out) == CUDA_SUCCESS && memcmp(in, out, sizeof in) == 0);
    CUstream s = NULL;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CHECK(cuMemsetD8(b, 0, 256) == CUDA_SUCCESS);
    CHECK(cuMemcpyPeerAsync(b + 16, primary, a, other, 64, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, b, sizeof out) == CUDA_SUCCESS && out[15] == 0 && memcmp(out + 16, in, 64) == 0 &&
          out[80] == 0);
    CHECK(cuMemcpyPeer(b, NULL, a, primary, 4) == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuMemcpyPeer(b, other, 0x10, primary, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyPeerAsync(b, other, a, primary, 4, (CUstream)&out) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
    CHECK(cuMemFree(a) == CUDA_SUCCESS && cuMemFree(b) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(other) == CUDA_SUCCESS);
    CHECK(cuMemcpyPeer(b, other, a, primary, 4) == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuCtxSetCurrent(primary) == CUDA_SUCCESS);

    int v = 5;
    CHECK(cuDeviceGetP2PAttribute(&v, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, 0, 0) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetP2PAttribute(&v, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, 0, 1) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetP2PAttribute(&v, (CUdevice_P2PAttribute)0, 0, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetP2PAttribute(NULL, CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK, 0, 1) == CUDA_ERROR_INVALID_VALUE);
}

static void affinity_and_context(CUcontext primary)
{
    int pi = -1;
    CHECK(cuDeviceGetExecAffinitySupport(&pi, CU_EXEC_AFFINITY_TYPE_SM_COUNT, 0) == CUDA_SUCCESS && pi == 1);
    CHECK(cuDeviceGetExecAffinitySupport(&pi, CU_EXEC_AFFINITY_TYPE_MAX, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetExecAffinitySupport(&pi, CU_EXEC_AFFINITY_TYPE_SM_COUNT, 2) == CUDA_ERROR_INVALID_DEVICE);
    CUexecAffinityParam p;
    memset(&p, 0, sizeof p);
    int sms = 0;
    CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0) == CUDA_SUCCESS);
    CHECK(cuCtxGetExecAffinity(&p, CU_EXEC_AFFINITY_TYPE_SM_COUNT) == CUDA_SUCCESS);
    CHECK(p.type == CU_EXEC_AFFINITY_TYPE_SM_COUNT && (int)p.param.smCount.val == sms && sms > 0);
    CHECK(cuCtxGetExecAffinity(&p, CU_EXEC_AFFINITY_TYPE_MAX) == CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY);
    CHECK(cuCtxGetExecAffinity(NULL, CU_EXEC_AFFINITY_TYPE_SM_COUNT) == CUDA_ERROR_INVALID_VALUE);

    CHECK(cuCtxResetPersistingL2Cache() == CUDA_SUCCESS);
    CHECK(cuFlushGPUDirectRDMAWrites(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX,
                                     CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER) == CUDA_SUCCESS);
    CHECK(cuFlushGPUDirectRDMAWrites(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX,
                                     CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES) == CUDA_SUCCESS);
    CHECK(cuFlushGPUDirectRDMAWrites((CUflushGPUDirectRDMAWritesTarget)1, CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFlushGPUDirectRDMAWrites(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX,
                                     (CUflushGPUDirectRDMAWritesScope)150) == CUDA_ERROR_INVALID_VALUE);

    /* Attach adds a reference to the current context; the last detach destroys it. */
    CUcontext c = NULL, got = NULL;
    CHECK(cuCtxCreate(&c, 0, 0) == CUDA_SUCCESS);
    CHECK(cuCtxAttach(&got, 0) == CUDA_SUCCESS && got == c);
    CHECK(cuCtxAttach(&got, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxAttach(NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxDetach(c) == CUDA_SUCCESS);
    unsigned long long id = 0;
    CHECK(cuCtxGetId(c, &id) == CUDA_SUCCESS);                 /* still alive */
    CHECK(cuCtxDetach(primary) == CUDA_ERROR_INVALID_CONTEXT); /* not current */
    CHECK(cuCtxDetach(c) == CUDA_SUCCESS);
    CHECK(cuCtxGetId(c, &id) != CUDA_SUCCESS);
    /* A context destroyed while attached leaves no count behind. */
    CHECK(cuCtxCreate(&c, 0, 0) == CUDA_SUCCESS && cuCtxAttach(&got, 0) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(c) == CUDA_SUCCESS);
    CHECK(cuCtxCreate(&c, 0, 0) == CUDA_SUCCESS);
    CHECK(cuCtxDetach(c) == CUDA_SUCCESS);
    CHECK(cuCtxGetId(c, &id) != CUDA_SUCCESS);
    CHECK(cuCtxSetCurrent(primary) == CUDA_SUCCESS);
}

static void coredump(void)
{
    bool on = false;
    size_t size = sizeof on;
    CHECK(cuCoredumpGetAttributeGlobal(CU_COREDUMP_TRIGGER_HOST, &on, &size) == CUDA_SUCCESS && on);
    on = true;
    CHECK(cuCoredumpSetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, &on, &size) == CUDA_SUCCESS);
    char path[64] = "/tmp/ferry-core-%p";
    size = strlen(path) + 1;
    CHECK(cuCoredumpSetAttributeGlobal(CU_COREDUMP_FILE, path, &size) == CUDA_SUCCESS);
    char back[64] = "";
    size = sizeof back;
    CHECK(cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE, back, &size) == CUDA_SUCCESS);
    CHECK(strcmp(back, path) == 0 && size == strlen(path) + 1);
    size = 4;
    CHECK(cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE, back, &size) == CUDA_ERROR_INVALID_VALUE);

    /* A context starts from the global settings, then keeps its own. */
    on = false;
    size = sizeof on;
    CHECK(cuCoredumpGetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &on, &size) == CUDA_SUCCESS && on);
    on = false;
    CHECK(cuCoredumpSetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &on, &size) == CUDA_SUCCESS);
    on = true;
    CHECK(cuCoredumpGetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &on, &size) == CUDA_SUCCESS && !on);
    CHECK(cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, &on, &size) == CUDA_SUCCESS && on);
    on = true;
    CHECK(cuCoredumpSetAttribute(CU_COREDUMP_LIGHTWEIGHT, &on, &size) == CUDA_SUCCESS);
    on = false;
    CHECK(cuCoredumpGetAttribute(CU_COREDUMP_LIGHTWEIGHT, &on, &size) == CUDA_SUCCESS && on);
    CHECK(cuCoredumpSetAttribute(CU_COREDUMP_PIPE, path, &size) == CUDA_ERROR_NOT_PERMITTED);
    CHECK(cuCoredumpSetAttribute(CU_COREDUMP_ENABLE_USER_TRIGGER, &on, &size) == CUDA_ERROR_NOT_PERMITTED);
    CHECK(cuCoredumpGetAttribute(CU_COREDUMP_MAX, &on, &size) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCoredumpGetAttribute(CU_COREDUMP_LIGHTWEIGHT, NULL, &size) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCoredumpGetAttributeGlobal(CU_COREDUMP_LIGHTWEIGHT, &on, NULL) == CUDA_ERROR_INVALID_VALUE);
    size = 0;
    CHECK(cuCoredumpGetAttribute(CU_COREDUMP_LIGHTWEIGHT, &on, &size) == CUDA_ERROR_INVALID_VALUE);
}

static void clusters(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    CUmodule m = NULL;
    CUfunction f = NULL;
    CHECK(path && cuModuleLoad(&m, path) == CUDA_SUCCESS && cuModuleGetFunction(&f, m, "vec_add") == CUDA_SUCCESS);
    CUlaunchConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gridDimX = 8;
    cfg.blockDimX = 128;
    cfg.blockDimY = cfg.blockDimZ = cfg.gridDimY = cfg.gridDimZ = 1;
    int size = -1, n = -1, per_sm = 0, sms = 0;
    CHECK(cuOccupancyMaxPotentialClusterSize(&size, f, &cfg) == CUDA_SUCCESS && size == 1);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, 128, 0) == CUDA_SUCCESS && per_sm > 0);
    CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0) == CUDA_SUCCESS);
    CHECK(cuOccupancyMaxActiveClusters(&n, f, &cfg) == CUDA_SUCCESS && n == per_sm * sms);
    CUlaunchAttribute at;
    memset(&at, 0, sizeof at);
    at.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    at.value.clusterDim.x = 2;
    at.value.clusterDim.y = at.value.clusterDim.z = 1;
    cfg.attrs = &at;
    cfg.numAttrs = 1;
    CHECK(cuOccupancyMaxActiveClusters(&n, f, &cfg) == CUDA_SUCCESS && n == 0); /* never launched */
    at.value.clusterDim.x = 0;
    CHECK(cuOccupancyMaxActiveClusters(&n, f, &cfg) == CUDA_ERROR_INVALID_VALUE);
    cfg.numAttrs = 0;
    CHECK(cuOccupancyMaxActiveClusters(NULL, f, &cfg) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuOccupancyMaxPotentialClusterSize(&size, f, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuOccupancyMaxPotentialClusterSize(&size, NULL, &cfg) == CUDA_ERROR_INVALID_HANDLE);
    cfg.blockDimX = 4096;
    CHECK(cuOccupancyMaxPotentialClusterSize(&size, f, &cfg) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleUnload(m) == CUDA_SUCCESS);
}

static void not_supported(void)
{
    CUipcMemHandle mh;
    CUipcEventHandle eh;
    CUdeviceptr d = 0;
    CUevent e = NULL;
    memset(&mh, 0, sizeof mh);
    memset(&eh, 0, sizeof eh);
    CHECK(cuIpcGetMemHandle(&mh, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuIpcOpenMemHandle(&d, mh, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuIpcCloseMemHandle(d) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuIpcGetEventHandle(&eh, e) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuIpcOpenEventHandle(&e, eh) == CUDA_ERROR_NOT_SUPPORTED);
    int fd = -1;
    CHECK(cuMemGetHandleForAddressRange(&fd, d, 4096, CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD, 0) ==
          CUDA_ERROR_NOT_SUPPORTED);
    CUmulticastObjectProp mp;
    memset(&mp, 0, sizeof mp);
    CUmemGenericAllocationHandle mc = 0;
    size_t g = 0;
    CHECK(cuMulticastCreate(&mc, &mp) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMulticastAddDevice(mc, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMulticastBindMem(mc, 0, 0, 0, 0, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMulticastBindAddr(mc, 0, 0, 0, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMulticastUnbind(mc, 0, 0, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMulticastGetGranularity(&g, &mp, CU_MULTICAST_GRANULARITY_MINIMUM) == CUDA_ERROR_NOT_SUPPORTED);
    CUexternalMemory em = NULL;
    CUexternalSemaphore es = NULL;
    CUDA_EXTERNAL_MEMORY_HANDLE_DESC md;
    CUDA_EXTERNAL_MEMORY_BUFFER_DESC bd;
    CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC sd;
    CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS sp;
    CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS wp;
    memset(&md, 0, sizeof md);
    memset(&bd, 0, sizeof bd);
    memset(&sd, 0, sizeof sd);
    memset(&sp, 0, sizeof sp);
    memset(&wp, 0, sizeof wp);
    md.type = CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD;
    CHECK(cuImportExternalMemory(&em, &md) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuExternalMemoryGetMappedBuffer(&d, em, &bd) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuDestroyExternalMemory(em) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuImportExternalSemaphore(&es, &sd) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuSignalExternalSemaphoresAsync(&es, &sp, 1, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuWaitExternalSemaphoresAsync(&es, &wp, 1, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuDestroyExternalSemaphore(es) == CUDA_ERROR_NOT_SUPPORTED);
    CUgraphicsResource r = NULL;
    CUarray arr = NULL;
    size_t sz = 0;
    CHECK(cuGraphicsUnregisterResource(r) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphicsSubResourceGetMappedArray(&arr, r, 0, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphicsResourceGetMappedPointer(&d, &sz, r) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphicsResourceSetMapFlags(r, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphicsMapResources(1, &r, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphicsUnmapResources(1, &r, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    char list[64];
    CHECK(cuDeviceGetNvSciSyncAttributes(list, 0, CUDA_NVSCISYNC_ATTR_SIGNAL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuDeviceGetNvSciSyncAttributes(list, 0, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetNvSciSyncAttributes(NULL, 0, CUDA_NVSCISYNC_ATTR_WAIT) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetNvSciSyncAttributes(list, 1, CUDA_NVSCISYNC_ATTR_WAIT) == CUDA_ERROR_INVALID_DEVICE);
}

/* The calls that take array types (cu_array.h's) once they are there. */
static void with_arrays(void)
{
    size_t w = 0;
    CHECK(cuDeviceGetTexture1DLinearMaxWidth(&w, CU_AD_FORMAT_FLOAT, 4, 0) == CUDA_SUCCESS && w == (1u << 28));
    CHECK(cuDeviceGetTexture1DLinearMaxWidth(&w, CU_AD_FORMAT_UNSIGNED_INT8, 3, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetTexture1DLinearMaxWidth(&w, (CUarray_format)0x77, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetTexture1DLinearMaxWidth(&w, CU_AD_FORMAT_HALF, 1, 1) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetTexture1DLinearMaxWidth(NULL, CU_AD_FORMAT_HALF, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    CUarrayMapInfo info;
    memset(&info, 0, sizeof info);
    CHECK(cuMemMapArrayAsync(&info, 1, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CUmipmappedArray mm = NULL;
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC md;
    memset(&md, 0, sizeof md);
    CHECK(cuExternalMemoryGetMappedMipmappedArray(&mm, NULL, &md) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphicsResourceGetMappedMipmappedArray(&mm, NULL) == CUDA_ERROR_NOT_SUPPORTED);
}

int main(void)
{
    bool on;
    size_t size = sizeof on;
    CHECK(cuCoredumpGetAttributeGlobal(CU_COREDUMP_TRIGGER_HOST, &on, &size) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuCtxResetPersistingL2Cache() == CUDA_ERROR_INVALID_CONTEXT);
    CUcontext ctx = NULL;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    peer_copies(ctx);
    affinity_and_context(ctx);
    coredump();
    clusters();
    not_supported();
    with_arrays();
    CHECK(cudaGetLastError() == cudaSuccess);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
