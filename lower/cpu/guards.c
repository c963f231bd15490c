/* Guards: bounds checks at the start of a region that whole blocks pass,
 * so that those blocks can run a copy of the region without masks. */
#include "regions.h"

#include <stdlib.h>
#include <string.h>

/* Does a block only compute, or write the kernel's own locals? */
static bool quiet(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMIsAStoreInst(i) && LLVMIsAAllocaInst(LLVMGetOperand(i, 1)))
            continue;
        if (LLVMIsAStoreInst(i) || (LLVMIsACallInst(i) && !is_lifetime(i)) || LLVMIsAAtomicRMWInst(i)
            || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i))
            return false;
    }
    return true;
}

/* Can b reach the kernel's return without doing anything visible on the
 * way (clang's cleanup blocks write only locals)? */
static bool leaves(const cfg *g, LLVMBasicBlockRef b)
{
    LLVMBasicBlockRef seen[8];
    unsigned n = 0, next = 0;
    seen[n++] = b;
    while (next < n) {
        LLVMBasicBlockRef x = seen[next++];
        if (g->bar[block_index(g, x)] || !quiet(x))
            continue;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(x);
        if (LLVMIsAReturnInst(term))
            return true;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            bool dup = false;
            for (unsigned j = 0; j < n; j++)
                dup |= seen[j] == y;
            if (!dup && n < 8)
                seen[n++] = y;
        }
    }
    return false;
}

/* Computed from what remat_value accepts and the induction variable of
 * stride loop r, which within a run of r's region is init + k * stride. */
bool loop_value(builder *s, LLVMValueRef v, unsigned r, int depth)
{
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        slot *from = copied_slot(s, v);
        if ((sl && sl->loop == r) || (from && from->loop == r))
            return true;
    }
    if (remat_value(s, v, depth))
        return true;
    if (depth > 12 || !LLVMIsAInstruction(v) || LLVMIsALoadInst(v) || ferry_callee_name(v)
        || !ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!loop_value(s, LLVMGetOperand(v, k), r, depth + 1))
            return false;
    return true;
}

/* The header of stride loop r tests whether the thread goes round again:
 * in all but the last iterations every thread of the block does. */
static bool loop_header_guard(builder *s, unsigned r, LLVMValueRef term, guards *gd)
{
    const cfg *g = s->g;
    if (r == 0 || strcmp(g->kind[r]->name, "__ferry_loop_sync") || !LLVMIsConditional(term)
        || !loop_value(s, LLVMGetCondition(term), r, 0))
        return false;
    gd->br[gd->n] = term;
    gd->keep[gd->n++] = (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(g->call[r], 1));
    return true;
}

void find_guards(builder *s, unsigned r, guards *gd)
{
    cfg *g = s->g;
    LLVMBasicBlockRef b = g->block[r == 0 ? 0 : block_index(g, g->after[r])];
    gd->n = 0;
    for (int steps = 0; steps < 16 && gd->n < MAX_GUARDS && !g->bar[block_index(g, b)]; steps++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!LLVMIsABranchInst(term))
            return;
        if (steps == 0 && loop_header_guard(s, r, term, gd)) {
            b = LLVMGetSuccessor(term, gd->keep[0]);
        } else if (LLVMIsConditional(term)) {
            bool out0 = leaves(g, LLVMGetSuccessor(term, 0)), out1 = leaves(g, LLVMGetSuccessor(term, 1));
            if (out0 == out1 || !remat_value(s, LLVMGetCondition(term), 0))
                return;
            gd->br[gd->n] = term;
            gd->keep[gd->n++] = out0 ? 1 : 0;
            b = LLVMGetSuccessor(term, out0 ? 1 : 0);
        } else {
            b = LLVMGetSuccessor(term, 0);
        }
    }
}

/* Do all threads of the block pass every guard? A loop over the threads
 * that computes only the conditions, which vectorizes. */
LLVMValueRef guards_pass_everywhere(builder *s, const guards *gd)
{
    LLVMTypeRef i1 = LLVMInt1TypeInContext(s->c);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderBefore(eb, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(s->fn)));
    LLVMValueRef all = LLVMBuildAlloca(eb, i1, "guards.pass");
    ferry_mark_internal(all);
    LLVMDisposeBuilder(eb);
    LLVMBuildStore(s->b, LLVMConstInt(i1, 1, 0), all);
    /* in a strip, only the row of threads about to run */
    bool strip = s->strip_row[0] != NULL;
    ferry_loop lz = {0}, ly = {0};
    if (!strip) {
        lz = ferry_open_loop(s->b, s->fn, "gz");
        ly = ferry_open_loop(s->b, s->fn, "gy");
    }
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "gx");
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {lx.iv, strip ? s->strip_row[0] : ly.iv,
                                                         strip ? s->strip_row[1] : lz.iv}, .launch = s->launch};
    ptrmap vmap = {0};
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), s->av[i]);
    LLVMValueRef pass = LLVMBuildLoad2(s->b, i1, all, "");
    for (unsigned i = 0; i < gd->n; i++) {
        LLVMValueRef c = remat_clone(s, LLVMGetCondition(gd->br[i]), &vmap, &e);
        pass = LLVMBuildAnd(s->b, pass, gd->keep[i] == 0 ? c : LLVMBuildNot(s->b, c, ""), "");
    }
    ptrmap_free(&vmap);
    LLVMBuildStore(s->b, pass, all);
    ferry_close_loop(s->b, s->fn, lx, s->dims[0]);
    if (!strip) {
        ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
        ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
    }
    return LLVMBuildLoad2(s->b, i1, all, "guards.pass.all");
}


