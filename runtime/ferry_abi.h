/* The contract between device code made by lower/cpu and the CPU runtime.
 *
 * lower/cpu emits IR that matches these layouts exactly (lower/cpu/abi.c);
 * the runtime reads them.  Change both sides together and bump
 * FERRY_ABI_VERSION. */
#ifndef FERRY_ABI_H
#define FERRY_ABI_H

#include <stddef.h>
#include <stdint.h>

#define FERRY_ABI_VERSION 9

/* The fat-binary blob that the host pass embeds (clang's
 * -fcuda-include-gpubinary) is the text "ferry-module:" followed by the
 * module id and a NUL.  The device object of the same translation unit
 * registers a ferry_module_desc with the same id, so the runtime can pair
 * __cudaRegisterFunction's names with CPU entry points. */
#define FERRY_BLOB_PREFIX "ferry-module:"

/* Per-block launch state, filled by the runtime, read by the block entry. */
typedef struct ferry_block_ctx {
    uint32_t block_idx[3];   /* blockIdx */
    uint32_t block_dim[3];   /* blockDim */
    uint32_t grid_dim[3];    /* gridDim */
    uint32_t dyn_shared;     /* bytes of dynamic shared memory */
    char *shared;            /* this worker's shared arena: static, then dynamic */
    void *worker;            /* runtime-private */
    uint32_t sm_id;          /* %smid: the worker running the block */
    uint32_t num_sms;        /* %nsmid */
    /* %envreg1:%envreg2 (high, low): a zeroed word area for the grid-wide
     * barrier of PTX compiled from cooperative groups, in cooperative
     * launches; 0 otherwise */
    uint64_t grid_workspace;
    /* A kernel with FERRY_KERNEL_STRIPS runs blocks block_idx[0] to
     * block_idx[0] + strip - 1 of one row of the grid in one call (0 counts
     * as 1); while it runs a block, strip_at is that block's offset. */
    uint32_t strip, strip_at;
} ferry_block_ctx;

/* Runs every thread of one block. args is the void*[] of cudaLaunchKernel. */
typedef void (*ferry_block_fn)(void **args, ferry_block_ctx *ctx);

/* Where a parameter lies in the packed parameter buffer of cuLaunchKernel's
 * `extra`: each at its own alignment, in order. */
typedef struct ferry_param {
    uint32_t offset, size;
} ferry_param;

typedef struct ferry_kernel_desc {
    const char *name;        /* mangled device name, as __cudaRegisterFunction gets it */
    ferry_block_fn run_block;
    uint32_t num_params;
    uint32_t static_shared;  /* bytes of static __shared__ data */
    uint64_t flags;          /* FERRY_KERNEL_*; above bit 32, the launch bound */
    const ferry_param *params; /* num_params of them */
    uint64_t local_bytes;    /* local memory per thread: arrays, values kept across sync points */
} ferry_kernel_desc;

/* The most threads per block the kernel was compiled for (__launch_bounds__,
 * .maxntid, .reqntid), 0 for no bound: a launch with more fails, as CUDA's. */
#define FERRY_KERNEL_MAX_THREADS_SHIFT 32
/* Blocks of the kernel may wait for blocks with lower indices (it
 * spin-waits, as CUB's decoupled look-back does): they are dealt to the
 * workers one at a time in index order, as a GPU starts them, so that the
 * one waited for is always running or done. */
#define FERRY_KERNEL_IN_ORDER 1u
/* The kernel has no sync points and no shared memory, so the order in which
 * its threads run is free: one call of its entry runs a strip of blocks of
 * one grid row, row of threads by row of threads (ty outside the blocks, tx
 * inside), so that 2-D blocks walk an image's rows end to end as a CPU
 * loop nest would, instead of a block's width of each of 16 rows. */
#define FERRY_KERNEL_STRIPS 2u
#define FERRY_KERNEL_MAX_THREADS(flags) ((uint32_t)((flags) >> FERRY_KERNEL_MAX_THREADS_SHIFT))
/* Bits 16 to 31: the NN of the sm_NN the kernel was compiled for, 0 when
 * its object did not say (objects made before this field). */
#define FERRY_KERNEL_ARCH_SHIFT 16
#define FERRY_KERNEL_ARCH(flags) ((uint32_t)((flags) >> FERRY_KERNEL_ARCH_SHIFT) & 0xffffu)

