/* Loops whose every iteration starts with a test of the counter, and does
 * nothing when it fails: nw's wavefront step `if (r >= 0 && r < 16)` with
 * r = d - tx, one anti-diagonal of a tile, where the thread loop (kept
 * scalar: its lanes are 16 elements apart) runs all 16 threads to find
 * the few on the diagonal, and mispredicts where they start and end.
 *
 * After LLVM's pipeline, a counting loop (i from s, by one, while i + 1 !=
 * n or i + 1 < n) whose header's branch skips to the latch on a test of
 * i + c, c - i or i against a value fixed in the loop (several joined by
 * and), with nothing done on the way and nothing of the loop's used after
 * it, starts at the first i the tests can pass and stops after the last:
 * the bounds are computed before the loop, from the tests read as
 * intervals. The loop keeps its tests, so the bounds need only contain
 * every i that passes; where the values are too large for the intervals to
 * be exact (beyond 2^(w-3) in a w-bit test), the loop runs as before. */
#include "lower.h"
#include "entry.h"
#include "ptrmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_TESTS = 4, MAX_HOPS = 4, MAX_LOOP = 256 };

typedef struct {
    LLVMValueRef fn;
    LLVMBasicBlockRef head, latch, pre, exit;
    LLVMValueRef iv, start, end, exit_cmp;
    unsigned end_op;  /* the exit compare's operand that is n */
    ptrmap in_loop;   /* block -> non-NULL */
    LLVMValueRef tests[MAX_TESTS];
    bool negate[MAX_TESTS]; /* the body runs where that test fails */
    unsigned ntests;
} guarded;

static bool is_inc(LLVMValueRef v, LLVMValueRef iv, int depth)
{
    if (LLVMIsAPHINode(v) && depth == 0) {
        for (unsigned k = 0; k < LLVMCountIncoming(v); k++)
            if (!is_inc(LLVMGetIncomingValue(v, k), iv, 1))
                return false;
        return LLVMCountIncoming(v) > 0;
    }
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd)
        return false;
    LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
    LLVMValueRef one = a == iv ? b : b == iv ? a : NULL;
    return one && LLVMIsAConstantInt(one) && LLVMConstIntGetZExtValue(one) == 1;
}

static bool invariant(guarded *g, LLVMValueRef v)
{
    return !LLVMIsAInstruction(v) || !ptrmap_get(&g->in_loop, LLVMGetInstructionParent(v));
}

/* No effect that skipping it could lose: arithmetic, plain loads, min and
 * max. */
static bool quiet(LLVMValueRef i)
{
    if (ferry_is_pure_op(i) || LLVMIsAPHINode(i) || LLVMIsABranchInst(i))
        return true;
    if (LLVMIsALoadInst(i))
        return !LLVMGetVolatile(i);
    const char *n = LLVMIsACallInst(i) ? ferry_callee_name(i) : NULL;
    return n && (!strncmp(n, "llvm.smax.", 10) || !strncmp(n, "llvm.smin.", 10) || !strncmp(n, "llvm.umax.", 10)
                 || !strncmp(n, "llvm.umin.", 10));
}

static bool quiet_block(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (!quiet(i))
            return false;
    return true;
}

/* The natural loop of the back edge latch -> head: head and every block
 * that reaches latch without passing head. */
static bool loop_blocks(guarded *g, const ptrmap *preds)
{
    LLVMBasicBlockRef stack[MAX_LOOP];
    unsigned n = 0, count = 1;
    ptrmap_put(&g->in_loop, g->head, g->head);
    if (!ptrmap_get(&g->in_loop, g->latch)) {
        ptrmap_put(&g->in_loop, g->latch, g->latch);
        stack[n++] = g->latch;
        count++;
    }
    while (n) {
        LLVMBasicBlockRef b = stack[--n];
        for (const ptrmap *p = ptrmap_get(preds, b); p; p = NULL)
            for (size_t k = 0; k < p->cap; k++) {
                LLVMBasicBlockRef q = p->keys[k] ? (LLVMBasicBlockRef)p->keys[k] : NULL;
                if (!q || ptrmap_get(&g->in_loop, q))
                    continue;
                if (++count > MAX_LOOP || n == MAX_LOOP)
                    return false;
                ptrmap_put(&g->in_loop, q, q);
                stack[n++] = q;
            }
    }
    return true;
}

