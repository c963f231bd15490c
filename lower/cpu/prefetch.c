/* Grid-stride loops read, in each run of their region, one block-wide
 * slice of each array (a KiB or so) and then jump by the whole grid's
 * stride: too short a run for the hardware prefetchers to follow, so the
 * loop waits on memory at every step. Before each run, the slices that the
 * loads will read DISTANCE iterations later are prefetched, one cache line
 * at a time, into L2: into L1 (prefetcht0) each waited for one of the L1's
 * few fill buffers, and the loop of prefetches was a sixth of reduce's
 * time on a Zen 4. */
#include "regions.h"

#include <string.h>

enum { DISTANCE = 8, COUNTER_DISTANCE = 2, MAX_STREAMS = 4, LINE = 64, MAX_SPAN = 1 << 16 };
/* A counter loop's slice must be one short run: across the rows of a 2-D
 * block (a tile loop's A[row * n + k0 + tx]) first to last thread spans
 * whole rows, and prefetching every line between made sgemm 7x slower. */
enum { MAX_ROW_SPAN = 4096 };

static void map_params(builder *s, ptrmap *vmap)
{
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        ptrmap_put(vmap, LLVMGetParam(s->k, i), s->av[i]);
}

/* The address p will have for the thread at tid when counter sl holds k. */
static LLVMValueRef address_at(builder *s, slot *sl, LLVMValueRef k, LLVMValueRef p, LLVMValueRef tid[3])
{
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {tid[0], tid[1], tid[2]}, .launch = s->launch};
    ptrmap vmap = {0};
    map_params(s, &vmap);
    s->subst = sl;
    s->subst_value = k;
    LLVMValueRef a = remat_clone(s, p, &vmap, &e);
    s->subst = NULL;
    ptrmap_free(&vmap);
    return LLVMBuildPtrToInt(s->b, a, LLVMInt64TypeInContext(s->c), "");
}

/* The address p will have for the thread at tid, DISTANCE iterations on. */
static LLVMValueRef ahead(builder *s, slot *iv, LLVMValueRef p, LLVMValueRef tid[3])
{
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {tid[0], tid[1], tid[2]}, .launch = s->launch};
    ptrmap vmap = {0};
    map_params(s, &vmap);
    LLVMValueRef k = LLVMBuildLoad2(s->b, iv->ty, iv->k, "");
    k = LLVMBuildAdd(s->b, k, LLVMConstInt(iv->ty, DISTANCE, 0), "");
    LLVMValueRef init = remat_clone(s, LLVMGetOperand(iv->init_store, 0), &vmap, &e);
    LLVMValueRef stride = remat_clone(s, iv->stride, &vmap, &e);
    ptrmap_free(&vmap);
    return address_at(s, iv, LLVMBuildAdd(s->b, init, LLVMBuildMul(s->b, k, stride, ""), ""), p, tid);
}

static LLVMValueRef prefetch_fn(builder *s, LLVMTypeRef *fty)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), ptr = LLVMPointerTypeInContext(s->c, 0);
    LLVMTypeRef params[4] = {ptr, i32, i32, i32};
    *fty = LLVMFunctionType(LLVMVoidTypeInContext(s->c), params, 4, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "llvm.prefetch.p0");
    return f ? f : LLVMAddFunction(s->m, "llvm.prefetch.p0", *fty);
}

/* prefetch(a) into L2, to be written (prefetchw) if write. */
static void prefetch_at(builder *s, LLVMValueRef a, bool write)
{
    LLVMTypeRef fty;
    LLVMValueRef f = prefetch_fn(s, &fty);
    LLVMValueRef args[4] = {LLVMBuildIntToPtr(s->b, a, LLVMPointerTypeInContext(s->c, 0), ""), i32c(s, write),
                            i32c(s, 1), i32c(s, 1)};
    LLVMBuildCall2(s->b, fty, f, args, 4, "");
}

