/* Stream-ordered memory pools (cudaMallocAsync, cudaMemPool*).  A pool owns
 * blocks of host memory; a live block is in the allocation table like
 * cudaMalloc memory, a free one is kept out of it (so that a stale pointer
 * is an error) until an allocation reuses it or the pool releases it.
 * cudaFreeAsync waits for the device's work before it frees, so every free is
 * already "synchronized": the pool keeps freed blocks up to its release
 * threshold and returns the rest to the system at once, which is what CUDA
 * does at the next synchronization. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "rt_mem.h"

typedef struct pool_block {
    char *base;
    size_t cap; /* bytes reserved */
    bool live;
} pool_block;

struct CUmemPoolHandle_st {
    struct CUmemPoolHandle_st *next; /* every pool not yet freed */
    struct cudaMemPoolProps props;
    pool_block *blocks;
    size_t nblocks, capacity;
    uint64_t threshold;
    int reuse[3]; /* the three cudaMemPoolReuse* flags */
    size_t reserved, reserved_high, used, used_high;
    bool destroyed; /* by cudaMemPoolDestroy, waiting for its live blocks */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUmemPoolHandle_st default_pool = {
    .props = {.allocType = cudaMemAllocationTypePinned, .location = {cudaMemLocationTypeDevice, 0}},
    .reuse = {1, 1, 1},
};
static struct CUmemPoolHandle_st *pools = &default_pool;
static cudaMemPool_t current = &default_pool;

/* Callers hold the lock. */
static bool pool_live(cudaMemPool_t p)
{
    for (cudaMemPool_t q = pools; q; q = q->next)
        if (q == p)
            return !q->destroyed;
    return false;
}

static void account(cudaMemPool_t p, size_t reserved, size_t used)
{
    p->reserved = reserved;
    p->used = used;
    if (reserved > p->reserved_high)
        p->reserved_high = reserved;
    if (used > p->used_high)
        p->used_high = used;
}

/* Releases free blocks until at most `keep` bytes stay reserved. */
static void trim(cudaMemPool_t p, size_t keep)
{
    size_t j = 0;
    for (size_t i = 0; i < p->nblocks; i++) {
        pool_block *b = &p->blocks[i];
        if (!b->live && p->reserved > keep) {
            p->reserved -= b->cap;
            ferry_dev_free(b->base);
        } else {
            p->blocks[j++] = *b;
        }
    }
    p->nblocks = j;
}

static void unlink_pool(cudaMemPool_t p)
{
    for (cudaMemPool_t *q = &pools; *q; q = &(*q)->next)
        if (*q == p) {
            *q = p->next;
            break;
        }
    free(p->blocks);
    free(p);
}

/* The smallest free block that holds cap bytes, or NULL. */
static pool_block *best_fit(cudaMemPool_t p, size_t cap)
{
    pool_block *best = NULL;
    for (size_t i = 0; i < p->nblocks; i++) {
        pool_block *b = &p->blocks[i];
        if (!b->live && b->cap >= cap && (!best || b->cap < best->cap))
            best = b;
    }
    return best;
}

static pool_block *new_block(cudaMemPool_t p, size_t cap)
{
    if (p->props.maxSize && (cap > p->props.maxSize || p->reserved > p->props.maxSize - cap))
        return NULL;
    if (p->nblocks == p->capacity) {
        size_t n = p->capacity ? 2 * p->capacity : 16;
        pool_block *t = realloc(p->blocks, n * sizeof *t);
        if (!t)
            return NULL;
        p->blocks = t;
        p->capacity = n;
    }
    void *mem = ferry_dev_alloc(cap, FERRY_ALLOC_ALIGN);
    if (!mem)
        return NULL;
    pool_block *b = &p->blocks[p->nblocks++];
    *b = (pool_block){mem, cap, false};
    account(p, p->reserved + cap, p->used);
    return b;
}

static cudaError_t pool_alloc(cudaMemPool_t p, void **ptr, size_t size)
{
    size_t cap = (size + FERRY_ALLOC_ALIGN - 1) & ~(size_t)(FERRY_ALLOC_ALIGN - 1);
    if (cap < size)
        return cudaErrorMemoryAllocation;
    pool_block *b = best_fit(p, cap);
    if (!b)
        b = new_block(p, cap);
    if (!b || !ferry_alloc_insert(b->base, size, FERRY_MEM_DEVICE, 0))
        return cudaErrorMemoryAllocation;
    b->live = true;
    account(p, p->reserved, p->used + b->cap);
    *ptr = b->base;
    return cudaSuccess;
}

static cudaError_t malloc_from(cudaMemPool_t p, void **ptr, size_t size)
{
    ferry_cu_runtime_used();
    if (!ptr)
        return cudaErrorInvalidValue;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    *ptr = NULL;
    pthread_mutex_lock(&lock);
    cudaError_t err = !pool_live(p) ? cudaErrorInvalidValue : size == 0 ? cudaSuccess : pool_alloc(p, ptr, size);
    pthread_mutex_unlock(&lock);
    return err;
}

cudaError_t ferry_pool_malloc(void **ptr, size_t size)
{
    pthread_mutex_lock(&lock);
    cudaMemPool_t p = current;
    pthread_mutex_unlock(&lock);
    return malloc_from(p, ptr, size);
}

static bool free_block(cudaMemPool_t p, void *ptr)
{
    for (size_t i = 0; i < p->nblocks; i++) {
        pool_block *b = &p->blocks[i];
        if (b->live && b->base == ptr) {
            ferry_alloc_remove(ptr, FERRY_KIND_BIT(FERRY_MEM_DEVICE), NULL);
            b->live = false;
            p->used -= b->cap;
            trim(p, p->destroyed ? 0 : p->threshold > SIZE_MAX ? SIZE_MAX : (size_t)p->threshold);
            if (p->destroyed && p->nblocks == 0)
                unlink_pool(p);
            return true;
        }
    }
    return false;
}

bool ferry_pool_free(void *ptr)
{
    bool found = false;
    pthread_mutex_lock(&lock);
    for (cudaMemPool_t p = pools; p && !found; p = p->next)
        found = free_block(p, ptr);
    pthread_mutex_unlock(&lock);
    return found;
}

/* The device's pools go with its context: pools made by the program are
 * destroyed and the default pool starts afresh. */
void ferry_mempool_reset(void)
{
    pthread_mutex_lock(&lock);
    for (cudaMemPool_t p = pools, next; p; p = next) {
        next = p->next;
        for (size_t i = 0; i < p->nblocks; i++)
            if (!p->blocks[i].live)
                ferry_dev_free(p->blocks[i].base);
        p->nblocks = 0;
        if (p != &default_pool)
            unlink_pool(p);
    }
    default_pool.threshold = 0;
    default_pool.reserved = default_pool.reserved_high = default_pool.used = default_pool.used_high = 0;
    memcpy(default_pool.reuse, (int[3]){1, 1, 1}, sizeof default_pool.reuse);
    current = &default_pool;
    pthread_mutex_unlock(&lock);
}

static cudaError_t check_device(int device)
{
    return device == 0 ? cudaSuccess : cudaErrorInvalidDevice;
}

FERRY_API cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    if (!memPool)
        return ferry_ret(cudaErrorInvalidValue);
    if (check_device(device) != cudaSuccess)
        return ferry_ret(cudaErrorInvalidDevice);
    *memPool = &default_pool;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    if (!memPool)
        return ferry_ret(cudaErrorInvalidValue);
    if (check_device(device) != cudaSuccess)
        return ferry_ret(cudaErrorInvalidDevice);
    pthread_mutex_lock(&lock);
    *memPool = current;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    if (check_device(device) != cudaSuccess)
        return ferry_ret(cudaErrorInvalidDevice);
    pthread_mutex_lock(&lock);
    bool ok = pool_live(memPool) && memPool->props.location.id == device;
    if (ok)
        current = memPool;
    pthread_mutex_unlock(&lock);
    return ok ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

static cudaError_t check_props(const struct cudaMemPoolProps *props)
{
    if (props->allocType != cudaMemAllocationTypePinned)
        return cudaErrorInvalidValue;
    switch (props->location.type) {
    case cudaMemLocationTypeDevice:
        break;
    case cudaMemLocationTypeHost:
    case cudaMemLocationTypeHostNuma:
        return cudaErrorNotSupported; /* host pools are not implemented */
    default:
        return cudaErrorInvalidValue;
    }
    if (props->location.id != 0)
        return cudaErrorInvalidDevice;
    /* Nothing can export a handle yet (cudaMemPoolExportToShareableHandle). */
    return props->handleTypes == cudaMemHandleTypeNone ? cudaSuccess : cudaErrorNotSupported;
}

FERRY_API cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    if (!memPool || !poolProps)
        return ferry_ret(cudaErrorInvalidValue);
    cudaError_t err = check_props(poolProps);
    if (err != cudaSuccess)
        return ferry_ret(err);
    cudaMemPool_t p = calloc(1, sizeof *p);
    if (!p)
        return ferry_ret(cudaErrorMemoryAllocation);
    p->props = *poolProps;
    memcpy(p->reuse, (int[3]){1, 1, 1}, sizeof p->reuse);
    pthread_mutex_lock(&lock);
    p->next = pools;
    pools = p;
    pthread_mutex_unlock(&lock);
    *memPool = p;
    return cudaSuccess;
}

