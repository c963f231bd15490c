/* Every kernel's block entry: the kernel's code between sync points.
 *
 * The kernel, with every device function inlined and every value that lives
 * across basic blocks demoted to an alloca (reg2mem), is cut at each sync
 * point (block barrier, warp operation, grid sync, stride-loop header) into
 * regions: the blocks reachable from the kernel's entry, or from just after
 * a sync point, without passing one. A region runs for every thread in a
 * thread loop. Each thread records the point it stopped at (0 once it has
 * returned); when all stop at the same one, as with uniform barriers, its
 * region runs next; otherwise a step runs, for the points threads wait at,
 * those regions for those threads. Threads that returned early no longer
 * take part, as on hardware since Volta, and threads waiting at different
 * __syncthreads calls are released together, as bar.sync 0 does.
 *
 * Allocas live across a sync point get one slot per thread; values of the
 * thread indices are recomputed instead; the rest stay one scalar, reused
 * by each thread in turn, which SROA turns back into registers so that the
 * thread loop can still be vectorized. */
#include "regions.h"
#include "ferry_abi.h"

#include <stdlib.h>
#include <string.h>

/* Operands and results of sync points travel as i64 per thread. */
static LLVMValueRef widen(builder *s, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v), i64 = LLVMInt64TypeInContext(s->c);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind:
        return LLVMBuildZExt(s->b, LLVMBuildBitCast(s->b, v, LLVMInt32TypeInContext(s->c), ""), i64, "");
    case LLVMDoubleTypeKind:
        return LLVMBuildBitCast(s->b, v, i64, "");
    default:
        return LLVMGetIntTypeWidth(ty) < 64 ? LLVMBuildZExt(s->b, v, i64, "") : v;
    }
}

static LLVMValueRef narrow(builder *s, LLVMValueRef v, LLVMTypeRef ty)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind:
        return LLVMBuildBitCast(s->b, LLVMBuildTrunc(s->b, v, i32, ""), ty, "");
    case LLVMDoubleTypeKind:
        return LLVMBuildBitCast(s->b, v, ty, "");
    case LLVMStructTypeKind: { /* match.all: {mask, predicate} */
        LLVMValueRef hi = LLVMBuildLShr(s->b, v, LLVMConstInt(LLVMTypeOf(v), 32, 0), "");
        LLVMValueRef r = LLVMBuildInsertValue(s->b, LLVMGetUndef(ty), LLVMBuildTrunc(s->b, v, i32, ""), 0, "");
        return LLVMBuildInsertValue(s->b, r, LLVMBuildTrunc(s->b, hi, LLVMInt1TypeInContext(s->c), ""), 1, "");
    }
    default:
        return LLVMGetIntTypeWidth(ty) < 64 ? LLVMBuildTrunc(s->b, v, ty, "") : v;
    }
}

/* A per-thread array of a warp operation's operand or result. A
 * shuffle's values get 32 elements of room below and 64 above, so that
 * exchange.c reads and writes whole warps as plain vectors: a warp's 32
 * lanes shifted by up to 31, or a short last warp's, where masked loads
 * were 32 branches each on x86-64-v2 (the lanes outside are never used). */
static LLVMValueRef exchange_array(builder *s, bool padded, const char *name)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef n = padded ? LLVMBuildAdd(s->b, s->nthreads, i32c(s, 96), "") : s->nthreads;
    LLVMValueRef a = LLVMBuildArrayAlloca(s->b, i64, n, name);
    ferry_mark_internal(a);
    if (!padded)
        return a;
    LLVMValueRef below = LLVMConstInt(i64, 32, 0);
    return LLVMBuildInBoundsGEP2(s->b, i64, a, &below, 1, name);
}

static LLVMValueRef slot_at(builder *s, LLVMValueRef arr, LLVMValueRef t)
{
    return LLVMBuildInBoundsGEP2(s->b, LLVMInt64TypeInContext(s->c), arr, &t, 1, "");
}

/* Must the counter's step have run before this load, in a run of the
 * step's region? */
static bool after_step(const cfg *g, const slot *sl, LLVMValueRef load)
{
    LLVMBasicBlockRef lb = LLVMGetInstructionParent(load), sb = LLVMGetInstructionParent(sl->step_store);
    if (lb != sb)
        return !sl->before[block_index(g, lb)];
    for (LLVMValueRef i = load; i; i = LLVMGetNextInstruction(i))
        if (i == sl->step_store)
            return false;
    return true;
}

static LLVMValueRef mapped(const ptrmap *vmap, LLVMValueRef v);

/* a[i] of an array kept element-major (slots.c): element i of thread t is
 * at i * nthreads + t. */
static LLVMValueRef element_at(builder *s, const slot *sl, LLVMValueRef gep, ptrmap *vmap)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef i = mapped(vmap, slot_element_index(gep, sl->orig, sl->ty, LLVMGetModuleDataLayout(s->m)));
    if (!i) {
        ferry_error(s->d, gep, "internal error: a value crosses blocks in a kernel with barriers");
        return NULL;
    }
    i = LLVMBuildSExtOrBitCast(s->b, i, i64, "");
    LLVMValueRef n = LLVMBuildZExt(s->b, s->nthreads, i64, "");
    LLVMValueRef at = LLVMBuildNSWAdd(s->b, LLVMBuildNSWMul(s->b, i, n, ""), s->thread, "");
    return LLVMBuildInBoundsGEP2(s->b, LLVMGetElementType(sl->ty), sl->storage, &at, 1, "");
}

/* The clone of one instruction; NULL for those left out. */
static LLVMValueRef clone_inst(builder *s, LLVMValueRef i, ptrmap *vmap, const ferry_entry *e)
{
    if (LLVMIsALoadInst(i)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(i, 0));
        if (sl && sl->remat == 2)
            return remat_clone(s, sl->value, vmap, e);
        if (sl && sl->step_region) {
            LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
            return sl->step_region == s->region && after_step(s->g, sl, i) ? stepped(s, sl, k, vmap, e) : k;
        }
        if (sl && sl->loop)
            return loop_iv(s, sl, vmap, e);
    }
    LLVMValueRef wide = loop_iv_wide(s, i, vmap, e);
    if (wide)
        return wide;
    if (LLVMIsAGetElementPtrInst(i)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(i, 0));
        if (sl && sl->by_element)
            return element_at(s, sl, i, vmap);
    }
    if (LLVMIsAStoreInst(i)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(i, 1));
        if (sl && sl->loop) {
            if (i == sl->init_store)
                LLVMBuildStore(s->b, LLVMConstNull(sl->ty), sl->k);
            return NULL;
        }
        if (sl && sl->step_region) {
            if (i == sl->init_store)
                LLVMBuildStore(s->b, remat_clone(s, LLVMGetOperand(i, 0), vmap, e), sl->k);
            return NULL;
        }
    }
    const char *callee = ferry_callee_name(i);
    if (callee && (!strncmp(callee, "llvm.lifetime.", 14) || !strncmp(callee, "llvm.dbg.", 9)))
        return NULL;
    if (callee && !strncmp(callee, "llvm.nvvm.read.ptx.sreg.", 24)) {
        LLVMValueRef v = ferry_sreg_value(s->b, e, callee + 24);
        if (!v) {
            ferry_error(s->d, i, "special register %%%s is not supported yet", callee + 24);
            return NULL;
        }
        unsigned from = LLVMGetIntTypeWidth(LLVMTypeOf(v)), to = LLVMGetIntTypeWidth(LLVMTypeOf(i));
        return from < to ? LLVMBuildZExt(s->b, v, LLVMTypeOf(i), "")
             : from > to ? LLVMBuildTrunc(s->b, v, LLVMTypeOf(i), "") : v;
    }
    LLVMValueRef c = LLVMInstructionClone(i);
    LLVMInsertIntoBuilder(s->b, c);
    for (int k = 0; k < LLVMGetNumOperands(c); k++) {
        LLVMValueRef op = LLVMGetOperand(c, k);
        if (!op || LLVMValueIsBasicBlock(op) || !(LLVMIsAInstruction(op) || LLVMIsAArgument(op)))
            continue;
        LLVMValueRef mapped = ptrmap_get(vmap, op);
        if (!mapped) {
            ferry_error(s->d, i, "internal error: a value crosses blocks in a kernel with barriers");
            return c;
        }
        LLVMSetOperand(c, k, mapped);
    }
    return c;
}

