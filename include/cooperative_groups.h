/* Cooperative groups (namespace cooperative_groups), written from the
 * CUDA Programming Guide's description of the API.
 *
 *   thread_block        this_thread_block(): the block; sync() is __syncthreads()
 *   thread_block_tile<N[, Parent]>   tiled_partition<N>(block or tile),
 *                       N = 1, 2, 4, 8, 16, 32: N consecutive lanes of a warp;
 *                       warp operations with the tile's lanes as mask;
 *                       N = 64 .. 1024: whole warps, with a barrier and an
 *                       exchange in shared memory of their own (big tiles)
 *   coalesced_group     coalesced_threads() (the __activemask() lanes),
 *                       labeled_partition(), binary_partition(),
 *                       tiled_partition(coalesced_group, n)
 *   thread_group        any of the above, and tiled_partition(group, n)
 *   grid_group          this_grid(); sync() calls __ferry_grid_sync(), which
 *                       works in kernels launched by cudaLaunchCooperativeKernel
 *
 * Everything is inline device code over the warp intrinsics of
 * ferry/device_functions.h and the special registers, so that the lowering
 * sees only the usual shuffles, votes, matches and barriers. Outside CUDA
 * C++ (a .cpp compiled by the host compiler) the header declares nothing.
 * Reductions and scans are in <cooperative_groups/reduce.h> and
 * <cooperative_groups/scan.h>. */
#ifndef FERRY_COOPERATIVE_GROUPS_H
#define FERRY_COOPERATIVE_GROUPS_H
#define _COOPERATIVE_GROUPS_H_ /* the toolkit's guard (see driver_types.h) */

#include "cuda_runtime.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

/* grid_group::sync(): a barrier of every thread of a cooperative launch,
 * implemented by the lowering and the runtime. */
extern "C" __device__ void __ferry_grid_sync(void);
/* grid_group::is_valid(): nonzero inside a cooperative launch (runtime). */
extern "C" __device__ int __ferry_grid_is_valid(void);

#define __FERRY_CG_QUAL __device__ __forceinline__
#define __FERRY_CG_STATIC static __device__ __forceinline__
#define __FERRY_CG_CONST static __host__ __device__ __forceinline__ constexpr

/* The groups live in cooperative_groups::__v1, brought in by a using
 * directive: libcu++ (cuda/__memcpy_async/group_traits.h) forward-declares
 * thread_block and thread_block_tile there, and its traits must name these
 * classes, whichever header comes first. */