typedef struct ferry_var_desc {
    const char *name;        /* as __cudaRegisterVar gets it */
    void *addr;              /* the device copy */
    uint64_t size;
    uint64_t flags;          /* FERRY_VAR_* */
} ferry_var_desc;

#define FERRY_VAR_CONSTANT 1u
/* A __managed__ variable: addr is its device copy, holding the initial
 * value, and the next row of vars is its slot (FERRY_VAR_MANAGED_SLOT:
 * name NULL, addr the slot, size that of a pointer), through which device
 * code reaches the variable. The slot points at the device copy until the
 * host side registers the variable; the runtime then copies the initial
 * value into the host shadow and points the slot at the shadow, which is
 * from then on the one copy host and device code share. */
#define FERRY_VAR_MANAGED 2u
#define FERRY_VAR_MANAGED_SLOT 4u
/* A texture or surface reference (texture<>, .texref): the variable holds
 * the handle of the object the reference is bound to, 0 while unbound. */
#define FERRY_VAR_TEXREF 8u
#define FERRY_VAR_SURFREF 16u

/* A runtime entry point that a loadable module calls through a slot. */
typedef struct ferry_import {
    const char *name;        /* "__ferry_vprintf", ... (declared below) */
    void **slot;             /* the loader stores the entry point here */
} ferry_import;

typedef struct ferry_module_desc {
    uint32_t abi_version;    /* FERRY_ABI_VERSION */
    uint32_t num_kernels;
    uint32_t num_vars;
    uint32_t num_imports;    /* 0 unless loadable */
    const char *module_id;
    const ferry_kernel_desc *kernels;
    const ferry_var_desc *vars;
    const ferry_import *imports;
} ferry_module_desc;

/* A loadable module (nvcc -cubin; cuModuleLoad*) is a shared object that
 * exports its ferry_module_desc under this name, has no constructor that
 * registers it, and has no undefined references to the runtime: each
 * __ferry_* function it calls goes through imports[i].slot, which the loader
 * fills with the runtime's function of that name before any kernel runs.
 * (A program linked with libcudart_static exports nothing a dlopen'ed object
 * could bind to.) */
#define FERRY_LOADABLE_SYMBOL "__ferry_loadable_module"

/* Called from each device object's constructor; constructors of different
 * objects run in no fixed order relative to __cudaRegisterFatBinary. */
void __ferry_register_module(const ferry_module_desc *m);

/* A portable device object carries one descriptor per CPU variant
 * (x86-64-v2, -v3, -v4); each constructor calls this with its variant's
 * name, and only the variant the runtime picks for the running CPU is
 * registered. A loadable module's variants export FERRY_LOADABLE_SYMBOL
 * followed by "." and the variant's name. */
void __ferry_register_variant(const ferry_module_desc *m, const char *cpu);

/* Device printf: fmt and the argument buffer clang's NVPTX lowering packs
 * (each argument aligned to its size, float promoted to double). */
int __ferry_vprintf(const char *fmt, const void *args);

/* Local memory for the block about to run: bytes for the per-thread
 * copies of a kernel's big arrays, from a buffer kept per thread that runs
 * blocks and reused by its next block.  When it cannot be had the launch
 * fails with cudaErrorLaunchOutOfResources; does not return then. */
void *__ferry_local_memory(ferry_block_ctx *ctx, uint64_t bytes);

/* Device assert failure: prints CUDA's message, fails the launch with
 * cudaErrorAssert and abandons the rest of the grid. Does not return. */
void __ferry_assert_fail(const char *expr, const char *file, unsigned line,
                         const char *func, unsigned tx, unsigned ty, unsigned tz);

