/* The .approx functions sin, cos, lg2, ex2 and tanh, as sequences of exact
 * IEEE operations in f64 (add, sub, mul, div, compares, selects and bit
 * operations) rounded once to the operand's type. They give the same bits
 * on every x86-64 CPU: no libm call (the C library picks its code per CPU,
 * with or without FMA), no estimate instructions, no fused multiply-add
 * (the IR has no fma and no contraction flags), and no fptosi of a value
 * that could be out of range. Their errors are far below the ISA's bounds
 * (about 2^-50 relative before the final rounding), except sin/cos beyond
 * |x| ~ 2^20, where the reduction by pi/2 loses bits (as the GPU's does). */
#include "lower.h"

static LLVMValueRef dc(lw_fn *f, double v)
{
    return LLVMConstReal(f->M->f64, v);
}

static LLVMValueRef add(lw_fn *f, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildFAdd(f->b, a, b, "");
}

static LLVMValueRef mul(lw_fn *f, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildFMul(f->b, a, b, "");
}

static LLVMValueRef sel(lw_fn *f, LLVMValueRef c, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(f->b, c, a, b, "");
}

static LLVMValueRef fcmp(lw_fn *f, LLVMRealPredicate p, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildFCmp(f->b, p, a, b, "");
}

static LLVMValueRef fabs64(lw_fn *f, LLVMValueRef x)
{
    LLVMTypeRef ty = f->M->f64;
    return lw_call_intr(f, "llvm.fabs", &ty, 1, &x, 1);
}

/* sum c[k] x^k, k < n, by Horner's rule (separate mul and add). */
static LLVMValueRef horner(lw_fn *f, LLVMValueRef x, const double *c, unsigned n)
{
    LLVMValueRef r = dc(f, c[n - 1]);
    for (unsigned k = n - 1; k-- > 0;)
        r = add(f, mul(f, r, x), dc(f, c[k]));
    return r;
}

/* x rounded to an integer, ties to even, for |x| < 2^52: adding 2^52 of
 * x's sign leaves no fraction bits (no library call, no SSE4.1 needed). */
static LLVMValueRef rint52(lw_fn *f, LLVMValueRef x)
{
    LLVMTypeRef ty = f->M->f64;
    LLVMValueRef args[2] = {dc(f, 0x1p52), x};
    LLVMValueRef big = lw_call_intr(f, "llvm.copysign", &ty, 1, args, 2);
    LLVMValueRef r = LLVMBuildFSub(f->b, add(f, x, big), big, "");
    return sel(f, fcmp(f, LLVMRealOLT, fabs64(f, x), dc(f, 0x1p52)), r, x);
}

/* 2^k for an integral k in [-1022, 1023], on the exponent bits. */
static LLVMValueRef pow2i(lw_fn *f, LLVMValueRef k)
{
    LLVMValueRef e = LLVMBuildAdd(f->b, LLVMBuildFPToSI(f->b, k, f->M->i64, ""), lw_int(f, 64, 1023), "");
    return LLVMBuildBitCast(f->b, LLVMBuildShl(f->b, e, lw_int(f, 64, 52), ""), f->M->f64, "");
}

/* Coefficients 1/k! (exact integers divided once: the same on every host). */
static void inv_factorials(double *c, unsigned n, unsigned start, unsigned step, bool alternate)
{
    for (unsigned i = 0; i < n; i++) {
        double fact = 1;
        for (unsigned k = 2; k <= start + i * step; k++)
            fact *= k;
        c[i] = (alternate && (i & 1) ? -1.0 : 1.0) / fact;
    }
}

/* 2^x: x = k + t with |t| <= 1/2, 2^t = e^(t ln 2) by its Taylor series
 * (the 14th term is below 2^-57), times 2^k. x is clamped to [-200, 200]
 * (beyond f32's range either way); NaN passes through. */
