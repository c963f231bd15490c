/* Stream capture through the driver API: the runtime's capture
 * (graph_capture.c), which the driver's stream work (cuLaunchKernel,
 * cuMemcpy*Async, cuMemset*Async, cuLaunchHostFunc, cuEventRecord,
 * cuStreamWaitEvent, cuMemAllocAsync ...) feeds as the runtime's does.
 * Edges carry no data here (no ports, no programmatic edges): edge data
 * other than zeros is refused. */
#include <stdlib.h>

#include "cu_internal.h"
#include "graph.h"

static CUresult stream_ok(CUstream s)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_stream_ok(s) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

static bool plain_edges(const CUgraphEdgeData *data, size_t n)
{
    static const CUgraphEdgeData zero;
    for (size_t i = 0; data && i < n; i++)
        if (data[i].from_port != zero.from_port || data[i].to_port != zero.to_port || data[i].type != zero.type)
            return false;
    return true;
}

FERRY_API CUresult cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode)
{
    CUresult r = stream_ok(hStream);
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(ferry_capture_begin(hStream, NULL, NULL, 0, (enum cudaStreamCaptureMode)mode));
}

/* For programs built with per-thread default streams, whose NULL stream
 * is the thread's own. */
FERRY_API CUresult cuStreamBeginCapture_ptsz(CUstream hStream, CUstreamCaptureMode mode)
{
    return cuStreamBeginCapture_v2(hStream ? hStream : CU_STREAM_PER_THREAD, mode);
}

FERRY_API CUresult cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies,
                                               const CUgraphEdgeData *dependencyData, size_t numDependencies,
                                               CUstreamCaptureMode mode)
{
    CUresult r = stream_ok(hStream);
    if (r == CUDA_SUCCESS && (!hGraph || (numDependencies && !dependencies)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !plain_edges(dependencyData, numDependencies))
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(
        ferry_capture_begin(hStream, hGraph, dependencies, numDependencies, (enum cudaStreamCaptureMode)mode));
}

FERRY_API CUresult cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    CUresult r = stream_ok(hStream);
    if (r == CUDA_SUCCESS && !phGraph)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaStreamEndCapture(hStream, phGraph));
}

FERRY_API CUresult cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    CUresult r = stream_ok(hStream);
    if (r == CUDA_SUCCESS && !captureStatus)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(cudaStreamIsCapturing(hStream, (enum cudaStreamCaptureStatus *)captureStatus));
}

FERRY_API CUresult cuStreamGetCaptureInfo_v2(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                             cuuint64_t *id_out, CUgraph *graph_out,
                                             const CUgraphNode **dependencies_out, size_t *numDependencies_out)
{
    CUresult r = stream_ok(hStream);
    if (r == CUDA_SUCCESS && !captureStatus_out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(cudaStreamGetCaptureInfo(hStream, (enum cudaStreamCaptureStatus *)captureStatus_out,
                                                       (unsigned long long *)id_out, graph_out, dependencies_out, numDependencies_out));
}

/* Zeroed edge data for n dependencies, the calling thread's: valid until
 * its next query, as CUDA's is until the stream's next call. */
static const CUgraphEdgeData *zero_edges(size_t n)
{
    static _Thread_local CUgraphEdgeData *buf;
    static _Thread_local size_t cap;
    if (n > cap) {
        CUgraphEdgeData *b = calloc(n, sizeof *b);
        if (!b)
            return NULL;
        free(buf);
        buf = b;
        cap = n;
    }
    return buf;
}

FERRY_API CUresult cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                             cuuint64_t *id_out, CUgraph *graph_out,
                                             const CUgraphNode **dependencies_out,
                                             const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (edgeData_out && !dependencies_out)
        return ferry_cu_need_ctx() != CUDA_SUCCESS ? ferry_cu_need_ctx() : CUDA_ERROR_INVALID_VALUE;
    size_t n = 0;
    CUresult r = cuStreamGetCaptureInfo_v2(hStream, captureStatus_out, id_out, graph_out, dependencies_out, &n);
    if (r != CUDA_SUCCESS || *captureStatus_out != CU_STREAM_CAPTURE_STATUS_ACTIVE)
        return r;
    if (numDependencies_out)
        *numDependencies_out = n;
    if (edgeData_out && !(*edgeData_out = zero_edges(n)) && n)
        return CUDA_ERROR_OUT_OF_MEMORY;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies,
                                                     size_t numDependencies, unsigned int flags)
{
    CUresult r = stream_ok(hStream);
    return r != CUDA_SUCCESS ? r
                             : ferry_cu_from_cuda(ferry_capture_update(hStream, dependencies, numDependencies, flags));
}

FERRY_API CUresult cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies,
                                                        const CUgraphEdgeData *dependencyData,
                                                        size_t numDependencies, unsigned int flags)
{
    CUresult r = stream_ok(hStream);
    if (r == CUDA_SUCCESS && !plain_edges(dependencyData, numDependencies))
        r = CUDA_ERROR_NOT_SUPPORTED;
    return r != CUDA_SUCCESS ? r : cuStreamUpdateCaptureDependencies(hStream, dependencies, numDependencies, flags);
}

FERRY_API CUresult cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !mode)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(cudaThreadExchangeStreamCaptureMode((enum cudaStreamCaptureMode *)mode));
}
