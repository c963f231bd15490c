/* Shuffles and votes when every thread of the block waits at them (the
 * uniform path): loops over the threads that LLVM vectorizes, instead of a
 * call to the runtime's general exchange (runtime/cpu/warp.c), whose rules
 * they follow: a lane outside the segment or past the end of a short last
 * warp reads its own value; a vote sees the lanes of its mask that are
 * there. */
#include "regions.h"
#include "entry.h"
#include "ferry_abi.h"

#include <string.h>

static LLVMValueRef at(builder *s, LLVMValueRef arr, LLVMValueRef i)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    return LLVMBuildLoad2(s->b, i64, LLVMBuildInBoundsGEP2(s->b, i64, arr, &i, 1, ""), "");
}

/* Operand k of point r's warp operation for thread t. A constant (a
 * shuffle's lane offset and width rules, a mask) is used as it is: the
 * exchange loop then reads one array instead of three, and the stores of
 * the constant go when nothing else reads them (barriers.c). */
static LLVMValueRef operand(builder *s, unsigned r, unsigned k, LLVMValueRef t)
{
    LLVMValueRef v = LLVMGetOperand(s->g->call[r], k);
    if (LLVMIsAConstantInt(v))
        return LLVMConstInt(LLVMInt64TypeInContext(s->c), LLVMConstIntGetZExtValue(v), 0);
    return at(s, s->opnd[r][k], t);
}

/* The source lane of lane under shfl op; its width rules come packed in cv
 * as PTX's c operand: segment mask in bits 8-12, clamp in bits 0-4. */
static LLVMValueRef source_lane(builder *s, unsigned op, LLVMValueRef lane, LLVMValueRef bv,
                                LLVMValueRef cv, LLVMValueRef size)
{
    LLVMBuilderRef b = s->b;
    LLVMValueRef c31 = i32c(s, 31);
    LLVMValueRef seg = LLVMBuildAnd(b, LLVMBuildLShr(b, cv, i32c(s, 8), ""), c31, "seg");
    LLVMValueRef clamp = LLVMBuildAnd(b, cv, c31, "clamp");
    LLVMValueRef nseg = LLVMBuildXor(b, seg, LLVMConstAllOnes(LLVMTypeOf(seg)), "");
    LLVMValueRef max = LLVMBuildOr(b, LLVMBuildAnd(b, lane, seg, ""), LLVMBuildAnd(b, clamp, nseg, ""), "max");
    LLVMValueRef j, ok;
    switch (op) {
    case FERRY_SHFL_UP:
        j = LLVMBuildSub(b, lane, bv, "");
        ok = LLVMBuildICmp(b, LLVMIntSGE, j, max, "");
        break;
    case FERRY_SHFL_DOWN:
        j = LLVMBuildAdd(b, lane, bv, "");
        ok = LLVMBuildICmp(b, LLVMIntSLE, j, max, "");
        break;
    case FERRY_SHFL_BFLY:
        j = LLVMBuildXor(b, lane, bv, "");
        ok = LLVMBuildICmp(b, LLVMIntSLE, j, max, "");
        break;
    default:
        j = LLVMBuildOr(b, LLVMBuildAnd(b, lane, seg, ""), LLVMBuildAnd(b, bv, nseg, ""), "");
        ok = LLVMBuildICmp(b, LLVMIntSLE, j, max, "");
        break;
    }
    ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntULT, j, size, ""), "");
    return LLVMBuildSelect(b, ok, j, lane, "src");
}

/* The loop over the block's warps: each one's first thread, and its size,
 * 32 but for a short last warp. */
typedef struct warps {
    ferry_loop loop;
    LLVMValueRef count, base, size;
} warps;

static warps open_warps(builder *s)
{
    LLVMBuilderRef b = s->b;
    warps w;
    w.count = LLVMBuildLShr(b, LLVMBuildAdd(b, s->nthreads, i32c(s, 31), ""), i32c(s, 5), "");
    w.loop = ferry_open_loop(b, s->fn, "warp");
    w.base = LLVMBuildShl(b, w.loop.iv, i32c(s, 5), "");
    LLVMValueRef left = LLVMBuildSub(b, s->nthreads, w.base, "");
    w.size = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, left, i32c(s, 32), ""), left, i32c(s, 32), "size");
    return w;
}

/* Each iteration already moves a whole warp as vectors; unrolled at run
 * time, the loop was three copies of them for no speed (a shuffle's
 * <32 x i64> is 16 registers on x86-64-v2), a third of the code of a
 * kernel of many shuffles. */
