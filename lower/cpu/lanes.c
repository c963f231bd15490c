/* Addresses as sums of terms over the lanes' values (see lanes.h). The
 * kernel is still as clang wrote it, every local in an alloca: a local
 * stored once stands for its value; one stored more often is an atom of
 * its own, whose stores lockstep.c treats as giving it a new value. */
#include "lanes.h"
#include "entry.h"

#include <stdint.h>
#include <string.h>

enum { DEPTH = 32 };

void lanes_init(lanes *l, LLVMModuleRef m)
{
    *l = (lanes){.td = LLVMGetModuleDataLayout(m)};
}

void lanes_free(lanes *l)
{
    ptrmap_free(&l->stored);
    ptrmap_free(&l->busy);
    ptrmap_free(&l->memo_uniform);
    ptrmap_free(&l->memo_nonneg);
    ptrmap_free(&l->memo_lane);
    ptrmap_free(&l->memo_row);
}

static bool is_lifetime_or_dbg(LLVMValueRef i)
{
    const char *n = ferry_callee_name(i);
    return n && (!strncmp(n, "llvm.lifetime.", 14) || !strncmp(n, "llvm.dbg.", 9));
}

/* The one value stored to a local; the alloca itself when it is stored
 * more than once; NULL when its address goes anywhere but loads and
 * stores (a private array, a local passed by pointer). */
static LLVMValueRef stored(lanes *l, LLVMValueRef a)
{
    LLVMValueRef known = ptrmap_get(&l->stored, a);
    if (known)
        return known == LLVMGetUndef(LLVMTypeOf(a)) ? NULL : known;
    LLVMValueRef one = NULL;
    unsigned stores = 0;
    bool escapes = false;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u && !escapes; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user) || is_lifetime_or_dbg(user))
            continue;
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a && LLVMGetOperand(user, 0) != a) {
            one = LLVMGetOperand(user, 0);
            stores++;
        } else {
            escapes = true;
        }
    }
    LLVMValueRef r = escapes || stores == 0 ? NULL : stores == 1 ? one : a;
    ptrmap_put(&l->stored, a, r ? r : LLVMGetUndef(LLVMTypeOf(a)));
    return r;
}

static const char *sreg_name(LLVMValueRef v)
{
    const char *n = ferry_callee_name(v);
    return n && !strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24) ? n + 24 : NULL;
}

static LLVMValueRef canonical(lanes *l, LLVMValueRef v)
{
    if (sreg_name(v))
        return LLVMGetCalledValue(v);
    if (LLVMIsAGlobalVariable(v) && LLVMIsDeclaration(v) && LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == 3) {
        if (!l->extern_shared)
            l->extern_shared = v;
        return l->extern_shared;
    }
    return v;
}

static void add_term(lane_form *f, LLVMValueRef atom, int64_t c)
{
    for (unsigned i = 0; c && i < f->n; i++)
        if (f->t[i].atom == atom) {
            if (__builtin_add_overflow(f->t[i].coef, c, &f->t[i].coef))
                f->ok = false;
            if (f->t[i].coef == 0)
                f->t[i] = f->t[--f->n];
            return;
        }
    if (!c)
        return;
    if (f->n == FORM_TERMS) {
        f->ok = false;
        return;
    }
    f->t[f->n++] = (lane_term){atom, c};
}

static int64_t scaled(lane_form *f, int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        f->ok = false;
    return r;
}

static LLVMOpcode opcode(LLVMValueRef v)
{
    if (LLVMIsAInstruction(v))
        return LLVMGetInstructionOpcode(v);
    if (LLVMIsAConstantExpr(v))
        return LLVMGetConstOpcode(v);
    return (LLVMOpcode)0;
}

static void walk(lanes *l, LLVMValueRef v, int64_t scale, lane_form *f, int depth);

