/* Short loops around sync points unrolled whole before the regions are
 * cut: a warp's `for (off = 1; off < 32; off <<= 1) { up =
 * __shfl_up_sync(~0u, v, off); if (lane >= off) v += up; }`, a block's
 * `for (half = 128; half >= 32; half >>= 1) { if (tx < half) ...;
 * __syncthreads(); }`. Run in steps, each iteration is a run of every
 * thread's loop, the counter kept per thread in memory (or per block) and
 * tested by every thread, and the shuffle's lanes moved by a varying
 * offset; unrolled, each step has its constants: one fixed shuffle, a test
 * `tx < 64` that narrows the thread loop (threadrange.c).
 * bench/kernels/scan.cu: 16.5 -> 13.2 ms.
 *
 * Only innermost loops whose counter runs out within 32 iterations, found
 * here by running it (constant start, integer steps), and only in a kernel
 * that stays at MAX_UNROLLED_POINTS sync points or fewer once they are
 * unrolled: each point is a thread loop of its own, and tests/cuda's files
 * of many warp loops took up to 75% longer to lower with every such loop
 * unrolled. LLVM's unroller does the unrolling (full unrolling only,
 * within its own size threshold); every other loop is held back by
 * llvm.loop.unroll.disable for the call and gets its own loop metadata
 * back after it, and functions left alone are marked optnone for the call,
 * so that the unroller's loop canonicalization leaves them as they were. */
#include "lower.h"
#include "entry.h"
#include "ptrmap.h"
#include "regions.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_TRIPS = 32, MAX_COUNTERS = 8, MAX_DEPTH = 16 };
#define MAX_UNROLLED_POINTS 12

static unsigned block_points(LLVMBasicBlockRef b)
{
    unsigned n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        n += LLVMIsACallInst(i) && sync_kind_of(i);
    return n;
}

static unsigned sync_points(LLVMValueRef f)
{
    unsigned n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
        n += block_points(b);
    return n;
}

typedef struct loop {
    LLVMBasicBlockRef head, latch;
    LLVMValueRef back; /* the latch's branch */
    ptrmap body;       /* its blocks */
    unsigned points;   /* sync calls in it */
} loop;

/* The loop of back edge latch -> head: head and the blocks that reach the
 * latch without passing it. stack has room for every block. */
static void find_body(loop *l, const ptrmap *preds_of, LLVMBasicBlockRef *stack)
{
    unsigned n = 0;
    ptrmap_put(&l->body, l->head, l->head);
    if (!ptrmap_get(&l->body, l->latch)) {
        ptrmap_put(&l->body, l->latch, l->latch);
        stack[n++] = l->latch;
    }
    while (n) {
        LLVMBasicBlockRef b = stack[--n];
        ferry_values *p = ptrmap_get(preds_of, b);
        for (size_t k = 0; p && k < p->n; k++)
            if (!ptrmap_get(&l->body, p->v[k])) {
                ptrmap_put(&l->body, p->v[k], p->v[k]);
                stack[n++] = (LLVMBasicBlockRef)p->v[k];
            }
    }
}

/* The counters' values at one iteration. */
typedef struct counters {
    LLVMValueRef phi[MAX_COUNTERS];
    uint64_t val[MAX_COUNTERS];
    bool known[MAX_COUNTERS];
    unsigned n;
} counters;

static uint64_t mask_to(uint64_t v, unsigned w)
{
    return w >= 64 ? v : v & ((UINT64_C(1) << w) - 1);
}

static int64_t signed_of(uint64_t v, unsigned w)
{
    return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

static bool eval(LLVMValueRef v, const loop *l, const counters *c, uint64_t *out, int depth);

static bool compare(LLVMValueRef v, const loop *l, const counters *c, uint64_t *out, int depth)
{
    uint64_t a, b;
    if (!eval(LLVMGetOperand(v, 0), l, c, &a, depth + 1) || !eval(LLVMGetOperand(v, 1), l, c, &b, depth + 1))
        return false;
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(v, 0)));
    int64_t sa = signed_of(a, w), sb = signed_of(b, w);
    switch (LLVMGetICmpPredicate(v)) {
    case LLVMIntEQ: *out = a == b; break;
    case LLVMIntNE: *out = a != b; break;
    case LLVMIntUGT: *out = a > b; break;
    case LLVMIntUGE: *out = a >= b; break;
    case LLVMIntULT: *out = a < b; break;
    case LLVMIntULE: *out = a <= b; break;
    case LLVMIntSGT: *out = sa > sb; break;
    case LLVMIntSGE: *out = sa >= sb; break;
    case LLVMIntSLT: *out = sa < sb; break;
    case LLVMIntSLE: *out = sa <= sb; break;
    default: return false;
    }
    return true;
}

