/* Shuffles when every thread of the block waits at them (the uniform path):
 * a loop over the threads that LLVM vectorizes, instead of a call to the
 * runtime's general exchange (runtime/cpu/warp.c), whose rules it follows:
 * a lane outside the segment or past the end of a short last warp reads
 * its own value. */
#include "regions.h"
#include "entry.h"
#include "ferry_abi.h"

static LLVMValueRef at(builder *s, LLVMValueRef arr, LLVMValueRef i)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(s->c);
    return LLVMBuildLoad2(s->b, i64, LLVMBuildInBoundsGEP2(s->b, i64, arr, &i, 1, ""), "");
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

bool build_inline_exchange(builder *s, unsigned r)
{
    unsigned op = s->g->kind[r]->op;
    if (op < FERRY_SHFL_IDX || op > FERRY_SHFL_BFLY || !s->res[r] || !s->opnd[r][1]
        || !s->opnd[r][2] || !s->opnd[r][3])
        return false;
    LLVMBuilderRef b = s->b;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(s->c), i64 = LLVMInt64TypeInContext(s->c);
    ferry_loop l = ferry_open_loop(b, s->fn, "shfl");
    LLVMValueRef t = l.iv, lane = LLVMBuildAnd(b, t, i32c(s, 31), "lane");
    LLVMValueRef base = LLVMBuildSub(b, t, lane, "");
    LLVMValueRef left = LLVMBuildSub(b, s->nthreads, base, "");
    LLVMValueRef size = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, left, i32c(s, 32), ""),
                                        left, i32c(s, 32), "size");
    LLVMValueRef bv = LLVMBuildAnd(b, LLVMBuildTrunc(b, at(s, s->opnd[r][2], t), i32, ""), i32c(s, 31), "");
    LLVMValueRef cv = LLVMBuildTrunc(b, at(s, s->opnd[r][3], t), i32, "");
    LLVMValueRef src = LLVMBuildAdd(b, base, source_lane(s, op, lane, bv, cv, size), "");
    LLVMValueRef v = at(s, s->opnd[r][1], src);
    LLVMBuildStore(b, v, LLVMBuildInBoundsGEP2(b, i64, s->res[r], &t, 1, ""));
    ferry_close_loop(b, s->fn, l, s->nthreads);
    return true;
}
