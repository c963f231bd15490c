/* cuLaunchKernelEx: the configuration's attributes choose the kind of
 * launch, with the rules of the runtime's cudaLaunchKernelExC (launch_ex.c):
 * scheduling hints are accepted and change nothing on the CPU, where a
 * stream's work runs in order; clusters of more than one block are not
 * supported. */
#include "cu_internal.h"

typedef struct launch_kind {
    bool cooperative;
    CUevent programmatic_event; /* recorded once the grid is done */
} launch_kind;

static CUresult read_attribute(const CUlaunchAttribute *a, launch_kind *k)
{
    switch (a->id) {
    case CU_LAUNCH_ATTRIBUTE_IGNORE:
    case CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW:
    case CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY:
    case CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE:
    case CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION:
    case CU_LAUNCH_ATTRIBUTE_PRIORITY:
    case CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP:
    case CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN:
        return CUDA_SUCCESS;
    case CU_LAUNCH_ATTRIBUTE_COOPERATIVE:
        k->cooperative = a->value.cooperative != 0;
        return CUDA_SUCCESS;
    case CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION: {
        unsigned x = a->value.clusterDim.x, y = a->value.clusterDim.y, z = a->value.clusterDim.z;
        if (x == 0 || y == 0 || z == 0)
            return CUDA_ERROR_INVALID_VALUE;
        return x == 1 && y == 1 && z == 1 ? CUDA_SUCCESS
                                           : ferry_cu_unsupported("cuLaunchKernelEx with thread block clusters");
    }
    case CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT:
        k->programmatic_event = a->value.programmaticEvent.event;
        return CUDA_SUCCESS;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

FERRY_API CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!config || (config->numAttrs > 0 && !config->attrs))
        return CUDA_ERROR_INVALID_VALUE;
    launch_kind k = {false, NULL};
    for (unsigned i = 0; i < config->numAttrs && r == CUDA_SUCCESS; i++)
        r = read_attribute(&config->attrs[i], &k);
    if (r != CUDA_SUCCESS)
        return r;
    const CUlaunchConfig *c = config;
    if (k.cooperative && extra)
        return ferry_cu_unsupported("cuLaunchKernelEx: a cooperative launch with extra");
    r = k.cooperative ? cuLaunchCooperativeKernel(f, c->gridDimX, c->gridDimY, c->gridDimZ, c->blockDimX,
                                                  c->blockDimY, c->blockDimZ, c->sharedMemBytes, c->hStream,
                                                  kernelParams)
                      : cuLaunchKernel(f, c->gridDimX, c->gridDimY, c->gridDimZ, c->blockDimX, c->blockDimY,
                                       c->blockDimZ, c->sharedMemBytes, c->hStream, kernelParams, extra);
    if (r == CUDA_SUCCESS && k.programmatic_event)
        r = cuEventRecord(k.programmatic_event, c->hStream);
    return r;
}