/* Copies region r into the body of a thread loop; every way out of it
 * records where the thread stopped and goes to latch. */
static LLVMValueRef mapped(const ptrmap *vmap, LLVMValueRef v)
{
    return LLVMIsAInstruction(v) || LLVMIsAArgument(v) ? ptrmap_get(vmap, v) : v;
}

static bool is_shuffle(unsigned op)
{
    return op >= FERRY_SHFL_IDX && op <= FERRY_SHFL_BFLY;
}

/* Does a thread store operand k of point r's warp operation where it
 * stops? Not a shuffle's mask, which nothing reads, nor a constant other
 * than a shuffle's value (read as an array, exchange.c): the inline
 * exchanges use the constant, and call_exchange fills its array only when
 * the runtime's exchange runs. Before, scan's five shuffles stored three
 * such words per thread each, 6 KiB a block for nothing. */
static bool stored_operand(builder *s, unsigned r, unsigned k)
{
    bool shfl = is_shuffle(s->g->kind[r]->op);
    if (shfl && k == 0)
        return false;
    return (shfl && k == 1) || !LLVMIsAConstantInt(LLVMGetOperand(s->g->call[r], k));
}

/* Where a thread leaves the region at sync point b: it records b and,
 * for a warp operation, its operands. b == 0: the thread returned. */
static LLVMValueRef fill_stop(builder *s, unsigned b, LLVMBasicBlockRef stop, LLVMValueRef t,
                              LLVMBasicBlockRef latch, const ptrmap *vmap)
{
    LLVMPositionBuilderAtEnd(s->b, stop);
    if (s->g->nbar == 0) { /* one region: nothing waits for the thread */
        LLVMBuildBr(s->b, latch);
        return NULL;
    }
    LLVMValueRef call = b ? s->g->call[b] : NULL;
    for (unsigned k = 0; call && k < 4 && s->opnd[b][k]; k++) {
        if (!stored_operand(s, b, k))
            continue;
        LLVMValueRef v = mapped(vmap, LLVMGetOperand(call, k));
        if (!v) {
            ferry_error(s->d, call, "internal error: operand of a warp operation not found");
            return NULL;
        }
        LLVMBuildStore(s->b, widen(s, v), slot_at(s, s->opnd[b][k], t));
    }
    LLVMValueRef record = LLVMBuildStore(s->b, i32c(s, b), state_addr(s, s->nxt, t));
    /* or and and reductions, which the vectorizer recognizes and which fold
     * away when every way out of the region stops at the same point */
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef any = LLVMBuildLoad2(s->b, i32, s->stop_any, ""), all = LLVMBuildLoad2(s->b, i32, s->stop_all, "");
    LLVMBuildStore(s->b, LLVMBuildOr(s->b, any, stop_code(s, b), ""), s->stop_any);
    LLVMBuildStore(s->b, LLVMBuildAnd(s->b, all, stop_code(s, b), ""), s->stop_all);
    LLVMBuildBr(s->b, latch);
    return record;
}

static bool goes_uniform(builder *s, unsigned r, uint32_t arrive_ids);
static uint32_t arrive_barrier_ids(builder *s);

/* The blocks of a region's copy that can run, from its first block: a
 * guard every thread passed (its condition now a constant) cuts the way
 * to the points that only failing threads reach. NULL if out of memory. */
static ptrmap *live_blocks(LLVMBasicBlockRef first, LLVMBasicBlockRef latch, ptrmap *seen)
{
    size_t n = 0, cap = 64;
    LLVMBasicBlockRef *work = malloc(cap * sizeof *work);
    if (!work || ptrmap_put(seen, first, first) < 0) {
        free(work);
        return NULL;
    }
    work[n++] = first;
    while (n) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(work[--n]);
        unsigned k = 0, end = term ? LLVMGetNumSuccessors(term) : 0;
        if (term && LLVMIsABranchInst(term) && LLVMIsConditional(term)
            && LLVMIsAConstantInt(LLVMGetCondition(term))) {
            k = LLVMConstIntGetZExtValue(LLVMGetCondition(term)) ? 0 : 1;
            end = k + 1;
        }
        for (; k < end; k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            if (y == latch || ptrmap_get(seen, y))
                continue;
            if (n == cap) {
                LLVMBasicBlockRef *w = realloc(work, (cap *= 2) * sizeof *work);
                if (!w) {
                    free(work);
                    return NULL;
                }
                work = w;
            }
            if (ptrmap_put(seen, y, y) < 0) {
                free(work);
                return NULL;
            }
            work[n++] = y;
        }
    }
    free(work);
    return seen;
}

/* A copy run by every thread whose only way out is point b: all threads
 * stop there, the next region runs without the runtime's step (or the
 * block is done), and that region's run records every thread's stop
 * before a step could read them. The per-thread record of b is dead. */
static void erase_record(LLVMValueRef record)
{
    LLVMValueRef addr = LLVMGetOperand(record, 1);
    LLVMInstructionEraseFromParent(record);
    if (LLVMIsAInstruction(addr) && !LLVMGetFirstUse(addr))
        LLVMInstructionEraseFromParent(addr);
}

/* Several points, but every thread of the block leaves at the same one
 * (uniformexit.c), and each lets the next region run without the
 * runtime's step: the records are dead too. */
static void drop_uniform_records(builder *s, const ptrmap *live, LLVMBasicBlockRef latch, LLVMBasicBlockRef *stop,
                                 LLVMValueRef *record)
{
    uint32_t arrive_ids = arrive_barrier_ids(s);
    for (unsigned b = 0; b <= s->g->nbar; b++)
        if (stop[b] && ptrmap_get(live, stop[b]) && (!record[b] || (b > 0 && !goes_uniform(s, b, arrive_ids))))
            return;
    if (!uniform_way_out(s, live, stop, latch))
        return;
    for (unsigned b = 0; b <= s->g->nbar; b++)
        if (stop[b] && ptrmap_get(live, stop[b]))
            erase_record(record[b]);
}

static int drop_sole_record(builder *s, LLVMBasicBlockRef first, LLVMBasicBlockRef latch,
                            LLVMBasicBlockRef *stop, LLVMValueRef *record)
{
    ptrmap seen = {0};
    int sole = -1, live = 0;
    bool known = live_blocks(first, latch, &seen) != NULL;
    for (unsigned b = 0; known && b <= s->g->nbar; b++) {
        if (!stop[b] || !ptrmap_get(&seen, stop[b]))
            continue;
        live++;
        sole = (int)b;
    }
    if (known && live > 1)
        drop_uniform_records(s, &seen, latch, stop, record);
    ptrmap_free(&seen);
    if (!known || live != 1)
        return -1;
    if (sole < 0 || !record[sole] || (sole > 0 && !goes_uniform(s, (unsigned)sole, arrive_barrier_ids(s))))
        return -1;
    erase_record(record[sole]);
    return sole;
}

/* A copy whose threads all leave at one point with nothing to record
 * (threadrange.c): its first block and that point's. */
typedef struct sole_exit {
    LLVMBasicBlockRef first, stop;
    unsigned point;
} sole_exit;

/* Copies region r into the body of a thread loop; every way out of it
 * records where the thread stopped and goes to latch. */
