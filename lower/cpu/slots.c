/* How each alloca of a kernel with sync points is kept: one slot per
 * thread when it lives across one; recomputed where it holds a function of
 * thread indices, arguments and constants; one value per block for loop
 * counters every thread steps alike; else one scalar reused by each thread
 * in turn. */
#include "regions.h"

#include <stdlib.h>
#include <string.h>

/* The value stored by the one store to a, if all loads read it whole. */
static LLVMValueRef only_store(LLVMValueRef a)
{
    LLVMValueRef v = NULL;
    LLVMTypeRef ty = LLVMGetAllocatedType(a);
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user)) {
            if (v || LLVMTypeOf(LLVMGetOperand(user, 0)) != ty)
                return NULL;
            v = LLVMGetOperand(user, 0);
        } else if (LLVMIsALoadInst(user) && LLVMTypeOf(user) != ty) {
            return NULL;
        }
    }
    return v;
}

static bool slot_remat(builder *s, slot *sl, int depth);

/* Can v be computed again anywhere from thread indices, kernel arguments
 * and constants? Such values are recomputed after a barrier instead of
 * being kept per thread, so that the thread loop sees affine indices. */
bool remat_value(builder *s, LLVMValueRef v, int depth)
{
    if (depth > 12)
        return false;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return true;
    if (!LLVMIsAInstruction(v))
        return false;
    const char *callee = ferry_callee_name(v);
    if (callee)
        return !strncmp(callee, "llvm.nvvm.read.ptx.sreg.", 24) && !ferry_sreg_changes(callee + 24);
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        return sl && slot_remat(s, sl, depth + 1);
    }
    if (!ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!remat_value(s, LLVMGetOperand(v, k), depth + 1))
            return false;
    return true;
}

static bool slot_remat(builder *s, slot *sl, int depth)
{
    if (sl->remat == 0) {
        sl->remat = 1;
        sl->remat = sl->value && remat_value(s, sl->value, depth) ? 2 : 3;
    }
    return sl->remat == 2;
}

static void find_affine(builder *s);
static void find_uniform_counters(builder *s);
LLVMValueRef remat_clone(builder *s, LLVMValueRef v, ptrmap *vmap, const ferry_entry *e);

/* Per-thread copies of a big array for every thread of a block would
 * overflow the worker's stack (a GPU gives a thread up to 512 KiB of local
 * memory, and a block up to 1024 threads): such slots live in a buffer the
 * runtime keeps per thread that runs blocks, asked for once per block. */
#define LOCAL_MEMORY_MIN 512

static void place_in_local_memory(builder *s, LLVMTargetDataRef td, uint64_t per_thread)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c), ptr = LLVMPointerTypeInContext(s->c, 0);
    LLVMTypeRef params[] = {ptr, i64};
    LLVMTypeRef fty = LLVMFunctionType(ptr, params, 2, 0);
    LLVMValueRef f = LLVMGetNamedFunction(s->m, "__ferry_local_memory");
    if (!f) {
        f = LLVMAddFunction(s->m, "__ferry_local_memory", fty);
        /* a fresh buffer, as malloc's: no other pointer reaches it */
        unsigned kind = LLVMGetEnumAttributeKindForName("noalias", 7);
        LLVMAddAttributeAtIndex(f, LLVMAttributeReturnIndex, LLVMCreateEnumAttribute(s->c, kind, 0));
    }
    LLVMValueRef n = LLVMBuildZExt(s->b, s->nthreads, i64, "");
    LLVMValueRef args[] = {s->ctx, LLVMBuildMul(s->b, n, LLVMConstInt(i64, per_thread, 0), "")};
    LLVMValueRef base = LLVMBuildCall2(s->b, fty, f, args, 2, "local");
    uint64_t at = 0;
    for (unsigned k = 0; k < s->nslots; k++) {
        slot *sl = &s->slots[k];
        if (sl->storage)
            continue;
        LLVMValueRef off = LLVMBuildMul(s->b, n, LLVMConstInt(i64, at, 0), "");
        sl->storage = LLVMBuildInBoundsGEP2(s->b, LLVMInt8TypeInContext(s->c), base, &off, 1, "");
        at += (LLVMABISizeOfType(td, sl->ty) + 63) & ~(uint64_t)63;
    }
}

/* A bool kept per thread is stored as an i32: the vectorizer loads and
 * stores integer vectors, but takes i1 in memory one lane at a time (a
 * saved `valid` flag kept pathfinder's thread loop scalar). Not a byte:
 * SimplifyCFG threads a branch on the bool into the blocks that compute
 * it, which splits its store in two, and the vectorizer makes those
 * masked stores, which AVX2 has for 32-bit elements only (pathfinder's
 * x86-64-v3 code, from which v4's was built then, 37 -> 12 ms on v4). Only
 * those: bools the thread loop keeps in registers (the device library's)
 * optimized worse widened (hdot 7 -> 12 ms). */
