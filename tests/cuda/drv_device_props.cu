// The driver API's description of the device agrees with the runtime's:
// cuDeviceGetProperties, a sweep of every CUdevice_attribute, the compute
// mode, UUID, PCI bus id, total memory; the context queries and settings;
// cuGetProcAddress by base name and version; pointer attributes.
#include <cuda.h>
#include <cstdio>
#include <cstring>

#include "tally.h"

static void properties(CUdevice dev, const cudaDeviceProp &rp)
{
    CUdevprop p;
    memset(&p, 0xff, sizeof p);
    CHECK(cuDeviceGetProperties(&p, dev) == CUDA_SUCCESS);
    CHECK(p.maxThreadsPerBlock == rp.maxThreadsPerBlock);
    for (int i = 0; i < 3; i++) {
        CHECK(p.maxThreadsDim[i] == rp.maxThreadsDim[i]);
        CHECK(p.maxGridSize[i] == rp.maxGridSize[i]);
    }
    CHECK((size_t)p.sharedMemPerBlock == rp.sharedMemPerBlock);
    CHECK((size_t)p.totalConstantMemory == rp.totalConstMem);
    CHECK(p.SIMDWidth == rp.warpSize && p.SIMDWidth == 32);
    CHECK((size_t)p.memPitch == rp.memPitch);
    CHECK(p.regsPerBlock == rp.regsPerBlock);
    CHECK(p.clockRate == rp.clockRate);
    CHECK((size_t)p.textureAlign == rp.textureAlignment);
    CHECK(cuDeviceGetProperties(nullptr, dev) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetProperties(&p, 1) == CUDA_ERROR_INVALID_DEVICE);
}

// Every attribute has an answer; where the runtime has one it is the same.
static void attributes(CUdevice dev, const cudaDeviceProp &rp)
{
    for (int a = 1; a < CU_DEVICE_ATTRIBUTE_MAX; a++) {
        int v = -12345, rv = 0;
        CHECK(cuDeviceGetAttribute(&v, (CUdevice_attribute)a, dev) == CUDA_SUCCESS);
        CHECK(v != -12345);
        if (a <= 134 && cudaDeviceGetAttribute(&rv, (cudaDeviceAttr)a, 0) == cudaSuccess && rv != 0)
            if (v != rv) {
                printf("attribute %d: driver %d, runtime %d\n", a, v, rv);
                failures++;
            }
    }
    int v = 0;
    CHECK(cuDeviceGetAttribute(&v, (CUdevice_attribute)0, dev) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX, dev) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 3) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetAttribute(nullptr, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev) == CUDA_ERROR_INVALID_VALUE);

    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, dev) == CUDA_SUCCESS);
    CHECK(v == CU_COMPUTEMODE_DEFAULT && v == rp.computeMode);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev) == CUDA_SUCCESS);
    CHECK(v == rp.multiProcessorCount && v > 0);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev) == CUDA_SUCCESS);
    CHECK((size_t)v == rp.sharedMemPerBlockOptin);

    // Texture and surface limits: as cudaDeviceProp has them, or a GPU's.
    struct { CUdevice_attribute a; int prop; } tex[] = {
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH, rp.maxTexture1D},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH, rp.maxTexture2D[0]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT, rp.maxTexture2D[1]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH, rp.maxTexture3D[0]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT, rp.maxTexture3D[1]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH, rp.maxTexture3D[2]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH, rp.maxTexture2DLayered[0]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS, rp.maxTexture2DLayered[2]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH, rp.maxTexture1DLayered[0]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH, rp.maxSurface1D},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH, rp.maxSurface2D[0]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH, rp.maxSurface3D[2]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS, rp.maxSurface2DLayered[2]},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH, rp.maxSurfaceCubemap},
        {CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH, rp.maxTextureCubemap},
    };
    for (auto &t : tex) {
        CHECK(cuDeviceGetAttribute(&v, t.a, dev) == CUDA_SUCCESS);
        CHECK(v > 0 && (t.prop == 0 || v == t.prop));
    }
    int w = 0, h = 0;
    cuDeviceGetAttribute(&w, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH, dev);
    cuDeviceGetAttribute(&h, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT, dev);
    cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH, dev);
    CHECK(w >= h && v >= w / 2);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev) == CUDA_SUCCESS &&
          v == 1);
}

