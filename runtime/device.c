/* The one device: the host CPU, described as a GPU that real programs
 * accept (compute capability 7.5 unless FERRY_COMPUTE_CAPABILITY says
 * otherwise, one multiprocessor per pool thread). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime.h"

static cudaError_t check_device(int device)
{
    return device == 0 ? cudaSuccess : cudaErrorInvalidDevice;
}

FERRY_API cudaError_t cudaGetDeviceCount(int *count)
{
    if (!count)
        return ferry_ret(cudaErrorInvalidValue);
    *count = 1;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaSetDevice(int device)
{
    if (check_device(device) == cudaSuccess)
        ferry_cu_runtime_used();
    return ferry_ret(check_device(device));
}

FERRY_API cudaError_t cudaGetDevice(int *device)
{
    if (!device)
        return ferry_ret(cudaErrorInvalidValue);
    *device = 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    if (!device || !prop)
        return ferry_ret(cudaErrorInvalidValue);
    *device = 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDriverGetVersion(int *driverVersion)
{
    if (!driverVersion)
        return ferry_ret(cudaErrorInvalidValue);
    *driverVersion = CUDART_VERSION;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)
{
    if (!runtimeVersion)
        return ferry_ret(cudaErrorInvalidValue);
    *runtimeVersion = CUDART_VERSION;
    return cudaSuccess;
}

/* "8.6" or "86" */
static void compute_capability(int *major, int *minor)
{
    const char *env = getenv("FERRY_COMPUTE_CAPABILITY");
    int a = 0, b = 0;
    *major = 7;
    *minor = 5;
    if (!env)
        return;
    if (sscanf(env, "%d.%d", &a, &b) == 2 && a > 0 && b >= 0 && b < 10) {
        *major = a;
        *minor = b;
    } else if (a >= 10 && a < 1000) {
        *major = a / 10;
        *minor = a % 10;
    }
}

static size_t physical_memory(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? (size_t)pages * (size_t)page : (size_t)8 << 30;
}

static int l2_cache_size(void)
{
    long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
    return l2 > 0 && l2 < (1L << 30) ? (int)l2 : 4 << 20;
}

static void fill_limits(struct cudaDeviceProp *p)
{
    p->totalGlobalMem = physical_memory();
    p->sharedMemPerBlock = FERRY_SHARED_PER_BLOCK;
    p->regsPerBlock = 65536;
    p->warpSize = 32;
    p->memPitch = 2147483647;
    p->maxThreadsPerBlock = FERRY_MAX_THREADS_PER_BLOCK;
    p->maxThreadsDim[0] = 1024;
    p->maxThreadsDim[1] = 1024;
    p->maxThreadsDim[2] = 64;
    p->maxGridSize[0] = 2147483647;
    p->maxGridSize[1] = 65535;
    p->maxGridSize[2] = 65535;
    p->totalConstMem = 65536;
    p->textureAlignment = 512;
    p->texturePitchAlignment = 32;
    p->surfaceAlignment = 512;
    p->multiProcessorCount = ferry_sm_count();
    p->maxThreadsPerMultiProcessor = FERRY_MAX_THREADS_PER_SM;
    p->maxBlocksPerMultiProcessor = FERRY_MAX_BLOCKS_PER_SM;
    p->sharedMemPerMultiprocessor = FERRY_SHARED_OPTIN + 1024;
    p->sharedMemPerBlockOptin = FERRY_SHARED_OPTIN;
    p->reservedSharedMemPerBlock = 0;
    p->regsPerMultiprocessor = 65536;
    p->l2CacheSize = l2_cache_size();
    /* Elements of a texture over linear memory: a compute capability 7.5
     * GPU's, as the driver API answers (cu_attribute.c). */
    p->maxTexture1DLinear = 1 << 28;
}

