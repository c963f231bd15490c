/* Block and warp synchronisation: bar/barrier (.sync, .arrive, .red),
 * bar.warp.sync, shfl.sync, vote.sync, match.sync, redux.sync, activemask:
 * the NVVM intrinsics ferry-lower cuts its regions at, and its own
 * __ferry_bar_* calls where there is none (lower/cpu/syncpoints.c). */
#include "lower.h"

#include <string.h>

static LLVMValueRef nvvm(lw_fn *f, const char *name, LLVMValueRef *args, size_t n)
{
    return lw_call_intr(f, name, NULL, 0, args, n);
}

static bool const_int(const ptx_operand *op)
{
    return op->kind == PTX_OP_INT;
}

/* ferry-lower's own sync points for what has no NVVM intrinsic:
 * bar.arrive and bar.red with a barrier id or a thread count (see
 * lower/cpu/syncpoints.c). Convergent like the intrinsics, so that no pass
 * makes them depend on more conditions; as calls of an unknown function
 * they keep the memory accesses around them in place. */
static LLVMValueRef ferry_sync(lw_fn *f, const char *name, LLVMTypeRef ret, LLVMValueRef *args, unsigned n)
{
    LLVMTypeRef params[3] = {f->M->i32, f->M->i32, f->M->i32};
    LLVMTypeRef fty = LLVMFunctionType(ret, params, n, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(f->M->m, name);
    if (!fn) {
        fn = LLVMAddFunction(f->M->m, name, fty);
        static const char *const attrs[] = {"convergent", "nounwind"};
        for (size_t k = 0; k < sizeof attrs / sizeof *attrs; k++) {
            unsigned kind = LLVMGetEnumAttributeKindForName(attrs[k], strlen(attrs[k]));
            LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(f->M->c, kind, 0));
        }
    }
    return LLVMBuildCall2(f->b, fty, fn, args, n, "");
}

/* bar.sync / barrier.sync a{, b};  bar.arrive a, b;
 * bar.red.op.type d, a{, b}, {!}c  (each also bar.cta / barrier.cta, and
 * barrier with .aligned, which changes nothing on a CPU) */
/* barrier.cluster.arrive / .wait: every block is a cluster of its own, so
 * the cluster's threads are the block's; waiting for all of them to have
 * arrived is __syncthreads at the wait, and the arrive itself does nothing. */
static int cluster_barrier(lw_fn *f, const ptx_instr *in)
{
    bool arrive = lw_has(in, ".arrive"), wait = lw_has(in, ".wait");
    if (arrive == wait || in->nops || strcmp(in->opcode, "barrier"))
        return lw_unsupported(f, in);
    if (wait)
        nvvm(f, "llvm.nvvm.barrier0", NULL, 0);
    return 0;
}

LW_H(lw_bar)
{
    bool red = lw_has(in, ".red"), arrive = lw_has(in, ".arrive"), sync = lw_has(in, ".sync");
    if (lw_has(in, ".warp"))
        return lw_barwarp(f, in);
    if (lw_has(in, ".cluster"))
        return cluster_barrier(f, in);
    if (lw_one_of(in, ".wait.relaxed.acquire.release"))
        return lw_unsupported(f, in);
    if (red + arrive + sync != 1 || (!red && lw_one_of(in, ".popc.and.or")))
        return lw_unsupported(f, in);
    size_t first = red ? 1 : 0, n = in->nops - first - (red ? 1 : 0);
    if (in->nops < first + 1 || n < 1 || n > 2)
        return lw_bad(f, in, "wrong number of operands");
    /* Ids and counts in registers go through; the CPU lowering needs them
     * constant once inlined and says so if they are not. */
    const ptx_operand *id = &in->ops[first], *cnt = n == 2 ? &in->ops[first + 1] : NULL;
    bool zero = const_int(id) && id->u.imm.i == 0 && !cnt;
    if (arrive && (!cnt || (const_int(cnt) && cnt->u.imm.i == 0)))
        return lw_bad(f, in, "bar.arrive needs a nonzero thread count");
    LLVMValueRef args[3] = {lw_src_op(f, in, id, PTX_TYPE_U32), cnt ? lw_src_op(f, in, cnt, PTX_TYPE_U32) : NULL};
    if (!args[0] || (cnt && !args[1]))
        return -1;
    if (arrive) {
        ferry_sync(f, "__ferry_bar_arrive", LLVMVoidTypeInContext(f->M->c), args, 2);
        return 0;
    }
    if (!red) {
        if (zero)
            nvvm(f, "llvm.nvvm.barrier0", NULL, 0);
        else
            nvvm(f, cnt ? "llvm.nvvm.barrier.sync.cnt" : "llvm.nvvm.barrier.sync", args, cnt ? 2 : 1);
        return 0;
    }
    const char *op = lw_one_of(in, ".popc.and.or");
    ptx_type t = lw_ty(in, 0);
    if (!op || (!strcmp(op, ".popc") ? t != PTX_TYPE_U32 : t != PTX_TYPE_PRED))
        return lw_unsupported(f, in);
    LLVMValueRef c = lw_src(f, in, (unsigned)in->nops - 1, PTX_TYPE_PRED);
    if (!c)
        return -1;
    LLVMValueRef arg = LLVMBuildZExt(f->b, c, f->M->i32, "");
    char name[64];
    LLVMValueRef r;
    if (zero) { /* __syncthreads_count/and/or */
        snprintf(name, sizeof name, "llvm.nvvm.barrier0%s", op);
        r = nvvm(f, name, &arg, 1);
    } else { /* the predicate first, where the runtime's reduction reads it */
        LLVMValueRef rargs[3] = {arg, args[0], cnt ? args[1] : lw_int(f, 32, 0)};
        snprintf(name, sizeof name, "__ferry_bar_red_%s", op + 1);
        r = ferry_sync(f, name, f->M->i32, rargs, 3);
    }
    if (t == PTX_TYPE_PRED)
        r = LLVMBuildICmp(f->b, LLVMIntNE, r, lw_int(f, 32, 0), "");
    return lw_dst(f, in, 0, t, r);
}

