/* After LLVM's pipeline: in a function that holds a loop wavefront.c
 * built for one thread, integer minimum and maximum become a comparison
 * and a select, and every scalar select is marked !unpredictable, so that
 * X86's cmov converter keeps them cmovs. The converter turns a cmov on a
 * loop's critical path into a branch, betting that the branch predicts
 * well; a wavefront's max of its neighbours is data, and as branches
 * nw's sweep took 30 ms instead of 19 (bench/kernels/nw.cu, 2 workers). */
#include "lower.h"
#include "entry.h"

#include <string.h>

static bool holds_serial_loop(LLVMValueRef fn)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        if (t && LLVMIsABranchInst(t) && ferry_is_serial_loop(t))
            return true;
    }
    return false;
}

/* The comparison that picks a min/max intrinsic's first operand. */
static bool min_max_predicate(LLVMValueRef call, LLVMIntPredicate *p)
{
    static const struct { const char *name; LLVMIntPredicate p; } ops[] = {
        {"llvm.smax.i", LLVMIntSGT}, {"llvm.smin.i", LLVMIntSLT}, {"llvm.umax.i", LLVMIntUGT}, {"llvm.umin.i", LLVMIntULT}};
    const char *n = ferry_callee_name(call);
    if (!n || LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMIntegerTypeKind)
        return false;
    for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strncmp(n, ops[i].name, strlen(ops[i].name))) {
            *p = ops[i].p;
            return true;
        }
    return false;
}

void ferry_keep_serial_selects(LLVMModuleRef m)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    unsigned kind = LLVMGetMDKindIDInContext(c, "unpredictable", 13);
    LLVMValueRef mark = LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, NULL, 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (!LLVMGetFirstBasicBlock(fn) || !holds_serial_loop(fn))
            continue;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                LLVMIntPredicate p;
                if (LLVMIsASelectInst(i) && LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVectorTypeKind) {
                    LLVMSetMetadata(i, kind, mark);
                } else if (LLVMIsACallInst(i) && min_max_predicate(i, &p)) {
                    LLVMPositionBuilderBefore(b, i);
                    LLVMValueRef x = LLVMGetOperand(i, 0), y = LLVMGetOperand(i, 1);
                    LLVMValueRef s = LLVMBuildSelect(b, LLVMBuildICmp(b, p, x, y, ""), x, y, "");
                    LLVMSetMetadata(s, kind, mark);
                    LLVMReplaceAllUsesWith(i, s);
                    LLVMInstructionEraseFromParent(i);
                }
            }
    }
    LLVMDisposeBuilder(b);
}
