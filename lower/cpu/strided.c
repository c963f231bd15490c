/* Grid- and block-stride loops: `for (i = start(threadIdx); i < n; i +=
 * stride)`, with a stride the same for every thread. Run inside the thread
 * loop, each thread walks memory with a large stride and nothing
 * vectorizes. A sync point at the loop's header makes every step of the
 * block run one iteration for all threads: the thread loop becomes the
 * inner one and consecutive threads touch consecutive elements.
 *
 * Works on the kernel after reg2mem, before barriers.c cuts it: the
 * induction variable is an alloca with one store before the loop and one
 * in it. */
#include "entry.h"

#include <stdlib.h>
#include <string.h>


static LLVMValueRef strip_casts(LLVMValueRef v)
{
    while (v && (LLVMIsASExtInst(v) || LLVMIsAZExtInst(v) || LLVMIsATruncInst(v)))
        v = LLVMGetOperand(v, 0);
    return v;
}

static LLVMValueRef only_store_to(LLVMValueRef a, LLVMValueRef skip, int *count)
{
    LLVMValueRef found = NULL;
    *count = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a) {
            (*count)++;
            if (user != skip)
                found = user;
        } else if (!LLVMIsALoadInst(user) && !(ferry_callee_name(user) && !strncmp(ferry_callee_name(user), "llvm.lifetime.", 14))) {
            *count = 99; /* escapes */
        }
    }
    return found;
}

/* Computed from thread indices, launch values, arguments and constants
 * only; *tid tells whether a thread index is among them. */
static bool thread_pure(LLVMValueRef v, int depth, bool *tid)
{
    if (depth > 12)
        return false;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return true;
    if (!LLVMIsAInstruction(v))
        return false;
    const char *callee = ferry_callee_name(v);
    if (callee) {
        if (strncmp(callee, "llvm.nvvm.read.ptx.sreg.", 24) || ferry_sreg_changes(callee + 24))
            return false;
        *tid |= ferry_sreg_varies_by_thread(callee + 24);
        return true;
    }
    if (LLVMIsALoadInst(v)) {
        LLVMValueRef a = LLVMGetOperand(v, 0);
        int n;
        LLVMValueRef st = LLVMIsAAllocaInst(a) ? only_store_to(a, NULL, &n) : NULL;
        return st && n == 1 && thread_pure(LLVMGetOperand(st, 0), depth + 1, tid);
    }
    if (!ferry_is_pure_op(v))
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!thread_pure(LLVMGetOperand(v, k), depth + 1, tid))
            return false;
    return true;
}

/* The loop of back edge latch -> head: head plus every block that reaches
 * latch without passing head. */
static bool in_loop(LLVMBasicBlockRef head, LLVMBasicBlockRef latch, LLVMBasicBlockRef b,
                    LLVMBasicBlockRef *blocks, unsigned n)
{
    if (b == head || b == latch)
        return true;
    /* b is in the loop iff head reaches b and b reaches latch without head. */
    unsigned char *seen = calloc(n, 1);
    LLVMBasicBlockRef *stack = malloc(n * sizeof *stack);
    bool found = false;
    unsigned top = 0;
    if (!seen || !stack)
        goto out;
    stack[top++] = b;
    while (top && !found) {
        LLVMBasicBlockRef x = stack[--top];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(x);
        for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, s);
            if (y == latch) {
                found = true;
                break;
            }
            unsigned j = 0;
            while (j < n && blocks[j] != y)
                j++;
            if (y != head && j < n && !seen[j]) {
                seen[j] = 1;
                stack[top++] = y;
            }
        }
    }
out:
    free(seen);
    free(stack);
    return found;
}

/* What v holds when it is read from an alloca with one store: the stored
 * value.  reg2mem of SSA code (after SROA) keeps a loop's phi and the
 * values that cross blocks in such single-store copies. */
static LLVMValueRef through_copy(LLVMValueRef v)
{
    v = strip_casts(v);
    if (!v || !LLVMIsALoadInst(v) || !LLVMIsAAllocaInst(LLVMGetOperand(v, 0)))
        return v;
    int n;
    LLVMValueRef st = only_store_to(LLVMGetOperand(v, 0), NULL, &n);
    return st && n == 1 ? strip_casts(LLVMGetOperand(st, 0)) : v;
}

/* v reads the induction variable's slot, directly or through a copy. */
static bool reads_slot(LLVMValueRef v, LLVMValueRef slot)
{
    v = strip_casts(v);
    if (v && LLVMIsALoadInst(v) && LLVMGetOperand(v, 0) == slot)
        return true;
    v = through_copy(v);
    return v && LLVMIsALoadInst(v) && LLVMGetOperand(v, 0) == slot;
}

/* Is the loop headed by head (back edge from latch) a stride loop? Its
 * induction variable's alloca goes to *iv. */
