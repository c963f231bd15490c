/* A value chosen by a short if/else (`bi = diag < nb ? 0 : diag - nb + 1`)
 * is a phi after SROA, which reg2mem (barriers) makes a variable with two
 * stores: no longer recomputed after a barrier from blockIdx and the
 * arguments, but kept per thread, and every address made from it a
 * gather. Where the sides of the if only compute, their work moves up
 * into the branching block and the phi becomes a select on the branch's
 * condition, as SimplifyCFG would make it (its whole pass would also
 * reshape the branches that guards.c and splittests.c read). */
#include "lower.h"
#include "entry.h"

#include <stddef.h>

/* b's only predecessor, or NULL. */
static LLVMBasicBlockRef sole_pred(LLVMBasicBlockRef b)
{
    LLVMBasicBlockRef found = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(b)); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef t = LLVMGetUser(u);
        if (!LLVMIsATerminatorInst(t))
            return NULL;
        LLVMBasicBlockRef p = LLVMGetInstructionParent(t);
        if (found && found != p)
            return NULL;
        found = p;
    }
    return found;
}

static LLVMBasicBlockRef sole_succ(LLVMBasicBlockRef b)
{
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    return t && LLVMIsABranchInst(t) && !LLVMIsConditional(t) ? LLVMGetSuccessor(t, 0) : NULL;
}

/* A side of the if that only computes values used there or by phi. */
static bool quiet_side(LLVMBasicBlockRef b, LLVMValueRef phi)
{
    int n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMIsATerminatorInst(i))
            continue;
        if (!ferry_is_pure_op(i) || ++n > 8)
            return false;
        for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            LLVMBasicBlockRef at = LLVMGetInstructionParent(user);
            if (at != b && !(LLVMIsAPHINode(user) && at == LLVMGetInstructionParent(phi)))
                return false;
        }
    }
    return true;
}

/* Moves side's work before d's branch, without the flags that would make
 * it poison on the way it was not meant for. */
static void hoist(LLVMBasicBlockRef side, LLVMValueRef br, LLVMBuilderRef b)
{
    LLVMValueRef i = LLVMGetFirstInstruction(side);
    while (i && !LLVMIsATerminatorInst(i)) {
        LLVMValueRef next = LLVMGetNextInstruction(i);
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
            LLVMSetNUW(i, 0);
            LLVMSetNSW(i, 0);
        } else if (op == LLVMGetElementPtr) {
            LLVMSetIsInBounds(i, 0);
        } else if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMLShr || op == LLVMAShr) {
            LLVMSetExact(i, 0);
        }
        LLVMInstructionRemoveFromParent(i);
        LLVMPositionBuilderBefore(b, br);
        LLVMInsertIntoBuilder(b, i);
        i = next;
    }
}

/* The phi's value on the branch's true and false ways, if it is such an
 * if/else or if without else. */
static bool fold(LLVMValueRef phi, LLVMBuilderRef b)
{
    if (LLVMCountIncoming(phi) != 2)
        return false;
    LLVMBasicBlockRef in[2] = {LLVMGetIncomingBlock(phi, 0), LLVMGetIncomingBlock(phi, 1)}, d = NULL;
    LLVMBasicBlockRef join = LLVMGetInstructionParent(phi);
    bool side[2];
    for (int k = 0; k < 2; k++) {
        LLVMBasicBlockRef p = sole_pred(in[k]);
        side[k] = p && sole_succ(in[k]) == join && p != join;
    }
    if (side[0] && side[1] && sole_pred(in[0]) == sole_pred(in[1]))
        d = sole_pred(in[0]);
    else if (side[0] && sole_pred(in[0]) == in[1])
        d = in[1], side[1] = false;
    else if (side[1] && sole_pred(in[1]) == in[0])
        d = in[0], side[0] = false;
    if (!d)
        return false;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(d);
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br))
        return false;
    for (int k = 0; k < 2; k++)
        if (side[k] && !quiet_side(in[k], phi))
            return false;
    /* which incoming the true way brings */
    LLVMBasicBlockRef t = LLVMGetSuccessor(br, 0);
    int on_true = -1;
    for (int k = 0; k < 2; k++)
        if ((side[k] && t == in[k]) || (!side[k] && t == join))
            on_true = k;
    if (on_true < 0)
        return false;
    for (int k = 0; k < 2; k++)
        if (side[k])
            hoist(in[k], br, b);
    LLVMValueRef at = LLVMGetFirstInstruction(join);
    while (LLVMIsAPHINode(at))
        at = LLVMGetNextInstruction(at);
    LLVMPositionBuilderBefore(b, at);
    LLVMValueRef sel = LLVMBuildSelect(b, LLVMGetCondition(br), LLVMGetIncomingValue(phi, (unsigned)on_true),
                                       LLVMGetIncomingValue(phi, (unsigned)(1 - on_true)), "");
    LLVMReplaceAllUsesWith(phi, sel);
    LLVMInstructionEraseFromParent(phi);
    return true;
}

int ferry_phis_to_selects(LLVMModuleRef m)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef i = LLVMGetFirstInstruction(bb);
            while (i && LLVMIsAPHINode(i)) {
                LLVMValueRef next = LLVMGetNextInstruction(i);
                (void)fold(i, b);
                i = next;
            }
        }
    LLVMDisposeBuilder(b);
    return 0;
}
