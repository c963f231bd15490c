/* Driver API streams: the runtime's streams (CUstream and cudaStream_t are
 * the same type).  Work completes before each call returns. */
#include "cu_internal.h"

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
    return ferry_cu_from_cuda(ferry_sticky());
}

FERRY_API CUresult cuStreamSynchronize(CUstream hStream)
{
    return stream_state(hStream);
}

FERRY_API CUresult cuStreamQuery(CUstream hStream)
{
    return stream_state(hStream);
}