static void identity(CUdevice dev, const cudaDeviceProp &rp)
{
    int major = 0, minor = -1;
    CHECK(cuDeviceComputeCapability(&major, &minor, dev) == CUDA_SUCCESS);
    CHECK(major == rp.major && minor == rp.minor);
    CUuuid u;
    CHECK(cuDeviceGetUuid(&u, dev) == CUDA_SUCCESS && memcmp(u.bytes, rp.uuid.bytes, 16) == 0);
    CHECK(cuDeviceGetUuid_v2(&u, dev) == CUDA_SUCCESS && memcmp(u.bytes, rp.uuid.bytes, 16) == 0);
    char luid[8];
    unsigned mask = 0;
    CHECK(cuDeviceGetLuid(luid, &mask, dev) == CUDA_ERROR_NOT_SUPPORTED);
    char bus[32] = {0};
    CHECK(cuDeviceGetPCIBusId(bus, sizeof bus, dev) == CUDA_SUCCESS);
    char want[32];
    snprintf(want, sizeof want, "%04x:%02x:%02x.0", rp.pciDomainID, rp.pciBusID, rp.pciDeviceID);
    CHECK(strcmp(bus, want) == 0);
    CUdevice back = -1;
    CHECK(cuDeviceGetByPCIBusId(&back, bus) == CUDA_SUCCESS && back == dev);
    CHECK(cuDeviceGetByPCIBusId(&back, "not a bus id") == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetByPCIBusId(&back, "0000:7f:00.0") == CUDA_ERROR_INVALID_DEVICE);
    size_t total = 0;
    CHECK(cuDeviceTotalMem(&total, dev) == CUDA_SUCCESS && total == rp.totalGlobalMem);
    int version = 0;
    CHECK(cuDriverGetVersion(&version) == CUDA_SUCCESS && version == CUDA_VERSION);
}

static void contexts(CUdevice dev)
{
    CUcontext primary = nullptr;
    CHECK(cuDevicePrimaryCtxRetain(&primary, dev) == CUDA_SUCCESS);
    CHECK(cuCtxSetCurrent(primary) == CUDA_SUCCESS);
    CUdevice d = -1;
    CHECK(cuCtxGetDevice(&d) == CUDA_SUCCESS && d == dev);
    unsigned flags = 99;
    CHECK(cuCtxSetFlags(CU_CTX_SCHED_BLOCKING_SYNC) == CUDA_SUCCESS);
    CHECK(cuCtxGetFlags(&flags) == CUDA_SUCCESS && flags == CU_CTX_SCHED_BLOCKING_SYNC);
    CHECK(cuCtxSetFlags(CU_CTX_SCHED_SPIN | CU_CTX_SCHED_YIELD) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxSetFlags(0) == CUDA_SUCCESS);
    size_t stack = 0;
    CHECK(cuCtxGetLimit(&stack, CU_LIMIT_STACK_SIZE) == CUDA_SUCCESS && stack > 0);

    CUfunc_cache cache;
    CHECK(cuCtxSetCacheConfig(CU_FUNC_CACHE_PREFER_L1) == CUDA_SUCCESS);
    CHECK(cuCtxGetCacheConfig(&cache) == CUDA_SUCCESS && cache == CU_FUNC_CACHE_PREFER_L1);
    cudaFuncCache rcache;
    CHECK(cudaDeviceGetCacheConfig(&rcache) == cudaSuccess && rcache == cudaFuncCachePreferL1);
    CHECK(cuCtxSetCacheConfig((CUfunc_cache)9) == CUDA_ERROR_INVALID_VALUE);
    CUsharedconfig sc;
    CHECK(cuCtxSetSharedMemConfig(CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE) == CUDA_SUCCESS);
    CHECK(cuCtxGetSharedMemConfig(&sc) == CUDA_SUCCESS && sc == CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE);
    CHECK(cuCtxSetSharedMemConfig(CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE) == CUDA_SUCCESS);

    int least = 7, greatest = 7, rl = 0, rg = 0;
    CHECK(cuCtxGetStreamPriorityRange(&least, &greatest) == CUDA_SUCCESS);
    cudaDeviceGetStreamPriorityRange(&rl, &rg);
    CHECK(least == rl && greatest == rg && greatest <= least);
    CHECK(cuCtxGetStreamPriorityRange(nullptr, nullptr) == CUDA_SUCCESS);

    unsigned api = 0;
    CHECK(cuCtxGetApiVersion(nullptr, &api) == CUDA_SUCCESS && api == 3020);
    unsigned long long id1 = 0, id2 = 0, id3 = 0;
    CHECK(cuCtxGetId(primary, &id1) == CUDA_SUCCESS && id1 != 0);
    CUcontext mine = nullptr;
    CHECK(cuCtxCreate(&mine, 0, dev) == CUDA_SUCCESS);
    CHECK(cuCtxGetId(nullptr, &id2) == CUDA_SUCCESS && id2 != id1);
    CHECK(cuCtxGetId(mine, &id3) == CUDA_SUCCESS && id3 == id2);
    CHECK(cuCtxGetId(mine, nullptr) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxDestroy(mine) == CUDA_SUCCESS);
    CHECK(cuCtxGetId(mine, &id3) == CUDA_ERROR_INVALID_CONTEXT);
}

