/* Each thread loop of a kernel with sync points becomes a function of its
 * own, K.block.rN, called where the loop was.
 *
 * A block entry holds every region of the kernel, most of them twice (the
 * uniform path and the one for threads that diverged), each in a thread
 * loop. Some of LLVM's loop passes (IndVarSimplify, LoopIdiomRecognize)
 * and its code generator take time that grows faster than the function
 * they work on: a kernel with a few hundred barriers spent seconds there.
 * In functions of one loop each the same work is linear.
 *
 * This runs after Ferry's other passes, on SSA form: values of the entry a
 * loop uses become parameters (address arithmetic on them is recomputed
 * inside, so that what LLVM knows of a base pointer stays known), values
 * the loop leaves to the rest of the entry (where its threads stopped)
 * come back as the result, and allocas only the loop uses move into it.
 * FERRY_OUTLINE=0 leaves the loops in the entry, to compare. */
#include "entry.h"
#include "ptrmap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One loop being outlined. */
typedef struct part {
    LLVMModuleRef m;
    LLVMContextRef c;
    LLVMValueRef entry;        /* the block entry */
    LLVMBasicBlockRef head, exit, pre;
    LLVMBasicBlockRef call;    /* the block in the entry that calls the new function */
    unsigned index;            /* 1 + the loop's number: its blocks' mark in `region` */
    const ptrmap *region;      /* block -> index of the loop it is in */
    ferry_values inputs, remat, outputs, moved;
    ptrmap bases;              /* pointer base of each input -> how many share it */
    ptrmap seen;               /* value -> 1: already an input or recomputed */
    ptrmap map;                /* entry value -> its value in the new function */
} part;

static bool inside(const part *p, LLVMValueRef inst)
{
    return (uintptr_t)ptrmap_get(p->region, LLVMGetInstructionParent(inst)) == p->index;
}

static bool only_used_inside(const part *p, LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
        if (!inside(p, LLVMGetUser(u)))
            return false;
    return true;
}

/* Address arithmetic the loop can redo for itself. */
static bool cheap(LLVMValueRef v)
{
    if (LLVMIsABitCastInst(v) || LLVMIsAAddrSpaceCastInst(v))
        return true;
    if (!LLVMIsAGetElementPtrInst(v))
        return false;
    for (int k = 1; k < LLVMGetNumOperands(v); k++)
        if (!LLVMIsAConstantInt(LLVMGetOperand(v, k)))
            return false;
    return true;
}

/* Records v, a value of the entry the loop uses: recomputed if cheap,
 * else a parameter. */
static int need(part *p, LLVMValueRef v, int depth)
{
    if (!(LLVMIsAArgument(v) || (LLVMIsAInstruction(v) && !inside(p, v))) || ptrmap_get(&p->seen, v))
        return 0;
    if (ptrmap_put(&p->seen, v, (void *)1) < 0)
        return -1;
    if (depth < 8 && cheap(v)) {
        if (need(p, LLVMGetOperand(v, 0), depth + 1) < 0)
            return -1;
        return ferry_values_push(&p->remat, v);
    }
    /* Only an alloca of fixed size: one per thread of the block holds a
     * value across sync points, which the loop's next run may read. */
    if (LLVMIsAAllocaInst(v) && LLVMIsAConstant(LLVMGetOperand(v, 0)) && only_used_inside(p, v))
        return ferry_values_push(&p->moved, v);
    LLVMValueRef base = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind ? ferry_pointer_base(v) : NULL;
    if (base && ptrmap_put(&p->bases, base, (char *)ptrmap_get(&p->bases, base) + 1) < 0)
        return -1;
    return ferry_values_push(&p->inputs, v);
}

/* The loop's blocks, from head up to exit in the function's order. */
static int collect_values(part *p)
{
    for (LLVMBasicBlockRef b = p->head; b != p->exit; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            for (int k = 0; k < LLVMGetNumOperands(i); k++) {
                LLVMValueRef op = LLVMGetOperand(i, k);
                if (op && !LLVMValueIsBasicBlock(op) && need(p, op, 0) < 0)
                    return -1;
            }
            for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u))
                if (!inside(p, LLVMGetUser(u))) {
                    if (ferry_values_push(&p->outputs, i) < 0)
                        return -1;
                    break;
                }
        }
    return 0;
}

