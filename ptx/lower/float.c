/* Floating-point arithmetic: add/sub/mul, fma/mad, div, sqrt, rsqrt, rcp,
 * the .approx functions, tanh, copysign, testp; .ftz, .sat and the
 * directed roundings (.rz/.rm/.rp: the round-to-nearest result moved by
 * one ulp when the exact residual says so). */
#include "lower.h"

#include <string.h>

static LLVMValueRef intr1(lw_fn *f, const char *name, LLVMValueRef x)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    return lw_call_intr(f, name, &ty, 1, &x, 1);
}

static LLVMValueRef intr2(lw_fn *f, const char *name, LLVMValueRef x, LLVMValueRef y)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMValueRef a[2] = {x, y};
    return lw_call_intr(f, name, &ty, 1, a, 2);
}

static LLVMValueRef fma3(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c)
{
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef args[3] = {a, b, c};
    return lw_call_intr(f, "llvm.fma", &ty, 1, args, 3);
}

static bool is_f32(LLVMValueRef x, lw_fn *f)
{
    return LLVMTypeOf(x) == f->M->f32;
}

/* Subnormal f32 values flush to a zero of the same sign. */
LLVMValueRef lw_ftz(lw_fn *f, LLVMValueRef x)
{
    if (!is_f32(x, f))
        return x;
    LLVMValueRef tiny = LLVMBuildFCmp(f->b, LLVMRealOLT, intr1(f, "llvm.fabs", x), LLVMConstReal(f->M->f32, 0x1p-126), "");
    LLVMValueRef z = intr2(f, "llvm.copysign", LLVMConstNull(f->M->f32), x);
    return LLVMBuildSelect(f->b, tiny, z, x, "");
}

/* Clamp to [0, 1]; NaN gives 0. */
LLVMValueRef lw_fsat(lw_fn *f, LLVMValueRef x)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    x = intr2(f, "llvm.maxnum", x, LLVMConstNull(ty));
    return intr2(f, "llvm.minnum", x, LLVMConstReal(ty, 1.0));
}

const char *lw_rounding(const ptx_instr *in)
{
    return lw_one_of(in, ".rn.rz.rm.rp.rni.rzi.rmi.rpi.rna");
}

/* The neighbour of r one ulp up or down (from zero: the least subnormal). */
static LLVMValueRef step(lw_fn *f, LLVMValueRef r, bool up)
{
    LLVMTypeRef ty = LLVMTypeOf(r);
    LLVMValueRef bits = lw_as_int(f, r);
    LLVMTypeRef it = LLVMTypeOf(bits);
    unsigned w = LLVMGetIntTypeWidth(it);
    LLVMValueRef one = LLVMConstInt(it, 1, 0);
    LLVMValueRef pos = LLVMBuildFCmp(f->b, LLVMRealOGT, r, LLVMConstNull(ty), "");
    LLVMValueRef away = up ? pos : LLVMBuildNot(f->b, pos, "");
    LLVMValueRef n = LLVMBuildSelect(f->b, away, LLVMBuildAdd(f->b, bits, one, ""), LLVMBuildSub(f->b, bits, one, ""), "");
    uint64_t least = up ? 1 : (UINT64_C(1) << (w - 1)) | 1;
    LLVMValueRef zero = LLVMBuildFCmp(f->b, LLVMRealOEQ, r, LLVMConstNull(ty), "");
    n = LLVMBuildSelect(f->b, zero, LLVMConstInt(it, least, 0), n, "");
    return LLVMBuildBitCast(f->b, n, ty, "");
}

LLVMValueRef lw_round_fix(lw_fn *f, LLVMValueRef r, LLVMValueRef resid, const char *mode)
{
    if (!mode || !strcmp(mode, ".rn"))
        return r;
    LLVMTypeRef ty = LLVMTypeOf(r);
    LLVMValueRef zero = LLVMConstNull(ty);
    LLVMValueRef rzero = LLVMConstNull(LLVMTypeOf(resid)); /* resid may be wider than r */
    LLVMValueRef below = LLVMBuildFCmp(f->b, LLVMRealOLT, resid, rzero, "");
    LLVMValueRef above = LLVMBuildFCmp(f->b, LLVMRealOGT, resid, rzero, "");
    if (!strcmp(mode, ".rm"))
        return LLVMBuildSelect(f->b, below, step(f, r, false), r, "");
    if (!strcmp(mode, ".rp"))
        return LLVMBuildSelect(f->b, above, step(f, r, true), r, "");
    /* .rz: toward zero when the exact value is nearer zero than r */
    LLVMValueRef rpos = LLVMBuildFCmp(f->b, LLVMRealOGT, r, zero, "");
    LLVMValueRef rneg = LLVMBuildFCmp(f->b, LLVMRealOLT, r, zero, "");
    LLVMValueRef in = LLVMBuildOr(f->b, LLVMBuildAnd(f->b, rpos, below, ""), LLVMBuildAnd(f->b, rneg, above, ""), "");
    LLVMValueRef toward = LLVMBuildSelect(f->b, rpos, step(f, r, false), step(f, r, true), "");
    return LLVMBuildSelect(f->b, in, toward, r, "");
}

