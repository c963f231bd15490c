/* The runtime's cluster occupancy queries, answered as the driver's are
 * (cu_device_extra.c): a block is a cluster of one, the only cluster size
 * Ferry launches. */
#include "cu_internal.h"
#include "runtime.h"

#include <limits.h>

/* Blocks of the configuration's size resident on the whole device. */
static cudaError_t resident(const void *func, const cudaLaunchConfig_t *config, int *blocks)
{
    if (!config || (config->numAttrs && !config->attrs))
        return cudaErrorInvalidValue;
    unsigned long long threads = (unsigned long long)config->blockDim.x * config->blockDim.y * config->blockDim.z;
    if (threads == 0 || threads > INT_MAX)
        return cudaErrorInvalidValue;
    int per_sm = 0;
    cudaError_t err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, func, (int)threads,
                                                                    config->dynamicSmemBytes);
    *blocks = per_sm * ferry_sm_count();
    return err;
}

/* The cluster the configuration asks for, in blocks (1 without one). */
static cudaError_t cluster_blocks(const cudaLaunchConfig_t *config, unsigned long long *n)
{
    *n = 1;
    for (unsigned i = 0; i < config->numAttrs; i++) {
        const cudaLaunchAttribute *a = &config->attrs[i];
        if (a->id != cudaLaunchAttributeClusterDimension)
            continue;
        *n = (unsigned long long)a->val.clusterDim.x * a->val.clusterDim.y * a->val.clusterDim.z;
        if (*n == 0)
            return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

FERRY_API cudaError_t cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func,
                                                           const cudaLaunchConfig_t *config)
{
    int blocks = 0;
    cudaError_t err = clusterSize ? resident(func, config, &blocks) : cudaErrorInvalidValue;
    if (err != cudaSuccess)
        return ferry_ret(err);
    *clusterSize = blocks > 0 ? 1 : 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaOccupancyMaxActiveClusters(int *numClusters, const void *func,
                                                     const cudaLaunchConfig_t *config)
{
    int blocks = 0;
    unsigned long long per_cluster = 1;
    cudaError_t err = numClusters ? resident(func, config, &blocks) : cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = cluster_blocks(config, &per_cluster);
    if (err != cudaSuccess)
        return ferry_ret(err);
    *numClusters = per_cluster == 1 ? blocks : 0;
    return cudaSuccess;
}

/* Kernels compiled into the program are not driver functions in Ferry (no
 * CUfunction stands for a registered kernel yet). */
FERRY_API cudaError_t cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr)
{
    if (!functionPtr || !symbolPtr)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_function_find(symbolPtr))
        return ferry_ret(cudaErrorInvalidDeviceFunction);
    ferry_cu_unsupported("cudaGetFuncBySymbol (a CUfunction for a kernel of the program)");
    return ferry_ret(cudaErrorNotSupported);
}
