/* Stream attributes, ids and managed-memory attachment for the driver API.
 * The attributes are the runtime's (stream_attr.c): the driver's values
 * have the same layout and numbers. */
#include <stdint.h>

#include "cu_internal.h"
#include "managed.h"

_Static_assert(sizeof(CUstreamAttrValue) == sizeof(cudaLaunchAttributeValue), "attribute values differ");

FERRY_API CUresult cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    CUresult r = ferry_cu_stream_ok(hStream);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(
            r, cudaStreamGetAttribute(hStream, (cudaLaunchAttributeID)attr, (cudaLaunchAttributeValue *)value_out));
    return r;
}

FERRY_API CUresult cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    CUresult r = ferry_cu_stream_ok(hStream);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(
            r, cudaStreamSetAttribute(hStream, (cudaLaunchAttributeID)attr, (const cudaLaunchAttributeValue *)value));
    return r;
}

FERRY_API CUresult cuStreamCopyAttributes(CUstream dst, CUstream src)
{
    CUresult r = ferry_cu_stream_ok(dst);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_stream_ok(src);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaStreamCopyAttributes(dst, src));
    return r;
}

FERRY_API CUresult cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    CUresult r = ferry_cu_stream_ok(hStream);
    if (r == CUDA_SUCCESS && !streamId)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_stream_id(hStream, streamId))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    return r;
}

/* Managed memory is one coherent memory here, visible to the host and every
 * stream at all times, so attaching changes nothing; the checks are CUDA's:
 * one flag; managed memory, the whole allocation (length 0 or its size), or
 * a stretch of pageable memory, which the device reaches
 * (CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS). */
FERRY_API CUresult cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    CUresult r = ferry_cu_stream_ok(hStream);
    if (r == CUDA_SUCCESS)
        FERRY_CU_QUIET(r, cudaStreamAttachMemAsync(hStream, (void *)(uintptr_t)dptr, length, flags));
    return r;
}
