/* Guards: bounds checks at the start of a region that whole blocks pass,
 * so that those blocks can run a copy of the region without masks. */
#include "regions.h"

#include <stdlib.h>
#include <string.h>

/* Does a block only compute, or write the kernel's own locals? */
static bool quiet(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMIsAStoreInst(i) && LLVMIsAAllocaInst(LLVMGetOperand(i, 1)))
            continue;
        if (LLVMIsAStoreInst(i) || (LLVMIsACallInst(i) && !is_lifetime(i)) || LLVMIsAAtomicRMWInst(i)
            || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i))
            return false;
    }
    return true;
}

/* Can b reach the kernel's return without doing anything visible on the
 * way (clang's cleanup blocks write only locals)? */
static bool leaves(const cfg *g, LLVMBasicBlockRef b)
{
    LLVMBasicBlockRef seen[8];
    unsigned n = 0, next = 0;
    seen[n++] = b;
    while (next < n) {
        LLVMBasicBlockRef x = seen[next++];
        if (g->bar[block_index(g, x)] || !quiet(x))
            continue;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(x);
        if (LLVMIsAReturnInst(term))
            return true;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            bool dup = false;
            for (unsigned j = 0; j < n; j++)
                dup |= seen[j] == y;
            if (!dup && n < 8)
                seen[n++] = y;
        }
    }
    return false;
}

/* Computed from what remat_value accepts and the induction variable of
 * stride loop r, which within a run of r's region is init + k * stride. */
bool loop_value(builder *s, LLVMValueRef v, unsigned r, int depth)
{
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        slot *from = copied_slot(s, v);
        if ((sl && sl->loop == r) || (from && from->loop == r))
            return true;
    }
    if (remat_value(s, v, depth))
        return true;
    if (depth > 12 || !LLVMIsAInstruction(v) || LLVMIsALoadInst(v) || ferry_callee_name(v)
        || !ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!loop_value(s, LLVMGetOperand(v, k), r, depth + 1))
            return false;
    return true;
}

/* The header of stride loop r tests whether the thread goes round again:
 * in all but the last iterations every thread of the block does. */
static bool loop_header_guard(builder *s, unsigned r, LLVMValueRef term, guards *gd)
{
    const cfg *g = s->g;
    if (r == 0 || strcmp(g->kind[r]->name, "__ferry_loop_sync") || !LLVMIsConditional(term)
        || !loop_value(s, LLVMGetCondition(term), r, 0))
        return false;
    gd->br[gd->n] = term;
    gd->keep[gd->n++] = (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(g->call[r], 1));
    return true;
}

void find_guards(builder *s, unsigned r, guards *gd)
{
    cfg *g = s->g;
    LLVMBasicBlockRef b = g->block[r == 0 ? 0 : block_index(g, g->after[r])];
    gd->n = 0;
    for (int steps = 0; steps < 16 && gd->n < MAX_GUARDS && !g->bar[block_index(g, b)]; steps++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!LLVMIsABranchInst(term))
            return;
        if (steps == 0 && loop_header_guard(s, r, term, gd)) {
            b = LLVMGetSuccessor(term, gd->keep[0]);
        } else if (LLVMIsConditional(term)) {
            bool out0 = leaves(g, LLVMGetSuccessor(term, 0)), out1 = leaves(g, LLVMGetSuccessor(term, 1));
            if (out0 == out1 || !remat_value(s, LLVMGetCondition(term), 0))
                return;
            gd->br[gd->n] = term;
            gd->keep[gd->n++] = out0 ? 1 : 0;
            b = LLVMGetSuccessor(term, out0 ? 1 : 0);
        } else {
            b = LLVMGetSuccessor(term, 0);
        }
    }
}

/* Do all threads of the block pass every guard? A loop over the threads
 * that computes only the conditions, which vectorizes. */
LLVMValueRef guards_pass_everywhere(builder *s, const guards *gd)
{
    LLVMTypeRef i1 = LLVMInt1TypeInContext(s->c);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderBefore(eb, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(s->fn)));
    LLVMValueRef all = LLVMBuildAlloca(eb, i1, "guards.pass");
    ferry_mark_internal(all);
    LLVMDisposeBuilder(eb);
    LLVMBuildStore(s->b, LLVMConstInt(i1, 1, 0), all);
    /* in a strip, only the row of threads about to run */
    bool strip = s->strip_row[0] != NULL;
    ferry_loop lz = {0}, ly = {0};
    if (!strip) {
        lz = ferry_open_loop(s->b, s->fn, "gz");
        ly = ferry_open_loop(s->b, s->fn, "gy");
    }
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "gx");
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {lx.iv, strip ? s->strip_row[0] : ly.iv,
                                                         strip ? s->strip_row[1] : lz.iv}, .launch = s->launch};
    ptrmap vmap = {0};
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), s->av[i]);
    LLVMValueRef pass = LLVMBuildLoad2(s->b, i1, all, "");
    for (unsigned i = 0; i < gd->n; i++) {
        LLVMValueRef c = remat_clone(s, LLVMGetCondition(gd->br[i]), &vmap, &e);
        pass = LLVMBuildAnd(s->b, pass, gd->keep[i] == 0 ? c : LLVMBuildNot(s->b, c, ""), "");
    }
    ptrmap_free(&vmap);
    LLVMBuildStore(s->b, pass, all);
    ferry_close_loop(s->b, s->fn, lx, s->dims[0]);
    if (!strip) {
        ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
        ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
    }
    return LLVMBuildLoad2(s->b, i1, all, "guards.pass.all");
}

