/* Gathers and scatters whose 64-bit index fits in 31 bits: nw's
 * `sim[a[i] * 24 + b[j]]`, bytes zero-extended and scaled, which LLVM's
 * vectorizer computes in i64. An x86 gather takes 16 32-bit indices or 8
 * 64-bit ones, and LLVM's code generator uses 32 only for an index that is
 * itself extended from 32 bits: a 64-bit index makes two gathers of 8 (and
 * twice the index arithmetic) where one of 16 would do.
 *
 * After LLVM's pipeline, an index made of extensions of narrow values,
 * constants, add, mul, shl, shifts right, and, or, xor, division and
 * remainder by constants, min, max and selects, with every value on the way
 * proven in [0, 2^31) (an upper bound per value, from the narrow widths and
 * the constants), is computed again in 32 bits, where nothing wraps, and
 * the getelementptr takes that 32-bit index (sign-extended by definition:
 * the same value). */
#include "lower.h"
#include "entry.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { MAX_DEPTH = 8, MAX_ACCESSES = 4096, MAX_INDICES = 8 };

#define FITS ((uint64_t)INT32_MAX)

typedef struct {
    LLVMValueRef call; /* the gather or scatter */
    unsigned ptr_op;   /* its operand of pointers */
} indexed;

static unsigned width(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
        t = LLVMGetElementType(t);
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
}

static uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }
static uint64_t min64(uint64_t a, uint64_t b) { return a < b ? a : b; }

/* The largest lane of a constant (poison and undef lanes count as 0: any
 * value will do for them); false if a lane is not a small integer. */
static bool const_bound(LLVMValueRef c, uint64_t *hi)
{
    if (LLVMIsAConstantInt(c)) {
        if (LLVMGetIntTypeWidth(LLVMTypeOf(c)) > 64)
            return false;
        *hi = LLVMConstIntGetZExtValue(c);
        return *hi <= FITS;
    }
    if (LLVMIsUndef(c) || LLVMIsPoison(c) || LLVMIsNull(c)) {
        *hi = 0;
        return true;
    }
    LLVMTypeRef t = LLVMTypeOf(c);
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
        return false;
    *hi = 0;
    for (unsigned j = 0; j < LLVMGetVectorSize(t); j++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, j);
        uint64_t v;
        if (!e || !const_bound(e, &v))
            return false;
        *hi = max64(*hi, v);
    }
    return true;
}

static const char *intrinsic(LLVMValueRef v)
{
    return LLVMIsACallInst(v) ? ferry_callee_name(v) : NULL;
}

static bool bound(LLVMValueRef v, uint64_t *hi, int depth);

static bool bounds2(LLVMValueRef v, uint64_t *a, uint64_t *b, int depth)
{
    return bound(LLVMGetOperand(v, 0), a, depth + 1) && bound(LLVMGetOperand(v, 1), b, depth + 1);
}

/* A shift or divisor that is one constant in every lane. */
static bool const_amount(LLVMValueRef c, uint64_t *k)
{
    if (LLVMIsAConstantInt(c))
        return *k = LLVMConstIntGetZExtValue(c), true;
    LLVMTypeRef t = LLVMTypeOf(c);
    if (!LLVMIsAConstant(c) || LLVMGetTypeKind(t) != LLVMVectorTypeKind)
        return false;
    for (unsigned j = 0; j < LLVMGetVectorSize(t); j++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, j);
        if (!e || !LLVMIsAConstantInt(e) || (j && LLVMConstIntGetZExtValue(e) != *k))
            return false;
        *k = LLVMConstIntGetZExtValue(e);
    }
    return LLVMGetVectorSize(t) > 0;
}

