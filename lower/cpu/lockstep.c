/* Lockstep for the lanes of a warp. Ferry runs the threads of a block one
 * after another between sync points; code written for GPUs whose warps
 * run each instruction together (the volatile last-warp reduction, warp
 * scans over shared memory, a slot one lane writes and all read) expects
 * every lane to have done the stores before a load, and none the stores
 * after it. Where two accesses of memory that other lanes may touch
 * follow one another with no sync point between, this pass puts an
 * implicit warp sync point (__ferry_warp_converge) before the second.
 *
 * Not every such pair needs one: lanes run in ascending order, so when
 * both addresses are c * lane + u with the same c and uniform parts whose
 * difference has the right sign, each lane meets only the work of lanes
 * before it, as in lockstep (s[tid] = x; y = s[tid - 1]). Private memory,
 * atomics, and distinct kernel arguments and globals never pair.
 *
 * Loops that take a lock (atomicCAS, atomicExch) or spin with nanosleep
 * get no points: a lane that waits there for another lane of its warp
 * must be able to go round without waiting for that lane. */
#include "lanes.h"
#include "regions.h"
#include "ptx_lower.h"

#include <llvm-c/DebugInfo.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Instructions looked at, over all paths of one kernel, before the pass
 * gives up and leaves the rest of the kernel as it is. */
enum { SCAN_BUDGET = 20000000 };

typedef struct access {
    LLVMValueRef inst;
    lane_form f;
    LLVMValueRef root;       /* NULL: not known */
    uint64_t size;
    bool store;
} access;

typedef struct kernel {
    lanes l;
    LLVMBasicBlockRef *block;
    unsigned nblocks;
    ptrmap index;            /* block -> index + 1 */
    unsigned **preds, *npreds;
    unsigned char *locked;
    access *acc;
    unsigned nacc;
    ptrmap first_acc;        /* inst -> index + 1 of its first access (memcpy has two) */
    ptrmap seen;             /* (block, state) pairs entered, as block << 18 | state, + 1 */
    ptrmap back;             /* back edges, as from << 32 | to, + 1 */
    struct starts {          /* per access: the sync points (or the entry) its region starts at */
        LLVMValueRef *at;
        unsigned n, gen;
    } *starts;
    unsigned gen;            /* counts the points inserted: older starts are stale */
    LLVMValueRef fn;
    LLVMValueRef partner;    /* the access the last point keeps apart from its own */
    long budget;
    LLVMValueRef converge;
} kernel;

static unsigned index_of(const kernel *k, LLVMBasicBlockRef b)
{
    return (unsigned)(uintptr_t)ptrmap_get(&k->index, b) - 1;
}

/* Edges to a block still on the depth-first stack from the entry. */
static int find_back_edges(kernel *k)
{
    unsigned *stack = malloc((k->nblocks + 1) * sizeof *stack), *next = calloc(k->nblocks + 1, sizeof *next);
    unsigned char *state = calloc(k->nblocks + 1, 1); /* 0 new, 1 on the stack, 2 done */
    int rc = stack && next && state ? 0 : -1;
    unsigned n = 0;
    if (rc == 0 && k->nblocks) {
        stack[n++] = 0;
        state[0] = 1;
    }
    while (rc == 0 && n) {
        unsigned b = stack[n - 1];
        LLVMValueRef t = LLVMGetBasicBlockTerminator(k->block[b]);
        if (!t || next[b] >= LLVMGetNumSuccessors(t)) {
            state[b] = 2;
            n--;
            continue;
        }
        unsigned s = index_of(k, LLVMGetSuccessor(t, next[b]++));
        if (state[s] == 1)
            rc = ptrmap_put(&k->back, (void *)(((uintptr_t)b << 32 | s) + 1), (void *)1);
        else if (state[s] == 0) {
            state[s] = 1;
            stack[n++] = s;
        }
    }
    free(stack);
    free(next);
    free(state);
    return rc;
}

static int number(kernel *k, LLVMValueRef fn)
{
    k->nblocks = LLVMCountBasicBlocks(fn);
    k->block = calloc(k->nblocks + 1, sizeof *k->block);
    k->npreds = calloc(k->nblocks + 1, sizeof *k->npreds);
    k->preds = calloc(k->nblocks + 1, sizeof *k->preds);
    k->locked = calloc(k->nblocks + 1, 1);
    if (!k->block || !k->npreds || !k->preds || !k->locked)
        return -1;
    LLVMGetBasicBlocks(fn, k->block);
    for (unsigned i = 0; i < k->nblocks; i++)
        if (ptrmap_put(&k->index, k->block[i], (void *)(uintptr_t)(i + 1)) < 0)
            return -1;
    for (unsigned i = 0; i < k->nblocks; i++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(k->block[i]);
        for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++) {
            unsigned j = index_of(k, LLVMGetSuccessor(t, s));
            unsigned *p = realloc(k->preds[j], (k->npreds[j] + 1) * sizeof *p);
            if (!p)
                return -1;
            p[k->npreds[j]++] = i;
            k->preds[j] = p;
        }
    }
    return find_back_edges(k);
}

