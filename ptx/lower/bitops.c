/* Bit searches and masks: fns (n-th set bit), bmsk, szext; elect.sync (the
 * lowest active lane of the member mask, found with a ballot). */
#include "families.h"

#include <string.h>

static LLVMValueRef sel(lw_fn *f, LLVMValueRef c, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(f->b, c, a, b, "");
}

/* fns.b32 d, mask, base, offset: the position of the |offset|-th set bit of
 * mask counted from base upwards (offset > 0) or downwards (offset < 0);
 * offset 0: base itself if set. 0xffffffff when there is none. */
LW_H(lw_fns)
{
    if (lw_ty(in, 0) != PTX_TYPE_B32 || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    LLVMValueRef mask = lw_src(f, in, 1, PTX_TYPE_B32), base = lw_src(f, in, 2, PTX_TYPE_U32);
    LLVMValueRef off = lw_src(f, in, 3, PTX_TYPE_S32);
    if (!mask || !base || !off)
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i32 = f->M->i32, i64 = f->M->i64;
    LLVMValueRef none = lw_int(f, 32, 0xffffffffu), zero = lw_int(f, 32, 0), one = lw_int(f, 32, 1);
    base = LLVMBuildAnd(B, base, lw_int(f, 32, 31), ""); /* base > 31 is undefined */
    /* offset 0 */
    LLVMValueRef bit = LLVMBuildAnd(B, LLVMBuildLShr(B, mask, base, ""), one, "");
    LLVMValueRef r0 = sel(f, LLVMBuildICmp(B, LLVMIntNE, bit, zero, ""), base, none);
    /* upwards: bits >= base; downwards: bits <= base, bit-reversed so that
     * both count from the lowest bit */
    LLVMValueRef up = LLVMBuildShl(B, LLVMBuildLShr(B, mask, base, ""), base, "");
    LLVMValueRef lowmask = LLVMBuildTrunc(B, LLVMBuildSub(B, LLVMBuildShl(B, LLVMConstInt(i64, 2, 0),
                                                                          LLVMBuildZExt(B, base, i64, ""), ""),
                                                          LLVMConstInt(i64, 1, 0), ""), i32, "");
    LLVMValueRef down = LLVMBuildAnd(B, mask, lowmask, "");
    down = lw_call_intr(f, "llvm.bitreverse", &i32, 1, &down, 1);
    LLVMValueRef pos = LLVMBuildICmp(B, LLVMIntSGT, off, zero, "");
    LLVMValueRef m = sel(f, pos, up, down);
    LLVMValueRef n = sel(f, pos, off, LLVMBuildNeg(B, off, "")); /* |offset| >= 1 */
    /* clear the lowest n-1 set bits: at most 31 steps, as a loop-free chain
     * would be long; a small loop in IR */
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(B);
    LLVMBasicBlockRef loop = lw_new_block(f, "fns.loop"), done = lw_new_block(f, "fns.done");
    LLVMValueRef big = LLVMBuildICmp(B, LLVMIntUGT, n, lw_int(f, 32, 32), "");
    LLVMBuildBr(B, loop);
    LLVMPositionBuilderAtEnd(B, loop);
    LLVMValueRef phm = LLVMBuildPhi(B, i32, "m"), phk = LLVMBuildPhi(B, i32, "k");
    LLVMValueRef stop = LLVMBuildICmp(B, LLVMIntUGE, phk, LLVMBuildSub(B, n, one, ""), "");
    LLVMValueRef nm = LLVMBuildAnd(B, phm, LLVMBuildSub(B, phm, one, ""), "");
    LLVMValueRef nk = LLVMBuildAdd(B, phk, one, "");
    LLVMValueRef exitc = LLVMBuildOr(B, stop, LLVMBuildOr(B, big, LLVMBuildICmp(B, LLVMIntEQ, phm, zero, ""), ""), "");
    LLVMBasicBlockRef body_end = LLVMGetInsertBlock(B);
    LLVMBuildCondBr(B, exitc, done, loop);
    LLVMValueRef inm[2] = {m, nm}, ink[2] = {zero, nk};
    LLVMBasicBlockRef from[2] = {pre, body_end};
    LLVMAddIncoming(phm, inm, from, 2);
    LLVMAddIncoming(phk, ink, from, 2);
    LLVMPositionBuilderAtEnd(B, done);
    LLVMValueRef args[2] = {phm, LLVMConstInt(f->M->i1, 0, 0)};
    LLVMValueRef tz = lw_call_intr(f, "llvm.cttz", &i32, 1, args, 2); /* 32 if empty */
    LLVMValueRef found = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntNE, phm, zero, ""), LLVMBuildNot(B, big, ""), "");
    LLVMValueRef idx = sel(f, pos, tz, LLVMBuildSub(B, lw_int(f, 32, 31), tz, ""));
    LLVMValueRef r = sel(f, found, idx, none);
    r = sel(f, LLVMBuildICmp(B, LLVMIntEQ, off, zero, ""), r0, r);
    return lw_dst(f, in, 0, PTX_TYPE_B32, r);
}

static const char *mode_of(const ptx_instr *in)
{
    return lw_one_of(in, ".clamp.wrap");
}