static bool binary_bound(LLVMValueRef v, LLVMOpcode op, uint64_t *hi, int depth)
{
    uint64_t a, b, k;
    switch (op) {
    case LLVMAdd: return bounds2(v, &a, &b, depth) && (*hi = a + b) <= FITS;
    case LLVMMul: return bounds2(v, &a, &b, depth) && (b == 0 || a <= FITS / b) && (*hi = a * b, true);
    case LLVMShl:
        return bound(LLVMGetOperand(v, 0), &a, depth + 1) && const_amount(LLVMGetOperand(v, 1), &k) && k < 31
               && (*hi = a << k) <= FITS;
    case LLVMLShr:
        return bound(LLVMGetOperand(v, 0), &a, depth + 1) && const_amount(LLVMGetOperand(v, 1), &k) && k < 64
               && (*hi = a >> k, true);
    case LLVMAShr: /* as a logical shift where the sign bit is clear */
        return bound(LLVMGetOperand(v, 0), &a, depth + 1) && const_amount(LLVMGetOperand(v, 1), &k) && k < 64
               && a < UINT64_C(1) << (width(v) - 1) && (*hi = a >> k, true);
    case LLVMUDiv:
        return bound(LLVMGetOperand(v, 0), &a, depth + 1) && const_amount(LLVMGetOperand(v, 1), &k) && k
               && (*hi = a / k, true);
    case LLVMURem:
        return bound(LLVMGetOperand(v, 0), &a, depth + 1) && const_amount(LLVMGetOperand(v, 1), &k) && k
               && (*hi = min64(a, k - 1), true);
    case LLVMAnd: return bounds2(v, &a, &b, depth) && (*hi = min64(a, b), true);
    case LLVMOr:
    case LLVMXor:
        /* below the next power of two of the larger */
        if (!bounds2(v, &a, &b, depth))
            return false;
        for (*hi = 1; *hi <= max64(a, b); *hi <<= 1)
            ;
        return --*hi <= FITS;
    default: return false;
    }
}

/* min and max of non-negative values are the same signed and unsigned */
static bool minmax_bound(LLVMValueRef v, const char *callee, uint64_t *hi, int depth)
{
    uint64_t a, b;
    bool min = !strncmp(callee, "llvm.umin.", 10) || !strncmp(callee, "llvm.smin.", 10);
    bool max = !strncmp(callee, "llvm.umax.", 10) || !strncmp(callee, "llvm.smax.", 10);
    if ((!min && !max) || !bounds2(v, &a, &b, depth))
        return false;
    uint64_t sign = UINT64_C(1) << (width(v) - 1);
    if (callee[5] == 's' && (a >= sign || b >= sign))
        return false;
    *hi = min ? min64(a, b) : max64(a, b);
    return true;
}

static bool bound_of(LLVMValueRef v, uint64_t *hi, int depth);

/* *hi bounds v's every lane, read as unsigned, and is below 2^31 and
 * below 2^w for v's own width w: nothing on the way wraps where it is
 * computed, so computing it in 32 bits gives the same value (an i8 sum
 * of 200 and 100 is 44). */
static bool bound(LLVMValueRef v, uint64_t *hi, int depth)
{
    unsigned w = width(v);
    return bound_of(v, hi, depth) && (w >= 64 || *hi < UINT64_C(1) << w);
}

static bool bound_of(LLVMValueRef v, uint64_t *hi, int depth)
{
    unsigned w = width(v);
    if (!w || w > 64 || depth > MAX_DEPTH)
        return false;
    if (LLVMIsAConstant(v))
        return const_bound(v, hi);
    if (!LLVMIsAInstruction(v))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    const char *callee = intrinsic(v);
    uint64_t a, b;
    switch (op) {
    case LLVMZExt:
        if (width(LLVMGetOperand(v, 0)) < 32)
            return *hi = (UINT64_C(1) << width(LLVMGetOperand(v, 0))) - 1, true;
        return bound(LLVMGetOperand(v, 0), hi, depth + 1);
    case LLVMSExt: /* a non-negative value extends as it would unsigned */
        if (!bound(LLVMGetOperand(v, 0), hi, depth + 1))
            return false;
        return *hi < UINT64_C(1) << (width(LLVMGetOperand(v, 0)) - 1);
    case LLVMSelect:
        return bound(LLVMGetOperand(v, 1), &a, depth + 1) && bound(LLVMGetOperand(v, 2), &b, depth + 1)
               && (*hi = max64(a, b), true);
    case LLVMShuffleVector:
        if (LLVMGetNumMaskElements(v) > 64)
            return false;
        /* fall through */
    case LLVMInsertElement:
        return bounds2(v, &a, &b, depth) && (*hi = max64(a, b), true);
    case LLVMCall: return callee && minmax_bound(v, callee, hi, depth);
    default: return binary_bound(v, op, hi, depth);
    }
}

