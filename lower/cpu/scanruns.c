/* After LLVM's pipeline: a thread's serial prefix sum over a run of
 * consecutive integers (CUB's ThreadScan over a blocked arrangement, a
 * scan's per-thread pass: x = s[i]; s[i] = acc; acc += x for i in a run)
 * becomes one vector load, a log-step prefix sum in registers and one
 * vector store. A thread loop whose threads each walk a run goes one
 * thread at a time (lanecost.c), so LLVM unrolls the run into a chain of
 * scalar loads, adds and stores that neither of its vectorizers takes.
 * Integer adds only: a wrapping add is associative, so the sums are
 * exactly the chain's, and the new adds carry no no-wrap flags. */
#include "lower.h"
#include "lanes.h"

#include <stdlib.h>

enum { MIN_RUN = 4, MAX_RUN = 64 };

typedef struct chain {
    unsigned n;
    LLVMValueRef acc0;            /* the sum before the run (NULL: 0) */
    LLVMValueRef x[MAX_RUN];      /* the loads, in address order */
    LLVMValueRef a[MAX_RUN + 1];  /* a[k + 1] = a[k] + x[k]; a[0] is acc0 */
    LLVMValueRef st[MAX_RUN + 1]; /* the stores of the prefixes, if whole */
    bool inclusive;               /* st[k] stores a[k + 1], else a[k] */
    /* An exclusive run in place whose last sum a[n] is stored to element
     * n, whose own load LLVM dropped (nothing used its sum): the vector
     * takes in element n too, which the store shows can be read. */
    bool tail;
    lane_form at, to;             /* where x[0] and st[0] point */
} chain;

static bool plain_int_access(LLVMValueRef i, LLVMTypeRef ty)
{
    if (LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
        return false;
    LLVMTypeRef t = LLVMIsALoadInst(i) ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0));
    return t == ty;
}

static bool same_place(const lane_form *a, const lane_form *b, int64_t delta)
{
    if (!a->ok || !b->ok || a->n != b->n || a->local != b->local || b->k - a->k != delta)
        return false;
    for (unsigned i = 0; i < a->n; i++) {
        unsigned j = 0;
        while (j < b->n && (b->t[j].atom != a->t[i].atom || b->t[j].coef != a->t[i].coef))
            j++;
        if (j == b->n)
            return false;
    }
    return true;
}

static unsigned bytes_of(LLVMTypeRef ty)
{
    return LLVMGetIntTypeWidth(ty) / 8;
}

/* The load of the run's next element, x[k] at x[0] + k elements, among
 * the operands of add (the other is the sum so far). */
static LLVMValueRef next_load(lanes *l, chain *c, LLVMValueRef add, LLVMValueRef sum, unsigned k)
{
    if (!LLVMIsAInstruction(add) || LLVMGetInstructionOpcode(add) != LLVMAdd
        || LLVMGetInstructionParent(add) != LLVMGetInstructionParent(c->x[0]))
        return NULL;
    LLVMValueRef o = LLVMGetOperand(add, 0) == sum ? LLVMGetOperand(add, 1) : LLVMGetOperand(add, 0);
    if (!LLVMIsALoadInst(o) || LLVMGetInstructionParent(o) != LLVMGetInstructionParent(add)
        || !plain_int_access(o, LLVMTypeOf(sum)))
        return NULL;
    lane_form f;
    lanes_form(l, LLVMGetOperand(o, 0), &f);
    return same_place(&c->at, &f, (int64_t)k * bytes_of(LLVMTypeOf(sum))) ? o : NULL;
}

/* Grows the chain from a[1] while some add takes it and the next load. */
static void grow(lanes *l, chain *c)
{
    while (c->n < MAX_RUN) {
        LLVMValueRef sum = c->a[c->n], found = NULL;
        for (LLVMUseRef u = LLVMGetFirstUse(sum); u && !found; u = LLVMGetNextUse(u)) {
            LLVMValueRef add = LLVMGetUser(u), x = next_load(l, c, add, sum, c->n);
            if (x) {
                c->x[c->n] = x;
                found = add;
            }
        }
        if (!found)
            return;
        c->a[++c->n] = found;
    }
}