/* bmsk.mode.b32 d, a, b: b bits set from bit a. */
LW_H(lw_bmsk)
{
    const char *mode = mode_of(in);
    if (!mode || lw_ty(in, 0) != PTX_TYPE_B32 || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_U32), b = lw_src(f, in, 2, PTX_TYPE_U32);
    if (!a || !b)
        return -1;
    LLVMBuilderRef B = f->b;
    bool clamp = !strcmp(mode, ".clamp");
    LLVMValueRef ones = lw_int(f, 32, 0xffffffffu), zero = lw_int(f, 32, 0), c31 = lw_int(f, 32, 31);
    LLVMValueRef a1 = LLVMBuildAnd(B, a, c31, ""), b1 = LLVMBuildAnd(B, b, c31, "");
    LLVMValueRef mask0 = LLVMBuildShl(B, ones, a1, "");
    LLVMValueRef sum = LLVMBuildAdd(B, a1, b1, "");
    LLVMValueRef mask1 = lw_shift(f, LLVMShl, ones, sum);
    LLVMValueRef ovf = LLVMBuildICmp(B, LLVMIntUGE, sum, lw_int(f, 32, 32), "");
    if (clamp) {
        LLVMValueRef apos = LLVMBuildICmp(B, LLVMIntUGE, a, lw_int(f, 32, 32), "");
        LLVMValueRef bwid = LLVMBuildICmp(B, LLVMIntUGE, b, lw_int(f, 32, 32), "");
        mask0 = sel(f, apos, zero, mask0);
        ovf = LLVMBuildOr(B, ovf, LLVMBuildOr(B, apos, bwid, ""), "");
    }
    mask1 = sel(f, ovf, zero, sel(f, LLVMBuildICmp(B, LLVMIntEQ, b1, zero, ""), ones, mask1));
    return lw_dst(f, in, 0, PTX_TYPE_B32, LLVMBuildAnd(B, mask0, LLVMBuildNot(B, mask1, ""), ""));
}

/* szext.mode.{u32,s32} d, a, b: the low b bits of a, zero- or
 * sign-extended. */
LW_H(lw_szext)
{
    const char *mode = mode_of(in);
    ptx_type t = lw_ty(in, 0);
    if (!mode || (t != PTX_TYPE_U32 && t != PTX_TYPE_S32) || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_B32), b = lw_src(f, in, 2, PTX_TYPE_U32);
    if (!a || !b)
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMValueRef ones = lw_int(f, 32, 0xffffffffu), zero = lw_int(f, 32, 0), c31 = lw_int(f, 32, 31);
    LLVMValueRef b1 = LLVMBuildAnd(B, b, c31, "");
    LLVMValueRef large = !strcmp(mode, ".clamp") ? LLVMBuildICmp(B, LLVMIntUGE, b, lw_int(f, 32, 32), "")
                                                 : LLVMConstInt(f->M->i1, 0, 0);
    LLVMValueRef mask = sel(f, large, zero, LLVMBuildShl(B, ones, b1, ""));
    LLVMValueRef sign = LLVMConstInt(f->M->i1, 0, 0);
    if (t == PTX_TYPE_S32) {
        LLVMValueRef pos = LLVMBuildAnd(B, LLVMBuildSub(B, b1, lw_int(f, 32, 1), ""), c31, "");
        LLVMValueRef bit = LLVMBuildAnd(B, LLVMBuildLShr(B, a, pos, ""), lw_int(f, 32, 1), "");
        LLVMValueRef ok = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntNE, b1, zero, ""), LLVMBuildNot(B, large, ""), "");
        sign = LLVMBuildAnd(B, ok, LLVMBuildICmp(B, LLVMIntNE, bit, zero, ""), "");
    }
    LLVMValueRef r = LLVMBuildOr(B, LLVMBuildAnd(B, a, LLVMBuildNot(B, mask, ""), ""), sel(f, sign, mask, zero), "");
    return lw_dst(f, in, 0, t, r);
}

/* elect.sync d|p, membermask: the lowest lane of membermask that runs the
 * instruction leads; d gets its lane id (also in the other lanes), p is
 * true in the leader only. */
LW_H(lw_elect)
{
    if (!lw_has(in, ".sync") || lw_ntypes(in))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    const ptx_operand *d = &in->ops[0];
    if (d->kind != PTX_OP_PAIR)
        return lw_bad(f, in, "the destination must be d|p");
    LLVMValueRef m = lw_src(f, in, 1, PTX_TYPE_B32);
    if (!m)
        return -1;
    LLVMValueRef args[2] = {m, LLVMConstInt(f->M->i1, 1, 0)};
    LLVMValueRef active = lw_call_intr(f, "llvm.nvvm.vote.ballot.sync", NULL, 0, args, 2);
    m = lw_src(f, in, 1, PTX_TYPE_B32); /* read again after the warp operation */
    LLVMValueRef members = LLVMBuildAnd(f->b, active, m, "");
    LLVMValueRef cz[2] = {members, LLVMConstInt(f->M->i1, 0, 0)};
    LLVMValueRef leader = lw_call_intr(f, "llvm.cttz", &f->M->i32, 1, cz, 2);
    LLVMValueRef is = LLVMBuildICmp(f->b, LLVMIntEQ, lw_laneid(f), leader, "");
    if (strcmp(d->u.pair.first, "_") && lw_store_reg(f, d->u.pair.first, 0, PTX_TYPE_B32, leader))
        return lw_bad(f, in, "unknown register '%s'", d->u.pair.first);
    if (lw_store_reg(f, d->u.pair.second, 0, PTX_TYPE_PRED, is))
        return lw_bad(f, in, "unknown register '%s'", d->u.pair.second);
    return 0;
}
