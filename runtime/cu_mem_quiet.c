/* Driver calls made over the runtime's public functions keep the runtime's
 * last error untouched, as CUDA's two APIs keep separate error states. */
#include "cu_internal.h"

CUresult ferry_cu_quiet(cudaError_t before, cudaError_t err)
{
    if (err != cudaSuccess) {
        if (before == cudaSuccess)
            (void)cudaGetLastError();
        else
            (void)ferry_ret(before);
    }
    return ferry_cu_from_cuda(err);
}

static _Thread_local cudaError_t saved;

void ferry_cu_quiet_begin(void)
{
    saved = cudaPeekAtLastError();
}

CUresult ferry_cu_quiet_end(cudaError_t err)
{
    return ferry_cu_quiet(saved, err);
}

CUresult ferry_cu_stream_ok(CUstream s)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_stream_ok(s) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}
