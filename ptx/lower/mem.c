/* ld, ldu, st in every state space, scalar and .v2/.v4/.v8, with their
 * memory-consistency qualifiers; prefetch-like hints; fences. */
#include "lower.h"

#include <string.h>

static LLVMAtomicOrdering ordering(const ptx_instr *in)
{
    if (lw_has(in, ".acquire"))
        return LLVMAtomicOrderingAcquire;
    if (lw_has(in, ".release"))
        return LLVMAtomicOrderingRelease;
    if (lw_has(in, ".relaxed"))
        return LLVMAtomicOrderingMonotonic;
    return LLVMAtomicOrderingNotAtomic;
}

static LLVMValueRef element(lw_fn *f, LLVMValueRef p, unsigned k, unsigned size)
{
    if (!k)
        return p;
    LLVMValueRef off = LLVMConstInt(f->M->i64, (uint64_t)k * size, 0);
    return LLVMBuildGEP2(f->b, f->M->i8, p, &off, 1, "");
}

static void qualify(LLVMValueRef i, const ptx_instr *in, unsigned align)
{
    LLVMSetAlignment(i, align);
    if (lw_has(in, ".volatile"))
        LLVMSetVolatile(i, 1);
    LLVMAtomicOrdering o = ordering(in);
    if (o != LLVMAtomicOrderingNotAtomic)
        LLVMSetOrdering(i, o);
}

/* The value operand of a vector access must list one item per element. */
static const ptx_operand *items(lw_fn *f, const ptx_instr *in, const ptx_operand *op, unsigned n)
{
    if (n == 1)
        return op;
    if (op->kind != PTX_OP_VEC || op->u.list.n != n)
        return lw_bad(f, in, "expected a vector of %u operands", n), NULL;
    return op->u.list.items;
}

/* A vector access that other threads may make at the same time is one
 * atomic access of the whole vector when that is at most 16 bytes, so that
 * no reader sees half of a pair; wider ones are one atomic access per
 * element, as PTX's memory model treats vectors. Such are accesses with a
 * memory order (CUB's look-back reads a tile's status and value with
 * ld.relaxed.gpu.v2), and volatile ones or ones that skip L1 (.cg, .cv):
 * CUB 1.17 writes its tile status words with st.cg.v4 and reads them
 * with ld.cg.v4. */
static bool whole(const ptx_instr *in, unsigned size, unsigned n)
{
    bool shared = ordering(in) != LLVMAtomicOrderingNotAtomic || lw_has(in, ".volatile") || lw_has(in, ".cg")
               || lw_has(in, ".cv");
    return n > 1 && shared && size * n <= 16;
}

static void qualify_whole(LLVMValueRef i, const ptx_instr *in, unsigned align)
{
    qualify(i, in, align);
    if (LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic)
        LLVMSetOrdering(i, LLVMAtomicOrderingMonotonic);
}

static LLVMValueRef from_bits(lw_fn *f, ptx_type t, LLVMValueRef bits)
{
    LLVMTypeRef ty = lw_type(f->M, t);
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? bits : LLVMBuildBitCast(f->b, bits, ty, "");
}

static LLVMValueRef to_bits(lw_fn *f, unsigned size, LLVMValueRef v)
{
    LLVMTypeRef ity = LLVMIntTypeInContext(f->M->c, size * 8);
    return LLVMTypeOf(v) == ity ? v : LLVMBuildBitCast(f->b, v, ity, "");
}

static int load_whole(lw_fn *f, const ptx_instr *in, ptx_type t, const ptx_operand *d, LLVMValueRef p,
                      unsigned n)
{
    unsigned size = ptx_type_size(t);
    LLVMContextRef c = f->M->c;
    LLVMValueRef all = LLVMBuildLoad2(f->b, LLVMIntTypeInContext(c, size * n * 8), p, "");
    qualify_whole(all, in, size * n);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef sh = LLVMBuildLShr(f->b, all, LLVMConstInt(LLVMTypeOf(all), (uint64_t)k * size * 8, 0), "");
        LLVMValueRef e = LLVMBuildTrunc(f->b, sh, LLVMIntTypeInContext(c, size * 8), "");
        if (lw_dst_op(f, in, &d[k], t, from_bits(f, t, e)))
            return -1;
    }
    return 0;
}

static void store_whole(lw_fn *f, const ptx_instr *in, unsigned size, LLVMValueRef *vals, LLVMValueRef p,
                        unsigned n)
{
    LLVMTypeRef ty = LLVMIntTypeInContext(f->M->c, size * n * 8);
    LLVMValueRef all = LLVMConstInt(ty, 0, 0);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef e = LLVMBuildZExt(f->b, to_bits(f, size, vals[k]), ty, "");
        e = LLVMBuildShl(f->b, e, LLVMConstInt(ty, (uint64_t)k * size * 8, 0), "");
        all = LLVMBuildOr(f->b, all, e, "");
    }
    qualify_whole(LLVMBuildStore(f->b, all, p), in, size * n);
}

