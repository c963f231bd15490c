/* Wavefront loops run by one thread in an order that walks memory. A
 * tile's sweep by anti-diagonals (Needleman-Wunsch, bench/kernels/nw.cu):
 *
 *     for (d = 0; d < 2 * T - 1; d++) {
 *         r = d - tx;
 *         if (r >= 0 && r < T) f[r + 1][tx + 1] = g(f[r][tx], f[r][tx + 1], f[r + 1][tx]);
 *         __syncthreads();
 *     }
 *
 * runs on a CPU as 31 thread loops of 16 threads, each a scalar gather
 * down a diagonal of the tile with a barrier step between. The same cells
 * row by row, one thread doing all, keep every dependence the barriers
 * kept (a cell needs its upper and left neighbours, computed in earlier
 * steps by the same thread or the one before), walk each row in unit
 * steps and carry the left neighbour in a register, as hand-written C
 * does: 1.3x as fast over the whole kernel (bench/wavefront.c measured
 * the sweep alone at 1.7x with clang).
 *
 * Which order keeps the dependences is found by running the body for
 * every step and thread of the launch shape on what is known without
 * memory (wavesteps.c): only a kernel whose launch shape the driver read
 * (one row of threads) and a loop of constant steps whose body reaches
 * shared memory at addresses computed from the counter, threadIdx.x and
 * constants; stores nowhere else, no calls but pure intrinsics, nothing
 * live out of the loop. An order is taken only where more of the body's
 * shared accesses walk memory in unit steps along its inner loop than
 * along the thread loop that each step would otherwise run, so that loops
 * whose steps already vectorize over the threads stay as they are.
 *
 * The rewrite keeps the loop for other block shapes:
 *
 *     if (blockDim == shape) { [__syncthreads();] if (tx == 0) nest; __syncthreads(); }
 *     else the loop
 *
 * The barrier before the nest (unless one ends the code before the loop)
 * keeps the threads' code before the loop ahead of it, as the first step's
 * barrier did; every thread reaches it, since every thread reaches the
 * loop's barrier. */
#include "wavefront.h"
#include "entry.h"

#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_TRIPS = 1024, MAX_BODY_BLOCKS = 256 };

#define SERIAL_MD "ferry.serial"

static bool calls(LLVMValueRef i, const char *name)
{
    const char *n = ferry_callee_name(i);
    return n && !strcmp(n, name);
}

static bool has_prefix(const char *n, const char *const *list)
{
    for (; *list; list++)
        if (!strncmp(n, *list, strlen(*list)))
            return true;
    return false;
}

/* Calls a body may make: what LLVM may compute anywhere, and special
 * registers (the thread's index is the inner loop's). */
static bool allowed_call(LLVMValueRef i)
{
    static const char *const ok[] = {
        "llvm.nvvm.read.ptx.sreg.tid.", "llvm.nvvm.read.ptx.sreg.ntid.", "llvm.nvvm.read.ptx.sreg.ctaid.",
        "llvm.nvvm.read.ptx.sreg.nctaid.", "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs.",
        "llvm.lifetime.", "llvm.fma.", "llvm.fmuladd.", "llvm.sqrt.", "llvm.fabs.", "llvm.minnum.",
        "llvm.maxnum.", "llvm.copysign.", "llvm.floor.", "llvm.ceil.", "llvm.trunc.", "llvm.rint.",
        "llvm.nearbyint.", "llvm.round.", "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.fshl.",
        "llvm.fshr.", "llvm.bswap.", "llvm.bitreverse.", "llvm.dbg.", NULL};
    const char *n = ferry_callee_name(i);
    return n && has_prefix(n, ok);
}

static bool is_counter_step(LLVMValueRef i, LLVMValueRef iv)
{
    return LLVMIsAInstruction(i) && LLVMGetInstructionOpcode(i) == LLVMAdd
        && ((LLVMGetOperand(i, 0) == iv && LLVMIsAConstantInt(LLVMGetOperand(i, 1)))
            || (LLVMGetOperand(i, 1) == iv && LLVMIsAConstantInt(LLVMGetOperand(i, 0))));
}