static void clone_region(builder *s, unsigned r, LLVMValueRef t, LLVMBasicBlockRef latch,
                         const ferry_entry *e, ptrmap *vmap, const guards *passed, bool checked,
                         sole_exit *out)
{
    cfg *g = s->g;
    const unsigned char *in = g->member + (size_t)r * g->nblocks;
    LLVMBasicBlockRef *copy = calloc(g->nblocks, sizeof *copy);
    LLVMBasicBlockRef stop[MAX_BARRIERS + 1] = {0};
    bool returns = false;
    s->region = r;
    if (!copy)
        return;
    for (unsigned i = 0; i < g->nblocks; i++)
        if (in[i])
            copy[i] = LLVMInsertBasicBlockInContext(s->c, latch, "");
    LLVMBasicBlockRef first = copy[r == 0 ? 0 : block_index(g, g->after[r])];
    LLVMBuildBr(s->b, first);
    stop[0] = LLVMInsertBasicBlockInContext(s->c, latch, "returned");
    for (unsigned i = 0; i < g->nblocks; i++) {
        if (!in[i])
            continue;
        LLVMPositionBuilderAtEnd(s->b, copy[i]);
        for (LLVMValueRef in = LLVMGetFirstInstruction(g->block[i]); in; in = LLVMGetNextInstruction(in)) {
            if (LLVMIsAAllocaInst(in) && i == 0)
                continue;
            if (LLVMIsAReturnInst(in)) {
                LLVMBuildBr(s->b, stop[0]);
                returns = true;
                continue;
            }
            LLVMValueRef c = clone_inst(s, in, vmap, e);
            if (c)
                ptrmap_put(vmap, in, c);
            for (unsigned k = 0; c && passed && k < passed->n; k++)
                if (in == passed->br[k])
                    LLVMSetCondition(c, LLVMConstInt(LLVMInt1TypeInContext(s->c), passed->keep[k] == 0, 0));
            if (c && LLVMIsATerminatorInst(in))
                for (unsigned k = 0; k < LLVMGetNumSuccessors(c); k++) {
                    unsigned j = block_index(g, LLVMGetSuccessor(in, k)), b = g->bar[j];
                    if (b && !stop[b])
                        stop[b] = LLVMInsertBasicBlockInContext(s->c, latch, "at.sync");
                    LLVMSetSuccessor(c, k, b ? stop[b] : copy[j]);
                }
        }
    }
    LLVMValueRef record[MAX_BARRIERS + 1] = {0};
    for (unsigned b = 0; b <= g->nbar; b++)
        if (stop[b]) {
            record[b] = fill_stop(s, b, stop[b], t, latch, vmap);
            if (b || returns)
                s->sole_stop = s->sole_stop == -2 || s->sole_stop == (int)b ? (int)b : -1;
        }
    int sole = checked ? -1 : drop_sole_record(s, first, latch, stop, record);
    if (sole >= 0)
        *out = (sole_exit){first, stop[sole], (unsigned)sole};
    free(copy);
}

/* A by-value argument is one copy of the host's; a kernel that writes to
 * it gets one copy per thread, as every GPU thread has its own. */
static int copy_byval_args(builder *s)
{
    unsigned n = LLVMCountParams(s->k), byval = LLVMGetEnumAttributeKindForName("byval", 5);
    s->byval_copy = calloc(n ? n : 1, sizeof *s->byval_copy);
    s->byval_ty = calloc(n ? n : 1, sizeof *s->byval_ty);
    if (!s->byval_copy || !s->byval_ty)
        return -1;
    for (unsigned i = 0; i < n; i++) {
        LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(s->k, i + 1, byval);
        if (!a || !ferry_written_through(LLVMGetParam(s->k, i), 0))
            continue;
        s->byval_ty[i] = LLVMGetTypeAttributeValue(a);
        s->byval_copy[i] = LLVMBuildArrayAlloca(s->b, s->byval_ty[i], s->nthreads, "byval.copy");
        LLVMSetAlignment(s->byval_copy[i], 16);
        ferry_mark_internal(s->byval_copy[i]);
    }
    return 0;
}

/* Every array indexed by the thread is private to it. The set is made once
 * per entry: a kernel of many sync points has two arrays at each, and each
 * of its thread loops looked through all of them per access. */
static const ptrmap *per_thread_arrays(builder *s)
{
    if (s->own_ready)
        return &s->own;
    s->own_ready = true;
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->slots[i].per_thread)
            ferry_add_per_thread(&s->own, s->slots[i].storage);
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        if (s->byval_copy[i])
            ferry_add_per_thread(&s->own, s->byval_copy[i]);
    ferry_add_per_thread(&s->own, s->cur);
    ferry_add_per_thread(&s->own, s->nxt);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        for (unsigned k = 0; k < 4; k++)
            if (s->opnd[r][k])
                ferry_add_per_thread(&s->own, s->opnd[r][k]);
        if (s->res[r])
            ferry_add_per_thread(&s->own, s->res[r]);
    }
    return &s->own;
}

static void mark_parallel(builder *s, LLVMBasicBlockRef head, LLVMBasicBlockRef latch)
{
    bool rolled = s->shape && s->shape[0] <= 64; /* parallel.c */
    ferry_mark_parallel(s->fn, head, LLVMGetInsertBlock(s->b), LLVMGetBasicBlockTerminator(latch),
                        per_thread_arrays(s), rolled, s->fold_tail);
}

void record_thread_loop(builder *s, LLVMBasicBlockRef head)
{
    if (s->g->nbar == 0)
        return;
    if (s->nloops == s->loop_cap) {
        unsigned cap = s->loop_cap ? 2 * s->loop_cap : 16;
        ferry_region_loop *n = realloc(s->loops, cap * sizeof *n);
        if (!n)
            return; /* the loop stays in the entry */
        s->loops = n;
        s->loop_cap = cap;
    }
    /* a loop entered from where the last one left off (a shuffle's
     * exchange, then its region) shares its function */
    LLVMValueRef iv = LLVMGetFirstInstruction(head);
    LLVMBasicBlockRef pre = iv && LLVMIsAPHINode(iv) ? LLVMGetIncomingBlock(iv, 0) : NULL;
    if (s->nloops && pre && s->loops[s->nloops - 1].exit == pre) {
        s->loops[s->nloops - 1].exit = LLVMGetInsertBlock(s->b);
        return;
    }
    s->loops[s->nloops++] = (ferry_region_loop){head, LLVMGetInsertBlock(s->b)};
}

/* Where a checked thread loop of a block of one row may stop: past the
 * last thread that has not returned (reduce's last warp, once the other
 * 224 threads have returned, runs 32 threads a step, not 256). */
static LLVMValueRef live_x_end(builder *s)
{
    LLVMBuilderRef b = s->b;
    LLVMValueRef live = LLVMBuildLoad2(b, LLVMInt32TypeInContext(s->c), s->live, "live");
    LLVMValueRef row = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildMul(b, s->dims[1], s->dims[2], ""), i32c(s, 1), "");
    LLVMValueRef end = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, live, s->dims[0], ""), live, s->dims[0], "");
    return LLVMBuildSelect(b, row, end, s->dims[0], "x.live");
}

/* After a step: threads that returned stay so, and the last ones are
 * dropped from s->live, from the top down (each once per block). */
static void live_threads(builder *s)
{
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMBasicBlockRef test = LLVMAppendBasicBlockInContext(s->c, s->fn, "live.test");
    LLVMBasicBlockRef look = LLVMAppendBasicBlockInContext(s->c, s->fn, "live.look");
    LLVMBasicBlockRef drop = LLVMAppendBasicBlockInContext(s->c, s->fn, "live.drop");
    LLVMBasicBlockRef out = LLVMAppendBasicBlockInContext(s->c, s->fn, "live.out");
    LLVMBuildBr(b, test);
    LLVMPositionBuilderAtEnd(b, test);
    LLVMValueRef n = LLVMBuildLoad2(b, i32, s->live, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, n, i32c(s, 0), ""), out, look);
    LLVMPositionBuilderAtEnd(b, look);
    LLVMValueRef last = LLVMBuildSub(b, n, i32c(s, 1), "");
    LLVMValueRef at = LLVMBuildLoad2(b, i32, state_addr(s, s->cur, LLVMBuildZExt(b, last, LLVMInt64TypeInContext(s->c), "")), "");
    /* 0: returned; -1: held where it is this step (runtime/cpu/barrier.c) */
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, at, i32c(s, 0), ""), drop, out);
    LLVMPositionBuilderAtEnd(b, drop);
    LLVMBuildStore(b, last, s->live);
    LLVMBuildBr(b, test);
    LLVMPositionBuilderAtEnd(b, out);
}

/* One thread loop running region r for the threads that wait to run it,
 * or, unchecked, for every thread of the block; passed: guards every
 * thread passes. */
