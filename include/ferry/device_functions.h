/* Device built-in functions of CUDA C++ (clang CUDA mode only): barriers,
 * memory fences, warp shuffles, votes, matches and reductions, integer and
 * bit intrinsics, type punning and rounding conversions, cached loads and
 * stores, clocks, trap, device printf and device assert.
 *
 * What the device IR contains, for the lowering:
 *   __syncthreads            llvm.nvvm.barrier0
 *   __syncthreads_count/and/or  llvm.nvvm.barrier0.popc/and/or
 *   __syncwarp               llvm.nvvm.bar.warp.sync
 *   __threadfence*           fence seq_cst (plain LLVM)
 *   __shfl*_sync             llvm.nvvm.shfl.sync.{idx,up,down,bfly}.{i32,f32}
 *   __ballot/any/all/uni_sync, __activemask   llvm.nvvm.vote.*.sync
 *   __match_any/all_sync     llvm.nvvm.match.{any,all}.sync.{i32,i64}[p]
 *   __reduce_*_sync          llvm.nvvm.redux.sync.* (sm_80 and later, as in
 *                            CUDA); before sm_80 a loop of shfl.sync.idx
 *   clock, clock64           llvm.nvvm.read.ptx.sreg.clock / clock64
 *   printf                   vprintf(fmt, packed args) (clang's lowering)
 *   assert                   __ferry_assert_fail(expr, file, line, func, tx, ty, tz)
 * Everything else is ordinary LLVM IR. */
#ifndef FERRY_DEVICE_FUNCTIONS_IMPL_H
#define FERRY_DEVICE_FUNCTIONS_IMPL_H

#define __FERRY_DEV static __device__ __forceinline__
#define __FERRY_HD static __host__ __device__ __forceinline__

/* ---------------------------------------------------------------- barriers */
/* __syncthreads() is a clang builtin in CUDA mode (llvm.nvvm.barrier0). */
__FERRY_DEV int __syncthreads_count(int pred) { return __nvvm_bar0_popc(pred); }
/* bar.sync id[, count]: named barriers, as CUB's warp-specialised kernels use */
__FERRY_DEV void __barrier_sync(unsigned int id) { __nvvm_barrier_sync(id); }
__FERRY_DEV void __barrier_sync_count(unsigned int id, unsigned int count) {
    __nvvm_barrier_sync_cnt(id, count);
}
__FERRY_DEV int __syncthreads_and(int pred) { return __nvvm_bar0_and(pred); }
__FERRY_DEV int __syncthreads_or(int pred) { return __nvvm_bar0_or(pred); }
__FERRY_DEV void __syncwarp(unsigned int mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }

/* ------------------------------------------------------------ memory fences */
__FERRY_DEV void __threadfence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__FERRY_DEV void __threadfence_block(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__FERRY_DEV void __threadfence_system(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* ----------------------------------------------------------- warp shuffles */
/* The c operand packs the segment mask ((32 - width) << 8) and the clamp
 * value (31, or 0 for shfl.up), as in PTX's shfl.sync. */
#define __FERRY_SHFL_C(width) ((32 - (width)) << 8)

#define __FERRY_SHFL_32(name, kind, T, I, lanearg, laneT, clamp)                    \
    __FERRY_DEV T name(unsigned int mask, T var, laneT lanearg, int width = 32) {   \
        return (T)__nvvm_shfl_sync_##kind##_##I(mask, var, (int)lanearg,           \
                                                __FERRY_SHFL_C(width) | (clamp));   \
    }
#define __FERRY_SHFL_64(name, kind, T, lanearg, laneT, clamp)                       \
    __FERRY_DEV T name(unsigned int mask, T var, laneT lanearg, int width = 32) {   \
        unsigned long long u = (unsigned long long)var;                             \
        int lo = __nvvm_shfl_sync_##kind##_i32(mask, (int)(unsigned int)u,          \
                                               (int)lanearg,                        \
                                               __FERRY_SHFL_C(width) | (clamp));    \
        int hi = __nvvm_shfl_sync_##kind##_i32(mask, (int)(unsigned int)(u >> 32),  \
                                               (int)lanearg,                        \
                                               __FERRY_SHFL_C(width) | (clamp));    \
        return (T)(((unsigned long long)(unsigned int)hi << 32) |                   \
                   (unsigned long long)(unsigned int)lo);                           \
    }
