/* Special registers: reads of llvm.nvvm.read.ptx.sreg.*, limited to those
 * ferry-lower binds (lower/cpu/check.c, sregs.c); others are errors here
 * rather than later, with the PTX line. */
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
};

static LLVMValueRef read_sreg(lw_fn *f, const char *suffix)
{
    char name[96];
    snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s", suffix);
    return lw_call_intr(f, name, NULL, 0, NULL, 0);
}

LLVMValueRef lw_laneid(lw_fn *f)
{
    return read_sreg(f, "laneid");
}

LLVMValueRef lw_sreg(lw_fn *f, const ptx_instr *in, const ptx_operand *op)
{
    const char *n = op->u.reg.name;
    char comp = op->u.reg.comp;
    if (!strcmp(n, "WARP_SZ"))
        return lw_int(f, 32, 32);
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