/* v again in 32 bits (vector or not, as v), for a v that bound() accepts. */
static LLVMValueRef narrow(LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v), i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(t));
    LLVMTypeRef t32 = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(i32, LLVMGetVectorSize(t)) : i32;
    unsigned w = width(v);
    if (w == 32)
        return v;
    if (LLVMIsAConstant(v) || w < 32)
        return w < 32 ? LLVMBuildZExt(b, v, t32, "") : LLVMBuildTrunc(b, v, t32, "");
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMZExt || op == LLVMSExt)
        return narrow(b, LLVMGetOperand(v, 0));
    if (op == LLVMSelect)
        return LLVMBuildSelect(b, LLVMGetOperand(v, 0), narrow(b, LLVMGetOperand(v, 1)),
                               narrow(b, LLVMGetOperand(v, 2)), "");
    if (op == LLVMShuffleVector) {
        unsigned n = LLVMGetNumMaskElements(v);
        LLVMValueRef mask[64];
        for (unsigned j = 0; j < n; j++) {
            int e = LLVMGetMaskValue(v, j);
            mask[j] = e == LLVMGetUndefMaskElem() ? LLVMGetPoison(i32) : LLVMConstInt(i32, (unsigned)e, 0);
        }
        return LLVMBuildShuffleVector(b, narrow(b, LLVMGetOperand(v, 0)), narrow(b, LLVMGetOperand(v, 1)),
                                      LLVMConstVector(mask, n), "");
    }
    if (op == LLVMInsertElement)
        return LLVMBuildInsertElement(b, narrow(b, LLVMGetOperand(v, 0)), narrow(b, LLVMGetOperand(v, 1)),
                                      LLVMGetOperand(v, 2), "");
    LLVMValueRef x = narrow(b, LLVMGetOperand(v, 0)), y = narrow(b, LLVMGetOperand(v, 1));
    if (op == LLVMCall) {
        const char *callee = intrinsic(v);
        char name[32];
        snprintf(name, sizeof name, "llvm.%.4s", callee + 5);
        unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
        LLVMValueRef f = LLVMGetIntrinsicDeclaration(LLVMGetGlobalParent(LLVMGetBasicBlockParent(
                                                         LLVMGetInstructionParent(v))),
                                                     id, &t32, 1);
        LLVMValueRef args[2] = {x, y};
        return LLVMBuildCall2(b, LLVMIntrinsicGetType(LLVMGetTypeContext(t), id, &t32, 1), f, args, 2, "");
    }
    /* every value on the way is in [0, 2^31): an arithmetic shift is logical */
    return LLVMBuildBinOp(b, op == LLVMAShr ? LLVMLShr : op, x, y, "");
}

/* A getelementptr on a scalar base through arrays only, as the vector
 * indices see it: each vector index's stride in elements of the innermost
 * type (its last array's element), their bounds, and that innermost type. */
typedef struct {
    unsigned n;                     /* indices */
    uint64_t stride[MAX_INDICES];   /* per index, in innermost elements */
    LLVMTypeRef elem;
} gep_shape;

static bool shape_of(LLVMValueRef gep, gep_shape *g)
{
    if (!LLVMIsAGetElementPtrInst(gep) || LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(gep, 0))) != LLVMPointerTypeKind)
        return false;
    g->n = (unsigned)LLVMGetNumOperands(gep) - 1;
    if (g->n > MAX_INDICES)
        return false;
    /* the types each index steps over, outermost first */
    LLVMTypeRef t[MAX_INDICES + 1];
    t[0] = LLVMGetGEPSourceElementType(gep);
    for (unsigned k = 1; k < g->n; k++) {
        if (LLVMGetTypeKind(t[k - 1]) != LLVMArrayTypeKind)
            return false;
        t[k] = LLVMGetElementType(t[k - 1]);
    }
    g->elem = t[g->n - 1];
    while (LLVMGetTypeKind(g->elem) == LLVMArrayTypeKind)
        g->elem = LLVMGetElementType(g->elem);
    if (LLVMGetTypeKind(g->elem) == LLVMStructTypeKind || LLVMGetTypeKind(g->elem) == LLVMVectorTypeKind)
        return false;
    for (unsigned k = 0; k < g->n; k++) {
        uint64_t n = 1;
        for (LLVMTypeRef a = t[k]; LLVMGetTypeKind(a) == LLVMArrayTypeKind; a = LLVMGetElementType(a)) {
            n *= LLVMGetArrayLength2(a);
            if (n > FITS)
                return false;
        }
        g->stride[k] = n;
    }
    return true;
}

