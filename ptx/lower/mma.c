/* mma.sync.aligned, emulated: m16n8k16 and m16n8k8 with f16/bf16 inputs
 * (f32 or f16 accumulators), m16n8k8 tf32, m16n8k32 s8/u8 (s32, optional
 * .satfinite), m8n8k4 f64. Fragments follow the PTX ISA layouts, with
 * g = lane / 4 and t = lane % 4: the four lanes of group g hold rows g and
 * g+8 of A (row g for m8n8k4), the four lanes of group c hold column c of
 * B, and a lane's C/D elements are in rows g(+8) and columns 2t, 2t+1. So a
 * lane writes its A and B registers to the warp's scratch (warpscratch.c),
 * and once the warp has met reads the A registers of its own group and the
 * B registers of groups 2t and 2t+1, and computes its D elements itself;
 * the warp meets again before the scratch may be written anew. */
#include "families.h"

#include <string.h>

enum kind { K_F16, K_BF16, K_TF32, K_I8, K_F64 };

typedef struct shape {
    unsigned k;       /* the K dimension */
    unsigned na, nb;  /* registers per lane of A and B */
    unsigned nd;      /* D (and C) elements per lane */
    unsigned ebits;   /* bits of an A/B element */
    enum kind kind;
} shape;

typedef struct loc {
    unsigned t;    /* lane in the group (0-3) */
    unsigned reg;  /* register */
    unsigned sub;  /* element within the register */
} loc;

/* Where A(row g + 8h, k) is among the group's registers. */
static loc a_loc(const shape *s, unsigned h, unsigned k)
{
    unsigned i;
    switch (s->kind) {
    case K_F64:
        return (loc){k, 0, 0};
    case K_TF32:
        return (loc){k % 4, h + 2 * (k >= 4), 0};
    case K_I8:
        i = (k & 3) + 4 * h + 8 * (k >= 16);
        return (loc){(k % 16) / 4, i >> 2, i & 3};
    default: /* f16, bf16: k16 (4 registers) or k8 (2) */
        i = (k & 1) + 2 * h + 4 * (k >= 8);
        return (loc){(k % 8) / 2, i >> 1, i & 1};
    }
}

/* Where B(k, c) is among the registers of group c. */
static loc b_loc(const shape *s, unsigned k)
{
    unsigned i;
    switch (s->kind) {
    case K_F64:
        return (loc){k, 0, 0};
    case K_TF32:
        return (loc){k % 4, k / 4, 0};
    case K_I8:
        i = (k & 3) + 4 * (k >= 16);
        return (loc){(k % 16) / 4, i >> 2, i & 3};
    default:
        i = (k & 1) + 2 * (k >= 8);
        return (loc){(k % 8) / 2, i >> 1, i & 1};
    }
}

/* Element sub of register r as a value to multiply: f32 for the float
 * kinds (tf32 keeps its top 19 bits), i32 for s8/u8, f64. */
static LLVMValueRef elem(lw_fn *f, const shape *s, LLVMValueRef r, unsigned sub, bool sign)
{
    LLVMBuilderRef B = f->b;
    lw_mod *M = f->M;
    switch (s->kind) {
    case K_F64:
        return LLVMBuildBitCast(B, r, M->f64, "");
    case K_TF32:
        return LLVMBuildBitCast(B, LLVMBuildAnd(B, r, lw_int(f, 32, 0xffffe000u), ""), M->f32, "");
    case K_I8: {
        LLVMValueRef v = LLVMBuildTrunc(B, LLVMBuildLShr(B, r, lw_int(f, 32, 8 * sub), ""), M->i8, "");
        return sign ? LLVMBuildSExt(B, v, M->i32, "") : LLVMBuildZExt(B, v, M->i32, "");
    }
    default: {
        LLVMValueRef v = LLVMBuildTrunc(B, LLVMBuildLShr(B, r, lw_int(f, 32, 16 * sub), ""), M->i16, "");
        v = LLVMBuildBitCast(B, v, s->kind == K_F16 ? M->f16 : M->bf16, "");
        return LLVMBuildFPExt(B, v, M->f32, "");
    }
    }
}