static LLVMBasicBlockRef jump_target(LLVMBasicBlockRef b)
{
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    return t && LLVMIsABranchInst(t) && !LLVMIsConditional(t) ? LLVMGetSuccessor(t, 0) : NULL;
}

static unsigned count_preds(LLVMBasicBlockRef b)
{
    unsigned n = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(b)); u; u = LLVMGetNextUse(u))
        n++;
    return n;
}

/* The header: its one phi (the counter) and a comparison of it with a
 * constant, nothing else. */
static bool find_header(wave_loop *w, LLVMBasicBlockRef latch, LLVMValueRef *step)
{
    LLVMValueRef phi = LLVMGetFirstInstruction(w->head);
    if (!phi || !LLVMIsAPHINode(phi) || LLVMCountIncoming(phi) != 2 || count_preds(w->head) != 2)
        return false;
    LLVMValueRef cmp = LLVMGetNextInstruction(phi), br = cmp ? LLVMGetNextInstruction(cmp) : NULL;
    if (!br || br != LLVMGetBasicBlockTerminator(w->head) || !LLVMIsAICmpInst(cmp) || !LLVMIsABranchInst(br)
        || !LLVMIsConditional(br) || LLVMGetCondition(br) != cmp)
        return false;
    int from_latch = LLVMGetIncomingBlock(phi, 0) == latch ? 0 : LLVMGetIncomingBlock(phi, 1) == latch ? 1 : -1;
    if (from_latch < 0)
        return false;
    w->iv = phi;
    w->pre = LLVMGetIncomingBlock(phi, 1 - from_latch);
    *step = LLVMGetIncomingValue(phi, (unsigned)from_latch);
    LLVMValueRef a = LLVMGetOperand(cmp, 0), c = LLVMGetOperand(cmp, 1);
    return is_counter_step(*step, phi) && LLVMIsAConstantInt(LLVMGetIncomingValue(phi, 1 - from_latch))
        && ((a == phi && LLVMIsAConstantInt(c)) || (c == phi && LLVMIsAConstantInt(a)))
        && LLVMGetIntTypeWidth(LLVMTypeOf(phi)) <= 64 && jump_target(w->pre) == w->head;
}

/* The barrier's block goes back to the header, directly or through a
 * latch that only steps the counter. */
static bool find_loop_end(wave_loop *w, LLVMValueRef bar, LLVMValueRef *step)
{
    w->bar_block = LLVMGetInstructionParent(bar);
    LLVMBasicBlockRef to = jump_target(w->bar_block), latch = w->bar_block;
    if (!to)
        return false;
    if (!LLVMIsAPHINode(LLVMGetFirstInstruction(to))) {
        latch = to;
        to = jump_target(latch);
        if (!to || count_preds(latch) != 1)
            return false;
    }
    w->head = to;
    if (!find_header(w, latch, step))
        return false;
    for (LLVMValueRef i = LLVMGetNextInstruction(bar); i; i = LLVMGetNextInstruction(i))
        if (i != *step && i != LLVMGetBasicBlockTerminator(w->bar_block))
            return false;
    for (LLVMValueRef i = latch == w->bar_block ? NULL : LLVMGetFirstInstruction(latch); i; i = LLVMGetNextInstruction(i))
        if (i != *step && i != LLVMGetBasicBlockTerminator(latch))
            return false;
    return true;
}

