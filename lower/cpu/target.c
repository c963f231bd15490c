/* The host CPU as a target machine: the code runs where it is built, as
 * with -march=native, and is position independent for PIE executables and
 * shared libraries. */
#include "lower.h"

#include <stdio.h>

LLVMTargetMachineRef ferry_host_target(const ferry_lower_opts *o, char **err)
{
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef t = NULL;
    if (LLVMGetTargetFromTriple(triple, &t, err)) {
        LLVMDisposeMessage(triple);
        return NULL;
    }
    char *cpu = o->cpu ? NULL : LLVMGetHostCPUName();
    char *features = o->cpu ? NULL : LLVMGetHostCPUFeatures();
    LLVMCodeGenOptLevel level = o->opt_level == 0 ? LLVMCodeGenLevelNone
                              : o->opt_level == 1 ? LLVMCodeGenLevelLess
                              : o->opt_level == 2 ? LLVMCodeGenLevelDefault
                                                  : LLVMCodeGenLevelAggressive;
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(t, triple, o->cpu ? o->cpu : cpu,
                                                      features ? features : "", level,
                                                      LLVMRelocPIC, LLVMCodeModelDefault);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    LLVMDisposeMessage(triple);
    return tm;
}