static bool is_stride_loop(LLVMBasicBlockRef head, LLVMBasicBlockRef latch, LLVMBasicBlockRef *blocks,
                           unsigned n, LLVMValueRef *iv_slot)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(head);
    if (!LLVMIsABranchInst(term) || !LLVMIsConditional(term) || !LLVMIsAICmpInst(LLVMGetCondition(term)))
        return false;
    LLVMValueRef cmp = LLVMGetCondition(term);
    for (int side = 0; side < 2; side++) {
        LLVMValueRef iv = strip_casts(LLVMGetOperand(cmp, side));
        if (!iv || !LLVMIsALoadInst(iv) || !LLVMIsAAllocaInst(LLVMGetOperand(iv, 0)))
            continue;
        LLVMValueRef slot = LLVMGetOperand(iv, 0), copied = through_copy(iv);
        int ncopy;
        /* the header compares a copy of the phi's slot (reg2mem) */
        if (copied != iv && LLVMIsALoadInst(copied) && LLVMIsAAllocaInst(LLVMGetOperand(copied, 0))
            && (only_store_to(slot, NULL, &ncopy), ncopy == 1))
            slot = LLVMGetOperand(copied, 0);
        bool tid = false;
        if (!thread_pure(LLVMGetOperand(cmp, 1 - side), 0, &tid))
            continue;
        int count;
        LLVMValueRef first = only_store_to(slot, NULL, &count), second = NULL;
        if (count != 2)
            continue;
        second = only_store_to(slot, first, &count);
        LLVMValueRef init = NULL, step = NULL;
        LLVMValueRef st[2] = {first, second};
        for (int k = 0; k < 2; k++) {
            if (in_loop(head, latch, LLVMGetInstructionParent(st[k]), blocks, n))
                step = st[k];
            else
                init = st[k];
        }
        if (!init || !step)
            continue;
        LLVMValueRef add = through_copy(LLVMGetOperand(step, 0));
        if (!LLVMIsAInstruction(add) || LLVMGetInstructionOpcode(add) != LLVMAdd)
            continue;
        for (int k = 0; k < 2; k++) {
            bool t2 = false, t3 = false;
            if (reads_slot(LLVMGetOperand(add, k), slot)
                && thread_pure(LLVMGetOperand(add, 1 - k), 0, &t2) && !t2
                && thread_pure(LLVMGetOperand(init, 0), 0, &t3) && t3) {
                *iv_slot = slot;
                return true;
            }
        }
    }
    return false;
}

/* Depth-first search for back edges (reducible CFGs: natural loops). */
int ferry_mark_stride_loops(LLVMValueRef k)
{
    unsigned n = LLVMCountBasicBlocks(k);
    LLVMBasicBlockRef *blocks = malloc(n * sizeof *blocks);
    unsigned char *state = calloc(n, 1); /* 0 new, 1 on stack, 2 done */
    unsigned *stack = malloc(n * sizeof *stack), *next = calloc(n, sizeof *next), top = 0;
    LLVMBasicBlockRef *heads = malloc(n * sizeof *heads);
    LLVMValueRef *ivs = malloc(n * sizeof *ivs);
    unsigned *stay = malloc(n * sizeof *stay), nheads = 0;
    if (!blocks || !state || !stack || !next || !heads || !ivs || !stay)
        return -1;
    LLVMGetBasicBlocks(k, blocks);
    stack[top++] = 0;
    state[0] = 1;
    while (top) {
        unsigned x = stack[top - 1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(blocks[x]);
        if (term && next[x] < LLVMGetNumSuccessors(term)) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, next[x]++);
            unsigned j = 0;
            while (j < n && blocks[j] != y)
                j++;
            if (state[j] == 0) {
                state[j] = 1;
                stack[top++] = j;
            } else if (state[j] == 1 && is_stride_loop(y, blocks[x], blocks, n, &ivs[nheads])) {
                LLVMBasicBlockRef first = LLVMGetSuccessor(LLVMGetBasicBlockTerminator(y), 0);
                stay[nheads] = in_loop(y, blocks[x], first, blocks, n) ? 0 : 1;
                heads[nheads++] = y;
            }
        } else {
            state[x] = 2;
            top--;
        }
    }
    LLVMModuleRef m = LLVMGetGlobalParent(k);
    LLVMContextRef c = LLVMGetModuleContext(m);
    /* The marker names the induction variable's alloca and which successor
     * of the header's branch stays in the loop, for barriers.c. */
    LLVMTypeRef params[2] = {LLVMPointerTypeInContext(c, 0), LLVMInt32TypeInContext(c)};
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(c), params, 2, 0);
    LLVMValueRef mark = LLVMGetNamedFunction(m, "__ferry_loop_sync");
    if (!mark && nheads)
        mark = LLVMAddFunction(m, "__ferry_loop_sync", fty);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    for (unsigned i = 0; i < nheads; i++) {
        LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(heads[i]));
        LLVMValueRef args[2] = {ivs[i], LLVMConstInt(params[1], stay[i], 0)};
        LLVMBuildCall2(b, fty, mark, args, 2, "");
    }
    LLVMDisposeBuilder(b);
    free(blocks);
    free(state);
    free(stack);
    free(next);
    free(heads);
    free(ivs);
    free(stay);
    return 0;
}
