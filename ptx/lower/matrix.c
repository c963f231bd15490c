/* ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16: each lane's
 * fragment of up to four 8x8 matrices of 16-bit elements, whose row
 * addresses lanes 8j..8j+7 give for matrix j. Every lane fetches the row
 * addresses it needs with warp shuffles (which ferry-lower exchanges) and
 * loads its own elements. */
#include "families.h"

#include <string.h>

LLVMValueRef lw_spill(lw_fn *f, LLVMValueRef v)
{
    LLVMValueRef slot = lw_alloca(f, LLVMTypeOf(v), 0, "xchg");
    LLVMBuildStore(f->b, v, slot);
    return slot;
}

static LLVMValueRef shfl32(lw_fn *f, LLVMValueRef v, LLVMValueRef src_slot)
{
    LLVMValueRef src = LLVMBuildLoad2(f->b, f->M->i32, src_slot, "");
    LLVMValueRef args[4] = {lw_int(f, 32, 0xffffffffu), v, src, lw_int(f, 32, 31)};
    return lw_call_intr(f, "llvm.nvvm.shfl.sync.idx.i32", NULL, 0, args, 4);
}

LLVMValueRef lw_shfl_idx(lw_fn *f, LLVMValueRef slot, LLVMTypeRef ty, LLVMValueRef src_slot)
{
    LLVMBuilderRef B = f->b;
    lw_mod *M = f->M;
    if (ty != M->i64)
        return lw_spill(f, shfl32(f, LLVMBuildLoad2(B, ty, slot, ""), src_slot));
    LLVMValueRef c32 = LLVMConstInt(M->i64, 32, 0);
    LLVMValueRef lo = shfl32(f, LLVMBuildTrunc(B, LLVMBuildLoad2(B, ty, slot, ""), M->i32, ""), src_slot);
    LLVMValueRef lo_slot = lw_spill(f, lo);
    LLVMValueRef v = LLVMBuildLShr(B, LLVMBuildLoad2(B, ty, slot, ""), c32, "");
    LLVMValueRef hi = shfl32(f, LLVMBuildTrunc(B, v, M->i32, ""), src_slot);
    hi = LLVMBuildShl(B, LLVMBuildZExt(B, hi, M->i64, ""), c32, "");
    lo = LLVMBuildZExt(B, LLVMBuildLoad2(B, M->i32, lo_slot, ""), M->i64, "");
    return lw_spill(f, LLVMBuildOr(B, hi, lo, ""));
}

/* The 16-bit element at addr + off. */
static LLVMValueRef load16(lw_fn *f, LLVMValueRef addr, LLVMValueRef off, unsigned as)
{
    LLVMValueRef a = LLVMBuildAdd(f->b, addr, off, "");
    LLVMValueRef p = LLVMBuildIntToPtr(f->b, a, lw_ptr_as(f->M, as), "");
    LLVMValueRef v = LLVMBuildLoad2(f->b, f->M->i16, p, "");
    LLVMSetAlignment(v, 2);
    return LLVMBuildZExt(f->b, v, f->M->i32, "");
}

LW_H(lw_ldmatrix)
{
    const char *num = lw_one_of(in, ".x1.x2.x4");
    if (!lw_has(in, ".sync") || !lw_has(in, ".aligned") || !lw_has(in, ".m8n8") || !num ||
        lw_ty(in, 0) != PTX_TYPE_B16 || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    unsigned n = (unsigned)(num[2] - '0');
    const ptx_operand *d = &in->ops[0];
    if (d->kind != PTX_OP_VEC || d->u.list.n != n)
        return lw_bad(f, in, "expected a vector of %u registers", n);
    ptx_space ss = lw_space(in);
    unsigned as = lw_as_of(ss);
    LLVMValueRef p = lw_addr(f, in, &in->ops[1], ss);
    if (!p)
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef addr = lw_spill(f, LLVMBuildPtrToInt(B, p, i64, ""));
    bool trans = lw_has(in, ".trans");
    /* the row addresses: one per matrix, or two (rows 2(lane%4), +1) with .trans */
    LLVMValueRef rows[4][2];
    for (unsigned j = 0; j < n; j++)
        for (unsigned h = 0; h < (trans ? 2u : 1u); h++) {
            LLVMValueRef lane = lw_laneid(f), src;
            if (!trans) /* lane / 4 of matrix j */
                src = LLVMBuildLShr(B, lane, lw_int(f, 32, 2), "");
            else
                src = LLVMBuildAdd(B, LLVMBuildShl(B, LLVMBuildAnd(B, lane, lw_int(f, 32, 3), ""), lw_int(f, 32, 1), ""),
                                   lw_int(f, 32, h), "");
            src = LLVMBuildAdd(B, src, lw_int(f, 32, 8 * j), "");
            rows[j][h] = lw_shfl_idx(f, addr, i64, lw_spill(f, src));
        }
    LLVMValueRef lane = lw_laneid(f);
    LLVMValueRef grp = LLVMBuildLShr(B, lane, lw_int(f, 32, 2), ""); /* lane / 4 */
    LLVMValueRef tig = LLVMBuildAnd(B, lane, lw_int(f, 32, 3), "");  /* lane % 4 */
    for (unsigned j = 0; j < n; j++) {
        LLVMValueRef lo, hi;
        if (!trans) { /* row lane/4, columns 2(lane%4) and +1 */
            LLVMValueRef row = LLVMBuildLoad2(B, i64, rows[j][0], "");
            LLVMValueRef off = LLVMBuildZExt(B, LLVMBuildMul(B, tig, lw_int(f, 32, 4), ""), i64, "");
            lo = load16(f, row, off, as);
            hi = load16(f, row, LLVMBuildAdd(B, off, LLVMConstInt(i64, 2, 0), ""), as);
        } else { /* rows 2(lane%4) and +1, column lane/4 */
            LLVMValueRef off = LLVMBuildZExt(B, LLVMBuildMul(B, grp, lw_int(f, 32, 2), ""), i64, "");
            lo = load16(f, LLVMBuildLoad2(B, i64, rows[j][0], ""), off, as);
            hi = load16(f, LLVMBuildLoad2(B, i64, rows[j][1], ""), off, as);
        }
        LLVMValueRef v = LLVMBuildOr(B, lo, LLVMBuildShl(B, hi, lw_int(f, 32, 16), ""), "");
        if (lw_dst_op(f, in, &d->u.list.items[j], PTX_TYPE_B32, v))
            return -1;
    }
    return 0;
}
