/* Portable modules: the lowered module is optimized and compiled once per
 * CPU variant, each copy with its own descriptor and constructor, all in
 * one object. Each function carries its variant's target-cpu, so LLVM
 * vectorizes and selects instructions for that model; the constructors
 * ask the runtime which variant the running CPU takes
 * (__ferry_register_variant), and only that one registers. Results are
 * the same in every variant because defined.c and fpmath.c leave nothing
 * to the CPU. */
#include "ferry_abi.h"
#include "lower.h"

#include <llvm-c/Linker.h>

#include <stdio.h>
#include <string.h>

const char *const ferry_cpu_variants[] = {"x86-64-v2", "x86-64-v3", "x86-64-v4"};
const unsigned ferry_num_cpu_variants = sizeof ferry_cpu_variants / sizeof ferry_cpu_variants[0];

/* The name the constructor hands the runtime, in a fixed-size buffer so
 * that each copy can set its own. */
static void name_variant(LLVMModuleRef m, const char *cpu)
{
    LLVMValueRef g = LLVMGetNamedGlobal(m, FERRY_VARIANT_NAME);
    if (g) {
        char buf[FERRY_VARIANT_NAME_LEN] = {0};
        snprintf(buf, sizeof buf, "%s", cpu);
        LLVMSetInitializer(g, LLVMConstStringInContext(LLVMGetModuleContext(m), buf, sizeof buf, 1));
    }
    /* a loadable module: the loader looks the variant's descriptor up by name */
    LLVMValueRef desc = LLVMGetNamedGlobal(m, FERRY_LOADABLE_SYMBOL);
    if (desc) {
        char name[64];
        snprintf(name, sizeof name, "%s.%s", FERRY_LOADABLE_SYMBOL, cpu);
        LLVMSetValueName2(desc, name, strlen(name));
    }
}

/* Every function but the constructor takes cpu's code; the constructor
 * runs on every CPU, whichever variant it belongs to, so it keeps the
 * oldest model's. */
static void set_targets(LLVMModuleRef m, const char *cpu)
{
    LLVMValueRef ctor = LLVMGetNamedFunction(m, "__ferry_module_ctor");
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f) && f != ctor)
            ferry_set_target_attrs(f, cpu, "");
}

/* x86-64-v2 is compiled from the IR optimized for x86-64-v3: optimizing
 * is half of a variant's cost, and v2 runs only on CPUs from before AVX2,
 * where 8-wide vectors are split in two. IR is the same on every CPU
 * (nothing target-specific is formed before code generation), so v2
 * computes exactly what v3 does. */
const char *ferry_variant_donor(const char *cpu)
{
    return strcmp(cpu, "x86-64-v2") == 0 ? "x86-64-v3" : NULL;
}

void ferry_retarget_variant(LLVMModuleRef m, const char *from, const char *cpu)
{
    /* the loadable module's descriptor goes back to the name name_variant
     * gives each variant's */
    char name[64];
    snprintf(name, sizeof name, "%s.%s", FERRY_LOADABLE_SYMBOL, from);
    LLVMValueRef desc = LLVMGetNamedGlobal(m, name);
    if (desc)
        LLVMSetValueName2(desc, FERRY_LOADABLE_SYMBOL, strlen(FERRY_LOADABLE_SYMBOL));
    set_targets(m, cpu);
    name_variant(m, cpu);
}

int ferry_build_variant(LLVMModuleRef m, const char *cpu, const ferry_lower_opts *o, ferry_diag *d)
{
    char *err = NULL;
    LLVMTargetMachineRef tm = ferry_cpu_target(cpu, o->opt_level, &err);
    if (!tm) {
        ferry_error(d, NULL, "no target machine for %s: %s", cpu, err ? err : "");
        LLVMDisposeMessage(err);
        return -1;
    }
    set_targets(m, cpu);
    name_variant(m, cpu);
    int rc = ferry_optimize(m, tm, o->opt_level, d);
    if (rc == 0)
        ferry_count_local_memory(m);
    LLVMDisposeTargetMachine(tm);
    return rc;
}

int ferry_build_variants(LLVMModuleRef m, const ferry_lower_opts *o, ferry_diag *d)
{
    LLVMModuleRef copies[8] = {m};
    unsigned n = ferry_num_cpu_variants;
    for (unsigned k = 1; k < n; k++)
        copies[k] = LLVMCloneModule(m);
    int rc = 0;
    ferry_pass_mark(m, "clone variants");
    for (unsigned k = 0; k < n && rc == 0; k++) {
        rc = ferry_build_variant(copies[k], ferry_cpu_variants[k], o, d);
        char pass[64];
        snprintf(pass, sizeof pass, "optimize %s", ferry_cpu_variants[k]);
        ferry_pass_mark(copies[k], pass);
    }
    /* internal names that clash are renamed by the linker; the copies go */
    for (unsigned k = 1; k < n; k++) {
        if (rc == 0 && LLVMLinkModules2(m, copies[k])) {
            ferry_error(d, NULL, "internal error: cannot link the %s variant", ferry_cpu_variants[k]);
            rc = -1;
        } else if (rc != 0) {
            LLVMDisposeModule(copies[k]);
        }
    }
    return rc;
}