namespace cooperative_groups {
namespace __v1 {

namespace __ferry {

/* Constructor tag: groups are made by this_thread_block(), tiled_partition()
 * and the other functions of the API, not by programs. */
struct make_tag {};

enum group_kind : unsigned int {
    kind_block = 0,     /* the thread block */
    kind_tile = 1,      /* a power-of-two tile of at most 32 aligned lanes */
    kind_coalesced = 2, /* any set of lanes of one warp */
    kind_big_tile = 3   /* a tile of 64..1024 threads: whole warps */
};

__FERRY_CG_QUAL unsigned int lane_id() { return __nvvm_read_ptx_sreg_laneid(); }
/* From the lane id rather than %lanemask_lt (the same value). */
__FERRY_CG_QUAL unsigned int lanemask_lt() { return (1u << lane_id()) - 1u; }

__FERRY_CG_QUAL unsigned int block_thread_rank() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__FERRY_CG_QUAL unsigned int block_num_threads() { return blockDim.x * blockDim.y * blockDim.z; }
__FERRY_CG_QUAL unsigned long long grid_block_rank() {
    return (unsigned long long)blockIdx.x +
           (unsigned long long)gridDim.x *
               ((unsigned long long)blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
}
__FERRY_CG_QUAL unsigned long long grid_num_blocks() {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
}

/* The lane of the rank-th set bit of mask (rank < popc(mask)): a binary
 * search over halves, quarters, ... of the warp. */
__FERRY_CG_QUAL unsigned int lane_of_rank(unsigned int mask, unsigned int rank) {
    unsigned int base = 0;
    for (unsigned int width = 16; width > 0; width >>= 1) {
        unsigned int count = __popc((mask >> base) & ((1u << width) - 1u));
        if (rank >= count) {
            rank -= count;
            base += width;
        }
    }
    return base;
}

/* The bits of x at the lanes of mask, packed by rank (bit r of the result
 * is bit lane_of_rank(mask, r) of x). */
__FERRY_CG_QUAL unsigned int pack_by_rank(unsigned int x, unsigned int mask) {
    unsigned int r = 0, k = 0;
    for (unsigned int l = 0; l < 32; ++l) {
        if (mask >> l & 1u) {
            r |= (x >> l & 1u) << k;
            ++k;
        }
    }
    return r;
}

/* The lanes of this thread's warp that exist (the block's last warp may
 * be short). */
__FERRY_CG_QUAL unsigned int warp_lanes() {
    unsigned int left = block_num_threads() - (block_thread_rank() & ~31u);
    return left >= 32u ? 0xffffffffu : (1u << left) - 1u;
}

/* The lanes of a tile of n (a power of two up to 32) containing lane. */
__FERRY_CG_QUAL unsigned int tile_mask(unsigned int n, unsigned int lane) {
    return n >= 32 ? 0xffffffffu : ((1u << n) - 1u) << (lane & ~(n - 1u) & 31u);
}

/* ---------------------------------------------------------- shuffles of T */
/* The built-in shuffles take int, unsigned, long, unsigned long, long long,
 * unsigned long long, float and double; any other trivially copyable type
 * travels as 4-byte pieces. */
template <typename T> struct native_shfl { static const bool value = false; };
template <> struct native_shfl<int> { static const bool value = true; };
template <> struct native_shfl<unsigned int> { static const bool value = true; };
template <> struct native_shfl<long> { static const bool value = true; };
template <> struct native_shfl<unsigned long> { static const bool value = true; };
template <> struct native_shfl<long long> { static const bool value = true; };
template <> struct native_shfl<unsigned long long> { static const bool value = true; };
template <> struct native_shfl<float> { static const bool value = true; };
template <> struct native_shfl<double> { static const bool value = true; };

struct shfl_idx_op {
    template <typename U> __FERRY_CG_STATIC U call(unsigned int m, U v, int a, int w) {
        return ::__shfl_sync(m, v, a, w);
    }
};
struct shfl_up_op {
    template <typename U> __FERRY_CG_STATIC U call(unsigned int m, U v, int a, int w) {
        return ::__shfl_up_sync(m, v, (unsigned int)a, w);
    }
};
struct shfl_down_op {
    template <typename U> __FERRY_CG_STATIC U call(unsigned int m, U v, int a, int w) {
        return ::__shfl_down_sync(m, v, (unsigned int)a, w);
    }
};
struct shfl_xor_op {
    template <typename U> __FERRY_CG_STATIC U call(unsigned int m, U v, int a, int w) {
        return ::__shfl_xor_sync(m, v, a, w);
    }
};

template <typename _Op, typename T, bool Native = native_shfl<T>::value> struct shfl_impl {
    __FERRY_CG_STATIC T call(unsigned int m, T v, int a, int w) { return _Op::call(m, v, a, w); }
};
template <typename _Op, typename T> struct shfl_impl<_Op, T, false> {
    __FERRY_CG_STATIC T call(unsigned int m, const T &v, int a, int w) {
        static_assert(__is_trivially_copyable(T),
                      "cooperative groups shuffle a trivially copyable type only");
        static_assert(sizeof(T) <= 32, "cooperative groups shuffle at most 32 bytes");
        enum { pieces = (sizeof(T) + 3) / 4 };
        union storage {
            int piece[pieces];
            unsigned char bytes[sizeof(T)];
            __device__ storage() {}
        } s;
        s.piece[pieces - 1] = 0;
        __builtin_memcpy(s.bytes, &v, sizeof(T));
        for (int i = 0; i < (int)pieces; ++i)
            s.piece[i] = _Op::call(m, s.piece[i], a, w);
        return *reinterpret_cast<const T *>(s.bytes);
    }
};
template <typename _Op, typename T>
__FERRY_CG_QUAL T shfl(unsigned int mask, const T &v, int arg, int width) {
    return shfl_impl<_Op, T>::call(mask, v, arg, width);
}

/* ------------------------------------------------------ matches of any T */
template <typename T, bool Native = native_shfl<T>::value> struct match_impl {
    __FERRY_CG_STATIC unsigned int any(unsigned int m, T v) { return ::__match_any_sync(m, v); }
    __FERRY_CG_STATIC unsigned int all(unsigned int m, T v, int &pred) {
        return ::__match_all_sync(m, v, &pred);
    }
};
template <typename T> struct match_impl<T, false> {
    static_assert(__is_trivially_copyable(T) && sizeof(T) <= 8,
                  "cooperative groups match a trivially copyable type of up to 8 bytes");
    __FERRY_CG_STATIC unsigned long long bits(const T &v) {
        unsigned long long b = 0;
        __builtin_memcpy(&b, &v, sizeof(T));
        return b;
    }
    __FERRY_CG_STATIC unsigned int any(unsigned int m, const T &v) {
        return sizeof(T) <= 4 ? ::__match_any_sync(m, (unsigned int)bits(v))
                              : ::__match_any_sync(m, bits(v));
    }
    __FERRY_CG_STATIC unsigned int all(unsigned int m, const T &v, int &pred) {
        return sizeof(T) <= 4 ? ::__match_all_sync(m, (unsigned int)bits(v), &pred)
                              : ::__match_all_sync(m, bits(v), &pred);
    }
};

/* ------------------------------------------------------------- big tiles */
/* Tiles of 64..1024 threads are whole warps of one block. Their state is in
 * __shared__ variables of this header rather than in the program's
 * block_tile_memory, which CUDA makes optional from sm_80 on: one mechanism
 * for every architecture, and a kernel holds only the state of the tile
 * sizes it uses.
 *
 * The barrier is a counter per tile in shared memory, not a named barrier
 * (bar.sync 1 + meta rank, N): ferry-lower needs constant barrier ids, so a
 * run-time rank would take a switch of one barrier per id, 1024 / N sync
 * points per sync(); 16 tiles of 64 need more ids than the 15 a block has;
 * and the ids would collide with the program's own named barriers. */

/* Per tile, 1024 / n - 1 + its index in the block: a word for each tile of
 * each size, so that tiles of different sizes over the same warps keep
 * apart. */
__FERRY_CG_QUAL unsigned int *big_counter(unsigned int n) {
    __shared__ unsigned int arrivals[31];
    return &arrivals[1024u / n - 1u + block_thread_rank() / n];
}

/* The counter is never initialised (shared memory starts undefined): a tile
 * takes its value when it is made, before its parent's barrier, while no
 * thread of the tile can be arriving. Uses of the barrier complete whole
 * (n arrivals each), so every later use starts at that value modulo n. */
__FERRY_CG_QUAL unsigned int big_tile_start(unsigned int n) {
    return *(volatile unsigned int *)big_counter(n);
}
/* A thread's arrival counts in the use that started at the multiple of n
 * (from start) below it; it waits for that use's n-th arrival. The wait
 * yields (__nanosleep), so that the threads it waits for run, and the warp
 * waits as one (a vote per round): its lanes leave together, none is left
 * spinning while the others go on to a warp operation that names it. */
__FERRY_CG_QUAL void big_tile_sync(unsigned int n, unsigned int start) {
    unsigned int *c = big_counter(n);
    __threadfence_block();
    unsigned int v = atomicAdd(c, 1u);
    unsigned int done = v - ((v - start) & (n - 1u)) + n;
    while (!__all_sync(0xffffffffu, (int)(*(volatile unsigned int *)c - done) >= 0))
        __nanosleep(64);
    __threadfence_block();
}

/* A value as words, for the slots; any trivially copyable type. */
template <typename T> struct raw {
    static_assert(__is_trivially_copyable(T),
                  "cooperative groups exchange a trivially copyable type only");
    enum { n = (sizeof(T) + 3) / 4, align = alignof(T) > 4 ? alignof(T) : 4 };
    alignas(align) unsigned int w[n];
    __FERRY_CG_QUAL void put(const T &v) {
        w[n - 1] = 0u;
        __builtin_memcpy(w, &v, sizeof(T));
    }
    __FERRY_CG_QUAL const T &get() const { return *reinterpret_cast<const T *>(w); }
};

/* The exchanges of tiles of N: each warp has a slot of four words (a big
 * tile moves one value per warp at most: a broadcast, or a result of each
 * warp; 16 bytes take a 12-byte struct at once, larger values go a slot at
 * a time) in two banks. An exchange writes, waits at the barrier and reads;
 * the next one uses the other bank, and the one after that, which writes
 * this bank again, comes after a barrier that every reader has passed. */
enum { big_slot_words = 4 };
template <unsigned int N>
__FERRY_CG_QUAL unsigned int *big_slot(unsigned int bank, unsigned int warp) {
    __shared__ unsigned int slot[32][2][big_slot_words];
    return slot[warp][bank];
}
/* The bank of the exchange whose barrier use comes next: that use's parity.
 * This thread has not arrived, so the use has not completed, and it has
 * passed the use before, so that one has. */
__FERRY_CG_QUAL unsigned int big_bank(unsigned int n, unsigned int start) {
    return (*(volatile unsigned int *)big_counter(n) - start) / n & 1u;
}
__FERRY_CG_QUAL unsigned int words_left(unsigned int total, unsigned int k) {
    return total - k < (unsigned int)big_slot_words ? total - k : (unsigned int)big_slot_words;
}

/* tile.shfl(v, src) of a big tile: CUDA requires the same src in every
 * thread, so it is a broadcast through the slot of src's warp. */
template <unsigned int N, typename T>
__FERRY_CG_QUAL T big_broadcast(unsigned int start, const T &v, unsigned int src) {
    raw<T> r;
    r.put(v);
    unsigned int first = block_thread_rank() & ~(N - 1u), bank = big_bank(N, start);
    bool mine = block_thread_rank() - first == src;
    for (unsigned int k = 0; k < (unsigned int)raw<T>::n; k += big_slot_words, bank ^= 1u) {
        unsigned int *s = big_slot<N>(bank, (first + src) / 32u), m = words_left(raw<T>::n, k);
        for (unsigned int i = 0; mine && i < m; ++i)
            s[i] = r.w[k + i];
        big_tile_sync(N, start);
        for (unsigned int i = 0; i < m; ++i)
            r.w[k + i] = s[i];
    }
    return r.get();
}

/* Every thread of a big tile gets the value v of lane `lane` of each of the
 * tile's warps, in part[0 .. N / 32). */
template <unsigned int N, typename T>
__FERRY_CG_QUAL void big_gather(unsigned int start, const T &v, unsigned int lane, raw<T> *part) {
    raw<T> r;
    r.put(v);
    unsigned int warp = block_thread_rank() / 32u, first = warp & ~(N / 32u - 1u);
    unsigned int bank = big_bank(N, start);
    for (unsigned int k = 0; k < (unsigned int)raw<T>::n; k += big_slot_words, bank ^= 1u) {
        unsigned int *s = big_slot<N>(bank, warp), m = words_left(raw<T>::n, k);
        for (unsigned int i = 0; lane_id() == lane && i < m; ++i)
            s[i] = r.w[k + i];
        big_tile_sync(N, start);
        for (unsigned int w = 0; w < N / 32; ++w)
            for (unsigned int i = 0; i < m; ++i)
                part[w].w[k + i] = big_slot<N>(bank, first + w)[i];
    }
}

} // namespace __ferry

/* ------------------------------------------------------------ thread_group */
/* Any group, known at run time by its kind. The typed groups below derive
 * from it and answer the same questions faster. */
class thread_group {
  public:
    /* Not for programs: the group's description. */
    unsigned int __kind;
    unsigned int __mask;      /* tiles and coalesced groups: their lanes of the warp;
                                 tiles of more than 32: their barrier's start */
    unsigned int __size;      /* tiles: their size */
    unsigned int __meta_rank; /* which of the parent's partitions this is */
    unsigned int __meta_size; /* how many partitions the parent made */

