/* ldmatrix / stmatrix .sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16:
 * each lane's fragment of up to four 8x8 matrices of 16-bit elements, whose
 * row addresses lanes 8j..8j+7 give for matrix j. Every lane fetches the
 * row addresses it needs from the warp's scratch (warpscratch.c) and loads
 * or stores its own elements. movmatrix transposes a fragment. */
#include "families.h"

#include <string.h>

LLVMValueRef lw_spill(lw_fn *f, LLVMValueRef v)
{
    LLVMValueRef slot = lw_alloca(f, LLVMTypeOf(v), 0, "xchg");
    LLVMBuildStore(f->b, v, slot);
    return slot;
}

LLVMValueRef lw_pack_f16x2(lw_fn *f, LLVMValueRef lo, LLVMValueRef hi)
{
    LLVMBuilderRef B = f->b;
    lw_mod *M = f->M;
    lo = LLVMBuildBitCast(B, LLVMBuildFPTrunc(B, lo, M->f16, ""), M->i16, "");
    hi = LLVMBuildBitCast(B, LLVMBuildFPTrunc(B, hi, M->f16, ""), M->i16, "");
    return LLVMBuildOr(B, LLVMBuildZExt(B, lo, M->i32, ""),
                       LLVMBuildShl(B, LLVMBuildZExt(B, hi, M->i32, ""), lw_int(f, 32, 16), ""), "");
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

static void store16(lw_fn *f, LLVMValueRef addr, LLVMValueRef off, unsigned as, LLVMValueRef v)
{
    LLVMValueRef a = LLVMBuildAdd(f->b, addr, off, "");
    LLVMValueRef p = LLVMBuildIntToPtr(f->b, a, lw_ptr_as(f->M, as), "");
    LLVMValueRef st = LLVMBuildStore(f->b, LLVMBuildTrunc(f->b, v, f->M->i16, ""), p);
    LLVMSetAlignment(st, 2);
}

/* ldmatrix d, [p] and stmatrix [p], d: the same fragment layout, and the
 * same row addresses from lanes 8j..8j+7; every lane loads or stores its
 * own elements, so only the addresses travel between lanes. */
static int ldst_matrix(lw_fn *f, const ptx_instr *in, bool store)
{
    const char *num = lw_one_of(in, ".x1.x2.x4");
    if (!lw_has(in, ".sync") || !lw_has(in, ".aligned") || !lw_has(in, ".m8n8") || !num ||
        lw_ty(in, 0) != PTX_TYPE_B16 || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    unsigned n = (unsigned)(num[2] - '0');
    const ptx_operand *d = &in->ops[store ? 1 : 0], *a = &in->ops[store ? 0 : 1];
    if (d->kind != PTX_OP_VEC || d->u.list.n != n)
        return lw_bad(f, in, "expected a vector of %u registers", n);
    ptx_space ss = lw_space(in);
    unsigned as = lw_as_of(ss);
    LLVMValueRef p = lw_addr(f, in, a, ss);
    if (!p)
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef vals[4] = {NULL};
    for (unsigned j = 0; store && j < n; j++) /* read before the exchanges cut the code */
        if (!(vals[j] = lw_src_op(f, in, &d->u.list.items[j], PTX_TYPE_B32)) || !(vals[j] = lw_spill(f, vals[j])))
            return -1;
    lw_scratch_store(f, LLVMBuildPtrToInt(B, p, i64, ""), LW_SCR_A);
    lw_syncwarp(f);
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
            rows[j][h] = lw_scratch_load(f, src, i64, LW_SCR_A);
        }
    lw_syncwarp(f);
    LLVMValueRef lane = lw_laneid(f);
    LLVMValueRef grp = LLVMBuildLShr(B, lane, lw_int(f, 32, 2), ""); /* lane / 4 */
    LLVMValueRef tig = LLVMBuildAnd(B, lane, lw_int(f, 32, 3), "");  /* lane % 4 */
    for (unsigned j = 0; j < n; j++) {
        LLVMValueRef row[2], off[2];
        if (!trans) { /* row lane/4, columns 2(lane%4) and +1 */
            row[0] = row[1] = LLVMBuildLoad2(B, i64, rows[j][0], "");
            off[0] = LLVMBuildZExt(B, LLVMBuildMul(B, tig, lw_int(f, 32, 4), ""), i64, "");
            off[1] = LLVMBuildAdd(B, off[0], LLVMConstInt(i64, 2, 0), "");
        } else { /* rows 2(lane%4) and +1, column lane/4 */
            row[0] = LLVMBuildLoad2(B, i64, rows[j][0], "");
            row[1] = LLVMBuildLoad2(B, i64, rows[j][1], "");
            off[0] = off[1] = LLVMBuildZExt(B, LLVMBuildMul(B, grp, lw_int(f, 32, 2), ""), i64, "");
        }
        if (store) {
            LLVMValueRef v = LLVMBuildLoad2(B, f->M->i32, vals[j], "");
            store16(f, row[0], off[0], as, v);
            store16(f, row[1], off[1], as, LLVMBuildLShr(B, v, lw_int(f, 32, 16), ""));
            continue;
        }
        LLVMValueRef lo = load16(f, row[0], off[0], as), hi = load16(f, row[1], off[1], as);
        LLVMValueRef v = LLVMBuildOr(B, lo, LLVMBuildShl(B, hi, lw_int(f, 32, 16), ""), "");
        if (lw_dst_op(f, in, &d->u.list.items[j], PTX_TYPE_B32, v))
            return -1;
    }
    return 0;
}

LW_H(lw_ldmatrix)
{
    return ldst_matrix(f, in, false);
}

LW_H(lw_stmatrix)
{
    return ldst_matrix(f, in, true);
}

/* movmatrix.sync.aligned.m8n8.trans.b16 d, a: the fragment of the
 * transposed matrix. Element (r, c) lives in lane 4r + c/2, half c%2; a
 * lane's d holds (2(lane%4) + h, lane/4) of the original for h = 0, 1. */
LW_H(lw_movmatrix)
{
    if (!lw_has(in, ".sync") || !lw_has(in, ".aligned") || !lw_has(in, ".m8n8") || !lw_has(in, ".trans") ||
        lw_ty(in, 0) != PTX_TYPE_B16 || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_B32);
    if (!a)
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMValueRef got[2];
    lw_scratch_store(f, a, LW_SCR_A);
    lw_syncwarp(f);
    for (unsigned h = 0; h < 2; h++) {
        LLVMValueRef lane = lw_laneid(f);
        LLVMValueRef g = LLVMBuildLShr(B, lane, lw_int(f, 32, 2), ""), t = LLVMBuildAnd(B, lane, lw_int(f, 32, 3), "");
        LLVMValueRef r = LLVMBuildAdd(B, LLVMBuildShl(B, t, lw_int(f, 32, 1), ""), lw_int(f, 32, h), "");
        LLVMValueRef src = LLVMBuildAdd(B, LLVMBuildShl(B, r, lw_int(f, 32, 2), ""),
                                        LLVMBuildLShr(B, g, lw_int(f, 32, 1), ""), "");
        got[h] = lw_scratch_load(f, src, f->M->i32, LW_SCR_A);
    }
    lw_syncwarp(f);
    LLVMValueRef lane = lw_laneid(f);
    LLVMValueRef shift = LLVMBuildMul(B, LLVMBuildAnd(B, LLVMBuildLShr(B, lane, lw_int(f, 32, 2), ""), lw_int(f, 32, 1), ""),
                                      lw_int(f, 32, 16), "");
    LLVMValueRef lo = LLVMBuildAnd(B, LLVMBuildLShr(B, LLVMBuildLoad2(B, f->M->i32, got[0], ""), shift, ""),
                                   lw_int(f, 32, 0xffff), "");
    LLVMValueRef hi = LLVMBuildAnd(B, LLVMBuildLShr(B, LLVMBuildLoad2(B, f->M->i32, got[1], ""), shift, ""),
                                   lw_int(f, 32, 0xffff), "");
    return lw_dst(f, in, 0, PTX_TYPE_B32, LLVMBuildOr(B, lo, LLVMBuildShl(B, hi, lw_int(f, 32, 16), ""), ""));
}
