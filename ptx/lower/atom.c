/* atom and red: atomicrmw / cmpxchg on the pointer of the state space
 * (global, shared, generic). inc/dec are LLVM's uinc_wrap/udec_wrap, the
 * same wrap-around semantics. Half-precision adds (.noftz: subnormals
 * kept) are compare-and-swap loops of our own, adding in f32 and rounding
 * with lw_narrow: LLVM's own expansion of atomicrmw fadd on half/bfloat
 * rounds with whatever the CPU has (an instruction with AVX512-BF16 or
 * F16C, else a library call that a loadable module may not find). Scopes
 * are left at the default (system): LLVM-C 19 cannot set sync scopes. */
#include "lower.h"

#include <string.h>

static LLVMAtomicOrdering sem(const ptx_instr *in)
{
    if (lw_has(in, ".acquire"))
        return LLVMAtomicOrderingAcquire;
    if (lw_has(in, ".release"))
        return LLVMAtomicOrderingRelease;
    if (lw_has(in, ".acq_rel"))
        return LLVMAtomicOrderingAcquireRelease;
    return LLVMAtomicOrderingMonotonic;
}

static bool is_half(ptx_type t)
{
    return t == PTX_TYPE_F16 || t == PTX_TYPE_BF16 || t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2;
}

static bool rmw_op(const char *op, ptx_type t, LLVMAtomicRMWBinOp *o)
{
    bool fl = t == PTX_TYPE_F32 || t == PTX_TYPE_F64 || is_half(t), s = lw_is_signed(t);
    bool i32 = lw_bits(t) == 32 && !fl;
    if (!strcmp(op, ".add")) *o = fl ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd;
    else if (!strcmp(op, ".min") && !fl) *o = s ? LLVMAtomicRMWBinOpMin : LLVMAtomicRMWBinOpUMin;
    else if (!strcmp(op, ".max") && !fl) *o = s ? LLVMAtomicRMWBinOpMax : LLVMAtomicRMWBinOpUMax;
    else if (!strcmp(op, ".inc") && i32 && !s) *o = LLVMAtomicRMWBinOpUIncWrap;
    else if (!strcmp(op, ".dec") && i32 && !s) *o = LLVMAtomicRMWBinOpUDecWrap;
    else if (!strcmp(op, ".and") && !fl) *o = LLVMAtomicRMWBinOpAnd;
    else if (!strcmp(op, ".or") && !fl) *o = LLVMAtomicRMWBinOpOr;
    else if (!strcmp(op, ".xor") && !fl) *o = LLVMAtomicRMWBinOpXor;
    else if (!strcmp(op, ".exch")) *o = LLVMAtomicRMWBinOpXchg;
    else return false;
    return true;
}

static bool atom_type(ptx_type t)
{
    switch (t) {
    case PTX_TYPE_B32: case PTX_TYPE_B64: case PTX_TYPE_U32: case PTX_TYPE_U64:
    case PTX_TYPE_S32: case PTX_TYPE_S64: case PTX_TYPE_F32: case PTX_TYPE_F64:
    case PTX_TYPE_F16: case PTX_TYPE_BF16: case PTX_TYPE_F16X2: case PTX_TYPE_BF16X2:
    case PTX_TYPE_B16:
        return true;
    default:
        return false;
    }
}

/* One lane (or a scalar) of a half-precision add: exact in f32 up to one
 * rounding, and f32 has enough bits (24 >= 2*11+2) that rounding that sum
 * to f16/bf16 is rounding the exact sum. */
static LLVMValueRef half_add(lw_fn *f, LLVMValueRef a, LLVMValueRef b, ptx_type lane)
{
    LLVMValueRef s = LLVMBuildFAdd(f->b, lw_widen16(f, a), lw_widen16(f, b), "");
    return lw_narrow(f, s, lane, ".rn");
}

static LLVMValueRef half_add_all(lw_fn *f, LLVMValueRef a, LLVMValueRef b, ptx_type t)
{
    ptx_type lane = t == PTX_TYPE_F16X2 || t == PTX_TYPE_F16 ? PTX_TYPE_F16 : PTX_TYPE_BF16;
    if (t == PTX_TYPE_F16 || t == PTX_TYPE_BF16)
        return half_add(f, a, b, lane);
    LLVMValueRef v = LLVMGetUndef(LLVMTypeOf(a));
    for (unsigned k = 0; k < 2; k++) {
        LLVMValueRef i = lw_int(f, 32, k);
        LLVMValueRef r = half_add(f, LLVMBuildExtractElement(f->b, a, i, ""), LLVMBuildExtractElement(f->b, b, i, ""), lane);
        v = LLVMBuildInsertElement(f->b, v, r, i, "");
    }
    return v;
}

