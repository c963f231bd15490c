/* Does a kernel spin-wait? Blocks of such a kernel may wait for blocks with
 * lower indices (CUB's decoupled look-back, hand-written tile chains,
 * locks), which a GPU starts first: the runtime then deals them out in
 * index order one at a time (FERRY_KERNEL_IN_ORDER) instead of in
 * contiguous ranges, whose second half would wait for all of the first. */
#include "entry.h"
#include "lower.h"
#include "ptrmap.h"

#include <stdlib.h>
#include <string.h>

/* What a wait loop holds: a yield point (__nanosleep's backoff), a lock's
 * compare-and-swap or exchange, a read of memory other blocks write that
 * the compiler may not keep in a register (volatile or atomic), or a fence
 * (CUB 1.17's look-back re-reads a tile's status after __threadfence_block
 * "to prevent hoisting loads from the loop"). */
static bool waits(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    if (n)
        return !strcmp(n, "__ferry_yield") || !strcmp(n, "llvm.nvvm.nanosleep") || !strncmp(n, "llvm.nvvm.membar", 16);
    if (LLVMIsAFenceInst(i) || LLVMIsAAtomicCmpXchgInst(i))
        return true;
    if (LLVMIsAAtomicRMWInst(i))
        return LLVMGetAtomicRMWBinOp(i) == LLVMAtomicRMWBinOpXchg;
    if (!LLVMIsALoadInst(i) || (!LLVMGetVolatile(i) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic))
        return false;
    LLVMValueRef p = LLVMGetOperand(i, 0);
    return LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 3 && !LLVMIsAAllocaInst(p);
}

static bool holds_wait(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (waits(i))
            return true;
    return false;
}

/* Whether block `from` reaches itself again. */
static bool on_cycle(LLVMBasicBlockRef from, LLVMBasicBlockRef *stack, ptrmap *seen)
{
    unsigned n = 0;
    stack[n++] = from;
    while (n) {
        LLVMBasicBlockRef b = stack[--n];
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++) {
            LLVMBasicBlockRef to = LLVMGetSuccessor(t, s);
            if (to == from)
                return true;
            if (!ptrmap_get(seen, to) && ptrmap_put(seen, to, to) == 0)
                stack[n++] = to;
        }
    }
    return false;
}

bool ferry_spin_waits(LLVMValueRef k)
{
    unsigned nblocks = LLVMCountBasicBlocks(k);
    LLVMBasicBlockRef *stack = malloc((nblocks + 1) * sizeof *stack);
    bool found = false;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); stack && b && !found; b = LLVMGetNextBasicBlock(b)) {
        if (!holds_wait(b))
            continue;
        ptrmap seen = {0};
        found = on_cycle(b, stack, &seen);
        ptrmap_free(&seen);
    }
    free(stack);
    return found;
}
