/* Gathers and scatters whose lanes turn out, at run time, to touch one
 * run of memory or one element: backprop's `delta[k % 16]` and
 * `x[k / 16]`, a scan's `warp_tot[t / 32] = v` by each warp's last lane,
 * a ring's `s[(t + i) & 255]`, where k and t count up by one per thread.
 * LLVM's vectorizer cannot tell that the lanes of one vector share their
 * high bits (it sees a counter that wraps, wrapmask.c), so it gathers:
 * two gathers of 16 lanes for what is one load and one broadcast when the
 * vector's first lane is aligned, as it is at every step of a block of
 * 256 threads.
 *
 * After LLVM's pipeline, each gather or scatter indexed by `x & m` or
 * `x >> s` (then moved by uniform values), where x's lanes count up by
 * one, goes behind a test of x's first lane: if the vector's lanes do not
 * cross a multiple of m + 1 (2^s), a plain (masked) load or store, or one
 * element, touches exactly what the gather or scatter would; otherwise it
 * runs as before. The test is exact, so no alignment need be proven, and
 * it is the same at every step where the threads' start is aligned: a
 * branch the CPU predicts. */
#include "lower.h"
#include "entry.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { RUN, ONE };     /* the lanes read consecutive elements, or one */
enum { MAX_DEPTH = 8 };

typedef struct {
    LLVMValueRef call; /* the gather */
    LLVMValueRef x;    /* the counting vector under the mask or shift */
    uint64_t low;      /* m, or 2^s - 1: the low bits that must not wrap */
    int kind;
    bool store;        /* a scatter */
    bool exact;        /* a run's lanes count up without wrapping */
} narrowing;

/* 0: not a gather or scatter; 1: a gather; 2: a scatter */
static int access_kind(LLVMValueRef i)
{
    if (!LLVMIsACallInst(i))
        return 0;
    const char *n = ferry_callee_name(i);
    return !n ? 0 : !strncmp(n, "llvm.masked.gather.", 19) ? 1 : !strncmp(n, "llvm.masked.scatter.", 20) ? 2 : 0;
}

static bool const_lane(LLVMValueRef c, unsigned j, uint64_t *v)
{
    LLVMValueRef e = LLVMGetAggregateElement(c, j);
    if (!e || !LLVMIsAConstantInt(e))
        return false;
    *v = LLVMConstIntGetZExtValue(e);
    return true;
}

static unsigned lanes(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 0;
}

/* Is v the same in every lane? */
static bool uniform(LLVMValueRef v, int depth)
{
    if (depth > MAX_DEPTH)
        return false;
    if (LLVMIsAConstantAggregateZero(v))
        return true;
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v)) {
        uint64_t a, b;
        if (!const_lane(v, 0, &a))
            return false;
        for (unsigned j = 1; j < lanes(v); j++)
            if (!const_lane(v, j, &b) || b != a)
                return false;
        return true;
    }
    if (!LLVMIsAInstruction(v))
        return false;
    if (LLVMIsAShuffleVectorInst(v)) {
        unsigned n = LLVMGetNumMaskElements(v);
        int first = LLVMGetMaskValue(v, 0);
        for (unsigned j = 0; j < n; j++)
            if (LLVMGetMaskValue(v, j) != first || first == LLVMGetUndefMaskElem())
                return false;
        return true;
    }
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMShl: case LLVMLShr: case LLVMAShr:
        return uniform(LLVMGetOperand(v, 0), depth + 1) && uniform(LLVMGetOperand(v, 1), depth + 1);
    case LLVMZExt: case LLVMSExt: case LLVMTrunc:
        return uniform(LLVMGetOperand(v, 0), depth + 1);
    default:
        return false;
    }
}

/* A splat of wrapmask.c's zero, which is 0 at run time. */
static bool opaque_zero(LLVMValueRef v, int depth)
{
    if (depth > MAX_DEPTH || !LLVMIsAInstruction(v))
        return false;
    if (LLVMIsALoadInst(v)) {
        LLVMValueRef g = LLVMGetOperand(v, 0);
        size_t n;
        const char *name = LLVMIsAGlobalVariable(g) ? LLVMGetValueName2(g, &n) : NULL;
        return name && !strcmp(name, "__ferry_opaque_zero");
    }
    if (LLVMIsAShuffleVectorInst(v) || LLVMIsAInsertElementInst(v) || LLVMIsATruncInst(v))
        return opaque_zero(LLVMGetOperand(v, LLVMIsAInsertElementInst(v) ? 1 : 0), depth + 1);
    return false;
}

