/* Support for kernels with sync points (lower/cpu/barriers.c): which
 * threads go on after every thread has stopped somewhere. */
#include "runtime.h"

#include <stdio.h>
#include <string.h>

enum { BARRIER_IDS = FERRY_BARRIER_IDS };

/* The points threads wait at in this step, ascending; at most one per
 * thread, and a block has at most FERRY_MAX_THREADS_PER_BLOCK threads. */
typedef struct present {
    uint32_t n, b[FERRY_MAX_THREADS_PER_BLOCK];
} present;

static bool is_barrier(uint32_t p) { return (p & FERRY_POINT_BARRIER) != 0; }
static bool is_arrive(uint32_t p) { return (p & FERRY_POINT_ARRIVE) != 0; }
static bool is_yield(uint32_t p) { return (p & FERRY_POINT_YIELD) != 0; }
static unsigned barrier_id(uint32_t p) { return (p >> 16) & (BARRIER_IDS - 1); }
static uint32_t thread_count(uint32_t p) { return p & 0xffff; }

/* bar.sync id, count: count threads release barrier id; more waiting than
 * that stay for its next use (the first ones by thread id go, as warps
 * arriving first would). waits_at[t] = -1 keeps thread t where it is. */
static void hold_back(int32_t *waits_at, const int32_t *stops_at, uint32_t n, const uint32_t *points,
                      unsigned id, uint32_t let_go)
{
    uint32_t let = 0;
    for (uint32_t t = 0; t < n; t++) {
        int32_t b = stops_at[t];
        if (b <= 0 || !is_barrier(points[b]) || barrier_id(points[b]) != id)
            continue;
        if (let < let_go)
            let++;
        else
            waits_at[t] = -1;
    }
}

static void deadlock(const char *kernel, const char *why)
{
    const ferry_block_ctx *ctx = ferry_current_block();
    fprintf(stderr, "ferry: kernel %s, block [%u,%u,%u]: %s (a GPU would hang here)\n", kernel ? kernel : "?",
            ctx ? ctx->block_idx[0] : 0, ctx ? ctx->block_idx[1] : 0, ctx ? ctx->block_idx[2] : 0, why);
    ferry_set_sticky(cudaErrorLaunchFailure);
    if (ctx)
        ferry_abandon_grid();
}

/* How many of the w threads waiting at barrier id go on, given the
 * arrivals p of bar.arrive before this step (*pending) and a of this step;
 * *pending becomes the arrivals left for the barrier's next use.
 *
 * The order in which this step's threads arrived is ours to choose, and a
 * thread held back can be taken to have not arrived yet; only arrivals
 * cannot be taken back. So the barrier completes once, with the earlier
 * arrivals (fewer than count: what whole uses of the barrier left), as
 * many waiting threads as fit and this step's arrivals for the rest; the
 * remaining arrivals complete whole uses of their own, with nobody waiting,
 * and what they leave waits for the next use. One use per step, since
 * bar.red reduces over the threads of one use; the threads held back get
 * theirs in the next step. With count 0 (every thread that has not
 * returned) uses cannot be told apart: the barrier completes for all
 * waiting threads and takes every arrival. */
static uint32_t settle(uint32_t count, uint32_t alive, uint32_t w, uint32_t a, uint32_t *pending)
{
    uint32_t p = *pending;
    if (count == 0) {
        bool done = w && w + p + a >= alive;
        *pending = done ? 0 : p + a;
        return done ? w : 0;
    }
    p %= count; /* after a bar.arrive with another count at this id, which no correct kernel does */
    if (p + a + w < count) {
        *pending = p + a;
        return 0;
    }
    uint32_t let = w < count - p ? w : count - p;
    *pending = (a - (count - p - let)) % count;
    return let;
}

/* Decides every barrier with a point in run[]: takes this step's arrivals
 * (whose points always go on), clears the points of barriers that cannot
 * complete and holds back the threads a barrier does not let go. False if
 * some thread waiting at a point in run[] must stay behind. */