/* The store of v to element k of the run of stores, or NULL. */
static LLVMValueRef store_of(lanes *l, chain *c, LLVMValueRef v, unsigned k)
{
    if (!v)
        return NULL;
    unsigned size = bytes_of(LLVMTypeOf(c->x[0]));
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef s = LLVMGetUser(u);
        if (!LLVMIsAStoreInst(s) || LLVMGetOperand(s, 0) != v
            || LLVMGetInstructionParent(s) != LLVMGetInstructionParent(c->x[0])
            || !plain_int_access(s, LLVMTypeOf(v)))
            continue;
        lane_form f;
        lanes_form(l, LLVMGetOperand(s, 1), &f);
        if (k == 0 || same_place(&c->to, &f, (int64_t)k * size)) {
            if (k == 0)
                c->to = f;
            return s;
        }
    }
    return NULL;
}

/* A store of the constant 0 (the exclusive prefix of a run from 0) to
 * element 0, found by its address: the element before st[1]'s. */
static LLVMValueRef store_of_zero(lanes *l, chain *c, LLVMValueRef st1)
{
    lane_form one;
    lanes_form(l, LLVMGetOperand(st1, 1), &one);
    int64_t size = bytes_of(LLVMTypeOf(c->x[0]));
    for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetInstructionParent(st1)); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsAStoreInst(i) || !plain_int_access(i, LLVMTypeOf(c->x[0])))
            continue;
        LLVMValueRef v = LLVMGetOperand(i, 0);
        if (!LLVMIsAConstantInt(v) || LLVMConstIntGetZExtValue(v) != 0)
            continue;
        lane_form f;
        lanes_form(l, LLVMGetOperand(i, 1), &f);
        if (same_place(&f, &one, size)) {
            c->to = f;
            return i;
        }
    }
    return NULL;
}

/* The stores of every prefix, exclusive or inclusive; false if either
 * set has a gap. */
static bool find_stores(lanes *l, chain *c)
{
    c->inclusive = false;
    c->st[0] = c->acc0 ? store_of(l, c, c->acc0, 0) : NULL;
    LLVMValueRef st1 = NULL;
    if (!c->acc0 && c->n > 1) { /* find st[1] first: it fixes where 0 goes */
        c->to = (lane_form){.ok = false};
        LLVMValueRef v = c->a[1];
        for (LLVMUseRef u = LLVMGetFirstUse(v); u && !st1; u = LLVMGetNextUse(u))
            if (LLVMIsAStoreInst(LLVMGetUser(u)) && LLVMGetOperand(LLVMGetUser(u), 0) == v)
                st1 = LLVMGetUser(u);
        c->st[0] = st1 ? store_of_zero(l, c, st1) : NULL;
    }
    bool whole = c->st[0] != NULL;
    for (unsigned k = 1; whole && k < c->n; k++)
        whole = (c->st[k] = store_of(l, c, c->a[k], k)) != NULL;
    if (whole) {
        c->tail = c->n < MAX_RUN && same_place(&c->at, &c->to, 0)
               && (c->st[c->n] = store_of(l, c, c->a[c->n], c->n)) != NULL;
        return true;
    }
    c->inclusive = true;
    whole = true;
    for (unsigned k = 0; whole && k < c->n; k++)
        whole = (c->st[k] = store_of(l, c, c->a[k + 1], k)) != NULL;
    return whole;
}

static bool in_chain(const chain *c, LLVMValueRef i, bool stores)
{
    for (unsigned k = 0; k < c->n; k++)
        if (c->x[k] == i || c->a[k + 1] == i || (stores && c->st[k] == i))
            return true;
    return stores && c->tail && c->st[c->n] == i;
}

static bool touches_memory(LLVMValueRef i)
{
    return LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) || LLVMIsACallInst(i) || LLVMIsAAtomicRMWInst(i)
        || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i) || LLVMIsAVAArgInst(i);
}

static unsigned place(LLVMValueRef from, LLVMValueRef i)
{
    unsigned k = 0;
    for (LLVMValueRef j = from; j && j != i; j = LLVMGetNextInstruction(j))
        k++;
    return k;
}

/* Where the vector code goes: at x[0], or after acc0 when that comes
 * later (a carry computed after the run's loads). */
static LLVMValueRef insertion_point(const chain *c)
{
    if (c->acc0 && LLVMIsAInstruction(c->acc0)
        && LLVMGetInstructionParent(c->acc0) == LLVMGetInstructionParent(c->x[0])
        && place(c->x[0], c->acc0) != place(c->x[0], NULL))
        return LLVMGetNextInstruction(c->acc0);
    return c->x[0];
}

