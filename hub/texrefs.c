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

/* A variable clang or the PTX front end marked in !nvvm.annotations as a
 * texture or surface reference: !{ptr addrspace(1) @t, !"texture", i32 1}. */
static LLVMValueRef reference_of(LLVMValueRef node)
{
    LLVMValueRef ops[3];
    if (LLVMGetMDNodeNumOperands(node) != 3)
        return NULL;
    LLVMGetMDNodeOperands(node, ops);
    unsigned len = 0;
    const char *tag = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (!tag || len != 7 || (memcmp(tag, "texture", 7) && memcmp(tag, "surface", 7)))
        return NULL;
    return ops[0] && LLVMIsAGlobalVariable(ops[0]) ? ops[0] : NULL;
}

/* Each reference starts unbound (0), and stays a variable the runtime
 * writes; the first that clang made (with no value: PTX gives .texref
 * one) is returned, for the warning. */
static LLVMValueRef start_unbound(LLVMModuleRef m)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    LLVMValueRef *nodes = n ? malloc(n * sizeof *nodes) : NULL, first = NULL;
    if (nodes)
        LLVMGetNamedMetadataOperands(m, "nvvm.annotations", nodes);
    for (unsigned i = 0; nodes && i < n; i++) {
        LLVMValueRef g = reference_of(nodes[i]);
        LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(m));
        if (!g || LLVMGlobalGetValueType(g) != i64 || LLVMIsDeclaration(g))
            continue;
        LLVMValueRef init = LLVMGetInitializer(g);
        if (LLVMIsUndef(init) || LLVMIsPoison(init)) {
            LLVMSetInitializer(g, LLVMConstNull(i64));
            first = first ? first : g;
        }
        LLVMSetExternallyInitialized(g, 1);
        LLVMSetAlignment(g, 8);
    }
    free(nodes);
    return first;
}

/* The call's read of its variable as a load; false if the operand is not
 * a variable of 64 bits. */
static bool lower_read(LLVMValueRef call, LLVMBuilderRef b)
{
    LLVMValueRef g = LLVMGetOperand(call, 0);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(LLVMTypeOf(call)));
    if (!LLVMIsAGlobalVariable(g) || LLVMGlobalGetValueType(g) != i64)
        return false;
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef v = LLVMBuildLoad2(b, i64, g, "");
    LLVMSetAlignment(v, 8);
    LLVMReplaceAllUsesWith(call, v);
    LLVMInstructionEraseFromParent(call);
    return true;
}

int ferry_hub_lower_texrefs(LLVMModuleRef m, ferry_hub_diag *d)
{
    LLVMValueRef first = start_unbound(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    int rc = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && rc == 0; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && rc == 0; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i && rc == 0; i = next) {
                next = LLVMGetNextInstruction(i);
                if (is_handle_read(i) && !lower_read(i, b)) {
                    d->errors++;
                    if (!d->msg)
                        d->msg = strdup("error: a texture or surface reference read whose operand is not "
                                        "a file-scope texture<> or surface<> variable");
                    rc = -1;
                }
            }
    LLVMDisposeBuilder(b);
    if (first) {
        size_t len, flen;
        const char *file = LLVMGetSourceFileName(m, &flen);
        char buf[512];
        snprintf(buf, sizeof buf,
                 "%.*s: warning: texture and surface references ('%s' and others) are deprecated: CUDA 12 "
                 "removed them; Ferry keeps them, over texture and surface objects",
                 (int)flen, file, LLVMGetValueName2(first, &len));
        if (ferry_hub_warn(d, buf) < 0)
            rc = -1;
    }
    return rc;
}
