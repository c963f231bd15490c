/* The pipeline primitives of the CUDA Programming Guide:
 * __pipeline_memcpy_async, __pipeline_commit, __pipeline_wait_prior.
 *
 * On the CPU the copy is done when __pipeline_memcpy_async returns, so
 * commit and wait have nothing to wait for; a program still needs its
 * __syncthreads() before reading what other threads copied, as on a GPU.
 * __pipeline_arrive_on is not here (no mbarrier type to take). */
#ifndef FERRY_CUDA_PIPELINE_PRIMITIVES_H
#define FERRY_CUDA_PIPELINE_PRIMITIVES_H

#include "cuda_runtime.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

/* size_and_align is 4, 8 or 16 bytes; the last zfill of them are zeros
 * rather than copied. */
static __device__ __forceinline__ void __pipeline_memcpy_async(void *__restrict__ dst_shared,
                                                               const void *__restrict__ src_global,
                                                               size_t size_and_align,
                                                               size_t zfill = 0)
{
    size_t copied = size_and_align - zfill;
    __builtin_memcpy(dst_shared, src_global, copied);
    if (zfill)
        __builtin_memset(static_cast<char *>(dst_shared) + copied, 0, zfill);
}

static __device__ __forceinline__ void __pipeline_commit(void) {}

static __device__ __forceinline__ void __pipeline_wait_prior(size_t prior) { (void)prior; }

#endif
#endif
