/* Gathers of a[clamp(x + d)]: an image filter's edge handling,
 * `in[y * w + min(max(x + d, 0), w - 1)]`, where x counts up by one per
 * thread. LLVM's vectorizer gathers it, element by element, though only
 * the lanes at the image's edges are clamped: in a vector of threads away
 * from the edges every lane reads the next element.
 *
 * After LLVM's pipeline, a gather whose 64-bit index is computed from a
 * 32-bit vector x counting up by one, through adding or subtracting values
 * the same in every lane, min and max with such values (at least one
 * clamp; unsigned ones on non-negative values), and one sign or zero
 * extension, goes behind a test: the chain evaluated in 64 bits at the
 * first lane and at the last, with no clamp acting (a max's bound at most
 * the first lane's value, a min's at least the last's) and every 32-bit
 * value in range. Each step is monotone, so
 * then no lane is clamped or wraps, lane j's index is the first lane's
 * plus j, and one (masked) vector load reads what the gather would;
 * otherwise the gather runs. */
#include "lower.h"
#include "entry.h"

#include <stdint.h>
#include <string.h>

enum { MAX_STEPS = 8 };

typedef enum { ADD, SUB, SMAX, SMIN, UMAX, UMIN, SEXT, ZEXT } step_kind;

typedef struct {
    step_kind kind;
    LLVMValueRef u; /* the value the same in every lane, or NULL */
} step;

typedef struct {
    LLVMValueRef call, base, x; /* the gather, the array, the counting vector */
    step s[MAX_STEPS];          /* from the index down to x */
    unsigned n;
} clamped;

static unsigned lanes(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 0;
}

static unsigned elem_width(LLVMValueRef v)
{
    return LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(v)));
}

/* One step of the chain at v: *next gets the operand it continues with. */
static bool one_step(LLVMValueRef v, step *out, LLVMValueRef *next)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef b = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    const char *callee = LLVMIsACallInst(v) ? ferry_callee_name(v) : NULL;
    *out = (step){0};
    if ((op == LLVMSExt || op == LLVMZExt) && elem_width(a) == 32) {
        out->kind = op == LLVMSExt ? SEXT : ZEXT;
        *next = a;
        return true;
    }
    if (op == LLVMSub && ferry_uniform_lanes(b)) {
        *out = (step){SUB, b};
        *next = a;
        return true;
    }
    static const struct { const char *name; step_kind kind; } clamps[4] = {
        {"llvm.smax.", SMAX}, {"llvm.smin.", SMIN}, {"llvm.umax.", UMAX}, {"llvm.umin.", UMIN}};
    out->kind = ADD;
    for (int k = 0; callee && k < 4; k++)
        if (!strncmp(callee, clamps[k].name, 10))
            out->kind = clamps[k].kind;
    if (op != LLVMAdd && out->kind == ADD)
        return false;
    for (int k = 0; k < 2; k++)
        if (ferry_uniform_lanes(LLVMGetOperand(v, k))) {
            out->u = LLVMGetOperand(v, k);
            *next = LLVMGetOperand(v, 1 - k);
            return true;
        }
    return false;
}

/* gather(gep(T, base, idx)), idx a chain down to a 32-bit counting x. */
static bool match(LLVMValueRef call, clamped *out)
{
    LLVMValueRef p = LLVMGetOperand(call, 0);
    if (!LLVMIsAGetElementPtrInst(p) || LLVMGetNumIndices(p) != 1 || lanes(LLVMGetOperand(p, 0))
        || LLVMGetGEPSourceElementType(p) != LLVMGetElementType(LLVMTypeOf(call)))
        return false;
    *out = (clamped){.call = call, .base = LLVMGetOperand(p, 0)};
    LLVMValueRef v = LLVMGetOperand(p, 1);
    bool clamps = false, widened = elem_width(v) == 32;
    while (out->n < MAX_STEPS && LLVMIsAInstruction(v)) {
        if (widened && elem_width(v) == 32 && ferry_counts_up(v))
            break;
        LLVMValueRef next;
        step *s = &out->s[out->n];
        if (!one_step(v, s, &next) || (s->kind >= SEXT && widened))
            return false;
        widened |= s->kind >= SEXT;
        clamps |= s->kind != ADD && s->kind != SUB && s->kind < SEXT;
        out->n++;
        v = next;
    }
    out->x = v;
    return clamps && widened && elem_width(v) == 32 && ferry_counts_up(v);
}

static LLVMValueRef lane0(LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(v));
    return LLVMBuildExtractElement(b, v, LLVMConstInt(LLVMInt64TypeInContext(ctx), 0, 0), "");
}

/* The chain in 64 bits at the first and the last lane, assuming no clamp
 * acts; *ok: none does and every 32-bit value is in range. Returns the
 * first lane's index. */
