/* A wavefront loop's steps, run on what is known without memory: for
 * each step of the counter and each thread of the block, the body's
 * branches are followed (both ways where they test loaded data) and the
 * byte offset of every shared access inside its array is recorded. Two
 * accesses of one byte, one of them a store, order the steps: one run
 * earlier must stay earlier in any order one thread runs them in. Two of
 * one step from different threads are a race the GPU leaves open, and
 * the loop is left as it is. */
#include "wavefront.h"
#include "entry.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* More than this, and the loop is left as it is (a tile's sweep: 31
 * steps of 16 threads, 25 instructions and 5 accesses each). */
enum { MAX_RUN_INSTS = 1000000, MAX_BYTES = 4000000, MAX_PAIRS = 20000000, MAX_DEPTH = 12 };

enum { AV_UNKNOWN, AV_INT, AV_PTR };

typedef struct aval {
    int kind;
    LLVMValueRef base;
    int64_t v;
} aval;

typedef struct touch {
    unsigned base, acc;
    int64_t off;
    unsigned size;
    bool store;
    int32_t k, t;
} touch;

typedef struct stride_seen {
    int32_t k, t;
    int64_t off;
    bool dt_known, dk_known;
    int64_t dt, dk;
    unsigned size;
} stride_seen;

typedef struct interp {
    const wave_loop *w;
    LLVMTargetDataRef td;
    ptrmap slot;               /* value -> index + 1 into val/stamp */
    aval *val;
    uint32_t *stamp, gen;
    unsigned nslots, cap;
    ptrmap block;              /* body block -> index + 1 */
    bool *reach;
    int *taken;                /* per body block: successor index taken, -1 all */
    int64_t t, d;
    int32_t k;
    touch *touches;
    size_t ntouches, tcap;
    ptrmap acc;                /* shared access instruction -> index + 1 */
    ptrmap bases;              /* shared array -> index + 1 */
    unsigned nacc, nbases;
    stride_seen *seen;         /* per access, per thread: the last step it ran */
    long work;
    bool failed, stored;
} interp;

static int64_t sext_to(int64_t v, unsigned w)
{
    if (w >= 64)
        return v;
    uint64_t m = (uint64_t)1 << (w - 1), u = (uint64_t)v & (((uint64_t)1 << w) - 1);
    return (int64_t)((u ^ m) - m);
}

static uint64_t zext_of(int64_t v, unsigned w)
{
    return w >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << w) - 1);
}

static unsigned int_width(LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty) : 0;
}

static const aval unknown = {AV_UNKNOWN, NULL, 0};

static aval known(int64_t v, unsigned w)
{
    return (aval){AV_INT, NULL, sext_to(v, w)};
}

static int slot_of(interp *s, LLVMValueRef v)
{
    uintptr_t i = (uintptr_t)ptrmap_get(&s->slot, v);
    if (i)
        return (int)(i - 1);
    if (s->nslots == s->cap) {
        unsigned cap = s->cap ? 2 * s->cap : 256;
        aval *val = realloc(s->val, cap * sizeof *val);
        if (val)
            s->val = val;
        uint32_t *st = realloc(s->stamp, cap * sizeof *st);
        if (st)
            s->stamp = st;
        if (!val || !st)
            return -1;
        memset(s->stamp + s->cap, 0, (cap - s->cap) * sizeof *st);
        s->cap = cap;
    }
    if (ptrmap_put(&s->slot, v, (void *)(uintptr_t)(s->nslots + 1)) < 0)
        return -1;
    return (int)s->nslots++;
}

static aval eval(interp *s, LLVMValueRef v, int depth);

static aval eval_gep(interp *s, LLVMValueRef g, int depth)
{
    aval p = eval(s, LLVMGetOperand(g, 0), depth + 1);
    if (p.kind != AV_PTR)
        return unknown;
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(g);
    unsigned n = (unsigned)LLVMGetNumOperands(g);
    for (unsigned i = 1; i < n; i++) {
        LLVMValueRef idx = LLVMGetOperand(g, i);
        if (i > 1 && LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
            if (!LLVMIsAConstantInt(idx))
                return unknown;
            unsigned f = (unsigned)LLVMConstIntGetZExtValue(idx);
            p.v += (int64_t)LLVMOffsetOfElement(s->td, ty, f);
            ty = LLVMStructGetTypeAtIndex(ty, f);
            continue;
        }
        if (i > 1) {
            LLVMTypeKind k = LLVMGetTypeKind(ty);
            if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind)
                return unknown;
            ty = LLVMGetElementType(ty);
        }
        aval x = eval(s, idx, depth + 1);
        if (x.kind != AV_INT)
            return unknown;
        p.v += x.v * (int64_t)LLVMABISizeOfType(s->td, ty);
    }
    return p;
}

