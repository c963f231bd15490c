// cuda_occupancy.h agrees with the runtime: for the device's properties
// and each kernel's attributes, cudaOccMaxActiveBlocksPerMultiprocessor and
// cudaOccMaxPotentialOccupancyBlockSize[VariableSMem] give what
// cudaOccupancyMaxActiveBlocksPerMultiprocessor and
// cudaOccupancyMaxPotentialBlockSize[VariableSMem] give; the dynamic shared
// memory cudaOccAvailableDynamicSMemPerBlock offers lets that many blocks
// reside; bad input gets the calculator's error codes.
#include <cstdio>
#include <cuda_occupancy.h>
#include "check.h"

__global__ void plain(int *out) { out[threadIdx.x] = 1; }

__global__ void with_shared(int *out) {
    __shared__ int tile[3072];  // 12 KiB
    tile[threadIdx.x] = (int)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void __launch_bounds__(256) bounded(int *out) { out[threadIdx.x] = 2; }

__global__ void dynamic_shared(int *out) {
    extern __shared__ int buf[];
    buf[threadIdx.x] = 3;
    out[threadIdx.x] = buf[threadIdx.x];
}

struct QuarterPerThread {
    __host__ size_t operator()(int b) const { return (size_t)b * 96; }
};

static size_t quarter_per_thread(int b) { return (size_t)b * 96; }

static int compare(const char *name, const void *k, const cudaOccDeviceProp &prop) {
    cudaFuncAttributes fa;
    CHECK(cudaFuncGetAttributes(&fa, k));
    cudaOccFuncAttributes attr(fa);
    cudaOccDeviceState state;
    const int sizes[] = {1, 32, 64, 100, 128, 192, 256, 500, 512, 768, 1024};
    const size_t smem[] = {0, 1000, 8192, 48 * 1024, 100 * 1024, 200 * 1024, 240 * 1024};
    for (int b : sizes)
        for (size_t s : smem) {
            int want = -1;
            CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&want, k, b, s));
            cudaOccResult r;
            EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, b, s) == CUDA_OCC_SUCCESS);
            if (r.activeBlocksPerMultiprocessor != want) {
                printf("%s: block %d, smem %zu: calculator %d, runtime %d\n", name, b, s,
                       r.activeBlocksPerMultiprocessor, want);
                return 1;
            }
            EXPECT(r.limitingFactors != 0);
        }
    for (size_t s : smem) {
        int grid = -1, block = -1, occ_grid = -2, occ_block = -2;
        CHECK(cudaOccupancyMaxPotentialBlockSize(&grid, &block, k, s));
        EXPECT(cudaOccMaxPotentialOccupancyBlockSize(&occ_grid, &occ_block, &prop, &attr, &state, s) ==
               CUDA_OCC_SUCCESS);
        if (grid != occ_grid || block != occ_block) {
            printf("%s: smem %zu: calculator %d x %d, runtime %d x %d\n", name, s, occ_grid, occ_block, grid, block);
            return 1;
        }
        EXPECT(cudaOccMaxPotentialOccupancyBlockSize(&occ_grid, &occ_block, &prop, &attr, &state, nullptr, s) ==
               CUDA_OCC_SUCCESS);
        EXPECT(grid == occ_grid && block == occ_block);
    }
    int grid = -1, block = -1, occ_grid = -2, occ_block = -2;
    CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, k, QuarterPerThread()));
    EXPECT(cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(&occ_grid, &occ_block, &prop, &attr, &state,
                                                            QuarterPerThread()) == CUDA_OCC_SUCCESS);
    EXPECT(grid == occ_grid && block == occ_block);
    EXPECT(cudaOccMaxPotentialOccupancyBlockSize(&occ_grid, &occ_block, &prop, &attr, &state, quarter_per_thread,
                                                 0) == CUDA_OCC_SUCCESS);
    EXPECT(grid == occ_grid && block == occ_block);

    // What cudaOccAvailableDynamicSMemPerBlock offers lets numBlocks reside.
    const int avail_sizes[] = {32, 128, 256}, avail_counts[] = {1, 2, 3, 8, 32};
    for (int b : avail_sizes)
        for (int n : avail_counts) {
            size_t avail = 0;
            EXPECT(cudaOccAvailableDynamicSMemPerBlock(&avail, &prop, &attr, &state, n, b) == CUDA_OCC_SUCCESS);
            if (avail == 0)
                continue;
            int blocks = 0;
            CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, b, avail));
            EXPECT(blocks >= n);
            EXPECT(avail <= (size_t)fa.maxDynamicSharedSizeBytes);
        }
    return 0;
}

