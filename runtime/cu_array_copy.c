/* cuMemcpy[HDA]toA and AtoH/D: linear copies with an array on one or both
 * sides.  The array's elements lie densely, so a byte offset addresses
 * them across rows and slices. */
#include <stdint.h>

#include "cu_internal.h"
#include "graph.h"
#include "tex_internal.h"

CUresult ferry_cu_array_span(CUarray h, size_t offset, size_t n, char **at)
{
    if (!h)
        return CUDA_ERROR_INVALID_VALUE;
    const struct cudaArray *a = ferry_array_find(h);
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    size_t total = a->pitch * a->rows * a->slices;
    if (offset > total || n > total - offset)
        return CUDA_ERROR_INVALID_VALUE;
    *at = a->data + offset;
    return CUDA_SUCCESS;
}

/* The common checks; *go is false when there is nothing to copy. */
static CUresult ready(size_t n, bool *go)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    cudaError_t sticky = ferry_sticky();
    *go = sticky == cudaSuccess && n > 0;
    return ferry_cu_from_cuda(sticky);
}

static CUresult host_ok(const void *p)
{
    return p ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult device_ok(CUdeviceptr d, size_t n)
{
    return d && ferry_device_range_ok((const void *)(uintptr_t)d, n) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult copy_now(void *dst, const void *src, size_t n)
{
    ferry_stream_now(NULL);
    ferry_dev_copy(dst, src, n);
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuMemcpyHtoA_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    bool go;
    char *at = NULL;
    CUresult r = ready(ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(dstArray, dstOffset, ByteCount, &at);
    if (r == CUDA_SUCCESS && go)
        r = host_ok(srcHost);
    return r == CUDA_SUCCESS && go ? copy_now(at, srcHost, ByteCount) : r;
}

FERRY_API CUresult cuMemcpyAtoH_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bool go;
    char *at = NULL;
    CUresult r = ready(ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(srcArray, srcOffset, ByteCount, &at);
    if (r == CUDA_SUCCESS && go)
        r = host_ok(dstHost);
    return r == CUDA_SUCCESS && go ? copy_now(dstHost, at, ByteCount) : r;
}

FERRY_API CUresult cuMemcpyDtoA_v2(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    bool go;
    char *at = NULL;
    CUresult r = ready(ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(dstArray, dstOffset, ByteCount, &at);
    if (r == CUDA_SUCCESS && go)
        r = device_ok(srcDevice, ByteCount);
    return r == CUDA_SUCCESS && go ? copy_now(at, (const void *)(uintptr_t)srcDevice, ByteCount) : r;
}

FERRY_API CUresult cuMemcpyAtoD_v2(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bool go;
    char *at = NULL;
    CUresult r = ready(ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(srcArray, srcOffset, ByteCount, &at);
    if (r == CUDA_SUCCESS && go)
        r = device_ok(dstDevice, ByteCount);
    return r == CUDA_SUCCESS && go ? copy_now((void *)(uintptr_t)dstDevice, at, ByteCount) : r;
}

FERRY_API CUresult cuMemcpyAtoA_v2(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset,
                                   size_t ByteCount)
{
    bool go;
    char *to = NULL, *from = NULL;
    CUresult r = ready(ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(dstArray, dstOffset, ByteCount, &to);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(srcArray, srcOffset, ByteCount, &from);
    return r == CUDA_SUCCESS && go ? copy_now(to, from, ByteCount) : r;
}

typedef struct queued_copy {
    void *dst;
    const void *src;
    size_t n;
} queued_copy;

static cudaError_t run_copy(void *data)
{
    const queued_copy *c = data;
    ferry_dev_copy(c->dst, c->src, c->n);
    return cudaSuccess;
}

/* A capture records a copy node; pageable
 * host memory is copied at once after the stream's work, as CUDA allows;
 * otherwise the copy is queued. */
static CUresult copy_on(CUstream s, void *dst, const void *src, size_t n, const void *host)
{
    if (ferry_capturing(s))
        return ferry_cu_from_cuda(ferry_capture_memcpy(dst, src, n, cudaMemcpyDefault, s));
    if (ferry_pageable(host)) {
        ferry_stream_now(s);
        ferry_dev_copy(dst, src, n);
        return CUDA_SUCCESS;
    }
    ferry_op *op = ferry_op_new(run_copy, sizeof(queued_copy));
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *(queued_copy *)ferry_op_data(op) = (queued_copy){dst, src, n};
    return ferry_cu_from_cuda(ferry_stream_submit(s, op, NULL));
}

static CUresult async_ready(CUstream s, size_t n, bool *go)
{
    CUresult r = ready(n, go);
    return r == CUDA_SUCCESS && !ferry_stream_ok(s) ? CUDA_ERROR_INVALID_HANDLE : r;
}

FERRY_API CUresult cuMemcpyHtoAAsync_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount,
                                        CUstream hStream)
{
    bool go;
    char *at = NULL;
    CUresult r = async_ready(hStream, ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(dstArray, dstOffset, ByteCount, &at);
    if (r == CUDA_SUCCESS && go)
        r = host_ok(srcHost);
    return r == CUDA_SUCCESS && go ? copy_on(hStream, at, srcHost, ByteCount, srcHost) : r;
}

FERRY_API CUresult cuMemcpyAtoHAsync_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount,
                                        CUstream hStream)
{
    bool go;
    char *at = NULL;
    CUresult r = async_ready(hStream, ByteCount, &go);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_array_span(srcArray, srcOffset, ByteCount, &at);
    if (r == CUDA_SUCCESS && go)
        r = host_ok(dstHost);
    return r == CUDA_SUCCESS && go ? copy_on(hStream, dstHost, at, ByteCount, dstHost) : r;
}
