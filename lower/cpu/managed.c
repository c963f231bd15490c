/* __managed__ variables: one copy that host and device code both see.
 *
 * The host pass gives a managed variable a shadow, which host code reads
 * and writes directly; clang's device pass gives it a device copy with the
 * initialiser (include/host_defines.h marks both "ferry.managed" in
 * llvm.global.annotations). Host code cannot be redirected, so the shadow
 * is the variable: at registration the runtime copies the device copy's
 * initial bytes into the shadow, and device code reaches the variable
 * through a slot, a pointer the runtime then sets to the shadow. The slot
 * starts out pointing at the device copy, so a module no host side
 * registers (cuModuleLoad, a variable the host never names) still works.
 * The slot is published in the module descriptor as the row right after
 * the variable's (FERRY_VAR_MANAGED_SLOT in ferry_abi.h).
 *
 * The slot is loaded once at the entry of each function that uses the
 * variable; the load is invariant, since the runtime sets the slot before
 * any kernel runs. The rewrite comes late, once kernels are cut into
 * their block entries, so that those passes see plain global addresses. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

#define MANAGED_ANNOTATION "ferry.managed"
#define MANAGED_MD "ferry.managed"
#define SLOT_SUFFIX ".ferry.slot"

static unsigned md_kind(LLVMContextRef c)
{
    return LLVMGetMDKindIDInContext(c, MANAGED_MD, (unsigned)strlen(MANAGED_MD));
}

static LLVMValueRef strip_casts(LLVMValueRef v)
{
    while (v && LLVMIsAConstantExpr(v)
           && (LLVMGetConstOpcode(v) == LLVMAddrSpaceCast || LLVMGetConstOpcode(v) == LLVMBitCast))
        v = LLVMGetOperand(v, 0);
    return v;
}

static bool is_managed_string(LLVMValueRef s)
{
    s = strip_casts(s);
    LLVMValueRef init = s && LLVMIsAGlobalVariable(s) ? LLVMGetInitializer(s) : NULL;
    if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
        return false;
    size_t len, n = strlen(MANAGED_ANNOTATION);
    const char *str = LLVMGetAsString(init, &len);
    return len >= n && memcmp(str, MANAGED_ANNOTATION, n) == 0 && (len == n || str[n] == 0);
}

/* Tags each variable annotated "ferry.managed" with !ferry.managed, which
 * stays with it through the passes that may drop llvm.global.annotations. */
void ferry_mark_managed(LLVMModuleRef m)
{
    LLVMValueRef ann = LLVMGetNamedGlobal(m, "llvm.global.annotations");
    LLVMValueRef init = ann ? LLVMGetInitializer(ann) : NULL;
    if (!init)
        return;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMMetadataRef empty = LLVMMDNodeInContext2(c, NULL, 0);
    unsigned n = LLVMGetArrayLength2(LLVMTypeOf(init));
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef row = LLVMGetAggregateElement(init, i);
        if (!row || LLVMGetNumOperands(row) < 2 || !is_managed_string(LLVMGetOperand(row, 1)))
            continue;
        LLVMValueRef g = strip_casts(LLVMGetOperand(row, 0));
        if (g && LLVMIsAGlobalVariable(g))
            LLVMGlobalSetMetadata(g, md_kind(c), empty);
    }
}

bool ferry_is_managed(LLVMValueRef g)
{
    if (!g || !LLVMIsAGlobalVariable(g))
        return false;
    size_t n;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(g, &n);
    unsigned kind = md_kind(LLVMGetModuleContext(LLVMGetGlobalParent(g)));
    bool found = false;
    for (size_t i = 0; i < n && !found; i++)
        found = LLVMValueMetadataEntriesGetKind(md, (unsigned)i) == kind;
    if (md)
        LLVMDisposeValueMetadataEntries(md);
    return found;
}

/* "<name>.ferry.slot" (malloc'd) */
static char *slot_name(LLVMValueRef g)
{
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    char *s = malloc(len + sizeof SLOT_SUFFIX);
    if (s) {
        memcpy(s, name, len);
        memcpy(s + len, SLOT_SUFFIX, sizeof SLOT_SUFFIX);
    }
    return s;
}

LLVMValueRef ferry_managed_slot(LLVMModuleRef m, LLVMValueRef g)
{
    char *name = slot_name(g);
    LLVMValueRef s = name ? LLVMGetNamedGlobal(m, name) : NULL;
    free(name);
    return s;
}

