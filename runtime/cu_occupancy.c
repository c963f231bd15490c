/* Occupancy of driver API functions, by the rule of the runtime's
 * cudaOccupancy* (launch.c): threads, block slots and shared memory per
 * multiprocessor each bound the number of resident blocks. */
#include "cu_internal.h"

#define SHARED_PER_SM (FERRY_SHARED_OPTIN + 1024u)

static bool function_live(CUfunction f)
{
    return f && ferry_handle_live(f, FERRY_HANDLE_FUNCTION);
}

static int blocks_per_sm(CUfunction f, int block_size, size_t dyn)
{
    if ((uint32_t)block_size > ferry_kernel_max_threads(f->kernel))
        return 0;
    int by_threads = FERRY_MAX_THREADS_PER_SM / block_size;
    int blocks = by_threads < FERRY_MAX_BLOCKS_PER_SM ? by_threads : FERRY_MAX_BLOCKS_PER_SM;
    size_t shared = f->kernel->static_shared + dyn;
    if (shared > 0) {
        size_t by_shared = SHARED_PER_SM / shared;
        if (by_shared < (size_t)blocks)
            blocks = (int)by_shared;
    }
    return blocks;
}

static CUresult function_ok(CUfunction f)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : function_live(f) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

FERRY_API CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize,
                                                                        size_t dynamicSMemSize, unsigned int flags)
{
    CUresult r = function_ok(func);
    if (r == CUDA_SUCCESS && (!numBlocks || blockSize <= 0 || flags > CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *numBlocks = blocks_per_sm(func, blockSize, dynamicSMemSize);
    return r;
}

FERRY_API CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize,
                                                               size_t dynamicSMemSize)
{
    return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize,
                                                                CU_OCCUPANCY_DEFAULT);
}

/* The largest dynamic shared memory a launch of the function allows. */
static size_t dynamic_limit(CUfunction f)
{
    if (f->max_dynamic_shared >= 0)
        return (size_t)f->max_dynamic_shared;
    uint32_t st = f->kernel->static_shared;
    return st >= FERRY_SHARED_PER_BLOCK ? 0 : FERRY_SHARED_PER_BLOCK - st;
}

/* The block size (a multiple of the warp) with the most resident threads;
 * the larger block wins a tie, as in CUDA's search from the top. */
FERRY_API CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func,
                                                             CUoccupancyB2DSize blockSizeToDynamicSMemSize,
                                                             size_t dynamicSMemSize, int blockSizeLimit,
                                                             unsigned int flags)
{
    CUresult r = function_ok(func);
    if (r == CUDA_SUCCESS && (!minGridSize || !blockSize || blockSizeLimit < 0 ||
                              flags > CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    int bound = (int)ferry_kernel_max_threads(func->kernel);
    int limit = blockSizeLimit == 0 || blockSizeLimit > bound ? bound : blockSizeLimit;
    int best = 0, best_blocks = 0;
    for (int size = (limit + 31) / 32 * 32; size > 0; size -= 32) {
        int threads = size < limit ? size : limit;
        size_t dyn = blockSizeToDynamicSMemSize ? blockSizeToDynamicSMemSize(threads) : dynamicSMemSize;
        if (dyn > dynamic_limit(func))
            continue;
        int blocks = blocks_per_sm(func, threads, dyn);
        if (blocks * threads > best_blocks * best) {
            best = threads;
            best_blocks = blocks;
        }
    }
    *blockSize = best;
    *minGridSize = best_blocks * ferry_sm_count();
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func,
                                                    CUoccupancyB2DSize blockSizeToDynamicSMemSize,
                                                    size_t dynamicSMemSize, int blockSizeLimit)
{
    return cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize,
                                                     dynamicSMemSize, blockSizeLimit, CU_OCCUPANCY_DEFAULT);
}

/* The dynamic shared memory each of numBlocks resident blocks can have. */
FERRY_API CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks,
                                                           int blockSize)
{
    CUresult r = function_ok(func);
    if (r == CUDA_SUCCESS && (!dynamicSmemSize || numBlocks <= 0 || blockSize <= 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    if (blocks_per_sm(func, blockSize, 0) < numBlocks) {
        *dynamicSmemSize = 0;
        return CUDA_SUCCESS;
    }
    size_t per_block = SHARED_PER_SM / (size_t)numBlocks, st = func->kernel->static_shared;
    size_t avail = per_block > st ? per_block - st : 0;
    size_t limit = dynamic_limit(func);
    *dynamicSmemSize = avail < limit ? avail : limit;
    return CUDA_SUCCESS;
}