static int parse_shape(const ptx_instr *in, shape *s, ptx_type *dt, ptx_type *ct, bool *as, bool *bs)
{
    ptx_type d = lw_ty(in, 0), a = lw_ty(in, 1), b = lw_ty(in, 2), c = lw_ty(in, 3);
    *dt = d;
    *ct = c;
    if (lw_ntypes(in) != 4 || !lw_has(in, ".row") || !lw_has(in, ".col") || !lw_has(in, ".sync") ||
        !lw_has(in, ".aligned"))
        return -1;
    bool sat = lw_has(in, ".satfinite");
    bool fd = d == PTX_TYPE_F32 || d == PTX_TYPE_F16, fc = c == PTX_TYPE_F32 || c == PTX_TYPE_F16;
    if (lw_has(in, ".m8n8k4")) {
        *s = (shape){4, 1, 1, 2, 64, K_F64};
        return !sat && a == PTX_TYPE_F64 && b == a && d == a && c == a ? 0 : -1;
    }
    bool k16 = lw_has(in, ".m16n8k16"), k8 = lw_has(in, ".m16n8k8"), k32 = lw_has(in, ".m16n8k32");
    if (k32) {
        *s = (shape){32, 4, 2, 4, 8, K_I8};
        *as = a == PTX_TYPE_S8;
        *bs = b == PTX_TYPE_S8;
        return (a == PTX_TYPE_S8 || a == PTX_TYPE_U8) && (b == PTX_TYPE_S8 || b == PTX_TYPE_U8) &&
                       d == PTX_TYPE_S32 && c == PTX_TYPE_S32 ? 0 : -1;
    }
    if (sat || !(k16 || k8) || a != b)
        return -1;
    if (a == PTX_TYPE_TF32 && k8) {
        *s = (shape){8, 4, 2, 4, 32, K_TF32};
        return d == PTX_TYPE_F32 && c == PTX_TYPE_F32 ? 0 : -1;
    }
    unsigned k = k16 ? 16 : 8;
    if (a == PTX_TYPE_F16) {
        *s = (shape){k, k / 4, k / 8, 4, 16, K_F16};
        return fd && fc ? 0 : -1;
    }
    if (a == PTX_TYPE_BF16) {
        *s = (shape){k, k / 4, k / 8, 4, 16, K_BF16};
        return d == PTX_TYPE_F32 && c == PTX_TYPE_F32 ? 0 : -1;
    }
    return -1;
}

/* The registers of a fragment operand {r0, r1, ...} as i32 (i64 for f64). */
static int regs(lw_fn *f, const ptx_instr *in, unsigned k, unsigned n, ptx_type t, LLVMValueRef *out)
{
    const ptx_operand *op = &in->ops[k];
    if (op->kind != PTX_OP_VEC || op->u.list.n != n)
        return lw_bad(f, in, "operand %u must be a vector of %u registers", k + 1, n);
    for (unsigned i = 0; i < n; i++)
        if (!(out[i] = lw_src_op(f, in, &op->u.list.items[i], t)))
            return -1;
    return 0;
}

