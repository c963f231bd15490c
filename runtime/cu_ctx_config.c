/* Context settings and identity.  The device's cache and shared-memory
 * configurations are the runtime's (cudaDeviceSetCacheConfig), one for the
 * device as every context shares it; flags are the context's own. */
#include "cu_internal.h"

/* The current context, which must still exist. */
static CUresult current(CUcontext *out)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    *out = ferry_cu_current();
    return ferry_cu_ctx_live(*out) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

/* A live current context and, for a query, somewhere to put the answer
 * (valid: false for a bad argument). */
static CUresult current_and(bool valid)
{
    CUcontext ctx;
    CUresult r = current(&ctx);
    return r == CUDA_SUCCESS && !valid ? CUDA_ERROR_INVALID_VALUE : r;
}

/* ctx, or the current context when ctx is NULL. */
static CUresult named_or_current(CUcontext ctx, CUcontext *out)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ctx)
        return current(out);
    *out = ctx;
    return ferry_cu_ctx_live(ctx) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

FERRY_API CUresult cuCtxSetFlags(unsigned int flags)
{
    CUcontext ctx;
    CUresult r = current(&ctx);
    if (r == CUDA_SUCCESS && !ferry_cu_ctx_flags_ok(flags))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        ctx->flags = flags;
    return r;
}

FERRY_API CUresult cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    CUresult r = current_and(pconfig != NULL);
    if (r != CUDA_SUCCESS)
        return r;
    enum cudaFuncCache c = cudaFuncCachePreferNone;
    cudaDeviceGetCacheConfig(&c);
    *pconfig = (CUfunc_cache)c;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxSetCacheConfig(CUfunc_cache config)
{
    CUresult r = current_and((unsigned)config <= CU_FUNC_CACHE_PREFER_EQUAL);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaDeviceSetCacheConfig((enum cudaFuncCache)config));
}

FERRY_API CUresult cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    CUresult r = current_and(pConfig != NULL);
    if (r != CUDA_SUCCESS)
        return r;
    enum cudaSharedMemConfig c = cudaSharedMemBankSizeDefault;
    cudaDeviceGetSharedMemConfig(&c);
    *pConfig = (CUsharedconfig)c;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    CUresult r = current_and((unsigned)config <= CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE);
    return r != CUDA_SUCCESS ? r
                             : ferry_cu_from_cuda(cudaDeviceSetSharedMemConfig((enum cudaSharedMemConfig)config));
}

/* Either pointer may be NULL, as in CUDA. */
FERRY_API CUresult cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    CUcontext ctx;
    CUresult r = current(&ctx);
    if (r != CUDA_SUCCESS)
        return r;
    int least = 0, greatest = 0;
    cudaDeviceGetStreamPriorityRange(&least, &greatest);
    if (leastPriority)
        *leastPriority = least;
    if (greatestPriority)
        *greatestPriority = greatest;
    return CUDA_SUCCESS;
}

/* Every Ferry context has the capabilities of a CUDA 3.2-and-later one. */
FERRY_API CUresult cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    CUcontext c;
    CUresult r = named_or_current(ctx, &c);
    if (r == CUDA_SUCCESS && !version)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *version = 3020;
    return r;
}

FERRY_API CUresult cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    CUcontext c;
    CUresult r = named_or_current(ctx, &c);
    if (r == CUDA_SUCCESS && !ctxId)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *ctxId = c->id;
    return r;
}