/* for (a = lo & -LINE; a <= hi; a += LINE) prefetch(a), when the span is sane. */
static void prefetch_span(builder *s, LLVMValueRef lo, LLVMValueRef hi, unsigned long long most, bool write)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef span = LLVMBuildSub(s->b, hi, lo, "");
    LLVMValueRef sane = LLVMBuildICmp(s->b, LLVMIntULT, span, LLVMConstInt(i64, most, 0), "");
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(s->b);
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(s->c, s->fn, "prefetch");
    LLVMBasicBlockRef out = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMValueRef start = LLVMBuildAnd(s->b, lo, LLVMConstInt(i64, ~(uint64_t)(LINE - 1), 0), "");
    LLVMBuildCondBr(s->b, sane, body, out);
    LLVMPositionBuilderAtEnd(s->b, body);
    LLVMValueRef a = LLVMBuildPhi(s->b, i64, "");
    prefetch_at(s, a, write);
    LLVMValueRef next = LLVMBuildAdd(s->b, a, LLVMConstInt(i64, LINE, 0), "");
    LLVMAddIncoming(a, &start, &pre, 1);
    LLVMAddIncoming(a, &next, &body, 1);
    LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntULE, next, hi, ""), body, out);
    LLVMPositionBuilderAtEnd(s->b, out);
}

/* A load's address p, computed as wanted (follows), that no stream in
 * seen[] has yet: global memory, not a local or a slot. Added if so. */
static bool new_stream(builder *s, LLVMValueRef p, LLVMValueRef *seen, unsigned *n, bool follows)
{
    if (!follows || LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0 || LLVMIsAAllocaInst(p)
        || ptrmap_get(&s->slot_of, p) || !LLVMIsAInstruction(p))
        return false;
    for (unsigned j = 0; j < *n; j++)
        if (seen[j] == p)
            return false;
    seen[(*n)++] = p;
    return true;
}

static slot *loop_slot(builder *s, unsigned r)
{
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->slots[i].loop == r)
            return &s->slots[i];
    return NULL;
}

void prefetch_stride_loop(builder *s, unsigned r)
{
    if (r == 0 || strcmp(s->g->kind[r]->name, "__ferry_loop_sync"))
        return;
    slot *iv = loop_slot(s, r);
    if (!iv)
        return;
    LLVMValueRef seen[MAX_STREAMS];
    unsigned n = 0;
    const unsigned char *in = s->g->member + (size_t)r * s->g->nblocks;
    LLVMValueRef zero = i32c(s, 0), one = i32c(s, 1);
    LLVMValueRef first[3] = {zero, zero, zero};
    LLVMValueRef last[3];
    for (unsigned d = 0; d < 3; d++)
        last[d] = LLVMBuildSub(s->b, s->dims[d], one, "");
    for (unsigned b = 0; b < s->g->nblocks && n < MAX_STREAMS; b++) {
        if (!in[b])
            continue;
        for (LLVMValueRef i = LLVMGetFirstInstruction(s->g->block[b]); i && n < MAX_STREAMS;
             i = LLVMGetNextInstruction(i)) {
            LLVMValueRef p = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : NULL;
            if (!p || !new_stream(s, p, seen, &n, loop_value(s, p, r, 0)))
                continue;
            prefetch_span(s, ahead(s, iv, p, first), ahead(s, iv, p, last), MAX_SPAN, false);
        }
    }
}

/* Computed from what remat_value accepts and counter sl; *uses: sl in it. */
static bool counter_value(builder *s, LLVMValueRef v, const slot *sl, bool *uses, int depth)
{
    if (LLVMIsALoadInst(v) && ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0)) == sl) {
        *uses = true;
        return true;
    }
    if (remat_value(s, v, depth))
        return true;
    if (depth > 12 || !LLVMIsAInstruction(v) || LLVMIsALoadInst(v) || ferry_callee_name(v) || !ferry_is_pure_op(v)
        || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!counter_value(s, LLVMGetOperand(v, k), sl, uses, depth + 1))
            return false;
    return true;
}

/* Loops with barriers whose counter every thread steps alike (pathfinder's
 * rows, a tile loop) read a block-wide slice per iteration, a row's stride
 * from the last: the same short runs as a grid-stride loop's. Before each
 * run of the region that steps the counter, the slices of the loads whose
 * address follows the counter are prefetched DISTANCE steps ahead. */
