/* Every result defined, whatever the CPU. Where C++ (and so clang's IR)
 * leaves a result open as poison, the x86 back end picks an instruction
 * per CPU model and the answer differs between an AVX2 and an AVX-512
 * machine. A GPU answers each of these the same way every time, and users'
 * code was tested there, so the IR is made to say what the GPU does:
 *   float -> int       NaN is 0, out of range saturates (cvt.rzi)
 *   shifts             counts at or above the width clamp (shl/shr.b32)
 *   div/rem            by 0: quotient all ones, remainder the dividend;
 *                      INT_MIN / -1 wraps, INT_MIN % -1 is 0
 *   clz/ctz of 0       the width; abs(INT_MIN) is INT_MIN
 * This runs on the front end's IR, before anything may fold the poison. */
#include "lower.h"
#include "entry.h"
#include "pin.h"

#include <stdlib.h>
#include <string.h>

LLVMValueRef ferry_pin_splat(LLVMTypeRef ty, LLVMValueRef scalar)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return scalar;
    unsigned n = LLVMGetVectorSize(ty);
    LLVMValueRef *v = malloc(n * sizeof *v);
    if (!v)
        return NULL;
    for (unsigned k = 0; k < n; k++)
        v[k] = scalar;
    LLVMValueRef c = LLVMConstVector(v, n);
    free(v);
    return c;
}

LLVMTypeRef ferry_pin_scalar_type(LLVMTypeRef ty)
{
    return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
}

LLVMValueRef ferry_pin_int(LLVMTypeRef ty, unsigned long long v)
{
    return ferry_pin_splat(ty, LLVMConstInt(ferry_pin_scalar_type(ty), v, 0));
}

LLVMTypeRef ferry_pin_cmp_type(LLVMTypeRef ty)
{
    LLVMTypeRef i1 = LLVMInt1TypeInContext(LLVMGetTypeContext(ty));
    return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMVectorType(i1, LLVMGetVectorSize(ty)) : i1;
}

/* Makes every use of i a use of the value rebuilt from it: rebuilt must
 * use i itself, which RAUW would also redirect, so its operand is set back. */
void ferry_pin_replace(LLVMValueRef i, LLVMValueRef rebuilt, unsigned operand)
{
    LLVMReplaceAllUsesWith(i, rebuilt);
    LLVMSetOperand(rebuilt, operand, i);
}

static unsigned int_width(LLVMValueRef v)
{
    return LLVMGetIntTypeWidth(ferry_pin_scalar_type(LLVMTypeOf(v)));
}

static bool const_below(LLVMValueRef amt, unsigned w)
{
    return LLVMIsAConstantInt(amt) && LLVMConstIntGetZExtValue(amt) < w;
}

static void pin_shift(LLVMBuilderRef b, LLVMValueRef i)
{
    LLVMValueRef amt = LLVMGetOperand(i, 1);
    unsigned w = int_width(i);
    if (const_below(amt, w))
        return;
    LLVMTypeRef ty = LLVMTypeOf(i);
    LLVMPositionBuilderBefore(b, i);
    LLVMValueRef in_range = LLVMBuildICmp(b, LLVMIntULT, amt, ferry_pin_int(ty, w), "");
    if (LLVMGetInstructionOpcode(i) == LLVMAShr) {
        LLVMSetOperand(i, 1, LLVMBuildSelect(b, in_range, amt, ferry_pin_int(ty, w - 1), ""));
        return;
    }
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(i));
    LLVMValueRef r = LLVMBuildSelect(b, in_range, LLVMGetUndef(ty), LLVMConstNull(ty), "");
    ferry_pin_replace(i, r, 1);
}

/* A constant divisor other than 0 (and -1 for signed) needs no guard. */
static bool safe_divisor(LLVMValueRef d, bool sgn)
{
    if (!LLVMIsAConstantInt(d))
        return false;
    unsigned long long v = LLVMConstIntGetZExtValue(d);
    return v != 0 && !(sgn && LLVMConstIntGetSExtValue(d) == -1);
}

static void pin_divrem(LLVMBuilderRef b, LLVMValueRef i)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    bool sgn = op == LLVMSDiv || op == LLVMSRem, rem = op == LLVMSRem || op == LLVMURem;
    LLVMValueRef n = LLVMGetOperand(i, 0), d = LLVMGetOperand(i, 1);
    if (safe_divisor(d, sgn))
        return;
    LLVMTypeRef ty = LLVMTypeOf(i);
    unsigned w = int_width(i);
    LLVMPositionBuilderBefore(b, i);
    LLVMValueRef zero = LLVMBuildICmp(b, LLVMIntEQ, d, LLVMConstNull(ty), "");
    LLVMValueRef bad = zero;
    if (sgn) {
        LLVMValueRef min = ferry_pin_int(ty, 1ULL << (w - 1));
        LLVMValueRef ovf = LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntEQ, n, min, ""),
                                        LLVMBuildICmp(b, LLVMIntEQ, d, LLVMConstAllOnes(ty), ""), "");
        bad = LLVMBuildOr(b, zero, ovf, "");
    }
    /* INT_MIN / 1 and INT_MIN % 1 are the wrapped answers */
    LLVMSetOperand(i, 1, LLVMBuildSelect(b, bad, ferry_pin_int(ty, 1), d, ""));
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(i));
    LLVMValueRef r = LLVMBuildSelect(b, zero, rem ? n : LLVMConstAllOnes(ty), LLVMGetUndef(ty), "");
    ferry_pin_replace(i, r, 2);
}

