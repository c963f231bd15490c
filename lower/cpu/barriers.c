/* Every kernel's block entry: the kernel's code between sync points.
 *
 * The kernel, with every device function inlined and every value that lives
 * across basic blocks demoted to an alloca (reg2mem), is cut at each sync
 * point (block barrier, warp operation, grid sync, stride-loop header) into
 * regions: the blocks reachable from the kernel's entry, or from just after
 * a sync point, without passing one. A region runs for every thread in a
 * thread loop. Each thread records the point it stopped at (0 once it has
 * returned); when all stop at the same one, as with uniform barriers, its
 * region runs next; otherwise a step runs, for the points threads wait at,
 * those regions for those threads. Threads that returned early no longer
 * take part, as on hardware since Volta, and threads waiting at different
 * __syncthreads calls are released together, as bar.sync 0 does.
 *
 * Allocas live across a sync point get one slot per thread; values of the
 * thread indices are recomputed instead; the rest stay one scalar, reused
 * by each thread in turn, which SROA turns back into registers so that the
 * thread loop can still be vectorized. */
#include "entry.h"
#include "ferry_abi.h"
#include "ptrmap.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_BARRIERS = 63 };

/* Branches every thread of a block takes the same way (see find_guards). */
enum { MAX_GUARDS = 6 };
typedef struct guards {
    LLVMValueRef br[MAX_GUARDS];
    unsigned keep[MAX_GUARDS]; /* the successor every thread must take */
    unsigned n;
} guards; /* ids 1..63 fit the runtime's 64-bit mask */


/* The sync points: __syncthreads (op 0), its reducing forms, and the warp
 * operations, which need every lane's operands before any lane goes on. */
typedef struct sync_kind {
    const char *name;
    unsigned op;
    bool warp;
} sync_kind;

static const sync_kind kinds[] = {
    {"llvm.nvvm.barrier0", 0, false},
    {"llvm.nvvm.barrier0.popc", FERRY_BAR_POPC, false},
    {"llvm.nvvm.barrier0.and", FERRY_BAR_AND, false},
    {"llvm.nvvm.barrier0.or", FERRY_BAR_OR, false},
    {"llvm.nvvm.bar.warp.sync", FERRY_SYNCWARP, true},
    {"__ferry_grid_sync", FERRY_GRID_SYNC, false},
    /* strided.c: the header of a stride loop, so that the thread loop runs
     * inside it; like a warp operation it goes before block barriers. */
    {"__ferry_loop_sync", 0, true},
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

bool ferry_sync_supported(const char *name)
{
    return kind_of_name(name) || !strcmp(name, "llvm.nvvm.barrier.sync") || !strcmp(name, "llvm.nvvm.barrier.n");
}

/* barrier.sync and barrier.n with id 0 are __syncthreads too. */
static const sync_kind *kind_of(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    if (n && (!strcmp(n, "llvm.nvvm.barrier.sync") || !strcmp(n, "llvm.nvvm.barrier.n"))) {
        LLVMValueRef id = LLVMGetOperand(i, 0);
        return LLVMIsAConstantInt(id) && LLVMConstIntGetZExtValue(id) == 0 ? &kinds[0] : NULL;
    }
    return kind_of_name(n);
}

static bool is_any_barrier(LLVMValueRef i)
{
    static const char *const families[] = {
        "llvm.nvvm.barrier", "llvm.nvvm.bar.", "llvm.nvvm.shfl.", "llvm.nvvm.vote.",
        "llvm.nvvm.match.", "llvm.nvvm.redux.", "__ferry_grid_sync", "__ferry_loop_sync",
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
    bool any = k->count > 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        bool kernel = false;
        for (unsigned i = 0; i < k->count; i++)
            kernel |= k->fn[i] == f;
        if (kernel || LLVMIsDeclaration(f) || !LLVMGetFirstUse(f))
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
    return any ? ferry_run_pipeline(m, "function(reg2mem)", d) : 0;
}

/* ---- the kernel's CFG, cut at barriers ---- */

typedef struct cfg {
    LLVMBasicBlockRef *block;
    unsigned nblocks;
    ptrmap index;            /* block -> index + 1 */
    unsigned *bar;           /* per block: barrier id, 0 if not a barrier block */
    LLVMBasicBlockRef after[MAX_BARRIERS + 1]; /* region entry after barrier b */
    LLVMValueRef call[MAX_BARRIERS + 1];       /* the sync point's call */
    const sync_kind *kind[MAX_BARRIERS + 1];
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
            if (!kind_of(i)) {
                const char *n = ferry_callee_name(i);
                bool named = !strcmp(n, "llvm.nvvm.barrier.sync") || !strcmp(n, "llvm.nvvm.barrier.n");
                ferry_error(d, i, "'%s'%s is not supported yet by Ferry's CPU target", n,
                            named ? " with a barrier id other than 0" : "");
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
 * of the sync call itself stay: the region that reaches it saves them. */
static int demote_split_values(LLVMValueRef k)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(k));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(k);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(k); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if ((LLVMIsAAllocaInst(i) && bb == entry) || LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind
                || kind_of(i))
                continue;
            LLVMValueRef slot = NULL;
            LLVMUseRef u = LLVMGetFirstUse(i);
            while (u) {
                LLVMValueRef user = LLVMGetUser(u);
                u = LLVMGetNextUse(u);
                if (LLVMGetInstructionParent(user) == bb || kind_of(user))
                    continue;
                if (!slot) {
                    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
                    slot = LLVMBuildAlloca(b, LLVMTypeOf(i), "split");
                    LLVMValueRef after = LLVMGetNextInstruction(i);
                    LLVMPositionBuilderBefore(b, after);
                    LLVMBuildStore(b, i, slot);
                }
                LLVMPositionBuilderBefore(b, user);
                LLVMValueRef v = LLVMBuildLoad2(b, LLVMTypeOf(i), slot, "");
                for (int k2 = 0; k2 < LLVMGetNumOperands(user); k2++)
                    if (LLVMGetOperand(user, k2) == i)
                        LLVMSetOperand(user, k2, v);
            }
        }
    LLVMDisposeBuilder(b);
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
        if (first && kind_of(first) && LLVMGetNextInstruction(first)
            && LLVMIsABranchInst(LLVMGetNextInstruction(first))) {
            g->bar[i] = ++id;
            g->after[id] = LLVMGetSuccessor(LLVMGetBasicBlockTerminator(g->block[i]), 0);
            g->call[id] = first;
            g->kind[id] = kind_of(first);
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

/* Calls that use an alloca without reading or writing it: lifetime
 * markers and strided.c's loop marker. */
static bool is_lifetime(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    return n && (!strncmp(n, "llvm.lifetime.", 14) || !strcmp(n, "__ferry_loop_sync"));
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
    LLVMValueRef value;      /* the one value ever stored to it, or NULL */
    LLVMTypeRef ty;
    bool per_thread;
    int remat;               /* 0 not known yet, 1 being decided, 2 yes, 3 no */
    /* A stride loop's induction variable: init + k * stride, where k counts
     * the runs of the loop's region (all threads in the loop are on the
     * same iteration, having entered it in the same step). */
    LLVMValueRef init_store, step_store, stride, k;
    unsigned loop;           /* the loop's sync point, 0 if not such a variable */
    /* A uniform counter of a loop with barriers (d = N; ...; d >>= 1): k
     * holds its value, the same for every thread, and becomes step(k) after
     * each run of the region that steps it; in that region, loads the step
     * must have run before see step(k). before: blocks of that region that
     * can run before the step. */
    unsigned step_region;
    unsigned char *before;
} slot;

typedef struct builder {
    LLVMModuleRef m;
    LLVMContextRef c;
    LLVMBuilderRef b;
    LLVMValueRef k, fn, ctx, *av;
    LLVMValueRef dims[3], nthreads, cur, nxt;
    LLVMValueRef launch[9];  /* blockIdx, blockDim, gridDim, loaded once */
    LLVMValueRef stops;      /* i64: bit b set when a thread stopped at point b (0: returned) */
    LLVMBasicBlockRef uniform[MAX_BARRIERS + 1], step, done;
    unsigned region;         /* the region being copied */
    slot *subst;             /* remat_clone: loads of this counter ... */
    LLVMValueRef subst_value; /* ... give this value */
    LLVMValueRef opnd[MAX_BARRIERS + 1][4], res[MAX_BARRIERS + 1]; /* per-thread i64 arrays */
    slot *slots;
    unsigned nslots;
    ptrmap slot_of;          /* alloca -> slot */
    LLVMValueRef *byval_copy;   /* per-thread copies of by-value arguments written to */
    LLVMTypeRef *byval_ty;
    cfg *g;
    ferry_diag *d;
} builder;

static LLVMValueRef i32c(builder *s, unsigned v) { return LLVMConstInt(LLVMInt32TypeInContext(s->c), v, 0); }

static LLVMValueRef state_addr(builder *s, LLVMValueRef arr, LLVMValueRef t)
{
    return LLVMBuildInBoundsGEP2(s->b, LLVMInt32TypeInContext(s->c), arr, &t, 1, "");
}

/* The value stored by the one store to a, if all loads read it whole. */
static LLVMValueRef only_store(LLVMValueRef a)
{
    LLVMValueRef v = NULL;
    LLVMTypeRef ty = LLVMGetAllocatedType(a);
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user)) {
            if (v || LLVMTypeOf(LLVMGetOperand(user, 0)) != ty)
                return NULL;
            v = LLVMGetOperand(user, 0);
        } else if (LLVMIsALoadInst(user) && LLVMTypeOf(user) != ty) {
            return NULL;
        }
    }
    return v;
}