/* Whether the vector indices of gep, wider than 32 bits, give an element
 * offset below 2^31. */
static bool narrowable(LLVMValueRef gep, gep_shape *g)
{
    if (!shape_of(gep, g))
        return false;
    uint64_t total = 0, hi;
    bool wide = false, any = false;
    for (unsigned k = 0; k < g->n; k++) {
        LLVMValueRef x = LLVMGetOperand(gep, k + 1);
        if (LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMVectorTypeKind)
            continue;
        any = true;
        wide = wide || width(x) > 32;
        if (!bound(x, &hi, 0) || (hi && g->stride[k] > FITS / hi) || (total += hi * g->stride[k]) > FITS)
            return false;
    }
    return any && wide;
}

static bool match(LLVMValueRef call, bool scatter, void *out)
{
    unsigned ptr_op = scatter ? 1 : 0;
    gep_shape g;
    if (!narrowable(LLVMGetOperand(call, ptr_op), &g))
        return false;
    *(indexed *)out = (indexed){call, ptr_op};
    return true;
}

/* v in every lane of the 32-bit vector type t (at most 64 lanes) */
static LLVMValueRef splat32(LLVMTypeRef t, uint64_t v)
{
    LLVMValueRef c = LLVMConstInt(LLVMGetElementType(t), v, 0), lanes[64];
    unsigned n = LLVMGetVectorSize(t);
    for (unsigned j = 0; j < n && j < 64; j++)
        lanes[j] = c;
    return LLVMConstVector(lanes, n < 64 ? n : 64);
}

/* The scalar indices on the base (the vector ones zero), then the vector
 * ones as one 32-bit offset in innermost elements. */
static void rewrite(LLVMModuleRef m, LLVMBuilderRef b, const void *record)
{
    (void)m;
    const indexed *r = record;
    LLVMValueRef gep = LLVMGetOperand(r->call, r->ptr_op);
    gep_shape g;
    if (!narrowable(gep, &g))
        return;
    LLVMPositionBuilderBefore(b, r->call);
    LLVMValueRef idx[MAX_INDICES], offset = NULL;
    for (unsigned k = 0; k < g.n; k++) {
        LLVMValueRef x = LLVMGetOperand(gep, k + 1);
        idx[k] = x;
        if (LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMVectorTypeKind)
            continue;
        LLVMValueRef x32 = narrow(b, x);
        LLVMTypeRef t32 = LLVMTypeOf(x32);
        if (g.stride[k] != 1)
            x32 = LLVMBuildMul(b, x32, splat32(t32, g.stride[k]), "");
        offset = offset ? LLVMBuildAdd(b, offset, x32, "") : x32;
        idx[k] = LLVMConstNull(LLVMGetElementType(LLVMTypeOf(x)));
    }
    bool moved = false;
    for (unsigned k = 0; k < g.n; k++)
        moved = moved || !LLVMIsNull(idx[k]);
    LLVMValueRef base = LLVMGetOperand(gep, 0);
    if (moved)
        base = LLVMBuildGEP2(b, LLVMGetGEPSourceElementType(gep), base, idx, g.n, "");
    LLVMValueRef p = LLVMBuildGEP2(b, g.elem, base, &offset, 1, "idx32");
    LLVMSetOperand(r->call, r->ptr_op, p);
    if (!LLVMGetFirstUse(gep))
        LLVMInstructionEraseFromParent(gep);
}

void ferry_narrow_gather_indices(LLVMModuleRef m)
{
    static const ferry_access_pass pass = {sizeof(indexed), MAX_ACCESSES, match, rewrite};
    ferry_rewrite_accesses(m, &pass);
}
