/* Events.  Work is finished when its call returns, so recording an event
 * takes the time now, and an event is always complete. */
#include <stdlib.h>
#include <time.h>

#include "graph.h"
#include "runtime.h"

struct CUevent_st {
    ferry_handle h;
    unsigned flags;
    bool recorded;
    struct timespec when;
};

static bool event_ok(cudaEvent_t e)
{
    return e && ferry_handle_live(e, FERRY_HANDLE_EVENT);
}

FERRY_API cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    unsigned known = cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
    if (!event || (flags & ~known))
        return ferry_ret(cudaErrorInvalidValue);
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
    free(event);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (ferry_capturing(stream))
        return ferry_capture_record(event, stream, flags);
    if (!event_ok(event) || !ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags != 0)
        return ferry_ret(cudaErrorInvalidValue);
    clock_gettime(CLOCK_MONOTONIC, &event->when);
    event->recorded = true;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    return cudaEventRecordWithFlags(event, stream, 0);
}

FERRY_API cudaError_t cudaEventQuery(cudaEvent_t event)
{
    if (!event_ok(event))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(ferry_sticky());
}

FERRY_API cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    if (!event_ok(event))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(ferry_sticky());
}

FERRY_API cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (!ms)
        return ferry_ret(cudaErrorInvalidValue);
    if (!event_ok(start) || !event_ok(end))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (!start->recorded || !end->recorded ||
        ((start->flags | end->flags) & cudaEventDisableTiming))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    double ns = (double)(end->when.tv_sec - start->when.tv_sec) * 1e9 +
                (double)(end->when.tv_nsec - start->when.tv_nsec);
    *ms = (float)(ns / 1e6);
    return cudaSuccess;
}
