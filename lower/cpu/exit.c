/* PTX exit (llvm.nvvm.exit, clang's __nvvm_exit) ends the thread wherever
 * it is. Once device functions are inlined into their kernels it is a
 * return from the kernel, which the sync-point machinery already treats as
 * a thread that has finished. */
#include "entry.h"

#include <string.h>

static bool is_exit(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    return n && !strcmp(n, "llvm.nvvm.exit");
}

/* clang and the PTX front end put `unreachable` after the exit (it does not
 * return); that block now returns instead. */
static void exit_to_return(LLVMValueRef call, LLVMValueRef unreachable)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(call);
    LLVMInstructionEraseFromParent(unreachable);
    LLVMInstructionEraseFromParent(call);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(LLVMBasicBlockAsValue(bb))));
    LLVMPositionBuilderAtEnd(b, bb);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
}

static void trap_instead(LLVMValueRef call)
{
    LLVMModuleRef m = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(c), NULL, 0, 0);
    LLVMValueRef trap = LLVMGetNamedFunction(m, "llvm.trap");
    if (!trap)
        trap = LLVMAddFunction(m, "llvm.trap", ty);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderBefore(b, call);
    LLVMBuildCall2(b, ty, trap, NULL, 0, "");
    LLVMDisposeBuilder(b);
    LLVMInstructionEraseFromParent(call);
}

int ferry_lower_exits(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                if (!is_exit(i))
                    continue;
                size_t len;
                if (!ferry_is_kernel(k, f) && !LLVMGetFirstUse(f)) {
                    trap_instead(i); /* a copy left after inlining; never runs */
                    break;
                }
                if (!ferry_is_kernel(k, f)) {
                    ferry_error(d, i, "exit in device function '%s', which cannot be inlined into its "
                                "kernel, is not supported yet", LLVMGetValueName2(f, &len));
                    return -1;
                }
                LLVMValueRef next = LLVMGetNextInstruction(i);
                if (!next || !LLVMIsAUnreachableInst(next)) {
                    ferry_error(d, i, "internal error: exit not followed by unreachable in '%s'",
                                LLVMGetValueName2(f, &len));
                    return -1;
                }
                exit_to_return(i, next);
                break; /* the block ends here now */
            }
    return 0;
}
