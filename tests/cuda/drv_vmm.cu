// Virtual memory management: reserve a range, create two physical chunks,
// map them back to back, make them accessible, run a kernel over the whole
// range and copy it back through the seam; the chunk's memory is shared
// with a second mapping of the same handle; then unmap, release, free.
// Misaligned sizes and addresses give CUDA_ERROR_INVALID_VALUE.
#include <cuda.h>
#include <cstdio>
#include <unistd.h>
#include <vector>

#include "tally.h"

__global__ void iota(unsigned *p, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = (unsigned)i * 3u + 1u;
}

static CUmemAllocationProp device_prop()
{
    CUmemAllocationProp prop = {};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    return prop;
}

static void misuse(size_t gran, const CUmemAllocationProp &prop)
{
    CUmemGenericAllocationHandle h = 0;
    CUdeviceptr va = 0;
    CHECK(cuMemCreate(&h, gran + 4096, &prop, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemCreate(&h, 0, &prop, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAddressReserve(&va, gran / 2, 0, 0, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAddressReserve(&va, gran, 3, 0, 0) == CUDA_ERROR_INVALID_VALUE);
    CUmemAllocationProp bad = prop;
    bad.location.id = 5;
    CHECK(cuMemCreate(&h, gran, &bad, 0) == CUDA_ERROR_INVALID_DEVICE);
    bad = prop;
    bad.type = CU_MEM_ALLOCATION_TYPE_INVALID;
    CHECK(cuMemCreate(&h, gran, &bad, 0) == CUDA_ERROR_INVALID_VALUE);
    size_t g = 0;
    CHECK(cuMemGetAllocationGranularity(&g, &prop, (CUmemAllocationGranularity_flags)7) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemRelease(12345) == CUDA_ERROR_INVALID_VALUE);
}

// A chunk shared through a file descriptor: the importer's mapping sees
// the exporter's data.
static void shareable(size_t gran)
{
    CUmemAllocationProp prop = device_prop();
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CUmemGenericAllocationHandle h = 0, imported = 0, plain = 0;
    CHECK(cuMemCreate(&h, gran, &prop, 0) == CUDA_SUCCESS);
    CUmemAllocationProp unshared = device_prop();
    CHECK(cuMemCreate(&plain, gran, &unshared, 0) == CUDA_SUCCESS);
    int fd = -1;
    CHECK(cuMemExportToShareableHandle(&fd, plain, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemExportToShareableHandle(&fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0) == CUDA_SUCCESS);
    CHECK(fd >= 0);
    CHECK(cuMemImportFromShareableHandle(&imported, (void *)(long)fd, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR) ==
          CUDA_SUCCESS);
    CUdeviceptr a = 0, b = 0;
    CHECK(cuMemAddressReserve(&a, gran, 0, 0, 0) == CUDA_SUCCESS && cuMemAddressReserve(&b, gran, 0, 0, 0) == CUDA_SUCCESS);
    CHECK(cuMemMap(a, gran, 0, h, 0) == CUDA_SUCCESS && cuMemMap(b, gran, 0, imported, 0) == CUDA_SUCCESS);
    CUmemAccessDesc access = {};
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CHECK(cuMemSetAccess(a, gran, &access, 1) == CUDA_SUCCESS && cuMemSetAccess(b, gran, &access, 1) == CUDA_SUCCESS);
    CHECK(cuMemsetD32(a + 1024, 0xabcd1234u, 16) == CUDA_SUCCESS);
    unsigned v = 0;
    CHECK(cuMemcpyDtoH(&v, b + 1024 + 60, 4) == CUDA_SUCCESS && v == 0xabcd1234u);
    // mapped memory is cuMemUnmap's to release, not cudaFree's or cuMemFree's
    CHECK(cudaFree((void *)a) == cudaErrorInvalidValue);
    cudaGetLastError();
    CHECK(cuMemFree(b) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyDtoH(&v, a + 1024, 4) == CUDA_SUCCESS && v == 0xabcd1234u);
    CHECK(cuMemUnmap(a, gran) == CUDA_SUCCESS && cuMemUnmap(b, gran) == CUDA_SUCCESS);
    CHECK(cuMemRelease(h) == CUDA_SUCCESS && cuMemRelease(imported) == CUDA_SUCCESS);
    CHECK(cuMemRelease(plain) == CUDA_SUCCESS);
    CHECK(cuMemAddressFree(a, gran) == CUDA_SUCCESS && cuMemAddressFree(b, gran) == CUDA_SUCCESS);
    close(fd);
}

int main()
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = nullptr;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS);
    CHECK(cuCtxSetCurrent(ctx) == CUDA_SUCCESS);

    CUmemAllocationProp prop = device_prop();
    size_t gran = 0, rec = 0;
    CHECK(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM) == CUDA_SUCCESS);
    CHECK(cuMemGetAllocationGranularity(&rec, &prop, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED) == CUDA_SUCCESS);
    CHECK(gran > 0 && (gran & (gran - 1)) == 0 && rec % gran == 0);
    misuse(gran, prop);

    const size_t chunk = gran, total = 2 * chunk;
    CUdeviceptr va = 0;
    CHECK(cuMemAddressReserve(&va, total + gran, 0, 0, 0) == CUDA_SUCCESS);
    CHECK(va % gran == 0);
    CUmemGenericAllocationHandle h[2] = {0, 0};
    CHECK(cuMemCreate(&h[0], chunk, &prop, 0) == CUDA_SUCCESS);
    CHECK(cuMemCreate(&h[1], chunk, &prop, 0) == CUDA_SUCCESS);
    CHECK(cuMemMap(va + 4096, chunk, 0, h[0], 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemMap(va, chunk, 0, h[0], 0) == CUDA_SUCCESS);
    CHECK(cuMemMap(va, chunk, 0, h[1], 0) == CUDA_ERROR_INVALID_VALUE); // already mapped
    CHECK(cuMemMap(va + chunk, chunk, 0, h[1], 0) == CUDA_SUCCESS);

    CUmemAccessDesc access = {};
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CHECK(cuMemSetAccess(va, total + gran, &access, 1) == CUDA_ERROR_INVALID_VALUE); // last gran unmapped
    CHECK(cuMemSetAccess(va, total, &access, 1) == CUDA_SUCCESS);
    unsigned long long flags = 0;
    CHECK(cuMemGetAccess(&flags, &prop.location, va + chunk + 64) == CUDA_SUCCESS);
    CHECK(flags == CU_MEM_ACCESS_FLAGS_PROT_READWRITE);

    // A kernel and copies treat the two chunks as one range.
    const size_t n = total / sizeof(unsigned);
    unsigned *p = (unsigned *)va;
    iota<<<(unsigned)((n + 255) / 256), 256>>>(p, n);
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    std::vector<unsigned> host(n);
    CHECK(cuMemcpyDtoH(host.data(), va, total) == CUDA_SUCCESS);
    bool ok = true;
    for (size_t i = 0; i < n; i++)
        ok = ok && host[i] == (unsigned)i * 3u + 1u;
    CHECK(ok);
    CHECK(cudaMemset(p + n / 2 - 8, 0, 64) == cudaSuccess); // across the seam

    CUmemGenericAllocationHandle again = 0;
    CHECK(cuMemRetainAllocationHandle(&again, (void *)(va + chunk + 100)) == CUDA_SUCCESS && again == h[1]);
    CHECK(cuMemRelease(again) == CUDA_SUCCESS);
    CUmemAllocationProp got = {};
    CHECK(cuMemGetAllocationPropertiesFromHandle(&got, h[0]) == CUDA_SUCCESS);
    CHECK(got.type == CU_MEM_ALLOCATION_TYPE_PINNED && got.location.type == CU_MEM_LOCATION_TYPE_DEVICE);
    size_t range = 0;
    CHECK(cuPointerGetAttribute(&range, CU_POINTER_ATTRIBUTE_MAPPING_SIZE, va + 8) == CUDA_SUCCESS &&
          range == chunk);
    CHECK(cuPointerGetAttribute(&range, CU_POINTER_ATTRIBUTE_RANGE_SIZE, va + 8) == CUDA_SUCCESS &&
          range == total);

    // A second view of chunk 1 sees what the kernel wrote; release before
    // unmapping keeps the memory alive while it is mapped.
    CUdeviceptr view = 0;
    CHECK(cuMemAddressReserve(&view, chunk, 0, 0, 0) == CUDA_SUCCESS);
    CHECK(cuMemMap(view, chunk, 0, h[1], 0) == CUDA_SUCCESS);
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READ;
    CHECK(cuMemSetAccess(view, chunk, &access, 1) == CUDA_SUCCESS);
    CHECK(cuMemRelease(h[1]) == CUDA_SUCCESS);
    unsigned word = 0;
    CHECK(cuMemcpyDtoH(&word, view + 40, 4) == CUDA_SUCCESS);
    CHECK(word == (unsigned)(chunk / 4 + 10) * 3u + 1u);
    CHECK(cuMemGetAccess(&flags, &prop.location, view) == CUDA_SUCCESS && flags == CU_MEM_ACCESS_FLAGS_PROT_READ);
    // A read-only view refuses copies and fills into it, instead of faulting.
    CHECK(cuMemcpyHtoD(view + 40, &word, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD32(view, 0, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cudaMemcpy((void *)(view + 40), &word, 4, cudaMemcpyDefault) == cudaErrorInvalidValue);
    cudaGetLastError();
    CHECK(cuMemcpyDtoH(&word, view + 40, 4) == CUDA_SUCCESS && word == (unsigned)(chunk / 4 + 10) * 3u + 1u);

    CHECK(cuMemUnmap(va, chunk / 2) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAddressFree(va, total + gran) == CUDA_ERROR_INVALID_VALUE); // still mapped
    CHECK(cuMemUnmap(va, total) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(host.data(), va, 4) == CUDA_ERROR_INVALID_VALUE); // no longer device memory
    CHECK(cuMemUnmap(view, chunk) == CUDA_SUCCESS);
    CHECK(cuMemRelease(h[0]) == CUDA_SUCCESS);
    CHECK(cuMemRelease(h[0]) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemAddressFree(va, total + gran) == CUDA_SUCCESS);
    CHECK(cuMemAddressFree(view, chunk) == CUDA_SUCCESS);
    shareable(gran);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