static bool slot_remat(builder *s, slot *sl, int depth);

/* Can v be computed again anywhere from thread indices, kernel arguments
 * and constants? Such values are recomputed after a barrier instead of
 * being kept per thread, so that the thread loop sees affine indices. */
static bool remat_value(builder *s, LLVMValueRef v, int depth)
{
    if (depth > 12)
        return false;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return true;
    if (!LLVMIsAInstruction(v))
        return false;
    const char *callee = ferry_callee_name(v);
    if (callee)
        return !strncmp(callee, "llvm.nvvm.read.ptx.sreg.", 24) && !strstr(callee, "clock");
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        return sl && slot_remat(s, sl, depth + 1);
    }
    if (!ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!remat_value(s, LLVMGetOperand(v, k), depth + 1))
            return false;
    return true;
}

static bool slot_remat(builder *s, slot *sl, int depth)
{
    if (sl->remat == 0) {
        sl->remat = 1;
        sl->remat = sl->value && remat_value(s, sl->value, depth) ? 2 : 3;
    }
    return sl->remat == 2;
}

static void find_affine(builder *s);
static void find_uniform_counters(builder *s);
static LLVMValueRef remat_clone(builder *s, LLVMValueRef v, ptrmap *vmap, const ferry_entry *e);

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
        sl->value = is_simple(i) ? only_store(i) : NULL;
        if (ptrmap_put(&s->slot_of, i, sl) < 0)
            return -1;
    }
    find_affine(s);
    for (unsigned k = 0; k < s->nslots; k++)
        slot_remat(s, &s->slots[k], 0);
    find_uniform_counters(s);
    for (unsigned k = 0; k < s->nslots; k++) {
        slot *sl = &s->slots[k];
        sl->per_thread = !sl->loop && !sl->step_region && !slot_remat(s, sl, 0)
                      && (!is_simple(sl->orig) || live_across(s->g, sl->orig, preds, npreds));
        sl->storage = LLVMBuildArrayAlloca(s->b, sl->ty, sl->per_thread ? s->nthreads : i32c(s, 1), "");
        LLVMSetAlignment(sl->storage, LLVMGetAlignment(sl->orig));
    }
    for (unsigned i = 0; i < s->g->nblocks; i++)
        free(preds[i]);
    free(preds);
    free(npreds);
    return 0;
}

