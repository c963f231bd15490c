/* Driver API streams: the runtime's streams (CUstream and cudaStream_t are
 * the same type), with the same queues. */
#include "cu_internal.h"
#include "graph.h"

FERRY_API CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!phStream || (Flags != CU_STREAM_DEFAULT && Flags != CU_STREAM_NON_BLOCKING)))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamCreateWithFlags(phStream, Flags));
}

/* The default streams are not the caller's to destroy. */
FERRY_API CUresult cuStreamDestroy_v2(CUstream hStream)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ferry_handle_live(hStream, FERRY_HANDLE_STREAM))
        return CUDA_ERROR_INVALID_HANDLE;
    return ferry_cu_from_cuda(cudaStreamDestroy(hStream));
}

static CUresult stream_state(CUstream hStream)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ferry_stream_ok(hStream))
        return CUDA_ERROR_INVALID_HANDLE;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuStreamSynchronize(CUstream hStream)
{
    CUresult r = stream_state(hStream);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamSynchronize(hStream));
}

FERRY_API CUresult cuStreamQuery(CUstream hStream)
{
    CUresult r = stream_state(hStream);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamQuery(hStream));
}

/* Every priority is the same on the CPU; the runtime clamps it to its range. */
FERRY_API CUresult cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!phStream || (flags != CU_STREAM_DEFAULT && flags != CU_STREAM_NON_BLOCKING)))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamCreateWithPriority(phStream, flags, priority));
}

static CUresult stream_query(CUstream hStream, const void *out)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_stream_ok(hStream))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuStreamGetPriority(CUstream hStream, int *priority)
{
    CUresult r = stream_query(hStream, priority);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamGetPriority(hStream, priority));
}

FERRY_API CUresult cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    CUresult r = stream_query(hStream, flags);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamGetFlags(hStream, flags));
}

/* Streams are not tied to a context here (one device, one address space):
 * a stream belongs to the calling thread's context. */
FERRY_API CUresult cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    CUresult r = stream_query(hStream, pctx);
    if (r == CUDA_SUCCESS)
        *pctx = ferry_cu_current();
    return r;
}

FERRY_API CUresult cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult r = stream_query(hStream, (const void *)fn);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaLaunchHostFunc(hStream, fn, userData));
}

typedef struct callback_op {
    CUstreamCallback fn;
    CUstream stream;
    void *user;
} callback_op;

static cudaError_t run_callback(void *data)
{
    callback_op *c = data;
    c->fn(c->stream, ferry_cu_from_cuda(ferry_sticky()), c->user);
    return cudaSuccess;
}

/* The callback gets the stream's status: the sticky error, if any.  CUDA
 * does not capture callbacks (cuLaunchHostFunc is captured instead): one
 * given to a capturing stream fails the capture. */
FERRY_API CUresult cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData,
                                       unsigned int flags)
{
    CUresult r = stream_query(hStream, (const void *)callback);
    if (r == CUDA_SUCCESS && ferry_capturing(hStream))
        return ferry_cu_from_cuda(ferry_capture_sync(hStream));
    if (r == CUDA_SUCCESS && flags != 0)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    ferry_op *op = ferry_op_new(run_callback, sizeof(callback_op));
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *(callback_op *)ferry_op_data(op) = (callback_op){callback, hStream, userData};
    return ferry_cu_from_cuda(ferry_stream_submit(hStream, op, NULL));
}
