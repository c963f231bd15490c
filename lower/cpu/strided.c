/* Grid- and block-stride loops: `for (i = start(threadIdx); i < n; i +=
 * stride)`, with a stride the same for every thread. Run inside the thread
 * loop, each thread walks memory with a large stride and nothing
 * vectorizes. A sync point at the loop's header makes every step of the
 * block run one iteration for all threads: the thread loop becomes the
 * inner one and consecutive threads touch consecutive elements.
 *
 * Tile loops too: `while (offset + TILE <= end)` with an offset the same in
 * every thread (CUB's agents), whose body reads or writes global memory at
 * addresses that depend on the thread and holds no sync point, atomic or
 * volatile access. Inside the thread loop each thread walks every tile of
 * the block's range, and the range is read from memory once per thread's
 * share of a cache line.
 *
 * And loops of constant bounds too long for LLVM to unroll whole, with no
 * sync point, atomic or volatile access, walking memory by thread or not
 * (n-body's sweep over a shared tile): a loop inside the thread loop keeps
 * it from vectorizing (LLVM vectorizes inner loops only), while in steps
 * each iteration runs as a vectorized thread loop, inside a grid-stride
 * loop too. Shorter ones (k-means' distances to 16 centroids) are asked
 * to unroll whole instead (ask_unroll_whole). Loops whose bounds are
 * the same in every thread but known only at run time (kernel arguments:
 * the particle filter's template of m pixels) run in steps as well.
 *
 * Works on the kernel after reg2mem, before barriers.c cuts it: the
 * induction variable is an alloca with one store before the loop and one
 * in it. */
#include "entry.h"

#include <llvm-c/IRReader.h>
#include "ptrmap.h"
#include "lanes.h"

#include <stdint.h>
#include <stdio.h>
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

/* The value stored to the alloca that load v reads, if it is stored
 * there once (reg2mem's copies); NULL otherwise. */
static LLVMValueRef stored_once(LLVMValueRef v)
{
    LLVMValueRef a = LLVMGetOperand(v, 0);
    int n;
    LLVMValueRef st = LLVMIsAAllocaInst(a) ? only_store_to(a, NULL, &n) : NULL;
    return st && n == 1 ? LLVMGetOperand(st, 0) : NULL;
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
        LLVMValueRef stored = stored_once(v);
        return stored && thread_pure(stored, depth + 1, tid);
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
    (void)blocks;
    if (b == head || b == latch)
        return true;
    /* b is in the loop iff head reaches b and b reaches latch without
     * head. A set, not an index search per edge: from a block outside the
     * loop the search may cover the rest of the kernel, and a linear
     * search per edge made this quadratic in the kernel's blocks (a
     * seventh of lowering cpu_math_bits.cu at -O0). */
    ptrmap seen = {0};
    LLVMBasicBlockRef *stack = malloc((n + 1) * sizeof *stack);
    bool found = false;
    unsigned top = 0;
    if (!stack)
        return false;
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
            if (y != head && top < n && !ptrmap_get(&seen, y)) {
                if (ptrmap_put(&seen, y, y) < 0) {
                    top = 0;
                    break;
                }
                stack[top++] = y;
            }
        }
    }
    ptrmap_free(&seen);
    free(stack);
    return found;
}

/* What v holds when it is read from an alloca with one store: the stored
 * value.  reg2mem of SSA code (after SROA) keeps a loop's phi and the
 * values that cross blocks in such single-store copies. */
static LLVMValueRef through_copy(LLVMValueRef v)
{
    v = strip_casts(v);
    LLVMValueRef stored = v && LLVMIsALoadInst(v) ? stored_once(v) : NULL;
    return stored ? strip_casts(stored) : v;
}

/* v reads the induction variable's slot, directly or through a copy. */
static bool reads_slot(LLVMValueRef v, LLVMValueRef slot)
{
    v = strip_casts(v);
    for (int hops = 0; v && hops < 4; hops++) { /* reg2mem may copy a copy */
        if (LLVMIsALoadInst(v) && LLVMGetOperand(v, 0) == slot)
            return true;
        LLVMValueRef from = through_copy(v);
        if (from == v)
            return false;
        v = from;
    }
    return false;
}