void prefetch_counter_loop(builder *s, unsigned r)
{
    LLVMValueRef seen[MAX_STREAMS];
    unsigned n = 0;
    const unsigned char *in = s->g->member + (size_t)r * s->g->nblocks;
    LLVMValueRef zero = i32c(s, 0), one = i32c(s, 1);
    LLVMValueRef first[3] = {zero, zero, zero}, last[3];
    for (unsigned d = 0; d < 3; d++)
        last[d] = LLVMBuildSub(s->b, s->dims[d], one, "");
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        LLVMValueRef k = NULL;
        if (r == 0 || sl->step_region != r)
            continue;
        for (unsigned b = 0; b < s->g->nblocks && n < MAX_STREAMS; b++) {
            if (!in[b])
                continue;
            for (LLVMValueRef i = LLVMGetFirstInstruction(s->g->block[b]); i && n < MAX_STREAMS;
                 i = LLVMGetNextInstruction(i)) {
                bool uses = false;
                LLVMValueRef p = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : NULL;
                /* not shared or constant memory (globals), which the block reads again */
                if (!p || LLVMIsAGlobalVariable(ferry_pointer_base(p))
                    || !new_stream(s, p, seen, &n, counter_value(s, p, sl, &uses, 0) && uses))
                    continue;
                if (!k) { /* the value DISTANCE steps past the one this run reads after its step */
                    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {zero, zero, zero}, .launch = s->launch};
                    ptrmap vmap = {0};
                    map_params(s, &vmap);
                    k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
                    for (int d = 0; d <= COUNTER_DISTANCE; d++)
                        k = stepped(s, sl, k, &vmap, &e);
                    ptrmap_free(&vmap);
                }
                prefetch_span(s, address_at(s, sl, k, p, first), address_at(s, sl, k, p, last), MAX_ROW_SPAN, false);
            }
        }
    }
}

/* The next block's lines (prefetch_next_block). At most NEXT_STREAMS
 * addresses, each for at most NEXT_ROWS rows of threads and steps of a
 * counted loop together, and one thread at a time (a tile's column, rows
 * apart) for at most NEXT_THREADS a row. */
enum { NEXT_STREAMS = 8, NEXT_ROWS = 64, NEXT_THREADS = 64 };

/* Whether v reads blockIdx: an address that does not is the next block's
 * too, and in cache already. */
static bool reads_block_index(builder *s, LLVMValueRef v, int depth)
{
    if (depth > 12 || !LLVMIsAInstruction(v) || LLVMIsAPHINode(v))
        return false;
    const char *callee = ferry_callee_name(v);
    if (callee)
        return !strncmp(callee, "llvm.nvvm.read.ptx.sreg.ctaid.", 30);
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        return sl && sl->value && reads_block_index(s, sl->value, depth + 1);
    }
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (reads_block_index(s, LLVMGetOperand(v, k), depth + 1))
            return true;
    return false;
}

/* Whether v divides by a value that is not a nonzero constant: computed
 * for the next block, or for a thread the original code kept out of it
 * (follows_on asks for the last), it could trap. */
static bool divides(builder *s, LLVMValueRef v, int depth)
{
    if (depth > 12 || !LLVMIsAInstruction(v))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMURem || op == LLVMSRem) {
        LLVMValueRef d = LLVMGetOperand(v, 1);
        if (!LLVMIsAConstantInt(d) || LLVMConstIntGetSExtValue(d) == 0 || LLVMConstIntGetSExtValue(d) == -1)
            return true;
    }
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        LLVMValueRef from = copied_value(v);
        return sl && sl->value ? divides(s, sl->value, depth + 1) : from != v && divides(s, from, depth + 1);
    }
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (divides(s, LLVMGetOperand(v, k), depth + 1))
            return true;
    return false;
}

/* A thread's counted loop (the rows a tile's threads write back, one a
 * step), its counter demoted to a variable for the barriers: var runs from
 * first by step while below end. */
