/* Building blocks of block entries (threadloop.c, sregs.c, parallel.c),
 * used by barriers.c. Internal to lower/cpu. */
#ifndef FERRY_LOWER_ENTRY_H
#define FERRY_LOWER_ENTRY_H

#include "lower.h"

typedef struct ferry_loop {
    LLVMBasicBlockRef head;
    LLVMValueRef iv;
} ferry_loop;

/* K.block(ptr args, ptr ctx), internal, with K's target attributes and an
 * empty "entry" block at which b is positioned; K.shaped.block for the
 * entry built for one block shape. */
LLVMValueRef ferry_new_entry(LLVMModuleRef m, LLVMValueRef k, const char *kname, bool shaped, LLVMBuilderRef b);

/* Loads K's arguments from the void*[] of cudaLaunchKernel into av[]; a
 * by-value aggregate stays a pointer to the host's copy. */
int ferry_load_args(LLVMBuilderRef b, LLVMValueRef k, LLVMValueRef args, LLVMValueRef *av);

/* blockIdx, blockDim and gridDim (x, y, z each) from the block context,
 * loaded at the builder's position (the entry block); blockDim is shape
 * where that is given. */
void ferry_load_launch(LLVMBuilderRef b, LLVMValueRef ctx, const uint32_t *shape, LLVMValueRef out[9]);
/* !range metadata on a load of launch value which (ferry_load_launch order:
 * blockIdx, blockDim, gridDim, x y z each). */
void ferry_set_launch_range(LLVMValueRef load, unsigned which);

/* A counted loop from 0: open at the builder's position (the body follows),
 * close where the body ends. Block dimensions are at least 1. */
ferry_loop ferry_open_loop(LLVMBuilderRef b, LLVMValueRef fn, const char *name);
void ferry_close_loop(LLVMBuilderRef b, LLVMValueRef fn, ferry_loop l, LLVMValueRef n);

/* Can ferry_sreg_value give special register `reg` (the name after
 * "sreg.")? (sregs.c) */
bool ferry_sreg_supported(const char *reg);

/* Does special register `reg` (the name after "sreg.") differ between
 * the threads of a block? (sregs.c) */
bool ferry_sreg_varies_by_thread(const char *reg);

/* Does special register `reg` (the name after "sreg.") change while a
 * thread runs (clocks, timers, performance counters)? Such a read is never
 * recomputed in another place: a wait loop measures time with two of
 * them. (sregs.c) */
bool ferry_sreg_changes(const char *reg);

/* The value of special register `reg` (the name after "sreg.") for the
 * thread e's loop is at; NULL if unsupported. */
LLVMValueRef ferry_sreg_value(LLVMBuilderRef b, const ferry_entry *e, const char *reg);

/* lanecost.c: whether the thread loop from head to just before exit is
 * worth running in SIMD lanes, by the costs ferry_note_lane_costs left
 * on its instructions. */
bool ferry_lanes_pay(LLVMBasicBlockRef head, LLVMBasicBlockRef exit);

/* Declares the thread loop from head to just before exit parallel (see
 * parallel.c); per_thread holds the entry allocas that hold one slot per
 * thread, each added once with ferry_add_per_thread (an alloca, or a GEP a
 * constant step above one). */
struct ptrmap;
int ferry_add_per_thread(struct ptrmap *per_thread, LLVMValueRef array);
int ferry_mark_parallel(LLVMValueRef fn, LLVMBasicBlockRef head, LLVMBasicBlockRef exit,
                        LLVMValueRef latch_br, const struct ptrmap *per_thread, bool keep_rolled, bool fold_tail);

/* Keeps the loop whose latch branch this is rolled (parallel.c): a loop
 * over a block's warps already works on whole warps per iteration. */
int ferry_keep_rolled(LLVMValueRef latch_br);
/* ... and not vectorized either: a loop over a few threads, kept small */
int ferry_keep_scalar(LLVMValueRef latch_br);

/* Marks an alloca of the block entry's own bookkeeping, which is not the
 * thread's local memory (localsize.c). */
void ferry_mark_internal(LLVMValueRef alloca);

/* A growing list of values (irutil.c): push returns -1 when out of memory. */
typedef struct ferry_values {
    LLVMValueRef *v;
    size_t n, cap;
} ferry_values;
int ferry_values_push(ferry_values *a, LLVMValueRef v);

/* Is this the latch of a loop wavefront.c built for one thread, which no
 * pass may run in steps of the block's threads? */
bool ferry_is_serial_loop(LLVMValueRef latch_br);

/* The name of the function a call calls directly, else NULL (irutil.c). */
const char *ferry_callee_name(LLVMValueRef inst);
/* The object a pointer is an offset into, as far as casts and GEPs show. */
LLVMValueRef ferry_pointer_base(LLVMValueRef ptr);
/* An instruction without memory access or side effects that cannot trap. */
bool ferry_is_pure_op(LLVMValueRef inst);
/* Does anything but a load reach memory through p? */
bool ferry_written_through(LLVMValueRef p, int depth);
/* The comparison that holds where p does not (a < b: a >= b), and p with
 * its operands swapped (a < b: b > a). */
LLVMIntPredicate ferry_inverse_predicate(LLVMIntPredicate p);
LLVMIntPredicate ferry_swapped_predicate(LLVMIntPredicate p);
/* A function's argument passed by value (byval). */
bool ferry_is_byval_arg(LLVMValueRef v);

#endif
