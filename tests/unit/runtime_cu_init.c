/* Driver API: what works before cuInit, devices, contexts and their
 * stacks, the primary context the runtime API binds, error names. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <pthread.h>
#include <string.h>

#include "runtime_check.h"

static void before_init(void)
{
    CUdevice dev;
    CUcontext ctx;
    CUdeviceptr p;
    CUmodule m;
    int n;
    CHECK(cuDeviceGet(&dev, 0) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuDeviceGetCount(&n) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuCtxCreate(&ctx, 0, 0) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuCtxGetCurrent(&ctx) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuMemAlloc(&p, 16) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuModuleLoad(&m, "x.cubin") == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuCtxSynchronize() == CUDA_ERROR_NOT_INITIALIZED);
    int v = 0;
    CHECK(cuDriverGetVersion(&v) == CUDA_SUCCESS && v == CUDA_VERSION);
    CHECK(cuDriverGetVersion(NULL) == CUDA_ERROR_INVALID_VALUE);
}

static void errors(void)
{
    const char *s = NULL;
    CHECK(cuGetErrorName(CUDA_ERROR_INVALID_PTX, &s) == CUDA_SUCCESS && strcmp(s, "CUDA_ERROR_INVALID_PTX") == 0);
    CHECK(cuGetErrorName(CUDA_SUCCESS, &s) == CUDA_SUCCESS && strcmp(s, "CUDA_SUCCESS") == 0);
    CHECK(cuGetErrorString(CUDA_ERROR_NOT_FOUND, &s) == CUDA_SUCCESS && strcmp(s, "named symbol not found") == 0);
    CHECK(cuGetErrorString(CUDA_ERROR_INVALID_HANDLE, &s) == CUDA_SUCCESS && strcmp(s, "invalid resource handle") == 0);
    CHECK(cuGetErrorString(CUDA_ERROR_NOT_INITIALIZED, &s) == CUDA_SUCCESS && strcmp(s, "initialization error") == 0);
    CHECK(cuGetErrorName((CUresult)12345, &s) == CUDA_ERROR_INVALID_VALUE && s == NULL);
    CHECK(cuGetErrorString((CUresult)12345, &s) == CUDA_ERROR_INVALID_VALUE && s == NULL);
    CHECK(cuGetErrorString(CUDA_SUCCESS, NULL) == CUDA_ERROR_INVALID_VALUE);
    static const CUresult all[] = {
        CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_DEINITIALIZED,
        CUDA_ERROR_NO_DEVICE, CUDA_ERROR_INVALID_DEVICE, CUDA_ERROR_INVALID_IMAGE, CUDA_ERROR_INVALID_CONTEXT,
        CUDA_ERROR_INVALID_PTX, CUDA_ERROR_INVALID_SOURCE, CUDA_ERROR_FILE_NOT_FOUND, CUDA_ERROR_INVALID_HANDLE,
        CUDA_ERROR_NOT_FOUND, CUDA_ERROR_NOT_READY, CUDA_ERROR_ILLEGAL_ADDRESS, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
        CUDA_ERROR_LAUNCH_FAILED, CUDA_ERROR_NOT_SUPPORTED, CUDA_ERROR_ASSERT, CUDA_ERROR_UNKNOWN,
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        const char *name = NULL, *text = NULL;
        CHECK(cuGetErrorName(all[i], &name) == CUDA_SUCCESS && strncmp(name, "CUDA_ERROR_", 11) == 0);
        CHECK(cuGetErrorString(all[i], &text) == CUDA_SUCCESS && text && *text);
    }
    CHECK(CUDA_ERROR_INVALID_PTX == 218 && CUDA_ERROR_NOT_FOUND == 500 && CUDA_ERROR_LAUNCH_FAILED == 719);
}

static void devices(void)
{
    CUdevice dev = -1;
    int n = 0, v = 0;
    char name[64];
    size_t mem = 0;
    CHECK(cuInit(1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuDeviceGetCount(&n) == CUDA_SUCCESS && n == 1);
    CHECK(cuDeviceGet(&dev, 0) == CUDA_SUCCESS && dev == 0);
    CHECK(cuDeviceGet(&dev, 1) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGet(NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetName(name, sizeof name, 0) == CUDA_SUCCESS && strstr(name, "Ferry"));
    CHECK(cuDeviceGetName(name, 6, 0) == CUDA_SUCCESS && strlen(name) == 5);
    CHECK(cuDeviceGetName(name, 0, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetName(name, sizeof name, 2) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0) == CUDA_SUCCESS && v == 32);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 0) == CUDA_SUCCESS && v == 1024);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0) == CUDA_SUCCESS && v >= 1);
    int major = 0, minor = -1;
    CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 0) == CUDA_SUCCESS);
    CHECK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0) == CUDA_SUCCESS);
    int ma = 0, mi = 0;
    CHECK(cuDeviceComputeCapability(&ma, &mi, 0) == CUDA_SUCCESS && ma == major && mi == minor && major >= 3);
    CHECK(cuDeviceGetAttribute(&v, (CUdevice_attribute)0, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetAttribute(&v, (CUdevice_attribute)100000, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 3) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGetAttribute(NULL, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuDeviceTotalMem(&mem, 0) == CUDA_SUCCESS && mem > 0);
}

static CUcontext current(void)
{
    CUcontext c = (CUcontext)1;
    return cuCtxGetCurrent(&c) == CUDA_SUCCESS ? c : (CUcontext)1;
}

static void contexts(void)
{
    CUcontext c1, c2, pc, x = NULL;
    CUdeviceptr p;
    unsigned flags = 99;
    CHECK(current() == NULL);
    CHECK(cuCtxGetCurrent(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAlloc(&p, 16) == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuCtxSynchronize() == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuCtxPopCurrent(&x) == CUDA_ERROR_INVALID_CONTEXT);

    CHECK(cuCtxCreate(&c1, 0, 0) == CUDA_SUCCESS && current() == c1);
    CHECK(cuCtxCreate(&c2, CU_CTX_SCHED_SPIN, 0) == CUDA_SUCCESS && current() == c2 && c2 != c1);
    CHECK(cuCtxGetFlags(&flags) == CUDA_SUCCESS && flags == CU_CTX_SCHED_SPIN);
    CUdevice d = -1;
    CHECK(cuCtxGetDevice(&d) == CUDA_SUCCESS && d == 0);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cuCtxPopCurrent(&x) == CUDA_SUCCESS && x == c2 && current() == c1);
    CHECK(cuCtxPushCurrent(c2) == CUDA_SUCCESS && current() == c2);
    CHECK(cuCtxSetCurrent(c1) == CUDA_SUCCESS && current() == c1); /* replaces the top */
    CHECK(cuCtxPopCurrent(NULL) == CUDA_SUCCESS && current() == c1);
    CHECK(cuCtxDestroy(c2) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(c2) == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuCtxPushCurrent(c2) == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuCtxSetCurrent(c2) == CUDA_ERROR_INVALID_CONTEXT);
    CHECK(cuCtxPushCurrent(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxDestroy(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxCreate(&x, 0x1000, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxCreate(&x, CU_CTX_SCHED_SPIN | CU_CTX_SCHED_YIELD, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuCtxCreate(&x, 0, 4) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuCtxCreate(NULL, 0, 0) == CUDA_ERROR_INVALID_VALUE);

    /* Memory is the device's, whichever context allocated it. */
    CHECK(cuMemAlloc(&p, 64) == CUDA_SUCCESS);
    CHECK(cuDevicePrimaryCtxRetain(&pc, 0) == CUDA_SUCCESS && pc && pc != c1);
    unsigned pflags = 1;
    int active = 0;
    CHECK(cuDevicePrimaryCtxGetState(0, &pflags, &active) == CUDA_SUCCESS && active == 1 && pflags == 0);
    CHECK(cuCtxSetCurrent(pc) == CUDA_SUCCESS && current() == pc);
    CHECK(cuMemsetD8(p, 7, 64) == CUDA_SUCCESS);
    CHECK(cuMemFree(p) == CUDA_SUCCESS);
    CHECK(cuCtxDestroy(pc) == CUDA_ERROR_INVALID_CONTEXT); /* the primary context is not the caller's */
    CHECK(cuCtxDestroy(c1) == CUDA_SUCCESS && current() == pc);
    CHECK(cuDevicePrimaryCtxRelease(0) == CUDA_SUCCESS);
    CHECK(cuDevicePrimaryCtxRelease(5) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuCtxSetCurrent(NULL) == CUDA_SUCCESS && current() == NULL);
    CHECK(cuCtxSetCurrent(NULL) == CUDA_SUCCESS);
    CHECK(cuMemAlloc(&p, 16) == CUDA_ERROR_INVALID_CONTEXT);

    /* The runtime API binds the primary context to a thread with none. */
    CHECK(cudaFree(NULL) == cudaSuccess);
    CHECK(current() == pc);
}

static void *other_thread(void *arg)
{
    CUcontext pc = arg;
    CHECK(current() == NULL);
    void *d = NULL;
    CHECK(cudaMalloc(&d, 32) == cudaSuccess);
    CHECK(current() == pc);
    CHECK(cuMemFree((CUdeviceptr)(size_t)d) == CUDA_SUCCESS);
    return NULL;
}

int main(void)
{
    before_init();
    errors();
    devices();
    contexts();
    CUcontext pc;
    CHECK(cuDevicePrimaryCtxRetain(&pc, 0) == CUDA_SUCCESS);
    pthread_t t;
    pthread_create(&t, NULL, other_thread, pc);
    pthread_join(t, NULL);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