static aval eval_sreg(interp *s, const char *n)
{
    static const char pre[] = "llvm.nvvm.read.ptx.sreg.";
    if (strncmp(n, pre, sizeof pre - 1))
        return unknown;
    n += sizeof pre - 1;
    if (!strcmp(n, "tid.x"))
        return known(s->t, 32);
    if (!strcmp(n, "tid.y") || !strcmp(n, "tid.z"))
        return known(0, 32);
    if (!strcmp(n, "ntid.x"))
        return known(s->w->threads, 32);
    if (!strcmp(n, "ntid.y") || !strcmp(n, "ntid.z"))
        return known(1, 32);
    return unknown;
}

static aval eval_binary(LLVMOpcode op, int64_t a, int64_t b, unsigned w)
{
    uint64_t ua = zext_of(a, w), ub = zext_of(b, w);
    switch (op) {
    case LLVMAdd: return known((int64_t)((uint64_t)a + (uint64_t)b), w);
    case LLVMSub: return known((int64_t)((uint64_t)a - (uint64_t)b), w);
    case LLVMMul: return known((int64_t)((uint64_t)a * (uint64_t)b), w);
    case LLVMAnd: return known(a & b, w);
    case LLVMOr: return known(a | b, w);
    case LLVMXor: return known(a ^ b, w);
    case LLVMShl: return ub < w ? known((int64_t)(ua << ub), w) : unknown;
    case LLVMLShr: return ub < w ? known((int64_t)(ua >> ub), w) : unknown;
    case LLVMAShr: return ub < w ? known(a >> ub, w) : unknown;
    case LLVMUDiv: return ub ? known((int64_t)(ua / ub), w) : unknown;
    case LLVMURem: return ub ? known((int64_t)(ua % ub), w) : unknown;
    case LLVMSDiv: return b && !(b == -1 && a == sext_to(INT64_MIN, w)) ? known(a / b, w) : unknown;
    case LLVMSRem: return b && !(b == -1 && a == sext_to(INT64_MIN, w)) ? known(a % b, w) : unknown;
    default: return unknown;
    }
}

static bool compare(LLVMIntPredicate p, int64_t a, int64_t b, unsigned w)
{
    uint64_t ua = zext_of(a, w), ub = zext_of(b, w);
    switch (p) {
    case LLVMIntEQ: return a == b;
    case LLVMIntNE: return a != b;
    case LLVMIntUGT: return ua > ub;
    case LLVMIntUGE: return ua >= ub;
    case LLVMIntULT: return ua < ub;
    case LLVMIntULE: return ua <= ub;
    case LLVMIntSGT: return a > b;
    case LLVMIntSGE: return a >= b;
    case LLVMIntSLT: return a < b;
    default: return a <= b;
    }
}

static aval eval_minmax(interp *s, LLVMValueRef call, const char *n, int depth)
{
    static const struct { const char *name; LLVMIntPredicate keep_first; } ops[] = {
        {"llvm.smax.", LLVMIntSGT}, {"llvm.smin.", LLVMIntSLT}, {"llvm.umax.", LLVMIntUGT}, {"llvm.umin.", LLVMIntULT}};
    unsigned w = int_width(call);
    for (unsigned i = 0; w && i < sizeof ops / sizeof ops[0]; i++) {
        if (strncmp(n, ops[i].name, strlen(ops[i].name)))
            continue;
        aval a = eval(s, LLVMGetOperand(call, 0), depth + 1), b = eval(s, LLVMGetOperand(call, 1), depth + 1);
        if (a.kind != AV_INT || b.kind != AV_INT)
            return unknown;
        return compare(ops[i].keep_first, a.v, b.v, w) ? a : b;
    }
    return unknown;
}