static bool complete_barriers(int32_t *waits_at, const int32_t *stops_at, uint32_t n, const uint32_t *points,
                              const present *at, uint8_t *run, const uint32_t *waiting,
                              const uint32_t *arriving, uint32_t *pending, uint32_t alive)
{
    /* the count of each barrier: that of its first bar.sync in run[], else
     * that of its first bar.arrive */
    uint32_t count[BARRIER_IDS] = {0}, let[BARRIER_IDS] = {0};
    bool seen[BARRIER_IDS] = {false}, synced[BARRIER_IDS] = {false};
    for (uint32_t k = 0; k < at->n; k++) {
        uint32_t b = at->b[k];
        if (!run[b] || !(is_barrier(points[b]) || is_arrive(points[b])))
            continue;
        unsigned id = barrier_id(points[b]);
        if (!seen[id] || (!synced[id] && is_barrier(points[b])))
            count[id] = thread_count(points[b]);
        seen[id] = true;
        synced[id] |= is_barrier(points[b]);
    }
    for (unsigned id = 0; id < BARRIER_IDS; id++)
        if (seen[id])
            let[id] = settle(count[id], alive, waiting[id], arriving[id], &pending[id]);
    bool all_go = true, done[BARRIER_IDS] = {false};
    for (uint32_t k = 0; k < at->n; k++) {
        uint32_t b = at->b[k];
        if (!run[b] || !is_barrier(points[b]))
            continue;
        unsigned id = barrier_id(points[b]);
        if (let[id] == 0) {
            run[b] = 0;
            all_go = false;
        } else if (let[id] < waiting[id]) {
            if (!done[id])
                hold_back(waits_at, stops_at, n, points, id, let[id]);
            all_go = false;
        }
        done[id] = true;
    }
    return all_go;
}

static bool any_of_kind(const uint8_t *run, const uint32_t *points, const present *at, uint32_t kind)
{
    for (uint32_t k = 0; k < at->n; k++)
        if (run[at->b[k]] && (points[at->b[k]] & kind))
            return true;
    return false;
}

static void clear_run(uint8_t *run, const present *at)
{
    for (uint32_t k = 0; k < at->n; k++)
        run[at->b[k]] = 0;
}

/* Keeps only the deepest loop point in run[], the first in program order
 * among equals; true if there was one. Threads inside an inner loop run in
 * steps finish it before the others start the next iteration of a loop
 * around it: the block entry counts the iterations of each such loop once
 * per block, for all the threads in it. */
static bool deepest_loop(uint8_t *run, const uint32_t *points, const present *at)
{
    uint32_t first = 0;
    for (uint32_t k = 0; k < at->n; k++) {
        uint32_t b = at->b[k];
        if (run[b] && (points[b] & FERRY_POINT_LOOP)
            && (!first || (points[b] & FERRY_POINT_DEPTH) > (points[first] & FERRY_POINT_DEPTH)))
            first = b;
    }
    if (!first)
        return false;
    clear_run(run, at);
    run[first] = 1;
    return true;
}

/* Lanes at warp points (warp operations, implicit warp syncs) go on a warp
 * at a time: in each warp, those at its first such point in program
 * order, so that lanes behind catch up with the others before these go
 * on; warps do not wait for each other, as on a GPU. False if no thread
 * waits at a warp point. */
static bool warps_go(int32_t *waits_at, const int32_t *stops_at, uint32_t n, const uint32_t *points,
                     const present *at, uint8_t *run)
{
    bool any = false;
    clear_run(run, at);
    for (uint32_t w = 0; w < n; w += 32) {
        uint32_t end = n - w < 32 ? n : w + 32;
        int32_t first = 0;
        for (uint32_t t = w; t < end; t++) {
            int32_t b = stops_at[t];
            if (b > 0 && (points[b] & FERRY_POINT_WARP) && (!first || b < first))
                first = b;
        }
        for (uint32_t t = w; first && t < end; t++)
            if (stops_at[t] != first)
                waits_at[t] = -1;
        if (first)
            run[first] = 1;
        any |= first != 0;
    }
    return any;
}

/* Whether one warp or yield point goes on in this step while every other
 * thread waits at a barrier (run[0], see __ferry_barrier_step): then, as
 * long as all of its threads stop at one such point each time, the next
 * step would let just them go on again, and the block entry skips those
 * steps. */
static bool lone_point(const int32_t *stops_at, uint32_t n, const uint32_t *points, const present *at,
                       const uint8_t *run)
{
    int32_t go = 0;
    for (uint32_t k = 0; k < at->n; k++) {
        if (!run[at->b[k]])
            continue;
        uint32_t kind = points[at->b[k]];
        if (go || (kind != FERRY_POINT_WARP && kind != FERRY_POINT_YIELD))
            return false;
        go = (int32_t)at->b[k];
    }
    for (uint32_t t = 0; t < n; t++) {
        int32_t b = stops_at[t];
        if (b > 0 && b != go && !is_barrier(points[b]))
            return false;
    }
    return go != 0;
}

