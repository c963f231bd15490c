// CCCL: bundled
// NVCC-FLAGS: -arch=sm_80
// libcu++'s synchronization primitives in device code, used the way CUDA
// programs use them: cuda::pipeline (block scope with memcpy_async over a
// multi-stage loop, the per-thread pipeline with pipeline_consumer_wait_prior
// and with pipeline_producer_commit to a barrier, the producer/consumer
// partitioned forms), cuda::barrier with a completion function, tokens and
// arrive_and_drop, latches and semaphores in block, device and system
// scope; every result checked against the host.  sm_80, as pipeline code is
// compiled (cp.async and mbarrier paths); libcudacxx.cu covers sm_75.
//
// Objects with constructors in __shared__ memory live in raw storage: clang
// refuses `__shared__ cuda::barrier<...> bar;` (docs/status.md), and
// `__shared__ cuda::pipeline_shared_state<...>` likewise.  Ferry's runtime
// may run the blocks of a grid one after another, on few workers, so no
// block here waits for a block that may not have started: across blocks a
// thread waits only for a semaphore held by a block inside its section
// (running), and a device-scope latch is checked with try_wait and opened
// by a later launch.
//
// Many of these waits spin in libcu++'s polling loop, which backs off
// (__nanosleep, where Ferry runs the block's other threads) only once the
// time since it started (%globaltimer) passes 10 us: the start time must be
// kept across the sleep, not read again (tests/cuda/timer_spin_wait.cu).
// CCCL's headers before <cooperative_groups.h>, as many programs have them:
// libcu++ forward-declares the groups (tests/cccl/cg_after_libcudacxx.cu).
#include <cuda/barrier>
#include <cuda/latch>
#include <cuda/pipeline>
#include <cuda/semaphore>
#include <cuda/std/barrier>
#include <cooperative_groups.h>
#include <cuda/std/chrono>
#include <cuda/std/latch>
#include <cuda/std/semaphore>
#include <cstdio>
#include <cstring>
#include <new>

namespace cg = cooperative_groups;

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

