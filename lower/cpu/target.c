/* Target machines: the host CPU (as -march=native), a named CPU model, or
 * the oldest of the portable variants. All position independent, for PIE
 * executables and shared libraries. This file and variants.c are the
 * x86-specific parts of the lowering (CPU names); an AArch64 port gives
 * them its own models. */
#include "lower.h"

#include <stdio.h>
#include <string.h>

bool ferry_portable(const ferry_lower_opts *o)
{
    return o->cpu && !strcmp(o->cpu, "portable");
}

static LLVMCodeGenOptLevel codegen_level(int opt_level)
{
    return opt_level == 0 ? LLVMCodeGenLevelNone
         : opt_level == 1 ? LLVMCodeGenLevelLess
         : opt_level == 2 ? LLVMCodeGenLevelDefault
                          : LLVMCodeGenLevelAggressive;
}

static LLVMTargetMachineRef make_target(const char *cpu, const char *features, int opt_level, char **err)
{
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef t = NULL;
    LLVMTargetMachineRef tm = NULL;
    if (!LLVMGetTargetFromTriple(triple, &t, err))
        tm = LLVMCreateTargetMachine(t, triple, cpu, features, codegen_level(opt_level), LLVMRelocPIC,
                                     LLVMCodeModelDefault);
    LLVMDisposeMessage(triple);
    return tm;
}

LLVMTargetMachineRef ferry_cpu_target(const char *cpu, int opt_level, char **err)
{
    return make_target(cpu, "", opt_level, err);
}

LLVMTargetMachineRef ferry_host_target(const ferry_lower_opts *o, char **err)
{
    if (ferry_portable(o))
        return ferry_cpu_target(ferry_cpu_variants[0], o->opt_level, err);
    if (o->cpu && strcmp(o->cpu, "native") != 0)
        return ferry_cpu_target(o->cpu, o->opt_level, err);
    char *cpu = LLVMGetHostCPUName();
    char *features = LLVMGetHostCPUFeatures();
    LLVMTargetMachineRef tm = make_target(cpu, features ? features : "", o->opt_level, err);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    return tm;
}