static bool count_trips(wave_loop *w, LLVMValueRef step)
{
    LLVMValueRef phi = w->iv, cmp = LLVMGetOperand(LLVMGetBasicBlockTerminator(w->head), 0);
    LLVMValueRef br = LLVMGetBasicBlockTerminator(w->head);
    unsigned width = LLVMGetIntTypeWidth(LLVMTypeOf(phi));
    LLVMValueRef init = LLVMGetIncomingBlock(phi, 0) == w->pre ? LLVMGetIncomingValue(phi, 0) : LLVMGetIncomingValue(phi, 1);
    LLVMValueRef by = LLVMGetOperand(step, LLVMGetOperand(step, 0) == phi ? 1 : 0);
    bool phi_left = LLVMGetOperand(cmp, 0) == phi;
    LLVMValueRef bound = LLVMGetOperand(cmp, phi_left ? 1 : 0);
    int64_t d = LLVMConstIntGetSExtValue(init), inc = LLVMConstIntGetSExtValue(by), lim = LLVMConstIntGetSExtValue(bound);
    uint64_t mask = width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
    LLVMIntPredicate p = phi_left ? LLVMGetICmpPredicate(cmp) : ferry_swapped_predicate(LLVMGetICmpPredicate(cmp));
    bool stay_if_true = LLVMGetSuccessor(br, 0) == w->first;
    w->trips = malloc(MAX_TRIPS * sizeof *w->trips);
    for (w->ntrips = 0; w->trips && w->ntrips <= MAX_TRIPS;) {
        uint64_t ud = (uint64_t)d & mask, ul = (uint64_t)lim & mask;
        bool t;
        switch (p) {
        case LLVMIntEQ: t = d == lim; break;
        case LLVMIntNE: t = d != lim; break;
        case LLVMIntULT: t = ud < ul; break;
        case LLVMIntULE: t = ud <= ul; break;
        case LLVMIntUGT: t = ud > ul; break;
        case LLVMIntUGE: t = ud >= ul; break;
        case LLVMIntSLT: t = d < lim; break;
        case LLVMIntSLE: t = d <= lim; break;
        case LLVMIntSGT: t = d > lim; break;
        default: t = d >= lim; break;
        }
        if (t != stay_if_true)
            return w->ntrips >= 2;
        if (w->ntrips == MAX_TRIPS)
            return false;
        w->trips[w->ntrips++] = d;
        uint64_t next = ((uint64_t)d + (uint64_t)inc) & mask;
        d = width >= 64 || !(next >> (width - 1)) ? (int64_t)next : (int64_t)(next | ~mask);
    }
    return false;
}

/* The body's blocks from its first to the barrier's, in an order that
 * puts each after its predecessors (a DAG: no inner loop, no way out). */
static bool collect_body(wave_loop *w, ptrmap *in_body)
{
    LLVMBasicBlockRef *stack = malloc(MAX_BODY_BLOCKS * sizeof *stack);
    unsigned *next = calloc(MAX_BODY_BLOCKS, sizeof *next), top = 0;
    w->body = malloc(MAX_BODY_BLOCKS * sizeof *w->body);
    bool ok = stack && next && w->body && w->first != w->bar_block;
    ptrmap state = {0}; /* 1 on the stack, 2 done */
    if (ok) {
        stack[top++] = w->first;
        ok = ptrmap_put(&state, w->first, (void *)1) == 0;
    }
    while (ok && top) {
        LLVMBasicBlockRef b = stack[top - 1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
        if (!term || !(LLVMIsABranchInst(term) || LLVMIsASwitchInst(term))) {
            ok = false;
        } else if (next[top - 1] < LLVMGetNumSuccessors(term)) {
            LLVMBasicBlockRef s = LLVMGetSuccessor(term, next[top - 1]++);
            uintptr_t st = (uintptr_t)ptrmap_get(&state, s);
            if (s == w->bar_block)
                continue;
            if (s == w->head || s == w->exit || st == 1 || top == MAX_BODY_BLOCKS)
                ok = false;
            else if (!st) {
                next[top] = 0;
                stack[top++] = s;
                ok = ptrmap_put(&state, s, (void *)1) == 0;
            }
        } else {
            ok = ptrmap_put(&state, b, (void *)2) == 0 && w->nbody < MAX_BODY_BLOCKS;
            if (ok)
                w->body[w->nbody++] = b;
            top--;
        }
    }
    for (unsigned i = 0; ok && i < w->nbody / 2; i++) { /* post-order reversed */
        LLVMBasicBlockRef t = w->body[i];
        w->body[i] = w->body[w->nbody - 1 - i];
        w->body[w->nbody - 1 - i] = t;
    }
    for (unsigned i = 0; ok && i < w->nbody; i++)
        ok = ptrmap_put(in_body, w->body[i], (void *)1) == 0;
    ptrmap_free(&state);
    free(stack);
    free(next);
    return ok;
}

/* No block of the body is entered from outside it but through the
 * header, and the barrier's block only from the body. */
static bool entered_only_from(LLVMBasicBlockRef b, const ptrmap *in_body, LLVMBasicBlockRef head)
{
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(b)); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsATerminatorInst(user))
            return false;
        LLVMBasicBlockRef from = LLVMGetInstructionParent(user);
        if (from != head && !ptrmap_get(in_body, from))
            return false;
    }
    return true;
}