/* The header's branch skips to the latch, through blocks that do nothing,
 * on one side; the tests that let the other side run are collected. */
static void collect_tests(guarded *g, LLVMValueRef cond, bool negate, int depth)
{
    if (g->ntests >= MAX_TESTS || depth > 3)
        return;
    LLVMOpcode op = LLVMIsAInstruction(cond) ? LLVMGetInstructionOpcode(cond) : 0;
    /* the body runs where both run (and), or where neither does (a negated or) */
    if ((op == LLVMAnd && !negate) || (op == LLVMOr && negate)) {
        collect_tests(g, LLVMGetOperand(cond, 0), negate, depth + 1);
        collect_tests(g, LLVMGetOperand(cond, 1), negate, depth + 1);
        return;
    }
    if (op == LLVMSelect && !negate && LLVMIsAConstantInt(LLVMGetOperand(cond, 2))
        && LLVMConstIntGetZExtValue(LLVMGetOperand(cond, 2)) == 0) {
        collect_tests(g, LLVMGetOperand(cond, 0), false, depth + 1);
        collect_tests(g, LLVMGetOperand(cond, 1), false, depth + 1);
        return;
    }
    if (op == LLVMICmp) {
        g->tests[g->ntests] = cond;
        g->negate[g->ntests++] = negate;
    }
}

static bool skips_to_latch(guarded *g, LLVMBasicBlockRef b)
{
    for (int hops = 0; hops < MAX_HOPS; hops++) {
        if (b == g->latch)
            return true;
        if (b == g->head || !quiet_block(b))
            return false;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        if (!t || !LLVMIsABranchInst(t) || LLVMIsConditional(t))
            return false;
        b = LLVMGetSuccessor(t, 0);
    }
    return false;
}

static bool used_only_inside(guarded *g, LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAInstruction(user) || !ptrmap_get(&g->in_loop, LLVMGetInstructionParent(user)))
            return false;
    }
    return true;
}

/* Nothing the header or latch computes is used after the loop, and the
 * exit's phis take only values fixed in the loop from the latch. */
static bool nothing_leaks(guarded *g)
{
    LLVMBasicBlockRef blocks[2] = {g->head, g->latch};
    for (int k = 0; k < 2; k++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[k]); i; i = LLVMGetNextInstruction(i))
            if (!used_only_inside(g, i))
                return false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(g->exit); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i))
        for (unsigned k = 0; k < LLVMCountIncoming(i); k++)
            if (LLVMGetIncomingBlock(i, k) == g->latch && !invariant(g, LLVMGetIncomingValue(i, k)))
                return false;
    return true;
}

/* head: one phi, the counter, starting in the preheader (which only
 * branches here) and going on from the latch, whose branch compares its
 * next value with n. */
static bool match_counter(guarded *g)
{
    LLVMValueRef iv = LLVMGetFirstInstruction(g->head);
    if (!iv || !LLVMIsAPHINode(iv) || LLVMIsAPHINode(LLVMGetNextInstruction(iv)) || LLVMCountIncoming(iv) != 2
        || LLVMGetTypeKind(LLVMTypeOf(iv)) != LLVMIntegerTypeKind)
        return false;
    unsigned from = LLVMGetIncomingBlock(iv, 0) == g->latch ? 0 : 1;
    if (LLVMGetIncomingBlock(iv, from) != g->latch)
        return false;
    g->iv = iv;
    g->pre = LLVMGetIncomingBlock(iv, 1 - from);
    g->start = LLVMGetIncomingValue(iv, 1 - from);
    LLVMValueRef enter = LLVMGetBasicBlockTerminator(g->pre);
    LLVMValueRef next = LLVMGetIncomingValue(iv, from), back = LLVMGetBasicBlockTerminator(g->latch);
    if (!enter || !LLVMIsABranchInst(enter) || LLVMIsConditional(enter) || !is_inc(next, iv, 0))
        return false;
    if (!LLVMIsABranchInst(back) || !LLVMIsConditional(back) || !LLVMIsAICmpInst(LLVMGetCondition(back)))
        return false;
    LLVMValueRef cmp = LLVMGetCondition(back);
    LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);
    bool stay_true = LLVMGetSuccessor(back, 0) == g->head;
    g->exit = LLVMGetSuccessor(back, stay_true ? 1 : 0);
    if (LLVMGetOperand(cmp, 0) != next)
        return false;
    /* leave when next == n, or stay while next != n or next < n */
    if (!(p == LLVMIntEQ && !stay_true) && !((p == LLVMIntNE || p == LLVMIntULT || p == LLVMIntSLT) && stay_true))
        return false;
    g->exit_cmp = cmp;
    g->end_op = 1;
    g->end = LLVMGetOperand(cmp, 1);
    return g->exit != g->head;
}

