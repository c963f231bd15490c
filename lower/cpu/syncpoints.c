/* Sync points: the calls a kernel's threads must all reach before any goes
 * on (block barriers, warp operations, grid sync, stride-loop headers), the
 * kernel's blocks cut at them into regions, and which allocas live across
 * them. */
#include "regions.h"

#include <stdlib.h>
#include <string.h>

static const sync_kind kinds[] = {
    {"llvm.nvvm.barrier0", 0, false},
    {"llvm.nvvm.barrier0.popc", FERRY_BAR_POPC, false},
    {"llvm.nvvm.barrier0.and", FERRY_BAR_AND, false},
    {"llvm.nvvm.barrier0.or", FERRY_BAR_OR, false},
    {"llvm.nvvm.bar.warp.sync", FERRY_SYNCWARP, true},
    {"__ferry_grid_sync", FERRY_GRID_SYNC, false},
    /* ptx/lower's bar.arrive a, b and bar.red with a barrier id or a thread
     * count, which have no NVVM intrinsic: (id, count) and (predicate as
     * i32, id, count 0 for every thread) */
    {"__ferry_bar_arrive", 0, false},
    {"__ferry_bar_red_popc", FERRY_BAR_POPC, false},
    {"__ferry_bar_red_and", FERRY_BAR_AND, false},
    {"__ferry_bar_red_or", FERRY_BAR_OR, false},
    /* strided.c: the header of a stride loop, so that the thread loop runs
     * inside it; like a warp operation it goes before block barriers. */
    {"__ferry_loop_sync", 0, true},
    /* __nanosleep, PTX nanosleep and the mbarrier tests of ptx/lower: a
     * spin-wait, whose thread lets the others of its block run first
     * (FERRY_POINT_YIELD). */
    {"__ferry_yield", 0, false},
    /* lockstep.c: where lanes of a warp may see each other's memory */
    {"__ferry_warp_converge", 0, true},
    {"llvm.nvvm.shfl.sync.idx.i32", FERRY_SHFL_IDX, true},
    {"llvm.nvvm.shfl.sync.idx.f32", FERRY_SHFL_IDX, true},
    {"llvm.nvvm.shfl.sync.up.i32", FERRY_SHFL_UP, true},
    {"llvm.nvvm.shfl.sync.up.f32", FERRY_SHFL_UP, true},
    {"llvm.nvvm.shfl.sync.down.i32", FERRY_SHFL_DOWN, true},
    {"llvm.nvvm.shfl.sync.down.f32", FERRY_SHFL_DOWN, true},
    {"llvm.nvvm.shfl.sync.bfly.i32", FERRY_SHFL_BFLY, true},
    {"llvm.nvvm.shfl.sync.bfly.f32", FERRY_SHFL_BFLY, true},
    {"llvm.nvvm.vote.all.sync", FERRY_VOTE_ALL, true},
    {"llvm.nvvm.vote.any.sync", FERRY_VOTE_ANY, true},
    {"llvm.nvvm.vote.uni.sync", FERRY_VOTE_UNI, true},
    {"llvm.nvvm.vote.ballot.sync", FERRY_VOTE_BALLOT, true},
    {"llvm.nvvm.match.any.sync.i32", FERRY_MATCH_ANY, true},
    {"llvm.nvvm.match.any.sync.i64", FERRY_MATCH_ANY, true},
    {"llvm.nvvm.match.all.sync.i32p", FERRY_MATCH_ALL, true},
    {"llvm.nvvm.match.all.sync.i64p", FERRY_MATCH_ALL, true},
    {"llvm.nvvm.redux.sync.add", FERRY_REDUX_ADD, true},
    {"llvm.nvvm.redux.sync.min", FERRY_REDUX_MIN, true},
    {"llvm.nvvm.redux.sync.max", FERRY_REDUX_MAX, true},
    {"llvm.nvvm.redux.sync.umin", FERRY_REDUX_UMIN, true},
    {"llvm.nvvm.redux.sync.umax", FERRY_REDUX_UMAX, true},
    {"llvm.nvvm.redux.sync.and", FERRY_REDUX_AND, true},
    {"llvm.nvvm.redux.sync.or", FERRY_REDUX_OR, true},
    {"llvm.nvvm.redux.sync.xor", FERRY_REDUX_XOR, true},
};

