/* Floating point with one answer on every CPU.
 *
 * Contraction: clang marks CUDA's a*b+c `contract` (nvcc's --fmad=true),
 * and the x86 back end fuses it only where the CPU has FMA, so AVX2 and
 * SSE machines would round differently. The GPU fuses it; here the fusion
 * is made explicit as llvm.fma, and no flag is left for the back end to
 * act on. The other fast-math flags (from --use_fast_math or the user's
 * -ffast-math) would let the vectorizer reorder sums by the CPU's vector
 * width, or pick rcp/rsqrt estimates that differ between SSE and AVX-512;
 * nvcc does neither, so they go too.
 *
 * min/max: llvm.minnum leaves the sign of min(-0, +0) and the NaN payload
 * to the target. PTX defines them: -0 is below +0, one NaN gives the other
 * operand, two NaN (or any, for .NaN forms) the canonical NaN. */
#include "lower.h"
#include "entry.h"
#include "pin.h"

#include <string.h>

static unsigned float_bits(LLVMTypeRef scalar)
{
    switch (LLVMGetTypeKind(scalar)) {
    case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 16;
    case LLVMFloatTypeKind: return 32;
    case LLVMDoubleTypeKind: return 64;
    case LLVMFP128TypeKind: return 128;
    default: return 80;
    }
}

static LLVMValueRef as_bits(LLVMBuilderRef b, LLVMValueRef x)
{
    LLVMTypeRef ty = LLVMTypeOf(x), s = ferry_pin_scalar_type(ty);
    LLVMTypeRef it = LLVMIntTypeInContext(LLVMGetTypeContext(ty), float_bits(s));
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
        it = LLVMVectorType(it, LLVMGetVectorSize(ty));
    return LLVMBuildBitCast(b, x, it, "");
}

/* Positive, exponent and mantissa all ones: what the GPU returns. */
LLVMValueRef ferry_pin_canonical_nan(LLVMTypeRef ty)
{
    unsigned w = float_bits(ferry_pin_scalar_type(ty));
    LLVMTypeRef it = LLVMIntTypeInContext(LLVMGetTypeContext(ty), w);
    LLVMValueRef bits = LLVMConstInt(it, w == 64 ? ~0ULL >> 1 : (1ULL << (w - 1)) - 1, 0);
    return ferry_pin_splat(ty, LLVMConstBitCast(bits, ferry_pin_scalar_type(ty)));
}

static LLVMValueRef minmax(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y, bool max, bool nan_wins)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMValueRef xb = as_bits(b, x), yb = as_bits(b, y);
    /* equal values: the bits agree but for the sign of a zero */
    LLVMValueRef eqv = LLVMBuildBitCast(b, max ? LLVMBuildAnd(b, xb, yb, "") : LLVMBuildOr(b, xb, yb, ""), ty, "");
    LLVMValueRef pick_x = LLVMBuildFCmp(b, max ? LLVMRealOGT : LLVMRealOLT, x, y, "");
    LLVMValueRef r = LLVMBuildSelect(b, pick_x, x, y, "");
    r = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOEQ, x, y, ""), eqv, r, "");
    LLVMValueRef xn = LLVMBuildFCmp(b, LLVMRealUNO, x, x, ""), yn = LLVMBuildFCmp(b, LLVMRealUNO, y, y, "");
    if (nan_wins)
        return LLVMBuildSelect(b, LLVMBuildOr(b, xn, yn, ""), ferry_pin_canonical_nan(ty), r, "");
    r = LLVMBuildSelect(b, yn, x, r, "");
    r = LLVMBuildSelect(b, xn, y, r, "");
    return LLVMBuildSelect(b, LLVMBuildAnd(b, xn, yn, ""), ferry_pin_canonical_nan(ty), r, "");
}