/* Is the alloca's address only ever a place to load from or store to? Then
 * nothing else reaches its memory while the loop runs (noalias). */
static bool not_captured(LLVMValueRef v, int depth)
{
    if (depth > 8)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user))
            continue;
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != v)
            continue;
        if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == v && not_captured(user, depth + 1))
            continue;
        return false;
    }
    return true;
}

static void add_attr(LLVMContextRef c, LLVMValueRef fn, unsigned idx, const char *name, uint64_t val)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(c, kind, val));
}

/* An integer from a load's !name metadata (shared.c marks the arena's base
 * dereferenceable and aligned), or 0. */
static uint64_t md_int(LLVMContextRef c, LLVMValueRef load, const char *name)
{
    LLVMValueRef md = LLVMGetMetadata(load, LLVMGetMDKindIDInContext(c, name, (unsigned)strlen(name)));
    if (!md || LLVMGetMDNodeNumOperands(md) != 1)
        return 0;
    LLVMValueRef op;
    LLVMGetMDNodeOperands(md, &op);
    return op && LLVMIsAConstantInt(op) ? LLVMConstIntGetZExtValue(op) : 0;
}

/* An integer loaded with !range (a launch value: threadloop.c) keeps its
 * bounds in the thread loop's function, as a range attribute. */
static void range_attr(part *p, LLVMValueRef fn, unsigned i, LLVMValueRef v)
{
    LLVMValueRef md = LLVMIsALoadInst(v) ? LLVMGetMetadata(v, LLVMGetMDKindIDInContext(p->c, "range", 5)) : NULL;
    if (!md || LLVMGetMDNodeNumOperands(md) != 2)
        return;
    LLVMValueRef ops[2];
    LLVMGetMDNodeOperands(md, ops);
    unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    if (!ops[0] || !ops[1] || !LLVMIsAConstantInt(ops[0]) || !LLVMIsAConstantInt(ops[1]) || bits > 64)
        return;
    uint64_t lo = LLVMConstIntGetZExtValue(ops[0]), hi = LLVMConstIntGetZExtValue(ops[1]);
    unsigned kind = LLVMGetEnumAttributeKindForName("range", 5);
    LLVMAddAttributeAtIndex(fn, i + 1, LLVMCreateConstantRangeAttribute(p->c, kind, bits, &lo, &hi));
}

/* What LLVM knew of a parameter's value in the entry, as its attributes. */
static void param_attrs(part *p, LLVMValueRef fn, unsigned i, LLVMValueRef v)
{
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind)
        range_attr(p, fn, i, v);
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind)
        return;
    if (LLVMIsAAllocaInst(v) && ptrmap_get(&p->bases, v) == (void *)1 && not_captured(v, 0))
        add_attr(p->c, fn, i + 1, "noalias", 0);
    if (LLVMIsALoadInst(v)) {
        uint64_t bytes = md_int(p->c, v, "dereferenceable"), align = md_int(p->c, v, "align");
        if (bytes)
            add_attr(p->c, fn, i + 1, "dereferenceable", bytes);
        if (align)
            add_attr(p->c, fn, i + 1, "align", align);
        if (LLVMGetMetadata(v, LLVMGetMDKindIDInContext(p->c, "nonnull", 7)))
            add_attr(p->c, fn, i + 1, "nonnull", 0);
    }
}

static void copy_fn_attrs(LLVMContextRef c, LLVMValueRef from, LLVMValueRef to)
{
    unsigned n = LLVMGetAttributeCountAtIndex(from, LLVMAttributeFunctionIndex);
    LLVMAttributeRef *a = malloc((n ? n : 1) * sizeof *a);
    unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    if (!a)
        return;
    LLVMGetAttributesAtIndex(from, LLVMAttributeFunctionIndex, a);
    for (unsigned j = 0; j < n; j++)
        if (LLVMIsStringAttribute(a[j]) || LLVMGetEnumAttributeKind(a[j]) != always)
            LLVMAddAttributeAtIndex(to, LLVMAttributeFunctionIndex, a[j]);
    free(a);
    add_attr(c, to, LLVMAttributeFunctionIndex, "noinline", 0);
    add_attr(c, to, LLVMAttributeFunctionIndex, "nounwind", 0);
}