static const sync_kind *kind_of_name(const char *n)
{
    for (size_t k = 0; n && k < sizeof kinds / sizeof *kinds; k++)
        if (!strcmp(n, kinds[k].name))
            return &kinds[k];
    return NULL;
}

/* Named barriers (bar.sync id[, count], bar.arrive id, count, bar.red with
 * an id): __syncthreads is barrier 0 for every thread. The id and count
 * must be constants (known_constant finds them behind a local variable);
 * id and count are their operands' positions, count -1 when there is none. */
typedef struct named_barrier {
    const char *name;
    int id, count;
} named_barrier;

static const named_barrier *named_barrier_of(const char *n)
{
    static const named_barrier named[] = {
        {"llvm.nvvm.barrier.sync", 0, -1}, {"llvm.nvvm.barrier.n", 0, -1}, {"llvm.nvvm.bar.sync", 0, -1},
        {"llvm.nvvm.barrier.sync.cnt", 0, 1}, {"llvm.nvvm.barrier", 0, 1},
        {"__ferry_bar_arrive", 0, 1}, {"__ferry_bar_red_popc", 1, 2}, {"__ferry_bar_red_and", 1, 2},
        {"__ferry_bar_red_or", 1, 2},
    };
    for (size_t k = 0; n && k < sizeof named / sizeof *named; k++)
        if (!strcmp(n, named[k].name))
            return &named[k];
    return NULL;
}

static bool operands_constant(LLVMValueRef call, const named_barrier *nb)
{
    return LLVMIsAConstantInt(LLVMGetOperand(call, (unsigned)nb->id))
        && (nb->count < 0 || LLVMIsAConstantInt(LLVMGetOperand(call, (unsigned)nb->count)));
}

bool ferry_sync_supported(const char *name)
{
    return kind_of_name(name) || named_barrier_of(name);
}

/* The constant a local variable holds when its one store is of a constant:
 * what a barrier id passed through an inlined helper or an inline-asm
 * register looks like before mem2reg. */
static LLVMValueRef known_constant(LLVMValueRef v, int depth)
{
    if (LLVMIsAConstantInt(v))
        return v;
    if (depth > 4 || !LLVMIsALoadInst(v) || !LLVMIsAAllocaInst(LLVMGetOperand(v, 0)))
        return NULL;
    LLVMValueRef slot = LLVMGetOperand(v, 0), stored = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        const char *callee = ferry_callee_name(user);
        if (LLVMIsALoadInst(user) || (callee && !strncmp(callee, "llvm.lifetime.", 14)))
            continue;
        if (!LLVMIsAStoreInst(user) || stored || LLVMGetOperand(user, 1) != slot)
            return NULL;
        stored = LLVMGetOperand(user, 0);
    }
    return stored ? known_constant(stored, depth + 1) : NULL;
}

static void fold_barrier_operands(LLVMValueRef call, const named_barrier *nb)
{
    int ops[2] = {nb->id, nb->count};
    for (unsigned k = 0; k < 2; k++) {
        LLVMValueRef c = ops[k] < 0 ? NULL : known_constant(LLVMGetOperand(call, (unsigned)ops[k]), 0);
        if (c)
            LLVMSetOperand(call, (unsigned)ops[k], c);
    }
}

const sync_kind *sync_kind_of(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    const named_barrier *nb = named_barrier_of(n);
    if (nb && !operands_constant(i, nb))
        return NULL;
    const sync_kind *k = kind_of_name(n);
    return k ? k : nb ? &kinds[0] : NULL;
}

uint32_t point_kind(LLVMValueRef call, const sync_kind *kind)
{
    const named_barrier *nb = named_barrier_of(ferry_callee_name(call));
    if (nb) {
        uint32_t id = (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(call, (unsigned)nb->id)) & (FERRY_BARRIER_IDS - 1);
        uint32_t count = nb->count < 0 ? 0
                       : (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(call, (unsigned)nb->count)) & 0xffff;
        bool arrive = !strcmp(kind->name, "__ferry_bar_arrive");
        return (arrive ? FERRY_POINT_ARRIVE : FERRY_POINT_BARRIER) | id << 16 | count;
    }
    if (!strcmp(kind->name, "__ferry_loop_sync"))
        return FERRY_POINT_LOOP;
    if (!strcmp(kind->name, "__ferry_yield"))
        return FERRY_POINT_YIELD;
    if (kind->warp)
        return FERRY_POINT_WARP;
    if (kind->op == 0 || kind->op >= FERRY_BAR_POPC)
        return FERRY_POINT_BARRIER;
    return 0; /* grid sync */
}

