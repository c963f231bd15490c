/* The driver API's libraries, kernels, the JIT linker, and the remaining module, function and launch calls.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_MODULE_H
#define FERRY_CU_MODULE_H

#ifdef __cplusplus
extern "C" {
#endif

#define cuLinkCreate cuLinkCreate_v2
#define cuLinkAddData cuLinkAddData_v2
#define cuLinkAddFile cuLinkAddFile_v2

typedef struct CUlinkState_st *CUlinkState;
/* CUtexref comes from cu_array.h, which cuda.h includes first. */

typedef enum CUjitInputType_enum {
    CU_JIT_INPUT_CUBIN = 0,
    CU_JIT_INPUT_PTX = 1,
    CU_JIT_INPUT_FATBINARY = 2,
    CU_JIT_INPUT_OBJECT = 3,
    CU_JIT_INPUT_LIBRARY = 4,
    CU_JIT_INPUT_NVVM = 5,
    CU_JIT_NUM_INPUT_TYPES = 6
} CUjitInputType;

typedef enum CUjit_fallback_enum { CU_PREFER_PTX = 0, CU_PREFER_BINARY = 1 } CUjit_fallback;

typedef enum CUjit_cacheMode_enum {
    CU_JIT_CACHE_OPTION_NONE = 0,
    CU_JIT_CACHE_OPTION_CG = 1,
    CU_JIT_CACHE_OPTION_CA = 2
} CUjit_cacheMode;

typedef enum CUlibraryOption_enum {
    CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE = 0,
    CU_LIBRARY_BINARY_IS_PRESERVED = 1,
    CU_LIBRARY_NUM_OPTIONS
} CUlibraryOption;

typedef enum CUmoduleLoadingMode_enum {
    CU_MODULE_EAGER_LOADING = 0x1,
    CU_MODULE_LAZY_LOADING = 0x2
} CUmoduleLoadingMode;

typedef enum CUfunctionLoadingState_enum {
    CU_FUNCTION_LOADING_STATE_UNLOADED = 0,
    CU_FUNCTION_LOADING_STATE_LOADED = 1,
    CU_FUNCTION_LOADING_STATE_MAX
} CUfunctionLoadingState;

/* One device's launch in cuLaunchCooperativeKernelMultiDevice. */
typedef struct CUDA_LAUNCH_PARAMS_st {
    CUfunction function;
    unsigned int gridDimX;
    unsigned int gridDimY;
    unsigned int gridDimZ;
    unsigned int blockDimX;
    unsigned int blockDimY;
    unsigned int blockDimZ;
    unsigned int sharedMemBytes;
    CUstream hStream;
    void **kernelParams;
} CUDA_LAUNCH_PARAMS_v1;
typedef CUDA_LAUNCH_PARAMS_v1 CUDA_LAUNCH_PARAMS;

#define CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC 0x01
#define CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC 0x02
#define CU_PARAM_TR_DEFAULT -1

/* Tensor maps: declared so that programs build; Ferry cannot encode them. */
#define CU_TENSOR_MAP_NUM_QWORDS 16
typedef struct CUtensorMap_st {
#if defined(__cplusplus) && (__cplusplus >= 201103L)
    alignas(64)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
    _Alignas(64)
#endif
        cuuint64_t opaque[CU_TENSOR_MAP_NUM_QWORDS];
} CUtensorMap;

typedef enum CUtensorMapDataType_enum {
    CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
    CU_TENSOR_MAP_DATA_TYPE_UINT16,
    CU_TENSOR_MAP_DATA_TYPE_UINT32,
    CU_TENSOR_MAP_DATA_TYPE_INT32,
    CU_TENSOR_MAP_DATA_TYPE_UINT64,
    CU_TENSOR_MAP_DATA_TYPE_INT64,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
    CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ,
    CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
    CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ
} CUtensorMapDataType;

typedef enum CUtensorMapInterleave_enum {
    CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
    CU_TENSOR_MAP_INTERLEAVE_16B,
    CU_TENSOR_MAP_INTERLEAVE_32B
} CUtensorMapInterleave;

typedef enum CUtensorMapSwizzle_enum {
    CU_TENSOR_MAP_SWIZZLE_NONE = 0,
    CU_TENSOR_MAP_SWIZZLE_32B,
    CU_TENSOR_MAP_SWIZZLE_64B,
    CU_TENSOR_MAP_SWIZZLE_128B
} CUtensorMapSwizzle;

typedef enum CUtensorMapL2promotion_enum {
    CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
    CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
    CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
    CU_TENSOR_MAP_L2_PROMOTION_L2_256B
} CUtensorMapL2promotion;

typedef enum CUtensorMapFloatOOBfill_enum {
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
} CUtensorMapFloatOOBfill;

/* Modules and functions. */
__FERRY_CU_API CUresult CUDAAPI cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin);
__FERRY_CU_API CUresult CUDAAPI cuModuleGetLoadingMode(CUmoduleLoadingMode *mode);
__FERRY_CU_API CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *count, CUmodule mod);
__FERRY_CU_API CUresult CUDAAPI cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions,
                                                           CUmodule mod);
__FERRY_CU_API CUresult CUDAAPI cuFuncGetModule(CUmodule *hmod, CUfunction hfunc);
__FERRY_CU_API CUresult CUDAAPI cuFuncGetName(const char **name, CUfunction hfunc);
__FERRY_CU_API CUresult CUDAAPI cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset,
                                                   size_t *paramSize);