static LLVMTypeRef result_type(part *p)
{
    if (p->outputs.n == 0)
        return LLVMVoidTypeInContext(p->c);
    if (p->outputs.n == 1)
        return LLVMTypeOf(p->outputs.v[0]);
    LLVMTypeRef *t = malloc(p->outputs.n * sizeof *t);
    if (!t)
        return NULL;
    for (unsigned i = 0; i < p->outputs.n; i++)
        t[i] = LLVMTypeOf(p->outputs.v[i]);
    LLVMTypeRef st = LLVMStructTypeInContext(p->c, t, p->outputs.n, 0);
    free(t);
    return st;
}

static LLVMValueRef new_function(part *p, unsigned number)
{
    LLVMTypeRef *pt = malloc((p->inputs.n ? p->inputs.n : 1) * sizeof *pt), rt = result_type(p);
    if (!pt || !rt) {
        free(pt);
        return NULL;
    }
    for (unsigned i = 0; i < p->inputs.n; i++)
        pt[i] = LLVMTypeOf(p->inputs.v[i]);
    size_t len;
    const char *ename = LLVMGetValueName2(p->entry, &len);
    char *name = malloc(len + 16);
    LLVMValueRef fn = NULL;
    if (name) {
        snprintf(name, len + 16, "%.*s.r%u", (int)len, ename, number);
        fn = LLVMAddFunction(p->m, name, LLVMFunctionType(rt, pt, p->inputs.n, 0));
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        copy_fn_attrs(p->c, p->entry, fn);
        for (unsigned i = 0; i < p->inputs.n; i++)
            param_attrs(p, fn, i, p->inputs.v[i]);
    }
    free(name);
    free(pt);
    return fn;
}

/* In the caller: the call, in a block of its own between pre and exit;
 * the rest of the entry uses what it returns. */
static int build_call(part *p, LLVMValueRef fn, LLVMBuilderRef b)
{
    /* at the end for now: the loop's blocks must stay together until they move */
    LLVMBasicBlockRef at = p->call = LLVMAppendBasicBlockInContext(p->c, p->entry, "");
    LLVMPositionBuilderAtEnd(b, at);
    LLVMValueRef call = LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, p->inputs.v, p->inputs.n, "");
    for (unsigned i = 0; i < p->outputs.n; i++) {
        LLVMValueRef out = p->outputs.n == 1 ? call : LLVMBuildExtractValue(b, call, i, "");
        LLVMValueRef v = p->outputs.v[i];
        ferry_values users = {0};
        for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
            if (!inside(p, LLVMGetUser(u)) && ferry_values_push(&users, LLVMGetUser(u)) < 0)
                return -1;
        for (size_t j = 0; j < users.n; j++)
            for (int k = 0; k < LLVMGetNumOperands(users.v[j]); k++)
                if (LLVMGetOperand(users.v[j], k) == v)
                    LLVMSetOperand(users.v[j], k, out);
        free(users.v);
    }
    LLVMBuildBr(b, p->exit);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(p->pre);
    for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++)
        if (LLVMGetSuccessor(term, k) == p->head)
            LLVMSetSuccessor(term, k, at);
    return 0;
}

/* The new function's entry block: the allocas that move in, then the
 * address arithmetic redone on the parameters. */
static int build_prologue(part *p, LLVMValueRef fn, LLVMBuilderRef b)
{
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(p->c, fn, "entry"));
    for (unsigned i = 0; i < p->moved.n; i++) {
        LLVMInstructionRemoveFromParent(p->moved.v[i]);
        LLVMInsertIntoBuilder(b, p->moved.v[i]);
    }
    for (unsigned i = 0; i < p->inputs.n; i++)
        if (ptrmap_put(&p->map, p->inputs.v[i], LLVMGetParam(fn, i)) < 0)
            return -1;
    for (unsigned i = 0; i < p->remat.n; i++) {
        LLVMValueRef v = p->remat.v[i], c = LLVMInstructionClone(v);
        LLVMInsertIntoBuilder(b, c);
        LLVMValueRef base = ptrmap_get(&p->map, LLVMGetOperand(v, 0));
        if (base)
            LLVMSetOperand(c, 0, base);
        if (ptrmap_put(&p->map, v, c) < 0)
            return -1;
    }
    return 0;
}