/* The stride loops strided.c marked: their induction variables are
 * recomputed as init + k * stride from a per-block iteration count k, so
 * that consecutive threads load consecutive elements. Only when the loop is
 * entered from outside its region (never re-entered within a step, which
 * could put threads on different iterations). */
static void find_affine(builder *s)
{
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        if (strcmp(s->g->kind[r]->name, "__ferry_loop_sync"))
            continue;
        LLVMValueRef a = LLVMGetOperand(s->g->call[r], 0);
        slot *sl = ptrmap_get(&s->slot_of, a);
        const unsigned char *in = s->g->member + (size_t)r * s->g->nblocks;
        LLVMValueRef init = NULL, step = NULL, stride = NULL;
        bool ok = sl && is_simple(a);
        for (LLVMUseRef u = LLVMGetFirstUse(a); ok && u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            bool inside = in[index_of(s->g, LLVMGetInstructionParent(user))];
            if (LLVMIsALoadInst(user)) {
                ok = inside;
            } else if (LLVMIsAStoreInst(user)) {
                LLVMValueRef v = LLVMGetOperand(user, 0);
                bool is_step = LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd;
                for (int k = 0; is_step && k < 2 && !stride; k++) {
                    LLVMValueRef o = LLVMGetOperand(v, k);
                    if (LLVMIsALoadInst(o) && LLVMGetOperand(o, 0) == a)
                        stride = LLVMGetOperand(v, 1 - k);
                }
                if (is_step && stride && inside && !step)
                    step = user;
                else if (!inside && !init)
                    init = user;
                else
                    ok = false;
            }
        }
        if (!ok || !init || !step || !remat_value(s, stride, 0) || !remat_value(s, LLVMGetOperand(init, 0), 0))
            continue;
        unsigned regions = 0;
        for (unsigned q = 0; q <= s->g->nbar; q++)
            regions += s->g->member[(size_t)q * s->g->nblocks + index_of(s->g, LLVMGetInstructionParent(init))];
        if (regions != 1)
            continue;
        sl->init_store = init;
        sl->step_store = step;
        sl->stride = stride;
        sl->loop = r;
        sl->k = LLVMBuildAlloca(s->b, sl->ty, "iteration");
        LLVMBuildStore(s->b, LLVMConstNull(sl->ty), sl->k);
    }
}

/* The blocks of region r that can run before block step in a run of it;
 * NULL if some run can leave r without passing step. */
static unsigned char *runs_before(const cfg *g, unsigned r, LLVMBasicBlockRef step)
{
    const unsigned char *in = g->member + (size_t)r * g->nblocks;
    unsigned char *seen = calloc(g->nblocks, 1);
    unsigned *stack = malloc(g->nblocks * sizeof *stack), top = 0, first = index_of(g, g->after[r]);
    bool leaves_first = false;
    if (!seen || !stack)
        leaves_first = true;
    else if (g->after[r] != step) {
        seen[first] = 1;
        stack[top++] = first;
    }
    while (top && !leaves_first) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(g->block[stack[--top]]);
        leaves_first |= LLVMGetNumSuccessors(term) == 0;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            unsigned j = index_of(g, y);
            if (y == step || seen[j])
                continue;
            if (g->bar[j] || !in[j]) {
                leaves_first = true;
                break;
            }
            seen[j] = 1;
            stack[top++] = j;
        }
    }
    free(stack);
    if (leaves_first) {
        free(seen);
        return NULL;
    }
    return seen;
}

/* The only region containing b, or -1. */
static int sole_region(const cfg *g, LLVMBasicBlockRef b)
{
    int found = -1;
    for (unsigned q = 0; q <= g->nbar; q++)
        if (g->member[(size_t)q * g->nblocks + index_of(g, b)])
            found = found < 0 ? (int)q : -2;
    return found < 0 ? -1 : found;
}

static bool thread_free(builder *s, LLVMValueRef v, int depth);

/* step(counter): pure, the same for every thread, from the counter a,
 * constants, arguments and launch values. */
static bool counter_expr(builder *s, LLVMValueRef v, LLVMValueRef a, int depth)
{
    if (LLVMIsALoadInst(v) && LLVMGetOperand(v, 0) == a)
        return true;
    if (depth > 12 || !LLVMIsAInstruction(v) || ferry_callee_name(v) || LLVMIsALoadInst(v))
        return remat_value(s, v, depth) && thread_free(s, v, depth);
    if (!ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!counter_expr(s, LLVMGetOperand(v, k), a, depth + 1))
            return false;
    return true;
}

/* Uniform counters of loops with barriers, like sgemm's tile loop: one
 * store of a starting value, one `i += S` at the start of the region after
 * the loop's last barrier, S the same for every thread, and loads only in
 * the regions of those two stores. */
static void find_uniform_counters(builder *s)
{
    cfg *g = s->g;
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        if (sl->loop || sl->remat == 2 || !is_simple(sl->orig))
            continue;
        LLVMValueRef init = NULL, step = NULL;
        bool ok = true;
        for (LLVMUseRef u = LLVMGetFirstUse(sl->orig); ok && u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            if (!LLVMIsAStoreInst(user))
                continue;
            LLVMValueRef v = LLVMGetOperand(user, 0);
            bool self = LLVMIsAInstruction(v) && !LLVMIsALoadInst(v) && counter_expr(s, v, sl->orig, 0)
                     && !(remat_value(s, v, 0));
            if (self && !step)
                step = user;
            else if (!self && !init)
                init = user;
            else
                ok = false;
        }
        if (!ok || !init || !step || !remat_value(s, LLVMGetOperand(init, 0), 0)
            || !thread_free(s, LLVMGetOperand(init, 0), 0))
            continue;
        int r0 = sole_region(g, LLVMGetInstructionParent(init));
        int rs = sole_region(g, LLVMGetInstructionParent(step));
        if (r0 < 0 || rs <= 0 || r0 == rs)
            continue;
        unsigned char *before = runs_before(g, (unsigned)rs, LLVMGetInstructionParent(step));
        if (!before)
            continue;
        const unsigned char *in0 = g->member + (size_t)r0 * g->nblocks, *ins = g->member + (size_t)rs * g->nblocks;
        for (LLVMUseRef u = LLVMGetFirstUse(sl->orig); ok && u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            unsigned b = index_of(g, LLVMGetInstructionParent(user));
            ok = !LLVMIsALoadInst(user) || in0[b] || ins[b];
        }
        if (!ok) {
            free(before);
            continue;
        }
        sl->init_store = init;
        sl->step_store = step;
        sl->step_region = (unsigned)rs;
        sl->before = before;
        sl->k = LLVMBuildAlloca(s->b, sl->ty, "uniform");
    }
}