static void fill_features(struct cudaDeviceProp *p)
{
    p->clockRate = 2000000; /* kHz */
    p->memoryClockRate = 3200000;
    p->memoryBusWidth = 128;
    p->deviceOverlap = 1;
    p->asyncEngineCount = 1;
    p->integrated = 1; /* device memory is host memory */
    p->canMapHostMemory = 1;
    p->computeMode = cudaComputeModeDefault;
    p->concurrentKernels = 1;
    p->unifiedAddressing = 1;
    p->streamPrioritiesSupported = 1;
    p->globalL1CacheSupported = 1;
    p->localL1CacheSupported = 1;
    p->managedMemory = 1;
    p->hostNativeAtomicSupported = 1;
    p->singleToDoublePrecisionPerfRatio = 2;
    p->pageableMemoryAccess = 1;
    p->concurrentManagedAccess = 1;
    p->computePreemptionSupported = 1;
    p->canUseHostPointerForRegisteredMem = 1;
    p->cooperativeLaunch = 1;
    p->cooperativeMultiDeviceLaunch = 1; /* a list of one device (legacy.c) */
    p->pageableMemoryAccessUsesHostPageTables = 1;
    p->directManagedMemAccessFromHost = 1;
    p->hostRegisterSupported = 1;
    p->memoryPoolsSupported = 1;
}

static void build_props(struct cudaDeviceProp *p)
{
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "Ferry CPU device");
    memcpy(p->uuid.bytes, "ferry-cpu-device", sizeof p->uuid.bytes);
    compute_capability(&p->major, &p->minor);
    fill_limits(p);
    fill_features(p);
}

/* Built once: some programs query attributes before every launch. */
static struct cudaDeviceProp props;
static pthread_once_t props_once = PTHREAD_ONCE_INIT;

static void build_once(void)
{
    build_props(&props);
}

static void fill_props(struct cudaDeviceProp *p)
{
    pthread_once(&props_once, build_once);
    *p = props;
}

FERRY_API cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    if (!prop)
        return ferry_ret(cudaErrorInvalidValue);
    if (check_device(device) != cudaSuccess)
        return ferry_ret(cudaErrorInvalidDevice);
    fill_props(prop);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device)
{
    return cudaGetDeviceProperties(prop, device);
}

