/* Portable modules: the lowered module is optimized once (for the donor
 * variant, see ferry_variant_donor) and compiled once per CPU variant,
 * each copy with its own descriptor and constructor, all in one object.
 * Each function carries its variant's target-cpu, so LLVM selects
 * instructions for that model; the constructors
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

/* The model whose costs LLVM weighs code by, for the x86-64 levels that
 * name no CPU (their own tuning is "generic"). Generic tuning takes AVX2's
 * gathers for an element at a time and left table-driven math scalar in
 * v3's code, from which v4's is built (bench/kernels/mathtput.cu 75 ms
 * against 37 with --ferry-cpu=native on a Xeon); +fast-gather alone took
 * gathers for cheap where a lane or two of eight load (hotspot's halo
 * cells, 23 -> 27 ms). An AVX-512 core's costs gave the best of both on
 * all six kernels where the three differed (docs/status.md). Tuning picks
 * instructions and their order, never what they compute. */
const char *ferry_cpu_tuning(const char *cpu)
{
    return !strcmp(cpu, "x86-64-v3") || !strcmp(cpu, "x86-64-v4") ? "icelake-server" : NULL;
}

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

/* x86-64-v3 is compiled from the module optimized for x86-64-v4:
 * optimizing is half of a variant's cost. The optimizer forms nothing
 * target-specific, so v3 computes exactly what v4 does, with AVX2's
 * instructions. v4 is optimized for 512-bit vectors (retarget.c), and on
 * the Xeon of docs/status.md that made v4's code faster (mathtput 40 ->
 * 27 ms, blackscholes 21 -> 14, pathfinder 10.8 -> 8.1, lud 15.6 ->
 * 12.4) and v3's, built from it, 5% faster over bench/kernels
 * (mathtput 52 -> 37, transpose 21 -> 12; bfs 15.5 -> 22.4, scan and
 * reduce 8% slower). The other way round, v4 from v3's module, v4 kept
 * v3's 256-bit vectors. x86-64-v2 optimizes its own: it has no FMA, and
 * v4's vector llvm.fma would be a libcall per element there (1024
 * unrolled steps compiled in 10 s instead of 0.2). */
const char *ferry_variant_donor(const char *cpu)
{
    return strcmp(cpu, "x86-64-v3") == 0 ? "x86-64-v4" : NULL;
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

static unsigned variant_index(const char *cpu)
{
    for (unsigned k = 0; k < ferry_num_cpu_variants; k++)
        if (strcmp(cpu, ferry_cpu_variants[k]) == 0)
            return k;
    return ferry_num_cpu_variants;
}

/* The variants without a donor are optimized, in m and in copies of it;
 * the others are copies of their donor's optimized module, retargeted.
 * All are linked into m (internal names that clash are renamed by the
 * linker). */
int ferry_build_variants(LLVMModuleRef m, const ferry_lower_opts *o, ferry_diag *d)
{
    unsigned n = ferry_num_cpu_variants;
    LLVMModuleRef mods[8] = {0};
    bool taken = false; /* m is one of the variants optimized */
    for (unsigned k = 0; k < n; k++)
        if (!ferry_variant_donor(ferry_cpu_variants[k])) {
            mods[k] = taken ? LLVMCloneModule(m) : m;
            taken = true;
        }
    if (!taken)
        return ferry_error(d, NULL, "internal error: every CPU variant has a donor"), -1;
    ferry_pass_mark(m, "clone variants");
    int rc = 0;
    for (unsigned k = 0; k < n && rc == 0; k++) {
        if (!mods[k])
            continue;
        rc = ferry_build_variant(mods[k], ferry_cpu_variants[k], o, d);
        char pass[64];
        snprintf(pass, sizeof pass, "optimize %s", ferry_cpu_variants[k]);
        ferry_pass_mark(mods[k], pass);
    }
    for (unsigned k = 0; k < n && rc == 0; k++) {
        const char *from = ferry_variant_donor(ferry_cpu_variants[k]);
        unsigned j = from ? variant_index(from) : n;
        if (!from)
            continue;
        if (j == n || !mods[j] || ferry_variant_donor(from)) {
            ferry_error(d, NULL, "internal error: no %s variant to make %s's from", from, ferry_cpu_variants[k]);
            rc = -1;
            break;
        }
        mods[k] = LLVMCloneModule(mods[j]);
        ferry_retarget_variant(mods[k], from, ferry_cpu_variants[k]);
    }
    for (unsigned k = 0; k < n; k++) {
        if (!mods[k] || mods[k] == m)
            continue;
        if (rc == 0 && LLVMLinkModules2(m, mods[k])) {
            ferry_error(d, NULL, "internal error: cannot link the %s variant", ferry_cpu_variants[k]);
            rc = -1;
        } else if (rc != 0) {
            LLVMDisposeModule(mods[k]);
        }
    }
    return rc;
}