LW_H(lw_ld)
{
    ptx_type t = lw_ty(in, 0);
    unsigned vec = lw_vec(in), n = vec ? vec : 1;
    if (in->nops < 2 || in->nops > 3)
        return lw_need_ops(f, in, 2);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED)
        return lw_unsupported(f, in);
    if (ordering(in) == LLVMAtomicOrderingRelease)
        return lw_unsupported(f, in);
    const ptx_operand *d = items(f, in, &in->ops[0], n);
    LLVMValueRef p = d ? lw_addr(f, in, &in->ops[1], lw_space(in)) : NULL;
    if (!p)
        return -1;
    unsigned size = ptx_type_size(t);
    if (whole(in, size, n))
        return load_whole(f, in, t, d, p, n);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef v = LLVMBuildLoad2(f->b, lw_type(f->M, t), element(f, p, k, size), "");
        qualify(v, in, k ? size : size * n);
        if (lw_dst_op(f, in, &d[k], t, v))
            return -1;
    }
    return 0;
}

LW_H(lw_st)
{
    ptx_type t = lw_ty(in, 0);
    unsigned vec = lw_vec(in), n = vec ? vec : 1;
    if (in->nops < 2 || in->nops > 3)
        return lw_need_ops(f, in, 2);
    if (t == PTX_TYPE_NONE || t == PTX_TYPE_PRED)
        return lw_unsupported(f, in);
    if (ordering(in) == LLVMAtomicOrderingAcquire)
        return lw_unsupported(f, in);
    const ptx_operand *s = items(f, in, &in->ops[1], n);
    LLVMValueRef p = s ? lw_addr(f, in, &in->ops[0], lw_space(in)) : NULL;
    if (!p)
        return -1;
    unsigned size = ptx_type_size(t);
    LLVMValueRef vals[8];
    for (unsigned k = 0; k < n; k++)
        if (!(vals[k] = lw_src_op(f, in, &s[k], t)))
            return -1;
    if (whole(in, size, n)) {
        store_whole(f, in, size, vals, p, n);
        return 0;
    }
    for (unsigned k = 0; k < n; k++)
        qualify(LLVMBuildStore(f->b, vals[k], element(f, p, k, size)), in, k ? size : size * n);
    return 0;
}

/* prefetch, prefetchu, pmevent: no effect on the CPU (nanosleep is a yield
 * point: mbarrier.c). */
LW_H(lw_nop)
{
    (void)f;
    (void)in;
    return 0;
}

LW_H(lw_fence)
{
    /* Proxy fences order the async and tensor-map proxies against normal
     * accesses; Ferry's async copies are done when issued, so a full fence
     * covers them. */
    bool sc = lw_has(in, ".proxy") || !lw_has(in, ".acq_rel") || !strcmp(in->opcode, "membar");
    LLVMBuildFence(f->b, sc ? LLVMAtomicOrderingSequentiallyConsistent : LLVMAtomicOrderingAcquireRelease, 0, "");
    return 0;
}

/* isspacep.space p, a: the runtime says where a generic address lies (the
 * block's shared arena, the thread's stack, a __constant__ variable, or
 * global memory), as NVPTX's address-space number. */
LW_H(lw_isspacep)
{
    const char *sp = lw_one_of(in, ".global.shared.shared::cta.local.const");
    if (!sp || lw_has(in, ".shared::cluster") || lw_has(in, ".param"))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef a = lw_src(f, in, 1, PTX_TYPE_U64);
    if (!a)
        return -1;
    lw_mod *M = f->M;
    LLVMTypeRef ptr = LLVMPointerTypeInContext(M->c, 0);
    LLVMTypeRef fty = LLVMFunctionType(M->i32, &ptr, 1, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(M->m, "__ferry_space_of");
    if (!fn)
        fn = LLVMAddFunction(M->m, "__ferry_space_of", fty);
    LLVMValueRef arg = LLVMBuildIntToPtr(f->b, a, ptr, "");
    LLVMValueRef n = LLVMBuildCall2(f->b, fty, fn, &arg, 1, "");
    unsigned want = !strcmp(sp, ".global") ? 1 : !strcmp(sp, ".local") ? 5 : !strcmp(sp, ".const") ? 4 : 3;
    return lw_dst(f, in, 0, PTX_TYPE_PRED, LLVMBuildICmp(f->b, LLVMIntEQ, n, lw_int(f, 32, want), ""));
}