/* The integer type's bounds as values of the float type x has; powers of
 * two, so exact (or infinite, which no finite value reaches). */
static LLVMValueRef fbound(LLVMTypeRef fty, double v)
{
    return ferry_pin_splat(fty, LLVMConstReal(ferry_pin_scalar_type(fty), v));
}

static void pin_fptoi(LLVMBuilderRef b, LLVMValueRef i)
{
    bool sgn = LLVMGetInstructionOpcode(i) == LLVMFPToSI;
    LLVMValueRef x = LLVMGetOperand(i, 0);
    LLVMTypeRef ity = LLVMTypeOf(i), fty = LLVMTypeOf(x);
    unsigned w = int_width(i);
    LLVMPositionBuilderBefore(b, i);
    double lo = sgn ? -__builtin_ldexp(1.0, (int)w - 1) : 0.0;
    double hi = __builtin_ldexp(1.0, sgn ? (int)w - 1 : (int)w);
    LLVMValueRef nan = LLVMBuildFCmp(b, LLVMRealUNO, x, x, "");
    LLVMValueRef under = LLVMBuildFCmp(b, sgn ? LLVMRealOLT : LLVMRealOLE, x, fbound(fty, sgn ? lo : -1.0), "");
    LLVMValueRef over = LLVMBuildFCmp(b, LLVMRealOGE, x, fbound(fty, hi), "");
    LLVMValueRef out = LLVMBuildOr(b, nan, LLVMBuildOr(b, under, over, ""), "");
    LLVMSetOperand(i, 0, LLVMBuildSelect(b, out, LLVMConstNull(fty), x, ""));
    unsigned long long max = sgn ? (1ULL << (w - 1)) - 1 : w == 64 ? ~0ULL : (1ULL << w) - 1;
    unsigned long long min = sgn ? 1ULL << (w - 1) : 0;
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(i));
    LLVMValueRef r = LLVMBuildSelect(b, over, ferry_pin_int(ity, max), LLVMGetUndef(ity), "");
    r = LLVMBuildSelect(b, under, ferry_pin_int(ity, min), r, "");
    r = LLVMBuildSelect(b, nan, LLVMConstNull(ity), r, "");
    /* r's innermost select takes i; set it after RAUW */
    LLVMReplaceAllUsesWith(i, r);
    LLVMValueRef inner = LLVMGetOperand(LLVMGetOperand(r, 2), 2);
    LLVMSetOperand(inner, 2, i);
}

/* ctlz/cttz(x, true) and abs(x, true) make 0 and INT_MIN poison. */
static void pin_intrinsic(LLVMValueRef i)
{
    const char *name = ferry_callee_name(i);
    if (!name)
        return;
    if (!strncmp(name, "llvm.ctlz.", 10) || !strncmp(name, "llvm.cttz.", 10) || !strncmp(name, "llvm.abs.", 9))
        LLVMSetOperand(i, 1, LLVMConstNull(LLVMInt1TypeInContext(LLVMGetTypeContext(LLVMTypeOf(i)))));
}

static bool is_int(LLVMValueRef i)
{
    return LLVMGetTypeKind(ferry_pin_scalar_type(LLVMTypeOf(i))) == LLVMIntegerTypeKind;
}

/* Instructions are collected before they are rewritten: the rewrites add
 * instructions next to them. */
static int collect(LLVMModuleRef m, ferry_values *s)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                switch (LLVMGetInstructionOpcode(i)) {
                case LLVMShl: case LLVMLShr: case LLVMAShr:
                case LLVMSDiv: case LLVMUDiv: case LLVMSRem: case LLVMURem:
                case LLVMFPToSI: case LLVMFPToUI: case LLVMCall:
                    if (ferry_values_push(s, i) < 0)
                        return -1;
                    break;
                default:
                    break;
                }
            }
    return 0;
}

int ferry_define_results(LLVMModuleRef m, ferry_diag *d)
{
    ferry_values s = {0};
    if (collect(m, &s) < 0) {
        free(s.v);
        ferry_error(d, NULL, "out of memory");
        return -1;
    }
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (size_t k = 0; k < s.n; k++) {
        LLVMValueRef i = s.v[k];
        switch (LLVMGetInstructionOpcode(i)) {
        case LLVMShl: case LLVMLShr: case LLVMAShr:
            pin_shift(b, i);
            break;
        case LLVMSDiv: case LLVMUDiv: case LLVMSRem: case LLVMURem:
            if (is_int(i))
                pin_divrem(b, i);
            break;
        case LLVMFPToSI: case LLVMFPToUI:
            pin_fptoi(b, i);
            break;
        default:
            pin_intrinsic(i);
            ferry_pin_minmax(b, i);
            break;
        }
    }
    LLVMDisposeBuilder(b);
    free(s.v);
    return 0;
}
