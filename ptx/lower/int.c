/* Integer arithmetic: add/sub (.sat, .cc and the carry chain), mul and mad
 * (.lo/.hi/.wide), mul24/mad24, sad, div/rem, abs/neg/min/max; add, min and
 * max{.relu} on packed half-words (.s16x2, .u16x2). Float forms of the
 * shared opcodes go to float.c. */
#include "lower.h"

#include <string.h>

static bool is_op(const ptx_instr *in, const char *op)
{
    return !strcmp(in->opcode, op);
}

/* Integer type of twice the width, same signedness (for .wide/.hi). */
static ptx_type wide_type(ptx_type t)
{
    unsigned b = 2 * lw_bits(t);
    return lw_is_signed(t) ? lw_stype(b) : lw_utype(b);
}

static LLVMValueRef ext(lw_fn *f, LLVMValueRef v, ptx_type t, unsigned bits)
{
    LLVMTypeRef ty = LLVMIntTypeInContext(f->M->c, bits);
    return lw_is_signed(t) ? LLVMBuildSExt(f->b, v, ty, "") : LLVMBuildZExt(f->b, v, ty, "");
}

/* The high half of the full product of a and b. */
static LLVMValueRef mul_hi(lw_fn *f, LLVMValueRef a, LLVMValueRef b, ptx_type t)
{
    unsigned n = lw_bits(t);
    LLVMValueRef p = LLVMBuildMul(f->b, ext(f, a, t, 2 * n), ext(f, b, t, 2 * n), "");
    p = LLVMBuildLShr(f->b, p, lw_int(f, 2 * n, n), "");
    return LLVMBuildTrunc(f->b, p, LLVMTypeOf(a), "");
}

static bool int_type(ptx_type t)
{
    return t != PTX_TYPE_NONE && t != PTX_TYPE_PRED && !lw_is_float(t) && lw_bits(t) <= 64;
}

/* a + b + cin (or a - b - cin) in N+1 bits: bit N is the carry (borrow). */
static LLVMValueRef carry_op(lw_fn *f, LLVMValueRef a, LLVMValueRef b, LLVMValueRef cin, bool sub, bool setcc)
{
    unsigned n = LLVMGetIntTypeWidth(LLVMTypeOf(a));
    LLVMTypeRef w = LLVMIntTypeInContext(f->M->c, n + 1);
    LLVMValueRef A = LLVMBuildZExt(f->b, a, w, ""), B = LLVMBuildZExt(f->b, b, w, "");
    LLVMValueRef s = sub ? LLVMBuildSub(f->b, A, B, "") : LLVMBuildAdd(f->b, A, B, "");
    if (cin) {
        LLVMValueRef C = LLVMBuildZExt(f->b, cin, w, "");
        s = sub ? LLVMBuildSub(f->b, s, C, "") : LLVMBuildAdd(f->b, s, C, "");
    }
    if (setcc) {
        LLVMValueRef cout = LLVMBuildTrunc(f->b, LLVMBuildLShr(f->b, s, LLVMConstInt(w, n, 0), ""), f->M->i1, "");
        LLVMBuildStore(f->b, cout, lw_carry(f));
    }
    return LLVMBuildTrunc(f->b, s, LLVMTypeOf(a), "");
}

