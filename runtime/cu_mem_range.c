/* Managed memory's advice, prefetches and range attributes, and the
 * pointer attribute a program may set.  The advice is kept and read back
 * (cu_mem_advice.c); one coherent memory serves host and device alike. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "managed.h"

static void *ptr_of(CUdeviceptr d)
{
    return (void *)(uintptr_t)d;
}

/* A device argument as an advice location; CU_DEVICE_CPU is the host. */
static CUresult device_place(CUdevice dev, unsigned char *place)
{
    if (dev == CU_DEVICE_CPU) {
        *place = FERRY_ADVICE_HOST;
        return CUDA_SUCCESS;
    }
    *place = FERRY_ADVICE_DEVICE;
    return ferry_cu_check_device(dev) == CUDA_SUCCESS ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

static CUresult location_place(CUmemLocation loc, unsigned char *place)
{
    switch (loc.type) {
    case CU_MEM_LOCATION_TYPE_DEVICE: return device_place(loc.id < 0 ? CU_DEVICE_INVALID : loc.id, place);
    case CU_MEM_LOCATION_TYPE_HOST:
    case CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT: *place = FERRY_ADVICE_HOST; return CUDA_SUCCESS;
    case CU_MEM_LOCATION_TYPE_HOST_NUMA: /* the one NUMA node the device reports */
        *place = FERRY_ADVICE_HOST;
        return loc.id == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

/* What an advice clears and sets on each page. */
static bool advice_bits(CUmem_advise advice, unsigned char place, unsigned char *clear, unsigned char *set)
{
    unsigned char by = place == FERRY_ADVICE_HOST ? FERRY_ADVICE_BY_HOST : FERRY_ADVICE_BY_DEVICE;
    unsigned char pref = (unsigned char)(3u << FERRY_ADVICE_PREFERRED_SHIFT);
    *clear = *set = 0;
    switch (advice) {
    case CU_MEM_ADVISE_SET_READ_MOSTLY: *set = FERRY_ADVICE_READ_MOSTLY; return true;
    case CU_MEM_ADVISE_UNSET_READ_MOSTLY: *clear = FERRY_ADVICE_READ_MOSTLY; return true;
    case CU_MEM_ADVISE_SET_PREFERRED_LOCATION:
        *clear = pref;
        *set = (unsigned char)(place << FERRY_ADVICE_PREFERRED_SHIFT);
        return true;
    case CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION: *clear = pref; return true;
    case CU_MEM_ADVISE_SET_ACCESSED_BY: *set = by; return true;
    case CU_MEM_ADVISE_UNSET_ACCESSED_BY: *clear = by; return true;
    }
    return false;
}

/* Read mostly ignores the location, so it is checked only for the others. */
static CUresult advise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUresult placed, unsigned char place)
{
    CUresult r = ferry_cu_need_ctx();
    unsigned char clear, set;
    if (r == CUDA_SUCCESS && !advice_bits(advice, place, &clear, &set))
        r = CUDA_ERROR_INVALID_VALUE;
    bool needs_place = advice != CU_MEM_ADVISE_SET_READ_MOSTLY && advice != CU_MEM_ADVISE_UNSET_READ_MOSTLY;
    if (r == CUDA_SUCCESS && needs_place)
        r = placed;
    if (r != CUDA_SUCCESS)
        return r;
    if (count && ferry_var_is_managed(ptr_of(devPtr)) && ferry_var_is_managed((char *)ptr_of(devPtr) + count - 1))
        return CUDA_SUCCESS; /* __managed__ variables take advice and keep none */
    return ferry_cu_advice_update(ptr_of(devPtr), count, clear, set) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

FERRY_API CUresult cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUdevice device)
{
    unsigned char place = 0;
    CUresult placed = device_place(device, &place);
    return advise(devPtr, count, advice, placed, place);
}

FERRY_API CUresult cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    unsigned char place = 0;
    CUresult placed = location_place(location, &place);
    return advise(devPtr, count, advice, placed, place);
}

/* Nothing moves; the target is remembered as the range's last prefetch. */
FERRY_API CUresult cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags,
                                         CUstream hStream)
{
    CUresult r = ferry_cu_stream_ok(hStream);
    unsigned char place = 0;
    if (r == CUDA_SUCCESS && flags != 0)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = location_place(location, &place);
    if (r != CUDA_SUCCESS)
        return r;
    if (ferry_var_is_managed(ptr_of(devPtr)))
        return CUDA_SUCCESS;
    unsigned char field = (unsigned char)(3u << FERRY_ADVICE_PREFETCH_SHIFT);
    unsigned char set = (unsigned char)(place << FERRY_ADVICE_PREFETCH_SHIFT);
    return ferry_cu_advice_update(ptr_of(devPtr), count, field, set) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

FERRY_API CUresult cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!value || attribute != CU_POINTER_ATTRIBUTE_SYNC_MEMOPS))
        r = CUDA_ERROR_INVALID_VALUE;
    ferry_alloc a;
    if (r == CUDA_SUCCESS && !ferry_alloc_find(ptr_of(ptr), &a))
        r = CUDA_ERROR_INVALID_VALUE;
    /* Memory operations on it are synchronous whatever is asked: CUDA's
     * stronger setting, which cuPointerGetAttribute reports. */
    return r;
}
