/* cooperative_groups::memcpy_async, wait and wait_prior, written from the
 * CUDA Programming Guide's description of the API.
 *
 * On a GPU the copy runs in the background until wait(). On the CPU there
 * is nothing to overlap with, so every thread of the group copies its own
 * contiguous share at once, and wait()/wait_prior<N>() only synchronise the
 * group, which is what makes the other threads' shares visible; the
 * program's semantics are those of the asynchronous copy. The size is in
 * bytes: a size_t, or anything that converts to one (cuda::aligned_size_t
 * of libcu++ does). */
#ifndef FERRY_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define FERRY_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H

#include "../cooperative_groups.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

namespace cooperative_groups {
namespace __v1 {

template <typename TyGroup, typename TyElem, typename TySizeT>
static __device__ __forceinline__ void memcpy_async(const TyGroup &group, TyElem *__restrict__ dst,
                                                    const TyElem *__restrict__ src,
                                                    const TySizeT &count)
{
    size_t bytes = static_cast<size_t>(count);
    size_t n = static_cast<size_t>(group.num_threads());
    size_t rank = static_cast<size_t>(group.thread_rank());
    /* Shares of whole 16-byte pieces where possible, so that each share
     * starts as aligned as the buffers. */
    size_t share = (bytes + n - 1) / n;
    share = (share + 15) & ~static_cast<size_t>(15);
    size_t begin = rank * share;
    if (begin < bytes) {
        size_t len = bytes - begin < share ? bytes - begin : share;
        __builtin_memcpy(reinterpret_cast<char *>(dst) + begin,
                         reinterpret_cast<const char *>(src) + begin, len);
    }
}

/* Every copy of the group has completed (the copies were synchronous):
 * what is left is the barrier after which each thread sees all shares. */
template <typename TyGroup> static __device__ __forceinline__ void wait(const TyGroup &group)
{
    group.sync();
}

template <unsigned int NumStages, typename TyGroup>
static __device__ __forceinline__ void wait_prior(const TyGroup &group)
{
    group.sync();
}

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#endif
#endif
