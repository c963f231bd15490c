/* Kernel launch: the <<<>>> configuration stack, the checks CUDA makes
 * before a launch, and the per-function attributes those checks read. */
#include <string.h>

#include "graph.h"
#include "runtime.h"
#include "tex_internal.h"

/* <<<>>> pushes, the kernel stub pops; nesting happens only when a launch
 * argument itself launches a kernel, so a small stack is plenty. */
#define CONFIG_DEPTH 16

typedef struct launch_config {
    dim3 grid, block;
    size_t shmem;
    void *stream;
} launch_config;

static _Thread_local launch_config configs[CONFIG_DEPTH];
static _Thread_local int config_depth;

FERRY_API unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, void *stream)
{
    if (config_depth == CONFIG_DEPTH)
        return 1;
    configs[config_depth++] = (launch_config){gridDim, blockDim, sharedMem, stream};
    return 0;
}

FERRY_API cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream)
{
    if (config_depth == 0)
        return cudaErrorMissingConfiguration;
    launch_config c = configs[--config_depth];
    *gridDim = c.grid;
    *blockDim = c.block;
    *sharedMem = c.shmem;
    *(void **)stream = c.stream;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream)
{
    if (__cudaPushCallConfiguration(gridDim, blockDim, sharedMem, stream) != 0)
        return ferry_ret(cudaErrorInvalidConfiguration);
    return cudaSuccess;
}

bool ferry_dims_ok(dim3 grid, dim3 block)
{
    if (!grid.x || !grid.y || !grid.z || !block.x || !block.y || !block.z)
        return false;
    if (block.x > 1024 || block.y > 1024 || block.z > 64)
        return false;
    if ((uint64_t)block.x * block.y * block.z > FERRY_MAX_THREADS_PER_BLOCK)
        return false;
    return grid.x <= 0x7fffffffu && grid.y <= 65535 && grid.z <= 65535;
}

/* The dynamic shared memory a function may request: 48 KiB less its static
 * data by default, or what cudaFuncSetAttribute allowed. */
static size_t dynamic_limit(const ferry_function *f)
{
    if (f->max_dynamic_shared >= 0)
        return (size_t)f->max_dynamic_shared;
    uint32_t st = f->kernel->static_shared;
    return st >= FERRY_SHARED_PER_BLOCK ? 0 : FERRY_SHARED_PER_BLOCK - st;
}

static int occupancy(const ferry_function *f, int block_size, size_t dyn);

/* The checks CUDA makes before a launch; on success *g describes the grid. */
static cudaError_t prepare(const void *func, dim3 grid, dim3 block, void **args, size_t shmem,
                           cudaStream_t stream, ferry_grid *g, ferry_function **fp)
{
    ferry_cu_runtime_used();
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return sticky;
    if (!ferry_stream_ok(stream))
        return cudaErrorInvalidResourceHandle;
    ferry_function *f = ferry_function_find(func);
    if (!f)
        return cudaErrorInvalidDeviceFunction;
    ferry_texref_refresh();
    if (!ferry_dims_ok(grid, block))
        return cudaErrorInvalidConfiguration;
    if (!ferry_within_bound(f->kernel, block))
        return cudaErrorLaunchOutOfResources;
    /* Too much shared memory is "invalid argument" in CUDA, not a config error. */
    if (shmem > dynamic_limit(f) || f->kernel->static_shared + shmem > FERRY_SHARED_OPTIN)
        return cudaErrorInvalidValue;
    *g = (ferry_grid){
        .run = f->kernel->run_block,
        .args = args,
        .grid = {grid.x, grid.y, grid.z},
        .block = {block.x, block.y, block.z},
        .dyn_shared = (uint32_t)shmem,
        .shared_total = f->kernel->static_shared + (uint32_t)shmem,
        .name = f->kernel->name,
        .local_bytes = f->kernel->local_bytes,
        .in_order = (f->kernel->flags & FERRY_KERNEL_IN_ORDER) != 0,
        .strips = (f->kernel->flags & FERRY_KERNEL_STRIPS) != 0,
    };
    *fp = f;
    return cudaSuccess;
}

