/* Local memory: the per-thread copies of a kernel's big arrays (and other
 * slots of 512 bytes or more that live across a sync point) for all the
 * threads of a block, which would not fit on a worker's stack.  Each thread
 * that runs blocks keeps one buffer, grown when a block needs more and
 * reused by the next (a thread runs one block at a time), freed when the
 * thread ends.  CUDA gives a thread at most 512 KiB, a block at most 1024
 * threads: 512 MiB; more than that is refused as a GPU would refuse it. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "runtime.h"

#define LOCAL_MAX ((uint64_t)FERRY_LOCAL_PER_THREAD * FERRY_MAX_THREADS_PER_BLOCK)

static pthread_key_t owner;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static _Thread_local void *buffer;
static _Thread_local uint64_t capacity;

static void make_key(void)
{
    pthread_key_create(&owner, free);
}

FERRY_API void *__ferry_local_memory(ferry_block_ctx *ctx, uint64_t bytes)
{
    (void)ctx;
    if (bytes <= capacity)
        return buffer;
    pthread_once(&once, make_key);
    void *grown = bytes <= LOCAL_MAX ? aligned_alloc(64, (bytes + 63) & ~(uint64_t)63) : NULL;
    if (!grown) {
        fprintf(stderr, "Ferry: kernel '%s' needs %llu bytes of local memory per block; "
                        "the launch fails with cudaErrorLaunchOutOfResources\n",
                ferry_current_kernel_name(), (unsigned long long)bytes);
        ferry_fail_launch(cudaErrorLaunchOutOfResources);
        return NULL;
    }
    free(buffer);
    buffer = grown;
    capacity = bytes;
    pthread_setspecific(owner, buffer);
    return buffer;
}

cudaError_t ferry_local_admit(const ferry_grid *g)
{
    if (g->local_bytes > FERRY_LOCAL_PER_THREAD) {
        fprintf(stderr, "Ferry: kernel '%s' needs %llu bytes of local memory per thread, more than "
                        "the %u a GPU gives; the launch fails with cudaErrorLaunchOutOfResources\n",
                g->name, (unsigned long long)g->local_bytes, FERRY_LOCAL_PER_THREAD);
        return cudaErrorLaunchOutOfResources;
    }
    ferry_stack_limit_cover((size_t)g->local_bytes);
    return cudaSuccess;
}