// A T in __shared__ memory, constructed later (placement new or init()).
#define SHARED_OBJECT(T, name) \
    alignas(T) __shared__ unsigned char name##_storage[sizeof(T)]; \
    T &name = *reinterpret_cast<T *>(name##_storage)

// Integer-valued floats: sums of 2^16 of them are exact in float, so any
// order of summation gives the host's result.
static __host__ __device__ float value_at(int i) { return (float)((i * 37 + 11) % 101 - 50); }

// ---------------------------------------------------------------------------
// 1a. Block-scope pipeline: each block sums 2^16 floats in tiles of
// blockDim.x, STAGES tiles in flight (memcpy_async by the whole block).
// Each thread adds, per tile, two elements that other threads copied.
constexpr int kPerBlock = 1 << 16;

template <int STAGES, bool ALIGNED>
__global__ void pipeline_block_sum(const float *in, float *partial, float *total)
{
    auto block = cg::this_thread_block();
    extern __shared__ float4 dyn[];
    float *tiles = reinterpret_cast<float *>(dyn);          // STAGES * blockDim.x
    using state_t = cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES>;
    SHARED_OBJECT(state_t, state);
    __shared__ float block_total;
    if (threadIdx.x == 0) block_total = 0;
    auto pipe = cuda::make_pipeline(block, &state);
    const int T = blockDim.x, ntiles = kPerBlock / T;
    const float *src = in + (size_t)blockIdx.x * kPerBlock;
    float sum = 0;
    for (int compute = 0, fetch = 0; compute < ntiles; ++compute) {
        for (; fetch < ntiles && fetch < compute + STAGES; ++fetch) {
            pipe.producer_acquire();
            float *dst = tiles + (fetch % STAGES) * T;
            if (ALIGNED)
                cuda::memcpy_async(block, dst, src + fetch * T, cuda::aligned_size_t<16>(sizeof(float) * T), pipe);
            else
                cuda::memcpy_async(block, dst, src + fetch * T, sizeof(float) * T, pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        const float *tile = tiles + (compute % STAGES) * T;
        sum += tile[(threadIdx.x + compute) % T] + 2.0f * tile[(threadIdx.x * 7 + 3) % T];
        pipe.consumer_release();
    }
    partial[blockIdx.x * T + threadIdx.x] = sum;
    atomicAdd(&block_total, sum);
    __syncthreads();
    if (threadIdx.x == 0) total[blockIdx.x] = block_total;
}

static void check_pipeline_block_sum(const float *in, const float *partial, const float *total,
                                     int blocks, int T)
{
    bool ok = true;
    for (int b = 0; b < blocks; b++) {
        const float *src = in + (size_t)b * kPerBlock;
        double all = 0;
        for (int t = 0; t < T; t++) {
            double s = 0;
            for (int c = 0; c < kPerBlock / T; c++)
                s += src[c * T + (t + c) % T] + 2.0 * src[c * T + (t * 7 + 3) % T];
            all += s;
            if (partial[b * T + t] != (float)s) {
                if (ok) printf("  block %d thread %d: %g, expected %g\n", b, t, partial[b * T + t], s);
                ok = false;
            }
        }
        if (total[b] != (float)all) {
            printf("  block %d total %g, expected %g\n", b, total[b], all);
            ok = false;
        }
    }
    CHECK(ok);
}

template <int STAGES, bool ALIGNED>
static void run_pipeline_block_sum(const float *in, int blocks, int T)
{
    float *partial, *total;
    cudaMallocManaged(&partial, blocks * T * sizeof(float));
    cudaMallocManaged(&total, blocks * sizeof(float));
    pipeline_block_sum<STAGES, ALIGNED><<<blocks, T, STAGES * T * sizeof(float)>>>(in, partial, total);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    check_pipeline_block_sum(in, partial, total, blocks, T);
    cudaFree(partial);
    cudaFree(total);
}

// ---------------------------------------------------------------------------
// 1b. Per-thread pipeline: each thread streams its own chunks of 16 bytes
// through STAGES slots of shared memory, waiting with
// pipeline_consumer_wait_prior<STAGES - 1> (or consumer_wait), and folds
// them in order into a checksum.
__host__ __device__ unsigned fold(unsigned acc, uint4 v)
{
    acc = acc * 31u + v.x;
    acc = acc * 31u + v.y;
    acc = acc * 31u + v.z;
    return acc * 31u + v.w;
}

template <int STAGES>
__global__ void pipeline_thread(const uint4 *in, unsigned *out, int chunks, bool wait_prior)
{
    extern __shared__ uint4 slots[];                        // STAGES * blockDim.x
    const int T = blockDim.x, nthreads = T * gridDim.x;
    const int gid = blockIdx.x * T + threadIdx.x;
    auto slot = [&](int i) { return slots + (i % STAGES) * T + threadIdx.x; };
    auto chunk = [&](int i) { return in + (size_t)i * nthreads + gid; };
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    for (int i = 0; i < STAGES; i++) {
        pipe.producer_acquire();
        if (i < chunks)
            cuda::memcpy_async(slot(i), chunk(i), cuda::aligned_size_t<16>(sizeof(uint4)), pipe);
        pipe.producer_commit();
    }
    unsigned acc = 7;
    for (int i = 0; i < chunks; i++) {
        if (wait_prior)
            cuda::pipeline_consumer_wait_prior<STAGES - 1>(pipe);
        else
            pipe.consumer_wait();
        acc = fold(acc, *slot(i));
        pipe.consumer_release();
        pipe.producer_acquire();
        if (i + STAGES < chunks)
            cuda::memcpy_async(slot(i), chunk(i + STAGES), sizeof(uint4), pipe);
        pipe.producer_commit();
    }
    out[gid] = acc;
}

// ---------------------------------------------------------------------------
// 1c. Per-thread pipelines whose copies complete on a block barrier
// (cuda::pipeline_producer_commit(pipe, bar)): each thread copies its own
// chunk into shared memory, then the whole block meets at the barrier and
// every thread reads another thread's chunk.
__global__ void pipeline_commit_to_barrier(const uint4 *in, unsigned *out, int rounds)
{
    extern __shared__ uint4 chunks[];                       // blockDim.x
    using barrier_t = cuda::barrier<cuda::thread_scope_block>;
    SHARED_OBJECT(barrier_t, bar);
    const int T = blockDim.x, t = threadIdx.x;
    if (t == 0) init(&bar, T);
    __syncthreads();
    auto pipe = cuda::make_pipeline();
    unsigned acc = 1;
    for (int r = 0; r < rounds; r++) {
        pipe.producer_acquire();
        cuda::memcpy_async(chunks + t, in + ((size_t)r * gridDim.x + blockIdx.x) * T + t, sizeof(uint4), pipe);
        cuda::pipeline_producer_commit(pipe, bar);
        bar.arrive_and_wait();                              // every thread's copy has landed
        acc = fold(acc, chunks[(t + r + 1) % T]);
        bar.arrive_and_wait();                              // everyone has read before the next round's copies
    }
    out[blockIdx.x * T + t] = acc;
}

// 1d. Partitioned pipeline: warp 0 produces (each lane copies 32 bytes of a
// 256-float tile), the other warps consume; STAGES tiles in flight.  The
// roles are given as cuda::pipeline_role, or (BY_COUNT) as the number of
// producers.
constexpr int kTile = 256, kProducers = 32;

template <int STAGES, bool BY_COUNT>
__global__ void pipeline_partitioned(const float *in, float *partial, int ntiles)
{
    auto block = cg::this_thread_block();
    extern __shared__ float4 dyn[];
    float *tiles = reinterpret_cast<float *>(dyn);          // STAGES * kTile
    using state_t = cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES>;
    SHARED_OBJECT(state_t, state);
    const bool producer = threadIdx.x < kProducers;
    auto pipe = BY_COUNT ? cuda::make_pipeline(block, &state, (size_t)kProducers)
                         : cuda::make_pipeline(block, &state,
                                               producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
    const float *src = in + (size_t)blockIdx.x * ntiles * kTile;
    if (producer) {
        const int per = kTile / kProducers;                 // 8 floats, 32 bytes
        for (int i = 0; i < ntiles; i++) {
            pipe.producer_acquire();
            cuda::memcpy_async(tiles + (i % STAGES) * kTile + threadIdx.x * per,
                               src + i * kTile + threadIdx.x * per,
                               cuda::aligned_size_t<16>(per * sizeof(float)), pipe);
            pipe.producer_commit();
        }
    } else {
        const int c = threadIdx.x - kProducers, nc = blockDim.x - kProducers;
        float sum = 0;
        for (int i = 0; i < ntiles; i++) {
            pipe.consumer_wait();
            const float *tile = tiles + (i % STAGES) * kTile;
            for (int k = c; k < kTile; k += nc)
                sum += tile[k] * (float)(1 + (i & 3));
            pipe.consumer_release();
        }
        partial[blockIdx.x * nc + c] = sum;
    }
}

// ---------------------------------------------------------------------------
// 2a. cuda::barrier<thread_scope_block> with a completion function: over
// kPhases phases each thread adds a value into a shared accumulator and
// arrives; the completion (run by the last arriver) records the phase's total
// and resets the accumulator; the thread does other work, then waits on its
// token and reads the phase's total.  Some threads leave with
// arrive_and_drop after adding their value, so later phases expect fewer.
constexpr int kPhases = 6;

struct PhaseDone {
    int *acc, *results, *phase;
    __device__ void operator()() noexcept
    {
        results[*phase] = *acc;
        *acc = 0;
        ++*phase;
    }
};

__host__ __device__ int phase_value(int b, int t, int p) { return (t + 1) * (p + 1) + b; }
__host__ __device__ int drop_phase(int b, int t) { return (t * 5 + b) % (2 * kPhases); } // >= kPhases: never

__global__ void barrier_completion(int *seen, int *results_out, int *phases_out, int *work_out)
{
    using barrier_t = cuda::barrier<cuda::thread_scope_block, PhaseDone>;
    SHARED_OBJECT(barrier_t, bar);
    __shared__ int acc, phase, results[kPhases];
    const int t = threadIdx.x, T = blockDim.x, b = blockIdx.x;
    if (t == 0) {
        acc = 0;
        phase = 0;
        init(&bar, T, PhaseDone{&acc, results, &phase});
    }
    __syncthreads();
    int work = 0;
    for (int p = 0; p < kPhases; p++) {
        atomicAdd(&acc, phase_value(b, t, p));
        if (p == drop_phase(b, t)) {
            bar.arrive_and_drop();
            break;
        }
        barrier_t::arrival_token token = bar.arrive();
        work += (t ^ p) & 7;                                // overlapped with the others' arrival
        bar.wait(cuda::std::move(token));
        seen[(b * kPhases + p) * T + t] = results[p];
    }
    work_out[b * T + t] = work;
    __syncthreads();
    if (t == 0) {
        for (int p = 0; p < kPhases; p++) results_out[b * kPhases + p] = results[p];
        phases_out[b] = phase;
    }
}

// 2b. Plain barriers (cuda::barrier<thread_scope_block> on mbarrier,
// cuda::std::barrier<>, cuda::barrier<thread_scope_device> in shared
// memory): threads exchange values through double-buffered shared memory,
// one barrier phase per exchange; in phase p only the first active(p)
// threads take part, those above active(p + 1) leaving with arrive_and_drop.
__host__ __device__ int active_threads(int T, int p) { return T - p * (T / 8); }
__host__ __device__ int exchange_value(int b, int t, int p) { return b * 100000 + p * 1000 + t; }

template <class Barrier>
__global__ void barrier_exchange(int *seen)
{
    SHARED_OBJECT(Barrier, bar);
    __shared__ int buf[2][1024];
    const int t = threadIdx.x, T = blockDim.x, b = blockIdx.x;
    if (t == 0) new (&bar) Barrier(T);
    __syncthreads();
    for (int p = 0; p < kPhases && t < active_threads(T, p); p++) {
        const int n = active_threads(T, p);
        buf[p % 2][t] = exchange_value(b, t, p);
        if (t >= active_threads(T, p + 1)) {
            bar.arrive_and_drop();
            break;
        }
        auto token = bar.arrive();
        bar.wait(cuda::std::move(token));
        seen[(b * kPhases + p) * T + t] = buf[p % 2][(t + p + 1) % n];
    }
    __syncthreads();
    if (t == 0) bar.~Barrier();
}

template <class Barrier>
static void run_barrier_exchange(const char *name, int blocks, int T)
{
    int *seen;
    size_t n = (size_t)blocks * kPhases * T;
    cudaMallocManaged(&seen, n * sizeof(int));
    for (size_t i = 0; i < n; i++) seen[i] = -1;
    barrier_exchange<Barrier><<<blocks, T>>>(seen);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int p = 0; p < kPhases; p++)
            for (int t = 0; t < T; t++) {
                bool waited = t < active_threads(T, p + 1);
                int want = waited ? exchange_value(b, (t + p + 1) % active_threads(T, p), p) : -1;
                int got = seen[(b * kPhases + p) * T + t];
                if (got != want && bad++ < 3)
                    printf("  %s: block %d phase %d thread %d saw %d, expected %d\n", name, b, p, t, got, want);
            }
    if (bad) printf("  %s: %d wrong\n", name, bad);
    CHECK(bad == 0);
    cudaFree(seen);
}

// ---------------------------------------------------------------------------
// 3a. Latches in a block: every thread writes its slot and counts down (even
// threads count_down + wait, odd ones arrive_and_wait), then reads two other
// threads' slots.  Thread 0 checks try_wait is false before its own count
// down, and every thread that try_wait is true after.
template <class Latch>
__global__ void latch_block(int *out, int *flags)
{
    SHARED_OBJECT(Latch, done);
    __shared__ int vals[1024];
    const int t = threadIdx.x, T = blockDim.x, b = blockIdx.x;
    if (t == 0) new (&done) Latch(T);
    __syncthreads();
    vals[t] = t * t + b;
    if (t == 0 && done.try_wait()) atomicAdd(&flags[0], 1);     // cannot be open yet
    if (t % 2 == 0) {
        done.count_down();
        done.wait();
    } else {
        done.arrive_and_wait();
    }
    if (!done.try_wait()) atomicAdd(&flags[1], 1);
    out[b * T + t] = vals[(t + 1) % T] + 3 * vals[(t * 5 + 2) % T];
}

template <class Latch>
static void run_latch_block(const char *name, int blocks, int T)
{
    int *out, *flags;
    cudaMallocManaged(&out, blocks * T * sizeof(int));
    cudaMallocManaged(&flags, 2 * sizeof(int));
    flags[0] = flags[1] = 0;
    latch_block<Latch><<<blocks, T>>>(out, flags);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int t = 0; t < T; t++) {
            int u = (t + 1) % T, v = (t * 5 + 2) % T;
            int want = u * u + b + 3 * (v * v + b);
            if (out[b * T + t] != want && bad++ < 3)
                printf("  %s: block %d thread %d: %d, expected %d\n", name, b, t, out[b * T + t], want);
        }
    if (bad || flags[0] || flags[1])
        printf("  %s: %d wrong, try_wait open early %d, closed after %d\n", name, bad, flags[0], flags[1]);
    CHECK(bad == 0 && flags[0] == 0 && flags[1] == 0);
    cudaFree(out);
    cudaFree(flags);
}

// 3b. Semaphores in a block: at most LIMIT threads at once in a section
// (checked with an atomic counter and atomicMax), every thread entering
// `rounds` times.  The semaphore starts at 0 and thread 0 opens it with
// release(LIMIT).  A binary semaphore also guards a plain (non-atomic)
// counter.  Afterwards exactly LIMIT try_acquire calls succeed, and
// try_acquire_for on the emptied semaphore times out.
template <class Sem, int LIMIT>
__global__ void semaphore_block(int *out, int rounds)
{
    SHARED_OBJECT(Sem, sem);
    __shared__ int inside, most, entries, plain;
    const int t = threadIdx.x;
    if (t == 0) {
        new (&sem) Sem(0);
        inside = most = entries = plain = 0;
    }
    __syncthreads();
    if (t == 0) sem.release(LIMIT);
    for (int r = 0; r < rounds; r++) {
        sem.acquire();
        int now = atomicAdd(&inside, 1) + 1;
        atomicMax(&most, now);
        atomicAdd(&entries, 1);
        if (LIMIT == 1) plain = plain + 1;
        __nanosleep(100 + 50 * (t % 4));                    // stay a while: let others try to enter
        atomicSub(&inside, 1);
        sem.release();
    }
    __syncthreads();
    if (t == 0) {
        int got = 0;
        for (int i = 0; i < LIMIT + 1; i++) got += sem.try_acquire();
        bool timed = sem.try_acquire_for(cuda::std::chrono::microseconds(20)); // false after 20 us
        out[blockIdx.x * 5 + 0] = most;
        out[blockIdx.x * 5 + 1] = entries;
        out[blockIdx.x * 5 + 2] = plain;
        out[blockIdx.x * 5 + 3] = got;
        out[blockIdx.x * 5 + 4] = timed;
    }
}

template <class Sem, int LIMIT>
static void run_semaphore_block(const char *name, int blocks, int T, int rounds)
{
    int *out;
    cudaMallocManaged(&out, blocks * 5 * sizeof(int));
    semaphore_block<Sem, LIMIT><<<blocks, T>>>(out, rounds);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    bool ok = true;
    for (int b = 0; b < blocks; b++) {
        const int *o = out + b * 5;
        bool good = o[0] >= 1 && o[0] <= LIMIT && o[1] == T * rounds && (LIMIT != 1 || o[2] == T * rounds) &&
                    o[3] == LIMIT && o[4] == 0;
        if (!good)
            printf("  %s block %d: most inside %d (limit %d), entries %d, plain %d, try_acquire %d, timed %d\n",
                   name, b, o[0], LIMIT, o[1], o[2], o[3], o[4]);
        ok &= good;
    }
    CHECK(ok);
    cudaFree(out);
}

// ---------------------------------------------------------------------------
// 3c. Across blocks, without ever waiting for a block that may not have
// started: a device-scope counting semaphore lets at most kSlots blocks at
// once into a section (each block's thread 0 acquires, the block works,
// thread 0 releases); a device-scope binary semaphore is a mutex around a
// plain read-modify-write, taken by thread 0 of every block and by every
// thread of the grid; a device-scope latch is counted down by every thread
// and opened by a later launch; try_acquire on a (system-scope)
// cuda::std::counting_semaphore hands out exactly kTickets.
constexpr int kSlots = 3, kTickets = 5, kGrid = 12, kBlock = 64;

__device__ cuda::counting_semaphore<cuda::thread_scope_device, kSlots> dev_slots{kSlots};
__device__ cuda::binary_semaphore<cuda::thread_scope_device> dev_mutex{1};
__device__ cuda::std::counting_semaphore<kTickets> dev_tickets{kTickets};
__device__ cuda::latch<cuda::thread_scope_device> dev_latch{kGrid * kBlock + 1};
__device__ int dev_inside, dev_most, dev_block_total, dev_thread_total, dev_tickets_won;
__device__ int dev_latch_early;

__global__ void device_scope(int *work, bool every_thread)
{
    const int t = threadIdx.x, b = blockIdx.x;
    __shared__ int entered;
    if (t == 0) {
        dev_slots.acquire();
        int now = atomicAdd(&dev_inside, 1) + 1;
        atomicMax(&dev_most, now);
        entered = now;
    }
    __syncthreads();
    work[b * blockDim.x + t] = entered > 0 ? b + t : -1;   // the block's work inside the section
    __nanosleep(200);
    __syncthreads();
    if (t == 0) {
        dev_mutex.acquire();
        dev_block_total = dev_block_total + b + 1;
        dev_mutex.release();
        atomicSub(&dev_inside, 1);
        dev_slots.release();
    }
    // Every thread of the grid through the mutex (threads of one block
    // contend too: a spin within the block).
    if (every_thread) {
        dev_mutex.acquire();
        dev_thread_total = dev_thread_total + 1;
        dev_mutex.release();
    }
    if (dev_tickets.try_acquire()) atomicAdd(&dev_tickets_won, 1);
    dev_latch.count_down();
    if (dev_latch.try_wait()) atomicAdd(&dev_latch_early, 1);     // needs the +1 of the next launch
}

__global__ void device_scope_finish(int *out)
{
    if (threadIdx.x == 0) {
        out[0] = dev_latch.try_wait();                      // still closed
        dev_latch.count_down();
    }
    __syncthreads();
    dev_latch.wait();                                       // open now: returns at once
    if (!dev_latch.try_wait()) atomicAdd(&out[1], 1);
    if (threadIdx.x == 0) {
        out[2] = dev_tickets.try_acquire();                 // all handed out
        out[3] = dev_tickets.try_acquire_for(cuda::std::chrono::microseconds(20));
        out[4] = dev_slots.try_acquire() + dev_slots.try_acquire() + dev_slots.try_acquire() + dev_slots.try_acquire();
        out[5] = dev_mutex.try_acquire();
        out[6] = dev_mutex.try_acquire();
    }
}

// 3d. A system-scope cuda::std::latch built by the host in managed memory,
// counted down by the device and waited on by the host.
__global__ void count_down_system(cuda::std::latch *l)
{
    l->count_down(blockIdx.x % 2 + 1);
}

// ---------------------------------------------------------------------------
static float *g_in; // kSumBlocks * kPerBlock integer-valued floats
constexpr int kSumBlocks = 4;

static void part_pipeline_block()
{
    run_pipeline_block_sum<3, false>(g_in, kSumBlocks, 128);
    run_pipeline_block_sum<2, true>(g_in, 3, 256);
    run_pipeline_block_sum<4, false>(g_in, 2, 64);
}

static void part_pipeline_thread()
{
    const int blocks = 3, T = 96, chunks = 40, n = blocks * T;
    uint4 *src;
    unsigned *out;
    cudaMallocManaged(&src, (size_t)chunks * n * sizeof(uint4));
    cudaMallocManaged(&out, n * sizeof(unsigned));
    for (int i = 0; i < chunks * n; i++) src[i] = make_uint4(i, i * 3 + 1, i ^ 0x5a5a, 7 * i + 2);
    for (int variant = 0; variant < 4; variant++) {
        for (int i = 0; i < n; i++) out[i] = 0;
        bool wait_prior = variant % 2 == 0;
        if (variant < 2)
            pipeline_thread<3><<<blocks, T, 3 * T * sizeof(uint4)>>>(src, out, chunks, wait_prior);
        else
            pipeline_thread<2><<<blocks, T, 2 * T * sizeof(uint4)>>>(src, out, chunks, wait_prior);
        CHECK(cudaDeviceSynchronize() == cudaSuccess);
        int bad = 0;
        for (int g = 0; g < n; g++) {
            unsigned acc = 7;
            for (int i = 0; i < chunks; i++) acc = fold(acc, src[i * n + g]);
            if (out[g] != acc && bad++ < 3)
                printf("  per-thread pipeline variant %d thread %d: %08x, expected %08x\n", variant, g, out[g], acc);
        }
        CHECK(bad == 0);
    }
    // Per-thread copies completing on a barrier: src as `rounds` rows of
    // blocks * T chunks.
    const int rounds = chunks;
    for (int i = 0; i < n; i++) out[i] = 0;
    pipeline_commit_to_barrier<<<blocks, T, T * sizeof(uint4)>>>(src, out, rounds);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int t = 0; t < T; t++) {
            unsigned acc = 1;
            for (int r = 0; r < rounds; r++) acc = fold(acc, src[((size_t)r * blocks + b) * T + (t + r + 1) % T]);
            if (out[b * T + t] != acc && bad++ < 3)
                printf("  pipeline_producer_commit block %d thread %d: %08x, expected %08x\n", b, t, out[b * T + t], acc);
        }
    CHECK(bad == 0);
    cudaFree(src);
    cudaFree(out);
}

template <int STAGES, bool BY_COUNT>
static void run_pipeline_partitioned(int blocks, int T, int ntiles)
{
    const int nc = T - kProducers;
    float *partial;
    cudaMallocManaged(&partial, blocks * nc * sizeof(float));
    pipeline_partitioned<STAGES, BY_COUNT><<<blocks, T, STAGES * kTile * sizeof(float)>>>(g_in, partial, ntiles);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int c = 0; c < nc; c++) {
            double s = 0;
            for (int i = 0; i < ntiles; i++)
                for (int k = c; k < kTile; k += nc)
                    s += g_in[(size_t)(b * ntiles + i) * kTile + k] * (1 + (i & 3));
            if (partial[b * nc + c] != (float)s && bad++ < 3)
                printf("  partitioned pipeline (%d stages%s) block %d consumer %d: %g, expected %g\n", STAGES,
                       BY_COUNT ? ", by count" : "", b, c, partial[b * nc + c], s);
        }
    CHECK(bad == 0);
    cudaFree(partial);
}