/* The counter's value after one more step, at the builder's position. */
static LLVMValueRef stepped(builder *s, slot *sl, LLVMValueRef cur, ptrmap *vmap, const ferry_entry *e)
{
    s->subst = sl;
    s->subst_value = cur;
    LLVMValueRef v = remat_clone(s, LLVMGetOperand(sl->step_store, 0), vmap, e);
    s->subst = NULL;
    return v;
}

/* After a run of loop point r's region: the next iteration. */
static void next_iteration(builder *s, unsigned r)
{
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        if (sl->loop != r && sl->step_region != r)
            continue;
        LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
        if (sl->loop) {
            LLVMBuildStore(s->b, LLVMBuildAdd(s->b, k, LLVMConstInt(sl->ty, 1, 0), ""), sl->k);
            continue;
        }
        ptrmap vmap = {0};
        for (unsigned p = 0; p < LLVMCountParams(s->k); p++)
            ptrmap_put(&vmap, LLVMGetParam(s->k, p), s->av[p]);
        ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .launch = s->launch};
        LLVMBuildStore(s->b, stepped(s, sl, k, &vmap, &e), sl->k);
        ptrmap_free(&vmap);
    }
}

/* Is v the same for every thread (no thread index in it)? */
static bool thread_free(builder *s, LLVMValueRef v, int depth)
{
    if (depth > 12)
        return false;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return true;
    const char *callee = ferry_callee_name(v);
    if (callee)
        return strncmp(callee + 24, "tid.", 4) && strcmp(callee + 24, "laneid")
            && strncmp(callee + 24, "lanemask", 8) && strcmp(callee + 24, "warpid");
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        return sl && sl->value && thread_free(s, sl->value, depth + 1);
    }
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!thread_free(s, LLVMGetOperand(v, k), depth + 1))
            return false;
    return true;
}

static LLVMValueRef fit_int(LLVMBuilderRef b, LLVMValueRef v, LLVMTypeRef ty)
{
    unsigned from = LLVMGetIntTypeWidth(LLVMTypeOf(v)), to = LLVMGetIntTypeWidth(ty);
    return from < to ? LLVMBuildZExt(b, v, ty, "") : from > to ? LLVMBuildTrunc(b, v, ty, "") : v;
}

/* Evaluates a rematerializable value again at the builder's position. */
static LLVMValueRef remat_clone(builder *s, LLVMValueRef v, ptrmap *vmap, const ferry_entry *e)
{
    if (LLVMIsAConstant(v))
        return v;
    if (LLVMIsAArgument(v))
        return ptrmap_get(vmap, v);
    const char *callee = ferry_callee_name(v);
    if (callee) {
        LLVMValueRef r = ferry_sreg_value(s->b, e, callee + 24);
        return r ? fit_int(s->b, r, LLVMTypeOf(v)) : LLVMGetUndef(LLVMTypeOf(v));
    }
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        if (sl == s->subst)
            return s->subst_value;
        return remat_clone(s, sl->value, vmap, e);
    }
    int n = LLVMGetNumOperands(v);
    LLVMValueRef ops[8];
    for (int k = 0; k < n && k < 8; k++)
        ops[k] = remat_clone(s, LLVMGetOperand(v, k), vmap, e);
    LLVMValueRef c = LLVMInstructionClone(v);
    LLVMInsertIntoBuilder(s->b, c);
    for (int k = 0; k < n && k < 8; k++)
        LLVMSetOperand(c, k, ops[k]);
    return c;
}

/* Operands and results of sync points travel as i64 per thread. */
static LLVMValueRef widen(builder *s, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v), i64 = LLVMInt64TypeInContext(s->c);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind:
        return LLVMBuildZExt(s->b, LLVMBuildBitCast(s->b, v, LLVMInt32TypeInContext(s->c), ""), i64, "");
    case LLVMDoubleTypeKind:
        return LLVMBuildBitCast(s->b, v, i64, "");
    default:
        return LLVMGetIntTypeWidth(ty) < 64 ? LLVMBuildZExt(s->b, v, i64, "") : v;
    }
}

static LLVMValueRef narrow(builder *s, LLVMValueRef v, LLVMTypeRef ty)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind:
        return LLVMBuildBitCast(s->b, LLVMBuildTrunc(s->b, v, i32, ""), ty, "");
    case LLVMDoubleTypeKind:
        return LLVMBuildBitCast(s->b, v, ty, "");
    case LLVMStructTypeKind: { /* match.all: {mask, predicate} */
        LLVMValueRef hi = LLVMBuildLShr(s->b, v, LLVMConstInt(LLVMTypeOf(v), 32, 0), "");
        LLVMValueRef r = LLVMBuildInsertValue(s->b, LLVMGetUndef(ty), LLVMBuildTrunc(s->b, v, i32, ""), 0, "");
        return LLVMBuildInsertValue(s->b, r, LLVMBuildTrunc(s->b, hi, LLVMInt1TypeInContext(s->c), ""), 1, "");
    }
    default:
        return LLVMGetIntTypeWidth(ty) < 64 ? LLVMBuildTrunc(s->b, v, ty, "") : v;
    }
}

static LLVMValueRef slot_at(builder *s, LLVMValueRef arr, LLVMValueRef t)
{
    return LLVMBuildInBoundsGEP2(s->b, LLVMInt64TypeInContext(s->c), arr, &t, 1, "");
}