/* ---- guards decided by the block's first and last thread ---- */

/* v, or what the slot it is loaded from holds (a value of region 0 kept
 * in a local before the lowering's promotion). */
static LLVMValueRef through_slots(builder *s, LLVMValueRef v)
{
    for (int hops = 0; hops < 8 && LLVMIsALoadInst(v); hops++) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        if (!sl || !sl->value || sl->loop)
            break;
        v = sl->value;
    }
    return v;
}

/* 0, 1, 2 for %tid.x, .y, .z; -1 for anything else */
static int tid_dim(LLVMValueRef v)
{
    const char *n = ferry_callee_name(v);
    if (!n || strncmp(n, "llvm.nvvm.read.ptx.sreg.tid.", 28) || !n[28] || n[29])
        return -1;
    return n[28] == 'x' ? 0 : n[28] == 'y' ? 1 : n[28] == 'z' ? 2 : -1;
}

/* A guard's operand as B + tid (B the same in every thread, tid one
 * thread index), perhaps extended: sums and differences of values the
 * same in every thread and one thread index, so that, wrapping as the
 * integers do, its value at any thread is its value at thread 0 plus the
 * index. */
typedef struct thread_line {
    int dim;
    LLVMValueRef narrow; /* the sum before extension */
    LLVMOpcode ext;      /* LLVMSExt, LLVMZExt or 0 */
} thread_line;

static bool uniform_here(builder *s, LLVMValueRef v)
{
    return remat_value(s, v, 0) && thread_free(s, v, 0);
}

enum { NOT_LINE = -1, UNIFORM = -2 };

/* The thread index v runs along (0, 1, 2), UNIFORM, or NOT_LINE. */
static int line_dim(builder *s, LLVMValueRef v, int depth)
{
    v = through_slots(s, v);
    int d = tid_dim(v);
    if (d >= 0)
        return d;
    /* an index extended: it is below 1024, so either extension gives it */
    if ((LLVMIsAZExtInst(v) || LLVMIsASExtInst(v)) && (d = tid_dim(through_slots(s, LLVMGetOperand(v, 0)))) >= 0)
        return d;
    if (uniform_here(s, v))
        return UNIFORM;
    if (depth > 8 || !LLVMIsAInstruction(v))
        return NOT_LINE;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op != LLVMAdd && op != LLVMSub)
        return NOT_LINE;
    int a = line_dim(s, LLVMGetOperand(v, 0), depth + 1), b = line_dim(s, LLVMGetOperand(v, 1), depth + 1);
    if (a >= 0 && b == UNIFORM)
        return a;
    return op == LLVMAdd && a == UNIFORM && b >= 0 ? b : NOT_LINE;
}

static bool read_line(builder *s, LLVMValueRef v, thread_line *t)
{
    *t = (thread_line){.dim = NOT_LINE};
    v = through_slots(s, v);
    if (LLVMIsASExtInst(v) || LLVMIsAZExtInst(v)) {
        t->ext = LLVMGetInstructionOpcode(v);
        v = through_slots(s, LLVMGetOperand(v, 0));
    }
    t->narrow = v;
    t->dim = remat_value(s, v, 0) ? line_dim(s, v, 0) : NOT_LINE;
    return t->dim >= 0;
}

/* The line's value at the thread whose index is at, extended as the
 * guard reads it. */
static LLVMValueRef line_at(builder *s, const thread_line *t, LLVMValueRef base, LLVMValueRef at, LLVMTypeRef wide)
{
    LLVMValueRef v = LLVMBuildAdd(s->b, base, at, "");
    return t->ext == LLVMSExt ? LLVMBuildSExt(s->b, v, wide, "") : t->ext == LLVMZExt ? LLVMBuildZExt(s->b, v, wide, "") : v;
}

/* Whether every thread passes one guard `line pred u`, from the ends of
 * the line: its values run from B to B + n - 1 without wrapping where the
 * comparison would see it (signed for a signed test or a sign extension,
 * unsigned for an unsigned test or a zero extension, and no change of sign
 * under a sign extension read unsigned), so the passing threads are an
 * interval. NULL where the guard is not such. */