typedef struct counted {
    LLVMValueRef var;
    int64_t first, step, end;
} counted;

/* The variable v reads, past copies from one variable to another (the
 * demoted phi's incoming values): an alloca, or NULL. */
static LLVMValueRef counter_var(LLVMValueRef v)
{
    for (int hops = 0; hops < 8 && LLVMIsALoadInst(v); hops++) {
        LLVMValueRef c = copied_value(v);
        if (c == v)
            return LLVMIsAAllocaInst(LLVMGetOperand(v, 0)) ? LLVMGetOperand(v, 0) : NULL;
        v = c;
    }
    return NULL;
}

static bool one_store(LLVMValueRef var)
{
    unsigned n = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(var); u; u = LLVMGetNextUse(u))
        n += LLVMIsAStoreInst(LLVMGetUser(u)) != NULL;
    return n == 1;
}

/* The loop's test: a read of var, or of a copy of it, against a constant
 * (k < 16, k != 16). Looked for among var's own users, not the kernel's. */
static bool counted_end(LLVMValueRef var, counted *c, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(var); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef load = LLVMGetUser(u);
        if (!LLVMIsALoadInst(load))
            continue;
        for (LLVMUseRef w = LLVMGetFirstUse(load); w; w = LLVMGetNextUse(w)) {
            LLVMValueRef i = LLVMGetUser(w);
            if (LLVMIsAStoreInst(i) && LLVMGetOperand(i, 0) == load && depth < 3
                && LLVMIsAAllocaInst(LLVMGetOperand(i, 1)) && one_store(LLVMGetOperand(i, 1))
                && counted_end(LLVMGetOperand(i, 1), c, depth + 1))
                return true;
            if (!LLVMIsAICmpInst(i) || LLVMGetOperand(i, 0) != load || !LLVMIsAConstantInt(LLVMGetOperand(i, 1)))
                continue;
            LLVMIntPredicate pred = LLVMGetICmpPredicate(i);
            if (pred != LLVMIntSLT && pred != LLVMIntULT && pred != LLVMIntEQ && pred != LLVMIntNE)
                continue;
            c->end = LLVMConstIntGetSExtValue(LLVMGetOperand(i, 1));
            return true;
        }
    }
    return false;
}

/* var's stores: a constant first, and var read back plus a constant step. */
static bool counted_var(LLVMValueRef var, counted *c)
{
    LLVMValueRef init = NULL, next = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(var); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef st = LLVMGetUser(u);
        if (!LLVMIsAStoreInst(st))
            continue;
        LLVMValueRef v = LLVMGetOperand(st, 0);
        while (LLVMIsALoadInst(v) && copied_value(v) != v)
            v = copied_value(v);
        if (LLVMIsAConstantInt(v) && !init)
            init = v;
        else if (!next)
            next = v;
        else
            return false;
    }
    if (!init || !next || !LLVMIsAInstruction(next) || LLVMGetInstructionOpcode(next) != LLVMAdd
        || counter_var(LLVMGetOperand(next, 0)) != var || !LLVMIsAConstantInt(LLVMGetOperand(next, 1)))
        return false;
    c->var = var;
    c->first = LLVMConstIntGetSExtValue(init);
    c->step = LLVMConstIntGetSExtValue(LLVMGetOperand(next, 1));
    if (c->step <= 0 || !counted_end(var, c, 0) || c->end <= c->first
        || (c->end - c->first + c->step - 1) / c->step > NEXT_ROWS) {
        c->var = NULL;
        return false;
    }
    return true;
}

/* Computed from what remat_value accepts and at most one counted loop's
 * counter (c). */
static bool next_value(builder *s, LLVMValueRef v, counted *c, int depth)
{
    if (remat_value(s, v, depth))
        return true;
    if (depth > 12 || !LLVMIsAInstruction(v))
        return false;
    if (LLVMIsALoadInst(v)) {
        LLVMValueRef var = counter_var(v);
        if (var && var == c->var)
            return true;
        if (var && !c->var && counted_var(var, c))
            return true;
        LLVMValueRef from = copied_value(v);
        return from != v && next_value(s, from, c, depth + 1);
    }
    if (ferry_callee_name(v) || !ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!next_value(s, LLVMGetOperand(v, k), c, depth + 1))
            return false;
    return true;
}

