/* NaN bits as the GPU gives them. When both operands of an x86 add, mul or
 * fma are NaN, the result is the NaN of whichever operand the instruction
 * took first, and that depends on the encoding the back end chose (SSE's
 * two operands, AVX's three, fma as an instruction or a libm call): the
 * bits would differ between CPU variants. A GPU returns the canonical NaN
 * from every arithmetic operation. Canonicalizing each operation would
 * cost a compare and a blend per flop; the payload can only be seen where
 * a value leaves arithmetic (a store to memory other threads or the host
 * can read, a bitcast to an integer), so it is canonicalized there, once.
 * Values that arithmetic never touched (loads of shared or global memory,
 * arguments, constants, copies through phi/select/fneg/fabs) keep their
 * bits, as a GPU's ld/st and mov keep them. */
#include "entry.h"
#include "lower.h"
#include "pin.h"
#include "ptrmap.h"

#include <stdint.h>
#include <string.h>

static bool is_fp(LLVMTypeRef ty)
{
    switch (LLVMGetTypeKind(ferry_pin_scalar_type(ty))) {
    case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
        return true;
    default:
        return false;
    }
}

/* Calls that only move a NaN's sign, never choose between NaNs. */
static bool sign_only(LLVMValueRef call)
{
    const char *n = ferry_callee_name(call);
    return n && (!strncmp(n, "llvm.fabs.", 10) || !strncmp(n, "llvm.copysign.", 14));
}

/* A thread's locals, and the per-thread slots that keep values across
 * barriers, that are only loaded and stored (no memcpy takes their bytes
 * elsewhere): no other thread and no host code reads them, so a NaN is
 * canonicalized when it leaves them, not when it enters (an accumulator
 * in a slot would otherwise pay for it on every iteration). */
static bool only_loaded_and_stored(LLVMValueRef p, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        LLVMOpcode op = LLVMIsAInstruction(user) ? LLVMGetInstructionOpcode(user) : LLVMCall;
        if (op == LLVMGetElementPtr || op == LLVMBitCast || op == LLVMAddrSpaceCast) {
            if (depth > 8 || !only_loaded_and_stored(user, depth + 1))
                return false;
        } else if (op == LLVMStore) {
            if (LLVMGetOperand(user, 1) != p) /* the address itself escapes */
                return false;
        } else if (op != LLVMLoad) {
            return false; /* memcpy, calls: the bytes may leave unseen */
        }
    }
    return true;
}

/* Answers per alloca, kept for the whole pass: a slot that holds a value
 * across many barriers has a load and a store at each (256 warp shuffles:
 * 512 uses), and every store to it asked again. The pass adds no uses of
 * pointers, so an answer stays true. */
typedef struct nan_memo {
    ptrmap private_;  /* alloca -> PRIVATE or SHARED */
    ptrmap stored;    /* alloca -> CHOSEN, NOT_CHOSEN or its place on the stack (ASKING + k) */
    uintptr_t asking; /* allocas being asked about, nested */
    uintptr_t lowest; /* the outermost of them an answer leaned on */
} nan_memo;
enum { PRIVATE = 1, SHARED = 2 };
enum { CHOSEN = 1, NOT_CHOSEN = 2, ASKING = 3 };

static bool private_memory(nan_memo *memo, LLVMValueRef ptr)
{
    LLVMValueRef base = ferry_pointer_base(ptr);
    if (!LLVMIsAAllocaInst(base))
        return false;
    uintptr_t known = (uintptr_t)ptrmap_get(&memo->private_, base);
    if (known)
        return known == PRIVATE;
    bool yes = only_loaded_and_stored(base, 0);
    ptrmap_put(&memo->private_, base, (void *)(uintptr_t)(yes ? PRIVATE : SHARED));
    return yes;
}

static bool chosen_nan(nan_memo *memo, LLVMValueRef v, int depth);

/* Whether some value stored into the private memory at p (through GEPs
 * and casts) may hold a NaN whose bits arithmetic chose: a value that went
 * into a slot across a barrier unchanged (a load of global memory) comes
 * out with its bits. */
static bool stores_chosen_nan(nan_memo *memo, LLVMValueRef p, int depth, int level);

/* stores_chosen_nan of a whole alloca, asked once. A slot whose stores
 * copy loads of slots (a -G build keeps every local in memory) made the
 * search branch at each store, six deep: cpu_math_bits did not lower in
 * ten minutes. A slot asked about again while its answer is pending
 * answers no (a cycle of copies makes no NaN of its own); an answer of no
 * that leaned on a slot further out, still pending, is not kept. */
static bool slot_stores_chosen_nan(nan_memo *memo, LLVMValueRef base, int depth)
{
    uintptr_t known = (uintptr_t)ptrmap_get(&memo->stored, base);
    if (known == CHOSEN || known == NOT_CHOSEN)
        return known == CHOSEN;
    if (known >= ASKING) {
        memo->lowest = known - ASKING < memo->lowest ? known - ASKING : memo->lowest;
        return false;
    }
    uintptr_t me = memo->asking++, outer = memo->lowest;
    memo->lowest = UINTPTR_MAX;
    ptrmap_put(&memo->stored, base, (void *)(ASKING + me));
    bool yes = stores_chosen_nan(memo, base, depth, 0);
    memo->asking--;
    uintptr_t state = yes ? CHOSEN : memo->lowest >= me ? NOT_CHOSEN : 0;
    /* 0: asked again later; ptrmap keys stay, a value of 0 reads as unknown */
    ptrmap_put(&memo->stored, base, (void *)state);
    memo->lowest = memo->lowest < outer ? memo->lowest : outer;
    return yes;
}