static LLVMValueRef guard_by_ends(builder *s, LLVMValueRef cond, unsigned keep, ptrmap *vmap, const ferry_entry *e)
{
    cond = through_slots(s, cond);
    if (uniform_here(s, cond)) {
        LLVMValueRef c = remat_clone(s, cond, vmap, e);
        return keep == 0 ? c : LLVMBuildNot(s->b, c, "");
    }
    if (!LLVMIsAICmpInst(cond))
        return NULL;
    LLVMIntPredicate pred = LLVMGetICmpPredicate(cond);
    if (pred == LLVMIntEQ || pred == LLVMIntNE)
        return NULL;
    thread_line t = {.dim = NOT_LINE};
    int side = -1;
    for (int j = 0; j < 2 && side < 0; j++)
        if (uniform_here(s, LLVMGetOperand(cond, 1 - j)) && read_line(s, LLVMGetOperand(cond, j), &t))
            side = j;
    if (side < 0 || (t.dim > 0 && s->strip_row[0]) || LLVMGetTypeKind(LLVMTypeOf(t.narrow)) != LLVMIntegerTypeKind)
        return NULL;
    LLVMTypeRef ty = LLVMTypeOf(t.narrow), wide = LLVMTypeOf(LLVMGetOperand(cond, side));
    unsigned w = LLVMGetIntTypeWidth(ty);
    if (w != 32 && w != 64)
        return NULL;
    bool is_signed = pred >= LLVMIntSGT;
    LLVMValueRef base = remat_clone(s, t.narrow, vmap, e); /* at thread 0 */
    LLVMValueRef last = fit_int(s->b, LLVMBuildSub(s->b, s->dims[t.dim], i32c(s, 1), ""), ty);
    LLVMValueRef bound = remat_clone(s, LLVMGetOperand(cond, 1 - side), vmap, e);
    LLVMValueRef most = LLVMConstInt(ty, w == 64 ? INT64_MAX : INT32_MAX, 0);
    LLVMValueRef fits = LLVMConstInt(LLVMInt1TypeInContext(s->c), 1, 0);
    if (t.ext == LLVMSExt || (!t.ext && is_signed))
        fits = LLVMBuildICmp(s->b, LLVMIntSLE, base, LLVMBuildSub(s->b, most, last, ""), "ends.fit");
    if (t.ext == LLVMZExt || (!t.ext && !is_signed))
        fits = LLVMBuildAnd(s->b, fits, LLVMBuildICmp(s->b, LLVMIntULE, base, LLVMBuildNot(s->b, last, ""), ""), "ends.fit");
    if (t.ext == LLVMSExt && !is_signed) { /* read unsigned, the values keep one sign */
        LLVMValueRef zero = LLVMConstInt(ty, 0, 0), end = LLVMBuildAdd(s->b, base, last, "");
        fits = LLVMBuildAnd(s->b, fits, LLVMBuildICmp(s->b, LLVMIntEQ, LLVMBuildICmp(s->b, LLVMIntSLT, base, zero, ""),
                                                      LLVMBuildICmp(s->b, LLVMIntSLT, end, zero, ""), ""), "");
    }
    LLVMValueRef pass = fits;
    LLVMValueRef ends[2] = {LLVMConstInt(ty, 0, 0), last};
    for (int j = 0; j < 2; j++) {
        LLVMValueRef x = line_at(s, &t, base, ends[j], wide);
        LLVMValueRef c = side == 0 ? LLVMBuildICmp(s->b, pred, x, bound, "") : LLVMBuildICmp(s->b, pred, bound, x, "");
        pass = LLVMBuildAnd(s->b, pass, keep == 0 ? c : LLVMBuildNot(s->b, c, ""), "");
    }
    return pass;
}

/* Whether every thread of the block passes every guard, each decided by
 * its ends (guard_by_ends), without a loop over the threads: bounds checks
 * such as `if (i < n)` and `if (x >= w || y >= h) return;`. NULL where a
 * guard is not of that form. */
LLVMValueRef guards_pass_by_ends(builder *s, const guards *gd)
{
    LLVMValueRef zero = i32c(s, 0);
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {zero, zero, zero}, .launch = s->launch};
    ptrmap vmap = {0};
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), s->av[i]);
    LLVMValueRef pass = LLVMConstInt(LLVMInt1TypeInContext(s->c), 1, 0);
    for (unsigned i = 0; i < gd->n && pass; i++) {
        LLVMValueRef c = guard_by_ends(s, LLVMGetCondition(gd->br[i]), gd->keep[i], &vmap, &e);
        pass = c ? LLVMBuildAnd(s->b, pass, c, "") : NULL;
    }
    ptrmap_free(&vmap);
    return pass;
}
