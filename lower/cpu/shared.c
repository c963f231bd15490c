/* __shared__ memory: each block's static shared variables, then its dynamic
 * (extern __shared__) area, live in the running worker's arena
 * (ferry_block_ctx.shared), so that blocks on different workers never share
 * them and no launch allocates. Uses of the addrspace(3) globals in a block
 * entry become addresses computed from the arena pointer. */
#include "entry.h"
#include "ferry_abi.h"

#include <stdlib.h>
#include <string.h>

typedef struct shvar {
    LLVMValueRef global, addr; /* addr: its place in the arena, ptr addrspace(3) */
    uint64_t offset;
} shvar;

typedef struct layout {
    shvar *v;
    unsigned count, cap;
    uint64_t static_size;
    LLVMValueRef base;        /* ctx->shared */
    LLVMBuilderRef b;         /* positioned in the entry block */
    LLVMTargetDataRef td;
} layout;

static bool is_shared_global(LLVMValueRef v)
{
    return v && LLVMIsAGlobalVariable(v) && LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == 3;
}

static uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) / a * a; }

/* The address of a shared global in the arena; dynamic (extern, unsized)
 * variables all start after the static ones, as in CUDA. */
static LLVMValueRef place(layout *l, LLVMValueRef g)
{
    for (unsigned i = 0; i < l->count; i++)
        if (l->v[i].global == g)
            return l->v[i].addr;
    if (l->count == l->cap) {
        unsigned cap = l->cap ? 2 * l->cap : 8;
        shvar *nv = realloc(l->v, cap * sizeof *nv);
        if (!nv)
            return NULL;
        l->v = nv;
        l->cap = cap;
    }
    shvar *s = &l->v[l->count++];
    s->global = g;
    LLVMTypeRef ty = LLVMGlobalGetValueType(g);
    bool dynamic = LLVMIsDeclaration(g) || LLVMABISizeOfType(l->td, ty) == 0;
    uint64_t align = LLVMGetAlignment(g) > 16 ? LLVMGetAlignment(g) : 16;
    s->offset = dynamic ? (uint64_t)-1 : align_up(l->static_size, align);
    if (!dynamic)
        l->static_size = s->offset + LLVMABISizeOfType(l->td, ty);
    s->addr = NULL;
    return g; /* resolved by finish_layout once every static size is known */
}

static void collect(layout *l, LLVMValueRef v, int depth)
{
    if (depth > 16 || !v || !LLVMIsConstant(v))
        return;
    if (is_shared_global(v)) {
        place(l, v);
        return;
    }
    if (LLVMIsAConstantExpr(v))
        for (int i = 0; i < LLVMGetNumOperands(v); i++)
            collect(l, LLVMGetOperand(v, i), depth + 1);
}

static void finish_layout(layout *l, LLVMContextRef c)
{
    LLVMTypeRef i8 = LLVMInt8TypeInContext(c), i64 = LLVMInt64TypeInContext(c);
    uint64_t dyn = align_up(l->static_size, 16);
    for (unsigned i = 0; i < l->count; i++) {
        shvar *s = &l->v[i];
        LLVMValueRef off = LLVMConstInt(i64, s->offset == (uint64_t)-1 ? dyn : s->offset, 0);
        LLVMValueRef p = LLVMBuildInBoundsGEP2(l->b, i8, l->base, &off, 1, "shared");
        s->addr = LLVMBuildAddrSpaceCast(l->b, p, LLVMPointerTypeInContext(c, 3), "");
    }
}

static LLVMValueRef lookup(const layout *l, LLVMValueRef g)
{
    for (unsigned i = 0; i < l->count; i++)
        if (l->v[i].global == g)
            return l->v[i].addr;
    return NULL;
}

/* An instruction computing constant expression v with shared globals
 * replaced by their arena addresses; NULL if v mentions none. */
static LLVMValueRef materialize(const layout *l, LLVMValueRef v, ferry_diag *d)
{
    if (is_shared_global(v))
        return lookup(l, v);
    if (!LLVMIsAConstantExpr(v))
        return NULL;
    int n = LLVMGetNumOperands(v);
    LLVMValueRef ops[16];
    bool changed = false;
    if (n > 16)
        return NULL;
    for (int i = 0; i < n; i++) {
        LLVMValueRef m = materialize(l, LLVMGetOperand(v, i), d);
        ops[i] = m ? m : LLVMGetOperand(v, i);
        changed |= m != NULL;
    }
    if (!changed)
        return NULL;
    LLVMOpcode op = LLVMGetConstOpcode(v);
    switch (op) {
    case LLVMGetElementPtr: {
        LLVMValueRef g = LLVMIsInBounds(v)
            ? LLVMBuildInBoundsGEP2(l->b, LLVMGetGEPSourceElementType(v), ops[0], ops + 1, (unsigned)n - 1, "")
            : LLVMBuildGEP2(l->b, LLVMGetGEPSourceElementType(v), ops[0], ops + 1, (unsigned)n - 1, "");
        return g;
    }
    case LLVMAddrSpaceCast: case LLVMBitCast: case LLVMPtrToInt: case LLVMIntToPtr:
    case LLVMTrunc: case LLVMZExt: case LLVMSExt:
        return LLVMBuildCast(l->b, op, ops[0], LLVMTypeOf(v), "");
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMAnd: case LLVMOr: case LLVMXor:
        return LLVMBuildBinOp(l->b, op, ops[0], ops[1], ""); /* offsets from window addresses */
    default:
        ferry_error(d, NULL, "unsupported constant expression over __shared__ memory (opcode %d)", (int)op);
        return NULL;
    }
}