static bool match_guard(guarded *g)
{
    LLVMValueRef br = LLVMGetBasicBlockTerminator(g->head);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !quiet_block(g->head) || !quiet_block(g->latch))
        return false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(g->latch); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i))
        if (!is_inc(i, g->iv, 0))
            return false;
    LLVMBasicBlockRef t = LLVMGetSuccessor(br, 0), f = LLVMGetSuccessor(br, 1);
    bool skip_false = skips_to_latch(g, f), skip_true = !skip_false && skips_to_latch(g, t);
    if (!skip_false && !skip_true)
        return false;
    collect_tests(g, LLVMGetCondition(br), skip_true, 0);
    return g->ntests > 0;
}

/* ---- the bounds, built in the preheader ---- */

typedef struct {
    LLVMBuilderRef b;
    LLVMTypeRef t;
    unsigned w;
    LLVMValueRef lo, hi; /* inclusive bounds on i so far */
} bounds;

static LLVMValueRef cst(bounds *s, long long v)
{
    return LLVMConstInt(s->t, (unsigned long long)v, 1);
}

static LLVMValueRef smax_of(bounds *s, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntSGT, a, b, ""), a, b, "");
}

static LLVMValueRef smin_of(bounds *s, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntSLT, a, b, ""), a, b, "");
}

/* |v| <= 2^(w-3), as signed */
static LLVMValueRef small(bounds *s, LLVMValueRef v)
{
    long long m = 1LL << (s->w - 3);
    LLVMValueRef shifted = LLVMBuildAdd(s->b, v, cst(s, m), "");
    return LLVMBuildICmp(s->b, LLVMIntULE, shifted, cst(s, 2 * m), "");
}

/* x = a*i + c with a = 1 or -1, from v; false if v is not such. */
static bool affine(guarded *g, LLVMValueRef v, int *a, LLVMValueRef *c, LLVMTypeRef t)
{
    if (v == g->iv) {
        *a = 1;
        *c = LLVMConstInt(t, 0, 0);
        return true;
    }
    if (!LLVMIsAInstruction(v))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    LLVMValueRef x = LLVMGetOperand(v, 0), y = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    if (op == LLVMAdd && (x == g->iv || y == g->iv) && invariant(g, x == g->iv ? y : x))
        return *a = 1, *c = x == g->iv ? y : x, true;
    if (op == LLVMSub && y == g->iv && invariant(g, x))
        return *a = -1, *c = x, true;
    return false;
}


/* A test the body needs, as `a*i + c pred K` with K fixed in the loop. */
typedef struct {
    LLVMIntPredicate p;
    int a;
    LLVMValueRef c, K;
} range_test;

static bool read_test(guarded *g, unsigned k, range_test *r)
{
    LLVMValueRef cmp = g->tests[k], x = LLVMGetOperand(cmp, 0), K = LLVMGetOperand(cmp, 1);
    LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);
    LLVMTypeRef t = LLVMTypeOf(g->iv);
    if (!invariant(g, K)) {
        LLVMValueRef tmp = x;
        x = K;
        K = tmp;
        p = ferry_swapped_predicate(p);
    }
    if (LLVMTypeOf(x) != t || !invariant(g, K) || !affine(g, x, &r->a, &r->c, t))
        return false;
    r->p = g->negate[k] ? ferry_inverse_predicate(p) : p;
    r->K = K;
    return r->p != LLVMIntNE;
}