static bool arith(LLVMOpcode op, uint64_t a, uint64_t b, unsigned w, uint64_t *out)
{
    int64_t sa = signed_of(a, w), sb = signed_of(b, w);
    switch (op) {
    case LLVMAdd: *out = a + b; break;
    case LLVMSub: *out = a - b; break;
    case LLVMMul: *out = a * b; break;
    case LLVMAnd: *out = a & b; break;
    case LLVMOr: *out = a | b; break;
    case LLVMXor: *out = a ^ b; break;
    case LLVMShl: if (b >= w) return false; *out = a << b; break;
    case LLVMLShr: if (b >= w) return false; *out = a >> b; break;
    case LLVMAShr: if (b >= w) return false; *out = (uint64_t)(sa >> b); break;
    case LLVMUDiv: if (!b) return false; *out = a / b; break;
    case LLVMSDiv: if (!sb || (sb == -1 && sa == INT64_MIN)) return false; *out = (uint64_t)(sa / sb); break;
    default: return false;
    }
    *out = mask_to(*out, w);
    return true;
}

/* v's value at the iteration c describes: integer arithmetic on constants
 * and the loop's counters, nothing else. */
static bool eval(LLVMValueRef v, const loop *l, const counters *c, uint64_t *out, int depth)
{
    if (depth > MAX_DEPTH || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
        return false;
    if (LLVMIsAConstantInt(v)) {
        *out = LLVMConstIntGetZExtValue(v);
        return true;
    }
    if (!LLVMIsAInstruction(v) || !ptrmap_get(&l->body, LLVMGetInstructionParent(v)))
        return false;
    for (unsigned k = 0; k < c->n; k++)
        if (c->phi[k] == v) {
            *out = c->val[k];
            return c->known[k];
        }
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    uint64_t a, b;
    switch (op) {
    case LLVMICmp:
        return compare(v, l, c, out, depth);
    case LLVMZExt: case LLVMSExt: case LLVMTrunc: {
        LLVMValueRef x = LLVMGetOperand(v, 0);
        if (!eval(x, l, c, &a, depth + 1))
            return false;
        unsigned xw = LLVMGetIntTypeWidth(LLVMTypeOf(x));
        *out = mask_to(op == LLVMSExt ? (uint64_t)signed_of(a, xw) : a, w);
        return true;
    }
    case LLVMSelect:
        if (!eval(LLVMGetOperand(v, 0), l, c, &a, depth + 1))
            return false;
        return eval(LLVMGetOperand(v, a ? 1 : 2), l, c, out, depth + 1);
    default:
        if (!LLVMIsABinaryOperator(v) || !eval(LLVMGetOperand(v, 0), l, c, &a, depth + 1) ||
            !eval(LLVMGetOperand(v, 1), l, c, &b, depth + 1))
            return false;
        return arith(op, a, b, w, out);
    }
}

/* The one branch out of the loop, or NULL. */
static LLVMValueRef only_exit(const loop *l, LLVMValueRef f)
{
    LLVMValueRef found = NULL;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        if (!ptrmap_get(&l->body, b))
            continue;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++)
            if (!ptrmap_get(&l->body, LLVMGetSuccessor(t, k))) {
                if ((found && found != t) || !LLVMIsABranchInst(t) || !LLVMIsConditional(t))
                    return NULL;
                found = t;
            }
    }
    return found;
}

/* How many times the loop's exit test runs, by running its counters from
 * their constant starts; 0 if they cannot be run or outlast MAX_TRIPS. */