static bool attribute_from_props(const struct cudaDeviceProp *p, enum cudaDeviceAttr attr, int *v)
{
    switch (attr) {
    case cudaDevAttrMaxThreadsPerBlock: *v = p->maxThreadsPerBlock; break;
    case cudaDevAttrMaxBlockDimX: *v = p->maxThreadsDim[0]; break;
    case cudaDevAttrMaxBlockDimY: *v = p->maxThreadsDim[1]; break;
    case cudaDevAttrMaxBlockDimZ: *v = p->maxThreadsDim[2]; break;
    case cudaDevAttrMaxGridDimX: *v = p->maxGridSize[0]; break;
    case cudaDevAttrMaxGridDimY: *v = p->maxGridSize[1]; break;
    case cudaDevAttrMaxGridDimZ: *v = p->maxGridSize[2]; break;
    case cudaDevAttrMaxSharedMemoryPerBlock: *v = (int)p->sharedMemPerBlock; break;
    case cudaDevAttrTotalConstantMemory: *v = (int)p->totalConstMem; break;
    case cudaDevAttrWarpSize: *v = p->warpSize; break;
    case cudaDevAttrMaxPitch: *v = (int)p->memPitch; break;
    case cudaDevAttrMaxRegistersPerBlock: *v = p->regsPerBlock; break;
    case cudaDevAttrClockRate: *v = p->clockRate; break;
    case cudaDevAttrTextureAlignment: *v = (int)p->textureAlignment; break;
    case cudaDevAttrGpuOverlap: *v = p->deviceOverlap; break;
    case cudaDevAttrMultiProcessorCount: *v = p->multiProcessorCount; break;
    case cudaDevAttrKernelExecTimeout: *v = p->kernelExecTimeoutEnabled; break;
    case cudaDevAttrIntegrated: *v = p->integrated; break;
    case cudaDevAttrCanMapHostMemory: *v = p->canMapHostMemory; break;
    case cudaDevAttrComputeMode: *v = p->computeMode; break;
    case cudaDevAttrSurfaceAlignment: *v = (int)p->surfaceAlignment; break;
    case cudaDevAttrConcurrentKernels: *v = p->concurrentKernels; break;
    case cudaDevAttrEccEnabled: *v = p->ECCEnabled; break;
    case cudaDevAttrPciBusId: *v = p->pciBusID; break;
    case cudaDevAttrPciDeviceId: *v = p->pciDeviceID; break;
    case cudaDevAttrPciDomainId: *v = p->pciDomainID; break;
    case cudaDevAttrTccDriver: *v = p->tccDriver; break;
    case cudaDevAttrMemoryClockRate: *v = p->memoryClockRate; break;
    case cudaDevAttrGlobalMemoryBusWidth: *v = p->memoryBusWidth; break;
    case cudaDevAttrL2CacheSize: *v = p->l2CacheSize; break;
    case cudaDevAttrMaxThreadsPerMultiProcessor: *v = p->maxThreadsPerMultiProcessor; break;
    case cudaDevAttrAsyncEngineCount: *v = p->asyncEngineCount; break;
    case cudaDevAttrUnifiedAddressing: *v = p->unifiedAddressing; break;
    case cudaDevAttrTexturePitchAlignment: *v = (int)p->texturePitchAlignment; break;
    case cudaDevAttrComputeCapabilityMajor: *v = p->major; break;
    case cudaDevAttrComputeCapabilityMinor: *v = p->minor; break;
    case cudaDevAttrStreamPrioritiesSupported: *v = p->streamPrioritiesSupported; break;
    case cudaDevAttrGlobalL1CacheSupported: *v = p->globalL1CacheSupported; break;
    case cudaDevAttrLocalL1CacheSupported: *v = p->localL1CacheSupported; break;
    case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *v = (int)p->sharedMemPerMultiprocessor; break;
    case cudaDevAttrMaxRegistersPerMultiprocessor: *v = p->regsPerMultiprocessor; break;
    case cudaDevAttrManagedMemory: *v = p->managedMemory; break;
    case cudaDevAttrIsMultiGpuBoard: *v = p->isMultiGpuBoard; break;
    case cudaDevAttrMultiGpuBoardGroupID: *v = p->multiGpuBoardGroupID; break;
    case cudaDevAttrHostNativeAtomicSupported: *v = p->hostNativeAtomicSupported; break;
    case cudaDevAttrSingleToDoublePrecisionPerfRatio: *v = p->singleToDoublePrecisionPerfRatio; break;
    case cudaDevAttrPageableMemoryAccess: *v = p->pageableMemoryAccess; break;
    case cudaDevAttrConcurrentManagedAccess: *v = p->concurrentManagedAccess; break;
    case cudaDevAttrComputePreemptionSupported: *v = p->computePreemptionSupported; break;
    case cudaDevAttrCanUseHostPointerForRegisteredMem: *v = p->canUseHostPointerForRegisteredMem; break;
    case cudaDevAttrCooperativeLaunch: *v = p->cooperativeLaunch; break;
    case cudaDevAttrCooperativeMultiDeviceLaunch: *v = p->cooperativeMultiDeviceLaunch; break;
    case cudaDevAttrMaxSharedMemoryPerBlockOptin: *v = (int)p->sharedMemPerBlockOptin; break;
    case cudaDevAttrHostRegisterSupported: *v = p->hostRegisterSupported; break;
    case cudaDevAttrPageableMemoryAccessUsesHostPageTables: *v = p->pageableMemoryAccessUsesHostPageTables; break;
    case cudaDevAttrDirectManagedMemAccessFromHost: *v = p->directManagedMemAccessFromHost; break;
    case cudaDevAttrMaxBlocksPerMultiprocessor: *v = p->maxBlocksPerMultiProcessor; break;
    case cudaDevAttrReservedSharedMemoryPerBlock: *v = (int)p->reservedSharedMemPerBlock; break;
    case cudaDevAttrMemoryPoolsSupported: *v = p->memoryPoolsSupported; break;
    case cudaDevAttrMaxTexture1DLinearWidth: *v = p->maxTexture1DLinear; break;
    default: return false;
    }
    return true;
}

/* Attributes Ferry has no property for (textures, surfaces, RDMA, ...) read as 0. */
static bool is_known_attribute(enum cudaDeviceAttr attr)
{
    return attr >= cudaDevAttrMaxThreadsPerBlock && attr < cudaDevAttrMax;
}

FERRY_API cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    if (!value)
        return ferry_ret(cudaErrorInvalidValue);
    if (check_device(device) != cudaSuccess)
        return ferry_ret(cudaErrorInvalidDevice);
    if (!is_known_attribute(attr))
        return ferry_ret(cudaErrorInvalidValue);
    pthread_once(&props_once, build_once);
    if (!attribute_from_props(&props, attr, value))
        *value = 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    if (!canAccessPeer)
        return ferry_ret(cudaErrorInvalidValue);
    if (check_device(device) != cudaSuccess || check_device(peerDevice) != cudaSuccess)
        return ferry_ret(cudaErrorInvalidDevice);
    *canAccessPeer = 0; /* there is no other device */
    return cudaSuccess;
}
