/* reg2mem of a loop's phi leaves two allocas: the phi's own, stored on
 * each edge into the header, and a copy of it taken in the header, which
 * the loop body reads. Slot analysis (a counter every thread steps alike,
 * slots.c) needs the body to read the phi's alloca itself: a load of the
 * copy becomes a load of the original wherever both must hold the same
 * value, that is, where no store to the original can run between the
 * copy's store and the load. */
#include "regions.h"

#include <stdlib.h>

/* Scans from i to the end of its block: 0 when a store to c comes first,
 * -1 when a load of c does, 1 when neither does. */
static int scan(LLVMValueRef i, LLVMValueRef c)
{
    for (; i; i = LLVMGetNextInstruction(i)) {
        if (LLVMIsAStoreInst(i) && LLVMGetOperand(i, 1) == c)
            return 0;
        if (LLVMIsALoadInst(i) && LLVMGetOperand(i, 0) == c)
            return -1;
    }
    return 1;
}

/* Can a load of c run after `from` before the next store to c? Walks
 * the blocks forward from `from`, once each. */
static bool load_reachable(const cfg *g, LLVMValueRef from, LLVMValueRef c, unsigned char *seen, unsigned *stack)
{
    int r = scan(LLVMGetNextInstruction(from), c);
    unsigned top = 0;
    if (r <= 0)
        return r < 0;
    for (;;) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(LLVMGetInstructionParent(from));
        for (unsigned k = 0; term && k < LLVMGetNumSuccessors(term); k++) {
            unsigned j = block_index(g, LLVMGetSuccessor(term, k));
            if (seen[j])
                continue;
            seen[j] = 1;
            r = scan(LLVMGetFirstInstruction(g->block[j]), c);
            if (r < 0)
                return true;
            if (r > 0)
                stack[top++] = j;
        }
        if (!top)
            return false;
        from = LLVMGetFirstInstruction(g->block[stack[--top]]);
    }
}

/* Is c a copy of p: stored once, with a load of p from the same block and
 * no store to p in between, and read only where p still holds that value? */
static bool is_copy_of(const cfg *g, LLVMValueRef p, LLVMValueRef c, LLVMValueRef store,
                       unsigned char *seen, unsigned *stack)
{
    LLVMValueRef v = LLVMGetOperand(store, 0);
    if (!LLVMIsALoadInst(v) || LLVMGetOperand(v, 0) != p || LLVMGetInstructionParent(v) != LLVMGetInstructionParent(store))
        return false;
    for (LLVMValueRef i = LLVMGetNextInstruction(v); i != store; i = LLVMGetNextInstruction(i))
        if (LLVMIsAStoreInst(i) && LLVMGetOperand(i, 1) == p)
            return false;
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAStoreInst(user))
            continue;
        for (unsigned j = 0; j < g->nblocks; j++)
            seen[j] = 0;
        if (load_reachable(g, user, c, seen, stack))
            return false;
    }
    return true;
}

/* The one store to alloca a, or NULL. */
static LLVMValueRef sole_store(LLVMValueRef a)
{
    LLVMValueRef found = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a) {
            if (found)
                return NULL;
            found = user;
        }
    }
    return found;
}

/* Loads of c become loads of p. */
void forward_copy(builder *s, LLVMValueRef c, LLVMValueRef p)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
    for (LLVMUseRef cu = LLVMGetFirstUse(c); cu;) {
        LLVMValueRef reader = LLVMGetUser(cu);
        cu = LLVMGetNextUse(cu);
        if (!LLVMIsALoadInst(reader))
            continue;
        LLVMPositionBuilderBefore(b, reader);
        LLVMValueRef fresh = LLVMBuildLoad2(b, LLVMTypeOf(reader), p, "");
        LLVMSetAlignment(fresh, LLVMGetAlignment(reader));
        LLVMReplaceAllUsesWith(reader, fresh);
        LLVMInstructionEraseFromParent(reader);
    }
    LLVMDisposeBuilder(b);
}

/* The copies of p, in the sense above, into copies[] (room for one per use
 * of p); their number, or -1 when out of memory. */
int find_copies(builder *s, LLVMValueRef p, LLVMValueRef *copies)
{
    unsigned char *seen = malloc(s->g->nblocks);
    unsigned *stack = malloc(s->g->nblocks * sizeof *stack);
    int n = seen && stack ? 0 : -1;
    for (LLVMUseRef u = LLVMGetFirstUse(p); u && n >= 0; u = LLVMGetNextUse(u)) {
        LLVMValueRef load = LLVMGetUser(u);
        LLVMUseRef only = LLVMIsALoadInst(load) ? LLVMGetFirstUse(load) : NULL;
        LLVMValueRef store = only && !LLVMGetNextUse(only) ? LLVMGetUser(only) : NULL;
        LLVMValueRef c = store && LLVMIsAStoreInst(store) ? LLVMGetOperand(store, 1) : NULL;
        if (c && c != p && LLVMIsAAllocaInst(c) && is_simple(c) && sole_store(c) == store
            && is_copy_of(s->g, p, c, store, seen, stack))
            copies[n++] = c;
    }
    free(seen);
    free(stack);
    return n;
}