/* Do v's lanes count up by one, v[j] = v[0] + j (modulo its width)?
 * `self` is a phi assumed to, while its incoming values are checked. */
static bool counts_up(LLVMValueRef v, LLVMValueRef self, int depth)
{
    if (depth > MAX_DEPTH)
        return false;
    if (v == self)
        return true;
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v)) {
        uint64_t a, b;
        unsigned w = LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(v)));
        uint64_t mask = w >= 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1;
        if (!const_lane(v, 0, &a))
            return false;
        for (unsigned j = 1; j < lanes(v); j++)
            if (!const_lane(v, j, &b) || b != ((a + j) & mask))
                return false;
        return true;
    }
    if (!LLVMIsAInstruction(v))
        return false;
    if (LLVMIsAPHINode(v)) {
        if (self)
            return false; /* one phi at a time: the vectorizer's induction */
        for (unsigned k = 0; k < LLVMCountIncoming(v); k++)
            if (!counts_up(LLVMGetIncomingValue(v, k), v, depth + 1))
                return false;
        return true;
    }
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef b = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMOr: /* the epilogue's start: `or disjoint` is an add */
        if (!LLVMGetIsDisjoint(v))
            return false;
        /* fall through */
    case LLVMAdd:
        return (counts_up(a, self, depth + 1) && uniform(b, 0)) || (uniform(a, 0) && counts_up(b, self, depth + 1));
    case LLVMSub:
        return counts_up(a, self, depth + 1) && uniform(b, 0);
    case LLVMXor:
        return (counts_up(a, self, depth + 1) && opaque_zero(b, 0)) ||
               (opaque_zero(a, 0) && counts_up(b, self, depth + 1));
    case LLVMTrunc:
        return counts_up(a, self, depth + 1);
    default:
        return false;
    }
}

bool ferry_counts_up(LLVMValueRef v)
{
    return counts_up(v, NULL, 0);
}

bool ferry_uniform_lanes(LLVMValueRef v)
{
    return uniform(v, 0);
}

/* 2^k - 1 in every lane, with 2^k >= n: the vector cannot hold more than
 * one run of the masked counter; below the sign bit, so that the masked
 * value sign-extends (a getelementptr's narrow index) as it zero-extends. */
static bool low_bits(LLVMValueRef c, unsigned n, uint64_t *out)
{
    uint64_t m;
    if (!uniform(c, 0) || !(LLVMIsAConstantDataVector(c) || LLVMIsAConstantVector(c)) || !const_lane(c, 0, &m))
        return false;
    unsigned w = LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(c)));
    *out = m;
    return m + 1 >= n && (m & (m + 1)) == 0 && m < (UINT64_C(1) << (w < 32 ? w - 1 : 31));
}

static bool every_lane(LLVMValueRef mask)
{
    uint64_t v;
    for (unsigned j = 0; j < lanes(mask); j++)
        if (!const_lane(mask, j, &v) || v != 1)
            return false;
    return lanes(mask) > 0;
}

/* The index's kind: a run under `x & m`, or one element under `x >> s`,
 * through lane-wise steps that keep it (a run: adding a uniform value,
 * widening the mask itself; one element: any step with uniform operands). */
static int classify(LLVMValueRef v, unsigned n, narrowing *out, int depth)
{
    if (depth > MAX_DEPTH || !LLVMIsAInstruction(v) || !lanes(v))
        return -1;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    LLVMValueRef a = LLVMGetOperand(v, 0), c = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    uint64_t m;
    if (op == LLVMAnd && low_bits(c, n, &m) && counts_up(a, NULL, 0)) {
        out->x = a, out->low = m, out->exact = true;
        return RUN;
    }
    /* an arithmetic shift is floor division, whose lanes agree exactly
     * when they do not cross a multiple of 2^s, negative or not */
    if ((op == LLVMLShr || op == LLVMAShr) && (LLVMIsAConstantDataVector(c) || LLVMIsAConstantVector(c)) && uniform(c, 0) &&
        const_lane(c, 0, &m) && m >= 1 && m < 32 && (UINT64_C(1) << m) >= n && counts_up(a, NULL, 0)) {
        out->x = a, out->low = (UINT64_C(1) << m) - 1;
        return ONE;
    }
    int k;
    switch (op) {
    case LLVMZExt: case LLVMSExt:
        /* a run widens as a run if it counts up without wrapping (and a
         * masked value, non-negative, sign-extends as it zero-extends) */
        k = classify(a, n, out, depth + 1);
        if (k == RUN && !(op == LLVMZExt ? out->exact : LLVMGetInstructionOpcode(a) == LLVMAnd))
            return -1;
        return k;
    case LLVMTrunc:
        k = classify(a, n, out, depth + 1);
        return k == ONE ? ONE : -1;
    case LLVMAdd: case LLVMSub: case LLVMOr: case LLVMXor: case LLVMAnd: case LLVMMul: case LLVMShl:
        if (uniform(c, 0))
            k = classify(a, n, out, depth + 1);
        else if (op != LLVMSub && uniform(a, 0))
            k = classify(c, n, out, depth + 1);
        else
            return -1;
        if (k == ONE)
            return k;
        if (k != RUN || !(op == LLVMAdd || op == LLVMSub || (op == LLVMOr && LLVMGetIsDisjoint(v))))
            return -1;
        /* or disjoint adds without carries; add nuw without wrapping */
        out->exact &= op == LLVMOr || (op == LLVMAdd && LLVMGetNUW(v));
        return k;
    default:
        return -1;
    }
}

