/* Whether a thread loop should run threads in SIMD lanes at all. LLVM's
 * vectorizer prices a gather or scatter of 8 lanes at about 10 scalar
 * operations; on the CPUs measured they cost three to four times more
 * than the scalar loads and stores they replace. Threads that each walk a
 * run of consecutive elements (a block scan's serial run over
 * s[t * 16 + k], CUB's blocked arrangement) ran 3.6 times slower
 * vectorized across threads than one thread at a time, where the run's
 * accesses are contiguous and the SLP vectorizer packs them (adding a
 * prefix to each run: 15 times). With enough arithmetic per access the
 * lanes win again (3.2 times faster at about ten flops per such load).
 *
 * So each access to memory and each operation on a value gets a cost
 * class here, on the kernel after reg2mem and before barriers.c copies it
 * into thread loops (the metadata goes with the copies), weighted by the
 * trip counts of the loops around it, which LLVM unrolls before it
 * vectorizes the thread loop. parallel.c sums them per thread loop and
 * keeps a loop scalar where accesses to runs dominate. */
#include "lanes.h"
#include "entry.h"
#include "lower.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { UNKNOWN_TRIPS = 16, MAX_WEIGHT = 1 << 16 };

/* Each block's weight: the product of the trip counts of the loops it is
 * in (a loop is a header and the blocks up to a later latch that branches
 * back to it, as the front end lays loops out). */
static unsigned *block_weights(LLVMValueRef fn, LLVMBasicBlockRef **order, unsigned *nblocks)
{
    unsigned n = LLVMCountBasicBlocks(fn);
    unsigned *w = malloc((n ? n : 1) * sizeof *w);
    LLVMBasicBlockRef *b = malloc((n ? n : 1) * sizeof *b);
    if (!w || !b) {
        free(w);
        free(b);
        return NULL;
    }
    LLVMGetBasicBlocks(fn, b);
    for (unsigned i = 0; i < n; i++)
        w[i] = 1;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b[i]);
        for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
            LLVMBasicBlockRef h = LLVMGetSuccessor(term, s);
            unsigned j = i + 1;
            while (j-- > 0 && b[j] != h)
                ;
            if (j > i) /* not a back edge */
                continue;
            unsigned long long trips = ferry_loop_trips(b[i], h);
            unsigned long long by = !trips ? UNKNOWN_TRIPS : trips > MAX_WEIGHT ? MAX_WEIGHT : trips;
            for (unsigned x = j; x <= i; x++)
                w[x] = (unsigned)(w[x] * by > MAX_WEIGHT ? MAX_WEIGHT : w[x] * by);
        }
    }
    *order = b;
    *nblocks = n;
    return w;
}

/* ---- which values are computed for their own sake ---- */

typedef struct valueset {
    ptrmap seen;         /* instruction or slot -> 1 */
    ferry_values work;
} valueset;

static void want(valueset *v, LLVMValueRef x)
{
    if (!x || !LLVMIsAInstruction(x) || ptrmap_get(&v->seen, x))
        return;
    ptrmap_put(&v->seen, x, (void *)1);
    ferry_values_push(&v->work, x);
}

static bool is_local(LLVMValueRef ptr)
{
    LLVMValueRef base = ferry_pointer_base(ptr);
    return base && LLVMIsAAllocaInst(base);
}

/* A local's value is wanted: so is every value stored to it. */
static void want_slot(valueset *v, LLVMValueRef slot)
{
    if (ptrmap_get(&v->seen, slot))
        return;
    ptrmap_put(&v->seen, slot, (void *)1);
    for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef st = LLVMGetUser(u);
        if (LLVMIsAStoreInst(st) && LLVMGetOperand(st, 1) == slot)
            want(v, LLVMGetOperand(st, 0));
    }
}

/* Starting from what leaves the thread (stores to memory, calls, atomics),
 * every value they are computed from, through locals but not through
 * addresses: what is left is address and loop arithmetic, which unrolling
 * and the vectorizer's address modes absorb. */
static void find_values(LLVMValueRef fn, valueset *v)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            if (LLVMIsAStoreInst(i) && !is_local(LLVMGetOperand(i, 1)))
                want(v, LLVMGetOperand(i, 0));
            else if (LLVMIsACallInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i))
                for (int k = 0; k < LLVMGetNumOperands(i); k++)
                    want(v, LLVMGetOperand(i, k));
        }
    while (v->work.n) {
        LLVMValueRef x = v->work.v[--v->work.n];
        if (LLVMIsALoadInst(x)) {
            if (is_local(LLVMGetOperand(x, 0)) && LLVMIsAAllocaInst(LLVMGetOperand(x, 0)))
                want_slot(v, LLVMGetOperand(x, 0));
            continue;
        }
        if (LLVMIsAGetElementPtrInst(x) || LLVMIsACallInst(x) || LLVMIsAPHINode(x))
            continue;
        for (int k = 0; k < LLVMGetNumOperands(x); k++)
            want(v, LLVMGetOperand(x, k));
    }
}

/* Arithmetic a vector lane does as cheaply as a scalar register. */
static bool is_arithmetic(LLVMValueRef i)
{
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
    case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
    case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
    case LLVMFNeg: case LLVMICmp: case LLVMFCmp: case LLVMSelect: case LLVMFPToSI:
    case LLVMFPToUI: case LLVMSIToFP: case LLVMUIToFP: case LLVMFPTrunc: case LLVMFPExt:
        return true;
    default:
        return false;
    }
}

