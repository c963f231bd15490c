/* Work on the handle's stream: every operation runs as a host function in
 * stream order, so it sees the results of earlier kernels and copies. */
#include "internal.h"

struct wrapped {
    sp_job_fn fn;
    void *job;
};

static void CUDART_CB run_wrapped(void *p)
{
    struct wrapped *w = p;
    w->fn(w->job);
    free(w->job);
    free(w);
}

cusparseStatus_t sp_enqueue(cusparseHandle_t h, sp_job_fn fn, void *job)
{
    if (!job) return CUSPARSE_STATUS_ALLOC_FAILED;
    struct wrapped *w = malloc(sizeof *w);
    if (!w) {
        free(job);
        return CUSPARSE_STATUS_ALLOC_FAILED;
    }
    w->fn = fn;
    w->job = job;
    if (cudaLaunchHostFunc(h->stream, run_wrapped, w) != cudaSuccess) {
        free(job);
        free(w);
        return CUSPARSE_STATUS_EXECUTION_FAILED;
    }
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t sp_sync(cusparseHandle_t h)
{
    return cudaStreamSynchronize(h->stream) == cudaSuccess ? CUSPARSE_STATUS_SUCCESS
                                                           : CUSPARSE_STATUS_EXECUTION_FAILED;
}

sp_scalar sp_scalar_capture(cusparseHandle_t h, const void *p, cudaDataType t)
{
    sp_scalar s = {NULL, zmk(0, 0), t};
    if (h->mode == CUSPARSE_POINTER_MODE_DEVICE)
        s.ptr = p;
    else
        s.v = zld(t, p, 0);
    return s;
}

zval sp_scalar_get(const sp_scalar *s) { return s->ptr ? zld(s->t, s->ptr, 0) : s->v; }