/* Must the counter's step have run before this load, in a run of the
 * step's region? */
static bool after_step(const cfg *g, const slot *sl, LLVMValueRef load)
{
    LLVMBasicBlockRef lb = LLVMGetInstructionParent(load), sb = LLVMGetInstructionParent(sl->step_store);
    if (lb != sb)
        return !sl->before[index_of(g, lb)];
    for (LLVMValueRef i = load; i; i = LLVMGetNextInstruction(i))
        if (i == sl->step_store)
            return false;
    return true;
}

/* The clone of one instruction; NULL for those left out. */
static LLVMValueRef clone_inst(builder *s, LLVMValueRef i, ptrmap *vmap, const ferry_entry *e)
{
    if (LLVMIsALoadInst(i)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(i, 0));
        if (sl && sl->remat == 2)
            return remat_clone(s, sl->value, vmap, e);
        if (sl && sl->step_region) {
            LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
            return sl->step_region == s->region && after_step(s->g, sl, i) ? stepped(s, sl, k, vmap, e) : k;
        }
        if (sl && sl->loop) {
            LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
            LLVMValueRef init = remat_clone(s, LLVMGetOperand(sl->init_store, 0), vmap, e);
            LLVMValueRef stride = remat_clone(s, sl->stride, vmap, e);
            return LLVMBuildAdd(s->b, init, LLVMBuildMul(s->b, k, stride, ""), "iv");
        }
    }
    if (LLVMIsAStoreInst(i)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(i, 1));
        if (sl && sl->loop) {
            if (i == sl->init_store)
                LLVMBuildStore(s->b, LLVMConstNull(sl->ty), sl->k);
            return NULL;
        }
        if (sl && sl->step_region) {
            if (i == sl->init_store)
                LLVMBuildStore(s->b, remat_clone(s, LLVMGetOperand(i, 0), vmap, e), sl->k);
            return NULL;
        }
    }
    const char *callee = ferry_callee_name(i);
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
static LLVMValueRef mapped(const ptrmap *vmap, LLVMValueRef v)
{
    return LLVMIsAInstruction(v) || LLVMIsAArgument(v) ? ptrmap_get(vmap, v) : v;
}

/* Where a thread leaves the region at sync point b: it records b and,
 * for a warp operation, its operands. b == 0: the thread returned. */
static void fill_stop(builder *s, unsigned b, LLVMBasicBlockRef stop, LLVMValueRef t,
                      LLVMBasicBlockRef latch, const ptrmap *vmap)
{
    LLVMPositionBuilderAtEnd(s->b, stop);
    if (s->g->nbar == 0) { /* one region: nothing waits for the thread */
        LLVMBuildBr(s->b, latch);
        return;
    }
    LLVMValueRef call = b ? s->g->call[b] : NULL;
    for (unsigned k = 0; call && k < 4 && s->opnd[b][k]; k++) {
        LLVMValueRef v = mapped(vmap, LLVMGetOperand(call, k));
        if (!v) {
            ferry_error(s->d, call, "internal error: operand of a warp operation not found");
            return;
        }
        LLVMBuildStore(s->b, widen(s, v), slot_at(s, s->opnd[b][k], t));
    }
    LLVMBuildStore(s->b, i32c(s, b), state_addr(s, s->nxt, t));
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef seen = LLVMBuildLoad2(s->b, i64, s->stops, "");
    LLVMBuildStore(s->b, LLVMBuildOr(s->b, seen, LLVMConstInt(i64, 1ull << b, 0), ""), s->stops);
    LLVMBuildBr(s->b, latch);
}

/* Copies region r into the body of a thread loop; every way out of it
 * records where the thread stopped and goes to latch. */
static void clone_region(builder *s, unsigned r, LLVMValueRef t, LLVMBasicBlockRef latch,
                         const ferry_entry *e, ptrmap *vmap, const guards *passed)
{
    cfg *g = s->g;
    const unsigned char *in = g->member + (size_t)r * g->nblocks;
    LLVMBasicBlockRef *copy = calloc(g->nblocks, sizeof *copy);
    LLVMBasicBlockRef stop[MAX_BARRIERS + 1] = {0};
    s->region = r;
    if (!copy)
        return;
    for (unsigned i = 0; i < g->nblocks; i++)
        if (in[i])
            copy[i] = LLVMInsertBasicBlockInContext(s->c, latch, "");
    LLVMBuildBr(s->b, copy[r == 0 ? 0 : index_of(g, g->after[r])]);
    stop[0] = LLVMInsertBasicBlockInContext(s->c, latch, "returned");
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
            for (unsigned k = 0; c && passed && k < passed->n; k++)
                if (in == passed->br[k])
                    LLVMSetCondition(c, LLVMConstInt(LLVMInt1TypeInContext(s->c), passed->keep[k] == 0, 0));
            if (c && LLVMIsATerminatorInst(in))
                for (unsigned k = 0; k < LLVMGetNumSuccessors(c); k++) {
                    unsigned j = index_of(g, LLVMGetSuccessor(in, k)), b = g->bar[j];
                    if (b && !stop[b])
                        stop[b] = LLVMInsertBasicBlockInContext(s->c, latch, "at.sync");
                    LLVMSetSuccessor(c, k, b ? stop[b] : copy[j]);
                }
        }
    }
    for (unsigned b = 0; b <= g->nbar; b++)
        if (stop[b])
            fill_stop(s, b, stop[b], t, latch, vmap);
    free(copy);
}

/* Does anything but a load reach memory through p? */
static bool written_through(LLVMValueRef p, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user))
            continue;
        if ((LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user))
            && LLVMGetOperand(user, 0) == p && depth < 8 && !written_through(user, depth + 1))
            continue;
        return true;
    }
    return false;
}

/* A by-value argument is one copy of the host's; a kernel that writes to
 * it gets one copy per thread, as every GPU thread has its own. */
