/* mbarrier (sm_80 on): init, inval, arrive, arrive_drop (and their
 * .noComplete forms), test_wait, try_wait (with .parity), pending_count;
 * cp.async.mbarrier.arrive for async.c; nanosleep.
 *
 * A block runs on one CPU thread, its threads in turn between sync points,
 * so the 64-bit object (opaque in the ISA) needs no atomics; but its loads
 * and stores are volatile: ferry-lower marks the accesses of a thread loop
 * as free of races between threads, and an arrive is a read-modify-write
 * that every thread of the loop does on the same object, which must not be
 * vectorized or reordered across threads. Its layout, ours to choose:
 *   bits  0..20  pending arrivals of the current phase
 *   bits 21..41  expected arrivals of each phase (init's count)
 *   bits 42..63  the current phase, counted from 0 (its parity is bit 42)
 * The ISA bounds counts by 2^20 - 1, so 21 bits hold them. An arrive's state
 * is the object as the arrive found it: its phase is the one the arriving
 * thread waits for, its pending count is what pending_count reports.
 *
 * A wait is a spin on a test: before each test_wait or try_wait the thread
 * stops at a yield point (__ferry_yield, see lower/cpu/syncpoints.c), where
 * the block's other threads run first, so that the threads that will
 * arrive get to run. nanosleep, the backoff of such spins, is one too.
 * The tx-count forms (expect_tx, complete_tx) and the cluster scope and
 * spaces are not supported: dispatch.c does not accept their modifiers. */
#include "families.h"

#include <string.h>

enum { PENDING_SHIFT = 0, EXPECTED_SHIFT = 21, PHASE_SHIFT = 42 };
#define COUNT_MASK ((UINT64_C(1) << 21) - 1)

static LLVMValueRef load_object(lw_fn *f, LLVMValueRef p)
{
    LLVMValueRef v = LLVMBuildLoad2(f->b, f->M->i64, p, "mbarrier");
    lw_mark_collective(f, v);
    LLVMSetVolatile(v, 1);
    LLVMSetAlignment(v, 8);
    return v;
}

static void store_object(lw_fn *f, LLVMValueRef v, LLVMValueRef p)
{
    LLVMValueRef st = LLVMBuildStore(f->b, v, p);
    lw_mark_collective(f, st);
    LLVMSetVolatile(st, 1);
    LLVMSetAlignment(st, 8);
}

/* The yield point: convergent, so that no pass moves it across conditions;
 * a call of an unknown function, so that the memory accesses around it
 * stay on their side of it. */
static void yield(lw_fn *f)
{
    LLVMTypeRef fty = LLVMFunctionType(f->M->vd, NULL, 0, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(f->M->m, "__ferry_yield");
    if (!fn) {
        fn = LLVMAddFunction(f->M->m, "__ferry_yield", fty);
        static const char *const attrs[] = {"convergent", "nounwind"};
        for (size_t k = 0; k < sizeof attrs / sizeof *attrs; k++) {
            unsigned kind = LLVMGetEnumAttributeKindForName(attrs[k], strlen(attrs[k]));
            LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(f->M->c, kind, 0));
        }
    }
    LLVMBuildCall2(f->b, fty, fn, NULL, 0, "");
}

/* nanosleep{.u32} t: the backoff of a spin-wait, a yield point. */
LW_H(lw_nanosleep)
{
    if (lw_need_ops(f, in, 1))
        return -1;
    yield(f);
    return 0;
}

static LLVMValueRef field(lw_fn *f, LLVMValueRef obj, unsigned shift)
{
    LLVMValueRef v = LLVMBuildLShr(f->b, obj, lw_int(f, 64, shift), "");
    return shift == PHASE_SHIFT ? v : LLVMBuildAnd(f->b, v, lw_int(f, 64, COUNT_MASK), "");
}