/* Does v depend on the thread index? Follows pure operations and
 * single-store copies (reg2mem) only, within *budget visits. */
static bool reaches_tid(LLVMValueRef v, int depth, int *budget, bool through_memory)
{
    if (depth > 16 || --*budget < 0 || !v || !LLVMIsAInstruction(v))
        return false;
    const char *callee = ferry_callee_name(v);
    if (callee)
        return !strncmp(callee, "llvm.nvvm.read.ptx.sreg.", 24) && ferry_sreg_varies_by_thread(callee + 24);
    if (LLVMIsALoadInst(v)) {
        LLVMValueRef stored = stored_once(v);
        if (stored)
            return reaches_tid(stored, depth + 1, budget, through_memory);
        return through_memory && !LLVMIsAAllocaInst(LLVMGetOperand(v, 0))
            && reaches_tid(LLVMGetOperand(v, 0), depth + 1, budget, through_memory);
    }
    if (!ferry_is_pure_op(v))
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (reaches_tid(LLVMGetOperand(v, k), depth + 1, budget, through_memory))
            return true;
    return false;
}

static bool mentions_tid(LLVMValueRef v, int depth, int *budget)
{
    return reaches_tid(v, depth, budget, false);
}

/* Read from memory at an address computed from the thread index, too:
 * `e = off[v]` with v = blockIdx.x * B + threadIdx.x differs by thread. */
static bool differs_by_thread(LLVMValueRef v)
{
    int budget = 400;
    return reaches_tid(v, 0, &budget, true);
}

/* Whether i keeps a loop from being run in steps when its induction
 * variable is the same in every thread: sync points, atomics, volatile
 * accesses and calls other than intrinsics; threads that talk to each
 * other inside such a loop are left as they are. */
static bool talks(LLVMValueRef i)
{
    const char *callee = ferry_callee_name(i);
    if (LLVMIsACallInst(i))
        return !callee || strncmp(callee, "llvm.", 5) || !strncmp(callee, "llvm.nvvm.bar", 13) || strstr(callee, "shfl") || strstr(callee, "vote")
            || strstr(callee, "match") || strstr(callee, "atomic") || strstr(callee, "fence") || strstr(callee, "membar");
    if (LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i) || LLVMIsAInvokeInst(i))
        return true;
    return (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)) && (LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic);
}

/* Does the access to global memory at p walk it contiguously across the
 * threads and at least a cache line apart from one iteration of a loop
 * the same in every thread to the next (`in[base + k * BLOCK +
 * threadIdx.x]` for k < ITEMS)? Unrolled inside the thread loop, each
 * vector of threads then touches one line in each of ITEMS rows, and the
 * rows of a block are that many streams for the prefetchers; in steps the
 * block walks one stream from end to end (bench/kernels/scan.cu, 15.1 ->
 * 13.8 ms). */
static bool walks_rows(lanes *l, LLVMValueRef i, LLVMValueRef p)
{
    lane_form f;
    lanes_form(l, p, &f);
    LLVMValueRef root = f.ok && !f.local ? lanes_root(l, &f) : NULL;
    if (!f.ok || f.local || (root && LLVMIsAGlobalVariable(root) && LLVMGetPointerAddressSpace(LLVMTypeOf(root)) == 3))
        return false;
    int64_t size = (int64_t)LLVMABISizeOfType(l->td, LLVMTypeOf(LLVMIsALoadInst(i) ? i : LLVMGetOperand(i, 0)));
    int64_t lane = 0, row = 0;
    for (unsigned t = 0; t < f.n; t++) {
        LLVMValueRef a = f.t[t].atom;
        if (lanes_atom_kind(l, a) == ATOM_LANE)
            lane += f.t[t].coef;
        else if (LLVMIsAAllocaInst(a) && lanes_uniform_step(l, a))
            row = f.t[t].coef * lanes_uniform_step(l, a);
    }
    return (lane == size || lane == -size) && (row >= 64 || row <= -64);
}