#define __FERRY_SHFL_ALL(name, kind, lanearg, laneT, clamp)                         \
    __FERRY_SHFL_32(name, kind, int, i32, lanearg, laneT, clamp)                    \
    __FERRY_SHFL_32(name, kind, unsigned int, i32, lanearg, laneT, clamp)           \
    __FERRY_SHFL_32(name, kind, float, f32, lanearg, laneT, clamp)                  \
    __FERRY_SHFL_64(name, kind, long, lanearg, laneT, clamp)                        \
    __FERRY_SHFL_64(name, kind, unsigned long, lanearg, laneT, clamp)               \
    __FERRY_SHFL_64(name, kind, long long, lanearg, laneT, clamp)                   \
    __FERRY_SHFL_64(name, kind, unsigned long long, lanearg, laneT, clamp)          \
    __FERRY_DEV double name(unsigned int mask, double var, laneT lanearg,           \
                            int width = 32) {                                       \
        return __builtin_bit_cast(double,                                           \
                                  name(mask, __builtin_bit_cast(long long, var),    \
                                       lanearg, width));                            \
    }

__FERRY_SHFL_ALL(__shfl_sync, idx, srcLane, int, 0x1f)
__FERRY_SHFL_ALL(__shfl_up_sync, up, delta, unsigned int, 0)
__FERRY_SHFL_ALL(__shfl_down_sync, down, delta, unsigned int, 0x1f)
__FERRY_SHFL_ALL(__shfl_xor_sync, bfly, laneMask, int, 0x1f)

#undef __FERRY_SHFL_ALL
#undef __FERRY_SHFL_64
#undef __FERRY_SHFL_32
#undef __FERRY_SHFL_C

/* The pre-CUDA 9 shuffles without a mask.  CUDA 9 and later declare them
 * only below sm_70, where a warp's lanes still ran in lockstep, and the
 * PTX of the votes without a mask is refused there; on the CPU nothing
 * depends on -arch, so old code keeps building at every target, with one
 * deprecation warning per file naming those it uses (nvcc -w and
 * -Wno-deprecated-declarations silence it).
 * The whole warp takes part, as with a full mask; lanes that branched
 * away do not, as with the _sync forms in divergent code. */
#if defined(__CUDA_ARCH__)
/* A mark the hub stage turns into one warning per file naming the
 * functions used (hub/legacy.c), then removes. */
extern "C" __device__ void __ferry_legacy(const char *);
#define __FERRY_LEGACY_WARP(name) __ferry_legacy(#name);
#else
#define __FERRY_LEGACY_WARP(name)
#endif
#define __FERRY_SHFL_LEGACY(T)                                                       \
    __FERRY_DEV T __shfl(T var, int srcLane, int width = 32) {                       \
        __FERRY_LEGACY_WARP(__shfl)                                                  \
        return __shfl_sync(0xffffffffu, var, srcLane, width);                        \
    }                                                                                \
    __FERRY_DEV T __shfl_up(T var, unsigned int delta, int width = 32) {             \
        __FERRY_LEGACY_WARP(__shfl_up)                                               \
        return __shfl_up_sync(0xffffffffu, var, delta, width);                       \
    }                                                                                \
    __FERRY_DEV T __shfl_down(T var, unsigned int delta, int width = 32) {           \
        __FERRY_LEGACY_WARP(__shfl_down)                                             \
        return __shfl_down_sync(0xffffffffu, var, delta, width);                     \
    }                                                                                \
    __FERRY_DEV T __shfl_xor(T var, int laneMask, int width = 32) {                  \
        __FERRY_LEGACY_WARP(__shfl_xor)                                              \
        return __shfl_xor_sync(0xffffffffu, var, laneMask, width);                   \
    }
__FERRY_SHFL_LEGACY(int)
__FERRY_SHFL_LEGACY(unsigned int)
__FERRY_SHFL_LEGACY(long)
__FERRY_SHFL_LEGACY(unsigned long)
__FERRY_SHFL_LEGACY(long long)
__FERRY_SHFL_LEGACY(unsigned long long)
__FERRY_SHFL_LEGACY(float)
__FERRY_SHFL_LEGACY(double)
#undef __FERRY_SHFL_LEGACY

