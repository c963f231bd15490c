/* Tests of one thread's index in the straight part of a kernel with
 * barriers: a tile's halo loaded under `if (tx == 0)`, `if (tx == 15)`,
 * `if (ty == 0)`, `if (ty == 15)` between the tile's own loads and the
 * __syncthreads. In one thread loop with the tile's loads, the stores to
 * one cell per row keep LLVM from vectorizing the loop (it peels thread 0
 * and runs the rest one thread at a time: a quarter of hotspot's time).
 * A barrier before each such test and after its body puts each test in a
 * region of its own, whose thread loop runs only the threads that pass it
 * (threadrange.c), and leaves the tile's loads a loop of their own.
 *
 * Only where every thread goes: the kernel's blocks from its entry, each
 * the only way on from the one before, or an if without else around a
 * block of code; the kernel has a barrier already, so that its regions are
 * built anyway. Every thread that starts reaches each of those blocks once
 * and in order, so a barrier there holds up no thread that a GPU's would
 * not, and adds an order between the threads that a GPU's warps in
 * lockstep give as well. */
#include "regions.h"

#include <string.h>

enum { MAX_TESTS = 8, MAX_CHAIN = 64 };

static bool is_barrier0(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    return n && !strcmp(n, "llvm.nvvm.barrier0");
}

static bool has_barrier0(LLVMValueRef k)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
            if (is_barrier0(i))
                return true;
    return false;
}

/* Does the block contain a call (a barrier, a warp operation: the body of
 * a split test must not) or a way out of the kernel? */
static bool plain_body(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i) && !is_lifetime(i))
            return false;
    return true;
}

static unsigned count_preds(LLVMBasicBlockRef b, LLVMBasicBlockRef *only)
{
    unsigned n = 0;
    LLVMValueRef f = LLVMGetBasicBlockParent(b);
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(f); p; p = LLVMGetNextBasicBlock(p)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
        for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++)
            if (LLVMGetSuccessor(t, k) == b) {
                n++;
                *only = p;
            }
    }
    return n;
}

/* tid.x or tid.y, read directly or through reg2mem's copies. */
static bool thread_index(LLVMValueRef v)
{
    for (int hops = 0; hops < 4; hops++) {
        LLVMValueRef c = copied_value(v);
        if (c == v)
            break;
        v = c;
    }
    const char *n = ferry_callee_name(v);
    return n && (!strcmp(n, "llvm.nvvm.read.ptx.sreg.tid.x") || !strcmp(n, "llvm.nvvm.read.ptx.sreg.tid.y"));
}

/* The test of a thread index against a constant that ends b. */
static bool thread_test(LLVMBasicBlockRef b)
{
    LLVMValueRef br = LLVMGetBasicBlockTerminator(b);
    LLVMValueRef c = LLVMIsConditional(br) ? LLVMGetCondition(br) : NULL;
    if (!c || !LLVMIsAICmpInst(c))
        return false;
    LLVMValueRef x = LLVMGetOperand(c, 0), k = LLVMGetOperand(c, 1);
    return (LLVMIsAConstantInt(k) && thread_index(x)) || (LLVMIsAConstantInt(x) && thread_index(k));
}

enum { MAX_BODY = 32 };

static bool in_set(LLVMBasicBlockRef *set, unsigned n, LLVMBasicBlockRef b)
{
    for (unsigned i = 0; i < n; i++)
        if (set[i] == b)
            return true;
    return false;
}

/* Are the blocks from t up to j an if's body: entered only at t (from b),
 * left only for j, without calls, loops or ways out of the kernel? The
 * other way from b to j is b itself or e, an empty block on the edge. */
static bool body_to(LLVMBasicBlockRef b, LLVMBasicBlockRef e, LLVMBasicBlockRef t, LLVMBasicBlockRef j)
{
    LLVMBasicBlockRef body[MAX_BODY];
    unsigned n = 0;
    body[n++] = t;
    for (unsigned next = 0; next < n; next++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(body[next]);
        if (!LLVMIsABranchInst(term) || !plain_body(body[next]))
            return false;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            if (y == j || in_set(body, n, y))
                continue;
            if (n == MAX_BODY)
                return false;
            body[n++] = y;
        }
    }
    /* entered only at t, from b; j reached only from b and the body; no
     * way back into the body (a loop) */
    LLVMValueRef f = LLVMGetBasicBlockParent(b);
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(f); p; p = LLVMGetNextBasicBlock(p)) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(p);
        bool inside = in_set(body, n, p);
        for (unsigned k = 0; term && k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            if (y == t && p != b)
                return false;
            if (in_set(body, n, y) && y != t && !inside)
                return false;
            if (y == j && p != e && !inside)
                return false;
        }
    }
    for (unsigned i = 0; i < n; i++) /* no loop inside: each block after those it comes from */
        for (unsigned k = 0; k < LLVMGetNumSuccessors(LLVMGetBasicBlockTerminator(body[i])); k++)
            if (LLVMGetSuccessor(LLVMGetBasicBlockTerminator(body[i]), k) == t)
                return false;
    return true;
}