/* Does an access in block b reach global memory at an address that
 * depends on the thread? (Not shared memory, not the thread's locals.)
 * -1 if the block holds something `talks` refuses. *rows: one of them
 * walks_rows. */
static int striped_access(lanes *l, LLVMBasicBlockRef b, int *budget, unsigned *size, bool *rows)
{
    int found = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        ++*size;
        if (talks(i))
            return -1;
        LLVMValueRef p = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
        if (!p || LLVMGetPointerAddressSpace(LLVMTypeOf(p)) == 3)
            continue;
        LLVMValueRef base = ferry_pointer_base(p);
        if (base && (LLVMIsAAllocaInst(base) || LLVMIsAGlobalVariable(base)))
            continue;
        if (!found)
            found = mentions_tid(p, 0, budget);
        if (found && !*rows)
            *rows = walks_rows(l, i, p);
    }
    return found;
}

/* A loop whose induction variable is the same in every thread (CUB's
 * `while (offset + TILE <= end)` over the tiles of a block) gains from
 * running in steps only if its body walks memory by thread: each thread
 * then touches a few elements of every tile, and the block's threads in
 * turn, consecutive ones. The loop's blocks are those reaching latch
 * without passing head, found backwards through the uses of each block. */
static int striped_loop(lanes *l, LLVMBasicBlockRef head, LLVMBasicBlockRef latch, unsigned n, unsigned *size,
                        bool *rows)
{
    LLVMBasicBlockRef *stack = malloc((n + 1) * sizeof *stack);
    ptrmap seen = {0};
    int budget = 4000, found = 0;
    unsigned top = 0;
    if (!stack)
        return -1;
    stack[top++] = latch;
    ptrmap_put(&seen, latch, latch);
    while (top) {
        LLVMBasicBlockRef x = stack[--top];
        int a = striped_access(l, x, &budget, size, rows);
        if (a < 0) {
            found = -1;
            break;
        }
        found |= a > 0;
        if (x == head)
            continue;
        for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(x)); u && top < n; u = LLVMGetNextUse(u)) {
            LLVMValueRef term = LLVMGetUser(u);
            if (!LLVMIsAInstruction(term))
                continue;
            LLVMBasicBlockRef y = LLVMGetInstructionParent(term);
            if (!ptrmap_get(&seen, y)) {
                ptrmap_put(&seen, y, y);
                stack[top++] = y;
            }
        }
    }
    free(stack);
    ptrmap_free(&seen);
    return budget > 0 ? found : -1; /* out of budget: too big to tell */
}

/* The trip count of a loop from the constant init to the constant bound. */
static long long constant_trips(LLVMValueRef init, LLVMValueRef bound, LLVMValueRef step)
{
    long long span = llabs(LLVMConstIntGetSExtValue(bound) - LLVMConstIntGetSExtValue(init));
    long long by = LLVMIsAConstantInt(step) ? llabs(LLVMConstIntGetSExtValue(step)) : 1;
    return by ? (span + by - 1) / by : span;
}

/* Will LLVM unroll the loop whole, so that the thread loop around it
 * vectorizes? Only with constant bounds, and, unless `#pragma unroll` asks
 * for it (asks_unroll), only when its trip count
 * times the size of its body (here, before optimization: reg2mem's loads
 * and stores make it two to three times what LLVM counts) stays near
 * LLVM's threshold for full unrolling (300 at -O3): bench/kernels/scan.cu's
 * runs of 16 items (about 600) are unrolled, k-means' 16 distances over 8
 * features (about 960) are not. A loop left in the thread keeps the thread
 * loop scalar: hdot's 16 half-precision multiply-adds per thread ran 13
 * times slower there than in steps. */
static bool unrolled_whole(LLVMValueRef init, LLVMValueRef bound, LLVMValueRef step, unsigned size)
{
    enum { UNROLLED_SIZE = 800 };
    if (!LLVMIsAConstantInt(init) || !LLVMIsAConstantInt(bound))
        return false;
    long long trips = constant_trips(init, bound, step);
    return trips <= UNROLLED_SIZE && trips * size <= UNROLLED_SIZE;
}

