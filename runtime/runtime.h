/* Internal interface between the files of libcudart. */
#ifndef FERRY_RUNTIME_H
#define FERRY_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cuda_runtime_api.h"
#include "device.h"
#include "ferry_abi.h"

/* The library is built with -fvisibility=hidden; only the API is exported. */
#define FERRY_API __attribute__((visibility("default")))

/* ---- device limits (device.c) ---- */
#define FERRY_MAX_THREADS_PER_BLOCK 1024
#define FERRY_SHARED_PER_BLOCK (48u * 1024u)
#define FERRY_SHARED_OPTIN (227u * 1024u)
/* Local memory a GPU gives one thread (cudaLimitStackSize's maximum). */
#define FERRY_LOCAL_PER_THREAD (512u * 1024u)
#define FERRY_MAX_THREADS_PER_SM 2048
#define FERRY_MAX_BLOCKS_PER_SM 32

int ferry_sm_count(void);

/* ---- errors (error.c) ---- */
/* Records err as the calling thread's last error (unless success) and
 * returns it, so that API functions can end with `return ferry_ret(e)`. */
cudaError_t ferry_ret(cudaError_t err);
/* A sticky error (e.g. device assert) poisons the context until reset. */
cudaError_t ferry_sticky(void);
void ferry_set_sticky(cudaError_t err);
/* A failure of queued work (device.h) that is not sticky; the next
 * synchronizing call reports it. */
void ferry_note_async_error(cudaError_t err);
/* What a synchronizing call returns once the work is done: the sticky
 * error, else the pending asynchronous one (which it clears). */
cudaError_t ferry_sync_result(void);
/* The CPU variant of portable device code that this process runs
 * (cpu_variant.c): "x86-64-v2", "-v3" or "-v4", "" if none can run. */
const char *ferry_cpu_variant(void);
void ferry_clear_errors(void);

/* ---- allocation table (alloc_table.c) ---- */
enum ferry_mem_kind {
    FERRY_MEM_DEVICE,
    FERRY_MEM_MANAGED,
    FERRY_MEM_HOST,       /* cudaMallocHost / cudaHostAlloc */
    FERRY_MEM_REGISTERED, /* cudaHostRegister */
};

typedef struct ferry_alloc {
    char *base;
    size_t size;
    enum ferry_mem_kind kind;
    unsigned flags;
} ferry_alloc;

/* flags: the API's (cudaHostAlloc*, cudaMemAttach*), or FERRY_ALLOC_MAPPED
 * for a cuMemMap range, whose memory cu_vmm.c owns: cudaFree refuses it and
 * cudaDeviceReset leaves it mapped. */
#define FERRY_ALLOC_MAPPED 0x80000000u
/* A graph allocation node's memory (graph_mem.c owns the range): cudaFree
 * gives the backing back and leaves the address reserved. */
#define FERRY_ALLOC_GRAPH 0x40000000u
bool ferry_graph_mem_free(void *p);
/* cu_vmm.c: whether [p, p+n) may be read (write: written) by a copy: false
 * where it overlaps a mapping whose access (cuMemSetAccess) forbids it. */
bool ferry_vmm_allows(const void *p, size_t n, bool write);
bool ferry_alloc_insert(void *base, size_t size, enum ferry_mem_kind kind, unsigned flags);
/* Finds the allocation containing p; copies it to *out. */
bool ferry_alloc_find(const void *p, ferry_alloc *out);
/* Removes the allocation starting exactly at p if its kind is in kinds_mask. */
bool ferry_alloc_remove(void *p, unsigned kinds_mask, ferry_alloc *out);
bool ferry_alloc_overlaps(const void *p, size_t size);
/* Empties the table, handing each entry to fn (used by cudaDeviceReset). */
void ferry_alloc_clear(void (*fn)(const ferry_alloc *));
#define FERRY_KIND_BIT(k) (1u << (k))
/* Frees everything in the table (cudaDeviceReset). */
void ferry_memory_reset(void);
/* tex_live.c: frees every array, texture and surface object (reset). */
void ferry_tex_reset(void);
/* cudaMalloc and cudaFree by kind, without touching the last error. */
cudaError_t ferry_malloc(void **ptr, size_t size, enum ferry_mem_kind kind, unsigned flags);
cudaError_t ferry_free(void *ptr, unsigned kinds_mask);
#define FERRY_DEVICE_KINDS (FERRY_KIND_BIT(FERRY_MEM_DEVICE) | FERRY_KIND_BIT(FERRY_MEM_MANAGED))

