/* The LLVM pipeline after Ferry's own passes: device functions are inlined
 * into the thread loop (as nvcc inlines aggressively), then the standard
 * pipeline vectorizes the loop. */
#include "lower.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <stdio.h>
#include <string.h>

static void mark_inline(LLVMModuleRef m)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    unsigned never = LLVMGetEnumAttributeKindForName("noinline", 8);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, never))
            continue;
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        if (len > 6 && strcmp(name + len - 6, ".block") == 0)
            continue;
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, always, 0));
    }
}

/* Inlines every device function into the block entries, so that special
 * registers can be bound to the thread loop. */
int ferry_inline_device_code(LLVMModuleRef m, ferry_diag *d)
{
    mark_inline(m);
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, "always-inline,globaldce", NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *e = LLVMGetErrorMessage(err);
        ferry_error(d, NULL, "internal error: inlining failed: %s", e);
        LLVMDisposeErrorMessage(e);
        return -1;
    }
    return 0;
}

/* Promotes the allocas the front end and reg2mem left, so that later
 * passes see where pointers come from (shared.c's atomics). */
int ferry_promote_locals(LLVMModuleRef m, ferry_diag *d)
{
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, "function(sroa,early-cse)", NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *e = LLVMGetErrorMessage(err);
        ferry_error(d, NULL, "internal error: promoting locals failed: %s", e);
        LLVMDisposeErrorMessage(e);
        return -1;
    }
    return 0;
}

int ferry_optimize(LLVMModuleRef m, LLVMTargetMachineRef tm, int opt_level, ferry_diag *d)
{
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        ferry_error(d, NULL, "internal error: lowered module is invalid:\n%s", msg);
        LLVMDisposeMessage(msg);
        return -1;
    }
    LLVMDisposeMessage(msg);
    if (opt_level == 0)
        return 0;
    char pipeline[32];
    snprintf(pipeline, sizeof pipeline, "default<O%d>", opt_level > 3 ? 3 : opt_level);
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMPassBuilderOptionsSetLoopVectorization(po, opt_level >= 2);
    LLVMPassBuilderOptionsSetSLPVectorization(po, opt_level >= 2);
    LLVMPassBuilderOptionsSetLoopUnrolling(po, opt_level >= 2);
    LLVMErrorRef err = LLVMRunPasses(m, pipeline, tm, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *e = LLVMGetErrorMessage(err);
        ferry_error(d, NULL, "internal error: pass pipeline failed: %s", e);
        LLVMDisposeErrorMessage(e);
        return -1;
    }
    return 0;
}
