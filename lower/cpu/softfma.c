/* Fused multiply-add on CPUs without FMA (x86-64-v2 and older). CUDA
 * fuses a*b+c, so fpmath.c makes every such sum an llvm.fma; where the CPU
 * has no FMA instruction the back end calls libm's fmaf once per element,
 * which also keeps the loop from vectorizing: a portable build's v2
 * variant ran STREAM triad five times slower than its v3 one.
 *
 * A float fma is computed exactly in double instead: the product of two
 * floats is exact in double; the sum is rounded to odd (rounded to
 * nearest, then, if inexact and even, moved one ulp toward the exact sum,
 * which TwoSum gives), and a result rounded to odd with 53 bits rounds to
 * the same float as the exact sum would (Boldo and Melquiond, "Emulation
 * of FMA and correctly rounded sums: proved algorithms using rounding to
 * odd", 2008). Every step is plain IEEE arithmetic that vectorizes on
 * SSE2, and infinities and NaNs pass through the sum as fmaf's do. Double
 * fma keeps libm's call. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

/* Past this many fmas in one function (a loop of them unrolled, a long
 * polynomial), each is a call of one out-of-line copy: 17 instructions
 * each, inline, were most of the v2 variant's optimization and code
 * generation (bench/compile unroll axis, 256 steps: 0.5 and 1.0 s, where
 * v3 and v4 took 0.1 in all). The loop vectorizer calls its
 * FMA_LANES-lane twin, so loops still run in SIMD lanes. */
#define INLINE_FMAS 64
/* Past this many, the calls have no vector twin: LLVM 19's loop vectorizer
 * looks each call's twins up again and again (vector-function-abi-variant
 * parsed per query), 0.25 s for a loop of 2048 such calls, growing faster
 * than the loop; their loops stay scalar on v2. */
#define TWINNED_FMAS 512
#define FMA_LANES 4
#define FMA_LANES_TEXT "4"

/* Models whose code has no FMA: what an x86 -mcpu may name for an old
 * machine, Ferry's portable v2 variant included. */
static bool lacks_fma(const char *cpu)
{
    static const char *const old[] = {"x86-64", "x86-64-v2", "nehalem", "westmere", "sandybridge", "ivybridge",
                                      "core2", "penryn", "corei7", "corei7-avx", "core-avx-i", "btver1", "btver2",
                                      "bonnell", "atom", "silvermont", "slm", "goldmont", "goldmont-plus", "tremont",
                                      "amdfam10", "barcelona", "k8", "k8-sse3", "opteron", "athlon64"};
    for (size_t i = 0; i < sizeof old / sizeof old[0]; i++)
        if (strcmp(cpu, old[i]) == 0)
            return true;
    return false;
}

/* A constant of type ty (a scalar or a vector of lanes), every lane v. */
static LLVMValueRef splat(LLVMTypeRef ty, LLVMValueRef v)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return v;
    LLVMValueRef lanes[FMA_LANES];
    unsigned n = LLVMGetVectorSize(ty);
    for (unsigned k = 0; k < n; k++)
        lanes[k] = v;
    return LLVMConstVector(lanes, n);
}

/* ty with its element type el (lanes kept). */
static LLVMTypeRef like(LLVMTypeRef ty, LLVMTypeRef el)
{
    return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMVectorType(el, LLVMGetVectorSize(ty)) : el;
}

/* s rounded to odd, given the error e of the sum that gave it. */
static LLVMValueRef round_to_odd(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef s, LLVMValueRef e)
{
    LLVMTypeRef ty = LLVMTypeOf(s), i64 = LLVMInt64TypeInContext(c), iv = like(ty, i64);
    LLVMValueRef bits = LLVMBuildBitCast(b, s, iv, "");
    LLVMValueRef one = splat(iv, LLVMConstInt(i64, 1, 0)), zero = LLVMConstNull(iv);
    LLVMValueRef even = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, bits, one, ""), zero, "");
    /* false for e NaN: a sum of infinities or NaNs stays as it is */
    LLVMValueRef inexact = LLVMBuildFCmp(b, LLVMRealONE, e, LLVMConstNull(ty), "");
    LLVMValueRef ebits = LLVMBuildBitCast(b, e, iv, "");
    LLVMValueRef same = LLVMBuildICmp(b, LLVMIntSGE, LLVMBuildXor(b, bits, ebits, ""), zero, "");
    /* away from zero when the exact sum lies beyond s, else toward it */
    LLVMValueRef step = LLVMBuildSelect(b, same, one, LLVMConstAllOnes(iv), "");
    LLVMValueRef moved = LLVMBuildAdd(b, bits, step, "");
    LLVMValueRef odd = LLVMBuildSelect(b, LLVMBuildAnd(b, even, inexact, ""), moved, bits, "");
    return LLVMBuildBitCast(b, odd, ty, "");
}

static LLVMValueRef soft_fma(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef x, LLVMValueRef y, LLVMValueRef z)
{
    LLVMTypeRef ty = LLVMTypeOf(x), f64 = like(ty, LLVMDoubleTypeInContext(c));
    LLVMValueRef p = LLVMBuildFMul(b, LLVMBuildFPExt(b, x, f64, ""), LLVMBuildFPExt(b, y, f64, ""), "");
    LLVMValueRef w = LLVMBuildFPExt(b, z, f64, "");
    LLVMValueRef s = LLVMBuildFAdd(b, p, w, "");
    /* TwoSum: s + e == p + w exactly */
    LLVMValueRef bb = LLVMBuildFSub(b, s, p, "");
    LLVMValueRef e = LLVMBuildFAdd(b, LLVMBuildFSub(b, p, LLVMBuildFSub(b, s, bb, ""), ""),
                                   LLVMBuildFSub(b, w, bb, ""), "");
    return LLVMBuildFPTrunc(b, round_to_odd(b, c, s, e), ty, "fma");
}

