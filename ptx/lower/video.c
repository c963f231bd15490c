/* Scalar video instructions: vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr
 * and vset with their operand selectors (.b0-.b3, .h0/.h1), .sat, the
 * secondary operation (.add/.min/.max) or the subword merge into c (d.b0 ..
 * d.h1); and vmad. Inputs are extended to 33 bits and the work is done in
 * i128, wider than any intermediate, as the ISA's pseudo-code does. */
#include "families.h"

#include <string.h>

LLVMValueRef lw_video_src(lw_fn *f, const ptx_instr *in, unsigned k, const char **sel, bool *neg)
{
    *sel = NULL;
    *neg = false;
    if (k >= in->nops)
        return lw_bad(f, in, "missing operand %u", k + 1), NULL;
    const ptx_operand *op = &in->ops[k];
    if (op->kind != PTX_OP_VREG)
        return lw_src_op(f, in, op, PTX_TYPE_B32);
    *sel = op->u.reg.sel;
    *neg = op->u.reg.neg;
    ptx_operand r = *op;
    r.kind = PTX_OP_REG;
    r.u.reg.comp = 0;
    return lw_src_op(f, in, &r, PTX_TYPE_B32);
}

static LLVMValueRef i128c(lw_fn *f, int64_t v)
{
    return LLVMConstInt(f->M->i128, (uint64_t)v, 1);
}

/* partSelectSignExtend: the byte or half-word named by sel (or the word),
 * extended to i128. -1 in *bad for a selector the scalar forms lack. */
static LLVMValueRef part(lw_fn *f, LLVMValueRef x, const char *sel, bool sign, bool *bad)
{
    unsigned bits = 32, shift = 0;
    if (sel) {
        if (strlen(sel) != 3 || (sel[1] != 'b' && sel[1] != 'h') || sel[2] > (sel[1] == 'b' ? '3' : '1')) {
            *bad = true;
            return x;
        }
        bits = sel[1] == 'b' ? 8 : 16;
        shift = (unsigned)(sel[2] - '0') * bits;
    }
    LLVMValueRef v = shift ? LLVMBuildLShr(f->b, x, lw_int(f, 32, shift), "") : x;
    if (bits < 32)
        v = LLVMBuildTrunc(f->b, v, LLVMIntTypeInContext(f->M->c, bits), "");
    return sign ? LLVMBuildSExt(f->b, v, f->M->i128, "") : LLVMBuildZExt(f->b, v, f->M->i128, "");
}

static LLVMValueRef clamp(lw_fn *f, LLVMValueRef v, int64_t lo, int64_t hi)
{
    LLVMTypeRef t = f->M->i128;
    LLVMValueRef args[2] = {v, i128c(f, hi)};
    v = lw_call_intr(f, "llvm.smin", &t, 1, args, 2);
    args[0] = v;
    args[1] = i128c(f, lo);
    return lw_call_intr(f, "llvm.smax", &t, 1, args, 2);
}

/* optSaturate: clamp to the destination's range, the merged subword's. */
static LLVMValueRef saturate(lw_fn *f, LLVMValueRef v, bool sign, const char *dsel)
{
    unsigned bits = !dsel ? 32 : dsel[1] == 'b' ? 8 : 16;
    int64_t lo = sign ? -(INT64_C(1) << (bits - 1)) : 0;
    int64_t hi = sign ? (INT64_C(1) << (bits - 1)) - 1 : (INT64_C(1) << bits) - 1;
    return clamp(f, v, lo, hi);
}

static LLVMValueRef minmax(lw_fn *f, LLVMValueRef a, LLVMValueRef b, bool max)
{
    LLVMTypeRef t = f->M->i128;
    LLVMValueRef args[2] = {a, b};
    return lw_call_intr(f, max ? "llvm.smax" : "llvm.smin", &t, 1, args, 2);
}

/* optMerge: the low byte or half-word of v into c at dsel's place. */
static LLVMValueRef merge(lw_fn *f, LLVMValueRef v, LLVMValueRef c, const char *dsel)
{
    unsigned bits = dsel[1] == 'b' ? 8 : 16, shift = (unsigned)(dsel[2] - '0') * bits;
    uint32_t m = (uint32_t)(((UINT64_C(1) << bits) - 1) << shift);
    LLVMValueRef x = LLVMBuildShl(f->b, LLVMBuildAnd(f->b, v, lw_int(f, 32, (UINT64_C(1) << bits) - 1), ""),
                                  lw_int(f, 32, shift), "");
    return LLVMBuildOr(f->b, x, LLVMBuildAnd(f->b, c, lw_int(f, 32, ~m), ""), "");
}

