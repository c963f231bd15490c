/* __device__ and __constant__ variables named by their host shadow.  The
 * device copy lives in the device object (ferry_var_desc.addr) and is
 * already initialised, so copies go straight to it.  A __managed__
 * variable's copy is its host shadow itself (register.c). */
#include "runtime.h"

static char *storage(const void *symbol, const ferry_var_desc *v)
{
    return (v->flags & FERRY_VAR_MANAGED) ? (char *)symbol : v->addr;
}

static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset, char **addr)
{
    const ferry_var_desc *v = ferry_var_find(symbol);
    if (!v)
        return cudaErrorInvalidSymbol;
    if (offset > v->size || count > v->size - offset)
        return cudaErrorInvalidValue;
    *addr = storage(symbol, v) + offset;
    return cudaSuccess;
}

static cudaError_t to_symbol(const void *symbol, const void *src, size_t count, size_t offset,
                             enum cudaMemcpyKind kind)
{
    char *addr;
    cudaError_t err = symbol_range(symbol, count, offset, &addr);
    if (err != cudaSuccess)
        return err;
    if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    return ferry_copy(addr, src, count, kind);
}

static cudaError_t from_symbol(void *dst, const void *symbol, size_t count, size_t offset,
                               enum cudaMemcpyKind kind)
{
    char *addr;
    cudaError_t err = symbol_range(symbol, count, offset, &addr);
    if (err != cudaSuccess)
        return err;
    if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    return ferry_copy(dst, addr, count, kind);
}

FERRY_API cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                                         enum cudaMemcpyKind kind)
{
    return ferry_ret(to_symbol(symbol, src, count, offset, kind));
}

FERRY_API cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                           enum cudaMemcpyKind kind)
{
    return ferry_ret(from_symbol(dst, symbol, count, offset, kind));
}

FERRY_API cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                              enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

FERRY_API cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                                enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}

FERRY_API cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    if (!devPtr)
        return ferry_ret(cudaErrorInvalidValue);
    const ferry_var_desc *v = ferry_var_find(symbol);
    if (!v)
        return ferry_ret(cudaErrorInvalidSymbol);
    *devPtr = storage(symbol, v);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol)
{
    if (!size)
        return ferry_ret(cudaErrorInvalidValue);
    const ferry_var_desc *v = ferry_var_find(symbol);
    if (!v)
        return ferry_ret(cudaErrorInvalidSymbol);
    *size = (size_t)v->size;
    return cudaSuccess;
}
