/* NVRTC, CUDA's runtime compilation library, as Ferry provides it
 * (libnvrtc.so.12): CUDA C++ source in a string compiled to PTX, which
 * cuModuleLoadData loads, or to a loadable module (the "cubin").  Written
 * from NVIDIA's public NVRTC documentation; Ferry compiles with its own
 * nvcc (libs/nvrtc/). */
#ifndef FERRY_NVRTC_H
#define FERRY_NVRTC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    NVRTC_SUCCESS = 0,
    NVRTC_ERROR_OUT_OF_MEMORY = 1,
    NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
    NVRTC_ERROR_INVALID_INPUT = 3,
    NVRTC_ERROR_INVALID_PROGRAM = 4,
    NVRTC_ERROR_INVALID_OPTION = 5,
    NVRTC_ERROR_COMPILATION = 6,
    NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
    NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
    NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
    NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
    NVRTC_ERROR_INTERNAL_ERROR = 11,
    NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12
} nvrtcResult;

typedef struct _nvrtcProgram *nvrtcProgram;

const char *nvrtcGetErrorString(nvrtcResult result);
nvrtcResult nvrtcVersion(int *major, int *minor);
nvrtcResult nvrtcGetNumSupportedArchs(int *numArchs);
nvrtcResult nvrtcGetSupportedArchs(int *supportedArchs);

nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders,
                               const char *const *headers, const char *const *includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options);

nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);
nvrtcResult nvrtcGetNVVMSize(nvrtcProgram prog, size_t *nvvmSizeRet);
nvrtcResult nvrtcGetNVVM(nvrtcProgram prog, char *nvvm);
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet);
nvrtcResult nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR);
nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t *optixirSizeRet);
nvrtcResult nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir);

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log);

nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name);

#ifdef __cplusplus
}
#endif

/* nvrtcGetTypeName: the name of a type as source code spells it, for
 * building name expressions of templates; the host compiler's demangler
 * reads typeid's name.  Only when the program asks for it, since it needs
 * <string> and <typeinfo>. */
#if defined(__cplusplus) && defined(NVRTC_GET_TYPE_NAME) && NVRTC_GET_TYPE_NAME
#include <cstdlib>
#include <cxxabi.h>
#include <string>
#include <typeinfo>

inline nvrtcResult nvrtcGetTypeName(const std::type_info &tinfo, std::string *result)
{
    int status = -1;
    char *name = abi::__cxa_demangle(tinfo.name(), NULL, NULL, &status);
    if (status != 0 || !name) {
        std::free(name);
        return NVRTC_ERROR_INTERNAL_ERROR;
    }
    *result = name;
    std::free(name);
    return NVRTC_SUCCESS;
}

template <typename T> nvrtcResult nvrtcGetTypeName(std::string *result)
{
    return nvrtcGetTypeName(typeid(T), result);
}
#endif

#endif
