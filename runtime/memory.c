/* Allocation API: device, managed, pinned and registered host memory.  On
 * the CPU all of them are ordinary host memory; the kinds differ only in
 * which free function accepts them and what cudaPointerGetAttributes says. */
#include <stdlib.h>
#include <unistd.h>

#include "graph.h"
#include "rt_mem.h"
#include "managed.h"

cudaError_t ferry_malloc(void **ptr, size_t size, enum ferry_mem_kind kind, unsigned flags)
{
    ferry_cu_runtime_used();
    if (!ptr)
        return cudaErrorInvalidValue;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    *ptr = NULL;
    if (size == 0)
        return cudaSuccess;
    void *p = ferry_dev_alloc(size, FERRY_ALLOC_ALIGN);
    if (!p)
        return cudaErrorMemoryAllocation;
    if (!ferry_alloc_insert(p, size, kind, flags)) {
        ferry_dev_free(p);
        return cudaErrorMemoryAllocation;
    }
    *ptr = p;
    return cudaSuccess;
}

cudaError_t ferry_free(void *ptr, unsigned kinds)
{
    ferry_cu_runtime_used();
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (!ptr)
        return cudaSuccess;
    /* Queued work may still use it: freeing synchronizes, as CUDA's does. */
    ferry_device_drain();
    /* Memory from a pool (cudaMallocAsync) goes back to its pool. */
    if ((kinds & FERRY_KIND_BIT(FERRY_MEM_DEVICE)) && ferry_pool_free(ptr))
        return cudaSuccess;
    ferry_alloc a;
    bool whole = ferry_alloc_find(ptr, &a) && a.base == (char *)ptr;
    if (whole && (a.flags & FERRY_ALLOC_MAPPED))
        return cudaErrorInvalidValue; /* cuMemUnmap's to release */
    if (whole && (a.flags & FERRY_ALLOC_GRAPH))
        return ferry_graph_mem_free(ptr) ? cudaSuccess : cudaErrorInvalidValue;
    if (!ferry_alloc_remove(ptr, kinds, NULL))
        return cudaErrorInvalidValue;
    ferry_dev_free(ptr);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMalloc(void **devPtr, size_t size)
{
    return ferry_ret(ferry_malloc(devPtr, size, FERRY_MEM_DEVICE, 0));
}

FERRY_API cudaError_t cudaFree(void *devPtr)
{
    return ferry_ret(ferry_free(devPtr, FERRY_DEVICE_KINDS));
}

FERRY_API cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_malloc(devPtr, size, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(ferry_pool_malloc(devPtr, size));
}

/* Not queued yet: the block goes back to its pool once the work before it
 * is done (the whole device's, as cudaFree). */
FERRY_API cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_free(devPtr, stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return cudaFree(devPtr);
}

FERRY_API cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_malloc(devPtr, size, FERRY_MEM_MANAGED, flags));
}

FERRY_API cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    if (!pitch)
        return ferry_ret(cudaErrorInvalidValue);
    size_t p = (width + FERRY_PITCH_ALIGN - 1) & ~(size_t)(FERRY_PITCH_ALIGN - 1);
    if (p < width || (height && p > SIZE_MAX / height))
        return ferry_ret(cudaErrorMemoryAllocation);
    cudaError_t err = ferry_malloc(devPtr, p * height, FERRY_MEM_DEVICE, 0);
    if (err == cudaSuccess)
        *pitch = p;
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    if (flags & ~(unsigned)(cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined))
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_malloc(pHost, size, FERRY_MEM_HOST, flags));
}

FERRY_API cudaError_t cudaMallocHost(void **ptr, size_t size)
{
    return cudaHostAlloc(ptr, size, cudaHostAllocDefault);
}

FERRY_API cudaError_t cudaFreeHost(void *ptr)
{
    return ferry_ret(ferry_free(ptr, FERRY_KIND_BIT(FERRY_MEM_HOST)));
}

FERRY_API cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    if (!ptr || size == 0)
        return ferry_ret(cudaErrorInvalidValue);
    if (ferry_alloc_overlaps(ptr, size))
        return ferry_ret(cudaErrorHostMemoryAlreadyRegistered);
    if (!ferry_alloc_insert(ptr, size, FERRY_MEM_REGISTERED, flags))
        return ferry_ret(cudaErrorMemoryAllocation);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaHostUnregister(void *ptr)
{
    ferry_device_drain();
    if (!ferry_alloc_remove(ptr, FERRY_KIND_BIT(FERRY_MEM_REGISTERED), NULL))
        return ferry_ret(cudaErrorHostMemoryNotRegistered);
    return cudaSuccess;
}