static aval eval_inst(interp *s, LLVMValueRef i, int depth)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    unsigned w = int_width(i);
    if (op == LLVMCall) {
        const char *n = ferry_callee_name(i);
        aval r = n ? eval_sreg(s, n) : unknown;
        return r.kind == AV_UNKNOWN && n ? eval_minmax(s, i, n, depth) : r;
    }
    if (op == LLVMGetElementPtr)
        return eval_gep(s, i, depth);
    if (op == LLVMAddrSpaceCast || op == LLVMBitCast)
        return eval(s, LLVMGetOperand(i, 0), depth + 1);
    if (op == LLVMSelect) {
        aval c = eval(s, LLVMGetOperand(i, 0), depth + 1);
        return c.kind == AV_INT ? eval(s, LLVMGetOperand(i, (c.v & 1) ? 1 : 2), depth + 1) : unknown;
    }
    if (!w && op != LLVMICmp)
        return unknown;
    aval a = eval(s, LLVMGetOperand(i, 0), depth + 1);
    if (a.kind != AV_INT)
        return unknown;
    unsigned wa = int_width(LLVMGetOperand(i, 0));
    switch (op) {
    case LLVMZExt: return known((int64_t)zext_of(a.v, wa), w);
    case LLVMSExt: return known(a.v, w);
    case LLVMTrunc: return known(a.v, w);
    case LLVMICmp: {
        aval b = eval(s, LLVMGetOperand(i, 1), depth + 1);
        return b.kind == AV_INT ? known(compare(LLVMGetICmpPredicate(i), a.v, b.v, wa), 1) : unknown;
    }
    default:
        if (LLVMGetNumOperands(i) != 2 || w > 64)
            return unknown;
        aval b = eval(s, LLVMGetOperand(i, 1), depth + 1);
        return b.kind == AV_INT ? eval_binary(op, a.v, b.v, w) : unknown;
    }
}

static aval eval_const(interp *s, LLVMValueRef v, int depth)
{
    if (LLVMIsAConstantInt(v)) {
        unsigned w = int_width(v);
        return w <= 64 ? known(LLVMConstIntGetSExtValue(v), w) : unknown;
    }
    if (LLVMIsAGlobalVariable(v))
        return (aval){AV_PTR, v, 0};
    if (!LLVMIsAConstantExpr(v))
        return unknown;
    LLVMOpcode op = LLVMGetConstOpcode(v);
    if (op == LLVMAddrSpaceCast || op == LLVMBitCast)
        return eval(s, LLVMGetOperand(v, 0), depth + 1);
    return op == LLVMGetElementPtr ? eval_gep(s, v, depth) : unknown;
}

/* A value at the current step and thread; body values are set as their
 * blocks run (not set: not reached this time). */
static aval eval(interp *s, LLVMValueRef v, int depth)
{
    if (depth > MAX_DEPTH)
        return unknown;
    if (v == s->w->iv)
        return known(s->d, int_width(v));
    if (LLVMIsAConstant(v))
        return eval_const(s, v, depth);
    if (!LLVMIsAInstruction(v))
        return unknown;
    int i = slot_of(s, v);
    if (i < 0) {
        s->failed = true;
        return unknown;
    }
    if (s->stamp[i] == s->gen)
        return s->val[i];
    if (ptrmap_get(&s->block, LLVMGetInstructionParent(v)))
        return unknown; /* in the body, on a path not taken */
    aval r = eval_inst(s, v, depth);
    i = slot_of(s, v); /* the arrays may have moved */
    s->val[i] = r;
    s->stamp[i] = s->gen;
    return r;
}

static void set_val(interp *s, LLVMValueRef v, aval r)
{
    int i = slot_of(s, v);
    if (i < 0) {
        s->failed = true;
        return;
    }
    s->val[i] = r;
    s->stamp[i] = s->gen;
}

static bool is_shared_root(LLVMValueRef root)
{
    return root && LLVMIsAGlobalVariable(root) && LLVMGetPointerAddressSpace(LLVMTypeOf(root)) == 3;
}

static void note_stride(interp *s, unsigned acc, int64_t off, unsigned size)
{
    stride_seen *e = &s->seen[(size_t)acc * s->w->threads + (size_t)s->t];
    if (e->k == s->k - 1 && !e->dk_known) {
        e->dk = off - e->off;
        e->dk_known = true;
    }
    e->k = s->k;
    e->off = off;
    e->size = size;
    if (s->t > 0) {
        stride_seen *prev = e - 1, *first = &s->seen[(size_t)acc * s->w->threads];
        if (prev->k == s->k && !first->dt_known) {
            first->dt = off - prev->off;
            first->dt_known = true;
        }
    }
}

