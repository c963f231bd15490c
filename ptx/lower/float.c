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

/* 16-bit floats (scalar, or two lanes in 32 bits) with the lanes whose
 * magnitude is below lim (the least normal's bits) made signed zeros. */
static LLVMValueRef ftz_bits(lw_fn *f, LLVMValueRef x, uint64_t lim)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMValueRef bits = lw_as_int(f, x);
    unsigned n = LLVMGetIntTypeWidth(LLVMTypeOf(bits));
    LLVMValueRef keep = lw_int(f, n, 0);
    for (unsigned lane = 0; lane < n / 16; lane++) {
        LLVMValueRef h = LLVMBuildAnd(f->b, LLVMBuildLShr(f->b, bits, lw_int(f, n, 16 * lane), ""), lw_int(f, n, 0x7fff), "");
        LLVMValueRef tiny = LLVMBuildICmp(f->b, LLVMIntULT, h, lw_int(f, n, lim), "");
        LLVMValueRef m = LLVMBuildSelect(f->b, tiny, lw_int(f, n, UINT64_C(0x8000) << (16 * lane)),
                                         lw_int(f, n, UINT64_C(0xffff) << (16 * lane)), "");
        keep = LLVMBuildOr(f->b, keep, m, "");
    }
    return LLVMBuildBitCast(f->b, LLVMBuildAnd(f->b, bits, keep, ""), ty, "");
}

/* Subnormal f32 values flush to a zero of the same sign; so do f16 and
 * bf16 ones (their .ftz forms), lane by lane for the x2 types. */
LLVMValueRef lw_ftz(lw_fn *f, LLVMValueRef x)
{
    LLVMTypeRef ty = LLVMTypeOf(x), et = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
    if (et == f->M->f16)
        return ftz_bits(f, x, 0x0400);
    if (et == f->M->bf16)
        return ftz_bits(f, x, 0x0080);
    if (!is_f32(x, f))
        return x;
    LLVMValueRef tiny = LLVMBuildFCmp(f->b, LLVMRealOLT, intr1(f, "llvm.fabs", x), LLVMConstReal(f->M->f32, 0x1p-126), "");
    LLVMValueRef z = intr2(f, "llvm.copysign", LLVMConstNull(f->M->f32), x);
    return LLVMBuildSelect(f->b, tiny, z, x, "");
}

/* The float constant v of type ty, splat when ty is a vector. */
static LLVMValueRef fsplat(LLVMTypeRef ty, double v)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return LLVMConstReal(ty, v);
    LLVMValueRef e[8], c = LLVMConstReal(LLVMGetElementType(ty), v);
    unsigned n = LLVMGetVectorSize(ty);
    for (unsigned k = 0; k < n && k < 8; k++)
        e[k] = c;
    return LLVMConstVector(e, n);
}

/* Clamp to [0, 1]; NaN and -0 give +0. Compares and selects: the
 * minnum/maxnum intrinsics leave the sign of a zero result to the CPU. */
LLVMValueRef lw_fsat(lw_fn *f, LLVMValueRef x)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMValueRef one = fsplat(ty, 1.0), zero = LLVMConstNull(ty);
    x = LLVMBuildSelect(f->b, LLVMBuildFCmp(f->b, LLVMRealOGT, x, one, ""), one, x, "");
    return LLVMBuildSelect(f->b, LLVMBuildFCmp(f->b, LLVMRealULE, x, zero, ""), zero, x, "");
}

/* PTX's canonical NaN (positive, every mantissa bit set) as bits of it. */
static LLVMValueRef canonical_nan(LLVMTypeRef it)
{
    unsigned n = LLVMGetIntTypeWidth(it);
    return LLVMConstInt(it, UINT64_MAX >> (65 - n), 0);
}

/* Apply fn lane by lane to a vector (x2 forms), or once to a scalar. */
typedef LLVMValueRef (*lane2_fn)(lw_fn *f, LLVMValueRef a, LLVMValueRef b, bool max, bool nan_wins);