static LLVMValueRef pack(lw_fn *f, LLVMValueRef phase, LLVMValueRef expected, LLVMValueRef pending)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef m = lw_int(f, 64, COUNT_MASK);
    LLVMValueRef e = LLVMBuildShl(B, LLVMBuildAnd(B, expected, m, ""), lw_int(f, 64, EXPECTED_SHIFT), "");
    LLVMValueRef p = LLVMBuildShl(B, phase, lw_int(f, 64, PHASE_SHIFT), "");
    return LLVMBuildOr(B, LLVMBuildOr(B, p, e, ""), LLVMBuildAnd(B, pending, m, ""), "");
}

/* The object's address: [a] in the shared window with .shared{::cta},
 * else a generic address. */
static LLVMValueRef object(lw_fn *f, const ptx_instr *in, unsigned k)
{
    if (k >= in->nops)
        return lw_bad(f, in, "missing operand %u", k + 1), NULL;
    return lw_addr(f, in, &in->ops[k], lw_space(in) == PTX_SPACE_SHARED ? PTX_SPACE_SHARED : PTX_SPACE_NONE);
}

/* Arrives count times at the object at p (drop: also for every later
 * phase); returns the state: the object before. When the pending count
 * reaches 0 the phase completes: the next one starts with the expected
 * count pending. */
static LLVMValueRef arrive_at(lw_fn *f, LLVMValueRef p, LLVMValueRef count, bool drop)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef old = load_object(f, p);
    LLVMValueRef expected = field(f, old, EXPECTED_SHIFT);
    if (drop)
        expected = LLVMBuildSub(B, expected, count, "");
    LLVMValueRef pending = LLVMBuildSub(B, field(f, old, PENDING_SHIFT), count, "");
    LLVMValueRef done = LLVMBuildICmp(B, LLVMIntSLE, pending, lw_int(f, 64, 0), "");
    LLVMValueRef phase = LLVMBuildAdd(B, field(f, old, PHASE_SHIFT), LLVMBuildZExt(B, done, f->M->i64, ""), "");
    pending = LLVMBuildSelect(B, done, expected, pending, "");
    store_object(f, pack(f, phase, expected, pending), p);
    return old;
}

/* mbarrier.init.b64 [a], count */
static int init(lw_fn *f, const ptx_instr *in)
{
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef p = object(f, in, 0), n = p ? lw_src(f, in, 1, PTX_TYPE_U32) : NULL;
    if (!n)
        return -1;
    n = LLVMBuildZExt(f->b, n, f->M->i64, "");
    store_object(f, pack(f, lw_int(f, 64, 0), n, n), p);
    return 0;
}

/* mbarrier.inval.b64 [a]: the memory may be used for something else; no
 * trace of the object is kept. */
static int inval(lw_fn *f, const ptx_instr *in)
{
    if (lw_need_ops(f, in, 1))
        return -1;
    LLVMValueRef p = object(f, in, 0);
    if (!p)
        return -1;
    store_object(f, lw_int(f, 64, 0), p);
    return 0;
}

/* mbarrier.arrive{_drop}{.noComplete}.b64 state, [a]{, count}: state may
 * be the sink _. .noComplete promises that the arrive does not complete
 * the phase (which would be undefined), so it needs no form of its own. */
static int arrive(lw_fn *f, const ptx_instr *in, bool drop)
{
    bool no_complete = lw_has(in, ".noComplete");
    if (in->nops != 2 + (no_complete ? 1 : 0) && !(in->nops == 3 && !no_complete))
        return lw_bad(f, in, "expected state, [address]%s", no_complete ? ", count" : "{, count}");
    LLVMValueRef p = object(f, in, 1);
    if (!p)
        return -1;
    LLVMValueRef count = lw_int(f, 64, 1);
    if (in->nops == 3) {
        LLVMValueRef c = lw_src(f, in, 2, PTX_TYPE_U32);
        if (!c)
            return -1;
        count = LLVMBuildZExt(f->b, c, f->M->i64, "");
    }
    return lw_dst(f, in, 0, PTX_TYPE_B64, arrive_at(f, p, count, drop));
}