static void rewrite_operands(const layout *l, LLVMValueRef fn, ferry_diag *d)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            for (int k = 0; k < LLVMGetNumOperands(i); k++) {
                LLVMValueRef op = LLVMGetOperand(i, k);
                if (!op || !LLVMIsConstant(op) || LLVMIsAFunction(op))
                    continue;
                LLVMValueRef m = materialize(l, op, d);
                if (m)
                    LLVMSetOperand(i, k, m);
            }
}

/* The shared global a pointer points into, as far as casts and GEPs show. */
static LLVMValueRef shared_base(LLVMValueRef p)
{
    LLVMValueRef base = ferry_pointer_base(p);
    return is_shared_global(base) ? base : NULL;
}

static LLVMValueRef rmw_result(LLVMBuilderRef b, LLVMAtomicRMWBinOp op, LLVMValueRef old, LLVMValueRef v)
{
    switch (op) {
    case LLVMAtomicRMWBinOpXchg: return v;
    case LLVMAtomicRMWBinOpAdd: return LLVMBuildAdd(b, old, v, "");
    case LLVMAtomicRMWBinOpSub: return LLVMBuildSub(b, old, v, "");
    case LLVMAtomicRMWBinOpAnd: return LLVMBuildAnd(b, old, v, "");
    case LLVMAtomicRMWBinOpNand: return LLVMBuildNot(b, LLVMBuildAnd(b, old, v, ""), "");
    case LLVMAtomicRMWBinOpOr: return LLVMBuildOr(b, old, v, "");
    case LLVMAtomicRMWBinOpXor: return LLVMBuildXor(b, old, v, "");
    case LLVMAtomicRMWBinOpMax: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, old, v, ""), old, v, "");
    case LLVMAtomicRMWBinOpMin: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, old, v, ""), old, v, "");
    case LLVMAtomicRMWBinOpUMax: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntUGT, old, v, ""), old, v, "");
    case LLVMAtomicRMWBinOpUMin: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, old, v, ""), old, v, "");
    case LLVMAtomicRMWBinOpFAdd: return LLVMBuildFAdd(b, old, v, "");
    case LLVMAtomicRMWBinOpFSub: return LLVMBuildFSub(b, old, v, "");
    default: return NULL;
    }
}

/* A block runs on one worker from start to end, so nothing else touches
 * its shared memory while it runs: atomics on __shared__ data need no lock
 * prefix and become plain read-modify-writes that LLVM can optimize. The
 * new loads and stores carry no llvm.access.group (parallel.c ran before):
 * two threads of a thread loop may update the same word, so the vectorizer
 * must keep them in order. */
static void plain_shared_atomics(LLVMValueRef fn, LLVMBuilderRef b)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef i = LLVMGetFirstInstruction(bb);
        while (i) {
            LLVMValueRef next = LLVMGetNextInstruction(i);
            bool rmw = LLVMIsAAtomicRMWInst(i) != NULL, cas = LLVMIsAAtomicCmpXchgInst(i) != NULL;
            LLVMValueRef ptr = rmw || cas ? LLVMGetOperand(i, 0) : NULL;
            if (ptr && shared_base(ptr)) {
                LLVMPositionBuilderBefore(b, i);
                LLVMValueRef val = LLVMGetOperand(i, rmw ? 1 : 2);
                LLVMValueRef old = LLVMBuildLoad2(b, LLVMTypeOf(val), ptr, "");
                LLVMValueRef res = NULL;
                if (rmw && (res = rmw_result(b, LLVMGetAtomicRMWBinOp(i), old, val))) {
                    LLVMBuildStore(b, res, ptr);
                    LLVMReplaceAllUsesWith(i, old);
                } else if (cas) {
                    LLVMValueRef eq = LLVMBuildICmp(b, LLVMIntEQ, old, LLVMGetOperand(i, 1), "");
                    LLVMBuildStore(b, LLVMBuildSelect(b, eq, val, old, ""), ptr);
                    LLVMValueRef r = LLVMBuildInsertValue(b, LLVMGetUndef(LLVMTypeOf(i)), old, 0, "");
                    LLVMReplaceAllUsesWith(i, LLVMBuildInsertValue(b, r, eq, 1, ""));
                }
                if (rmw && !res)
                    LLVMInstructionEraseFromParent(old); /* an operation kept atomic */
                else
                    LLVMInstructionEraseFromParent(i);
            }
            i = next;
        }
    }
}