static LLVMValueRef per_lane(lw_fn *f, lane2_fn fn, LLVMValueRef a, LLVMValueRef b, bool max, bool nan_wins)
{
    LLVMTypeRef ty = LLVMTypeOf(a);
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return fn(f, a, b, max, nan_wins);
    LLVMValueRef v = LLVMGetUndef(ty);
    for (unsigned k = 0; k < LLVMGetVectorSize(ty); k++) {
        LLVMValueRef i = lw_int(f, 32, k);
        LLVMValueRef r = fn(f, LLVMBuildExtractElement(f->b, a, i, ""),
                            b ? LLVMBuildExtractElement(f->b, b, i, "") : NULL, max, nan_wins);
        v = LLVMBuildInsertElement(f->b, v, r, i, "");
    }
    return v;
}

/* One lane of min/max: -0 is below +0, one NaN gives the other operand,
 * two NaNs (or any with .NaN) the canonical NaN. The result is selected
 * on the operands' bits: llvm.minnum/maxnum leave a zero's sign open,
 * llvm.minimum/maximum the NaN's bits, and a 16-bit float may be taken
 * through f32 (quieting a signalling NaN) by the CPU. */
static LLVMValueRef minmax_lane(lw_fn *f, LLVMValueRef a, LLVMValueRef b, bool max, bool nan_wins)
{
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef ca = a, cb = b; /* compared exactly in f32 when 16-bit */
    if (ty == f->M->f16 || ty == f->M->bf16) {
        ca = lw_widen16(f, a);
        cb = lw_widen16(f, b);
    }
    LLVMValueRef ia = lw_as_int(f, a), ib = lw_as_int(f, b);
    LLVMTypeRef it = LLVMTypeOf(ia);
    LLVMValueRef beats = LLVMBuildFCmp(f->b, max ? LLVMRealOGT : LLVMRealOLT, ca, cb, "");
    /* equal values differ at most in a zero's sign: min takes the negative */
    LLVMValueRef aneg = LLVMBuildICmp(f->b, LLVMIntSLT, ia, LLVMConstNull(it), "");
    LLVMValueRef tie = LLVMBuildAnd(f->b, LLVMBuildFCmp(f->b, LLVMRealOEQ, ca, cb, ""),
                                    max ? LLVMBuildNot(f->b, aneg, "") : aneg, "");
    LLVMValueRef anan = LLVMBuildFCmp(f->b, LLVMRealUNO, ca, ca, "");
    LLVMValueRef bnan = LLVMBuildFCmp(f->b, LLVMRealUNO, cb, cb, "");
    LLVMValueRef pick = LLVMBuildOr(f->b, LLVMBuildOr(f->b, beats, tie, ""), bnan, "");
    LLVMValueRef r = LLVMBuildSelect(f->b, pick, ia, ib, "");
    LLVMValueRef nan = nan_wins ? LLVMBuildOr(f->b, anan, bnan, "") : LLVMBuildAnd(f->b, anan, bnan, "");
    r = LLVMBuildSelect(f->b, nan, canonical_nan(it), r, "");
    return LLVMBuildBitCast(f->b, r, ty, "");
}

LLVMValueRef lw_fminmax(lw_fn *f, LLVMValueRef a, LLVMValueRef b, bool max, bool nan_wins)
{
    return per_lane(f, minmax_lane, a, b, max, nan_wins);
}

/* .relu of one lane: a negative value (-0 included) becomes +0, a NaN the
 * canonical NaN; on the bits. */
static LLVMValueRef relu_lane(lw_fn *f, LLVMValueRef x, LLVMValueRef unused, bool u1, bool u2)
{
    (void)unused, (void)u1, (void)u2;
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMValueRef cx = lw_widen16(f, x);
    LLVMValueRef bits = lw_as_int(f, x);
    LLVMTypeRef it = LLVMTypeOf(bits);
    LLVMValueRef neg = LLVMBuildICmp(f->b, LLVMIntSLT, bits, LLVMConstNull(it), "");
    bits = LLVMBuildSelect(f->b, neg, LLVMConstNull(it), bits, "");
    bits = LLVMBuildSelect(f->b, LLVMBuildFCmp(f->b, LLVMRealUNO, cx, cx, ""), canonical_nan(it), bits, "");
    return LLVMBuildBitCast(f->b, bits, ty, "");
}