/* A pool with live blocks goes away when the last of them is freed. */
FERRY_API cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    pthread_mutex_lock(&lock);
    bool ok = memPool != &default_pool && pool_live(memPool);
    if (ok) {
        memPool->destroyed = true;
        if (current == memPool)
            current = &default_pool;
        trim(memPool, 0);
        if (memPool->nblocks == 0)
            unlink_pool(memPool);
    }
    pthread_mutex_unlock(&lock);
    return ok ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

FERRY_API cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    pthread_mutex_lock(&lock);
    bool ok = pool_live(memPool);
    if (ok)
        trim(memPool, minBytesToKeep);
    pthread_mutex_unlock(&lock);
    return ok ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

/* Captured, it becomes an allocation node, as cudaMallocAsync does. */
FERRY_API cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&lock);
    bool live = pool_live(memPool);
    pthread_mutex_unlock(&lock);
    if (live && ferry_capturing(stream))
        return ferry_capture_malloc(ptr, size, stream);
    return ferry_ret(malloc_from(memPool, ptr, size));
}

/* ---- attributes ---- */
static bool is_reuse(enum cudaMemPoolAttr attr)
{
    return attr >= cudaMemPoolReuseFollowEventDependencies && attr <= cudaMemPoolReuseAllowInternalDependencies;
}

