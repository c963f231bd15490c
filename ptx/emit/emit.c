/* ferry-ptx-emit IN.bc -o OUT.ptx [--arch=sm_XX] [-O0|-O3]: hub IR (the
 * device pass's NVPTX bitcode) to PTX text, for `nvcc -ptx`.
 *
 * First the results C++ leaves undefined (float-to-int of NaN, shifts past
 * the width, division by zero) get the GPU's answers, as ferry-lower gives
 * them (lower/cpu/defined.c): otherwise the optimiser would fold them to
 * whatever it likes before the PTX says what the GPU would do.
 *
 * LLVM's NVPTX back end does the work; this tool runs the optimisation
 * pipeline first (the device pass leaves the IR unoptimised) and then
 * rewrites the two things the back end of LLVM 19 cannot select:
 *  - fences (__threadfence is a plain `fence seq_cst` in Ferry's headers)
 *    become membar.sys, the strongest PTX barrier, so no ordering is lost;
 *  - math intrinsics PTX has no instruction for (llvm.sin.f64, llvm.pow.f64,
 *    ...) become calls of the libm function of the same meaning (sin, pow),
 *    which the PTX declares .extern: Ferry's PTX front end gives them libm
 *    bodies again (ptx/lower/shims.c); NVIDIA's ptxas accepts such PTX as
 *    relocatable code (ptxas -c) only, as there is no device libm to link;
 *    frem (fmod) and llvm.frexp likewise.
 * Anything else the back end cannot select ends in a one-line error naming
 * LLVM's reason, never a crash report.
 *
 * The device library (devlib/, bitcode for nvptx64) is linked in first, as
 * the hub stage does before a target's lowering, so that the functions the
 * headers take from it (sinf, expf, double log10, ...) are PTX code of
 * their own and not calls that nothing outside Ferry could resolve. Inline
 * PTX stays as it is: the back end writes it out verbatim. */
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hub.h"
#include "lower.h"

typedef struct {
    const char *in, *out;
    const char *arch;   /* sm_75; NULL: what the IR's functions say */
    int opt;            /* 0 or 3 */
    bool emit_llvm;     /* write the rewritten IR as text instead (debugging) */
} emit_args;

static int usage(void)
{
    fprintf(stderr, "usage: ferry-ptx-emit IN.bc -o OUT.ptx [--arch=sm_XX] [-O0|-O3] [--emit-llvm]\n");
    return 2;
}

static int parse_args(int argc, char **argv, emit_args *a)
{
    *a = (emit_args){.opt = 3};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc)
            a->out = argv[++i];
        else if (!strncmp(argv[i], "--arch=", 7))
            a->arch = argv[i] + 7;
        else if (!strcmp(argv[i], "-O0") || !strcmp(argv[i], "-O3"))
            a->opt = argv[i][2] - '0';
        else if (!strcmp(argv[i], "--emit-llvm"))
            a->emit_llvm = true;
        else if (argv[i][0] != '-' && !a->in)
            a->in = argv[i];
        else
            return -1;
    }
    return a->in && a->out ? 0 : -1;
}

/* LLVM reports what it cannot select through its fatal error handler; the
 * tool then stops with that reason on one line. */
static void on_fatal(const char *reason)
{
    fprintf(stderr, "ferry-ptx-emit: error: LLVM's NVPTX back end cannot express this code in PTX: %s\n",
            reason);
    _exit(1);
}

/* ---- rewriting what the back end cannot select ------------------------ */

/* The libm name for llvm.NAME.f32 / .f64, or NULL when PTX can do it. */
static const char *const libm_only[] = {"sin", "cos", "tan", "exp", "exp2", "exp10", "log",
                                        "log2", "log10", "pow", "asin", "acos", "atan",
                                        "sinh", "cosh", "tanh", NULL};