static void widen_bool_slot(builder *s, slot *sl)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c);
    for (LLVMUseRef u = LLVMGetFirstUse(sl->orig); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsALoadInst(user) && !(LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == sl->orig))
            return;
    }
    LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderBefore(b, sl->orig);
    LLVMValueRef wide = LLVMBuildAlloca(b, i32, "");
    for (LLVMUseRef u = LLVMGetFirstUse(sl->orig); u; u = LLVMGetFirstUse(sl->orig)) {
        LLVMValueRef user = LLVMGetUser(u);
        LLVMPositionBuilderBefore(b, user);
        if (LLVMIsAStoreInst(user)) {
            LLVMBuildStore(b, LLVMBuildZExt(b, LLVMGetOperand(user, 0), i32, ""), wide);
        } else {
            LLVMValueRef v = LLVMBuildLoad2(b, i32, wide, "");
            LLVMReplaceAllUsesWith(user, LLVMBuildTrunc(b, v, sl->ty, ""));
        }
        LLVMInstructionEraseFromParent(user);
    }
    LLVMDisposeBuilder(b);
    ptrmap_put(&s->slot_of, sl->orig, NULL);
    LLVMInstructionEraseFromParent(sl->orig);
    sl->orig = wide;
    sl->ty = i32;
    sl->value = NULL;
    ptrmap_put(&s->slot_of, wide, sl);
}

/* Is x a load or store of a whole el through p? */
static bool whole_element(LLVMValueRef x, LLVMValueRef p, LLVMTypeRef el)
{
    if (LLVMIsALoadInst(x))
        return LLVMTypeOf(x) == el;
    return LLVMIsAStoreInst(x) && LLVMGetOperand(x, 1) == p && LLVMGetOperand(x, 0) != p
        && LLVMTypeOf(LLVMGetOperand(x, 0)) == el;
}

/* The element index of an address into a's array of el: a itself (0),
 * a[i] as [N x el] (0, i), el (i), or a constant byte offset, as earlier
 * passes fold constant indices; NULL when it is none of those. */
LLVMValueRef slot_element_index(LLVMValueRef p, LLVMValueRef a, LLVMTypeRef arr, LLVMTargetDataRef td)
{
    LLVMTypeRef el = LLVMGetElementType(arr), i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(el));
    if (p == a)
        return LLVMConstInt(i64, 0, 0);
    if (!LLVMIsAGetElementPtrInst(p) || LLVMGetOperand(p, 0) != a)
        return NULL;
    LLVMTypeRef src = LLVMGetGEPSourceElementType(p);
    unsigned n = (unsigned)LLVMGetNumOperands(p);
    LLVMValueRef first = LLVMGetOperand(p, 1);
    if (src == arr && n == 3 && LLVMIsAConstantInt(first) && LLVMConstIntGetZExtValue(first) == 0)
        return LLVMGetOperand(p, 2);
    if (src == el && n == 2)
        return first;
    uint64_t size = LLVMABISizeOfType(td, el);
    if (n == 2 && LLVMIsAConstantInt(first) && LLVMGetTypeKind(src) == LLVMIntegerTypeKind
        && LLVMGetIntTypeWidth(src) == 8) {
        int64_t off = LLVMConstIntGetSExtValue(first);
        if (off >= 0 && off % (int64_t)size == 0)
            return LLVMConstInt(i64, (uint64_t)(off / (int64_t)size), 0);
    }
    return NULL;
}

/* A per-thread array of scalars used only element by element (a[i], each
 * element read or written whole) is kept element-major: element i of
 * thread t at i * nthreads + t, so that the thread loop reads a[i] of
 * consecutive threads from consecutive addresses instead of gathering
 * them a thread's array apart (k-means' point, float p[8], kept across the
 * centroid loop's steps: 20 -> 17 ms). clone_inst in barriers.c builds
 * the addresses. */
static bool element_major(const builder *s, const slot *sl)
{
    if (LLVMGetTypeKind(sl->ty) != LLVMArrayTypeKind)
        return false;
    LLVMTypeRef el = LLVMGetElementType(sl->ty);
    LLVMTypeKind k = LLVMGetTypeKind(el);
    if (k != LLVMIntegerTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind && k != LLVMHalfTypeKind)
        return false;
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(s->m);
    for (LLVMUseRef u = LLVMGetFirstUse(sl->orig); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef p = LLVMGetUser(u);
        const char *callee = ferry_callee_name(p);
        if (callee && !strncmp(callee, "llvm.lifetime.", 14))
            continue;
        if (whole_element(p, sl->orig, el))
            continue;
        if (!slot_element_index(p, sl->orig, sl->ty, td))
            return false;
        for (LLVMUseRef w = LLVMGetFirstUse(p); w; w = LLVMGetNextUse(w))
            if (!whole_element(LLVMGetUser(w), p, el))
                return false;
    }
    return true;
}

/* An aggregate slot is 16-byte aligned at least: a struct with a float4
 * member (struct_by_value.cu's Params) is an LLVM type of 8-byte
 * alignment, made by reg2mem so, while the code copied into the thread
 * loops keeps the 16 of the by-value argument it came from (an aligned
 * vector load of p.bias), and a frame laid out otherwise faulted. */
