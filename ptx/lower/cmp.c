/* Comparisons and selection: setp (all comparison operators, with
 * .and/.or/.xor combining and the p|q form), set, selp, slct. */
#include "lower.h"

#include <string.h>

static const struct {
    const char *op;
    LLVMIntPredicate s, u;
    LLVMRealPredicate r;
} cmps[] = {
    {".eq", LLVMIntEQ, LLVMIntEQ, LLVMRealOEQ}, {".ne", LLVMIntNE, LLVMIntNE, LLVMRealONE},
    {".lt", LLVMIntSLT, LLVMIntULT, LLVMRealOLT}, {".le", LLVMIntSLE, LLVMIntULE, LLVMRealOLE},
    {".gt", LLVMIntSGT, LLVMIntUGT, LLVMRealOGT}, {".ge", LLVMIntSGE, LLVMIntUGE, LLVMRealOGE},
    {".lo", LLVMIntULT, LLVMIntULT, 0}, {".ls", LLVMIntULE, LLVMIntULE, 0},
    {".hi", LLVMIntUGT, LLVMIntUGT, 0}, {".hs", LLVMIntUGE, LLVMIntUGE, 0},
    {".equ", 0, 0, LLVMRealUEQ}, {".neu", 0, 0, LLVMRealUNE}, {".ltu", 0, 0, LLVMRealULT},
    {".leu", 0, 0, LLVMRealULE}, {".gtu", 0, 0, LLVMRealUGT}, {".geu", 0, 0, LLVMRealUGE},
    {".num", 0, 0, LLVMRealORD}, {".nan", 0, 0, LLVMRealUNO},
};

/* a CMP b as an i1; NULL (error reported) if the operator does not fit
 * the type. */
static LLVMValueRef compare(lw_fn *f, const ptx_instr *in, ptx_type t, unsigned ka)
{
    bool fl = lw_is_float(t);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED || t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2 ||
        (!fl && lw_has(in, ".ftz")) || lw_bits(t) > 64)
        return lw_unsupported(f, in), NULL;
    for (size_t i = 0; i < sizeof cmps / sizeof *cmps; i++) {
        if (!lw_has(in, cmps[i].op))
            continue;
        bool int_ok = i < 10, float_ok = cmps[i].r != 0;
        if (fl ? !float_ok : !int_ok)
            break;
        LLVMValueRef a = lw_src(f, in, ka, t), b = lw_src(f, in, ka + 1, t);
        if (!a || !b)
            return NULL;
        if (fl) {
            if (lw_has(in, ".ftz")) {
                a = lw_ftz(f, a);
                b = lw_ftz(f, b);
            }
            return LLVMBuildFCmp(f->b, cmps[i].r, a, b, "");
        }
        return LLVMBuildICmp(f->b, lw_is_signed(t) ? cmps[i].s : cmps[i].u, a, b, "");
    }
    return lw_unsupported(f, in), NULL;
}

/* The .and/.or/.xor combination with c; *neg_r gets !r combined. */
static LLVMValueRef combine(lw_fn *f, const ptx_instr *in, LLVMValueRef r, unsigned kc, LLVMValueRef *neg_r)
{
    const char *op = lw_one_of(in, ".and.or.xor");
    *neg_r = LLVMBuildNot(f->b, r, "");
    if (!op)
        return r;
    LLVMValueRef c = lw_src(f, in, kc, PTX_TYPE_PRED);
    if (!c)
        return NULL;
    LLVMOpcode o = op[1] == 'a' ? LLVMAnd : op[1] == 'o' ? LLVMOr : LLVMXor;
    *neg_r = LLVMBuildBinOp(f->b, o, *neg_r, c, "");
    return LLVMBuildBinOp(f->b, o, r, c, "");
}

LW_H(lw_setp)
{
    ptx_type t = lw_ty(in, 0);
    size_t n = lw_one_of(in, ".and.or.xor") ? 4 : 3;
    if (lw_need_ops(f, in, n))
        return -1;
    LLVMValueRef r = compare(f, in, t, 1), nr;
    if (!r || !(r = combine(f, in, r, 3, &nr)))
        return -1;
    const ptx_operand *d = &in->ops[0];
    if (d->kind != PTX_OP_PAIR)
        return lw_dst(f, in, 0, PTX_TYPE_PRED, r);
    if (lw_store_reg(f, d->u.pair.first, 0, PTX_TYPE_PRED, r) ||
        lw_store_reg(f, d->u.pair.second, 0, PTX_TYPE_PRED, nr))
        return lw_bad(f, in, "unknown predicate in '%s|%s'", d->u.pair.first, d->u.pair.second);
    return 0;
}

LW_H(lw_set)
{
    ptx_type dt = lw_ty(in, 0), st = lw_ty(in, 1);
    size_t n = lw_one_of(in, ".and.or.xor") ? 4 : 3;
    if (dt != PTX_TYPE_U32 && dt != PTX_TYPE_S32 && dt != PTX_TYPE_F32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, n))
        return -1;
    LLVMValueRef r = compare(f, in, st, 1), nr;
    if (!r || !(r = combine(f, in, r, 3, &nr)))
        return -1;
    LLVMTypeRef ty = lw_type(f->M, dt);
    LLVMValueRef one = dt == PTX_TYPE_F32 ? LLVMConstReal(ty, 1.0) : LLVMConstAllOnes(ty);
    return lw_dst(f, in, 0, dt, LLVMBuildSelect(f->b, r, one, LLVMConstNull(ty), ""));
}

LW_H(lw_selp)
{
    ptx_type t = lw_ty(in, 0);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), c = lw_src(f, in, 3, PTX_TYPE_PRED);
    return a && b && c ? lw_dst(f, in, 0, t, LLVMBuildSelect(f->b, c, a, b, "")) : -1;
}

LW_H(lw_slct)
{
    ptx_type t = lw_ty(in, 0), ct = lw_ty(in, 1);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED || (ct != PTX_TYPE_S32 && ct != PTX_TYPE_F32))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), c = lw_src(f, in, 3, ct);
    if (!a || !b || !c)
        return -1;
    LLVMValueRef ge;
    if (ct == PTX_TYPE_F32) {
        if (lw_has(in, ".ftz"))
            c = lw_ftz(f, c);
        ge = LLVMBuildFCmp(f->b, LLVMRealOGE, c, LLVMConstNull(f->M->f32), "");
    } else {
        ge = LLVMBuildICmp(f->b, LLVMIntSGE, c, LLVMConstNull(f->M->i32), "");
    }
    return lw_dst(f, in, 0, t, LLVMBuildSelect(f->b, ge, a, b, ""));
}
