/* Grid-stride loops read, in each run of their region, one block-wide
 * slice of each array (a KiB or so) and then jump by the whole grid's
 * stride: too short a run for the hardware prefetchers to follow, so the
 * loop waits on memory at every step. Before each run, the slices that the
 * loads will read DISTANCE iterations later are prefetched, one cache line
 * at a time. */
#include "regions.h"

#include <string.h>

enum { DISTANCE = 8, MAX_STREAMS = 4, LINE = 64, MAX_SPAN = 1 << 16 };

/* The address p will have for the thread at tid, DISTANCE iterations on. */
static LLVMValueRef ahead(builder *s, slot *iv, LLVMValueRef p, LLVMValueRef tid[3])
{
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {tid[0], tid[1], tid[2]}, .launch = s->launch};
    ptrmap vmap = {0};
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), s->av[i]);
    LLVMValueRef k = LLVMBuildLoad2(s->b, iv->ty, iv->k, "");
    k = LLVMBuildAdd(s->b, k, LLVMConstInt(iv->ty, DISTANCE, 0), "");
    LLVMValueRef init = remat_clone(s, LLVMGetOperand(iv->init_store, 0), &vmap, &e);
    LLVMValueRef stride = remat_clone(s, iv->stride, &vmap, &e);
    s->subst = iv;
    s->subst_value = LLVMBuildAdd(s->b, init, LLVMBuildMul(s->b, k, stride, ""), "");
    LLVMValueRef a = remat_clone(s, p, &vmap, &e);
    s->subst = NULL;
    ptrmap_free(&vmap);
    return LLVMBuildPtrToInt(s->b, a, LLVMInt64TypeInContext(s->c), "");
}

/* for (a = lo & -LINE; a <= hi; a += LINE) prefetch(a), when the span is sane. */
static void prefetch_span(builder *s, LLVMValueRef lo, LLVMValueRef hi)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c), i32 = LLVMInt32TypeInContext(s->c);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(s->c, 0);
    LLVMValueRef span = LLVMBuildSub(s->b, hi, lo, "");
    LLVMValueRef sane = LLVMBuildICmp(s->b, LLVMIntULT, span, LLVMConstInt(i64, MAX_SPAN, 0), "");
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
    LLVMValueRef args[4] = {LLVMBuildIntToPtr(s->b, a, ptr, ""), i32c(s, 0), i32c(s, 3), i32c(s, 1)};
    LLVMBuildCall2(s->b, fty, f, args, 4, "");
    LLVMValueRef next = LLVMBuildAdd(s->b, a, LLVMConstInt(i64, LINE, 0), "");
    LLVMAddIncoming(a, &start, &pre, 1);
    LLVMAddIncoming(a, &next, &body, 1);
    LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntULE, next, hi, ""), body, out);
    LLVMPositionBuilderAtEnd(s->b, out);
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
            if (!LLVMIsALoadInst(i))
                continue;
            LLVMValueRef p = LLVMGetOperand(i, 0);
            if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0 || LLVMIsAAllocaInst(p)
                || ptrmap_get(&s->slot_of, p) || !LLVMIsAInstruction(p) || !loop_value(s, p, r, 0))
                continue;
            bool dup = false;
            for (unsigned j = 0; j < n; j++)
                dup |= seen[j] == p;
            if (dup)
                continue;
            seen[n++] = p;
            prefetch_span(s, ahead(s, iv, p, first), ahead(s, iv, p, last));
        }
    }
}