/* Is the access's address vector `base + idx` (elements of the accessed
 * type, every other index the same in all lanes) with idx of a kind? */
static bool match(LLVMValueRef call, bool store, narrowing *out)
{
    LLVMValueRef p = LLVMGetOperand(call, store ? 1 : 0);
    unsigned n = lanes(p);
    if (!LLVMIsAGetElementPtrInst(p) || n < 2)
        return false;
    unsigned ni = LLVMGetNumIndices(p), nops = LLVMGetNumOperands(p);
    LLVMTypeRef vt = LLVMTypeOf(store ? LLVMGetOperand(call, 0) : call);
    LLVMTypeRef src = LLVMGetGEPSourceElementType(p), elem = LLVMGetElementType(vt);
    LLVMTypeRef stepped = ni == 1 ? src : LLVMGetTypeKind(src) == LLVMArrayTypeKind ? LLVMGetElementType(src) : NULL;
    if (ni < 1 || ni > 2 || stepped != elem)
        return false;
    LLVMValueRef base = LLVMGetOperand(p, 0);
    if (lanes(base) && !uniform(base, 0))
        return false;
    if (ni == 2 && !(LLVMIsAConstantInt(LLVMGetOperand(p, 1)) && LLVMConstIntGetZExtValue(LLVMGetOperand(p, 1)) == 0))
        return false;
    *out = (narrowing){.call = call, .store = store};
    LLVMValueRef idx = LLVMGetOperand(p, nops - 1);
    out->kind = classify(idx, n, out, 0);
    /* the getelementptr sign-extends a narrow index: a run moved by a
     * uniform value could cross the sign bit between two lanes */
    if (out->kind == RUN && LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(idx))) < 64 &&
        !(LLVMIsAInstruction(idx) && LLVMGetInstructionOpcode(idx) == LLVMAnd))
        return false;
    return out->kind == RUN || out->kind == ONE;
}

/* i, with its name, where b points */
static void move_to(LLVMBuilderRef b, LLVMValueRef i)
{
    size_t n;
    char name[256];
    snprintf(name, sizeof name, "%s", LLVMGetValueName2(i, &n));
    LLVMInstructionRemoveFromParent(i);
    LLVMInsertIntoBuilderWithName(b, i, name);
}

/* Everything in bb before `at` (its phis too) moves to a new block before
 * it, which takes bb's predecessors (bb's own back edge included). */
LLVMBasicBlockRef ferry_split_before(LLVMValueRef at, LLVMBuilderRef b)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(at);
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(at));
    LLVMBasicBlockRef head = LLVMInsertBasicBlockInContext(ctx, bb, "lanes.test");
    LLVMValueRef bv = LLVMBasicBlockAsValue(bb);
    for (LLVMUseRef u = LLVMGetFirstUse(bv), next; u; u = next) {
        next = LLVMGetNextUse(u);
        LLVMValueRef t = LLVMGetUser(u);
        if (!LLVMIsATerminatorInst(t))
            continue;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(t); k++)
            if (LLVMGetSuccessor(t, k) == bb)
                LLVMSetSuccessor(t, k, head);
    }
    LLVMPositionBuilderAtEnd(b, head);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i != at; i = next) {
        next = LLVMGetNextInstruction(i);
        move_to(b, i);
    }
    return head;
}