/* An integer made from a shared pointer is an offset in the block's shared
 * window, as on a GPU (PTX: `mov.u32 %r, smem; ld.shared [%r+4]`,
 * cvta.to.shared), and an integer made into one is such an offset. */
static bool is_window_cast(LLVMValueRef i)
{
    if (LLVMIsAPtrToIntInst(i))
        return LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(i, 0))) == 3;
    return LLVMIsAIntToPtrInst(i) && LLVMGetPointerAddressSpace(LLVMTypeOf(i)) == 3;
}

static bool uses_window(LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            if (is_window_cast(i))
                return true;
    return false;
}

static void window_offsets(LLVMValueRef fn, LLVMValueRef base, LLVMBuilderRef b)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
    LLVMTypeRef i8 = LLVMInt8TypeInContext(c), i64 = LLVMInt64TypeInContext(c);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef i = LLVMGetFirstInstruction(bb);
        while (i) {
            LLVMValueRef next = LLVMGetNextInstruction(i);
            if (is_window_cast(i)) {
                LLVMPositionBuilderBefore(b, i);
                LLVMValueRef v;
                if (LLVMIsAPtrToIntInst(i)) {
                    LLVMValueRef p = LLVMBuildPtrToInt(b, LLVMGetOperand(i, 0), i64, "");
                    v = LLVMBuildSub(b, p, LLVMBuildPtrToInt(b, base, i64, ""), "shared.offset");
                    v = LLVMBuildIntCast2(b, v, LLVMTypeOf(i), 0, "");
                } else {
                    LLVMValueRef off = LLVMBuildIntCast2(b, LLVMGetOperand(i, 0), i64, 0, "");
                    v = LLVMBuildGEP2(b, i8, base, &off, 1, "");
                    v = LLVMBuildAddrSpaceCast(b, v, LLVMTypeOf(i), "");
                }
                LLVMReplaceAllUsesWith(i, v);
                LLVMInstructionEraseFromParent(i);
            }
            i = next;
        }
    }
}

/* The arena always holds the static part: LLVM may then load a uniform
 * __shared__ value once for the whole thread loop, even under a condition. */
static void mark_dereferenceable(LLVMContextRef c, LLVMValueRef base, uint64_t size)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
    LLVMMetadataRef bytes = LLVMValueAsMetadata(LLVMConstInt(i64, size, 0));
    LLVMMetadataRef align = LLVMValueAsMetadata(LLVMConstInt(i64, 64, 0));
    LLVMSetMetadata(base, LLVMGetMDKindIDInContext(c, "dereferenceable", 15),
                    LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, &bytes, 1)));
    LLVMSetMetadata(base, LLVMGetMDKindIDInContext(c, "align", 5),
                    LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, &align, 1)));
    LLVMSetMetadata(base, LLVMGetMDKindIDInContext(c, "nonnull", 7),
                    LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, NULL, 0)));
}

uint32_t ferry_lower_shared(const ferry_entry *e, LLVMTargetDataRef td, ferry_diag *d)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(e->fn));
    layout l = {.td = td};
    LLVMBuilderRef ab = LLVMCreateBuilderInContext(c);
    plain_shared_atomics(e->fn, ab);
    LLVMDisposeBuilder(ab);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(e->fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            for (int k = 0; k < LLVMGetNumOperands(i); k++)
                collect(&l, LLVMGetOperand(i, k), 0);
    if (l.count == 0 && !uses_window(e->fn))
        return 0;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(e->fn);
    l.b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderBefore(l.b, LLVMGetBasicBlockTerminator(entry));
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(c), offsetof(ferry_block_ctx, shared), 0);
    LLVMValueRef slot = LLVMBuildInBoundsGEP2(l.b, LLVMInt8TypeInContext(c), e->ctx, &off, 1, "");
    l.base = LLVMBuildLoad2(l.b, LLVMPointerTypeInContext(c, 0), slot, "shared.base");
    finish_layout(&l, c);
    if (l.static_size)
        mark_dereferenceable(c, l.base, l.static_size);
    rewrite_operands(&l, e->fn, d);
    window_offsets(e->fn, l.base, l.b);
    LLVMDisposeBuilder(l.b);
    free(l.v);
    return (uint32_t)l.static_size;
}
