/* Streams.  Every operation completes before its call returns, so a stream
 * only has to remember its flags and priority; ordering is free. */
#include <stdlib.h>

#include "graph.h"
#include "runtime.h"

struct CUstream_st {
    ferry_handle h;
    unsigned flags;
    int priority;
};

bool ferry_stream_ok(cudaStream_t s)
{
    return s == NULL || s == cudaStreamLegacy || s == cudaStreamPerThread ||
           ferry_handle_live(s, FERRY_HANDLE_STREAM);
}

FERRY_API cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    if (!pStream || flags > cudaStreamNonBlocking)
        return ferry_ret(cudaErrorInvalidValue);
    struct CUstream_st *s = malloc(sizeof *s);
    if (!s)
        return ferry_ret(cudaErrorMemoryAllocation);
    (void)priority; /* clamped to the range cudaDeviceGetStreamPriorityRange gives: [0, 0] */
    *s = (struct CUstream_st){{FERRY_HANDLE_STREAM}, flags, 0};
    if (!ferry_handle_add(&s->h)) {
        free(s);
        return ferry_ret(cudaErrorMemoryAllocation);
    }
    *pStream = s;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    return cudaStreamCreateWithPriority(pStream, flags, 0);
}

FERRY_API cudaError_t cudaStreamCreate(cudaStream_t *pStream)
{
    return cudaStreamCreateWithPriority(pStream, cudaStreamDefault, 0);
}

FERRY_API cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
    if (!stream || !ferry_handle_remove(stream, FERRY_HANDLE_STREAM))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    free(stream);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(ferry_sticky());
}

FERRY_API cudaError_t cudaStreamQuery(cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return ferry_ret(ferry_sticky());
}

FERRY_API cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (ferry_capture_waits(stream, event))
        return ferry_capture_wait(stream, event, flags);
    if (!ferry_stream_ok(stream) || !ferry_handle_live(event, FERRY_HANDLE_EVENT))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags != 0)
        return ferry_ret(cudaErrorInvalidValue);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamGetFlags(cudaStream_t stream, unsigned int *flags)
{
    if (!flags)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    *flags = ferry_handle_live(stream, FERRY_HANDLE_STREAM) ? stream->flags : cudaStreamDefault;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamGetPriority(cudaStream_t stream, int *priority)
{
    if (!priority)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    *priority = ferry_handle_live(stream, FERRY_HANDLE_STREAM) ? stream->priority : 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                            unsigned int flags)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream);
    if (!callback || flags != 0)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    callback(stream, ferry_sticky(), userData); /* the stream's work is already done */
    return cudaSuccess;
}

FERRY_API cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (ferry_capturing(stream))
        return ferry_capture_host(stream, fn, userData);
    if (!fn)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    fn(userData);
    return cudaSuccess;
}
