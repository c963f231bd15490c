/* cudaLaunchKernelExC: the configuration's attributes choose the kind of
 * launch.  Those that steer a GPU's scheduling (priority, access policy,
 * synchronization policy, memory sync domains, programmatic serialization)
 * are accepted and change nothing here, where a stream's work already runs
 * in order; clusters of more than one block are not supported. */
#include "runtime.h"

typedef struct launch_kind {
    bool cooperative;
    cudaEvent_t programmatic_event; /* recorded once the grid is done */
} launch_kind;

static cudaError_t read_attribute(const cudaLaunchAttribute *a, launch_kind *k)
{
    switch (a->id) {
    case cudaLaunchAttributeIgnore:
    case cudaLaunchAttributeAccessPolicyWindow:
    case cudaLaunchAttributeSynchronizationPolicy:
    case cudaLaunchAttributeClusterSchedulingPolicyPreference:
    case cudaLaunchAttributeProgrammaticStreamSerialization:
    case cudaLaunchAttributePriority:
    case cudaLaunchAttributeMemSyncDomainMap:
    case cudaLaunchAttributeMemSyncDomain:
        return cudaSuccess;
    case cudaLaunchAttributeCooperative:
        k->cooperative = a->val.cooperative != 0;
        return cudaSuccess;
    case cudaLaunchAttributeClusterDimension: {
        unsigned x = a->val.clusterDim.x, y = a->val.clusterDim.y, z = a->val.clusterDim.z;
        if (x == 0 || y == 0 || z == 0)
            return cudaErrorInvalidValue;
        return x == 1 && y == 1 && z == 1 ? cudaSuccess : cudaErrorNotSupported; /* thread block clusters */
    }
    case cudaLaunchAttributeProgrammaticEvent:
        k->programmatic_event = a->val.programmaticEvent.event;
        return cudaSuccess;
    default:
        return cudaErrorInvalidValue;
    }
}

FERRY_API cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    if (!config || (config->numAttrs > 0 && !config->attrs))
        return ferry_ret(cudaErrorInvalidValue);
    launch_kind k = {false, NULL};
    for (unsigned i = 0; i < config->numAttrs; i++) {
        cudaError_t err = read_attribute(&config->attrs[i], &k);
        if (err != cudaSuccess)
            return ferry_ret(err);
    }
    cudaError_t err = k.cooperative
        ? cudaLaunchCooperativeKernel(func, config->gridDim, config->blockDim, args, config->dynamicSmemBytes,
                                      config->stream)
        : cudaLaunchKernel(func, config->gridDim, config->blockDim, args, config->dynamicSmemBytes, config->stream);
    if (err == cudaSuccess && k.programmatic_event)
        err = cudaEventRecord(k.programmatic_event, config->stream);
    return err;
}
