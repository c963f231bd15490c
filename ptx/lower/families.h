/* Internal to ptx/lower/: the handlers of the instruction families added
 * after lower.h's list (one file each), for dispatch.c. */
#ifndef FERRY_PTX_LOWER_FAMILIES_H
#define FERRY_PTX_LOWER_FAMILIES_H

#include "lower.h"

/* bitops.c: fns, bmsk, szext; elect.sync */
LW_H(lw_fns); LW_H(lw_bmsk); LW_H(lw_szext); LW_H(lw_elect);
/* dot.c: dp4a, dp2a; cvt.pack.sat */
LW_H(lw_dp4a); LW_H(lw_dp2a); LW_H(lw_cvt_pack);
/* video.c: vadd vsub vabsdiff vmin vmax vshl vshr vset, vmad */
LW_H(lw_video); LW_H(lw_vmad);
/* video_simd.c: vadd2 ... vset2, vadd4 ... vset4 */
LW_H(lw_video_simd);
/* async.c: cp.async and its groups; createpolicy, discard, applypriority */
LW_H(lw_cp_async); LW_H(lw_createpolicy);
/* fp8.c: cvt to and from e4m3x2 / e5m2x2 */
LW_H(lw_cvt_fp8);
/* matrix.c, mma.c: ldmatrix, stmatrix, movmatrix; mma.sync */
LW_H(lw_ldmatrix); LW_H(lw_stmatrix); LW_H(lw_movmatrix); LW_H(lw_mma);
LW_H(lw_wmma); /* wmma.c: wmma.load, wmma.store, wmma.mma */
/* tex.c: tex, tld4, suld, sust, txq, suq on texture and surface objects */
LW_H(lw_tex); LW_H(lw_tld4); LW_H(lw_suld); LW_H(lw_sust); LW_H(lw_txq);
LW_H(lw_mbarrier); LW_H(lw_nanosleep); LW_H(lw_cp_async_mbarrier_arrive); /* mbarrier.c; the last for async.c */

/* video.c: the register of a video operand ({-}%r{.sel}), or an
 * immediate, as i32; *sel gets the selector (NULL: none), *neg the '-'. */
LLVMValueRef lw_video_src(lw_fn *f, const ptx_instr *in, unsigned k, const char **sel, bool *neg);

/* matrix.c: every value that lives across a warp operation of the
 * emulated matrix instructions must be in an alloca (each cuts
 * ferry-lower's regions): lw_spill stores v in a new alloca. */
LLVMValueRef lw_spill(lw_fn *f, LLVMValueRef v);
/* warpscratch.c: the warp's scratch memory. A lane's part holds registers
 * of A at LW_SCR_A, of B at LW_SCR_B, partial sums at LW_SCR_P, at most 32
 * bytes each. lw_scratch_store writes integer v at off of this lane's
 * part; after lw_syncwarp, lw_scratch_load reads what lane src (i32)
 * wrote at off into a new alloca it returns. Areas written before a
 * bar.warp.sync are read only until the next one. */
enum { LW_SCR_A = 0, LW_SCR_B = 32, LW_SCR_P = 64, LW_LANE_SCRATCH = 96 };
void lw_scratch_store(lw_fn *f, LLVMValueRef v, unsigned off);
LLVMValueRef lw_scratch_load(lw_fn *f, LLVMValueRef src, LLVMTypeRef ty, unsigned off);
void lw_syncwarp(lw_fn *f);
/* Two f32 rounded to f16 (to nearest) in one .b32: lo in bits 0-15. */
LLVMValueRef lw_pack_f16x2(lw_fn *f, LLVMValueRef lo, LLVMValueRef hi);

#endif
