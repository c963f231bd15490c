/* lower/cpu: hub IR (NVPTX-flavoured LLVM IR from clang or ptx/) to code
 * for the host CPU.  Each pass is a function over an LLVM module that
 * returns 0 or reports a diagnostic and returns -1. */
#ifndef FERRY_LOWER_H
#define FERRY_LOWER_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <stdbool.h>
#include <stdint.h>

/* A block shape the host launches a kernel with (--launch-shape): the
 * driver reads it from the source's launches; name is the kernel's name
 * in the source, without namespace or template arguments. */
typedef struct ferry_launch_shape {
    const char *name;
    uint32_t dim[3];
} ferry_launch_shape;

typedef struct ferry_lower_opts {
    const char *module_id;   /* pairs the device object with its host object */
    int opt_level;           /* 0..3 */
    const char *cpu;         /* NULL or "native": the host's; "portable": every
                                variant of ferry_cpu_variants, picked at load time */
    bool loadable;           /* a module for cuModuleLoad (FERRY_LOADABLE_SYMBOL) */
    bool no_warnings;        /* -w: errors only */
    bool no_deprecated;      /* -Wno-deprecated-declarations: the hub stage's warnings, all about
                                what CUDA deprecated, are left out */
    /* With both, a portable module's variants are optimized and emitted
     * side by side, each to an object of its own, and lld -r joins them
     * into object_out (variants.c); the caller writes nothing. */
    const char *object_out;
    const char *lld;
    /* Kernels launched with a known block shape get a second block entry
     * with that shape compiled in, which a launch of that shape runs
     * (shapes.c). */
    const ferry_launch_shape *shapes;
    unsigned nshapes;
} ferry_lower_opts;

/* Where diagnostics go; count tells how many errors were reported. */
typedef struct ferry_diag {
    const char *input;       /* fallback location when IR has no debug info */
    int errors;
} ferry_diag;

/* Reports "file:line:col: error: ..." using inst's debug location when it
 * has one (inst may be NULL). */
