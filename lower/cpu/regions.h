/* The parts of the block-entry builder (barriers.c), shared by its files:
 * syncpoints.c cuts the kernel at its sync points into regions and finds
 * which allocas live across them; slots.c decides how each alloca is kept
 * (per thread, recomputed, one value per block); guards.c finds bounds
 * checks that whole blocks pass. Internal to lower/cpu. */
#ifndef FERRY_LOWER_REGIONS_H
#define FERRY_LOWER_REGIONS_H

#include "entry.h"
#include "ferry_abi.h"
#include "ptrmap.h"

/* Sync points are numbered 1..MAX_BARRIERS in program order. */
enum { MAX_BARRIERS = 1023 };

/* Branches every thread of a block takes the same way (see find_guards). */
enum { MAX_GUARDS = 6 };
typedef struct guards {
    LLVMValueRef br[MAX_GUARDS];
    unsigned keep[MAX_GUARDS]; /* the successor every thread must take */
    unsigned n;
} guards;

/* The sync points: __syncthreads (op 0), its reducing forms, and the warp
 * operations, which need every lane's operands before any lane goes on. */
typedef struct sync_kind {
    const char *name;
    unsigned op;
    bool warp;
} sync_kind;

/* The kernel cut at its sync points: each sync call alone in a block
 * ("barrier block"), the rest falling into regions. */
typedef struct cfg {
    LLVMBasicBlockRef *block;
    unsigned nblocks;
    ptrmap index;            /* block -> index + 1 */
    unsigned *bar;           /* per block: barrier id, 0 if not a barrier block */
    LLVMBasicBlockRef after[MAX_BARRIERS + 1]; /* region entry after barrier b */
    LLVMValueRef call[MAX_BARRIERS + 1];       /* the sync point's call */
    const sync_kind *kind[MAX_BARRIERS + 1];
    unsigned nbar;
    unsigned char *member;   /* (nbar + 1) x nblocks: block in region r */
    /* Stride-loop points (strided.c): (nbar + 1) x nblocks, block in the
     * loop whose header holds point r (NULL without such points); and how
     * many such loops hold point r, deepest first in the runtime (see
     * find_loops). */
    unsigned char *loop;
    unsigned depth[MAX_BARRIERS + 1];
} cfg;

/* An alloca of the kernel and how the block entry keeps it (slots.c). */
typedef struct slot {
    LLVMValueRef orig, storage;
    LLVMValueRef value;      /* the one value ever stored to it, or NULL */
    LLVMTypeRef ty;
    bool per_thread;
    bool by_element;         /* per-thread array kept element-major (slots.c) */
    int remat;               /* 0 not known yet, 1 being decided, 2 yes, 3 no */
    /* A stride loop's induction variable: init + k * stride, where k counts
     * the runs of the loop's region (all threads in the loop are on the
     * same iteration, having entered it in the same step). */
    LLVMValueRef init_store, step_store, stride, k;
    unsigned loop;           /* the loop's sync point, 0 if not such a variable */
    /* A uniform counter of a loop with barriers (d = N; ...; d >>= 1): k
     * holds its value, the same for every thread, and becomes step(k) after
     * each run of the region that steps it; in that region, loads the step
     * must have run before see step(k). before: blocks of that region that
     * can run before the step. */
    unsigned step_region;
    unsigned char *before;
} slot;

