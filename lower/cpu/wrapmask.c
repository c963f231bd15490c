/* An address indexed by a thread-varying value under a small low-bit mask
 * (backprop's `delta[k % HID]`, a ring `s[(t + i) & 255]`, a lane's
 * `(t & 31)`): LLVM's loop vectorizer reads the index as a narrow counter
 * (k & 15: a 4-bit one) and, to load it as a contiguous vector, versions
 * the whole thread loop on that counter not wrapping across the loop. With
 * more threads in a row than the mask holds, the check fails at every
 * launch and the whole thread loop runs scalar: backprop's weight update
 * 3x slower. The masked value's operand is xored with a zero LLVM cannot
 * see through (a weak global, which another object could define), which
 * leaves the index opaque to SCEV: the vectorizer gathers that one access
 * and vectorizes the loop. Masks of 1024 and more are left alone: a block
 * has at most 1024 threads, and an aligned start then keeps the counter
 * from wrapping, so the contiguous load stays. */
#include "lower.h"
#include "entry.h"

#include <stddef.h>
#include <stdint.h>

#define FERRY_WIDEST_MASK 511

static bool affine_step(LLVMValueRef v)
{
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMAdd: case LLVMSub:
    case LLVMMul: case LLVMShl: case LLVMOr:
        return true;
    default:
        return false;
    }
}

/* Does v, through integer arithmetic and casts, become the index of a
 * getelementptr? */
static bool reaches_index(LLVMValueRef v, int depth)
{
    if (depth > 4)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAGetElementPtrInst(user)) {
            if (LLVMGetOperand(user, 0) != v)
                return true;
            continue;
        }
        if (LLVMIsAInstruction(user) && affine_step(user) && reaches_index(user, depth + 1))
            return true;
    }
    return false;
}

/* Is x a loop counter plus or times other values, which SCEV may read as
 * a recurrence? (Table lookups by a float's bits are not.) */
static bool has_counter(LLVMValueRef x, int depth)
{
    if (LLVMIsAPHINode(x))
        return true;
    if (depth > 6 || !LLVMIsAInstruction(x) || !affine_step(x))
        return false;
    for (int k = 0; k < LLVMGetNumOperands(x); k++)
        if (has_counter(LLVMGetOperand(x, k), depth + 1))
            return true;
    return false;
}

/* `and x, 2^k - 1` with 2 <= 2^k <= 512 and x a counter's function. */
static bool small_mask(LLVMValueRef i)
{
    if (!LLVMIsABinaryOperator(i) || LLVMGetInstructionOpcode(i) != LLVMAnd)
        return false;
    LLVMValueRef c = LLVMGetOperand(i, 1);
    if (!LLVMIsAConstantInt(c) || LLVMIsAConstant(LLVMGetOperand(i, 0)))
        return false;
    uint64_t m = LLVMConstIntGetZExtValue(c);
    return m > 0 && m <= FERRY_WIDEST_MASK && (m & (m + 1)) == 0 && has_counter(LLVMGetOperand(i, 0), 0);
}

static LLVMValueRef opaque_zero(LLVMModuleRef m)
{
    LLVMValueRef g = LLVMGetNamedGlobal(m, "__ferry_opaque_zero");
    if (g)
        return g;
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(m));
    g = LLVMAddGlobal(m, i64, "__ferry_opaque_zero");
    LLVMSetInitializer(g, LLVMConstNull(i64));
    LLVMSetLinkage(g, LLVMWeakAnyLinkage);
    LLVMSetVisibility(g, LLVMHiddenVisibility);
    LLVMSetAlignment(g, 8);
    return g;
}

/* The zero, loaded once at fn's start, as wide as x. */
static LLVMValueRef zero_for(LLVMModuleRef m, LLVMValueRef fn, LLVMValueRef *loaded, LLVMBuilderRef b,
                             LLVMTypeRef ty)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(m));
    if (!*loaded) {
        LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
        LLVMValueRef at = LLVMGetFirstInstruction(entry);
        while (at && LLVMIsAAllocaInst(at))
            at = LLVMGetNextInstruction(at);
        LLVMPositionBuilderBefore(b, at);
        *loaded = LLVMBuildLoad2(b, i64, opaque_zero(m), "opaque.zero");
    }
    return LLVMGetIntTypeWidth(ty) == 64 ? *loaded : LLVMBuildTrunc(b, *loaded, ty, "");
}

static void hide_masks_in(LLVMModuleRef m, LLVMValueRef fn, LLVMBuilderRef b)
{
    LLVMValueRef loaded = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (!small_mask(i) || LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMIntegerTypeKind || !reaches_index(i, 0))
                continue;
            LLVMValueRef x = LLVMGetOperand(i, 0);
            LLVMPositionBuilderBefore(b, i);
            LLVMValueRef z = zero_for(m, fn, &loaded, b, LLVMTypeOf(x));
            LLVMPositionBuilderBefore(b, i);
            LLVMSetOperand(i, 0, LLVMBuildXor(b, x, z, "opaque"));
        }
}

void ferry_hide_wrapping_masks(LLVMModuleRef m)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (LLVMGetFirstBasicBlock(f))
            hide_masks_in(m, f, b);
    LLVMDisposeBuilder(b);
}