/* A queued launch: the grid, then its argument pointers, then a copy of
 * the argument values (the caller's may be gone when it runs), each at a
 * 16-byte boundary, which covers every parameter type but over-aligned
 * structs. */
typedef struct kernel_op {
    ferry_grid g;
    bool cooperative;
    void *argv[];
} kernel_op;

static size_t values_size(const ferry_kernel_desc *k)
{
    size_t total = 0;
    for (uint32_t i = 0; i < k->num_params; i++)
        total += (k->params[i].size + 15) & ~(size_t)15;
    return total;
}

/* Once the device has failed, queued grids do not run. */
static cudaError_t run_kernel(void *data)
{
    kernel_op *k = data;
    if (ferry_sticky() != cudaSuccess)
        return cudaSuccess;
    return k->cooperative ? ferry_run_cooperative(&k->g) : ferry_pool_run(&k->g);
}

cudaError_t ferry_launch_queued(const ferry_grid *g, const ferry_kernel_desc *k, void **args, bool cooperative,
                                cudaStream_t stream)
{
    cudaError_t err = ferry_local_admit(g);
    if (err != cudaSuccess)
        return err;
    if (k->num_params && !k->params) {
        /* A descriptor without parameter sizes (written by hand, not by
         * ferry-lower) cannot have its arguments copied: it runs now, in
         * the stream's order. */
        ferry_stream_now(stream);
        return cooperative ? ferry_run_cooperative(g) : ferry_pool_run(g);
    }
    size_t head = (sizeof(kernel_op) + k->num_params * sizeof(void *) + 15) & ~(size_t)15;
    ferry_op *op = ferry_op_new(run_kernel, head + values_size(k));
    if (!op)
        return cudaErrorMemoryAllocation;
    kernel_op *ko = ferry_op_data(op);
    char *values = (char *)ko + head;
    ko->g = *g;
    ko->g.args = ko->argv;
    ko->cooperative = cooperative;
    for (uint32_t i = 0; i < k->num_params; i++) {
        memcpy(values, args[i], k->params[i].size);
        ko->argv[i] = values;
        values += (k->params[i].size + 15) & ~(size_t)15;
    }
    return ferry_stream_submit(stream, op, NULL);
}

cudaError_t ferry_launch_now(const void *func, dim3 grid, dim3 block, void **args, size_t shmem)
{
    ferry_grid g;
    ferry_function *f;
    cudaError_t err = prepare(func, grid, block, args, shmem, NULL, &g, &f);
    if (err == cudaSuccess)
        err = ferry_pool_run(&g);
    return err != cudaSuccess ? err : ferry_sticky();
}

static cudaError_t launch(const void *func, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream)
{
    ferry_grid g;
    ferry_function *f;
    cudaError_t err = prepare(func, grid, block, args, shmem, stream, &g, &f);
    if (err == cudaSuccess)
        err = ferry_launch_queued(&g, f->kernel, args, false, stream);
    return err != cudaSuccess ? err : ferry_sticky();
}

FERRY_API cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
                                       cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_kernel(func, gridDim, blockDim, args, sharedMem, stream);
    return ferry_ret(launch(func, gridDim, blockDim, args, sharedMem, stream));
}

/* All blocks must be resident at once, as many as occupancy allows on
 * every multiprocessor, so that grid_group::sync() can wait for all. */
FERRY_API cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                                  size_t sharedMem, cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream); /* cooperative launches are not captured yet */
    ferry_grid g;
    ferry_function *f;
    cudaError_t err = prepare(func, gridDim, blockDim, args, sharedMem, stream, &g, &f);
    if (err != cudaSuccess)
        return ferry_ret(err);
    uint64_t blocks = (uint64_t)gridDim.x * gridDim.y * gridDim.z;
    int threads = (int)(blockDim.x * blockDim.y * blockDim.z);
    if (blocks > (uint64_t)occupancy(f, threads, sharedMem) * (uint64_t)ferry_sm_count())
        return ferry_ret(cudaErrorCooperativeLaunchTooLarge);
    err = ferry_launch_queued(&g, f->kernel, args, true, stream);
    return ferry_ret(err != cudaSuccess ? err : ferry_sticky());
}

