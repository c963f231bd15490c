/* Bit operations: and/or/xor/not/cnot, shl/shr (PTX clamps shift counts),
 * bfe/bfi, bfind, brev, clz, popc, prmt (all modes), shf, lop3. */
#include "lower.h"

#include <string.h>

static bool bit_type(ptx_type t)
{
    return t != PTX_TYPE_NONE && !lw_is_float(t) && lw_bits(t) <= 64;
}

static int need(lw_fn *f, const ptx_instr *in, ptx_type t, size_t nops)
{
    if (!bit_type(t))
        return lw_unsupported(f, in);
    return lw_need_ops(f, in, nops);
}

LW_H(lw_logic)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return -1;
    LLVMOpcode op = in->opcode[0] == 'a' ? LLVMAnd : in->opcode[0] == 'o' ? LLVMOr : LLVMXor;
    return lw_dst(f, in, 0, t, LLVMBuildBinOp(f->b, op, a, b, ""));
}

LW_H(lw_not)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    return a ? lw_dst(f, in, 0, t, LLVMBuildNot(f->b, a, "")) : -1;
}

LW_H(lw_cnot)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    LLVMValueRef z = LLVMBuildICmp(f->b, LLVMIntEQ, a, LLVMConstNull(LLVMTypeOf(a)), "");
    return lw_dst(f, in, 0, t, LLVMBuildZExt(f->b, z, LLVMTypeOf(a), ""));
}

/* The shift count is a .u32 operand whatever the instruction's type. */
static int shift(lw_fn *f, const ptx_instr *in, LLVMOpcode op)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 3) || t == PTX_TYPE_PRED)
        return t == PTX_TYPE_PRED ? lw_unsupported(f, in) : -1;
    LLVMValueRef a = lw_src(f, in, 1, t), n = lw_src(f, in, 2, PTX_TYPE_U32);
    return a && n ? lw_dst(f, in, 0, t, lw_shift(f, op, a, n)) : -1;
}

LW_H(lw_shl)
{
    return shift(f, in, LLVMShl);
}

LW_H(lw_shr)
{
    return shift(f, in, lw_is_signed(lw_ty(in, 0)) ? LLVMAShr : LLVMLShr);
}

/* Bits [pos, pos+len) of a; beyond the msb and above len the field's sign
 * bit (0 for unsigned or len 0). */
LW_H(lw_bfe)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 4) || lw_bits(t) < 32)
        return lw_bits(t) < 32 ? lw_unsupported(f, in) : -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    LLVMValueRef pos = lw_src(f, in, 2, PTX_TYPE_U32), len = lw_src(f, in, 3, PTX_TYPE_U32);
    if (!a || !pos || !len)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    unsigned w = lw_bits(t);
    LLVMValueRef ff = lw_int(f, 32, 0xff);
    pos = LLVMBuildAnd(f->b, pos, ff, "");
    len = LLVMBuildAnd(f->b, len, ff, "");
    /* a >> pos, pos clamped (shifting in zeros beyond the msb) */
    LLVMValueRef x = lw_shift(f, LLVMLShr, a, pos);
    /* keep len bits: x << (w-len) >> (w-len), arithmetic for signed */
    LLVMValueRef keep = LLVMBuildSub(f->b, lw_int(f, 32, w), len, "");
    LLVMValueRef big = LLVMBuildICmp(f->b, LLVMIntUGE, len, lw_int(f, 32, w), "");
    keep = LLVMBuildSelect(f->b, big, lw_int(f, 32, 0), keep, "");
    /* bits above the msb are the field's sign bit: a[min(pos+len-1, msb)] */
    LLVMValueRef y = lw_shift(f, LLVMShl, x, keep);
    LLVMValueRef r = lw_shift(f, lw_is_signed(t) ? LLVMAShr : LLVMLShr, y, keep);
    if (lw_is_signed(t)) {
        /* when pos+len runs past the msb, the sign bit is a's msb; the field
         * [pos, msb] shifted down then sign-extended from bit msb-pos */
        LLVMValueRef end = LLVMBuildAdd(f->b, pos, len, "");
        LLVMValueRef past = LLVMBuildICmp(f->b, LLVMIntUGT, end, lw_int(f, 32, w), "");
        LLVMValueRef sx = lw_shift(f, LLVMAShr, a, pos);
        LLVMValueRef inrange = LLVMBuildICmp(f->b, LLVMIntULT, pos, lw_int(f, 32, w), "");
        LLVMValueRef msbfill = LLVMBuildSelect(f->b, inrange, sx,
                                               LLVMBuildAShr(f->b, a, LLVMConstInt(ty, w - 1, 0), ""), "");
        r = LLVMBuildSelect(f->b, past, msbfill, r, "");
    }
    LLVMValueRef zero = LLVMBuildICmp(f->b, LLVMIntEQ, len, lw_int(f, 32, 0), "");
    return lw_dst(f, in, 0, t, LLVMBuildSelect(f->b, zero, LLVMConstNull(ty), r, ""));
}