static void walk_gep(lanes *l, LLVMValueRef v, int64_t scale, lane_form *f, int depth)
{
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(v);
    unsigned n = (unsigned)LLVMGetNumOperands(v);
    walk(l, LLVMGetOperand(v, 0), scale, f, depth + 1);
    for (unsigned i = 1; i < n && f->ok; i++) {
        LLVMValueRef idx = LLVMGetOperand(v, i);
        if (i > 1 && LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
            unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
            f->k += scaled(f, scale, (int64_t)LLVMOffsetOfElement(l->td, ty, field));
            ty = LLVMStructGetTypeAtIndex(ty, field);
            continue;
        }
        if (i > 1)
            ty = LLVMGetElementType(ty);
        walk(l, idx, scaled(f, scale, (int64_t)LLVMABISizeOfType(l->td, ty)), f, depth + 1);
    }
}

static void walk(lanes *l, LLVMValueRef v, int64_t scale, lane_form *f, int depth)
{
    if (!f->ok)
        return;
    if (LLVMIsAConstantInt(v) && LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64) {
        f->k += scaled(f, scale, LLVMConstIntGetSExtValue(v));
        return;
    }
    if (LLVMIsAAllocaInst(v)) { /* the address of a local: private to its thread */
        f->local = v;
        return;
    }
    if (depth > DEPTH) {
        add_term(f, canonical(l, v), scale);
        return;
    }
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef b = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    switch (opcode(v)) {
    case LLVMLoad:
        if (LLVMIsAAllocaInst(a) && stored(l, a)) {
            LLVMValueRef s = stored(l, a);
            if (s == a)
                add_term(f, a, scale);
            else
                walk(l, s, scale, f, depth + 1);
            return;
        }
        break;
    case LLVMAdd:
        walk(l, a, scale, f, depth + 1);
        walk(l, b, scale, f, depth + 1);
        return;
    case LLVMSub:
        walk(l, a, scale, f, depth + 1);
        walk(l, b, scaled(f, scale, -1), f, depth + 1);
        return;
    case LLVMMul:
        if (LLVMIsAConstantInt(b) || LLVMIsAConstantInt(a)) {
            LLVMValueRef by = LLVMIsAConstantInt(b) ? b : a, x = by == b ? a : b;
            walk(l, x, scaled(f, scale, LLVMConstIntGetSExtValue(by)), f, depth + 1);
            return;
        }
        break;
    case LLVMShl:
        if (LLVMIsAConstantInt(b) && LLVMConstIntGetZExtValue(b) < 62) {
            walk(l, a, scaled(f, scale, INT64_C(1) << LLVMConstIntGetZExtValue(b)), f, depth + 1);
            return;
        }
        break;
    case LLVMOr:
        if (LLVMIsAInstruction(v) && LLVMGetIsDisjoint(v)) {
            walk(l, a, scale, f, depth + 1);
            walk(l, b, scale, f, depth + 1);
            return;
        }
        break;
    /* Address arithmetic as GPUs do it in practice: no index wraps. */
    case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMBitCast: case LLVMAddrSpaceCast:
    case LLVMPtrToInt: case LLVMIntToPtr:
        walk(l, a, scale, f, depth + 1);
        return;
    case LLVMGetElementPtr:
        walk_gep(l, v, scale, f, depth);
        return;
    default:
        break;
    }
    add_term(f, canonical(l, v), scale);
}

void lanes_form(lanes *l, LLVMValueRef ptr, lane_form *f)
{
    *f = (lane_form){.ok = true};
    walk(l, ptr, 1, f, 0);
}

/* ---- properties of atoms, through phis and variables ---- */

typedef bool (*property)(lanes *, LLVMValueRef, int);

/* p of v, where p looks at every value v can hold: a variable's stores, a
 * phi's inputs; a cycle back to v counts as true (what holds on the way in
 * holds on the way round). Only answers that did not lean on a cycle are
 * kept. */
static bool cached(lanes *l, ptrmap *memo, LLVMValueRef v, property p, int depth)
{
    uintptr_t m = (uintptr_t)ptrmap_get(memo, v);
    if (m)
        return m == 1;
    if (ptrmap_get(&l->busy, v)) {
        l->leaned++;
        return true;
    }
    if (depth > DEPTH)
        return false;
    unsigned before = l->leaned;
    ptrmap_put(&l->busy, v, (void *)1);
    bool r = p(l, v, depth + 1);
    ptrmap_put(&l->busy, v, NULL);
    if (!r || l->leaned == before)
        ptrmap_put(memo, v, (void *)(uintptr_t)(r ? 1 : 2));
    return r;
}