static void close_warps(builder *s, warps w)
{
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(s->b);
    ferry_close_loop(s->b, s->fn, w.loop, w.count);
    ferry_keep_rolled(LLVMGetBasicBlockTerminator(latch));
    record_thread_loop(s, w.loop.head);
}

/* The lane index, as a vector of a warp's 32 lanes. */
static LLVMValueRef lane_vector(builder *s)
{
    LLVMValueRef v[32];
    for (unsigned j = 0; j < 32; j++)
        v[j] = i32c(s, j);
    return LLVMConstVector(v, 32);
}

/* What lane's vote returns, from the warp's true lanes (on) and the lanes
 * present (active), under the lane's mask. */
static LLVMValueRef vote_result(builder *s, unsigned op, LLVMValueRef on, LLVMValueRef active,
                                LLVMValueRef mask)
{
    LLVMBuilderRef b = s->b;
    LLVMValueRef mine = LLVMBuildAnd(b, on, mask, ""), all = LLVMBuildAnd(b, active, mask, "");
    LLVMValueRef r;
    switch (op) {
    case FERRY_VOTE_BALLOT:
        return mine;
    case FERRY_VOTE_ANY:
        r = LLVMBuildICmp(b, LLVMIntNE, mine, i32c(s, 0), "");
        break;
    case FERRY_VOTE_ALL:
        r = LLVMBuildICmp(b, LLVMIntEQ, mine, all, "");
        break;
    default: /* uni */
        r = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntEQ, mine, i32c(s, 0), ""),
                        LLVMBuildICmp(b, LLVMIntEQ, mine, all, ""), "");
        break;
    }
    return LLVMBuildZExt(b, r, LLVMInt32TypeInContext(s->c), "");
}

/* A vote: per warp, a loop gathers the lanes whose predicate holds, then a
 * loop gives each lane its answer. CUB's radix sort ranks keys with a
 * ballot per digit bit, so this runs once per bit of every key. */
static bool build_inline_vote(builder *s, unsigned r, unsigned op)
{
    if (!s->res[r] || !s->opnd[r][0] || !s->opnd[r][1])
        return false;
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    warps w = open_warps(s);
    LLVMValueRef base = w.base, size = w.size;
    /* the lanes present: size ones, through i64 so that 32 needs no case */
    LLVMValueRef ones = LLVMBuildSub(b, LLVMBuildShl(b, LLVMConstInt(i64, 1, 0), LLVMBuildZExt(b, size, i64, ""), ""),
                                     LLVMConstInt(i64, 1, 0), "");
    LLVMValueRef active = LLVMBuildTrunc(b, ones, i32, "active");

    LLVMBasicBlockRef pre = LLVMGetInsertBlock(b);
    ferry_loop g = ferry_open_loop(b, s->fn, "vote");
    LLVMValueRef acc = LLVMBuildPhi(b, i32, "on");
    LLVMValueRef zero = i32c(s, 0);
    LLVMAddIncoming(acc, &zero, &pre, 1);
    LLVMValueRef t = LLVMBuildAdd(b, base, g.iv, "");
    LLVMValueRef holds = LLVMBuildICmp(b, LLVMIntNE, operand(s, r, 1, t), LLVMConstInt(i64, 0, 0), "");
    LLVMValueRef next = LLVMBuildOr(b, acc, LLVMBuildShl(b, LLVMBuildZExt(b, holds, i32, ""), g.iv, ""), "");
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(b);
    LLVMAddIncoming(acc, &next, &latch, 1);
    ferry_close_loop(b, s->fn, g, size);

    ferry_loop a = ferry_open_loop(b, s->fn, "voted");
    t = LLVMBuildAdd(b, base, a.iv, "");
    LLVMValueRef mask = LLVMBuildTrunc(b, operand(s, r, 0, t), i32, "");
    LLVMValueRef v = LLVMBuildZExt(b, vote_result(s, op, next, active, mask), i64, "");
    LLVMBuildStore(b, v, LLVMBuildInBoundsGEP2(b, i64, s->res[r], &t, 1, ""));
    ferry_close_loop(b, s->fn, a, size);
    close_warps(s, w);
    s->inlined[r] = true;
    return true;
}

static LLVMValueRef splat(builder *s, LLVMValueRef v)
{
    LLVMTypeRef vt = LLVMVectorType(LLVMTypeOf(v), 32);
    LLVMValueRef one = LLVMBuildInsertElement(s->b, LLVMGetUndef(vt), v, i32c(s, 0), "");
    return LLVMBuildShuffleVector(s->b, one, LLVMGetUndef(vt), LLVMConstNull(LLVMVectorType(LLVMInt32TypeInContext(s->c), 32)), "");
}