bool is_any_barrier(LLVMValueRef i)
{
    static const char *const families[] = {
        "llvm.nvvm.barrier", "llvm.nvvm.bar.", "llvm.nvvm.shfl.", "llvm.nvvm.vote.",
        "llvm.nvvm.match.", "llvm.nvvm.redux.", "__ferry_grid_sync", "__ferry_loop_sync", "__ferry_bar_",
        "__ferry_yield", "__ferry_warp_converge",
    };
    const char *n = ferry_callee_name(i);
    for (size_t k = 0; n && k < sizeof families / sizeof *families; k++)
        if (!strncmp(n, families[k], strlen(families[k])))
            return true;
    return false;
}

/* reg2mem leaves no SSA value used outside its block but entry allocas, so
 * that blocks can be copied into thread loops one at a time. */
int ferry_demote_for_barriers(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (ferry_is_kernel(k, f) || LLVMIsDeclaration(f) || !LLVMGetFirstUse(f))
            continue;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
                if (is_any_barrier(i)) {
                    size_t len;
                    const char *n = ferry_callee_name(i);
                    ferry_error(d, i, "'%s' (a barrier, warp operation or yield) in device function '%s', "
                                "which cannot be inlined into its kernel (recursive, __noinline__ or "
                                "called through a pointer), is not supported yet",
                                !strcmp(n, "llvm.nvvm.barrier0") ? "__syncthreads" : n,
                                LLVMGetValueName2(f, &len));
                    return -1;
                }
    }
    return k->count ? ferry_run_pipeline(m, "function(reg2mem)", d) : 0;
}

/* ---- the kernel's CFG, cut at sync points ---- */

unsigned block_index(const cfg *g, LLVMBasicBlockRef b)
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

int cut_sync_points(LLVMValueRef k, cfg *g, ferry_diag *d)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(k); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (!is_any_barrier(i))
                continue;
            const char *n = ferry_callee_name(i);
            const named_barrier *nb = named_barrier_of(n);
            if (nb)
                fold_barrier_operands(i, nb);
            if (!sync_kind_of(i)) {
                ferry_error(d, i, "'%s'%s is not supported yet by Ferry's CPU target", n,
                            nb ? " with a barrier id or thread count that is not a constant" : "");
                return -1;
            }
            if (nb && nb->count >= 0 && !strcmp(n, "__ferry_bar_arrive")
                && !LLVMConstIntGetZExtValue(LLVMGetOperand(i, (unsigned)nb->count))) {
                ferry_error(d, i, "bar.arrive with a thread count of 0 (it needs the number of threads "
                            "taking part in the barrier)");
                return -1;
            }
            if (g->nbar == MAX_BARRIERS) {
                ferry_error(d, i, "more than %d barriers and warp operations in one kernel",
                            MAX_BARRIERS);
                return -1;
            }
            g->nbar++;
            bb = isolate(i); /* continue scanning after the barrier block */
            break;
        }
    return 0;
}

/* Splitting a block at a sync point leaves values of its head used in its
 * tail; they go through allocas like everything reg2mem demoted. Operands
 * of the sync call itself stay when they come from the block just before
 * it: the region that reaches it saves them.  One value can feed several
 * sync calls (after early-cse); the later ones load it in the block before
 * theirs, as the sync call must stay alone in its block. */