/* Does the loop's metadata (on the back edge's branch) ask for unrolling,
 * as `#pragma unroll` does? LLVM then unrolls it, and the thread loop
 * around it vectorizes. */
static bool asks_unroll(LLVMValueRef latch_branch)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(latch_branch));
    LLVMValueRef loop = LLVMGetMetadata(latch_branch, LLVMGetMDKindIDInContext(c, "llvm.loop", 9));
    unsigned n = loop ? LLVMGetMDNodeNumOperands(loop) : 0;
    LLVMValueRef *ops = n ? malloc(n * sizeof *ops) : NULL, hint[4];
    bool asks = false;
    if (ops)
        LLVMGetMDNodeOperands(loop, ops);
    for (unsigned i = 0; ops && i < n && !asks; i++) {
        unsigned m = ops[i] && LLVMIsAMDNode(ops[i]) ? LLVMGetMDNodeNumOperands(ops[i]) : 0, len = 0;
        if (m == 0 || m > 4)
            continue;
        LLVMGetMDNodeOperands(ops[i], hint);
        const char *tag = hint[0] && LLVMIsAMDString(hint[0]) ? LLVMGetMDString(hint[0], &len) : NULL;
        asks = tag && ((len == 21 && !strncmp(tag, "llvm.loop.unroll.full", 21))
                       || (len == 23 && !strncmp(tag, "llvm.loop.unroll.enable", 23))
                       || (len == 22 && !strncmp(tag, "llvm.loop.unroll.count", 22)));
    }
    free(ops);
    return asks;
}

/* Does the loop's metadata say no more than that it makes progress
 * (what clang gives every C++ loop)? */
static bool only_progress(LLVMValueRef loop)
{
    unsigned n = loop ? LLVMGetMDNodeNumOperands(loop) : 0;
    LLVMValueRef *ops = n ? malloc(n * sizeof *ops) : NULL, *hint = NULL;
    bool only = !n || ops;
    if (ops)
        LLVMGetMDNodeOperands(loop, ops);
    /* the loop's source locations are no hint */
    for (unsigned i = 1; ops && i < n && only; i++) {
        unsigned len = 0;
        unsigned m = ops[i] && LLVMIsAMDNode(ops[i]) ? LLVMGetMDNodeNumOperands(ops[i]) : 0;
        if (m == 0)
            continue;
        free(hint);
        hint = malloc(m * sizeof *hint);
        if (!hint) {
            only = false;
            break;
        }
        LLVMGetMDNodeOperands(ops[i], hint);
        const char *tag = hint[0] && LLVMIsAMDString(hint[0]) ? LLVMGetMDString(hint[0], &len) : NULL;
        only = !tag || (len == 22 && !strncmp(tag, "llvm.loop.mustprogress", 22));
    }
    free(hint);
    free(ops);
    return only;
}

/* A loop of constant bounds short enough to unroll whole (at most
 * FULL_TRIPS iterations, trip count times body at most FULL_SIZE, counted
 * as in unrolled_whole) that LLVM would not unroll by itself is asked to
 * (llvm.loop.unroll.full) and stays in the thread: the thread loop around
 * it then vectorizes with the loop's values in registers, where in steps
 * each step reloads them from the thread's slots (k-means' distances to
 * 16 centroids reread the point's 8 features at every centroid). True if
 * it asked. A loop with its own unroll hints is left to them. */