static bool libm_intrinsic(const char *name, char *libm, size_t len)
{
    if (strncmp(name, "llvm.", 5) != 0)
        return false;
    for (int i = 0; libm_only[i]; i++) {
        size_t n = strlen(libm_only[i]);
        if (strncmp(name + 5, libm_only[i], n) != 0)
            continue;
        const char *ty = name + 5 + n;
        /* "log" must not take llvm.log2.f32 */
        if (!strcmp(ty, ".f32"))
            snprintf(libm, len, "%sf", libm_only[i]);
        else if (!strcmp(ty, ".f64"))
            snprintf(libm, len, "%s", libm_only[i]);
        else
            continue;
        return true;
    }
    return false;
}

static LLVMValueRef called_function(LLVMValueRef inst)
{
    if (!LLVMIsACallInst(inst))
        return NULL;
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    return callee && LLVMIsAFunction(callee) ? callee : NULL;
}

/* The call of llvm.sin.f32 becomes a call of sinf, same arguments. */
static void call_libm(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef inst, const char *libm)
{
    LLVMTypeRef fty = LLVMGetCalledFunctionType(inst);
    LLVMValueRef fn = LLVMGetNamedFunction(m, libm);
    if (!fn)
        fn = LLVMAddFunction(m, libm, fty);
    unsigned n = LLVMGetNumArgOperands(inst);
    LLVMValueRef args[3];
    for (unsigned i = 0; i < n && i < 3; i++)
        args[i] = LLVMGetOperand(inst, i);
    LLVMPositionBuilderBefore(b, inst);
    LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, n, "");
    LLVMReplaceAllUsesWith(inst, call);
    LLVMInstructionEraseFromParent(inst);
}

/* A fence becomes membar.sys; a single-thread fence orders nothing between
 * threads and goes. */
static void replace_fence(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef inst)
{
    if (!LLVMIsAtomicSingleThread(inst)) {
        LLVMContextRef c = LLVMGetModuleContext(m);
        LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(c), NULL, 0, 0);
        LLVMValueRef fn = LLVMGetNamedFunction(m, "llvm.nvvm.membar.sys");
        if (!fn)
            fn = LLVMAddFunction(m, "llvm.nvvm.membar.sys", fty);
        LLVMPositionBuilderBefore(b, inst);
        LLVMBuildCall2(b, fty, fn, NULL, 0, "");
    }
    LLVMInstructionEraseFromParent(inst);
}

/* frem is C's fmod, which PTX has no instruction for either. */
static void replace_frem(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef inst)
{
    LLVMTypeRef ty = LLVMTypeOf(inst);
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
        return;
    const char *name = k == LLVMFloatTypeKind ? "fmodf" : "fmod";
    LLVMTypeRef ps[2] = {ty, ty};
    LLVMTypeRef fty = LLVMFunctionType(ty, ps, 2, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(m, name);
    if (!fn)
        fn = LLVMAddFunction(m, name, fty);
    LLVMValueRef args[2] = {LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1)};
    LLVMPositionBuilderBefore(b, inst);
    LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, 2, "");
    LLVMReplaceAllUsesWith(inst, call);
    LLVMInstructionEraseFromParent(inst);
}

/* {m, e} = llvm.frexp(x) becomes m = frexpf(x, &e): the back end would
 * need a libcall for it. */
static void replace_frexp(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef inst, bool is_float)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMValueRef x = LLVMGetOperand(inst, 0);
    LLVMTypeRef fp = LLVMTypeOf(x), i32 = LLVMInt32TypeInContext(c), ptr = LLVMPointerTypeInContext(c, 0);
    if (LLVMGetTypeKind(fp) != LLVMFloatTypeKind && LLVMGetTypeKind(fp) != LLVMDoubleTypeKind)
        return;
    LLVMTypeRef ps[2] = {fp, ptr};
    LLVMTypeRef fty = LLVMFunctionType(fp, ps, 2, 0);
    const char *name = is_float ? "frexpf" : "frexp";
    LLVMValueRef fn = LLVMGetNamedFunction(m, name);
    if (!fn)
        fn = LLVMAddFunction(m, name, fty);
    LLVMValueRef entry = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst))));
    LLVMPositionBuilderBefore(b, entry);
    LLVMValueRef slot = LLVMBuildAlloca(b, i32, "frexp.exp");
    LLVMPositionBuilderBefore(b, inst);
    LLVMValueRef args[2] = {x, slot};
    LLVMValueRef mant = LLVMBuildCall2(b, fty, fn, args, 2, "");
    LLVMValueRef agg = LLVMBuildInsertValue(b, LLVMGetUndef(LLVMTypeOf(inst)), mant, 0, "");
    agg = LLVMBuildInsertValue(b, agg, LLVMBuildLoad2(b, i32, slot, ""), 1, "");
    LLVMReplaceAllUsesWith(inst, agg);
    LLVMInstructionEraseFromParent(inst);
}