/* mbarrier.{test,try}_wait{.parity}.b64 p, [a], state | parity{, hint}:
 * whether the phase of state (or the one of that parity, the current or
 * the one before) has completed, i.e. the object's phase is past it. */
static int wait(lw_fn *f, const ptx_instr *in)
{
    bool parity = lw_has(in, ".parity");
    bool hint = !strcmp(lw_one_of(in, ".test_wait.try_wait"), ".try_wait") && in->nops == 4;
    if (in->nops != 3 && !hint)
        return lw_bad(f, in, "expected p, [address], %s%s", parity ? "parity" : "state",
                      lw_has(in, ".try_wait") ? "{, suspend-time hint}" : "");
    LLVMValueRef p = object(f, in, 1);
    if (!p)
        return -1;
    yield(f);
    LLVMBuilderRef B = f->b;
    LLVMValueRef phase = field(f, load_object(f, p), PHASE_SHIFT);
    LLVMValueRef done;
    if (parity) {
        LLVMValueRef want = lw_src(f, in, 2, PTX_TYPE_U32);
        if (!want)
            return -1;
        want = LLVMBuildAnd(B, LLVMBuildZExt(B, want, f->M->i64, ""), lw_int(f, 64, 1), "");
        done = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, phase, lw_int(f, 64, 1), ""), want, "");
    } else {
        LLVMValueRef state = lw_src(f, in, 2, PTX_TYPE_B64);
        if (!state)
            return -1;
        done = LLVMBuildICmp(B, LLVMIntNE, phase, field(f, state, PHASE_SHIFT), "");
    }
    return lw_dst(f, in, 0, PTX_TYPE_PRED, done);
}

/* mbarrier.pending_count.b64 n, state */
static int pending_count(lw_fn *f, const ptx_instr *in)
{
    if (lw_need_ops(f, in, 2))
        return -1;
    LLVMValueRef state = lw_src(f, in, 1, PTX_TYPE_B64);
    if (!state)
        return -1;
    LLVMValueRef n = LLVMBuildTrunc(f->b, field(f, state, PENDING_SHIFT), f->M->i32, "");
    return lw_dst(f, in, 0, PTX_TYPE_U32, n);
}

/* Which of the operations, and that its other modifiers go with it. */
LW_H(lw_mbarrier)
{
    const char *op = lw_one_of(in, ".init.inval.arrive.arrive_drop.test_wait.try_wait.pending_count");
    bool is_arrive = op && !strncmp(op, ".arrive", 7), is_wait = op && strstr(op, "_wait");
    if (!op || lw_ntypes(in) != 1 || lw_ty(in, 0) != PTX_TYPE_B64
        || (lw_has(in, ".noComplete") && !is_arrive) || (lw_has(in, ".release") && !is_arrive)
        || ((lw_has(in, ".parity") || lw_has(in, ".acquire")) && !is_wait)
        || (!strcmp(op, ".pending_count") && lw_space(in) != PTX_SPACE_NONE))
        return lw_unsupported(f, in);
    if (!strcmp(op, ".init"))
        return init(f, in);
    if (!strcmp(op, ".inval"))
        return inval(f, in);
    if (is_arrive)
        return arrive(f, in, !strcmp(op, ".arrive_drop"));
    if (is_wait)
        return wait(f, in);
    return pending_count(f, in);
}

/* cp.async.mbarrier.arrive{.noinc}{.shared{::cta}}.b64 [a]: arrives once
 * every cp.async the thread issued before is done; Ferry's are done when
 * issued, so it arrives now. Without .noinc the pending count is raised by
 * one first, so that the two together leave it as it was (the thread
 * arrives on its own as well): nothing to do. */
int lw_cp_async_mbarrier_arrive(lw_fn *f, const ptx_instr *in)
{
    if (lw_ntypes(in) != 1 || lw_ty(in, 0) != PTX_TYPE_B64)
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 1))
        return -1;
    LLVMValueRef p = object(f, in, 0);
    if (!p)
        return -1;
    if (lw_has(in, ".noinc"))
        arrive_at(f, p, lw_int(f, 64, 1), false);
    return 0;
}
