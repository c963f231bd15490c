/* cuda_occupancy.h's C interface; occupancy.cpp and occupancy.cu read this
 * file again and add the C++ forms. */
#include <cuda_occupancy.h>

static size_t occ_smem_per_block(int block_size)
{
    return (size_t)block_size * 8;
}

int occupancy_c(void);
int occupancy_c(void)
{
    cudaOccDeviceProp p;
    cudaOccFuncAttributes a;
    cudaOccDeviceState s;
    cudaOccResult r;
    int grid = 0, block = 0, gran = 0;
    size_t avail = 0;
    p.computeMajor = 8;
    p.computeMinor = 0;
    p.maxThreadsPerBlock = 1024;
    p.maxThreadsPerMultiprocessor = 2048;
    p.regsPerBlock = 65536;
    p.regsPerMultiprocessor = 65536;
    p.warpSize = 32;
    p.sharedMemPerBlock = 48 * 1024;
    p.sharedMemPerMultiprocessor = 228 * 1024;
    p.numSms = 4;
    p.sharedMemPerBlockOptin = 227 * 1024;
    p.reservedSharedMemPerBlock = 0;
    a.maxThreadsPerBlock = 1024;
    a.numRegs = 32;
    a.sharedSizeBytes = 0;
    a.partitionedGCConfig = PARTITIONED_GC_OFF;
    a.shmemLimitConfig = FUNC_SHMEM_LIMIT_DEFAULT;
    a.maxDynamicSharedSizeBytes = 0;
    a.numBlockBarriers = 1;
    s.cacheConfig = CACHE_PREFER_NONE;
    s.carveoutConfig = SHAREDMEM_CARVEOUT_DEFAULT;
    if (cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 256, 1024) != CUDA_OCC_SUCCESS)
        return 1;
    if (cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &p, &a, &s, occ_smem_per_block, 0) != CUDA_OCC_SUCCESS)
        return 2;
    if (cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &p, &a, &s, NULL, 4096) != CUDA_OCC_SUCCESS)
        return 3;
    if (cudaOccAvailableDynamicSMemPerBlock(&avail, &p, &a, &s, 2, 128) != CUDA_OCC_SUCCESS)
        return 4;
    if (cudaOccSMemAllocationGranularity(&gran, &p) != CUDA_OCC_SUCCESS ||
        cudaOccRegAllocationGranularity(&gran, &p) != CUDA_OCC_SUCCESS)
        return 5;
    return r.activeBlocksPerMultiprocessor + (int)(r.limitingFactors & OCC_LIMIT_WARPS) + grid + block + (int)avail;
}