/* b with bits [pos, pos+len) replaced by a's low bits. */
LW_H(lw_bfi)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 5) || lw_bits(t) < 32)
        return lw_bits(t) < 32 ? lw_unsupported(f, in) : -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    LLVMValueRef pos = lw_src(f, in, 3, PTX_TYPE_U32), len = lw_src(f, in, 4, PTX_TYPE_U32);
    if (!a || !b || !pos || !len)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef ff = lw_int(f, 32, 0xff);
    pos = LLVMBuildAnd(f->b, pos, ff, "");
    len = LLVMBuildAnd(f->b, len, ff, "");
    /* mask = ~(~0 << len) << pos, with PTX's clamped shifts */
    LLVMValueRef ones = LLVMConstAllOnes(ty);
    LLVMValueRef m = LLVMBuildNot(f->b, lw_shift(f, LLVMShl, ones, len), "");
    m = lw_shift(f, LLVMShl, m, pos);
    LLVMValueRef ins = LLVMBuildAnd(f->b, lw_shift(f, LLVMShl, a, pos), m, "");
    LLVMValueRef r = LLVMBuildOr(f->b, LLVMBuildAnd(f->b, b, LLVMBuildNot(f->b, m, ""), ""), ins, "");
    return lw_dst(f, in, 0, t, r);
}

/* Position of the most significant non-sign bit; 0xffffffff if none.
 * .shiftamt gives the left shift that brings it to the msb instead. */
LW_H(lw_bfind)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 2) || lw_bits(t) < 32)
        return lw_bits(t) < 32 ? lw_unsupported(f, in) : -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    unsigned w = lw_bits(t);
    if (lw_is_signed(t)) /* negative: the first 0 below the sign */
        a = LLVMBuildSelect(f->b, LLVMBuildICmp(f->b, LLVMIntSLT, a, LLVMConstNull(ty), ""),
                            LLVMBuildNot(f->b, a, ""), a, "");
    LLVMValueRef args[2] = {a, LLVMConstInt(f->M->i1, 0, 0)};
    LLVMValueRef lz = lw_resize(f, lw_call_intr(f, "llvm.ctlz", &ty, 1, args, 2), f->M->i32, false);
    LLVMValueRef r = lw_has(in, ".shiftamt") ? lz : LLVMBuildSub(f->b, lw_int(f, 32, w - 1), lz, "");
    LLVMValueRef none = LLVMBuildICmp(f->b, LLVMIntEQ, a, LLVMConstNull(ty), "");
    r = LLVMBuildSelect(f->b, none, lw_int(f, 32, 0xffffffffu), r, "");
    return lw_dst(f, in, 0, PTX_TYPE_U32, r);
}

static int unary_intr(lw_fn *f, const ptx_instr *in, const char *name, bool u32_result, bool flag)
{
    ptx_type t = lw_ty(in, 0);
    if (need(f, in, t, 2) || lw_bits(t) < 32)
        return lw_bits(t) < 32 ? lw_unsupported(f, in) : -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef args[2] = {a, LLVMConstInt(f->M->i1, 0, 0)};
    LLVMValueRef r = lw_call_intr(f, name, &ty, 1, args, flag ? 2 : 1);
    if (u32_result)
        return lw_dst(f, in, 0, PTX_TYPE_U32, lw_resize(f, r, f->M->i32, false));
    return lw_dst(f, in, 0, t, r);
}

LW_H(lw_brev)
{
    return unary_intr(f, in, "llvm.bitreverse", false, false);
}

LW_H(lw_clz)
{
    return unary_intr(f, in, "llvm.ctlz", true, true);
}

LW_H(lw_popc)
{
    return unary_intr(f, in, "llvm.ctpop", true, false);
}

/* The selector of result byte k in the specialised modes, per c[1:0]. */
static const char *const prmt_modes[][5] = {
    {".f4e", "3210", "4321", "5432", "6543"}, {".b4e", "5670", "6701", "7012", "0123"},
    {".rc8", "0000", "1111", "2222", "3333"}, {".ecl", "3210", "3211", "3222", "3333"},
    {".ecr", "0000", "1110", "2210", "3210"}, {".rc16", "1010", "3232", "1010", "3232"},
};

/* c's four selector nibbles for a mode: a 16-bit code as the default
 * mode reads it, picked by c[1:0]. */
static LLVMValueRef mode_selector(lw_fn *f, const char *const *m, LLVMValueRef c)
{
    LLVMValueRef idx = LLVMBuildAnd(f->b, c, lw_int(f, 32, 3), "");
    LLVMValueRef sel = lw_int(f, 32, 0);
    for (unsigned k = 0; k < 4; k++) {
        const char *s = m[k + 1]; /* d.b3 .. d.b0 */
        uint64_t code = 0;
        for (unsigned j = 0; j < 4; j++)
            code |= (uint64_t)(s[3 - j] - '0') << (4 * j);
        LLVMValueRef is = LLVMBuildICmp(f->b, LLVMIntEQ, idx, lw_int(f, 32, k), "");
        sel = LLVMBuildSelect(f->b, is, lw_int(f, 32, code), sel, "");
    }
    return sel;
}