/* Narrows s to the i where r lets the body run; *any gets whether the
 * values were small enough for that to be exact. */
static void apply_test(guarded *g, bounds *s, const range_test *r, LLVMValueRef *any)
{
    LLVMValueRef K = r->K, c = r->c;
    LLVMValueRef inf = cst(s, 1LL << (s->w - 2)), ninf = cst(s, -(1LL << (s->w - 2)));
    LLVMValueRef one = cst(s, 1), zero = cst(s, 0), xl, xh;
    LLVMValueRef good = LLVMBuildAnd(s->b, small(s, c), small(s, K), "");
    /* the passing x, as an interval [xl, xh] of integers */
    switch (r->p) {
    case LLVMIntEQ: xl = K, xh = K; break;
    case LLVMIntSLT: xl = ninf, xh = LLVMBuildSub(s->b, K, one, ""); break;
    case LLVMIntSLE: xl = ninf, xh = K; break;
    case LLVMIntSGT: xl = LLVMBuildAdd(s->b, K, one, ""), xh = inf; break;
    case LLVMIntSGE: xl = K, xh = inf; break;
    /* unsigned, with K >= 0: x below K is x in [0, K) (a negative x reads
     * as a large one); x above K is x > K where no x is negative */
    case LLVMIntULT:
    case LLVMIntULE:
        good = LLVMBuildAnd(s->b, good, LLVMBuildICmp(s->b, LLVMIntSGE, K, zero, ""), "");
        xl = zero;
        xh = r->p == LLVMIntULT ? LLVMBuildSub(s->b, K, one, "") : K;
        break;
    default: { /* UGT, UGE: the least x, at i = start for a = 1, at i = end - 1 for a = -1 */
        LLVMValueRef least = r->a > 0 ? LLVMBuildAdd(s->b, g->start, c, "")
                                      : LLVMBuildSub(s->b, c, LLVMBuildSub(s->b, g->end, one, ""), "");
        good = LLVMBuildAnd(s->b, good, LLVMBuildICmp(s->b, LLVMIntSGE, K, zero, ""), "");
        good = LLVMBuildAnd(s->b, good, LLVMBuildICmp(s->b, LLVMIntSGE, least, zero, ""), "");
        xl = r->p == LLVMIntUGT ? LLVMBuildAdd(s->b, K, one, "") : K;
        xh = inf;
        break;
    }
    }
    /* x = i + c: i in [xl - c, xh - c]; x = c - i: i in [c - xh, c - xl] */
    LLVMValueRef il = r->a > 0 ? LLVMBuildSub(s->b, xl, c, "") : LLVMBuildSub(s->b, c, xh, "");
    LLVMValueRef ih = r->a > 0 ? LLVMBuildSub(s->b, xh, c, "") : LLVMBuildSub(s->b, c, xl, "");
    s->lo = LLVMBuildSelect(s->b, good, smax_of(s, s->lo, il), s->lo, "");
    s->hi = LLVMBuildSelect(s->b, good, smin_of(s, s->hi, ih), s->hi, "");
    *any = LLVMBuildOr(s->b, *any, good, "");
}

