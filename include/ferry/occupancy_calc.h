/* The functions of cuda_occupancy.h (include that instead).  Each follows
 * the runtime's rule (runtime/launch.c, runtime/cu_occupancy.c, and the
 * block size search of ferry/runtime_cxx.h) step for step, so that the two
 * agree on Ferry's device. */
#ifndef FERRY_OCCUPANCY_CALC_H
#define FERRY_OCCUPANCY_CALC_H

#include <limits.h>

/* A resource that does not bound the count reports this as its limit. */
#define __FERRY_OCC_NO_LIMIT INT_MAX

static __OCC_INLINE cudaOccError __ferryOccCheck(const cudaOccDeviceProp *p, const cudaOccFuncAttributes *a,
                                                 const cudaOccDeviceState *s)
{
    if (!p || !a || !s)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    if (p->computeMajor <= 0)
        return CUDA_OCC_ERROR_UNKNOWN_DEVICE;
    if (p->warpSize <= 0 || p->maxThreadsPerBlock <= 0 || p->maxThreadsPerMultiprocessor <= 0 ||
        p->regsPerBlock < 0 || p->regsPerMultiprocessor < 0 || p->numSms < 0)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    if (a->maxThreadsPerBlock < 0 || a->numRegs < 0 || (unsigned)a->partitionedGCConfig > PARTITIONED_GC_ON_STRICT ||
        (unsigned)a->shmemLimitConfig > FUNC_SHMEM_LIMIT_OPTIN)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    if ((unsigned)s->cacheConfig > CACHE_PREFER_EQUAL || s->carveoutConfig < SHAREDMEM_CARVEOUT_DEFAULT ||
        s->carveoutConfig > SHAREDMEM_CARVEOUT_MAX_SHARED)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    return CUDA_OCC_SUCCESS;
}

/* A zero maxThreadsPerBlock (a default-constructed cudaOccFuncAttributes)
 * leaves the device's bound alone rather than allowing no block at all. */
static __OCC_INLINE int __ferryOccMaxBlockSize(const cudaOccDeviceProp *p, const cudaOccFuncAttributes *a)
{
    return a->maxThreadsPerBlock > 0 && a->maxThreadsPerBlock < p->maxThreadsPerBlock ? a->maxThreadsPerBlock
                                                                                       : p->maxThreadsPerBlock;
}

/* The shared memory one block may have, static and dynamic together. */
static __OCC_INLINE size_t __ferryOccSharedPerBlock(const cudaOccDeviceProp *p, const cudaOccFuncAttributes *a)
{
    if (a->shmemLimitConfig == FUNC_SHMEM_LIMIT_OPTIN && p->sharedMemPerBlockOptin > p->sharedMemPerBlock)
        return p->sharedMemPerBlockOptin;
    return p->sharedMemPerBlock;
}

