/* cuGetProcAddress's entries for the driver API's libraries, kernels, the JIT linker, and the remaining module, function and launch calls. */
#include "cu_internal.h"
#include "cu_plain_names.h"

/* The plain names of the JIT linker (cu_link.c). */
CUresult cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut);
CUresult cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name,
                       unsigned int numOptions, CUjit_option *options, void **optionValues);
CUresult cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions,
                       CUjit_option *options, void **optionValues);

/* Functions of CUDA 12.4 and 12.5, newer than the version Ferry's cuda.h
 * names (CUDA_VERSION): listed at that version, so that cuGetProcAddress,
 * which takes no version above it, can give them. */
#define NEWER CUDA_VERSION

const ferry_cu_proc ferry_cu_procs_module[] = {
    FERRY_CU_PROC("cuModuleLoadFatBinary", cuModuleLoadFatBinary, 2000),
    FERRY_CU_PROC("cuModuleGetLoadingMode", cuModuleGetLoadingMode, 11070),
    FERRY_CU_PROC("cuModuleGetFunctionCount", cuModuleGetFunctionCount, NEWER),
    FERRY_CU_PROC("cuModuleEnumerateFunctions", cuModuleEnumerateFunctions, NEWER),
    FERRY_CU_PROC("cuFuncGetModule", cuFuncGetModule, 11000),
    FERRY_CU_PROC("cuFuncGetName", cuFuncGetName, 12030),
    FERRY_CU_PROC("cuFuncGetParamInfo", cuFuncGetParamInfo, NEWER),
    FERRY_CU_PROC("cuFuncIsLoaded", cuFuncIsLoaded, NEWER),
    FERRY_CU_PROC("cuFuncLoad", cuFuncLoad, NEWER),
    FERRY_CU_PROC("cuFuncSetCacheConfig", cuFuncSetCacheConfig, 3000),
    FERRY_CU_PROC("cuFuncSetSharedMemConfig", cuFuncSetSharedMemConfig, 4020),
    FERRY_CU_PROC("cuLibraryLoadData", cuLibraryLoadData, 12000),
    FERRY_CU_PROC("cuLibraryLoadFromFile", cuLibraryLoadFromFile, 12000),
    FERRY_CU_PROC("cuLibraryUnload", cuLibraryUnload, 12000),
    FERRY_CU_PROC("cuLibraryGetKernel", cuLibraryGetKernel, 12000),
    FERRY_CU_PROC("cuLibraryGetKernelCount", cuLibraryGetKernelCount, NEWER),
    FERRY_CU_PROC("cuLibraryEnumerateKernels", cuLibraryEnumerateKernels, NEWER),
    FERRY_CU_PROC("cuLibraryGetModule", cuLibraryGetModule, 12000),
    FERRY_CU_PROC("cuLibraryGetGlobal", cuLibraryGetGlobal, 12000),
    FERRY_CU_PROC("cuLibraryGetManaged", cuLibraryGetManaged, 12000),
    FERRY_CU_PROC("cuLibraryGetUnifiedFunction", cuLibraryGetUnifiedFunction, 12000),
    FERRY_CU_PROC("cuKernelGetFunction", cuKernelGetFunction, 12000),
    FERRY_CU_PROC("cuKernelGetLibrary", cuKernelGetLibrary, NEWER),
    FERRY_CU_PROC("cuKernelGetName", cuKernelGetName, 12030),
    FERRY_CU_PROC("cuKernelGetParamInfo", cuKernelGetParamInfo, NEWER),
    FERRY_CU_PROC("cuKernelGetAttribute", cuKernelGetAttribute, 12000),
    FERRY_CU_PROC("cuKernelSetAttribute", cuKernelSetAttribute, 12000),
    FERRY_CU_PROC("cuKernelSetCacheConfig", cuKernelSetCacheConfig, 12000),
    FERRY_CU_PROC("cuLinkCreate", cuLinkCreate, 5050),
    FERRY_CU_PROC("cuLinkCreate", cuLinkCreate_v2, 6050),
    FERRY_CU_PROC("cuLinkAddData", cuLinkAddData, 5050),
    FERRY_CU_PROC("cuLinkAddData", cuLinkAddData_v2, 6050),
    FERRY_CU_PROC("cuLinkAddFile", cuLinkAddFile, 5050),
    FERRY_CU_PROC("cuLinkAddFile", cuLinkAddFile_v2, 6050),
    FERRY_CU_PROC("cuLinkComplete", cuLinkComplete, 5050),
    FERRY_CU_PROC("cuLinkDestroy", cuLinkDestroy, 5050),
    FERRY_CU_PROC("cuLaunchKernelEx", cuLaunchKernelEx, 11080),
    FERRY_CU_PROC("cuLaunchCooperativeKernel", cuLaunchCooperativeKernel, 9000),
    FERRY_CU_PROC("cuLaunchCooperativeKernelMultiDevice", cuLaunchCooperativeKernelMultiDevice, 9000),
    FERRY_CU_PROC("cuFuncSetBlockShape", cuFuncSetBlockShape, 2000),
    FERRY_CU_PROC("cuFuncSetSharedSize", cuFuncSetSharedSize, 2000),
    FERRY_CU_PROC("cuParamSetSize", cuParamSetSize, 2000),
    FERRY_CU_PROC("cuParamSeti", cuParamSeti, 2000),
    FERRY_CU_PROC("cuParamSetf", cuParamSetf, 2000),
    FERRY_CU_PROC("cuParamSetv", cuParamSetv, 2000),
    FERRY_CU_PROC("cuParamSetTexRef", cuParamSetTexRef, 2000),
    FERRY_CU_PROC("cuLaunch", cuLaunch, 2000),
    FERRY_CU_PROC("cuLaunchGrid", cuLaunchGrid, 2000),
    FERRY_CU_PROC("cuLaunchGridAsync", cuLaunchGridAsync, 2000),
    FERRY_CU_PROC("cuTensorMapEncodeTiled", cuTensorMapEncodeTiled, 12000),
    FERRY_CU_PROC("cuTensorMapEncodeIm2col", cuTensorMapEncodeIm2col, 12000),
    FERRY_CU_PROC("cuTensorMapReplaceAddress", cuTensorMapReplaceAddress, 12000),
    {NULL, NULL, 0},
};