/* add.cc, addc{.cc}, sub.cc, subc{.cc} */
LW_H(lw_addc)
{
    ptx_type t = lw_ty(in, 0);
    if (!int_type(t) || lw_bits(t) < 32 || lw_has(in, ".sat"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    bool sub = in->opcode[0] == 's';
    bool cin = is_op(in, "addc") || is_op(in, "subc");
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return -1;
    LLVMValueRef c = cin ? LLVMBuildLoad2(f->b, f->M->i1, lw_carry(f), "cf") : NULL;
    return lw_dst(f, in, 0, t, carry_op(f, a, b, c, sub, lw_has(in, ".cc")));
}


/* The packed half-word forms (.s16x2, .u16x2 on .b32 registers): 1 for
 * signed, 2 for unsigned, 0 for none. */
static int x2_form(const ptx_instr *in)
{
    return lw_has(in, ".s16x2") ? 1 : lw_has(in, ".u16x2") ? 2 : 0;
}

/* Source k split into its two half-words (scalars, which the loops over
 * threads vectorize; a <2 x i16> would stop them). */
static bool x2_src(lw_fn *f, const ptx_instr *in, unsigned k, LLVMValueRef h[2])
{
    LLVMValueRef v = lw_src(f, in, k, PTX_TYPE_B32);
    if (!v)
        return false;
    LLVMTypeRef i16 = LLVMInt16TypeInContext(f->M->c);
    h[0] = LLVMBuildTrunc(f->b, v, i16, "");
    h[1] = LLVMBuildTrunc(f->b, LLVMBuildLShr(f->b, v, lw_int(f, 32, 16), ""), i16, "");
    return true;
}

static int x2_dst(lw_fn *f, const ptx_instr *in, LLVMValueRef h[2])
{
    LLVMValueRef lo = LLVMBuildZExt(f->b, h[0], f->M->i32, ""), hi = LLVMBuildZExt(f->b, h[1], f->M->i32, "");
    LLVMValueRef v = LLVMBuildOr(f->b, lo, LLVMBuildShl(f->b, hi, lw_int(f, 32, 16), ""), "");
    return lw_dst(f, in, 0, PTX_TYPE_B32, v);
}

/* The half-words of d, a, b's two sources, once their count is checked. */
static bool x2_operands(lw_fn *f, const ptx_instr *in, LLVMValueRef a[2], LLVMValueRef b[2])
{
    return !lw_need_ops(f, in, 3) && x2_src(f, in, 1, a) && x2_src(f, in, 2, b);
}

/* add.s16x2 / add.u16x2 d, a, b: each half-word wraps around. */
static int add_x2(lw_fn *f, const ptx_instr *in)
{
    if (strcmp(in->opcode, "add") || lw_ntypes(in) || (lw_has(in, ".s16x2") && lw_has(in, ".u16x2")) ||
        lw_has(in, ".sat") || lw_has(in, ".cc") || lw_has(in, ".ftz") || lw_rounding(in))
        return lw_unsupported(f, in);
    LLVMValueRef a[2], b[2], r[2];
    if (!x2_operands(f, in, a, b))
        return -1;
    for (int i = 0; i < 2; i++)
        r[i] = LLVMBuildAdd(f->b, a[i], b[i], "");
    return x2_dst(f, in, r);
}

LW_H(lw_iadd)
{
    ptx_type t = lw_ty(in, 0);
    if (x2_form(in))
        return add_x2(f, in);
    if (lw_is_float(t))
        return lw_farith(f, in);
    if (lw_has(in, ".cc"))
        return lw_addc(f, in);
    if (!int_type(t) || lw_rounding(in) || lw_has(in, ".ftz"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    bool sub = is_op(in, "sub");
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), r;
    if (!a || !b)
        return -1;
    if (lw_has(in, ".sat")) {
        if (t != PTX_TYPE_S32)
            return lw_unsupported(f, in);
        LLVMTypeRef ty = LLVMTypeOf(a);
        LLVMValueRef args[2] = {a, b};
        r = lw_call_intr(f, sub ? "llvm.ssub.sat" : "llvm.sadd.sat", &ty, 1, args, 2);
    } else {
        r = sub ? LLVMBuildSub(f->b, a, b, "") : LLVMBuildAdd(f->b, a, b, "");
    }
    return lw_dst(f, in, 0, t, r);
}

/* a*b per .lo/.hi/.wide; *rt gets the result's type. */
static LLVMValueRef product(lw_fn *f, const ptx_instr *in, ptx_type t, ptx_type *rt)
{
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return NULL;
    *rt = t;
    if (lw_has(in, ".wide")) {
        *rt = wide_type(t);
        unsigned n = 2 * lw_bits(t);
        return LLVMBuildMul(f->b, ext(f, a, t, n), ext(f, b, t, n), "");
    }
    if (lw_has(in, ".hi"))
        return mul_hi(f, a, b, t);
    return LLVMBuildMul(f->b, a, b, "");
}

LW_H(lw_mul)
{
    ptx_type t = lw_ty(in, 0), rt;
    if (lw_is_float(t))
        return lw_farith(f, in);
    if (!int_type(t) || lw_has(in, ".sat") || (lw_has(in, ".wide") && lw_bits(t) > 32))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef r = product(f, in, t, &rt);
    return r ? lw_dst(f, in, 0, rt, r) : -1;
}

static LLVMValueRef sat_s32(lw_fn *f, LLVMValueRef wide)
{
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef lo = LLVMConstInt(i64, (uint64_t)INT32_MIN, 1), hi = LLVMConstInt(i64, INT32_MAX, 0);
    LLVMValueRef args[2] = {wide, hi};
    LLVMValueRef v = lw_call_intr(f, "llvm.smin", &i64, 1, args, 2);
    args[0] = v;
    args[1] = lo;
    v = lw_call_intr(f, "llvm.smax", &i64, 1, args, 2);
    return LLVMBuildTrunc(f->b, v, f->M->i32, "");
}

/* mad.lo/.hi with .cc, and madc */
LW_H(lw_madc)
{
    ptx_type t = lw_ty(in, 0);
    if (!int_type(t) || lw_bits(t) < 32 || lw_has(in, ".wide") || lw_has(in, ".sat"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    ptx_type rt;
    LLVMValueRef p = product(f, in, t, &rt), c = lw_src(f, in, 3, t);
    if (!p || !c)
        return -1;
    LLVMValueRef cin = is_op(in, "madc") ? LLVMBuildLoad2(f->b, f->M->i1, lw_carry(f), "cf") : NULL;
    return lw_dst(f, in, 0, t, carry_op(f, p, c, cin, false, lw_has(in, ".cc")));
}

LW_H(lw_mad)
{
    ptx_type t = lw_ty(in, 0), rt;
    if (lw_is_float(t))
        return lw_fma(f, in);
    if (lw_has(in, ".cc"))
        return lw_madc(f, in);
    if (!int_type(t) || (lw_has(in, ".wide") && lw_bits(t) > 32))
        return lw_unsupported(f, in);
    bool sat = lw_has(in, ".sat");
    if (sat && !(t == PTX_TYPE_S32 && lw_has(in, ".hi")))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef p = product(f, in, t, &rt);
    LLVMValueRef c = p ? lw_src(f, in, 3, rt) : NULL;
    if (!c)
        return -1;
    if (sat) {
        LLVMValueRef s = LLVMBuildAdd(f->b, LLVMBuildSExt(f->b, p, f->M->i64, ""), LLVMBuildSExt(f->b, c, f->M->i64, ""), "");
        return lw_dst(f, in, 0, rt, sat_s32(f, s));
    }
    return lw_dst(f, in, 0, rt, LLVMBuildAdd(f->b, p, c, ""));
}

/* The 48-bit product of the low 24 bits of a and b: .hi is its bits
 * 47..16, .lo its bits 31..0. */
static LLVMValueRef product24(lw_fn *f, const ptx_instr *in, ptx_type t)
{
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return NULL;
    LLVMTypeRef i24 = LLVMIntTypeInContext(f->M->c, 24);
    a = ext(f, LLVMBuildTrunc(f->b, a, i24, ""), t, 64);
    b = ext(f, LLVMBuildTrunc(f->b, b, i24, ""), t, 64);
    LLVMValueRef p = LLVMBuildMul(f->b, a, b, "");
    if (lw_has(in, ".hi"))
        p = LLVMBuildLShr(f->b, p, lw_int(f, 64, 16), "");
    return LLVMBuildTrunc(f->b, p, f->M->i32, "");
}

LW_H(lw_mul24)
{
    ptx_type t = lw_ty(in, 0);
    if (t != PTX_TYPE_U32 && t != PTX_TYPE_S32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef p = product24(f, in, t);
    return p ? lw_dst(f, in, 0, t, p) : -1;
}

LW_H(lw_mad24)
{
    ptx_type t = lw_ty(in, 0);
    bool sat = lw_has(in, ".sat");
    if ((t != PTX_TYPE_U32 && t != PTX_TYPE_S32) || (sat && !(t == PTX_TYPE_S32 && lw_has(in, ".hi"))))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef p = product24(f, in, t), c = lw_src(f, in, 3, t);
    if (!p || !c)
        return -1;
    if (sat) { /* mad24.hi.sat.s32: the sum of the signed high part and c, clamped */
        LLVMValueRef s = LLVMBuildAdd(f->b, LLVMBuildSExt(f->b, p, f->M->i64, ""), LLVMBuildSExt(f->b, c, f->M->i64, ""), "");
        return lw_dst(f, in, 0, t, sat_s32(f, s));
    }
    return lw_dst(f, in, 0, t, LLVMBuildAdd(f->b, p, c, ""));
}

LW_H(lw_sad)
{
    ptx_type t = lw_ty(in, 0);
    if (!int_type(t) || lw_bits(t) < 16)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t), c = lw_src(f, in, 3, t);
    if (!a || !b || !c)
        return -1;
    LLVMValueRef lt = LLVMBuildICmp(f->b, lw_is_signed(t) ? LLVMIntSLT : LLVMIntULT, a, b, "");
    LLVMValueRef d = LLVMBuildSelect(f->b, lt, LLVMBuildSub(f->b, b, a, ""), LLVMBuildSub(f->b, a, b, ""), "");
    return lw_dst(f, in, 0, t, LLVMBuildAdd(f->b, c, d, ""));
}


/* Division by zero (and INT_MIN / -1) trap on the CPU; PTX leaves the
 * result unspecified: the quotient is then all ones (INT_MIN / -1 wraps),
 * the remainder a (0 for INT_MIN % -1). */
static int divrem(lw_fn *f, const ptx_instr *in, bool rem)
{
    ptx_type t = lw_ty(in, 0);
    if (!int_type(t))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, t);
    if (!a || !b)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    bool s = lw_is_signed(t);
    LLVMValueRef zero = LLVMBuildICmp(f->b, LLVMIntEQ, b, LLVMConstNull(ty), "");
    LLVMValueRef bad = zero;
    if (s) {
        unsigned n = lw_bits(t);
        LLVMValueRef min = LLVMConstInt(ty, UINT64_C(1) << (n - 1), 0);
        LLVMValueRef ovf = LLVMBuildAnd(f->b, LLVMBuildICmp(f->b, LLVMIntEQ, a, min, ""),
                                        LLVMBuildICmp(f->b, LLVMIntEQ, b, LLVMConstAllOnes(ty), ""), "");
        bad = LLVMBuildOr(f->b, zero, ovf, "");
    }
    LLVMValueRef safe = LLVMBuildSelect(f->b, bad, LLVMConstInt(ty, 1, 0), b, "");
    LLVMValueRef r;
    if (rem)
        r = s ? LLVMBuildSRem(f->b, a, safe, "") : LLVMBuildURem(f->b, a, safe, "");
    else
        r = s ? LLVMBuildSDiv(f->b, a, safe, "") : LLVMBuildUDiv(f->b, a, safe, "");
    r = LLVMBuildSelect(f->b, zero, rem ? a : LLVMConstAllOnes(ty), r, "");
    return lw_dst(f, in, 0, t, r);
}

LW_H(lw_div)
{
    if (lw_is_float(lw_ty(in, 0)))
        return lw_fdiv(f, in);
    return divrem(f, in, false);
}

LW_H(lw_rem)
{
    return divrem(f, in, true);
}


/* 16-bit floats (and their x2 forms) are negated and made absolute on
 * their bits: the CPU may take them through f32 and flush subnormals. */
static bool half_type(ptx_type t)
{
    return t == PTX_TYPE_F16 || t == PTX_TYPE_BF16 || t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2;
}

static int float_unary(lw_fn *f, const ptx_instr *in, ptx_type t, bool neg)
{
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    if (lw_has(in, ".ftz"))
        a = lw_ftz(f, a);
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef r;
    if (half_type(t)) {
        unsigned n = lw_bits(t);
        LLVMValueRef bits = lw_as_int(f, a);
        uint64_t sign = n == 32 ? 0x80008000u : 0x8000u;
        r = neg ? LLVMBuildXor(f->b, bits, lw_int(f, n, sign), "") : LLVMBuildAnd(f->b, bits, lw_int(f, n, ~sign), "");
        r = LLVMBuildBitCast(f->b, r, ty, "");
    } else {
        r = neg ? LLVMBuildFNeg(f->b, a, "") : lw_call_intr(f, "llvm.fabs", &ty, 1, &a, 1);
    }
    return lw_dst(f, in, 0, t, r);
}

LW_H(lw_abs)
{
    ptx_type t = lw_ty(in, 0);
    if (lw_is_float(t))
        return float_unary(f, in, t, false);
    if (!int_type(t) || lw_has(in, ".ftz"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    if (!a)
        return -1;
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef args[2] = {a, LLVMConstInt(f->M->i1, 0, 0)};
    return lw_dst(f, in, 0, t, lw_call_intr(f, "llvm.abs", &ty, 1, args, 2));
}

LW_H(lw_neg)
{
    ptx_type t = lw_ty(in, 0);
    if (lw_is_float(t))
        return float_unary(f, in, t, true);
    if (!int_type(t) || lw_has(in, ".ftz"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t);
    return a ? lw_dst(f, in, 0, t, LLVMBuildNeg(f->b, a, "")) : -1;
}

/* min/max{.relu}.s16x2, min/max.u16x2 d, a, b: per half-word; .relu (signed
 * only) then clamps each half-word at 0. */
static int minmax_x2(lw_fn *f, const ptx_instr *in, bool max)
{
    bool sign = x2_form(in) == 1, relu = lw_has(in, ".relu");
    if (lw_ntypes(in) || (lw_has(in, ".s16x2") && lw_has(in, ".u16x2")) || (relu && !sign) ||
        lw_has(in, ".ftz") || lw_has(in, ".NaN"))
        return lw_unsupported(f, in);
    LLVMValueRef a[2], b[2], r[2];
    if (!x2_operands(f, in, a, b))
        return -1;
    LLVMTypeRef ty = LLVMInt16TypeInContext(f->M->c);
    for (int i = 0; i < 2; i++) {
        LLVMValueRef args[2] = {a[i], b[i]};
        r[i] = lw_call_intr(f, sign ? (max ? "llvm.smax" : "llvm.smin") : (max ? "llvm.umax" : "llvm.umin"),
                            &ty, 1, args, 2);
        if (relu) {
            args[0] = r[i];
            args[1] = LLVMConstNull(ty);
            r[i] = lw_call_intr(f, "llvm.smax", &ty, 1, args, 2);
        }
    }
    return x2_dst(f, in, r);
}

LW_H(lw_minmax)
{
    ptx_type t = lw_ty(in, 0);
    bool max = is_op(in, "max"), fl = lw_is_float(t), nan_wins = lw_has(in, ".NaN");
    if (x2_form(in))
        return minmax_x2(f, in, max);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED || (!fl && (lw_has(in, ".ftz") || nan_wins)))
        return lw_unsupported(f, in);
    if (in->nops != 3 && in->nops != 4)
        return lw_need_ops(f, in, 3);
    const char *name = lw_is_signed(t) ? (max ? "llvm.smax" : "llvm.smin") : (max ? "llvm.umax" : "llvm.umin");
    LLVMValueRef r = lw_src(f, in, 1, t);
    if (r && fl && lw_has(in, ".ftz"))
        r = lw_ftz(f, r);
    /* three sources: min(min(a, b), c), which is PTX's order */
    for (unsigned k = 2; r && k < in->nops; k++) {
        LLVMValueRef b = lw_src(f, in, k, t);
        if (!b)
            return -1;
        if (fl && lw_has(in, ".ftz"))
            b = lw_ftz(f, b);
        LLVMTypeRef ty = LLVMTypeOf(r);
        LLVMValueRef args[2] = {r, b};
        r = fl ? lw_fminmax(f, r, b, max, nan_wins) : lw_call_intr(f, name, &ty, 1, args, 2);
    }
    if (!r)
        return -1;
    if (lw_has(in, ".relu")) {
        LLVMTypeRef ty = LLVMTypeOf(r);
        LLVMValueRef args[2] = {r, LLVMConstNull(ty)};
        r = fl ? lw_frelu(f, r) : lw_call_intr(f, "llvm.smax", &ty, 1, args, 2);
    }
    return lw_dst(f, in, 0, t, r);
}