static void part_pipeline_partitioned()
{
    run_pipeline_partitioned<2, false>(3, 128, 64);
    run_pipeline_partitioned<3, false>(2, 96, 40);
    run_pipeline_partitioned<2, true>(2, 160, 48);
}

static void part_barrier_completion()
{
    const int blocks = 4, T = 160;
    int *seen, *results, *phases, *work;
    cudaMallocManaged(&seen, blocks * kPhases * T * sizeof(int));
    cudaMallocManaged(&results, blocks * kPhases * sizeof(int));
    cudaMallocManaged(&phases, blocks * sizeof(int));
    cudaMallocManaged(&work, blocks * T * sizeof(int));
    for (int i = 0; i < blocks * kPhases * T; i++) seen[i] = -1;
    barrier_completion<<<blocks, T>>>(seen, results, phases, work);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int bad = 0;
    for (int b = 0; b < blocks; b++) {
        int want[kPhases] = {};
        for (int t = 0; t < T; t++)
            for (int p = 0; p < kPhases; p++) {
                want[p] += phase_value(b, t, p);
                if (p == drop_phase(b, t)) break;
            }
        if (phases[b] != kPhases && bad++ < 3) printf("  completion ran %d times in block %d\n", phases[b], b);
        for (int p = 0; p < kPhases; p++)
            if (results[b * kPhases + p] != want[p] && bad++ < 3)
                printf("  block %d phase %d total %d, expected %d\n", b, p, results[b * kPhases + p], want[p]);
        for (int t = 0; t < T; t++) {
            int w = 0;
            for (int p = 0; p < kPhases; p++) {
                bool waited = p < drop_phase(b, t);
                int got = seen[(b * kPhases + p) * T + t];
                if (got != (waited ? want[p] : -1) && bad++ < 3)
                    printf("  block %d phase %d thread %d saw %d, expected %d\n", b, p, t, got, waited ? want[p] : -1);
                if (p == drop_phase(b, t)) break;
                w += (t ^ p) & 7;
            }
            if (work[b * T + t] != w && bad++ < 3)
                printf("  block %d thread %d work %d, expected %d\n", b, t, work[b * T + t], w);
        }
    }
    CHECK(bad == 0);
    cudaFree(seen);
    cudaFree(results);
    cudaFree(phases);
    cudaFree(work);
}

