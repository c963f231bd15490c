/* nvcc's --ftz=true (and --use_fast_math, which implies it): the GPU's
 * single-precision operations read a subnormal operand as a zero of its
 * sign and flush a subnormal result the same way; double precision keeps
 * its subnormals. clang marks such device functions
 * "denormal-fp-math-f32"="preserve-sign,preserve-sign" and leaves the rest
 * to the target. The CPU has one mode for float and double alike (MXCSR),
 * and no code may depend on it, so the flushes are made explicit here:
 * around every float arithmetic instruction, comparison, conversion and
 * call, not around loads, stores, selects or phis, which move values.
 *
 * The flag is read before inlining (ferry_note_ftz), since the device
 * library's functions do not carry it, and the attribute is dropped, so
 * that LLVM assumes nothing of the CPU's mode. The flushes go in after
 * fpmath.c has fused a*b+c, whose product the GPU does not flush. */
#include "entry.h"
#include "lower.h"
#include "pin.h"

#include <stdlib.h>
#include <string.h>

static const char ATTR[] = "denormal-fp-math-f32";

static bool flushes(LLVMValueRef f)
{
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, ATTR, sizeof ATTR - 1);
    unsigned len = 0;
    const char *v = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    return v && len >= 13 && strncmp(v, "preserve-sign", 13) == 0;
}

bool ferry_note_ftz(LLVMModuleRef m)
{
    bool any = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        any |= !LLVMIsDeclaration(f) && flushes(f);
        LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, ATTR, sizeof ATTR - 1);
    }
    return any;
}

static bool is_f32(LLVMTypeRef t)
{
    return LLVMGetTypeKind(ferry_pin_scalar_type(t)) == LLVMFloatTypeKind;
}

/* A subnormal (exponent field 0) becomes the zero of its sign. */
static LLVMValueRef flush(LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    LLVMTypeRef it = LLVMInt32TypeInContext(LLVMGetTypeContext(ty));
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
        it = LLVMVectorType(it, LLVMGetVectorSize(ty));
    LLVMValueRef bits = LLVMBuildBitCast(b, v, it, "");
    LLVMValueRef exp = LLVMBuildAnd(b, bits, ferry_pin_int(it, 0x7f800000u), "");
    LLVMValueRef sub = LLVMBuildICmp(b, LLVMIntEQ, exp, ferry_pin_int(it, 0), "");
    LLVMValueRef sign = LLVMBuildAnd(b, bits, ferry_pin_int(it, 0x80000000u), "");
    return LLVMBuildBitCast(b, LLVMBuildSelect(b, sub, sign, bits, ""), ty, "ftz");
}

/* Calls that compute: LLVM's math intrinsics and libm's functions, not
 * copysign (a bit operation on the GPU too) and not the runtime's helpers
 * (__ferry_*), which move values between threads. */
static bool is_math_call(LLVMValueRef i)
{
    const char *name = ferry_callee_name(i);
    if (!name || !strncmp(name, "__ferry", 7) || !strncmp(name, "ferry_", 6) || !strncmp(name, "llvm.copysign", 13))
        return false;
    return strncmp(name, "llvm.", 5) != 0 || strncmp(name, "llvm.mem", 8) != 0;
}

/* Whether i reads or makes floats as the GPU's flushing instructions do. */
static bool is_float_op(LLVMValueRef i)
{
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
    case LLVMFCmp: case LLVMFPExt: case LLVMFPTrunc:
        return true;
    case LLVMCall:
        return is_math_call(i);
    default:
        return false;
    }
}

static void flush_around(LLVMBuilderRef b, LLVMValueRef i)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(i);
    if (LLVMGetInstructionOpcode(i) != LLVMCall)
        n = (unsigned)LLVMGetNumOperands(i);
    LLVMPositionBuilderBefore(b, i);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef op = LLVMGetOperand(i, k);
        if (is_f32(LLVMTypeOf(op)))
            LLVMSetOperand(i, k, flush(b, op));
    }
    if (!is_f32(LLVMTypeOf(i)))
        return;
    LLVMValueRef next = LLVMGetNextInstruction(i);
    LLVMPositionBuilderBefore(b, next);
    LLVMValueRef r = flush(b, i);
    LLVMValueRef first = LLVMGetNextInstruction(i); /* flush's bitcast of i */
    LLVMReplaceAllUsesWith(i, r);
    LLVMSetOperand(first, 0, i);
}

static int flush_function(LLVMBuilderRef b, LLVMValueRef f)
{
    size_t n = 0, cap = 0;
    LLVMValueRef *ops = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (!is_float_op(i))
                continue;
            if (n == cap) {
                LLVMValueRef *grown = realloc(ops, (cap = cap ? 2 * cap : 64) * sizeof *ops);
                if (!grown) {
                    free(ops);
                    return -1;
                }
                ops = grown;
            }
            ops[n++] = i;
        }
    for (size_t k = 0; k < n; k++)
        flush_around(b, ops[k]);
    free(ops);
    return 0;
}

int ferry_flush_denormals(LLVMModuleRef m, ferry_diag *d)
{
    int rc = 0;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && rc == 0; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            rc = flush_function(b, f);
    LLVMDisposeBuilder(b);
    if (rc < 0)
        ferry_error(d, NULL, "out of memory flushing subnormals (--ftz=true)");
    return rc;
}