/* ---- loops that take a lock or spin ---- */

static bool takes_lock(LLVMValueRef i)
{
    if (LLVMIsAAtomicCmpXchgInst(i))
        return true;
    if (LLVMIsAAtomicRMWInst(i))
        return LLVMGetAtomicRMWBinOp(i) == LLVMAtomicRMWBinOpXchg;
    const char *n = ferry_callee_name(i);
    return n && (!strcmp(n, "__ferry_yield") || !strcmp(n, "llvm.nvvm.nanosleep"));
}

static void reach(const kernel *k, unsigned from, bool forward, unsigned char *mark)
{
    unsigned *stack = malloc((k->nblocks + 1) * sizeof *stack), n = 0;
    if (!stack)
        return;
    stack[n++] = from;
    while (n) {
        unsigned b = stack[--n];
        if (forward) {
            LLVMValueRef t = LLVMGetBasicBlockTerminator(k->block[b]);
            for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++) {
                unsigned j = index_of(k, LLVMGetSuccessor(t, s));
                if (!mark[j]++)
                    stack[n++] = j;
            }
        } else {
            for (unsigned p = 0; p < k->npreds[b]; p++)
                if (!mark[k->preds[b][p]]++)
                    stack[n++] = k->preds[b][p];
        }
    }
    free(stack);
}

static void find_locked(kernel *k)
{
    unsigned char *fwd = malloc(k->nblocks + 1), *bwd = malloc(k->nblocks + 1);
    for (unsigned b = 0; fwd && bwd && b < k->nblocks; b++) {
        bool lock = false;
        for (LLVMValueRef i = LLVMGetFirstInstruction(k->block[b]); i && !lock; i = LLVMGetNextInstruction(i))
            lock = takes_lock(i);
        if (!lock)
            continue;
        memset(fwd, 0, k->nblocks);
        memset(bwd, 0, k->nblocks);
        reach(k, b, true, fwd);
        reach(k, b, false, bwd);
        for (unsigned j = 0; j < k->nblocks; j++)
            k->locked[j] |= fwd[j] && bwd[j];
    }
    free(fwd);
    free(bwd);
}

/* ---- the accesses ---- */

static bool is_private(LLVMValueRef root)
{
    if (!root)
        return false;
    /* by-value arguments: each thread writes its own copy (barriers.c) */
    return LLVMIsAAllocaInst(root) || ferry_is_byval_arg(root);
}

static int add_access(kernel *k, LLVMValueRef inst, LLVMValueRef ptr, uint64_t size, bool store)
{
    access a = {.inst = inst, .size = size, .store = store};
    lanes_form(&k->l, ptr, &a.f);
    a.root = a.f.ok || a.f.local ? lanes_root(&k->l, &a.f) : NULL;
    if (is_private(a.root))
        return 0;
    access *grown = realloc(k->acc, (k->nacc + 1) * sizeof *grown);
    if (!grown)
        return -1;
    k->acc = grown;
    if (!ptrmap_get(&k->first_acc, inst) && ptrmap_put(&k->first_acc, inst, (void *)(uintptr_t)(k->nacc + 1)) < 0)
        return -1;
    k->acc[k->nacc++] = a;
    return 0;
}

static uint64_t size_of(kernel *k, LLVMTypeRef ty)
{
    return LLVMABISizeOfType(k->l.td, ty);
}

static int collect(kernel *k)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(k->fn));
    unsigned collective = LLVMGetMDKindIDInContext(c, PTX_COLLECTIVE_MD, (unsigned)strlen(PTX_COLLECTIVE_MD));
    for (unsigned b = 0; b < k->nblocks; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(k->block[b]); i; i = LLVMGetNextInstruction(i)) {
            int rc = 0;
            const char *n = ferry_callee_name(i);
            if (LLVMGetMetadata(i, collective))
                continue;
            if (LLVMIsALoadInst(i) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic)
                rc = add_access(k, i, LLVMGetOperand(i, 0), size_of(k, LLVMTypeOf(i)), false);
            else if (LLVMIsAStoreInst(i) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic)
                rc = add_access(k, i, LLVMGetOperand(i, 1), size_of(k, LLVMTypeOf(LLVMGetOperand(i, 0))), true);
            else if (n && (!strncmp(n, "llvm.memcpy.", 12) || !strncmp(n, "llvm.memmove.", 13)
                           || !strncmp(n, "llvm.memset.", 12))) {
                LLVMValueRef len = LLVMGetOperand(i, 2);
                uint64_t size = LLVMIsAConstantInt(len) ? LLVMConstIntGetZExtValue(len) : UINT32_MAX;
                rc = add_access(k, i, LLVMGetOperand(i, 0), size, true);
                if (rc == 0 && strncmp(n, "llvm.memset.", 12))
                    rc = add_access(k, i, LLVMGetOperand(i, 1), size, false);
            }
            if (rc < 0)
                return -1;
        }
    return 0;
}

