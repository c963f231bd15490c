/* cg::inclusive_scan(group, value[, op]) and cg::exclusive_scan(group,
 * value[, op]) for thread_block_tile<N> (N up to 1024) and coalesced_group;
 * op is cg::plus<T> when not given, or any associative functor or lambda.
 * The thread of rank r gets op over the values of ranks 0..r (inclusive)
 * or 0..r-1 (exclusive; rank 0 gets T{}, which is 0 for cg::plus).
 * A Hillis-Steele scan with shfl_up: log2 of the warp's size steps. */
#ifndef FERRY_COOPERATIVE_GROUPS_SCAN_H
#define FERRY_COOPERATIVE_GROUPS_SCAN_H

#include "../cooperative_groups.h"
#include "details/functional.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

namespace cooperative_groups {
namespace __v1 {
namespace __ferry {

template <unsigned int N, typename _Pp, typename T, typename _Op>
__device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
    unsigned int r = g.thread_rank();
    for (unsigned int d = 1; d < N; d <<= 1) {
        T lower = g.shfl_up(v, d);
        if (r >= d)
            v = op(lower, v);
    }
    return v;
}
/* The same 5 steps whatever the group's size (see reduce.h). */
template <typename T, typename _Op>
__device__ __forceinline__ T inclusive_scan(const coalesced_group &g, T v, _Op &op) {
    unsigned int r = g.thread_rank();
    for (unsigned int d = 1; d < 32; d <<= 1) {
        T lower = g.shfl_up(v, d);
        if (r >= d)
            v = op(lower, v);
    }
    return v;
}
template <typename _Gp, typename T, typename _Op>
__device__ __forceinline__ T exclusive_scan(const _Gp &g, T v, _Op &op) {
    T incl = __ferry::inclusive_scan(g, v, op);
    T excl = g.shfl_up(incl, 1);
    return g.thread_rank() == 0 ? T() : excl;
}

/* Tiles of more than 32 threads: each warp scans its own values; a thread
 * then puts before its result the fold of the totals of the warps before
 * its own (the last lane's inclusive result, gathered from every warp). */
template <unsigned int N, bool Big = (N > 32u)> struct tile_scan {
    template <typename _Pp, typename T, typename _Op>
    static __device__ __forceinline__ T inclusive(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        return __ferry::inclusive_scan(g, v, op);
    }
    template <typename _Pp, typename T, typename _Op>
    static __device__ __forceinline__ T exclusive(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        return __ferry::exclusive_scan(g, v, op);
    }
};
template <unsigned int N> struct tile_scan<N, true> {
    template <typename T, typename _Op>
    static __device__ __forceinline__ T before(const raw<T> *total, unsigned int warps, _Op &op) {
        T r = total[0].get();
        for (unsigned int w = 1; w < warps; ++w)
            r = op(r, total[w].get());
        return r;
    }
    template <typename _Pp, typename T, typename _Op>
    static __device__ __forceinline__ T inclusive(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        thread_block_tile<32> warp(make_tag(), 0u, 1u);
        T incl = __ferry::inclusive_scan(warp, v, op);
        raw<T> total[N / 32];
        big_gather<N>(g.__mask, incl, 31u, total);
        unsigned int w = g.thread_rank() / 32u;
        return w == 0 ? incl : op(before(total, w, op), incl);
    }
    template <typename _Pp, typename T, typename _Op>
    static __device__ __forceinline__ T exclusive(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        thread_block_tile<32> warp(make_tag(), 0u, 1u);
        T incl = __ferry::inclusive_scan(warp, v, op);
        T excl = warp.shfl_up(incl, 1u);
        raw<T> total[N / 32];
        big_gather<N>(g.__mask, incl, 31u, total);
        unsigned int r = g.thread_rank(), w = r / 32u;
        if (w == 0)
            return r == 0 ? T() : excl;
        T pre = before(total, w, op);
        return (r & 31u) == 0 ? pre : op(pre, excl);
    }
};

} // namespace __ferry

template <unsigned int N, typename _Pp, typename T, typename _Op>
__device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, _Pp> &g, T val, _Op op) {
    return __ferry::tile_scan<N>::inclusive(g, val, op);
}
template <unsigned int N, typename _Pp, typename T>
__device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, _Pp> &g, T val) {
    plus<T> op;
    return __ferry::tile_scan<N>::inclusive(g, val, op);
}
template <typename T, typename _Op>
__device__ __forceinline__ T inclusive_scan(const coalesced_group &g, T val, _Op op) {
    return __ferry::inclusive_scan(g, val, op);
}
template <typename T>
__device__ __forceinline__ T inclusive_scan(const coalesced_group &g, T val) {
    plus<T> op;
    return __ferry::inclusive_scan(g, val, op);
}

template <unsigned int N, typename _Pp, typename T, typename _Op>
__device__ __forceinline__ T exclusive_scan(const thread_block_tile<N, _Pp> &g, T val, _Op op) {
    return __ferry::tile_scan<N>::exclusive(g, val, op);
}
template <unsigned int N, typename _Pp, typename T>
__device__ __forceinline__ T exclusive_scan(const thread_block_tile<N, _Pp> &g, T val) {
    plus<T> op;
    return __ferry::tile_scan<N>::exclusive(g, val, op);
}
template <typename T, typename _Op>
__device__ __forceinline__ T exclusive_scan(const coalesced_group &g, T val, _Op op) {
    return __ferry::exclusive_scan(g, val, op);
}
template <typename T>
__device__ __forceinline__ T exclusive_scan(const coalesced_group &g, T val) {
    plus<T> op;
    return __ferry::exclusive_scan(g, val, op);
}

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#endif
#endif