static void build_region_loop(builder *s, unsigned r, bool checked, const guards *passed)
{
    bool strip = s->strip_row[0] != NULL;
    ferry_loop lz = {0}, ly = {0};
    if (!strip) {
        lz = ferry_open_loop(s->b, s->fn, "tz");
        ly = ferry_open_loop(s->b, s->fn, "ty");
    }
    LLVMValueRef ty = strip ? s->strip_row[0] : ly.iv, tz = strip ? s->strip_row[1] : lz.iv;
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "tx");
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {lx.iv, ty, tz}, .launch = s->launch};
    /* No wrap: the runtime limits a block to 1024 threads. */
    LLVMValueRef lin = LLVMBuildNUWAdd(s->b, LLVMBuildNUWMul(s->b, tz, s->dims[1], ""), ty, "");
    lin = LLVMBuildNUWAdd(s->b, LLVMBuildNUWMul(s->b, lin, s->dims[0], ""), lx.iv, "");
    LLVMValueRef t = LLVMBuildZExt(s->b, lin, LLVMInt64TypeInContext(s->c), "t");
    s->thread = t;
    LLVMBasicBlockRef latch = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.thread");

    ptrmap vmap = {0};
    unsigned nparams = LLVMCountParams(s->k);
    for (unsigned i = 0; i < nparams; i++) {
        LLVMValueRef v = s->av[i];
        if (s->byval_copy[i]) {
            v = LLVMBuildInBoundsGEP2(s->b, s->byval_ty[i], s->byval_copy[i], &t, 1, "");
            if (r == 0)
                LLVMBuildMemCpy(s->b, v, 1, s->av[i], 1, LLVMSizeOf(s->byval_ty[i]));
        }
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), v);
    }
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        /* element-major: element 0 of the thread's, for loads and stores
         * of the array's address itself */
        LLVMTypeRef ty = sl->by_element ? LLVMGetElementType(sl->ty) : sl->ty;
        LLVMValueRef addr = sl->per_thread ? LLVMBuildInBoundsGEP2(s->b, ty, sl->storage, &t, 1, "") : sl->storage;
        ptrmap_put(&vmap, sl->orig, addr);
    }
    if (checked) {
        LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMValueRef st = LLVMBuildLoad2(s->b, LLVMInt32TypeInContext(s->c), state_addr(s, s->cur, t), "");
        LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntEQ, st, i32c(s, r), ""), run, latch);
        LLVMPositionBuilderAtEnd(s->b, run);
    }
    if (r > 0) {
        if (s->res[r]) /* the warp operation's result for this thread */
            ptrmap_put(&vmap, s->g->call[r], narrow(s, LLVMBuildLoad2(s->b, LLVMInt64TypeInContext(s->c),
                                                                      slot_at(s, s->res[r], t), ""),
                                                    LLVMTypeOf(s->g->call[r])));
    }
    sole_exit only = {0};
    clone_region(s, r, t, latch, &e, &vmap, passed, checked, &only);
    ptrmap_free(&vmap);
    LLVMPositionBuilderAtEnd(s->b, latch);
    ferry_close_loop(s->b, s->fn, lx, checked ? live_x_end(s) : s->dims[0]);
    if (only.stop)
        narrow_thread_loop(s, lx, only.first, only.stop, only.point);
    mark_parallel(s, lx.head, latch);
    if (strip)
        return;
    ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
    if (only.stop)
        narrow_thread_loop(s, ly, only.first, only.stop, only.point);
    ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
    record_thread_loop(s, lz.head);
}

static void build_region(builder *s, unsigned r, bool checked);

/* A kernel without sync points or shared memory (strips.c): rows of
 * threads, then the blocks of the strip, then each row's threads; ctaid.x
 * is the strip's first plus the block's offset, which the runtime reads
 * back for messages (strip_at). */
static void build_strips(builder *s)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i8 = LLVMInt8TypeInContext(s->c);
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(s->c), offsetof(ferry_block_ctx, strip), 0);
    LLVMValueRef n = LLVMBuildLoad2(s->b, i32, LLVMBuildInBoundsGEP2(s->b, i8, s->ctx, &off, 1, ""), "strip");
    off = LLVMConstInt(LLVMInt64TypeInContext(s->c), offsetof(ferry_block_ctx, strip_at), 0);
    LLVMValueRef at = LLVMBuildInBoundsGEP2(s->b, i8, s->ctx, &off, 1, "strip_at");
    unsigned G = ferry_strip_rows(s->k);
    ferry_loop lz = ferry_open_loop(s->b, s->fn, "tz"), lg = ferry_open_loop(s->b, s->fn, "tg");
    ferry_loop lb = ferry_open_loop(s->b, s->fn, "bx");
    LLVMBuildStore(s->b, lb.iv, at);
    LLVMValueRef first = s->launch[0];
    s->launch[0] = LLVMBuildNUWAdd(s->b, first, lb.iv, "ctaid.x");
    ferry_loop ly = ferry_open_loop(s->b, s->fn, "ty");
    LLVMValueRef y = LLVMBuildNUWAdd(s->b, LLVMBuildNUWMul(s->b, lg.iv, i32c(s, G), ""), ly.iv, "y");
    s->strip_row[0] = y;
    s->strip_row[1] = lz.iv;
    build_region(s, 0, false);
    s->strip_row[0] = s->strip_row[1] = NULL;
    s->launch[0] = first;
    LLVMValueRef left = LLVMBuildSub(s->b, s->dims[1], LLVMBuildNUWMul(s->b, lg.iv, i32c(s, G), ""), "");
    LLVMValueRef rows = LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntULT, left, i32c(s, G), ""), left, i32c(s, G), "");
    ferry_close_loop(s->b, s->fn, ly, rows);
    ferry_close_loop(s->b, s->fn, lb, n); /* tested at the bottom: 0 runs one block */
    LLVMValueRef groups = LLVMBuildUDiv(s->b, LLVMBuildAdd(s->b, s->dims[1], i32c(s, G - 1), ""), i32c(s, G), "");
    ferry_close_loop(s->b, s->fn, lg, groups);
    ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
    s->strips = true;
}

/* Guards: branches at the start of a region whose conditions are computed
 * from thread indices, arguments and constants only, each with one side
 * that leaves the kernel: the `if (i < n)` or `if (x >= w || y >= h)
 * return;` of most kernels, passed by every thread of all but the edge
 * blocks. */


/* Region r for every thread, or for those waiting at it (checked). When
 * all threads run it and it starts with guards, a second copy in which
 * every guard is passed runs for blocks where every thread passes them:
 * its thread loop needs no masks. */
static void build_region(builder *s, unsigned r, bool checked)
{
    guards gd = {0};
    s->sole_stop = -2;
    s->region = r; /* for the guards' and prefetches' induction variables (loop_iv) */
    if (!checked) {
        find_guards(s, r, &gd);
        prefetch_counter_loop(s, r);
    }
    if (gd.n == 0) {
        build_region_loop(s, r, checked, NULL);
        return;
    }
    LLVMValueRef pass = affine_guards_pass(s, r, &gd);
    if (!pass)
        pass = guards_pass_by_ends(s, &gd);
    if (!pass)
        pass = guards_pass_everywhere(s, &gd);
    LLVMValueRef fits = widen_check(s, r);
    if (fits)
        pass = LLVMBuildAnd(s->b, pass, fits, "");
    LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(s->c, s->fn, "all.pass");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(s->c, s->fn, "some.fail");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBuildCondBr(s->b, pass, fast, slow);
    LLVMPositionBuilderAtEnd(s->b, fast);
    prefetch_stride_loop(s, r);
    build_region_loop(s, r, false, &gd);
    s->widen = NULL;
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, slow);
    s->fold_tail = true; /* blocks at the grid's edges: code that runs rarely, kept short */
    build_region_loop(s, r, false, NULL);
    s->fold_tail = false;
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, join);
}

static void call_exchange(builder *s, unsigned r, bool uniform);

/* Whether arr[t] is v for every thread t below live, and live is not 0
 * (an i1). The loop leaves at the first thread elsewhere: small code, which
 * LLVM does not vectorize. */
static LLVMValueRef all_at(builder *s, LLVMValueRef arr, LLVMValueRef v, LLVMValueRef live)
{
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i1 = LLVMInt1TypeInContext(s->c);
    LLVMValueRef yes = LLVMConstInt(i1, 1, 0), no = LLVMConstInt(i1, 0, 0), zero = i32c(s, 0);
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(b);
    LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(s->c, s->fn, "waits");
    LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(s->c, s->fn, "waits.next");
    LLVMBasicBlockRef after = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, live, zero, ""), after, head);
    LLVMPositionBuilderAtEnd(b, head);
    LLVMValueRef t = LLVMBuildPhi(b, i32, "t");
    LLVMValueRef at = LLVMBuildLoad2(b, i32, state_addr(s, arr, LLVMBuildZExt(b, t, LLVMInt64TypeInContext(s->c), "")), "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, at, v, ""), next, after);
    LLVMPositionBuilderAtEnd(b, next);
    LLVMValueRef t1 = LLVMBuildNUWAdd(b, t, i32c(s, 1), "");
    LLVMValueRef more = LLVMBuildICmp(b, LLVMIntULT, t1, live, "");
    LLVMBuildCondBr(b, more, head, after);
    LLVMAddIncoming(t, &zero, &pre, 1);
    LLVMAddIncoming(t, &t1, &next, 1);
    LLVMPositionBuilderAtEnd(b, after);
    LLVMValueRef all = LLVMBuildPhi(b, i1, "all.wait");
    LLVMValueRef vals[3] = {no, no, yes};
    LLVMBasicBlockRef from[3] = {pre, head, next};
    LLVMAddIncoming(all, vals, from, 3);
    return all;
}