ferry_guarded ferry_guard_begin(LLVMValueRef call, LLVMBuilderRef b, const char *fast, const char *slow)
{
    ferry_guarded g = {.call = call, .bb = LLVMGetInstructionParent(call)};
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(call));
    LLVMValueRef fn = LLVMGetBasicBlockParent(g.bb);
    LLVMBasicBlockRef head = ferry_split_before(call, b);
    g.fast = LLVMAppendBasicBlockInContext(ctx, fn, fast);
    g.slow = LLVMAppendBasicBlockInContext(ctx, fn, slow);
    LLVMPositionBuilderAtEnd(b, head);
    return g;
}

void ferry_guard_branch(ferry_guarded *g, LLVMBuilderRef b, LLVMValueRef fit)
{
    LLVMBuildCondBr(b, fit, g->fast, g->slow);
    LLVMPositionBuilderAtEnd(b, g->fast);
}

void ferry_guard_end(ferry_guarded *g, LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMBuildBr(b, g->bb);
    LLVMPositionBuilderAtEnd(b, g->slow);
    move_to(b, g->call);
    LLVMBuildBr(b, g->bb);
    if (!v)
        return;
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(g->bb));
    LLVMValueRef phi = LLVMBuildPhi(b, LLVMTypeOf(g->call), "");
    LLVMReplaceAllUsesWith(g->call, phi);
    LLVMValueRef vals[2] = {v, g->call};
    LLVMBasicBlockRef from[2] = {g->fast, g->slow};
    LLVMAddIncoming(phi, vals, from, 2);
}

static LLVMValueRef lane0(LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(v));
    return LLVMBuildExtractElement(b, v, LLVMConstInt(LLVMInt64TypeInContext(ctx), 0, 0), "");
}

/* The load that reads what the gather would: its lanes' run from lane 0's
 * address, or lane 0's element in every lane. */
static LLVMValueRef plain_load(LLVMModuleRef m, LLVMBuilderRef b, const narrowing *g)
{
    LLVMValueRef call = g->call, mask = LLVMGetOperand(call, 2);
    LLVMTypeRef vt = LLVMTypeOf(call), et = LLVMGetElementType(vt);
    LLVMContextRef ctx = LLVMGetTypeContext(vt);
    unsigned align = (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(call, 1));
    LLVMValueRef p0 = lane0(b, LLVMGetOperand(call, 0));
    if (g->kind == ONE) { /* the test saw a lane on: the element is read */
        LLVMValueRef s = LLVMBuildLoad2(b, et, p0, "");
        LLVMSetAlignment(s, align);
        LLVMValueRef one = LLVMBuildInsertElement(b, LLVMGetPoison(vt), s,
                                                  LLVMConstInt(LLVMInt64TypeInContext(ctx), 0, 0), "");
        LLVMValueRef all = LLVMBuildShuffleVector(b, one, LLVMGetPoison(vt),
                                                  LLVMConstNull(LLVMVectorType(LLVMInt32TypeInContext(ctx), lanes(call))), "");
        return every_lane(mask) ? all : LLVMBuildSelect(b, mask, all, LLVMGetOperand(call, 3), "");
    }
    if (every_lane(mask)) {
        LLVMValueRef v = LLVMBuildLoad2(b, vt, p0, "");
        LLVMSetAlignment(v, align);
        return v;
    }
    LLVMTypeRef tys[2] = {vt, LLVMTypeOf(p0)};
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.masked.load", 16), tys, 2);
    LLVMValueRef args[4] = {p0, LLVMGetOperand(call, 1), mask, LLVMGetOperand(call, 3)};
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 4, "");
}

/* The store that writes what the scatter would: its lanes' run from lane
 * 0's address, or, where every lane writes one element, the last lane on
 * (a scatter writes its lanes in order). */
static void plain_store(LLVMModuleRef m, LLVMBuilderRef b, const narrowing *g)
{
    LLVMValueRef call = g->call, val = LLVMGetOperand(call, 0), mask = LLVMGetOperand(call, 3);
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(val));
    unsigned align = (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(call, 2)), n = lanes(val);
    LLVMValueRef p0 = lane0(b, LLVMGetOperand(call, 1));
    if (g->kind == RUN) {
        LLVMTypeRef tys[2] = {LLVMTypeOf(val), LLVMTypeOf(p0)};
        LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.masked.store", 17), tys, 2);
        LLVMValueRef args[4] = {val, p0, LLVMGetOperand(call, 2), mask};
        LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 4, "");
        return;
    }
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), bits = LLVMIntTypeInContext(ctx, n);
    LLVMValueRef last = LLVMConstInt(i32, n - 1, 0);
    if (!every_lane(mask)) { /* n - 1 - ctlz(mask): the test saw a lane on */
        LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.ctlz", 9), &bits, 1);
        LLVMValueRef args[2] = {LLVMBuildBitCast(b, mask, bits, ""), LLVMConstInt(LLVMInt1TypeInContext(ctx), 1, 0)};
        LLVMValueRef lz = LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 2, "");
        LLVMValueRef lz32 = n < 32 ? LLVMBuildZExt(b, lz, i32, "") : n == 32 ? lz : LLVMBuildTrunc(b, lz, i32, "");
        last = LLVMBuildSub(b, last, lz32, "lane.last");
    }
    LLVMValueRef st = LLVMBuildStore(b, LLVMBuildExtractElement(b, val, last, ""), p0);
    LLVMSetAlignment(st, align);
}