/* A warp's 32 values from p on (stored from v, if given). The exchanged
 * arrays have room on both sides (barriers.c exchange_array), so that whole
 * warps are plain vector loads and stores, on x86-64-v2 as well; the lanes
 * past a short last warp hold nothing anyone reads. */
static LLVMValueRef warp_values(builder *s, LLVMValueRef arr, LLVMValueRef at, LLVMValueRef v)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c), vt = LLVMVectorType(i64, 32);
    LLVMValueRef p = LLVMBuildGEP2(s->b, i64, arr, &at, 1, "");
    LLVMValueRef x = v ? LLVMBuildStore(s->b, v, p) : LLVMBuildLoad2(s->b, vt, p, "");
    LLVMSetAlignment(x, 8);
    return x;
}

/* __shfl_sync(~0u, v, k) at full width, k the same in every lane: lane k's
 * value for the whole warp (each lane its own when k is past a short last
 * warp's end). */
static bool build_broadcast_exchange(builder *s, unsigned r)
{
    uint32_t c = (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(s->g->call[r], 3));
    if (c != 31)
        return false;
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    warps w = open_warps(s);
    LLVMValueRef base = w.base, size = w.size;
    LLVMValueRef k = LLVMBuildAnd(b, LLVMBuildTrunc(b, operand(s, r, 2, base), i32, ""), i32c(s, 31), "lane");
    LLVMValueRef there = LLVMBuildICmp(b, LLVMIntULT, k, size, "");
    LLVMValueRef base64 = LLVMBuildZExt(b, base, i64, "");
    LLVMValueRef vals = s->opnd[r][1];
    LLVMValueRef from = LLVMBuildAdd(b, base, LLVMBuildSelect(b, there, k, i32c(s, 0), ""), "");
    LLVMValueRef one = at(s, vals, from);
    LLVMValueRef own = warp_values(s, vals, base64, NULL);
    warp_values(s, s->res[r], base64, LLVMBuildSelect(b, there, splat(s, one), own, ""));
    close_warps(s, w);
    s->inlined[r] = true;
    return true;
}

/* The lanes of a warp whose width rules let lane read lane j (and j is
 * not lane itself): PTX's c operand (segment mask in bits 8-12, clamp in
 * bits 0-4) as a constant, j a vector. */
static LLVMValueRef lanes_taking(builder *s, unsigned op, LLVMValueRef j, uint32_t c, LLVMValueRef size)
{
    LLVMBuilderRef b = s->b;
    uint32_t seg = c >> 8 & 31, clamp = c & 31;
    LLVMValueRef max_v[32];
    for (uint32_t k = 0; k < 32; k++)
        max_v[k] = i32c(s, (k & seg) | (clamp & ~seg));
    LLVMValueRef lanes = lane_vector(s), max = LLVMConstVector(max_v, 32), sizes = splat(s, size);
    LLVMValueRef ok = LLVMBuildICmp(b, op == FERRY_SHFL_UP ? LLVMIntSGE : LLVMIntSLE, j, max, "");
    ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntULT, j, sizes, ""), "");
    LLVMValueRef present = LLVMBuildICmp(b, LLVMIntULT, lanes, sizes, "");
    return LLVMBuildAnd(b, ok, LLVMBuildAnd(b, present, LLVMBuildICmp(b, LLVMIntNE, j, lanes, ""), ""), "moved");
}

/* A constant offset or xor mask (else 0): the lanes' sources are then a
 * fixed permutation of the warp's vector. */
static int fixed_operand(builder *s, unsigned r)
{
    LLVMValueRef v = LLVMGetOperand(s->g->call[r], 2);
    return LLVMIsAConstantInt(v) ? (int)(LLVMConstIntGetZExtValue(v) & 31) : 0;
}

/* own's lanes rearranged so that lane k holds lane from(k)'s value, for a
 * shift by d (up: -d) or a xor by m: one shufflevector; a source outside
 * the warp leaves the lane its own (lanes_taking decides which move). */
static LLVMValueRef permuted(builder *s, LLVMValueRef own, unsigned op, int d)
{
    LLVMValueRef idx[32];
    for (int k = 0; k < 32; k++) {
        int j = op == FERRY_SHFL_BFLY ? k ^ d : op == FERRY_SHFL_UP ? k - d : k + d;
        idx[k] = i32c(s, (unsigned)(j >= 0 && j < 32 ? j : k));
    }
    return LLVMBuildShuffleVector(s->b, own, LLVMGetUndef(LLVMTypeOf(own)), LLVMConstVector(idx, 32), "");
}

