/* The LLVM pipeline after Ferry's own passes: device functions are inlined
 * into the thread loop (as nvcc inlines aggressively), then the standard
 * pipeline vectorizes the loop. */
#include "lower.h"
#include "ptrmap.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
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

int ferry_run_pipeline(LLVMModuleRef m, const char *pipeline, ferry_diag *d)
{
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, pipeline, NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *e = LLVMGetErrorMessage(err);
        ferry_error(d, NULL, "internal error: pipeline '%s' failed: %s", pipeline, e);
        LLVMDisposeErrorMessage(e);
        return -1;
    }
    return 0;
}

/* Inlines every device function into the kernels, then the kernels into
 * nothing: the block entries copy their code. */
int ferry_inline_device_code(LLVMModuleRef m, ferry_diag *d)
{
    mark_inline(m);
    return ferry_run_pipeline(m, "always-inline,globaldce", d);
}

/* Library code (CUB, Thrust) reaches the kernel as layers of small
 * functions passing structs through memory: once inlined, a kernel can be
 * ten times the size it is after local clean-up.  Cleaning it before the
 * thread loops copy its regions keeps every later pass (and compile time)
 * proportional to the real code. */
int ferry_simplify_kernels(LLVMModuleRef m, ferry_diag *d)
{
    return ferry_run_pipeline(m, "function(sroa,early-cse,instcombine<no-verify-fixpoint>)", d);
}

/* Promotes the allocas the front end and reg2mem left, so that later
 * passes see where pointers come from (shared.c's atomics). */
int ferry_promote_locals(LLVMModuleRef m, ferry_diag *d)
{
    return ferry_run_pipeline(m, "function(sroa,early-cse)", d);
}

static unsigned instructions(LLVMValueRef f)
{
    unsigned n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
            n++;
    return n;
}

unsigned ferry_largest_function(LLVMModuleRef m)
{
    unsigned most = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        unsigned n = instructions(f);
        most = n > most ? n : most;
    }
    return most;
}

/* Back edges by layout: a branch to its own block or to one before it.
 * LLVM lays a loop's header out before its latch. */
static unsigned back_edges(LLVMValueRef f, ptrmap *at)
{
    unsigned n = 0, loops = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        if (ptrmap_put(at, b, (void *)(uintptr_t)++n) < 0)
            return loops;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; term && k < LLVMGetNumSuccessors(term); k++)
            loops += ptrmap_get(at, LLVMGetSuccessor(term, k)) != NULL;
    }
    return loops;
}

ferry_code_size ferry_measure_code(LLVMModuleRef m)
{
    ferry_code_size z = {0, 0};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        unsigned n = instructions(f);
        z.largest = n > z.largest ? n : z.largest;
        ptrmap at = {0};
        z.loops += back_edges(f, &at);
        ptrmap_free(&at);
    }
    return z;
}

/* Past this size a kernel is library code unrolled at compile time (CUB's
 * radix-sort passes are tens of thousands of straight-line instructions):
 * LLVM's own unrolling of it then costs most of the compile time, for
 * loops it could rarely speed up.  `#pragma unroll` loops are still
 * unrolled. */
#define FERRY_UNROLL_LIMIT 20000

int ferry_optimize(LLVMModuleRef m, LLVMTargetMachineRef tm, int opt_level, ferry_diag *d)
{
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        ferry_error(d, NULL, "internal error: lowered module is invalid:\n%s", msg);
        if (getenv("FERRY_DUMP_INVALID")) /* the module itself, to see what a pass broke */
            LLVMDumpModule(m);
        LLVMDisposeMessage(msg);
        return -1;
    }
    LLVMDisposeMessage(msg);
    if (opt_level == 0)
        return 0;
    char *cpu = LLVMGetTargetMachineCPU(tm);
    int rc = ferry_expand_fma(m, cpu);
    LLVMDisposeMessage(cpu);
    if (rc < 0)
        return -1;
    if (getenv("FERRY_DUMP_PREOPT")) /* the pipeline's input, to replay it with opt-19 */
        LLVMPrintModuleToFile(m, getenv("FERRY_DUMP_PREOPT"), NULL);
    char pipeline[32];
    snprintf(pipeline, sizeof pipeline, "default<O%d>", opt_level > 3 ? 3 : opt_level);
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMPassBuilderOptionsSetLoopVectorization(po, opt_level >= 2);
    LLVMPassBuilderOptionsSetSLPVectorization(po, opt_level >= 2);
    LLVMPassBuilderOptionsSetLoopUnrolling(po, opt_level >= 2 && ferry_largest_function(m) <= FERRY_UNROLL_LIMIT);
    LLVMErrorRef err = LLVMRunPasses(m, pipeline, tm, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *e = LLVMGetErrorMessage(err);
        ferry_error(d, NULL, "internal error: pass pipeline failed: %s", e);
        LLVMDisposeErrorMessage(e);
        return -1;
    }
    ferry_narrow_guarded_loops(m);
    ferry_vector_scan_runs(m);
    ferry_narrow_gathers(m);
    ferry_split_picked_gathers(m);
    ferry_split_clamped_gathers(m);
    ferry_narrow_gather_indices(m);
    ferry_keep_serial_selects(m);
    return 0;
}