/* ------------------------------------------------------------------- votes */
__FERRY_DEV unsigned int __ballot_sync(unsigned int mask, int pred) {
    return __nvvm_vote_ballot_sync(mask, pred != 0);
}
__FERRY_DEV int __any_sync(unsigned int mask, int pred) { return __nvvm_vote_any_sync(mask, pred != 0); }
__FERRY_DEV int __all_sync(unsigned int mask, int pred) { return __nvvm_vote_all_sync(mask, pred != 0); }
__FERRY_DEV int __uni_sync(unsigned int mask, int pred) { return __nvvm_vote_uni_sync(mask, pred != 0); }
/* The lanes of the warp that execute this call: a ballot of "true" over
 * the whole warp, so that the lowering only has votes to implement. */
__FERRY_DEV unsigned int __activemask(void) { return __nvvm_vote_ballot_sync(0xffffffffu, 1); }

/* The votes without a mask (see the shuffles above): over the lanes of
 * the warp that reach them. */
__FERRY_DEV unsigned int __ballot(int pred)
{
    __FERRY_LEGACY_WARP(__ballot)
    return __nvvm_vote_ballot_sync(0xffffffffu, pred != 0);
}
__FERRY_DEV int __any(int pred)
{
    __FERRY_LEGACY_WARP(__any)
    return __nvvm_vote_any_sync(0xffffffffu, pred != 0);
}
__FERRY_DEV int __all(int pred)
{
    __FERRY_LEGACY_WARP(__all)
    return __nvvm_vote_all_sync(0xffffffffu, pred != 0);
}
#undef __FERRY_LEGACY_WARP

/* ----------------------------------------------------------------- matches */
#define __FERRY_MATCH32(T)                                                         \
    __FERRY_DEV unsigned int __match_any_sync(unsigned int mask, T value) {        \
        return __nvvm_match_any_sync_i32(mask, (unsigned int)value);               \
    }                                                                              \
    __FERRY_DEV unsigned int __match_all_sync(unsigned int mask, T value, int *pred) { \
        return __nvvm_match_all_sync_i32p(mask, (unsigned int)value, pred);        \
    }
#define __FERRY_MATCH64(T)                                                         \
    __FERRY_DEV unsigned int __match_any_sync(unsigned int mask, T value) {        \
        return __nvvm_match_any_sync_i64(mask, (unsigned long long)value);         \
    }                                                                              \
    __FERRY_DEV unsigned int __match_all_sync(unsigned int mask, T value, int *pred) { \
        return __nvvm_match_all_sync_i64p(mask, (unsigned long long)value, pred);  \
    }
__FERRY_MATCH32(int)
__FERRY_MATCH32(unsigned int)
__FERRY_MATCH64(long)
__FERRY_MATCH64(unsigned long)
__FERRY_MATCH64(long long)
__FERRY_MATCH64(unsigned long long)
__FERRY_DEV unsigned int __match_any_sync(unsigned int mask, float value) {
    return __nvvm_match_any_sync_i32(mask, __builtin_bit_cast(unsigned int, value));
}
__FERRY_DEV unsigned int __match_all_sync(unsigned int mask, float value, int *pred) {
    return __nvvm_match_all_sync_i32p(mask, __builtin_bit_cast(unsigned int, value), pred);
}
__FERRY_DEV unsigned int __match_any_sync(unsigned int mask, double value) {
    return __nvvm_match_any_sync_i64(mask, __builtin_bit_cast(unsigned long long, value));
}
__FERRY_DEV unsigned int __match_all_sync(unsigned int mask, double value, int *pred) {
    return __nvvm_match_all_sync_i64p(mask, __builtin_bit_cast(unsigned long long, value), pred);
}
#undef __FERRY_MATCH32
#undef __FERRY_MATCH64

