/* What the branches just above an access say of the lanes that run it,
 * for lockstep.c: `if (ty > p)` keeps row p out of the rows a triangular
 * solve writes, `if (tx == p)` lets one lane per row run its body. Only
 * the straight chain of blocks above the access, each with one
 * predecessor, is read: there every lane that runs the access took each
 * of those branches the same way. */
#include "lanes.h"

/* The block's one predecessor, if it has one and reaches it by one edge. */
static LLVMBasicBlockRef only_pred(LLVMBasicBlockRef b)
{
    LLVMValueRef term = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(b)); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsATerminatorInst(user) || (term && term != user))
            return NULL;
        term = user;
    }
    if (!term || !LLVMIsABranchInst(term) || !LLVMIsConditional(term)
        || LLVMGetSuccessor(term, 0) == LLVMGetSuccessor(term, 1))
        return NULL;
    return LLVMGetInstructionParent(term);
}

/* Does any instruction from `from` back to the start of its block give
 * keep a new value? */
static bool redefined(LLVMValueRef from, LLVMValueRef keep)
{
    for (LLVMValueRef i = from; keep && i; i = LLVMGetPreviousInstruction(i))
        if (lanes_defines(i, keep))
            return true;
    return false;
}

/* A comparison as s * (sreg - u) + k against 0, s = 1 after it is
 * normalised; false when it is not of that shape. */
typedef struct fact {
    LLVMIntPredicate pred;
    LLVMValueRef u;          /* NULL: a constant */
    int64_t k;
} fact;

static LLVMIntPredicate swapped(LLVMIntPredicate p)
{
    switch (p) {
    case LLVMIntSGT: return LLVMIntSLT;
    case LLVMIntSLT: return LLVMIntSGT;
    case LLVMIntSGE: return LLVMIntSLE;
    case LLVMIntSLE: return LLVMIntSGE;
    default: return p;
    }
}

static LLVMIntPredicate negated(LLVMIntPredicate p)
{
    switch (p) {
    case LLVMIntEQ: return LLVMIntNE;
    case LLVMIntNE: return LLVMIntEQ;
    case LLVMIntSGT: return LLVMIntSLE;
    case LLVMIntSLE: return LLVMIntSGT;
    case LLVMIntSLT: return LLVMIntSGE;
    default: return LLVMIntSLT; /* SGE */
    }
}

/* Unsigned comparisons read as signed ones when both sides are sums of
 * nonnegative values. */
static bool nonneg_side(lanes *l, const lane_form *f)
{
    if (f->k < 0)
        return false;
    for (unsigned i = 0; i < f->n; i++)
        if (f->t[i].coef < 0 || !lanes_nonneg(l, f->t[i].atom))
            return false;
    return true;
}

static bool read_fact(lanes *l, LLVMValueRef cond, bool taken, LLVMValueRef sreg, fact *out)
{
    if (!LLVMIsAICmpInst(cond))
        return false;
    LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
    lane_form a, b;
    lanes_form(l, LLVMGetOperand(cond, 0), &a);
    lanes_form(l, LLVMGetOperand(cond, 1), &b);
    if (!a.ok || !b.ok || a.local || b.local)
        return false;
    if (p >= LLVMIntUGT && p <= LLVMIntULE) {
        if (!nonneg_side(l, &a) || !nonneg_side(l, &b))
            return false;
        p = (LLVMIntPredicate)(p - LLVMIntUGT + LLVMIntSGT);
    }
    if (!taken)
        p = negated(p);
    /* a - b = s * sreg + t * u + k */
    int64_t s = 0, t = 0, k = a.k - b.k;
    LLVMValueRef u = NULL;
    const lane_form *side[2] = {&a, &b};
    for (unsigned j = 0; j < 2; j++)
        for (unsigned i = 0; i < side[j]->n; i++) {
            LLVMValueRef atom = side[j]->t[i].atom;
            int64_t c = j ? -side[j]->t[i].coef : side[j]->t[i].coef;
            if (atom == sreg) {
                s += c;
            } else if ((!u || u == atom) && lanes_atom_kind(l, atom) == ATOM_UNIFORM) {
                u = atom;
                t += c;
            } else {
                return false;
            }
        }
    if ((s != 1 && s != -1) || (u && t != -s))
        return false;
    if (s < 0) {
        k = -k;
        p = swapped(p);
    }
    *out = (fact){p, u, k};
    return true;
}

/* fact says sreg - u != q. */
static bool rules_out(const fact *f, int64_t q)
{
    int64_t m = -f->k; /* sreg - u pred m */
    switch (f->pred) {
    case LLVMIntEQ: return m != q;
    case LLVMIntNE: return m == q;
    case LLVMIntSGT: return q <= m;
    case LLVMIntSGE: return q < m;
    case LLVMIntSLT: return q >= m;
    case LLVMIntSLE: return q > m;
    default: return false;
    }
}

/* Does anything between the branch into chain[n - 1] and inst give u a
 * new value? chain[0] is inst's block, each block the next one's only
 * successor on the way. */
static bool moved(LLVMValueRef inst, LLVMBasicBlockRef *chain, unsigned n, LLVMValueRef u)
{
    if (!u)
        return false;
    if (redefined(LLVMGetPreviousInstruction(inst), u))
        return true;
    for (unsigned i = 1; i < n; i++)
        if (redefined(LLVMGetLastInstruction(chain[i]), u))
            return true;
    return false;
}

/* Calls fn on each fact about sreg above inst whose u keeps its value
 * down to inst; true at the first that fn accepts. */
typedef bool (*fact_fn)(const fact *f, void *arg);

enum { CHAIN = 16 };

static bool any_fact(lanes *l, LLVMValueRef inst, LLVMValueRef sreg, fact_fn fn, void *arg)
{
    LLVMBasicBlockRef chain[CHAIN];
    chain[0] = LLVMGetInstructionParent(inst);
    for (unsigned n = 1; n < CHAIN; n++) {
        LLVMBasicBlockRef p = only_pred(chain[n - 1]);
        if (!p)
            return false;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(p);
        fact f;
        if (read_fact(l, LLVMGetCondition(term), LLVMGetSuccessor(term, 0) == chain[n - 1], sreg, &f)
            && !moved(inst, chain, n, f.u) && fn(&f, arg))
            return true;
        chain[n] = p;
    }
    return false;
}

typedef struct excl {
    LLVMValueRef u;
    int64_t q;
} excl;

static bool excludes(const fact *f, void *arg)
{
    const excl *e = arg;
    return f->u == e->u && rules_out(f, e->q);
}

bool lanes_guard_excludes(lanes *l, LLVMValueRef inst, LLVMValueRef sreg, LLVMValueRef u, int64_t q)
{
    excl e = {u, q};
    return any_fact(l, inst, sreg, excludes, &e);
}

static bool fixes(const fact *f, void *arg)
{
    excl *e = arg;
    if (f->pred != LLVMIntEQ)
        return false;
    *e = (excl){f->u, -f->k};
    return true;
}

bool lanes_guard_fixes(lanes *l, LLVMValueRef inst, LLVMValueRef sreg, LLVMValueRef *u, int64_t *m)
{
    excl e;
    if (!any_fact(l, inst, sreg, fixes, &e))
        return false;
    *u = e.u;
    *m = e.q;
    return true;
}
