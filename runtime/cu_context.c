/* Driver API contexts.  There is one device and all its memory is one
 * address space, so a context is only a name: each thread has a stack of
 * current contexts, and the primary context is the one the runtime API
 * binds to a thread that has none.  cuCtxCreate gives a context of its own,
 * sharing the device's memory, modules and sticky error with every other. */
#include <stdatomic.h>
#include <stdlib.h>

#include "cu_internal.h"
#include "graph.h"

#define STACK_MAX 64

static struct CUctx_st primary = {{FERRY_HANDLE_CONTEXT}, 0, 1};
static _Atomic unsigned long long next_id = 2; /* cuCtxGetId: the primary is 1 */
static _Atomic int initialized;
static _Atomic int primary_refs;   /* cuDevicePrimaryCtxRetain less Release */
static _Atomic int runtime_bound;  /* the runtime API has used the primary context */

static _Thread_local CUcontext stack[STACK_MAX];
static _Thread_local int depth;

void ferry_cu_mark_initialized(void)
{
    atomic_store_explicit(&initialized, 1, memory_order_relaxed);
}

CUresult ferry_cu_need_init(void)
{
    return atomic_load_explicit(&initialized, memory_order_relaxed) ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED;
}

CUresult ferry_cu_need_ctx(void)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && depth == 0)
        r = CUDA_ERROR_INVALID_CONTEXT;
    return r;
}

void ferry_cu_runtime_used(void)
{
    if (depth > 0)
        return;
    stack[depth++] = &primary;
    ferry_cu_mark_initialized();
    atomic_store_explicit(&runtime_bound, 1, memory_order_relaxed);
}

bool ferry_cu_ctx_live(CUcontext ctx)
{
    return ctx == &primary || ferry_handle_live(ctx, FERRY_HANDLE_CONTEXT);
}

CUcontext ferry_cu_primary(void)
{
    return &primary;
}

CUcontext ferry_cu_current(void)
{
    return depth > 0 ? stack[depth - 1] : NULL;
}

FERRY_API CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !pctx)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r != CUDA_SUCCESS)
        return r;
    atomic_fetch_add(&primary_refs, 1);
    *pctx = &primary;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r != CUDA_SUCCESS)
        return r;
    int refs = atomic_load(&primary_refs);
    while (refs > 0 && !atomic_compare_exchange_weak(&primary_refs, &refs, refs - 1))
        ;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!flags || !active))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r != CUDA_SUCCESS)
        return r;
    *flags = primary.flags;
    *active = atomic_load(&primary_refs) > 0 || atomic_load(&runtime_bound);
    return CUDA_SUCCESS;
}

bool ferry_cu_ctx_flags_ok(unsigned flags)
{
    unsigned sched = flags & CU_CTX_SCHED_MASK;
    return !(flags & ~(unsigned)CU_CTX_FLAGS_MASK) && (sched & (sched - 1)) == 0;
}

static CUresult push(CUcontext ctx)
{
    if (depth == STACK_MAX)
        return CUDA_ERROR_OUT_OF_MEMORY;
    stack[depth++] = ctx;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!pctx || !ferry_cu_ctx_flags_ok(flags)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r != CUDA_SUCCESS)
        return r;
    struct CUctx_st *ctx = malloc(sizeof *ctx);
    if (!ctx)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *ctx = (struct CUctx_st){{FERRY_HANDLE_CONTEXT}, flags, atomic_fetch_add(&next_id, 1)};
    if (!ferry_handle_add(&ctx->h) || push(ctx) != CUDA_SUCCESS) {
        ferry_handle_remove(ctx, FERRY_HANDLE_CONTEXT);
        free(ctx);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *pctx = ctx;
    return CUDA_SUCCESS;
}

/* The calling thread stops using it; other threads that still have it
 * current keep a context that is gone, as in CUDA. */
FERRY_API CUresult cuCtxDestroy_v2(CUcontext ctx)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ctx)
        return CUDA_ERROR_INVALID_VALUE;
    ferry_device_drain();
    if (ctx == &primary || !ferry_handle_remove(ctx, FERRY_HANDLE_CONTEXT))
        return CUDA_ERROR_INVALID_CONTEXT;
    int kept = 0;
    for (int i = 0; i < depth; i++)
        if (stack[i] != ctx)
            stack[kept++] = stack[i];
    depth = kept;
    free(ctx);
    return CUDA_SUCCESS;
}

/* Replaces the top of the stack; NULL pops it. */
FERRY_API CUresult cuCtxSetCurrent(CUcontext ctx)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ctx) {
        if (depth > 0)
            depth--;
        return CUDA_SUCCESS;
    }
    if (!ferry_cu_ctx_live(ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    if (depth == 0)
        return push(ctx);
    stack[depth - 1] = ctx;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxGetCurrent(CUcontext *pctx)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !pctx)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    *pctx = depth > 0 ? stack[depth - 1] : NULL;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxPushCurrent_v2(CUcontext ctx)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ctx)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ferry_cu_ctx_live(ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    return push(ctx);
}

FERRY_API CUresult cuCtxPopCurrent_v2(CUcontext *pctx)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    if (depth == 0)
        return CUDA_ERROR_INVALID_CONTEXT;
    CUcontext top = stack[--depth];
    if (pctx)
        *pctx = top;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxGetDevice(CUdevice *device)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !device)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *device = 0;
    return r;
}

FERRY_API CUresult cuCtxGetFlags(unsigned int *flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !flags)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    CUcontext ctx = stack[depth - 1];
    if (!ferry_cu_ctx_live(ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    *flags = ctx->flags;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuCtxSetLimit(CUlimit limit, size_t value)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_set_limit((unsigned)limit, value));
}

FERRY_API CUresult cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_get_limit((unsigned)limit, pvalue));
}

/* One context per device: its work is the device's. */
FERRY_API CUresult cuCtxSynchronize(void)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (ferry_capture_forbids_sync())
        return ferry_cu_from_cuda(ferry_capture_sync(NULL));
    ferry_device_drain();
    return ferry_cu_from_cuda(ferry_sync_result());
}

FERRY_API CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r == CUDA_SUCCESS && !ferry_cu_ctx_flags_ok(flags))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        primary.flags = flags;
    return r;
}

/* The primary context's memory goes, as with cudaDeviceReset: mappings of
 * cu_vmm.c first, which are no heap memory of the runtime's to free. */
FERRY_API CUresult cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    if (r != CUDA_SUCCESS)
        return r;
    ferry_cu_vmm_reset();
    cudaDeviceReset();
    atomic_store(&primary_refs, 0);
    return CUDA_SUCCESS;
}