static LLVMValueRef make_slot(LLVMModuleRef m, LLVMValueRef g)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(LLVMGetModuleContext(m), 0);
    char *name = slot_name(g);
    if (!name)
        return NULL;
    LLVMValueRef s = LLVMAddGlobal(m, ptr, name);
    free(name);
    LLVMSetInitializer(s, LLVMConstAddrSpaceCast(g, ptr));
    LLVMSetLinkage(s, LLVMInternalLinkage);
    LLVMSetExternallyInitialized(s, 1); /* the runtime rewrites it */
    LLVMSetAlignment(s, 8);
    return s;
}

typedef struct rewrite {
    LLVMBuilderRef b;
    LLVMModuleRef m;
    ferry_diag *d;
    bool failed;
} rewrite;

static LLVMValueRef load_slot(rewrite *r, LLVMValueRef g)
{
    LLVMContextRef c = LLVMGetModuleContext(r->m);
    LLVMValueRef slot = ferry_managed_slot(r->m, g);
    if (!slot)
        return NULL;
    LLVMValueRef p = LLVMBuildLoad2(r->b, LLVMPointerTypeInContext(c, 0), slot, "managed");
    LLVMSetAlignment(p, 8);
    LLVMValueRef empty = LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, NULL, 0));
    LLVMSetMetadata(p, LLVMGetMDKindIDInContext(c, "invariant.load", 14), empty);
    return LLVMBuildAddrSpaceCast(r->b, p, LLVMTypeOf(g), "");
}

/* An instruction computing constant v with managed variables read from
 * their slots; NULL if v mentions none. */
static LLVMValueRef materialize(rewrite *r, LLVMValueRef v, int depth)
{
    if (ferry_is_managed(v))
        return load_slot(r, v);
    if (depth > 16 || !LLVMIsAConstantExpr(v))
        return NULL;
    int n = LLVMGetNumOperands(v);
    LLVMValueRef ops[16];
    bool changed = false;
    if (n > 16)
        return NULL;
    for (int i = 0; i < n; i++) {
        LLVMValueRef x = materialize(r, LLVMGetOperand(v, i), depth + 1);
        ops[i] = x ? x : LLVMGetOperand(v, i);
        changed |= x != NULL;
    }
    if (!changed)
        return NULL;
    LLVMOpcode op = LLVMGetConstOpcode(v);
    switch (op) {
    case LLVMGetElementPtr:
        return LLVMIsInBounds(v)
            ? LLVMBuildInBoundsGEP2(r->b, LLVMGetGEPSourceElementType(v), ops[0], ops + 1, (unsigned)n - 1, "")
            : LLVMBuildGEP2(r->b, LLVMGetGEPSourceElementType(v), ops[0], ops + 1, (unsigned)n - 1, "");
    case LLVMAddrSpaceCast: case LLVMBitCast: case LLVMPtrToInt: case LLVMIntToPtr:
    case LLVMTrunc: case LLVMZExt: case LLVMSExt:
        return LLVMBuildCast(r->b, op, ops[0], LLVMTypeOf(v), "");
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMAnd: case LLVMOr: case LLVMXor:
        return LLVMBuildBinOp(r->b, op, ops[0], ops[1], "");
    default:
        if (!r->failed)
            ferry_error(r->d, NULL, "unsupported constant expression over a __managed__ variable (opcode %d)",
                        (int)op);
        r->failed = true;
        return NULL;
    }
}

/* Everything is computed at the entry, after its allocas: the entry
 * dominates every use, phis' included. */
static void rewrite_function(rewrite *r, LLVMValueRef fn)
{
    LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(fn);
    LLVMValueRef at = LLVMGetFirstInstruction(entry);
    while (at && LLVMIsAAllocaInst(at))
        at = LLVMGetNextInstruction(at);
    if (!at)
        return;
    LLVMPositionBuilderBefore(r->b, at);
    for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = bb == entry ? at : LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            for (int k = 0; k < LLVMGetNumOperands(i); k++) {
                LLVMValueRef op = LLVMGetOperand(i, k);
                if (!op || !LLVMIsConstant(op) || LLVMIsAFunction(op))
                    continue;
                LLVMValueRef x = materialize(r, op, 0);
                if (x)
                    LLVMSetOperand(i, k, x);
            }
}

int ferry_lower_managed(LLVMModuleRef m, ferry_diag *d)
{
    bool any = false;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        if (!ferry_is_managed(g) || LLVMIsDeclaration(g))
            continue;
        if (!make_slot(m, g))
            return -1;
        any = true;
    }
    if (!any)
        return 0;
    rewrite r = {LLVMCreateBuilderInContext(LLVMGetModuleContext(m)), m, d, false};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            rewrite_function(&r, f);
    LLVMDisposeBuilder(r.b);
    return r.failed ? -1 : 0;
}
