/* Texture and surface references: clang makes a file-scope texture<> or
 * surface<> a device variable of 64 bits (addrspace 1, undef, externally
 * initialized) and reads it with llvm.nvvm.texsurf.handle.internal, which
 * on a GPU names the hardware binding.  Ferry's runtime stores the handle
 * of a texture or surface object there when the reference is bound, so
 * the read becomes a load of the variable, which starts at 0 (unbound).
 * Every target gets references this way, through texture objects. */
#include "hub.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_handle_read(LLVMValueRef i)
{
    LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
    size_t len;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
    return strncmp(name, "llvm.nvvm.texsurf.handle.internal.", 34) == 0;
}

/* The call's variable, given its first read as a load; false if the
 * operand is not a variable of 64 bits. */
static bool lower_read(LLVMValueRef call, LLVMBuilderRef b, LLVMValueRef *var)
{
    LLVMValueRef g = LLVMGetOperand(call, 0);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(LLVMTypeOf(call)));
    if (!LLVMIsAGlobalVariable(g) || LLVMGlobalGetValueType(g) != i64)
        return false;
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!init || LLVMIsUndef(init) || LLVMIsPoison(init))
        LLVMSetInitializer(g, LLVMConstNull(i64));
    LLVMSetExternallyInitialized(g, true); /* the runtime writes it */
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef v = LLVMBuildLoad2(b, i64, g, "");
    LLVMSetAlignment(v, 8);
    LLVMSetAlignment(g, 8);
    LLVMReplaceAllUsesWith(call, v);
    LLVMInstructionEraseFromParent(call);
    *var = g;
    return true;
}

int ferry_hub_lower_texrefs(LLVMModuleRef m, ferry_hub_diag *d)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    LLVMValueRef first = NULL;
    int rc = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && rc == 0; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && rc == 0; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i && rc == 0; i = next) {
                next = LLVMGetNextInstruction(i);
                LLVMValueRef var = NULL;
                if (!is_handle_read(i))
                    continue;
                if (!lower_read(i, b, &var)) {
                    d->errors++;
                    if (!d->msg)
                        d->msg = strdup("error: a texture or surface reference read whose operand is not "
                                        "a file-scope texture<> or surface<> variable");
                    rc = -1;
                } else if (!first) {
                    first = var;
                }
            }
    LLVMDisposeBuilder(b);
    if (first && !d->warning) {
        size_t len, flen;
        const char *file = LLVMGetSourceFileName(m, &flen);
        char buf[512];
        snprintf(buf, sizeof buf,
                 "%.*s: warning: texture and surface references ('%s' and others) are deprecated: CUDA 12 "
                 "removed them; Ferry keeps them, over texture and surface objects",
                 (int)flen, file, LLVMGetValueName2(first, &len));
        d->warning = strdup(buf);
    }
    return rc;
}
