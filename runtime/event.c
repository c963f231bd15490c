/* Events.  A record queues a marker op on the stream; the event keeps the
 * latest one, which finishes when the work before it has, at the time
 * cudaEventElapsedTime reads.  Destroying an event whose record is still
 * queued is allowed: the op is counted and outlives it. */
#include <pthread.h>
#include <stdlib.h>

#include "graph.h"
#include "runtime.h"

struct CUevent_st {
    ferry_handle h;
    unsigned flags;
    ferry_op *mark; /* the latest record, retained; NULL before the first */
};

/* Records of different host threads on one event: the last one wins. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static bool event_ok(cudaEvent_t e)
{
    return e && ferry_handle_live(e, FERRY_HANDLE_EVENT);
}

ferry_op *ferry_event_mark(cudaEvent_t e)
{
    pthread_mutex_lock(&lock);
    ferry_op *m = e->mark;
    if (m)
        ferry_op_retain(m);
    pthread_mutex_unlock(&lock);
    return m;
}

static void set_mark(cudaEvent_t e, ferry_op *m)
{
    pthread_mutex_lock(&lock);
    ferry_op *old = e->mark;
    e->mark = m;
    pthread_mutex_unlock(&lock);
    ferry_op_release(old);
}

/* Interprocess events need a second process to share them with, which the
 * CPU device does not offer; CUDA also insists they do no timing. */
FERRY_API cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    unsigned known = cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
    if (!event || (flags & ~known))
        return ferry_ret(cudaErrorInvalidValue);
    if (flags & cudaEventInterprocess)
        return ferry_ret(flags & cudaEventDisableTiming ? cudaErrorNotSupported : cudaErrorInvalidValue);
    struct CUevent_st *e = calloc(1, sizeof *e);
    if (!e)
        return ferry_ret(cudaErrorMemoryAllocation);
    e->h.kind = FERRY_HANDLE_EVENT;
    e->flags = flags;
    if (!ferry_handle_add(&e->h)) {
        free(e);
        return ferry_ret(cudaErrorMemoryAllocation);
    }
    *event = e;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaEventCreate(cudaEvent_t *event)
{
    return cudaEventCreateWithFlags(event, cudaEventDefault);
}

FERRY_API cudaError_t cudaEventDestroy(cudaEvent_t event)
{
    if (!event || !ferry_handle_remove(event, FERRY_HANDLE_EVENT))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_op_release(event->mark);
    free(event);
    return cudaSuccess;
}

/* A graph's event-record node: its work before it is done already. */
cudaError_t ferry_event_record_now(cudaEvent_t event)
{
    ferry_op *m = ferry_op_new(NULL, 0);
    if (!m)
        return cudaErrorMemoryAllocation;
    ferry_op_complete(m);
    set_mark(event, m);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (ferry_capturing(stream))
        return ferry_capture_record(event, stream, flags);
    if (!event_ok(event) || !ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags & ~(unsigned)cudaEventRecordExternal)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_op *m = ferry_op_new(NULL, 0);
    if (!m)
        return ferry_ret(cudaErrorMemoryAllocation);
    ferry_op_retain(m);
    cudaError_t err = ferry_stream_submit(stream, m, NULL);
    if (err != cudaSuccess) {
        ferry_op_release(m);
        return ferry_ret(err);
    }
    set_mark(event, m);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    return cudaEventRecordWithFlags(event, stream, 0);
}

/* cudaErrorNotReady is an answer, not an error: the last error keeps. */
FERRY_API cudaError_t cudaEventQuery(cudaEvent_t event)
{
    if (!event_ok(event))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (ferry_capture_marks(event)) /* its work is a graph's, not yet run */
        return ferry_ret(cudaErrorCapturedEvent);
    ferry_op *m = ferry_event_mark(event);
    bool done = !m || ferry_op_done(m);
    ferry_op_release(m);
    return done ? ferry_ret(ferry_sticky()) : cudaErrorNotReady;
}

FERRY_API cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    if (!event_ok(event))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (ferry_capture_marks(event))
        return ferry_ret(cudaErrorCapturedEvent);
    ferry_op *m = ferry_event_mark(event);
    if (m) {
        ferry_op_wait(m, !(event->flags & cudaEventBlockingSync));
        ferry_op_release(m);
    }
    ferry_printf_flush();
    return ferry_ret(ferry_sync_result());
}

FERRY_API cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (!ms)
        return ferry_ret(cudaErrorInvalidValue);
    if (!event_ok(start) || !event_ok(end))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if ((start->flags | end->flags) & cudaEventDisableTiming)
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (ferry_capture_marks(start) || ferry_capture_marks(end))
        return ferry_ret(cudaErrorCapturedEvent);
    ferry_op *a = ferry_event_mark(start), *b = ferry_event_mark(end);
    cudaError_t err = cudaSuccess;
    if (!a || !b)
        err = cudaErrorInvalidResourceHandle;
    else if (!ferry_op_done(a) || !ferry_op_done(b))
        err = cudaErrorNotReady;
    else
        *ms = (float)(((double)ferry_op_finish_ns(b) - (double)ferry_op_finish_ns(a)) / 1e6);
    ferry_op_release(a);
    ferry_op_release(b);
    return err == cudaErrorNotReady ? err : ferry_ret(err);
}
