/* cvt between every pair of integer and floating-point types: integer
 * resizing (.sat clamps), int->float (.rn/.rz/.rm/.rp), float->int
 * (.rni/.rzi/.rmi/.rpi, saturating as PTX does), float->float (rounding to
 * a narrower type, or to an integral value), .ftz and .sat; and
 * cvt.rn/.rz.f16x2.f32 / .bf16x2.f32, .relu to halves, f32 to tf32. Everything is correctly rounded
 * once, keeps subnormals, and needs no library call (a loadable module has
 * no compiler-rt): bf16 is rounded on the bits, and f64 or integers reach
 * f16/bf16 through f32 rounded to odd. */
#include "families.h"

#include <string.h>

static bool int_type(ptx_type t)
{
    return t != PTX_TYPE_NONE && t != PTX_TYPE_PRED && !lw_is_float(t) && lw_bits(t) <= 64;
}

static bool scalar_float(ptx_type t)
{
    return t == PTX_TYPE_F16 || t == PTX_TYPE_BF16 || t == PTX_TYPE_F32 || t == PTX_TYPE_F64;
}

static LLVMValueRef ext128(lw_fn *f, LLVMValueRef v, bool s)
{
    return s ? LLVMBuildSExt(f->b, v, f->M->i128, "") : LLVMBuildZExt(f->b, v, f->M->i128, "");
}

static LLVMValueRef int_to_int(lw_fn *f, const ptx_instr *in, LLVMValueRef v, ptx_type dt, ptx_type at)
{
    LLVMTypeRef dty = lw_type(f->M, dt);
    if (!lw_has(in, ".sat"))
        return lw_resize(f, v, dty, lw_is_signed(at));
    unsigned n = lw_bits(dt);
    bool ds = lw_is_signed(dt);
    uint64_t max = ds ? (UINT64_C(1) << (n - 1)) - 1 : n == 64 ? UINT64_MAX : (UINT64_C(1) << n) - 1;
    uint64_t min = ds ? ~max : 0;
    LLVMValueRef w = ext128(f, v, lw_is_signed(at));
    LLVMValueRef hi = LLVMConstInt(f->M->i128, max, 0), lo = LLVMConstInt(f->M->i128, min, ds);
    w = LLVMBuildSelect(f->b, LLVMBuildICmp(f->b, LLVMIntSGT, w, hi, ""), hi, w, "");
    w = LLVMBuildSelect(f->b, LLVMBuildICmp(f->b, LLVMIntSLT, w, lo, ""), lo, w, "");
    return LLVMBuildTrunc(f->b, w, dty, "");
}

static LLVMValueRef round_integral(lw_fn *f, LLVMValueRef x, const char *mode)
{
    const char *name = !strcmp(mode, ".rni") ? "llvm.roundeven" : !strcmp(mode, ".rzi") ? "llvm.trunc"
                     : !strcmp(mode, ".rmi") ? "llvm.floor" : "llvm.ceil";
    LLVMTypeRef ty = LLVMTypeOf(x);
    return lw_call_intr(f, name, &ty, 1, &x, 1);
}

static bool int_rounding(const char *mode)
{
    return mode && strlen(mode) == 4 && mode[3] == 'i';
}

static bool directed(const char *mode)
{
    return mode && strcmp(mode, ".rn");
}

/* -1, 0 or 1 as a float of type ty. */
static LLVMValueRef sign_value(lw_fn *f, LLVMValueRef neg, LLVMValueRef pos, LLVMTypeRef ty)
{
    return LLVMBuildSelect(f->b, neg, LLVMConstReal(ty, -1.0),
                           LLVMBuildSelect(f->b, pos, LLVMConstReal(ty, 1.0), LLVMConstNull(ty), ""), "");
}

/* x (an integral f64, or NaN or infinite) to the integer type ity,
 * saturating: NaN gives 0, values beyond the range the nearest bound.
 * fptosi/fptoui only ever see an in-range value (anything else is poison,
 * which x86 lowers differently per CPU). */