/* Once every thread waiting at point r is there: the warp operation. With
 * uniform, every thread of the block waits there. Otherwise, when every
 * thread that has not returned waits there (a reduction's last warp under
 * `if (tid < 32)` once the others have returned), a shuffle is a plain
 * loop over those threads, as the runtime's exchange would be: each warp
 * whole, a short last one's missing lanes absent alike. */
static void build_exchange(builder *s, unsigned r, bool uniform)
{
    unsigned op = s->g->kind[r]->op;
    if (op == 0 || op == FERRY_SYNCWARP || (uniform && build_inline_exchange(s, r)))
        return;
    /* each such point gets a second exchange: only in kernels of a few */
    enum { MAX_LIVE_EXCHANGES = 16 };
    bool inlinable = s->g->nbar <= MAX_LIVE_EXCHANGES && op >= FERRY_SHFL_IDX && op <= FERRY_SHFL_BFLY
                  && s->res[r] && s->opnd[r][1] && s->opnd[r][2] && s->opnd[r][3];
    if (uniform || !inlinable) {
        call_exchange(s, r, uniform);
        return;
    }
    LLVMBasicBlockRef inl = LLVMAppendBasicBlockInContext(s->c, s->fn, "live.exchange");
    LLVMBasicBlockRef rt = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMValueRef live = LLVMBuildLoad2(s->b, LLVMInt32TypeInContext(s->c), s->live, "live");
    LLVMBuildCondBr(s->b, all_at(s, s->cur, i32c(s, r), live), inl, rt);
    LLVMPositionBuilderAtEnd(s->b, inl);
    LLVMValueRef all = s->nthreads;
    s->nthreads = live;
    build_plain_shuffle(s, r, true);
    s->nthreads = all;
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, rt);
    call_exchange(s, r, false);
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, join);
}

/* A constant operand, which the threads did not store: one word the
 * runtime reads for every thread (FERRY_SYNC_BCAST_SHIFT). */
static LLVMValueRef constant_operand(builder *s, LLVMValueRef c)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef g = LLVMAddGlobal(s->m, i64, "__ferry_sync_constant");
    LLVMSetInitializer(g, LLVMConstInt(i64, LLVMConstIntGetZExtValue(c), 0));
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    return g;
}

/* The runtime's exchange, for the threads waiting at r (all, uniform). */
static void call_exchange(builder *s, unsigned r, bool uniform)
{
    unsigned op = s->g->kind[r]->op;
    LLVMTypeRef ptr = LLVMPointerTypeInContext(s->c, 0), i32 = LLVMInt32TypeInContext(s->c);
    LLVMTypeRef params[9] = {i32, ptr, i32, i32, ptr, ptr, ptr, ptr, ptr};
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(s->c), params, 9, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "__ferry_sync_exchange");
    if (!f)
        f = LLVMAddFunction(s->m, "__ferry_sync_exchange", fty);
    LLVMValueRef null = LLVMConstNull(ptr);
    LLVMValueRef n = uniform ? s->nthreads : LLVMBuildLoad2(s->b, i32, s->live, "live");
    LLVMValueRef args[9] = {NULL, uniform ? null : s->cur, i32c(s, r), n, null, null, null, null,
                            s->res[r] ? s->res[r] : null};
    unsigned bcast = 0;
    for (unsigned k = 0; k < 4 && s->opnd[r][k]; k++) {
        if (stored_operand(s, r, k)) {
            args[4 + k] = s->opnd[r][k];
        } else if (!(is_shuffle(op) && k == 0)) { /* a shuffle's mask is not read */
            args[4 + k] = constant_operand(s, LLVMGetOperand(s->g->call[r], k));
            bcast |= 1u << k;
        }
    }
    args[0] = i32c(s, op | bcast << FERRY_SYNC_BCAST_SHIFT);
    LLVMBuildCall2(s->b, fty, f, args, 9, "");
}

static void reset_stops(builder *s)
{
    LLVMBuildStore(s->b, i32c(s, 0), s->stop_any);
    LLVMBuildStore(s->b, i32c(s, (unsigned)-1), s->stop_all);
}

static LLVMValueRef run_flag(builder *s, unsigned r)
{
    LLVMTypeRef i8 = LLVMInt8TypeInContext(s->c);
    LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(s->c), r, 0);
    LLVMValueRef flag = LLVMBuildLoad2(s->b, i8, LLVMBuildInBoundsGEP2(s->b, i8, s->run, &idx, 1, ""), "");
    return LLVMBuildICmp(s->b, LLVMIntNE, flag, LLVMConstInt(i8, 0, 0), "");
}

/* Points a lone warp may go on to without the runtime: warp operations
 * and yield points (see after_checked). */
static bool is_lone_point(builder *s, unsigned r)
{
    uint32_t kind = point_kind(s->g->call[r], s->g->kind[r]);
    return kind == FERRY_POINT_WARP || kind == FERRY_POINT_YIELD;
}

static bool is_yield_point(builder *s, unsigned r);
static void reset_yield_streak(builder *s, unsigned r, LLVMValueRef arrived);

/* The one block every point's region goes to after it ran for the threads
 * waiting there, in a step the runtime marked lone (run[0]: one warp or yield point went on,
 * every other thread waits at a barrier), if all of them stopped at the
 * same such point, that point's threads are the only ones the runtime
 * would let go next, so its region runs at once (fast[]); the rest of such
 * a step has nothing to run. This is a look-back's warp alone in its loop
 * of votes, shuffles and backoff while the block waits at __syncthreads. */
static LLVMBasicBlockRef lone_dispatch(builder *s, LLVMBasicBlockRef *fast)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMBasicBlockRef here = LLVMGetInsertBlock(s->b), lone = LLVMAppendBasicBlockInContext(s->c, s->fn, "lone.warp");
    LLVMPositionBuilderAtEnd(s->b, lone);
    LLVMValueRef any = LLVMBuildLoad2(s->b, i32, s->stop_any, ""), all = LLVMBuildLoad2(s->b, i32, s->stop_all, "");
    LLVMValueRef at = stopped_at(s, any, all, i32c(s, 0));
    LLVMValueRef sw = LLVMBuildSwitch(s->b, at, s->step, s->g->nbar);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        if (fast[r])
            LLVMAddCase(sw, i32c(s, r), fast[r]);
    LLVMPositionBuilderAtEnd(s->b, here);
    return lone;
}

/* Kernels that spin-wait have a warp alone in a loop of warp operations
 * while the block waits; so do warp reductions under if (tid < 32) once
 * the other threads have returned or wait at a barrier (reduce's last
 * warp: five shuffles, each a runtime step without the path). Past a
 * few dozen points the path's dispatch only adds code. */
static bool lone_paths(builder *s)
{
    enum { MAX_POINTS = 64 };
    if (s->spins)
        return true;
    if (s->g->nbar > MAX_POINTS)
        return false;
    for (unsigned r = 1; r <= s->g->nbar; r++)
        if (is_lone_point(s, r))
            return true;
    return false;
}

/* A step of a lone warp at a yield point counts towards the runtime's
 * deadlock limit as the runtime's own yield-only steps do; the one that
 * would reach it goes through the runtime, which reports the deadlock. */
static void count_yield_step(builder *s, LLVMValueRef arrived)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(s->c), FERRY_YIELD_STREAK, 0);
    LLVMValueRef at = LLVMBuildInBoundsGEP2(s->b, i32, arrived, &idx, 1, "");
    LLVMValueRef n = LLVMBuildAdd(s->b, LLVMBuildLoad2(s->b, i32, at, "streak"), i32c(s, 1), "");
    LLVMBasicBlockRef go = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntUGE, n, i32c(s, FERRY_YIELD_LIMIT), ""), s->step, go);
    LLVMPositionBuilderAtEnd(s->b, go);
    LLVMBuildStore(s->b, n, at);
}

