/* What a compile gives: PTX, the loadable module ("cubin"), the log.
 * Sizes count the PTX's and the log's terminating NUL, as NVRTC's do.
 * NVVM IR, LTO IR and OptiX IR are never made (-dlto and -optix-ir are
 * refused), so their sizes are 0. */
#include <string.h>

#include "nvrtc_internal.h"

nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!ptxSizeRet)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_INVALID_PROGRAM;
    *ptxSizeRet = prog->ptx.len + 1;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!ptx)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_INVALID_PROGRAM;
    memcpy(ptx, prog->ptx.data, prog->ptx.len + 1);
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!cubinSizeRet)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_INVALID_PROGRAM;
    nvrtcResult r = nvrtc_make_cubin(prog);
    if (r == NVRTC_SUCCESS)
        *cubinSizeRet = prog->cubin.len;
    return r;
}

nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!cubin)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_INVALID_PROGRAM;
    nvrtcResult r = nvrtc_make_cubin(prog);
    if (r != NVRTC_SUCCESS)
        return r;
    if (!prog->cubin.len)
        return NVRTC_ERROR_INVALID_INPUT; /* compiled for a virtual architecture */
    memcpy(cubin, prog->cubin.data, prog->cubin.len);
    return NVRTC_SUCCESS;
}

static nvrtcResult none_size(nvrtcProgram prog, size_t *size)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!size)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_INVALID_PROGRAM;
    *size = 0;
    return NVRTC_SUCCESS;
}

static nvrtcResult none(nvrtcProgram prog, char *out)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!out)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_INVALID_PROGRAM;
    return NVRTC_ERROR_INVALID_INPUT;
}

nvrtcResult nvrtcGetNVVMSize(nvrtcProgram prog, size_t *nvvmSizeRet) { return none_size(prog, nvvmSizeRet); }
nvrtcResult nvrtcGetNVVM(nvrtcProgram prog, char *nvvm) { return none(prog, nvvm); }
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet) { return none_size(prog, LTOIRSizeRet); }
nvrtcResult nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR) { return none(prog, LTOIR); }
nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t *optixirSizeRet) { return none_size(prog, optixirSizeRet); }
nvrtcResult nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir) { return none(prog, optixir); }

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!logSizeRet)
        return NVRTC_ERROR_INVALID_INPUT;
    *logSizeRet = prog->log.len + 1;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!log)
        return NVRTC_ERROR_INVALID_INPUT;
    if (prog->log.len)
        memcpy(log, prog->log.data, prog->log.len + 1);
    else
        log[0] = 0;
    return NVRTC_SUCCESS;
}
