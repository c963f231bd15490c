/* cuPointerGetAttribute(s): what the runtime's allocation table knows of a
 * pointer, and cu_vmm.c of memory it mapped.  Device memory is host memory
 * here, so the device and host addresses of an allocation are the same. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"

typedef struct pointer_info {
    bool found;
    ferry_alloc alloc;
    bool vmm;
    ferry_cu_vmm_info map;
} pointer_info;

static pointer_info describe(const void *p)
{
    pointer_info in = {0};
    in.found = ferry_alloc_find(p, &in.alloc);
    in.vmm = in.found && ferry_cu_vmm_find(p, &in.map);
    return in;
}

static bool on_device(const pointer_info *in)
{
    return in->alloc.kind == FERRY_MEM_DEVICE || in->alloc.kind == FERRY_MEM_MANAGED;
}

static void put_int(void *data, int v)
{
    memcpy(data, &v, sizeof v);
}

static void put_ptr(void *data, const void *v)
{
    memcpy(data, &v, sizeof v);
}

static void put_size(void *data, size_t v)
{
    memcpy(data, &v, sizeof v);
}

static void put_u64(void *data, unsigned long long v)
{
    memcpy(data, &v, sizeof v);
}

/* Attributes of memory the table does not know: CUDA answers these for any
 * address, the others are CUDA_ERROR_INVALID_VALUE. */
static CUresult untracked(CUpointer_attribute a, void *data)
{
    switch (a) {
    case CU_POINTER_ATTRIBUTE_MAPPED:
    case CU_POINTER_ATTRIBUTE_IS_MANAGED:
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE:
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: put_int(data, 0); return CUDA_SUCCESS;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

static CUresult ranges(CUpointer_attribute a, const pointer_info *in, void *data)
{
    const char *base = in->vmm ? in->map.base : in->alloc.base;
    size_t size = in->vmm ? in->map.size : in->alloc.size;
    switch (a) {
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: put_ptr(data, in->alloc.base); break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: put_size(data, in->alloc.size); break;
    case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: put_ptr(data, base); break;
    case CU_POINTER_ATTRIBUTE_MAPPING_SIZE: put_size(data, size); break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID:
    case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: put_u64(data, (uintptr_t)base); break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

static CUresult tracked(CUpointer_attribute a, const void *p, const pointer_info *in, void *data)
{
    switch (a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: put_ptr(data, ferry_cu_primary()); break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
        put_int(data, on_device(in) ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST);
        break;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: put_u64(data, (uintptr_t)p); break;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
        if (in->alloc.kind == FERRY_MEM_DEVICE)
            return CUDA_ERROR_INVALID_VALUE; /* device memory has no host address in CUDA */
        put_ptr(data, p);
        break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS:
    case CU_POINTER_ATTRIBUTE_MAPPED: put_int(data, 1); break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: put_int(data, in->alloc.kind == FERRY_MEM_MANAGED); break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE:
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: put_int(data, 0); break;
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: put_int(data, CU_MEM_HANDLE_TYPE_NONE); break;
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS:
        put_int(data, in->vmm ? (int)in->map.access : CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE);
        break;
    case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: put_ptr(data, NULL); break;
    case CU_POINTER_ATTRIBUTE_P2P_TOKENS: return CUDA_ERROR_NOT_SUPPORTED; /* no nv-p2p on the CPU */
    default: return ranges(a, in, data);
    }
    return CUDA_SUCCESS;
}

/* The size of what an attribute writes, 0 for no attribute. */
static size_t attr_size(CUpointer_attribute a)
{
    switch (a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT:
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
    case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR:
    case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
    case CU_POINTER_ATTRIBUTE_BUFFER_ID:
    case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
    case CU_POINTER_ATTRIBUTE_MAPPING_SIZE: return sizeof(size_t);
    case CU_POINTER_ATTRIBUTE_P2P_TOKENS: return 0;
    default: return a >= CU_POINTER_ATTRIBUTE_CONTEXT && a <= CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID ? sizeof(int) : 0;
    }
}

static CUresult one(CUpointer_attribute a, const void *p, const pointer_info *in, void *data)
{
    return in->found ? tracked(a, p, in, data) : untracked(a, data);
}

FERRY_API CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !data)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    const void *p = (const void *)(uintptr_t)ptr;
    pointer_info in = describe(p);
    return one(attribute, p, &in, data);
}

/* Unlike cuPointerGetAttribute, an attribute without an answer (memory
 * CUDA does not know, the host address of device memory) is no error: it
 * reads as 0 (MEMORY_TYPE 0, pointers NULL). */
FERRY_API CUresult cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data,
                                          CUdeviceptr ptr)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (numAttributes == 0 || !attributes || !data))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    const void *p = (const void *)(uintptr_t)ptr;
    pointer_info in = describe(p);
    for (unsigned i = 0; i < numAttributes; i++) {
        if (!data[i])
            continue;
        CUresult e = one(attributes[i], p, &in, data[i]);
        size_t n = attr_size(attributes[i]);
        if (e == CUDA_SUCCESS || e == CUDA_ERROR_NOT_SUPPORTED)
            continue;
        if (n == 0)
            return CUDA_ERROR_INVALID_VALUE;
        memset(data[i], 0, n);
    }
    return CUDA_SUCCESS;
}