static unsigned trip_count(const loop *l, LLVMValueRef f)
{
    LLVMValueRef exit = only_exit(l, f);
    if (!exit)
        return 0;
    bool leave_on_true = !ptrmap_get(&l->body, LLVMGetSuccessor(exit, 0));
    counters c = {0}, next;
    LLVMValueRef from_latch[MAX_COUNTERS];
    for (LLVMValueRef p = LLVMGetFirstInstruction(l->head); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
        if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMIntegerTypeKind || LLVMCountIncoming(p) != 2)
            continue;
        unsigned in = ptrmap_get(&l->body, LLVMGetIncomingBlock(p, 0)) ? 1 : 0;
        LLVMValueRef start = LLVMGetIncomingValue(p, in);
        if (c.n == MAX_COUNTERS || !LLVMIsAConstantInt(start) || LLVMGetIntTypeWidth(LLVMTypeOf(p)) > 64)
            continue;
        c.phi[c.n] = p;
        c.val[c.n] = LLVMConstIntGetZExtValue(start);
        c.known[c.n] = true;
        from_latch[c.n++] = LLVMGetIncomingValue(p, 1 - in);
    }
    for (unsigned trip = 1; trip <= MAX_TRIPS; trip++) {
        uint64_t go;
        if (!eval(LLVMGetCondition(exit), l, &c, &go, 0))
            return 0;
        if ((go != 0) == leave_on_true)
            return trip;
        next = c;
        for (unsigned k = 0; k < c.n; k++)
            next.known[k] = eval(from_latch[k], l, &c, &next.val[k], 0);
        c = next;
    }
    return 0;
}

typedef struct holds {
    ptrmap orig; /* the hold's loop id -> the loop's own (or &none) */
    unsigned loop_kind;
} holds;

static char none; /* a loop that had no loop metadata */

static void hold(LLVMValueRef back, holds *h)
{
    LLVMValueRef own = LLVMGetMetadata(back, h->loop_kind);
    if (own && ptrmap_get(&h->orig, own))
        return; /* held already */
    if (ferry_keep_rolled(back) == 0)
        ptrmap_put(&h->orig, LLVMGetMetadata(back, h->loop_kind), own ? (void *)own : &none);
}

static void give_back(LLVMValueRef f, const holds *h)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b), id = t ? LLVMGetMetadata(t, h->loop_kind) : NULL;
        void *own = id ? ptrmap_get(&h->orig, id) : NULL;
        if (own)
            LLVMSetMetadata(t, h->loop_kind, own == &none ? NULL : (LLVMValueRef)own);
    }
}

static int note_preds(ptrmap *preds_of, LLVMValueRef f)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++) {
            LLVMBasicBlockRef s = LLVMGetSuccessor(t, k);
            ferry_values *p = ptrmap_get(preds_of, s);
            if (!p && (!(p = calloc(1, sizeof *p)) || ptrmap_put(preds_of, s, p) < 0))
                return -1;
            if (ferry_values_push(p, (LLVMValueRef)b) < 0)
                return -1;
        }
    }
    return 0;
}

static void free_preds(ptrmap *preds_of, LLVMValueRef f)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        ferry_values *p = ptrmap_get(preds_of, b);
        if (p) {
            free(p->v);
            free(p);
        }
    }
    ptrmap_free(preds_of);
}

/* f's loops, by back edge: a branch to its own block or one before it, as
 * clang and Ferry's passes lay loops out. */
static loop *find_back_edges(LLVMValueRef f, unsigned *count)
{
    unsigned nb = LLVMCountBasicBlocks(f), n = 0, index = 0;
    loop *loops = calloc(nb + 1, sizeof *loops);
    LLVMBasicBlockRef *stack = malloc((nb + 1) * sizeof *stack);
    ptrmap at = {0}, preds_of = {0};
    if (!loops || !stack || note_preds(&preds_of, f) < 0) {
        free(loops);
        loops = NULL;
        goto out;
    }
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        ptrmap_put(&at, b, (void *)(uintptr_t)++index);
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t) && n < nb; k++) {
            LLVMBasicBlockRef head = LLVMGetSuccessor(t, k);
            if (!ptrmap_get(&at, head))
                continue;
            loop *l = &loops[n++];
            *l = (loop){.head = head, .latch = b, .back = t};
            find_body(l, &preds_of, stack);
            for (size_t s = 0; s < l->body.cap; s++)
                if (l->body.keys[s])
                    l->points += block_points((LLVMBasicBlockRef)l->body.keys[s]);
        }
    }
out:
    ptrmap_free(&at);
    free_preds(&preds_of, f);
    free(stack);
    *count = loops ? n : 0;
    return loops;
}