LLVMValueRef lw_frelu(lw_fn *f, LLVMValueRef x)
{
    return per_lane(f, relu_lane, x, NULL, false, false);
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
    /* NaN bits: lower/cpu (nan.c) makes them canonical where they leave arithmetic */
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

/* ---- residuals of the directed roundings ----
 * Each is a value whose sign is that of exact - r. Residuals computed in
 * the operation's own type lose their sign when they underflow: f32 ones
 * are computed in f64 instead (where they are exact), f64 ones on operands
 * scaled by a power of two when they are tiny. An overflow to infinity of
 * an exact finite value has the residual -r. */

static LLVMValueRef fconst(LLVMValueRef like, double v)
{
    return LLVMConstReal(LLVMTypeOf(like), v);
}

static LLVMValueRef finite(lw_fn *f, LLVMValueRef x)
{
    return LLVMBuildFCmp(f->b, LLVMRealOLT, intr1(f, "llvm.fabs", x), fconst(x, __builtin_inf()), "");
}

static LLVMValueRef tiny(lw_fn *f, LLVMValueRef x, double below)
{
    return LLVMBuildFCmp(f->b, LLVMRealOLT, intr1(f, "llvm.fabs", x), fconst(x, below), "");
}

static LLVMValueRef ext64(lw_fn *f, LLVMValueRef x)
{
    return LLVMBuildFPExt(f->b, lw_widen16(f, x), f->M->f64, "");
}

static LLVMValueRef scale(lw_fn *f, LLVMValueRef cond, LLVMValueRef x, double by)
{
    return LLVMBuildSelect(f->b, cond, LLVMBuildFMul(f->b, x, fconst(x, by), ""), x, "");
}

/* r overflowed from finite operands (all true in ok): the residual is -r. */
static LLVMValueRef overflow_resid(lw_fn *f, LLVMValueRef r, LLVMValueRef resid, LLVMValueRef ok)
{
    LLVMValueRef inf = LLVMBuildNot(f->b, finite(f, r), "");
    LLVMValueRef nan = LLVMBuildFCmp(f->b, LLVMRealUNO, r, r, "");
    LLVMValueRef ovf = LLVMBuildAnd(f->b, LLVMBuildAnd(f->b, inf, LLVMBuildNot(f->b, nan, ""), ""), ok, "");
    LLVMValueRef neg = LLVMBuildFNeg(f->b, r, "");
    if (LLVMTypeOf(neg) != LLVMTypeOf(resid))
        neg = LLVMBuildFPExt(f->b, neg, LLVMTypeOf(resid), "");
    return LLVMBuildSelect(f->b, ovf, neg, resid, "");
}

static LLVMValueRef add_resid(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef r)
{
    LLVMValueRef ok = LLVMBuildAnd(f->b, finite(f, a), finite(f, b), "");
    return overflow_resid(f, r, two_sum_err(f, a, b, r), ok);
}

static LLVMValueRef mul_resid(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef r)
{
    if (is_f32(r, f)) /* the product of two f32 and its residual are exact in f64 */
        return LLVMBuildFSub(f->b, LLVMBuildFMul(f->b, ext64(f, a), ext64(f, b), ""), ext64(f, r), "");
    LLVMValueRef normal = fma3(f, a, b, LLVMBuildFNeg(f->b, r, ""));
    /* a tiny product: the smaller operand scaled up (its residual's last
     * bit is at least 2^-1180); one that rounded to zero: the sign of the
     * product, unless an operand is zero */
    LLVMValueRef small = tiny(f, r, 0x1p-968);
    LLVMValueRef a_less = LLVMBuildFCmp(f->b, LLVMRealOLT, intr1(f, "llvm.fabs", a), intr1(f, "llvm.fabs", b), "");
    LLVMValueRef x = LLVMBuildSelect(f->b, a_less, a, b, ""), y = LLVMBuildSelect(f->b, a_less, b, a, "");
    LLVMValueRef scaled = fma3(f, LLVMBuildFMul(f->b, x, fconst(x, 0x1p200), ""), y,
                               LLVMBuildFNeg(f->b, LLVMBuildFMul(f->b, r, fconst(r, 0x1p200), ""), ""));
    LLVMValueRef zero_op = LLVMBuildOr(f->b, LLVMBuildFCmp(f->b, LLVMRealOEQ, a, fconst(a, 0), ""),
                                       LLVMBuildFCmp(f->b, LLVMRealOEQ, b, fconst(b, 0), ""), "");
    LLVMValueRef rzero = LLVMBuildFCmp(f->b, LLVMRealOEQ, r, fconst(r, 0), "");
    LLVMValueRef zres = LLVMBuildSelect(f->b, zero_op, fconst(r, 0), intr2(f, "llvm.copysign", fconst(r, 1), r), "");
    LLVMValueRef resid = LLVMBuildSelect(f->b, rzero, zres, LLVMBuildSelect(f->b, small, scaled, normal, ""), "");
    return overflow_resid(f, r, resid, LLVMBuildAnd(f->b, finite(f, a), finite(f, b), ""));
}

/* the sign of a/b - q: that of a - q*b, times b's sign */
static LLVMValueRef div_resid(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef q)
{
    LLVMValueRef rem;
    if (is_f32(q, f)) {
        rem = LLVMBuildFSub(f->b, ext64(f, a), LLVMBuildFMul(f->b, ext64(f, q), ext64(f, b), ""), "");
    } else {
        LLVMValueRef sc = LLVMBuildAnd(f->b, tiny(f, a, 0x1p-968), tiny(f, b, 0x1p800), "");
        rem = fma3(f, LLVMBuildFNeg(f->b, q, ""), scale(f, sc, b, 0x1p200), scale(f, sc, a, 0x1p200));
    }
    LLVMValueRef bneg = LLVMBuildFCmp(f->b, LLVMRealOLT, b, LLVMConstNull(LLVMTypeOf(b)), "");
    return LLVMBuildSelect(f->b, bneg, LLVMBuildFNeg(f->b, rem, ""), rem, "");
}

/* the sign of sqrt(a) - s: that of a - s*s */
static LLVMValueRef sqrt_resid(lw_fn *f, LLVMValueRef a, LLVMValueRef s)
{
    if (is_f32(s, f)) {
        LLVMValueRef sd = ext64(f, s);
        return LLVMBuildFSub(f->b, ext64(f, a), LLVMBuildFMul(f->b, sd, sd, ""), "");
    }
    LLVMValueRef sc = tiny(f, a, 0x1p-968);
    LLVMValueRef s2 = scale(f, sc, s, 0x1p100);
    return fma3(f, LLVMBuildFNeg(f->b, s2, ""), s2, scale(f, sc, a, 0x1p200));
}

/* An exact zero sum a + b (sum: the round-to-nearest sum, 0 only when
 * exact) is -0 when rounding down, unless both addends are +0 (IEEE 754;
 * round to nearest gives +0). */
static LLVMValueRef rm_zero(lw_fn *f, LLVMValueRef r, LLVMValueRef sum, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef ia = lw_as_int(f, a), ib = lw_as_int(f, b);
    LLVMValueRef both_pos = LLVMBuildICmp(f->b, LLVMIntEQ, LLVMBuildOr(f->b, ia, ib, ""), LLVMConstNull(LLVMTypeOf(ia)), "");
    LLVMValueRef zero = LLVMBuildFCmp(f->b, LLVMRealOEQ, sum, fconst(sum, 0), "");
    LLVMValueRef neg = LLVMBuildAnd(f->b, zero, LLVMBuildNot(f->b, both_pos, ""), "");
    return LLVMBuildSelect(f->b, neg, fconst(r, -0.0), r, "");
}

/* ---- half precision ----
 * bf16 arithmetic is done in f32 and rounded back by lw_narrow (the CPU's
 * own bf16 conversion may flush subnormals or be a library call); f32 has
 * enough bits (24 >= 2*8+2) that rounding twice is rounding once. fma of
 * f16/bf16 is done in f64 and rounded to odd, then to the type. Packed
 * x2 forms go lane by lane. */

static bool is_x2(ptx_type t)
{
    return t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2;
}

static ptx_type lane_type(ptx_type t)
{
    return t == PTX_TYPE_F16X2 ? PTX_TYPE_F16 : t == PTX_TYPE_BF16X2 ? PTX_TYPE_BF16 : t;
}

static LLVMValueRef half_fma(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c, ptx_type t)
{
    LLVMValueRef p = LLVMBuildFMul(f->b, ext64(f, a), ext64(f, b), ""), cd = ext64(f, c); /* exact */
    LLVMValueRef s = LLVMBuildFAdd(f->b, p, cd, "");
    LLVMValueRef e = two_sum_err(f, p, cd, s);
    /* s rounded to odd: toward zero, then the last bit set when inexact */
    LLVMValueRef rz = lw_round_fix(f, s, e, ".rz");
    LLVMValueRef odd = LLVMBuildBitCast(f->b, LLVMBuildOr(f->b, lw_as_int(f, rz), lw_int(f, 64, 1), ""), f->M->f64, "");
    LLVMValueRef inexact = LLVMBuildFCmp(f->b, LLVMRealONE, e, fconst(e, 0), "");
    return lw_narrow(f, LLVMBuildSelect(f->b, inexact, odd, s, ""), t, ".rn");
}

/* one lane of add/sub/mul ('a' 's' 'm') or fma ('f') */
static LLVMValueRef arith_lane(lw_fn *f, char op, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c, ptx_type t,
                               const char *mode)
{
    if (op == 'f' && (t == PTX_TYPE_F16 || t == PTX_TYPE_BF16))
        return half_fma(f, a, b, c, t);
    if (t == PTX_TYPE_BF16) {
        LLVMValueRef r = arith_lane(f, op, lw_widen16(f, a), lw_widen16(f, b),
                                    NULL, PTX_TYPE_F32, NULL);
        return lw_narrow(f, r, t, ".rn");
    }
    LLVMValueRef r, err = NULL;
    switch (op) {
    case 'a':
        r = LLVMBuildFAdd(f->b, a, b, "");
        if (directed(mode))
            err = add_resid(f, a, b, r);
        break;
    case 's':
        r = LLVMBuildFSub(f->b, a, b, "");
        if (directed(mode))
            err = add_resid(f, a, LLVMBuildFNeg(f->b, b, ""), r);
        break;
    case 'm':
        r = LLVMBuildFMul(f->b, a, b, "");
        if (directed(mode))
            err = mul_resid(f, a, b, r);
        break;
    default:
        return fma3(f, a, b, c);
    }
    /* Without a rounding modifier ptxas may fuse a mul into the add or sub
     * that uses it (nvcc's --fmad=true output relies on it): contract lets
     * lower/cpu fuse them the same way, into one rounding. */
    if (!mode && (t == PTX_TYPE_F32 || t == PTX_TYPE_F64))
        LLVMSetFastMathFlags(r, LLVMFastMathAllowContract);
    if (!err)
        return r;
    LLVMValueRef sum = r;
    r = lw_round_fix(f, r, err, mode);
    if (op != 'm' && !strcmp(mode, ".rm"))
        r = rm_zero(f, r, sum, a, op == 's' ? LLVMBuildFNeg(f->b, b, "") : b);
    return r;
}

static LLVMValueRef arith(lw_fn *f, char op, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c, ptx_type t,
                          const char *mode)
{
    if (!is_x2(t))
        return arith_lane(f, op, a, b, c, t, mode);
    LLVMValueRef v = LLVMGetUndef(LLVMTypeOf(a));
    for (unsigned k = 0; k < 2; k++) {
        LLVMValueRef i = lw_int(f, 32, k);
        LLVMValueRef r = arith_lane(f, op, LLVMBuildExtractElement(f->b, a, i, ""), LLVMBuildExtractElement(f->b, b, i, ""),
                                    c ? LLVMBuildExtractElement(f->b, c, i, "") : NULL, lane_type(t), mode);
        v = LLVMBuildInsertElement(f->b, v, r, i, "");
    }
    return v;
}

/* Operands 1..n of type t into v, flushed to zero under .ftz; -1 after an
 * error (reported). */
static int sources(lw_fn *f, const ptx_instr *in, ptx_type t, unsigned n, LLVMValueRef *v)
{
    if (lw_need_ops(f, in, n + 1))
        return -1;
    for (unsigned k = 0; k < n; k++) {
        v[k] = lw_src(f, in, k + 1, t);
        if (!v[k])
            return -1;
        if (lw_has(in, ".ftz"))
            v[k] = lw_ftz(f, v[k]);
    }
    return 0;
}

/* add/sub/mul */
LW_H(lw_farith)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    LLVMValueRef v[2];
    if (sources(f, in, t, 2, v))
        return -1;
    LLVMValueRef a = v[0], b = v[1];
    return lw_dst(f, in, 0, t, finish(f, in, arith(f, in->opcode[0], a, b, NULL, t, mode)));
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
    r = lw_round_fix(f, r, resid, mode);
    if (!strcmp(mode, ".rm")) /* a*b + c exactly 0: -0 unless a*b and c are +0 */
        r = LLVMBuildFPTrunc(f->b, rm_zero(f, LLVMBuildFPExt(f->b, r, d, ""), s, p, cd), f->M->f32, "");
    return r;
}

