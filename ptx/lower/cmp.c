/* Comparisons and selection: setp (all comparison operators, with
 * .and/.or/.xor combining and the p|q form; on .f16x2/.bf16x2 p and q are
 * the two lanes' results), set (to 32- and 16-bit integers and floats;
 * packed halves lane by lane), selp, slct. */
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

static bool is_x2(ptx_type t)
{
    return t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2;
}

/* a CMP b on floats; on packed halves lane by lane, a <2 x i1> (each lane
 * compared as a scalar: the CPU has no vector compare of 16-bit floats). */
static LLVMValueRef fcompare(lw_fn *f, LLVMRealPredicate p, LLVMValueRef a, LLVMValueRef b)
{
    LLVMTypeRef ty = LLVMTypeOf(a);
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return LLVMBuildFCmp(f->b, p, a, b, "");
    unsigned n = LLVMGetVectorSize(ty);
    LLVMValueRef v = LLVMGetUndef(LLVMVectorType(LLVMInt1TypeInContext(LLVMGetTypeContext(ty)), n));
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef i = lw_int(f, 32, k);
        LLVMValueRef r = LLVMBuildFCmp(f->b, p, LLVMBuildExtractElement(f->b, a, i, ""),
                                       LLVMBuildExtractElement(f->b, b, i, ""), "");
        v = LLVMBuildInsertElement(f->b, v, r, i, "");
    }
    return v;
}

/* a CMP b as an i1 (a <2 x i1> for .f16x2/.bf16x2, lane 0 the low half);
 * NULL (error reported) if the operator does not fit the type. */
static LLVMValueRef compare(lw_fn *f, const ptx_instr *in, ptx_type t, unsigned ka)
{
    bool fl = lw_is_float(t);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED || (!fl && lw_has(in, ".ftz")) || lw_bits(t) > 64)
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
            return fcompare(f, cmps[i].r, a, b);
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
    LLVMTypeRef rt = LLVMTypeOf(r);
    if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind) { /* c for every lane */
        LLVMValueRef v = LLVMGetUndef(rt);
        for (unsigned k = 0; k < LLVMGetVectorSize(rt); k++)
            v = LLVMBuildInsertElement(f->b, v, c, lw_int(f, 32, k), "");
        c = v;
    }
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
    if (is_x2(t)) { /* p|q: p the low lane's result, q the high lane's */
        if (d->kind != PTX_OP_PAIR)
            return lw_bad(f, in, "setp of packed halves needs a 'p|q' destination");
        LLVMValueRef v = r;
        r = LLVMBuildExtractElement(f->b, v, lw_int(f, 32, 0), "");
        nr = LLVMBuildExtractElement(f->b, v, lw_int(f, 32, 1), "");
    }
    if (d->kind != PTX_OP_PAIR)
        return lw_dst(f, in, 0, PTX_TYPE_PRED, r);
    if (lw_store_reg(f, d->u.pair.first, 0, PTX_TYPE_PRED, r) ||
        lw_store_reg(f, d->u.pair.second, 0, PTX_TYPE_PRED, nr))
        return lw_bad(f, in, "unknown predicate in '%s|%s'", d->u.pair.first, d->u.pair.second);
    return 0;
}

/* set's true value in a destination of type dt: 1.0 in float types, all
 * ones in integer ones (each lane's 16 bits for packed sources). */
static LLVMValueRef set_one(LLVMTypeRef ty, ptx_type dt)
{
    bool fl = dt == PTX_TYPE_F32 || dt == PTX_TYPE_F16 || dt == PTX_TYPE_BF16 || is_x2(dt);
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return fl ? LLVMConstReal(ty, 1.0) : LLVMConstAllOnes(ty);
    LLVMTypeRef et = LLVMGetElementType(ty);
    LLVMValueRef e = fl ? LLVMConstReal(et, 1.0) : LLVMConstAllOnes(et), v[2] = {e, e};
    return LLVMConstVector(v, 2);
}

LW_H(lw_set)
{
    ptx_type dt = lw_ty(in, 0), st = lw_ty(in, 1);
    size_t n = lw_one_of(in, ".and.or.xor") ? 4 : 3;
    bool int_d = dt == PTX_TYPE_U32 || dt == PTX_TYPE_S32 || dt == PTX_TYPE_U16 || dt == PTX_TYPE_S16;
    bool ok;
    if (is_x2(st)) /* .f16x2 sources: .f16x2 or .u32/.s32 */
        ok = dt == st || dt == PTX_TYPE_U32 || dt == PTX_TYPE_S32;
    else if (st == PTX_TYPE_F16 || st == PTX_TYPE_BF16)
        ok = int_d || dt == PTX_TYPE_F32 || dt == PTX_TYPE_F16 || dt == PTX_TYPE_BF16;
    else /* 16-bit float results from any source; 16-bit integer ones only from halves */
        ok = dt == PTX_TYPE_U32 || dt == PTX_TYPE_S32 || dt == PTX_TYPE_F32 || dt == PTX_TYPE_F16 ||
             dt == PTX_TYPE_BF16;
    if (!ok)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, n))
        return -1;
    LLVMValueRef r = compare(f, in, st, 1), nr;
    if (!r || !(r = combine(f, in, r, 3, &nr)))
        return -1;
    LLVMTypeRef ty = lw_type(f->M, dt);
    if (is_x2(st) && int_d) /* 0xffff per lane */
        ty = LLVMVectorType(LLVMInt16TypeInContext(LLVMGetTypeContext(ty)), 2);
    LLVMValueRef d = LLVMBuildSelect(f->b, r, set_one(ty, dt), LLVMConstNull(ty), "");
    if (LLVMTypeOf(d) != lw_type(f->M, dt))
        d = LLVMBuildBitCast(f->b, d, lw_type(f->M, dt), "");
    return lw_dst(f, in, 0, dt, d);
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