    __FERRY_CG_QUAL thread_group(__ferry::make_tag, unsigned int kind, unsigned int mask,
                                 unsigned int size, unsigned int meta_rank,
                                 unsigned int meta_size)
        : __kind(kind), __mask(mask), __size(size), __meta_rank(meta_rank),
          __meta_size(meta_size) {}

    __FERRY_CG_QUAL unsigned long long num_threads() const {
        switch (__kind) {
        case __ferry::kind_block: return __ferry::block_num_threads();
        case __ferry::kind_coalesced: return (unsigned long long)__popc(__mask);
        default: return __size;
        }
    }
    __FERRY_CG_QUAL unsigned long long size() const { return num_threads(); }
    __FERRY_CG_QUAL unsigned long long thread_rank() const {
        switch (__kind) {
        case __ferry::kind_block: return __ferry::block_thread_rank();
        case __ferry::kind_tile: return __ferry::lane_id() & (__size - 1u);
        case __ferry::kind_coalesced:
            return (unsigned long long)__popc(__mask & __ferry::lanemask_lt());
        default: return __ferry::block_thread_rank() % __size; /* kind_big_tile */
        }
    }
    __FERRY_CG_QUAL void sync() const {
        switch (__kind) {
        case __ferry::kind_tile:
        case __ferry::kind_coalesced: __syncwarp(__mask); break;
        case __ferry::kind_big_tile: __ferry::big_tile_sync(__size, __mask); break;
        default: __syncthreads(); break;
        }
    }
    __FERRY_CG_QUAL bool is_valid() const { return true; }
};

/* ------------------------------------------------------------ thread_block */
class thread_block : public thread_group {
  public:
    struct arrival_token {};