static bool ask_unroll_whole(LLVMValueRef latch_branch, LLVMValueRef init, LLVMValueRef bound,
                             LLVMValueRef step, unsigned size)
{
    enum { FULL_TRIPS = 64, FULL_SIZE = 2400 };
    static const char md[] = "!ferry.unroll = !{!0}\n"
                             "!0 = distinct !{!0, !1, !2}\n"
                             "!1 = !{!\"llvm.loop.mustprogress\"}\n"
                             "!2 = !{!\"llvm.loop.unroll.full\"}\n";
    long long trips = constant_trips(init, bound, step);
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(latch_branch));
    unsigned kind = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
    if (trips > FULL_TRIPS || trips * size > FULL_SIZE || !only_progress(LLVMGetMetadata(latch_branch, kind)))
        return false;
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(md, sizeof md - 1, "md");
    LLVMModuleRef holder = NULL;
    char *err = NULL;
    if (LLVMParseIRInContext(c, buf, &holder, &err)) {
        LLVMDisposeMessage(err);
        return false;
    }
    LLVMValueRef loop_id;
    LLVMGetNamedMetadataOperands(holder, "ferry.unroll", &loop_id);
    LLVMSetMetadata(latch_branch, kind, loop_id);
    LLVMDisposeModule(holder); /* the node belongs to the context */
    return true;
}

/* The load of the induction variable on one side of the header's compare:
 * that side, or iv + a value the same in every thread. */
static LLVMValueRef compared_iv(LLVMValueRef v)
{
    v = strip_casts(v);
    LLVMValueRef sum = through_copy(v); /* reg2mem keeps the sum in a copy */
    if (!sum || !LLVMIsAInstruction(sum) || LLVMGetInstructionOpcode(sum) != LLVMAdd)
        return v;
    /* the induction variable: a phi's slot (two stores) or, failing that,
     * the side added to something the same in every thread */
    for (int k = 0; k < 2; k++) {
        LLVMValueRef iv = strip_casts(LLVMGetOperand(sum, k));
        for (int hops = 0; iv && hops < 4; hops++) {
            int stores = 0;
            if (!LLVMIsALoadInst(iv) || !LLVMIsAAllocaInst(LLVMGetOperand(iv, 0)))
                break;
            if (only_store_to(LLVMGetOperand(iv, 0), NULL, &stores), stores == 2)
                return iv;
            LLVMValueRef from = through_copy(iv);
            if (from == iv)
                break;
            iv = from;
        }
    }
    for (int k = 0; k < 2; k++) {
        bool tid = false;
        LLVMValueRef iv = strip_casts(LLVMGetOperand(sum, k));
        if (iv && LLVMIsALoadInst(iv) && thread_pure(LLVMGetOperand(sum, 1 - k), 0, &tid) && !tid)
            return iv;
    }
    return v;
}

/* The loops run in steps: grid- and block-stride loops, whose trip count
 * is the thread's own, and loops whose induction variable is the same in
 * every thread: CUB's tile loops and long loops of constant bounds. */
enum { GRID_STRIDE, UNIFORM_TILES, CONSTANT_BOUNDS };

/* Is the loop headed by head (back edge from latch) a stride loop? Its
 * induction variable's alloca goes to *iv, its kind to *kind. */