static bool memory_root_ok(LLVMValueRef ptr, bool store, unsigned *other_loads)
{
    LLVMValueRef root = ferry_pointer_base(ptr);
    bool shared = root && LLVMIsAGlobalVariable(root) && LLVMGetPointerAddressSpace(LLVMTypeOf(root)) == 3;
    if (shared)
        return true;
    if (store || !root || !(LLVMIsAArgument(root) || LLVMIsAGlobalVariable(root)))
        return false;
    ++*other_loads;
    return true;
}

static bool inst_ok(LLVMValueRef i, unsigned *other_loads)
{
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMLoad:
    case LLVMStore:
        if (LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
            return false;
        return LLVMIsALoadInst(i) ? memory_root_ok(LLVMGetOperand(i, 0), false, other_loads)
                                  : memory_root_ok(LLVMGetOperand(i, 1), true, other_loads);
    case LLVMCall:
        return allowed_call(i);
    case LLVMAlloca: case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMFence: case LLVMInvoke:
    case LLVMCallBr: case LLVMVAArg: case LLVMRet: case LLVMUnreachable: case LLVMIndirectBr:
    case LLVMResume: case LLVMLandingPad: case LLVMCleanupPad: case LLVMCatchPad: case LLVMCatchSwitch:
    case LLVMCatchRet: case LLVMCleanupRet:
        return false;
    default:
        return true;
    }
}

static bool is_metadata(LLVMValueRef v)
{
    return LLVMGetValueKind(v) == LLVMMetadataAsValueValueKind;
}

static bool operand_ok(const wave_loop *w, LLVMValueRef op, const ptrmap *in_body)
{
    if (LLVMValueIsBasicBlock(op) || is_metadata(op) || op == w->iv)
        return true;
    if (LLVMIsAInstruction(op) && ptrmap_get(in_body, LLVMGetInstructionParent(op)))
        return true;
    if (LLVMIsAInstruction(op) && LLVMGetInstructionParent(op) == w->head)
        return false;
    return wave_live_in_kind(op, 0) >= 0;
}

/* What the body does and uses: see the file's comment. */
static bool body_ok(const wave_loop *w, const ptrmap *in_body, unsigned *other_loads)
{
    for (unsigned j = 0; j < w->nbody; j++) {
        if (j && !entered_only_from(w->body[j], in_body, w->head))
            return false;
        for (LLVMValueRef i = LLVMGetFirstInstruction(w->body[j]); i; i = LLVMGetNextInstruction(i)) {
            if (!inst_ok(i, other_loads))
                return false;
            for (int k = 0; k < LLVMGetNumOperands(i); k++)
                if (!operand_ok(w, LLVMGetOperand(i, k), in_body))
                    return false;
            for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
                LLVMValueRef user = LLVMGetUser(u);
                /* the counter's step may be the body's too (k + 1 indexes the next column) */
                if (!LLVMIsAInstruction(user) || !(ptrmap_get(in_body, LLVMGetInstructionParent(user)) || user == w->iv))
                    return false;
            }
        }
    }
    if (!entered_only_from(w->first, in_body, w->head) || !entered_only_from(w->bar_block, in_body, w->head))
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(w->iv); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        LLVMBasicBlockRef at = LLVMIsAInstruction(user) ? LLVMGetInstructionParent(user) : NULL;
        if (!at || !(at == w->head || ptrmap_get(in_body, at) || is_counter_step(user, w->iv)))
            return false;
    }
    return !LLVMIsAPHINode(LLVMGetFirstInstruction(w->exit));
}