__FERRY_CU_API CUresult CUDAAPI cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function);
__FERRY_CU_API CUresult CUDAAPI cuFuncLoad(CUfunction function);
__FERRY_CU_API CUresult CUDAAPI cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config);
__FERRY_CU_API CUresult CUDAAPI cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config);

/* Libraries: a module loaded into the primary context, with no context
 * needed to load it; a CUkernel is the CUfunction of the library's module. */
__FERRY_CU_API CUresult CUDAAPI cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions,
                                                  void **jitOptionsValues, unsigned int numJitOptions,
                                                  CUlibraryOption *libraryOptions, void **libraryOptionValues,
                                                  unsigned int numLibraryOptions);
__FERRY_CU_API CUresult CUDAAPI cuLibraryLoadFromFile(CUlibrary *library, const char *fileName,
                                                      CUjit_option *jitOptions, void **jitOptionsValues,
                                                      unsigned int numJitOptions, CUlibraryOption *libraryOptions,
                                                      void **libraryOptionValues, unsigned int numLibraryOptions);
__FERRY_CU_API CUresult CUDAAPI cuLibraryUnload(CUlibrary library);
__FERRY_CU_API CUresult CUDAAPI cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name);
__FERRY_CU_API CUresult CUDAAPI cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib);
__FERRY_CU_API CUresult CUDAAPI cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib);
__FERRY_CU_API CUresult CUDAAPI cuLibraryGetModule(CUmodule *pMod, CUlibrary library);
__FERRY_CU_API CUresult CUDAAPI cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library,
                                                   const char *name);
__FERRY_CU_API CUresult CUDAAPI cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library,
                                                    const char *name);
__FERRY_CU_API CUresult CUDAAPI cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol);
__FERRY_CU_API CUresult CUDAAPI cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel);
__FERRY_CU_API CUresult CUDAAPI cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel);
__FERRY_CU_API CUresult CUDAAPI cuKernelGetName(const char **name, CUkernel hfunc);
__FERRY_CU_API CUresult CUDAAPI cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset,
                                                     size_t *paramSize);
__FERRY_CU_API CUresult CUDAAPI cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel,
                                                     CUdevice dev);
__FERRY_CU_API CUresult CUDAAPI cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel,
                                                     CUdevice dev);
__FERRY_CU_API CUresult CUDAAPI cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev);

/* The JIT linker: PTX inputs become one loadable module. */
__FERRY_CU_API CUresult CUDAAPI cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues,
                                             CUlinkState *stateOut);
__FERRY_CU_API CUresult CUDAAPI cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size,
                                              const char *name, unsigned int numOptions, CUjit_option *options,
                                              void **optionValues);
__FERRY_CU_API CUresult CUDAAPI cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path,
                                              unsigned int numOptions, CUjit_option *options, void **optionValues);
__FERRY_CU_API CUresult CUDAAPI cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut);
__FERRY_CU_API CUresult CUDAAPI cuLinkDestroy(CUlinkState state);

/* Launches. */
__FERRY_CU_API CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams,
                                                 void **extra);
__FERRY_CU_API CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX,
                                                          unsigned int gridDimY, unsigned int gridDimZ,
                                                          unsigned int blockDimX, unsigned int blockDimY,
                                                          unsigned int blockDimZ, unsigned int sharedMemBytes,
                                                          CUstream hStream, void **kernelParams);
__FERRY_CU_API CUresult CUDAAPI cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList,
                                                                     unsigned int numDevices, unsigned int flags);

/* The launch API before cuLaunchKernel: shape, parameters and shared size
 * are kept with the function until a cuLaunch* uses them. */
__FERRY_CU_API CUresult CUDAAPI cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z);
__FERRY_CU_API CUresult CUDAAPI cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes);
__FERRY_CU_API CUresult CUDAAPI cuParamSetSize(CUfunction hfunc, unsigned int numbytes);
__FERRY_CU_API CUresult CUDAAPI cuParamSeti(CUfunction hfunc, int offset, unsigned int value);
__FERRY_CU_API CUresult CUDAAPI cuParamSetf(CUfunction hfunc, int offset, float value);
__FERRY_CU_API CUresult CUDAAPI cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes);
__FERRY_CU_API CUresult CUDAAPI cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef);
__FERRY_CU_API CUresult CUDAAPI cuLaunch(CUfunction f);
__FERRY_CU_API CUresult CUDAAPI cuLaunchGrid(CUfunction f, int grid_width, int grid_height);
__FERRY_CU_API CUresult CUDAAPI cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream);

/* Tensor maps (not supported: no tensor memory accelerator). */
__FERRY_CU_API CUresult CUDAAPI cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType,
                                                       cuuint32_t tensorRank, void *globalAddress,
                                                       const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
                                                       const cuuint32_t *boxDim, const cuuint32_t *elementStrides,
                                                       CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
                                                       CUtensorMapL2promotion l2Promotion,
                                                       CUtensorMapFloatOOBfill oobFill);
__FERRY_CU_API CUresult CUDAAPI cuTensorMapEncodeIm2col(
    CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress,
    const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner,
    const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
    CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
__FERRY_CU_API CUresult CUDAAPI cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress);

#ifdef __cplusplus
}
#endif

#endif
