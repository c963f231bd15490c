/* The CUDA Occupancy Calculator: occupancy and launch configurations from a
 * device's and a function's properties alone, without a device or a
 * context, written from the documented API.  Header-only, for C, C++ and
 * both passes of CUDA.
 *
 * Its answers are the runtime's: cudaOccupancyMaxActiveBlocksPerMultiprocessor
 * and cudaOccupancyMaxPotentialBlockSize give the same numbers for the
 * properties Ferry reports (cudaGetDeviceProperties, cudaFuncGetAttributes),
 * so a program gets one answer whichever it asks.  Hence the rules are
 * Ferry's multiprocessor, not a GPU generation's: threads, registers and
 * shared memory are counted per thread and per byte (no warp or allocation
 * granularity), every architecture has 32 block slots, and the shared
 * memory carveout and cache preference are checked but do not resize the
 * shared memory, as Ferry's multiprocessors have one size. */
#ifndef FERRY_CUDA_OCCUPANCY_H
#define FERRY_CUDA_OCCUPANCY_H

#include <stddef.h>

/* Usable in device code too, as the toolkit's. */
#if defined(__CUDACC__)
#define __OCC_INLINE inline __host__ __device__
#else
#define __OCC_INLINE inline
#endif

/* Ferry's multiprocessors hold this many blocks on every architecture
 * (cudaDevAttrMaxBlocksPerMultiprocessor); cudaOccDeviceProp has no field
 * for it. */
#define __FERRY_OCC_MAX_BLOCKS_PER_SM 32

typedef enum cudaOccError_enum {
    CUDA_OCC_SUCCESS = 0,
    CUDA_OCC_ERROR_INVALID_INPUT = 1,
    CUDA_OCC_ERROR_UNKNOWN_DEVICE = 2
} cudaOccError;

typedef enum cudaOccPartitionedGCConfig_enum {
    PARTITIONED_GC_OFF = 0,
    PARTITIONED_GC_ON = 1,
    PARTITIONED_GC_ON_STRICT = 2
} cudaOccPartitionedGCConfig;

typedef enum cudaOccFuncShmemConfig_enum {
    FUNC_SHMEM_LIMIT_DEFAULT = 0x00,
    FUNC_SHMEM_LIMIT_OPTIN = 0x01
} cudaOccFuncShmemConfig;

typedef enum cudaOccCacheConfig_enum {
    CACHE_PREFER_NONE = 0x00,
    CACHE_PREFER_SHARED = 0x01,
    CACHE_PREFER_L1 = 0x02,
    CACHE_PREFER_EQUAL = 0x03
} cudaOccCacheConfig;

typedef enum cudaOccCarveoutConfig_enum {
    SHAREDMEM_CARVEOUT_DEFAULT = -1,
    SHAREDMEM_CARVEOUT_MAX_SHARED = 100,
    SHAREDMEM_CARVEOUT_MAX_L1 = 0,
    SHAREDMEM_CARVEOUT_HALF = 50
} cudaOccCarveoutConfig;

typedef enum cudaOccLimitingFactor_enum {
    OCC_LIMIT_WARPS = 0x01,
    OCC_LIMIT_REGISTERS = 0x02,
    OCC_LIMIT_SHARED_MEMORY = 0x04,
    OCC_LIMIT_BLOCKS = 0x08,
    OCC_LIMIT_BARRIERS = 0x10
} cudaOccLimitingFactor;