/* The loop around barrier `bar`, if it is one this pass can take. */
static bool match_loop(wave_loop *w, LLVMValueRef bar, LLVMBuilderRef b, ptrmap *in_body, unsigned *other_loads)
{
    LLVMValueRef step;
    if (!find_loop_end(w, bar, &step))
        return false;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(w->head);
    for (unsigned s = 0; s < 2; s++) {
        LLVMBasicBlockRef to = LLVMGetSuccessor(br, s), other = LLVMGetSuccessor(br, 1 - s);
        wave_loop probe = *w;
        probe.first = to;
        probe.exit = other;
        ptrmap seen = {0};
        bool in = collect_body(&probe, &seen);
        ptrmap_free(&seen);
        free(probe.body);
        if (in) {
            w->first = to;
            w->exit = other;
            break;
        }
    }
    if (!w->first || !count_trips(w, step))
        return false;
    if (LLVMGetFirstInstruction(w->bar_block) != bar) { /* the body's last instructions share its block */
        ferry_split_before(bar, b);
        LLVMBuildBr(b, w->bar_block);
    }
    return collect_body(w, in_body) && body_ok(w, in_body, other_loads);
}

typedef struct rewriter {
    const wave_loop *w;
    LLVMContextRef c;
    LLVMBuilderRef b, at_top;  /* at_top: before the body's first block's jump in */
    ptrmap map;
    LLVMValueRef t, d;
} rewriter;

static LLVMValueRef i32c(LLVMContextRef c, int64_t v)
{
    return LLVMConstInt(LLVMInt32TypeInContext(c), (unsigned long long)v, 1);
}

static LLVMValueRef sreg(rewriter *r, LLVMModuleRef m, const char *name)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(r->c), fty = LLVMFunctionType(i32, NULL, 0, 0);
    LLVMValueRef f = LLVMGetNamedFunction(m, name);
    if (!f)
        f = LLVMAddFunction(m, name, fty);
    return LLVMBuildCall2(r->b, fty, f, NULL, 0, "");
}

static LLVMValueRef map_value(rewriter *r, LLVMValueRef v);

/* A value from before the loop that differs by thread, computed again for
 * the nest's thread (at the top of its body). */
static LLVMValueRef recompute(rewriter *r, LLVMValueRef v)
{
    LLVMValueRef done = ptrmap_get(&r->map, v);
    if (done)
        return done;
    if (calls(v, "llvm.nvvm.read.ptx.sreg.tid.x"))
        return r->t;
    if (LLVMIsACallInst(v))
        return v; /* uniform (wave_live_in_kind) */
    int n = LLVMGetNumOperands(v);
    LLVMValueRef ops[16];
    for (int k = 0; k < n; k++)
        ops[k] = map_value(r, LLVMGetOperand(v, k));
    LLVMValueRef copy = LLVMInstructionClone(v);
    LLVMInsertIntoBuilder(r->at_top, copy);
    for (int k = 0; k < n; k++)
        LLVMSetOperand(copy, (unsigned)k, ops[k]);
    ptrmap_put(&r->map, v, copy);
    return copy;
}

static LLVMValueRef map_value(rewriter *r, LLVMValueRef v)
{
    if (v == r->w->iv)
        return r->d;
    LLVMValueRef m = ptrmap_get(&r->map, v);
    if (m)
        return m;
    if (LLVMIsAInstruction(v) && wave_live_in_kind(v, 0) == 1)
        return recompute(r, v);
    return v;
}