static bool is_stride_loop(lanes *l, LLVMBasicBlockRef head, LLVMBasicBlockRef latch, LLVMBasicBlockRef *blocks,
                           unsigned n, LLVMValueRef *iv_slot, unsigned char *kind)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(head);
    if (!LLVMIsABranchInst(term) || !LLVMIsConditional(term) || !LLVMIsAICmpInst(LLVMGetCondition(term))
        || ferry_is_serial_loop(LLVMGetBasicBlockTerminator(latch)))
        return false;
    LLVMValueRef cmp = LLVMGetCondition(term);
    for (int side = 0; side < 2; side++) {
        LLVMValueRef iv = compared_iv(LLVMGetOperand(cmp, side));
        if (!iv || !LLVMIsALoadInst(iv) || !LLVMIsAAllocaInst(LLVMGetOperand(iv, 0)))
            continue;
        LLVMValueRef slot = LLVMGetOperand(iv, 0);
        /* the header compares a copy of the phi's slot, or a copy of that (reg2mem) */
        for (int hops = 0; hops < 4; hops++) {
            LLVMValueRef copied = through_copy(iv);
            int ncopy;
            if (copied == iv || !LLVMIsALoadInst(copied) || !LLVMIsAAllocaInst(LLVMGetOperand(copied, 0))
                || (only_store_to(slot, NULL, &ncopy), ncopy != 1))
                break;
            iv = copied;
            slot = LLVMGetOperand(copied, 0);
        }
        LLVMValueRef bound = LLVMGetOperand(cmp, 1 - side);
        bool tid = false, bound_pure = thread_pure(bound, 0, &tid);
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
            if (!reads_slot(LLVMGetOperand(add, k), slot))
                continue;
            bool t2 = false, t3 = false;
            bool grid = thread_pure(LLVMGetOperand(add, 1 - k), 0, &t2) && !t2
                     && thread_pure(LLVMGetOperand(init, 0), 0, &t3) && t3 && bound_pure;
            /* Otherwise the loop is worth running in steps if its body
             * walks memory by thread, unless LLVM unrolls it whole. */
            unsigned size = 0;
            bool rows = false;
            int striped = grid ? 1 : striped_loop(l, head, latch, n, &size, &rows);
            bool constant = LLVMIsAConstantInt(LLVMGetOperand(init, 0)) && LLVMIsAConstantInt(bound);
            /* Tiles are a loop all threads go round together: one that
             * starts or ends where each thread's data says (bfs's edges of
             * its node, from off[v]; `j < count[v]`) stays in the thread,
             * where each runs its own count. */
            bool own_start = !grid && !constant
                          && (differs_by_thread(LLVMGetOperand(init, 0)) || differs_by_thread(bound));
            /* A loop of bounds the same in every thread but known only at
             * run time (particle filter's sum over a template of m pixels)
             * runs in steps for the reason long constant ones do; one whose
             * bound is read from memory only if it walks memory by thread
             * (a tile loop). */
            bool uniform = !grid && !constant && !striped && bound_pure && !tid;
            if (striped < 0 || own_start || (!grid && !constant && !striped && !uniform))
                continue;
            /* A short loop of constant bounds stays in the thread, where
             * LLVM unrolls it, unless it walks ROW_STREAMS rows of memory
             * or more (a few streams a block are no trouble). */
            enum { ROW_STREAMS = 8 };
            bool stays = !grid && constant
                      && (asks_unroll(LLVMGetBasicBlockTerminator(latch))
                          || (!(rows && constant_trips(LLVMGetOperand(init, 0), bound, LLVMGetOperand(add, 1 - k))
                                            >= ROW_STREAMS)
                              && (unrolled_whole(LLVMGetOperand(init, 0), bound, LLVMGetOperand(add, 1 - k), size)
                                  || ask_unroll_whole(LLVMGetBasicBlockTerminator(latch), LLVMGetOperand(init, 0),
                                                      bound, LLVMGetOperand(add, 1 - k), size))));
            if (stays)
                continue;
            /* A long loop of constant bounds runs in steps even without
             * memory walked by thread: each step vectorizes across the
             * threads. */
            *kind = grid ? GRID_STRIDE : constant || uniform ? CONSTANT_BOUNDS : UNIFORM_TILES;
            *iv_slot = slot;
            return true;
        }
    }
    return false;
}

/* A tile loop inside another loop run in steps stays in the thread: the
 * outer loop already puts the thread loop inside, and steps of the inner
 * one would only add slots. A long loop of constant bounds there runs in
 * steps: in the thread it would keep the thread loop from vectorizing
 * (k-means' distances to 16 centroids in a grid-stride loop). Nested
 * steps are right because the runtime lets the threads inside the inner
 * loop finish it before the others go round the outer one (syncpoints.c,
 * find_loops): tests/cuda/long_constant_loops, erfinv_strided. */
/* The stride loops found, in parallel arrays (ferry_mark_stride_loops). */
typedef struct found_loops {
    LLVMBasicBlockRef *heads, *latches;
    LLVMValueRef *ivs;
    unsigned *stay;
    unsigned char *kind;
    unsigned n;
} found_loops;

/* Moves loop i to place *kept, the next of those that stay found. */
static void keep_loop(found_loops *f, unsigned *kept, unsigned i)
{
    unsigned to = (*kept)++;
    f->heads[to] = f->heads[i];
    f->latches[to] = f->latches[i];
    f->ivs[to] = f->ivs[i];
    f->stay[to] = f->stay[i];
    f->kind[to] = f->kind[i];
}

