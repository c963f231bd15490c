/* The device layer: what the API layer (runtime and driver API, streams,
 * events, graphs) asks of a device.  The CPU device implements it in
 * runtime/cpu/; an HSA (AMD) or CUDA-driver (NVIDIA) device would be
 * another implementation of these functions, with the API layer above
 * unchanged.
 *
 * Work reaches a device as ops submitted to queues.  A queue runs its ops
 * in order, one at a time; different queues run at the same time.  An op
 * may also wait for ops of other queues (its dependencies) before it
 * starts: that is how the API layer builds CUDA's rules for the legacy
 * default stream, cudaStreamWaitEvent and graphs.  An op is counted: the
 * queue holds one reference until the op has run, and whoever keeps an op
 * to wait for it (an event, a later dependency) holds another. */
#ifndef FERRY_DEVICE_H
#define FERRY_DEVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cuda_runtime_api.h"

typedef struct ferry_queue ferry_queue;
typedef struct ferry_op ferry_op;

/* The work of an op, run on the queue's thread; data is the op's own
 * copy of its parameters.  A failure is an error of asynchronous work:
 * the API layer reports it at the next synchronizing call. */
typedef cudaError_t (*ferry_op_fn)(void *data);

/* A new op with `size` bytes of data (16-byte aligned) for run, which may
 * be NULL for an op that only marks a point (an event record, a wait);
 * NULL when out of memory.  The caller holds one reference. */
ferry_op *ferry_op_new(ferry_op_fn run, size_t size);
void *ferry_op_data(ferry_op *op);
void ferry_op_retain(ferry_op *op);
void ferry_op_release(ferry_op *op);
bool ferry_op_done(const ferry_op *op);
/* Waits until op has run; `spin` first polls briefly (lower latency,
 * one core busy), else sleeps at once (cudaEventBlockingSync). */
void ferry_op_wait(ferry_op *op, bool spin);
/* Marks an op that is not queued as done now. */
void ferry_op_complete(ferry_op *op);
/* When op finished, in nanoseconds of CLOCK_MONOTONIC; 0 before. */
uint64_t ferry_op_finish_ns(const ferry_op *op);

/* A new queue, or NULL when no thread could be made for it. */
ferry_queue *ferry_queue_new(void);
/* The queue goes away once its ops have run; no more may be submitted. */
void ferry_queue_close(ferry_queue *q);
/* Appends op, taking over the caller's reference; it runs after every op
 * submitted to q before it and after each of deps[0, ndeps). */
void ferry_queue_submit(ferry_queue *q, ferry_op *op, ferry_op *const *deps, int ndeps);
/* The op last submitted to q, retained for the caller, or NULL if it has
 * run already (or none was). */
ferry_op *ferry_queue_pending_tail(ferry_queue *q);

/* Device memory.  The API layer's allocation table keeps track of what
 * it hands out; the device only provides it.  Copies and fills run now on
 * the calling thread: ops run them on their queue's thread, synchronous
 * calls once the work before them is done.  On the CPU device all of it is
 * host memory, so host pointers may be either side of a copy. */
/* At least `bytes`, aligned to `align` (a power of two), or NULL. */
void *ferry_dev_alloc(size_t bytes, size_t align);
void ferry_dev_free(void *p);
void ferry_dev_copy(void *dst, const void *src, size_t n);
void ferry_dev_fill(void *dst, int value, size_t n);

/* The grid runner: runs every block of g on the device's workers and
 * returns when all are done (the caller's thread runs blocks too). */
struct ferry_grid;
cudaError_t ferry_pool_run(const struct ferry_grid *g);

/* Modules.  A device makes a loaded instance of a compiled module's image,
 * with variables of its own, and gives its descriptor: kernels, variables
 * and imports (ferry_abi.h).  The CPU device's image is a Ferry loadable
 * module, a shared object of the host's machine (cpu/module.c). */
struct ferry_module_desc;
typedef struct ferry_dev_module {
    void *impl;
    int fd;
    const struct ferry_module_desc *desc;
} ferry_dev_module;

/* Where a failed load says why: appended to buf, NUL-terminated. */
typedef struct ferry_dev_why {
    char *buf;
    size_t size;
} ferry_dev_why;

/* False when the image is not a module this device runs. */
bool ferry_dev_module_load(const void *image, size_t len, ferry_dev_module *out, ferry_dev_why *why);
void ferry_dev_module_unload(ferry_dev_module *m);
/* A host-callable symbol of the loaded module by name, or NULL
 * (cuLibraryGetUnifiedFunction). */
void *ferry_dev_module_symbol(const ferry_dev_module *m, const char *name);

#endif