/* ---- when two accesses see each other's lanes ---- */

static int64_t coef_of(const lane_form *f, LLVMValueRef atom)
{
    for (unsigned i = 0; i < f->n; i++)
        if (f->t[i].atom == atom)
            return f->t[i].coef;
    return 0;
}

/* What a form says of the lanes: its lane atom (%tid.x or %laneid, at
 * most one), and c, the bytes between neighbouring lanes, counting the
 * variables that count lanes. */
static bool lane_part(kernel *k, const lane_form *f, LLVMValueRef *atom, int64_t *c)
{
    *atom = NULL;
    *c = 0;
    for (unsigned i = 0; i < f->n; i++) {
        LLVMValueRef a = f->t[i].atom;
        int64_t v = lanes_var_lane_coef(&k->l, a);
        if (v) {
            *c += f->t[i].coef * v;
            continue;
        }
        if (lanes_atom_kind(&k->l, a) != ATOM_LANE)
            continue;
        if (*atom)
            return false;
        *atom = a;
        *c += f->t[i].coef;
    }
    return true;
}

/* Renamed atoms of b's form (by position) between a and b: those given
 * any new value (other) and those only stepped by a stride (step). */
typedef struct renamed {
    unsigned other, step;
} renamed;

static bool step_renamed(const access *b, LLVMValueRef atom, renamed rn)
{
    for (unsigned i = 0; i < b->f.n && i < 8; i++)
        if (b->f.t[i].atom == atom)
            return rn.step >> i & 1;
    return false;
}

/* a - b, over the atoms other than the lane's: of one sign (pos, neg),
 * none (zero), or, from counters stepped a bounded number of times, at
 * most spread bytes either way (bounded). */
typedef struct delta {
    bool pos, neg, zero, rows, unbounded;
    int64_t spread;
} delta;

/* A uniform counter that b sees some steps after a did: a - b is a
 * multiple of -coef * step, by whole warps or, for a counter whose range
 * is known, at most the range. */
static void add_steps(kernel *k, LLVMValueRef atom, int64_t coef, int64_t step, int64_t c, delta *dl)
{
    int64_t by = -coef * step, lo, hi;
    if (c && by % (32 * c) == 0)
        return;
    dl->zero = false;
    dl->pos &= by > 0;
    dl->neg &= by < 0;
    if (lanes_counter_range(&k->l, atom, &lo, &hi) && hi > lo)
        dl->spread += (by < 0 ? -by : by) * ((hi - 1 - lo) / (step < 0 ? -step : step));
    else
        dl->unbounded = true;
}

/* The term of atom in a - b; false when it makes the pair unsafe. */
static bool add_atom(kernel *k, const access *a, const access *b, renamed rn, LLVMValueRef atom, int64_t c,
                     bool in_a, delta *dl)
{
    atom_kind kind = lanes_atom_kind(&k->l, atom);
    int64_t d = coef_of(&a->f, atom) - coef_of(&b->f, atom);
    dl->rows |= kind == ATOM_ROW;
    int64_t step = in_a && d == 0 && step_renamed(b, atom, rn) ? lanes_uniform_step(&k->l, atom) : 0;
    if (step) {
        add_steps(k, atom, coef_of(&a->f, atom), step, c, dl);
        return true;
    }
    if (lanes_var_lane_coef(&k->l, atom))
        return d == 0; /* the same lane's value, or one a stride of whole rows away */
    if (d == 0) /* a varying value the same in both: how it orders the lanes is not known */
        return kind != ATOM_VARYING;
    dl->zero = false;
    dl->unbounded = true;
    if (kind != ATOM_UNIFORM || !lanes_nonneg(&k->l, atom))
        return false;
    dl->pos &= d > 0;
    dl->neg &= d < 0;
    return true;
}