static void clone_block(rewriter *r, LLVMBasicBlockRef from, LLVMBasicBlockRef to, LLVMBasicBlockRef after)
{
    LLVMPositionBuilderAtEnd(r->b, to);
    for (LLVMValueRef i = LLVMGetFirstInstruction(from); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMIsAPHINode(i)) {
            ptrmap_put(&r->map, i, LLVMBuildPhi(r->b, LLVMTypeOf(i), ""));
            continue;
        }
        if (calls(i, "llvm.nvvm.read.ptx.sreg.tid.x")) {
            ptrmap_put(&r->map, i, r->t);
            continue;
        }
        const char *callee = ferry_callee_name(i);
        if (callee && !strncmp(callee, "llvm.dbg.", 9))
            continue;
        LLVMValueRef copy = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(r->b, copy);
        for (int k = 0; k < LLVMGetNumOperands(i); k++) {
            LLVMValueRef op = LLVMGetOperand(i, k);
            if (!LLVMValueIsBasicBlock(op) && !is_metadata(op))
                LLVMSetOperand(copy, (unsigned)k, map_value(r, op));
        }
        if (LLVMIsATerminatorInst(i))
            for (unsigned s = 0; s < LLVMGetNumSuccessors(i); s++) {
                LLVMBasicBlockRef succ = LLVMGetSuccessor(i, s);
                LLVMSetSuccessor(copy, s, succ == r->w->bar_block ? after
                                                                 : LLVMValueAsBasicBlock(ptrmap_get(&r->map, LLVMBasicBlockAsValue(succ))));
            }
        ptrmap_put(&r->map, i, copy);
    }
}

static void fill_phis(rewriter *r, LLVMBasicBlockRef top)
{
    for (unsigned j = 0; j < r->w->nbody; j++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(r->w->body[j]); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i)) {
            LLVMValueRef phi = ptrmap_get(&r->map, i);
            for (unsigned k = 0; k < LLVMCountIncoming(i); k++) {
                LLVMBasicBlockRef from = LLVMGetIncomingBlock(i, k);
                LLVMBasicBlockRef to = from == r->w->head ? top : LLVMValueAsBasicBlock(ptrmap_get(&r->map, LLVMBasicBlockAsValue(from)));
                LLVMValueRef v = map_value(r, LLVMGetIncomingValue(i, k));
                LLVMAddIncoming(phi, &v, &to, 1);
            }
        }
}

static void mark_serial(LLVMContextRef c, LLVMValueRef br)
{
    unsigned kind = LLVMGetMDKindIDInContext(c, SERIAL_MD, (unsigned)strlen(SERIAL_MD));
    LLVMSetMetadata(br, kind, LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, NULL, 0)));
}

bool ferry_is_serial_loop(LLVMValueRef latch_br)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(latch_br));
    return LLVMGetMetadata(latch_br, LLVMGetMDKindIDInContext(c, SERIAL_MD, (unsigned)strlen(SERIAL_MD))) != NULL;
}

static LLVMBasicBlockRef block(rewriter *r, const char *name)
{
    return LLVMAppendBasicBlockInContext(r->c, r->w->fn, name);
}

/* From the guard to the barrier after the nest; returns the top of the
 * nest's body (where the step and thread are known). */