    __FERRY_CG_QUAL explicit thread_block(__ferry::make_tag t)
        : thread_group(t, __ferry::kind_block, 0u, 0u, 0u, 1u) {}

    __FERRY_CG_STATIC void sync() { __syncthreads(); }
    __FERRY_CG_STATIC unsigned int thread_rank() { return __ferry::block_thread_rank(); }
    __FERRY_CG_STATIC unsigned int num_threads() { return __ferry::block_num_threads(); }
    __FERRY_CG_STATIC unsigned int size() { return __ferry::block_num_threads(); }
    __FERRY_CG_STATIC dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __FERRY_CG_STATIC dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __FERRY_CG_STATIC dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    __FERRY_CG_STATIC dim3 group_dim() { return dim_threads(); }
    /* A split barrier: arriving does nothing, waiting is the barrier. */
    __FERRY_CG_QUAL arrival_token barrier_arrive() const { return arrival_token(); }
    __FERRY_CG_QUAL void barrier_wait(arrival_token &&) const { __syncthreads(); }
};

__FERRY_CG_QUAL thread_block this_thread_block() { return thread_block(__ferry::make_tag()); }

/* The scratch that CUDA's tiles of more than 32 threads keep in shared
 * memory before sm_80; Ferry's big tiles use the header's own on every
 * architecture (big_counter, big_slot), so the block ignores it. */
template <unsigned int MaxBlockSize = 1024>
struct block_tile_memory {
    static_assert(MaxBlockSize > 0 && MaxBlockSize <= 1024, "block_tile_memory: MaxBlockSize must be in 1..1024");
};
template <unsigned int MaxBlockSize>
__FERRY_CG_QUAL thread_block this_thread_block(block_tile_memory<MaxBlockSize> &) { return this_thread_block(); }

/* -------------------------------------------------------------- grid_group */
/* Not a thread_group here: a generic thread_group's sync() would then hold
 * a grid barrier in every kernel that uses one. */
class grid_group {
  public:
    struct arrival_token {};

    __FERRY_CG_QUAL explicit grid_group(__ferry::make_tag) {}