static bool find_host_side(const void *p, ferry_alloc *a)
{
    return ferry_alloc_find(p, a) && (a->kind == FERRY_MEM_HOST || a->kind == FERRY_MEM_REGISTERED);
}

FERRY_API cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    ferry_alloc a;
    if (!pDevice || flags != 0 || !find_host_side(pHost, &a))
        return ferry_ret(cudaErrorInvalidValue);
    *pDevice = pHost; /* host and device share one address space */
    return cudaSuccess;
}

FERRY_API cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    ferry_alloc a;
    if (!pFlags || !find_host_side(pHost, &a))
        return ferry_ret(cudaErrorInvalidValue);
    *pFlags = a.flags;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMemGetInfo(size_t *freeMem, size_t *totalMem)
{
    long page = sysconf(_SC_PAGESIZE);
    long avail = sysconf(_SC_AVPHYS_PAGES), total = sysconf(_SC_PHYS_PAGES);
    if (page <= 0 || avail < 0 || total <= 0)
        return ferry_ret(cudaErrorUnknown);
    if (freeMem)
        *freeMem = (size_t)avail * (size_t)page;
    if (totalMem)
        *totalMem = (size_t)total * (size_t)page;
    return cudaSuccess;
}

static void describe(struct cudaPointerAttributes *at, const void *ptr)
{
    ferry_alloc a;
    void *p = (void *)ptr;
    *at = (struct cudaPointerAttributes){cudaMemoryTypeUnregistered, cudaInvalidDeviceId, NULL, NULL};
    if (ferry_alloc_find(ptr, &a)) {
        static const enum cudaMemoryType types[] = {
            [FERRY_MEM_DEVICE] = cudaMemoryTypeDevice,
            [FERRY_MEM_MANAGED] = cudaMemoryTypeManaged,
            [FERRY_MEM_HOST] = cudaMemoryTypeHost,
            [FERRY_MEM_REGISTERED] = cudaMemoryTypeHost,
        };
        at->type = types[a.kind];
        at->device = 0;
        at->devicePointer = p;
        at->hostPointer = a.kind == FERRY_MEM_DEVICE ? NULL : p;
    } else if (ferry_var_is_managed(ptr)) {
        at->type = cudaMemoryTypeManaged;
        at->device = 0;
        at->devicePointer = p;
        at->hostPointer = p;
    } else if (ferry_var_range_ok(ptr, 1)) {
        at->type = cudaMemoryTypeDevice;
        at->device = 0;
        at->devicePointer = p;
    }
}

FERRY_API cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    if (!attributes)
        return ferry_ret(cudaErrorInvalidValue);
    describe(attributes, ptr);
    return cudaSuccess;
}

static bool managed_range_ok(const void *p, size_t n)
{
    ferry_alloc a;
    if (ferry_var_is_managed(p)) /* a __managed__ variable: n within it */
        return n == 0 || ferry_var_is_managed((const char *)p + n - 1);
    return ferry_alloc_find(p, &a) && a.kind == FERRY_MEM_MANAGED &&
           n <= a.size - (size_t)((const char *)p - a.base);
}

FERRY_API cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (dstDevice != 0 && dstDevice != cudaCpuDeviceId)
        return ferry_ret(cudaErrorInvalidDevice);
    if (!managed_range_ok(devPtr, count))
        return ferry_ret(cudaErrorInvalidValue);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device)
{
    if (advice < cudaMemAdviseSetReadMostly || advice > cudaMemAdviseUnsetAccessedBy)
        return ferry_ret(cudaErrorInvalidValue);
    if (device != 0 && device != cudaCpuDeviceId)
        return ferry_ret(cudaErrorInvalidDevice);
    if (!managed_range_ok(devPtr, count))
        return ferry_ret(cudaErrorInvalidValue);
    return cudaSuccess;
}

static void release(const ferry_alloc *a)
{
    if (a->kind != FERRY_MEM_REGISTERED && !(a->flags & (FERRY_ALLOC_MAPPED | FERRY_ALLOC_GRAPH)))
        ferry_dev_free(a->base);
}

/* Called by cudaDeviceReset: the device's memory goes with its context. */
void ferry_memory_reset(void)
{
    ferry_mempool_reset();
    ferry_alloc_clear(release);
}