/* Are v's uses in its block all at or after `at`? */
static bool used_after(LLVMValueRef v, LLVMValueRef at, unsigned at_place, LLVMValueRef from)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMGetInstructionParent(user) == LLVMGetInstructionParent(at) && place(from, user) < at_place)
            return false;
    }
    return true;
}

/* From x[0] to the last of the chain's instructions, nothing else reads
 * or writes memory, and no value of the chain is used before the vector
 * code. With the stores moved to the last of them: in place, each element
 * is stored after its load; elsewhere, after every load (the two runs may
 * overlap). */
static bool movable(const chain *c, bool stores)
{
    LLVMValueRef at = insertion_point(c);
    unsigned at_place = place(c->x[0], at);
    for (unsigned k = 0; at != c->x[0] && k < c->n; k++)
        if (!used_after(c->x[k], at, at_place, c->x[0]) || !used_after(c->a[k + 1], at, at_place, c->x[0]))
            return false;
    /* a[1] is x[0] in a run from 0 */
    unsigned left = 2 * c->n - (c->acc0 ? 0 : 1) + (stores ? c->n + c->tail : 0);
    bool stored = false, in_place = stores && same_place(&c->at, &c->to, 0);
    for (LLVMValueRef i = c->x[0]; i && left; i = LLVMGetNextInstruction(i)) {
        if (!in_chain(c, i, stores)) {
            if (touches_memory(i))
                return false;
            continue;
        }
        left--;
        stored |= LLVMIsAStoreInst(i) != NULL;
        if (stored && LLVMIsALoadInst(i) && !in_place)
            return false;
    }
    for (unsigned k = 0; in_place && k < c->n; k++)
        if (place(c->x[0], c->st[k]) < place(c->x[0], c->x[k]))
            return false;
    return left == 0;
}

static LLVMValueRef shifted_up(LLVMBuilderRef b, LLVMValueRef v, unsigned n, unsigned by)
{
    LLVMValueRef *mask = malloc(n * sizeof *mask);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v)));
    for (unsigned i = 0; i < n; i++) /* lanes below `by` from the zero vector */
        mask[i] = LLVMConstInt(i32, i >= by ? i - by : n, 0);
    LLVMValueRef r = LLVMBuildShuffleVector(b, v, LLVMConstNull(LLVMTypeOf(v)), LLVMConstVector(mask, n), "");
    free(mask);
    return r;
}

/* Erases v if nothing uses it, then what only it used: the scalar
 * accesses' addresses; with depth -1, one of the run's extracts. */
static void erase_dead(LLVMValueRef v, int depth)
{
    if (!v || !LLVMIsAInstruction(v) || LLVMGetFirstUse(v) || depth > 4)
        return;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if ((op == LLVMExtractElement) != (depth < 0)
        || (op != LLVMExtractElement && op != LLVMGetElementPtr && op != LLVMOr && op != LLVMAdd && op != LLVMShl
            && op != LLVMZExt && op != LLVMSExt))
        return;
    unsigned n = (unsigned)LLVMGetNumOperands(v);
    LLVMValueRef ops[8];
    for (unsigned k = 0; k < n && k < 8; k++)
        ops[k] = LLVMGetOperand(v, k);
    LLVMInstructionEraseFromParent(v);
    for (unsigned k = 0; k < n && k < 8; k++) {
        bool again = false; /* `add %i, %i`: erased once */
        for (unsigned j = 0; j < k; j++)
            again |= ops[j] == ops[k];
        if (!again)
            erase_dead(ops[k], depth < 0 ? 1 : depth + 1);
    }
}

static void erase(LLVMValueRef i)
{
    LLVMValueRef at = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
    LLVMInstructionEraseFromParent(i);
    erase_dead(at, 0);
}

/* The chain's store that comes last: the vector store goes there. */
static LLVMValueRef last_store(const chain *c, unsigned w)
{
    LLVMValueRef last = NULL;
    unsigned left = w;
    for (LLVMValueRef i = c->x[0]; i && left; i = LLVMGetNextInstruction(i))
        for (unsigned k = 0; k < w; k++)
            if (c->st[k] == i) {
                last = i;
                left--;
            }
    return last;
}

