/* mov (registers, immediates, symbol addresses, special registers,
 * packing {a, b} and unpacking) and cvta between the generic and the
 * state-space windows. */
#include "lower.h"

LW_H(lw_mov)
{
    ptx_type t = lw_ty(in, 0);
    if (lw_need_ops(f, in, 2))
        return -1;
    if (t == PTX_TYPE_NONE || lw_vec(in))
        return lw_unsupported(f, in);
    LLVMValueRef v = lw_src(f, in, 1, t);
    return v ? lw_dst(f, in, 0, t, v) : -1;
}

/* Shared-window offsets <-> generic addresses go through addrspacecast so
 * that ferry-lower can map the window onto the worker's shared arena;
 * every other window is the generic address itself. */
LW_H(lw_cvta)
{
    ptx_type t = lw_ty(in, 0);
    ptx_space s = lw_space(in);
    bool to = lw_has(in, ".to");
    if (lw_need_ops(f, in, 2))
        return -1;
    if (t != PTX_TYPE_U32 && t != PTX_TYPE_U64 && t != PTX_TYPE_B32 && t != PTX_TYPE_B64)
        return lw_unsupported(f, in);
    if (s == PTX_SPACE_NONE || s == PTX_SPACE_PARAM)
        return lw_unsupported(f, in);
    lw_mod *M = f->M;
    LLVMTypeRef it = lw_type(M, t);
    if (s != PTX_SPACE_SHARED) {
        LLVMValueRef v = lw_src(f, in, 1, t);
        return v ? lw_dst(f, in, 0, t, v) : -1;
    }
    LLVMTypeRef p3 = lw_ptr_as(M, LW_AS_SHARED);
    const ptx_operand *a = &in->ops[1];
    LLVMValueRef p;
    if (!to && a->kind == PTX_OP_SYMBOL) {
        lw_sym *sym = lw_find_sym(f, a->u.sym.name);
        if (!sym)
            return lw_bad(f, in, "unknown symbol '%s'", a->u.sym.name);
        p = sym->ptr;
        if (a->u.sym.offset) {
            LLVMValueRef off = LLVMConstInt(M->i64, (uint64_t)a->u.sym.offset, 1);
            p = LLVMBuildGEP2(f->b, M->i8, p, &off, 1, "");
        }
        if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != LW_AS_SHARED)
            p = LLVMBuildAddrSpaceCast(f->b, p, p3, "");
    } else {
        LLVMValueRef x = lw_src(f, in, 1, t);
        if (!x)
            return -1;
        x = lw_resize(f, x, M->i64, false);
        p = LLVMBuildIntToPtr(f->b, x, to ? M->ptr : p3, "");
    }
    p = LLVMBuildAddrSpaceCast(f->b, p, to ? p3 : M->ptr, "");
    return lw_dst(f, in, 0, t, LLVMBuildPtrToInt(f->b, p, it, ""));
}