/* Moves the loop's blocks into fn, with the entry's values replaced by
 * the function's own, and its way out replaced by a return. */
static int move_blocks(part *p, LLVMValueRef fn, LLVMBuilderRef b)
{
    LLVMBasicBlockRef prologue = LLVMGetEntryBasicBlock(fn);
    LLVMBasicBlockRef ret = LLVMAppendBasicBlockInContext(p->c, fn, "done");
    LLVMBasicBlockRef next;
    for (LLVMBasicBlockRef blk = p->head; blk != p->exit; blk = next) {
        next = LLVMGetNextBasicBlock(blk);
        LLVMRemoveBasicBlockFromParent(blk);
        LLVMAppendExistingBasicBlock(fn, blk);
        LLVMMoveBasicBlockBefore(blk, ret);
        for (LLVMValueRef i = LLVMGetFirstInstruction(blk); i; i = LLVMGetNextInstruction(i)) {
            for (int k = 0; k < LLVMGetNumOperands(i); k++) {
                LLVMValueRef op = LLVMGetOperand(i, k), to = op ? ptrmap_get(&p->map, op) : NULL;
                if (to)
                    LLVMSetOperand(i, k, to);
            }
            if (LLVMIsATerminatorInst(i))
                for (unsigned k = 0; k < LLVMGetNumSuccessors(i); k++)
                    if (LLVMGetSuccessor(i, k) == p->exit)
                        LLVMSetSuccessor(i, k, ret);
        }
    }
    LLVMMoveBasicBlockBefore(p->call, p->exit);
    LLVMPositionBuilderAtEnd(b, prologue);
    LLVMBuildBr(b, p->head);
    LLVMPositionBuilderAtEnd(b, ret);
    if (p->outputs.n == 0) {
        LLVMBuildRetVoid(b);
    } else if (p->outputs.n == 1) {
        LLVMBuildRet(b, p->outputs.v[0]);
    } else {
        LLVMValueRef agg = LLVMGetUndef(LLVMGetReturnType(LLVMGlobalGetValueType(fn)));
        for (unsigned i = 0; i < p->outputs.n; i++)
            agg = LLVMBuildInsertValue(b, agg, p->outputs.v[i], i, "");
        LLVMBuildRet(b, agg);
    }
    /* the head's phis came from pre, now from the prologue */
    for (LLVMValueRef phi = LLVMGetFirstInstruction(p->head); phi && LLVMIsAPHINode(phi);) {
        LLVMValueRef after = LLVMGetNextInstruction(phi);
        LLVMPositionBuilderBefore(b, phi);
        LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
        for (unsigned k = 0; k < LLVMCountIncoming(phi); k++) {
            LLVMValueRef v = LLVMGetIncomingValue(phi, k);
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(phi, k);
            if (from == p->pre)
                from = prologue;
            LLVMAddIncoming(np, &v, &from, 1);
        }
        LLVMReplaceAllUsesWith(phi, np);
        LLVMInstructionEraseFromParent(phi);
        phi = after;
    }
    return 0;
}

static int outline_one(part *p, unsigned number, LLVMBuilderRef b)
{
    if (collect_values(p) < 0)
        return -1;
    LLVMValueRef fn = new_function(p, number);
    if (!fn || build_call(p, fn, b) < 0 || build_prologue(p, fn, b) < 0 || move_blocks(p, fn, b) < 0)
        return -1;
    return 0;
}

/* Which loops can go: each entered only from one block, by one edge to its
 * head, and left only to its exit, which has no phis. Checked over the
 * whole entry at once, so that it costs one walk however many loops. */