static void part_barrier_block()
{
    run_barrier_exchange<cuda::barrier<cuda::thread_scope_block>>("cuda::barrier<block>", 3, 128);
}

static void part_barrier_generic()
{
    run_barrier_exchange<cuda::std::barrier<>>("cuda::std::barrier", 2, 96);
    run_barrier_exchange<cuda::barrier<cuda::thread_scope_device>>("cuda::barrier<device>", 2, 64);
}

static void part_latch_block()
{
    run_latch_block<cuda::std::latch>("cuda::std::latch", 3, 128);
    run_latch_block<cuda::latch<cuda::thread_scope_block>>("cuda::latch<block>", 2, 256);
}

static void part_semaphore_block()
{
    run_semaphore_block<cuda::std::counting_semaphore<4>, 4>("cuda::std::counting_semaphore<4>", 2, 64, 3);
    run_semaphore_block<cuda::counting_semaphore<cuda::thread_scope_block, 3>, 3>("cuda::counting_semaphore<block, 3>",
                                                                                  2, 96, 2);
    run_semaphore_block<cuda::std::binary_semaphore, 1>("cuda::std::binary_semaphore", 2, 64, 2);
    run_semaphore_block<cuda::binary_semaphore<cuda::thread_scope_block>, 1>("cuda::binary_semaphore<block>", 1, 128, 2);
}