static int64_t gcd(int64_t a, int64_t b)
{
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* a and b never touch the same bytes, whatever the lanes: the same
 * address but for the constant, the lanes' parts all multiples of g, and
 * the constants apart by at least the size from every multiple of g. */
static bool disjoint(kernel *k, const access *a, const access *b, renamed rn)
{
    if (a->f.n != b->f.n)
        return false;
    int64_t g = 0;
    for (unsigned i = 0; i < b->f.n; i++) {
        LLVMValueRef atom = b->f.t[i].atom;
        if (((rn.other | rn.step) >> i & 1) || coef_of(&a->f, atom) != b->f.t[i].coef)
            return false;
        if (lanes_atom_kind(&k->l, atom) != ATOM_UNIFORM)
            g = gcd(g, b->f.t[i].coef < 0 ? -b->f.t[i].coef : b->f.t[i].coef);
    }
    /* b's bytes start d after a's, plus any multiple of g */
    int64_t d = b->f.k - a->f.k, sa = (int64_t)a->size, sb = (int64_t)b->size;
    if (g == 0)
        return d >= sa || d + sb <= 0;
    int64_t r = ((d % g) + g) % g;
    return r >= sa && r + sb <= g;
}

/* The terms of a - b that do not cancel, and whether every atom of both
 * is one whose lanes' values are known: uniform, a row or the lane. */
static bool form_diff(kernel *k, const access *a, const access *b, lane_form *d)
{
    *d = (lane_form){.ok = true, .k = a->f.k - b->f.k};
    const lane_form *forms[2] = {&a->f, &b->f};
    for (unsigned s = 0; s < 2; s++)
        for (unsigned i = 0; i < forms[s]->n; i++) {
            LLVMValueRef atom = forms[s]->t[i].atom;
            if (lanes_atom_kind(&k->l, atom) == ATOM_VARYING || lanes_var_lane_coef(&k->l, atom))
                return false;
            int64_t c = coef_of(&a->f, atom) - coef_of(&b->f, atom);
            if (c && (s == 0 || !coef_of(&a->f, atom)))
                d->t[d->n++] = (lane_term){atom, c};
        }
    return true;
}

/* Rows and columns of a 2D array indexed in bounds, as the row atoms
 * already take them: a with c * x where b has c * u (x %tid.x or %tid.y,
 * u uniform or none) meet only where x == u + q, q their constants'
 * difference over c; a branch above a that rules that out keeps them
 * apart (if (ty > p) t[ty][tx] -= t[p][tx]), as does q < 0 with no u
 * (t[ty][tx + 1] and the halo cell t[ty][0]). With the same address in
 * both and no %tid.x in it, a branch above each that lets one column run
 * it leaves one lane per row there (if (tx == p) t[ty][p] /= ...). */
static bool guarded_apart(kernel *k, const access *a, const access *b, renamed rn)
{
    lane_form d;
    if (rn.other || rn.step || !a->root || a->root != b->root || !a->f.ok || !b->f.ok || !form_diff(k, a, b, &d))
        return false;
    if (d.n == 0 && d.k == 0) {
        LLVMValueRef tx, ua, ub;
        bool rows = false;
        for (unsigned i = 0; i < a->f.n; i++) {
            atom_kind kind = lanes_atom_kind(&k->l, a->f.t[i].atom);
            rows |= kind == ATOM_ROW;
            if (kind == ATOM_LANE)
                return false;
        }
        tx = LLVMGetNamedFunction(LLVMGetGlobalParent(k->fn), "llvm.nvvm.read.ptx.sreg.tid.x");
        int64_t ma, mb;
        return rows && tx && lanes_guard_fixes(&k->l, a->inst, tx, &ua, &ma)
            && lanes_guard_fixes(&k->l, b->inst, tx, &ub, &mb) && ua == ub && ma == mb;
    }
    if (d.n == 0 || d.n > 2)
        return false;
    for (unsigned i = 0; i < d.n; i++) {
        LLVMValueRef x = d.t[i].atom, u = d.n == 2 ? d.t[1 - i].atom : NULL;
        int64_t c = d.t[i].coef;
        if (!LLVMIsAFunction(x) || lanes_atom_kind(&k->l, x) == ATOM_UNIFORM
            || (u && (lanes_atom_kind(&k->l, u) != ATOM_UNIFORM || d.t[1 - i].coef != -c)) || d.k % c)
            continue;
        /* c * (x - u) + d.k == 0 where they meet */
        const access *with_x = coef_of(&a->f, x) ? a : b;
        if ((!u && -d.k / c < 0) || lanes_guard_excludes(&k->l, with_x->inst, x, u, -d.k / c))
            return true;
    }
    return false;
}

/* Lanes run row after row too: when a and b differ only by whole rows
 * (every other term of a - b a multiple of the row atom's coefficient),
 * and a's rows are those after b's (if (ty < half) acc[ty][tx] +=
 * acc[ty + half][tx]), a lane meets only what lanes of earlier rows did,
 * as in lockstep. */
static bool rows_in_order(kernel *k, const access *a, const access *b, LLVMValueRef la, const delta *dl)
{
    LLVMValueRef row = NULL;
    int64_t r = 0;
    for (unsigned i = 0; i < a->f.n; i++)
        if (a->f.t[i].atom != la && lanes_atom_kind(&k->l, a->f.t[i].atom) == ATOM_ROW) {
            if (row)
                return false;
            row = a->f.t[i].atom;
            r = a->f.t[i].coef;
        }
    if (!row || (a->f.k - b->f.k) % r)
        return false;
    const lane_form *forms[2] = {&a->f, &b->f};
    for (unsigned s = 0; s < 2; s++)
        for (unsigned i = 0; i < forms[s]->n; i++) {
            LLVMValueRef atom = forms[s]->t[i].atom;
            if (atom != la && atom != row && (coef_of(&a->f, atom) - coef_of(&b->f, atom)) % r)
                return false;
        }
    return (r > 0 && dl->pos) || (r < 0 && dl->neg);
}

/* a before b, at least one of them a store. Safe when lanes run one after
 * another give what lanes in lockstep give: both c * lane + u with the
 * same c, and u(a) - u(b) of c's sign, so that each lane meets only what
 * lanes before it did, or too small to reach another lane. */
/* The same sum of the same atoms: the same address in each lane, whatever
 * object it points into (a pointer loaded from a struct argument). */
static bool same_form(const lane_form *a, const lane_form *b)
{
    if (a->n != b->n || a->k != b->k)
        return false;
    for (unsigned i = 0; i < a->n; i++)
        if (coef_of(b, a->t[i].atom) != a->t[i].coef)
            return false;
    return true;
}

static bool safe_by_lanes(kernel *k, const access *a, const access *b, renamed rn)
{
    if (a->root && b->root && a->root != b->root)
        return true;
    if (!a->f.ok || !b->f.ok || ((!a->root || !b->root) && !same_form(&a->f, &b->f)))
        return false;
    if (disjoint(k, a, b, rn))
        return true;
    for (unsigned i = 0; i < b->f.n; i++)
        if ((rn.other >> i & 1) && coef_of(&a->f, b->f.t[i].atom))
            return false;
    LLVMValueRef la, lb;
    int64_t c, cb;
    if (!lane_part(k, &a->f, &la, &c) || !lane_part(k, &b->f, &lb, &cb) || c != cb || la != lb)
        return false;
    int64_t size = (int64_t)(a->size > b->size ? a->size : b->size), mag = c < 0 ? -c : c;
    if (c && mag < size)
        return false;
    delta dl = {.pos = a->f.k >= b->f.k, .neg = a->f.k <= b->f.k, .zero = a->f.k == b->f.k};
    const lane_form *forms[2] = {&a->f, &b->f};
    for (unsigned s = 0; s < 2; s++)
        for (unsigned i = 0; i < forms[s]->n; i++) {
            LLVMValueRef atom = forms[s]->t[i].atom;
            if (atom == la || (s == 1 && coef_of(&a->f, atom)))
                continue;
            if (!add_atom(k, a, b, rn, atom, c, s == 0, &dl))
                return false;
        }
    int64_t apart = a->f.k > b->f.k ? a->f.k - b->f.k : b->f.k - a->f.k;
    if (c == 0) /* every lane at one address: safe when the two never meet */
        return !dl.rows && !dl.unbounded && apart - dl.spread >= size;
    if (dl.rows)
        return dl.zero || (rn.other == 0 && rn.step == 0 && rows_in_order(k, a, b, la, &dl));
    if (dl.zero)
        return true;
    /* too close to reach another lane, or too far for two lanes of one warp */
    if (!dl.unbounded && (apart + dl.spread <= mag - size || apart - dl.spread >= 31 * mag + size))
        return true;
    return (c > 0 && dl.pos) || (c < 0 && dl.neg);
}

static bool safe_pair(kernel *k, const access *a, const access *b, renamed rn)
{
    return safe_by_lanes(k, a, b, rn) || guarded_apart(k, a, b, rn);
}

/* ---- paths with no sync point ---- */

typedef struct walk {
    unsigned *block, *mask, n, cap;
} walk;

static bool push(kernel *k, walk *w, unsigned b, unsigned mask)
{
    const void *key = (const void *)(((uintptr_t)b << 18 | mask) + 1);
    if (ptrmap_get(&k->seen, key))
        return true;
    if (ptrmap_put(&k->seen, key, (void *)1) < 0)
        return false;
    if (w->n == w->cap) {
        unsigned cap = w->cap ? 2 * w->cap : 64;
        unsigned *nb = realloc(w->block, cap * sizeof *nb), *nm = nb ? realloc(w->mask, cap * sizeof *nm) : NULL;
        if (nb)
            w->block = nb;
        if (!nb || !nm)
            return false;
        w->mask = nm;
        w->cap = cap;
    }
    w->block[w->n] = b;
    w->mask[w->n++] = mask;
    return true;
}

typedef enum { NONE, FOUND, GAVE_UP } scan_result;

/* ---- where regions start ---- */

static bool add_start(struct starts *st, LLVMValueRef at)
{
    for (unsigned i = 0; i < st->n; i++)
        if (st->at[i] == at)
            return true;
    LLVMValueRef *grown = realloc(st->at, (st->n + 1) * sizeof *grown);
    if (!grown)
        return false;
    st->at = grown;
    st->at[st->n++] = at;
    return true;
}

/* The sync points (and the kernel's entry) from which x is reached with
 * no sync point between: where the runs of the regions x is in start. */
static int find_starts(kernel *k, unsigned x, struct starts *st)
{
    ptrmap seen = {0};
    unsigned *stack = malloc((k->nblocks + 1) * sizeof *stack), n = 0;
    LLVMValueRef from = LLVMGetPreviousInstruction(k->acc[x].inst);
    unsigned blk = index_of(k, LLVMGetInstructionParent(k->acc[x].inst));
    int rc = stack ? 0 : -1;
    st->n = 0;
    for (;;) {
        LLVMValueRef i = from;
        for (; i && !is_any_barrier(i); i = LLVMGetPreviousInstruction(i))
            if (--k->budget < 0)
                rc = -1;
        if (rc < 0)
            break;
        if (i && !add_start(st, i))
            rc = -1;
        if (!i && k->npreds[blk] == 0 && !add_start(st, k->fn))
            rc = -1;
        for (unsigned p = 0; !i && rc == 0 && p < k->npreds[blk]; p++) {
            unsigned q = k->preds[blk][p];
            if (ptrmap_get(&seen, (void *)(uintptr_t)(q + 1)))
                continue;
            if (ptrmap_put(&seen, (void *)(uintptr_t)(q + 1), (void *)1) < 0)
                rc = -1;
            stack[n++] = q;
        }
        if (rc < 0 || n == 0)
            break;
        blk = stack[--n];
        from = LLVMGetLastInstruction(k->block[blk]);
    }
    free(stack);
    ptrmap_free(&seen);
    st->gen = k->gen;
    return rc;
}

/* 1 if some run of a region runs both a and b, 0 if none, -1 out of budget. */
static int share_region(kernel *k, unsigned a, unsigned b)
{
    unsigned xs[2] = {a, b};
    for (unsigned i = 0; i < 2; i++) {
        struct starts *st = &k->starts[xs[i]];
        if ((st->gen != k->gen || !st->at) && find_starts(k, xs[i], st) < 0)
            return -1;
    }
    const struct starts *sa = &k->starts[a], *sb = &k->starts[b];
    for (unsigned i = 0; i < sa->n; i++)
        for (unsigned j = 0; j < sb->n; j++)
            if (sa->at[i] == sb->at[j])
                return 1;
    return 0;
}

/* The walk's state, beside the renamed atoms (bits 0-15): */
enum {
    CROSSED_SYNC = 1u << 16, /* the path from a to b passes a sync point */
    CROSSED_BACK = 1u << 17, /* and a loop's back edge */
};

/* Does the path from a to b, in this state, put a before b in a run of
 * a region? With no sync point between, always. Through sync points but
 * no back edge, when some run of a region has both (lanes that skipped
 * a's branch run b while lanes behind them have a still to run). */
static int ordered(kernel *k, unsigned a, unsigned b, unsigned state)
{
    if (!(state & CROSSED_SYNC))
        return 1;
    if (state & CROSSED_BACK)
        return 0;
    return share_region(k, a, b);
}

/* Back from just before `from` to the block's start. */
static scan_result scan(kernel *k, const access *b, LLVMValueRef from, unsigned *state)
{
    for (LLVMValueRef i = from; i; i = LLVMGetPreviousInstruction(i)) {
        if (--k->budget < 0)
            return GAVE_UP;
        unsigned first = (unsigned)(uintptr_t)ptrmap_get(&k->first_acc, i);
        for (unsigned j = first; j && j <= k->nacc && k->acc[j - 1].inst == i; j++) {
            const access *a = &k->acc[j - 1];
            renamed rn = {*state & 0xff, *state >> 8 & 0xff};
            if (a->inst == b->inst || !(a->store || b->store) || safe_pair(k, a, b, rn))
                continue;
            int o = ordered(k, j - 1, (unsigned)(b - k->acc), *state);
            if (o > 0)
                k->partner = a->inst;
            if (o != 0)
                return o < 0 ? GAVE_UP : FOUND;
        }
        if (is_any_barrier(i))
            *state |= CROSSED_SYNC;
        for (unsigned t = 0; t < b->f.n && t < 8; t++)
            if (lanes_defines(i, b->f.t[t].atom))
                *state |= LLVMIsAStoreInst(i) && lanes_is_step(&k->l, i) ? 1u << (t + 8) : 1u << t;
    }
    return NONE;
}

static bool is_back_edge(const kernel *k, unsigned from, unsigned to)
{
    return ptrmap_get(&k->back, (void *)(((uintptr_t)from << 32 | to) + 1)) != NULL;
}

static bool push_preds(kernel *k, walk *w, unsigned blk, unsigned state)
{
    for (unsigned p = 0; p < k->npreds[blk]; p++) {
        unsigned q = k->preds[blk][p];
        if (!push(k, w, q, is_back_edge(k, q, blk) ? state | CROSSED_BACK : state))
            return false;
    }
    return true;
}

/* Whether some access that b must see in lockstep comes before b in a
 * run of a region in which b runs too. */
static scan_result reaches(kernel *k, const access *b)
{
    walk w = {0};
    unsigned state = 0;
    scan_result r = scan(k, b, LLVMGetPreviousInstruction(b->inst), &state);
    ptrmap_free(&k->seen);
    unsigned start = index_of(k, LLVMGetInstructionParent(b->inst));
    if (r == NONE && !push_preds(k, &w, start, state))
        r = GAVE_UP;
    while (r == NONE && w.n) {
        w.n--;
        unsigned blk = w.block[w.n];
        state = w.mask[w.n];
        r = scan(k, b, LLVMGetLastInstruction(k->block[blk]), &state);
        if (r == NONE && !push_preds(k, &w, blk, state))
            r = GAVE_UP;
    }
    free(w.block);
    free(w.mask);
    return r;
}

/* Is there, from `from` up to `upto` (excluded, NULL: the block's end), an
 * access that might touch what b touches, or a sync point? */
static bool meets_partner(const kernel *k, const access *b, LLVMValueRef from, LLVMValueRef upto)
{
    for (LLVMValueRef i = from; i && i != upto; i = LLVMGetNextInstruction(i)) {
        unsigned first = (unsigned)(uintptr_t)ptrmap_get(&k->first_acc, i);
        for (unsigned j = first; j && j <= k->nacc && k->acc[j - 1].inst == i; j++) {
            const access *a = &k->acc[j - 1];
            if (!a->root || !b->root || a->root == b->root)
                return true;
        }
        if (is_any_barrier(i))
            return true;
    }
    return false;
}

enum { HOIST_BLOCKS = 16, HOIST_STEPS = 4 };

/* A block that dominates block x, found by growing backwards from x the
 * set of blocks that reach it until a single block enters the set; -1 when
 * the set would hold more than a few blocks, the entry, a back edge, a
 * loop that takes a lock, or something b pairs with. */
static int dominator_above(const kernel *k, const access *b, unsigned x)
{
    unsigned in[HOIST_BLOCKS], n = 1;
    in[0] = x;
    for (;;) {
        unsigned last = 0;
        bool any = false, many = false;
        int only = -1;
        for (unsigned r = 0; r < n; r++)
            for (unsigned e = 0; e < k->npreds[in[r]]; e++) {
                unsigned q = k->preds[in[r]][e], j = 0;
                while (j < n && in[j] != q)
                    j++;
                if (j < n)
                    continue;
                if (is_back_edge(k, q, in[r]))
                    return -1;
                many |= any && (unsigned)only != q;
                if (!any)
                    only = (int)q;
                any = true;
                last = q > last ? q : last;
            }
        if (!any)
            return -1;
        if (!many)
            return only;
        /* The highest-numbered block first: the front end lays out the
         * arms of a branch after the block that takes it. */
        if (n == HOIST_BLOCKS || last == 0 || k->locked[last]
            || meets_partner(k, b, LLVMGetFirstInstruction(k->block[last]), NULL))
            return -1;
        in[n++] = last;
    }
}

/* Where the point that keeps b apart from what came before it goes: before
 * b, or higher up, at the end of a block that dominates b's, when nothing
 * on the way can touch what b touches. A point inside an
 * `if (threadIdx.x == 0)` is reached by some threads only, and each run of
 * its region is a step of the runtime's; before the branch, every thread
 * reaches it and the block runs on. An extra point is harmless to
 * lockstep (a warp converges there on a GPU too); this one still lies
 * between b and every access before it that b pairs with. */
static LLVMValueRef point_site(const kernel *k, const access *b)
{
    LLVMValueRef site = b->inst;
    for (int step = 0; step < HOIST_STEPS; step++) {
        LLVMBasicBlockRef x = LLVMGetInstructionParent(site);
        if (meets_partner(k, b, LLVMGetFirstInstruction(x), site))
            break;
        int d = dominator_above(k, b, index_of(k, x));
        if (d < 0 || k->locked[d])
            break;
        site = LLVMGetBasicBlockTerminator(k->block[d]);
    }
    return site;
}

static void insert_point(kernel *k, LLVMModuleRef m, LLVMValueRef before)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(c), NULL, 0, 0);
    if (!k->converge) {
        k->converge = LLVMGetNamedFunction(m, "__ferry_warp_converge");
        if (!k->converge)
            k->converge = LLVMAddFunction(m, "__ferry_warp_converge", fty);
    }
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderBefore(bld, before);
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(before);
    if (loc)
        LLVMSetCurrentDebugLocation2(bld, loc);
    LLVMBuildCall2(bld, fty, k->converge, NULL, 0, "");
    LLVMDisposeBuilder(bld);
}