/* test: if lane 0's low bits leave room for every lane (and, for one
 * element under a mask, a lane is on), the plain access; else the gather
 * or scatter. */
static void narrow(LLVMModuleRef m, LLVMBuilderRef b, const narrowing *g)
{
    LLVMValueRef call = g->call;
    ferry_guarded gd = ferry_guard_begin(call, b, g->store ? "scatter.run" : "gather.run",
                                         g->store ? "scatter.lanes" : "gather.lanes");
    unsigned n = lanes(LLVMGetOperand(call, g->store ? 1 : 0));
    LLVMValueRef x0 = lane0(b, g->x);
    LLVMTypeRef xt = LLVMTypeOf(x0);
    LLVMValueRef low = LLVMBuildAnd(b, x0, LLVMConstInt(xt, g->low, 0), "");
    LLVMValueRef room = LLVMConstInt(xt, g->low + 1 - n, 0);
    LLVMValueRef fit = LLVMBuildICmp(b, LLVMIntULE, low, room, "lanes.fit");
    LLVMValueRef mask = LLVMGetOperand(call, g->store ? 3 : 2), any = NULL;
    if (g->kind == ONE && !every_lane(mask)) { /* a lane on, or the access touches nothing */
        LLVMTypeRef mt = LLVMTypeOf(mask);
        LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.vector.reduce.or", 21), &mt, 1);
        any = LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, &mask, 1, "lanes.any");
        /* a scatter with no lane on stores nothing: no scatter either (on
         * a Zen 4 an empty one costs as much as a full one: a warp
         * leader's `w[t / 32] = v` in seven vectors of eight out of eight) */
        fit = g->store ? LLVMBuildOr(b, fit, LLVMBuildNot(b, any, ""), "")
                       : LLVMBuildAnd(b, fit, any, "");
    }
    ferry_guard_branch(&gd, b, fit);
    LLVMValueRef v = NULL;
    if (g->store && any) {
        LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(mask));
        LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(b));
        LLVMBasicBlockRef st = LLVMAppendBasicBlockInContext(ctx, fn, "scatter.one");
        LLVMBasicBlockRef none = LLVMAppendBasicBlockInContext(ctx, fn, "scatter.none");
        LLVMBuildCondBr(b, any, st, none);
        LLVMPositionBuilderAtEnd(b, st);
        plain_store(m, b, g);
        LLVMBuildBr(b, none);
        LLVMPositionBuilderAtEnd(b, none);
    } else if (g->store) {
        plain_store(m, b, g);
    } else {
        v = plain_load(m, b, g);
    }
    ferry_guard_end(&gd, b, v);
}

void ferry_rewrite_accesses(LLVMModuleRef m, const ferry_access_pass *p)
{
    char *found = malloc((size_t)p->most * p->size);
    unsigned n = 0;
    if (!found)
        return; /* the accesses stay as they are: slower, not wrong */
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && n < p->most; i = LLVMGetNextInstruction(i))
                if (access_kind(i) && p->match(i, access_kind(i) == 2, found + (size_t)n * p->size))
                    n++;
    LLVMBuilderRef b = n ? LLVMCreateBuilderInContext(LLVMGetModuleContext(m)) : NULL;
    for (unsigned k = 0; k < n; k++)
        p->rewrite(m, b, found + (size_t)k * p->size);
    if (b)
        LLVMDisposeBuilder(b);
    free(found);
}

static bool match_access(LLVMValueRef call, bool store, void *out)
{
    return match(call, store, out);
}

static void narrow_access(LLVMModuleRef m, LLVMBuilderRef b, const void *g)
{
    narrow(m, b, g);
}

void ferry_narrow_gathers(LLVMModuleRef m)
{
    static const ferry_access_pass pass = {sizeof(narrowing), 256, match_access, narrow_access};
    ferry_rewrite_accesses(m, &pass);
}
