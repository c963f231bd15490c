// Driver API events, streams with priorities, page-locked host memory and
// the asynchronous copies and fills: a kernel writes through the device
// pointer of cuMemHostAlloc'd memory; events time it; each API frees what
// the other allocated; bad handles and flags give CUDA's errors.
#include <cuda.h>
#include <cstdio>

#include "tally.h"

__global__ void twice(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= 2;
}

static void events_and_streams()
{
    CUstream s = nullptr;
    int least = 0, greatest = 0, prio = 99;
    CHECK(cuCtxGetStreamPriorityRange(&least, &greatest) == CUDA_SUCCESS);
    CHECK(cuStreamCreateWithPriority(&s, CU_STREAM_NON_BLOCKING, greatest) == CUDA_SUCCESS);
    CHECK(cuStreamGetPriority(s, &prio) == CUDA_SUCCESS && prio == greatest);
    unsigned flags = 99;
    CHECK(cuStreamGetFlags(s, &flags) == CUDA_SUCCESS && flags == CU_STREAM_NON_BLOCKING);
    CUcontext ctx = nullptr, cur = nullptr;
    CHECK(cuStreamGetCtx(s, &ctx) == CUDA_SUCCESS && cuCtxGetCurrent(&cur) == CUDA_SUCCESS && ctx == cur);

    CUevent start = nullptr, stop = nullptr, notime = nullptr;
    CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT) == CUDA_SUCCESS);
    CHECK(cuEventCreate(&stop, CU_EVENT_BLOCKING_SYNC) == CUDA_SUCCESS);
    CHECK(cuEventCreate(&notime, CU_EVENT_DISABLE_TIMING) == CUDA_SUCCESS);
    CHECK(cuEventCreate(&notime, 0x40) == CUDA_ERROR_INVALID_VALUE);
    float ms = -1;
    CHECK(cuEventElapsedTime(&ms, start, stop) == CUDA_ERROR_INVALID_HANDLE); // not recorded
    CHECK(cuEventRecord(start, s) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(nullptr, start, CU_EVENT_WAIT_DEFAULT) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(s, start, 8) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuEventRecordWithFlags(stop, s, CU_EVENT_RECORD_DEFAULT) == CUDA_SUCCESS);
    CHECK(cuEventRecord(notime, s) == CUDA_SUCCESS);
    CHECK(cuEventSynchronize(stop) == CUDA_SUCCESS && cuEventQuery(stop) == CUDA_SUCCESS);
    CHECK(cuEventElapsedTime(&ms, start, stop) == CUDA_SUCCESS && ms >= 0.0f);
    CHECK(cuEventElapsedTime(&ms, start, notime) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuEventDestroy(notime) == CUDA_SUCCESS);
    CHECK(cuEventQuery(notime) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuEventRecord(start, (CUstream)0x1234) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuEventDestroy(start) == CUDA_SUCCESS && cuEventDestroy(stop) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
    cudaGetLastError(); // the runtime's record of the timing errors above
}

static void host_memory()
{
    const int n = 1000;
    int *h = nullptr;
    CHECK(cuMemHostAlloc((void **)&h, n * sizeof(int), CU_MEMHOSTALLOC_DEVICEMAP) == CUDA_SUCCESS && h);
    unsigned flags = 0;
    CHECK(cuMemHostGetFlags(&flags, h + 10) == CUDA_SUCCESS && flags == CU_MEMHOSTALLOC_DEVICEMAP);
    CUdeviceptr d = 0;
    CHECK(cuMemHostGetDevicePointer(&d, h, 0) == CUDA_SUCCESS && d == (CUdeviceptr)h);
    for (int i = 0; i < n; i++)
        h[i] = i;
    twice<<<(n + 127) / 128, 128>>>((int *)d, n);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok = ok && h[i] == 2 * i;
    CHECK(ok);
    unsigned type = 0;
    CHECK(cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d) == CUDA_SUCCESS &&
          type == CU_MEMORYTYPE_HOST);
    CHECK(cuMemFreeHost(h) == CUDA_SUCCESS);
    CHECK(cuMemFreeHost(h) == CUDA_ERROR_INVALID_VALUE);

    void *rt = nullptr;
    CHECK(cudaMallocHost(&rt, 64) == cudaSuccess);
    CHECK(cuMemFreeHost(rt) == CUDA_SUCCESS); // the runtime's, freed by the driver
    CHECK(cuMemAllocHost(&rt, 64) == CUDA_SUCCESS);
    CHECK(cudaFreeHost(rt) == cudaSuccess);

    static int user[256];
    CHECK(cuMemHostRegister(user, sizeof user, CU_MEMHOSTREGISTER_PORTABLE) == CUDA_SUCCESS);
    CHECK(cuMemHostRegister(user + 8, 16, 0) == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED);
    CHECK(cuMemHostGetDevicePointer(&d, user + 4, 0) == CUDA_SUCCESS && d == (CUdeviceptr)(user + 4));
    CHECK(cuMemHostUnregister(user) == CUDA_SUCCESS);
    CHECK(cuMemHostUnregister(user) == CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED);
    CHECK(cuMemHostGetDevicePointer(&d, user, 0) == CUDA_ERROR_INVALID_VALUE);
}