/* The address p has for thread (x, y, z) of the block at launch values next. */
static LLVMValueRef next_address(builder *s, LLVMValueRef p, const LLVMValueRef next[9], LLVMValueRef x,
                                 LLVMValueRef y, LLVMValueRef z)
{
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {x, y, z}, .launch = next};
    ptrmap vmap = {0};
    map_params(s, &vmap);
    LLVMValueRef a = remat_clone(s, p, &vmap, &e);
    ptrmap_free(&vmap);
    return LLVMBuildPtrToInt(s->b, a, LLVMInt64TypeInContext(s->c), "");
}

/* Each row of threads: its span of lines when the row's addresses are
 * close together, else (a column of a tile) each thread's line. */
static void prefetch_next_rows(builder *s, LLVMValueRef p, const LLVMValueRef next[9], bool write)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    ferry_loop lz = ferry_open_loop(s->b, s->fn, "pz"), ly = ferry_open_loop(s->b, s->fn, "py");
    LLVMValueRef last = LLVMBuildSub(s->b, s->dims[0], i32c(s, 1), "");
    LLVMValueRef lo = next_address(s, p, next, i32c(s, 0), ly.iv, lz.iv);
    LLVMValueRef hi = next_address(s, p, next, last, ly.iv, lz.iv);
    LLVMValueRef dense = LLVMBuildICmp(s->b, LLVMIntULT, LLVMBuildSub(s->b, hi, lo, ""),
                                       LLVMConstInt(i64, MAX_ROW_SPAN, 0), "");
    LLVMBasicBlockRef span = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.span");
    LLVMBasicBlockRef each = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.each");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBuildCondBr(s->b, dense, span, each);
    LLVMPositionBuilderAtEnd(s->b, span);
    prefetch_span(s, lo, hi, MAX_ROW_SPAN, write);
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, each);
    LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.threads");
    LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntULE, s->dims[0], i32c(s, NEXT_THREADS), ""), loop, join);
    LLVMPositionBuilderAtEnd(s->b, loop);
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "px");
    prefetch_at(s, next_address(s, p, next, lx.iv, ly.iv, lz.iv), write);
    ferry_close_loop(s->b, s->fn, lx, s->dims[0]);
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, join);
    ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
    ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
}

/* A block that stages a tile reads it in its first region and computes
 * after the barrier, memory idle; the next block then waits for its own
 * tile (a tile's column, rows apart, one line a thread; its rows, which no
 * hardware prefetcher follows across blocks). The worker runs the next
 * block in x next (pool.c gives each a contiguous range of blocks): once
 * the first region is done, the lines that next block will load and store
 * at addresses computed from thread and block indices and arguments alone
 * are prefetched into L2. */
/* Reads of c's counter give its step k (i32), while on. */
static void count_at(builder *s, const counted *c, LLVMValueRef k)
{
    LLVMTypeRef ty = LLVMGetAllocatedType(c->var);
    s->subst_phi = c->var;
    s->subst_phi_value = LLVMBuildAdd(s->b, LLVMConstInt(ty, (unsigned long long)c->first, 1),
                                      LLVMBuildMul(s->b, fit_int(s->b, k, ty),
                                                   LLVMConstInt(ty, (unsigned long long)c->step, 1), ""), "");
}

static unsigned counted_steps(const counted *c)
{
    return c->var ? (unsigned)((c->end - c->first + c->step - 1) / c->step) : 1;
}

/* Whether stream p goes on from one block to the next where the first
 * row of threads (over all its counter's steps) ends, or within two lines
 * of that: a stream the hardware's prefetchers follow (a tile's rows
 * across blocks in x, a block's consecutive slice). Prefetching those as
 * well made scan, hotspot and lud 17-20% slower. Asked of the next block
 * and the one after it, whose addresses LLVM folds to constants where
 * they differ by one in x (this block's own were computed in its first
 * region, which hides them). */
