/* Page-locked host memory through the driver API: the runtime's host
 * allocations and registrations (cudaHostAlloc, cudaHostRegister) in the
 * one allocation table, so each API frees what the other made.  Host and
 * device share the address space: a host pointer is its device pointer. */
#include <stdint.h>

#include "cu_internal.h"

#define HOSTALLOC_FLAGS (CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_WRITECOMBINED)
#define REGISTER_FLAGS                                                                                  \
    (CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_IOMEMORY |         \
     CU_MEMHOSTREGISTER_READ_ONLY)

FERRY_API CUresult cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!pp || bytesize == 0 || (Flags & ~(unsigned)HOSTALLOC_FLAGS)))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_malloc(pp, bytesize, FERRY_MEM_HOST, Flags));
}

FERRY_API CUresult cuMemAllocHost_v2(void **pp, size_t bytesize)
{
    return cuMemHostAlloc(pp, bytesize, 0);
}

FERRY_API CUresult cuMemFreeHost(void *p)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_free(p, FERRY_KIND_BIT(FERRY_MEM_HOST)));
}

static bool host_side(const void *p, ferry_alloc *a)
{
    return ferry_alloc_find(p, a) && (a->kind == FERRY_MEM_HOST || a->kind == FERRY_MEM_REGISTERED);
}

FERRY_API CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    CUresult r = ferry_cu_need_ctx();
    ferry_alloc a;
    if (r == CUDA_SUCCESS && (!pdptr || Flags != 0 || !host_side(p, &a)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pdptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}

FERRY_API CUresult cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    CUresult r = ferry_cu_need_ctx();
    ferry_alloc a;
    if (r == CUDA_SUCCESS && (!pFlags || !host_side(p, &a)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pFlags = a.flags;
    return r;
}

FERRY_API CUresult cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!p || bytesize == 0 || (Flags & ~(unsigned)REGISTER_FLAGS)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && ferry_alloc_overlaps(p, bytesize))
        r = CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    if (r == CUDA_SUCCESS && !ferry_alloc_insert(p, bytesize, FERRY_MEM_REGISTERED, Flags))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    return r;
}

FERRY_API CUresult cuMemHostUnregister(void *p)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !ferry_alloc_remove(p, FERRY_KIND_BIT(FERRY_MEM_REGISTERED), NULL))
        r = CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
    return r;
}