/* The error of s = a + b (TwoSum): a + b == s + err exactly. */
static LLVMValueRef two_sum_err(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef s)
{
    LLVMValueRef bb = LLVMBuildFSub(f->b, s, a, "");
    LLVMValueRef ea = LLVMBuildFSub(f->b, a, LLVMBuildFSub(f->b, s, bb, ""), "");
    return LLVMBuildFAdd(f->b, ea, LLVMBuildFSub(f->b, b, bb, ""), "");
}

static bool directed(const char *mode)
{
    return mode && strcmp(mode, ".rn");
}

static bool arith_type(ptx_type t)
{
    return t == PTX_TYPE_F32 || t == PTX_TYPE_F64 || t == PTX_TYPE_F16 || t == PTX_TYPE_BF16 ||
           t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2;
}

static LLVMValueRef finish(lw_fn *f, const ptx_instr *in, LLVMValueRef r)
{
    if (lw_has(in, ".ftz"))
        r = lw_ftz(f, r);
    if (lw_has(in, ".sat"))
        r = lw_fsat(f, r);
    return r;
}

/* Directed rounding needs the exact residual: f32 and f64 only. */
static int check_rounding(lw_fn *f, const ptx_instr *in, ptx_type t, const char *mode)
{
    if (directed(mode) && t != PTX_TYPE_F32 && t != PTX_TYPE_F64)
        return lw_unsupported(f, in);
    return 0;
}

/* add/sub/mul */
LW_H(lw_farith)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return -1;
    if (lw_has(in, ".ftz")) {
        a = lw_ftz(f, a);
        b = lw_ftz(f, b);
    }
    LLVMValueRef r, err = NULL;
    switch (in->opcode[0]) {
    case 'a':
        r = LLVMBuildFAdd(f->b, a, b, "");
        if (directed(mode))
            err = two_sum_err(f, a, b, r);
        break;
    case 's':
        r = LLVMBuildFSub(f->b, a, b, "");
        if (directed(mode))
            err = two_sum_err(f, a, LLVMBuildFNeg(f->b, b, ""), r);
        break;
    default:
        r = LLVMBuildFMul(f->b, a, b, "");
        if (directed(mode))
            err = fma3(f, a, b, LLVMBuildFNeg(f->b, r, ""));
        break;
    }
    if (err)
        r = lw_round_fix(f, r, err, mode);
    return lw_dst(f, in, 0, t, finish(f, in, r));
}

/* f32 fma with a directed rounding: a*b is exact in f64, the sum's error
 * comes from TwoSum, and the residual of the rounding to f32 is exact. */
static LLVMValueRef fma_directed_f32(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c, const char *mode)
{
    LLVMTypeRef d = f->M->f64;
    LLVMValueRef p = LLVMBuildFMul(f->b, LLVMBuildFPExt(f->b, a, d, ""), LLVMBuildFPExt(f->b, b, d, ""), "");
    LLVMValueRef cd = LLVMBuildFPExt(f->b, c, d, "");
    LLVMValueRef s = LLVMBuildFAdd(f->b, p, cd, "");
    LLVMValueRef e = two_sum_err(f, p, cd, s);
    LLVMValueRef r = LLVMBuildFPTrunc(f->b, s, f->M->f32, "");
    LLVMValueRef resid = LLVMBuildFAdd(f->b, LLVMBuildFSub(f->b, s, LLVMBuildFPExt(f->b, r, d, ""), ""), e, "");
    return lw_round_fix(f, r, resid, mode);
}

/* fma, and mad on floats (mad.f32 is fused since sm_20) */
LW_H(lw_fma)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || (directed(mode) && t != PTX_TYPE_F32))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), c = lw_src(f, in, 3, t);
    if (!a || !b || !c)
        return -1;
    if (lw_has(in, ".ftz")) {
        a = lw_ftz(f, a);
        b = lw_ftz(f, b);
        c = lw_ftz(f, c);
    }
    LLVMValueRef r = directed(mode) ? fma_directed_f32(f, a, b, c, mode) : fma3(f, a, b, c);
    return lw_dst(f, in, 0, t, finish(f, in, r));
}

/* q = a / b rounded per mode: the remainder a - q*b (exact by fma) has
 * the sign of (a/b - q) times the sign of b. */
static LLVMValueRef divide(lw_fn *f, LLVMValueRef a, LLVMValueRef b, const char *mode)
{
    LLVMValueRef q = LLVMBuildFDiv(f->b, a, b, "");
    if (!directed(mode))
        return q;
    LLVMValueRef rem = fma3(f, LLVMBuildFNeg(f->b, q, ""), b, a);
    LLVMValueRef bneg = LLVMBuildFCmp(f->b, LLVMRealOLT, b, LLVMConstNull(LLVMTypeOf(b)), "");
    LLVMValueRef resid = LLVMBuildSelect(f->b, bneg, LLVMBuildFNeg(f->b, rem, ""), rem, "");
    return lw_round_fix(f, q, resid, mode);
}