FERRY_API cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    if (!attr)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_function *f = ferry_function_find(func);
    if (!f)
        return ferry_ret(cudaErrorInvalidDeviceFunction);
    *attr = (struct cudaFuncAttributes){
        .sharedSizeBytes = f->kernel->static_shared,
        .localSizeBytes = f->kernel->local_bytes,
        .maxThreadsPerBlock = (int)ferry_kernel_max_threads(f->kernel),
        .numRegs = 32,
        .ptxVersion = ferry_kernel_arch(f->kernel),
        .binaryVersion = ferry_kernel_arch(f->kernel),
        .maxDynamicSharedSizeBytes = (int)dynamic_limit(f),
        .preferredShmemCarveout = f->carveout,
    };
    return cudaSuccess;
}

static cudaError_t set_attribute(ferry_function *f, enum cudaFuncAttribute attr, int value)
{
    switch (attr) {
    case cudaFuncAttributeMaxDynamicSharedMemorySize:
        if (value < 0 || f->kernel->static_shared + (uint64_t)value > FERRY_SHARED_OPTIN)
            return cudaErrorInvalidValue;
        f->max_dynamic_shared = value;
        return cudaSuccess;
    case cudaFuncAttributePreferredSharedMemoryCarveout:
        if (value < -1 || value > 100)
            return cudaErrorInvalidValue;
        f->carveout = value;
        return cudaSuccess;
    default:
        return cudaErrorInvalidValue;
    }
}

FERRY_API cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    ferry_function *f = ferry_function_find(func);
    if (!f)
        return ferry_ret(cudaErrorInvalidDeviceFunction);
    return ferry_ret(set_attribute(f, attr, value));
}

FERRY_API cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    ferry_function *f = ferry_function_find(func);
    if (!f)
        return ferry_ret(cudaErrorInvalidDeviceFunction);
    if ((unsigned)cacheConfig > cudaFuncCachePreferEqual)
        return ferry_ret(cudaErrorInvalidValue);
    f->cache = cacheConfig;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    if (!ferry_function_find(func))
        return ferry_ret(cudaErrorInvalidDeviceFunction);
    if ((unsigned)config > cudaSharedMemBankSizeEightByte)
        return ferry_ret(cudaErrorInvalidValue);
    return cudaSuccess;
}

/* Occupancy as a GPU of this shape would have it: threads, block slots and
 * shared memory per multiprocessor each bound the count. */
static int occupancy(const ferry_function *f, int block_size, size_t dyn)
{
    int by_threads = FERRY_MAX_THREADS_PER_SM / block_size;
    int blocks = by_threads < FERRY_MAX_BLOCKS_PER_SM ? by_threads : FERRY_MAX_BLOCKS_PER_SM;
    size_t shared = f->kernel->static_shared + dyn;
    if (shared > 0) {
        size_t by_shared = (FERRY_SHARED_OPTIN + 1024) / shared;
        if (by_shared < (size_t)blocks)
            blocks = (int)by_shared;
    }
    return blocks;
}

FERRY_API cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                             int blockSize, size_t dynamicSMemSize,
                                                                             unsigned int flags)
{
    if (!numBlocks || blockSize <= 0 || flags > cudaOccupancyDisableCachingOverride)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_function *f = ferry_function_find(func);
    if (!f)
        return ferry_ret(cudaErrorInvalidDeviceFunction);
    bool fits = (uint32_t)blockSize <= ferry_kernel_max_threads(f->kernel);
    *numBlocks = fits ? occupancy(f, blockSize, dynamicSMemSize) : 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize,
                                                                    size_t dynamicSMemSize)
{
    return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize,
                                                                  cudaOccupancyDefault);
}