/* Has b a partner at all: an access with a store on one side that would
 * need a point if every atom of b's address had a new value between them? */
static bool may_pair(kernel *k, const access *b)
{
    renamed all = {0xff, 0};
    for (unsigned i = 0; i < k->nacc; i++) {
        const access *a = &k->acc[i];
        if (a->inst != b->inst && (a->store || b->store) && !safe_pair(k, a, b, all))
            return true;
    }
    return false;
}

/* For FERRY_LOCKSTEP_REPORT: where a point went, and the access it
 * keeps apart from the one after it, as the source says. */
static void where(LLVMValueRef inst, LLVMValueRef partner)
{
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst), from = partner ? LLVMInstructionGetDebugLoc(partner) : NULL;
    if (!loc) {
        fprintf(stderr, "ferry-lower: implicit warp sync point (no source location)\n");
        return;
    }
    unsigned len;
    const char *file = LLVMDIFileGetFilename(LLVMDIScopeGetFile(LLVMDILocationGetScope(loc)), &len);
    fprintf(stderr, "%.*s:%u:%u: note: implicit warp sync point", (int)len, file ? file : "?",
            LLVMDILocationGetLine(loc), LLVMDILocationGetColumn(loc));
    if (from)
        fprintf(stderr, " (after the access at line %u:%u)", LLVMDILocationGetLine(from), LLVMDILocationGetColumn(from));
    fputc('\n', stderr);
}