static int copy_byval_args(builder *s)
{
    unsigned n = LLVMCountParams(s->k), byval = LLVMGetEnumAttributeKindForName("byval", 5);
    s->byval_copy = calloc(n ? n : 1, sizeof *s->byval_copy);
    s->byval_ty = calloc(n ? n : 1, sizeof *s->byval_ty);
    if (!s->byval_copy || !s->byval_ty)
        return -1;
    for (unsigned i = 0; i < n; i++) {
        LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(s->k, i + 1, byval);
        if (!a || !written_through(LLVMGetParam(s->k, i), 0))
            continue;
        s->byval_ty[i] = LLVMGetTypeAttributeValue(a);
        s->byval_copy[i] = LLVMBuildArrayAlloca(s->b, s->byval_ty[i], s->nthreads, "byval.copy");
        LLVMSetAlignment(s->byval_copy[i], 16);
    }
    return 0;
}

/* Every array indexed by the thread is private to it. */
static void mark_parallel(builder *s, LLVMBasicBlockRef head, LLVMBasicBlockRef latch)
{
    unsigned n = 0, cap = s->nslots + LLVMCountParams(s->k) + 2 + 5 * (s->g->nbar + 1);
    LLVMValueRef *own = malloc(cap * sizeof *own);
    if (!own)
        return;
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->slots[i].per_thread)
            own[n++] = s->slots[i].storage;
    for (unsigned i = 0; i < LLVMCountParams(s->k); i++)
        if (s->byval_copy[i])
            own[n++] = s->byval_copy[i];
    own[n++] = s->cur;
    own[n++] = s->nxt;
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        for (unsigned k = 0; k < 4; k++)
            if (s->opnd[r][k])
                own[n++] = s->opnd[r][k];
        if (s->res[r])
            own[n++] = s->res[r];
    }
    ferry_mark_parallel(s->fn, head, LLVMGetInsertBlock(s->b), LLVMGetBasicBlockTerminator(latch), own, n);
    free(own);
}

/* One thread loop running region r for the threads that wait to run it,
 * or, unchecked, for every thread of the block; passed: guards every
 * thread passes. */
static void build_region_loop(builder *s, unsigned r, bool checked, const guards *passed)
{
    ferry_loop lz = ferry_open_loop(s->b, s->fn, "tz"), ly = ferry_open_loop(s->b, s->fn, "ty");
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "tx");
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {lx.iv, ly.iv, lz.iv}, .launch = s->launch};
    /* No wrap: the runtime limits a block to 1024 threads. */
    LLVMValueRef lin = LLVMBuildNUWAdd(s->b, LLVMBuildNUWMul(s->b, lz.iv, s->dims[1], ""), ly.iv, "");
    lin = LLVMBuildNUWAdd(s->b, LLVMBuildNUWMul(s->b, lin, s->dims[0], ""), lx.iv, "");
    LLVMValueRef t = LLVMBuildZExt(s->b, lin, LLVMInt64TypeInContext(s->c), "t");
    LLVMBasicBlockRef latch = LLVMAppendBasicBlockInContext(s->c, s->fn, "next.thread");

    ptrmap vmap = {0};
    unsigned nparams = LLVMCountParams(s->k);
    for (unsigned i = 0; i < nparams; i++) {
        LLVMValueRef v = s->av[i];
        if (s->byval_copy[i]) {
            v = LLVMBuildInBoundsGEP2(s->b, s->byval_ty[i], s->byval_copy[i], &t, 1, "");
            if (r == 0)
                LLVMBuildMemCpy(s->b, v, 1, s->av[i], 1, LLVMSizeOf(s->byval_ty[i]));
        }
        ptrmap_put(&vmap, LLVMGetParam(s->k, i), v);
    }
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        LLVMValueRef addr = sl->per_thread ? LLVMBuildInBoundsGEP2(s->b, sl->ty, sl->storage, &t, 1, "")
                                           : sl->storage;
        ptrmap_put(&vmap, sl->orig, addr);
    }
    if (checked) {
        LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMValueRef st = LLVMBuildLoad2(s->b, LLVMInt32TypeInContext(s->c), state_addr(s, s->cur, t), "");
        LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntEQ, st, i32c(s, r), ""), run, latch);
        LLVMPositionBuilderAtEnd(s->b, run);
    }
    if (r > 0) {
        if (s->res[r]) /* the warp operation's result for this thread */
            ptrmap_put(&vmap, s->g->call[r], narrow(s, LLVMBuildLoad2(s->b, LLVMInt64TypeInContext(s->c),
                                                                      slot_at(s, s->res[r], t), ""),
                                                    LLVMTypeOf(s->g->call[r])));
    }
    clone_region(s, r, t, latch, &e, &vmap, passed);
    ptrmap_free(&vmap);
    LLVMPositionBuilderAtEnd(s->b, latch);
    ferry_close_loop(s->b, s->fn, lx, s->dims[0]);
    mark_parallel(s, lx.head, latch);
    ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
    ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
}

/* Guards: branches at the start of a region whose conditions are computed
 * from thread indices, arguments and constants only, each with one side
 * that leaves the kernel: the `if (i < n)` or `if (x >= w || y >= h)
 * return;` of most kernels, passed by every thread of all but the edge
 * blocks. */


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
        if (g->bar[index_of(g, x)] || !quiet(x))
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

static void find_guards(builder *s, unsigned r, guards *gd)
{
    cfg *g = s->g;
    LLVMBasicBlockRef b = g->block[r == 0 ? 0 : index_of(g, g->after[r])];
    gd->n = 0;
    for (int steps = 0; steps < 16 && gd->n < MAX_GUARDS && !g->bar[index_of(g, b)]; steps++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!LLVMIsABranchInst(term))
            return;
        if (LLVMIsConditional(term)) {
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
static LLVMValueRef guards_pass_everywhere(builder *s, const guards *gd)
{
    LLVMTypeRef i1 = LLVMInt1TypeInContext(s->c);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderBefore(eb, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(s->fn)));
    LLVMValueRef all = LLVMBuildAlloca(eb, i1, "guards.pass");
    LLVMDisposeBuilder(eb);
    LLVMBuildStore(s->b, LLVMConstInt(i1, 1, 0), all);
    ferry_loop lz = ferry_open_loop(s->b, s->fn, "gz"), ly = ferry_open_loop(s->b, s->fn, "gy");
    ferry_loop lx = ferry_open_loop(s->b, s->fn, "gx");
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .tid = {lx.iv, ly.iv, lz.iv}, .launch = s->launch};
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
    ferry_close_loop(s->b, s->fn, ly, s->dims[1]);
    ferry_close_loop(s->b, s->fn, lz, s->dims[2]);
    return LLVMBuildLoad2(s->b, i1, all, "guards.pass.all");
}

