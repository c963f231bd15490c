/* Version, architectures and error strings.  The version is the CUDA
 * release Ferry's toolkit says it is (12.3). */
#include "nvrtc_internal.h"

nvrtcResult nvrtcVersion(int *major, int *minor)
{
    if (!major || !minor)
        return NVRTC_ERROR_INVALID_INPUT;
    *major = 12;
    *minor = 3;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetNumSupportedArchs(int *numArchs)
{
    if (!numArchs)
        return NVRTC_ERROR_INVALID_INPUT;
    nvrtc_archs(numArchs);
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetSupportedArchs(int *supportedArchs)
{
    if (!supportedArchs)
        return NVRTC_ERROR_INVALID_INPUT;
    int n;
    const int *a = nvrtc_archs(&n);
    for (int i = 0; i < n; i++)
        supportedArchs[i] = a[i];
    return NVRTC_SUCCESS;
}

const char *nvrtcGetErrorString(nvrtcResult result)
{
    switch (result) {
    case NVRTC_SUCCESS: return "NVRTC_SUCCESS";
    case NVRTC_ERROR_OUT_OF_MEMORY: return "NVRTC_ERROR_OUT_OF_MEMORY";
    case NVRTC_ERROR_PROGRAM_CREATION_FAILURE: return "NVRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case NVRTC_ERROR_INVALID_INPUT: return "NVRTC_ERROR_INVALID_INPUT";
    case NVRTC_ERROR_INVALID_PROGRAM: return "NVRTC_ERROR_INVALID_PROGRAM";
    case NVRTC_ERROR_INVALID_OPTION: return "NVRTC_ERROR_INVALID_OPTION";
    case NVRTC_ERROR_COMPILATION: return "NVRTC_ERROR_COMPILATION";
    case NVRTC_ERROR_BUILTIN_OPERATION_FAILURE: return "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE";
    case NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION: return "NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION";
    case NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION: return "NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION";
    case NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID: return "NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID";
    case NVRTC_ERROR_INTERNAL_ERROR: return "NVRTC_ERROR_INTERNAL_ERROR";
    case NVRTC_ERROR_TIME_FILE_WRITE_FAILED: return "NVRTC_ERROR_TIME_FILE_WRITE_FAILED";
    }
    return "NVRTC_ERROR unknown";
}
