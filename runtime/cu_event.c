/* Driver API events: the runtime's events (CUevent and cudaEvent_t are one
 * type). */
#include "cu_internal.h"
#include "graph.h"

static bool event_live(CUevent e)
{
    return e && ferry_handle_live(e, FERRY_HANDLE_EVENT);
}

static CUresult event_ok(CUevent e)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : event_live(e) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

/* An event recorded in a capture marks a place in a graph, not work to
 * wait for. */
static CUresult event_done_ok(CUevent e)
{
    CUresult r = event_ok(e);
    return r == CUDA_SUCCESS && ferry_capture_marks(e) ? CUDA_ERROR_CAPTURED_EVENT : r;
}

FERRY_API CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    unsigned known = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS;
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!phEvent || (Flags & ~known)))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaEventCreateWithFlags(phEvent, Flags));
}

/* In a capture the event marks the stream's position (CU_EVENT_RECORD_EXTERNAL:
 * a record node); outside one CU_EVENT_RECORD_EXTERNAL records as the default does. */
FERRY_API CUresult cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    CUresult r = event_ok(hEvent);
    if (r == CUDA_SUCCESS && !ferry_stream_ok(hStream))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (flags & ~(unsigned)CU_EVENT_RECORD_EXTERNAL))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaEventRecordWithFlags(hEvent, hStream, flags));
}

FERRY_API CUresult cuEventRecord(CUevent hEvent, CUstream hStream)
{
    return cuEventRecordWithFlags(hEvent, hStream, CU_EVENT_RECORD_DEFAULT);
}

FERRY_API CUresult cuEventQuery(CUevent hEvent)
{
    CUresult r = event_done_ok(hEvent);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaEventQuery(hEvent));
}

FERRY_API CUresult cuEventSynchronize(CUevent hEvent)
{
    CUresult r = event_done_ok(hEvent);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaEventSynchronize(hEvent));
}

/* An event never recorded, or made without timing, is CUDA_ERROR_INVALID_HANDLE. */
FERRY_API CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    CUresult r = event_done_ok(hStart);
    if (r == CUDA_SUCCESS && !event_live(hEnd))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && ferry_capture_marks(hEnd))
        r = CUDA_ERROR_CAPTURED_EVENT;
    if (r == CUDA_SUCCESS && !pMilliseconds)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaEventElapsedTime(pMilliseconds, hStart, hEnd));
}

FERRY_API CUresult cuEventDestroy_v2(CUevent hEvent)
{
    CUresult r = event_ok(hEvent);
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaEventDestroy(hEvent));
}

FERRY_API CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUresult r = event_ok(hEvent);
    if (r == CUDA_SUCCESS && !ferry_stream_ok(hStream))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (Flags & ~(unsigned)CU_EVENT_WAIT_EXTERNAL))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamWaitEvent(hStream, hEvent, Flags));
}