/* __shfl_xor_sync(~0u, v, m) with m the same in every lane: for m constant
 * a permutation of the warp's vector; for m a power of two (a counter of
 * the butterfly reductions), the lanes with bit m clear read m above, the
 * others m below: two vector loads; any other m, a masked gather. */
static bool build_butterfly_exchange(builder *s, unsigned r)
{
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    uint32_t c = (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(s->g->call[r], 3));
    warps w = open_warps(s);
    LLVMValueRef base = w.base, size = w.size;
    LLVMValueRef m = LLVMBuildAnd(b, LLVMBuildTrunc(b, operand(s, r, 2, base), i32, ""), i32c(s, 31), "mask");
    LLVMValueRef lanes = lane_vector(s), ms = splat(s, m);
    LLVMValueRef j = LLVMBuildXor(b, lanes, ms, "");
    LLVMValueRef moved = lanes_taking(s, FERRY_SHFL_BFLY, j, c, size);
    LLVMValueRef base64 = LLVMBuildZExt(b, base, i64, ""), vals = s->opnd[r][1];
    LLVMValueRef own = warp_values(s, vals, base64, NULL), v;
    if (LLVMIsAConstantInt(LLVMGetOperand(s->g->call[r], 2))) {
        v = LLVMBuildSelect(b, moved, permuted(s, own, FERRY_SHFL_BFLY, fixed_operand(s, r)), own, "");
        warp_values(s, s->res[r], base64, v);
        close_warps(s, w);
        s->inlined[r] = true;
        return true;
    }
    LLVMValueRef pow2 = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, m, LLVMBuildSub(b, m, i32c(s, 1), ""), ""),
                                      i32c(s, 0), "");
    LLVMBasicBlockRef two = LLVMAppendBasicBlockInContext(s->c, s->fn, "xor.halves");
    LLVMBasicBlockRef any = LLVMAppendBasicBlockInContext(s->c, s->fn, "xor.gather");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(s->c, s->fn, "xor.join");
    LLVMBuildCondBr(b, pow2, two, any);
    LLVMPositionBuilderAtEnd(b, two);
    LLVMValueRef high = LLVMBuildICmp(b, LLVMIntNE, LLVMBuildAnd(b, lanes, ms, ""), LLVMConstNull(LLVMTypeOf(lanes)), "");
    LLVMValueRef d = LLVMBuildZExt(b, m, i64, "");
    LLVMValueRef from_up = warp_values(s, vals, LLVMBuildAdd(b, base64, d, ""), NULL);
    LLVMValueRef from_down = warp_values(s, vals, LLVMBuildSub(b, base64, d, ""), NULL);
    LLVMValueRef v2 = LLVMBuildSelect(b, moved, LLVMBuildSelect(b, high, from_down, from_up, ""), own, "");
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, any);
    LLVMTypeRef vt = LLVMVectorType(i64, 32), pv = LLVMVectorType(LLVMPointerTypeInContext(s->c, 0), 32);
    LLVMValueRef idx = LLVMBuildAdd(b, LLVMBuildZExt(b, j, LLVMVectorType(i64, 32), ""), splat(s, base64), "");
    LLVMValueRef ptrs = LLVMBuildGEP2(b, i64, vals, &idx, 1, "");
    LLVMTypeRef tys[2] = {vt, pv};
    LLVMValueRef g = LLVMGetIntrinsicDeclaration(s->m, LLVMLookupIntrinsicID("llvm.masked.gather", 18), tys, 2);
    LLVMValueRef gargs[4] = {ptrs, i32c(s, 8), moved, own};
    LLVMValueRef v1 = LLVMBuildCall2(b, LLVMGlobalGetValueType(g), g, gargs, 4, "");
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, join);
    v = LLVMBuildPhi(b, vt, "");
    LLVMValueRef vs[2] = {v2, v1};
    LLVMBasicBlockRef from[2] = {two, any};
    LLVMAddIncoming(v, vs, from, 2);
    warp_values(s, s->res[r], base64, v);
    close_warps(s, w);
    s->inlined[r] = true;
    return true;
}

/* A shuffle up or down under a full mask, by an offset every lane of the
 * warp holds alike (slots.c lockstep_counter) and constant width rules:
 * each lane reads the lane d below or above it, else its own value. Per
 * warp, d read from its first lane, the 32 lanes are a permutation of the
 * warp's vector (d constant) or the vector d away, and a store: no gather,
 * no loop over lanes. */
