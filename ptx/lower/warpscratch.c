/* The warps' scratch, through which the emulated matrix instructions
 * (wmma.c, mma.c) trade fragment registers between the lanes of a warp:
 * each lane writes its registers, the warp meets (bar.warp.sync), each
 * lane reads what it needs of the others'. One sync point for a whole
 * fragment, where one warp shuffle per register moved made a sync point
 * (a thread loop of its own in ferry-lower) per register.
 *
 * The scratch is thread-local memory of the worker running the block (a
 * block runs on one worker from its start to its end, and no other block
 * runs there meanwhile): LW_WARP_SCRATCH bytes for each of the 32 warps a
 * block may have, lane L's part LW_LANE_SCRATCH bytes at L *
 * LW_LANE_SCRATCH. */
#include "families.h"

enum { LW_WARP_SCRATCH = 32 * LW_LANE_SCRATCH };

static LLVMValueRef scratch_global(lw_fn *f)
{
    LLVMValueRef g = LLVMGetNamedGlobal(f->M->m, "__ferry_warp_scratch");
    if (!g) {
        LLVMTypeRef ty = LLVMArrayType2(f->M->i8, 32 * LW_WARP_SCRATCH);
        g = LLVMAddGlobal(f->M->m, ty, "__ferry_warp_scratch");
        LLVMSetInitializer(g, LLVMConstNull(ty));
        LLVMSetLinkage(g, LLVMInternalLinkage);
        LLVMSetThreadLocal(g, 1);
        LLVMSetAlignment(g, 16);
    }
    return g;
}

/* Byte off of lane's part of this warp's scratch. */
static LLVMValueRef scratch_at(lw_fn *f, LLVMValueRef lane, unsigned off)
{
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef w = LLVMBuildZExt(B, lw_warpid(f), i64, ""), l = LLVMBuildZExt(B, lane, i64, "");
    LLVMValueRef idx = LLVMBuildAdd(B, LLVMBuildMul(B, w, LLVMConstInt(i64, LW_WARP_SCRATCH, 0), ""),
                                    LLVMBuildMul(B, l, LLVMConstInt(i64, LW_LANE_SCRATCH, 0), ""), "");
    idx = LLVMBuildAdd(B, idx, LLVMConstInt(i64, off, 0), "");
    return LLVMBuildInBoundsGEP2(B, f->M->i8, scratch_global(f), &idx, 1, "scratch");
}

static unsigned bytes_of(LLVMTypeRef ty)
{
    return LLVMGetIntTypeWidth(ty) / 8;
}

void lw_scratch_store(lw_fn *f, LLVMValueRef v, unsigned off)
{
    LLVMValueRef st = LLVMBuildStore(f->b, v, scratch_at(f, lw_laneid(f), off));
    LLVMSetAlignment(st, bytes_of(LLVMTypeOf(v)));
}

LLVMValueRef lw_scratch_load(lw_fn *f, LLVMValueRef src, LLVMTypeRef ty, unsigned off)
{
    LLVMValueRef v = LLVMBuildLoad2(f->b, ty, scratch_at(f, src, off), "");
    LLVMSetAlignment(v, bytes_of(ty));
    return lw_spill(f, v);
}

void lw_syncwarp(lw_fn *f)
{
    LLVMValueRef m = lw_int(f, 32, 0xffffffffu);
    lw_call_intr(f, "llvm.nvvm.bar.warp.sync", NULL, 0, &m, 1);
}