/* -------------------------------------------------------- warp reductions */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
__FERRY_DEV unsigned int __reduce_add_sync(unsigned int mask, unsigned int v) {
    return (unsigned int)__nvvm_redux_sync_add((int)v, mask);
}
__FERRY_DEV int __reduce_add_sync(unsigned int mask, int v) { return __nvvm_redux_sync_add(v, mask); }
__FERRY_DEV unsigned int __reduce_min_sync(unsigned int mask, unsigned int v) { return __nvvm_redux_sync_umin(v, mask); }
__FERRY_DEV unsigned int __reduce_max_sync(unsigned int mask, unsigned int v) { return __nvvm_redux_sync_umax(v, mask); }
__FERRY_DEV int __reduce_min_sync(unsigned int mask, int v) { return __nvvm_redux_sync_min(v, mask); }
__FERRY_DEV int __reduce_max_sync(unsigned int mask, int v) { return __nvvm_redux_sync_max(v, mask); }
__FERRY_DEV unsigned int __reduce_and_sync(unsigned int mask, unsigned int v) { return (unsigned int)__nvvm_redux_sync_and((int)v, mask); }
__FERRY_DEV unsigned int __reduce_or_sync(unsigned int mask, unsigned int v) { return (unsigned int)__nvvm_redux_sync_or((int)v, mask); }
__FERRY_DEV unsigned int __reduce_xor_sync(unsigned int mask, unsigned int v) { return (unsigned int)__nvvm_redux_sync_xor((int)v, mask); }
#else
/* Before sm_80 there is no redux.sync: gather every lane of the mask. */
#define __FERRY_REDUCE(name, T, op)                                                \
    __FERRY_DEV T name(unsigned int mask, T v) {                                   \
        T r = v;                                                                   \
        bool first = true;                                                         \
        for (int lane = 0; lane < 32; ++lane) {                                    \
            if (!(mask & (1u << lane))) continue;                                  \
            T o = __shfl_sync(mask, v, lane);                                      \
            if (first) { r = o; first = false; } else { r = op; }                  \
        }                                                                          \
        return r;                                                                  \
    }
__FERRY_REDUCE(__reduce_add_sync, unsigned int, r + o)
__FERRY_REDUCE(__reduce_add_sync, int, (int)((unsigned int)r + (unsigned int)o))
__FERRY_REDUCE(__reduce_min_sync, unsigned int, (o < r ? o : r))
__FERRY_REDUCE(__reduce_max_sync, unsigned int, (o > r ? o : r))
__FERRY_REDUCE(__reduce_min_sync, int, (o < r ? o : r))
__FERRY_REDUCE(__reduce_max_sync, int, (o > r ? o : r))
__FERRY_REDUCE(__reduce_and_sync, unsigned int, r & o)
__FERRY_REDUCE(__reduce_or_sync, unsigned int, r | o)
__FERRY_REDUCE(__reduce_xor_sync, unsigned int, r ^ o)
#undef __FERRY_REDUCE
#endif

/* ------------------------------------------------------ integer intrinsics */
__FERRY_DEV int __popc(unsigned int x) { return __builtin_popcount(x); }
__FERRY_DEV int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__FERRY_DEV int __clz(int x) { return x ? __builtin_clz((unsigned int)x) : 32; }
__FERRY_DEV int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
__FERRY_DEV int __ffs(int x) { return __builtin_ffs(x); }
__FERRY_DEV int __ffsll(long long x) { return __builtin_ffsll(x); }
__FERRY_DEV unsigned int __brev(unsigned int x) { return __builtin_bitreverse32(x); }
__FERRY_DEV unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
/* The low 24 bits of each, sign-extended (shifted as unsigned: a left
 * shift of a negative int is undefined in C++17). */
__FERRY_DEV int __mul24(int x, int y) {
    return (int)((unsigned int)((int)((unsigned int)x << 8) >> 8) *
                 (unsigned int)((int)((unsigned int)y << 8) >> 8));
}
__FERRY_DEV unsigned int __umul24(unsigned int x, unsigned int y) { return (x & 0xffffffu) * (y & 0xffffffu); }
__FERRY_DEV int __mulhi(int x, int y) { return (int)(((long long)x * (long long)y) >> 32); }
__FERRY_DEV unsigned int __umulhi(unsigned int x, unsigned int y) {
    return (unsigned int)(((unsigned long long)x * (unsigned long long)y) >> 32);
}
__FERRY_DEV long long __mul64hi(long long x, long long y) { return (long long)(((__int128)x * (__int128)y) >> 64); }
__FERRY_DEV unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
    return (unsigned long long)(((unsigned __int128)x * (unsigned __int128)y) >> 64);
}
__FERRY_DEV unsigned int __sad(int x, int y, unsigned int z) {
    return z + (x > y ? (unsigned int)x - (unsigned int)y : (unsigned int)y - (unsigned int)x);
}
__FERRY_DEV unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) {
    return z + (x > y ? x - y : y - x);
}
/* The position of the |offset|-th set bit of mask counted from bit base
 * upwards (offset > 0) or downwards (offset < 0); offset 0: base itself if
 * it is set; 0xffffffff where there is none. base is taken modulo 32 (PTX's
 * fns leaves base > 31 undefined). Without a loop: the bits on the side
 * searched are brought to bit 0 upwards, and the n-th set one is found by
 * halving windows. */
