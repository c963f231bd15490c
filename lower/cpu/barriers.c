/* Kernels with block barriers (__syncthreads).
 *
 * The kernel, with every device function inlined and every value that lives
 * across basic blocks demoted to an alloca (reg2mem), is cut at each barrier
 * into regions: the blocks reachable from the kernel's entry, or from just
 * after a barrier, without passing a barrier. The block entry runs a region
 * for every thread in a thread loop, then the next. Each thread records the
 * barrier it stopped at (0 once it has returned), and a step runs, for each
 * barrier some thread waits at, that barrier's region for those threads.
 * With uniform barriers, as CUDA requires, that is one region per step;
 * threads that returned early no longer take part, as on hardware since
 * Volta, and threads waiting at different __syncthreads calls are released
 * together, as bar.sync 0 does.
 *
 * Allocas live across a barrier get one slot per thread; the others stay
 * one scalar, reused by each thread in turn, which SROA turns back into
 * registers so that the thread loop can still be vectorized. */
#include "entry.h"
#include "ferry_abi.h"
#include "ptrmap.h"

#include <llvm-c/Transforms/PassBuilder.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_BARRIERS = 63 }; /* ids 1..63 fit the runtime's 64-bit mask */

static const char *callee_name(LLVMValueRef i)
{
    if (!LLVMIsACallInst(i))
        return NULL;
    LLVMValueRef f = LLVMGetCalledValue(i);
    size_t len;
    return f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
}

/* __syncthreads in its spellings: barrier0, or barrier.sync / barrier.n 0. */
static bool is_block_barrier(LLVMValueRef i)
{
    const char *n = callee_name(i);
    if (!n || strncmp(n, "llvm.nvvm.barrier", 17) != 0)
        return false;
    if (!strcmp(n, "llvm.nvvm.barrier0"))
        return true;
    if (strcmp(n, "llvm.nvvm.barrier.sync") && strcmp(n, "llvm.nvvm.barrier.n"))
        return false;
    LLVMValueRef id = LLVMGetOperand(i, 0);
    return LLVMIsAConstantInt(id) && LLVMConstIntGetZExtValue(id) == 0;
}

static bool is_any_barrier(LLVMValueRef i)
{
    const char *n = callee_name(i);
    return n && (!strncmp(n, "llvm.nvvm.barrier", 17) || !strncmp(n, "llvm.nvvm.bar.", 14));
}

bool ferry_has_barriers(LLVMValueRef k)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
            if (is_any_barrier(i))
                return true;
    return false;
}

/* reg2mem leaves no SSA value used outside its block but entry allocas, so
 * that blocks can be copied into thread loops one at a time. */
int ferry_demote_for_barriers(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d)
{
    bool any = false;
    for (unsigned i = 0; i < k->count; i++)
        any |= ferry_has_barriers(k->fn[i]);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        bool kernel = false;
        for (unsigned i = 0; i < k->count; i++)
            kernel |= k->fn[i] == f;
        if (kernel || LLVMIsDeclaration(f))
            continue;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
                if (is_any_barrier(i)) {
                    size_t len;
                    ferry_error(d, i, "__syncthreads in device function '%s', which cannot be inlined "
                                "into its kernel (recursive, __noinline__ or called through a "
                                "pointer), is not supported yet", LLVMGetValueName2(f, &len));
                    return -1;
                }
    }
    if (!any)
        return 0;
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, "function(reg2mem)", NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *e = LLVMGetErrorMessage(err);
        ferry_error(d, NULL, "internal error: reg2mem failed: %s", e);
        LLVMDisposeErrorMessage(e);
        return -1;
    }
    return 0;
}

/* ---- the kernel's CFG, cut at barriers ---- */

typedef struct cfg {
    LLVMBasicBlockRef *block;
    unsigned nblocks;
    ptrmap index;            /* block -> index + 1 */
    unsigned *bar;           /* per block: barrier id, 0 if not a barrier block */
    LLVMBasicBlockRef after[MAX_BARRIERS + 1]; /* region entry after barrier b */
    unsigned nbar;
    unsigned char *member;   /* (nbar + 1) x nblocks: block in region r */
} cfg;

