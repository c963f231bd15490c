/* Warp-level operations for kernels lowered by lower/cpu/barriers.c: every
 * thread of the block has stopped at the operation, its operands stored per
 * thread; here each warp's lanes exchange them. A lane takes part when it
 * waits at this point (every lane when waits_at is NULL); lanes that
 * exited or wait elsewhere do not, and a
 * shuffle from such a lane returns the caller's own value (CUDA leaves it
 * undefined). Warps are 32 consecutive linear thread ids, as in CUDA. */
#include "runtime.h"

/* One operand of every thread: thread t's is at[t * step]; step 0 when
 * the operand is one constant for all (FERRY_SYNC_BCAST). */
typedef struct operand {
    const uint64_t *at;
    uint32_t step;
} operand;

static uint64_t of(operand o, uint32_t t)
{
    return o.at[(size_t)t * o.step];
}

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
static uint64_t shuffle(uint32_t op, const warp *w, uint32_t lane, operand val,
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
    return of(val, w->base + (uint32_t)j);
}

/* Lanes that take part and whose predicate holds: once per warp, so that a
 * vote costs the warp 32 steps, not 32 per lane. */
static uint32_t true_lanes(const warp *w, operand pred)
{
    uint32_t bits = 0;
    for (uint32_t l = 0; l < w->size; l++)
        bits |= (uint32_t)(of(pred, w->base + l) != 0) << l;
    return bits & w->active;
}

/* For each lane that takes part, the lanes that hold the same value:
 * found group by group, once per warp. */
static void same_groups(const warp *w, operand val, uint32_t group[32])
{
    uint32_t left = w->active;
    while (left) {
        uint32_t first = (uint32_t)__builtin_ctz(left), bits = 0;
        uint64_t v = of(val, w->base + first);
        for (uint32_t l = first; l < w->size; l++)
            bits |= (uint32_t)((left >> l & 1) && of(val, w->base + l) == v) << l;
        for (uint32_t m = bits; m; m &= m - 1)
            group[__builtin_ctz(m)] = bits;
        left &= ~bits;
    }
}

static uint64_t redux(uint32_t op, const warp *w, uint32_t mask, operand val)
{
    uint32_t acc = op == FERRY_REDUX_AND ? ~0u : op == FERRY_REDUX_UMIN ? ~0u
                 : op == FERRY_REDUX_MIN ? 0x7fffffffu : op == FERRY_REDUX_MAX ? 0x80000000u : 0;
    for (uint32_t l = 0; l < w->size; l++) {
        if (!((w->active & mask) >> l & 1))
            continue;
        uint32_t v = (uint32_t)of(val, w->base + l);
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

/* A vote (ballot, any, all, uni) for one lane with its mask, from the
 * warp's true lanes. */
static uint64_t vote(uint32_t op, const warp *w, uint32_t mask, uint32_t on)
{
    on &= mask;
    switch (op) {
    case FERRY_VOTE_BALLOT: return on;
    case FERRY_VOTE_ANY: return on != 0;
    case FERRY_VOTE_ALL: return on == (w->active & mask);
    default: return on == 0 || on == (w->active & mask);
    }
}

/* One warp's operation for every lane that takes part. */
static void warp_op(uint32_t op, const warp *w, operand a, operand b, operand c, operand d, uint64_t *res)
{
    uint32_t base = w->base, on = 0, group[32];
    if (op >= FERRY_VOTE_ALL && op <= FERRY_VOTE_BALLOT)
        on = true_lanes(w, b);
    else if (op == FERRY_MATCH_ANY || op == FERRY_MATCH_ALL)
        same_groups(w, b, group);
    for (uint32_t m = w->active; m; m &= m - 1) {
        uint32_t l = (uint32_t)__builtin_ctz(m), t = base + l;
        switch (op) {
        case FERRY_SHFL_IDX: case FERRY_SHFL_UP: case FERRY_SHFL_DOWN: case FERRY_SHFL_BFLY:
            res[t] = shuffle(op, w, l, b, (uint32_t)of(c, t), (uint32_t)of(d, t));
            break;
        case FERRY_VOTE_BALLOT: case FERRY_VOTE_ANY: case FERRY_VOTE_ALL: case FERRY_VOTE_UNI:
            res[t] = vote(op, w, (uint32_t)of(a, t), on);
            break;
        case FERRY_MATCH_ANY:
            res[t] = group[l] & (uint32_t)of(a, t);
            break;
        case FERRY_MATCH_ALL: {
            uint32_t want = (uint32_t)of(a, t) & w->active;
            res[t] = (group[l] & want) == want ? (uint64_t)want | (1ull << 32) : 0;
            break;
        }
        default: /* redux.sync: the value comes first, then the mask */
            res[t] = redux(op, w, (uint32_t)of(b, t), a);
            break;
        }
    }
}

/* __syncthreads_count/and/or over the threads waiting at this barrier. */
static void block_reduce(uint32_t op, const int32_t *waits_at, int32_t point, uint32_t n, operand pred,
                         uint64_t *res)
{
    uint32_t count = 0, waiting = 0;
    for (uint32_t t = 0; t < n; t++)
        if (!waits_at || waits_at[t] == point) {
            waiting++;
            count += (uint32_t)of(pred, t) != 0;
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
    uint32_t bcast = op >> FERRY_SYNC_BCAST_SHIFT;
    op &= (1u << FERRY_SYNC_BCAST_SHIFT) - 1;
    operand o[4];
    const uint64_t *arg[4] = {a, b, c, d};
    for (unsigned k = 0; k < 4; k++)
        o[k] = (operand){arg[k], !(bcast >> k & 1)};
    if (op == FERRY_GRID_SYNC) {
        ferry_grid_sync();
        return;
    }
    if (op >= FERRY_BAR_POPC) {
        block_reduce(op, waits_at, point, n, o[0], res);
        return;
    }
    if (op == FERRY_SYNCWARP)
        return;
    for (uint32_t base = 0; base < n; base += 32) {
        warp w = warp_of(base, waits_at, point, n);
        warp_op(op, &w, o[0], o[1], o[2], o[3], res);
    }
}
