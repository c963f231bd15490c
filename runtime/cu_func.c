/* What a function and its module tell about themselves, and the cache and
 * bank preferences, which a CPU's caches do not take: they are checked
 * and accepted.  Modules load eagerly: every function is loaded. */
#include "cu_internal.h"

static CUresult function_ok(CUfunction f, const void *out)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_cu_function_live(f))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    CUresult r = function_ok(hfunc, hmod);
    if (r == CUDA_SUCCESS)
        *hmod = hfunc->mod;
    return r;
}

FERRY_API CUresult cuFuncGetName(const char **name, CUfunction hfunc)
{
    CUresult r = function_ok(hfunc, name);
    if (r == CUDA_SUCCESS)
        *name = hfunc->kernel->name;
    return r;
}

FERRY_API CUresult cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    CUresult r = function_ok(func, paramOffset);
    if (r != CUDA_SUCCESS)
        return r;
    const ferry_kernel_desc *k = func->kernel;
    if (paramIndex >= k->num_params)
        return CUDA_ERROR_INVALID_VALUE;
    if (!k->params) /* a hand-made module may leave the layout out */
        return ferry_cu_unsupported("cuFuncGetParamInfo of a kernel without a parameter layout");
    *paramOffset = k->params[paramIndex].offset;
    if (paramSize)
        *paramSize = k->params[paramIndex].size;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    CUresult r = function_ok(function, state);
    if (r == CUDA_SUCCESS)
        *state = CU_FUNCTION_LOADING_STATE_LOADED;
    return r;
}

FERRY_API CUresult cuFuncLoad(CUfunction function)
{
    return function_ok(function, "");
}

FERRY_API CUresult cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !ferry_cu_function_live(hfunc))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (unsigned)config > CU_FUNC_CACHE_PREFER_EQUAL)
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !ferry_cu_function_live(hfunc))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (unsigned)config > CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE)
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !mode)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *mode = CU_MODULE_EAGER_LOADING;
    return r;
}

static CUresult module_ok(CUmodule mod, const void *out)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_cu_module_live(mod))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    CUresult r = module_ok(mod, count);
    if (r == CUDA_SUCCESS)
        *count = ferry_cu_module_desc(mod)->num_kernels;
    return r;
}

FERRY_API CUresult cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    CUresult r = module_ok(mod, functions);
    if (r != CUDA_SUCCESS)
        return r;
    if (numFunctions > ferry_cu_module_desc(mod)->num_kernels)
        return CUDA_ERROR_INVALID_VALUE;
    for (uint32_t i = 0; i < numFunctions; i++)
        functions[i] = ferry_cu_module_function(mod, i);
    return CUDA_SUCCESS;
}
