/* A region whose threads mostly do nothing: `if (threadIdx.x == 0) ...`,
 * a halo cell under `if (tx == 15)`, a reduction step under `if (tx < 64)`.
 * When the copy of the region that every thread runs starts with such a
 * test of the thread's x (or y) index against a constant, and a thread that fails
 * it goes straight to the region's one way out with nothing to record
 * (barriers.c drop_sole_record), the x loop runs only the threads that pass
 * it (the y loop, the rows that pass): for a 16x16 block, 16 threads
 * instead of 256 lanes of masked loads and stores. */
#include "regions.h"

/* Nothing a skipped thread would have done: no store, no call. */
static bool quiet_before_branch(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAStoreInst(i) || LLVMIsACallInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i)
            || LLVMIsAFenceInst(i) || (LLVMIsALoadInst(i) && LLVMGetVolatile(i)))
            return false;
    return true;
}

/* A store a skipped thread need not make: to stop_any and stop_all, which
 * the loop's preheader sets for them, or to a slot that holds a value for
 * one thread's run at a time (not per thread, not a block's counter). */
static bool private_store(builder *s, LLVMValueRef st)
{
    LLVMValueRef p = LLVMGetOperand(st, 1);
    if (p == s->stop_any || p == s->stop_all)
        return true;
    for (unsigned k = 0; k < s->nslots; k++) {
        const slot *sl = &s->slots[k];
        if (sl->storage == p)
            return !sl->per_thread && !sl->loop && !sl->step_region && !sl->k;
    }
    return false;
}

/* From b, blocks that only compute or make such stores, each going on to
 * the next, reach stop; stop itself leaves no record of the thread and no
 * warp operands for an exchange. */
static bool quiet_way_to(builder *s, LLVMBasicBlockRef b, LLVMBasicBlockRef stop)
{
    for (int hops = 0; hops < 8; hops++) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            if (LLVMIsAStoreInst(i) ? !private_store(s, i)
                                    : LLVMIsACallInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i)
                                          || LLVMIsAFenceInst(i) || LLVMIsAPHINode(i)
                                          || (LLVMIsALoadInst(i) && LLVMGetVolatile(i)))
                return false;
        }
        if (b == stop)
            return true;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!LLVMIsABranchInst(term) || LLVMIsConditional(term))
            return false;
        b = LLVMGetSuccessor(term, 0);
    }
    return false;
}


/* The x indices in [0, 1024) (a block's most) for which `x pred c` holds,
 * as [*lo, *hi); false if they are not one range. */
static bool pass_range(LLVMIntPredicate p, long long c, unsigned long long uc, long long *lo, long long *hi)
{
    const long long most = 1024;
    long long sc = c < -most ? -most - 1 : c > most ? most + 1 : c; /* signed view, clamped */
    long long u = uc > (unsigned long long)most ? most + 1 : (long long)uc; /* unsigned view */
    switch (p) {
    case LLVMIntEQ: *lo = u; *hi = u + 1; break;
    case LLVMIntULT: *lo = 0; *hi = u; break;
    case LLVMIntULE: *lo = 0; *hi = u + 1; break;
    case LLVMIntUGT: *lo = u + 1; *hi = most; break;
    case LLVMIntUGE: *lo = u; *hi = most; break;
    case LLVMIntSLT: *lo = 0; *hi = sc; break;
    case LLVMIntSLE: *lo = 0; *hi = sc + 1; break;
    case LLVMIntSGT: *lo = sc + 1; *hi = most; break;
    case LLVMIntSGE: *lo = sc; *hi = most; break;
    default: return false;
    }
    *lo = *lo < 0 ? 0 : *lo > most ? most : *lo;
    *hi = *hi < *lo ? *lo : *hi > most ? most : *hi;
    return true;
}

/* The test at the end of first, as a range of passing x indices; false if
 * it is not a test of x against a constant whose failing side goes quietly
 * to stop. */
static bool thread_test(builder *s, LLVMBasicBlockRef first, LLVMBasicBlockRef stop, LLVMValueRef x, long long *lo,
                        long long *hi)
{
    LLVMValueRef br = LLVMGetBasicBlockTerminator(first);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br)))
        return false;
    LLVMBasicBlockRef t = LLVMGetSuccessor(br, 0), f = LLVMGetSuccessor(br, 1), skip;
    if (t == f)
        return false;
    if (quiet_way_to(s, f, stop))
        skip = f;
    else if (quiet_way_to(s, t, stop))
        skip = t;
    else
        return false;
    LLVMValueRef cmp = LLVMGetCondition(br), a = LLVMGetOperand(cmp, 0), c = LLVMGetOperand(cmp, 1);
    LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);
    if (c == x) {
        c = a;
        a = x;
        p = ferry_swapped_predicate(p);
    }
    if (a != x || !LLVMIsAConstantInt(c) || LLVMGetIntTypeWidth(LLVMTypeOf(c)) > 64)
        return false;
    if (t == skip)
        p = ferry_inverse_predicate(p);
    return pass_range(p, LLVMConstIntGetSExtValue(c), LLVMConstIntGetZExtValue(c), lo, hi);
}

/* lx (the x loop, or the y loop around it) is closed; first is the
 * region's first block in its body, skip the block of the region's one way
 * out, point b. */
void narrow_thread_loop(builder *s, ferry_loop lx, LLVMBasicBlockRef first, LLVMBasicBlockRef skip, unsigned b)
{
    long long lo, hi;
    if (LLVMCountIncoming(lx.iv) != 2 || !quiet_before_branch(first) || !thread_test(s, first, skip, lx.iv, &lo, &hi))
        return;
    LLVMBasicBlockRef pre = LLVMGetIncomingBlock(lx.iv, 0), latch = LLVMGetIncomingBlock(lx.iv, 1);
    LLVMValueRef enter = LLVMGetBasicBlockTerminator(pre), back = LLVMGetBasicBlockTerminator(latch);
    if (!LLVMIsABranchInst(back) || !LLVMIsConditional(back) || !LLVMIsAICmpInst(LLVMGetCondition(back))
        || LLVMGetSuccessor(back, 0) != lx.head || LLVMIsConditional(enter))
        return;
    LLVMBasicBlockRef exit = LLVMGetSuccessor(back, 1);
    LLVMValueRef n = LLVMGetOperand(LLVMGetCondition(back), 1);
    LLVMPositionBuilderBefore(s->b, enter);
    /* The threads skipped stop at b like the others. */
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMValueRef any = LLVMBuildLoad2(s->b, i32, s->stop_any, ""), all = LLVMBuildLoad2(s->b, i32, s->stop_all, "");
    LLVMBuildStore(s->b, LLVMBuildOr(s->b, any, stop_code(s, b), ""), s->stop_any);
    LLVMBuildStore(s->b, LLVMBuildAnd(s->b, all, stop_code(s, b), ""), s->stop_all);
    LLVMValueRef l = i32c(s, (unsigned)lo), h = i32c(s, (unsigned)hi);
    h = LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntULT, h, n, ""), h, n, "x.end");
    LLVMValueRef some = LLVMBuildICmp(s->b, LLVMIntULT, l, h, "");
    LLVMInstructionEraseFromParent(enter);
    LLVMPositionBuilderAtEnd(s->b, pre);
    LLVMBuildCondBr(s->b, some, lx.head, exit);
    LLVMSetOperand(lx.iv, 0, l);
    LLVMSetOperand(LLVMGetCondition(back), 1, h);
    LLVMPositionBuilderAtEnd(s->b, exit);
}