static LLVMValueRef fsel(lw_fn *f, LLVMValueRef cond, LLVMValueRef x, LLVMValueRef y)
{
    return LLVMBuildSelect(f->b, cond, x, y, "");
}

static LLVMValueRef fcmp_abs(lw_fn *f, LLVMRealPredicate p, LLVMValueRef x, double v)
{
    return LLVMBuildFCmp(f->b, p, intr1(f, "llvm.fabs", x), fconst(x, v), "");
}

/* The exact error of r1 = fma(x, y, c), as r2 + r3 (ErrFma, from Boldo and
 * Muller's "Exact and approximated error of the FMA"): x*y + c == r1 + r2
 * + r3 exactly and |r2 + r3| <= ulp(r1)/2, provided the error of x*y is a
 * double (|x*y| >= 2^-968) and nothing overflows. */
static LLVMValueRef fma_error(lw_fn *f, LLVMValueRef x, LLVMValueRef y, LLVMValueRef c, LLVMValueRef r1)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef p1 = LLVMBuildFMul(B, x, y, ""), p2 = fma3(f, x, y, LLVMBuildFNeg(B, p1, ""));
    LLVMValueRef al1 = LLVMBuildFAdd(B, c, p2, ""), al2 = two_sum_err(f, c, p2, al1);
    LLVMValueRef be1 = LLVMBuildFAdd(B, p1, al1, ""), be2 = two_sum_err(f, p1, al1, be1);
    LLVMValueRef g = LLVMBuildFAdd(B, LLVMBuildFSub(B, be1, r1, ""), be2, "");
    LLVMValueRef r2 = LLVMBuildFAdd(B, g, al2, ""); /* Fast2Sum(g, al2) */
    LLVMValueRef r3 = LLVMBuildFSub(B, al2, LLVMBuildFSub(B, r2, g, ""), "");
    return LLVMBuildFAdd(B, r2, r3, "");
}