LW_H(lw_barwarp)
{
    if (!lw_has(in, ".sync") || lw_need_ops(f, in, 1))
        return lw_has(in, ".sync") ? -1 : lw_unsupported(f, in);
    LLVMValueRef m = lw_src(f, in, 0, PTX_TYPE_B32);
    if (!m)
        return -1;
    nvvm(f, "llvm.nvvm.bar.warp.sync", &m, 1);
    return 0;
}

static LLVMValueRef full_mask(lw_fn *f)
{
    return lw_int(f, 32, 0xffffffffu);
}

/* Whether the source lane of shfl is inside the segment: the predicate
 * output, computed from this lane's own values as the ISA describes. */
static LLVMValueRef shfl_pred(lw_fn *f, const char *mode, LLVMValueRef b, LLVMValueRef c)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef lane = lw_laneid(f);
    LLVMValueRef bval = LLVMBuildAnd(B, b, lw_int(f, 32, 31), "");
    LLVMValueRef cval = LLVMBuildAnd(B, c, lw_int(f, 32, 31), "");
    LLVMValueRef seg = LLVMBuildAnd(B, LLVMBuildLShr(B, c, lw_int(f, 32, 8), ""), lw_int(f, 32, 31), "");
    LLVMValueRef minl = LLVMBuildAnd(B, lane, seg, "");
    LLVMValueRef maxl = LLVMBuildOr(B, minl, LLVMBuildAnd(B, cval, LLVMBuildNot(B, seg, ""), ""), "");
    if (!strcmp(mode, ".up"))
        return LLVMBuildICmp(B, LLVMIntSGE, LLVMBuildSub(B, lane, bval, ""), maxl, "");
    LLVMValueRef j;
    if (!strcmp(mode, ".down"))
        j = LLVMBuildAdd(B, lane, bval, "");
    else if (!strcmp(mode, ".bfly"))
        j = LLVMBuildXor(B, lane, bval, "");
    else
        j = LLVMBuildOr(B, minl, LLVMBuildAnd(B, bval, LLVMBuildNot(B, seg, ""), ""), "");
    return LLVMBuildICmp(B, LLVMIntSLE, j, maxl, "");
}