/* Runs, in turn, the region of each point the runtime set in s->run, for
 * the threads waiting there. */
static void run_regions(builder *s, LLVMBasicBlockRef next, LLVMValueRef arrived)
{
    unsigned n = s->g->nbar;
    LLVMBasicBlockRef *go = calloc(n + 1, sizeof *go), *fast = calloc(n + 1, sizeof *fast);
    if (!go || !fast) {
        free(go);
        free(fast);
        LLVMBuildBr(s->b, next);
        return;
    }
    for (unsigned r = 1; r <= n; r++) {
        go[r] = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        if (lone_paths(s) && is_lone_point(s, r))
            fast[r] = LLVMAppendBasicBlockInContext(s->c, s->fn, "lone.go");
    }
    LLVMBasicBlockRef lone = lone_paths(s) ? lone_dispatch(s, fast) : NULL;
    for (unsigned r = 1; r <= n; r++) {
        LLVMBasicBlockRef skip = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMBuildCondBr(s->b, run_flag(s, r), go[r], skip);
        LLVMPositionBuilderAtEnd(s->b, go[r]);
        reset_stops(s);
        build_exchange(s, r, false);
        build_region(s, r, true);
        next_iteration(s, r);
        if (lone)
            LLVMBuildCondBr(s->b, run_flag(s, 0), lone, skip);
        else
            LLVMBuildBr(s->b, skip);
        LLVMPositionBuilderAtEnd(s->b, skip);
    }
    LLVMBuildBr(s->b, next);
    /* The threads at the point go on: where they wait becomes where they
     * stopped (the others, at barriers, did not move). */
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    for (unsigned r = 1; r <= n; r++) {
        if (!fast[r])
            continue;
        LLVMPositionBuilderAtEnd(s->b, fast[r]);
        if (is_yield_point(s, r))
            count_yield_step(s, arrived);
        else
            reset_yield_streak(s, r, arrived);
        LLVMValueRef live = LLVMBuildLoad2(s->b, LLVMInt32TypeInContext(s->c), s->live, "live");
        LLVMValueRef bytes = LLVMBuildMul(s->b, LLVMBuildZExt(s->b, live, i64, ""), LLVMConstInt(i64, 4, 0), "");
        LLVMBuildMemCpy(s->b, s->cur, LLVMGetAlignment(s->cur), s->nxt, LLVMGetAlignment(s->nxt), bytes);
        LLVMBuildBr(s->b, go[r]);
    }
    free(go);
    s->lone_go = fast;
}

/* The barrier ids (a bit each) that some bar.arrive of the kernel uses. */
static uint32_t arrive_barrier_ids(builder *s)
{
    uint32_t ids = 0;
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        if (strcmp(s->g->kind[r]->name, "__ferry_bar_arrive")) /* cheaper than point_kind */
            continue;
        uint32_t kind = point_kind(s->g->call[r], s->g->kind[r]);
        ids |= UINT32_C(1) << (kind >> 16 & (FERRY_BARRIER_IDS - 1));
    }
    return ids;
}

static bool is_yield_point(builder *s, unsigned r)
{
    return !strcmp(s->g->kind[r]->name, "__ferry_yield");
}

static bool has_yield_points(builder *s)
{
    for (unsigned r = 1; r <= s->g->nbar; r++)
        if (is_yield_point(s, r))
            return true;
    return false;
}

/* The runtime's state of the block from step to step (FERRY_BLOCK_WORDS):
 * pending arrivals per barrier id and the count of yield-only steps in a
 * row. Zeroed when the block entry starts, so once per block; a null
 * pointer for kernels with neither bar.arrive nor yield points. */
static LLVMValueRef arrivals(builder *s)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(s->c, 0), i32 = LLVMInt32TypeInContext(s->c);
    if (!arrive_barrier_ids(s) && !has_yield_points(s))
        return LLVMConstNull(ptr);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(s->fn)));
    LLVMValueRef a = LLVMBuildAlloca(b, LLVMArrayType2(i32, FERRY_BLOCK_WORDS), "arrived");
    ferry_mark_internal(a);
    LLVMBuildMemSet(b, a, LLVMConstInt(LLVMInt8TypeInContext(s->c), 0, 0),
                    LLVMConstInt(LLVMInt64TypeInContext(s->c), 4 * FERRY_BLOCK_WORDS, 0), 4);
    LLVMDisposeBuilder(b);
    return a;
}

/* A uniform run of a point other than a yield point is progress: the
 * runtime's count of yield-only steps in a row starts again, so that many
 * short spins of a long kernel do not add up to a deadlock. */
static void reset_yield_streak(builder *s, unsigned r, LLVMValueRef arrived)
{
    if (is_yield_point(s, r) || LLVMIsNull(arrived) || !has_yield_points(s))
        return;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(s->c), FERRY_YIELD_STREAK, 0);
    LLVMBuildStore(s->b, i32c(s, 0), LLVMBuildInBoundsGEP2(s->b, i32, arrived, &idx, 1, ""));
}

/* After a region ran for every thread: if all stopped at the same point,
 * its region runs next, unchecked; if all returned, the block is done;
 * otherwise the runtime works out who waits where (the step). */
static bool goes_uniform(builder *s, unsigned r, uint32_t arrive_ids);

static void build_after_uniform(builder *s)
{
    /* Every thread stops at the same point, known now: no need to look. */
    uint32_t arrive_ids = arrive_barrier_ids(s);
    if (s->sole_stop == 0) {
        LLVMBuildBr(s->b, s->done);
        return;
    }
    if (s->sole_stop > 0 && goes_uniform(s, (unsigned)s->sole_stop, arrive_ids)) {
        LLVMBuildBr(s->b, s->uniform[s->sole_stop]);
        return;
    }
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef any = LLVMBuildLoad2(s->b, i32, s->stop_any, "");
    LLVMValueRef all = LLVMBuildLoad2(s->b, i32, s->stop_all, "");
    LLVMValueRef at = stopped_at(s, any, all, i32c(s, (unsigned)-1));
    LLVMValueRef sw = LLVMBuildSwitch(s->b, at, s->step, s->g->nbar + 1);
    LLVMAddCase(sw, i32c(s, 0), s->done);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        if (goes_uniform(s, r, arrive_ids))
            LLVMAddCase(sw, i32c(s, r), s->uniform[r]);
}

/* May point r's region run next, without the runtime, once every thread
 * is there? A barrier for a given number of threads may not complete even
 * with every thread there, and bar.arrive leaves arrivals for later: the
 * runtime decides, and keeps the count of arrivals of each barrier id. */
static bool goes_uniform(builder *s, unsigned r, uint32_t arrive_ids)
{
    uint32_t kind = point_kind(s->g->call[r], s->g->kind[r]);
    bool counted = (kind & FERRY_POINT_BARRIER) && (kind & 0xffff);
    bool pending = (kind & (FERRY_POINT_BARRIER | FERRY_POINT_ARRIVE))
                && (arrive_ids >> (kind >> 16 & (FERRY_BARRIER_IDS - 1)) & 1);
    /* a spin-wait's yield goes through the runtime, which counts the
     * steps in which nothing but spinning happens */
    bool yield = (kind & FERRY_POINT_YIELD) != 0;
    return !counted && !pending && !yield;
}

/* Region r for every thread of the block, all of which wait at point r. */
static void build_uniform(builder *s, unsigned r, LLVMValueRef arrived)
{
    LLVMPositionBuilderAtEnd(s->b, s->uniform[r]);
    reset_stops(s);
    reset_yield_streak(s, r, arrived);
    build_exchange(s, r, true);
    build_region(s, r, false);
    next_iteration(s, r);
    build_after_uniform(s);
}

/* For the runtime: what each sync point is (see __ferry_barrier_step),
 * with a loop point's depth (find_loops). */
static LLVMValueRef point_kinds(builder *s)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef v[MAX_BARRIERS + 1];
    v[0] = LLVMConstInt(i32, 0, 0);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        uint32_t depth = is_loop_point(s->g, r) ? s->g->depth[r] & FERRY_POINT_DEPTH : 0;
        v[r] = LLVMConstInt(i32, point_kind(s->g->call[r], s->g->kind[r]) | depth, 0);
    }
    LLVMValueRef init = LLVMConstArray2(i32, v, s->g->nbar + 1);
    LLVMValueRef g = LLVMAddGlobal(s->m, LLVMTypeOf(init), "__ferry_sync_points");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    return g;
}