/* Region r for every thread, or for those waiting at it (checked). When
 * all threads run it and it starts with guards, a second copy in which
 * every guard is passed runs for blocks where every thread passes them:
 * its thread loop needs no masks. */
static void build_region(builder *s, unsigned r, bool checked)
{
    guards gd = {0};
    if (!checked)
        find_guards(s, r, &gd);
    if (gd.n == 0) {
        build_region_loop(s, r, checked, NULL);
        return;
    }
    LLVMValueRef pass = guards_pass_everywhere(s, &gd);
    LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(s->c, s->fn, "all.pass");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(s->c, s->fn, "some.fail");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBuildCondBr(s->b, pass, fast, slow);
    LLVMPositionBuilderAtEnd(s->b, fast);
    build_region_loop(s, r, false, &gd);
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, slow);
    build_region_loop(s, r, false, NULL);
    LLVMBuildBr(s->b, join);
    LLVMPositionBuilderAtEnd(s->b, join);
}

/* Once every thread waiting at point r is there: the warp operation. With
 * uniform, every thread of the block waits there. */
static void build_exchange(builder *s, unsigned r, bool uniform)
{
    unsigned op = s->g->kind[r]->op;
    if (op == 0 || op == FERRY_SYNCWARP)
        return;
    LLVMTypeRef ptr = LLVMPointerTypeInContext(s->c, 0), i32 = LLVMInt32TypeInContext(s->c);
    LLVMTypeRef params[9] = {i32, ptr, i32, i32, ptr, ptr, ptr, ptr, ptr};
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(s->c), params, 9, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "__ferry_sync_exchange");
    if (!f)
        f = LLVMAddFunction(s->m, "__ferry_sync_exchange", fty);
    LLVMValueRef null = LLVMConstNull(ptr);
    LLVMValueRef args[9] = {i32c(s, op), uniform ? null : s->cur, i32c(s, r), s->nthreads,
                            s->opnd[r][0] ? s->opnd[r][0] : null, s->opnd[r][1] ? s->opnd[r][1] : null,
                            s->opnd[r][2] ? s->opnd[r][2] : null, s->opnd[r][3] ? s->opnd[r][3] : null,
                            s->res[r] ? s->res[r] : null};
    LLVMBuildCall2(s->b, fty, f, args, 9, "");
}

/* Runs, in turn, the region of each point set in `run`; checked: only for
 * the threads waiting there. */
static void run_regions(builder *s, LLVMValueRef run, bool checked, LLVMBasicBlockRef next)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        LLVMBasicBlockRef go = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMBasicBlockRef skip = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
        LLVMValueRef bit = LLVMBuildAnd(s->b, LLVMBuildLShr(s->b, run, LLVMConstInt(i64, r, 0), ""),
                                        LLVMConstInt(i64, 1, 0), "");
        LLVMBuildCondBr(s->b, LLVMBuildTrunc(s->b, bit, LLVMInt1TypeInContext(s->c), ""), go, skip);
        LLVMPositionBuilderAtEnd(s->b, go);
        build_exchange(s, r, false);
        build_region(s, r, checked);
        next_iteration(s, r);
        LLVMBuildBr(s->b, skip);
        LLVMPositionBuilderAtEnd(s->b, skip);
    }
    LLVMBuildBr(s->b, next);
}

/* After a region ran for every thread: if all stopped at the same point,
 * its region runs next, unchecked; if all returned, the block is done;
 * otherwise the runtime works out who waits where (the step). */
static void build_after_uniform(builder *s)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    LLVMValueRef seen = LLVMBuildLoad2(s->b, i64, s->stops, "stopped.at");
    LLVMValueRef sw = LLVMBuildSwitch(s->b, seen, s->step, s->g->nbar + 1);
    LLVMAddCase(sw, LLVMConstInt(i64, 1, 0), s->done);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        LLVMAddCase(sw, LLVMConstInt(i64, 1ull << r, 0), s->uniform[r]);
}

/* Region r for every thread of the block, all of which wait at point r. */
static void build_uniform(builder *s, unsigned r)
{
    LLVMPositionBuilderAtEnd(s->b, s->uniform[r]);
    LLVMBuildStore(s->b, LLVMConstInt(LLVMInt64TypeInContext(s->c), 0, 0), s->stops);
    build_exchange(s, r, true);
    build_region(s, r, false);
    next_iteration(s, r);
    build_after_uniform(s);
}

/* The step, when threads stopped at different points: the runtime records
 * where each waits. If all wait at the same one, as on the way back from
 * divergence, the uniform path resumes; otherwise threads at a warp
 * operation go first, since a thread at __syncthreads must not pass it
 * while others are still on their way there. */