/* shfl.sync.mode.b32 d[|p], a, b, c, membermask (the old form has no mask) */
LW_H(lw_shfl)
{
    const char *mode = lw_one_of(in, ".up.down.bfly.idx");
    bool sync = lw_has(in, ".sync");
    ptx_type t = lw_ty(in, 0);
    if (!mode || t != PTX_TYPE_B32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, sync ? 5 : 4))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), b = lw_src(f, in, 2, PTX_TYPE_B32), c = lw_src(f, in, 3, PTX_TYPE_B32);
    LLVMValueRef m = sync ? lw_src(f, in, 4, PTX_TYPE_B32) : full_mask(f);
    if (!a || !b || !c || !m)
        return -1;
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.shfl.sync%s.i32", mode);
    LLVMValueRef args[4] = {m, a, b, c};
    LLVMValueRef r = nvvm(f, name, args, 4);
    const ptx_operand *d = &in->ops[0];
    if (d->kind != PTX_OP_PAIR)
        return lw_dst(f, in, 0, t, r);
    if (lw_store_reg(f, d->u.pair.first, 0, t, r) ||
        lw_store_reg(f, d->u.pair.second, 0, PTX_TYPE_PRED, shfl_pred(f, mode, b, c)))
        return lw_bad(f, in, "unknown register in '%s|%s'", d->u.pair.first, d->u.pair.second);
    return 0;
}

/* vote.sync.{all,any,uni}.pred d, {!}a, membermask; vote.sync.ballot.b32 */
LW_H(lw_vote)
{
    const char *mode = lw_one_of(in, ".all.any.uni.ballot");
    bool sync = lw_has(in, ".sync"), ballot = mode && !strcmp(mode, ".ballot");
    ptx_type t = lw_ty(in, 0);
    if (!mode || t != (ballot ? PTX_TYPE_B32 : PTX_TYPE_PRED))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, sync ? 3 : 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_PRED), m = sync ? lw_src(f, in, 2, PTX_TYPE_B32) : full_mask(f);
    if (!a || !m)
        return -1;
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.vote%s.sync", mode);
    LLVMValueRef args[2] = {m, a};
    return lw_dst(f, in, 0, t, nvvm(f, name, args, 2));
}

/* match.any.sync.b32/.b64 d, a, membermask; match.all.sync d[|p], a, m */
LW_H(lw_match)
{
    const char *mode = lw_one_of(in, ".any.all");
    ptx_type t = lw_ty(in, 0);
    if (!mode || !lw_has(in, ".sync") || (t != PTX_TYPE_B32 && t != PTX_TYPE_B64))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), m = lw_src(f, in, 2, PTX_TYPE_B32);
    if (!a || !m)
        return -1;
    bool all = !strcmp(mode, ".all");
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.match%s.sync.i%u%s", mode, lw_bits(t), all ? "p" : "");
    LLVMValueRef args[2] = {m, a};
    LLVMValueRef r = nvvm(f, name, args, 2);
    const ptx_operand *d = &in->ops[0];
    if (!all)
        return lw_dst(f, in, 0, PTX_TYPE_B32, r);
    LLVMValueRef v = LLVMBuildExtractValue(f->b, r, 0, "");
    if (d->kind != PTX_OP_PAIR)
        return lw_dst(f, in, 0, PTX_TYPE_B32, v);
    if (lw_store_reg(f, d->u.pair.first, 0, PTX_TYPE_B32, v) ||
        lw_store_reg(f, d->u.pair.second, 0, PTX_TYPE_PRED, LLVMBuildExtractValue(f->b, r, 1, "")))
        return lw_bad(f, in, "unknown register in '%s|%s'", d->u.pair.first, d->u.pair.second);
    return 0;
}

/* redux.sync.op.type d, a, membermask */
LW_H(lw_redux)
{
    const char *op = lw_one_of(in, ".add.min.max.and.or.xor");
    ptx_type t = lw_ty(in, 0);
    if (!op || !lw_has(in, ".sync") || lw_bits(t) != 32 || lw_is_float(t))
        return lw_unsupported(f, in);
    bool arith = !strcmp(op, ".add") || !strcmp(op, ".min") || !strcmp(op, ".max");
    if (arith ? t == PTX_TYPE_B32 : t != PTX_TYPE_B32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 3))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, t), m = lw_src(f, in, 2, PTX_TYPE_B32);
    if (!a || !m)
        return -1;
    bool u = t == PTX_TYPE_U32 && strcmp(op, ".add");
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.redux.sync.%s%s", u ? "u" : "", op + 1);
    LLVMValueRef args[2] = {a, m};
    return lw_dst(f, in, 0, t, nvvm(f, name, args, 2));
}

/* The mask of active lanes is the ballot of true over the whole warp. */
LW_H(lw_activemask)
{
    if (lw_ty(in, 0) != PTX_TYPE_B32)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 1))
        return -1;
    LLVMValueRef args[2] = {full_mask(f), LLVMConstInt(f->M->i1, 1, 0)};
    return lw_dst(f, in, 0, PTX_TYPE_B32, nvvm(f, "llvm.nvvm.vote.ballot.sync", args, 2));
}