static unsigned index_of(const cfg *g, LLVMBasicBlockRef b)
{
    return (unsigned)(uintptr_t)ptrmap_get(&g->index, b) - 1;
}

static void move_rest(LLVMBuilderRef bld, LLVMValueRef from)
{
    while (from) {
        LLVMValueRef next = LLVMGetNextInstruction(from);
        LLVMInstructionRemoveFromParent(from);
        LLVMInsertIntoBuilder(bld, from);
        from = next;
    }
}

/* X: [head; barrier; tail] becomes X: [head; br B], B: [barrier; br Y],
 * Y: [tail]. No PHI names X as a predecessor: reg2mem removed them all. */
static LLVMBasicBlockRef isolate(LLVMValueRef barrier)
{
    LLVMBasicBlockRef x = LLVMGetInstructionParent(barrier);
    LLVMValueRef fn = LLVMGetBasicBlockParent(x);
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
    LLVMBasicBlockRef next = LLVMGetNextBasicBlock(x);
    LLVMBasicBlockRef bar = next ? LLVMInsertBasicBlockInContext(c, next, "barrier")
                                 : LLVMAppendBasicBlockInContext(c, fn, "barrier");
    LLVMBasicBlockRef y = next ? LLVMInsertBasicBlockInContext(c, next, "after.barrier")
                               : LLVMAppendBasicBlockInContext(c, fn, "after.barrier");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMValueRef tail = LLVMGetNextInstruction(barrier);
    LLVMPositionBuilderAtEnd(b, y);
    move_rest(b, tail);
    LLVMPositionBuilderAtEnd(b, bar);
    LLVMInstructionRemoveFromParent(barrier);
    LLVMInsertIntoBuilder(b, barrier);
    LLVMBuildBr(b, y);
    LLVMPositionBuilderAtEnd(b, x);
    LLVMBuildBr(b, bar);
    LLVMDisposeBuilder(b);
    return bar;
}

static int cut(LLVMValueRef k, cfg *g, ferry_diag *d)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(k); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (!is_any_barrier(i))
                continue;
            if (!is_block_barrier(i)) {
                ferry_error(d, i, "'%s' is not supported yet by Ferry's CPU target "
                            "(only __syncthreads is)", callee_name(i));
                return -1;
            }
            if (g->nbar == MAX_BARRIERS) {
                ferry_error(d, i, "more than %d __syncthreads in one kernel", MAX_BARRIERS);
                return -1;
            }
            g->nbar++;
            bb = isolate(i); /* continue scanning after the barrier block */
            break;
        }
    return 0;
}

static int number_blocks(LLVMValueRef k, cfg *g)
{
    g->nblocks = LLVMCountBasicBlocks(k);
    g->block = calloc(g->nblocks, sizeof *g->block);
    g->bar = calloc(g->nblocks, sizeof *g->bar);
    g->member = calloc((size_t)(g->nbar + 1) * g->nblocks, 1);
    if (!g->block || !g->bar || !g->member)
        return -1;
    LLVMGetBasicBlocks(k, g->block);
    unsigned id = 0;
    for (unsigned i = 0; i < g->nblocks; i++) {
        if (ptrmap_put(&g->index, g->block[i], (void *)(uintptr_t)(i + 1)) < 0)
            return -1;
        LLVMValueRef first = LLVMGetFirstInstruction(g->block[i]);
        if (first && is_block_barrier(first)) {
            g->bar[i] = ++id;
            g->after[id] = LLVMGetSuccessor(LLVMGetBasicBlockTerminator(g->block[i]), 0);
        }
    }
    return 0;
}