static bool stores_chosen_nan(nan_memo *memo, LLVMValueRef p, int depth, int level)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user)) {
            if (level > 8 || stores_chosen_nan(memo, user, depth, level + 1))
                return true;
        } else if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == p) {
            LLVMValueRef v = LLVMGetOperand(user, 0);
            if (is_fp(LLVMTypeOf(v)) ? chosen_nan(memo, v, depth + 1) : LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
                return true;
        }
    }
    return false;
}

/* May v hold a NaN whose bits arithmetic chose? depth bounds the search
 * through phis and slots (a cycle of copies makes no NaN of its own). */
static bool chosen_nan(nan_memo *memo, LLVMValueRef v, int depth)
{
    if (!LLVMIsAInstruction(v))
        return false; /* constants and arguments */
    if (depth > 6)
        return true;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMLoad:
        /* a thread's own memory holds whatever arithmetic stored there */
        return private_memory(memo, LLVMGetOperand(v, 0))
            && slot_stores_chosen_nan(memo, ferry_pointer_base(LLVMGetOperand(v, 0)), depth);
    case LLVMExtractValue: {
        LLVMValueRef agg = LLVMGetOperand(v, 0);
        return LLVMIsALoadInst(agg) ? private_memory(memo, LLVMGetOperand(agg, 0)) : true;
    }
    case LLVMSIToFP: case LLVMUIToFP: case LLVMBitCast:
        return false;
    case LLVMFNeg: case LLVMFPExt: case LLVMFPTrunc:
        return chosen_nan(memo, LLVMGetOperand(v, 0), depth + 1);
    case LLVMSelect:
        return chosen_nan(memo, LLVMGetOperand(v, 1), depth + 1) || chosen_nan(memo, LLVMGetOperand(v, 2), depth + 1);
    case LLVMPHI:
        for (unsigned k = 0; k < LLVMCountIncoming(v); k++)
            if (chosen_nan(memo, LLVMGetIncomingValue(v, k), depth + 1))
                return true;
        return false;
    case LLVMCall:
        return !sign_only(v) || chosen_nan(memo, LLVMGetOperand(v, 0), depth + 1);
    default:
        return true;
    }
}

static LLVMValueRef canonical(LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    LLVMValueRef nan = LLVMBuildFCmp(b, LLVMRealUNO, v, v, "");
    return LLVMBuildSelect(b, nan, ferry_pin_canonical_nan(ty), v, "nan.canon");
}

/* A struct or array of floats (float4, double2) stored whole: each float
 * field that may carry a chosen NaN is canonicalized. */
static LLVMValueRef canonical_fields(nan_memo *memo, LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    LLVMTypeKind kind = LLVMGetTypeKind(ty);
    unsigned n = kind == LLVMStructTypeKind ? LLVMCountStructElementTypes(ty)
               : kind == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(ty) : 0;
    if (n == 0 || n > 16 || (LLVMIsALoadInst(v) && !private_memory(memo, LLVMGetOperand(v, 0))))
        return v;
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef f = LLVMBuildExtractValue(b, v, k, "");
        if (is_fp(LLVMTypeOf(f)) && LLVMGetTypeKind(LLVMTypeOf(f)) != LLVMVectorTypeKind)
            v = LLVMBuildInsertValue(b, v, canonical(b, f), k, "");
    }
    return v;
}

static void canonicalize_operand(nan_memo *memo, LLVMBuilderRef b, LLVMValueRef i, unsigned k)
{
    LLVMValueRef v = LLVMGetOperand(i, k);
    LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(v));
    if (kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind) {
        LLVMPositionBuilderBefore(b, i);
        LLVMSetOperand(i, k, canonical_fields(memo, b, v));
        return;
    }
    if (!is_fp(LLVMTypeOf(v)) || !chosen_nan(memo, v, 0))
        return;
    LLVMPositionBuilderBefore(b, i);
    LLVMSetOperand(i, k, canonical(b, v));
}

static void canonicalize_block(nan_memo *memo, LLVMBuilderRef b, LLVMBasicBlockRef bb)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (op == LLVMStore && !private_memory(memo, LLVMGetOperand(i, 1)))
            canonicalize_operand(memo, b, i, 0);
        else if (op == LLVMBitCast && !is_fp(LLVMTypeOf(i)))
            canonicalize_operand(memo, b, i, 0);
    }
}

void ferry_canonicalize_nans(LLVMModuleRef m)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    nan_memo memo = {.lowest = UINTPTR_MAX};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            canonicalize_block(&memo, b, bb);
    ptrmap_free(&memo.private_);
    ptrmap_free(&memo.stored);
    LLVMDisposeBuilder(b);
}