static unsigned slot_alignment(const slot *sl)
{
    unsigned align = LLVMGetAlignment(sl->orig);
    LLVMTypeKind k = LLVMGetTypeKind(sl->ty);
    bool aggregate = k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind;
    return aggregate && align < 16 ? 16 : align;
}

int make_slots(builder *s)
{
    unsigned **preds = NULL, *npreds = NULL;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(s->k);
    unsigned n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i))
        n += LLVMIsAAllocaInst(i) != NULL;
    s->slots = calloc(n ? n : 1, sizeof *s->slots);
    if (!s->slots || predecessors(s->g, &preds, &npreds) < 0)
        return -1;
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsAAllocaInst(i))
            continue;
        slot *sl = &s->slots[s->nslots++];
        sl->orig = i;
        sl->ty = LLVMGetAllocatedType(i);
        sl->value = is_simple(i) ? only_store(i) : NULL;
        if (ptrmap_put(&s->slot_of, i, sl) < 0)
            return -1;
    }
    find_affine(s);
    for (unsigned k = 0; k < s->nslots; k++)
        slot_remat(s, &s->slots[k], 0);
    find_uniform_counters(s);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(s->m);
    uint64_t local = 0;   /* bytes per thread of the slots kept in local memory */
    for (unsigned k = 0; k < s->nslots; k++) {
        slot *sl = &s->slots[k];
        sl->per_thread = !sl->loop && !sl->step_region && !slot_remat(s, sl, 0)
                      && live_across(s->g, sl->orig, preds, npreds);
        sl->by_element = sl->per_thread && element_major(s, sl);
        uint64_t size = LLVMABISizeOfType(td, sl->ty);
        if (sl->per_thread && size >= LOCAL_MEMORY_MIN) {
            local += (size + 63) & ~(uint64_t)63;
            continue;
        }
        if (sl->per_thread && sl->ty == LLVMInt1TypeInContext(s->c))
            widen_bool_slot(s, sl);
        sl->storage = LLVMBuildArrayAlloca(s->b, sl->ty, sl->per_thread ? s->nthreads : i32c(s, 1), "");
        LLVMSetAlignment(sl->storage, slot_alignment(sl));
    }
    if (local)
        place_in_local_memory(s, td, local);
    s->local_memory = local;
    for (unsigned i = 0; i < s->g->nblocks; i++)
        free(preds[i]);
    free(preds);
    free(npreds);
    return 0;
}

/* v, or what it was copied from: reg2mem of SSA code keeps values that
 * cross blocks in allocas with one store each. */
LLVMValueRef copied_value(LLVMValueRef v)
{
    if (!LLVMIsALoadInst(v) || !LLVMIsAAllocaInst(LLVMGetOperand(v, 0)))
        return v;
    LLVMValueRef st = only_store(LLVMGetOperand(v, 0));
    return st ? st : v;
}

/* The slot a load's value was copied from, if it is a copy. */
slot *copied_slot(builder *s, LLVMValueRef load)
{
    LLVMValueRef c = copied_value(load);
    return c != load && LLVMIsALoadInst(c) ? ptrmap_get(&s->slot_of, LLVMGetOperand(c, 0)) : NULL;
}

/* Is block b in region r or in regions of loop points inside loop r, and
 * in no other? Those run, for the threads inside an iteration of loop r,
 * before its region runs again (find_loops): the iteration is still the
 * one its region's last run began. The step of a grid-stride loop around a
 * loop run in steps is in the inner loop's region only (k-means). Other
 * points inside the loop (a warp operation in a branch) let threads wait
 * there while the others go round. */
static bool in_loop_regions(const cfg *g, LLVMBasicBlockRef b, unsigned r)
{
    unsigned i = block_index(g, b);
    bool in = false;
    for (unsigned q = 0; q <= g->nbar; q++) {
        if (!g->member[(size_t)q * g->nblocks + i])
            continue;
        if (q != r && (q == 0 || !nested_point(g, q, r)))
            return false;
        in = true;
    }
    return in;
}

/* The stride loops strided.c marked: their induction variables are
 * recomputed as init + k * stride from a per-block iteration count k, so
 * that consecutive threads load consecutive elements. Only when the loop is
 * entered from outside its region (never re-entered within a step, which
 * could put threads on different iterations). */