    __FERRY_CG_QUAL bool is_valid() const { return __ferry_grid_is_valid() != 0; }
    __FERRY_CG_QUAL void sync() const { __ferry_grid_sync(); }
    __FERRY_CG_QUAL arrival_token barrier_arrive() const { return arrival_token(); }
    __FERRY_CG_QUAL void barrier_wait(arrival_token &&) const { __ferry_grid_sync(); }
    __FERRY_CG_STATIC unsigned long long block_rank() { return __ferry::grid_block_rank(); }
    __FERRY_CG_STATIC unsigned long long num_blocks() { return __ferry::grid_num_blocks(); }
    __FERRY_CG_STATIC unsigned long long thread_rank() {
        return __ferry::grid_block_rank() * __ferry::block_num_threads() +
               __ferry::block_thread_rank();
    }
    __FERRY_CG_STATIC unsigned long long num_threads() {
        return __ferry::grid_num_blocks() * __ferry::block_num_threads();
    }
    __FERRY_CG_STATIC unsigned long long size() { return num_threads(); }
    __FERRY_CG_STATIC dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    __FERRY_CG_STATIC dim3 block_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    /* The grid's extent in threads. */
    __FERRY_CG_STATIC dim3 dim_threads() {
        return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
    }
    __FERRY_CG_STATIC dim3 group_dim() { return dim_threads(); }
};

__FERRY_CG_QUAL grid_group this_grid() { return grid_group(__ferry::make_tag()); }

/* --------------------------------------------------------- coalesced_group */
class coalesced_group : public thread_group {
  public:
    __FERRY_CG_QUAL coalesced_group(__ferry::make_tag t, unsigned int mask,
                                    unsigned int meta_rank = 0u, unsigned int meta_size = 1u)
        : thread_group(t, __ferry::kind_coalesced, mask, 0u, meta_rank, meta_size) {}

    __FERRY_CG_QUAL unsigned int num_threads() const { return (unsigned int)__popc(__mask); }
    __FERRY_CG_QUAL unsigned int size() const { return num_threads(); }
    __FERRY_CG_QUAL unsigned int thread_rank() const {
        return (unsigned int)__popc(__mask & __ferry::lanemask_lt());
    }
    __FERRY_CG_QUAL unsigned int meta_group_rank() const { return __meta_rank; }
    __FERRY_CG_QUAL unsigned int meta_group_size() const { return __meta_size; }
    __FERRY_CG_QUAL void sync() const { __syncwarp(__mask); }