static LLVMValueRef evaluate(LLVMBuilderRef b, const clamped *g, LLVMValueRef *ok)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(LLVMTypeOf(g->x)));
    LLVMValueRef v[2];
    v[0] = LLVMBuildSExt(b, lane0(b, g->x), i64, "");
    v[1] = LLVMBuildAdd(b, v[0], LLVMConstInt(i64, lanes(g->x) - 1, 0), "");
    LLVMValueRef fine = LLVMConstInt(LLVMInt1TypeInContext(LLVMGetTypeContext(LLVMTypeOf(g->x))), 1, 0);
    LLVMValueRef lo = LLVMConstInt(i64, (unsigned long long)INT32_MIN, 1), hi = LLVMConstInt(i64, INT32_MAX, 0);
    bool narrow = true;
    for (unsigned k = g->n; k-- > 0;) {
        const step *s = &g->s[k];
        if (narrow) /* every 32-bit value, x's own included, in range */
            fine = LLVMBuildAnd(b, fine, LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntSGE, v[0], lo, ""),
                                                      LLVMBuildICmp(b, LLVMIntSLE, v[1], hi, ""), ""), "");
        if (s->kind == SEXT || s->kind == ZEXT) {
            if (s->kind == ZEXT)
                fine = LLVMBuildAnd(b, fine, LLVMBuildICmp(b, LLVMIntSGE, v[0], LLVMConstInt(i64, 0, 0), ""), "");
            narrow = false;
            continue;
        }
        bool is_unsigned = s->kind == UMAX || s->kind == UMIN;
        LLVMValueRef u = lane0(b, s->u);
        if (narrow)
            u = is_unsigned ? LLVMBuildZExt(b, u, i64, "") : LLVMBuildSExt(b, u, i64, "");
        if (is_unsigned) { /* the values and bound non-negative: the same order, signed or not */
            fine = LLVMBuildAnd(b, fine, LLVMBuildICmp(b, LLVMIntSGE, v[0], LLVMConstInt(i64, 0, 0), ""), "");
            fine = LLVMBuildAnd(b, fine, LLVMBuildICmp(b, LLVMIntSGE, u, LLVMConstInt(i64, 0, 0), ""), "");
        }
        if (s->kind == SMAX || s->kind == UMAX)
            fine = LLVMBuildAnd(b, fine, LLVMBuildICmp(b, LLVMIntSGE, v[0], u, ""), "");
        else if (s->kind == SMIN || s->kind == UMIN)
            fine = LLVMBuildAnd(b, fine, LLVMBuildICmp(b, LLVMIntSLE, v[1], u, ""), "");
        else
            for (int e = 0; e < 2; e++)
                v[e] = s->kind == ADD ? LLVMBuildAdd(b, v[e], u, "") : LLVMBuildSub(b, v[e], u, "");
    }
    if (narrow) /* the index itself, which the getelementptr sign-extends */
        fine = LLVMBuildAnd(b, fine, LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntSGE, v[0], lo, ""),
                                                  LLVMBuildICmp(b, LLVMIntSLE, v[1], hi, ""), ""), "");
    if (LLVMIsAInstruction(fine))
        LLVMSetValueName2(fine, "clamped.fit", 11);
    *ok = fine;
    return v[0];
}

static LLVMValueRef run_load(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef call, LLVMValueRef p)
{
    LLVMTypeRef tys[2] = {LLVMTypeOf(call), LLVMTypeOf(p)};
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.masked.load", 16), tys, 2);
    LLVMValueRef args[4] = {p, LLVMGetOperand(call, 1), LLVMGetOperand(call, 2), LLVMGetOperand(call, 3)};
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 4, "");
}

/* if the lanes are a run: one load from the first lane's element; else
 * the gather, moved to a block of its own. */
static void split(LLVMModuleRef m, LLVMBuilderRef b, const clamped *g)
{
    ferry_guarded gd = ferry_guard_begin(g->call, b, "clamped.run", "clamped.lanes");
    LLVMValueRef ok, first = evaluate(b, g, &ok);
    ferry_guard_branch(&gd, b, ok);
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(g->call));
    ferry_guard_end(&gd, b, run_load(m, b, g->call, LLVMBuildGEP2(b, et, g->base, &first, 1, "")));
}

static bool match_gather(LLVMValueRef call, bool scatter, void *out)
{
    return !scatter && match(call, out);
}

static void rewrite(LLVMModuleRef m, LLVMBuilderRef b, const void *record)
{
    split(m, b, record);
}

void ferry_split_clamped_gathers(LLVMModuleRef m)
{
    static const ferry_access_pass pass = {sizeof(clamped), 256, match_gather, rewrite};
    ferry_rewrite_accesses(m, &pass);
}
