/* Support for kernels with block barriers (lower/cpu/barriers.c). */
#include "runtime.h"

#include <stdio.h>
#include <string.h>

enum { BARRIER_IDS = 16 };

/* bar.sync id, count: count threads release barrier id; more waiting than
 * that stay for its next use (the first ones by thread id go, as warps
 * arriving first would). waits_at[t] = -1 keeps thread t where it is. */
static bool release(int32_t *waits_at, const int32_t *stops_at, uint32_t n, const uint32_t *groups,
                    unsigned id, uint32_t need)
{
    uint32_t let = 0;
    for (uint32_t t = 0; t < n; t++) {
        int32_t b = stops_at[t];
        if (b <= 0 || !(groups[b] & FERRY_BARRIER_POINT) || ((groups[b] >> 16) & 15) != id)
            continue;
        if (let < need)
            let++;
        else
            waits_at[t] = -1;
    }
    return let > 0;
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

/* Moves the block to its next step: where each thread stopped is where it
 * now waits. Bit b of the result is set when some thread waits at sync
 * point b (threads that returned hold 0) and may go on; bit 0 when every
 * thread waits at the same point, so that its region may run without
 * checking. A block barrier's threads go on only once it completes. */
FERRY_API uint64_t __ferry_barrier_step(int32_t *waits_at, const int32_t *stops_at, uint32_t nthreads,
                                        const uint32_t *groups, const char *kernel)
{
    uint64_t mask = 0;
    uint32_t waiting[BARRIER_IDS] = {0}, alive = 0;
    int32_t first = stops_at[0];
    bool same = first != 0;
    for (uint32_t t = 0; t < nthreads; t++) {
        int32_t b = stops_at[t];
        mask |= (uint64_t)(b != 0) << (b & 63);
        same &= b == first;
        if (b != 0) {
            alive++;
            if (groups[b] & FERRY_BARRIER_POINT)
                waiting[(groups[b] >> 16) & 15]++;
        }
    }
    memcpy(waits_at, stops_at, nthreads * sizeof *waits_at);
    for (unsigned b = 1; b < 64; b++) {
        if (!(mask >> b & 1) || !(groups[b] & FERRY_BARRIER_POINT))
            continue;
        unsigned id = (groups[b] >> 16) & 15;
        uint32_t count = groups[b] & 0xffff, need = count ? count : alive;
        if (waiting[id] < need) {
            mask &= ~(1ull << b);
            same = false;
        } else if (count && waiting[id] > count && waiting[id] != UINT32_MAX) {
            same &= waiting[id] % count == 0;
            release(waits_at, stops_at, nthreads, groups, id, waiting[id] / count * count);
            waiting[id] = UINT32_MAX; /* once per id */
        }
    }
    if (alive && (mask >> 1) == 0)
        deadlock(kernel);
    return mask | (uint64_t)same;
}