/* The block entry being built (barriers.c). */
typedef struct builder {
    LLVMModuleRef m;
    LLVMContextRef c;
    LLVMBuilderRef b;
    LLVMValueRef k, fn, ctx, *av;
    LLVMValueRef kname;      /* the kernel's name, for the runtime's messages */
    LLVMValueRef dims[3], nthreads, cur, nxt;
    LLVMValueRef launch[9];  /* blockIdx, blockDim, gridDim, loaded once */
    /* i32: the or and the and of the codes (stop_code) of the points at
     * which the threads of the block stopped in this run of a region (0:
     * returned); equal exactly when all stopped at the same point. */
    LLVMValueRef stop_any, stop_all;
    LLVMValueRef run;        /* i8[nbar + 1]: the points the runtime lets go on */
    /* i32: no thread at or past this index waits anywhere: all returned
     * (barriers.c live_threads). */
    LLVMValueRef live;
    LLVMBasicBlockRef uniform[MAX_BARRIERS + 1], step, done;
    /* Per point, where a lone warp's threads go on to its region (barriers.c
     * run_regions), NULL where there is no such path. */
    LLVMBasicBlockRef *lone_go;
    unsigned region;         /* the region being copied */
    /* A stride loop's variable widened as B + x in the copy being built,
     * and its start's part A (widen_check, loop_iv_wide). */
    struct slot *widen;
    LLVMValueRef widen_base;
    LLVMValueRef thread;     /* i64: the thread's index in the block, in the loop being built */
    /* The one point every way out of the region being built stops at (0:
     * return), -1 if there are several, -2 before any was seen. */
    int sole_stop;
    slot *subst;             /* remat_clone: loads of this counter ... */
    LLVMValueRef subst_value; /* ... give this value */
    LLVMValueRef subst_phi, subst_phi_value; /* remat_clone: reads of this variable (a counter) give that value */
    LLVMValueRef opnd[MAX_BARRIERS + 1][4], res[MAX_BARRIERS + 1]; /* per-thread i64 arrays */
    bool inlined[MAX_BARRIERS + 1]; /* point r's exchange is inline (exchange.c) */
    slot *slots;
    unsigned nslots;
    ptrmap slot_of;          /* alloca -> slot */
    ptrmap own;              /* per-thread arrays, by alloca (barriers.c per_thread_arrays) */
    bool own_ready;
    LLVMValueRef *byval_copy;   /* per-thread copies of by-value arguments written to */
    LLVMTypeRef *byval_ty;
    uint64_t local_memory;   /* bytes per thread in the runtime's local buffer */
    bool spins;              /* the kernel spin-waits (spinwait.c) */
    /* In a strip of blocks (strips.c): the row of threads being run, y and
     * z, which the thread loops take as given; NULL otherwise. */
    LLVMValueRef strip_row[2];
    bool fold_tail;          /* thread loops built now mask their last threads (parallel.c) */
    bool strips;
    /* The block shape compiled into this entry (shapes.c), or NULL: every
     * shape. */
    const uint32_t *shape;
    ferry_region_loop *loops; /* every thread loop built (outline.c) */
    unsigned nloops, loop_cap;
    cfg *g;
    ferry_diag *d;
} builder;

static inline LLVMValueRef i32c(builder *s, unsigned v) { return LLVMConstInt(LLVMInt32TypeInContext(s->c), v, 0); }

/* What a thread stopping at point b (0: returned) ors into stop_any and
 * ands into stop_all: b in the low half, its complement in the high half.
 * No point's code has all the bits of another's, so that InstCombine
 * cannot fold `any | code` to the code (stop ids 2 and 3: 2 | 3 == 3),
 * which left the or outside the vectorizer's reductions and the whole
 * thread loop scalar (bench/kernels/scan.cu's warp scan). */
static inline LLVMValueRef stop_code(builder *s, unsigned b)
{
    return i32c(s, (b & 0xffffu) | (~b & 0xffffu) << 16);
}

/* The point every thread stopped at (any == all), else `otherwise`. */
static inline LLVMValueRef stopped_at(builder *s, LLVMValueRef any, LLVMValueRef all, LLVMValueRef otherwise)
{
    LLVMValueRef id = LLVMBuildAnd(s->b, any, i32c(s, 0xffff), "stopped.at");
    return LLVMBuildSelect(s->b, LLVMBuildICmp(s->b, LLVMIntEQ, any, all, ""), id, otherwise, "");
}

static inline LLVMValueRef state_addr(builder *s, LLVMValueRef arr, LLVMValueRef t)
{
    return LLVMBuildInBoundsGEP2(s->b, LLVMInt32TypeInContext(s->c), arr, &t, 1, "");
}

/* syncpoints.c */
const sync_kind *sync_kind_of(LLVMValueRef inst);
/* What __ferry_barrier_step needs to know of a sync point (FERRY_POINT_*). */
uint32_t point_kind(LLVMValueRef call, const sync_kind *kind);
bool is_any_barrier(LLVMValueRef inst);
unsigned block_index(const cfg *g, LLVMBasicBlockRef b);
int cut_sync_points(LLVMValueRef k, cfg *g, ferry_diag *d);
int demote_split_values(LLVMValueRef k);
int number_blocks(LLVMValueRef k, cfg *g);
int find_regions(cfg *g);
int find_loops(cfg *g);
bool is_loop_point(const cfg *g, unsigned r);
/* Is point q inside the loop of loop point r? */
bool nested_point(const cfg *g, unsigned q, unsigned r);
bool is_lifetime(LLVMValueRef inst);
bool is_simple(LLVMValueRef alloca);
bool live_across(const cfg *g, LLVMValueRef a, unsigned **preds, unsigned *npreds);
int predecessors(const cfg *g, unsigned ***preds, unsigned **npreds);