static void drop_nested_tiles(found_loops *f, LLVMBasicBlockRef *blocks, unsigned n)
{
    unsigned kept = 0;
    for (unsigned i = 0; i < f->n; i++) {
        bool nested = false;
        for (unsigned j = 0; f->kind[i] == UNIFORM_TILES && j < f->n && !nested; j++)
            nested = j != i && in_loop(f->heads[j], f->latches[j], f->heads[i], blocks, n);
        if (!nested)
            keep_loop(f, &kept, i);
    }
    f->n = kept;
}

/* Past this many loops of constant (or uniform) bounds in one kernel, all
 * of them stay in the thread. Each run in steps is a sync point, and a
 * region holds every block a thread reaches from its point before the
 * next one: past loops a test can skip (a math function's slow path),
 * that is the rest of the kernel. tests/cuda/cpu_math_bits.cu's kernel of
 * 200 math functions had 114 regions of about 17,000 instructions each and
 * took 122 s to lower at -O3 (NVIDIA's nvcc: 4.3). No kernel of
 * bench/kernels reaches the budget. */
enum { MAX_CONSTANT_STEPS = 16 };

static char step_budget_note[160];

const char *ferry_step_budget_note(void)
{
    return step_budget_note[0] ? step_budget_note : NULL;
}

static void keep_constant_steps(LLVMValueRef k, found_loops *f)
{
    unsigned constant = 0, kept = 0;
    for (unsigned i = 0; i < f->n; i++)
        constant += f->kind[i] == CONSTANT_BOUNDS;
    if (constant <= MAX_CONSTANT_STEPS)
        return;
    size_t len;
    const char *name = LLVMGetValueName2(k, &len);
    snprintf(step_budget_note, sizeof step_budget_note, "kernel %.*s: its %u loops of constant bounds stay in each thread",
             (int)(len > 96 ? 96 : len), name, constant);
    for (unsigned i = 0; i < f->n; i++)
        if (f->kind[i] != CONSTANT_BOUNDS)
            keep_loop(f, &kept, i);
    f->n = kept;
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
    LLVMBasicBlockRef *latches = malloc(n * sizeof *latches);
    unsigned char *kind = calloc(n, 1);
    if (!blocks || !state || !stack || !next || !heads || !ivs || !stay || !latches || !kind)
        return -1;
    LLVMGetBasicBlocks(k, blocks);
    ptrmap index = {0}; /* block -> its place in blocks[], plus one */
    for (unsigned j = 0; j < n; j++)
        if (ptrmap_put(&index, blocks[j], (void *)(uintptr_t)(j + 1)) < 0) {
            ptrmap_free(&index);
            return -1;
        }
    lanes l;
    lanes_init(&l, LLVMGetGlobalParent(k));
    stack[top++] = 0;
    state[0] = 1;
    while (top) {
        unsigned x = stack[top - 1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(blocks[x]);
        if (term && next[x] < LLVMGetNumSuccessors(term)) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, next[x]++);
            unsigned j = (unsigned)(uintptr_t)ptrmap_get(&index, y) - 1;
            if (j >= n)
                continue;
            if (state[j] == 0) {
                state[j] = 1;
                stack[top++] = j;
            } else if (state[j] == 1 && is_stride_loop(&l, y, blocks[x], blocks, n, &ivs[nheads], &kind[nheads])) {
                latches[nheads] = blocks[x];
                LLVMBasicBlockRef first = LLVMGetSuccessor(LLVMGetBasicBlockTerminator(y), 0);
                stay[nheads] = in_loop(y, blocks[x], first, blocks, n) ? 0 : 1;
                heads[nheads++] = y;
            }
        } else {
            state[x] = 2;
            top--;
        }
    }
    lanes_free(&l);
    ptrmap_free(&index);
    found_loops f = {heads, latches, ivs, stay, kind, nheads};
    drop_nested_tiles(&f, blocks, n);
    keep_constant_steps(k, &f);
    nheads = f.n;
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
    free(latches);
    free(kind);
    return 0;
}