/* Region r: every block reachable from its entry without entering a barrier. */
static int find_regions(cfg *g)
{
    unsigned *stack = malloc(g->nblocks * sizeof *stack);
    if (!stack)
        return -1;
    for (unsigned r = 0; r <= g->nbar; r++) {
        unsigned char *in = g->member + (size_t)r * g->nblocks;
        unsigned top = 0, start = r == 0 ? 0 : index_of(g, g->after[r]);
        in[start] = 1;
        stack[top++] = start;
        while (top) {
            LLVMValueRef term = LLVMGetBasicBlockTerminator(g->block[stack[--top]]);
            for (unsigned s = 0; s < LLVMGetNumSuccessors(term); s++) {
                unsigned j = index_of(g, LLVMGetSuccessor(term, s));
                if (!in[j] && !g->bar[j]) {
                    in[j] = 1;
                    stack[top++] = j;
                }
            }
        }
    }
    free(stack);
    return 0;
}

/* ---- which allocas must be kept per thread ---- */

static bool is_lifetime(LLVMValueRef i)
{
    const char *n = callee_name(i);
    return n && !strncmp(n, "llvm.lifetime.", 14);
}

/* Only loaded from and stored to, never escaping: its liveness is exact. */
static bool is_simple(LLVMValueRef a)
{
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user) || is_lifetime(user))
            continue;
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a && LLVMGetOperand(user, 0) != a)
            continue;
        return false;
    }
    return true;
}

/* Is a live at the start of some region after a barrier? Backward from
 * each block that reads a before writing it, through blocks that don't
 * write it. */
static bool live_across(const cfg *g, LLVMValueRef a, unsigned **preds, unsigned *npreds)
{
    unsigned n = g->nblocks;
    unsigned char *kill = calloc(n, 1), *live = calloc(n, 1);
    unsigned *stack = malloc(n * sizeof *stack), top = 0;
    bool across = false;
    if (!kill || !live || !stack) {
        across = true;
        goto out;
    }
    for (unsigned i = 0; i < n; i++)
        for (LLVMValueRef in = LLVMGetFirstInstruction(g->block[i]); in; in = LLVMGetNextInstruction(in)) {
            if (LLVMIsAStoreInst(in) && LLVMGetOperand(in, 1) == a) {
                kill[i] = 1;
                break;
            }
            if (LLVMIsALoadInst(in) && LLVMGetOperand(in, 0) == a) {
                live[i] = 1;
                stack[top++] = i;
                break;
            }
        }
    while (top) {
        unsigned j = stack[--top];
        for (unsigned p = 0; p < npreds[j]; p++) {
            unsigned q = preds[j][p];
            if (!live[q] && !kill[q]) {
                live[q] = 1;
                stack[top++] = q;
            }
        }
    }
    for (unsigned b = 1; b <= g->nbar && !across; b++)
        across = live[index_of(g, g->after[b])];
out:
    free(kill);
    free(live);
    free(stack);
    return across;
}

static int predecessors(const cfg *g, unsigned ***preds, unsigned **npreds)
{
    unsigned n = g->nblocks;
    *npreds = calloc(n, sizeof **npreds);
    *preds = calloc(n, sizeof **preds);
    if (!*npreds || !*preds)
        return -1;
    for (int pass = 0; pass < 2; pass++) {
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef term = LLVMGetBasicBlockTerminator(g->block[i]);
            for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
                unsigned j = index_of(g, LLVMGetSuccessor(term, s));
                if (pass)
                    (*preds)[j][(*npreds)[j]++] = i;
                else
                    (*npreds)[j]++;
            }
        }
        for (unsigned i = 0; !pass && i < n; i++) {
            (*preds)[i] = malloc(((*npreds)[i] ? (*npreds)[i] : 1) * sizeof ***preds);
            if (!(*preds)[i])
                return -1;
            (*npreds)[i] = 0;
        }
    }
    return 0;
}

/* ---- the block entry ---- */

typedef struct slot {
    LLVMValueRef orig, storage;
    LLVMTypeRef ty;
    bool per_thread;
} slot;

typedef struct builder {
    LLVMModuleRef m;
    LLVMContextRef c;
    LLVMBuilderRef b;
    LLVMValueRef k, fn, ctx, *av;
    LLVMValueRef dims[3], nthreads, cur, nxt;
    slot *slots;
    unsigned nslots;
    cfg *g;
    ferry_diag *d;
} builder;