/* Conversions between floating point and integers wider than 64 bits
 * need compiler-rt calls that PTX does not have: named here rather than in
 * the back end's "Undefined external symbol" message. */
static bool wide_conversion(LLVMValueRef inst)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    LLVMTypeRef ty;
    if (op == LLVMFPToSI || op == LLVMFPToUI)
        ty = LLVMTypeOf(inst);
    else if (op == LLVMSIToFP || op == LLVMUIToFP)
        ty = LLVMTypeOf(LLVMGetOperand(inst, 0));
    else
        return false;
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
        ty = LLVMGetElementType(ty);
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) > 64;
}

static int check_block(LLVMValueRef f, LLVMBasicBlockRef bb)
{
    for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst; inst = LLVMGetNextInstruction(inst)) {
        if (wide_conversion(inst)) {
            size_t len;
            fprintf(stderr, "ferry-ptx-emit: error: %s: a conversion between floating point and a "
                    "128-bit integer cannot be expressed in PTX yet\n", LLVMGetValueName2(f, &len));
            return -1;
        }
    }
    return 0;
}

static int check_module(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            if (check_block(f, bb))
                return -1;
    return 0;
}

static void rewrite_block(LLVMModuleRef m, LLVMBuilderRef b, LLVMBasicBlockRef bb)
{
    LLVMValueRef inst = LLVMGetFirstInstruction(bb);
    while (inst) {
        LLVMValueRef next = LLVMGetNextInstruction(inst);
        LLVMValueRef fn = called_function(inst);
        char libm[32];
        size_t len;
        if (LLVMGetInstructionOpcode(inst) == LLVMFence)
            replace_fence(m, b, inst);
        else if (LLVMGetInstructionOpcode(inst) == LLVMFRem)
            replace_frem(m, b, inst);
        else if (fn && !strcmp(LLVMGetValueName2(fn, &len), "llvm.frexp.f32.i32"))
            replace_frexp(m, b, inst, true);
        else if (fn && !strcmp(LLVMGetValueName2(fn, &len), "llvm.frexp.f64.i32"))
            replace_frexp(m, b, inst, false);
        else if (fn && libm_intrinsic(LLVMGetValueName2(fn, &len), libm, sizeof libm))
            call_libm(m, b, inst, libm);
        inst = next;
    }
}

static void rewrite_module(LLVMModuleRef m)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            rewrite_block(m, b, bb);
    LLVMDisposeBuilder(b);
}

/* ---- the pipeline ------------------------------------------------------ */

static LLVMModuleRef read_module(LLVMContextRef c, const char *path)
{
    LLVMMemoryBufferRef buf;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
        fprintf(stderr, "ferry-ptx-emit: cannot read %s: %s\n", path, msg);
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMModuleRef m = NULL;
    if (LLVMParseBitcodeInContext2(c, buf, &m)) {
        fprintf(stderr, "ferry-ptx-emit: %s is not LLVM bitcode\n", path);
        m = NULL;
    }
    LLVMDisposeMemoryBuffer(buf);
    return m;
}

/* A target attribute of the module's functions (target-cpu: sm_75,
 * target-features: +ptx83,+sm_75), so that the .target and .version lines
 * match the device pass's architecture and PTX version. */
static char *module_attr(LLVMModuleRef m, const char *key)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key, (unsigned)strlen(key));
        if (a) {
            unsigned len;
            const char *v = LLVMGetStringAttributeValue(a, &len);
            char *cpu = malloc(len + 1);
            if (cpu) {
                memcpy(cpu, v, len);
                cpu[len] = 0;
            }
            return cpu;
        }
    }
    return NULL;
}