static void record(interp *s, LLVMValueRef inst, LLVMValueRef ptr, LLVMTypeRef ty, bool store)
{
    LLVMValueRef root = ferry_pointer_base(ptr);
    if (!is_shared_root(root))
        return; /* wavefront.c let through only loads of other memory */
    aval p = eval(s, ptr, 0);
    uintptr_t acc = (uintptr_t)ptrmap_get(&s->acc, inst), base = (uintptr_t)ptrmap_get(&s->bases, root);
    if (p.kind != AV_PTR || p.base != root || !acc || !base) {
        s->failed = true;
        return;
    }
    if (s->ntouches == s->tcap) {
        size_t cap = s->tcap ? 2 * s->tcap : 1024;
        touch *t = realloc(s->touches, cap * sizeof *t);
        if (!t) {
            s->failed = true;
            return;
        }
        s->touches = t;
        s->tcap = cap;
    }
    unsigned size = (unsigned)LLVMStoreSizeOfType(s->td, ty);
    s->touches[s->ntouches++] = (touch){(unsigned)base - 1, (unsigned)acc - 1, p.v, size, store, s->k, (int32_t)s->t};
    s->stored |= store;
    note_stride(s, (unsigned)acc - 1, p.v, size);
}

static bool edge_taken(interp *s, LLVMBasicBlockRef from, LLVMBasicBlockRef to)
{
    if (from == s->w->head)
        return to == s->w->first;
    uintptr_t j = (uintptr_t)ptrmap_get(&s->block, from);
    if (!j || !s->reach[j - 1])
        return false;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(from);
    int k = s->taken[j - 1];
    return k < 0 ? true : LLVMGetSuccessor(term, (unsigned)k) == to;
}

static aval eval_phi(interp *s, LLVMValueRef phi)
{
    aval r = unknown;
    bool any = false;
    for (unsigned i = 0; i < LLVMCountIncoming(phi); i++) {
        if (!edge_taken(s, LLVMGetIncomingBlock(phi, i), LLVMGetInstructionParent(phi)))
            continue;
        aval v = eval(s, LLVMGetIncomingValue(phi, i), 0);
        if (!any)
            r = v;
        else if (v.kind != r.kind || v.base != r.base || v.v != r.v)
            r = unknown;
        any = true;
    }
    return r;
}

static void run_block(interp *s, unsigned j)
{
    LLVMBasicBlockRef b = s->w->body[j];
    /* phis first, all from the edges in, before any is set */
    unsigned nphi = 0;
    aval phis[64];
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i))
        if (nphi < 64)
            phis[nphi++] = eval_phi(s, i);
        else
            s->failed = true;
    unsigned at = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        s->work++;
        if (LLVMIsAPHINode(i)) {
            if (at < nphi)
                set_val(s, i, phis[at++]);
        } else if (LLVMIsALoadInst(i)) {
            record(s, i, LLVMGetOperand(i, 0), LLVMTypeOf(i), false);
            set_val(s, i, unknown);
        } else if (LLVMIsAStoreInst(i)) {
            record(s, i, LLVMGetOperand(i, 1), LLVMTypeOf(LLVMGetOperand(i, 0)), true);
        } else if (LLVMIsABranchInst(i) && LLVMIsConditional(i)) {
            aval c = eval(s, LLVMGetCondition(i), 0);
            s->taken[j] = c.kind == AV_INT ? ((c.v & 1) ? 0 : 1) : -1;
        } else if (LLVMIsATerminatorInst(i)) {
            s->taken[j] = LLVMGetNumSuccessors(i) == 1 ? 0 : -1;
        } else {
            set_val(s, i, eval_inst(s, i, 0));
        }
    }
    LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
    for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
        if (s->taken[j] >= 0 && (unsigned)s->taken[j] != k)
            continue;
        uintptr_t to = (uintptr_t)ptrmap_get(&s->block, LLVMGetSuccessor(term, k));
        if (to)
            s->reach[to - 1] = true;
    }
}

static void run_step(interp *s)
{
    s->gen++;
    memset(s->reach, 0, s->w->nbody * sizeof *s->reach);
    s->reach[0] = true;
    for (unsigned j = 0; j < s->w->nbody && !s->failed; j++)
        if (s->reach[j])
            run_block(s, j);
}