/* slots.c */
int make_slots(builder *s);
/* The element index of p, an address into the per-thread array a (of
 * type arr) kept element-major; NULL if it is not one (slots.c). */
LLVMValueRef slot_element_index(LLVMValueRef p, LLVMValueRef a, LLVMTypeRef arr, LLVMTargetDataRef td);
/* copies.c: reg2mem's copies of alloca p that always hold p's value (at
 * most one per use of p), and loads of such a copy made loads of p. */
int find_copies(builder *s, LLVMValueRef p, LLVMValueRef *copies);
void forward_copy(builder *s, LLVMValueRef c, LLVMValueRef p);
/* v, or the value stored by the one store to the alloca v loads from
 * (reg2mem's copies); and the slot of that copied load, if any. */
LLVMValueRef copied_value(LLVMValueRef v);
slot *copied_slot(builder *s, LLVMValueRef load);
bool remat_value(builder *s, LLVMValueRef v, int depth);
bool thread_free(builder *s, LLVMValueRef v, int depth);
bool lockstep_counter(builder *s, LLVMValueRef v);
LLVMValueRef remat_clone(builder *s, LLVMValueRef v, ptrmap *vmap, const ferry_entry *e);
/* A stride loop's induction variable in this run of its region: init + k * stride. */
LLVMValueRef loop_iv(builder *s, slot *sl, ptrmap *vmap, const ferry_entry *e);
LLVMValueRef widen_check(builder *s, unsigned r);
LLVMValueRef affine_guards_pass(builder *s, unsigned r, const guards *gd);
LLVMValueRef loop_iv_wide(builder *s, LLVMValueRef ext, ptrmap *vmap, const ferry_entry *e);
LLVMValueRef stepped(builder *s, slot *sl, LLVMValueRef cur, ptrmap *vmap, const ferry_entry *e);
void next_iteration(builder *s, unsigned r);
LLVMValueRef fit_int(LLVMBuilderRef b, LLVMValueRef v, LLVMTypeRef ty);

/* prefetch.c: before a run of stride loop r's region, the memory that its
 * loads will read some iterations later */
void prefetch_stride_loop(builder *s, unsigned r);
/* and before a run of the region that steps a counter of a loop with
 * barriers, what loads following the counter will read some steps later */
void prefetch_counter_loop(builder *s, unsigned r);
/* and once the first region has run, what the next block will load and store */
void prefetch_next_block(builder *s);

/* A kernel with sync points has a thread loop per region and path, and
 * exchange loops between them; each loop from head to where the builder
 * is now becomes a function of its own later (outline.c). */
void record_thread_loop(builder *s, LLVMBasicBlockRef head);

/* exchange.c: the uniform path of a shuffle as a loop; false if op is not one */
bool build_inline_exchange(builder *s, unsigned r);
/* and a shuffle as one plain loop over the threads, each reading its
 * source lane; small: kept scalar and in the block entry, for a few
 * threads at a time (a lone warp) */
bool build_plain_shuffle(builder *s, unsigned r, bool small);

/* threadrange.c: x loop lx, closed, runs only the threads that pass the
 * test of x ending first; the others would go to stop (point b) at once. */
void narrow_thread_loop(builder *s, ferry_loop lx, LLVMBasicBlockRef first, LLVMBasicBlockRef stop, unsigned b);

/* uniformexit.c: does every thread of the copy whose blocks are live
 * leave it at the same one of its stops? */
bool uniform_way_out(builder *s, const ptrmap *live, LLVMBasicBlockRef *stop, LLVMBasicBlockRef latch);

/* guards.c */
/* Computable before region r runs: what remat_value accepts, and stride
 * loop r's induction variable. */
bool loop_value(builder *s, LLVMValueRef v, unsigned r, int depth);
void find_guards(builder *s, unsigned r, guards *gd);
LLVMValueRef guards_pass_by_ends(builder *s, const guards *gd);
LLVMValueRef guards_pass_everywhere(builder *s, const guards *gd);

/* splittests.c: barriers around the tests of one thread index in the
 * straight part of a kernel with barriers; how many tests */
int ferry_split_thread_tests(LLVMValueRef k);

/* strips.c: may the kernel, without sync points, run as strips of blocks? */
bool ferry_strips_ok(LLVMValueRef k);
/* and how many rows of threads to run together, block by block */
unsigned ferry_strip_rows(LLVMValueRef k);

#endif