__FERRY_DEV unsigned int __fns(unsigned int mask, unsigned int base, int offset) {
    base &= 31u;
    if (offset == 0) return (mask >> base) & 1u ? base : 0xffffffffu;
    unsigned int n = offset > 0 ? (unsigned int)offset : 0u - (unsigned int)offset;
    unsigned int m = offset > 0 ? mask >> base : __builtin_bitreverse32(mask) >> (31u - base);
    if ((unsigned int)__builtin_popcount(m) < n) return 0xffffffffu;
    unsigned int pos = 0;
    for (unsigned int w = 16; w; w >>= 1) {
        unsigned int c = (unsigned int)__builtin_popcount((m >> pos) & ((1u << w) - 1u));
        if (c < n) { n -= c; pos += w; }
    }
    return offset > 0 ? base + pos : base - pos;
}
__FERRY_DEV unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned int r = 0;
    for (int i = 0; i < 4; ++i) {
        unsigned int sel = (s >> (4 * i)) & 7u;
        r |= (unsigned int)((v >> (8 * sel)) & 0xffu) << (8 * i);
    }
    return r;
}
__FERRY_DEV unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)((v << (shift & 31u)) >> 32);
}
__FERRY_DEV unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)((v << (shift > 32u ? 32u : shift)) >> 32);
}
__FERRY_DEV unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)(v >> (shift & 31u));
}
__FERRY_DEV unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)(v >> (shift > 32u ? 32u : shift));
}
__FERRY_DEV int __hadd(int x, int y) { return (int)(((long long)x + (long long)y) >> 1); }
__FERRY_DEV int __rhadd(int x, int y) { return (int)(((long long)x + (long long)y + 1) >> 1); }
__FERRY_DEV unsigned int __uhadd(unsigned int x, unsigned int y) {
    return (unsigned int)(((unsigned long long)x + y) >> 1);
}
__FERRY_DEV unsigned int __urhadd(unsigned int x, unsigned int y) {
    return (unsigned int)(((unsigned long long)x + y + 1) >> 1);
}

/* Byte swaps (CUDA 12.8 and later), on the host too. */
__FERRY_HD unsigned short __nv_bswap16(unsigned short x) { return __builtin_bswap16(x); }
__FERRY_HD unsigned int __nv_bswap32(unsigned int x) { return __builtin_bswap32(x); }
__FERRY_HD unsigned long long __nv_bswap64(unsigned long long x) { return __builtin_bswap64(x); }

/* The SIMD intrinsics, DPX functions and dot products. */
#include "simd.h"