static LLVMValueRef i32c(builder *s, unsigned v) { return LLVMConstInt(LLVMInt32TypeInContext(s->c), v, 0); }

static LLVMValueRef state_addr(builder *s, LLVMValueRef arr, LLVMValueRef t)
{
    return LLVMBuildInBoundsGEP2(s->b, LLVMInt32TypeInContext(s->c), arr, &t, 1, "");
}

static int make_slots(builder *s)
{
    unsigned **preds = NULL, *npreds = NULL;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(s->k);
    unsigned n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i))
        n += LLVMIsAAllocaInst(i) != NULL;
    s->slots = calloc(n ? n : 1, sizeof *s->slots);
    if (!s->slots || predecessors(s->g, &preds, &npreds) < 0)
        return -1;
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsAAllocaInst(i))
            continue;
        slot *sl = &s->slots[s->nslots++];
        sl->orig = i;
        sl->ty = LLVMGetAllocatedType(i);
        sl->per_thread = !is_simple(i) || live_across(s->g, i, preds, npreds);
        sl->storage = LLVMBuildArrayAlloca(s->b, sl->ty, sl->per_thread ? s->nthreads : i32c(s, 1), "");
        LLVMSetAlignment(sl->storage, LLVMGetAlignment(i));
    }
    for (unsigned i = 0; i < s->g->nblocks; i++)
        free(preds[i]);
    free(preds);
    free(npreds);
    return 0;
}

/* The clone of one instruction; NULL for those left out. */
static LLVMValueRef clone_inst(builder *s, LLVMValueRef i, ptrmap *vmap, const ferry_entry *e)
{
    const char *callee = callee_name(i);
    if (callee && (!strncmp(callee, "llvm.lifetime.", 14) || !strncmp(callee, "llvm.dbg.", 9)))
        return NULL;
    if (callee && !strncmp(callee, "llvm.nvvm.read.ptx.sreg.", 24)) {
        LLVMValueRef v = ferry_sreg_value(s->b, e, callee + 24);
        if (!v) {
            ferry_error(s->d, i, "special register %%%s is not supported yet", callee + 24);
            return NULL;
        }
        unsigned from = LLVMGetIntTypeWidth(LLVMTypeOf(v)), to = LLVMGetIntTypeWidth(LLVMTypeOf(i));
        return from < to ? LLVMBuildZExt(s->b, v, LLVMTypeOf(i), "")
             : from > to ? LLVMBuildTrunc(s->b, v, LLVMTypeOf(i), "") : v;
    }
    LLVMValueRef c = LLVMInstructionClone(i);
    LLVMInsertIntoBuilder(s->b, c);
    for (int k = 0; k < LLVMGetNumOperands(c); k++) {
        LLVMValueRef op = LLVMGetOperand(c, k);
        if (!op || LLVMValueIsBasicBlock(op) || !(LLVMIsAInstruction(op) || LLVMIsAArgument(op)))
            continue;
        LLVMValueRef mapped = ptrmap_get(vmap, op);
        if (!mapped) {
            ferry_error(s->d, i, "internal error: a value crosses blocks in a kernel with barriers");
            return c;
        }
        LLVMSetOperand(c, k, mapped);
    }
    return c;
}

/* Copies region r into the body of a thread loop; every way out of it
 * records where the thread stopped and goes to latch. */
