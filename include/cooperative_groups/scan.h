/* cg::inclusive_scan(group, value[, op]) and cg::exclusive_scan(group,
 * value[, op]) for thread_block_tile<N> and coalesced_group; op is
 * cg::plus<T> when not given, or any associative functor or lambda.
 * The thread of rank r gets op over the values of ranks 0..r (inclusive)
 * or 0..r-1 (exclusive; rank 0 gets T{}, which is 0 for cg::plus).
 * A Hillis-Steele scan with shfl_up: log2 of the group's size steps. */
#ifndef FERRY_COOPERATIVE_GROUPS_SCAN_H
#define FERRY_COOPERATIVE_GROUPS_SCAN_H

#include "../cooperative_groups.h"
#include "details/functional.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

namespace cooperative_groups {
namespace __ferry {

template <unsigned int N, typename P, typename T, typename Op>
__device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, P> &g, T v, Op &op) {
    unsigned int r = g.thread_rank();
    for (unsigned int d = 1; d < N; d <<= 1) {
        T lower = g.shfl_up(v, d);
        if (r >= d)
            v = op(lower, v);
    }
    return v;
}
/* The same 5 steps whatever the group's size (see reduce.h). */
template <typename T, typename Op>
__device__ __forceinline__ T inclusive_scan(const coalesced_group &g, T v, Op &op) {
    unsigned int r = g.thread_rank();
    for (unsigned int d = 1; d < 32; d <<= 1) {
        T lower = g.shfl_up(v, d);
        if (r >= d)
            v = op(lower, v);
    }
    return v;
}
template <typename G, typename T, typename Op>
__device__ __forceinline__ T exclusive_scan(const G &g, T v, Op &op) {
    T incl = __ferry::inclusive_scan(g, v, op);
    T excl = g.shfl_up(incl, 1);
    return g.thread_rank() == 0 ? T() : excl;
}

} // namespace __ferry

template <unsigned int N, typename P, typename T, typename Op>
__device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, P> &g, T val, Op op) {
    return __ferry::inclusive_scan(g, val, op);
}
template <unsigned int N, typename P, typename T>
__device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, P> &g, T val) {
    plus<T> op;
    return __ferry::inclusive_scan(g, val, op);
}
template <typename T, typename Op>
__device__ __forceinline__ T inclusive_scan(const coalesced_group &g, T val, Op op) {
    return __ferry::inclusive_scan(g, val, op);
}
template <typename T>
__device__ __forceinline__ T inclusive_scan(const coalesced_group &g, T val) {
    plus<T> op;
    return __ferry::inclusive_scan(g, val, op);
}

template <unsigned int N, typename P, typename T, typename Op>
__device__ __forceinline__ T exclusive_scan(const thread_block_tile<N, P> &g, T val, Op op) {
    return __ferry::exclusive_scan(g, val, op);
}
template <unsigned int N, typename P, typename T>
__device__ __forceinline__ T exclusive_scan(const thread_block_tile<N, P> &g, T val) {
    plus<T> op;
    return __ferry::exclusive_scan(g, val, op);
}
template <typename T, typename Op>
__device__ __forceinline__ T exclusive_scan(const coalesced_group &g, T val, Op op) {
    return __ferry::exclusive_scan(g, val, op);
}
template <typename T>
__device__ __forceinline__ T exclusive_scan(const coalesced_group &g, T val) {
    plus<T> op;
    return __ferry::exclusive_scan(g, val, op);
}

} // namespace cooperative_groups

#endif
#endif
