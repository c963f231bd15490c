/* SIMD video instructions: vadd2 vsub2 vavrg2 vabsdiff2 vmin2 vmax2 vset2
 * on half-words and the 4 forms on bytes. Each lane's source elements are
 * picked by .asel/.bsel from the eight bytes (four half-words) of b:a; the
 * results go to the lanes of d named by its mask, the other lanes keep c's
 * (merge), or are summed onto c (.add). */
#include "families.h"

#include <string.h>

/* The lanes a selector names: digits written from the highest lane down
 * (.h10: lane 0 from h0, lane 1 from h1). NULL sel: the default. false if
 * the selector is malformed. */
static bool lanes(const char *sel, const char *dflt, unsigned n, unsigned max, unsigned *idx)
{
    const char *s = sel ? sel : dflt;
    if (strlen(s) != 2 + n || s[1] != (n == 2 ? 'h' : 'b'))
        return false;
    for (unsigned i = 0; i < n; i++) {
        unsigned v = (unsigned)(s[1 + n - i] - '0');
        if (v > max)
            return false;
        idx[i] = v;
    }
    return true;
}

/* The destination mask: which lanes are written (.h0 .h1 .h10, .b0 .. .b3210). */
static bool dmask(const char *sel, unsigned n, bool *on)
{
    for (unsigned i = 0; i < n; i++)
        on[i] = !sel;
    if (!sel)
        return true;
    if (sel[1] != (n == 2 ? 'h' : 'b') || !sel[2])
        return false;
    int last = 99;
    for (const char *p = sel + 2; *p; p++) {
        int v = *p - '0';
        if (v < 0 || (unsigned)v >= n || v >= last) /* distinct, descending */
            return false;
        on[v] = true;
        last = v;
    }
    return true;
}

/* Element e (width bits) of the 64-bit b:a, extended to i32. */
static LLVMValueRef pick(lw_fn *f, LLVMValueRef ba, unsigned e, unsigned bits, bool sign)
{
    LLVMValueRef v = LLVMBuildLShr(f->b, ba, LLVMConstInt(f->M->i64, (uint64_t)e * bits, 0), "");
    v = LLVMBuildTrunc(f->b, v, LLVMIntTypeInContext(f->M->c, bits), "");
    return sign ? LLVMBuildSExt(f->b, v, f->M->i32, "") : LLVMBuildZExt(f->b, v, f->M->i32, "");
}

static LLVMValueRef smm(lw_fn *f, const char *name, LLVMValueRef a, int64_t k)
{
    LLVMTypeRef t = f->M->i32;
    LLVMValueRef args[2] = {a, LLVMConstInt(t, (uint64_t)k, 1)};
    return lw_call_intr(f, name, &t, 1, args, 2);
}

static LLVMValueRef lane_op(lw_fn *f, const char *op, const char *cmp, LLVMValueRef x, LLVMValueRef y)
{
    LLVMBuilderRef B = f->b;
    LLVMTypeRef t = f->M->i32;
    if (cmp) {
        static const struct { const char *n; LLVMIntPredicate p; } cmps[] = {
            {".eq", LLVMIntEQ}, {".ne", LLVMIntNE}, {".lt", LLVMIntSLT},
            {".le", LLVMIntSLE}, {".gt", LLVMIntSGT}, {".ge", LLVMIntSGE},
        };
        LLVMIntPredicate p = LLVMIntEQ;
        for (size_t i = 0; i < sizeof cmps / sizeof *cmps; i++)
            if (!strcmp(cmp, cmps[i].n))
                p = cmps[i].p;
        return LLVMBuildZExt(B, LLVMBuildICmp(B, p, x, y, ""), t, "");
    }
    if (!strncmp(op, "vadd", 4))
        return LLVMBuildAdd(B, x, y, "");
    if (!strncmp(op, "vsub", 4))
        return LLVMBuildSub(B, x, y, "");
    if (!strncmp(op, "vavrg", 5)) { /* rounds half away from zero for positive sums */
        LLVMValueRef s = LLVMBuildAdd(B, x, y, "");
        LLVMValueRef pos = LLVMBuildICmp(B, LLVMIntSGE, s, LLVMConstInt(t, 0, 0), "");
        LLVMValueRef s1 = LLVMBuildSelect(B, pos, LLVMBuildAdd(B, s, LLVMConstInt(t, 1, 0), ""), s, "");
        return LLVMBuildAShr(B, s1, LLVMConstInt(t, 1, 0), "");
    }
    if (!strncmp(op, "vabsdiff", 8)) {
        LLVMValueRef args[2] = {LLVMBuildSub(B, x, y, ""), LLVMConstInt(f->M->i1, 0, 0)};
        return lw_call_intr(f, "llvm.abs", &t, 1, args, 2);
    }
    LLVMValueRef args[2] = {x, y};
    return lw_call_intr(f, !strncmp(op, "vmin", 4) ? "llvm.smin" : "llvm.smax", &t, 1, args, 2);
}

