/* The CPU lowering as one call: each pass in turn, stopping at the first
 * that reports an error. */
#include "lower.h"

#include <llvm-c/DebugInfo.h>
#include <stdlib.h>

int ferry_lower_module(LLVMModuleRef m, LLVMTargetMachineRef tm, const ferry_lower_opts *o,
                       ferry_diag *d)
{
    ferry_kernels k = {0};
    ferry_entry *entries = NULL;
    LLVMTargetDataRef td = NULL;
    int rc = -1;
    if (ferry_find_kernels(m, &k) < 0 || ferry_check_supported(m, d) < 0)
        goto out;
    /* Debug locations served the diagnostics above; keep them only if asked. */
    if (!o->debug)
        LLVMStripModuleDebugInfo(m);
    if (ferry_retarget(m, tm) < 0)
        goto out;
    entries = calloc(k.count ? k.count : 1, sizeof *entries);
    td = LLVMCreateTargetDataLayout(tm);
    if (!entries || ferry_build_block_entries(m, &k, entries) < 0
        || ferry_emit_module_desc(m, &k, entries, o->module_id, td) < 0)
        goto out;
    ferry_internalize(m);
    if (ferry_inline_device_code(m, d) < 0 || ferry_replace_sregs(m, entries, k.count, d) < 0)
        goto out;
    rc = ferry_optimize(m, tm, o->opt_level, d);
out:
    if (td)
        LLVMDisposeTargetData(td);
    free(entries);
    ferry_kernels_free(&k);
    return rc;
}
