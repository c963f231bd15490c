/* Cooperative launches: every block resident at once, so that
 * grid_group::sync() can wait for them all, as occupancy allows on each
 * multiprocessor.  The checks are cuLaunchKernel's (cu_launch.c keeps its
 * own static; this is the same glue, to be shared after the capture work). */
#include "cu_internal.h"
#include "graph.h"

/* 48 KiB less the static data by default, or what the caller allowed. */
static size_t dynamic_limit(const struct CUfunc_st *f)
{
    if (f->max_dynamic_shared >= 0)
        return (size_t)f->max_dynamic_shared;
    uint32_t st = f->kernel->static_shared;
    return st >= FERRY_SHARED_PER_BLOCK ? 0 : FERRY_SHARED_PER_BLOCK - st;
}

static CUresult check(CUfunction f, dim3 grid, dim3 block, unsigned shmem, CUstream stream, void **params)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ferry_cu_function_live(f) || !ferry_stream_ok(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    const ferry_kernel_desc *k = f->kernel;
    if (!params && k->num_params > 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ferry_dims_ok(grid, block))
        return CUDA_ERROR_INVALID_VALUE;
    if (!ferry_within_bound(k, block))
        return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    if (shmem > dynamic_limit(f) || (uint64_t)k->static_shared + shmem > FERRY_SHARED_OPTIN)
        return CUDA_ERROR_INVALID_VALUE;
    int per_sm = 0;
    r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, (int)(block.x * block.y * block.z), shmem);
    if (r != CUDA_SUCCESS)
        return r;
    if ((uint64_t)grid.x * grid.y * grid.z > (uint64_t)per_sm * (uint64_t)ferry_sm_count())
        return CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE;
    return ferry_cu_from_cuda(ferry_sticky());
}

FERRY_API CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                                             unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY,
                                             unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream,
                                             void **kernelParams)
{
    /* Not captured yet: the capture fails, rather than run the kernel now. */
    if (ferry_capturing(hStream))
        return ferry_cu_from_cuda(ferry_capture_sync(hStream));
    dim3 grid = {gridDimX, gridDimY, gridDimZ}, block = {blockDimX, blockDimY, blockDimZ};
    CUresult r = check(f, grid, block, sharedMemBytes, hStream, kernelParams);
    if (r != CUDA_SUCCESS)
        return r;
    const ferry_kernel_desc *k = f->kernel;
    ferry_grid g = {
        .run = k->run_block,
        .args = kernelParams,
        .grid = {gridDimX, gridDimY, gridDimZ},
        .block = {blockDimX, blockDimY, blockDimZ},
        .dyn_shared = sharedMemBytes,
        .shared_total = k->static_shared + sharedMemBytes,
        .name = k->name,
        .local_bytes = k->local_bytes,
    };
    cudaError_t err = ferry_launch_queued(&g, k, kernelParams, true, hStream);
    return ferry_cu_from_cuda(err != cudaSuccess ? err : ferry_sticky());
}

/* One device: a list of one launch.  Its stream orders it after the work
 * before it and the work after it after it, which is what the pre- and
 * post-launch synchronisation give across devices. */
FERRY_API CUresult cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices,
                                                        unsigned int flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    const unsigned known = CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC |
                           CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC;
    if (!launchParamsList || numDevices == 0 || (flags & ~known))
        return CUDA_ERROR_INVALID_VALUE;
    if (numDevices > 1)
        return CUDA_ERROR_INVALID_DEVICE;
    const CUDA_LAUNCH_PARAMS *p = launchParamsList;
    /* The streams must be ones the program created. */
    if (!p->hStream || p->hStream == CU_STREAM_LEGACY || p->hStream == CU_STREAM_PER_THREAD)
        return CUDA_ERROR_INVALID_VALUE;
    return cuLaunchCooperativeKernel(p->function, p->gridDimX, p->gridDimY, p->gridDimZ, p->blockDimX,
                                     p->blockDimY, p->blockDimZ, p->sharedMemBytes, p->hStream, p->kernelParams);
}