static LLVMValueRef integral_to_int(lw_fn *f, LLVMValueRef x, LLVMTypeRef ity, bool s)
{
    LLVMTypeRef f64 = f->M->f64;
    unsigned n = LLVMGetIntTypeWidth(ity);
    double hi = __builtin_ldexp(1.0, s ? (int)n - 1 : (int)n), lo = s ? -hi : 0.0;
    LLVMValueRef above = LLVMBuildFCmp(f->b, LLVMRealOGE, x, LLVMConstReal(f64, hi), "");
    LLVMValueRef below = LLVMBuildFCmp(f->b, LLVMRealOLT, x, LLVMConstReal(f64, lo), "");
    LLVMValueRef nan = LLVMBuildFCmp(f->b, LLVMRealUNO, x, x, "");
    LLVMValueRef out = LLVMBuildOr(f->b, LLVMBuildOr(f->b, above, below, ""), nan, "");
    LLVMValueRef safe = LLVMBuildSelect(f->b, out, LLVMConstReal(f64, 0.0), x, "");
    LLVMValueRef r = s ? LLVMBuildFPToSI(f->b, safe, ity, "") : LLVMBuildFPToUI(f->b, safe, ity, "");
    uint64_t max = s ? (UINT64_MAX >> (65 - n)) : (UINT64_MAX >> (64 - n));
    uint64_t min = s ? ~max : 0;
    r = LLVMBuildSelect(f->b, above, LLVMConstInt(ity, max, 0), r, "");
    r = LLVMBuildSelect(f->b, below, LLVMConstInt(ity, min, 0), r, "");
    return LLVMBuildSelect(f->b, nan, LLVMConstNull(ity), r, "");
}

/* The sign of v - r (r the rounding of the integer v), as a float of
 * type ty: r is compared with v as an integer, and beyond v's range (an
 * overflow to infinity included) its sign says. No 128-bit conversions:
 * a loadable module has no compiler-rt for them. */
static LLVMValueRef int_resid(lw_fn *f, LLVMValueRef v, LLVMValueRef r, bool s, LLVMTypeRef ty)
{
    LLVMTypeRef it = LLVMTypeOf(v), f64 = f->M->f64;
    unsigned n = LLVMGetIntTypeWidth(it);
    LLVMValueRef rd = LLVMTypeOf(r) == f64 ? r : LLVMBuildFPExt(f->b, r, f64, "");
    double lim = s ? __builtin_ldexp(1.0, (int)n - 1) : __builtin_ldexp(1.0, (int)n);
    LLVMValueRef over = LLVMBuildFCmp(f->b, LLVMRealOGE, rd, LLVMConstReal(f64, lim), "");
    LLVMValueRef under = s ? LLVMBuildFCmp(f->b, LLVMRealOLT, rd, LLVMConstReal(f64, -lim), "")
                           : LLVMConstInt(f->M->i1, 0, 0);
    LLVMValueRef back = integral_to_int(f, rd, it, s);
    LLVMValueRef gt = LLVMBuildICmp(f->b, s ? LLVMIntSGT : LLVMIntUGT, v, back, "");
    LLVMValueRef lt = LLVMBuildICmp(f->b, s ? LLVMIntSLT : LLVMIntULT, v, back, "");
    LLVMValueRef neg = LLVMBuildOr(f->b, over, LLVMBuildAnd(f->b, LLVMBuildNot(f->b, under, ""), lt, ""), "");
    LLVMValueRef pos = LLVMBuildOr(f->b, under, LLVMBuildAnd(f->b, LLVMBuildNot(f->b, over, ""), gt, ""), "");
    return sign_value(f, neg, pos, ty);
}

/* r rounded to odd: r itself when exact, else the one of r's neighbours
 * toward zero and away from it whose last bit is 1. Rounding that to a
 * narrower type (by at least two bits) to nearest is rounding the exact
 * value to nearest: no double rounding. */