static LLVMValueRef exp2_64(lw_fn *f, LLVMValueRef x)
{
    LLVMValueRef nan = fcmp(f, LLVMRealUNO, x, x);
    LLVMValueRef xc = sel(f, fcmp(f, LLVMRealOGT, x, dc(f, 200)), dc(f, 200), x);
    xc = sel(f, fcmp(f, LLVMRealOLT, xc, dc(f, -200)), dc(f, -200), xc);
    xc = sel(f, nan, dc(f, 0), xc);
    LLVMValueRef k = rint52(f, xc);
    LLVMValueRef z = mul(f, LLVMBuildFSub(f->b, xc, k, ""), dc(f, 0x1.62e42fefa39efp-1));
    double c[14];
    inv_factorials(c, 14, 0, 1, false);
    LLVMValueRef r = mul(f, horner(f, z, c, 14), pow2i(f, k));
    return sel(f, nan, x, r);
}

/* log2 x = e + ln(m)/ln 2 with x = m 2^e, m in [sqrt(1/2), sqrt(2)):
 * ln m = 2 atanh(s), s = (m-1)/(m+1), |s| < 0.172 (terms to s^21). 0 gives
 * -inf, +inf itself, negative values and NaN a NaN. */
static LLVMValueRef log2_64(lw_fn *f, LLVMValueRef x)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef inf = dc(f, __builtin_inf());
    LLVMValueRef ok = LLVMBuildAnd(B, fcmp(f, LLVMRealOGT, x, dc(f, 0)), fcmp(f, LLVMRealOLT, x, inf), "");
    LLVMValueRef tiny = fcmp(f, LLVMRealOLT, x, dc(f, 0x1p-1000)); /* f64 subnormals */
    LLVMValueRef xs = sel(f, ok, sel(f, tiny, mul(f, x, dc(f, 0x1p100)), x), dc(f, 1));
    LLVMValueRef bits = LLVMBuildBitCast(B, xs, f->M->i64, "");
    LLVMValueRef e = LLVMBuildSub(B, LLVMBuildLShr(B, bits, lw_int(f, 64, 52), ""), lw_int(f, 64, 1023), "");
    LLVMValueRef mb = LLVMBuildOr(B, LLVMBuildAnd(B, bits, lw_int(f, 64, UINT64_C(0x000fffffffffffff)), ""),
                                  lw_int(f, 64, UINT64_C(0x3ff0000000000000)), "");
    LLVMValueRef m = LLVMBuildBitCast(B, mb, f->M->f64, "");
    LLVMValueRef high = fcmp(f, LLVMRealOGT, m, dc(f, 0x1.6a09e667f3bcdp0));
    m = sel(f, high, mul(f, m, dc(f, 0.5)), m);
    LLVMValueRef ef = LLVMBuildSIToFP(B, e, f->M->f64, "");
    ef = add(f, ef, sel(f, high, dc(f, 1), dc(f, 0)));
    ef = add(f, ef, sel(f, tiny, dc(f, -100), dc(f, 0)));
    LLVMValueRef s = LLVMBuildFDiv(B, LLVMBuildFSub(B, m, dc(f, 1), ""), add(f, m, dc(f, 1)), "");
    double c[11];
    for (unsigned k = 0; k < 11; k++)
        c[k] = 1.0 / (2 * k + 1);
    LLVMValueRef ln = mul(f, mul(f, dc(f, 2), s), horner(f, mul(f, s, s), c, 11));
    LLVMValueRef r = add(f, ef, mul(f, ln, dc(f, 0x1.71547652b82fep0)));
    r = sel(f, fcmp(f, LLVMRealOEQ, x, inf), inf, r);
    r = sel(f, fcmp(f, LLVMRealOEQ, x, dc(f, 0)), dc(f, -__builtin_inf()), r);
    LLVMValueRef bad = LLVMBuildOr(B, fcmp(f, LLVMRealOLT, x, dc(f, 0)), fcmp(f, LLVMRealUNO, x, x), "");
    return sel(f, bad, dc(f, __builtin_nan("")), r);
}

/* sin x (cos: shift the quadrant by one): x = n pi/2 + r with pi/2 in
 * three parts of 33 bits and a tail (fdlibm's split: n*part is exact while
 * |n| < 2^20), then the Taylor series of sin r or cos r, |r| <= pi/4 (terms
 * to r^17 and r^18). Infinities and NaN give a NaN. */
