/* Cooperative launches: every block resident at once, so that
 * grid_group::sync() can wait for them all (cu_launch.c checks it). */
#include "cu_internal.h"
#include "graph.h"

/* Cooperative grids are not captured: the capture fails (ferry_cu_launch). */
FERRY_API CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                                             unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY,
                                             unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream,
                                             void **kernelParams)
{
    dim3 grid = {gridDimX, gridDimY, gridDimZ}, block = {blockDimX, blockDimY, blockDimZ};
    return ferry_cu_launch(f, grid, block, sharedMemBytes, hStream, kernelParams, NULL, true);
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