static LLVMValueRef round_odd(lw_fn *f, LLVMValueRef r, LLVMValueRef resid)
{
    LLVMValueRef rz = lw_round_fix(f, r, resid, ".rz");
    LLVMValueRef bits = lw_as_int(f, rz);
    LLVMValueRef odd = LLVMBuildOr(f->b, bits, LLVMConstInt(LLVMTypeOf(bits), 1, 0), "");
    odd = LLVMBuildBitCast(f->b, odd, LLVMTypeOf(r), "");
    LLVMValueRef inexact = LLVMBuildFCmp(f->b, LLVMRealONE, resid, LLVMConstNull(LLVMTypeOf(resid)), "");
    return LLVMBuildSelect(f->b, inexact, odd, r, "");
}

/* f16 or bf16 to f32, exactly, on the bits. An fpext would let LLVM
 * narrow the operation that follows back to half/bfloat (InstCombine does
 * that for roundeven, trunc, fcmp...), which the CPU then promotes with
 * its own conversions: instructions with F16C or AVX512-BF16, library
 * calls (missing in a loadable module) without. Other types pass. */
LLVMValueRef lw_widen16(lw_fn *f, LLVMValueRef x)
{
    LLVMTypeRef ty = LLVMTypeOf(x);
    if (ty != f->M->f16 && ty != f->M->bf16)
        return x;
    LLVMBuilderRef B = f->b;
    LLVMValueRef h = LLVMBuildZExt(B, LLVMBuildBitCast(B, x, f->M->i16, ""), f->M->i32, "");
    if (ty == f->M->bf16)
        return LLVMBuildBitCast(B, LLVMBuildShl(B, h, lw_int(f, 32, 16), ""), f->M->f32, "");
    LLVMValueRef sign = LLVMBuildShl(B, LLVMBuildAnd(B, h, lw_int(f, 32, 0x8000), ""), lw_int(f, 32, 16), "");
    LLVMValueRef e = LLVMBuildAnd(B, LLVMBuildLShr(B, h, lw_int(f, 32, 10), ""), lw_int(f, 32, 0x1f), "");
    LLVMValueRef m = LLVMBuildAnd(B, h, lw_int(f, 32, 0x3ff), "");
    /* normal: rebias the exponent; inf/NaN: all ones (payload kept) */
    LLVMValueRef top = LLVMBuildICmp(B, LLVMIntEQ, e, lw_int(f, 32, 0x1f), "");
    LLVMValueRef ef = LLVMBuildSelect(B, top, lw_int(f, 32, 0xff), LLVMBuildAdd(B, e, lw_int(f, 32, 112), ""), "");
    LLVMValueRef normal = LLVMBuildOr(B, LLVMBuildShl(B, ef, lw_int(f, 32, 23), ""),
                                      LLVMBuildShl(B, m, lw_int(f, 32, 13), ""), "");
    /* zero and subnormal: m * 2^-24, exact in f32 */
    LLVMValueRef sub = LLVMBuildFMul(B, LLVMBuildUIToFP(B, m, f->M->f32, ""), LLVMConstReal(f->M->f32, 0x1p-24), "");
    LLVMValueRef tiny = LLVMBuildICmp(B, LLVMIntEQ, e, lw_int(f, 32, 0), "");
    LLVMValueRef mag = LLVMBuildSelect(B, tiny, LLVMBuildBitCast(B, sub, f->M->i32, ""), normal, "");
    return LLVMBuildBitCast(B, LLVMBuildOr(B, mag, sign, ""), f->M->f32, "");
}

/* f32 to bf16 rounded to nearest even, subnormals kept (the CPU's own
 * conversion may flush them, or be a library call); a NaN becomes the
 * canonical 0x7fff, as cvt to f16 gives it and as cuda_bf16.h's
 * conversions do (include/ferry/fp16_common.h). */