static void clone_region(builder *s, unsigned r, LLVMValueRef t, LLVMBasicBlockRef latch,
                         const ferry_entry *e, ptrmap *vmap)
{
    cfg *g = s->g;
    const unsigned char *in = g->member + (size_t)r * g->nblocks;
    LLVMBasicBlockRef *copy = calloc(g->nblocks, sizeof *copy);
    LLVMBasicBlockRef stop[MAX_BARRIERS + 1] = {0};
    if (!copy)
        return;
    for (unsigned i = 0; i < g->nblocks; i++)
        if (in[i])
            copy[i] = LLVMInsertBasicBlockInContext(s->c, latch, "");
    LLVMBuildBr(s->b, copy[r == 0 ? 0 : index_of(g, g->after[r])]);
    for (unsigned b = 0; b <= g->nbar; b++) { /* stop[0]: the thread returned */
        stop[b] = LLVMInsertBasicBlockInContext(s->c, latch, b ? "at.barrier" : "returned");
        LLVMPositionBuilderAtEnd(s->b, stop[b]);
        LLVMBuildStore(s->b, i32c(s, b), state_addr(s, s->nxt, t));
        LLVMBuildBr(s->b, latch);
    }
    for (unsigned i = 0; i < g->nblocks; i++) {
        if (!in[i])
            continue;
        LLVMPositionBuilderAtEnd(s->b, copy[i]);
        for (LLVMValueRef in = LLVMGetFirstInstruction(g->block[i]); in; in = LLVMGetNextInstruction(in)) {
            if (LLVMIsAAllocaInst(in) && i == 0)
                continue;
            if (LLVMIsAReturnInst(in)) {
                LLVMBuildBr(s->b, stop[0]);
                continue;
            }
            LLVMValueRef c = clone_inst(s, in, vmap, e);
            if (c)
                ptrmap_put(vmap, in, c);
            if (c && LLVMIsATerminatorInst(in))
                for (unsigned k = 0; k < LLVMGetNumSuccessors(c); k++) {
                    unsigned j = index_of(g, LLVMGetSuccessor(in, k));
                    LLVMSetSuccessor(c, k, g->bar[j] ? stop[g->bar[j]] : copy[j]);
                }
        }
    }
    free(copy);
}

/* One thread loop running region r for the threads that wait to run it. */
static void build_region(builder *s, unsigned r)
{
    ferry_loop lz = ferry_open_loop(s->b, s->fn, "tz"), ly = ferry_open_loop(s->b, s->fn, "ty");
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "tx");
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {lx.iv, ly.iv, lz.iv}};
    LLVMValueRef lin = LLVMBuildAdd(s->b, LLVMBuildMul(s->b, lz.iv, s->dims[1], ""), ly.iv, "");
    lin = LLVMBuildAdd(s->b, LLVMBuildMul(s->b, lin, s->dims[0], ""), lx.iv, "");
    LLVMValueRef t = LLVMBuildZExt(s->b, lin, LLVMInt64TypeInContext(s->c), "t");
    LLVMBasicBlockRef latch = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.thread");

    ptrmap vmap = {0};
    unsigned nparams = LLVMCountParams(s->k);
    for (unsigned i = 0; i < nparams; i++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), s->av[i]);
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        LLVMValueRef addr = sl->per_thread ? LLVMBuildInBoundsGEP2(s->b, sl->ty, sl->storage, &t, 1, "")
                                           : sl->storage;
        ptrmap_put(&vmap, sl->orig, addr);
    }
    if (r > 0) {
        LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMValueRef st = LLVMBuildLoad2(s->b, LLVMInt32TypeInContext(s->c), state_addr(s, s->cur, t), "");
        LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntEQ, st, i32c(s, r), ""), run, latch);
        LLVMPositionBuilderAtEnd(s->b, run);
    }
    clone_region(s, r, t, latch, &e, &vmap);
    ptrmap_free(&vmap);
    LLVMPositionBuilderAtEnd(s->b, latch);
    ferry_close_loop(s->b, s->fn, lx, s->dims[0]);
    ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
    ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
}