static int check_loops(const ferry_entry *e, const ptrmap *region, LLVMBasicBlockRef *pre, bool *bad)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(e->fn); b; b = LLVMGetNextBasicBlock(b)) {
        uintptr_t rb = (uintptr_t)ptrmap_get(region, b);
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!term)
            return -1;
        if (rb && LLVMIsAReturnInst(term))
            bad[rb - 1] = true;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef s = LLVMGetSuccessor(term, k);
            uintptr_t rs = (uintptr_t)ptrmap_get(region, s);
            if (rs == rb)
                continue;
            if (rb && s != e->loops[rb - 1].exit)
                bad[rb - 1] = true;
            if (rs) {
                unsigned r = (unsigned)rs - 1;
                if (s != e->loops[r].head || pre[r])
                    bad[r] = true;
                pre[r] = b;
            }
        }
    }
    for (unsigned r = 0; r < e->nloops; r++) {
        LLVMValueRef first = LLVMGetFirstInstruction(e->loops[r].exit);
        if (!pre[r] || (first && LLVMIsAPHINode(first)))
            bad[r] = true;
    }
    return 0;
}

/* Marks each loop's blocks; a loop whose blocks do not run from head to
 * exit, or that shares one with another, stays where it is. */
static int mark_loops(const ferry_entry *e, ptrmap *region, bool *bad)
{
    for (unsigned r = 0; r < e->nloops; r++) {
        LLVMBasicBlockRef b = e->loops[r].head;
        for (; b && b != e->loops[r].exit; b = LLVMGetNextBasicBlock(b)) {
            uintptr_t other = (uintptr_t)ptrmap_get(region, b);
            if (other) {
                bad[other - 1] = bad[r] = true;
                continue;
            }
            if (ptrmap_put(region, b, (void *)(uintptr_t)(r + 1)) < 0)
                return -1;
        }
        if (!b)
            bad[r] = true;
    }
    return 0;
}

/* Addresses of the entry's arguments (the block context's fields) that
 * regions compute go to the entry block: a region then redoes them from
 * the argument instead of getting them from the region that computed
 * them first. */
static void hoist_argument_addresses(LLVMValueRef fn, LLVMBuilderRef b)
{
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(entry));
    for (LLVMBasicBlockRef blk = LLVMGetNextBasicBlock(entry); blk; blk = LLVMGetNextBasicBlock(blk)) {
        LLVMValueRef next;
        for (LLVMValueRef i = LLVMGetFirstInstruction(blk); i; i = next) {
            next = LLVMGetNextInstruction(i);
            if (LLVMIsAGetElementPtrInst(i) && cheap(i) && LLVMIsAArgument(LLVMGetOperand(i, 0))) {
                LLVMInstructionRemoveFromParent(i);
                LLVMInsertIntoBuilder(b, i);
            }
        }
    }
}

int ferry_outline_regions(LLVMModuleRef m, const ferry_entry *e, ferry_diag *d)
{
    const char *env = getenv("FERRY_OUTLINE");
    if (e->nloops < 2 || (env && !strcmp(env, "0")))
        return 0;
    ptrmap region = {0};
    LLVMBasicBlockRef *pre = calloc(e->nloops, sizeof *pre);
    bool *bad = calloc(e->nloops, sizeof *bad);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    int rc = -1;
    if (!pre || !bad || mark_loops(e, &region, bad) < 0 || check_loops(e, &region, pre, bad) < 0)
        goto out;
    rc = 0;
    hoist_argument_addresses(e->fn, b);
    for (unsigned r = 0; r < e->nloops && rc == 0; r++) {
        if (bad[r])
            continue;
        part p = {.m = m, .c = LLVMGetModuleContext(m), .entry = e->fn, .head = e->loops[r].head,
                  .exit = e->loops[r].exit, .pre = pre[r], .index = r + 1, .region = &region};
        rc = outline_one(&p, r, b);
        free(p.inputs.v);
        free(p.remat.v);
        free(p.outputs.v);
        free(p.moved.v);
        ptrmap_free(&p.bases);
        ptrmap_free(&p.seen);
        ptrmap_free(&p.map);
    }
out:
    if (rc < 0)
        ferry_error(d, NULL, "internal error: out of memory outlining thread loops");
    LLVMDisposeBuilder(b);
    ptrmap_free(&region);
    free(pre);
    free(bad);
    return rc;
}