    template <typename T> __FERRY_CG_QUAL T shfl(const T &var, unsigned int src_rank) const {
        return __ferry::shfl<__ferry::shfl_idx_op>(
            __mask, var, (int)__ferry::lane_of_rank(__mask, src_rank), 32);
    }
    template <typename T> __FERRY_CG_QUAL T shfl_down(const T &var, unsigned int delta) const {
        unsigned int r = thread_rank() + delta;
        unsigned int lane =
            r < num_threads() ? __ferry::lane_of_rank(__mask, r) : __ferry::lane_id();
        return __ferry::shfl<__ferry::shfl_idx_op>(__mask, var, (int)lane, 32);
    }
    template <typename T> __FERRY_CG_QUAL T shfl_up(const T &var, unsigned int delta) const {
        unsigned int r = thread_rank();
        unsigned int lane =
            r >= delta ? __ferry::lane_of_rank(__mask, r - delta) : __ferry::lane_id();
        return __ferry::shfl<__ferry::shfl_idx_op>(__mask, var, (int)lane, 32);
    }
    /* Results of ballots and matches have bit r for the thread of rank r. */
    __FERRY_CG_QUAL unsigned int ballot(int predicate) const {
        return __ferry::pack_by_rank(__ballot_sync(__mask, predicate), __mask);
    }
    __FERRY_CG_QUAL int any(int predicate) const { return __any_sync(__mask, predicate) != 0; }
    __FERRY_CG_QUAL int all(int predicate) const { return __all_sync(__mask, predicate) != 0; }
    template <typename T> __FERRY_CG_QUAL unsigned int match_any(const T &val) const {
        return __ferry::pack_by_rank(__ferry::match_impl<T>::any(__mask, val), __mask);
    }
    template <typename T> __FERRY_CG_QUAL unsigned int match_all(const T &val, int &pred) const {
        return __ferry::pack_by_rank(__ferry::match_impl<T>::all(__mask, val, pred), __mask);
    }
};

__FERRY_CG_QUAL coalesced_group coalesced_threads() {
    return coalesced_group(__ferry::make_tag(), __activemask());
}

/* ------------------------------------------------------- thread_block_tile */
namespace __ferry {

template <unsigned int N> class tile_base : public thread_group {
    static_assert(N == 1 || N == 2 || N == 4 || N == 8 || N == 16 || N == 32,
                  "thread_block_tile<N>: N must be a power of two from 1 to 1024");

  protected:
    __FERRY_CG_STATIC unsigned int base_lane() { return lane_id() & (32u - N); }
    __FERRY_CG_STATIC unsigned int tile_bits() { return N == 32 ? 0xffffffffu : (1u << N) - 1u; }
    /* The tile's lanes, less those past the end of a block whose size is
     * not a multiple of 32 (they do not exist). */
    __FERRY_CG_STATIC unsigned int lanes() {
        return (N == 32 ? 0xffffffffu : tile_bits() << base_lane()) & warp_lanes();
    }

  public:
    __FERRY_CG_QUAL tile_base(make_tag t, unsigned int meta_rank, unsigned int meta_size)
        : thread_group(t, kind_tile, lanes(), N, meta_rank, meta_size) {}
    template <typename _Gp> __FERRY_CG_STATIC void partitioned(const _Gp &) {}

    __FERRY_CG_CONST unsigned int num_threads() { return N; }
    __FERRY_CG_CONST unsigned int size() { return N; }
    __FERRY_CG_STATIC unsigned int thread_rank() { return lane_id() & (N - 1u); }
    __FERRY_CG_QUAL unsigned int meta_group_rank() const { return __meta_rank; }
    __FERRY_CG_QUAL unsigned int meta_group_size() const { return __meta_size; }
    __FERRY_CG_STATIC void sync() { __syncwarp(lanes()); }

    template <typename T> __FERRY_CG_QUAL T shfl(const T &var, unsigned int src_rank) const {
        return __ferry::shfl<shfl_idx_op>(lanes(), var, (int)src_rank, (int)N);
    }
    template <typename T> __FERRY_CG_QUAL T shfl_up(const T &var, unsigned int delta) const {
        return __ferry::shfl<shfl_up_op>(lanes(), var, (int)delta, (int)N);
    }
    template <typename T> __FERRY_CG_QUAL T shfl_down(const T &var, unsigned int delta) const {
        return __ferry::shfl<shfl_down_op>(lanes(), var, (int)delta, (int)N);
    }
    template <typename T> __FERRY_CG_QUAL T shfl_xor(const T &var, unsigned int lane_mask) const {
        return __ferry::shfl<shfl_xor_op>(lanes(), var, (int)lane_mask, (int)N);
    }
    /* Results of ballots and matches have bit r for the thread of rank r. */
    __FERRY_CG_QUAL unsigned int ballot(int predicate) const {
        return (__ballot_sync(lanes(), predicate) >> base_lane()) & tile_bits();
    }
    __FERRY_CG_QUAL int any(int predicate) const { return __any_sync(lanes(), predicate) != 0; }
    __FERRY_CG_QUAL int all(int predicate) const { return __all_sync(lanes(), predicate) != 0; }
    template <typename T> __FERRY_CG_QUAL unsigned int match_any(const T &val) const {
        return (match_impl<T>::any(lanes(), val) >> base_lane()) & tile_bits();
    }
    template <typename T> __FERRY_CG_QUAL unsigned int match_all(const T &val, int &pred) const {
        return (match_impl<T>::all(lanes(), val, pred) >> base_lane()) & tile_bits();
    }
};

template <typename T> struct dependent_false { static const bool value = false; };

/* A tile of 64..1024 threads: N / 32 whole warps of one block (the block's
 * size a multiple of N, as CUDA requires). What CUDA offers on such tiles:
 * sync, the ranks and sizes, shfl (with the same source rank in every
 * thread), any and all; shfl_up, shfl_down, shfl_xor, ballot and the
 * matches are for tiles of at most 32 threads. */
template <unsigned int N> class big_tile_base : public thread_group {
    static_assert(N == 64 || N == 128 || N == 256 || N == 512 || N == 1024,
                  "thread_block_tile<N>: N must be a power of two from 1 to 1024");

    __FERRY_CG_QUAL int vote(int warp_vote, bool all) const {
        raw<int> part[N / 32];
        big_gather<N>(__mask, warp_vote, 0u, part);
        int r = all ? 1 : 0;
        for (unsigned int w = 0; w < N / 32; ++w)
            r = all ? (r & (part[w].get() != 0)) : (r | (part[w].get() != 0));
        return r;
    }

  public:
    __FERRY_CG_QUAL big_tile_base(make_tag t, unsigned int meta_rank, unsigned int meta_size)
        : thread_group(t, kind_big_tile, big_tile_start(N), N, meta_rank, meta_size) {}
    /* After the tile is made: its threads have all taken the barrier's start
     * (big_tile_start) before any of them can arrive. CUDA lets a partition
     * wait for the whole parent. */
    template <typename _Gp> __FERRY_CG_STATIC void partitioned(const _Gp &parent) { parent.sync(); }

    __FERRY_CG_CONST unsigned int num_threads() { return N; }
    __FERRY_CG_CONST unsigned int size() { return N; }
    __FERRY_CG_STATIC unsigned int thread_rank() { return block_thread_rank() & (N - 1u); }
    __FERRY_CG_QUAL unsigned int meta_group_rank() const { return __meta_rank; }
    __FERRY_CG_QUAL unsigned int meta_group_size() const { return __meta_size; }
    __FERRY_CG_QUAL void sync() const { big_tile_sync(N, __mask); }

    template <typename T> __FERRY_CG_QUAL T shfl(const T &var, unsigned int src_rank) const {
        return big_broadcast<N>(__mask, var, src_rank);
    }
    __FERRY_CG_QUAL int any(int predicate) const {
        return vote(__any_sync(0xffffffffu, predicate), false);
    }
    __FERRY_CG_QUAL int all(int predicate) const {
        return vote(__all_sync(0xffffffffu, predicate), true);
    }

#define __FERRY_CG_WARP_ONLY(what)                                                       \
    static_assert(dependent_false<T>::value,                                             \
                  "thread_block_tile<N>::" what " is for tiles of at most 32 threads")
    template <typename T> __FERRY_CG_QUAL T shfl_up(const T &var, unsigned int) const {
        __FERRY_CG_WARP_ONLY("shfl_up");
        return var;
    }
    template <typename T> __FERRY_CG_QUAL T shfl_down(const T &var, unsigned int) const {
        __FERRY_CG_WARP_ONLY("shfl_down");
        return var;
    }
    template <typename T> __FERRY_CG_QUAL T shfl_xor(const T &var, unsigned int) const {
        __FERRY_CG_WARP_ONLY("shfl_xor");
        return var;
    }
    template <typename T = int> __FERRY_CG_QUAL unsigned int ballot(int) const {
        __FERRY_CG_WARP_ONLY("ballot");
        return 0u;
    }
    template <typename T> __FERRY_CG_QUAL unsigned int match_any(const T &) const {
        __FERRY_CG_WARP_ONLY("match_any");
        return 0u;
    }
    template <typename T> __FERRY_CG_QUAL unsigned int match_all(const T &, int &) const {
        __FERRY_CG_WARP_ONLY("match_all");
        return 0u;
    }
#undef __FERRY_CG_WARP_ONLY
};

template <unsigned int N, bool Big = (N > 32u)> struct tile_impl { typedef tile_base<N> type; };
template <unsigned int N> struct tile_impl<N, true> { typedef big_tile_base<N> type; };

} // namespace __ferry

template <unsigned int N, typename ParentT = void> class thread_block_tile;

/* The tile without its parent's type; every thread_block_tile<N, P>
 * converts to it. */
template <unsigned int N>
class thread_block_tile<N, void> : public __ferry::tile_impl<N>::type {
  public:
    __FERRY_CG_QUAL thread_block_tile(__ferry::make_tag t, unsigned int meta_rank,
                                      unsigned int meta_size)
        : __ferry::tile_impl<N>::type(t, meta_rank, meta_size) {}
};

template <unsigned int N, typename ParentT>
class thread_block_tile : public thread_block_tile<N, void> {
  public:
    typedef ParentT parent_type;
    __FERRY_CG_QUAL thread_block_tile(__ferry::make_tag t, unsigned int meta_rank,
                                      unsigned int meta_size)
        : thread_block_tile<N, void>(t, meta_rank, meta_size) {}
};

/* tiled_partition<N>(block): the block's threads in tiles of N consecutive
 * thread ranks (aligned lanes of one warp, or whole warps). */
template <unsigned int N>
__FERRY_CG_QUAL thread_block_tile<N, thread_block> tiled_partition(const thread_block &parent) {
    unsigned int n = __ferry::block_num_threads();
    thread_block_tile<N, thread_block> tile(__ferry::make_tag(), __ferry::block_thread_rank() / N,
                                            (n + N - 1u) / N);
    __ferry::tile_impl<N>::type::partitioned(parent);
    return tile;
}

/* tiled_partition<N>(tile of M): M / N tiles. */
template <unsigned int N, unsigned int _Mp, typename _Pp>
__FERRY_CG_QUAL thread_block_tile<N, thread_block_tile<_Mp, _Pp> >
tiled_partition(const thread_block_tile<_Mp, _Pp> &parent) {
    static_assert(N < _Mp, "tiled_partition<N>(thread_block_tile<M>): N must be less than M");
    thread_block_tile<N, thread_block_tile<_Mp, _Pp> > tile(
        __ferry::make_tag(), (__ferry::block_thread_rank() & (_Mp - 1u)) / N, _Mp / N);
    __ferry::tile_impl<N>::type::partitioned(parent);
    return tile;
}

/* tiled_partition(group, n): tiles of n threads, n a power of two; tiles
 * of a warp or less are warp tiles, larger ones (of a thread block or a
 * big tile) are whole warps with a barrier of their own, like
 * thread_block_tile<n>. A coalesced group splits by thread rank. */
__FERRY_CG_QUAL coalesced_group tiled_partition(const coalesced_group &parent,
                                                unsigned int tilesz) {
    unsigned int mask = parent.__mask;
    unsigned int n = (unsigned int)__popc(mask);
    unsigned int rank = (unsigned int)__popc(mask & __ferry::lanemask_lt());
    unsigned int first = rank / tilesz * tilesz;
    unsigned int lo = __ferry::lane_of_rank(mask, first);
    unsigned int hi = first + tilesz < n ? __ferry::lane_of_rank(mask, first + tilesz) : 32u;
    unsigned int range = (hi >= 32u ? 0xffffffffu : (1u << hi) - 1u) & ~((1u << lo) - 1u);
    return coalesced_group(__ferry::make_tag(), mask & range, rank / tilesz,
                           (n + tilesz - 1u) / tilesz);
}

__FERRY_CG_QUAL thread_group tiled_partition(const thread_group &parent, unsigned int tilesz) {
    __ferry::make_tag t;
    switch (parent.__kind) {
    case __ferry::kind_coalesced: {
        coalesced_group c(t, parent.__mask, parent.__meta_rank, parent.__meta_size);
        return tiled_partition(c, tilesz);
    }
    case __ferry::kind_tile: {
        unsigned int rank = __ferry::lane_id() & (parent.__size - 1u);
        return thread_group(t, __ferry::kind_tile,
                            __ferry::tile_mask(tilesz, __ferry::lane_id()) & parent.__mask,
                            tilesz, rank / tilesz, parent.__size / tilesz);
    }
    default: { /* a block, or a tile of more than a warp */
        unsigned int rank = __ferry::block_thread_rank();
        unsigned int n = __ferry::block_num_threads();
        if (parent.__kind == __ferry::kind_big_tile) {
            rank %= parent.__size;
            n = parent.__size;
        }
        if (tilesz <= 32u)
            return thread_group(t, __ferry::kind_tile,
                                __ferry::tile_mask(tilesz, __ferry::lane_id()) &
                                    __ferry::warp_lanes(),
                                tilesz,
                                rank / tilesz, (n + tilesz - 1u) / tilesz);
        thread_group tile(t, __ferry::kind_big_tile, __ferry::big_tile_start(tilesz), tilesz,
                          rank / tilesz, (n + tilesz - 1u) / tilesz);
        parent.sync(); /* see big_tile_base::partitioned */
        return tile;
    }
    }
}

__FERRY_CG_QUAL thread_group tiled_partition(const thread_block &parent, unsigned int tilesz) {
    return tiled_partition(static_cast<const thread_group &>(parent), tilesz);
}
template <unsigned int _Mp, typename _Pp>
__FERRY_CG_QUAL thread_group tiled_partition(const thread_block_tile<_Mp, _Pp> &parent,
                                             unsigned int tilesz) {
    return tiled_partition(static_cast<const thread_group &>(parent), tilesz);
}

/* ---------------------------------------------- labeled and binary partitions */
/* The threads of the group with the same label form one coalesced group. */
__FERRY_CG_QUAL coalesced_group labeled_partition(const coalesced_group &g, int label) {
    return coalesced_group(__ferry::make_tag(), __match_any_sync(g.__mask, label));
}
__FERRY_CG_QUAL coalesced_group labeled_partition(const coalesced_group &g, unsigned int label) {
    return coalesced_group(__ferry::make_tag(), __match_any_sync(g.__mask, label));
}
template <unsigned int N, typename _Pp>
__FERRY_CG_QUAL coalesced_group labeled_partition(const thread_block_tile<N, _Pp> &g, int label) {
    static_assert(N <= 32, "partitions of tiles of at most 32 threads only");
    return coalesced_group(__ferry::make_tag(), __match_any_sync(g.__mask, label));
}
template <unsigned int N, typename _Pp>
__FERRY_CG_QUAL coalesced_group labeled_partition(const thread_block_tile<N, _Pp> &g,
                                                  unsigned int label) {
    static_assert(N <= 32, "partitions of tiles of at most 32 threads only");
    return coalesced_group(__ferry::make_tag(), __match_any_sync(g.__mask, label));
}

/* The threads whose predicate is true, and those whose predicate is false
 * (meta_group_rank() is the predicate, meta_group_size() is 2). When the
 * whole group agrees there is one partition, the group itself, as nvcc's
 * cooperative groups give it (meta_group_rank() 0 for a fresh group). */
__FERRY_CG_QUAL coalesced_group binary_partition(const coalesced_group &g, bool pred) {
    unsigned int yes = __ballot_sync(g.__mask, pred);
    if (yes == 0u || yes == g.__mask)
        return coalesced_group(__ferry::make_tag(), g.__mask, g.meta_group_rank(),
                               g.meta_group_size());
    return coalesced_group(__ferry::make_tag(), pred ? yes : g.__mask & ~yes, pred ? 1u : 0u, 2u);
}
template <unsigned int N, typename _Pp>
__FERRY_CG_QUAL coalesced_group binary_partition(const thread_block_tile<N, _Pp> &g, bool pred) {
    static_assert(N <= 32, "partitions of tiles of at most 32 threads only");
    unsigned int yes = __ballot_sync(g.__mask, pred);
    if (yes == 0u || yes == g.__mask)
        return coalesced_group(__ferry::make_tag(), g.__mask);
    return coalesced_group(__ferry::make_tag(), pred ? yes : g.__mask & ~yes, pred ? 1u : 0u, 2u);
}

/* ---------------------------------------------------------- free functions */
template <typename _Gp> __FERRY_CG_QUAL void sync(const _Gp &g) { g.sync(); }
template <typename _Gp>
__FERRY_CG_QUAL auto thread_rank(const _Gp &g) -> decltype(g.thread_rank()) {
    return g.thread_rank();
}
template <typename _Gp> __FERRY_CG_QUAL auto group_size(const _Gp &g) -> decltype(g.size()) {
    return g.size();
}

/* invoke_one(g, f, args...): the thread of rank 0 calls f.
 * invoke_one_broadcast(g, f, args...): and every thread gets its result. */
template <typename _Gp, typename _Fp, typename... Args>
__FERRY_CG_QUAL void invoke_one(const _Gp &g, _Fp &&f, Args &&...args) {
    if (g.thread_rank() == 0)
        f(static_cast<Args &&>(args)...);
}
template <typename _Gp, typename _Fp, typename... Args>
__FERRY_CG_QUAL auto invoke_one_broadcast(const _Gp &g, _Fp &&f, Args &&...args)
    -> decltype(f(static_cast<Args &&>(args)...)) {
    decltype(f(static_cast<Args &&>(args)...)) r{};
    if (g.thread_rank() == 0)
        r = f(static_cast<Args &&>(args)...);
    return g.shfl(r, 0);
}

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#undef __FERRY_CG_QUAL
#undef __FERRY_CG_STATIC
#undef __FERRY_CG_CONST

#endif
#endif