/* s->live less the threads at its top that returned in the last run
 * (where they stopped, s->nxt, is 0). */
static LLVMValueRef trim_returned(builder *s)
{
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef n0 = LLVMBuildLoad2(b, i32, s->live, "live");
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(b);
    LLVMBasicBlockRef test = LLVMAppendBasicBlockInContext(s->c, s->fn, "trim.test");
    LLVMBasicBlockRef look = LLVMAppendBasicBlockInContext(s->c, s->fn, "trim.look");
    LLVMBasicBlockRef out = LLVMAppendBasicBlockInContext(s->c, s->fn, "trim.out");
    LLVMBuildBr(b, test);
    LLVMPositionBuilderAtEnd(b, test);
    LLVMValueRef n = LLVMBuildPhi(b, i32, "alive");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, n, i32c(s, 0), ""), out, look);
    LLVMPositionBuilderAtEnd(b, look);
    LLVMValueRef last = LLVMBuildSub(b, n, i32c(s, 1), "");
    LLVMValueRef at = LLVMBuildLoad2(b, i32, state_addr(s, s->nxt, LLVMBuildZExt(b, last, LLVMInt64TypeInContext(s->c), "")), "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, at, i32c(s, 0), ""), test, out);
    LLVMAddIncoming(n, &n0, &pre, 1);
    LLVMAddIncoming(n, &last, &look, 1);
    LLVMPositionBuilderAtEnd(b, out);
    return n;
}

/* Before the runtime's step: when every thread that has not returned
 * stopped at the same warp point (a reduction's last warp under `if (tid
 * < 32)`, the others gone), the step would let them go on alone, as in a
 * lone warp's step, and skip the steps after it: they go on so at once.
 * When every thread has returned, the block is done. Either way the
 * runtime's look at every thread of the block is saved: twice per block
 * of a reduction of 256 floats a block, whose tail took 3 us a block, 1
 * with this and the exchange inline (bench/block_tails.cu). */
static void build_step_shortcut(builder *s, LLVMBasicBlockRef call)
{
    bool some = false;
    for (unsigned r = 1; r <= s->g->nbar && s->lone_go; r++)
        some |= s->lone_go[r] && point_kind(s->g->call[r], s->g->kind[r]) == FERRY_POINT_WARP;
    if (!some) {
        LLVMBuildBr(s->b, call);
        return;
    }
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i8 = LLVMInt8TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef n = trim_returned(s);
    LLVMBasicBlockRef look = LLVMAppendBasicBlockInContext(s->c, s->fn, "alone.look");
    LLVMBasicBlockRef pick = LLVMAppendBasicBlockInContext(s->c, s->fn, "alone.pick");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, n, i32c(s, 0), ""), s->done, look);
    LLVMPositionBuilderAtEnd(b, look);
    LLVMValueRef first = LLVMBuildLoad2(b, i32, state_addr(s, s->nxt, LLVMConstInt(i64, 0, 0)), "");
    LLVMBuildCondBr(b, all_at(s, s->nxt, first, n), pick, call);
    LLVMPositionBuilderAtEnd(b, pick);
    LLVMValueRef sw = LLVMBuildSwitch(b, first, call, s->g->nbar);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        if (!s->lone_go[r] || point_kind(s->g->call[r], s->g->kind[r]) != FERRY_POINT_WARP)
            continue;
        LLVMBasicBlockRef go = LLVMAppendBasicBlockInContext(s->c, s->fn, "alone");
        LLVMAddCase(sw, i32c(s, r), go);
        LLVMPositionBuilderAtEnd(b, go);
        LLVMBuildStore(b, n, s->live);
        /* as the step would: every thread waits where it stopped */
        LLVMValueRef bytes = LLVMBuildMul(b, LLVMBuildZExt(b, s->nthreads, i64, ""), LLVMConstInt(i64, 4, 0), "");
        LLVMBuildMemCpy(b, s->cur, LLVMGetAlignment(s->cur), s->nxt, LLVMGetAlignment(s->nxt), bytes);
        LLVMBuildStore(b, LLVMConstInt(i8, 1, 0), s->run); /* run[0]: a lone warp's step */
        LLVMBuildBr(b, s->lone_go[r]);
    }
}

/* The step, when threads stopped at different points: the runtime records
 * where each waits and says what goes on: the uniform path of one point
 * when every thread waits there (as on the way back from divergence), or
 * the regions of some points for the threads waiting at them. */
static void build_step(builder *s, LLVMValueRef arrived)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(s->c, 0), i32 = LLVMInt32TypeInContext(s->c);
    LLVMBasicBlockRef mixed = LLVMAppendBasicBlockInContext(s->c, s->fn, "divergent");
    LLVMBasicBlockRef call = LLVMAppendBasicBlockInContext(s->c, s->fn, "step.call");
    LLVMPositionBuilderAtEnd(s->b, call);
    LLVMTypeRef params[8] = {ptr, ptr, i32, ptr, i32, ptr, ptr, ptr};
    LLVMTypeRef fty = LLVMFunctionType(i32, params, 8, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "__ferry_barrier_step");
    if (!f)
        f = LLVMAddFunction(s->m, "__ferry_barrier_step", fty);
    LLVMValueRef args[8] = {s->cur, s->nxt, s->nthreads, point_kinds(s), i32c(s, s->g->nbar), s->run,
                            arrived, s->kname};
    LLVMValueRef next = LLVMBuildCall2(s->b, fty, f, args, 8, "next");
    LLVMValueRef sw = LLVMBuildSwitch(s->b, next, mixed, s->g->nbar + 1);
    LLVMAddCase(sw, i32c(s, (unsigned)-1), s->done);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        LLVMAddCase(sw, i32c(s, r), s->uniform[r]);
    LLVMPositionBuilderAtEnd(s->b, mixed);
    live_threads(s);
    run_regions(s, s->step, arrived);
    LLVMPositionBuilderAtEnd(s->b, s->step);
    build_step_shortcut(s, call);
    free(s->lone_go);
    s->lone_go = NULL;
}

/* The stores through GEPs of per-thread array arr, when that is all there
 * is of it. */
static void drop_stores(LLVMValueRef arr)
{
    LLVMValueRef gep = NULL, next;
    for (LLVMUseRef u = LLVMGetFirstUse(arr); u; u = LLVMGetFirstUse(arr)) {
        gep = LLVMGetUser(u);
        for (LLVMUseRef v = LLVMGetFirstUse(gep); v; v = LLVMGetFirstUse(gep)) {
            next = LLVMGetUser(v);
            if (!LLVMIsAStoreInst(next))
                return;
            LLVMInstructionEraseFromParent(next);
        }
        if (!LLVMIsAGetElementPtrInst(gep))
            return;
        LLVMInstructionEraseFromParent(gep);
    }
}

/* Without a step nothing reads where each thread stopped, nor the
 * constant operands of the warp operations exchanged inline (exchange.c
 * uses the constants): the stores go, so that the arrays are not kept for
 * them once the thread loops are functions of their own (outline.c). */
static void drop_stop_records(builder *s)
{
    drop_stores(s->nxt);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        for (unsigned k = 0; s->inlined[r] && k < 4; k++)
            if (s->opnd[r][k] && LLVMIsAConstantInt(LLVMGetOperand(s->g->call[r], k)))
                drop_stores(s->opnd[r][k]);
}

/* Region 0 has run; the blocks that decide and run what comes next. */
static void build_dispatch(builder *s)
{
    s->step = LLVMAppendBasicBlockInContext(s->c, s->fn, "step");
    s->done = LLVMAppendBasicBlockInContext(s->c, s->fn, "done");
    for (unsigned r = 1; r <= s->g->nbar; r++)
        s->uniform[r] = LLVMAppendBasicBlockInContext(s->c, s->fn, "uniform");
    build_after_uniform(s);
    LLVMValueRef arrived = arrivals(s);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        build_uniform(s, r, arrived);
    /* Threads that stop at different points, counted barriers and spin
     * waits go through the step; a kernel with none of them has none. */
    if (LLVMGetFirstUse(LLVMBasicBlockAsValue(s->step))) {
        build_step(s, arrived);
    } else {
        LLVMDeleteBasicBlock(s->step);
        drop_stop_records(s);
    }
    LLVMPositionBuilderAtEnd(s->b, s->done);
    LLVMBuildRetVoid(s->b);
}

/* Each parameter at its own alignment, in order: cuLaunchKernel's packed
 * `extra` buffer. A by-value aggregate counts with its own size. */
