/* cvt to and from the 8-bit floats of sm_89 and sm_90: e4m3 (bias 7, no
 * infinity, 0x7f the NaN, largest 448) and e5m2 (bias 15, largest 57344).
 *   cvt.rn.satfinite{.relu}.e4m3x2.f32   d, a, b   (a to the upper byte)
 *   cvt.rn.satfinite{.relu}.e4m3x2.f16x2 d, a
 *   cvt.rn{.relu}.f16x2.e4m3x2           d, a      (exact)
 * and the same with e5m2x2. Rounding works on f32, where everything is
 * exact: the value is scaled so that the 8-bit format's last mantissa
 * bit has weight 1, rounded to an integer (ties to even), and scaled
 * back; .satfinite clamps to the largest finite value. */
#include "families.h"

#include <string.h>

typedef struct fp8 {
    unsigned mbits, bias, maxcode; /* maxcode: the largest finite value's bits */
} fp8;

static const fp8 E4M3 = {3, 7, 0x7e}, E5M2 = {2, 15, 0x7b};

static LLVMValueRef f32_pow2(lw_fn *f, LLVMValueRef k)
{
    LLVMValueRef bits = LLVMBuildShl(f->b, LLVMBuildAdd(f->b, k, lw_int(f, 32, 127), ""), lw_int(f, 32, 23), "");
    return LLVMBuildBitCast(f->b, bits, f->M->f32, "");
}

static LLVMValueRef smax(lw_fn *f, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(f->b, LLVMBuildICmp(f->b, LLVMIntSGT, a, b, ""), a, b, "");
}

/* The biased exponent field of f32 bits, unbiased. */
static LLVMValueRef exponent(lw_fn *f, LLVMValueRef bits)
{
    LLVMValueRef e = LLVMBuildAnd(f->b, LLVMBuildLShr(f->b, bits, lw_int(f, 32, 23), ""), lw_int(f, 32, 0xff), "");
    return LLVMBuildSub(f->b, e, lw_int(f, 32, 127), "");
}

/* f32 x to the 8-bit format, rounded to nearest even, saturated; i8. */
static LLVMValueRef to_fp8(lw_fn *f, LLVMValueRef x, const fp8 *t, bool relu)
{
    LLVMValueRef bits = LLVMBuildBitCast(f->b, x, f->M->i32, "");
    LLVMValueRef sign = LLVMBuildLShr(f->b, bits, lw_int(f, 32, 31), "");
    LLVMValueRef a = LLVMBuildBitCast(f->b, LLVMBuildAnd(f->b, bits, lw_int(f, 32, 0x7fffffff), ""), f->M->f32, "");
    LLVMValueRef emin = lw_int(f, 32, (uint64_t)(int64_t)(1 - (int)t->bias));
    /* the weight of the last mantissa bit at a's exponent: 2^k */
    LLVMValueRef k = LLVMBuildSub(f->b, smax(f, exponent(f, lw_as_int(f, a)), emin), lw_int(f, 32, t->mbits), "");
    k = LLVMBuildSelect(f->b, LLVMBuildICmp(f->b, LLVMIntSGT, k, lw_int(f, 32, 20), ""), lw_int(f, 32, 20), k, "");
    LLVMValueRef scaled = LLVMBuildFMul(f->b, a, f32_pow2(f, LLVMBuildNeg(f->b, k, "")), "");
    LLVMTypeRef f32 = f->M->f32;
    LLVMValueRef n = lw_call_intr(f, "llvm.roundeven", &f32, 1, &scaled, 1);
    LLVMValueRef r = LLVMBuildFMul(f->b, n, f32_pow2(f, k), "");
    LLVMValueRef rbits = lw_as_int(f, r), er = exponent(f, rbits);
    LLVMValueRef normal = LLVMBuildICmp(f->b, LLVMIntSGE, er, emin, "");
    LLVMValueRef ncode = LLVMBuildOr(
        f->b, LLVMBuildShl(f->b, LLVMBuildAdd(f->b, er, lw_int(f, 32, t->bias), ""), lw_int(f, 32, t->mbits), ""),
        LLVMBuildAnd(f->b, LLVMBuildLShr(f->b, rbits, lw_int(f, 32, 23 - t->mbits), ""),
                     lw_int(f, 32, (1u << t->mbits) - 1), ""), "");
    /* below the normal range r is a multiple of 2^(emin - mbits); other
     * values (NaN, huge) are replaced before fptoui, where they would be
     * poison */
    LLVMValueRef sub = LLVMBuildFMul(f->b, r, f32_pow2(f, lw_int(f, 32, t->bias - 1 + t->mbits)), "");
    sub = LLVMBuildSelect(f->b, normal, LLVMConstReal(f32, 0.0), sub, "");
    LLVMValueRef scode = LLVMBuildFPToUI(f->b, sub, f->M->i32, "");
    LLVMValueRef code = LLVMBuildSelect(f->b, normal, ncode, scode, "");
    /* beyond the largest value, or infinite: the largest value */
    LLVMValueRef big = LLVMBuildOr(f->b, LLVMBuildICmp(f->b, LLVMIntUGT, code, lw_int(f, 32, t->maxcode), ""),
                                   LLVMBuildFCmp(f->b, LLVMRealOGE, a, LLVMConstReal(f32, 1e30), ""), "");
    code = LLVMBuildSelect(f->b, big, lw_int(f, 32, t->maxcode), code, "");
    code = LLVMBuildOr(f->b, code, LLVMBuildShl(f->b, sign, lw_int(f, 32, 7), ""), "");
    if (relu) /* negative (-0 included) to +0 */
        code = LLVMBuildSelect(f->b, LLVMBuildICmp(f->b, LLVMIntNE, sign, lw_int(f, 32, 0), ""), lw_int(f, 32, 0),
                               code, "");
    LLVMValueRef nan = LLVMBuildFCmp(f->b, LLVMRealUNO, x, x, "");
    code = LLVMBuildSelect(f->b, nan, lw_int(f, 32, 0x7f), code, "");
    return LLVMBuildTrunc(f->b, code, f->M->i8, "");
}