void ferry_pin_minmax(LLVMBuilderRef b, LLVMValueRef call)
{
    const char *name = ferry_callee_name(call);
    if (!name || strncmp(name, "llvm.m", 6) != 0)
        return;
    bool max;
    bool nan_wins;
    if (!strncmp(name, "llvm.minnum.", 12) || !strncmp(name, "llvm.maxnum.", 12))
        nan_wins = false;
    else if (!strncmp(name, "llvm.minimum.", 13) || !strncmp(name, "llvm.maximum.", 13))
        nan_wins = true;
    else
        return;
    if (float_bits(ferry_pin_scalar_type(LLVMTypeOf(call))) > 64)
        return;
    max = name[6] == 'a';
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef r = minmax(b, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), max, nan_wins);
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
}

static bool has_contract(LLVMValueRef i)
{
    return LLVMCanValueUseFastMathFlags(i) && (LLVMGetFastMathFlags(i) & LLVMFastMathAllowContract);
}

/* A single-use contractable product, the operand a fused add may absorb. */
static bool fusable_mul(LLVMValueRef v)
{
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMFMul || !has_contract(v))
        return false;
    LLVMUseRef u = LLVMGetFirstUse(v);
    return u && !LLVMGetNextUse(u);
}

static LLVMValueRef call_fma(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x, LLVMValueRef y, LLVMValueRef z)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    unsigned id = LLVMLookupIntrinsicID("llvm.fma", 8);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, id, &ty, 1);
    LLVMValueRef args[3] = {x, y, z};
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 3, "");
}

/* a*b + c, c + a*b, a*b - c, c - a*b as the GPU fuses them: the first
 * operand's product when both are products, as LLVM's own combine does. */
static void fuse(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef i)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    if ((op != LLVMFAdd && op != LLVMFSub) || !has_contract(i))
        return;
    LLVMValueRef l = LLVMGetOperand(i, 0), r = LLVMGetOperand(i, 1);
    int which = fusable_mul(l) ? 0 : fusable_mul(r) ? 1 : -1;
    if (which < 0)
        return;
    LLVMValueRef mul = which ? r : l, other = which ? l : r;
    LLVMValueRef x = LLVMGetOperand(mul, 0), y = LLVMGetOperand(mul, 1);
    LLVMPositionBuilderBefore(b, i);
    if (op == LLVMFSub && which == 0)
        other = LLVMBuildFNeg(b, other, "");
    else if (op == LLVMFSub)
        x = LLVMBuildFNeg(b, x, "");
    LLVMValueRef r2 = call_fma(b, m, x, y, other);
    LLVMReplaceAllUsesWith(i, r2);
    LLVMInstructionEraseFromParent(i);
    LLVMInstructionEraseFromParent(mul);
}

/* llvm.fmuladd lets the target choose; the GPU fuses. */
static void fmuladd_to_fma(LLVMValueRef i)
{
    const char *name = ferry_callee_name(i);
    if (!name || strncmp(name, "llvm.fmuladd.", 13) != 0)
        return;
    LLVMModuleRef m = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(i)));
    LLVMTypeRef ty = LLVMTypeOf(i);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.fma", 8), &ty, 1);
    LLVMSetOperand(i, LLVMGetNumOperands(i) - 1, f);
}

static void copy_call_attrs(LLVMValueRef from, LLVMValueRef to)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(from);
    for (int idx = -1; idx <= (int)n; idx++) {
        unsigned count = LLVMGetCallSiteAttributeCount(from, (LLVMAttributeIndex)idx);
        LLVMAttributeRef attrs[64];
        if (!count || count > 64)
            continue;
        LLVMGetCallSiteAttributes(from, (LLVMAttributeIndex)idx, attrs);
        for (unsigned k = 0; k < count; k++)
            LLVMAddCallSiteAttribute(to, (LLVMAttributeIndex)idx, attrs[k]);
    }
}