typedef struct cudaOccDeviceProp {
    int computeMajor;
    int computeMinor;
    int maxThreadsPerBlock;
    int maxThreadsPerMultiprocessor;
    int regsPerBlock;
    int regsPerMultiprocessor;
    int warpSize;
    size_t sharedMemPerBlock;
    size_t sharedMemPerMultiprocessor;
    int numSms;
    size_t sharedMemPerBlockOptin;
    size_t reservedSharedMemPerBlock;
#ifdef __cplusplus
    __OCC_INLINE cudaOccDeviceProp()
        : computeMajor(0), computeMinor(0), maxThreadsPerBlock(0), maxThreadsPerMultiprocessor(0),
          regsPerBlock(0), regsPerMultiprocessor(0), warpSize(0), sharedMemPerBlock(0),
          sharedMemPerMultiprocessor(0), numSms(0), sharedMemPerBlockOptin(0), reservedSharedMemPerBlock(0) {}
    /* From a cudaDeviceProp (or anything with its field names). */
    template <typename DeviceProp>
    __OCC_INLINE cudaOccDeviceProp(const DeviceProp &p)
        : computeMajor(p.major), computeMinor(p.minor), maxThreadsPerBlock(p.maxThreadsPerBlock),
          maxThreadsPerMultiprocessor(p.maxThreadsPerMultiProcessor), regsPerBlock(p.regsPerBlock),
          regsPerMultiprocessor(p.regsPerMultiprocessor), warpSize(p.warpSize),
          sharedMemPerBlock(p.sharedMemPerBlock), sharedMemPerMultiprocessor(p.sharedMemPerMultiprocessor),
          numSms(p.multiProcessorCount), sharedMemPerBlockOptin(p.sharedMemPerBlockOptin),
          reservedSharedMemPerBlock(p.reservedSharedMemPerBlock) {}
#endif
} cudaOccDeviceProp;

typedef struct cudaOccFuncAttributes {
    int maxThreadsPerBlock;
    int numRegs;
    size_t sharedSizeBytes;
    cudaOccPartitionedGCConfig partitionedGCConfig;
    cudaOccFuncShmemConfig shmemLimitConfig;
    size_t maxDynamicSharedSizeBytes;
    int numBlockBarriers;
#ifdef __cplusplus
    __OCC_INLINE cudaOccFuncAttributes()
        : maxThreadsPerBlock(0), numRegs(0), sharedSizeBytes(0), partitionedGCConfig(PARTITIONED_GC_OFF),
          shmemLimitConfig(FUNC_SHMEM_LIMIT_DEFAULT), maxDynamicSharedSizeBytes(0), numBlockBarriers(0) {}
    /* From a cudaFuncAttributes: a function whose dynamic shared memory may
     * go up to its maxDynamicSharedSizeBytes, as cudaFuncSetAttribute allows. */
    template <typename FuncAttributes>
    __OCC_INLINE cudaOccFuncAttributes(const FuncAttributes &a)
        : maxThreadsPerBlock(a.maxThreadsPerBlock), numRegs(a.numRegs), sharedSizeBytes(a.sharedSizeBytes),
          partitionedGCConfig(PARTITIONED_GC_OFF), shmemLimitConfig(FUNC_SHMEM_LIMIT_OPTIN),
          maxDynamicSharedSizeBytes((size_t)a.maxDynamicSharedSizeBytes), numBlockBarriers(1) {}
#endif
} cudaOccFuncAttributes;

typedef struct cudaOccDeviceState {
    cudaOccCacheConfig cacheConfig;
    int carveoutConfig;
#ifdef __cplusplus
    __OCC_INLINE cudaOccDeviceState() : cacheConfig(CACHE_PREFER_NONE), carveoutConfig(SHAREDMEM_CARVEOUT_DEFAULT) {}
#endif
} cudaOccDeviceState;

typedef struct cudaOccResult {
    int activeBlocksPerMultiprocessor;
    unsigned int limitingFactors; /* cudaOccLimitingFactor bits: the limits equal to the result */
    int blockLimitRegs;
    int blockLimitSharedMem;
    int blockLimitWarps;
    int blockLimitBlocks;
    int blockLimitBarriers;
    int allocatedRegistersPerBlock;
    size_t allocatedSharedMemPerBlock;
    cudaOccPartitionedGCConfig partitionedGCConfig;
} cudaOccResult;

#include "ferry/occupancy_calc.h"

#endif