static void find_affine(builder *s)
{
    for (unsigned r = 1; r <= s->g->nbar; r++) {
        if (!is_loop_point(s->g, r))
            continue;
        LLVMValueRef a = LLVMGetOperand(s->g->call[r], 0);
        slot *sl = ptrmap_get(&s->slot_of, a);
        LLVMValueRef init = NULL, step = NULL, stride = NULL;
        bool ok = sl && is_simple(a);
        for (LLVMUseRef u = LLVMGetFirstUse(a); ok && u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            bool inside = in_loop_regions(s->g, LLVMGetInstructionParent(user), r);
            if (LLVMIsALoadInst(user)) {
                ok = inside;
            } else if (LLVMIsAStoreInst(user)) {
                LLVMValueRef v = copied_value(LLVMGetOperand(user, 0));
                bool is_step = LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd;
                for (int k = 0; is_step && k < 2 && !stride; k++) {
                    LLVMValueRef o = LLVMGetOperand(v, k), c = copied_value(o);
                    if ((LLVMIsALoadInst(o) && LLVMGetOperand(o, 0) == a)
                        || (LLVMIsALoadInst(c) && LLVMGetOperand(c, 0) == a))
                        stride = LLVMGetOperand(v, 1 - k);
                }
                if (is_step && stride && inside && !step)
                    step = user;
                else if (!inside && !init)
                    init = user;
                else
                    ok = false;
            }
        }
        if (!ok || !init || !step || !remat_value(s, stride, 0) || !remat_value(s, LLVMGetOperand(init, 0), 0))
            continue;
        unsigned regions = 0;
        for (unsigned q = 0; q <= s->g->nbar; q++)
            regions += s->g->member[(size_t)q * s->g->nblocks + block_index(s->g, LLVMGetInstructionParent(init))];
        if (regions != 1)
            continue;
        sl->init_store = init;
        sl->step_store = step;
        sl->stride = stride;
        sl->loop = r;
        ferry_mark_internal(sl->k = LLVMBuildAlloca(s->b, sl->ty, "iteration"));
        LLVMBuildStore(s->b, LLVMConstNull(sl->ty), sl->k);
    }
}

/* The blocks of region r that can run before block step in a run of it;
 * NULL if some run can leave r without passing step. */
static unsigned char *runs_before(const cfg *g, unsigned r, LLVMBasicBlockRef step)
{
    const unsigned char *in = g->member + (size_t)r * g->nblocks;
    unsigned char *seen = calloc(g->nblocks, 1);
    unsigned *stack = malloc(g->nblocks * sizeof *stack), top = 0, first = block_index(g, g->after[r]);
    bool leaves_first = false;
    if (!seen || !stack)
        leaves_first = true;
    else if (g->after[r] != step) {
        seen[first] = 1;
        stack[top++] = first;
    }
    while (top && !leaves_first) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(g->block[stack[--top]]);
        leaves_first |= LLVMGetNumSuccessors(term) == 0;
        for (unsigned k = 0; k < LLVMGetNumSuccessors(term); k++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
            unsigned j = block_index(g, y);
            if (y == step || seen[j])
                continue;
            if (g->bar[j] || !in[j]) {
                leaves_first = true;
                break;
            }
            seen[j] = 1;
            stack[top++] = j;
        }
    }
    free(stack);
    if (leaves_first) {
        free(seen);
        return NULL;
    }
    return seen;
}

/* The only region containing b, or -1. */
static int sole_region(const cfg *g, LLVMBasicBlockRef b)
{
    int found = -1;
    for (unsigned q = 0; q <= g->nbar; q++)
        if (g->member[(size_t)q * g->nblocks + block_index(g, b)])
            found = found < 0 ? (int)q : -2;
    return found < 0 ? -1 : found;
}


/* A counter's alloca p and the copies reg2mem made of it (copies.c). */
typedef struct family {
    LLVMValueRef p, *copies;
    int n;
} family;

static bool of_family(const family *f, LLVMValueRef a)
{
    if (a == f->p)
        return true;
    for (int k = 0; k < f->n; k++)
        if (f->copies[k] == a)
            return true;
    return false;
}

/* step(counter): pure, the same for every thread, from the counter (or a
 * copy of it), constants, arguments and launch values. */
static bool counter_expr(builder *s, LLVMValueRef v, const family *f, int depth)
{
    if (LLVMIsALoadInst(v) && of_family(f, LLVMGetOperand(v, 0)))
        return true;
    if (depth <= 12 && LLVMIsALoadInst(v) && copied_value(v) != v) /* reg2mem's copy of a sum */
        return counter_expr(s, copied_value(v), f, depth + 1);
    if (depth > 12 || !LLVMIsAInstruction(v) || ferry_callee_name(v) || LLVMIsALoadInst(v))
        return remat_value(s, v, depth) && thread_free(s, v, depth);
    if (!ferry_is_pure_op(v) || LLVMGetNumOperands(v) > 8)
        return false;
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!counter_expr(s, LLVMGetOperand(v, k), f, depth + 1))
            return false;
    return true;
}

static unsigned stores_to(LLVMValueRef a)
{
    unsigned n = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u))
        n += LLVMIsAStoreInst(LLVMGetUser(u)) && LLVMGetOperand(LLVMGetUser(u), 1) == a;
    return n;
}

/* The counter's init and step stores, if it has one of each. */
static bool counter_stores(builder *s, const family *f, LLVMValueRef *init, LLVMValueRef *step)
{
    *init = *step = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(f->p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAStoreInst(user))
            continue;
        LLVMValueRef v = copied_value(LLVMGetOperand(user, 0));
        bool self = LLVMIsAInstruction(v) && !LLVMIsALoadInst(v) && counter_expr(s, v, f, 0) && !remat_value(s, v, 0);
        if (self && !*step)
            *step = user;
        else if (!self && !*init)
            *init = user;
        else
            return false;
    }
    return *init && *step && remat_value(s, LLVMGetOperand(*init, 0), 0) && thread_free(s, LLVMGetOperand(*init, 0), 0);
}