static bool int32_type(ptx_type t)
{
    return t == PTX_TYPE_U32 || t == PTX_TYPE_S32;
}

/* vop2/vop4.dtype.atype.btype{.sat} d{.mask}, a{.asel}, b{.bsel}, c;
 * vop2/vop4.dtype.atype.btype.add d{.mask}, a{.asel}, b{.bsel}, c;
 * vset2/vset4.atype.btype.cmp{.add} d{.mask}, a{.asel}, b{.bsel}, c */
LW_H(lw_video_simd)
{
    const char *op = in->opcode;
    size_t ol = strlen(op);
    unsigned n = op[ol - 1] == '2' ? 2 : 4, bits = 32 / n;
    bool vset = !strncmp(op, "vset", 4);
    unsigned nt = vset ? 2 : 3;
    ptx_type dt = vset ? PTX_TYPE_U32 : lw_ty(in, 0), at = lw_ty(in, nt - 2), bt = lw_ty(in, nt - 1);
    const char *cmp = vset ? lw_one_of(in, ".eq.ne.lt.le.gt.ge") : NULL;
    bool sat = lw_has(in, ".sat"), add = lw_has(in, ".add");
    if (lw_ntypes(in) != nt || !int32_type(dt) || !int32_type(at) || !int32_type(bt) ||
        (vset && (!cmp || sat)) || (sat && add))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    const ptx_operand *d = &in->ops[0];
    const char *msel = d->kind == PTX_OP_VREG ? d->u.reg.sel : NULL;
    const char *asel, *bsel, *csel;
    bool aneg, bneg, cneg;
    LLVMValueRef a = lw_video_src(f, in, 1, &asel, &aneg), b = lw_video_src(f, in, 2, &bsel, &bneg);
    LLVMValueRef c = lw_video_src(f, in, 3, &csel, &cneg);
    if (!a || !b || !c)
        return -1;
    unsigned ia[4], ib[4];
    bool on[4];
    if ((d->kind == PTX_OP_VREG && d->u.reg.neg) || aneg || bneg || cneg || csel ||
        !lanes(asel, n == 2 ? ".h10" : ".b3210", n, 2 * n - 1, ia) ||
        !lanes(bsel, n == 2 ? ".h32" : ".b7654", n, 2 * n - 1, ib) || !dmask(msel, n, on))
        return lw_bad(f, in, "bad operand selector or negation");
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef ba = LLVMBuildOr(B, LLVMBuildZExt(B, a, i64, ""),
                                  LLVMBuildShl(B, LLVMBuildZExt(B, b, i64, ""), LLVMConstInt(i64, 32, 0), ""), "");
    uint32_t emask = (uint32_t)((UINT64_C(1) << bits) - 1);
    LLVMValueRef r = add ? c : lw_int(f, 32, 0);
    for (unsigned i = 0; i < n; i++) {
        if (add && !on[i])
            continue;
        LLVMValueRef t;
        if (on[i]) {
            t = lane_op(f, op, cmp, pick(f, ba, ia[i], bits, at == PTX_TYPE_S32), pick(f, ba, ib[i], bits, bt == PTX_TYPE_S32));
            if (sat) {
                bool s = dt == PTX_TYPE_S32;
                t = smm(f, "llvm.smin", t, s ? (INT64_C(1) << (bits - 1)) - 1 : (INT64_C(1) << bits) - 1);
                t = smm(f, "llvm.smax", t, s ? -(INT64_C(1) << (bits - 1)) : 0);
            }
        } else {
            t = LLVMBuildLShr(B, c, lw_int(f, 32, i * bits), "");
        }
        if (add) {
            r = LLVMBuildAdd(B, r, t, "");
        } else {
            t = LLVMBuildAnd(B, t, lw_int(f, 32, emask), "");
            r = LLVMBuildOr(B, r, LLVMBuildShl(B, t, lw_int(f, 32, i * bits), ""), "");
        }
    }
    if (d->kind == PTX_OP_VREG) {
        if (lw_store_reg(f, d->u.reg.name, 0, PTX_TYPE_B32, r))
            return lw_bad(f, in, "unknown register '%s'", d->u.reg.name);
        return 0;
    }
    return lw_dst(f, in, 0, PTX_TYPE_B32, r);
}