static LLVMTargetMachineRef make_tm(LLVMModuleRef m, const char *arch, int opt)
{
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    const char *triple = LLVMGetTarget(m);
    if (!triple || !*triple)
        triple = "nvptx64-nvidia-cuda";
    LLVMTargetRef t;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(triple, &t, &msg)) {
        fprintf(stderr, "ferry-ptx-emit: %s\n", msg);
        LLVMDisposeMessage(msg);
        return NULL;
    }
    char *cpu = arch ? NULL : module_attr(m, "target-cpu");
    char *features = module_attr(m, "target-features");
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(
        t, triple, arch ? arch : cpu ? cpu : "sm_75", features ? features : "",
        opt ? LLVMCodeGenLevelAggressive : LLVMCodeGenLevelNone, LLVMRelocDefault, LLVMCodeModelDefault);
    free(cpu);
    free(features);
    return tm;
}

static int optimize(LLVMModuleRef m, LLVMTargetMachineRef tm, int opt)
{
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, opt ? "default<O3>" : "default<O0>", tm, po);
    LLVMDisposePassBuilderOptions(po);
    if (!e)
        return 0;
    char *msg = LLVMGetErrorMessage(e);
    fprintf(stderr, "ferry-ptx-emit: %s\n", msg);
    LLVMDisposeErrorMessage(msg);
    return -1;
}

static int emit(LLVMModuleRef m, LLVMTargetMachineRef tm, const char *out)
{
    char *msg = NULL;
    char *path = strdup(out);
    int rc = path && LLVMTargetMachineEmitToFile(tm, m, path, LLVMAssemblyFile, &msg) ? -1 : 0;
    if (rc) {
        fprintf(stderr, "ferry-ptx-emit: cannot write %s: %s\n", out, msg ? msg : "out of memory");
        LLVMDisposeMessage(msg);
    }
    free(path);
    return rc;
}

static int link_devlib(LLVMModuleRef m, const char *in)
{
    ferry_hub_diag hd = {0};
    int rc = ferry_hub_link_devlib(m, &hd);
    if (rc)
        fprintf(stderr, "ferry-ptx-emit: %s: %s\n", in, hd.msg ? hd.msg : "cannot link the device library");
    ferry_hub_diag_free(&hd);
    return rc;
}

/* __managed__ variables (marked by ferry_mark_managed) get the annotation
 * with which the NVPTX back end writes .attribute(.managed). */
static void annotate_managed(LLVMModuleRef m)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        if (!ferry_is_managed(g) || LLVMIsDeclaration(g))
            continue;
        LLVMMetadataRef ops[3] = {LLVMValueAsMetadata(g), LLVMMDStringInContext2(c, "managed", 7),
                                  LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), 1, 0))};
        LLVMValueRef node = LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, ops, 3));
        LLVMAddNamedMetadataOperand(m, "nvvm.annotations", node);
    }
}

int main(int argc, char **argv)
{
    emit_args a;
    if (parse_args(argc, argv, &a))
        return usage();
    LLVMInstallFatalErrorHandler(on_fatal);
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = read_module(c, a.in);
    LLVMTargetMachineRef tm = m ? make_tm(m, a.arch, a.opt) : NULL;
    int rc = 1;
    ferry_diag d = {.input = a.in};
    if (m)
        ferry_mark_managed(m);
    if (tm && link_devlib(m, a.in) == 0 && ferry_define_results(m, &d) == 0 && optimize(m, tm, a.opt) == 0
        && check_module(m) == 0) {
        rewrite_module(m);
        annotate_managed(m);
        if (a.emit_llvm) {
            char *msg = NULL;
            rc = LLVMPrintModuleToFile(m, a.out, &msg) ? 1 : 0;
            LLVMDisposeMessage(msg);
        } else {
            rc = emit(m, tm, a.out) ? 1 : 0;
        }
    }
    if (rc)
        unlink(a.out);
    if (tm)
        LLVMDisposeTargetMachine(tm);
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(c);
    return rc;
}