static LLVMValueRef rebuild_call(LLVMBuilderRef b, LLVMValueRef i)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(i);
    LLVMValueRef args[32];
    if (n > 32)
        return NULL;
    for (unsigned k = 0; k < n; k++)
        args[k] = LLVMGetOperand(i, k);
    LLVMValueRef c = LLVMBuildCall2(b, LLVMGetCalledFunctionType(i), LLVMGetCalledValue(i), args, n, "");
    LLVMSetInstructionCallConv(c, LLVMGetInstructionCallConv(i));
    copy_call_attrs(i, c);
    return c;
}

static LLVMValueRef rebuild_phi(LLVMBuilderRef b, LLVMValueRef i)
{
    LLVMValueRef p = LLVMBuildPhi(b, LLVMTypeOf(i), "");
    for (unsigned k = 0; k < LLVMCountIncoming(i); k++) {
        LLVMValueRef v = LLVMGetIncomingValue(i, k);
        LLVMBasicBlockRef from = LLVMGetIncomingBlock(i, k);
        LLVMAddIncoming(p, &v, &from, 1);
    }
    return p;
}

/* The same instruction without fast-math flags, or NULL to keep i. LLVM-C
 * can add flags but not clear them, so the instruction is built anew. */
static LLVMValueRef without_flags(LLVMBuilderRef b, LLVMValueRef i)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    LLVMPositionBuilderBefore(b, i);
    switch (op) {
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
        return LLVMBuildBinOp(b, op, LLVMGetOperand(i, 0), LLVMGetOperand(i, 1), "");
    case LLVMFNeg:
        return LLVMBuildFNeg(b, LLVMGetOperand(i, 0), "");
    case LLVMFCmp:
        return LLVMBuildFCmp(b, LLVMGetFCmpPredicate(i), LLVMGetOperand(i, 0), LLVMGetOperand(i, 1), "");
    case LLVMSelect:
        return LLVMBuildSelect(b, LLVMGetOperand(i, 0), LLVMGetOperand(i, 1), LLVMGetOperand(i, 2), "");
    case LLVMPHI:
        return rebuild_phi(b, i);
    case LLVMCall:
        return rebuild_call(b, i);
    default:
        return NULL;
    }
}

static void clear_flags(LLVMBuilderRef b, LLVMValueRef i)
{
    if (!LLVMCanValueUseFastMathFlags(i) || LLVMGetFastMathFlags(i) == LLVMFastMathNone)
        return;
    LLVMValueRef r = without_flags(b, i);
    if (!r)
        return;
    LLVMReplaceAllUsesWith(i, r);
    LLVMInstructionEraseFromParent(i);
}

static void fuse_block(LLVMBuilderRef b, LLVMModuleRef m, LLVMBasicBlockRef bb)
{
    LLVMValueRef i = LLVMGetFirstInstruction(bb), next;
    while (i) {
        next = LLVMGetNextInstruction(i);
        /* the product is erased with the add: it sits before it, so next is safe */
        fuse(b, m, i);
        i = next;
    }
    for (i = LLVMGetFirstInstruction(bb); i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (LLVMIsACallInst(i))
            fmuladd_to_fma(i);
        clear_flags(b, i);
    }
}

static void drop_fp_attrs(LLVMValueRef f)
{
    static const char *const attrs[] = {"unsafe-fp-math", "no-nans-fp-math", "no-infs-fp-math",
                                        "approx-func-fp-math", "no-signed-zeros-fp-math",
                                        "less-precise-fpmad"};
    for (size_t k = 0; k < sizeof attrs / sizeof attrs[0]; k++)
        LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, attrs[k], (unsigned)strlen(attrs[k]));
}

int ferry_pin_float_math(LLVMModuleRef m, ferry_diag *d)
{
    (void)d;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        drop_fp_attrs(f);
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            fuse_block(b, m, bb);
    }
    LLVMDisposeBuilder(b);
    ferry_canonicalize_nans(m);
    return 0;
}
