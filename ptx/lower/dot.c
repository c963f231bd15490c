/* Packed integer dot products (dp4a, dp2a.lo/.hi) and cvt.pack.sat, which
 * clamps two s32 values to a narrow type and packs them (with the bits of
 * c above them in the 8-, 4- and 2-bit forms). */
#include "families.h"

#include <string.h>

static bool int32_type(ptx_type t)
{
    return t == PTX_TYPE_U32 || t == PTX_TYPE_S32;
}

/* Element i (of width bits) of the 32-bit x, sign- or zero-extended. */
static LLVMValueRef element(lw_fn *f, LLVMValueRef x, unsigned i, unsigned bits, bool sign)
{
    LLVMValueRef v = LLVMBuildLShr(f->b, x, lw_int(f, 32, i * bits), "");
    v = LLVMBuildTrunc(f->b, v, LLVMIntTypeInContext(f->M->c, bits), "");
    return sign ? LLVMBuildSExt(f->b, v, f->M->i32, "") : LLVMBuildZExt(f->b, v, f->M->i32, "");
}

/* d = c + sum of a[i] * b[first + i]: a's elements of abits, b's bytes. */
static int dot(lw_fn *f, const ptx_instr *in, unsigned n, unsigned abits, unsigned first)
{
    ptx_type ta = lw_ty(in, 0), tb = lw_ty(in, 1);
    if (!int32_type(ta) || !int32_type(tb) || lw_ntypes(in) != 2)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    ptx_type tc = ta == PTX_TYPE_U32 && tb == PTX_TYPE_U32 ? PTX_TYPE_U32 : PTX_TYPE_S32;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_B32), b = lw_src(f, in, 2, PTX_TYPE_B32);
    LLVMValueRef acc = lw_src(f, in, 3, tc);
    if (!a || !b || !acc)
        return -1;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef x = element(f, a, i, abits, ta == PTX_TYPE_S32);
        LLVMValueRef y = element(f, b, first + i, 8, tb == PTX_TYPE_S32);
        acc = LLVMBuildAdd(f->b, acc, LLVMBuildMul(f->b, x, y, ""), "");
    }
    return lw_dst(f, in, 0, tc, acc);
}

LW_H(lw_dp4a)
{
    return dot(f, in, 4, 8, 0);
}

LW_H(lw_dp2a)
{
    const char *mode = lw_one_of(in, ".lo.hi");
    if (!mode)
        return lw_unsupported(f, in);
    return dot(f, in, 2, 16, !strcmp(mode, ".hi") ? 2 : 0);
}

/* The narrow type of cvt.pack: bits, signedness; 0 if none. The 2- and
 * 4-bit types are no ptx_type, so the modifiers are read as written. */
static unsigned narrow_type(const ptx_instr *in, bool *sign)
{
    static const struct { const char *name; unsigned bits; bool sign; } types[] = {
        {".u16", 16, false}, {".s16", 16, true}, {".u8", 8, false}, {".s8", 8, true},
        {".u4", 4, false}, {".s4", 4, true}, {".u2", 2, false}, {".s2", 2, true},
    };
    for (size_t i = 0; i < in->nmods; i++)
        for (size_t k = 0; k < sizeof types / sizeof *types; k++)
            if (!strcmp(in->mods[i], types[k].name)) {
                *sign = types[k].sign;
                return types[k].bits;
            }
    return 0;
}

/* cvt.pack.sat.{u16,s16}.s32 d, a, b;
 * cvt.pack.sat.{u8,s8,u4,s4,u2,s2}.s32.b32 d, a, b, c */
LW_H(lw_cvt_pack)
{
    bool sign = false;
    unsigned bits = narrow_type(in, &sign);
    bool wide = bits == 16;
    if (!bits || !lw_has(in, ".sat") || !lw_has(in, ".s32") || (!wide && !lw_has(in, ".b32")) ||
        (wide && lw_has(in, ".b32")) || in->nmods != (wide ? 4u : 5u) || lw_one_of(in, ".rn.rz.rm.rp.ftz.relu"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, wide ? 3 : 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_S32), b = lw_src(f, in, 2, PTX_TYPE_S32);
    LLVMValueRef c = wide ? NULL : lw_src(f, in, 3, PTX_TYPE_B32);
    if (!a || !b || (!wide && !c))
        return -1;
    int64_t lo = sign ? -(INT64_C(1) << (bits - 1)) : 0;
    int64_t hi = sign ? (INT64_C(1) << (bits - 1)) - 1 : (INT64_C(1) << bits) - 1;
    LLVMTypeRef i32 = f->M->i32;
    LLVMValueRef v[2] = {b, a};
    for (int k = 0; k < 2; k++) {
        LLVMValueRef args[2] = {v[k], LLVMConstInt(i32, (uint64_t)hi, 1)};
        v[k] = lw_call_intr(f, "llvm.smin", &i32, 1, args, 2);
        args[0] = v[k];
        args[1] = LLVMConstInt(i32, (uint64_t)lo, 1);
        v[k] = lw_call_intr(f, "llvm.smax", &i32, 1, args, 2);
        v[k] = LLVMBuildAnd(f->b, v[k], lw_int(f, 32, (UINT64_C(1) << bits) - 1), "");
    }
    LLVMValueRef d = LLVMBuildOr(f->b, v[0], LLVMBuildShl(f->b, v[1], lw_int(f, 32, bits), ""), "");
    if (!wide)
        d = LLVMBuildOr(f->b, d, LLVMBuildShl(f->b, c, lw_int(f, 32, 2 * bits), ""), "");
    return lw_dst(f, in, 0, PTX_TYPE_B32, d);
}
