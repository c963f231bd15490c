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
 * LLVM's unroller does it, full unrolling only (at most 32 iterations and
 * within its own size threshold), on the loops that hold a sync point. The
 * other loops of such a kernel are held back by llvm.loop.unroll.disable
 * for the call, and get their own loop metadata back after it; functions
 * left alone are marked optnone for the call, so that the unroller's loop
 * canonicalization leaves them as they were. A trial on a copy of the
 * module first counts each kernel's sync points once unrolled: past
 * MAX_UNROLLED_POINTS the kernel keeps its loops. */
#include "lower.h"
#include "entry.h"
#include "ptrmap.h"
#include "regions.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool has_sync_point(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i) && sync_kind_of(i))
            return true;
    return false;
}

/* The loop of back edge latch -> head: head and the blocks that reach the
 * latch without passing it. Does one of them hold a sync point? stack has
 * room for every block of the function. */
static bool loop_syncs(LLVMBasicBlockRef head, LLVMBasicBlockRef latch, const ptrmap *preds_of,
                       LLVMBasicBlockRef *stack)
{
    ptrmap seen = {0};
    bool found = has_sync_point(head);
    unsigned n = 0;
    ptrmap_put(&seen, head, head);
    if (!ptrmap_get(&seen, latch)) {
        ptrmap_put(&seen, latch, latch);
        stack[n++] = latch;
    }
    while (n && !found) {
        LLVMBasicBlockRef b = stack[--n];
        found = has_sync_point(b);
        ferry_values *p = ptrmap_get(preds_of, b);
        for (size_t k = 0; p && !found && k < p->n; k++)
            if (!ptrmap_get(&seen, p->v[k])) {
                ptrmap_put(&seen, p->v[k], p->v[k]);
                stack[n++] = (LLVMBasicBlockRef)p->v[k];
            }
    }
    ptrmap_free(&seen);
    return found;
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

typedef struct holds {
    ptrmap orig; /* the hold's loop id -> the loop's own (or &none) */
    unsigned loop_kind;
} holds;

static char none; /* a loop that had no loop metadata */

/* Holds back f's loops without a sync point; true if f has a loop with
 * one. Back edges by layout, as clang and Ferry's passes lay loops out:
 * a branch to its own block or one before it. */
static bool hold_loops(LLVMValueRef f, holds *h)
{
    ptrmap index = {0}, preds_of = {0};
    bool any = false;
    unsigned n = 0;
    LLVMBasicBlockRef *stack = malloc((LLVMCountBasicBlocks(f) + 1) * sizeof *stack);
    if (!stack || note_preds(&preds_of, f) < 0) {
        free(stack);
        free_preds(&preds_of, f);
        return false; /* out of memory: the function is left as it is */
    }
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
        ptrmap_put(&index, b, (void *)(uintptr_t)++n);
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++) {
            LLVMBasicBlockRef head = LLVMGetSuccessor(t, k);
            if (!ptrmap_get(&index, head))
                continue;
            if (loop_syncs(head, b, &preds_of, stack)) {
                any = true;
                continue;
            }
            LLVMValueRef own = LLVMGetMetadata(t, h->loop_kind);
            if (own && ptrmap_get(&h->orig, own))
                continue; /* held already (another edge of the same latch) */
            if (ferry_keep_rolled(t) == 0)
                ptrmap_put(&h->orig, LLVMGetMetadata(t, h->loop_kind), own ? (void *)own : &none);
        }
    }
    ptrmap_free(&index);
    free_preds(&preds_of, f);
    free(stack);
    return any;
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

static unsigned sync_points(LLVMValueRef f)
{
    unsigned n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
            n += LLVMIsACallInst(i) && sync_kind_of(i);
    return n;
}

/* Functions kept from the unroller (optnone for the call; optnone needs
 * noinline), and given back. */
typedef struct kept {
    LLVMValueRef *f;
    bool *noinline;
    unsigned n;
} kept;