int main() {
    int dev = 0;
    CHECK(cudaGetDevice(&dev));
    cudaDeviceProp dp;
    CHECK(cudaGetDeviceProperties(&dp, dev));
    cudaOccDeviceProp prop(dp);
    EXPECT(prop.numSms == dp.multiProcessorCount && prop.maxThreadsPerMultiprocessor == dp.maxThreadsPerMultiProcessor);

    if (compare("plain", (const void *)plain, prop) || compare("with_shared", (const void *)with_shared, prop) ||
        compare("bounded", (const void *)bounded, prop))
        return 1;
    CHECK(cudaFuncSetAttribute(dynamic_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, 150 * 1024));
    if (compare("dynamic_shared", (const void *)dynamic_shared, prop))
        return 1;

    // Bad input.
    cudaFuncAttributes fa;
    CHECK(cudaFuncGetAttributes(&fa, plain));
    cudaOccFuncAttributes attr(fa);
    cudaOccDeviceState state;
    cudaOccResult r;
    int grid = 0, block = 0;
    size_t avail = 0;
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(nullptr, &prop, &attr, &state, 128, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, nullptr, &attr, &state, 128, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, 0, 0) == CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, -32, 0) == CUDA_OCC_ERROR_INVALID_INPUT);
    cudaOccDeviceProp unknown;
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &unknown, &attr, &state, 128, 0) ==
           CUDA_OCC_ERROR_UNKNOWN_DEVICE);
    cudaOccDeviceState bad_state;
    bad_state.carveoutConfig = 101;
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &bad_state, 128, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    bad_state.carveoutConfig = SHAREDMEM_CARVEOUT_HALF;
    bad_state.cacheConfig = (cudaOccCacheConfig)9;
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &bad_state, 128, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    cudaOccFuncAttributes bad_attr(fa);
    bad_attr.numRegs = -1;
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &bad_attr, &state, 128, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccMaxPotentialOccupancyBlockSize(nullptr, &block, &prop, &attr, &state, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccMaxPotentialOccupancyBlockSize(&grid, nullptr, &prop, &attr, &state, 0) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &unknown, &attr, &state, 0) ==
           CUDA_OCC_ERROR_UNKNOWN_DEVICE);
    EXPECT(cudaOccAvailableDynamicSMemPerBlock(&avail, &prop, &attr, &state, 0, 128) == CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccAvailableDynamicSMemPerBlock(nullptr, &prop, &attr, &state, 1, 128) ==
           CUDA_OCC_ERROR_INVALID_INPUT);
    EXPECT(cudaOccAvailableDynamicSMemPerBlock(&avail, &prop, &attr, &state, 1, 0) == CUDA_OCC_ERROR_INVALID_INPUT);

    // More threads than the kernel allows: no block, as the runtime says.
    CHECK(cudaFuncGetAttributes(&fa, bounded));
    cudaOccFuncAttributes bounded_attr(fa);
    EXPECT(cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &bounded_attr, &state, 512, 0) == CUDA_OCC_SUCCESS);
    EXPECT(r.activeBlocksPerMultiprocessor == 0 && (r.limitingFactors & OCC_LIMIT_WARPS));

    // The kernels run with what the calculator proposes.
    int *d;
    CHECK(cudaMalloc(&d, 1024 * sizeof(int)));
    CHECK(cudaFuncGetAttributes(&fa, with_shared));
    cudaOccFuncAttributes shared_attr(fa);
    EXPECT(cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &prop, &shared_attr, &state) == CUDA_OCC_SUCCESS);
    EXPECT(grid > 0 && block > 0 && block <= 1024);
    with_shared<<<grid, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(d));
    printf("PASS\n");
    return 0;
}