/* f64 fma with a directed rounding: the residual of r = RN(a*b + c) is
 * exact with ErrFma where a*b is of moderate size. Beyond that, the
 * operands are scaled by a power of two, which keeps the sign of
 * a*b + c - r:
 *  - |a*b| < 2^-968: its error may be below the least subnormal. If
 *    a*b rounds to 0 (|a*b| <= 2^-1075), a*b + c - r is c - r unless that
 *    is 0 (c and r are multiples of 2^-1074), else the sign of a*b. If
 *    |c| >= 2^-900, r is c (a*b is below half its ulp) and the sign is that
 *    of a*b. Otherwise the smaller of a and b, c and r are scaled by 2^110:
 *    then r1 = fma of the scaled operands and 2^110 r are multiples of
 *    ulp(r1), their difference is exact and, when not 0, outweighs the
 *    error of r1.
 *  - |a*b| > 2^1000: the larger of a and b, c and r are scaled by 2^-110
 *    (exact: r is then a multiple of a large power of two, or a*b's size);
 *    a c below 2^-900 only decides ties and exact results there, so it is
 *    kept as it is. An r that overflowed has the residual -r. */
static LLVMValueRef fma_directed_f64(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c, const char *mode)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef r = fma3(f, a, b, c), u1 = LLVMBuildFMul(B, a, b, "");
    LLVMValueRef big = fcmp_abs(f, LLVMRealUGT, u1, 0x1p1000), small = fcmp_abs(f, LLVMRealOLT, u1, 0x1p-968);
    LLVMValueRef zero = LLVMBuildFCmp(B, LLVMRealOEQ, u1, fconst(u1, 0), "");
    LLVMValueRef c_big = fcmp_abs(f, LLVMRealOGE, c, 0x1p-900);
    LLVMValueRef a_less = LLVMBuildFCmp(B, LLVMRealOLT, intr1(f, "llvm.fabs", a), intr1(f, "llvm.fabs", b), "");
    LLVMValueRef x = fsel(f, a_less, a, b), y = fsel(f, a_less, b, a); /* |x| <= |y| */
    x = scale(f, small, x, 0x1p110);
    y = scale(f, big, y, 0x1p-110);
    LLVMValueRef cs = fsel(f, small, LLVMBuildFMul(B, c, fconst(c, 0x1p110), ""),
                           scale(f, LLVMBuildAnd(B, big, c_big, ""), c, 0x1p-110));
    LLVMValueRef rs = fsel(f, small, LLVMBuildFMul(B, r, fconst(r, 0x1p110), ""), scale(f, big, r, 0x1p-110));
    LLVMValueRef r1 = fma3(f, x, y, cs);
    LLVMValueRef resid = LLVMBuildFAdd(B, LLVMBuildFSub(B, r1, rs, ""), fma_error(f, x, y, cs, r1), "");
    /* the sign of a*b: 0 when a or b is 0 */
    LLVMValueRef zero_op = LLVMBuildOr(B, LLVMBuildFCmp(B, LLVMRealOEQ, a, fconst(a, 0), ""),
                                       LLVMBuildFCmp(B, LLVMRealOEQ, b, fconst(b, 0), ""), "");
    LLVMValueRef sign = LLVMBuildFMul(B, intr2(f, "llvm.copysign", fconst(a, 1), a),
                                      intr2(f, "llvm.copysign", fconst(b, 1), b), "");
    sign = fsel(f, zero_op, fconst(a, 0), sign);
    LLVMValueRef c_r = LLVMBuildFSub(B, c, r, "");
    LLVMValueRef c_is_r = LLVMBuildFCmp(B, LLVMRealOEQ, c_r, fconst(c, 0), "");
    resid = fsel(f, LLVMBuildAnd(B, small, c_big, ""), sign, resid);
    resid = fsel(f, zero, fsel(f, c_is_r, sign, c_r), resid);
    LLVMValueRef ok = LLVMBuildAnd(B, LLVMBuildAnd(B, finite(f, a), finite(f, b), ""), finite(f, c), "");
    resid = overflow_resid(f, r, fsel(f, ok, resid, fconst(r, 0)), ok);
    LLVMValueRef d = lw_round_fix(f, r, resid, mode);
    if (strcmp(mode, ".rm"))
        return d;
    /* a*b + c exactly 0: -0 unless a*b and c are +0 */
    LLVMValueRef exact0 = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOEQ, r, fconst(r, 0), ""),
                                       LLVMBuildFCmp(B, LLVMRealOEQ, resid, fconst(r, 0), ""), "");
    LLVMValueRef both_pos = LLVMBuildICmp(B, LLVMIntEQ, LLVMBuildOr(B, lw_as_int(f, u1), lw_as_int(f, c), ""),
                                          lw_int(f, 64, 0), "");
    return fsel(f, LLVMBuildAnd(B, exact0, LLVMBuildNot(B, both_pos, ""), ""), fconst(r, -0.0), d);
}

