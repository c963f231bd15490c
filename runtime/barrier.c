/* Support for kernels with sync points (lower/cpu/barriers.c): which
 * threads go on after every thread has stopped somewhere. */
#include "runtime.h"

#include <stdio.h>
#include <string.h>

enum { BARRIER_IDS = 16 };

static bool is_barrier(uint32_t p) { return (p & FERRY_POINT_BARRIER) != 0; }
static unsigned barrier_id(uint32_t p) { return (p >> 16) & (BARRIER_IDS - 1); }

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

static void deadlock(const char *kernel)
{
    const ferry_block_ctx *ctx = ferry_current_block();
    fprintf(stderr, "ferry: kernel %s, block [%u,%u,%u]: its threads wait at barriers that cannot "
                    "complete (a GPU would hang here)\n", kernel ? kernel : "?",
            ctx ? ctx->block_idx[0] : 0, ctx ? ctx->block_idx[1] : 0, ctx ? ctx->block_idx[2] : 0);
    ferry_set_sticky(cudaErrorLaunchFailure);
    if (ctx)
        ferry_abandon_grid();
}

/* Clears the barriers in run[] whose barrier cannot complete yet; false if
 * some thread waiting at a point in run[] must stay behind. */
static bool complete_barriers(int32_t *waits_at, const int32_t *stops_at, uint32_t n, const uint32_t *points,
                              uint32_t npoints, uint8_t *run, const uint32_t *waiting, uint32_t alive)
{
    bool all_go = true, done[BARRIER_IDS] = {false};
    for (uint32_t b = 1; b <= npoints; b++) {
        if (!run[b] || !is_barrier(points[b]))
            continue;
        unsigned id = barrier_id(points[b]);
        uint32_t count = points[b] & 0xffff, need = count ? count : alive;
        if (waiting[id] < need) {
            run[b] = 0;
            all_go = false;
        } else if (count && waiting[id] % count && !done[id]) {
            hold_back(waits_at, stops_at, n, points, id, waiting[id] / count * count);
            all_go = false;
        }
        done[id] = true;
    }
    return all_go;
}

/* Keeps only the first point in run[] whose kind has bit `kind`; true if
 * there was one. */
static bool first_of_kind(uint8_t *run, const uint32_t *points, uint32_t npoints, uint32_t kind)
{
    uint32_t first = 0;
    for (uint32_t b = 1; b <= npoints && !first; b++)
        if (run[b] && (points[b] & kind))
            first = b;
    if (!first)
        return false;
    memset(run, 0, npoints + 1);
    run[first] = 1;
    return true;
}

FERRY_API int32_t __ferry_barrier_step(int32_t *waits_at, const int32_t *stops_at, uint32_t nthreads,
                                       const uint32_t *points, uint32_t npoints, uint8_t *run,
                                       const char *kernel)
{
    uint32_t waiting[BARRIER_IDS] = {0}, alive = 0;
    int32_t first = stops_at[0];
    bool same = first > 0;
    memset(run, 0, npoints + 1);
    for (uint32_t t = 0; t < nthreads; t++) {
        int32_t b = stops_at[t];
        same &= b == first;
        if (b <= 0 || (uint32_t)b > npoints)
            continue;
        run[b] = 1;
        alive++;
        if (is_barrier(points[b]))
            waiting[barrier_id(points[b])]++;
    }
    memcpy(waits_at, stops_at, nthreads * sizeof *waits_at);
    if (alive == 0)
        return -1;
    same &= complete_barriers(waits_at, stops_at, nthreads, points, npoints, run, waiting, alive);
    if (same && run[first])
        return first;
    if (first_of_kind(run, points, npoints, FERRY_POINT_LOOP)
        || first_of_kind(run, points, npoints, FERRY_POINT_WARP))
        return 0;
    for (uint32_t b = 1; b <= npoints; b++)
        if (run[b])
            return 0;
    deadlock(kernel);
    return -1;
}