/* Every value stored to a variable has the property. */
static bool all_stores(lanes *l, LLVMValueRef a, property p, ptrmap *memo, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a
            && !cached(l, memo, LLVMGetOperand(user, 0), p, depth))
            return false;
    }
    return true;
}

static bool uniform_sreg(const char *r)
{
    return !ferry_sreg_varies_by_thread(r) && !ferry_sreg_changes(r);
}

static bool is_uniform(lanes *l, LLVMValueRef v, int depth);

/* p points into a kernel's by-value argument (a struct such as
 * cudaPitchedPtr) that nothing writes: the launch's one copy, the same for
 * every thread. */
static bool read_only_byval(lanes *l, LLVMValueRef p, int depth)
{
    for (int hops = 0; LLVMIsAGetElementPtrInst(p) && hops < 8; hops++) {
        for (int i = 1; i < LLVMGetNumOperands(p); i++)
            if (!cached(l, &l->memo_uniform, LLVMGetOperand(p, (unsigned)i), is_uniform, depth))
                return false;
        p = LLVMGetOperand(p, 0);
    }
    return ferry_is_byval_arg(p) && !ferry_written_through(p, 0);
}

static bool is_uniform(lanes *l, LLVMValueRef v, int depth)
{
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return true;
    const char *sreg = sreg_name(v);
    if (sreg)
        return uniform_sreg(sreg);
    if (LLVMIsAAllocaInst(v))
        return stored(l, v) == v && all_stores(l, v, is_uniform, &l->memo_uniform, depth);
    LLVMOpcode op = opcode(v);
    if (op == LLVMLoad) {
        LLVMValueRef a = LLVMGetOperand(v, 0);
        if (LLVMIsAAllocaInst(a)) {
            LLVMValueRef s = stored(l, a);
            return s && cached(l, &l->memo_uniform, s, is_uniform, depth);
        }
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(a));
        return ((as == 4 || as == 101) && cached(l, &l->memo_uniform, a, is_uniform, depth))
               || read_only_byval(l, a, depth);
    }
    if (op != LLVMPHI && !ferry_is_pure_op(v) && op != LLVMUDiv && op != LLVMSDiv && op != LLVMURem
        && op != LLVMSRem)
        return false;
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
        LLVMValueRef o = LLVMGetOperand(v, (unsigned)i);
        if (!LLVMValueIsBasicBlock(o) && !cached(l, &l->memo_uniform, o, is_uniform, depth))
            return false;
    }
    return true;
}

/* v is a * r + u times a uniform factor, where r is %tid.y or %tid.z, a a
 * constant and u uniform: a row's offset, y * cols, with a width known
 * only at run time. */
static bool row_product(lanes *l, LLVMValueRef v)
{
    if (opcode(v) != LLVMMul)
        return false;
    for (unsigned i = 0; i < 2; i++) {
        lane_form f;
        lanes_form(l, LLVMGetOperand(v, i), &f);
        if (!f.ok || f.local || !cached(l, &l->memo_uniform, LLVMGetOperand(v, 1 - i), is_uniform, 0))
            continue;
        unsigned rows = 0, other = 0;
        for (unsigned t = 0; t < f.n; t++) {
            atom_kind kind = lanes_atom_kind(l, f.t[t].atom);
            bool sreg = kind == ATOM_ROW && LLVMIsAFunction(f.t[t].atom);
            rows += sreg;
            other += kind != ATOM_UNIFORM && !sreg;
        }
        if (rows == 1 && other == 0)
            return true;
    }
    return false;
}