int demote_split_values(LLVMValueRef k)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(k));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(k);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(k); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if ((LLVMIsAAllocaInst(i) && bb == entry) || LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind)
                continue;
            /* a sync call's result is known in the block after it (the
             * region it starts); anywhere else it goes through memory */
            bool sync = sync_kind_of(i) != NULL;
            LLVMBasicBlockRef home = sync ? LLVMGetNextBasicBlock(bb) : bb;
            LLVMValueRef slot = NULL;
            /* replacing an operand moves its use to the new value's list:
             * restart from i's first use after each replacement */
            LLVMUseRef u = LLVMGetFirstUse(i);
            while (u) {
                LLVMValueRef user = LLVMGetUser(u);
                u = LLVMGetNextUse(u);
                LLVMBasicBlockRef ub = LLVMGetInstructionParent(user);
                bool at_sync = sync_kind_of(user);
                if (ub == home || (at_sync && LLVMGetPreviousBasicBlock(ub) == home))
                    continue;
                if (!slot) {
                    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
                    slot = LLVMBuildAlloca(b, LLVMTypeOf(i), "split");
                    LLVMPositionBuilderBefore(b, sync ? LLVMGetFirstInstruction(home) : LLVMGetNextInstruction(i));
                    LLVMBuildStore(b, i, slot);
                }
                LLVMPositionBuilderBefore(b, at_sync ? LLVMGetBasicBlockTerminator(LLVMGetPreviousBasicBlock(ub))
                                                     : user);
                LLVMValueRef v = LLVMBuildLoad2(b, LLVMTypeOf(i), slot, "");
                for (int k2 = 0; k2 < LLVMGetNumOperands(user); k2++)
                    if (LLVMGetOperand(user, k2) == i)
                        LLVMSetOperand(user, k2, v);
                u = LLVMGetFirstUse(i);
            }
        }
    LLVMDisposeBuilder(b);
    return 0;
}

int number_blocks(LLVMValueRef k, cfg *g)
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
        if (first && sync_kind_of(first) && LLVMGetNextInstruction(first)
            && LLVMIsABranchInst(LLVMGetNextInstruction(first))) {
            g->bar[i] = ++id;
            g->after[id] = LLVMGetSuccessor(LLVMGetBasicBlockTerminator(g->block[i]), 0);
            g->call[id] = first;
            g->kind[id] = sync_kind_of(first);
        }
    }
    return 0;
}

