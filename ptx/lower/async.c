/* Asynchronous copies done at once: cp.async.{ca,cg}.shared.global copies
 * at issue (zero-filling past src-size, or all of it with ignore-src), so
 * commit_group and the waits have nothing left to do, and
 * cp.async.mbarrier.arrive arrives at once (mbarrier.c). createpolicy gives a
 * dummy policy: cache hints have no effect on the CPU. */
#include "families.h"

#include <string.h>

static LLVMValueRef generic(lw_fn *f, LLVMValueRef p)
{
    if (!LLVMGetPointerAddressSpace(LLVMTypeOf(p)))
        return p;
    return LLVMBuildAddrSpaceCast(f->b, p, f->M->ptr, "");
}

/* Whether op is a predicate register (the ignore-src form). */
static bool is_pred(lw_fn *f, const ptx_operand *op)
{
    if (op->kind == PTX_OP_NOT)
        return true;
    ptx_type rt;
    return op->kind == PTX_OP_REG && lw_reg_slot(f, op->u.reg.name, op->u.reg.comp, &rt) && rt == PTX_TYPE_PRED;
}

/* cp.async.ca.shared{::cta}.global{.hints} [dst], [src], cp-size{, src-size | ignore-src}{, policy};
 * cp.async.cg: cp-size 16 only. */
static int copy(lw_fn *f, const ptx_instr *in)
{
    bool cg = lw_has(in, ".cg");
    bool hint = lw_has(in, ".L2::cache_hint");
    if ((cg == lw_has(in, ".ca")) || lw_space(in) != PTX_SPACE_SHARED || !lw_has(in, ".global") || lw_ntypes(in))
        return lw_unsupported(f, in);
    size_t base = 3 + (hint ? 1 : 0);
    if (in->nops != base && in->nops != base + 1)
        return lw_need_ops(f, in, base);
    const ptx_operand *sz = &in->ops[2];
    if (sz->kind != PTX_OP_INT || (sz->u.imm.i != 4 && sz->u.imm.i != 8 && sz->u.imm.i != 16) ||
        (cg && sz->u.imm.i != 16))
        return lw_bad(f, in, "the copy size must be 4, 8 or 16 (16 with .cg)");
    uint64_t size = (uint64_t)sz->u.imm.i;
    LLVMValueRef dst = lw_addr(f, in, &in->ops[0], PTX_SPACE_SHARED);
    LLVMValueRef src = dst ? lw_addr(f, in, &in->ops[1], PTX_SPACE_GLOBAL) : NULL;
    if (!src)
        return -1;
    dst = generic(f, dst);
    src = generic(f, src);
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef n = LLVMConstInt(i64, size, 0);
    if (in->nops == base + 1) {
        const ptx_operand *x = &in->ops[3];
        if (is_pred(f, x)) { /* ignore-src: all zeros when true */
            LLVMValueRef p = lw_src_op(f, in, x, PTX_TYPE_PRED);
            if (!p)
                return -1;
            n = LLVMBuildSelect(B, p, LLVMConstInt(i64, 0, 0), n, "");
        } else {
            LLVMValueRef s = lw_src_op(f, in, x, PTX_TYPE_U32);
            if (!s)
                return -1;
            s = LLVMBuildZExt(B, s, i64, "");
            LLVMValueRef less = LLVMBuildICmp(B, LLVMIntULT, s, n, "");
            n = LLVMBuildSelect(B, less, s, n, "");
        }
    }
    LLVMTypeRef pt = f->M->ptr;
    LLVMTypeRef over[3] = {pt, pt, i64};
    LLVMValueRef vf = LLVMConstInt(f->M->i1, 0, 0);
    LLVMValueRef margs[4] = {dst, src, n, vf};
    lw_call_intr(f, "llvm.memcpy", over, 3, margs, 4);
    if (in->nops == base + 1) {
        LLVMValueRef rest = LLVMBuildSub(B, LLVMConstInt(i64, size, 0), n, "");
        LLVMValueRef at = LLVMBuildGEP2(B, f->M->i8, dst, &n, 1, "");
        LLVMTypeRef sover[2] = {pt, i64};
        LLVMValueRef sargs[4] = {at, LLVMConstInt(f->M->i8, 0, 0), rest, vf};
        lw_call_intr(f, "llvm.memset", sover, 2, sargs, 4);
    }
    return 0;
}

/* cp.async ...; cp.async.commit_group; cp.async.wait_group N; cp.async.wait_all */
LW_H(lw_cp_async)
{
    if (!strcmp(in->opcode, "cp") && lw_has(in, ".async") && lw_has(in, ".mbarrier") && lw_has(in, ".arrive")
        && !lw_one_of(in, ".bulk.reduce.tensor.ca.cg.global.commit_group.wait_group.wait_all"))
        return lw_cp_async_mbarrier_arrive(f, in);
    if (!strcmp(in->opcode, "cp"))
        if (!lw_has(in, ".async") || lw_one_of(in, ".bulk.mbarrier.arrive.noinc.reduce.tensor"))
            return lw_unsupported(f, in);
    if (lw_has(in, ".commit_group") || lw_has(in, ".wait_all"))
        return in->nmods == 2 ? lw_need_ops(f, in, 0) : lw_unsupported(f, in);
    if (lw_has(in, ".wait_group")) {
        if (in->nmods != 2)
            return lw_unsupported(f, in);
        if (lw_need_ops(f, in, 1))
            return -1;
        return in->ops[0].kind == PTX_OP_INT ? 0 : lw_bad(f, in, "the group count must be a constant");
    }
    return copy(f, in);
}

/* createpolicy.fractional.L2::evict_*{.L2::evict_*}.b64 policy{, fraction};
 * createpolicy.range.L2::...b64 policy, [a], primary-size, total-size;
 * createpolicy.cvt.L2.b64 policy, access-property: a policy of 0. */
LW_H(lw_createpolicy)
{
    if (lw_ty(in, 0) != PTX_TYPE_B64 || lw_ntypes(in) != 1 || !lw_one_of(in, ".fractional.range.cvt"))
        return lw_unsupported(f, in);
    if (in->nops < 1)
        return lw_need_ops(f, in, 1);
    return lw_dst(f, in, 0, PTX_TYPE_B64, lw_int(f, 64, 0));
}