/* True when [p, p+n) lies inside memory the device may touch: a tracked
 * allocation, a registered __device__ variable or a variable of a module
 * loaded with cuModuleLoad*. */
bool ferry_device_range_ok(const void *p, size_t n);
bool ferry_module_range_ok(const void *p, size_t n);

/* ---- registration (register.c) ---- */
typedef struct ferry_function {
    const void *stub;
    const char *name;
    const char *module_id;
    const ferry_kernel_desc *kernel; /* resolved lazily */
    int max_dynamic_shared;          /* cudaFuncAttributeMaxDynamicSharedMemorySize */
    int carveout;
    enum cudaFuncCache cache;
} ferry_function;

/* Returns the function of a stub, resolved to its kernel, or NULL.  A
 * driver CUfunction stands for itself (kernel nodes captured from
 * cuLaunchKernel name it as their func). */
ferry_function *ferry_function_find(const void *stub);
/* The runtime's view of a live CUfunction, or NULL (cu_capture_function.c). */
ferry_function *ferry_cu_function_find(const void *handle);
const ferry_var_desc *ferry_var_find(const void *shadow);
/* Whether p lies in a __constant__ variable of a registered module. */
bool ferry_var_is_constant(const void *p);
bool ferry_var_range_ok(const void *p, size_t n);

/* ---- launch (launch.c, pool.c) ---- */
typedef struct ferry_grid {
    ferry_block_fn run;
    void **args;
    uint32_t grid[3];
    uint32_t block[3];
    uint32_t dyn_shared;
    uint32_t shared_total; /* static + dynamic */
    const char *name;      /* the kernel's, for messages */
    uint64_t local_bytes;  /* local memory per thread */
    bool in_order;         /* FERRY_KERNEL_IN_ORDER */
    bool strips;           /* FERRY_KERNEL_STRIPS */
} ferry_grid;

/* The limits CUDA puts on launch dimensions. */
bool ferry_dims_ok(dim3 grid, dim3 block);

/* The most threads a block of kernel k may have: its launch bound, or the
 * device's limit.  More is "too many resources requested for launch". */
/* The PTX and binary version cudaFuncGetAttributes reports: the sm_NN
 * the kernel was compiled for, or the device's own 7.5 when its object
 * does not say.  CUB checks it against the arch list of its compile. */
static inline int ferry_kernel_arch(const ferry_kernel_desc *k)
{
    uint32_t nn = FERRY_KERNEL_ARCH(k->flags);
    return nn ? (int)nn : 75;
}

static inline uint32_t ferry_kernel_max_threads(const ferry_kernel_desc *k)
{
    uint32_t b = FERRY_KERNEL_MAX_THREADS(k->flags);
    return b && b < FERRY_MAX_THREADS_PER_BLOCK ? b : FERRY_MAX_THREADS_PER_BLOCK;
}

static inline bool ferry_within_bound(const ferry_kernel_desc *k, dim3 block)
{
    return (uint64_t)block.x * block.y * block.z <= ferry_kernel_max_threads(k);
}

/* local.c: whether the grid's threads can have the local memory they
 * need; grows cudaLimitStackSize to cover it, as CUDA's driver does. */
cudaError_t ferry_local_admit(const ferry_grid *g);
/* context.c: cudaLimitStackSize becomes at least `bytes`. */
void ferry_stack_limit_cover(size_t bytes);
/* context.c: the limits of cudaDeviceSetLimit (cuCtxSetLimit's are the
 * same numbers), without touching the last error. */
cudaError_t ferry_set_limit(unsigned limit, size_t value);
cudaError_t ferry_get_limit(unsigned limit, size_t *value);

/* Queues the launch of g (kernel k, checked already) on stream, with a
 * copy of its argument values; cooperative runs it as below. */
cudaError_t ferry_launch_queued(const ferry_grid *g, const ferry_kernel_desc *k, void **args, bool cooperative,
                                cudaStream_t stream);
/* Checks and runs a launch now, on the calling thread (graph nodes). */
cudaError_t ferry_launch_now(const void *func, dim3 grid, dim3 block, void **args, size_t shmem);
/* Runs every block of the grid at once, each on its own thread, for
 * cudaLaunchCooperativeKernel (cooperative.c). */