/* Are all loads of a in blocks marked in in0 or ins? */
static bool loads_within(const cfg *g, LLVMValueRef a, const unsigned char *in0, const unsigned char *ins)
{
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        unsigned b = block_index(g, LLVMGetInstructionParent(user));
        if (LLVMIsALoadInst(user) && !in0[b] && !ins[b])
            return false;
    }
    return true;
}

/* Does every lane of a warp at the same run of a full-mask warp operation
 * hold the same v? A constant, or a counter that starts at a value the
 * same in every thread and steps by a function of itself and such values
 * (`for (off = 1; off < 32; off <<= 1) __shfl_up_sync(~0u, x, off)`):
 * the lanes, all at the same iteration there, count alike. */
bool lockstep_counter(builder *s, LLVMValueRef v)
{
    if (LLVMIsAConstantInt(v))
        return true;
    if (!LLVMIsALoadInst(v) || !LLVMIsAAllocaInst(LLVMGetOperand(v, 0)))
        return false;
    LLVMValueRef p = LLVMGetOperand(v, 0);
    slot *from = copied_slot(s, v);
    if (from)
        p = from->orig;
    unsigned uses = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u))
        uses++;
    family f = {.p = p, .copies = malloc((uses ? uses : 1) * sizeof *f.copies)};
    LLVMValueRef init, step;
    bool ok = f.copies && is_simple(p) && stores_to(p) == 2 && (f.n = find_copies(s, p, f.copies)) >= 0
           && counter_stores(s, &f, &init, &step);
    free(f.copies);
    return ok;
}

/* Is the counter of family f, with these stores, one to keep per block?
 * Its step's region is returned, 0 if not. */
static unsigned counter_region(builder *s, const family *f, LLVMValueRef init, LLVMValueRef step,
                               unsigned char **before)
{
    cfg *g = s->g;
    int r0 = sole_region(g, LLVMGetInstructionParent(init));
    int rs = sole_region(g, LLVMGetInstructionParent(step));
    /* The step's region must start at a __syncthreads: every thread runs
     * each of its runs. After a warp's point, the warps of a block that
     * went apart run it one at a time, and each run would step it. */
    if (r0 < 0 || rs <= 0 || r0 == rs || strncmp(g->kind[rs]->name, "llvm.nvvm.barrier0", 18))
        return 0;
    const unsigned char *in0 = g->member + (size_t)r0 * g->nblocks, *ins = g->member + (size_t)rs * g->nblocks;
    bool ok = loads_within(g, f->p, in0, ins);
    for (int k = 0; ok && k < f->n; k++)
        ok = loads_within(g, f->copies[k], in0, ins);
    *before = ok ? runs_before(g, (unsigned)rs, LLVMGetInstructionParent(step)) : NULL;
    return *before ? (unsigned)rs : 0;
}

/* Uniform counters of loops with barriers, like sgemm's tile loop: one
 * store of a starting value, one `i += S` at the start of the region after
 * the loop's last barrier, S the same for every thread, and loads only in
 * the regions of those two stores. reg2mem's copies of the counter that
 * always hold its value count as the counter: their loads become its. */
static void find_uniform_counters(builder *s)
{
    /* Each counter is a value the block entry carries through its dispatch
     * of every region; past a few, in a kernel of many regions (CUB's
     * agents: 36 counters, 250 regions), LLVM spends minutes on it. */
    enum { MAX_COUNTERS = 8, MAX_REGIONS = 64 };
    unsigned found = 0;
    if (s->g->nbar > MAX_REGIONS)
        return;
    for (unsigned i = 0; i < s->nslots && found < MAX_COUNTERS; i++) {
        slot *sl = &s->slots[i];
        if (sl->loop || sl->remat == 2 || !is_simple(sl->orig) || stores_to(sl->orig) != 2)
            continue;
        unsigned uses = 0;
        for (LLVMUseRef u = LLVMGetFirstUse(sl->orig); u; u = LLVMGetNextUse(u))
            uses++;
        family f = {.p = sl->orig, .copies = malloc(uses * sizeof *f.copies)};
        LLVMValueRef init, step;
        unsigned char *before = NULL;
        unsigned rs = 0;
        if (f.copies && (f.n = find_copies(s, f.p, f.copies)) >= 0 && counter_stores(s, &f, &init, &step))
            rs = counter_region(s, &f, init, step, &before);
        for (int k = 0; rs && k < f.n; k++)
            forward_copy(s, f.copies[k], f.p);
        free(f.copies);
        if (!rs)
            continue;
        sl->init_store = init;
        sl->step_store = step;
        sl->step_region = rs;
        sl->before = before;
        ferry_mark_internal(sl->k = LLVMBuildAlloca(s->b, sl->ty, "uniform"));
        found++;
    }
}