atom_kind lanes_atom_kind(lanes *l, LLVMValueRef atom)
{
    if (LLVMIsAFunction(atom)) { /* a special register */
        size_t len;
        const char *r = LLVMGetValueName2(atom, &len) + 24;
        if (!strcmp(r, "tid.x") || !strcmp(r, "laneid"))
            return ATOM_LANE;
        if (!strcmp(r, "tid.y") || !strcmp(r, "tid.z"))
            return ATOM_ROW;
        return uniform_sreg(r) ? ATOM_UNIFORM : ATOM_VARYING;
    }
    if (cached(l, &l->memo_uniform, atom, is_uniform, 0))
        return ATOM_UNIFORM;
    uintptr_t m = (uintptr_t)ptrmap_get(&l->memo_row, atom);
    if (!m) {
        m = row_product(l, atom) ? 1 : 2;
        ptrmap_put(&l->memo_row, atom, (void *)m);
    }
    return m == 1 ? ATOM_ROW : ATOM_VARYING;
}

static bool is_nonneg(lanes *l, LLVMValueRef v, int depth)
{
    if (LLVMIsAConstantInt(v))
        return LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64 && LLVMConstIntGetSExtValue(v) >= 0;
    if (LLVMIsAFunction(v) || sreg_name(v)) {
        size_t len;
        const char *r = LLVMIsAFunction(v) ? LLVMGetValueName2(v, &len) + 24 : sreg_name(v);
        return !strncmp(r, "tid.", 4) || !strncmp(r, "ntid.", 5) || !strncmp(r, "ctaid.", 6)
            || !strncmp(r, "nctaid.", 7) || !strcmp(r, "laneid") || !strcmp(r, "warpsize");
    }
    if (LLVMIsAAllocaInst(v))
        return stored(l, v) == v && all_stores(l, v, is_nonneg, &l->memo_nonneg, depth);
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef b = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
#define NN(x) cached(l, &l->memo_nonneg, (x), is_nonneg, depth)
    switch (opcode(v)) {
    case LLVMLoad: {
        LLVMValueRef s = LLVMIsAAllocaInst(a) ? stored(l, a) : NULL;
        return s && NN(s);
    }
    case LLVMZExt:
        return true;
    case LLVMLShr:
        return (LLVMIsAConstantInt(b) && LLVMConstIntGetZExtValue(b) > 0) || NN(a);
    case LLVMUDiv:
        return (LLVMIsAConstantInt(b) && LLVMConstIntGetZExtValue(b) > 1) || NN(a);
    case LLVMAnd:
        return NN(a) || NN(b);
    case LLVMAShr: case LLVMSDiv: case LLVMSExt:
        return NN(a) && (opcode(v) != LLVMSDiv || NN(b));
    case LLVMAdd: case LLVMMul: case LLVMShl: case LLVMOr: case LLVMXor: case LLVMURem: case LLVMSRem:
        return NN(a) && NN(b);
    case LLVMSelect:
        return NN(b) && NN(LLVMGetOperand(v, 2));
    case LLVMPHI:
        for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
            if (!NN(LLVMGetIncomingValue(v, i)))
                return false;
        return true;
    default:
        return false;
    }
#undef NN
}

bool lanes_nonneg(lanes *l, LLVMValueRef v)
{
    return cached(l, &l->memo_nonneg, v, is_nonneg, 0);
}

/* ---- what an address points into ---- */

static LLVMValueRef root_of(lanes *l, LLVMValueRef v, int depth);

LLVMValueRef lanes_root(lanes *l, const lane_form *f)
{
    if (f->local)
        return f->local;
    LLVMValueRef p = NULL;
    for (unsigned i = 0; i < f->n; i++) {
        LLVMValueRef a = f->t[i].atom;
        bool is_ptr = !LLVMIsAFunction(a) && LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind;
        if (LLVMIsAAllocaInst(a)) /* a variable: of the type stored in it */
            is_ptr = stored(l, a) == a && LLVMGetTypeKind(LLVMGetAllocatedType(a)) == LLVMPointerTypeKind;
        if (!is_ptr)
            continue;
        if (p || f->t[i].coef != 1)
            return NULL;
        p = a;
    }
    return p ? root_of(l, p, 0) : NULL;
}