LW_H(lw_fdiv)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return -1;
    if (lw_has(in, ".ftz")) {
        a = lw_ftz(f, a);
        b = lw_ftz(f, b);
    }
    return lw_dst(f, in, 0, t, finish(f, in, divide(f, a, b, mode)));
}

LW_H(lw_rcp)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    if (lw_has(in, ".ftz"))
        a = lw_ftz(f, a);
    LLVMValueRef one = LLVMConstReal(LLVMTypeOf(a), 1.0);
    return lw_dst(f, in, 0, t, finish(f, in, divide(f, one, a, mode)));
}

LW_H(lw_sqrt)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    if (lw_has(in, ".ftz"))
        a = lw_ftz(f, a);
    LLVMValueRef s = intr1(f, "llvm.sqrt", a);
    if (directed(mode)) /* a - s*s has the sign of sqrt(a) - s */
        s = lw_round_fix(f, s, fma3(f, LLVMBuildFNeg(f->b, s, ""), s, a), mode);
    return lw_dst(f, in, 0, t, finish(f, in, s));
}

LW_H(lw_rsqrt)
{
    ptx_type t = lw_ty(in, 0);
    if (!arith_type(t))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    if (lw_has(in, ".ftz"))
        a = lw_ftz(f, a);
    LLVMValueRef r = LLVMBuildFDiv(f->b, LLVMConstReal(LLVMTypeOf(a), 1.0), intr1(f, "llvm.sqrt", a), "");
    return lw_dst(f, in, 0, t, finish(f, in, r));
}

/* sin, cos, lg2, ex2 (.approx) */
LW_H(lw_fmath)
{
    static const struct { const char *op, *intr; } fns[] = {
        {"sin", "llvm.sin"}, {"cos", "llvm.cos"}, {"lg2", "llvm.log2"}, {"ex2", "llvm.exp2"},
    };
    ptx_type t = lw_ty(in, 0);
    if (!arith_type(t))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    if (lw_has(in, ".ftz"))
        a = lw_ftz(f, a);
    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++)
        if (!strcmp(in->opcode, fns[i].op))
            return lw_dst(f, in, 0, t, finish(f, in, intr1(f, fns[i].intr, a)));
    return lw_unsupported(f, in);
}

/* tanh(|x|) = (1 - e) / (1 + e) with e = 2^(-2|x| log2 e), sign copied. */
LW_H(lw_tanh)
{
    ptx_type t = lw_ty(in, 0);
    if (!arith_type(t))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef m = LLVMBuildFMul(f->b, intr1(f, "llvm.fabs", a), LLVMConstReal(ty, -2.8853900817779268), "");
    LLVMValueRef e = intr1(f, "llvm.exp2", m);
    LLVMValueRef one = LLVMConstReal(ty, 1.0);
    LLVMValueRef r = LLVMBuildFDiv(f->b, LLVMBuildFSub(f->b, one, e, ""), LLVMBuildFAdd(f->b, one, e, ""), "");
    return lw_dst(f, in, 0, t, intr2(f, "llvm.copysign", r, a));
}

/* copysign d, a, b: b with the sign of a */
LW_H(lw_copysign)
{
    ptx_type t = lw_ty(in, 0);
    if (t != PTX_TYPE_F32 && t != PTX_TYPE_F64)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    return a && b ? lw_dst(f, in, 0, t, intr2(f, "llvm.copysign", b, a)) : -1;
}

LW_H(lw_testp)
{
    ptx_type t = lw_ty(in, 0);
    const char *op = lw_one_of(in, ".finite.infinite.number.notanumber.normal.subnormal");
    if ((t != PTX_TYPE_F32 && t != PTX_TYPE_F64) || !op)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef m = intr1(f, "llvm.fabs", a);
    LLVMValueRef inf = LLVMConstReal(ty, __builtin_inf());
    LLVMValueRef minn = LLVMConstReal(ty, t == PTX_TYPE_F32 ? 0x1p-126 : 0x1p-1022);
    LLVMValueRef r;
    if (!strcmp(op, ".finite"))
        r = LLVMBuildFCmp(f->b, LLVMRealOLT, m, inf, "");
    else if (!strcmp(op, ".infinite"))
        r = LLVMBuildFCmp(f->b, LLVMRealOEQ, m, inf, "");
    else if (!strcmp(op, ".number"))
        r = LLVMBuildFCmp(f->b, LLVMRealORD, a, a, "");
    else if (!strcmp(op, ".notanumber"))
        r = LLVMBuildFCmp(f->b, LLVMRealUNO, a, a, "");
    else if (!strcmp(op, ".normal"))
        r = LLVMBuildAnd(f->b, LLVMBuildFCmp(f->b, LLVMRealOGE, m, minn, ""), LLVMBuildFCmp(f->b, LLVMRealOLT, m, inf, ""), "");
    else
        r = LLVMBuildAnd(f->b, LLVMBuildFCmp(f->b, LLVMRealOLT, m, minn, ""),
                         LLVMBuildFCmp(f->b, LLVMRealOGT, m, LLVMConstNull(ty), ""), "");
    return lw_dst(f, in, 0, PTX_TYPE_PRED, r);
}