void ferry_error(ferry_diag *d, LLVMValueRef inst, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The kernels of a hub-IR module, from !nvvm.annotations. */
typedef struct ferry_kernels {
    LLVMValueRef *fn;
    char **name;             /* the mangled kernel names, as the host registers them */
    uint32_t *max_threads;   /* __launch_bounds__ / .maxntid / .reqntid: threads per block, 0 if none */
    uint32_t *arch;          /* the sm_NN it was compiled for (its target-cpu), as NN; 0 if unnamed */
    unsigned *unrolled;      /* instructions once unrolled (unrolledsize.c), measured while still SSA */
    unsigned count;
} ferry_kernels;

int ferry_find_kernels(LLVMModuleRef m, ferry_kernels *out);
bool ferry_is_kernel(const ferry_kernels *k, LLVMValueRef f);
void ferry_kernels_free(ferry_kernels *k);

/* A kernel's block entry, K.block(void **args, ferry_block_ctx *ctx), and
 * the values its thread loop gives each thread. */
/* A thread loop of a block entry: its first block, and the block its
 * outermost loop exits to; the loop's blocks lie between, in order. */
typedef struct ferry_region_loop {
    LLVMBasicBlockRef head, exit;
} ferry_region_loop;

typedef struct ferry_entry {
    LLVMValueRef fn;
    LLVMValueRef ctx;
    LLVMValueRef tid[3];     /* the loop induction variables: x, y, z */
    const LLVMValueRef *launch; /* blockIdx, blockDim, gridDim (x, y, z each) loaded
                                   once in the entry block, or NULL */
    unsigned nparams;        /* the kernel's */
    uint32_t *param_layout;  /* offset, size of each, as cuLaunchKernel's `extra` packs them (malloc'd) */
    uint32_t static_shared;  /* bytes of static __shared__ data */
    uint64_t local_memory;   /* per thread, in the runtime's local buffer (slots.c) */
    bool in_order;           /* FERRY_KERNEL_IN_ORDER: the kernel spin-waits */
    bool strips;             /* FERRY_KERNEL_STRIPS: the entry runs strips of blocks */
    ferry_region_loop *loops; /* the thread loops of a kernel with sync points (malloc'd) */
    unsigned nloops;
} ferry_entry;

/* The passes, in the order ferry_lower_module runs them. */
int ferry_check_supported(LLVMModuleRef m, ferry_diag *d);
int ferry_retarget(LLVMModuleRef m, LLVMTargetMachineRef tm);
/* spinwait.c: whether the kernel waits in a loop for other threads'
 * stores (FERRY_KERNEL_IN_ORDER). */
bool ferry_spin_waits(LLVMValueRef kernel);
/* entries[i] for kernel i; entries[k->count + i] its entry for the block
 * shape o gives it, if any (fn NULL otherwise). */
int ferry_build_block_entries(LLVMModuleRef m, const ferry_kernels *k, const ferry_lower_opts *o,
                              ferry_entry *entries, ferry_diag *d);
/* shapes.c: the block shape o gives kernel `mangled`, or NULL. */
const uint32_t *ferry_shape_for(const ferry_lower_opts *o, const char *mangled);
/* threadloop.c: whether a kernel of size instructions (once unrolled) gets
 * its shaped entry, the file's shaped kernels having used *used so far */
bool ferry_shape_fits(unsigned size, unsigned *used);
/* shapes.c: makes generic's entry hand blocks of shape dim to shaped's. */
int ferry_dispatch_shape(LLVMModuleRef m, ferry_entry *generic, const ferry_entry *shaped, const uint32_t dim[3]);
int ferry_emit_module_desc(LLVMModuleRef m, const ferry_kernels *k, const ferry_entry *entries,
                           const ferry_lower_opts *o, LLVMTargetDataRef td);
/* Loadable modules: gives each called __ferry_* declaration a body that
 * calls through a slot; returns the {name, slot} table and its length. */
LLVMValueRef ferry_make_imports(LLVMModuleRef m, unsigned *count);
void ferry_internalize(LLVMModuleRef m);
void ferry_make_internal(LLVMValueRef global);
/* managed.c: __managed__ variables (annotated "ferry.managed") are tagged
 * first, then once kernels have their block entries device code reaches
 * each through a slot the runtime points at the host's copy. */
void ferry_mark_managed(LLVMModuleRef m);
bool ferry_is_managed(LLVMValueRef g);
LLVMValueRef ferry_managed_slot(LLVMModuleRef m, LLVMValueRef g);
int ferry_lower_managed(LLVMModuleRef m, ferry_diag *d);
/* Runs an LLVM pass pipeline (optimize.c); errors become diagnostics. */
int ferry_run_pipeline(LLVMModuleRef m, const char *pipeline, ferry_diag *d);
int ferry_inline_device_code(LLVMModuleRef m, ferry_diag *d);
int ferry_promote_locals(LLVMModuleRef m, ferry_diag *d);
int ferry_simplify_kernels(LLVMModuleRef m, ferry_diag *d);
/* syncloops.c: short loops around sync points (a warp's shuffles, a block
 * reduction's steps) unrolled whole, so that each step has its constants */
int ferry_unroll_sync_loops(LLVMModuleRef m, ferry_diag *d);
/* ...a kernel's string attribute: how many sync points the unrolling
 * added (barriers.c does not count them against its shaped entry) */
#define FERRY_UNROLLED_POINTS "ferry-unrolled-points"
/* wavefront.c: a loop around one barrier whose steps sweep shared memory
 * along diagonals runs, for its launch shape, as one thread's nest in an
 * order that walks memory (rows) */
int ferry_serialize_wavefronts(LLVMModuleRef m, const ferry_kernels *k, const ferry_lower_opts *o);
/* phiselect.c: short if/else choices of a value as selects */
int ferry_phis_to_selects(LLVMModuleRef m);
/* wrapmask.c: addresses under a small low-bit mask kept from the
 * vectorizer's no-wrap versioning */
void ferry_hide_wrapping_masks(LLVMModuleRef m);
/* serialselects.c: after LLVM's pipeline, selects and integer min/max in
 * functions holding wavefront.c's loops kept cmovs (!unpredictable) */
void ferry_keep_serial_selects(LLVMModuleRef m);
/* scanruns.c: after LLVM's pipeline, a serial prefix sum of consecutive
 * integers (load, add, store of each prefix) becomes vector code */
void ferry_vector_scan_runs(LLVMModuleRef m);
/* gathers.c: after LLVM's pipeline, a gather indexed by a counting vector
 * under a mask or shift takes a plain load when its lanes fit */
void ferry_narrow_gathers(LLVMModuleRef m);
/* Do v's lanes count up by one (v[j] = v[0] + j, modulo its width)? */
bool ferry_counts_up(LLVMValueRef v);
/* Is v the same in every lane? */
bool ferry_uniform_lanes(LLVMValueRef v);
/* Everything before `at` in its block moves to a new block before it,
 * which takes the block's predecessors; b ends positioned in it. */
LLVMBasicBlockRef ferry_split_before(LLVMValueRef at, LLVMBuilderRef b);
/* A gather or scatter put behind a test (gathers.c): begin splits its
 * block before it and leaves b where the test is built; branch goes to
 * the fast block (named fast) if fit, b left there for the plain access;
 * end moves the call into the slow block and, given the fast value v (a
 * gather's), joins the two in a phi that replaces the call's uses. */
typedef struct ferry_guarded {
    LLVMValueRef call;
    LLVMBasicBlockRef bb, fast, slow;
} ferry_guarded;
/* A rewrite of the module's masked gathers and scatters (gathers.c): each
 * is offered to match (scatter: a scatter), which fills a record of size
 * bytes and says whether the pass takes it; after the walk, rewrite runs
 * on each record taken, in order, with one builder. At most `most`. */
typedef struct ferry_access_pass {
    size_t size;
    unsigned most;
    bool (*match)(LLVMValueRef call, bool scatter, void *record);
    void (*rewrite)(LLVMModuleRef m, LLVMBuilderRef b, const void *record);
} ferry_access_pass;
void ferry_rewrite_accesses(LLVMModuleRef m, const ferry_access_pass *p);
ferry_guarded ferry_guard_begin(LLVMValueRef call, LLVMBuilderRef b, const char *fast, const char *slow);
void ferry_guard_branch(ferry_guarded *g, LLVMBuilderRef b, LLVMValueRef fit);
void ferry_guard_end(ferry_guarded *g, LLVMBuilderRef b, LLVMValueRef v);
/* pickedloads.c: after LLVM's pipeline, a gather of a[i + (c ? d : e)]
 * becomes two masked loads of runs and a select */
void ferry_split_picked_gathers(LLVMModuleRef m);
/* clampedloads.c: after LLVM's pipeline, a gather of a[clamp(x + d)]
 * takes one vector load where no lane is clamped */
void ferry_split_clamped_gathers(LLVMModuleRef m);
/* gatherindex.c: after LLVM's pipeline, a gather's or scatter's 64-bit
 * index proven below 2^31 is computed in 32 bits (one x86 gather of 16) */
void ferry_narrow_gather_indices(LLVMModuleRef m);
/* guardedloops.c: after LLVM's pipeline, a counting loop whose body runs
 * only where a test of the counter passes starts and stops where it can */
void ferry_narrow_guarded_loops(LLVMModuleRef m);
/* Kernels that write to a by-value argument work on a local copy (byval.c). */
int ferry_localize_byval(LLVMModuleRef m, const ferry_kernels *k);
/* Rejects special-register reads in device functions that could not be
 * inlined into their kernels. */
int ferry_reject_unbound_sregs(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d);
/* exit.c: exit (llvm.nvvm.exit) becomes a return from the kernel it was
 * inlined into; in a function that was not inlined it is an error. */
int ferry_lower_exits(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d);
/* defined.c: float-to-int, shifts, div/rem, bit counts and abs get the
 * GPU's answer where the IR leaves poison. fpmath.c: contraction made
 * explicit (llvm.fma), fast-math flags dropped, min/max with PTX's zeros
 * and NaNs. Together they make results independent of the CPU model. */
int ferry_define_results(LLVMModuleRef m, ferry_diag *d);
/* Cuts every alignment that the IR claims for an access or a pointer to
 * what a GPU access of that size needs (alignment.c). */
int ferry_clamp_alignment(LLVMModuleRef m, LLVMTargetMachineRef tm);
/* The instructions of the module's largest function (optimize.c). */
unsigned ferry_largest_function(LLVMModuleRef m);
/* That, and the loops of all its functions (optimize.c). */
typedef struct ferry_code_size {
    unsigned largest, loops;
} ferry_code_size;
ferry_code_size ferry_measure_code(LLVMModuleRef m);
/* unrolledsize.c: f's instructions once its `#pragma unroll` loops are
 * unrolled, or cap + 1 if more than cap; ferry_note_unrolled_sizes
 * records each kernel's before reg2mem hides its counters */
unsigned ferry_unrolled_size(LLVMValueRef f, unsigned cap);
/* The same count for f's calls of callee only. */
unsigned ferry_unrolled_calls(LLVMValueRef f, LLVMValueRef callee, unsigned cap);
/* lanecost.c: marks each kernel's accesses to memory and arithmetic with
 * their cost in SIMD lanes (metadata FERRY_COST_MD: class, weight), read
 * back per thread loop by parallel.c. After reg2mem, before the block
 * entries copy the kernels. */
#define FERRY_COST_MD "ferry.lanecost"
enum { FERRY_COST_LANES = 1, FERRY_COST_STRIDED = 2 };
int ferry_note_lane_costs(LLVMModuleRef m, const ferry_kernels *k);
/* The trip count of the loop from head to latch when its counter starts,
 * steps and stops at constants (kept in a phi or a local); else 0. */
unsigned long long ferry_loop_trips(LLVMBasicBlockRef latch, LLVMBasicBlockRef head);
int ferry_note_unrolled_sizes(ferry_kernels *k);

/* Code generation of a module whose largest function passes a size where
 * LLVM's loop strength reduction grows faster than linearly, or whose
 * loops are so many that it is most of the time, goes without it
 * (target.c); true when that budget applies. */
bool ferry_codegen_budget(ferry_code_size z);
/* What made it apply (for -v), NULL if it did not. */
const char *ferry_codegen_budget_reason(void);

/* Pass times (passtime.c): each mark ends the pass named (NULL: only
 * restarts the clock); FERRY_LOWER_TRACE=1 prints it, and after
 * ferry_pass_times_to(FILE) it also goes to FILE as "pass,ms". */
int ferry_pass_times_to(const char *path);
void ferry_pass_mark(LLVMModuleRef m, const char *pass);
/* A pass timed elsewhere (a variant's thread): its line, without moving
 * the clock. */
void ferry_pass_record(const char *pass, double ms);
void ferry_pass_times_close(void);
int ferry_pin_float_math(LLVMModuleRef m, ferry_diag *d);
/* --ftz=true (ftz.c): whether m's device functions flush float subnormals
 * (their attribute, dropped here, before inlining mixes in the device
 * library), and the flushes made explicit, once a*b+c is fused. */
bool ferry_note_ftz(LLVMModuleRef m);
int ferry_flush_denormals(LLVMModuleRef m, ferry_diag *d);
/* Places e's __shared__ variables in the worker's arena; returns the bytes
 * of static shared memory. */
/* outline.c: each thread loop of e as a function of its own, so that
 * LLVM's passes work on one loop at a time. */
int ferry_outline_regions(LLVMModuleRef m, const ferry_entry *e, ferry_diag *d);
uint32_t ferry_lower_shared(const ferry_entry *e, LLVMTargetDataRef td, ferry_diag *d);
/* Once m is optimized: adds to each kernel's local_bytes in the module
 * descriptor the memory its block entry keeps for a thread (localsize.c). */
void ferry_count_local_memory(LLVMModuleRef m);

/* Block entries (barriers.c): the kernel's code between sync points (block
 * barriers, warp operations) runs for every thread in turn. */
bool ferry_sync_supported(const char *intrinsic);
/* Puts a sync point at the header of each stride loop (strided.c). */
int ferry_mark_stride_loops(LLVMValueRef kernel);
/* For -v: the last kernel whose loops of constant bounds all stayed in the
 * thread, past the budget on sync points; NULL if none. */
const char *ferry_step_budget_note(void);
/* Addresses into __shared__ memory wrap at 32 bits, as on the GPU
 * (sharedwrap.c); FERRY_LOCKSTEP_REPORT also reports these. */
int ferry_wrap_shared_offsets(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d);
/* Implicit warp sync points where lanes of a warp may see each other's
 * loads and stores (lockstep.c); FERRY_LOCKSTEP=0 turns it off,
 * FERRY_LOCKSTEP_REPORT prints how many each kernel got. */
int ferry_lockstep_warps(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d);
int ferry_demote_for_barriers(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d);
/* Builds kernel k's block entry into e and, given a block shape, a second
 * one with the shape compiled in into shaped (left zero otherwise). */
int ferry_build_barrier_entry(LLVMModuleRef m, LLVMValueRef k, const char *kname, ferry_entry *e,
                              ferry_entry *shaped, const uint32_t *shape, ferry_diag *d);
int ferry_optimize(LLVMModuleRef m, LLVMTargetMachineRef tm, int opt_level, ferry_diag *d);
/* llvm.fma.f32 as exact double arithmetic, for CPU models without FMA
 * (softfma.c); other models keep it. */
int ferry_expand_fma(LLVMModuleRef m, const char *cpu);

/* The whole lowering: every pass above in order. */
int ferry_lower_module(LLVMModuleRef m, LLVMTargetMachineRef tm,
                       const ferry_lower_opts *o, ferry_diag *d);

/* A target machine for the host CPU (or o->cpu), position independent;
 * for "portable", the first of the variants. */
LLVMTargetMachineRef ferry_host_target(const ferry_lower_opts *o, char **err);
LLVMTargetMachineRef ferry_cpu_target(const char *cpu, int opt_level, char **err);
bool ferry_portable(const ferry_lower_opts *o);

/* variants.c: the CPU models a portable module carries, oldest first; the
 * runtime registers the newest one the running CPU can execute. */
extern const char *const ferry_cpu_variants[];
extern const unsigned ferry_num_cpu_variants;
#define FERRY_VARIANT_NAME "__ferry_cpu_variant"
#define FERRY_VARIANT_NAME_LEN 16
/* Optimizes m once per variant and links the copies into m. */
int ferry_build_variants(LLVMModuleRef m, const ferry_lower_opts *o, ferry_diag *d);
/* The same, each variant in a thread of its own with its own LLVM context,
 * straight to o->object_out (variantjobs.c). */
int ferry_emit_variants(LLVMModuleRef m, const ferry_lower_opts *o, ferry_diag *d);
/* One variant of m: its target attributes and names, then optimized. */
int ferry_build_variant(LLVMModuleRef m, const char *cpu, const ferry_lower_opts *o, ferry_diag *d);
/* The variant whose optimized module cpu's variant may be compiled from
 * (NULL: none), and that module made cpu's: its target attributes and
 * names (variantjobs.c, side by side). */
const char *ferry_variant_donor(const char *cpu);
void ferry_retarget_variant(LLVMModuleRef m, const char *from, const char *cpu);
/* variants.c: the CPU model whose costs code for cpu is tuned by (the
 * function attribute tune-cpu), NULL for cpu's own */
const char *ferry_cpu_tuning(const char *cpu);
void ferry_set_target_attrs(LLVMValueRef f, const char *cpu, const char *features);

/* objfile.c: calls fn for each section named in names (NULL-terminated)
 * of the ELF object at path, or of each object in the ar archive at path;
 * origin names the object for messages.  A nonzero return from fn stops
 * the walk and is returned. */
typedef int (*ferry_section_fn)(void *ctx, const char *name, const unsigned char *data, size_t size,
                                const char *origin);
int ferry_read_sections(const char *path, const char *const *names, ferry_section_fn fn, void *ctx,
                        char *err, size_t errlen);

/* dlink.c: relocatable device code (-rdc).  `nvcc -dc` keeps a source's
 * hub IR in the object's FERRY_RDC_SECTION; the device link reads those
 * records from every object and archive it is given, links the modules into
 * one and lowers it.  The host side of each -rdc source calls
 * __cudaRegisterLinkedBinary<ID> with the ID clang put in its
 * "__nv_module_id" section; the device link defines each of them. */
#define FERRY_RDC_SECTION ".ferry_rdc"
/* An object holding bitcode (n bytes) as one record. */
LLVMModuleRef ferry_rdc_pack(LLVMContextRef c, LLVMTargetMachineRef tm, const void *bitcode, size_t n);
typedef struct ferry_dlink_in {
    const char *const *paths;   /* objects, archives, and -lNAME words */
    size_t npaths;
    const char *const *libdirs; /* where -lNAME looks for libNAME.a */
    size_t nlibdirs;
} ferry_dlink_in;
/* The linked hub IR (NULL with no records: *empty is then set) and the
 * module IDs of the host sides, in *ids (malloc'd strings). */
int ferry_device_link(LLVMContextRef c, const ferry_dlink_in *in, LLVMModuleRef *out, char ***ids,
                      size_t *nids, ferry_diag *d);
/* Defines __cudaRegisterLinkedBinary<ID> for each ID: each registers its
 * source's kernels and variables against the linked module_id. */
void ferry_add_linked_registration(LLVMModuleRef m, const char *module_id, char *const *ids, size_t nids);

#endif