static int lockstep_kernel(LLVMModuleRef m, LLVMValueRef fn, const char *name, bool report)
{
    kernel k = {.budget = SCAN_BUDGET};
    lanes_init(&k.l, m);
    int rc = -1;
    unsigned points = 0, skipped = 0;
    bool gave_up = false;
    k.fn = fn;
    if (number(&k, fn) < 0 || collect(&k) < 0)
        goto out;
    find_locked(&k);
    k.gen = 1;
    k.starts = calloc(k.nacc + 1, sizeof *k.starts);
    if (!k.starts)
        goto out;
    LLVMValueRef last = NULL; /* a memcpy is two accesses: one point at most */
    for (unsigned i = 0; i < k.nacc && !gave_up; i++) {
        access *b = &k.acc[i];
        if (b->inst == last || !may_pair(&k, b))
            continue;
        scan_result r = reaches(&k, b);
        gave_up = r == GAVE_UP;
        if (r != FOUND)
            continue;
        if (k.locked[index_of(&k, LLVMGetInstructionParent(b->inst))]) {
            skipped++;
            continue;
        }
        LLVMValueRef site = point_site(&k, b);
        insert_point(&k, m, site);
        last = b->inst;
        if (report)
            where(site, k.partner);
        k.gen++;
        points++;
    }
    if (report && (points || skipped || gave_up))
        fprintf(stderr, "ferry-lower: kernel %s: %u implicit warp sync point%s%s%s\n", name, points,
                points == 1 ? "" : "s", skipped ? ", some left out in loops that take a lock" : "",
                gave_up ? ", analysis stopped at its budget" : "");
    rc = 0;
out:
    for (unsigned b = 0; b < k.nblocks && k.preds; b++)
        free(k.preds[b]);
    free(k.preds);
    free(k.npreds);
    free(k.block);
    free(k.locked);
    ptrmap_free(&k.seen);
    ptrmap_free(&k.back);
    for (unsigned i = 0; k.starts && i < k.nacc; i++)
        free(k.starts[i].at);
    free(k.starts);
    free(k.acc);
    ptrmap_free(&k.index);
    ptrmap_free(&k.first_acc);
    lanes_free(&k.l);
    return rc;
}

int ferry_lockstep_warps(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d)
{
    const char *off = getenv("FERRY_LOCKSTEP");
    if (off && !strcmp(off, "0"))
        return 0;
    bool report = getenv("FERRY_LOCKSTEP_REPORT") != NULL;
    for (unsigned i = 0; i < k->count; i++)
        if (lockstep_kernel(m, k->fn[i], k->name[i], report) < 0) {
            ferry_error(d, NULL, "out of memory in the warp lockstep analysis");
            return -1;
        }
    return 0;
}
