/* Kernels of libraries: a CUkernel is the CUfunction of its library's
 * module (one device, one context), so it can also be passed where a
 * CUfunction goes, as CUDA allows.  The attribute calls name a device
 * rather than rely on a current context: they run in the primary one. */
#include "cu_internal.h"

/* The function, if the kernel is a live function of a loaded library. */
static CUfunction kernel_function(CUkernel kernel)
{
    CUfunction f = (CUfunction)kernel;
    if (!ferry_cu_function_live(f))
        return NULL;
    CUmodule mod = NULL;
    return cuFuncGetModule(&mod, f) == CUDA_SUCCESS && ferry_cu_library_of(mod) ? f : NULL;
}

static CUresult kernel_ok(CUkernel kernel, const void *out)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !kernel_function(kernel))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS)
        r = kernel_ok(kernel, pFunc);
    if (r == CUDA_SUCCESS)
        *pFunc = (CUfunction)kernel;
    return r;
}

FERRY_API CUresult cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    CUresult r = kernel_ok(kernel, pLib);
    CUmodule mod = NULL;
    if (r == CUDA_SUCCESS)
        r = cuFuncGetModule(&mod, (CUfunction)kernel);
    if (r == CUDA_SUCCESS)
        *pLib = ferry_cu_library_of(mod);
    return r;
}

FERRY_API CUresult cuKernelGetName(const char **name, CUkernel hfunc)
{
    CUresult r = kernel_ok(hfunc, name);
    return r != CUDA_SUCCESS ? r : cuFuncGetName(name, (CUfunction)hfunc);
}

FERRY_API CUresult cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    CUresult r = kernel_ok(kernel, "");
    return r != CUDA_SUCCESS ? r : cuFuncGetParamInfo((CUfunction)kernel, paramIndex, paramOffset, paramSize);
}

/* The function calls below want a current context; the kernel's is the
 * primary one, made current for the call when the thread has none. */
static bool enter_primary(void)
{
    if (ferry_cu_current())
        return false;
    return cuCtxPushCurrent(ferry_cu_primary()) == CUDA_SUCCESS;
}

static void leave_primary(bool entered)
{
    CUcontext unused;
    if (entered)
        cuCtxPopCurrent(&unused);
}

static CUresult device_kernel_ok(CUkernel kernel, CUdevice dev)
{
    CUresult r = kernel_ok(kernel, "");
    return r != CUDA_SUCCESS ? r : ferry_cu_check_device(dev);
}

FERRY_API CUresult cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    CUresult r = device_kernel_ok(kernel, dev);
    if (r == CUDA_SUCCESS && !pi)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    bool entered = enter_primary();
    r = cuFuncGetAttribute(pi, attrib, (CUfunction)kernel);
    leave_primary(entered);
    return r;
}

FERRY_API CUresult cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    CUresult r = device_kernel_ok(kernel, dev);
    if (r != CUDA_SUCCESS)
        return r;
    bool entered = enter_primary();
    r = cuFuncSetAttribute((CUfunction)kernel, attrib, val);
    leave_primary(entered);
    return r;
}

FERRY_API CUresult cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    CUresult r = device_kernel_ok(kernel, dev);
    if (r != CUDA_SUCCESS)
        return r;
    bool entered = enter_primary();
    r = cuFuncSetCacheConfig((CUfunction)kernel, config);
    leave_primary(entered);
    return r;
}