/* After each step: where the threads wait decides which regions run next. */
static void build_dispatch(builder *s)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c), ptr = LLVMPointerTypeInContext(s->c, 0);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMBasicBlockRef step = LLVMAppendBasicBlockInContext(s->c, s->fn, "step");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(s->c, s->fn, "done");
    LLVMBuildBr(s->b, step);
    LLVMPositionBuilderAtEnd(s->b, step);
    LLVMValueRef bytes = LLVMBuildMul(s->b, LLVMBuildZExt(s->b, s->nthreads, i64, ""), LLVMConstInt(i64, 4, 0), "");
    LLVMBuildMemCpy(s->b, s->cur, 4, s->nxt, 4, bytes);
    LLVMTypeRef params[2] = {ptr, i32};
    LLVMTypeRef mty = LLVMFunctionType(i64, params, 2, 0);
    LLVMValueRef mf = LLVMGetNamedFunction(s->m, "__ferry_barrier_mask");
    if (!mf)
        mf = LLVMAddFunction(s->m, "__ferry_barrier_mask", mty);
    LLVMValueRef args[2] = {s->cur, s->nthreads};
    LLVMValueRef mask = LLVMBuildCall2(s->b, mty, mf, args, 2, "waiting");
    LLVMBasicBlockRef check = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntEQ, mask, LLVMConstInt(i64, 0, 0), ""), done, check);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        LLVMPositionBuilderAtEnd(s->b, check);
        LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        check = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMValueRef bit = LLVMBuildAnd(s->b, LLVMBuildLShr(s->b, mask, LLVMConstInt(i64, r, 0), ""),
                                        LLVMConstInt(i64, 1, 0), "");
        LLVMBuildCondBr(s->b, LLVMBuildTrunc(s->b, bit, LLVMInt1TypeInContext(s->c), ""), run, check);
        LLVMPositionBuilderAtEnd(s->b, run);
        build_region(s, r);
        LLVMBuildBr(s->b, check);
    }
    LLVMPositionBuilderAtEnd(s->b, check);
    LLVMBuildBr(s->b, step);
    LLVMPositionBuilderAtEnd(s->b, done);
    LLVMBuildRetVoid(s->b);
}

static int build(builder *s, const char *kname, ferry_entry *e)
{
    unsigned n = LLVMCountParams(s->k);
    s->av = malloc((n ? n : 1) * sizeof *s->av);
    s->fn = ferry_new_entry(s->m, s->k, kname, s->b);
    if (!s->av || !s->fn || ferry_load_args(s->b, s->k, LLVMGetParam(s->fn, 0), s->av) < 0)
        return -1;
    s->ctx = LLVMGetParam(s->fn, 1);
    for (unsigned d = 0; d < 3; d++)
        s->dims[d] = ferry_load_dim(s->b, s->ctx, d);
    s->nthreads = LLVMBuildMul(s->b, LLVMBuildMul(s->b, s->dims[0], s->dims[1], ""), s->dims[2], "nthreads");
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    s->cur = LLVMBuildArrayAlloca(s->b, i32, s->nthreads, "waits.at");
    s->nxt = LLVMBuildArrayAlloca(s->b, i32, s->nthreads, "stops.at");
    if (make_slots(s) < 0)
        return -1;
    build_region(s, 0);
    build_dispatch(s);
    *e = (ferry_entry){.fn = s->fn, .ctx = s->ctx, .nparams = n, .split = true};
    return s->d->errors ? -1 : 0;
}

bool ferry_any_barrier_entry(const ferry_entry *e, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (e[i].split)
            return true;
    return false;
}

int ferry_build_barrier_entry(LLVMModuleRef m, LLVMValueRef k, const char *kname, ferry_entry *e,
                              ferry_diag *d)
{
    cfg g = {0};
    builder s = {.m = m, .c = LLVMGetModuleContext(m), .k = k, .g = &g, .d = d};
    s.b = LLVMCreateBuilderInContext(s.c);
    int rc = -1;
    if (cut(k, &g, d) == 0 && number_blocks(k, &g) == 0 && find_regions(&g) == 0)
        rc = build(&s, kname, e);
    if (rc == 0) {
        /* Constant users such as llvm.used follow the kernel to its entry. */
        LLVMReplaceAllUsesWith(k, s.fn);
        LLVMDeleteFunction(k);
    }
    LLVMDisposeBuilder(s.b);
    free(s.av);
    free(s.slots);
    free(g.block);
    free(g.bar);
    free(g.member);
    ptrmap_free(&g.index);
    return rc;
}