/* Every value v can hold points into one object: that object. */
static LLVMValueRef root_of(lanes *l, LLVMValueRef v, int depth)
{
    if (LLVMIsAGlobalVariable(v) || LLVMIsAArgument(v))
        return v;
    if (depth > 8 || ptrmap_get(&l->busy, v))
        return NULL;
    LLVMValueRef r = NULL;
    bool agree = true;
    ptrmap_put(&l->busy, v, (void *)1);
    if (LLVMIsAAllocaInst(v)) {
        for (LLVMUseRef u = LLVMGetFirstUse(v); u && agree; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 1) != v)
                continue;
            lane_form f;
            lanes_form(l, LLVMGetOperand(user, 0), &f);
            LLVMValueRef s = f.ok ? lanes_root(l, &f) : NULL;
            agree = s && (!r || r == s);
            r = s;
        }
    } else if (LLVMIsAPHINode(v)) {
        for (unsigned i = 0; i < LLVMCountIncoming(v) && agree; i++) {
            lane_form f;
            lanes_form(l, LLVMGetIncomingValue(v, i), &f);
            LLVMValueRef s = f.ok ? lanes_root(l, &f) : NULL;
            agree = s && (!r || r == s);
            r = s;
        }
    }
    ptrmap_put(&l->busy, v, NULL);
    return agree ? r : NULL;
}

bool lanes_defines(LLVMValueRef inst, LLVMValueRef atom)
{
    if (LLVMIsAAllocaInst(atom))
        return LLVMIsAStoreInst(inst) && LLVMGetOperand(inst, 1) == atom;
    return inst == atom;
}

/* ---- variables that count lanes ---- */

/* inc skips whole rows of the block (a positive multiple of blockDim.x
 * times c) or whole warps (a constant multiple of 32 * c). */
static bool row_stride(lanes *l, const lane_form *inc, int64_t c)
{
    if (inc->n == 0)
        return inc->k != 0 && inc->k % (32 * c) == 0;
    if (inc->n != 1 || inc->k != 0 || inc->t[0].coef % c || inc->t[0].coef / c <= 0)
        return false;
    LLVMValueRef a = inc->t[0].atom;
    if (LLVMIsAFunction(a)) {
        size_t len;
        return !strcmp(LLVMGetValueName2(a, &len), "llvm.nvvm.read.ptx.sreg.ntid.x");
    }
    if (opcode(a) != LLVMMul)
        return false;
    for (unsigned i = 0; i < 2; i++) {
        lane_form f;
        lanes_form(l, LLVMGetOperand(a, i), &f);
        LLVMValueRef other = LLVMGetOperand(a, 1 - i);
        if (f.ok && f.n == 1 && f.k == 0 && f.t[0].coef == 1 && LLVMIsAFunction(f.t[0].atom)
            && !strcmp(LLVMGetValueName2(f.t[0].atom, &(size_t){0}), "llvm.nvvm.read.ptx.sreg.ntid.x")
            && lanes_atom_kind(l, other) == ATOM_UNIFORM && lanes_nonneg(l, other))
            return true;
    }
    return false;
}

/* The stored value's form less the variable itself, if it holds the
 * variable once. */
static bool step_form(lanes *l, LLVMValueRef store, LLVMValueRef var, lane_form *f)
{
    lanes_form(l, LLVMGetOperand(store, 0), f);
    for (unsigned i = 0; f->ok && i < f->n; i++)
        if (f->t[i].atom == var && f->t[i].coef == 1) {
            f->t[i] = f->t[--f->n];
            return true;
        }
    return false;
}

static int64_t lane_coef_of_stores(lanes *l, LLVMValueRef var)
{
    int64_t c = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(var); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef s = LLVMGetUser(u);
        lane_form f;
        if (!LLVMIsAStoreInst(s) || LLVMGetOperand(s, 1) != var || step_form(l, s, var, &f))
            continue;
        if (!f.ok)
            return 0;
        int64_t lc = 0;
        for (unsigned i = 0; i < f.n; i++) {
            atom_kind kind = lanes_atom_kind(l, f.t[i].atom);
            if (kind == ATOM_LANE && !lc)
                lc = f.t[i].coef;
            else if (kind != ATOM_UNIFORM)
                return 0;
        }
        if (!lc || (c && c != lc))
            return 0;
        c = lc;
    }
    for (LLVMUseRef u = LLVMGetFirstUse(var); c && u; u = LLVMGetNextUse(u)) {
        LLVMValueRef s = LLVMGetUser(u);
        lane_form f;
        if (LLVMIsAStoreInst(s) && LLVMGetOperand(s, 1) == var && step_form(l, s, var, &f) && !row_stride(l, &f, c))
            return 0;
    }
    return c;
}

