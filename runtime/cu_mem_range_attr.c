/* cuMemRangeGetAttribute(s): what the advice and prefetches of managed
 * memory (cu_mem_advice.c) say about a range, as CUDA reports it: a value
 * holds only where every page of the range agrees. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "managed.h"

/* A two-bit location field that every page shares, or 0. */
static unsigned place_of(unsigned char all, unsigned char any, int shift)
{
    unsigned a = (all >> shift) & 3u, b = (any >> shift) & 3u;
    return a == b ? a : 0;
}

static int place_device(unsigned place)
{
    return place == FERRY_ADVICE_DEVICE ? 0 : place == FERRY_ADVICE_HOST ? CU_DEVICE_CPU : CU_DEVICE_INVALID;
}

static int place_type(unsigned place)
{
    return place == FERRY_ADVICE_DEVICE ? CU_MEM_LOCATION_TYPE_DEVICE
           : place == FERRY_ADVICE_HOST ? CU_MEM_LOCATION_TYPE_HOST
                                        : CU_MEM_LOCATION_TYPE_INVALID;
}

/* The devices every page is advised to be accessed by, then "none"s. */
static void accessed_by(int *out, size_t n, unsigned char all)
{
    size_t k = 0;
    if ((all & FERRY_ADVICE_BY_DEVICE) && k < n)
        out[k++] = 0;
    if ((all & FERRY_ADVICE_BY_HOST) && k < n)
        out[k++] = CU_DEVICE_CPU;
    while (k < n)
        out[k++] = CU_DEVICE_INVALID;
}

static CUresult one(void *data, size_t size, CUmem_range_attribute attr, unsigned char all, unsigned char any)
{
    if (!data || size == 0 || size % 4 != 0 || (attr != CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY && size != 4))
        return CUDA_ERROR_INVALID_VALUE;
    int *v = data;
    unsigned pref = place_of(all, any, FERRY_ADVICE_PREFERRED_SHIFT);
    unsigned last = place_of(all, any, FERRY_ADVICE_PREFETCH_SHIFT);
    switch (attr) {
    case CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY: *v = (all & FERRY_ADVICE_READ_MOSTLY) != 0; break;
    case CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION: *v = place_device(pref); break;
    case CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY: accessed_by(v, size / 4, all); break;
    case CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION: *v = place_device(last); break;
    case CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE: *v = place_type(pref); break;
    case CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID: *v = pref == FERRY_ADVICE_DEVICE ? 0 : CU_DEVICE_INVALID; break;
    case CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE: *v = place_type(last); break;
    case CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID:
        *v = last == FERRY_ADVICE_DEVICE ? 0 : CU_DEVICE_INVALID;
        break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

/* __managed__ variables keep no advice: they read as unadvised. */
static CUresult read_range(CUdeviceptr devPtr, size_t count, unsigned char *all, unsigned char *any)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    const char *p = (const char *)(uintptr_t)devPtr;
    if (count && ferry_var_is_managed(p) && ferry_var_is_managed(p + count - 1)) {
        *all = *any = 0;
        return CUDA_SUCCESS;
    }
    return ferry_cu_advice_read(p, count, all, any) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

FERRY_API CUresult cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute,
                                          CUdeviceptr devPtr, size_t count)
{
    unsigned char all, any;
    CUresult r = read_range(devPtr, count, &all, &any);
    return r != CUDA_SUCCESS ? r : one(data, dataSize, attribute, all, any);
}

FERRY_API CUresult cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes,
                                           size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    unsigned char all, any;
    CUresult r = read_range(devPtr, count, &all, &any);
    if (r == CUDA_SUCCESS && (!data || !dataSizes || !attributes || numAttributes == 0))
        r = CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; r == CUDA_SUCCESS && i < numAttributes; i++)
        r = one(data[i], dataSizes[i], attributes[i], all, any);
    return r;
}