static LLVMValueRef follows_on(builder *s, LLVMValueRef p, const counted *c, const LLVMValueRef next[9])
{
    LLVMValueRef after[9];
    memcpy(after, next, sizeof after);
    after[0] = LLVMBuildNUWAdd(s->b, next[0], i32c(s, 1), "");
    LLVMSetNSW(after[0], 1);
    LLVMValueRef zero = i32c(s, 0), last = LLVMBuildSub(s->b, s->dims[0], i32c(s, 1), "");
    if (c->var)
        count_at(s, c, zero);
    LLVMValueRef lo = next_address(s, p, next, zero, zero, zero);
    LLVMValueRef after_lo = next_address(s, p, after, zero, zero, zero);
    if (c->var)
        count_at(s, c, i32c(s, counted_steps(c) - 1));
    LLVMValueRef hi = next_address(s, p, next, last, zero, zero);
    s->subst_phi = s->subst_phi_value = NULL;
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef reach = LLVMBuildAdd(s->b, LLVMBuildSub(s->b, hi, lo, ""), LLVMConstInt(i64, 2 * LINE, 0), "");
    return LLVMBuildICmp(s->b, LLVMIntULE, LLVMBuildSub(s->b, after_lo, lo, ""), reach, "follows");
}

/* Stream p's lines in the next block, at each step of its counter. */
static void prefetch_next_stream(builder *s, LLVMValueRef p, const counted *c, const LLVMValueRef next[9], bool write)
{
    LLVMBasicBlockRef go = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.stream");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMValueRef rows = LLVMBuildMul(s->b, LLVMBuildMul(s->b, s->dims[1], s->dims[2], ""), i32c(s, counted_steps(c)), "");
    LLVMValueRef few = LLVMBuildICmp(s->b, LLVMIntULE, rows, i32c(s, NEXT_ROWS), "");
    LLVMBuildCondBr(s->b, LLVMBuildAnd(s->b, few, LLVMBuildNot(s->b, follows_on(s, p, c, next), ""), ""), go, done);
    LLVMPositionBuilderAtEnd(s->b, go);
    ferry_loop lc = ferry_open_loop(s->b, s->fn, "pc");
    if (c->var)
        count_at(s, c, lc.iv);
    prefetch_next_rows(s, p, next, write);
    s->subst_phi = s->subst_phi_value = NULL;
    ferry_close_loop(s->b, s->fn, lc, i32c(s, counted_steps(c)));
    LLVMBuildBr(s->b, done);
    LLVMPositionBuilderAtEnd(s->b, done);
}

void prefetch_next_block(builder *s)
{
    LLVMValueRef seen[NEXT_STREAMS];
    bool write[NEXT_STREAMS];
    counted loop[NEXT_STREAMS];
    unsigned n = 0;
    for (unsigned b = 0; b < s->g->nblocks && n < NEXT_STREAMS; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(s->g->block[b]); i && n < NEXT_STREAMS;
             i = LLVMGetNextInstruction(i)) {
            LLVMValueRef p = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            loop[n] = (counted){0};
            if (!p || LLVMIsAGlobalVariable(ferry_pointer_base(p)) || !next_value(s, p, &loop[n], 0)
                || !reads_block_index(s, p, 0) || divides(s, p, 0))
                continue;
            write[n] = LLVMIsAStoreInst(i) != NULL;
            new_stream(s, p, seen, &n, true);
        }
    if (n == 0)
        return;
    /* x + 1 even past the grid's row: only a row's last block prefetches
     * lines no block reads, and the difference from this block's
     * addresses stays one LLVM can fold (follows_on, for the streams of
     * most tiles) */
    LLVMValueRef next[9];
    memcpy(next, s->launch, sizeof next);
    next[0] = LLVMBuildNUWAdd(s->b, s->launch[0], i32c(s, 1), "next.x");
    LLVMSetNSW(next[0], 1);
    for (unsigned k = 0; k < n; k++)
        prefetch_next_stream(s, seen[k], &loop[k], next, write[k]);
}