/* The counter's value after one more step, at the builder's position. */
LLVMValueRef stepped(builder *s, slot *sl, LLVMValueRef cur, ptrmap *vmap, const ferry_entry *e)
{
    s->subst = sl;
    s->subst_value = cur;
    LLVMValueRef v = remat_clone(s, LLVMGetOperand(sl->step_store, 0), vmap, e);
    s->subst = NULL;
    return v;
}

/* After a run of loop point r's region: the next iteration. */
void next_iteration(builder *s, unsigned r)
{
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        if (sl->loop != r && sl->step_region != r)
            continue;
        LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
        if (sl->loop) {
            LLVMBuildStore(s->b, LLVMBuildAdd(s->b, k, LLVMConstInt(sl->ty, 1, 0), ""), sl->k);
            continue;
        }
        ptrmap vmap = {0};
        for (unsigned p = 0; p < LLVMCountParams(s->k); p++)
            ptrmap_put(&vmap, LLVMGetParam(s->k, p), s->av[p]);
        ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .launch = s->launch};
        LLVMBuildStore(s->b, stepped(s, sl, k, &vmap, &e), sl->k);
        ptrmap_free(&vmap);
    }
}

/* Is v the same for every thread (no thread index in it)? */
bool thread_free(builder *s, LLVMValueRef v, int depth)
{
    if (depth > 12)
        return false;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v))
        return true;
    const char *callee = ferry_callee_name(v);
    if (callee)
        return !ferry_sreg_varies_by_thread(callee + 24);
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        return sl && sl->value && thread_free(s, sl->value, depth + 1);
    }
    for (int k = 0; k < LLVMGetNumOperands(v); k++)
        if (!thread_free(s, LLVMGetOperand(v, k), depth + 1))
            return false;
    return true;
}

LLVMValueRef fit_int(LLVMBuilderRef b, LLVMValueRef v, LLVMTypeRef ty)
{
    unsigned from = LLVMGetIntTypeWidth(LLVMTypeOf(v)), to = LLVMGetIntTypeWidth(ty);
    return from < to ? LLVMBuildZExt(b, v, ty, "") : from > to ? LLVMBuildTrunc(b, v, ty, "") : v;
}

LLVMValueRef loop_iv(builder *s, slot *sl, ptrmap *vmap, const ferry_entry *e)
{
    LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
    /* in the region of a loop nested in this one (find_affine), the count
     * has gone on past the iteration that the loop's last run began */
    if (s->region != sl->loop)
        k = LLVMBuildSub(s->b, k, LLVMConstInt(sl->ty, 1, 0), "");
    LLVMValueRef init = remat_clone(s, LLVMGetOperand(sl->init_store, 0), vmap, e);
    LLVMValueRef stride = remat_clone(s, sl->stride, vmap, e);
    return LLVMBuildAdd(s->b, init, LLVMBuildMul(s->b, k, stride, ""), "iv");
}

/* v, or the one value stored to the slot v loads. */
static LLVMValueRef stored_value(builder *s, LLVMValueRef v)
{
    for (int depth = 0; depth < 8 && LLVMIsALoadInst(v); depth++) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        if (!sl || !sl->value)
            break;
        v = sl->value;
    }
    return v;
}

/* Stride loop r's variable when it starts at A + threadIdx.x, A the same
 * in every thread (blockIdx.x * blockDim.x + threadIdx.x): thread x's
 * value is B + x, B = A + k * stride. *a gets A; NULL if not of that form. */
static slot *affine_slot(builder *s, unsigned r, LLVMValueRef *a)
{
    for (unsigned i = 0; i < s->nslots; i++) {
        slot *sl = &s->slots[i];
        unsigned w = LLVMGetIntTypeWidth(sl->ty);
        if (sl->loop != r || (w != 32 && w != 64))
            continue;
        LLVMValueRef v = stored_value(s, LLVMGetOperand(sl->init_store, 0));
        if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd)
            continue;
        for (int j = 0; j < 2; j++) {
            /* a 64-bit variable starts at A + (size_t)threadIdx.x */
            LLVMValueRef t = stored_value(s, LLVMGetOperand(v, j));
            if (LLVMIsAZExtInst(t) || LLVMIsASExtInst(t))
                t = stored_value(s, LLVMGetOperand(t, 0));
            const char *callee = ferry_callee_name(t);
            LLVMValueRef other = LLVMGetOperand(v, 1 - j);
            if (callee && !strcmp(callee, "llvm.nvvm.read.ptx.sreg.tid.x") && remat_value(s, other, 0)
                && thread_free(s, other, 0)) {
                *a = other;
                return sl;
            }
        }
    }
    return NULL;
}

static LLVMValueRef affine_base(builder *s, slot *sl, LLVMValueRef a, ptrmap *vmap, const ferry_entry *e)
{
    LLVMValueRef k = LLVMBuildLoad2(s->b, sl->ty, sl->k, "");
    LLVMValueRef stride = remat_clone(s, sl->stride, vmap, e);
    return LLVMBuildAdd(s->b, remat_clone(s, a, vmap, e), LLVMBuildMul(s->b, k, stride, ""), "iv.base");
}