/* 8-bit code c (i32, low byte) to f16, exactly. */
static LLVMValueRef from_fp8(lw_fn *f, LLVMValueRef c, const fp8 *t, bool relu)
{
    unsigned eshift = t->mbits, emask = (0x7fu >> t->mbits), mmask = (1u << t->mbits) - 1;
    LLVMValueRef e = LLVMBuildAnd(f->b, LLVMBuildLShr(f->b, c, lw_int(f, 32, eshift), ""), lw_int(f, 32, emask), "");
    LLVMValueRef m = LLVMBuildAnd(f->b, c, lw_int(f, 32, mmask), "");
    LLVMValueRef is_norm = LLVMBuildICmp(f->b, LLVMIntNE, e, lw_int(f, 32, 0), "");
    /* value = (e ? 2^mbits + m : m) * 2^(max(e,1) - bias - mbits) */
    LLVMValueRef sig = LLVMBuildSelect(f->b, is_norm, LLVMBuildOr(f->b, m, lw_int(f, 32, mmask + 1), ""), m, "");
    LLVMValueRef k = LLVMBuildSub(f->b, smax(f, e, lw_int(f, 32, 1)), lw_int(f, 32, t->bias + t->mbits), "");
    LLVMValueRef v = LLVMBuildFMul(f->b, LLVMBuildUIToFP(f->b, sig, f->M->f32, ""), f32_pow2(f, k), "");
    LLVMValueRef neg = LLVMBuildICmp(f->b, LLVMIntNE, LLVMBuildAnd(f->b, c, lw_int(f, 32, 0x80), ""), lw_int(f, 32, 0), "");
    v = LLVMBuildSelect(f->b, neg, LLVMBuildFNeg(f->b, v, ""), v, "");
    LLVMValueRef h = LLVMBuildBitCast(f->b, LLVMBuildFPTrunc(f->b, v, f->M->f16, ""), f->M->i16, "");
    /* specials: e4m3's 0x7f/0xff are NaN; e5m2's top exponent is inf/NaN */
    LLVMValueRef low7 = LLVMBuildAnd(f->b, c, lw_int(f, 32, 0x7f), "");
    LLVMValueRef nan, inf = NULL;
    if (t->bias == 7) {
        nan = LLVMBuildICmp(f->b, LLVMIntEQ, low7, lw_int(f, 32, 0x7f), "");
    } else {
        nan = LLVMBuildICmp(f->b, LLVMIntUGT, low7, lw_int(f, 32, 0x7c), "");
        inf = LLVMBuildICmp(f->b, LLVMIntEQ, low7, lw_int(f, 32, 0x7c), "");
    }
    if (inf)
        h = LLVMBuildSelect(f->b, inf, LLVMBuildSelect(f->b, neg, lw_int(f, 16, 0xfc00), lw_int(f, 16, 0x7c00), ""),
                            h, "");
    if (relu)
        h = LLVMBuildSelect(f->b, neg, lw_int(f, 16, 0), h, "");
    h = LLVMBuildSelect(f->b, nan, lw_int(f, 16, 0x7fff), h, "");
    return h;
}