/* fma, and mad on floats (mad.f32 is fused since sm_20) */
LW_H(lw_fma)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    /* .relu (16-bit types, .rn, not with .sat): negative results +0, NaN
     * the canonical NaN */
    bool relu = lw_has(in, ".relu");
    if (!arith_type(t) || check_rounding(f, in, t, mode) ||
        (relu && (lane_type(t) == PTX_TYPE_F32 || lane_type(t) == PTX_TYPE_F64 || directed(mode) ||
                  lw_has(in, ".sat"))))
        return lw_unsupported(f, in);
    LLVMValueRef v[3];
    if (sources(f, in, t, 3, v))
        return -1;
    LLVMValueRef a = v[0], b = v[1], c = v[2];
    LLVMValueRef r = !directed(mode) ? arith(f, 'f', a, b, c, t, NULL)
                   : t == PTX_TYPE_F32 ? fma_directed_f32(f, a, b, c, mode) : fma_directed_f64(f, a, b, c, mode);
    r = finish(f, in, r);
    return lw_dst(f, in, 0, t, relu ? lw_frelu(f, r) : r);
}

/* q = a / b rounded per mode */
static LLVMValueRef divide(lw_fn *f, LLVMValueRef a, LLVMValueRef b, const char *mode)
{
    LLVMValueRef q = LLVMBuildFDiv(f->b, a, b, "");
    if (!directed(mode))
        return q;
    return lw_round_fix(f, q, div_resid(f, a, b, q), mode);
}