/* The stride loop variable ext widens (sext or zext to 64 bits or more)
 * if ext is such, else NULL: a load of its slot or of a copy of it, which
 * holds the value of this run of the region. */
static slot *widened_slot(builder *s, LLVMValueRef ext)
{
    if ((!LLVMIsASExtInst(ext) && !LLVMIsAZExtInst(ext)) || LLVMGetIntTypeWidth(LLVMTypeOf(ext)) < 64)
        return NULL;
    LLVMValueRef load = LLVMGetOperand(ext, 0);
    if (!LLVMIsALoadInst(load))
        return NULL;
    slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(load, 0));
    return sl && sl->loop ? sl : copied_slot(s, load);
}

/* Which extensions of sl's variable region r holds: bit 1 sext, bit 2 zext. */
static unsigned widenings(builder *s, unsigned r, const slot *sl)
{
    const unsigned char *in = s->g->member + (size_t)r * s->g->nblocks;
    unsigned found = 0;
    for (unsigned b = 0; b < s->g->nblocks; b++)
        for (LLVMValueRef i = in[b] ? LLVMGetFirstInstruction(s->g->block[b]) : NULL; i; i = LLVMGetNextInstruction(i))
            if (widened_slot(s, i) == sl)
                found |= LLVMIsASExtInst(i) ? 1 : 2;
    return found;
}

/* Region r's variable widened (a[i] of an int i: a sign extension to a
 * 64-bit index) is computed again in every thread as B + x in 32 bits,
 * and LLVM cannot take the extension out of the thread loop: B + x may
 * wrap. Where B + blockDim.x - 1 does not wrap (signed for a sext,
 * unsigned for a zext), B + x widens to B + x in 64 bits, which follows
 * the thread loop's counter: a[i] becomes a pointer stepped by one
 * element (histogram's byte loop ran four instructions per element, two
 * of them the extension). Returns that condition, the same for all
 * threads, and keeps the variable for loop_iv_wide; NULL if region r
 * widens no such variable. */
LLVMValueRef widen_check(builder *s, unsigned r)
{
    LLVMValueRef a;
    slot *sl = r ? affine_slot(s, r, &a) : NULL;
    unsigned kinds = sl && LLVMGetIntTypeWidth(sl->ty) == 32 ? widenings(s, r, sl) : 0;
    if (!kinds)
        return NULL;
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .launch = s->launch};
    ptrmap vmap = {0};
    for (unsigned p = 0; p < LLVMCountParams(s->k); p++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, p), s->av[p]);
    LLVMValueRef base = affine_base(s, sl, a, &vmap, &e);
    ptrmap_free(&vmap);
    LLVMValueRef last = LLVMBuildSub(s->b, s->dims[0], LLVMConstInt(sl->ty, 1, 0), "");
    LLVMValueRef fits = LLVMConstInt(LLVMInt1TypeInContext(s->c), 1, 0);
    if (kinds & 1)
        fits = LLVMBuildICmp(s->b, LLVMIntSLE, base, LLVMBuildSub(s->b, LLVMConstInt(sl->ty, INT32_MAX, 0), last, ""), "iv.fits");
    if (kinds & 2)
        fits = LLVMBuildAnd(s->b, fits, LLVMBuildICmp(s->b, LLVMIntULE, base, LLVMBuildNot(s->b, last, ""), "iv.fits.u"), "");
    s->widen = sl;
    s->widen_base = a;
    return fits;
}

/* Whether every thread passes region r's one guard, the loop's own test
 * `i < n` (any order: <, <=, >, >=, signed or not) of its variable
 * B + x against a value the same in every thread: the threads' values
 * run from B to B + blockDim.x - 1 without wrapping, and the values that
 * pass are an interval, so the first and the last thread decide for all
 * (the loop over every thread computed 256 compares per run of the
 * region). NULL where that does not hold. */