static LLVMValueRef f32_to_bf16(lw_fn *f, LLVMValueRef x)
{
    LLVMValueRef bits = LLVMBuildBitCast(f->b, x, f->M->i32, "");
    LLVMValueRef hi = LLVMBuildLShr(f->b, bits, lw_int(f, 32, 16), "");
    LLVMValueRef lsb = LLVMBuildAnd(f->b, hi, lw_int(f, 32, 1), "");
    LLVMValueRef r = LLVMBuildAdd(f->b, bits, LLVMBuildAdd(f->b, lw_int(f, 32, 0x7fff), lsb, ""), "");
    r = LLVMBuildLShr(f->b, r, lw_int(f, 32, 16), "");
    LLVMValueRef nan = LLVMBuildFCmp(f->b, LLVMRealUNO, x, x, "");
    r = LLVMBuildSelect(f->b, nan, lw_int(f, 32, 0x7fff), r, "");
    return LLVMBuildBitCast(f->b, LLVMBuildTrunc(f->b, r, f->M->i16, ""), f->M->bf16, "");
}

/* x (f32 or f64) rounded to the narrower float type dt per mode. f64 goes
 * to f16/bf16 through f32: rounded to odd for .rn, with the same
 * direction otherwise (directed roundings compose). */
LLVMValueRef lw_narrow(lw_fn *f, LLVMValueRef x, ptx_type dt, const char *mode)
{
    LLVMTypeRef dty = lw_type(f->M, dt);
    if (LLVMTypeOf(x) == f->M->f64 && lw_bits(dt) == 16) {
        if (directed(mode)) {
            x = lw_narrow(f, x, PTX_TYPE_F32, mode);
        } else {
            LLVMValueRef r = LLVMBuildFPTrunc(f->b, x, f->M->f32, "");
            LLVMValueRef resid = LLVMBuildFSub(f->b, x, LLVMBuildFPExt(f->b, r, f->M->f64, ""), "");
            x = round_odd(f, r, resid);
        }
    }
    LLVMValueRef r = dt == PTX_TYPE_BF16 ? f32_to_bf16(f, x) : LLVMBuildFPTrunc(f->b, x, dty, "");
    if (dt == PTX_TYPE_F16) { /* the canonical NaN, not the CPU's quieted payload */
        LLVMValueRef qnan = LLVMBuildBitCast(f->b, lw_int(f, 16, 0x7fff), dty, "");
        r = LLVMBuildSelect(f->b, LLVMBuildFCmp(f->b, LLVMRealUNO, x, x, ""), qnan, r, "");
    }
    if (!directed(mode))
        return r;
    LLVMValueRef resid = LLVMBuildFSub(f->b, x, LLVMBuildFPExt(f->b, r, LLVMTypeOf(x), ""), "");
    return lw_round_fix(f, r, resid, mode);
}

/* Integers to f16/bf16 go through f32 (rounded to odd, or with the same
 * direction): the CPU may have no direct conversion, or round twice. */
static LLVMValueRef int_to_float(lw_fn *f, LLVMValueRef v, ptx_type dt, ptx_type at, const char *mode)
{
    bool s = lw_is_signed(at);
    ptx_type via = lw_bits(dt) == 16 ? PTX_TYPE_F32 : dt;
    LLVMTypeRef vty = lw_type(f->M, via);
    LLVMValueRef r = s ? LLVMBuildSIToFP(f->b, v, vty, "") : LLVMBuildUIToFP(f->b, v, vty, "");
    if (via == dt && !directed(mode))
        return r;
    LLVMValueRef resid = int_resid(f, v, r, s, vty);
    if (via == dt)
        return lw_round_fix(f, r, resid, mode);
    r = directed(mode) ? lw_round_fix(f, r, resid, mode) : round_odd(f, r, resid);
    return lw_narrow(f, r, dt, mode);
}

/* Float to integer as PTX defines it: rounded per mode (none: toward
 * zero), NaN to 0, beyond the range to its nearest bound. f16/bf16/f32
 * widen to f64 exactly first (on the bits), and integral_to_int does the rest on compares
 * and selects, so that no CPU-specific lowering of half/bfloat sources or
 * of llvm.fpto[su]i.sat is involved. */
