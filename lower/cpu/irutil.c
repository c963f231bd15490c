/* Small questions about IR that several passes ask. */
#include "entry.h"

#include <stddef.h>
#include <stdlib.h>

const char *ferry_callee_name(LLVMValueRef i)
{
    LLVMValueRef f = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
    size_t len;
    return f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
}

/* A constant divisor that no dividend can trap on: not 0, and not -1 for
 * a signed division (INT_MIN / -1). */
static bool never_traps(LLVMValueRef d, bool sgn)
{
    if (!LLVMIsAConstantInt(d) || LLVMGetIntTypeWidth(LLVMTypeOf(d)) > 64)
        return false;
    return LLVMConstIntGetZExtValue(d) != 0 && !(sgn && LLVMConstIntGetSExtValue(d) == -1);
}

/* Arithmetic, comparisons, casts, selects and address arithmetic: no
 * memory, no side effects, and no division that could trap when computed
 * where the original did not run (a tile count n / 16 can be). */
bool ferry_is_pure_op(LLVMValueRef v)
{
    if (!LLVMIsAInstruction(v))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMURem || op == LLVMSRem)
        return never_traps(LLVMGetOperand(v, 1), op == LLVMSDiv || op == LLVMSRem);
    /* LLVMOpcode's values are not grouped by kind beyond these two runs. */
    return (op >= LLVMAdd && op <= LLVMXor) || (op >= LLVMTrunc && op <= LLVMIntToPtr)
        || op == LLVMBitCast || op == LLVMAddrSpaceCast || op == LLVMICmp || op == LLVMFCmp
        || op == LLVMSelect || op == LLVMGetElementPtr || op == LLVMFNeg;
}

LLVMValueRef ferry_pointer_base(LLVMValueRef p)
{
    for (int depth = 0; depth < 32 && p; depth++) {
        if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p))
            p = LLVMGetOperand(p, 0);
        else if (LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMGetElementPtr
                                            || LLVMGetConstOpcode(p) == LLVMAddrSpaceCast
                                            || LLVMGetConstOpcode(p) == LLVMBitCast))
            p = LLVMGetOperand(p, 0);
        else
            break;
    }
    return p;
}

/* Does anything but a load reach memory through p? */
bool ferry_written_through(LLVMValueRef p, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user))
            continue;
        if ((LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user))
            && LLVMGetOperand(user, 0) == p && depth < 8 && !ferry_written_through(user, depth + 1))
            continue;
        return true;
    }
    return false;
}

int ferry_values_push(ferry_values *a, LLVMValueRef v)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 16;
        LLVMValueRef *nv = realloc(a->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        a->v = nv;
        a->cap = cap;
    }
    a->v[a->n++] = v;
    return 0;
}

LLVMIntPredicate ferry_inverse_predicate(LLVMIntPredicate p)
{
    switch (p) {
    case LLVMIntEQ: return LLVMIntNE;
    case LLVMIntNE: return LLVMIntEQ;
    case LLVMIntULT: return LLVMIntUGE;
    case LLVMIntUGE: return LLVMIntULT;
    case LLVMIntULE: return LLVMIntUGT;
    case LLVMIntUGT: return LLVMIntULE;
    case LLVMIntSLT: return LLVMIntSGE;
    case LLVMIntSGE: return LLVMIntSLT;
    case LLVMIntSLE: return LLVMIntSGT;
    default: return LLVMIntSLE;
    }
}

LLVMIntPredicate ferry_swapped_predicate(LLVMIntPredicate p)
{
    switch (p) {
    case LLVMIntULT: return LLVMIntUGT;
    case LLVMIntUGT: return LLVMIntULT;
    case LLVMIntULE: return LLVMIntUGE;
    case LLVMIntUGE: return LLVMIntULE;
    case LLVMIntSLT: return LLVMIntSGT;
    case LLVMIntSGT: return LLVMIntSLT;
    case LLVMIntSLE: return LLVMIntSGE;
    case LLVMIntSGE: return LLVMIntSLE;
    default: return p;
    }
}

bool ferry_is_byval_arg(LLVMValueRef v)
{
    if (!LLVMIsAArgument(v))
        return false;
    LLVMValueRef fn = LLVMGetParamParent(v);
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    for (unsigned i = 0; i < LLVMCountParams(fn); i++)
        if (LLVMGetParam(fn, i) == v)
            return LLVMGetEnumAttributeAtIndex(fn, i + 1, byval) != NULL;
    return false;
}
