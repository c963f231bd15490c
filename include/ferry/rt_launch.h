/* cudaLaunchKernelEx: a launch described by a configuration with
 * attributes (cudaLaunchAttributeValue comes from rt_memory.h, which
 * streams share).  The C++ template form is in runtime_cxx.h. */
#ifndef FERRY_RT_LAUNCH_H
#define FERRY_RT_LAUNCH_H

typedef struct cudaLaunchAttribute_st {
    cudaLaunchAttributeID id;
    char pad[8 - sizeof(cudaLaunchAttributeID)];
    cudaLaunchAttributeValue val;
} cudaLaunchAttribute;

typedef struct cudaLaunchConfig_st {
    dim3 gridDim;
    dim3 blockDim;
    size_t dynamicSmemBytes;
    cudaStream_t stream;
    cudaLaunchAttribute *attrs;
    unsigned int numAttrs;
} cudaLaunchConfig_t;

#if defined(__cplusplus)
extern "C" {
#endif

__FERRY_API cudaError_t CUDARTAPI cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func,
                                                      void **args);
__FERRY_API cudaError_t CUDARTAPI cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func,
                                                                       const cudaLaunchConfig_t *config);
__FERRY_API cudaError_t CUDARTAPI cudaOccupancyMaxActiveClusters(int *numClusters, const void *func,
                                                                 const cudaLaunchConfig_t *config);
__FERRY_API cudaError_t CUDARTAPI cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr);

#if defined(__cplusplus)
}
#endif

#endif
