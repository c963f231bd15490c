/* How big a function will be once LLVM has unrolled its `#pragma unroll`
 * loops: what the choices that double a function's compile time (a second
 * block entry for a launch shape, 512-bit vectors) are bounded by. A
 * pragma loop of 1024 steps is a few instructions before the optimizer
 * runs and thousands after; counted as they stand, such kernels got both
 * (bench/compile/gen.sh unroll 1024: 0.7 s to lower became 1.8). */
#include "lower.h"

#include <stdint.h>
#include <string.h>

/* The loop metadata of a latch asks for unrolling: `#pragma unroll` (full,
 * or enable), or a count above 1. */
static bool asks_unroll(LLVMValueRef term, unsigned loop_kind)
{
    LLVMValueRef md = LLVMGetMetadata(term, loop_kind);
    if (!md)
        return false;
    unsigned n = LLVMGetMDNodeNumOperands(md);
    LLVMValueRef ops[16];
    if (n > 16) /* room for every operand, which LLVM writes */
        return false;
    LLVMGetMDNodeOperands(md, ops);
    for (unsigned i = 1; i < n; i++) {
        if (!ops[i] || !LLVMIsAMDNode(ops[i]) || LLVMGetMDNodeNumOperands(ops[i]) == 0)
            continue;
        LLVMValueRef sub[2] = {0};
        if (LLVMGetMDNodeNumOperands(ops[i]) > 2)
            continue;
        LLVMGetMDNodeOperands(ops[i], sub);
        unsigned len = 0;
        const char *s = sub[0] ? LLVMGetMDString(sub[0], &len) : NULL;
        if (!s)
            continue;
        if ((len == 21 && !strncmp(s, "llvm.loop.unroll.full", 21))
            || (len == 23 && !strncmp(s, "llvm.loop.unroll.enable", 23)))
            return true;
        if (len == 22 && !strncmp(s, "llvm.loop.unroll.count", 22) && sub[1] && LLVMIsAConstantInt(sub[1]))
            return LLVMConstIntGetZExtValue(sub[1]) > 1;
    }
    return false;
}

/* v reads the local slot (a counter kept in memory) */
static bool counter_load(LLVMValueRef v, LLVMValueRef slot)
{
    return LLVMIsALoadInst(v) && LLVMGetOperand(v, 0) == slot;
}

/* The start and step of the counter v: a phi of a constant and itself plus
 * a constant, or (in the front end's code, before SROA) a load of a local
 * that the same two values are stored to. */
static bool counter(LLVMValueRef v, long long *start, long long *step)
{
    LLVMValueRef init = NULL, next = NULL, self = v;
    if (LLVMIsAPHINode(v) && LLVMCountIncoming(v) == 2) {
        for (unsigned k = 0; k < 2; k++) {
            LLVMValueRef in = LLVMGetIncomingValue(v, k);
            *(LLVMIsAConstantInt(in) ? &init : &next) = in;
        }
    } else if (LLVMIsALoadInst(v) && LLVMIsAAllocaInst(LLVMGetOperand(v, 0))) {
        self = LLVMGetOperand(v, 0);
        for (LLVMUseRef u = LLVMGetFirstUse(self); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef st = LLVMGetUser(u);
            if (!LLVMIsAStoreInst(st))
                continue;
            LLVMValueRef in = LLVMGetOperand(st, 0);
            if (*(LLVMIsAConstantInt(in) ? &init : &next))
                return false;
            *(LLVMIsAConstantInt(in) ? &init : &next) = in;
        }
    }
    if (!init || !next || !LLVMIsAInstruction(next) || LLVMGetInstructionOpcode(next) != LLVMAdd
        || !LLVMIsAConstantInt(LLVMGetOperand(next, 1)))
        return false;
    LLVMValueRef from = LLVMGetOperand(next, 0);
    if (from != self && !counter_load(from, self))
        return false;
    *start = LLVMConstIntGetSExtValue(init);
    *step = LLVMConstIntGetSExtValue(LLVMGetOperand(next, 1));
    return true;
}

/* The trip count of a loop whose test is cmp, if its counter starts,
 * steps and stops at constants; else 0. The test is the latch's after
 * loop rotation, the header's before. */
static unsigned long long trip_count(LLVMValueRef cmp)
{
    if (!cmp || !LLVMIsAICmpInst(cmp) || !LLVMIsAConstantInt(LLVMGetOperand(cmp, 1)))
        return 0;
    LLVMValueRef v = LLVMGetOperand(cmp, 0);
    long long s, d, e = LLVMConstIntGetSExtValue(LLVMGetOperand(cmp, 1));
    if (!counter(v, &s, &d) && !(LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd
                                 && counter(LLVMGetOperand(v, 0), &s, &d)))
        return 0;
    if (d == 0 || (e - s) / d <= 0)
        return 0;
    return (unsigned long long)((e - s) / d);
}

/* The header of the loop whose latch is b: the successor placed first. */
static LLVMBasicBlockRef header_of(LLVMBasicBlockRef b, LLVMValueRef term)
{
    for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
        LLVMBasicBlockRef h = LLVMGetSuccessor(term, k);
        for (LLVMBasicBlockRef x = h; x; x = LLVMGetNextBasicBlock(x))
            if (x == b)
                return h;
    }
    return NULL;
}

static LLVMValueRef condition(LLVMValueRef term)
{
    return term && LLVMIsABranchInst(term) && LLVMIsConditional(term) ? LLVMGetCondition(term) : NULL;
}

unsigned long long ferry_loop_trips(LLVMBasicBlockRef latch, LLVMBasicBlockRef head)
{
    LLVMValueRef cmp = condition(LLVMGetBasicBlockTerminator(latch));
    return trip_count(cmp ? cmp : condition(LLVMGetBasicBlockTerminator(head)));
}

/* b's instructions, or only its calls of callee when that is given. */
static unsigned long long counted(LLVMBasicBlockRef b, LLVMValueRef callee)
{
    unsigned long long n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        n += !callee || (LLVMIsACallInst(i) && LLVMGetCalledValue(i) == callee);
    return n;
}

static unsigned unrolled_count(LLVMValueRef f, LLVMValueRef callee, unsigned cap)
{
    unsigned loop_kind = LLVMGetMDKindID("llvm.loop", 9);
    unsigned long long total = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b && total <= cap; b = LLVMGetNextBasicBlock(b)) {
        total += counted(b, callee);
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!term || !asks_unroll(term, loop_kind))
            continue;
        /* the loop's body: its blocks from the header to this latch */
        LLVMBasicBlockRef head = header_of(b, term);
        if (!head)
            continue;
        unsigned long long body = 0;
        for (LLVMBasicBlockRef x = head; x; x = LLVMGetNextBasicBlock(x)) {
            body += counted(x, callee);
            if (x == b)
                break;
        }
        unsigned long long trips = ferry_loop_trips(b, head);
        total += body * (trips > 1 ? trips - 1 : 0);
    }
    return total > cap ? cap + 1 : (unsigned)total;
}

unsigned ferry_unrolled_size(LLVMValueRef f, unsigned cap)
{
    return unrolled_count(f, NULL, cap);
}

unsigned ferry_unrolled_calls(LLVMValueRef f, LLVMValueRef callee, unsigned cap)
{
    return unrolled_count(f, callee, cap);
}

/* Before reg2mem (barriers.c) hides the loop counters in memory. */
int ferry_note_unrolled_sizes(ferry_kernels *k)
{
    for (unsigned i = 0; i < k->count; i++)
        k->unrolled[i] = ferry_unrolled_size(k->fn[i], UINT32_MAX - 1);
    return 0;
}