/* The high watermarks can only be reset (to the current value) with 0. */
static cudaError_t set_attr(cudaMemPool_t p, enum cudaMemPoolAttr attr, const void *value)
{
    if (is_reuse(attr)) {
        p->reuse[attr - cudaMemPoolReuseFollowEventDependencies] = *(const int *)value != 0;
        return cudaSuccess;
    }
    uint64_t v = *(const uint64_t *)value;
    switch (attr) {
    case cudaMemPoolAttrReleaseThreshold:
        p->threshold = v;
        return cudaSuccess;
    case cudaMemPoolAttrReservedMemHigh:
        if (v != 0)
            return cudaErrorInvalidValue;
        p->reserved_high = p->reserved;
        return cudaSuccess;
    case cudaMemPoolAttrUsedMemHigh:
        if (v != 0)
            return cudaErrorInvalidValue;
        p->used_high = p->used;
        return cudaSuccess;
    default:
        return cudaErrorInvalidValue;
    }
}

static cudaError_t get_attr(cudaMemPool_t p, enum cudaMemPoolAttr attr, void *value)
{
    if (is_reuse(attr)) {
        *(int *)value = p->reuse[attr - cudaMemPoolReuseFollowEventDependencies];
        return cudaSuccess;
    }
    uint64_t *v = value;
    switch (attr) {
    case cudaMemPoolAttrReleaseThreshold: *v = p->threshold; break;
    case cudaMemPoolAttrReservedMemCurrent: *v = p->reserved; break;
    case cudaMemPoolAttrReservedMemHigh: *v = p->reserved_high; break;
    case cudaMemPoolAttrUsedMemCurrent: *v = p->used; break;
    case cudaMemPoolAttrUsedMemHigh: *v = p->used_high; break;
    default: return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (!value)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    cudaError_t err = pool_live(memPool) ? set_attr(memPool, attr, value) : cudaErrorInvalidValue;
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (!value)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    cudaError_t err = pool_live(memPool) ? get_attr(memPool, attr, value) : cudaErrorInvalidValue;
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

/* ---- access: the one device always reads and writes its own pools ---- */
static cudaError_t check_location(const struct cudaMemLocation *loc)
{
    if (loc->type != cudaMemLocationTypeDevice)
        return cudaErrorInvalidValue;
    return loc->id == 0 ? cudaSuccess : cudaErrorInvalidDevice;
}

static cudaError_t check_access(const struct cudaMemAccessDesc *d)
{
    cudaError_t err = check_location(&d->location);
    if (err != cudaSuccess)
        return err;
    switch (d->flags) {
    case cudaMemAccessFlagsProtReadWrite:
        return cudaSuccess;
    case cudaMemAccessFlagsProtNone:
    case cudaMemAccessFlagsProtRead:
        return cudaErrorInvalidDevice; /* the pool's own device keeps full access */
    }
    return cudaErrorInvalidValue;
}

FERRY_API cudaError_t cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList,
                                           size_t count)
{
    pthread_mutex_lock(&lock);
    bool live = pool_live(memPool);
    pthread_mutex_unlock(&lock);
    if (!live || (count && !descList))
        return ferry_ret(cudaErrorInvalidValue);
    for (size_t i = 0; i < count; i++) {
        cudaError_t err = check_access(&descList[i]);
        if (err != cudaSuccess)
            return ferry_ret(err);
    }
    return cudaSuccess;
}

FERRY_API cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                           struct cudaMemLocation *location)
{
    pthread_mutex_lock(&lock);
    bool live = pool_live(memPool);
    pthread_mutex_unlock(&lock);
    if (!live || !flags || !location)
        return ferry_ret(cudaErrorInvalidValue);
    cudaError_t err = check_location(location);
    if (err != cudaSuccess)
        return ferry_ret(err);
    *flags = cudaMemAccessFlagsProtReadWrite;
    return cudaSuccess;
}