static bool build_shift_exchange(builder *s, unsigned r, unsigned op)
{
    LLVMValueRef call = s->g->call[r], mask = LLVMGetOperand(call, 0), cop = LLVMGetOperand(call, 3);
    if (!LLVMIsAConstantInt(cop) || !LLVMIsAConstantInt(mask)
        || (uint32_t)LLVMConstIntGetZExtValue(mask) != 0xffffffffu || !lockstep_counter(s, LLVMGetOperand(call, 2)))
        return false;
    if (op == FERRY_SHFL_IDX)
        return build_broadcast_exchange(s, r);
    if (op == FERRY_SHFL_BFLY)
        return build_butterfly_exchange(s, r);
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    warps w = open_warps(s);
    LLVMValueRef base = w.base, size = w.size;
    LLVMValueRef d = LLVMBuildAnd(b, LLVMBuildTrunc(b, operand(s, r, 2, base), i32, ""), i32c(s, 31), "offset");
    LLVMValueRef lanes = lane_vector(s), ds = splat(s, d);
    LLVMValueRef j = op == FERRY_SHFL_UP ? LLVMBuildSub(b, lanes, ds, "") : LLVMBuildAdd(b, lanes, ds, "");
    LLVMValueRef ok = lanes_taking(s, op, j, (uint32_t)LLVMConstIntGetZExtValue(cop), size);
    LLVMValueRef base64 = LLVMBuildZExt(b, base, i64, "");
    LLVMValueRef vals = s->opnd[r][1];
    LLVMValueRef own = warp_values(s, vals, base64, NULL), other;
    if (LLVMIsAConstantInt(LLVMGetOperand(call, 2))) {
        other = permuted(s, own, op, fixed_operand(s, r));
    } else {
        LLVMValueRef delta = LLVMBuildZExt(b, d, i64, "");
        LLVMValueRef from = op == FERRY_SHFL_UP ? LLVMBuildSub(b, base64, delta, "") : LLVMBuildAdd(b, base64, delta, "");
        other = warp_values(s, vals, from, NULL);
    }
    warp_values(s, s->res[r], base64, LLVMBuildSelect(b, ok, other, own, ""));
    close_warps(s, w);
    s->inlined[r] = true;
    return true;
}

bool build_inline_exchange(builder *s, unsigned r)
{
    unsigned op = s->g->kind[r]->op;
    if (op >= FERRY_VOTE_ALL && op <= FERRY_VOTE_BALLOT)
        return build_inline_vote(s, r, op);
    if (op < FERRY_SHFL_IDX || op > FERRY_SHFL_BFLY || !s->res[r] || !s->opnd[r][1]
        || !s->opnd[r][2] || !s->opnd[r][3])
        return false;
    if (build_shift_exchange(s, r, op))
        return true;
    return build_plain_shuffle(s, r, false);
}

bool build_plain_shuffle(builder *s, unsigned r, bool small)
{
    unsigned op = s->g->kind[r]->op;
    if (op < FERRY_SHFL_IDX || op > FERRY_SHFL_BFLY || !s->res[r] || !s->opnd[r][1] || !s->opnd[r][2]
        || !s->opnd[r][3])
        return false;
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    ferry_loop l = ferry_open_loop(b, s->fn, "shfl");
    LLVMValueRef t = l.iv, lane = LLVMBuildAnd(b, t, i32c(s, 31), "lane");
    LLVMValueRef base = LLVMBuildSub(b, t, lane, "");
    LLVMValueRef left = LLVMBuildSub(b, s->nthreads, base, "");
    LLVMValueRef size = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, left, i32c(s, 32), ""),
                                        left, i32c(s, 32), "size");
    LLVMValueRef bv = LLVMBuildAnd(b, LLVMBuildTrunc(b, operand(s, r, 2, t), i32, ""), i32c(s, 31), "");
    LLVMValueRef cv = LLVMBuildTrunc(b, operand(s, r, 3, t), i32, "");
    LLVMValueRef src = LLVMBuildAdd(b, base, source_lane(s, op, lane, bv, cv, size), "");
    LLVMValueRef v = at(s, s->opnd[r][1], src);
    LLVMBuildStore(b, v, LLVMBuildInBoundsGEP2(b, i64, s->res[r], &t, 1, ""));
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(b);
    ferry_close_loop(b, s->fn, l, s->nthreads);
    if (small) {
        ferry_keep_scalar(LLVMGetBasicBlockTerminator(latch));
        return true;
    }
    record_thread_loop(s, l.head);
    s->inlined[r] = true;
    return true;
}
