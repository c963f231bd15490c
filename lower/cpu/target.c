/* Target machines: the host CPU (as -march=native), a named CPU model, or
 * the oldest of the portable variants. All position independent, for PIE
 * executables and shared libraries. This file and variants.c are the
 * x86-specific parts of the lowering (CPU names); an AArch64 port gives
 * them its own models. */
#include "lower.h"

#include <llvm-c/Support.h>

#include <stdio.h>
#include <stdlib.h>
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

/* LLVM 19's X86 domain reassignment (GPR logic into AVX-512 mask
 * registers, saving a few moves) builds each register's whole closure
 * before checking it: quadratic in the size of a function.  The block
 * entries of kernels with many sync points are large, and in them the
 * pass took a quarter of code generation (cg_big_tiles: 5 of 22 s).
 * LLVM 20 checks as it goes (llvm-project PR 108108); here it is off.
 *
 * The vectorizer's second, narrower loop for what the wide one leaves
 * (epilogue vectorization) is off too: a thread loop's trip count is the
 * block's threads, nearly always a multiple of the vector, and where it is
 * not the scalar remainder is a few iterations. That loop made every
 * generic entry's thread loop three loops instead of two: without it the
 * stress set compiles in 20.9 s instead of 23.4 (bench/compile/run.sh, the
 * 64-pair barrier file 1.15 -> 0.93 s), and bench/kernels run as fast
 * (srad, hdot and sgemm three runs each, the suite twice). */
static void set_codegen_options(void)
{
    static bool done;
    if (done)
        return;
    done = true;
    /* FERRY_LLVM_OPTIONS: more of LLVM's own options, to look inside it
     * (-time-passes, -print-after=...); words split at spaces */
    const char *argv[64] = {"ferry-lower", "-disable-x86-domain-reassignment", "-enable-epilogue-vectorization=false"};
    int n = 3;
    const char *extra = getenv("FERRY_LLVM_OPTIONS");
    static char words[4096];
    snprintf(words, sizeof words, "%s", extra ? extra : "");
    for (char *w = strtok(words, " "); w && n < 64; w = strtok(NULL, " "))
        argv[n++] = w;
    LLVMParseCommandLineOptions(n, argv, NULL);
}

static LLVMTargetMachineRef make_target(const char *cpu, const char *features, int opt_level, char **err)
{
    set_codegen_options();
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

/* Past this size a function is the block entry of a kernel with many sync
 * points, each a thread loop: loop strength reduction then costs more
 * than the rest of code generation (and makes CodeGenPrepare slower),
 * growing faster than the function (256 __syncthreads: 6 of 9 s), for
 * loops that run a block's threads once each.  Entries this large are
 * emitted without it; the loops' addressing stays as the optimizer left
 * it.  Since each thread loop is a function of its own (outline.c), the
 * cost grows with the number of loops instead, about 0.5 ms a loop and a
 * quarter of their code generation (256 warp shuffles, 1284 loops counted
 * by back edges: 0.6 of 2.2 s per variant), where bench/kernels' 20 to
 * 195 loops ran as fast without it as with it (AMD EPYC, two A/B runs).
 * Past FERRY_LSR_LOOPS it is off as well. */
#define FERRY_LSR_LIMIT 12000
#define FERRY_LSR_LOOPS 256

static char budget_reason[96];

bool ferry_codegen_budget(ferry_code_size z)
{
    if (budget_reason[0])
        return true;
    if (z.largest > FERRY_LSR_LIMIT)
        snprintf(budget_reason, sizeof budget_reason, "a function of %u instructions", z.largest);
    else if (z.loops > FERRY_LSR_LOOPS)
        snprintf(budget_reason, sizeof budget_reason, "%u loops", z.loops);
    else
        return false;
    const char *argv[] = {"ferry-lower", "-disable-lsr"};
    LLVMParseCommandLineOptions(2, argv, NULL);
    return true;
}

const char *ferry_codegen_budget_reason(void)
{
    return budget_reason[0] ? budget_reason : NULL;
}