/* Is l the only loop of its head, with no other loop inside? */
static bool innermost(const loop *loops, unsigned n, unsigned i)
{
    for (unsigned j = 0; j < n; j++)
        if (j != i && ptrmap_get(&loops[i].body, loops[j].head))
            return false;
    return true;
}

/* Holds back f's loops but those to unroll; true if some are left. */
static bool choose(LLVMValueRef f, holds *h, unsigned points)
{
    unsigned n;
    loop *loops = find_back_edges(f, &n);
    if (!loops)
        return false;
    bool *chosen = calloc(n ? n : 1, sizeof *chosen);
    unsigned added = 0, trips;
    for (unsigned i = 0; chosen && i < n; i++)
        if (loops[i].points && innermost(loops, n, i) && (trips = trip_count(&loops[i], f)) > 0) {
            chosen[i] = true;
            added += (trips - 1) * loops[i].points;
        }
    bool some = chosen && added > 0 && points + added <= MAX_UNROLLED_POINTS;
    for (unsigned i = 0; i < n; i++) {
        if (!some || !chosen[i])
            hold(loops[i].back, h);
        ptrmap_free(&loops[i].body);
    }
    free(chosen);
    free(loops);
    return some;
}

/* Every loop of f held back (by back edges in layout, as find_back_edges). */
static void hold_all(LLVMValueRef f, holds *h)
{
    ptrmap at = {0};
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        ptrmap_put(&at, b, b);
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++)
            if (ptrmap_get(&at, LLVMGetSuccessor(t, k)))
                hold(t, h);
    }
    ptrmap_free(&at);
}

static void set_attr(LLVMValueRef f, const char *name, size_t len, bool on)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, len);
    if (on)
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                LLVMCreateEnumAttribute(LLVMGetTypeContext(LLVMTypeOf(f)), kind, 0));
    else
        LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
}

static bool has_attr(LLVMValueRef f, const char *name, size_t len)
{
    return LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMGetEnumAttributeKindForName(name, len));
}

static void note_added(LLVMValueRef f, unsigned added)
{
    char text[16];
    snprintf(text, sizeof text, "%u", added);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(LLVMGetTypeContext(LLVMTypeOf(f)), FERRY_UNROLLED_POINTS,
                                                      (unsigned)strlen(FERRY_UNROLLED_POINTS), text,
                                                      (unsigned)strlen(text)));
}

int ferry_unroll_sync_loops(LLVMModuleRef m, ferry_diag *d)
{
    holds h = {.loop_kind = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), "llvm.loop", 9)};
    unsigned nf = 0, some = 0, i = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        nf++;
    /* per function: its points before (those unrolled), or -1: left alone,
     * optnone for the call (1: noinline too, which optnone needs) */
    int *before = malloc((nf ? nf : 1) * sizeof *before);
    signed char *kept = calloc(nf ? nf : 1, 1);
    int rc = 0;
    if (!before || !kept)
        goto out;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), i++) {
        before[i] = -1;
        if (!LLVMGetFirstBasicBlock(f))
            continue;
        unsigned points = sync_points(f);
        if (points && points < MAX_UNROLLED_POINTS && choose(f, &h, points)) {
            before[i] = (int)points;
            some++;
        } else if (has_attr(f, "alwaysinline", 12)) {
            hold_all(f, &h); /* optnone would contradict it */
        } else if (!has_attr(f, "optnone", 7)) {
            kept[i] = has_attr(f, "noinline", 8) ? 2 : 1;
            set_attr(f, "optnone", 7, true);
            set_attr(f, "noinline", 8, true);
        }
    }
    if (some)
        rc = ferry_run_pipeline(m, "function(loop-unroll<O3;full-unroll-max=32;no-partial;no-runtime;"
                                   "no-peeling;no-profile-peeling;no-upperbound>)", d);
    i = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), i++) {
        if (kept[i]) {
            set_attr(f, "optnone", 7, false);
            if (kept[i] == 1)
                set_attr(f, "noinline", 8, false);
        }
        if (before[i] >= 0 && rc == 0) {
            unsigned after = sync_points(f);
            if (after > (unsigned)before[i])
                note_added(f, after - (unsigned)before[i]);
        }
        give_back(f, &h);
    }
out:
    ptrmap_free(&h.orig);
    free(before);
    free(kept);
    return rc;
}
