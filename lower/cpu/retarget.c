/* Moves a hub-IR module from nvptx64 to the host CPU: triple, data layout,
 * per-function target attributes, and the runtime's names for device
 * library entry points. Address spaces 1/3/4 stay: x86-64 and AArch64
 * treat them as ordinary 64-bit pointers with no-op casts. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

/* Past this size a function keeps LLVM's 256-bit preference: on long
 * straight lines (a fully unrolled loop of 1024 steps) 512-bit vectors
 * cost twice the time to optimize and emit (bench/compile/gen.sh unroll:
 * 0.8 s against 1.9) for code that runs once per thread. */
#define WIDE_VECTORS_MAX_INSTRUCTIONS 2000

void ferry_set_target_attrs(LLVMValueRef f, const char *cpu, const char *features)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(f));
    LLVMAttributeIndex fi = LLVMAttributeFunctionIndex;
    LLVMRemoveStringAttributeAtIndex(f, fi, "target-cpu", 10);
    LLVMRemoveStringAttributeAtIndex(f, fi, "target-features", 15);
    LLVMAddAttributeAtIndex(f, fi, LLVMCreateStringAttribute(c, "target-cpu", 10, cpu, strlen(cpu)));
    LLVMAddAttributeAtIndex(f, fi, LLVMCreateStringAttribute(c, "target-features", 15, features,
                                                             strlen(features)));
    LLVMRemoveStringAttributeAtIndex(f, fi, "tune-cpu", 8);
    const char *tune = ferry_cpu_tuning(cpu);
    if (tune)
        LLVMAddAttributeAtIndex(f, fi, LLVMCreateStringAttribute(c, "tune-cpu", 8, tune, strlen(tune)));
    /* LLVM's AVX-512 tunings keep to 256-bit vectors (Skylake-SP lowers
     * its clock for 512-bit work); on Ice Lake and later and on Zen 4 and
     * 5, 512 bits go as fast, and a 16x16 block's row is one vector
     * (variants.c: mathtput 40 -> 27 ms on the Xeon). */
    LLVMRemoveStringAttributeAtIndex(f, fi, "prefer-vector-width", 19);
    if ((!strcmp(cpu, "x86-64-v4") || strstr(features, "+avx512f")) && ferry_unrolled_size(f, WIDE_VECTORS_MAX_INSTRUCTIONS) <= WIDE_VECTORS_MAX_INSTRUCTIONS)
        LLVMAddAttributeAtIndex(f, fi, LLVMCreateStringAttribute(c, "prefer-vector-width", 19, "512", 3));
}

/* convergent only matters to SIMT targets; on the CPU it just blocks
 * loop transformations. Barrier-free code has nothing left to converge. */
static void drop_convergent(LLVMValueRef f, unsigned kind)
{
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
            if (LLVMIsACallInst(i))
                LLVMRemoveCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex, kind);
}

/* Device printf arrives as vprintf(fmt, packed args), which would bind to
 * glibc's vprintf(fmt, va_list) on the CPU. */
static void rename_device_entry(LLVMModuleRef m, const char *from, const char *to)
{
    LLVMValueRef f = LLVMGetNamedFunction(m, from);
    if (f && LLVMIsDeclaration(f))
        LLVMSetValueName2(f, to, strlen(to));
}

int ferry_retarget(LLVMModuleRef m, LLVMTargetMachineRef tm)
{
    char *triple = LLVMGetTargetMachineTriple(tm);
    char *cpu = LLVMGetTargetMachineCPU(tm);
    char *features = LLVMGetTargetMachineFeatureString(tm);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *layout = LLVMCopyStringRepOfTargetData(td);
    unsigned convergent = LLVMGetEnumAttributeKindForName("convergent", 10);

    LLVMSetTarget(m, triple);
    LLVMSetDataLayout(m, layout);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f))
            continue;
        ferry_set_target_attrs(f, cpu, features);
        drop_convergent(f, convergent);
    }
    rename_device_entry(m, "vprintf", "__ferry_vprintf");

    LLVMDisposeMessage(layout);
    LLVMDisposeTargetData(td);
    LLVMDisposeMessage(features);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(triple);
    return 0;
}
