/* Opcode -> handler, with the modifiers each accepts besides types, state
 * spaces it names itself, and cache hints (func.c ignores those). Any other
 * modifier makes the instruction "not supported yet": never a silent
 * miscompile of a variant we do not know. */
#include "families.h"

#include <string.h>

#define ROUND ".rn.rz.rm.rp"
#define SPACES ".global.shared.shared::cta.local.const.param.param::entry.param::func"
#define SEM ".relaxed.acquire.release.acq_rel.cta.gpu.sys.cluster"
#define VIDEO ".sat.add.min.max"
#define CMP ".eq.ne.lt.le.gt.ge"

static const struct {
    const char *op;
    lw_handler h;
    const char *mods;
} table[] = {
    {"mov", lw_mov, ""},
    {"ld", lw_ld, SPACES ".nc.v2.v4.v8.volatile.weak.relaxed.acquire.cta.gpu.sys.cluster"},
    {"ldu", lw_ld, ".global.v2.v4"},
    {"st", lw_st, SPACES ".v2.v4.v8.volatile.weak.relaxed.release.cta.gpu.sys.cluster"},
    {"cvta", lw_cvta, SPACES ".to"},
    {"prefetch", lw_nop, ".global.local.L1.L2"},
    {"prefetchu", lw_nop, ".L1"},
    {"nanosleep", lw_nanosleep, ""},
    {"pmevent", lw_nop, ".mask"},
    {"membar", lw_fence, ".cta.gl.sys"},
    {"isspacep", lw_isspacep, ".global.shared.shared::cta.local.const"},
    {"fence", lw_fence, ".sc.acq_rel.cta.gpu.sys.cluster.proxy.alias.async.tensormap.global.shared::cta.shared::cluster.release.acquire"},
    /* launches run in order, each to completion: nothing to wait for */
    {"griddepcontrol", lw_nop, ".wait.launch_dependents"},
    {"setmaxnreg", lw_nop, ".inc.dec.sync.aligned"},
    {"add", lw_iadd, ".cc.sat.ftz.s16x2.u16x2" ROUND},
    {"sub", lw_iadd, ".cc.sat.ftz" ROUND},
    {"addc", lw_addc, ".cc"},
    {"subc", lw_addc, ".cc"},
    {"mul", lw_mul, ".lo.hi.wide.ftz.sat" ROUND},
    {"mad", lw_mad, ".lo.hi.wide.cc.ftz.sat" ROUND},
    {"madc", lw_madc, ".lo.hi.cc"},
    {"mul24", lw_mul24, ".lo.hi"},
    {"mad24", lw_mad24, ".lo.hi.sat"},
    {"sad", lw_sad, ""},
    {"div", lw_div, ".approx.full.ftz" ROUND},
    {"rem", lw_rem, ""},
    {"abs", lw_abs, ".ftz"},
    {"neg", lw_neg, ".ftz"},
    {"min", lw_minmax, ".ftz.NaN.relu.s16x2.u16x2"},
    {"max", lw_minmax, ".ftz.NaN.relu.s16x2.u16x2"},
    {"fma", lw_fma, ".ftz.sat.relu" ROUND},
    {"sqrt", lw_sqrt, ".approx.ftz" ROUND},
    {"rsqrt", lw_rsqrt, ".approx.ftz"},
    {"rcp", lw_rcp, ".approx.ftz" ROUND},
    {"sin", lw_fmath, ".approx.ftz"},
    {"cos", lw_fmath, ".approx.ftz"},
    {"lg2", lw_fmath, ".approx.ftz"},
    {"ex2", lw_fmath, ".approx.ftz"},
    {"tanh", lw_tanh, ".approx"},
    {"copysign", lw_copysign, ""},
    {"testp", lw_testp, ".finite.infinite.number.notanumber.normal.subnormal"},
    {"setp", lw_setp, ".eq.ne.lt.le.gt.ge.lo.ls.hi.hs.equ.neu.ltu.leu.gtu.geu.num.nan.and.or.xor.ftz"},
    {"set", lw_set, ".eq.ne.lt.le.gt.ge.lo.ls.hi.hs.equ.neu.ltu.leu.gtu.geu.num.nan.and.or.xor.ftz"},
    {"selp", lw_selp, ""},
    {"slct", lw_slct, ".ftz"},
    {"and", lw_logic, ""},
    {"or", lw_logic, ""},
    {"xor", lw_logic, ""},
    {"not", lw_not, ""},
    {"cnot", lw_cnot, ""},
    {"shl", lw_shl, ""},
    {"shr", lw_shr, ""},
    {"bfe", lw_bfe, ""},
    {"bfi", lw_bfi, ""},
    {"bfind", lw_bfind, ".shiftamt"},
    {"brev", lw_brev, ""},
    {"clz", lw_clz, ""},
    {"popc", lw_popc, ""},
    {"prmt", lw_prmt, ".f4e.b4e.rc8.ecl.ecr.rc16"},
    {"shf", lw_shf, ".l.r.wrap.clamp"},
    {"lop3", lw_lop3, ""},
    {"cvt.pack", lw_cvt_pack, ".pack.sat.u4.s4.u2.s2"},
    {"cvt", lw_cvt, ".ftz.sat.satfinite.relu.rna" ROUND ".rni.rzi.rmi.rpi"},
    {"atom", lw_atom, ".global.shared.shared::cta.add.min.max.inc.dec.and.or.xor.exch.cas.noftz" SEM},
    {"red", lw_atom, ".global.shared.shared::cta.add.min.max.inc.dec.and.or.xor.noftz" SEM},
    {"bra", lw_bra, ""},
    {"brx", lw_brx, ".idx"},
    {"call", lw_call, ""},
    {"ret", lw_ret, ""},
    {"exit", lw_exit, ""},
    {"trap", lw_trap, ""},
    {"brkpt", lw_trap, ""}, /* no debugger: the kernel stops, as without one on a GPU */
    {"bar", lw_bar, ".cta.sync.arrive.red.popc.and.or.aligned.warp"},
    {"barrier", lw_bar, ".cta.sync.arrive.red.popc.and.or.aligned.cluster.wait.relaxed.acquire.release"},
    {"shfl", lw_shfl, ".sync.up.down.bfly.idx"},
    {"vote", lw_vote, ".sync.all.any.uni.ballot"},
    {"match", lw_match, ".sync.any.all"},
    {"redux", lw_redux, ".sync.add.min.max.and.or.xor"},
    {"activemask", lw_activemask, ""},
    {"elect", lw_elect, ".sync"},
    {"fns", lw_fns, ""},
    {"bmsk", lw_bmsk, ".clamp.wrap"},
    {"szext", lw_szext, ".clamp.wrap"},
    {"dp4a", lw_dp4a, ""},
    {"dp2a", lw_dp2a, ".lo.hi"},
    {"vadd", lw_video, VIDEO},
    {"vsub", lw_video, VIDEO},
    {"vabsdiff", lw_video, VIDEO},
    {"vmin", lw_video, VIDEO},
    {"vmax", lw_video, VIDEO},
    {"vshl", lw_video, VIDEO ".clamp.wrap"},
    {"vshr", lw_video, VIDEO ".clamp.wrap"},
    {"vset", lw_video, VIDEO CMP},
    {"vmad", lw_vmad, ".sat.po.shr7.shr15"},
    {"vadd2", lw_video_simd, ".sat.add"},
    {"vsub2", lw_video_simd, ".sat.add"},
    {"vavrg2", lw_video_simd, ".sat.add"},
    {"vabsdiff2", lw_video_simd, ".sat.add"},
    {"vmin2", lw_video_simd, ".sat.add"},
    {"vmax2", lw_video_simd, ".sat.add"},
    {"vset2", lw_video_simd, ".add" CMP},
    {"vadd4", lw_video_simd, ".sat.add"},
    {"vsub4", lw_video_simd, ".sat.add"},
    {"vavrg4", lw_video_simd, ".sat.add"},
    {"vabsdiff4", lw_video_simd, ".sat.add"},
    {"vmin4", lw_video_simd, ".sat.add"},
    {"vmax4", lw_video_simd, ".sat.add"},
    {"vset4", lw_video_simd, ".add" CMP},
    {"cp.async", lw_cp_async, ".async.ca.cg.shared.shared::cta.global.commit_group.wait_group.wait_all.mbarrier.arrive.noinc"},
    {"createpolicy", lw_createpolicy, ".fractional.range.cvt.L2"},
    {"discard", lw_nop, ".global.L2"},
    {"applypriority", lw_nop, ".global"},
    {"mbarrier", lw_mbarrier, ".init.inval.arrive.arrive_drop.noComplete.test_wait.try_wait.parity.pending_count.release.acquire.relaxed.cta.shared.shared::cta"},
    {"tex", lw_tex, ".1d.2d.3d.a1d.a2d.cube.acube.v4.level.grad"},
    {"tld4", lw_tld4, ".r.g.b.a.2d.v4"},
    {"suld", lw_suld, ".b.1d.2d.3d.a1d.a2d.v2.v4.trap.clamp.zero"},
    {"sust", lw_sust, ".b.1d.2d.3d.a1d.a2d.v2.v4.trap.clamp.zero"},
    {"txq", lw_txq, ".width.height.depth.array_size.normalized_coords.filter_mode"},
    {"suq", lw_txq, ".width.height.depth.array_size"},
    {"ldmatrix", lw_ldmatrix, ".sync.aligned.m8n8.x1.x2.x4.trans.shared.shared::cta"},
    {"stmatrix", lw_stmatrix, ".sync.aligned.m8n8.x1.x2.x4.trans.shared.shared::cta"},
    {"movmatrix", lw_movmatrix, ".sync.aligned.m8n8.trans"},
    {"mma", lw_mma, ".sync.aligned.m16n8k16.m16n8k8.m16n8k32.m8n8k4.row.col.satfinite"},
    {"wmma", lw_wmma, ".load.store.mma.a.b.c.d.sync.aligned.row.col.m16n16k16.m32n8k16.m8n32k16.m16n16k8.m8n8k4.global.shared.shared::cta.satfinite.rn"},
};

/* An entry "op.mod" is op with modifier .mod (cvt.pack): it goes before
 * op's own entry. */
static bool matches(const ptx_instr *in, const char *op)
{
    const char *dot = strchr(op, '.');
    if (!dot)
        return !strcmp(in->opcode, op);
    return strlen(in->opcode) == (size_t)(dot - op) && !strncmp(in->opcode, op, (size_t)(dot - op)) &&
           lw_has(in, dot);
}

lw_handler lw_handler_of(const ptx_instr *in, const char **allowed)
{
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (matches(in, table[i].op)) {
            *allowed = table[i].mods;
            return table[i].h;
        }
    return NULL;
}