/* A function of its own computing soft_fma on values of type ty; masked,
 * it takes a mask of the lanes wanted, and computes them all (there is
 * nothing a lane not wanted could disturb). */
static LLVMValueRef fma_function(LLVMModuleRef m, const char *name, LLVMTypeRef ty, bool masked)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef params[4] = {ty, ty, ty, masked ? LLVMVectorType(LLVMInt1TypeInContext(c), FMA_LANES) : NULL};
    LLVMValueRef f = LLVMAddFunction(m, name, LLVMFunctionType(ty, params, masked ? 4 : 3, 0));
    LLVMSetLinkage(f, LLVMInternalLinkage);
    const char *attrs[] = {"noinline", "nounwind", "willreturn", "nosync", "nofree"};
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++)
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                LLVMCreateEnumAttribute(c, LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i])), 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, f, "entry"));
    LLVMBuildRet(b, soft_fma(b, c, LLVMGetParam(f, 0), LLVMGetParam(f, 1), LLVMGetParam(f, 2)));
    LLVMDisposeBuilder(b);
    return f;
}

/* Appends f to @llvm.compiler.used: kept until code generation, and with
 * its address taken, so that interprocedural passes leave its signature
 * and calling convention as they are (GlobalOpt made an internal
 * function fastcc, and the vectorizer's calls of it, made later with the
 * C one, were then undefined and deleted). */
static void keep(LLVMModuleRef m, LLVMValueRef f)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
    LLVMValueRef old = LLVMGetNamedGlobal(m, "llvm.compiler.used"), init = old ? LLVMGetInitializer(old) : NULL;
    unsigned n = init ? (unsigned)LLVMGetArrayLength2(LLVMGlobalGetValueType(old)) : 0;
    LLVMValueRef *items = malloc((n + 1) * sizeof *items);
    if (!items)
        return;
    for (unsigned i = 0; i < n; i++)
        items[i] = LLVMGetAggregateElement(init, i);
    items[n] = f;
    LLVMValueRef arr = LLVMConstArray2(ptr, items, n + 1);
    free(items);
    if (old)
        LLVMDeleteGlobal(old);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(arr), "llvm.compiler.used");
    LLVMSetInitializer(g, arr);
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    LLVMSetSection(g, "llvm.metadata");
}

#define TWIN "__ferry_soft_fma_x" FMA_LANES_TEXT
#define MASKED_TWIN "__ferry_soft_fma_mx" FMA_LANES_TEXT

/* The out-of-line fma, and the copies the loop vectorizer calls in its
 * place (vector-function-abi-variant): FMA_LANES lanes, and the same under
 * a mask (a call in a branch, such as a bounds check around the whole
 * kernel). */
static LLVMValueRef out_of_line_fma(LLVMModuleRef m)
{
    LLVMValueRef f = LLVMGetNamedFunction(m, "__ferry_soft_fma");
    if (f)
        return f;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef f32 = LLVMFloatTypeInContext(c), v = LLVMVectorType(f32, FMA_LANES);
    keep(m, fma_function(m, TWIN, v, false));
    keep(m, fma_function(m, MASKED_TWIN, v, true));
    /* kept too, so that no pass trims its arguments (constant at every
     * call: IPSCCP and dead argument elimination) away from its twins' */
    f = fma_function(m, "__ferry_soft_fma", f32, false);
    keep(m, f);
    return f;
}

enum { INLINE, OUT_OF_LINE, TWINNED };

static void expand_call(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef call, int how)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMValueRef x = LLVMGetOperand(call, 0), y = LLVMGetOperand(call, 1), z = LLVMGetOperand(call, 2);
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef r;
    if (how == INLINE) {
        r = soft_fma(b, c, x, y, z);
    } else {
        LLVMValueRef f = out_of_line_fma(m), args[3] = {x, y, z};
        r = LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 3, "fma");
    }
    if (how == TWINNED) {
        static const char variant[] = "_ZGV_LLVM_N" FMA_LANES_TEXT "vvv___ferry_soft_fma(" TWIN "),"
                                      "_ZGV_LLVM_M" FMA_LANES_TEXT "vvv___ferry_soft_fma(" MASKED_TWIN ")";
        LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex,
                                 LLVMCreateStringAttribute(c, "vector-function-abi-variant", 27, variant,
                                                           sizeof variant - 1));
    }
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
}

int ferry_expand_fma(LLVMModuleRef m, const char *cpu)
{
    LLVMValueRef fma = LLVMGetNamedFunction(m, "llvm.fma.f32");
    if (!fma || !cpu || !lacks_fma(cpu))
        return 0;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn))
            continue;
        /* counted as LLVM will unroll the `#pragma unroll` loops around them */
        unsigned n = ferry_unrolled_calls(fn, fma, TWINNED_FMAS);
        int how = n <= INLINE_FMAS ? INLINE : n <= TWINNED_FMAS ? TWINNED : OUT_OF_LINE;
        for (LLVMUseRef u = LLVMGetFirstUse(fma), next; u; u = next) {
            next = LLVMGetNextUse(u);
            LLVMValueRef call = LLVMGetUser(u);
            if (LLVMIsACallInst(call) && LLVMGetCalledValue(call) == fma
                && LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)) == fn)
                expand_call(b, m, call, how);
        }
    }
    LLVMDisposeBuilder(b);
    return 0;
}