static LLVMValueRef float_to_int(lw_fn *f, LLVMValueRef x, ptx_type dt, const char *mode)
{
    x = lw_widen16(f, x);
    if (LLVMTypeOf(x) != f->M->f64)
        x = LLVMBuildFPExt(f->b, x, f->M->f64, "");
    x = round_integral(f, x, mode ? mode : ".rzi");
    return integral_to_int(f, x, lw_type(f->M, dt), lw_is_signed(dt));
}

static LLVMValueRef float_to_float(lw_fn *f, LLVMValueRef x, ptx_type dt, ptx_type at, const char *mode)
{
    LLVMTypeRef dty = lw_type(f->M, dt);
    unsigned db = lw_bits(dt), ab = lw_bits(at);
    /* f16/bf16 to an integral value in f32 (exact both ways): LLVM would
     * promote them itself and round back with whatever the CPU has, or
     * with a library call that a loadable module may not find */
    if (dt == at && int_rounding(mode) && db == 16)
        return lw_narrow(f, round_integral(f, lw_widen16(f, x), mode), dt, NULL);
    if (dt == at)
        return int_rounding(mode) ? round_integral(f, x, mode) : x;
    if (db == ab) /* f16 <-> bf16: through f32, exactly */
        return lw_narrow(f, lw_widen16(f, x), dt, mode);
    if (db > ab) {
        LLVMValueRef r = lw_widen16(f, x);
        if (LLVMTypeOf(r) != dty)
            r = LLVMBuildFPExt(f->b, r, dty, "");
        return int_rounding(mode) ? round_integral(f, r, mode) : r;
    }
    return lw_narrow(f, x, dt, mode);
}

/* .relu: a negative half (-0 included) becomes +0, a NaN the canonical
 * NaN; the sign bit decides, as on the bits. */
static LLVMValueRef relu_half(lw_fn *f, LLVMValueRef h)
{
    LLVMTypeRef ty = LLVMTypeOf(h);
    LLVMValueRef bits = LLVMBuildBitCast(f->b, h, f->M->i16, "");
    LLVMValueRef neg = LLVMBuildICmp(f->b, LLVMIntSLT, bits, lw_int(f, 16, 0), "");
    LLVMValueRef nan = LLVMBuildFCmp(f->b, LLVMRealUNO, h, h, "");
    bits = LLVMBuildSelect(f->b, neg, lw_int(f, 16, 0), bits, "");
    bits = LLVMBuildSelect(f->b, nan, lw_int(f, 16, 0x7fff), bits, "");
    return LLVMBuildBitCast(f->b, bits, ty, "");
}

/* cvt.rna.tf32.f32 (.rn, .rz since sm_90): f32 bits with the low 13
 * mantissa bits rounded away; a carry into the exponent is the right
 * overflow, and a NaN stays a (quiet) NaN. */