static bool int32_type(ptx_type t)
{
    return t == PTX_TYPE_U32 || t == PTX_TYPE_S32;
}

static int store(lw_fn *f, const ptx_instr *in, LLVMValueRef v)
{
    const ptx_operand *d = &in->ops[0];
    if (d->kind == PTX_OP_VREG) {
        if (lw_store_reg(f, d->u.reg.name, 0, PTX_TYPE_B32, v))
            return lw_bad(f, in, "unknown register '%s'", d->u.reg.name);
        return 0;
    }
    return lw_dst(f, in, 0, PTX_TYPE_B32, v);
}

/* vop.dtype.atype.btype{.sat}{.op2} d{.dsel}, a{.asel}, b{.bsel}{, c};
 * vshl/vshr take .mode (.clamp/.wrap) and a .u32 b; vset.atype.btype.cmp
 * has no dtype (its result is unsigned) and no .sat. */
LW_H(lw_video)
{
    const char *op = in->opcode;
    bool vset = !strcmp(op, "vset"), shift = !strcmp(op, "vshl") || !strcmp(op, "vshr");
    unsigned nt = vset ? 2 : 3;
    ptx_type dt = vset ? PTX_TYPE_U32 : lw_ty(in, 0), at = lw_ty(in, nt - 2), bt = lw_ty(in, nt - 1);
    const char *op2 = lw_one_of(in, ".add.min.max");
    const char *cmp = vset ? lw_one_of(in, ".eq.ne.lt.le.gt.ge") : NULL;
    const char *mode = lw_one_of(in, ".clamp.wrap");
    bool sat = lw_has(in, ".sat");
    if (lw_ntypes(in) != nt || !int32_type(dt) || !int32_type(at) || !int32_type(bt) ||
        (vset && (!cmp || sat)) || (shift != !!mode) || (shift && bt != PTX_TYPE_U32))
        return lw_unsupported(f, in);
    if (in->nops != 3 && in->nops != 4)
        return lw_need_ops(f, in, 3);
    const ptx_operand *d = &in->ops[0];
    const char *dsel = d->kind == PTX_OP_VREG ? d->u.reg.sel : NULL;
    if (d->kind == PTX_OP_VREG && d->u.reg.neg)
        return lw_bad(f, in, "the destination cannot be negated");
    if ((op2 || dsel) != (in->nops == 4) || (op2 && dsel))
        return lw_bad(f, in, "a secondary operation or a destination selector needs operand c (and not both)");
    const char *asel, *bsel, *csel = NULL;
    bool aneg, bneg, cneg = false, bad = false;
    LLVMValueRef a = lw_video_src(f, in, 1, &asel, &aneg), b = lw_video_src(f, in, 2, &bsel, &bneg);
    LLVMValueRef c = in->nops == 4 ? lw_video_src(f, in, 3, &csel, &cneg) : NULL;
    if (!a || !b || (in->nops == 4 && !c))
        return -1;
    if (aneg || bneg || cneg || csel)
        return lw_bad(f, in, "negated operands and a selector on c are not allowed here");
    LLVMBuilderRef B = f->b;
    LLVMValueRef ta = part(f, a, asel, at == PTX_TYPE_S32, &bad), tb = part(f, b, bsel, bt == PTX_TYPE_S32, &bad);
    if (bad || (dsel && (strlen(dsel) != 3 || dsel[2] > (dsel[1] == 'b' ? '3' : '1'))))
        return lw_bad(f, in, "unknown operand selector");
    LLVMValueRef t;
    if (vset) {
        static const struct { const char *n; LLVMIntPredicate p; } cmps[] = {
            {".eq", LLVMIntEQ}, {".ne", LLVMIntNE}, {".lt", LLVMIntSLT},
            {".le", LLVMIntSLE}, {".gt", LLVMIntSGT}, {".ge", LLVMIntSGE},
        };
        LLVMIntPredicate p = LLVMIntEQ;
        for (size_t i = 0; i < sizeof cmps / sizeof *cmps; i++)
            if (!strcmp(cmp, cmps[i].n))
                p = cmps[i].p;
        t = LLVMBuildZExt(B, LLVMBuildICmp(B, p, ta, tb, ""), f->M->i128, "");
    } else if (shift) {
        LLVMValueRef n = !strcmp(mode, ".clamp") ? minmax(f, tb, i128c(f, 32), false) : LLVMBuildAnd(B, tb, i128c(f, 31), "");
        t = !strcmp(op, "vshl") ? LLVMBuildShl(B, ta, n, "")
                                : LLVMBuildAShr(B, ta, n, ""); /* ta is extended per atype */
    } else if (!strcmp(op, "vadd")) {
        t = LLVMBuildAdd(B, ta, tb, "");
    } else if (!strcmp(op, "vsub")) {
        t = LLVMBuildSub(B, ta, tb, "");
    } else if (!strcmp(op, "vabsdiff")) {
        LLVMValueRef s = LLVMBuildSub(B, ta, tb, "");
        t = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, s, i128c(f, 0), ""), LLVMBuildNeg(B, s, ""), s, "");
    } else {
        t = minmax(f, ta, tb, !strcmp(op, "vmax"));
    }
    if (sat)
        t = saturate(f, t, dt == PTX_TYPE_S32, dsel);
    if (op2) {
        LLVMValueRef tc = dt == PTX_TYPE_S32 ? LLVMBuildSExt(B, c, f->M->i128, "") : LLVMBuildZExt(B, c, f->M->i128, "");
        t = !strcmp(op2, ".add") ? LLVMBuildAdd(B, t, tc, "") : minmax(f, t, tc, !strcmp(op2, ".max"));
    }
    LLVMValueRef r = LLVMBuildTrunc(B, t, f->M->i32, "");
    if (dsel)
        r = merge(f, r, c, dsel);
    return store(f, in, r);
}