static LLVMValueRef sincos_64(lw_fn *f, LLVMValueRef x, bool cosine)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef finite = fcmp(f, LLVMRealOLT, fabs64(f, x), dc(f, __builtin_inf()));
    LLVMValueRef xs = sel(f, finite, x, dc(f, 0));
    LLVMValueRef n = rint52(f, mul(f, xs, dc(f, 0x1.45f306dc9c883p-1)));
    static const double part[4] = {0x1.921fb544p0, 0x1.0b4611a6p-34, 0x1.3198a2ep-69, 0x1.b839a252049c1p-104};
    LLVMValueRef r = xs;
    for (unsigned k = 0; k < 4; k++)
        r = LLVMBuildFSub(B, r, mul(f, n, dc(f, part[k])), "");
    /* the quadrant, n mod 4: n beyond 2^62 is a multiple of 4 */
    LLVMValueRef nsafe = sel(f, fcmp(f, LLVMRealOLT, fabs64(f, n), dc(f, 0x1p62)), n, dc(f, 0));
    LLVMValueRef q = LLVMBuildFPToSI(B, nsafe, f->M->i64, "");
    q = LLVMBuildAnd(B, LLVMBuildAdd(B, q, lw_int(f, 64, cosine), ""), lw_int(f, 64, 3), "");
    LLVMValueRef r2 = mul(f, r, r);
    double cs[9], cc[10];
    inv_factorials(cs, 9, 1, 2, true);
    inv_factorials(cc, 10, 0, 2, true);
    LLVMValueRef s = mul(f, r, horner(f, r2, cs, 9)), c = horner(f, r2, cc, 10);
    LLVMValueRef odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, q, lw_int(f, 64, 1), ""), lw_int(f, 64, 0), "");
    LLVMValueRef neg = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, q, lw_int(f, 64, 2), ""), lw_int(f, 64, 0), "");
    LLVMValueRef v = sel(f, odd, c, s);
    v = sel(f, neg, LLVMBuildFNeg(B, v, ""), v);
    return sel(f, finite, v, dc(f, __builtin_nan("")));
}

/* tanh |x| = (1 - e)/(1 + e), e = 2^(-2|x| log2 e), the sign copied; below
 * 2^-10 x - x^3/3 (relative error under 2^-40; x itself for tiny x). */
static LLVMValueRef tanh_64(lw_fn *f, LLVMValueRef x)
{
    LLVMBuilderRef B = f->b;
    LLVMTypeRef ty = f->M->f64;
    LLVMValueRef ax = fabs64(f, x);
    LLVMValueRef e = exp2_64(f, mul(f, ax, dc(f, -0x1.71547652b82fep1)));
    LLVMValueRef r = LLVMBuildFDiv(B, LLVMBuildFSub(B, dc(f, 1), e, ""), add(f, dc(f, 1), e), "");
    LLVMValueRef args[2] = {r, x};
    r = lw_call_intr(f, "llvm.copysign", &ty, 1, args, 2);
    LLVMValueRef x3 = mul(f, mul(f, x, x), x);
    LLVMValueRef poly = LLVMBuildFSub(B, x, mul(f, x3, dc(f, 1.0 / 3.0)), "");
    return sel(f, fcmp(f, LLVMRealOLT, ax, dc(f, 0x1p-10)), poly, r);
}

LLVMValueRef lw_approx(lw_fn *f, LLVMValueRef x, const char *op)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMValueRef d = ty == f->M->f64 ? x : LLVMBuildFPExt(f->b, x, f->M->f64, "");
    LLVMValueRef r;
    switch (op[0]) {
    case 's': r = sincos_64(f, d, false); break;
    case 'c': r = sincos_64(f, d, true); break;
    case 'l': r = log2_64(f, d); break;
    case 'e': r = exp2_64(f, d); break;
    default: r = tanh_64(f, d); break;
    }
    if (ty != f->M->f64)
        r = LLVMBuildFPTrunc(f->b, r, ty, "");
    /* a NaN result is PTX's canonical NaN, whatever the operand's bits */
    LLVMValueRef bits = lw_as_int(f, r);
    LLVMTypeRef it = LLVMTypeOf(bits);
    LLVMValueRef canon = LLVMConstInt(it, UINT64_MAX >> (65 - LLVMGetIntTypeWidth(it)), 0);
    bits = LLVMBuildSelect(f->b, LLVMBuildFCmp(f->b, LLVMRealUNO, r, r, ""), canon, bits, "");
    return LLVMBuildBitCast(f->b, bits, ty, "");
}