cudaError_t ferry_run_cooperative(const ferry_grid *g);
/* grid_group::sync(): waits for every block of the cooperative launch. */
void ferry_grid_sync(void);

/* Number of threads that run blocks (workers plus the launching thread). */
int ferry_pool_size(void);
/* Sets the pool size before the first launch (tests); false if too late. */
bool ferry_pool_set_size(int n);

/* The block a thread is running now (NULL outside a kernel) and the escape
 * used by device assert to abandon it. */
ferry_block_ctx *ferry_current_block(void);
/* The shared memory of the block this thread runs (spaces.c answers
 * isspacep.shared with it); NULL when it runs none. */
void ferry_set_shared_extent(const void *base, size_t bytes);
FERRY_API uint32_t __ferry_space_of(const void *p);
void ferry_abandon_grid(void);
/* Fails the running launch with err (returned by ferry_pool_run, not
 * sticky) and abandons the grid; does not return inside a block. */
void ferry_fail_launch(cudaError_t err);
/* The kernel the pool is running, for messages ("?" when none). */
const char *ferry_current_kernel_name(void);
/* faults.c: a fault while this thread runs blocks fails the launch with
 * cudaErrorIllegalAddress instead of killing the program; call on each
 * thread before it runs blocks (installs the handlers once, and this
 * thread's alternate signal stack). */
void ferry_faults_prepare_thread(void);

/* ---- streams and events (handles.c, stream.c, event.c) ---- */
enum ferry_handle_kind {
    FERRY_HANDLE_STREAM = 1,
    FERRY_HANDLE_EVENT,
    FERRY_HANDLE_CONTEXT,  /* driver API (cu_context.c) */
    FERRY_HANDLE_MODULE,   /* driver API (cu_module.c) */
    FERRY_HANDLE_FUNCTION,
};

/* The first member of every stream and event object. */
typedef struct ferry_handle {
    enum ferry_handle_kind kind;
} ferry_handle;

bool ferry_handle_add(const ferry_handle *h);
bool ferry_handle_live(const void *h, enum ferry_handle_kind kind);
bool ferry_handle_remove(const void *h, enum ferry_handle_kind kind);

/* True for the default streams (0, legacy, per-thread) and live streams. */
bool ferry_stream_ok(cudaStream_t s);

/* Queues op (taking the caller's reference) on stream s, after the work
 * CUDA orders before it and after wait_for if not NULL. */
cudaError_t ferry_stream_submit(cudaStream_t s, ferry_op *op, ferry_op *wait_for);
/* The ops that a new op on s would wait for (s's last, and the legacy
 * default stream's rule), retained, in a malloc'd array with room for
 * two more; the count, or -1 when out of memory. */
int ferry_stream_deps(cudaStream_t s, ferry_op ***out);
/* Waits for the work that a new op on s would wait for, so that the caller
 * may do that op's work itself, in order (the synchronous calls, and the
 * asynchronous ones that are not queued); flushes device printf. */
void ferry_stream_now(cudaStream_t s);
/* Waits for all queued work of every stream (cudaDeviceSynchronize). */
void ferry_device_drain(void);
/* printf.c: device printf's output so far goes to stdout. */
void ferry_printf_flush(void);

/* ---- the driver API's view (cu_context.c) ---- */
/* The runtime API binds the primary context to a thread that has none, and
 * initializes the driver API, as CUDA's runtime does on its first use. */
void ferry_cu_runtime_used(void);

/* ---- memcpy helpers (memcpy.c) ---- */
/* A synchronous copy: checked, then done after the legacy default
 * stream's work; ferry_copy_now does it at once (queued work). */
cudaError_t ferry_copy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind);
cudaError_t ferry_copy_now(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind);
/* Host memory that is not pinned, registered, managed or device memory. */
bool ferry_pageable(const void *p);
/* memory3d.c: a 3D copy checked only, done at once, or done after the
 * legacy default stream's work (a synchronous call). */
enum { FERRY_COPY3D_CHECK, FERRY_COPY3D_NOW, FERRY_COPY3D_SYNC };
cudaError_t ferry_copy_3d(const struct cudaMemcpy3DParms *p, int mode);

/* ---- events (event.c) ---- */
/* The op of the event's latest record, retained, or NULL if none. */
ferry_op *ferry_event_mark(cudaEvent_t e);
/* Records the event as complete now (a graph's record node). */
cudaError_t ferry_event_record_now(cudaEvent_t e);

#endif