static bool narrow(guarded *g, LLVMBuilderRef b)
{
    LLVMTypeRef t = LLVMTypeOf(g->iv);
    unsigned w = LLVMGetIntTypeWidth(t);
    if (w < 16 || w > 64 || !invariant(g, g->end) || !invariant(g, g->start) || LLVMTypeOf(g->end) != t)
        return false;
    bool some = false;
    for (unsigned k = 0; k < g->ntests; k++) {
        range_test r;
        some = some || read_test(g, k, &r);
    }
    if (!some)
        return false;
    LLVMValueRef enter = LLVMGetBasicBlockTerminator(g->pre);
    LLVMPositionBuilderBefore(b, enter);
    bounds s = {b, t, w, NULL, NULL};
    /* the loop's own range [start, end - 1], when start < end and both small */
    LLVMValueRef last = LLVMBuildSub(b, g->end, cst(&s, 1), "");
    LLVMValueRef sane = LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntSLT, g->start, g->end, ""),
                                     LLVMBuildAnd(b, small(&s, g->start), small(&s, g->end), ""), "");
    LLVMValueRef any = LLVMConstInt(LLVMInt1TypeInContext(LLVMGetTypeContext(t)), 0, 0);
    s.lo = g->start;
    s.hi = last;
    for (unsigned k = 0; k < g->ntests; k++) {
        range_test r;
        if (read_test(g, k, &r))
            apply_test(g, &s, &r, &any);
    }
    LLVMValueRef use = LLVMBuildAnd(b, sane, any, "guard.fits");
    LLVMValueRef lo = LLVMBuildSelect(b, use, s.lo, g->start, "guard.lo");
    LLVMValueRef end = LLVMBuildSelect(b, use, LLVMBuildAdd(b, s.hi, cst(&s, 1), ""), g->end, "guard.end");
    /* run the loop unless the bounds are used and empty */
    LLVMValueRef run = LLVMBuildOr(b, LLVMBuildNot(b, use, ""), LLVMBuildICmp(b, LLVMIntSLT, lo, end, ""), "");
    for (LLVMValueRef i = LLVMGetFirstInstruction(g->exit); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i))
        for (unsigned k = 0, n = LLVMCountIncoming(i); k < n; k++)
            if (LLVMGetIncomingBlock(i, k) == g->latch) {
                LLVMValueRef v = LLVMGetIncomingValue(i, k);
                LLVMBasicBlockRef from = g->pre;
                LLVMAddIncoming(i, &v, &from, 1);
                break;
            }
    LLVMInstructionEraseFromParent(enter);
    LLVMPositionBuilderAtEnd(b, g->pre);
    LLVMBuildCondBr(b, run, g->head, g->exit);
    for (unsigned k = 0; k < 2; k++)
        if (LLVMGetIncomingBlock(g->iv, k) == g->pre)
            LLVMSetOperand(g->iv, k, lo);
    LLVMSetOperand(g->exit_cmp, g->end_op, end);
    return true;
}

/* predecessors: block -> a ptrmap used as a set of its predecessors */
static void build_preds(LLVMValueRef fn, ptrmap *preds)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++) {
            LLVMBasicBlockRef to = LLVMGetSuccessor(t, k);
            ptrmap *set = ptrmap_get(preds, to);
            if (!set) {
                set = calloc(1, sizeof *set);
                if (!set || ptrmap_put(preds, to, set) < 0) {
                    free(set);
                    continue;
                }
            }
            ptrmap_put(set, b, b);
        }
    }
}

static void free_preds(ptrmap *preds)
{
    for (size_t k = 0; k < preds->cap; k++)
        if (preds->keys[k]) {
            ptrmap_free(preds->vals[k]);
            free(preds->vals[k]);
        }
    ptrmap_free(preds);
}

static unsigned narrow_function(LLVMValueRef fn, LLVMBuilderRef b)
{
    ptrmap preds = {0};
    build_preds(fn, &preds);
    unsigned n = 0;
    for (LLVMBasicBlockRef latch = LLVMGetFirstBasicBlock(fn); latch; latch = LLVMGetNextBasicBlock(latch)) {
        LLVMValueRef back = LLVMGetBasicBlockTerminator(latch);
        if (!back || !LLVMIsABranchInst(back) || !LLVMIsConditional(back))
            continue;
        for (unsigned k = 0; k < 2; k++) {
            guarded g = {.fn = fn, .head = LLVMGetSuccessor(back, k), .latch = latch};
            if (g.head != latch && match_counter(&g) && loop_blocks(&g, &preds) && !ptrmap_get(&g.in_loop, g.pre)
                && !ptrmap_get(&g.in_loop, g.exit) && match_guard(&g) && nothing_leaks(&g) && narrow(&g, b))
                n++;
            ptrmap_free(&g.in_loop);
        }
    }
    free_preds(&preds);
    return n;
}

void ferry_narrow_guarded_loops(LLVMModuleRef m)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            narrow_function(f, b);
    LLVMDisposeBuilder(b);
}