static __OCC_INLINE cudaOccError cudaOccMaxActiveBlocksPerMultiprocessor(cudaOccResult *result,
                                                                         const cudaOccDeviceProp *properties,
                                                                         const cudaOccFuncAttributes *attributes,
                                                                         const cudaOccDeviceState *state,
                                                                         int blockSize, size_t dynamicSmemSize)
{
    cudaOccError err = __ferryOccCheck(properties, attributes, state);
    if (err != CUDA_OCC_SUCCESS)
        return err;
    if (!result || blockSize <= 0)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    const cudaOccDeviceProp *p = properties;
    const cudaOccFuncAttributes *a = attributes;
    cudaOccResult r;
    r.partitionedGCConfig = PARTITIONED_GC_OFF;
    r.blockLimitBlocks = __FERRY_OCC_MAX_BLOCKS_PER_SM;
    r.blockLimitBarriers = __FERRY_OCC_NO_LIMIT;
    r.blockLimitWarps = blockSize > __ferryOccMaxBlockSize(p, a) ? 0 : p->maxThreadsPerMultiprocessor / blockSize;

    unsigned long long regs = (unsigned long long)a->numRegs * (unsigned long long)blockSize;
    r.allocatedRegistersPerBlock = regs > INT_MAX ? INT_MAX : (int)regs;
    if (regs == 0)
        r.blockLimitRegs = __FERRY_OCC_NO_LIMIT;
    else
        r.blockLimitRegs = regs > (unsigned long long)p->regsPerBlock ? 0 : (int)(p->regsPerMultiprocessor / regs);

    size_t shared = a->sharedSizeBytes + dynamicSmemSize;
    r.allocatedSharedMemPerBlock = shared + p->reservedSharedMemPerBlock;
    if (r.allocatedSharedMemPerBlock == 0) {
        r.blockLimitSharedMem = __FERRY_OCC_NO_LIMIT;
    } else if (shared > __ferryOccSharedPerBlock(p, a)) {
        r.blockLimitSharedMem = 0;
    } else {
        size_t n = p->sharedMemPerMultiprocessor / r.allocatedSharedMemPerBlock;
        r.blockLimitSharedMem = n > (size_t)INT_MAX ? INT_MAX : (int)n;
    }

    int active = r.blockLimitWarps;
    if (r.blockLimitRegs < active)
        active = r.blockLimitRegs;
    if (r.blockLimitSharedMem < active)
        active = r.blockLimitSharedMem;
    if (r.blockLimitBlocks < active)
        active = r.blockLimitBlocks;
    r.activeBlocksPerMultiprocessor = active;
    r.limitingFactors = (r.blockLimitWarps == active ? (unsigned)OCC_LIMIT_WARPS : 0u) |
                        (r.blockLimitRegs == active ? (unsigned)OCC_LIMIT_REGISTERS : 0u) |
                        (r.blockLimitSharedMem == active ? (unsigned)OCC_LIMIT_SHARED_MEMORY : 0u) |
                        (r.blockLimitBlocks == active ? (unsigned)OCC_LIMIT_BLOCKS : 0u);
    *result = r;
    return CUDA_OCC_SUCCESS;
}

/* The search of cudaOccupancyMaxPotentialBlockSize: from the largest block
 * size down through the multiples of the warp, the one with the most
 * resident threads, the larger winning a tie. */
static __OCC_INLINE int __ferryOccNextBlockSize(int b, int warp)
{
    return b % warp ? b - b % warp : b - warp;
}

/* The dynamic shared memory a block size asks for: the caller's function
 * or functor behind ctx. */
typedef size_t (*__ferryOccSMemOf)(const void *ctx, int blockSize);

static __OCC_INLINE cudaOccError __ferryOccSearch(int *minGridSize, int *blockSize,
                                                  const cudaOccDeviceProp *properties,
                                                  const cudaOccFuncAttributes *attributes,
                                                  const cudaOccDeviceState *state, __ferryOccSMemOf smem,
                                                  const void *ctx)
{
    cudaOccError err = __ferryOccCheck(properties, attributes, state);
    if (err != CUDA_OCC_SUCCESS)
        return err;
    if (!minGridSize || !blockSize)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    int best = 0, bestBlocks = 0, bestThreads = -1;
    for (int b = __ferryOccMaxBlockSize(properties, attributes); b > 0;
         b = __ferryOccNextBlockSize(b, properties->warpSize)) {
        cudaOccResult r;
        err = cudaOccMaxActiveBlocksPerMultiprocessor(&r, properties, attributes, state, b, smem(ctx, b));
        if (err != CUDA_OCC_SUCCESS)
            return err;
        if (r.activeBlocksPerMultiprocessor * b > bestThreads) {
            bestThreads = r.activeBlocksPerMultiprocessor * b;
            best = b;
            bestBlocks = r.activeBlocksPerMultiprocessor;
        }
    }
    *blockSize = best;
    *minGridSize = bestBlocks * properties->numSms;
    return CUDA_OCC_SUCCESS;
}

/* A C function of the block size, or one amount for every size. */
struct __ferryOccFixed {
    size_t (*f)(int);
    size_t n;
};

static __OCC_INLINE size_t __ferryOccFixedSMem(const void *ctx, int b)
{
    const struct __ferryOccFixed *c = (const struct __ferryOccFixed *)ctx;
    return c->f ? c->f(b) : c->n;
}

