/* Context calls beyond creating and switching: execution affinity, the
 * persisting L2 lines, and the attach counts of CUDA's first API. */
#include <pthread.h>

#include "cu_internal.h"

FERRY_API CUresult cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !pExecAffinity)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && type != CU_EXEC_AFFINITY_TYPE_SM_COUNT)
        r = CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY;
    if (r != CUDA_SUCCESS)
        return r;
    /* Every context's grids run on all of the device's workers. */
    pExecAffinity->type = CU_EXEC_AFFINITY_TYPE_SM_COUNT;
    pExecAffinity->param.smCount.val = (unsigned)ferry_sm_count();
    return CUDA_SUCCESS;
}

/* There is no L2 cache whose persisting lines could be reset. */
FERRY_API CUresult cuCtxResetPersistingL2Cache(void)
{
    return ferry_cu_need_ctx();
}

/* cuCtxAttach's extra references per context; a context not listed has
 * the one its creation gave it. */
typedef struct attach_count {
    CUcontext ctx;
    unsigned long long id; /* tells a later context at the same address apart */
    unsigned extra;
} attach_count;

#define MAX_ATTACHED 64
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static attach_count counts[MAX_ATTACHED];

/* Whether slot c still counts for a live context (one destroyed with
 * cuCtxDestroy leaves its slot behind). */
static bool in_use(const attach_count *c)
{
    return c->extra && ferry_cu_ctx_live(c->ctx) && c->ctx->id == c->id;
}

/* The slot of ctx, or a free one when make; NULL if none. Under lock. */
static attach_count *slot(CUcontext ctx, bool make)
{
    attach_count *free_slot = NULL;
    for (int i = 0; i < MAX_ATTACHED; i++) {
        if (!in_use(&counts[i])) {
            counts[i].extra = 0;
            if (!free_slot)
                free_slot = &counts[i];
        } else if (counts[i].ctx == ctx) {
            return &counts[i];
        }
    }
    return make ? free_slot : NULL;
}

FERRY_API CUresult cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!pctx || flags != 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    CUcontext cur = ferry_cu_current();
    pthread_mutex_lock(&lock);
    attach_count *c = slot(cur, true);
    if (c) {
        *c = (attach_count){cur, cur->id, c->extra + 1};
        *pctx = cur;
    }
    pthread_mutex_unlock(&lock);
    return c ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

/* The last reference destroys the context, which must be current. */
FERRY_API CUresult cuCtxDetach(CUcontext ctx)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!ferry_cu_ctx_live(ctx) || ctx != ferry_cu_current()))
        r = CUDA_ERROR_INVALID_CONTEXT;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    attach_count *c = slot(ctx, false);
    if (c)
        c->extra--;
    pthread_mutex_unlock(&lock);
    return c ? CUDA_SUCCESS : cuCtxDestroy_v2(ctx);
}
