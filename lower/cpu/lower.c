/* The CPU lowering as one call: each pass in turn, stopping at the first
 * that reports an error.  The module has been through the hub stage
 * (hub/): no inline PTX is left, and the device library is linked in. */
#include "lower.h"

#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>

static int trace(LLVMModuleRef m, const char *pass, int rc)
{
    ferry_pass_mark(m, pass);
    return rc;
}
#define STEP(name, call) trace(m, name, (call))

int ferry_lower_module(LLVMModuleRef m, LLVMTargetMachineRef tm, const ferry_lower_opts *o,
                       ferry_diag *d)
{
    ferry_kernels k = {0};
    trace(m, NULL, 0);
    ferry_entry *entries = NULL;
    LLVMTargetDataRef td = NULL;
    int rc = -1;
    if (ferry_find_kernels(m, &k) < 0 || ferry_check_supported(m, d) < 0)
        goto out;
    ferry_mark_managed(m);
    bool ftz = ferry_note_ftz(m);
    if (ferry_retarget(m, tm) < 0 || ferry_define_results(m, d) < 0 || ferry_clamp_alignment(m, tm) < 0)
        goto out;
    /* Device functions go into kernels first, so that barriers and special
     * registers are all in the kernel bodies, then kernels into entries. */
    /* entries[k.count + i]: kernel i's entry for its launch shape, if any */
    entries = calloc(k.count ? 2 * k.count : 1, sizeof *entries);
    td = LLVMCreateTargetDataLayout(tm);
    if (!entries || STEP("inline", ferry_inline_device_code(m, d)) < 0 || ferry_lower_exits(m, &k, d) < 0
        || ferry_reject_unbound_sregs(m, &k, d) < 0 || ferry_wrap_shared_offsets(m, &k, d) < 0
        || STEP("lockstep_warps", ferry_lockstep_warps(m, &k, d)) < 0
        || ferry_localize_byval(m, &k) < 0
        || (o->opt_level > 0 && STEP("simplify_kernels", ferry_simplify_kernels(m, d)) < 0)
        || (o->opt_level > 0 && STEP("unroll_sync_loops", ferry_unroll_sync_loops(m, d)) < 0)
        || (o->opt_level > 0 && ferry_phis_to_selects(m) < 0)
        || (o->opt_level > 0 && STEP("wavefronts", ferry_serialize_wavefronts(m, &k, o)) < 0)
        || ferry_note_unrolled_sizes(&k) < 0
        || STEP("demote_for_barriers", ferry_demote_for_barriers(m, &k, d)) < 0
        || (o->opt_level > 0 && ferry_note_lane_costs(m, &k) < 0)
        || STEP("build_block_entries", ferry_build_block_entries(m, &k, o, entries, d)) < 0)
        goto out;
    /* Debug locations served the diagnostics so far. Code copied out of
     * its function (barriers.c) cannot keep them. */
    LLVMStripModuleDebugInfo(m);
    ferry_internalize(m);
    if (ferry_inline_device_code(m, d) < 0)
        goto out;
    if (o->opt_level > 0 && STEP("promote_locals", ferry_promote_locals(m, d)) < 0)
        goto out;
    /* after SROA, so that a product kept in a local meets its sum */
    if (ferry_pin_float_math(m, d) < 0 || (ftz && ferry_flush_denormals(m, d) < 0))
        goto out;
    for (unsigned i = 0; i < 2 * k.count; i++)
        if (entries[i].fn)
            entries[i].static_shared = ferry_lower_shared(&entries[i], td, d);
    for (unsigned i = 0; i < k.count; i++) { /* what a launch gives is for either entry */
        const ferry_entry *sh = &entries[k.count + i];
        if (sh->static_shared > entries[i].static_shared)
            entries[i].static_shared = sh->static_shared;
        if (sh->local_memory > entries[i].local_memory)
            entries[i].local_memory = sh->local_memory;
    }
    if (d->errors || ferry_lower_managed(m, d) < 0 || ferry_emit_module_desc(m, &k, entries, o, td) < 0)
        goto out;
    for (unsigned i = 0; i < 2 * k.count; i++)
        if (entries[i].fn)
            ferry_make_internal(entries[i].fn);
    trace(m, "the rest of Ferry's passes", 0);
    for (unsigned i = 0; i < 2 * k.count; i++)
        if (entries[i].fn && ferry_outline_regions(m, &entries[i], d) < 0)
            goto out;
    for (unsigned i = 0; i < k.count; i++)
        if (entries[k.count + i].fn)
            ferry_dispatch_shape(m, &entries[i], &entries[k.count + i], ferry_shape_for(o, k.name[i]));
    trace(m, "outline thread loops", 0);
    if (o->opt_level > 0)
        ferry_hide_wrapping_masks(m);
    if (ferry_portable(o)) {
        rc = o->object_out && o->lld ? ferry_emit_variants(m, o, d)
                                     : STEP("link variants", ferry_build_variants(m, o, d));
    } else if ((rc = STEP("optimize", ferry_optimize(m, tm, o->opt_level, d))) == 0) {
        ferry_count_local_memory(m);
    }
out:
    if (td)
        LLVMDisposeTargetData(td);
    for (unsigned i = 0; entries && i < 2 * k.count; i++) {
        free(entries[i].param_layout);
        free(entries[i].loops);
    }
    free(entries);
    ferry_kernels_free(&k);
    return rc;
}
