/* Managed memory's advice and range attributes: what cuMemAdvise and
 * cuMemPrefetchAsync_v2 record reads back through cuMemRangeGetAttribute(s),
 * page by page; stream attachment and the settable pointer attribute. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <string.h>

#include "runtime_check.h"

#define PAGE 4096

static int range_int(CUmem_range_attribute a, CUdeviceptr p, size_t n)
{
    int v = 12345;
    CHECK(cuMemRangeGetAttribute(&v, sizeof v, a, p, n) == CUDA_SUCCESS);
    return v;
}

static void read_mostly_and_preferred(CUdeviceptr m)
{
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, 4 * PAGE) == 0);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, m, 4 * PAGE) == CU_DEVICE_INVALID);
    CHECK(cuMemAdvise(m, 2 * PAGE, CU_MEM_ADVISE_SET_READ_MOSTLY, 0) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, 2 * PAGE) == 1);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m + PAGE, 100) == 1);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, 3 * PAGE) == 0); /* page 2 has none */
    CHECK(cuMemAdvise(m, PAGE, CU_MEM_ADVISE_UNSET_READ_MOSTLY, 0) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m + PAGE, PAGE) == 1);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, PAGE) == 0);

    CHECK(cuMemAdvise(m, 4 * PAGE, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, 0) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, m, 4 * PAGE) == 0);
    CUmemLocation host = {CU_MEM_LOCATION_TYPE_HOST, 0};
    CHECK(cuMemAdvise_v2(m + 3 * PAGE, PAGE, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, host) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, m + 3 * PAGE, 8) == CU_DEVICE_CPU);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE, m + 3 * PAGE, 8) == CU_MEM_LOCATION_TYPE_HOST);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, m, 4 * PAGE) == CU_DEVICE_INVALID); /* mixed */
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE, m, PAGE) == CU_MEM_LOCATION_TYPE_DEVICE);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID, m, PAGE) == 0);
    CHECK(cuMemAdvise(m, 4 * PAGE, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION, 0) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE, m, 4 * PAGE) == CU_MEM_LOCATION_TYPE_INVALID);
}

static void accessed_by(CUdeviceptr m)
{
    int who[3] = {7, 7, 7};
    CHECK(cuMemAdvise(m, PAGE, CU_MEM_ADVISE_SET_ACCESSED_BY, 0) == CUDA_SUCCESS);
    CHECK(cuMemAdvise(m, PAGE, CU_MEM_ADVISE_SET_ACCESSED_BY, CU_DEVICE_CPU) == CUDA_SUCCESS);
    CHECK(cuMemRangeGetAttribute(who, sizeof who, CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, m, PAGE) == CUDA_SUCCESS);
    CHECK(who[0] == 0 && who[1] == CU_DEVICE_CPU && who[2] == CU_DEVICE_INVALID);
    CHECK(cuMemAdvise(m, PAGE, CU_MEM_ADVISE_UNSET_ACCESSED_BY, 0) == CUDA_SUCCESS);
    CHECK(cuMemRangeGetAttribute(who, sizeof who, CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, m, PAGE) == CUDA_SUCCESS);
    CHECK(who[0] == CU_DEVICE_CPU && who[1] == CU_DEVICE_INVALID);
    CHECK(cuMemRangeGetAttribute(who, 6, CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, m, PAGE) == CUDA_ERROR_INVALID_VALUE);
}

static void prefetch(CUdeviceptr m, CUstream s)
{
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, m, PAGE) == CU_DEVICE_INVALID);
    CUmemLocation dev = {CU_MEM_LOCATION_TYPE_DEVICE, 0}, host = {CU_MEM_LOCATION_TYPE_HOST, 0};
    CHECK(cuMemPrefetchAsync_v2(m, 2 * PAGE, dev, 0, s) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, m, 2 * PAGE) == 0);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE, m, PAGE) == CU_MEM_LOCATION_TYPE_DEVICE);
    CHECK(cuMemPrefetchAsync_v2(m + PAGE, PAGE, host, 0, s) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, m + PAGE, PAGE) == CU_DEVICE_CPU);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, m, 2 * PAGE) == CU_DEVICE_INVALID);
    CHECK(cuMemPrefetchAsync_v2(m, PAGE, dev, 1, s) == CUDA_ERROR_INVALID_VALUE);
    dev.id = 5;
    CHECK(cuMemPrefetchAsync_v2(m, PAGE, dev, 0, s) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
}

static void several(CUdeviceptr m)
{
    int rm = -1, pref = -1, who[2] = {-1, -1};
    void *data[] = {&rm, &pref, who};
    size_t sizes[] = {sizeof rm, sizeof pref, sizeof who};
    CUmem_range_attribute attrs[] = {CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION,
                                     CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY};
    CHECK(cuMemAdvise(m + PAGE, PAGE, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, CU_DEVICE_CPU) == CUDA_SUCCESS);
    CHECK(cuMemRangeGetAttributes(data, sizes, attrs, 3, m + PAGE, PAGE) == CUDA_SUCCESS);
    CHECK(rm == 1 && pref == CU_DEVICE_CPU && who[0] == CU_DEVICE_INVALID && who[1] == CU_DEVICE_INVALID);
    CHECK(cuMemRangeGetAttributes(data, sizes, attrs, 0, m, PAGE) == CUDA_ERROR_INVALID_VALUE);
    sizes[0] = 8;
    CHECK(cuMemRangeGetAttributes(data, sizes, attrs, 3, m, PAGE) == CUDA_ERROR_INVALID_VALUE);
}

