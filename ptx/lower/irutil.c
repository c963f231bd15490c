/* Small IR helpers shared by the instruction families. */
#include "lower.h"
#include "ptx_lower.h"

#include <string.h>

LLVMValueRef lw_int(lw_fn *f, unsigned bits, uint64_t v)
{
    return LLVMConstInt(LLVMIntTypeInContext(f->M->c, bits), v, 0);
}

LLVMValueRef lw_const(lw_fn *f, ptx_type t, uint64_t v)
{
    return LLVMConstInt(lw_type(f->M, t), v, 0);
}

LLVMValueRef lw_call_intr(lw_fn *f, const char *name, LLVMTypeRef *over, size_t nover,
                          LLVMValueRef *args, size_t nargs)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(f->M->m, id, over, nover);
    return LLVMBuildCall2(f->b, LLVMGlobalGetValueType(fn), fn, args, (unsigned)nargs, "");
}

LLVMValueRef lw_alloca(lw_fn *f, LLVMTypeRef ty, unsigned align, const char *name)
{
    LLVMValueRef a = LLVMBuildAlloca(f->ab, ty, name);
    if (align)
        LLVMSetAlignment(a, align);
    return a;
}

static unsigned bits_of(LLVMTypeRef ty)
{
    switch (LLVMGetTypeKind(ty)) {
    case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(ty);
    case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 16;
    case LLVMFloatTypeKind: return 32;
    case LLVMDoubleTypeKind: return 64;
    case LLVMPointerTypeKind: return 64;
    case LLVMVectorTypeKind: return LLVMGetVectorSize(ty) * bits_of(LLVMGetElementType(ty));
    default: return 0;
    }
}

LLVMValueRef lw_as_int(lw_fn *f, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    return lw_resize(f, v, LLVMIntTypeInContext(f->M->c, bits_of(ty)), false);
}

LLVMValueRef lw_resize(lw_fn *f, LLVMValueRef v, LLVMTypeRef ty, bool sext)
{
    LLVMTypeRef from = LLVMTypeOf(v);
    if (from == ty)
        return v;
    unsigned fb = bits_of(from), tb = bits_of(ty);
    LLVMValueRef x = v;
    if (LLVMGetTypeKind(from) == LLVMPointerTypeKind)
        x = LLVMBuildPtrToInt(f->b, v, f->M->i64, "");
    else if (LLVMGetTypeKind(from) != LLVMIntegerTypeKind)
        x = LLVMBuildBitCast(f->b, v, LLVMIntTypeInContext(f->M->c, fb), "");
    LLVMTypeRef it = LLVMIntTypeInContext(f->M->c, tb);
    if (fb < tb)
        x = sext ? LLVMBuildSExt(f->b, x, it, "") : LLVMBuildZExt(f->b, x, it, "");
    else if (fb > tb)
        x = LLVMBuildTrunc(f->b, x, it, "");
    if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind)
        return LLVMBuildIntToPtr(f->b, x, ty, "");
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return LLVMBuildBitCast(f->b, x, ty, "");
    return x;
}

bool lw_terminated(lw_fn *f)
{
    LLVMBasicBlockRef bb = LLVMGetInsertBlock(f->b);
    return LLVMGetBasicBlockTerminator(bb) != NULL;
}

LLVMBasicBlockRef lw_new_block(lw_fn *f, const char *name)
{
    return LLVMAppendBasicBlockInContext(f->M->c, f->fn, name);
}

void lw_after_terminator(lw_fn *f)
{
    LLVMPositionBuilderAtEnd(f->b, lw_new_block(f, "dead"));
}

/* LLVM shifts by >= the width are poison; PTX clamps them. */
LLVMValueRef lw_shift(lw_fn *f, LLVMOpcode op, LLVMValueRef x, LLVMValueRef amt)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    unsigned w = LLVMGetIntTypeWidth(ty);
    amt = lw_resize(f, amt, f->M->i32, false);
    LLVMValueRef big = LLVMBuildICmp(f->b, LLVMIntUGE, amt, lw_int(f, 32, w), "");
    LLVMValueRef safe = LLVMBuildSelect(f->b, big, lw_int(f, 32, w - 1), amt, "");
    safe = lw_resize(f, safe, ty, false);
    LLVMValueRef r = LLVMBuildBinOp(f->b, op, x, safe, "");
    if (op == LLVMAShr) /* shifting by w-1 already fills with the sign */
        return r;
    return LLVMBuildSelect(f->b, big, LLVMConstNull(ty), r, "");
}

void lw_mark_collective(lw_fn *f, LLVMValueRef access)
{
    unsigned kind = LLVMGetMDKindIDInContext(f->M->c, PTX_COLLECTIVE_MD, (unsigned)strlen(PTX_COLLECTIVE_MD));
    LLVMSetMetadata(access, kind, LLVMMDNodeInContext(f->M->c, NULL, 0));
}