LW_H(lw_prmt)
{
    ptx_type t = lw_ty(in, 0);
    if (t != PTX_TYPE_B32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), c = lw_src(f, in, 3, t);
    if (!a || !b || !c)
        return -1;
    const char *const *mode = NULL;
    for (size_t i = 0; i < sizeof prmt_modes / sizeof *prmt_modes; i++)
        if (lw_has(in, prmt_modes[i][0]))
            mode = prmt_modes[i];
    LLVMValueRef sel = mode ? mode_selector(f, mode, c) : c;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef src = LLVMBuildOr(f->b, LLVMBuildShl(f->b, LLVMBuildZExt(f->b, b, i64, ""), lw_int(f, 64, 32), ""),
                                   LLVMBuildZExt(f->b, a, i64, ""), "");
    LLVMValueRef r = lw_int(f, 32, 0);
    for (unsigned k = 0; k < 4; k++) {
        LLVMValueRef nib = LLVMBuildAnd(f->b, LLVMBuildLShr(f->b, sel, lw_int(f, 32, 4 * k), ""), lw_int(f, 32, 0xf), "");
        LLVMValueRef which = LLVMBuildAnd(f->b, nib, lw_int(f, 32, 7), "");
        LLVMValueRef sh = LLVMBuildZExt(f->b, LLVMBuildMul(f->b, which, lw_int(f, 32, 8), ""), i64, "");
        LLVMValueRef byte = LLVMBuildTrunc(f->b, LLVMBuildLShr(f->b, src, sh, ""), f->M->i8, "");
        if (!mode) { /* msb of the nibble: replicate the byte's sign */
            LLVMValueRef sgn = LLVMBuildICmp(f->b, LLVMIntNE, LLVMBuildAnd(f->b, nib, lw_int(f, 32, 8), ""), lw_int(f, 32, 0), "");
            LLVMValueRef rep = LLVMBuildAShr(f->b, byte, lw_int(f, 8, 7), "");
            byte = LLVMBuildSelect(f->b, sgn, rep, byte, "");
        }
        LLVMValueRef w = LLVMBuildShl(f->b, LLVMBuildZExt(f->b, byte, f->M->i32, ""), lw_int(f, 32, 8 * k), "");
        r = LLVMBuildOr(f->b, r, w, "");
    }
    return lw_dst(f, in, 0, t, r);
}

/* shf.l: the high word of (b:a) << n; shf.r: the low word of (b:a) >> n.
 * .wrap takes n mod 32, .clamp min(n, 32). */
LW_H(lw_shf)
{
    ptx_type t = lw_ty(in, 0);
    bool left = lw_has(in, ".l"), clamp = lw_has(in, ".clamp");
    if ((t != PTX_TYPE_B32 && t != PTX_TYPE_U32 && t != PTX_TYPE_S32) || left == lw_has(in, ".r") ||
        clamp == lw_has(in, ".wrap") || t == PTX_TYPE_S32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), n = lw_src(f, in, 3, PTX_TYPE_U32);
    if (!a || !b || !n)
        return -1;
    LLVMTypeRef ty = f->M->i32;
    LLVMValueRef args[3] = {b, a, n};
    LLVMValueRef r = lw_call_intr(f, left ? "llvm.fshl" : "llvm.fshr", &ty, 1, args, 3);
    if (clamp) {
        LLVMValueRef big = LLVMBuildICmp(f->b, LLVMIntUGE, n, lw_int(f, 32, 32), "");
        r = LLVMBuildSelect(f->b, big, left ? a : b, r, "");
    }
    return lw_dst(f, in, 0, t, r);
}

/* Each result bit is bit (a<<2 | b<<1 | c) of the look-up table. */
LW_H(lw_lop3)
{
    ptx_type t = lw_ty(in, 0);
    if (t != PTX_TYPE_B32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 5))
        return -1;
    if (in->ops[4].kind != PTX_OP_INT)
        return lw_bad(f, in, "the look-up table must be an immediate");
    LLVMValueRef v[3];
    for (unsigned k = 0; k < 3; k++)
        if (!(v[k] = lw_src(f, in, k + 1, t)))
            return -1;
    unsigned lut = (unsigned)in->ops[4].u.imm.i & 0xff;
    LLVMValueRef r = lw_int(f, 32, 0);
    for (unsigned i = 0; i < 8; i++) {
        if (!(lut >> i & 1))
            continue;
        LLVMValueRef term = LLVMConstAllOnes(f->M->i32);
        for (unsigned k = 0; k < 3; k++) {
            bool set = i >> (2 - k) & 1;
            term = LLVMBuildAnd(f->b, term, set ? v[k] : LLVMBuildNot(f->b, v[k], ""), "");
        }
        r = LLVMBuildOr(f->b, r, term, "");
    }
    return lw_dst(f, in, 0, t, r);
}