typedef CUresult (*get_props_fn)(CUdevprop *, CUdevice);

static void entry_points(CUdevice dev)
{
    void *fn = nullptr;
    CUdriverProcAddressQueryResult st = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    CHECK(cuGetProcAddress("cuDeviceGetProperties", &fn, CUDA_VERSION, CU_GET_PROC_ADDRESS_DEFAULT, &st) ==
          CUDA_SUCCESS);
    CHECK(st == CU_GET_PROC_ADDRESS_SUCCESS && fn == (void *)&cuDeviceGetProperties);
    CUdevprop p;
    CHECK(((get_props_fn)fn)(&p, dev) == CUDA_SUCCESS && p.SIMDWidth == 32);
    CHECK(cuGetProcAddress("cuMemAlloc", &fn, 12000, 0, &st) == CUDA_SUCCESS && fn == (void *)&cuMemAlloc_v2);
    void *old = nullptr;
    CHECK(cuGetProcAddress("cuMemAlloc", &old, 3000, 0, &st) == CUDA_SUCCESS && old && old != fn);
    CHECK(cuGetProcAddress("cuMemAlloc_v2", &fn, 12000, 0, &st) == CUDA_ERROR_NOT_FOUND);
    CHECK(fn == nullptr && st == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND);
    CHECK(cuGetProcAddress("cuCtxGetId", &fn, 11080, 0, &st) == CUDA_ERROR_NOT_FOUND);
    CHECK(st == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT);
    CHECK(cuGetProcAddress("cuMemMap", &fn, 12030, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, nullptr) ==
          CUDA_SUCCESS && fn == (void *)&cuMemMap);
    CHECK(cuGetProcAddress("cuInit", &fn, CUDA_VERSION + 10, 0, &st) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGetProcAddress("cuInit", &fn, CUDA_VERSION, 8, &st) == CUDA_ERROR_INVALID_VALUE);
}

static void pointers()
{
    const size_t n = 4096;
    char *d = nullptr, *m = nullptr;
    CHECK(cudaMalloc(&d, n) == cudaSuccess);
    CHECK(cudaMallocManaged(&m, n) == cudaSuccess);
    unsigned type = 0;
    int managed = -1, mapped = 0;
    CHECK(cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)(d + 100)) == CUDA_SUCCESS);
    CHECK(type == CU_MEMORYTYPE_DEVICE);
    CHECK(cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, (CUdeviceptr)d) == CUDA_SUCCESS &&
          managed == 0);
    CHECK(cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, (CUdeviceptr)m) == CUDA_SUCCESS &&
          managed == 1);
    CUdeviceptr start = 0;
    size_t size = 0;
    CHECK(cuPointerGetAttribute(&start, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, (CUdeviceptr)(d + 7)) ==
          CUDA_SUCCESS && start == (CUdeviceptr)d);
    CHECK(cuPointerGetAttribute(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, (CUdeviceptr)(d + 7)) == CUDA_SUCCESS &&
          size == n);
    CHECK(cuPointerGetAttribute(&mapped, CU_POINTER_ATTRIBUTE_MAPPED, (CUdeviceptr)d) == CUDA_SUCCESS && mapped);
    int host_var = 0;
    CHECK(cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)&host_var) ==
          CUDA_ERROR_INVALID_VALUE);
    CUpointer_attribute attrs[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                   CU_POINTER_ATTRIBUTE_IS_MANAGED};
    int ordinal = -1;
    type = 99;
    void *data[] = {&type, &ordinal, &managed};
    CHECK(cuPointerGetAttributes(3, attrs, data, (CUdeviceptr)&host_var) == CUDA_SUCCESS);
    CHECK(type == 0 && managed == 0);
    CHECK(cuPointerGetAttributes(3, attrs, data, (CUdeviceptr)m) == CUDA_SUCCESS);
    CHECK(type == CU_MEMORYTYPE_DEVICE && ordinal == 0 && managed == 1);
    cudaFree(d);
    cudaFree(m);
}

int main()
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUdevice dev = -1;
    CHECK(cuDeviceGet(&dev, 0) == CUDA_SUCCESS && dev == 0);
    cudaDeviceProp rp;
    CHECK(cudaGetDeviceProperties(&rp, 0) == cudaSuccess);
    properties(dev, rp);
    attributes(dev, rp);
    identity(dev, rp);
    contexts(dev);
    entry_points(dev);
    pointers();
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