LW_H(lw_fdiv)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    LLVMValueRef v[2];
    if (sources(f, in, t, 2, v))
        return -1;
    LLVMValueRef a = v[0], b = v[1];
    return lw_dst(f, in, 0, t, finish(f, in, divide(f, a, b, mode)));
}

LW_H(lw_rcp)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    LLVMValueRef a;
    if (sources(f, in, t, 1, &a))
        return -1;
    LLVMValueRef one = LLVMConstReal(LLVMTypeOf(a), 1.0);
    return lw_dst(f, in, 0, t, finish(f, in, divide(f, one, a, mode)));
}

LW_H(lw_sqrt)
{
    ptx_type t = lw_ty(in, 0);
    const char *mode = lw_rounding(in);
    if (!arith_type(t) || check_rounding(f, in, t, mode))
        return lw_unsupported(f, in);
    LLVMValueRef a;
    if (sources(f, in, t, 1, &a))
        return -1;
    LLVMValueRef s = intr1(f, "llvm.sqrt", a);
    if (directed(mode))
        s = lw_round_fix(f, s, sqrt_resid(f, a, s), mode);
    return lw_dst(f, in, 0, t, finish(f, in, s));
}

LW_H(lw_rsqrt)
{
    ptx_type t = lw_ty(in, 0);
    if (!arith_type(t))
        return lw_unsupported(f, in);
    LLVMValueRef a;
    if (sources(f, in, t, 1, &a))
        return -1;
    LLVMValueRef r = LLVMBuildFDiv(f->b, LLVMConstReal(LLVMTypeOf(a), 1.0), intr1(f, "llvm.sqrt", a), "");
    return lw_dst(f, in, 0, t, finish(f, in, r));
}