static void build_step(builder *s)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c), ptr = LLVMPointerTypeInContext(s->c, 0);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    LLVMBasicBlockRef any = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBasicBlockRef same = LLVMAppendBasicBlockInContext(s->c, s->fn, "");
    LLVMBasicBlockRef mixed = LLVMAppendBasicBlockInContext(s->c, s->fn, "divergent");
    LLVMPositionBuilderAtEnd(s->b, s->step);
    LLVMTypeRef params[3] = {ptr, ptr, i32};
    LLVMTypeRef fty = LLVMFunctionType(i64, params, 3, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "__ferry_barrier_step");
    if (!f)
        f = LLVMAddFunction(s->m, "__ferry_barrier_step", fty);
    LLVMValueRef args[3] = {s->cur, s->nxt, s->nthreads};
    LLVMValueRef mask = LLVMBuildCall2(s->b, fty, f, args, 3, "waiting");
    LLVMValueRef zero = LLVMConstInt(i64, 0, 0), one = LLVMConstInt(i64, 1, 0);
    LLVMBuildCondBr(s->b, LLVMBuildICmp(s->b, LLVMIntEQ, mask, zero, ""), s->done, any);
    LLVMPositionBuilderAtEnd(s->b, any);
    LLVMValueRef uniform = LLVMBuildICmp(s->b, LLVMIntNE, LLVMBuildAnd(s->b, mask, one, ""), zero, "");
    LLVMBuildCondBr(s->b, uniform, same, mixed);

    LLVMPositionBuilderAtEnd(s->b, same);
    LLVMValueRef sw = LLVMBuildSwitch(s->b, LLVMBuildXor(s->b, mask, one, ""), mixed, s->g->nbar);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        LLVMAddCase(sw, LLVMConstInt(i64, 1ull << r, 0), s->uniform[r]);

    /* Threads still in a stride loop go first: a warp operation after the
     * loop waits for every lane of its mask. */
    uint64_t warps = 0, loops = 0;
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        bool loop = !strcmp(s->g->kind[r]->name, "__ferry_loop_sync");
        warps |= (uint64_t)s->g->kind[r]->warp << r;
        loops |= (uint64_t)loop << r;
    }
    LLVMPositionBuilderAtEnd(s->b, mixed);
    LLVMValueRef at_warp = LLVMBuildAnd(s->b, mask, LLVMConstInt(i64, warps, 0), "");
    LLVMValueRef at_loop = LLVMBuildAnd(s->b, mask, LLVMConstInt(i64, loops, 0), "");
    /* Of the warp operations, only the first in program order runs: lanes
     * that diverged meet again at the later ones (reconvergence). */
    LLVMValueRef first_warp = LLVMBuildAnd(s->b, at_warp, LLVMBuildNeg(s->b, at_warp, ""), "");
    LLVMValueRef first_loop = LLVMBuildAnd(s->b, at_loop, LLVMBuildNeg(s->b, at_loop, ""), "");
    LLVMValueRef run = LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntNE, at_warp, zero, ""),
                                       first_warp, mask, "");
    run = LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntNE, at_loop, zero, ""), first_loop, run, "run");
    run_regions(s, run, true, s->step);
}

/* Region 0 has run; the blocks that decide and run what comes next. */
static void build_dispatch(builder *s)
{
    s->step = LLVMAppendBasicBlockInContext(s->c, s->fn, "step");
    s->done = LLVMAppendBasicBlockInContext(s->c, s->fn, "done");
    for (unsigned r = 1; r <= s->g->nbar; r++)
        s->uniform[r] = LLVMAppendBasicBlockInContext(s->c, s->fn, "uniform");
    build_after_uniform(s);
    for (unsigned r = 1; r <= s->g->nbar; r++)
        build_uniform(s, r);
    build_step(s);
    LLVMPositionBuilderAtEnd(s->b, s->done);
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
    ferry_load_launch(s->b, s->ctx, s->launch);
    for (unsigned d = 0; d < 3; d++)
        s->dims[d] = s->launch[3 + d];
    s->nthreads = LLVMBuildMul(s->b, LLVMBuildMul(s->b, s->dims[0], s->dims[1], ""), s->dims[2], "nthreads");
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    s->cur = LLVMBuildArrayAlloca(s->b, i32, s->nthreads, "waits.at");
    s->nxt = LLVMBuildArrayAlloca(s->b, i32, s->nthreads, "stops.at");
    s->stops = LLVMBuildAlloca(s->b, LLVMInt64TypeInContext(s->c), "stops");
    LLVMBuildStore(s->b, LLVMConstInt(LLVMInt64TypeInContext(s->c), 0, 0), s->stops);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        LLVMValueRef call = s->g->call[r];
        if (s->g->kind[r]->op == 0 || s->g->kind[r]->op == FERRY_SYNCWARP)
            continue;
        for (unsigned k = 0; k < (unsigned)LLVMGetNumArgOperands(call) && k < 4; k++)
            s->opnd[r][k] = LLVMBuildArrayAlloca(s->b, i64, s->nthreads, "sync.operand");
        if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
            s->res[r] = LLVMBuildArrayAlloca(s->b, i64, s->nthreads, "sync.result");
    }
    if (make_slots(s) < 0 || copy_byval_args(s) < 0)
        return -1;
    build_region(s, 0, false);
    if (s->g->nbar)
        build_dispatch(s);
    else
        LLVMBuildRetVoid(s->b);
    *e = (ferry_entry){.fn = s->fn, .ctx = s->ctx, .nparams = n};
    return s->d->errors ? -1 : 0;
}

int ferry_build_barrier_entry(LLVMModuleRef m, LLVMValueRef k, const char *kname, ferry_entry *e,
                              ferry_diag *d)
{
    cfg g = {0};
    builder s = {.m = m, .c = LLVMGetModuleContext(m), .k = k, .g = &g, .d = d};
    s.b = LLVMCreateBuilderInContext(s.c);
    int rc = -1;
    if (ferry_mark_stride_loops(k) == 0 && cut(k, &g, d) == 0 && demote_split_values(k) == 0 && number_blocks(k, &g) == 0
        && find_regions(&g) == 0)
        rc = build(&s, kname, e);
    if (rc == 0) {
        /* Constant users such as llvm.used follow the kernel to its entry. */
        LLVMReplaceAllUsesWith(k, s.fn);
        LLVMDeleteFunction(k);
    }
    LLVMDisposeBuilder(s.b);
    free(s.av);
    for (unsigned i = 0; i < s.nslots; i++)
        free(s.slots[i].before);
    free(s.slots);
    ptrmap_free(&s.slot_of);
    free(s.byval_copy);
    free(s.byval_ty);
    free(g.block);
    free(g.bar);
    free(g.member);
    ptrmap_free(&g.index);
    return rc;
}