static void misuse(CUdeviceptr m)
{
    CUdeviceptr plain = 0;
    CHECK(cuMemAlloc(&plain, PAGE) == CUDA_SUCCESS);
    int v;
    CHECK(cuMemAdvise(plain, PAGE, CU_MEM_ADVISE_SET_READ_MOSTLY, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemRangeGetAttribute(&v, 4, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, plain, PAGE) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAdvise(m, 5 * PAGE, CU_MEM_ADVISE_SET_READ_MOSTLY, 0) == CUDA_ERROR_INVALID_VALUE); /* past the end */
    CHECK(cuMemAdvise(m, 0, CU_MEM_ADVISE_SET_READ_MOSTLY, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAdvise(m, PAGE, (CUmem_advise)9, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAdvise(m, PAGE, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, 3) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuMemAdvise(m, PAGE, CU_MEM_ADVISE_SET_READ_MOSTLY, 3) == CUDA_SUCCESS); /* the device is ignored */
    CUmemLocation bad = {CU_MEM_LOCATION_TYPE_INVALID, 0};
    CHECK(cuMemAdvise_v2(m, PAGE, CU_MEM_ADVISE_SET_ACCESSED_BY, bad) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemRangeGetAttribute(&v, 4, (CUmem_range_attribute)77, m, PAGE) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemRangeGetAttribute(NULL, 4, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, PAGE) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemRangeGetAttribute(&v, 2, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, PAGE) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cudaGetLastError() == cudaSuccess);

    /* Attaching managed memory: the whole allocation, one flag. */
    CHECK(cuStreamAttachMemAsync(NULL, m, 0, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuStreamAttachMemAsync(NULL, m, 4 * PAGE, CU_MEM_ATTACH_HOST) == CUDA_SUCCESS);
    CHECK(cuStreamAttachMemAsync(NULL, m, PAGE, CU_MEM_ATTACH_HOST) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamAttachMemAsync(NULL, m, 0, 3) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamAttachMemAsync(NULL, plain, 0, CU_MEM_ATTACH_GLOBAL) == CUDA_ERROR_INVALID_VALUE);
    static char pageable[256];
    CHECK(cuStreamAttachMemAsync(NULL, (CUdeviceptr)(uintptr_t)pageable, sizeof pageable, CU_MEM_ATTACH_SINGLE) ==
          CUDA_SUCCESS);
    CHECK(cuStreamAttachMemAsync(NULL, (CUdeviceptr)(uintptr_t)pageable, 0, CU_MEM_ATTACH_SINGLE) ==
          CUDA_ERROR_INVALID_VALUE);

    /* Only SYNC_MEMOPS may be set; it reads back as on. */
    int one = 1, sync = 0;
    CHECK(cuPointerSetAttribute(&one, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, plain) == CUDA_SUCCESS);
    CHECK(cuPointerGetAttribute(&sync, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, plain) == CUDA_SUCCESS && sync == 1);
    CHECK(cuPointerSetAttribute(&one, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, plain) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuPointerSetAttribute(NULL, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, plain) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuPointerSetAttribute(&one, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, 0x10) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(plain) == CUDA_SUCCESS);
}

int main(void)
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = NULL;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CUstream s = NULL;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CUdeviceptr m = 0;
    CHECK(cuMemAllocManaged(&m, 4 * PAGE, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    read_mostly_and_preferred(m);
    accessed_by(m);
    prefetch(m, s);
    several(m);
    misuse(m);
    /* The memory itself is untouched by all of it. */
    CHECK(cuMemsetD32(m, 0xabcdef01u, PAGE) == CUDA_SUCCESS && ((uint32_t *)(uintptr_t)m)[PAGE - 1] == 0xabcdef01u);
    CHECK(cuMemFree(m) == CUDA_SUCCESS);
    /* Advice goes with its allocation. */
    CUdeviceptr m3 = 0, m4 = 0;
    CHECK(cuMemAllocManaged(&m3, 4 * PAGE, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuMemAdvise(m3, 4 * PAGE, CU_MEM_ADVISE_SET_READ_MOSTLY, 0) == CUDA_SUCCESS);
    CHECK(cuMemFree(m3) == CUDA_SUCCESS);
    CHECK(cuMemAllocManaged(&m4, 4 * PAGE, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m4, 4 * PAGE) == 0);
    CHECK(cuMemFree(m4) == CUDA_SUCCESS);
    /* A new allocation at the same place starts without advice. */
    CUdeviceptr m2 = 0;
    CHECK(cuMemAllocManaged(&m2, 2 * PAGE, CU_MEM_ATTACH_GLOBAL) == CUDA_SUCCESS);
    CHECK(range_int(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m2, 2 * PAGE) == 0);
    CHECK(cuMemFree(m2) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