static void keep(kept *k, LLVMValueRef f)
{
    if (has_attr(f, "optnone", 7))
        return;
    k->noinline[k->n] = !has_attr(f, "noinline", 8);
    k->f[k->n++] = f;
    set_attr(f, "optnone", 7, true);
    if (k->noinline[k->n - 1])
        set_attr(f, "noinline", 8, true);
}

static void release(kept *k)
{
    for (unsigned i = 0; i < k->n; i++) {
        set_attr(k->f[i], "optnone", 7, false);
        if (k->noinline[i])
            set_attr(k->f[i], "noinline", 8, false);
    }
    k->n = 0;
}

static const char unroll_pipeline[] = "function(loop-unroll<O3;full-unroll-max=32;no-partial;no-runtime;"
                                      "no-peeling;no-profile-peeling;no-upperbound>)";

/* Unrolls in m the loops around sync points of the functions marked in
 * `try` (the others kept); each loop without one held back, and given its
 * metadata back after. */
static int unroll(LLVMModuleRef m, const bool *try, unsigned nf, ferry_diag *d)
{
    holds h = {.loop_kind = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), "llvm.loop", 9)};
    kept k = {malloc((nf ? nf : 1) * sizeof *k.f), malloc((nf ? nf : 1) * sizeof *k.noinline), 0};
    int rc = 0;
    if (!k.f || !k.noinline)
        goto out;
    unsigned i = 0, some = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), i++) {
        if (!LLVMGetFirstBasicBlock(f))
            continue;
        if (try[i] && hold_loops(f, &h))
            some++;
        else
            keep(&k, f);
    }
    if (some)
        rc = ferry_run_pipeline(m, unroll_pipeline, d);
    release(&k);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        give_back(f, &h);
out:
    ptrmap_free(&h.orig);
    free(k.f);
    free(k.noinline);
    return rc;
}

/* A kernel unrolled past this many sync points keeps its loops: each
 * point is a thread loop of its own, and a shaped entry (barriers.c) is
 * built only for a kernel of few points; tests/cuda's files of many warp
 * loops took up to 75% longer to lower with every such loop unrolled. */
#define MAX_UNROLLED_POINTS 12

int ferry_unroll_sync_loops(LLVMModuleRef m, ferry_diag *d)
{
    unsigned nf = 0, some = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        nf++;
    bool *try = calloc(nf ? nf : 1, sizeof *try);
    unsigned *before = calloc(nf ? nf : 1, sizeof *before);
    int rc = 0;
    if (!try || !before)
        goto out;
    unsigned i = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), i++)
        if (LLVMGetFirstBasicBlock(f) && (before[i] = sync_points(f)) > 0 && before[i] < MAX_UNROLLED_POINTS)
            some += try[i] = true;
    if (!some)
        goto out;
    /* A trial on a copy: how many points each kernel would have. */
    LLVMModuleRef trial = LLVMCloneModule(m);
    if (!trial || (rc = unroll(trial, try, nf, d)) < 0) {
        if (trial)
            LLVMDisposeModule(trial);
        goto out;
    }
    i = 0;
    some = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), i++) {
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        LLVMValueRef t = try[i] ? LLVMGetNamedFunction(trial, name) : NULL;
        unsigned after = t ? sync_points(t) : 0;
        try[i] = t && after > before[i] && after <= MAX_UNROLLED_POINTS;
        if (try[i]) {
            char added[16];
            snprintf(added, sizeof added, "%u", after - before[i]);
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                    LLVMCreateStringAttribute(LLVMGetModuleContext(m), FERRY_UNROLLED_POINTS,
                                                              (unsigned)strlen(FERRY_UNROLLED_POINTS), added,
                                                              (unsigned)strlen(added)));
            some++;
        }
    }
    LLVMDisposeModule(trial);
    if (some)
        rc = unroll(m, try, nf, d);
out:
    free(try);
    free(before);
    return rc;
}