static uint32_t *param_layout(LLVMModuleRef m, LLVMValueRef k)
{
    unsigned n = LLVMCountParams(k), byval = LLVMGetEnumAttributeKindForName("byval", 5);
    unsigned alignk = LLVMGetEnumAttributeKindForName("align", 5);
    uint32_t *out = calloc(2 * (n ? n : 1), sizeof *out);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    uint64_t at = 0;
    for (unsigned i = 0; out && i < n; i++) {
        LLVMAttributeRef bv = LLVMGetEnumAttributeAtIndex(k, i + 1, byval);
        LLVMTypeRef ty = bv ? LLVMGetTypeAttributeValue(bv) : LLVMTypeOf(LLVMGetParam(k, i));
        LLVMAttributeRef al = LLVMGetEnumAttributeAtIndex(k, i + 1, alignk);
        uint64_t align = LLVMABIAlignmentOfType(td, ty);
        if (al && LLVMGetEnumAttributeValue(al) > align)
            align = LLVMGetEnumAttributeValue(al);
        at = (at + align - 1) / align * align;
        out[2 * i] = (uint32_t)at;
        out[2 * i + 1] = (uint32_t)LLVMABISizeOfType(td, ty);
        at += out[2 * i + 1];
    }
    return out;
}

static int build(builder *s, const char *kname, ferry_entry *e)
{
    unsigned n = LLVMCountParams(s->k);
    s->av = malloc((n ? n : 1) * sizeof *s->av);
    s->fn = ferry_new_entry(s->m, s->k, kname, s->shape != NULL, s->b);
    s->kname = LLVMBuildGlobalStringPtr(s->b, kname, "__ferry_kernel_name");
    if (!s->av || !s->fn || ferry_load_args(s->b, s->k, LLVMGetParam(s->fn, 0), s->av) < 0)
        return -1;
    s->ctx = LLVMGetParam(s->fn, 1);
    ferry_load_launch(s->b, s->ctx, s->shape, s->launch);
    for (unsigned d = 0; d < 3; d++)
        s->dims[d] = s->launch[3 + d];
    s->nthreads = LLVMBuildMul(s->b, LLVMBuildMul(s->b, s->dims[0], s->dims[1], ""), s->dims[2], "nthreads");
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    s->cur = LLVMBuildArrayAlloca(s->b, i32, s->nthreads, "waits.at");
    s->nxt = LLVMBuildArrayAlloca(s->b, i32, s->nthreads, "stops.at");
    s->stop_any = LLVMBuildAlloca(s->b, i32, "stop.any");
    s->stop_all = LLVMBuildAlloca(s->b, i32, "stop.all");
    reset_stops(s);
    /* an array type, not a count: instcombine would remake the alloca and drop its mark */
    s->run = LLVMBuildAlloca(s->b, LLVMArrayType2(LLVMInt8TypeInContext(s->c), s->g->nbar + 1), "run");
    s->live = LLVMBuildAlloca(s->b, i32, "live");
    LLVMBuildStore(s->b, s->nthreads, s->live);
    LLVMValueRef own[] = {s->cur, s->nxt, s->stop_any, s->stop_all, s->run, s->live};
    for (unsigned i = 0; i < sizeof own / sizeof own[0]; i++)
        ferry_mark_internal(own[i]);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        LLVMValueRef call = s->g->call[r];
        if (s->g->kind[r]->op == 0 || s->g->kind[r]->op == FERRY_SYNCWARP)
            continue;
        bool shfl = is_shuffle(s->g->kind[r]->op);
        for (unsigned k = 0; k < (unsigned)LLVMGetNumArgOperands(call) && k < 4; k++)
            s->opnd[r][k] = exchange_array(s, shfl && k == 1, "sync.operand");
        if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
            s->res[r] = exchange_array(s, shfl, "sync.result");
    }
    if (make_slots(s) < 0 || copy_byval_args(s) < 0)
        return -1;
    if (s->g->nbar == 0 && !s->spins && ferry_strips_ok(s->k)) {
        build_strips(s);
    } else {
        build_region(s, 0, false);
        if (s->g->nbar)
            prefetch_next_block(s);
    }
    if (s->g->nbar)
        build_dispatch(s);
    else
        LLVMBuildRetVoid(s->b);
    *e = (ferry_entry){.fn = s->fn, .ctx = s->ctx, .nparams = n, .param_layout = param_layout(s->m, s->k),
                       .local_memory = s->local_memory, .loops = s->loops, .nloops = s->nloops,
                       .strips = s->strips};
    s->loops = NULL;
    if (!e->param_layout)
        return -1;
    return s->d->errors ? -1 : 0;
}

/* Whether the kernel spin-waits somewhere (see is_yield_point). */
static bool calls_yield(LLVMValueRef k)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            const char *n = ferry_callee_name(i);
            if (n && !strcmp(n, "__ferry_yield"))
                return true;
        }
    return false;
}

static void free_builder(builder *s)
{
    LLVMDisposeBuilder(s->b);
    free(s->av);
    free(s->loops);
    for (unsigned i = 0; i < s->nslots; i++)
        free(s->slots[i].before);
    free(s->slots);
    ptrmap_free(&s->slot_of);
    ptrmap_free(&s->own);
    free(s->byval_copy);
    free(s->byval_ty);
}

/* Past this many sync points a kernel's shaped entry costs more to build
 * than its constants gain: each point is a thread loop per entry, and 256
 * shuffles of a butterfly (bench/compile/gen.sh warpops 256) took 10.9 s
 * to lower instead of 4.8, 16 of them 0.68 s instead of 0.22, though
 * their code is under threadloop.c's bound on instructions.
 * bench/kernels' kernels have at most 5. */
#define SHAPED_MAX_SYNC_POINTS 8

/* The points syncloops.c added by unrolling short loops: they are the
 * steps the loop took, and do not count against the bound. */
static unsigned unrolled_points(LLVMValueRef k)
{
    unsigned len;
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(k, LLVMAttributeFunctionIndex, FERRY_UNROLLED_POINTS,
                                                       (unsigned)strlen(FERRY_UNROLLED_POINTS));
    const char *v = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    return v ? (unsigned)strtoul(v, NULL, 10) : 0;
}

/* The entry for one block shape is built from the kernel as the generic
 * one was (build copies the kernel's code and leaves it as it found it). */
static int build_shaped(builder *generic, const char *kname, const uint32_t *shape, ferry_entry *e)
{
    builder s = {.m = generic->m, .c = generic->c, .k = generic->k, .g = generic->g, .d = generic->d,
                 .spins = generic->spins, .shape = shape};
    s.b = LLVMCreateBuilderInContext(s.c);
    int rc = build(&s, kname, e);
    if (rc == 0)
        e->in_order = s.spins;
    free_builder(&s);
    return rc;
}

int ferry_build_barrier_entry(LLVMModuleRef m, LLVMValueRef k, const char *kname, ferry_entry *e,
                              ferry_entry *shaped, const uint32_t *shape, ferry_diag *d)
{
    cfg g = {0};
    builder s = {.m = m, .c = LLVMGetModuleContext(m), .k = k, .g = &g, .d = d, .spins = ferry_spin_waits(k)};
    s.b = LLVMCreateBuilderInContext(s.c);
    int rc = -1;
    /* A stride loop's iterations run in steps of all its threads at once,
     * which threads at yield points, going on alone, would break. */
    ferry_split_thread_tests(k);
    if ((calls_yield(k) || ferry_mark_stride_loops(k) == 0) && cut_sync_points(k, &g, d) == 0 && demote_split_values(k) == 0 && number_blocks(k, &g) == 0
        && find_regions(&g) == 0 && find_loops(&g) == 0)
        rc = build(&s, kname, e);
    unsigned added = unrolled_points(k);
    if (rc == 0 && shape && g.nbar - (added < g.nbar ? added : g.nbar) <= SHAPED_MAX_SYNC_POINTS)
        rc = build_shaped(&s, kname, shape, shaped);
    if (rc == 0) {
        e->in_order = s.spins;
        /* Constant users such as llvm.used follow the kernel to its entry. */
        LLVMReplaceAllUsesWith(k, s.fn);
        LLVMDeleteFunction(k);
    }
    free_builder(&s);
    free(g.block);
    free(g.bar);
    free(g.member);
    free(g.loop);
    ptrmap_free(&g.index);
    return rc;
}