static __OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSize(
    int *minGridSize, int *blockSize, const cudaOccDeviceProp *properties, const cudaOccFuncAttributes *attributes,
    const cudaOccDeviceState *state, size_t (*blockSizeToDynamicSMemSize)(int), size_t dynamicSMemSize)
{
    struct __ferryOccFixed c = {blockSizeToDynamicSMemSize, dynamicSMemSize};
    return __ferryOccSearch(minGridSize, blockSize, properties, attributes, state, __ferryOccFixedSMem, &c);
}

#ifdef __cplusplus
template <typename UnaryFunction>
static __OCC_INLINE size_t __ferryOccFunctorSMem(const void *ctx, int b)
{
    return (size_t)(*(const UnaryFunction *)ctx)(b);
}

template <typename UnaryFunction>
static __OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, const cudaOccDeviceProp *properties, const cudaOccFuncAttributes *attributes,
    const cudaOccDeviceState *state, UnaryFunction blockSizeToDynamicSMemSize)
{
    return __ferryOccSearch(minGridSize, blockSize, properties, attributes, state,
                            __ferryOccFunctorSMem<UnaryFunction>, &blockSizeToDynamicSMemSize);
}

static __OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSize(int *minGridSize, int *blockSize,
                                                                       const cudaOccDeviceProp *properties,
                                                                       const cudaOccFuncAttributes *attributes,
                                                                       const cudaOccDeviceState *state,
                                                                       size_t dynamicSMemSize = 0)
{
    struct __ferryOccFixed c = {0, dynamicSMemSize};
    return __ferryOccSearch(minGridSize, blockSize, properties, attributes, state, __ferryOccFixedSMem, &c);
}
#endif

/* The dynamic shared memory each block can have with numBlocks of them
 * resident, as cuOccupancyAvailableDynamicSMemPerBlock answers: 0 when
 * numBlocks do not fit at all. */
static __OCC_INLINE cudaOccError cudaOccAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize,
                                                                     const cudaOccDeviceProp *properties,
                                                                     const cudaOccFuncAttributes *attributes,
                                                                     const cudaOccDeviceState *state, int numBlocks,
                                                                     int blockSize)
{
    cudaOccResult r;
    cudaOccError err = cudaOccMaxActiveBlocksPerMultiprocessor(&r, properties, attributes, state, blockSize, 0);
    if (err != CUDA_OCC_SUCCESS)
        return err;
    if (!dynamicSmemSize || numBlocks <= 0)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    if (r.activeBlocksPerMultiprocessor < numBlocks) {
        *dynamicSmemSize = 0;
        return CUDA_OCC_SUCCESS;
    }
    size_t perBlock = properties->sharedMemPerMultiprocessor / (size_t)numBlocks;
    size_t used = attributes->sharedSizeBytes + properties->reservedSharedMemPerBlock;
    size_t avail = perBlock > used ? perBlock - used : 0;
    size_t blockMax = __ferryOccSharedPerBlock(properties, attributes);
    size_t limit = attributes->shmemLimitConfig == FUNC_SHMEM_LIMIT_OPTIN ? attributes->maxDynamicSharedSizeBytes
                   : blockMax > attributes->sharedSizeBytes             ? blockMax - attributes->sharedSizeBytes
                                                                        : 0;
    *dynamicSmemSize = avail < limit ? avail : limit;
    return CUDA_OCC_SUCCESS;
}

/* Ferry counts shared memory by the byte and registers by the thread. */
static __OCC_INLINE cudaOccError cudaOccSMemAllocationGranularity(int *limit, const cudaOccDeviceProp *properties)
{
    if (!limit || !properties)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    *limit = 1;
    return CUDA_OCC_SUCCESS;
}

static __OCC_INLINE cudaOccError cudaOccRegAllocationGranularity(int *limit, const cudaOccDeviceProp *properties)
{
    if (!limit || !properties)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    *limit = 1;
    return CUDA_OCC_SUCCESS;
}

#endif
