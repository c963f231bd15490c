/* Gathers of a[i + (c ? d : e)]: a stencil's edge test, srad's
 * `J[x > 0 ? i - 1 : i]` or `c[x < cols - 1 ? i + 1 : i]`, where i counts
 * up by one per thread and d, e are the same in every lane. LLVM's
 * vectorizer loads a[i] as one vector, but the picked neighbour becomes
 * `gep(&a[i], sext(c))` (or zext, or a select of two offsets) and is
 * gathered, element by element, though its lanes read one of two runs:
 * a[i + d] where c holds and a[i + e] where not. After LLVM's pipeline,
 * such a gather becomes two masked loads of those runs, one for the lanes
 * of each side, and a select: a masked load reads no lane it leaves out,
 * so neither run is read past what the gather read (at the array's first
 * element, a[i - 1] is not).
 *
 * That &a[i]'s lanes are consecutive is LLVM's own finding: the address
 * vector's index counts up by one per lane (widened on the way), and the
 * vectorizer loads a[i] through its lane 0 as one vector, having proven
 * that the widened index does not wrap.
 *
 * With a 32-bit i (`int i = y * w + x`), the index is the sign extension of
 * i + (c ? d : e), whose lanes could wrap: the two loads go behind a test
 * of lane 0 that no lane's value leaves the 32-bit range, and the gather
 * stays for the rest. */
#include "lower.h"
#include "entry.h"

#include <stdint.h>
#include <string.h>

typedef struct {
    LLVMValueRef call;  /* the gather */
    LLVMValueRef run;   /* the address vector of consecutive elements */
    LLVMValueRef base;  /* or, with a 32-bit index: the array, */
    LLVMValueRef i;     /* and i (<n x i32>, counting up by one) */
    LLVMValueRef c;     /* <n x i1>: which offset a lane takes */
    LLVMValueRef d, e;  /* the offsets (i64, elements) where c holds and not */
} picked;

static unsigned type_lanes(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 0;
}

static unsigned lanes(LLVMValueRef v)
{
    return type_lanes(LLVMTypeOf(v));
}

/* The value in every lane of a splat (insertelement at 0, shuffled by a
 * zero mask) or of a constant vector whose lanes are equal; NULL if v is
 * not such. */
static LLVMValueRef splat_value(LLVMValueRef v)
{
    if (LLVMIsAConstantAggregateZero(v))
        return LLVMConstNull(LLVMGetElementType(LLVMTypeOf(v)));
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v)) {
        LLVMValueRef first = LLVMGetAggregateElement(v, 0);
        for (unsigned j = 1; first && j < lanes(v); j++)
            if (LLVMGetAggregateElement(v, j) != first)
                return NULL;
        return first;
    }
    if (!LLVMIsAShuffleVectorInst(v))
        return NULL;
    for (unsigned j = 0; j < LLVMGetNumMaskElements(v); j++)
        if (LLVMGetMaskValue(v, j) != 0)
            return NULL;
    LLVMValueRef ins = LLVMGetOperand(v, 0);
    LLVMValueRef at = LLVMIsAInsertElementInst(ins) ? LLVMGetOperand(ins, 2) : NULL;
    if (!at || !LLVMIsAConstantInt(at) || LLVMConstIntGetZExtValue(at) != 0)
        return NULL;
    return LLVMGetOperand(ins, 1);
}

static LLVMValueRef as_i64(LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v)));
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    return w == 64 ? v : w < 64 ? LLVMBuildSExt(b, v, i64, "") : LLVMBuildTrunc(b, v, i64, "");
}

/* The offset vector: sext or zext of an <n x i1>, or a select of two
 * splats by one. d, e stay in their own type until built (pick_offsets). */
static bool offsets(LLVMValueRef idx, picked *out)
{
    if (!LLVMIsAInstruction(idx))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(idx);
    LLVMValueRef a = LLVMGetOperand(idx, 0);
    if ((op == LLVMSExt || op == LLVMZExt) && LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(a))) == 1) {
        LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(idx));
        out->c = a;
        out->d = op == LLVMSExt ? LLVMConstAllOnes(et) : LLVMConstInt(et, 1, 0);
        out->e = LLVMConstNull(et);
        return true;
    }
    if (op != LLVMSelect || !lanes(a))
        return false;
    out->c = a;
    out->d = splat_value(LLVMGetOperand(idx, 1));
    out->e = splat_value(LLVMGetOperand(idx, 2));
    return out->d && out->e;
}

/* Do idx's lanes count up by one, widened or moved by a uniform value on
 * the way (modulo wrapping, which loaded_whole rules out)? */