/* atom.add.noftz on f16/bf16 (and x2) at p: a compare-and-swap loop on
 * the integer bits; returns the old value (of type t). */
static LLVMValueRef half_atomic_add(lw_fn *f, LLVMValueRef p, LLVMValueRef v, ptx_type t, LLVMAtomicOrdering ord)
{
    LLVMBuilderRef B = f->b;
    LLVMTypeRef ty = LLVMTypeOf(v), it = LLVMIntTypeInContext(f->M->c, lw_bits(t));
    unsigned align = (unsigned)ptx_type_size(t);
    LLVMValueRef init = LLVMBuildLoad2(B, it, p, "");
    LLVMSetOrdering(init, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(init, align);
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(B), loop = lw_new_block(f, "atom.half"), done = lw_new_block(f, "atom.done");
    LLVMBuildBr(B, loop);
    LLVMPositionBuilderAtEnd(B, loop);
    LLVMValueRef cur = LLVMBuildPhi(B, it, "");
    LLVMValueRef sum = LLVMBuildBitCast(B, half_add_all(f, LLVMBuildBitCast(B, cur, ty, ""), v, t), it, "");
    LLVMAtomicOrdering fail = ord == LLVMAtomicOrderingRelease || ord == LLVMAtomicOrderingMonotonic
                                  ? LLVMAtomicOrderingMonotonic : LLVMAtomicOrderingAcquire;
    LLVMValueRef x = LLVMBuildAtomicCmpXchg(B, p, cur, sum, ord, fail, 0);
    LLVMSetAlignment(x, align);
    LLVMValueRef seen = LLVMBuildExtractValue(B, x, 0, ""), ok = LLVMBuildExtractValue(B, x, 1, "");
    LLVMBasicBlockRef end = LLVMGetInsertBlock(B);
    LLVMBuildCondBr(B, ok, done, loop);
    LLVMValueRef in[2] = {init, seen};
    LLVMBasicBlockRef from[2] = {pre, end};
    LLVMAddIncoming(cur, in, from, 2);
    LLVMPositionBuilderAtEnd(B, done);
    return LLVMBuildBitCast(B, cur, ty, "");
}

LW_H(lw_atom)
{
    ptx_type t = lw_ty(in, 0);
    const char *op = lw_one_of(in, ".add.min.max.inc.dec.and.or.xor.exch.cas");
    bool red = in->opcode[0] == 'r', cas = op && !strcmp(op, ".cas");
    ptx_space ss = lw_space(in);
    LLVMAtomicRMWBinOp o = LLVMAtomicRMWBinOpAdd;
    if (!op || !atom_type(t) || lw_ntypes(in) != 1 || lw_vec(in) ||
        (ss != PTX_SPACE_NONE && ss != PTX_SPACE_GLOBAL && ss != PTX_SPACE_SHARED) ||
        (!cas && !rmw_op(op, t, &o)) || (cas && red) || (t == PTX_TYPE_B16 && !cas) ||
        (is_half(t) && !lw_has(in, ".noftz")) || (lw_has(in, ".noftz") && !is_half(t)))
        return lw_unsupported(f, in);
    unsigned k = red ? 0 : 1; /* the address operand */
    if (lw_need_ops(f, in, k + (cas ? 3 : 2)))
        return -1;
    LLVMValueRef p = lw_addr(f, in, &in->ops[k], ss);
    if (!p)
        return -1;
    LLVMAtomicOrdering ord = sem(in);
    LLVMValueRef r;
    if (cas) { /* compare integers: float cas compares bits */
        ptx_type it = lw_btype(lw_bits(t));
        LLVMValueRef cmp = lw_src(f, in, k + 1, it), val = lw_src(f, in, k + 2, it);
        if (!cmp || !val)
            return -1;
        LLVMAtomicOrdering fail = ord == LLVMAtomicOrderingRelease || ord == LLVMAtomicOrderingMonotonic
                                      ? LLVMAtomicOrderingMonotonic : LLVMAtomicOrderingAcquire;
        LLVMValueRef x = LLVMBuildAtomicCmpXchg(f->b, p, cmp, val, ord, fail, 0);
        return lw_dst(f, in, 0, it, LLVMBuildExtractValue(f->b, x, 0, ""));
    }
    LLVMValueRef v = lw_src(f, in, k + 1, t);
    if (!v)
        return -1;
    if (is_half(t) && o == LLVMAtomicRMWBinOpFAdd) {
        r = half_atomic_add(f, p, v, t, ord);
    } else {
        r = LLVMBuildAtomicRMW(f->b, o, p, v, ord, 0);
        LLVMSetAlignment(r, ptx_type_size(t));
    }
    return red ? 0 : lw_dst(f, in, 0, t, r);
}