/* vmad.dtype.atype.btype{.po}{.sat}{.scale} d, {-}a{.asel}, {-}b{.bsel}, {-}c */
LW_H(lw_vmad)
{
    ptx_type dt = lw_ty(in, 0), at = lw_ty(in, 1), bt = lw_ty(in, 2);
    const char *scale = lw_one_of(in, ".shr7.shr15");
    bool po = lw_has(in, ".po"), sat = lw_has(in, ".sat");
    if (lw_ntypes(in) != 3 || !int32_type(dt) || !int32_type(at) || !int32_type(bt))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    if (in->ops[0].kind == PTX_OP_VREG)
        return lw_bad(f, in, "the destination takes no selector");
    const char *asel, *bsel, *csel;
    bool aneg, bneg, cneg, bad = false;
    LLVMValueRef a = lw_video_src(f, in, 1, &asel, &aneg), b = lw_video_src(f, in, 2, &bsel, &bneg);
    LLVMValueRef c = lw_video_src(f, in, 3, &csel, &cneg);
    if (!a || !b || !c)
        return -1;
    bool pneg = aneg != bneg;
    if (csel || (po && (aneg || bneg || cneg)) || (pneg && cneg))
        return lw_bad(f, in, "operand negation not allowed in this form");
    LLVMBuilderRef B = f->b;
    LLVMValueRef ta = part(f, a, asel, at == PTX_TYPE_S32, &bad), tb = part(f, b, bsel, bt == PTX_TYPE_S32, &bad);
    if (bad)
        return lw_bad(f, in, "unknown operand selector");
    bool sfinal = at == PTX_TYPE_S32 || bt == PTX_TYPE_S32 || pneg || cneg;
    LLVMValueRef t = LLVMBuildMul(B, ta, tb, "");
    bool lsb = po || pneg || cneg;
    if (pneg)
        t = LLVMBuildNot(B, t, "");
    else if (cneg && !po)
        c = LLVMBuildNot(B, c, "");
    LLVMValueRef c128 = sfinal ? LLVMBuildSExt(B, c, f->M->i128, "") : LLVMBuildZExt(B, c, f->M->i128, "");
    t = LLVMBuildAdd(B, LLVMBuildAdd(B, t, c128, ""), i128c(f, lsb), "");
    if (scale)
        t = LLVMBuildAShr(B, t, i128c(f, !strcmp(scale, ".shr7") ? 7 : 15), "");
    /* the low 64 bits, read as the final result's signedness */
    LLVMValueRef r64 = LLVMBuildTrunc(B, t, f->M->i64, "");
    if (sat) {
        t = sfinal ? LLVMBuildSExt(B, r64, f->M->i128, "") : LLVMBuildZExt(B, r64, f->M->i128, "");
        t = sfinal ? clamp(f, t, INT32_MIN, INT32_MAX) : clamp(f, t, 0, UINT32_MAX);
        r64 = LLVMBuildTrunc(B, t, f->M->i64, "");
    }
    return lw_dst(f, in, 0, PTX_TYPE_B32, LLVMBuildTrunc(B, r64, f->M->i32, ""));
}