/* Kernels with sync points (barriers, warp operations, stride-loop
 * headers), numbered 1..npoints in program order: copies where each thread
 * stopped (its sync point, 0 once returned) to where it waits and decides
 * what runs next. Returns -1 when every thread has returned; r > 0 when
 * every thread waits at point r, whose region may run for all of them;
 * 0 when the threads waiting at each point r with run[r] set go on (run has
 * npoints + 1 entries; run[0] is set when one warp point goes on and every
 * other thread waits at a barrier, so that the caller may run the next
 * warp point of those threads itself if all of them stop there). points[r]
 * says what point r is: FERRY_POINT_LOOP | depth (the header of a loop run
 * in steps, inside depth other such loops), FERRY_POINT_WARP,
 * FERRY_POINT_BARRIER | id << 16 | count (bar.sync or bar.red: barrier id
 * completes when count threads, 0: every thread that has not returned,
 * have arrived at it), FERRY_POINT_ARRIVE | id << 16 | count (bar.arrive:
 * the thread arrives at barrier id and goes on without waiting),
 * FERRY_POINT_YIELD (a spin-wait's nanosleep or mbarrier test: the thread
 * may always go on, but only when nothing else can), or 0 (grid sync).
 * Threads at loop points go first, those at the deepest (the first in
 * program order among equals), then, in each warp, the lanes at its first
 * warp point in program order (lanes that diverged meet again at later
 * ones), then every arrival and every barrier that completes, and only when
 * none of these can go on, the threads at yield points.
 * arrived (FERRY_BLOCK_WORDS entries, zeroed by the block entry when its
 * block starts; NULL when the kernel has neither bar.arrive nor yield
 * points) carries state from step to step of one block: per barrier id, the
 * arrivals of bar.arrive that no barrier has consumed yet, and in entry
 * FERRY_YIELD_STREAK the number of steps in a row in which only threads at
 * yield points went on.
 * When nothing can go on although threads wait, or only yield points have
 * gone on FERRY_YIELD_LIMIT steps in a row (a spin that no other thread of
 * the block can end), the block is deadlocked: the launch fails, naming
 * the kernel, and -1 is returned. */
#define FERRY_POINT_BARRIER 0x80000000u
#define FERRY_POINT_WARP 0x40000000u
#define FERRY_POINT_LOOP 0x20000000u
#define FERRY_POINT_DEPTH 0xffffu
#define FERRY_POINT_ARRIVE 0x10000000u
#define FERRY_POINT_YIELD 0x08000000u
#define FERRY_BARRIER_IDS 16
#define FERRY_YIELD_STREAK FERRY_BARRIER_IDS
#define FERRY_BLOCK_WORDS (FERRY_BARRIER_IDS + 1)
#define FERRY_YIELD_LIMIT (1u << 20)
int32_t __ferry_barrier_step(int32_t *waits_at, const int32_t *stops_at, uint32_t nthreads,
                             const uint32_t *points, uint32_t npoints, uint8_t *run, uint32_t *arrived,
                             const char *kernel);

/* Warp-level operations and __syncthreads_count/and/or, computed for every
 * thread waiting at sync point `point` once all of them have reached it.
 * a..d hold each thread's operands in the intrinsic's order (widened to 64
 * bits), res receives each thread's result. waits_at NULL: every thread of
 * the block waits at the point. Bit FERRY_SYNC_BCAST_SHIFT + k of op set:
 * operand k is one value for every thread (a constant the threads did not
 * store), at a[0] (k = 0) and so on. */
enum ferry_sync_op {
    FERRY_SHFL_IDX = 1, FERRY_SHFL_UP, FERRY_SHFL_DOWN, FERRY_SHFL_BFLY,
    FERRY_VOTE_ALL, FERRY_VOTE_ANY, FERRY_VOTE_UNI, FERRY_VOTE_BALLOT,
    FERRY_MATCH_ANY, FERRY_MATCH_ALL,
    FERRY_REDUX_ADD, FERRY_REDUX_MIN, FERRY_REDUX_MAX, FERRY_REDUX_UMIN, FERRY_REDUX_UMAX,
    FERRY_REDUX_AND, FERRY_REDUX_OR, FERRY_REDUX_XOR,
    FERRY_SYNCWARP,
    FERRY_BAR_POPC, FERRY_BAR_AND, FERRY_BAR_OR,
    FERRY_GRID_SYNC,         /* grid_group::sync(), once per block */
};
#define FERRY_SYNC_BCAST_SHIFT 24
void __ferry_sync_exchange(uint32_t op, const int32_t *waits_at, int32_t point, uint32_t nthreads,
                           const uint64_t *a, const uint64_t *b, const uint64_t *c, const uint64_t *d,
                           uint64_t *res);

/* grid_group::is_valid(): nonzero while running a cooperative launch. */
int __ferry_grid_is_valid(void);

/* %globaltimer: nanoseconds of the system's real-time clock. */
uint64_t __ferry_globaltimer(void);

#endif