static bool any_set(const uint8_t *run, const present *at)
{
    for (uint32_t k = 0; k < at->n; k++)
        if (run[at->b[k]])
            return true;
    return false;
}

/* Whether some point in run[] is not a yield point; if so, the threads at
 * yield points wait: a spinning thread goes on only when nothing else can,
 * so that the thread it waits for runs first. */
static bool others_go_on(uint8_t *run, const uint32_t *points, const present *at)
{
    bool others = false;
    for (uint32_t k = 0; k < at->n; k++)
        others |= run[at->b[k]] && !is_yield(points[at->b[k]]);
    for (uint32_t k = 0; others && k < at->n; k++)
        if (is_yield(points[at->b[k]]))
            run[at->b[k]] = 0;
    return others;
}

/* A step in which only threads at yield points go on. So many in a row
 * mean that every thread spins waiting for another spinning one: the block
 * is deadlocked. (A thread going from one yield point to another is no
 * sign of progress: a spin loop may hold two, its test and its backoff.)
 * False then, with the launch failed. */
static bool yield_step(uint32_t *streak, const char *kernel)
{
    if (++*streak < FERRY_YIELD_LIMIT)
        return true;
    deadlock(kernel, "its threads spin-wait (nanosleep, mbarrier waits) for each other and none can "
                     "go on");
    return false;
}

/* The points some thread waits at, in program order (ascending), so that
 * a step costs the block's threads and the few points in use, not every
 * point of the kernel (CUB's kernels have hundreds). */
static void note_present(present *at, uint8_t *run, uint32_t b)
{
    if (run[b])
        return;
    run[b] = 1;
    uint32_t k = at->n++;
    for (; k > 0 && at->b[k - 1] > b; k--)
        at->b[k] = at->b[k - 1];
    at->b[k] = b;
}

FERRY_API int32_t __ferry_barrier_step(int32_t *waits_at, const int32_t *stops_at, uint32_t nthreads,
                                       const uint32_t *points, uint32_t npoints, uint8_t *run,
                                       uint32_t *arrived, const char *kernel)
{
    uint32_t waiting[BARRIER_IDS] = {0}, arriving[BARRIER_IDS] = {0}, none[FERRY_BLOCK_WORDS] = {0}, alive = 0;
    uint32_t *streak = arrived ? &arrived[FERRY_YIELD_STREAK] : &none[FERRY_YIELD_STREAK];
    int32_t first = stops_at[0];
    bool same = first > 0;
    present at;
    at.n = 0; /* b[] is filled as points are found: 4 KiB not to clear each step */
    memset(run, 0, npoints + 1);
    for (uint32_t t = 0; t < nthreads; t++) {
        int32_t b = stops_at[t];
        same &= b == first;
        if (b <= 0 || (uint32_t)b > npoints)
            continue;
        note_present(&at, run, (uint32_t)b);
        alive++;
        if (is_barrier(points[b]))
            waiting[barrier_id(points[b])]++;
        else if (is_arrive(points[b]))
            arriving[barrier_id(points[b])]++;
    }
    memcpy(waits_at, stops_at, nthreads * sizeof *waits_at);
    if (alive == 0)
        return -1;
    if (same && !is_barrier(points[first]) && !is_arrive(points[first]) && !is_yield(points[first])) {
        *streak = 0;
        return first;
    }
    /* Before any barrier: a thread at a bar.arrive that does not go on in
     * this step must not have arrived yet. */
    if (deepest_loop(run, points, &at)
        || (any_of_kind(run, points, &at, FERRY_POINT_WARP)
            && warps_go(waits_at, stops_at, nthreads, points, &at, run))) {
        run[0] = lone_point(stops_at, nthreads, points, &at, run);
        *streak = 0;
        return 0;
    }
    same &= complete_barriers(waits_at, stops_at, nthreads, points, &at, run, waiting, arriving,
                              arrived ? arrived : none, alive);
    if (others_go_on(run, points, &at)) {
        *streak = 0;
        return same && run[first] ? first : 0;
    }
    if (!any_set(run, &at)) {
        deadlock(kernel, "its threads wait at barriers that cannot complete");
        return -1;
    }
    if (!yield_step(streak, kernel))
        return -1;
    if (same)
        return first;
    run[0] = lone_point(stops_at, nthreads, points, &at, run);
    return 0;
}
