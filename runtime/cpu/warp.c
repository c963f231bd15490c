/* Warp-level operations for kernels lowered by lower/cpu/barriers.c: every
 * thread of the block has stopped at the operation, its operands stored per
 * thread; here each warp's lanes exchange them. A lane takes part when it
 * waits at this point (every lane when waits_at is NULL); lanes that
 * exited or wait elsewhere do not, and a
 * shuffle from such a lane returns the caller's own value (CUDA leaves it
 * undefined). Warps are 32 consecutive linear thread ids, as in CUDA. */
#include "runtime.h"

typedef struct warp {
    uint32_t base, size;    /* first thread, lanes present (last warp may be short) */
    uint32_t active;        /* lanes waiting at this point */
} warp;

static warp warp_of(uint32_t t, const int32_t *waits_at, int32_t point, uint32_t n)
{
    warp w = {.base = t & ~31u};
    w.size = n - w.base < 32 ? n - w.base : 32;
    for (uint32_t l = 0; l < w.size; l++)
        w.active |= (uint32_t)(!waits_at || waits_at[w.base + l] == point) << l;
    return w;
}

/* PTX shfl.sync: c packs the segment mask (bits 8-12) and clamp (0-4). */
static uint64_t shuffle(uint32_t op, const warp *w, uint32_t lane, const uint64_t *val,
                        uint32_t bv, uint32_t cv)
{
    uint32_t seg = (cv >> 8) & 31, clamp = cv & 31, b = bv & 31;
    uint32_t max = (lane & seg) | (clamp & ~seg), min = lane & seg;
    int32_t j;
    bool ok;
    switch (op) {
    case FERRY_SHFL_UP: j = (int32_t)lane - (int32_t)b; ok = j >= (int32_t)max; break;
    case FERRY_SHFL_DOWN: j = (int32_t)(lane + b); ok = j <= (int32_t)max; break;
    case FERRY_SHFL_BFLY: j = (int32_t)(lane ^ b); ok = j <= (int32_t)max; break;
    default: j = (int32_t)(min | (b & ~seg)); ok = j <= (int32_t)max; break;
    }
    if (!ok || (uint32_t)j >= w->size || !(w->active >> j & 1))
        j = (int32_t)lane;
    return val[w->base + (uint32_t)j];
}

static uint32_t ballot(const warp *w, uint32_t mask, const uint64_t *pred)
{
    uint32_t bits = 0;
    for (uint32_t l = 0; l < w->size; l++)
        bits |= (uint32_t)((w->active & mask) >> l & 1 && pred[w->base + l] != 0) << l;
    return bits;
}

static uint32_t same_value(const warp *w, uint32_t mask, const uint64_t *val, uint64_t v)
{
    uint32_t bits = 0;
    for (uint32_t l = 0; l < w->size; l++)
        bits |= (uint32_t)((w->active & mask) >> l & 1 && val[w->base + l] == v) << l;
    return bits;
}

static uint64_t redux(uint32_t op, const warp *w, uint32_t mask, const uint64_t *val)
{
    uint32_t acc = op == FERRY_REDUX_AND ? ~0u : op == FERRY_REDUX_UMIN ? ~0u
                 : op == FERRY_REDUX_MIN ? 0x7fffffffu : op == FERRY_REDUX_MAX ? 0x80000000u : 0;
    for (uint32_t l = 0; l < w->size; l++) {
        if (!((w->active & mask) >> l & 1))
            continue;
        uint32_t v = (uint32_t)val[w->base + l];
        switch (op) {
        case FERRY_REDUX_ADD: acc += v; break;
        case FERRY_REDUX_MIN: acc = (int32_t)v < (int32_t)acc ? v : acc; break;
        case FERRY_REDUX_MAX: acc = (int32_t)v > (int32_t)acc ? v : acc; break;
        case FERRY_REDUX_UMIN: acc = v < acc ? v : acc; break;
        case FERRY_REDUX_UMAX: acc = v > acc ? v : acc; break;
        case FERRY_REDUX_AND: acc &= v; break;
        case FERRY_REDUX_OR: acc |= v; break;
        default: acc ^= v; break;
        }
    }
    return acc;
}

static uint64_t warp_op(uint32_t op, const warp *w, uint32_t lane, const uint64_t *a,
                        const uint64_t *b, const uint64_t *c, const uint64_t *d)
{
    uint32_t t = w->base + lane;
    switch (op) {
    case FERRY_SHFL_IDX: case FERRY_SHFL_UP: case FERRY_SHFL_DOWN: case FERRY_SHFL_BFLY:
        return shuffle(op, w, lane, b, (uint32_t)c[t], (uint32_t)d[t]);
    case FERRY_VOTE_BALLOT:
        return ballot(w, (uint32_t)a[t], b);
    case FERRY_VOTE_ANY:
        return ballot(w, (uint32_t)a[t], b) != 0;
    case FERRY_VOTE_ALL:
        return ballot(w, (uint32_t)a[t], b) == (w->active & (uint32_t)a[t]);
    case FERRY_VOTE_UNI: {
        uint32_t on = ballot(w, (uint32_t)a[t], b);
        return on == 0 || on == (w->active & (uint32_t)a[t]);
    }
    case FERRY_MATCH_ANY:
        return same_value(w, (uint32_t)a[t], b, b[t]);
    case FERRY_MATCH_ALL: {
        uint32_t m = (uint32_t)a[t] & w->active;
        bool all = same_value(w, m, b, b[t]) == m;
        return all ? (uint64_t)m | (1ull << 32) : 0;
    }
    default: /* redux.sync: the value comes first, then the mask */
        return redux(op, w, (uint32_t)b[t], a);
    }
}

/* __syncthreads_count/and/or over the threads waiting at this barrier. */
static void block_reduce(uint32_t op, const int32_t *waits_at, int32_t point, uint32_t n,
                         const uint64_t *pred, uint64_t *res)
{
    uint32_t count = 0, waiting = 0;
    for (uint32_t t = 0; t < n; t++)
        if (!waits_at || waits_at[t] == point) {
            waiting++;
            count += (uint32_t)pred[t] != 0;
        }
    uint64_t r = op == FERRY_BAR_POPC ? count : op == FERRY_BAR_AND ? count == waiting : count != 0;
    for (uint32_t t = 0; t < n; t++)
        if (!waits_at || waits_at[t] == point)
            res[t] = r;
}

FERRY_API void __ferry_sync_exchange(uint32_t op, const int32_t *waits_at, int32_t point, uint32_t n,
                                     const uint64_t *a, const uint64_t *b, const uint64_t *c,
                                     const uint64_t *d, uint64_t *res)
{
    if (op == FERRY_GRID_SYNC) {
        ferry_grid_sync();
        return;
    }
    if (op >= FERRY_BAR_POPC) {
        block_reduce(op, waits_at, point, n, a, res);
        return;
    }
    if (op == FERRY_SYNCWARP)
        return;
    for (uint32_t base = 0; base < n; base += 32) {
        warp w = warp_of(base, waits_at, point, n);
        for (uint32_t l = 0; l < w.size; l++)
            if (w.active >> l & 1)
                res[base + l] = warp_op(op, &w, l, a, b, c, d);
    }
}