/* Region r: every block reachable from its entry without entering a barrier. */
int find_regions(cfg *g)
{
    unsigned *stack = malloc(g->nblocks * sizeof *stack);
    if (!stack)
        return -1;
    for (unsigned r = 0; r <= g->nbar; r++) {
        unsigned char *in = g->member + (size_t)r * g->nblocks;
        unsigned top = 0, start = r == 0 ? 0 : block_index(g, g->after[r]);
        in[start] = 1;
        stack[top++] = start;
        while (top) {
            LLVMValueRef term = LLVMGetBasicBlockTerminator(g->block[stack[--top]]);
            for (unsigned s = 0; s < LLVMGetNumSuccessors(term); s++) {
                unsigned j = block_index(g, LLVMGetSuccessor(term, s));
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

/* ---- the loops of stride-loop points ---- */

bool is_loop_point(const cfg *g, unsigned r)
{
    return r > 0 && r <= g->nbar && !strcmp(g->kind[r]->name, "__ferry_loop_sync");
}

static unsigned point_block(const cfg *g, unsigned r)
{
    return block_index(g, LLVMGetInstructionParent(g->call[r]));
}

bool nested_point(const cfg *g, unsigned q, unsigned r)
{
    return q != r && g->loop && is_loop_point(g, r) && g->loop[(size_t)r * g->nblocks + point_block(g, q)];
}

/* The blocks the kernel's entry reaches without passing block x. */
static unsigned char *reached_avoiding(const cfg *g, unsigned x, unsigned *stack)
{
    unsigned char *seen = calloc(g->nblocks, 1);
    unsigned top = 0;
    if (!seen || x == 0)
        return seen;
    seen[0] = 1;
    stack[top++] = 0;
    while (top) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(g->block[stack[--top]]);
        for (unsigned k = 0; term && k < LLVMGetNumSuccessors(term); k++) {
            unsigned j = block_index(g, LLVMGetSuccessor(term, k));
            if (j != x && !seen[j]) {
                seen[j] = 1;
                stack[top++] = j;
            }
        }
    }
    return seen;
}

/* The natural loop of loop point r: its header x, which cut_sync_points
 * left holding only the branch to the point's block, and every block that
 * reaches a latch without passing x; a latch is a predecessor of x that the
 * entry reaches only through x (the preheader is reached without it). */
static int mark_loop(cfg *g, unsigned r, unsigned **preds, const unsigned *npreds, unsigned *stack)
{
    unsigned p = point_block(g, r), top = 0;
    if (npreds[p] != 1) /* not as strided.c and cut_sync_points left it: no loop known */
        return 0;
    unsigned x = preds[p][0];
    unsigned char *in = g->loop + (size_t)r * g->nblocks, *outside = reached_avoiding(g, x, stack);
    if (!outside)
        return -1;
    in[x] = 1;
    for (unsigned k = 0; k < npreds[x]; k++)
        if (!outside[preds[x][k]] && !in[preds[x][k]]) {
            in[preds[x][k]] = 1;
            stack[top++] = preds[x][k];
        }
    while (top) {
        unsigned b = stack[--top];
        for (unsigned k = 0; k < npreds[b]; k++)
            if (!in[preds[b][k]]) {
                in[preds[b][k]] = 1;
                stack[top++] = preds[b][k];
            }
    }
    free(outside);
    return 0;
}

/* Each loop point's loop, and its depth: the number of other loop points'
 * loops that hold it. The runtime lets the threads at the deepest loop
 * point go on first, so that the threads inside a loop run it to its end
 * before those that skipped it (or left it) start the next iteration of
 * a loop around it: every thread inside a loop run in steps is then on
 * the same iteration, as its per-block counts (slots.c) assume. */
int find_loops(cfg *g)
{
    bool any = false;
    for (unsigned r = 1; r <= g->nbar && !any; r++)
        any = is_loop_point(g, r);
    if (!any)
        return 0;
    unsigned **preds = NULL, *npreds = NULL, *stack = malloc(g->nblocks * sizeof *stack);
    g->loop = calloc((size_t)(g->nbar + 1) * g->nblocks, 1);
    int rc = stack && g->loop && predecessors(g, &preds, &npreds) == 0 ? 0 : -1;
    for (unsigned r = 1; rc == 0 && r <= g->nbar; r++)
        if (is_loop_point(g, r))
            rc = mark_loop(g, r, preds, npreds, stack);
    for (unsigned q = 1; rc == 0 && q <= g->nbar; q++)
        for (unsigned r = 1; is_loop_point(g, q) && r <= g->nbar; r++)
            g->depth[q] += nested_point(g, q, r);
    for (unsigned i = 0; preds && i < g->nblocks; i++)
        free(preds[i]);
    free(preds);
    free(npreds);
    free(stack);
    return rc;
}

/* ---- which allocas must be kept per thread ---- */

/* Calls that use an alloca without reading or writing it: lifetime
 * markers and strided.c's loop marker. */
bool is_lifetime(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    return n && (!strncmp(n, "llvm.lifetime.", 14) || !strcmp(n, "__ferry_loop_sync"));
}

/* Only loaded from and stored to, never escaping: its liveness is exact. */
bool is_simple(LLVMValueRef a)
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

/* How an instruction touches alloca a (see accesses). */
enum { UNTOUCHED, READS, KILLS };

static bool is_call_to(LLVMValueRef i, const char *prefix)
{
    const char *n = ferry_callee_name(i);
    return n && !strncmp(n, prefix, strlen(prefix));
}

/* lifetime.start of all of a: its contents are undefined from there on. */
static bool starts_lifetime(LLVMValueRef i, LLVMValueRef a)
{
    if (!is_call_to(i, "llvm.lifetime.start.") || LLVMGetOperand(i, 1) != a)
        return false;
    LLVMValueRef size = LLVMGetOperand(i, 0);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(a))));
    long long n = LLVMConstIntGetSExtValue(size);
    return n < 0 || (unsigned long long)n >= LLVMABISizeOfType(td, LLVMGetAllocatedType(a));
}

/* How i touches a through pointer p derived from it (a itself, GEPs and
 * casts of it); -1 if p escapes there, so that a's liveness is unknown. */
static int access_kind(LLVMValueRef i, LLVMValueRef p, LLVMValueRef a)
{
    if (LLVMIsALoadInst(i))
        return READS;
    if (LLVMIsAStoreInst(i)) {
        if (LLVMGetOperand(i, 0) == p)
            return -1;
        /* a whole store of a simple alloca's value kills it; a store of a
         * part leaves the rest as it was */
        return p == a && LLVMTypeOf(LLVMGetOperand(i, 0)) == LLVMGetAllocatedType(a) ? KILLS : READS;
    }
    if (starts_lifetime(i, a))
        return KILLS;
    if (is_lifetime(i))
        return UNTOUCHED;
    if (is_call_to(i, "llvm.memset.") || is_call_to(i, "llvm.memcpy.") || is_call_to(i, "llvm.memmove."))
        return READS;
    return -1;
}