static bool index_counts_up(LLVMValueRef idx, int depth)
{
    if (depth > 6 || !LLVMIsAInstruction(idx))
        return ferry_counts_up(idx);
    LLVMOpcode op = LLVMGetInstructionOpcode(idx);
    if (op == LLVMSExt || op == LLVMZExt)
        return index_counts_up(LLVMGetOperand(idx, 0), depth + 1);
    if (op == LLVMAdd)
        for (int k = 0; k < 2; k++)
            if (ferry_uniform_lanes(LLVMGetOperand(idx, k)) && index_counts_up(LLVMGetOperand(idx, 1 - k), depth + 1))
                return true;
    return ferry_counts_up(idx);
}

/* Is p &base[idx] of T with idx counting up, base the same in all lanes? */
static bool run_of(LLVMValueRef p, LLVMTypeRef t)
{
    return LLVMIsAGetElementPtrInst(p) && LLVMGetNumIndices(p) == 1 && LLVMGetGEPSourceElementType(p) == t
        && (!lanes(LLVMGetOperand(p, 0)) || ferry_uniform_lanes(LLVMGetOperand(p, 0)))
        && index_counts_up(LLVMGetOperand(p, 1), 0);
}

/* Does the vectorizer load the run p as one vector of vt (masked or not),
 * from lane 0? */
static bool loaded_whole(LLVMValueRef p, LLVMTypeRef vt)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u), at;
        if (!LLVMIsAExtractElementInst(x) || !(at = LLVMGetOperand(x, 1)) || !LLVMIsAConstantInt(at)
            || LLVMConstIntGetZExtValue(at) != 0)
            continue;
        for (LLVMUseRef v = LLVMGetFirstUse(x); v; v = LLVMGetNextUse(v)) {
            LLVMValueRef l = LLVMGetUser(v);
            const char *callee = LLVMIsACallInst(l) ? ferry_callee_name(l) : NULL;
            bool masked = callee && !strncmp(callee, "llvm.masked.load.", 17) && LLVMGetOperand(l, 0) == x;
            if ((LLVMIsALoadInst(l) || masked) && LLVMTypeOf(l) == vt)
                return true;
        }
    }
    return false;
}

/* gather(gep(T, base, sext(i + offsets))): base one pointer, i 32 bits. */
static bool match_narrow(LLVMValueRef call, LLVMValueRef base, LLVMValueRef idx, picked *out)
{
    if (lanes(base) || !LLVMIsASExtInst(idx))
        return false;
    LLVMValueRef sum = LLVMGetOperand(idx, 0);
    if (!LLVMIsAInstruction(sum) || LLVMGetInstructionOpcode(sum) != LLVMAdd
        || LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(sum))) != 32)
        return false;
    for (int k = 0; k < 2; k++) {
        *out = (picked){.call = call, .base = base, .i = LLVMGetOperand(sum, k)};
        if (ferry_counts_up(out->i) && offsets(LLVMGetOperand(sum, 1 - k), out))
            return true;
    }
    return false;
}

/* gather(gep(T, run, offsets), ...) with T the gathered element type. */
static bool match(LLVMValueRef call, picked *out)
{
    LLVMValueRef p = LLVMGetOperand(call, 0);
    LLVMTypeRef vt = LLVMTypeOf(call);
    if (!LLVMIsAGetElementPtrInst(p) || LLVMGetNumIndices(p) != 1
        || LLVMGetGEPSourceElementType(p) != LLVMGetElementType(vt))
        return false;
    LLVMValueRef run = LLVMGetOperand(p, 0), idx = LLVMGetOperand(p, 1);
    if (lanes(idx) != type_lanes(vt))
        return false;
    if (match_narrow(call, run, idx, out))
        return true;
    if (lanes(run) != type_lanes(vt) || !run_of(run, LLVMGetElementType(vt)) || !loaded_whole(run, vt))
        return false;
    *out = (picked){.call = call, .run = run};
    return offsets(idx, out);
}

static LLVMValueRef masked_load(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef call, LLVMValueRef p, LLVMValueRef mask)
{
    LLVMTypeRef tys[2] = {LLVMTypeOf(call), LLVMTypeOf(p)};
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.masked.load", 16), tys, 2);
    LLVMValueRef args[4] = {p, LLVMGetOperand(call, 1), mask, LLVMGetOperand(call, 3)};
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 4, "");
}

/* p moved by k elements of et */
static LLVMValueRef moved(LLVMBuilderRef b, LLVMTypeRef et, LLVMValueRef p, LLVMValueRef k)
{
    return LLVMIsAConstantInt(k) && LLVMConstIntGetZExtValue(k) == 0 ? p : LLVMBuildGEP2(b, et, p, &k, 1, "");
}

