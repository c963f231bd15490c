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

/* The variable's bytes [offset, offset + count) and the copy's direction
 * checked: `to` copies into the variable. */
static cudaError_t resolve(const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bool to,
                           char **addr)
{
    cudaError_t err = symbol_range(symbol, count, offset, addr);
    if (err != cudaSuccess)
        return err;
    bool ok = kind == cudaMemcpyDeviceToDevice || kind == cudaMemcpyDefault ||
              kind == (to ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost);
    return ok ? cudaSuccess : cudaErrorInvalidMemcpyDirection;
}

FERRY_API cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                                         enum cudaMemcpyKind kind)
{
    char *addr;
    cudaError_t err = resolve(symbol, count, offset, kind, true, &addr);
    return ferry_ret(err != cudaSuccess ? err : ferry_copy(addr, src, count, kind));
}

FERRY_API cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                           enum cudaMemcpyKind kind)
{
    char *addr;
    cudaError_t err = resolve(symbol, count, offset, kind, false, &addr);
    return ferry_ret(err != cudaSuccess ? err : ferry_copy(dst, addr, count, kind));
}

/* Queued (or captured) as a copy to or from the variable's storage. */
FERRY_API cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                              enum cudaMemcpyKind kind, cudaStream_t stream)
{
    char *addr;
    cudaError_t err = resolve(symbol, count, offset, kind, true, &addr);
    return err != cudaSuccess ? ferry_ret(err) : cudaMemcpyAsync(addr, src, count, kind, stream);
}

FERRY_API cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                                enum cudaMemcpyKind kind, cudaStream_t stream)
{
    char *addr;
    cudaError_t err = resolve(symbol, count, offset, kind, false, &addr);
    return err != cudaSuccess ? ferry_ret(err) : cudaMemcpyAsync(dst, addr, count, kind, stream);
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