/* Every instruction that accesses a through a derived pointer, with its
 * kind, in out[] (malloc'd); false if a pointer derived from a escapes. */
static bool accesses(LLVMValueRef a, LLVMValueRef **out, int **kind, unsigned *n)
{
    unsigned cap = 16, np = 0, pcap = 8;
    LLVMValueRef *ptrs = malloc(pcap * sizeof *ptrs);
    *out = malloc(cap * sizeof **out);
    *kind = malloc(cap * sizeof **kind);
    *n = 0;
    bool ok = ptrs && *out && *kind;
    if (ok)
        ptrs[np++] = a;
    for (unsigned k = 0; ok && k < np; k++)
        for (LLVMUseRef u = LLVMGetFirstUse(ptrs[k]); ok && u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            if (LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user)) {
                if (LLVMGetOperand(user, 0) != ptrs[k] || (np == pcap && !(ptrs = realloc(ptrs, (pcap *= 2) * sizeof *ptrs)))) {
                    ok = false;
                    break;
                }
                ptrs[np++] = user;
                continue;
            }
            int how = LLVMIsAInstruction(user) ? access_kind(user, ptrs[k], a) : -1;
            if (how < 0) {
                ok = false;
                break;
            }
            if (*n == cap) {
                cap *= 2;
                LLVMValueRef *o = realloc(*out, cap * sizeof **out);
                int *kd = o ? realloc(*kind, cap * sizeof **kind) : NULL;
                if (o)
                    *out = o;
                if (!kd) {
                    ok = false;
                    break;
                }
                *kind = kd;
            }
            (*out)[*n] = user;
            (*kind)[(*n)++] = how;
        }
    free(ptrs);
    return ok;
}

/* The first access of a in block b: UNTOUCHED, READS or KILLS. */
static int first_access(LLVMBasicBlockRef b, const ptrmap *kind_of)
{
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in)) {
        int k = (int)(intptr_t)ptrmap_get(kind_of, in);
        if (k == READS + 1 || k == KILLS + 1)
            return k - 1;
    }
    return UNTOUCHED;
}

/* Is a live at the start of some region after a barrier? Backward from
 * each block that reads a before writing it, through blocks that don't
 * write it. An alloca used through pointers derived from it (an array, a
 * struct) is written only in part by a store; what kills it is the start
 * of its lifetime (an array declared in a loop's body), without which it
 * is live wherever it is used. One whose pointer escapes is always live. */
bool live_across(const cfg *g, LLVMValueRef a, unsigned **preds, unsigned *npreds)
{
    unsigned n = g->nblocks, nacc = 0;
    unsigned char *kill = calloc(n, 1), *live = calloc(n, 1), *seen = calloc(n, 1);
    unsigned *stack = malloc(n * sizeof *stack), top = 0;
    LLVMValueRef *acc = NULL;
    int *kind = NULL;
    ptrmap kind_of = {0};
    bool across = false;
    if (!kill || !live || !seen || !stack || !accesses(a, &acc, &kind, &nacc)) {
        across = true;
        goto out;
    }
    for (unsigned k = 0; k < nacc; k++)
        if (kind[k] != UNTOUCHED && ptrmap_put(&kind_of, acc[k], (void *)(intptr_t)(kind[k] + 1)) < 0) {
            across = true;
            goto out;
        }
    /* Only the blocks that use a can kill it or need it: found through its
     * uses, not by reading the whole kernel once per alloca (quadratic in
     * the size of big kernels). */
    for (unsigned k = 0; k < nacc; k++) {
        unsigned i = block_index(g, LLVMGetInstructionParent(acc[k]));
        if (i >= n || seen[i])
            continue;
        seen[i] = 1;
        int first = first_access(g->block[i], &kind_of);
        if (first == KILLS)
            kill[i] = 1;
        else if (first == READS) {
            live[i] = 1;
            stack[top++] = i;
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
        across = live[block_index(g, g->after[b])];
out:
    ptrmap_free(&kind_of);
    free(acc);
    free(kind);
    free(kill);
    free(live);
    free(seen);
    free(stack);
    return across;
}

int predecessors(const cfg *g, unsigned ***preds, unsigned **npreds)
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
                unsigned j = block_index(g, LLVMGetSuccessor(term, s));
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