/* The two masked loads from p0 (the run's first element) and the select. */
static LLVMValueRef two_loads(LLVMModuleRef m, LLVMBuilderRef b, const picked *g, LLVMValueRef p0)
{
    LLVMValueRef call = g->call, mask = LLVMGetOperand(call, 2);
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(call));
    LLVMValueRef d = as_i64(b, g->d), e = as_i64(b, g->e);
    LLVMValueRef on = LLVMBuildAnd(b, mask, g->c, ""), off = LLVMBuildAnd(b, mask, LLVMBuildNot(b, g->c, ""), "");
    LLVMValueRef vd = masked_load(m, b, call, moved(b, et, p0, d), on);
    LLVMValueRef ve = masked_load(m, b, call, moved(b, et, p0, e), off);
    return LLVMBuildSelect(b, g->c, vd, ve, "picked");
}

static void split(LLVMModuleRef m, LLVMBuilderRef b, const picked *g)
{
    LLVMValueRef call = g->call;
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(call));
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef p0 = LLVMBuildExtractElement(b, g->run, LLVMConstInt(LLVMInt64TypeInContext(ctx), 0, 0), "");
    LLVMValueRef v = two_loads(m, b, g, p0);
    LLVMReplaceAllUsesWith(call, v);
    LLVMValueRef gep = LLVMGetOperand(call, 0), idx = LLVMGetOperand(gep, 1);
    LLVMInstructionEraseFromParent(call);
    if (!LLVMGetFirstUse(gep)) {
        LLVMInstructionEraseFromParent(gep);
        if (LLVMIsAInstruction(idx) && !LLVMGetFirstUse(idx))
            LLVMInstructionEraseFromParent(idx);
    }
}

/* Lane 0's i as i64, and whether every lane's i + offset stays in 32
 * bits: i0 + min(d, e) >= INT32_MIN and i0 + n - 1 + max(d, e) <= INT32_MAX. */
static LLVMValueRef fits_32(LLVMBuilderRef b, const picked *g, LLVMValueRef *i0)
{
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(g->i));
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
    *i0 = LLVMBuildSExt(b, LLVMBuildExtractElement(b, g->i, LLVMConstInt(i64, 0, 0), ""), i64, "");
    LLVMValueRef d = as_i64(b, g->d), e = as_i64(b, g->e);
    LLVMValueRef d_less = LLVMBuildICmp(b, LLVMIntSLT, d, e, "");
    LLVMValueRef lo = LLVMBuildSelect(b, d_less, d, e, ""), hi = LLVMBuildSelect(b, d_less, e, d, "");
    LLVMValueRef first = LLVMBuildAdd(b, *i0, lo, "");
    LLVMValueRef last = LLVMBuildAdd(b, LLVMBuildAdd(b, *i0, LLVMConstInt(i64, lanes(g->i) - 1, 0), ""), hi, "");
    LLVMValueRef ok_lo = LLVMBuildICmp(b, LLVMIntSGE, first, LLVMConstInt(i64, (unsigned long long)INT32_MIN, 1), "");
    LLVMValueRef ok_hi = LLVMBuildICmp(b, LLVMIntSLE, last, LLVMConstInt(i64, INT32_MAX, 0), "");
    return LLVMBuildAnd(b, ok_lo, ok_hi, "picked.fit");
}

/* The narrow form: if fits_32, the two loads from &base[i0]; else the
 * gather, moved to a block of its own. */
static void split_narrow(LLVMModuleRef m, LLVMBuilderRef b, const picked *g)
{
    ferry_guarded gd = ferry_guard_begin(g->call, b, "picked.runs", "picked.lanes");
    LLVMValueRef i0;
    ferry_guard_branch(&gd, b, fits_32(b, g, &i0));
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(g->call));
    ferry_guard_end(&gd, b, two_loads(m, b, g, LLVMBuildGEP2(b, et, g->base, &i0, 1, "")));
}

static bool match_gather(LLVMValueRef call, bool scatter, void *out)
{
    return !scatter && match(call, out);
}

static void rewrite(LLVMModuleRef m, LLVMBuilderRef b, const void *record)
{
    const picked *g = record;
    if (g->i)
        split_narrow(m, b, g);
    else
        split(m, b, g);
}

void ferry_split_picked_gathers(LLVMModuleRef m)
{
    static const ferry_access_pass pass = {sizeof(picked), 256, match_gather, rewrite};
    ferry_rewrite_accesses(m, &pass);
}