/* ---- how an access moves from thread to thread ---- */

/* How the address moves: *step bytes from one thread to the next (x),
 * *run bytes from one iteration of a loop the same in every thread to
 * the next. False when it depends on data or cannot be read. */
static bool address_steps(lanes *l, LLVMValueRef ptr, int64_t *step, int64_t *run)
{
    lane_form f;
    lanes_form(l, ptr, &f);
    if (!f.ok || f.local)
        return false;
    *step = *run = 0;
    for (unsigned i = 0; i < f.n; i++) {
        LLVMValueRef a = f.t[i].atom;
        atom_kind k = lanes_atom_kind(l, a);
        if (k == ATOM_LANE) {
            *step += f.t[i].coef;
            continue;
        }
        int64_t c = LLVMIsAAllocaInst(a) ? lanes_var_lane_coef(l, a) : 0;
        int64_t u = LLVMIsAAllocaInst(a) && !c ? lanes_uniform_step(l, a) : 0;
        if (c)
            *step += f.t[i].coef * c;
        else if (u)
            *run = f.t[i].coef * u;
        else if (k == ATOM_VARYING)
            return false;
    }
    return true;
}

static LLVMValueRef cost_node(LLVMContextRef c, unsigned cls, unsigned weight)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
    LLVMMetadataRef ops[2] = {LLVMValueAsMetadata(LLVMConstInt(i32, cls, 0)),
                              LLVMValueAsMetadata(LLVMConstInt(i32, weight, 0))};
    return LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, ops, 2));
}

/* The class of instruction i: FERRY_COST_STRIDED for an access to a
 * thread's own run of elements (threads more than 8 elements apart, the
 * iterations of a counted loop one element apart), FERRY_COST_LANES for
 * other accesses contiguous across threads (or up to 8 elements apart:
 * an interleaved group such as float4's x, y, z, w, which the vectorizer
 * loads whole and shuffles apart) and for arithmetic on values, or 0
 * when either way costs about the same (a transposed tile's column:
 * scalar, the thread loop ran twice as long). */
static unsigned cost_class(lanes *l, valueset *v, LLVMTargetDataRef td, LLVMValueRef i)
{
    LLVMValueRef ptr = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0)
                     : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
    if (!ptr)
        return is_arithmetic(i) && ptrmap_get(&v->seen, i) ? FERRY_COST_LANES : 0;
    if (is_local(ptr) || LLVMGetVolatile(i))
        return 0;
    LLVMTypeRef ty = LLVMTypeOf(LLVMIsALoadInst(i) ? i : LLVMGetOperand(i, 0));
    int64_t size = (int64_t)LLVMABISizeOfType(td, ty), step, run;
    if (!address_steps(l, ptr, &step, &run) || step == 0)
        return 0;
    if (step >= -8 * size && step <= 8 * size)
        return FERRY_COST_LANES;
    return run == size || run == -size ? FERRY_COST_STRIDED : 0;
}

int ferry_note_lane_costs(LLVMModuleRef m, const ferry_kernels *k)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    unsigned kind = LLVMGetMDKindIDInContext(c, FERRY_COST_MD, (unsigned)strlen(FERRY_COST_MD));
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    for (unsigned n = 0; n < k->count; n++) {
        LLVMValueRef fn = k->fn[n];
        LLVMBasicBlockRef *order;
        unsigned nblocks;
        unsigned *w = block_weights(fn, &order, &nblocks);
        if (!w)
            return -1;
        lanes l;
        lanes_init(&l, m);
        valueset v = {0};
        find_values(fn, &v);
        for (unsigned b = 0; b < nblocks; b++)
            for (LLVMValueRef i = LLVMGetFirstInstruction(order[b]); i; i = LLVMGetNextInstruction(i)) {
                unsigned cls = cost_class(&l, &v, td, i);
                if (cls)
                    LLVMSetMetadata(i, kind, cost_node(c, cls, w[b]));
            }
        lanes_free(&l);
        ptrmap_free(&v.seen);
        free(v.work.v);
        free(order);
        free(w);
    }
    return 0;
}

bool ferry_lanes_pay(LLVMBasicBlockRef head, LLVMBasicBlockRef exit)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(LLVMBasicBlockAsValue(head)));
    unsigned kind = LLVMGetMDKindIDInContext(c, FERRY_COST_MD, (unsigned)strlen(FERRY_COST_MD));
    unsigned long long sum[3] = {0};
    for (LLVMBasicBlockRef b = head; b && b != exit; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef md = LLVMHasMetadata(i) ? LLVMGetMetadata(i, kind) : NULL;
            if (!md || LLVMGetMDNodeNumOperands(md) != 2)
                continue;
            LLVMValueRef ops[2];
            LLVMGetMDNodeOperands(md, ops);
            unsigned cls = (unsigned)LLVMConstIntGetZExtValue(ops[0]);
            if (cls < 3)
                sum[cls] += LLVMConstIntGetZExtValue(ops[1]);
        }
    /* scalar: a strided access costs about a third of its gather, an
     * operation a whole one; in lanes an operation is nearly free */
    return 2 * sum[FERRY_COST_LANES] >= 3 * sum[FERRY_COST_STRIDED];
}