static void build_nest(rewriter *r, int order, const wave_verdict *v)
{
    const wave_loop *w = r->w;
    LLVMModuleRef m = LLVMGetGlobalParent(w->fn);
    LLVMBasicBlockRef s0 = block(r, "wave.start"), oh = block(r, "wave.outer"), ih = block(r, "wave.inner");
    LLVMBasicBlockRef top = block(r, "wave.step"), il = block(r, "wave.next"), ol = block(r, "wave.outer.next");
    LLVMBasicBlockRef done = block(r, "wave.done");
    LLVMValueRef pre_br = LLVMGetBasicBlockTerminator(w->pre), before = LLVMGetPreviousInstruction(pre_br);
    bool fenced = before && calls(before, "llvm.nvvm.barrier0");
    LLVMInstructionEraseFromParent(pre_br);
    LLVMPositionBuilderAtEnd(r->b, w->pre);
    LLVMValueRef ok = LLVMBuildICmp(r->b, LLVMIntEQ, sreg(r, m, "llvm.nvvm.read.ptx.sreg.ntid.x"), i32c(r->c, w->threads), "");
    ok = LLVMBuildAnd(r->b, ok, LLVMBuildICmp(r->b, LLVMIntEQ, sreg(r, m, "llvm.nvvm.read.ptx.sreg.ntid.y"), i32c(r->c, 1), ""), "");
    ok = LLVMBuildAnd(r->b, ok, LLVMBuildICmp(r->b, LLVMIntEQ, sreg(r, m, "llvm.nvvm.read.ptx.sreg.ntid.z"), i32c(r->c, 1), ""), "");
    LLVMBuildCondBr(r->b, ok, s0, w->head);

    LLVMTypeRef vty = LLVMFunctionType(LLVMVoidTypeInContext(r->c), NULL, 0, 0);
    LLVMValueRef barrier = LLVMGetNamedFunction(m, "llvm.nvvm.barrier0");
    LLVMPositionBuilderAtEnd(r->b, s0);
    if (!fenced)
        LLVMBuildCall2(r->b, vty, barrier, NULL, 0, "");
    LLVMValueRef tid = sreg(r, m, "llvm.nvvm.read.ptx.sreg.tid.x");
    LLVMBuildCondBr(r->b, LLVMBuildICmp(r->b, LLVMIntEQ, tid, i32c(r->c, 0), ""), oh, done);

    /* rows: o = k - t, inner n = t from max(0, -o) to min(threads,
     * trips - o), so that the body runs unguarded; columns: o = t (from
     * the last thread down: t = first + last - o), inner n = k; o only
     * where some step stores (wave_check) */
    bool rows = order == WAVE_ROWS;
    int64_t o_lo = v->first[order], o_hi = (int64_t)v->last[order] + 1;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(r->c);
    LLVMPositionBuilderAtEnd(r->b, oh);
    LLVMValueRef o = LLVMBuildPhi(r->b, i32, "wave.o");
    LLVMValueRef n_lo = i32c(r->c, 0), n_hi = i32c(r->c, rows ? w->threads : w->ntrips);
    if (rows) {
        LLVMValueRef neg = LLVMBuildNeg(r->b, o, "");
        n_lo = LLVMBuildSelect(r->b, LLVMBuildICmp(r->b, LLVMIntSGT, neg, n_lo, ""), neg, n_lo, "wave.lo");
        LLVMValueRef left = LLVMBuildSub(r->b, i32c(r->c, w->ntrips), o, "");
        n_hi = LLVMBuildSelect(r->b, LLVMBuildICmp(r->b, LLVMIntSLT, left, n_hi, ""), left, n_hi, "wave.hi");
    }
    LLVMBuildBr(r->b, ih);
    LLVMPositionBuilderAtEnd(r->b, ih);
    LLVMValueRef n = LLVMBuildPhi(r->b, i32, "wave.n");
    LLVMValueRef k = rows ? LLVMBuildAdd(r->b, o, n, "wave.k") : n;
    r->t = rows ? n : order == WAVE_COLUMNS ? o : LLVMBuildSub(r->b, i32c(r->c, o_lo + o_hi - 1), o, "wave.t");
    LLVMBuildBr(r->b, top);

    LLVMPositionBuilderAtEnd(r->b, top);
    LLVMTypeRef ivty = LLVMTypeOf(w->iv);
    LLVMValueRef kw = LLVMBuildSExt(r->b, k, ivty, "");
    int64_t step = w->ntrips > 1 ? w->trips[1] - w->trips[0] : 1;
    r->d = LLVMBuildAdd(r->b, LLVMConstInt(ivty, (unsigned long long)w->trips[0], 1),
                        LLVMBuildMul(r->b, kw, LLVMConstInt(ivty, (unsigned long long)step, 1), ""), "wave.d");
    LLVMBasicBlockRef *copies = malloc(w->nbody * sizeof *copies);
    if (!copies)
        return;
    for (unsigned j = 0; j < w->nbody; j++) {
        copies[j] = block(r, "wave.body");
        ptrmap_put(&r->map, LLVMBasicBlockAsValue(w->body[j]), LLVMBasicBlockAsValue(copies[j]));
    }
    LLVMValueRef jump = LLVMBuildBr(r->b, copies[0]);
    LLVMPositionBuilderBefore(r->at_top, jump);
    for (unsigned j = 0; j < w->nbody; j++)
        clone_block(r, w->body[j], copies[j], il);
    fill_phis(r, top);
    free(copies);

    LLVMPositionBuilderAtEnd(r->b, il);
    LLVMValueRef n1 = LLVMBuildAdd(r->b, n, i32c(r->c, 1), "");
    mark_serial(r->c, LLVMBuildCondBr(r->b, LLVMBuildICmp(r->b, LLVMIntSLT, n1, n_hi, ""), ih, ol));
    LLVMPositionBuilderAtEnd(r->b, ol);
    LLVMValueRef o1 = LLVMBuildAdd(r->b, o, i32c(r->c, 1), "");
    mark_serial(r->c, LLVMBuildCondBr(r->b, LLVMBuildICmp(r->b, LLVMIntSLT, o1, i32c(r->c, o_hi), ""), oh, done));
    LLVMValueRef lo = i32c(r->c, o_lo);
    LLVMAddIncoming(o, &lo, &s0, 1);
    LLVMAddIncoming(o, &o1, &ol, 1);
    LLVMAddIncoming(n, &n_lo, &oh, 1);
    LLVMAddIncoming(n, &n1, &il, 1);

    LLVMPositionBuilderAtEnd(r->b, done);
    LLVMBuildCall2(r->b, vty, barrier, NULL, 0, "");
    LLVMBuildBr(r->b, w->exit);
}

