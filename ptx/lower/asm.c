/* Inline asm: every `call asm "template", "constraints"(args)` is to become
 * the IR of its PTX body (operands bound to registers, the body parsed
 * with ptx_parse_statements and lowered in place by lw_stmts with a carry
 * alloca per function). Not implemented yet: each such call is reported,
 * so that nothing is silently left as asm. */
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void report(lw_mod *M, LLVMValueRef fn, LLVMValueRef call)
{
    size_t n, len;
    const char *text = LLVMGetInlineAsmAsmString(LLVMGetCalledValue(call), &n);
    unsigned line = LLVMGetDebugLocLine(call);
    const char *file = LLVMGetDebugLocFilename(call, &(unsigned){0});
    ptx_loc loc = {file ? file : "<inline asm>", (int)line, 0};
    lw_error(M, loc, "inline PTX is not lowered yet (asm \"%.*s\", in '%s')", (int)(n > 60 ? 60 : n), text,
             LLVMGetValueName2(fn, &len));
}

int ptx_lower_inline_asm(LLVMModuleRef m, ptx_diag *diag)
{
    lw_mod M = {.c = LLVMGetModuleContext(m), .m = m};
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
                if (LLVMIsACallInst(i) && LLVMIsAInlineAsm(LLVMGetCalledValue(i)))
                    report(&M, fn, i);
    if (diag) {
        diag->line = M.line;
        diag->col = M.col;
        diag->msg = M.msgs;
    } else {
        free(M.msgs);
    }
    return (int)M.nerr;
}