static int to_tf32(lw_fn *f, const ptx_instr *in, const char *mode)
{
    if (lw_ty(in, 1) != PTX_TYPE_F32 || !mode || !lw_word_in(mode, ".rna.rn.rz") || lw_has(in, ".relu") ||
        lw_has(in, ".satfinite") || lw_has(in, ".ftz") || lw_has(in, ".sat"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef x = lw_src(f, in, 1, PTX_TYPE_F32);
    if (!x)
        return -1;
    LLVMValueRef bits = LLVMBuildBitCast(f->b, x, f->M->i32, ""), add = lw_int(f, 32, 0);
    if (!strcmp(mode, ".rna"))
        add = lw_int(f, 32, 0x1000);
    else if (!strcmp(mode, ".rn")) /* ties to even: the kept last bit breaks them */
        add = LLVMBuildAdd(f->b, lw_int(f, 32, 0xfff),
                           LLVMBuildAnd(f->b, LLVMBuildLShr(f->b, bits, lw_int(f, 32, 13), ""), lw_int(f, 32, 1), ""),
                           "");
    LLVMValueRef keep = lw_int(f, 32, ~UINT32_C(0x1fff));
    LLVMValueRef r = LLVMBuildAnd(f->b, LLVMBuildAdd(f->b, bits, add, ""), keep, "");
    LLVMValueRef qnan = LLVMBuildAnd(f->b, LLVMBuildOr(f->b, bits, lw_int(f, 32, 0x400000), ""), keep, "");
    r = LLVMBuildSelect(f->b, LLVMBuildFCmp(f->b, LLVMRealUNO, x, x, ""), qnan, r, "");
    return lw_dst(f, in, 0, PTX_TYPE_B32, r);
}

/* cvt.rn.f16x2.f32 d, a, b (and .rz, .relu): a converted in the upper
 * half, b in the lower. */
static int pack_x2(lw_fn *f, const ptx_instr *in, ptx_type dt, ptx_type at)
{
    const char *mode = lw_rounding(in);
    if (at != PTX_TYPE_F32 || !mode || (strcmp(mode, ".rn") && strcmp(mode, ".rz")) ||
        lw_has(in, ".sat") || lw_has(in, ".ftz"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, at), b = lw_src(f, in, 2, at);
    if (!a || !b)
        return -1;
    ptx_type h = dt == PTX_TYPE_F16X2 ? PTX_TYPE_F16 : PTX_TYPE_BF16;
    LLVMValueRef lo = lw_narrow(f, b, h, mode), hi = lw_narrow(f, a, h, mode);
    if (lw_has(in, ".relu")) {
        lo = relu_half(f, lo);
        hi = relu_half(f, hi);
    }
    LLVMValueRef v = LLVMGetUndef(lw_type(f->M, dt));
    v = LLVMBuildInsertElement(f->b, v, lo, lw_int(f, 32, 0), "");
    v = LLVMBuildInsertElement(f->b, v, hi, lw_int(f, 32, 1), "");
    return lw_dst(f, in, 0, dt, v);
}

LW_H(lw_cvt)
{
    ptx_type dt = lw_ty(in, 0), at = lw_ty(in, 1);
    const char *mode = lw_rounding(in);
    if (dt == PTX_TYPE_E4M3X2 || dt == PTX_TYPE_E5M2X2 || at == PTX_TYPE_E4M3X2 || at == PTX_TYPE_E5M2X2)
        return lw_cvt_fp8(f, in);
    if (dt == PTX_TYPE_F16X2 || dt == PTX_TYPE_BF16X2)
        return pack_x2(f, in, dt, at);
    if (dt == PTX_TYPE_TF32)
        return to_tf32(f, in, mode);
    if (lw_has(in, ".satfinite"))
        return lw_unsupported(f, in);
    /* .relu: f32 to f16/bf16 only */
    if (lw_has(in, ".relu") && (at != PTX_TYPE_F32 || lw_bits(dt) != 16 || !lw_is_float(dt) || !mode ||
                                strcmp(mode, ".rn") || lw_has(in, ".sat")))
        return lw_unsupported(f, in);
    bool di = int_type(dt), ai = int_type(at), df = scalar_float(dt), af = scalar_float(at);
    if ((!di && !df) || (!ai && !af) || lw_ntypes(in) != 2)
        return lw_unsupported(f, in);
    /* integer results need an integer rounding from floats */
    if ((di && af && mode && !int_rounding(mode)) || (df && ai && int_rounding(mode)) || (mode && !strcmp(mode, ".rna")))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef v = lw_src(f, in, 1, at);
    if (!v)
        return -1;
    /* .ftz flushes f32 subnormals only */
    if (at == PTX_TYPE_F32 && lw_has(in, ".ftz"))
        v = lw_ftz(f, v);
    LLVMValueRef r;
    if (di && ai)
        r = int_to_int(f, in, v, dt, at);
    else if (df && ai)
        r = int_to_float(f, v, dt, at, mode);
    else if (di)
        r = float_to_int(f, v, dt, mode);
    else
        r = float_to_float(f, v, dt, at, mode);
    if (dt == PTX_TYPE_F32 && lw_has(in, ".ftz"))
        r = lw_ftz(f, r);
    if (df && lw_has(in, ".sat"))
        r = lw_fsat(f, r);
    if (lw_has(in, ".relu"))
        r = relu_half(f, r);
    return lw_dst(f, in, 0, dt, r);
}