static void part_device_scope()
{
    int *work, *out;
    cudaMallocManaged(&work, kGrid * kBlock * sizeof(int));
    cudaMallocManaged(&out, 7 * sizeof(int));
    for (int i = 0; i < 7; i++) out[i] = -1;
    out[1] = 0;
    device_scope<<<kGrid, kBlock>>>(work, true);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    device_scope_finish<<<1, 64>>>(out);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int most = 0, block_total = 0, thread_total = 0, won = 0, early = 0;
    cudaMemcpyFromSymbol(&most, dev_most, sizeof(int));
    cudaMemcpyFromSymbol(&block_total, dev_block_total, sizeof(int));
    cudaMemcpyFromSymbol(&thread_total, dev_thread_total, sizeof(int));
    cudaMemcpyFromSymbol(&won, dev_tickets_won, sizeof(int));
    cudaMemcpyFromSymbol(&early, dev_latch_early, sizeof(int));
    bool ok = most >= 1 && most <= kSlots && block_total == kGrid * (kGrid + 1) / 2 &&
              thread_total == kGrid * kBlock && won == kTickets && early == 0;
    // The latch was closed before the last count_down and open after it,
    // the tickets are gone, all kSlots slots and the mutex are free again.
    ok &= out[0] == 0 && out[1] == 0 && out[2] == 0 && out[3] == 0 && out[4] == kSlots && out[5] == 1 && out[6] == 0;
    if (!ok)
        printf("  device scope: most %d, block total %d, thread total %d, tickets %d, latch early %d, "
               "out %d %d %d %d %d %d %d\n", most, block_total, thread_total, won, early, out[0], out[1], out[2],
               out[3], out[4], out[5], out[6]);
    CHECK(ok);
    bool work_ok = true;
    for (int i = 0; i < kGrid * kBlock; i++) work_ok &= work[i] == i / kBlock + i % kBlock;
    CHECK(work_ok);
    cudaFree(work);
    cudaFree(out);
}

