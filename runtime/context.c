/* Device-wide state: synchronisation, reset, flags, limits and cache
 * preferences, and the cudaThread* names CUDA 4 had for some of them. */
#include <pthread.h>

#include "graph.h"
#include "runtime.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned device_flags;
static enum cudaFuncCache cache_config = cudaFuncCachePreferNone;
static enum cudaSharedMemConfig shared_config = cudaSharedMemBankSizeFourByte;

/* What a context starts with, and gets back at cudaDeviceReset. */
#define DEFAULT_LIMITS                                   \
    {                                                    \
        [cudaLimitStackSize] = 1024,                     \
        [cudaLimitPrintfFifoSize] = 1 << 20,             \
        [cudaLimitMallocHeapSize] = 8 << 20,             \
        [cudaLimitDevRuntimeSyncDepth] = 2,              \
        [cudaLimitDevRuntimePendingLaunchCount] = 2048,  \
        [cudaLimitMaxL2FetchGranularity] = 64,           \
        [cudaLimitPersistingL2CacheSize] = 0,            \
    }
static const size_t default_limits[] = DEFAULT_LIMITS;
static size_t limits[] = DEFAULT_LIMITS;
#define NUM_LIMITS (sizeof limits / sizeof limits[0])

/* Waiting for the device waits for the legacy stream, which a capture
 * may forbid. */
FERRY_API cudaError_t cudaDeviceSynchronize(void)
{
    ferry_cu_runtime_used();
    if (ferry_capture_forbids_sync())
        return ferry_capture_sync(NULL);
    ferry_device_drain();
    return ferry_ret(ferry_sync_result());
}

FERRY_API cudaError_t cudaThreadSynchronize(void)
{
    return cudaDeviceSynchronize();
}

FERRY_API cudaError_t cudaDeviceReset(void)
{
    ferry_device_drain();
    ferry_tex_reset();
    ferry_memory_reset();
    ferry_clear_errors();
    pthread_mutex_lock(&lock);
    device_flags = 0;
    cache_config = cudaFuncCachePreferNone;
    for (size_t i = 0; i < NUM_LIMITS; i++)
        limits[i] = default_limits[i];
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaThreadExit(void)
{
    return cudaDeviceReset();
}

FERRY_API cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
    unsigned sched = flags & cudaDeviceScheduleMask;
    if ((flags & ~(unsigned)cudaDeviceMask) || (sched != 0 && (sched & (sched - 1)) != 0))
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    device_flags = flags;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGetDeviceFlags(unsigned int *flags)
{
    if (!flags)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    /* Mapping host memory is always on: the device is the host. */
    *flags = device_flags | cudaDeviceMapHost;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

/* CUDA's driver grows the stack size to what each launched kernel needs
 * and does not shrink it afterwards. */
void ferry_stack_limit_cover(size_t bytes)
{
    pthread_mutex_lock(&lock);
    if (limits[cudaLimitStackSize] < bytes)
        limits[cudaLimitStackSize] = bytes;
    pthread_mutex_unlock(&lock);
}

cudaError_t ferry_set_limit(unsigned limit, size_t value)
{
    if (limit >= NUM_LIMITS)
        return cudaErrorUnsupportedLimit;
    if (limit == cudaLimitStackSize && value > FERRY_LOCAL_PER_THREAD)
        return cudaErrorInvalidValue;
    /* Hints that CUDA clamps: a fetch is at most 128 bytes, and there is
     * no L2 to set aside for persisting lines (persistingL2CacheMaxSize 0). */
    if (limit == cudaLimitMaxL2FetchGranularity && value > 128)
        value = 128;
    if (limit == cudaLimitPersistingL2CacheSize)
        value = 0;
    pthread_mutex_lock(&lock);
    limits[limit] = value;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

cudaError_t ferry_get_limit(unsigned limit, size_t *value)
{
    if (!value)
        return cudaErrorInvalidValue;
    if (limit >= NUM_LIMITS)
        return cudaErrorUnsupportedLimit;
    pthread_mutex_lock(&lock);
    *value = limits[limit];
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    return ferry_ret(ferry_set_limit((unsigned)limit, value));
}

FERRY_API cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    return ferry_ret(ferry_get_limit((unsigned)limit, pValue));
}

FERRY_API cudaError_t cudaThreadSetLimit(enum cudaLimit limit, size_t value)
{
    return cudaDeviceSetLimit(limit, value);
}

FERRY_API cudaError_t cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit)
{
    return cudaDeviceGetLimit(pValue, limit);
}

FERRY_API cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    if ((unsigned)cacheConfig > cudaFuncCachePreferEqual)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    cache_config = cacheConfig;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    if (!pCacheConfig)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    *pCacheConfig = cache_config;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    return cudaDeviceSetCacheConfig(cacheConfig);
}

FERRY_API cudaError_t cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    return cudaDeviceGetCacheConfig(pCacheConfig);
}

FERRY_API cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    if ((unsigned)config > cudaSharedMemBankSizeEightByte)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    shared_config = config;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    if (!pConfig)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    *pConfig = shared_config;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}