/* Returns the run's vector load. */
static LLVMValueRef rewrite(LLVMBuilderRef b, chain *c, bool stores)
{
    unsigned w = c->n + (stores && c->tail);
    LLVMTypeRef ty = LLVMTypeOf(c->x[0]), vt = LLVMVectorType(ty, w);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(ty));
    LLVMPositionBuilderBefore(b, insertion_point(c));
    LLVMValueRef v = LLVMBuildLoad2(b, vt, LLVMGetOperand(c->x[0], 0), "run");
    LLVMSetAlignment(v, LLVMGetAlignment(c->x[0]));
    LLVMValueRef p = v;
    for (unsigned by = 1; by < w; by *= 2)
        p = LLVMBuildAdd(b, p, shifted_up(b, p, w, by), "");
    if (c->acc0) {
        LLVMValueRef one = LLVMBuildInsertElement(b, LLVMGetUndef(vt), c->acc0, LLVMConstInt(i32, 0, 0), "");
        LLVMValueRef zeros = LLVMConstNull(LLVMVectorType(i32, w));
        p = LLVMBuildAdd(b, p, LLVMBuildShuffleVector(b, one, LLVMGetUndef(vt), zeros, ""), "");
    }
    LLVMValueRef ex[2 * MAX_RUN];
    for (unsigned k = 0; k < c->n; k++) {
        LLVMValueRef idx = LLVMConstInt(i32, k, 0);
        LLVMReplaceAllUsesWith(c->a[k + 1], ex[2 * k] = LLVMBuildExtractElement(b, p, idx, ""));
        LLVMReplaceAllUsesWith(c->x[k], ex[2 * k + 1] = LLVMBuildExtractElement(b, v, idx, ""));
    }
    if (stores) {
        LLVMPositionBuilderBefore(b, last_store(c, w));
        LLVMValueRef out = c->inclusive ? p : LLVMBuildSub(b, p, v, "");
        LLVMSetAlignment(LLVMBuildStore(b, out, LLVMGetOperand(c->st[0], 1)), LLVMGetAlignment(c->st[0]));
        for (unsigned k = 0; k < w; k++)
            erase(c->st[k]);
    }
    for (unsigned k = c->n; k-- > 0;) {
        if (c->a[k + 1] != c->x[k])
            LLVMInstructionEraseFromParent(c->a[k + 1]);
        erase(c->x[k]);
    }
    for (unsigned k = 0; k < 2 * c->n; k++)
        erase_dead(ex[k], -1);
    return v;
}

/* A chain that starts at load x: x is a[1] (a run from 0), or some add
 * of x and another value is. The longer one. */
static bool find_chain(lanes *l, LLVMValueRef x, chain *c)
{
    chain from_zero = {.n = 1, .x = {x}, .a = {NULL, x}};
    lanes_form(l, LLVMGetOperand(x, 0), &from_zero.at);
    if (!from_zero.at.ok)
        return false;
    grow(l, &from_zero);
    *c = from_zero;
    for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef add = LLVMGetUser(u);
        if (!LLVMIsAInstruction(add) || LLVMGetInstructionOpcode(add) != LLVMAdd
            || LLVMGetInstructionParent(add) != LLVMGetInstructionParent(x))
            continue;
        LLVMValueRef acc0 = LLVMGetOperand(add, 0) == x ? LLVMGetOperand(add, 1) : LLVMGetOperand(add, 0);
        chain with = {.n = 1, .acc0 = acc0, .x = {x}, .a = {acc0, add}, .at = from_zero.at};
        grow(l, &with);
        if (with.n > c->n)
            *c = with;
    }
    return c->n >= MIN_RUN;
}

static void scan_block(lanes *l, LLVMBuilderRef b, LLVMBasicBlockRef bb)
{
    chain *c = malloc(sizeof *c);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); c && i;) {
        LLVMValueRef next = LLVMGetNextInstruction(i);
        LLVMTypeRef ty = LLVMTypeOf(i);
        if (LLVMIsALoadInst(i) && LLVMGetTypeKind(ty) == LLVMIntegerTypeKind
            && (LLVMGetIntTypeWidth(ty) == 32 || LLVMGetIntTypeWidth(ty) == 64) && plain_int_access(i, ty)
            && find_chain(l, i, c)) {
            bool stores = find_stores(l, c);
            if (movable(c, stores) || (stores && (stores = false, movable(c, false)))) {
                next = LLVMGetNextInstruction(rewrite(b, c, stores));
            }
        }
        i = next;
    }
    free(c);
}

void ferry_vector_scan_runs(LLVMModuleRef m)
{
    lanes l;
    lanes_init(&l, m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            scan_block(&l, b, bb);
    LLVMDisposeBuilder(b);
    lanes_free(&l);
}