/* ------------------------------------------------------- type reinterprets */
__FERRY_DEV int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
__FERRY_DEV unsigned int __float_as_uint(float x) { return __builtin_bit_cast(unsigned int, x); }
__FERRY_DEV float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
__FERRY_DEV float __uint_as_float(unsigned int x) { return __builtin_bit_cast(float, x); }
__FERRY_DEV long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
__FERRY_DEV double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
__FERRY_DEV int __double2hiint(double x) { return (int)(__builtin_bit_cast(unsigned long long, x) >> 32); }
__FERRY_DEV int __double2loint(double x) { return (int)(unsigned int)__builtin_bit_cast(unsigned long long, x); }
__FERRY_DEV double __hiloint2double(int hi, int lo) {
    return __builtin_bit_cast(double, ((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo);
}

/* ---------------------------------------------------- cached loads/stores */
/* A CPU has one coherent cache hierarchy: every cache hint is a plain access. */
#define __FERRY_LD(name)                                                           \
    template <typename __T> __FERRY_DEV __T name(const __T *p) { return *p; }
__FERRY_LD(__ldg)
__FERRY_LD(__ldcg)
__FERRY_LD(__ldca)
__FERRY_LD(__ldcs)
__FERRY_LD(__ldlu)
__FERRY_LD(__ldcv)
#undef __FERRY_LD
#define __FERRY_ST(name)                                                           \
    template <typename __T> __FERRY_DEV void name(__T *p, __T v) { *p = v; }
__FERRY_ST(__stwb)
__FERRY_ST(__stcg)
__FERRY_ST(__stcs)
__FERRY_ST(__stwt)
#undef __FERRY_ST

/* ------------------------------------------------------------------ clocks */
__FERRY_DEV clock_t clock(void) { return (clock_t)__nvvm_read_ptx_sreg_clock(); }
__FERRY_DEV long long clock64(void) { return (long long)__nvvm_read_ptx_sreg_clock64(); }
__FERRY_DEV unsigned long long __globaltimer(void) {
    return (unsigned long long)__nvvm_read_ptx_sreg_clock64();
}
/* No sleeping on a CPU worker: __nanosleep is a yield point of ferry-lower
 * (a spin-wait's backoff), where the thread lets the other threads of its
 * block run first, so that the one it waits for makes progress. */
extern "C" __device__ void __ferry_yield(void);
__FERRY_DEV void __nanosleep(unsigned int ns) { (void)ns; __ferry_yield(); }
__FERRY_DEV void __trap(void) { __builtin_trap(); }
__FERRY_DEV void __brkpt(void) { __builtin_trap(); }
__FERRY_DEV void __prof_trigger(int counter) { (void)counter; }

/* ------------------------------------------ address space conversions */
/* A shared address as an integer is an offset in the block's shared window
 * (what `ld.shared [%r]` in inline PTX takes); the other spaces are plain
 * addresses on a CPU. */
__FERRY_DEV size_t __cvta_generic_to_shared(const void *p) {
    return (size_t)(const __attribute__((address_space(3))) char *)p;
}
__FERRY_DEV void *__cvta_shared_to_generic(size_t a) {
    return (void *)(__attribute__((address_space(3))) char *)a;
}
__FERRY_DEV size_t __cvta_generic_to_global(const void *p) { return (size_t)p; }
__FERRY_DEV void *__cvta_global_to_generic(size_t a) { return (void *)a; }
__FERRY_DEV size_t __cvta_generic_to_constant(const void *p) { return (size_t)p; }
__FERRY_DEV void *__cvta_constant_to_generic(size_t a) { return (void *)a; }
__FERRY_DEV size_t __cvta_generic_to_local(const void *p) { return (size_t)p; }
__FERRY_DEV void *__cvta_local_to_generic(size_t a) { return (void *)a; }

/* ------------------------------------------------- address space queries */
/* The runtime knows where the block's shared memory, the thread's stack and
 * the __constant__ variables are; it answers with NVPTX's address-space
 * numbers (1 global, 3 shared, 4 constant, 5 local). */
extern "C" __device__ unsigned int __ferry_space_of(const void *p);
__FERRY_DEV unsigned int __isGlobal(const void *p) { return __ferry_space_of(p) == 1; }
__FERRY_DEV unsigned int __isShared(const void *p) { return __ferry_space_of(p) == 3; }
__FERRY_DEV unsigned int __isConstant(const void *p) { return __ferry_space_of(p) == 4; }
__FERRY_DEV unsigned int __isLocal(const void *p) { return __ferry_space_of(p) == 5; }
/* Every block is a cluster of one, so the cluster's shared memory is the
 * block's (libcu++ asks at sm_90: cuda::device::is_address_from). */
__FERRY_DEV unsigned int __isClusterShared(const void *p) { return __ferry_space_of(p) == 3; }
/* A __grid_constant__ parameter whose address is taken lives in the thread's
 * frame on the CPU (a copy, as for any other parameter), so no address is
 * in the GPU's parameter space. */
__FERRY_DEV unsigned int __isGridConstant(const void *p) { (void)p; return 0; }

/* ------------------------------------------------------------------ printf */
/* clang turns a call to a __device__ printf into a packed argument buffer
 * and a call to vprintf(fmt, buffer); the lowering renames vprintf. */
extern "C" __device__ int vprintf(const char *, void *);
extern "C" __device__ int printf(const char *, ...);

/* ------------------------------------------------------------------ assert */
/* glibc's assert(e) calls __assert_fail(#e, __FILE__, __LINE__, function).
 * This device overload of it makes assert work unchanged in device code,
 * whenever <assert.h> is included and whatever NDEBUG says. */
extern "C" __device__ __attribute__((noreturn)) void
__ferry_assert_fail(const char *expr, const char *file, unsigned int line, const char *func,
                    unsigned int tx, unsigned int ty, unsigned int tz);
__FERRY_DEV __attribute__((noreturn)) void
__assert_fail(const char *expr, const char *file, unsigned int line, const char *func) {
    __ferry_assert_fail(expr, file, line, func, threadIdx.x, threadIdx.y, threadIdx.z);
}

#endif