LLVMValueRef affine_guards_pass(builder *s, unsigned r, const guards *gd)
{
    LLVMValueRef a;
    slot *sl = r && gd->n == 1 ? affine_slot(s, r, &a) : NULL;
    LLVMValueRef cond = sl ? LLVMGetCondition(gd->br[0]) : NULL;
    if (!cond || !LLVMIsAICmpInst(cond))
        return NULL;
    LLVMIntPredicate pred = LLVMGetICmpPredicate(cond);
    if (pred == LLVMIntEQ || pred == LLVMIntNE)
        return NULL;
    int side = -1;
    for (int j = 0; j < 2; j++) {
        LLVMValueRef v = LLVMGetOperand(cond, j), other = LLVMGetOperand(cond, 1 - j);
        slot *vs = LLVMIsALoadInst(v) ? ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0)) : NULL;
        if (LLVMIsALoadInst(v) && (!vs || !vs->loop))
            vs = copied_slot(s, v);
        if (vs == sl && remat_value(s, other, 0) && thread_free(s, other, 0))
            side = j;
    }
    if (side < 0)
        return NULL;
    bool is_signed = pred >= LLVMIntSGT;
    ferry_entry e = {.fn = s->fn, .ctx = s->ctx, .launch = s->launch};
    ptrmap vmap = {0};
    for (unsigned p = 0; p < LLVMCountParams(s->k); p++)
        ptrmap_put(&vmap, LLVMGetParam(s->k, p), s->av[p]);
    LLVMValueRef base = affine_base(s, sl, a, &vmap, &e);
    LLVMValueRef bound = remat_clone(s, LLVMGetOperand(cond, 1 - side), &vmap, &e);
    ptrmap_free(&vmap);
    LLVMValueRef last = fit_int(s->b, LLVMBuildSub(s->b, s->dims[0], i32c(s, 1), ""), sl->ty);
    LLVMValueRef most = LLVMConstInt(sl->ty, LLVMGetIntTypeWidth(sl->ty) == 64 ? INT64_MAX : INT32_MAX, 0);
    LLVMValueRef fits = is_signed
        ? LLVMBuildICmp(s->b, LLVMIntSLE, base, LLVMBuildSub(s->b, most, last, ""), "iv.fits")
        : LLVMBuildICmp(s->b, LLVMIntULE, base, LLVMBuildNot(s->b, last, ""), "iv.fits.u");
    LLVMValueRef ends[2] = {base, LLVMBuildAdd(s->b, base, last, "")};
    LLVMValueRef pass = fits;
    for (int j = 0; j < 2; j++) {
        LLVMValueRef c = side == 0 ? LLVMBuildICmp(s->b, pred, ends[j], bound, "") : LLVMBuildICmp(s->b, pred, bound, ends[j], "");
        pass = LLVMBuildAnd(s->b, pass, gd->keep[0] == 0 ? c : LLVMBuildNot(s->b, c, ""), "");
    }
    return pass;
}

/* ext, a sext or zext of the variable widen_check kept, in its region:
 * B + x in 64 bits. NULL if ext is not such. */
LLVMValueRef loop_iv_wide(builder *s, LLVMValueRef ext, ptrmap *vmap, const ferry_entry *e)
{
    if (!s->widen || s->region != s->widen->loop || widened_slot(s, ext) != s->widen)
        return NULL;
    LLVMTypeRef wide = LLVMTypeOf(ext);
    LLVMValueRef base = affine_base(s, s->widen, s->widen_base, vmap, e);
    LLVMValueRef x = fit_int(s->b, e->tid[0], wide);
    if (LLVMIsASExtInst(ext))
        return LLVMBuildNSWAdd(s->b, LLVMBuildSExt(s->b, base, wide, ""), x, "iv.wide");
    return LLVMBuildNUWAdd(s->b, LLVMBuildZExt(s->b, base, wide, ""), x, "iv.wide");
}

/* Evaluates a rematerializable value again at the builder's position. */
LLVMValueRef remat_clone(builder *s, LLVMValueRef v, ptrmap *vmap, const ferry_entry *e)
{
    if (LLVMIsAConstant(v))
        return v;
    if (s->subst_phi && LLVMIsALoadInst(v)) {
        LLVMValueRef c = v; /* a read of the counter, or a copy of it */
        for (int hops = 0; hops < 8 && LLVMIsALoadInst(c) && copied_value(c) != c; hops++)
            c = copied_value(c);
        if (LLVMIsALoadInst(c) && LLVMGetOperand(c, 0) == s->subst_phi)
            return fit_int(s->b, s->subst_phi_value, LLVMTypeOf(v));
    }
    if (LLVMIsAArgument(v))
        return ptrmap_get(vmap, v);
    const char *callee = ferry_callee_name(v);
    if (callee) {
        LLVMValueRef r = ferry_sreg_value(s->b, e, callee + 24);
        return r ? fit_int(s->b, r, LLVMTypeOf(v)) : LLVMGetUndef(LLVMTypeOf(v));
    }
    if (LLVMIsALoadInst(v)) {
        slot *sl = ptrmap_get(&s->slot_of, LLVMGetOperand(v, 0));
        if (sl == s->subst)
            return s->subst_value;
        if (sl->loop) /* only guards.c asks for a stride loop's variable */
            return loop_iv(s, sl, vmap, e);
        slot *from = copied_slot(s, v);
        if (from && from == s->subst)
            return s->subst_value;
        if (from && from->loop) /* or for a copy of it */
            return loop_iv(s, from, vmap, e);
        return remat_clone(s, sl->value, vmap, e);
    }
    int n = LLVMGetNumOperands(v);
    LLVMValueRef ops[8];
    for (int k = 0; k < n && k < 8; k++)
        ops[k] = remat_clone(s, LLVMGetOperand(v, k), vmap, e);
    LLVMValueRef c = LLVMInstructionClone(v);
    LLVMInsertIntoBuilder(s->b, c);
    for (int k = 0; k < n && k < 8; k++)
        LLVMSetOperand(c, k, ops[k]);
    return c;
}