/* An if without else at the end of b: its body's first block, else NULL;
 * *join, where the body and b's other way meet. */
static LLVMBasicBlockRef if_body(LLVMBasicBlockRef b, LLVMBasicBlockRef *join)
{
    LLVMValueRef br = LLVMGetBasicBlockTerminator(b);
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br))
        return NULL;
    for (unsigned k = 0; k < 2; k++) {
        LLVMBasicBlockRef t = LLVMGetSuccessor(br, k), j = LLVMGetSuccessor(br, 1 - k), e = b, p;
        LLVMValueRef first = LLVMGetFirstInstruction(j);
        /* reg2mem's block on a critical edge: a lone branch */
        if (first == LLVMGetBasicBlockTerminator(j) && LLVMIsABranchInst(first) && !LLVMIsConditional(first)
            && count_preds(j, &p) == 1) {
            e = j;
            j = LLVMGetSuccessor(first, 0);
        }
        if (t == j || t == e || !body_to(b, e, t, j))
            continue;
        *join = j;
        return t;
    }
    return NULL;
}

static void barrier_before(LLVMBuilderRef bld, LLVMValueRef f, LLVMValueRef at)
{
    LLVMPositionBuilderBefore(bld, at);
    LLVMBuildCall2(bld, LLVMGlobalGetValueType(f), f, NULL, 0, "");
}

static bool is_sync(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    return n && (!strcmp(n, "llvm.nvvm.barrier0") || !strcmp(n, "__ferry_warp_converge"));
}

static bool effect_free(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    if (n && !strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24))
        return true;
    return !(LLVMIsAStoreInst(i) || (LLVMIsACallInst(i) && !is_lifetime(i)) || LLVMIsAAtomicRMWInst(i)
             || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i) || (LLVMIsALoadInst(i) && LLVMGetVolatile(i)));
}

/* Does a region begin at b's start already: a barrier or a warp's
 * reconvergence (lockstep.c) before anything b does? */
static bool starts_region(LLVMBasicBlockRef b)
{
    LLVMValueRef i = LLVMGetFirstInstruction(b);
    while (i && effect_free(i) && !LLVMIsATerminatorInst(i))
        i = LLVMGetNextInstruction(i);
    return i && is_sync(i);
}

/* ... or just before b's branch, after everything b does? */
static bool ends_region(LLVMBasicBlockRef b)
{
    LLVMValueRef i = LLVMGetPreviousInstruction(LLVMGetBasicBlockTerminator(b));
    while (i && effect_free(i))
        i = LLVMGetPreviousInstruction(i);
    return i && is_sync(i);
}

/* Are b's instructions before its branch free of effects? */
static bool quiet_test(LLVMBasicBlockRef b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i != LLVMGetBasicBlockTerminator(b); i = LLVMGetNextInstruction(i))
        if (!effect_free(i))
            return false;
    return true;
}

int ferry_split_thread_tests(LLVMValueRef k)
{
    if (!has_barrier0(k))
        return 0;
    LLVMModuleRef m = LLVMGetGlobalParent(k);
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMBasicBlockRef tests[MAX_TESTS], joins[MAX_TESTS];
    unsigned n = 0;
    LLVMBasicBlockRef b = LLVMGetEntryBasicBlock(k);
    for (int steps = 0; steps < MAX_CHAIN && n < MAX_TESTS; steps++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        LLVMBasicBlockRef next = NULL, join = NULL, p;
        if (LLVMIsABranchInst(term) && !LLVMIsConditional(term)) {
            next = LLVMGetSuccessor(term, 0);
            if (count_preds(next, &p) != 1)
                break;
        } else if (if_body(b, &join)) {
            if (thread_test(b)) {
                tests[n] = b;
                joins[n++] = join;
            }
            next = join;
        } else {
            break;
        }
        b = next;
    }
    if (n == 0)
        return 0;
    /* decided before any barrier goes in: a join's barrier would make
     * the next test look busy */
    bool before[MAX_TESTS], after[MAX_TESTS];
    for (unsigned i = 0; i < n; i++) {
        before[i] = !ends_region(tests[i]) && !(i > 0 && joins[i - 1] == tests[i] && quiet_test(tests[i]));
        after[i] = !starts_region(joins[i]);
    }
    LLVMValueRef f = LLVMGetNamedFunction(m, "llvm.nvvm.barrier0");
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(c);
    for (unsigned i = 0; i < n; i++) {
        if (before[i])
            barrier_before(bld, f, LLVMGetBasicBlockTerminator(tests[i]));
        if (after[i])
            barrier_before(bld, f, LLVMGetFirstInstruction(joins[i]));
    }
    LLVMDisposeBuilder(bld);
    return (int)n;
}