int64_t lanes_var_lane_coef(lanes *l, LLVMValueRef var)
{
    if (!LLVMIsAAllocaInst(var) || stored(l, var) != var)
        return 0;
    intptr_t m = (intptr_t)ptrmap_get(&l->memo_lane, var);
    if (m) /* odd: 2c + 1 */
        return (int64_t)(m - 1) / 2;
    if (ptrmap_get(&l->busy, var))
        return 0;
    ptrmap_put(&l->busy, var, (void *)1);
    int64_t c = lane_coef_of_stores(l, var);
    ptrmap_put(&l->busy, var, NULL);
    ptrmap_put(&l->memo_lane, var, (void *)(intptr_t)(2 * c + 1));
    return c;
}

int64_t lanes_uniform_step(lanes *l, LLVMValueRef var)
{
    if (!LLVMIsAAllocaInst(var) || stored(l, var) != var || lanes_atom_kind(l, var) != ATOM_UNIFORM)
        return 0;
    int64_t step = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(var); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef s = LLVMGetUser(u);
        lane_form f;
        if (!LLVMIsAStoreInst(s) || LLVMGetOperand(s, 1) != var || !step_form(l, s, var, &f))
            continue;
        if (f.n || !f.k || (step && step != f.k))
            return 0;
        step = f.k;
    }
    return step;
}

bool lanes_is_step(lanes *l, LLVMValueRef store)
{
    LLVMValueRef var = LLVMGetOperand(store, 1);
    lane_form f;
    int64_t c = lanes_var_lane_coef(l, var);
    if (!step_form(l, store, var, &f))
        return false;
    return c ? row_stride(l, &f, c) : lanes_uniform_step(l, var) != 0;
}

/* The bound a comparison of the counter's value sets, if it is k < N or
 * k <= N with N a constant. */
static bool bound_of(LLVMValueRef cmp, LLVMValueRef load, int64_t *hi)
{
    if (!LLVMIsAICmpInst(cmp) || LLVMGetOperand(cmp, 0) != load || !LLVMIsAConstantInt(LLVMGetOperand(cmp, 1)))
        return false;
    int64_t n = LLVMConstIntGetSExtValue(LLVMGetOperand(cmp, 1));
    switch (LLVMGetICmpPredicate(cmp)) {
    case LLVMIntSLT: case LLVMIntULT:
        *hi = n;
        return true;
    case LLVMIntSLE: case LLVMIntULE:
        *hi = n + 1;
        return true;
    default:
        return false;
    }
}

bool lanes_counter_range(lanes *l, LLVMValueRef var, int64_t *lo, int64_t *hi)
{
    int64_t step = lanes_uniform_step(l, var);
    bool have_lo = false, have_hi = false;
    if (step <= 0)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(var); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        lane_form f;
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == var) {
            if (step_form(l, user, var, &f))
                continue;
            LLVMValueRef v = LLVMGetOperand(user, 0);
            if (!LLVMIsAConstantInt(v))
                return false;
            int64_t x = LLVMConstIntGetSExtValue(v);
            *lo = have_lo && *lo < x ? *lo : x;
            have_lo = true;
            continue;
        }
        if (!LLVMIsALoadInst(user))
            continue;
        for (LLVMUseRef w = LLVMGetFirstUse(user); w; w = LLVMGetNextUse(w)) {
            LLVMValueRef cmp = LLVMGetUser(w);
            int64_t h;
            if (!LLVMIsAICmpInst(cmp))
                continue;
            if (!bound_of(cmp, user, &h))
                return false;
            *hi = have_hi && *hi > h ? *hi : h;
            have_hi = true;
        }
    }
    return have_lo && have_hi;
}
