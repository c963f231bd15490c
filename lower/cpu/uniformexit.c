/* A region's copy with several ways out, all of which every thread of the
 * block takes alike: the way is chosen by branches on values that are the
 * same in every thread (a counter of a loop with barriers, an argument,
 * blockIdx), and branches on a thread's own values (its index, its data)
 * come only where one way out is left.  Needleman-Wunsch's sweep is one:
 * `for (d = 0; d < 31; d++) { if (tid-dependent) cell; __syncthreads(); }`
 * leaves each run of its region either at the barrier or after the loop,
 * the same for all.  Then stop_any equals stop_all after every run, no
 * runtime step follows, and the per-thread records of the stops are never
 * read (barriers.c erases them). */
#include "regions.h"

#include <stdint.h>
#include <string.h>

#define MANY UINTPTR_MAX

/* Pointers that stores, atomics or calls in the copy may write through. */
static int note_writes(const ptrmap *live, ptrmap *written)
{
    for (size_t i = 0; i < live->cap; i++) {
        LLVMBasicBlockRef b = (LLVMBasicBlockRef)live->keys[i];
        for (LLVMValueRef in = b ? LLVMGetFirstInstruction(b) : NULL; in; in = LLVMGetNextInstruction(in)) {
            LLVMValueRef p = LLVMIsAStoreInst(in) ? LLVMGetOperand(in, 1)
                           : LLVMIsAAtomicRMWInst(in) || LLVMIsAAtomicCmpXchgInst(in) ? LLVMGetOperand(in, 0)
                                                                                      : NULL;
            if (p && ptrmap_put(written, ferry_pointer_base(p) ? ferry_pointer_base(p) : p, p) < 0)
                return -1;
            for (unsigned k = 0; LLVMIsACallInst(in) && k < LLVMGetNumArgOperands(in); k++) {
                LLVMValueRef a = LLVMGetOperand(in, k);
                if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind && ferry_pointer_base(a)
                    && ptrmap_put(written, ferry_pointer_base(a), a) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* A load of a block's counter (slots.c: one value per block) that no
 * thread of the copy writes. */
static bool counter_load(builder *s, LLVMValueRef load, const ptrmap *written)
{
    LLVMValueRef p = LLVMGetOperand(load, 0);
    if (LLVMGetVolatile(load) || LLVMGetOrdering(load) != LLVMAtomicOrderingNotAtomic || ptrmap_get(written, p))
        return false;
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->slots[i].k == p)
            return true;
    return false;
}

static bool pure_intrinsic(LLVMValueRef call)
{
    const char *n = ferry_callee_name(call);
    static const char *const ok[] = {"llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs."};
    for (size_t i = 0; n && i < sizeof ok / sizeof *ok; i++)
        if (!strncmp(n, ok[i], strlen(ok[i])))
            return true;
    return false;
}

/* Is v the same in every thread of the loop being built? Made in the
 * block entry's first block (launch values, arguments), a counter, or
 * computed from such values alone. */
static bool same_everywhere(builder *s, LLVMValueRef v, const ptrmap *written, ptrmap *memo, int depth)
{
    if (!LLVMIsAInstruction(v))
        return LLVMIsAConstant(v) || LLVMIsAArgument(v);
    if (LLVMGetInstructionParent(v) == LLVMGetEntryBasicBlock(s->fn))
        return true;
    uintptr_t known = (uintptr_t)ptrmap_get(memo, v);
    if (known)
        return known == 1;
    bool same = false;
    if (depth > 24 || LLVMIsAPHINode(v))
        same = false;
    else if (LLVMIsALoadInst(v))
        same = counter_load(s, v, written);
    else if (LLVMIsACallInst(v) && !pure_intrinsic(v))
        same = false;
    else if (LLVMIsAAllocaInst(v) || LLVMIsAAtomicRMWInst(v) || LLVMIsAAtomicCmpXchgInst(v)
             || LLVMIsATerminatorInst(v) || LLVMIsAStoreInst(v))
        same = false;
    else {
        same = true;
        unsigned n = LLVMIsACallInst(v) ? (unsigned)LLVMGetNumArgOperands(v) : (unsigned)LLVMGetNumOperands(v);
        for (unsigned k = 0; same && k < n; k++)
            same = same_everywhere(s, LLVMGetOperand(v, k), written, memo, depth + 1);
    }
    ptrmap_put(memo, v, (void *)(uintptr_t)(same ? 1 : 2));
    return same;
}

/* The one stop reachable from each block of the copy, or MANY; stops are
 * point + 1, 0 none yet. False if it does not settle. */
static bool reach_stops(const ptrmap *live, const ptrmap *stop_of, LLVMBasicBlockRef latch, ptrmap *reach)
{
    for (int round = 0; round < 64; round++) {
        bool changed = false;
        for (size_t i = 0; i < live->cap; i++) {
            LLVMBasicBlockRef b = (LLVMBasicBlockRef)live->keys[i];
            if (!b || ptrmap_get(stop_of, b))
                continue;
            LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
            uintptr_t v = 0;
            for (unsigned k = 0; term && k < LLVMGetNumSuccessors(term); k++) {
                LLVMBasicBlockRef y = LLVMGetSuccessor(term, k);
                uintptr_t w = y == latch ? 0 : ptrmap_get(stop_of, y) ? (uintptr_t)ptrmap_get(stop_of, y)
                                                                       : (uintptr_t)ptrmap_get(reach, y);
                v = !v ? w : !w || w == v ? v : MANY;
            }
            if (v && v != (uintptr_t)ptrmap_get(reach, b)) {
                if (ptrmap_put(reach, b, (void *)v) < 0)
                    return false;
                changed = true;
            }
        }
        if (!changed)
            return true;
    }
    return false;
}

bool uniform_way_out(builder *s, const ptrmap *live, LLVMBasicBlockRef *stop, LLVMBasicBlockRef latch)
{
    ptrmap stop_of = {0}, reach = {0}, written = {0}, memo = {0};
    bool ok = note_writes(live, &written) == 0;
    for (unsigned b = 0; ok && b <= s->g->nbar; b++)
        if (stop[b] && ptrmap_put(&stop_of, stop[b], (void *)(uintptr_t)(b + 1)) < 0)
            ok = false;
    ok = ok && reach_stops(live, &stop_of, latch, &reach);
    for (size_t i = 0; ok && i < live->cap; i++) {
        LLVMBasicBlockRef b = (LLVMBasicBlockRef)live->keys[i];
        if (!b || (uintptr_t)ptrmap_get(&reach, b) != MANY)
            continue;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (LLVMIsABranchInst(term) && LLVMIsConditional(term))
            ok = same_everywhere(s, LLVMGetCondition(term), &written, &memo, 0);
        else if (LLVMIsASwitchInst(term))
            ok = same_everywhere(s, LLVMGetOperand(term, 0), &written, &memo, 0);
        else
            ok = LLVMGetNumSuccessors(term) <= 1;
    }
    ptrmap_free(&stop_of);
    ptrmap_free(&reach);
    ptrmap_free(&written);
    ptrmap_free(&memo);
    return ok;
}
