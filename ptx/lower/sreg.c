/* Special registers: reads of llvm.nvvm.read.ptx.sreg.*, limited to those
 * ferry-lower binds (lower/cpu/sregs.c); %globaltimer_lo/_hi come from
 * %globaltimer and %clock_hi from clock64. Others (%total_smem_size, the
 * cluster and performance-monitor registers, ...) are errors here rather
 * than later, with the PTX line. */
#include "lower.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *ptx;   /* as written, without the component */
    const char *intr;  /* the intrinsic's suffix; a trailing '.' takes .x/.y/.z */
} sregs[] = {
    {"%tid", "tid."}, {"%ntid", "ntid."}, {"%ctaid", "ctaid."}, {"%nctaid", "nctaid."},
    {"%laneid", "laneid"}, {"%warpid", "warpid"}, {"%nwarpid", "nwarpid"},
    {"%lanemask_eq", "lanemask.eq"}, {"%lanemask_le", "lanemask.le"},
    {"%lanemask_lt", "lanemask.lt"}, {"%lanemask_ge", "lanemask.ge"},
    {"%lanemask_gt", "lanemask.gt"}, {"%clock", "clock"}, {"%clock64", "clock64"},
    {"%smid", "smid"}, {"%nsmid", "nsmid"}, {"%dynamic_smem_size", "dynamic_smem_size"},
    {"%globaltimer", "globaltimer"}, {"%gridid", "gridid"},
};

/* The 64-bit ones; the rest are 32-bit. */
static bool is_wide(const char *suffix)
{
    return !strcmp(suffix, "clock64") || !strcmp(suffix, "globaltimer") || !strcmp(suffix, "gridid");
}

static LLVMValueRef read_sreg(lw_fn *f, const char *suffix)
{
    char name[96];
    snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s", suffix);
    if (LLVMLookupIntrinsicID(name, strlen(name)))
        return lw_call_intr(f, name, NULL, 0, NULL, 0);
    /* Registers LLVM has no intrinsic for keep the naming ferry-lower reads. */
    LLVMTypeRef fty = LLVMFunctionType(is_wide(suffix) ? f->M->i64 : f->M->i32, NULL, 0, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(f->M->m, name);
    if (!fn)
        fn = LLVMAddFunction(f->M->m, name, fty);
    return LLVMBuildCall2(f->b, fty, fn, NULL, 0, "");
}

LLVMValueRef lw_laneid(lw_fn *f)
{
    return read_sreg(f, "laneid");
}

LLVMValueRef lw_warpid(lw_fn *f)
{
    return read_sreg(f, "warpid");
}

/* Halves of 64-bit timers: part 0 the low 32 bits, 1 the high. */
static LLVMValueRef timer_half(lw_fn *f, const char *n)
{
    static const struct { const char *ptx, *from; int part; } regs[] = {
        {"%globaltimer_lo", "globaltimer", 0}, {"%globaltimer_hi", "globaltimer", 1},
        {"%clock_hi", "clock64", 1},
    };
    for (size_t i = 0; i < sizeof regs / sizeof *regs; i++) {
        if (strcmp(n, regs[i].ptx))
            continue;
        LLVMValueRef v = read_sreg(f, regs[i].from);
        if (regs[i].part == 1)
            v = LLVMBuildLShr(f->b, v, LLVMConstInt(f->M->i64, 32, 0), "");
        return LLVMBuildTrunc(f->b, v, f->M->i32, "");
    }
    return NULL;
}

/* Without cluster launches every block is a cluster of its own (kernels
 * that ask for more are rejected): rank 0 of 1, cluster ids the block ids. */
static LLVMValueRef cluster_reg(lw_fn *f, const char *n, char comp)
{
    bool dim = comp == 'x' || comp == 'y' || comp == 'z';
    if (!strcmp(n, "%cluster_ctarank") && !comp)
        return lw_int(f, 32, 0);
    if (!strcmp(n, "%cluster_nctarank") && !comp)
        return lw_int(f, 32, 1);
    if (!strcmp(n, "%cluster_ctaid") && dim)
        return lw_int(f, 32, 0);
    if (!strcmp(n, "%cluster_nctaid") && dim)
        return lw_int(f, 32, 1);
    char suffix[16];
    if (!strcmp(n, "%clusterid") && dim) {
        snprintf(suffix, sizeof suffix, "ctaid.%c", comp);
        return read_sreg(f, suffix);
    }
    if (!strcmp(n, "%nclusterid") && dim) {
        snprintf(suffix, sizeof suffix, "nctaid.%c", comp);
        return read_sreg(f, suffix);
    }
    if (!strcmp(n, "%is_explicit_cluster") && !comp)
        return LLVMConstInt(f->M->i1, 0, 0);
    return NULL;
}

LLVMValueRef lw_sreg(lw_fn *f, const ptx_instr *in, const ptx_operand *op)
{
    const char *n = op->u.reg.name;
    char comp = op->u.reg.comp;
    if (!strcmp(n, "WARP_SZ"))
        return lw_int(f, 32, 32);
    LLVMValueRef clk = comp ? NULL : timer_half(f, n);
    if (clk)
        return clk;
    LLVMValueRef cl = cluster_reg(f, n, comp);
    if (cl)
        return cl;
    if (!comp && !strncmp(n, "%envreg", 7) && n[7] >= '0' && n[7] <= '9')
        return read_sreg(f, n + 1);
    for (size_t i = 0; i < sizeof sregs / sizeof *sregs; i++) {
        if (strcmp(n, sregs[i].ptx))
            continue;
        size_t l = strlen(sregs[i].intr);
        bool dims = sregs[i].intr[l - 1] == '.';
        if (dims != (comp == 'x' || comp == 'y' || comp == 'z'))
            break;
        char suffix[64];
        snprintf(suffix, sizeof suffix, "%s%s", sregs[i].intr, dims ? (char[2]){comp, 0} : "");
        return read_sreg(f, suffix);
    }
    char sp[256];
    lw_spelling(in, sp, sizeof sp);
    lw_error(f->M, op->loc, "special register '%s%s%s' (in '%s') is not supported yet", n,
             comp ? "." : "", comp ? (char[2]){comp, 0} : "", sp);
    return NULL;
}