static void report(const char *kname, const wave_loop *w, int order)
{
    unsigned len = 0;
    const char *file = LLVMGetDebugLocFilename(w->barrier, &len);
    fprintf(stderr, "%.*s:%u: note: kernel %s: the loop of this barrier runs as one thread's sweep by %s\n",
            (int)len, file ? file : "?", LLVMGetDebugLocLine(w->barrier), kname,
            order == WAVE_ROWS ? "rows" : order == WAVE_COLUMNS ? "columns" : "columns from the last thread");
}

static int pick_order(const wave_verdict *v)
{
    int best = -1;
    for (int o = 0; o < WAVE_ORDERS; o++)
        if (v->legal[o] && v->score[o] > v->score[WAVE_ORDERS] && (best < 0 || v->score[o] > v->score[best]))
            best = o;
    /* loads of global memory walk by thread in the loop's own order too */
    return v->other_loads > v->shared_accesses ? -1 : best;
}

static void free_loop(wave_loop *w)
{
    free(w->body);
    free(w->trips);
}

static void try_barrier(LLVMValueRef fn, LLVMValueRef bar, unsigned threads, const char *kname, bool say)
{
    wave_loop w = {.fn = fn, .barrier = bar, .threads = threads};
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(bar)));
    ptrmap in_body = {0};
    wave_verdict v;
    unsigned other_loads = 0;
    if (match_loop(&w, bar, b, &in_body, &other_loads)
        && wave_check(&w, LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn)), &v) == 0) {
        v.other_loads = other_loads;
        int order = pick_order(&v);
        if (order >= 0) {
            rewriter r = {.w = &w, .c = LLVMGetTypeContext(LLVMTypeOf(bar)), .b = b};
            r.at_top = LLVMCreateBuilderInContext(r.c);
            build_nest(&r, order, &v);
            LLVMDisposeBuilder(r.at_top);
            ptrmap_free(&r.map);
            if (say)
                report(kname, &w, order);
        }
    }
    ptrmap_free(&in_body);
    free_loop(&w);
    LLVMDisposeBuilder(b);
}

int ferry_serialize_wavefronts(LLVMModuleRef m, const ferry_kernels *k, const ferry_lower_opts *o)
{
    bool say = getenv("FERRY_WAVEFRONT_REPORT") != NULL;
    for (unsigned i = 0; i < k->count; i++) {
        const uint32_t *shape = ferry_shape_for(o, k->name[i]);
        if (!shape || shape[1] != 1 || shape[2] != 1 || shape[0] < 2 || shape[0] > 1024 || !LLVMGetFirstBasicBlock(k->fn[i]))
            continue;
        ferry_values bars = {0};
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k->fn[i]); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in))
                if (calls(in, "llvm.nvvm.barrier0") && ferry_values_push(&bars, in) < 0) {
                    free(bars.v);
                    return -1;
                }
        for (size_t j = 0; j < bars.n; j++)
            try_barrier(k->fn[i], bars.v[j], shape[0], k->name[i], say);
        free(bars.v);
    }
    (void)m;
    return 0;
}
