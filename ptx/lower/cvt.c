/* cvt between every pair of integer and floating-point types: integer
 * resizing (.sat clamps), int->float (.rn/.rz/.rm/.rp), float->int
 * (.rni/.rzi/.rmi/.rpi, saturating as PTX does), float->float (rounding to
 * a narrower type, or to an integral value), .ftz and .sat; and
 * cvt.rn.f16x2.f32 / .bf16x2.f32. */
#include "lower.h"

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

static LLVMValueRef int_to_float(lw_fn *f, LLVMValueRef v, ptx_type dt, ptx_type at, const char *mode)
{
    LLVMTypeRef dty = lw_type(f->M, dt);
    bool s = lw_is_signed(at);
    LLVMValueRef r = s ? LLVMBuildSIToFP(f->b, v, dty, "") : LLVMBuildUIToFP(f->b, v, dty, "");
    if (!mode || !strcmp(mode, ".rn"))
        return r;
    /* the exact residual v - r, in 128-bit integers */
    LLVMValueRef back = s ? LLVMBuildFPToSI(f->b, r, f->M->i128, "") : LLVMBuildFPToUI(f->b, r, f->M->i128, "");
    LLVMValueRef diff = LLVMBuildSub(f->b, ext128(f, v, s), back, "");
    return lw_round_fix(f, r, LLVMBuildSIToFP(f->b, diff, dty, ""), mode);
}

static LLVMValueRef float_to_int(lw_fn *f, LLVMValueRef x, ptx_type dt, const char *mode)
{
    if (mode)
        x = round_integral(f, x, mode);
    LLVMTypeRef over[2] = {lw_type(f->M, dt), LLVMTypeOf(x)};
    return lw_call_intr(f, lw_is_signed(dt) ? "llvm.fptosi.sat" : "llvm.fptoui.sat", over, 2, &x, 1);
}

static LLVMValueRef float_to_float(lw_fn *f, LLVMValueRef x, ptx_type dt, ptx_type at, const char *mode)
{
    LLVMTypeRef dty = lw_type(f->M, dt);
    unsigned db = lw_bits(dt), ab = lw_bits(at);
    if (dt == at)
        return int_rounding(mode) ? round_integral(f, x, mode) : x;
    if (db == ab) /* f16 <-> bf16: through f32 */
        return LLVMBuildFPTrunc(f->b, LLVMBuildFPExt(f->b, x, f->M->f32, ""), dty, "");
    if (db > ab) {
        LLVMValueRef r = LLVMBuildFPExt(f->b, x, dty, "");
        return int_rounding(mode) ? round_integral(f, r, mode) : r;
    }
    LLVMValueRef r = LLVMBuildFPTrunc(f->b, x, dty, "");
    if (!mode || !strcmp(mode, ".rn"))
        return r;
    LLVMValueRef resid = LLVMBuildFSub(f->b, x, LLVMBuildFPExt(f->b, r, LLVMTypeOf(x), ""), "");
    return lw_round_fix(f, r, resid, mode);
}

/* cvt.rn.f16x2.f32 d, a, b: a converted in the upper half, b in the lower. */
static int pack_x2(lw_fn *f, const ptx_instr *in, ptx_type dt, ptx_type at)
{
    const char *mode = lw_rounding(in);
    if (at != PTX_TYPE_F32 || (mode && strcmp(mode, ".rn")) || lw_has(in, ".relu") || lw_has(in, ".sat"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, at), b = lw_src(f, in, 2, at);
    if (!a || !b)
        return -1;
    LLVMTypeRef h = dt == PTX_TYPE_F16X2 ? f->M->f16 : f->M->bf16;
    LLVMValueRef v = LLVMGetUndef(lw_type(f->M, dt));
    v = LLVMBuildInsertElement(f->b, v, LLVMBuildFPTrunc(f->b, b, h, ""), lw_int(f, 32, 0), "");
    v = LLVMBuildInsertElement(f->b, v, LLVMBuildFPTrunc(f->b, a, h, ""), lw_int(f, 32, 1), "");
    return lw_dst(f, in, 0, dt, v);
}

LW_H(lw_cvt)
{
    ptx_type dt = lw_ty(in, 0), at = lw_ty(in, 1);
    const char *mode = lw_rounding(in);
    if (dt == PTX_TYPE_F16X2 || dt == PTX_TYPE_BF16X2)
        return pack_x2(f, in, dt, at);
    bool di = int_type(dt), ai = int_type(at), df = scalar_float(dt), af = scalar_float(at);
    if ((!di && !df) || (!ai && !af) || lw_ntypes(in) != 2)
        return lw_unsupported(f, in);
    /* integer results need an integer rounding from floats, and directed
     * roundings to f16/bf16 from integers are not handled */
    if ((di && af && mode && !int_rounding(mode)) || (df && ai && int_rounding(mode)) ||
        (df && ai && mode && strcmp(mode, ".rn") && lw_bits(dt) == 16) || (mode && !strcmp(mode, ".rna")))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef v = lw_src(f, in, 1, at);
    if (!v)
        return -1;
    if (af && lw_has(in, ".ftz"))
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
    if (df && lw_has(in, ".ftz"))
        r = lw_ftz(f, r);
    if (df && lw_has(in, ".sat"))
        r = lw_fsat(f, r);
    return lw_dst(f, in, 0, dt, r);
}