/* fn of a 16-bit float (scalar or x2), computed in f32 and rounded back
 * lane by lane (the CPU may round bf16 through a library call, or flush
 * its subnormals); other types directly. */
typedef LLVMValueRef (*unary_fn)(lw_fn *f, LLVMValueRef x, const char *intr);

/* x (f32) rounded to the 16-bit type lt; a NaN becomes the canonical
 * 0x7fff (fptrunc to half keeps payload bits, which the CPU's conversion
 * or library call decides). */
static LLVMValueRef narrow_canonical(lw_fn *f, LLVMValueRef x, ptx_type lt)
{
    LLVMValueRef r = lw_narrow(f, x, lt, NULL);
    LLVMValueRef bits = LLVMBuildBitCast(f->b, r, f->M->i16, "");
    LLVMValueRef nan = LLVMBuildFCmp(f->b, LLVMRealUNO, x, x, "");
    return LLVMBuildBitCast(f->b, LLVMBuildSelect(f->b, nan, lw_int(f, 16, 0x7fff), bits, ""), LLVMTypeOf(r), "");
}

static LLVMValueRef via_f32(lw_fn *f, LLVMValueRef x, ptx_type t, unary_fn fn, const char *intr)
{
    ptx_type lt = lane_type(t);
    if (lt != PTX_TYPE_F16 && lt != PTX_TYPE_BF16)
        return fn(f, x, intr);
    if (!is_x2(t))
        return narrow_canonical(f, fn(f, lw_widen16(f, x), intr), lt);
    LLVMValueRef v = LLVMGetUndef(LLVMTypeOf(x));
    for (unsigned k = 0; k < 2; k++) {
        LLVMValueRef i = lw_int(f, 32, k);
        LLVMValueRef e = lw_widen16(f, LLVMBuildExtractElement(f->b, x, i, ""));
        v = LLVMBuildInsertElement(f->b, v, narrow_canonical(f, fn(f, e, intr), lt), i, "");
    }
    return v;
}

/* sin, cos, lg2, ex2, tanh: approx.c's deterministic sequences. */
static LLVMValueRef approx_fn(lw_fn *f, LLVMValueRef x, const char *op)
{
    return lw_approx(f, x, op);
}

/* sin, cos, lg2, ex2 (.approx) */
LW_H(lw_fmath)
{
    static const char *const fns[] = {"sin", "cos", "lg2", "ex2"};
    ptx_type t = lw_ty(in, 0);
    if (!arith_type(t))
        return lw_unsupported(f, in);
    LLVMValueRef a;
    if (sources(f, in, t, 1, &a))
        return -1;
    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++)
        if (!strcmp(in->opcode, fns[i]))
            return lw_dst(f, in, 0, t, finish(f, in, via_f32(f, a, t, approx_fn, fns[i])));
    return lw_unsupported(f, in);
}

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
    return lw_dst(f, in, 0, t, via_f32(f, a, t, approx_fn, "tanh"));
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
