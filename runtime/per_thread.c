/* The per-thread default stream variants (include/ferry/rt_per_thread.h):
 * stream 0 becomes cudaStreamPerThread, and the synchronous calls order
 * themselves after the calling thread's default stream instead of the
 * legacy one.  This file is compiled without the renaming, so the names
 * below are the plain functions. */
#include "runtime.h"

static cudaStream_t pt(cudaStream_t s)
{
    return s ? s : cudaStreamPerThread;
}

/* A synchronous call made of its asynchronous form on the per-thread
 * stream and a wait for that stream. */
static cudaError_t then_wait(cudaError_t err)
{
    return err != cudaSuccess ? err : cudaStreamSynchronize(cudaStreamPerThread);
}

#define PTSZ(ret, name, params, ...) \
    FERRY_API ret name##_ptsz params; \
    FERRY_API ret name##_ptsz params { return name(__VA_ARGS__); }

PTSZ(cudaError_t, cudaLaunchKernel, (const void *f, dim3 g, dim3 b, void **a, size_t sm, cudaStream_t s),
     f, g, b, a, sm, pt(s))
PTSZ(cudaError_t, cudaLaunchCooperativeKernel, (const void *f, dim3 g, dim3 b, void **a, size_t sm, cudaStream_t s),
     f, g, b, a, sm, pt(s))
PTSZ(cudaError_t, cudaMemcpyAsync, (void *d, const void *src, size_t n, enum cudaMemcpyKind k, cudaStream_t s),
     d, src, n, k, pt(s))
PTSZ(cudaError_t, cudaMemcpy2DAsync,
     (void *d, size_t dp, const void *src, size_t sp, size_t w, size_t h, enum cudaMemcpyKind k, cudaStream_t s),
     d, dp, src, sp, w, h, k, pt(s))
PTSZ(cudaError_t, cudaMemcpy3DAsync, (const struct cudaMemcpy3DParms *p, cudaStream_t s), p, pt(s))
PTSZ(cudaError_t, cudaMemsetAsync, (void *d, int v, size_t n, cudaStream_t s), d, v, n, pt(s))
PTSZ(cudaError_t, cudaMemset2DAsync, (void *d, size_t p, int v, size_t w, size_t h, cudaStream_t s),
     d, p, v, w, h, pt(s))
PTSZ(cudaError_t, cudaMemset3DAsync, (struct cudaPitchedPtr p, int v, struct cudaExtent e, cudaStream_t s),
     p, v, e, pt(s))
PTSZ(cudaError_t, cudaMemcpyToSymbolAsync,
     (const void *sym, const void *src, size_t n, size_t off, enum cudaMemcpyKind k, cudaStream_t s),
     sym, src, n, off, k, pt(s))
PTSZ(cudaError_t, cudaMemcpyFromSymbolAsync,
     (void *d, const void *sym, size_t n, size_t off, enum cudaMemcpyKind k, cudaStream_t s),
     d, sym, n, off, k, pt(s))
PTSZ(cudaError_t, cudaStreamSynchronize, (cudaStream_t s), pt(s))
PTSZ(cudaError_t, cudaStreamQuery, (cudaStream_t s), pt(s))
PTSZ(cudaError_t, cudaStreamWaitEvent, (cudaStream_t s, cudaEvent_t e, unsigned int f), pt(s), e, f)
PTSZ(cudaError_t, cudaStreamAddCallback, (cudaStream_t s, cudaStreamCallback_t cb, void *u, unsigned int f),
     pt(s), cb, u, f)
PTSZ(cudaError_t, cudaStreamGetFlags, (cudaStream_t s, unsigned int *f), pt(s), f)
PTSZ(cudaError_t, cudaStreamGetPriority, (cudaStream_t s, int *p), pt(s), p)
PTSZ(cudaError_t, cudaLaunchHostFunc, (cudaStream_t s, cudaHostFn_t fn, void *u), pt(s), fn, u)
PTSZ(cudaError_t, cudaEventRecord, (cudaEvent_t e, cudaStream_t s), e, pt(s))
PTSZ(cudaError_t, cudaEventRecordWithFlags, (cudaEvent_t e, cudaStream_t s, unsigned int f), e, pt(s), f)
PTSZ(cudaError_t, cudaGraphLaunch, (cudaGraphExec_t g, cudaStream_t s), g, pt(s))
PTSZ(cudaError_t, cudaMallocAsync, (void **p, size_t n, cudaStream_t s), p, n, pt(s))
PTSZ(cudaError_t, cudaFreeAsync, (void *p, cudaStream_t s), p, pt(s))

#define PTDS(name, params, ...) \
    FERRY_API cudaError_t name##_ptds params; \
    FERRY_API cudaError_t name##_ptds params { return then_wait(__VA_ARGS__); }

PTDS(cudaMemcpy, (void *d, const void *s, size_t n, enum cudaMemcpyKind k),
     cudaMemcpyAsync(d, s, n, k, cudaStreamPerThread))
PTDS(cudaMemcpy2D, (void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, enum cudaMemcpyKind k),
     cudaMemcpy2DAsync(d, dp, s, sp, w, h, k, cudaStreamPerThread))
PTDS(cudaMemcpy3D, (const struct cudaMemcpy3DParms *p), cudaMemcpy3DAsync(p, cudaStreamPerThread))
PTDS(cudaMemset, (void *d, int v, size_t n), cudaMemsetAsync(d, v, n, cudaStreamPerThread))
PTDS(cudaMemset2D, (void *d, size_t p, int v, size_t w, size_t h),
     cudaMemset2DAsync(d, p, v, w, h, cudaStreamPerThread))
PTDS(cudaMemset3D, (struct cudaPitchedPtr p, int v, struct cudaExtent e),
     cudaMemset3DAsync(p, v, e, cudaStreamPerThread))
PTDS(cudaMemcpyToSymbol, (const void *sym, const void *s, size_t n, size_t off, enum cudaMemcpyKind k),
     cudaMemcpyToSymbolAsync(sym, s, n, off, k, cudaStreamPerThread))
PTDS(cudaMemcpyFromSymbol, (void *d, const void *sym, size_t n, size_t off, enum cudaMemcpyKind k),
     cudaMemcpyFromSymbolAsync(d, sym, n, off, k, cudaStreamPerThread))
