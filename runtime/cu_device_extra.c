/* Device queries and calls beyond the attributes: execution affinity,
 * linear texture widths, GPUDirect RDMA flushes, NvSciSync and cluster
 * occupancy. */
#include "cu_internal.h"

FERRY_API CUresult cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(pi, dev);
    if (r == CUDA_SUCCESS && (unsigned)type >= CU_EXEC_AFFINITY_TYPE_MAX)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pi = 1; /* an SM count is met with the whole device, as CUDA may */
    return r;
}

/* The formats a linear texture may have (0: none). */
static size_t format_bytes(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT8: return 1;
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_HALF: return 2;
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_FLOAT: return 4;
    default: return 0;
    }
}

/* CUDA's limit for 1D textures in linear memory since compute capability
 * 5.0, in elements of any format; the CPU device keeps to it. */
#define LINEAR_1D_MAX ((size_t)1 << 28)

FERRY_API CUresult cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format,
                                                      unsigned numChannels, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(maxWidthInElements, dev);
    if (r == CUDA_SUCCESS && (format_bytes(format) == 0 || (numChannels != 1 && numChannels != 2 && numChannels != 4)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    *maxWidthInElements = LINEAR_1D_MAX;
    return CUDA_SUCCESS;
}

/* No RDMA peer writes into host memory behind the CPU's back: a fence
 * orders whatever other threads wrote. */
FERRY_API CUresult cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target,
                                              CUflushGPUDirectRDMAWritesScope scope)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && target != CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && scope != CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER &&
        scope != CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return r;
}

FERRY_API CUresult cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
    CUresult r = ferry_cu_query_ok(nvSciSyncAttrList, dev);
    const int both = CUDA_NVSCISYNC_ATTR_SIGNAL | CUDA_NVSCISYNC_ATTR_WAIT;
    if (r == CUDA_SUCCESS && (flags == 0 || (flags & ~both) != 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    /* NvSciSync is a Tegra/DRIVE library that knows no CPU device. */
    (void)ferry_cu_unsupported("cuDeviceGetNvSciSyncAttributes (no NvSciSync)");
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* ---- clusters: a cluster of one block is all a launch takes ---- */

static CUresult cluster_of(const CUlaunchConfig *config, unsigned *blocks)
{
    *blocks = 1;
    for (unsigned i = 0; i < config->numAttrs; i++) {
        const CUlaunchAttribute *a = &config->attrs[i];
        if (a->id != CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
            continue;
        unsigned long long n =
            (unsigned long long)a->value.clusterDim.x * a->value.clusterDim.y * a->value.clusterDim.z;
        if (n == 0)
            return CUDA_ERROR_INVALID_VALUE;
        *blocks = n > 0xffffffffull ? 0xffffffffu : (unsigned)n;
    }
    return CUDA_SUCCESS;
}

/* Blocks of the config's size that fit on the whole device at once. */
static CUresult blocks_resident(CUfunction func, const CUlaunchConfig *config, int *blocks)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!config || (config->numAttrs && !config->attrs)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    unsigned long long threads = (unsigned long long)config->blockDimX * config->blockDimY * config->blockDimZ;
    if (threads == 0 || threads > FERRY_MAX_THREADS_PER_BLOCK)
        return CUDA_ERROR_INVALID_VALUE;
    int per_sm = 0;
    r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, func, (int)threads, config->sharedMemBytes);
    *blocks = per_sm * ferry_sm_count();
    return r;
}

FERRY_API CUresult cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    int blocks = 0;
    CUresult r = blocks_resident(func, config, &blocks);
    if (r == CUDA_SUCCESS && !clusterSize)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *clusterSize = blocks > 0 ? 1 : 0;
    return r;
}

/* A cluster of more than one block is never launched, so none is active. */
FERRY_API CUresult cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    int blocks = 0;
    unsigned per_cluster = 1;
    CUresult r = blocks_resident(func, config, &blocks);
    if (r == CUDA_SUCCESS && !numClusters)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = cluster_of(config, &per_cluster);
    if (r == CUDA_SUCCESS)
        *numClusters = per_cluster == 1 ? blocks : 0;
    return r;
}