/* Numbers the body's shared accesses and the arrays they reach. */
static int number_accesses(interp *s)
{
    for (unsigned j = 0; j < s->w->nbody; j++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(s->w->body[j]); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef ptr = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            LLVMValueRef root = ptr ? ferry_pointer_base(ptr) : NULL;
            if (!is_shared_root(root))
                continue;
            if (ptrmap_put(&s->acc, i, (void *)(uintptr_t)(++s->nacc)) < 0)
                return -1;
            if (!ptrmap_get(&s->bases, root) && ptrmap_put(&s->bases, root, (void *)(uintptr_t)(++s->nbases)) < 0)
                return -1;
        }
    return s->nacc ? 0 : -1;
}

typedef struct byte_touch {
    uint64_t key;              /* array << 40 | byte */
    uint32_t touch;
} byte_touch;

static int by_key(const void *a, const void *b)
{
    const byte_touch *x = a, *y = b;
    return x->key < y->key ? -1 : x->key > y->key ? 1 : (x->touch > y->touch) - (x->touch < y->touch);
}

/* Does order o run (k1, t1) before (k2, t2)? */
static bool runs_before(int o, int32_t k1, int32_t t1, int32_t k2, int32_t t2)
{
    if (o == WAVE_ROWS)
        return k1 - t1 != k2 - t2 ? k1 - t1 < k2 - t2 : t1 < t2;
    if (o == WAVE_COLUMNS_DOWN)
        return t1 != t2 ? t1 > t2 : k1 < k2;
    return t1 != t2 ? t1 < t2 : k1 < k2;
}

/* 0: no race; every order whose legal[] stays true keeps this pair's. */
static int check_pair(const touch *a, const touch *b, bool legal[WAVE_ORDERS])
{
    if (a->k == b->k && a->t == b->t)
        return 0; /* one thread's step: the body keeps its order */
    if (a->k == b->k)
        return -1;
    if (a->k > b->k) {
        const touch *x = a;
        a = b;
        b = x;
    }
    for (int o = 0; o < WAVE_ORDERS; o++)
        legal[o] = legal[o] && runs_before(o, a->k, a->t, b->k, b->t);
    return 0;
}

static int check_dependences(interp *s, bool legal[WAVE_ORDERS])
{
    size_t n = 0;
    for (size_t i = 0; i < s->ntouches; i++)
        n += s->touches[i].size;
    if (n > MAX_BYTES)
        return -1;
    byte_touch *bt = malloc((n ? n : 1) * sizeof *bt);
    if (!bt)
        return -1;
    n = 0;
    for (size_t i = 0; i < s->ntouches; i++) {
        const touch *t = &s->touches[i];
        if (t->off < 0 || t->off >= ((int64_t)1 << 40) - 64) {
            free(bt);
            return -1;
        }
        for (unsigned b = 0; b < t->size; b++)
            bt[n++] = (byte_touch){(uint64_t)t->base << 40 | (uint64_t)(t->off + b), (uint32_t)i};
    }
    qsort(bt, n, sizeof *bt, by_key);
    long pairs = 0;
    int rc = 0;
    for (size_t g = 0; g < n && rc == 0;) {
        size_t e = g;
        while (e < n && bt[e].key == bt[g].key)
            e++;
        for (size_t i = g; i < e && rc == 0; i++) {
            const touch *a = &s->touches[bt[i].touch];
            if (!a->store)
                continue;
            for (size_t j = g; j < e && rc == 0; j++)
                if (j != i && (++pairs > MAX_PAIRS || check_pair(a, &s->touches[bt[j].touch], legal) < 0))
                    rc = -1;
        }
        g = e;
    }
    free(bt);
    return rc;
}

static bool unit_step(bool known, int64_t d, unsigned size)
{
    return known && (d == 0 || d == (int64_t)size || d == -(int64_t)size);
}

static void score(interp *s, wave_verdict *out)
{
    for (unsigned a = 0; a < s->nacc; a++) {
        const stride_seen *first = &s->seen[(size_t)a * s->w->threads];
        bool dk = false;
        int64_t dkv = 0;
        for (unsigned t = 0; t < s->w->threads && !dk; t++)
            if (first[t].dk_known)
                dk = true, dkv = first[t].dk;
        unsigned size = first[0].size;
        for (unsigned t = 1; !size && t < s->w->threads; t++)
            size = first[t].size;
        out->score[WAVE_ORDERS] += unit_step(first->dt_known, first->dt, size);
        out->score[WAVE_COLUMNS] += unit_step(dk, dkv, size);
        out->score[WAVE_COLUMNS_DOWN] += unit_step(dk, dkv, size);
        out->score[WAVE_ROWS] += unit_step(dk && first->dt_known, first->dt + dkv, size);
    }
    out->shared_accesses = s->nacc;
}

