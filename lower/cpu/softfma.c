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

#include <string.h>

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

/* s rounded to odd, given the error e of the sum that gave it. */
static LLVMValueRef round_to_odd(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef s, LLVMValueRef e)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(c), f64 = LLVMDoubleTypeInContext(c);
    LLVMValueRef bits = LLVMBuildBitCast(b, s, i64, "");
    LLVMValueRef one = LLVMConstInt(i64, 1, 0);
    LLVMValueRef even = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, bits, one, ""), LLVMConstInt(i64, 0, 0), "");
    /* false for e NaN: a sum of infinities or NaNs stays as it is */
    LLVMValueRef inexact = LLVMBuildFCmp(b, LLVMRealONE, e, LLVMConstReal(f64, 0.0), "");
    LLVMValueRef ebits = LLVMBuildBitCast(b, e, i64, "");
    LLVMValueRef same = LLVMBuildICmp(b, LLVMIntSGE, LLVMBuildXor(b, bits, ebits, ""), LLVMConstInt(i64, 0, 0), "");
    /* away from zero when the exact sum lies beyond s, else toward it */
    LLVMValueRef step = LLVMBuildSelect(b, same, one, LLVMConstAllOnes(i64), "");
    LLVMValueRef moved = LLVMBuildAdd(b, bits, step, "");
    LLVMValueRef odd = LLVMBuildSelect(b, LLVMBuildAnd(b, even, inexact, ""), moved, bits, "");
    return LLVMBuildBitCast(b, odd, f64, "");
}

static LLVMValueRef soft_fma(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef x, LLVMValueRef y, LLVMValueRef z)
{
    LLVMTypeRef f64 = LLVMDoubleTypeInContext(c), f32 = LLVMFloatTypeInContext(c);
    LLVMValueRef p = LLVMBuildFMul(b, LLVMBuildFPExt(b, x, f64, ""), LLVMBuildFPExt(b, y, f64, ""), "");
    LLVMValueRef w = LLVMBuildFPExt(b, z, f64, "");
    LLVMValueRef s = LLVMBuildFAdd(b, p, w, "");
    /* TwoSum: s + e == p + w exactly */
    LLVMValueRef bb = LLVMBuildFSub(b, s, p, "");
    LLVMValueRef e = LLVMBuildFAdd(b, LLVMBuildFSub(b, p, LLVMBuildFSub(b, s, bb, ""), ""),
                                   LLVMBuildFSub(b, w, bb, ""), "");
    return LLVMBuildFPTrunc(b, round_to_odd(b, c, s, e), f32, "fma");
}

int ferry_expand_fma(LLVMModuleRef m, const char *cpu)
{
    LLVMValueRef fma = LLVMGetNamedFunction(m, "llvm.fma.f32");
    if (!fma || !cpu || !lacks_fma(cpu))
        return 0;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    for (LLVMUseRef u = LLVMGetFirstUse(fma), next; u; u = next) {
        next = LLVMGetNextUse(u);
        LLVMValueRef call = LLVMGetUser(u);
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fma)
            continue;
        LLVMPositionBuilderBefore(b, call);
        LLVMValueRef r = soft_fma(b, c, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), LLVMGetOperand(call, 2));
        LLVMReplaceAllUsesWith(call, r);
        LLVMInstructionEraseFromParent(call);
    }
    LLVMDisposeBuilder(b);
    return 0;
}
