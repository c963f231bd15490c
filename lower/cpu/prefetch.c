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

/* for (a = lo & -LINE; a <= hi; a += LINE) prefetch(a), when the span is sane. */
static void prefetch_span(builder *s, LLVMValueRef lo, LLVMValueRef hi, unsigned long long most)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c), i32 = LLVMInt32TypeInContext(s->c);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(s->c, 0);
    LLVMValueRef span = LLVMBuildSub(s->b, hi, lo, "");
    LLVMValueRef sane = LLVMBuildICmp(s->b, LLVMIntULT, span, LLVMConstInt(i64, most, 0), "");
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(s->b);
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(s->c, s->fn, "prefetch");
    LLVMBasicBlockRef out = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMValueRef start = LLVMBuildAnd(s->b, lo, LLVMConstInt(i64, ~(uint64_t)(LINE - 1), 0), "");
    LLVMBuildCondBr(s->b, sane, body, out);
    LLVMPositionBuilderAtEnd(s->b, body);
    LLVMValueRef a = LLVMBuildPhi(s->b, i64, "");
    LLVMTypeRef params[4] = {ptr, i32, i32, i32};
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(s->c), params, 4, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "llvm.prefetch.p0");
    if (!f)
        f = LLVMAddFunction(s->m, "llvm.prefetch.p0", fty);
    LLVMValueRef args[4] = {LLVMBuildIntToPtr(s->b, a, ptr, ""), i32c(s, 0), i32c(s, 1), i32c(s, 1)};
    LLVMBuildCall2(s->b, fty, f, args, 4, "");
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
            prefetch_span(s, ahead(s, iv, p, first), ahead(s, iv, p, last), MAX_SPAN);
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
                prefetch_span(s, address_at(s, sl, k, p, first), address_at(s, sl, k, p, last), MAX_ROW_SPAN);
            }
        }
    }
}
