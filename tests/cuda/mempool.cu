// Stream-ordered allocation and memory pools: cudaMallocAsync through the
// device's current pool, reuse of freed blocks under a release threshold,
// the pool's attributes (reserved and used memory, high watermarks),
// cudaMemPoolTrimTo, a pool of one's own made current, access descriptors,
// kernels on pool memory, and the error codes of misuse.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e)); return 1; } } while (0)
#define EXPECT(x, want) do { cudaError_t e = (x); if (e != (want)) { \
    printf("%s:%d: %s gave %s, want %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e), cudaGetErrorName(want)); \
    return 1; } cudaGetLastError(); } while (0)
#define WANT(cond) do { if (!(cond)) { printf("%s:%d: %s is false\n", __FILE__, __LINE__, #cond); return 1; } } while (0)

__global__ void iota(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = 3 * i;
}

static uint64_t attr(cudaMemPool_t pool, cudaMemPoolAttr a)
{
    uint64_t v = 12345;
    if (cudaMemPoolGetAttribute(pool, a, &v) != cudaSuccess)
        return ~0ull;
    return v;
}

int main()
{
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    cudaMemPool_t def, cur;
    CHECK(cudaDeviceGetDefaultMemPool(&def, 0));
    CHECK(cudaDeviceGetMemPool(&cur, 0));
    WANT(def == cur && def != nullptr);

    // Defaults: threshold 0, reuse flags on.
    WANT(attr(def, cudaMemPoolAttrReleaseThreshold) == 0);
    int flag = -1;
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &flag));
    WANT(flag == 1);

    // Keep freed memory in the pool; a freed block is handed out again.
    uint64_t keep = UINT64_MAX;
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &keep));
    WANT(attr(def, cudaMemPoolAttrReleaseThreshold) == UINT64_MAX);
    const int n = 1000;
    int *a;
    CHECK(cudaMallocAsync(&a, n * sizeof(int), s));
    WANT(attr(def, cudaMemPoolAttrUsedMemCurrent) >= n * sizeof(int));
    iota<<<(n + 255) / 256, 256, 0, s>>>(a, n);
    CHECK(cudaGetLastError());
    static int h[1600];
    CHECK(cudaMemcpyAsync(h, a, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    for (int i = 0; i < n; i++)
        if (h[i] != 3 * i) { printf("h[%d] = %d\n", i, h[i]); return 1; }
    cudaPointerAttributes pa;
    CHECK(cudaPointerGetAttributes(&pa, a + 10));
    WANT(pa.type == cudaMemoryTypeDevice && pa.devicePointer == a + 10);

    uint64_t reserved = attr(def, cudaMemPoolAttrReservedMemCurrent);
    CHECK(cudaFreeAsync(a, s));
    WANT(attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
    WANT(attr(def, cudaMemPoolAttrReservedMemCurrent) == reserved);
    WANT(attr(def, cudaMemPoolAttrUsedMemHigh) >= n * sizeof(int));
    // The freed pointer is no longer device memory.
    EXPECT(cudaMemcpy(h, a, n * sizeof(int), cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    EXPECT(cudaFree(a), cudaErrorInvalidValue);
    int *b;
    CHECK(cudaMallocAsync((void **)&b, n * sizeof(int), s));
    WANT(b == a); // reused
    WANT(attr(def, cudaMemPoolAttrReservedMemCurrent) == reserved);
    CHECK(cudaFree(b)); // cudaFree takes pool memory too

    // Trim everything, then the watermark resets.
    CHECK(cudaMemPoolTrimTo(def, 0));
    WANT(attr(def, cudaMemPoolAttrReservedMemCurrent) == 0);
    WANT(attr(def, cudaMemPoolAttrReservedMemHigh) >= reserved);
    uint64_t zero = 0;
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &zero));
    WANT(attr(def, cudaMemPoolAttrReservedMemHigh) == 0);
    uint64_t one = 1;
    EXPECT(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &one), cudaErrorInvalidValue);
    EXPECT(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemCurrent, &zero), cudaErrorInvalidValue);

    // With threshold 0 freed memory goes back to the system at once.
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &zero));
    CHECK(cudaMallocAsync(&a, 4096, s));
    WANT(attr(def, cudaMemPoolAttrReservedMemCurrent) >= 4096);
    CHECK(cudaFreeAsync(a, s));
    WANT(attr(def, cudaMemPoolAttrReservedMemCurrent) == 0);

    // A pool of our own.
    cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t mine;
    CHECK(cudaMemPoolCreate(&mine, &props));
    WANT(mine != def);
    CHECK(cudaMallocFromPoolAsync((void **)&a, 256, mine, s));
    WANT(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 256);
    WANT(attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
    CHECK(cudaFreeAsync(a, s));
    CHECK(cudaDeviceSetMemPool(0, mine));
    CHECK(cudaDeviceGetMemPool(&cur, 0));
    WANT(cur == mine);
    CHECK(cudaMallocAsync(&a, 512, s)); // from `mine` now
    WANT(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 512);
    CHECK(cudaMallocAsync(&b, 512, mine, s)); // cuda_runtime.h's overload
    WANT(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 1024);
    CHECK(cudaFreeAsync(b, s));

    // Access: the owning device reads and writes.
    cudaMemAccessDesc desc = {};
    desc.location.type = cudaMemLocationTypeDevice;
    desc.location.id = 0;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    CHECK(cudaMemPoolSetAccess(mine, &desc, 1));
    cudaMemAccessFlags fl = cudaMemAccessFlagsProtNone;
    cudaMemLocation loc = desc.location;
    CHECK(cudaMemPoolGetAccess(&fl, mine, &loc));
    WANT(fl == cudaMemAccessFlagsProtReadWrite);
    desc.flags = cudaMemAccessFlagsProtNone; // the owner's access cannot be revoked
    EXPECT(cudaMemPoolSetAccess(mine, &desc, 1), cudaErrorInvalidDevice);
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    desc.location.id = 3;
    EXPECT(cudaMemPoolSetAccess(mine, &desc, 1), cudaErrorInvalidDevice);
    loc.id = 3;
    EXPECT(cudaMemPoolGetAccess(&fl, mine, &loc), cudaErrorInvalidDevice);

    // Destroying the current pool makes the default pool current again; the
    // live block stays usable until it is freed.
    CHECK(cudaMemPoolDestroy(mine));
    CHECK(cudaDeviceGetMemPool(&cur, 0));
    WANT(cur == def);
    CHECK(cudaMemset(a, 0, 512));
    CHECK(cudaFreeAsync(a, s));
    EXPECT(cudaMemPoolTrimTo(mine, 0), cudaErrorInvalidValue);

    // Misuse.
    EXPECT(cudaMemPoolDestroy(def), cudaErrorInvalidValue);
    EXPECT(cudaDeviceGetMemPool(&cur, 1), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceGetDefaultMemPool(&cur, -1), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceGetDefaultMemPool(nullptr, 0), cudaErrorInvalidValue);
    EXPECT(cudaDeviceSetMemPool(2, def), cudaErrorInvalidDevice);
    EXPECT(cudaMemPoolCreate(&mine, nullptr), cudaErrorInvalidValue);
    props.allocType = cudaMemAllocationTypeInvalid;
    EXPECT(cudaMemPoolCreate(&mine, &props), cudaErrorInvalidValue);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeInvalid;
    EXPECT(cudaMemPoolCreate(&mine, &props), cudaErrorInvalidValue);
    props.location.type = cudaMemLocationTypeHostNumaCurrent;
    EXPECT(cudaMemPoolCreate(&mine, &props), cudaErrorInvalidValue);
    props.location.type = cudaMemLocationTypeDevice;
    EXPECT(cudaMemPoolGetAttribute(def, (cudaMemPoolAttr)99, &zero), cudaErrorInvalidValue);
    EXPECT(cudaMemPoolGetAttribute(def, cudaMemPoolAttrUsedMemCurrent, nullptr), cudaErrorInvalidValue);
    EXPECT(cudaMallocAsync(nullptr, 16, s), cudaErrorInvalidValue);
    EXPECT(cudaMallocAsync(&a, 16, (cudaStream_t)&props), cudaErrorInvalidResourceHandle);
    EXPECT(cudaMallocFromPoolAsync((void **)&a, 16, nullptr, s), cudaErrorInvalidValue);

    // Many allocations of mixed sizes come back intact.
    uint64_t big = 1 << 20;
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &big));
    int *ptrs[16];
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 16; i++) {
            CHECK(cudaMallocAsync(&ptrs[i], (i + 1) * 100 * sizeof(int), s));
            iota<<<(i + 1) * 100 / 100, 100, 0, s>>>(ptrs[i], (i + 1) * 100);
        }
        for (int i = 0; i < 16; i++) {
            CHECK(cudaMemcpyAsync(h, ptrs[i], (i + 1) * 100 * sizeof(int), cudaMemcpyDeviceToHost, s));
            CHECK(cudaStreamSynchronize(s));
            for (int k = 0; k < (i + 1) * 100; k++)
                if (h[k] != 3 * k) { printf("round %d block %d [%d] = %d\n", round, i, k, h[k]); return 1; }
            CHECK(cudaFreeAsync(ptrs[i], s));
        }
    }
    WANT(attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
    CHECK(cudaStreamDestroy(s));

    // cudaDeviceReset takes the pools with the device's memory: the
    // program's pools are gone, the default pool starts afresh.
    CHECK(cudaMemPoolCreate(&mine, &props));
    CHECK(cudaMallocFromPoolAsync((void **)&a, 1024, mine, 0));
    CHECK(cudaMallocAsync(&b, 1024, 0));
    CHECK(cudaDeviceReset());
    EXPECT(cudaMemPoolTrimTo(mine, 0), cudaErrorInvalidValue);
    EXPECT(cudaFree(a), cudaErrorInvalidValue);
    EXPECT(cudaFree(b), cudaErrorInvalidValue);
    CHECK(cudaDeviceGetMemPool(&cur, 0));
    WANT(cur == def);
    WANT(attr(def, cudaMemPoolAttrReleaseThreshold) == 0);
    WANT(attr(def, cudaMemPoolAttrReservedMemCurrent) == 0);
    CHECK(cudaMallocAsync(&a, 64, 0));
    CHECK(cudaFreeAsync(a, 0));
    printf("PASS\n");
    return 0;
}