/* mma.sync.aligned.shape.row.col{.satfinite}.dtype.atype.btype.ctype d, a, b, c */
LW_H(lw_mma)
{
    shape s;
    ptx_type dt, ct;
    bool as = false, bs = false;
    if (parse_shape(in, &s, &dt, &ct, &as, &bs))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    lw_mod *M = f->M;
    LLVMBuilderRef B = f->b;
    ptx_type rt = s.kind == K_F64 ? PTX_TYPE_B64 : PTX_TYPE_B32;
    bool c16 = ct == PTX_TYPE_F16, d16 = dt == PTX_TYPE_F16;
    unsigned ncr = c16 ? s.nd / 2 : s.nd, ndr = d16 ? s.nd / 2 : s.nd;
    LLVMValueRef a[4], b[2], c[4];
    if (regs(f, in, 1, s.na, rt, a) || regs(f, in, 2, s.nb, rt, b))
        return -1;
    LLVMTypeRef rty = lw_type(M, rt);
    unsigned rbytes = LLVMGetIntTypeWidth(rty) / 8;
    for (unsigned r = 0; r < s.na; r++)
        lw_scratch_store(f, a[r], LW_SCR_A + r * rbytes);
    for (unsigned r = 0; r < s.nb; r++)
        lw_scratch_store(f, b[r], LW_SCR_B + r * rbytes);
    lw_syncwarp(f);
    /* A of the lanes of this group; B of groups 2t and 2t+1 (t = lane % 4) */
    LLVMValueRef ga[4][4], gb[2][4][2];
    for (unsigned t = 0; t < 4; t++)
        for (unsigned r = 0; r < s.na; r++) {
            LLVMValueRef src = LLVMBuildOr(B, LLVMBuildAnd(B, lw_laneid(f), lw_int(f, 32, ~3u), ""), lw_int(f, 32, t), "");
            ga[t][r] = lw_scratch_load(f, src, rty, LW_SCR_A + r * rbytes);
        }
    for (unsigned col = 0; col < 2; col++)
        for (unsigned t = 0; t < 4; t++)
            for (unsigned r = 0; r < s.nb; r++) {
                LLVMValueRef tig = LLVMBuildAnd(B, lw_laneid(f), lw_int(f, 32, 3), "");
                LLVMValueRef grp = LLVMBuildAdd(B, LLVMBuildShl(B, tig, lw_int(f, 32, 1), ""), lw_int(f, 32, col), "");
                LLVMValueRef src = LLVMBuildOr(B, LLVMBuildShl(B, grp, lw_int(f, 32, 2), ""), lw_int(f, 32, t), "");
                gb[col][t][r] = lw_scratch_load(f, src, rty, LW_SCR_B + r * rbytes);
            }
    lw_syncwarp(f);
    for (unsigned t = 0; t < 4; t++) {
        for (unsigned r = 0; r < s.na; r++)
            ga[t][r] = LLVMBuildLoad2(B, rty, ga[t][r], "");
        for (unsigned col = 0; col < 2; col++)
            for (unsigned r = 0; r < s.nb; r++)
                gb[col][t][r] = LLVMBuildLoad2(B, rty, gb[col][t][r], "");
    }
    if (regs(f, in, 3, ncr, rt, c))
        return -1;
    /* D element e: row g + 8h (h = e / 2; m8n8k4: h = 0), column 2t + e % 2 */
    bool fl = s.kind != K_I8;
    LLVMTypeRef acc_t = s.kind == K_F64 ? M->f64 : fl ? M->f32 : M->i64;
    LLVMValueRef dv[4];
    for (unsigned e = 0; e < s.nd; e++) {
        unsigned h = s.kind == K_F64 ? 0 : e / 2, col = e % 2;
        LLVMValueRef acc;
        if (c16) {
            LLVMValueRef w = LLVMBuildLShr(B, c[e / 2], lw_int(f, 32, 16 * (e % 2)), "");
            w = LLVMBuildBitCast(B, LLVMBuildTrunc(B, w, M->i16, ""), M->f16, "");
            acc = LLVMBuildFPExt(B, w, M->f32, "");
        } else if (s.kind == K_F64) {
            acc = LLVMBuildBitCast(B, c[e], M->f64, "");
        } else if (fl) {
            acc = LLVMBuildBitCast(B, c[e], M->f32, "");
        } else {
            acc = LLVMBuildSExt(B, c[e], M->i64, "");
        }
        for (unsigned k = 0; k < s.k; k++) {
            loc la = a_loc(&s, h, k), lb = b_loc(&s, k);
            LLVMValueRef x = elem(f, &s, ga[la.t][la.reg], la.sub, as);
            LLVMValueRef y = elem(f, &s, gb[col][lb.t][lb.reg], lb.sub, bs);
            if (fl) {
                LLVMValueRef args[3] = {x, y, acc};
                acc = lw_call_intr(f, "llvm.fma", &acc_t, 1, args, 3);
            } else {
                LLVMValueRef p = LLVMBuildSExt(B, LLVMBuildMul(B, x, y, ""), M->i64, "");
                acc = LLVMBuildAdd(B, acc, p, "");
            }
        }
        if (!fl) {
            if (lw_has(in, ".satfinite")) {
                LLVMValueRef args[2] = {acc, LLVMConstInt(M->i64, INT32_MAX, 1)};
                acc = lw_call_intr(f, "llvm.smin", &acc_t, 1, args, 2);
                args[0] = acc;
                args[1] = LLVMConstInt(M->i64, (uint64_t)(int64_t)INT32_MIN, 1);
                acc = lw_call_intr(f, "llvm.smax", &acc_t, 1, args, 2);
            }
            acc = LLVMBuildTrunc(B, acc, M->i32, "");
        }
        dv[e] = acc;
    }
    const ptx_operand *d = &in->ops[0];
    if (d->kind != PTX_OP_VEC || d->u.list.n != ndr)
        return lw_bad(f, in, "operand 1 must be a vector of %u registers", ndr);
    for (unsigned r = 0; r < ndr; r++) {
        LLVMValueRef v;
        if (d16) {
            v = lw_pack_f16x2(f, dv[2 * r], dv[2 * r + 1]);
        } else {
            v = lw_as_int(f, dv[r]);
        }
        if (lw_dst_op(f, in, &d->u.list.items[r], rt, v))
            return -1;
    }
    return 0;
}