static void part_system_latch()
{
    using latch_t = cuda::std::latch;
    latch_t *l;
    cudaMallocManaged(&l, sizeof *l);
    new (l) latch_t(15);                                    // 10 blocks count down 1, 2, 1, 2, ...
    CHECK(!l->try_wait());
    count_down_system<<<10, 1>>>(l);
    l->wait();
    CHECK(l->try_wait());
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    l->~latch_t();
    cudaFree(l);
}

// An argument runs only the parts whose names contain it.
static const struct {
    const char *name;
    void (*run)();
} parts[] = {
    {"pipeline_block", part_pipeline_block},
    {"pipeline_thread", part_pipeline_thread},
    {"pipeline_partitioned", part_pipeline_partitioned},
    {"barrier_completion", part_barrier_completion},
    {"barrier_block", part_barrier_block},
    {"barrier_generic", part_barrier_generic},
    {"latch_block", part_latch_block},
    {"semaphore_block", part_semaphore_block},
    {"device_scope", part_device_scope},
    {"system_latch", part_system_latch},
};

int main(int argc, char **argv)
{
    cudaMallocManaged(&g_in, (size_t)kSumBlocks * kPerBlock * sizeof(float));
    for (int i = 0; i < kSumBlocks * kPerBlock; i++) g_in[i] = value_at(i);
    for (const auto &part : parts) {
        if (argc > 1 && !strstr(part.name, argv[1]))
            continue;
        int before = failures;
        part.run();
        if (failures != before) printf("  in part %s\n", part.name);
    }
    cudaFree(g_in);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