static const fp8 *format_of(ptx_type t)
{
    return t == PTX_TYPE_E4M3X2 ? &E4M3 : t == PTX_TYPE_E5M2X2 ? &E5M2 : NULL;
}

static LLVMValueRef pair16(lw_fn *f, LLVMValueRef hi, LLVMValueRef lo)
{
    LLVMValueRef h = LLVMBuildShl(f->b, LLVMBuildZExt(f->b, hi, f->M->i16, ""), lw_int(f, 16, 8), "");
    return LLVMBuildOr(f->b, h, LLVMBuildZExt(f->b, lo, f->M->i16, ""), "");
}

LW_H(lw_cvt_fp8)
{
    ptx_type dt = lw_ty(in, 0), at = lw_ty(in, 1);
    const char *mode = lw_rounding(in);
    bool relu = lw_has(in, ".relu"), sat = lw_has(in, ".satfinite");
    if (!mode || strcmp(mode, ".rn") || lw_has(in, ".ftz") || lw_has(in, ".sat"))
        return lw_unsupported(f, in);
    const fp8 *to = format_of(dt), *from = format_of(at);
    if (to && sat && (at == PTX_TYPE_F32 || at == PTX_TYPE_F16X2)) {
        bool two = at == PTX_TYPE_F32;
        if (lw_need_ops(f, in, two ? 3 : 2))
            return -1;
        LLVMValueRef hi, lo;
        if (two) {
            hi = lw_src(f, in, 1, PTX_TYPE_F32);
            lo = lw_src(f, in, 2, PTX_TYPE_F32);
        } else {
            LLVMValueRef v = lw_src(f, in, 1, PTX_TYPE_F16X2);
            if (!v)
                return -1;
            lo = LLVMBuildFPExt(f->b, LLVMBuildExtractElement(f->b, v, lw_int(f, 32, 0), ""), f->M->f32, "");
            hi = LLVMBuildFPExt(f->b, LLVMBuildExtractElement(f->b, v, lw_int(f, 32, 1), ""), f->M->f32, "");
        }
        if (!hi || !lo)
            return -1;
        return lw_dst(f, in, 0, PTX_TYPE_B16, pair16(f, to_fp8(f, hi, to, relu), to_fp8(f, lo, to, relu)));
    }
    if (from && dt == PTX_TYPE_F16X2 && !sat) {
        if (lw_need_ops(f, in, 2))
            return -1;
        LLVMValueRef c = lw_src(f, in, 1, PTX_TYPE_B16);
        if (!c)
            return -1;
        c = LLVMBuildZExt(f->b, c, f->M->i32, "");
        LLVMValueRef lo = from_fp8(f, LLVMBuildAnd(f->b, c, lw_int(f, 32, 0xff), ""), from, relu);
        LLVMValueRef hi = from_fp8(f, LLVMBuildLShr(f->b, c, lw_int(f, 32, 8), ""), from, relu);
        LLVMValueRef r = LLVMBuildOr(f->b, LLVMBuildZExt(f->b, lo, f->M->i32, ""),
                                     LLVMBuildShl(f->b, LLVMBuildZExt(f->b, hi, f->M->i32, ""), lw_int(f, 32, 16), ""),
                                     "");
        return lw_dst(f, in, 0, PTX_TYPE_B32, r);
    }
    return lw_unsupported(f, in);
}
