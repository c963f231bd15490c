/* Work on the handle's stream: every operation runs as a host function in
 * stream order, so it sees the results of earlier kernels and copies. */
#include "internal.h"

/* A job captured into a graph runs at every launch of the graph, so it
 * lives until the handle is destroyed; any other is freed once it has run. */
struct wrapped {
    sp_job_fn fn;
    void *job;
    int captured;
    struct wrapped *next;
};

static void CUDART_CB run_wrapped(void *p)
{
    struct wrapped *w = p;
    w->fn(w->job);
    if (!w->captured) {
        free(w->job);
        free(w);
    }
}

void sp_captured_free(cusparseHandle_t h)
{
    struct wrapped *w = h->captured;
    while (w) {
        struct wrapped *next = w->next;
        free(w->job);
        free(w);
        w = next;
    }
    h->captured = NULL;
}

cusparseStatus_t sp_enqueue(cusparseHandle_t h, sp_job_fn fn, void *job)
{
    if (!job) return CUSPARSE_STATUS_ALLOC_FAILED;
    struct wrapped *w = malloc(sizeof *w);
    if (!w) {
        free(job);
        return CUSPARSE_STATUS_ALLOC_FAILED;
    }
    enum cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
    int captured = cudaStreamIsCapturing(h->stream, &st) == cudaSuccess && st != cudaStreamCaptureStatusNone;
    *w = (struct wrapped){fn, job, captured, captured ? h->captured : NULL};
    if (captured) h->captured = w;
    /* Once queued, an uncaptured w may run and be freed at any moment. */
    if (cudaLaunchHostFunc(h->stream, run_wrapped, w) != cudaSuccess) {
        if (captured) h->captured = w->next;
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