static void free_interp(interp *s)
{
    ptrmap_free(&s->slot);
    ptrmap_free(&s->block);
    ptrmap_free(&s->acc);
    ptrmap_free(&s->bases);
    free(s->val);
    free(s->stamp);
    free(s->reach);
    free(s->taken);
    free(s->touches);
    free(s->seen);
}

static void note_extent(wave_verdict *v, int32_t k, int32_t t)
{
    int32_t at[WAVE_ORDERS] = {[WAVE_ROWS] = k - t, [WAVE_COLUMNS] = t, [WAVE_COLUMNS_DOWN] = t};
    for (int o = 0; o < WAVE_ORDERS; o++) {
        if (at[o] < v->first[o])
            v->first[o] = at[o];
        if (at[o] > v->last[o])
            v->last[o] = at[o];
    }
}

int wave_check(const wave_loop *w, LLVMTargetDataRef td, wave_verdict *out)
{
    interp s = {.w = w, .td = td};
    memset(out, 0, sizeof *out);
    for (int o = 0; o < WAVE_ORDERS; o++) {
        out->first[o] = INT32_MAX;
        out->last[o] = INT32_MIN;
    }
    int rc = -1;
    size_t insts = 0;
    for (unsigned j = 0; j < w->nbody; j++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(w->body[j]); i; i = LLVMGetNextInstruction(i))
            insts++;
    if (insts * w->ntrips * w->threads > MAX_RUN_INSTS) /* a few milliseconds of compile time at most */
        return -1;
    s.reach = calloc(w->nbody, sizeof *s.reach);
    s.taken = calloc(w->nbody, sizeof *s.taken);
    for (unsigned j = 0; j < w->nbody; j++)
        if (ptrmap_put(&s.block, w->body[j], (void *)(uintptr_t)(j + 1)) < 0)
            goto out;
    if (!s.reach || !s.taken || number_accesses(&s) < 0)
        goto out;
    s.seen = calloc((size_t)s.nacc * w->threads, sizeof *s.seen);
    if (!s.seen)
        goto out;
    for (size_t i = 0; i < (size_t)s.nacc * w->threads; i++)
        s.seen[i].k = -2;
    for (unsigned k = 0; k < w->ntrips && !s.failed; k++)
        for (unsigned t = 0; t < w->threads && !s.failed; t++) {
            s.k = (int32_t)k;
            s.t = t;
            s.d = w->trips[k];
            s.stored = false;
            run_step(&s);
            if (s.stored)
                note_extent(out, (int32_t)k, (int32_t)t);
            if (s.work > MAX_RUN_INSTS)
                s.failed = true;
        }
    for (int o = 0; o < WAVE_ORDERS; o++)
        out->legal[o] = out->first[o] <= out->last[o];
    if (s.failed || check_dependences(&s, out->legal) < 0)
        goto out;
    score(&s, out);
    rc = 0;
out:
    free_interp(&s);
    return rc;
}

int wave_live_in_kind(LLVMValueRef v, int depth)
{
    if (depth > MAX_DEPTH)
        return -1;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return 0;
    if (!LLVMIsAInstruction(v))
        return -1;
    if (LLVMIsACallInst(v)) {
        static const char pre[] = "llvm.nvvm.read.ptx.sreg.";
        const char *n = ferry_callee_name(v);
        if (!n || strncmp(n, pre, sizeof pre - 1))
            return -1;
        n += sizeof pre - 1;
        if (!strcmp(n, "tid.x"))
            return 1;
        /* tid.y and tid.z are 0 in a block of one row */
        return strncmp(n, "tid.", 4) == 0 || strncmp(n, "ntid.", 5) == 0 || strncmp(n, "ctaid.", 6) == 0
                    || strncmp(n, "nctaid.", 7) == 0
                   ? 0
                   : -1;
    }
    if (!ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 16) /* wavefront.c recomputes up to 16 */
        return -1;
    int kind = 0;
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
        int k = wave_live_in_kind(LLVMGetOperand(v, i), depth + 1);
        if (k < 0)
            return -1;
        kind |= k;
    }
    return kind;
}
