/* cg::reduce(group, value, op) for thread_block_tile<N> (N up to 1024) and
 * coalesced_group:
 * every thread of the group gets op applied over the values of all of them
 * (op associative and commutative: cg::plus, cg::less, cg::greater,
 * cg::bit_and, cg::bit_or, cg::bit_xor, or any functor or lambda).
 *
 * Tiles reduce with a butterfly of shfl_xor, coalesced groups with a tree
 * of shuffles by rank and a broadcast from rank 0. From sm_80 on, int and
 * unsigned values with plus, less, greater (and the bit operations for
 * unsigned) use the warp reductions (__reduce_*_sync). */
#ifndef FERRY_COOPERATIVE_GROUPS_REDUCE_H
#define FERRY_COOPERATIVE_GROUPS_REDUCE_H

#include "../cooperative_groups.h"
#include "details/functional.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

namespace cooperative_groups {
namespace __v1 {
namespace __ferry {

/* redux<T, Op>: whether (ok) and how (apply) a warp reduction does it. */
template <typename T, typename _Op> struct redux { static const bool ok = false; };

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define __FERRY_CG_REDUX(T, OP, EXPR)                                                    \
    template <> struct redux<T, OP<T> > {                                                 \
        static const bool ok = true;                                                      \
        static __device__ __forceinline__ T apply(unsigned int m, T v) { return EXPR; }   \
    };
__FERRY_CG_REDUX(int, plus, __reduce_add_sync(m, v))
__FERRY_CG_REDUX(unsigned int, plus, __reduce_add_sync(m, v))
__FERRY_CG_REDUX(int, less, __reduce_min_sync(m, v))
__FERRY_CG_REDUX(unsigned int, less, __reduce_min_sync(m, v))
__FERRY_CG_REDUX(int, greater, __reduce_max_sync(m, v))
__FERRY_CG_REDUX(unsigned int, greater, __reduce_max_sync(m, v))
__FERRY_CG_REDUX(unsigned int, bit_and, __reduce_and_sync(m, v))
__FERRY_CG_REDUX(unsigned int, bit_or, __reduce_or_sync(m, v))
__FERRY_CG_REDUX(unsigned int, bit_xor, __reduce_xor_sync(m, v))
__FERRY_CG_REDUX(int, bit_and, (int)__reduce_and_sync(m, (unsigned int)v))
__FERRY_CG_REDUX(int, bit_or, (int)__reduce_or_sync(m, (unsigned int)v))
__FERRY_CG_REDUX(int, bit_xor, (int)__reduce_xor_sync(m, (unsigned int)v))
#undef __FERRY_CG_REDUX
#endif

template <typename T, typename _Op, bool Redux = redux<T, _Op>::ok> struct group_reduce {
    /* A butterfly: after step k each thread holds its 2^k-aligned block. */
    template <unsigned int N, typename _Pp>
    static __device__ __forceinline__ T run(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        for (unsigned int off = N / 2; off > 0; off >>= 1)
            v = op(v, g.shfl_xor(v, off));
        return v;
    }
    /* Ranks [r, r + 2^k) gather at r; rank 0 ends with all of them. The
     * loop runs the same 5 steps whatever the group's size, so that groups
     * of different sizes in one warp (labeled partitions) stay in step. */
    static __device__ __forceinline__ T run(const coalesced_group &g, T v, _Op &op) {
        unsigned int n = g.num_threads(), r = g.thread_rank();
        for (unsigned int off = 1; off < 32; off <<= 1) {
            T other = g.shfl_down(v, off);
            if (r + off < n)
                v = op(v, other);
        }
        return g.shfl(v, 0);
    }
};
template <typename T, typename _Op> struct group_reduce<T, _Op, true> {
    template <typename _Gp> static __device__ __forceinline__ T run(const _Gp &g, T v, _Op &) {
        return redux<T, _Op>::apply(g.__mask, v);
    }
};

/* Tiles of more than 32 threads: each warp reduces its own values, then
 * every thread folds the warps' results in warp order, so that all of them
 * get the same bits. */
template <unsigned int N, bool Big = (N > 32u)> struct tile_reduce {
    template <typename _Pp, typename T, typename _Op>
    static __device__ __forceinline__ T run(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        return group_reduce<T, _Op>::run(g, v, op);
    }
};
template <unsigned int N> struct tile_reduce<N, true> {
    template <typename _Pp, typename T, typename _Op>
    static __device__ __forceinline__ T run(const thread_block_tile<N, _Pp> &g, T v, _Op &op) {
        thread_block_tile<32> warp(make_tag(), 0u, 1u);
        raw<T> part[N / 32];
        big_gather<N>(g.__mask, group_reduce<T, _Op>::run(warp, v, op), 0u, part);
        T r = part[0].get();
        for (unsigned int w = 1; w < N / 32; ++w)
            r = op(r, part[w].get());
        return r;
    }
};

} // namespace __ferry

template <unsigned int N, typename _Pp, typename T, typename _Op>
__device__ __forceinline__ T reduce(const thread_block_tile<N, _Pp> &g, T val, _Op op) {
    return __ferry::tile_reduce<N>::run(g, val, op);
}
template <typename T, typename _Op>
__device__ __forceinline__ T reduce(const coalesced_group &g, T val, _Op op) {
    return __ferry::group_reduce<T, _Op>::run(g, val, op);
}

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#endif
#endif