static void async_copies()
{
    CUstream s = nullptr;
    CHECK(cuStreamCreate(&s, CU_STREAM_DEFAULT) == CUDA_SUCCESS);
    const int n = 512;
    int src[n], dst[n];
    for (int i = 0; i < n; i++)
        src[i] = i * 7, dst[i] = 0;
    CUdeviceptr a = 0, b = 0;
    CHECK(cuMemAlloc(&a, sizeof src) == CUDA_SUCCESS && cuMemAlloc(&b, sizeof src) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(a, src, sizeof src, s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoDAsync(b, a, sizeof src, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD32Async(b, 5, 4, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD16Async(b + 16, 0x0101, 2, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD8Async(b + 20, 2, 4, s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoHAsync(dst, b, sizeof dst, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    bool ok = dst[0] == 5 && dst[3] == 5 && dst[4] == 0x01010101 && dst[5] == 0x02020202;
    for (int i = 6; i < n; i++)
        ok = ok && dst[i] == i * 7;
    CHECK(ok);
    CHECK(cuMemcpyAsync((CUdeviceptr)dst, a, 8, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && dst[1] == 7);
    CHECK(cuMemcpyHtoDAsync(a, src, sizeof src, (CUstream)0x5678) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuMemsetD32Async(a + 2, 0, 1, s) == CUDA_ERROR_INVALID_VALUE); // misaligned
    CHECK(cuMemFree(a) == CUDA_SUCCESS && cuMemFree(b) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
}

static void CUDA_CB host_fn(void *user)
{
    ++*(int *)user;
}

static void CUDA_CB callback(CUstream, CUresult status, void *user)
{
    *(int *)user = status == CUDA_SUCCESS ? 10 : -1;
}

static void misc()
{
    CUdeviceptr p = 0, base = 0;
    size_t pitch = 0, size = 0;
    CHECK(cuMemAllocPitch(&p, &pitch, 100, 7, 4) == CUDA_SUCCESS && pitch >= 100);
    void *rp = nullptr;
    size_t rpitch = 0;
    CHECK(cudaMallocPitch(&rp, &rpitch, 100, 7) == cudaSuccess && rpitch == pitch);
    CHECK(cuMemAllocPitch(&p, &pitch, 100, 7, 3) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemGetAddressRange(&base, &size, p + 150) == CUDA_SUCCESS && base == p && size == pitch * 7);
    int local = 0;
    CHECK(cuMemGetAddressRange(&base, &size, (CUdeviceptr)&local) == CUDA_ERROR_NOT_FOUND);
    CHECK(cuMemFree(p) == CUDA_SUCCESS && cudaFree(rp) == cudaSuccess);

    CUstream s = nullptr;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CHECK(cuMemAllocAsync(&p, 256, s) == CUDA_SUCCESS && p);
    CHECK(cuMemPrefetchAsync(p, 256, 0, s) == CUDA_ERROR_INVALID_VALUE); // not managed
    CHECK(cuMemFreeAsync(p, s) == CUDA_SUCCESS);
    CHECK(cuMemAllocManaged(&p, 256, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuMemPrefetchAsync(p, 256, 0, s) == CUDA_SUCCESS);
    CHECK(cuMemPrefetchAsync(p, 256, CU_DEVICE_CPU, s) == CUDA_SUCCESS);
    CHECK(cuMemPrefetchAsync(p, 512, 0, s) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemPrefetchAsync(p, 256, 3, s) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuMemFree(p) == CUDA_SUCCESS);
    int calls = 0, status = 0;
    CHECK(cuLaunchHostFunc(s, host_fn, &calls) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && calls == 1);
    CHECK(cuLaunchHostFunc(s, nullptr, &calls) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamAddCallback(s, callback, &status, 0) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && status == 10);
    CHECK(cuStreamAddCallback(s, callback, &status, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);

    int can = -1;
    CHECK(cuDeviceCanAccessPeer(&can, 0, 0) == CUDA_SUCCESS && can == 0);
    CHECK(cuDeviceCanAccessPeer(&can, 0, 1) == CUDA_ERROR_INVALID_DEVICE);
    CUcontext cur = nullptr;
    cuCtxGetCurrent(&cur);
    CHECK(cuCtxEnablePeerAccess(cur, 0) == CUDA_ERROR_PEER_ACCESS_UNSUPPORTED);
    CHECK(cuCtxDisablePeerAccess(cur) == CUDA_ERROR_PEER_ACCESS_NOT_ENABLED);
}

// A 16x6 block from (4, 2) of a host image, to a pitched device buffer
// and back into another host image at (1, 3).
static void copies_2d()
{
    const int W = 40, H = 10;
    unsigned char img[H][W], out[H][W] = {};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (unsigned char)(y * W + x);
    CUdeviceptr d = 0;
    size_t pitch = 0;
    CHECK(cuMemAllocPitch(&d, &pitch, 16, 6, 4) == CUDA_SUCCESS);
    CUDA_MEMCPY2D c = {};
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = img;
    c.srcPitch = W;
    c.srcXInBytes = 4;
    c.srcY = 2;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c.dstDevice = d;
    c.dstPitch = pitch;
    c.WidthInBytes = 16;
    c.Height = 6;
    CHECK(cuMemcpy2D(&c) == CUDA_SUCCESS);
    CUDA_MEMCPY2D back = {};
    back.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    back.srcDevice = d;
    back.srcPitch = pitch;
    back.dstMemoryType = CU_MEMORYTYPE_HOST;
    back.dstHost = out;
    back.dstPitch = W;
    back.dstXInBytes = 1;
    back.dstY = 3;
    back.WidthInBytes = 16;
    back.Height = 6;
    CHECK(cuMemcpy2DAsync(&back, nullptr) == CUDA_SUCCESS);
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            bool inside = y >= 3 && y < 9 && x >= 1 && x < 17;
            ok = ok && out[y][x] == (inside ? img[y - 3 + 2][x - 1 + 4] : 0);
        }
    CHECK(ok);
    back.Height = 7; // one row past the device buffer
    CHECK(cuMemcpy2DUnaligned(&back) == CUDA_ERROR_INVALID_VALUE);
    back.Height = 6;
    back.srcPitch = 8; // narrower than a row
    CHECK(cuMemcpy2D(&back) == CUDA_ERROR_INVALID_VALUE);
    back.srcMemoryType = (CUmemorytype)9;
    CHECK(cuMemcpy2D(&back) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(d) == CUDA_SUCCESS);
}

// Last: the reset frees every allocation.
static void primary_reset()
{
    unsigned flags = 0;
    int active = 0;
    CHECK(cuDevicePrimaryCtxSetFlags(0, CU_CTX_SCHED_YIELD) == CUDA_SUCCESS);
    CHECK(cuDevicePrimaryCtxGetState(0, &flags, &active) == CUDA_SUCCESS && flags == CU_CTX_SCHED_YIELD && active);
    CHECK(cuDevicePrimaryCtxSetFlags(0, 0x1000) == CUDA_ERROR_INVALID_VALUE);
    CUdeviceptr p = 0;
    CHECK(cuMemAlloc(&p, 64) == CUDA_SUCCESS);
    CHECK(cuDevicePrimaryCtxReset(0) == CUDA_SUCCESS);
    CHECK(cuMemFree(p) == CUDA_ERROR_INVALID_VALUE); // gone with the reset
}

int main()
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = nullptr;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    events_and_streams();
    host_memory();
    async_copies();
    misc();
    copies_2d();
    primary_reset();
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
