/* Cooperative launches: every block runs at the same time on a thread of
 * its own, so that grid_group::sync() can be a barrier across them. The
 * launch checked beforehand that the grid fits what occupancy allows. */
#include "runtime.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* NVIDIA's grid barrier in PTX uses a few words; more than enough. */
enum { WORKSPACE_BYTES = 256 };

typedef struct coop_grid {
    const ferry_grid *g;
    _Alignas(64) uint32_t workspace[WORKSPACE_BYTES / 4];
    pthread_barrier_t barrier;
    pthread_mutex_t lock;
    pthread_cond_t go;
    int state;               /* 0: starting, 1: run, 2: give up (a thread failed to start) */
} coop_grid;

typedef struct coop_block {
    coop_grid *grid;
    uint64_t index;
} coop_block;

static _Thread_local coop_grid *current;

/* Blocks start only once all of them exist, since each may wait for all. */
static bool wait_for_start(coop_grid *grid)
{
    pthread_mutex_lock(&grid->lock);
    while (grid->state == 0)
        pthread_cond_wait(&grid->go, &grid->lock);
    bool run = grid->state == 1;
    pthread_mutex_unlock(&grid->lock);
    return run;
}

static void *run_block(void *arg)
{
    coop_block *b = arg;
    if (!wait_for_start(b->grid))
        return NULL;
    const ferry_grid *g = b->grid->g;
    size_t arena = ((size_t)g->shared_total + 64) / 64 * 64;
    char *shared = aligned_alloc(64, arena);
    uint64_t i = b->index;
    ferry_block_ctx ctx = {
        .block_idx = {(uint32_t)(i % g->grid[0]), (uint32_t)(i / g->grid[0] % g->grid[1]),
                      (uint32_t)(i / g->grid[0] / g->grid[1])},
        .block_dim = {g->block[0], g->block[1], g->block[2]},
        .grid_dim = {g->grid[0], g->grid[1], g->grid[2]},
        .dyn_shared = g->dyn_shared,
        .shared = shared,
        .sm_id = (uint32_t)(i % (uint64_t)ferry_pool_size()),
        .num_sms = (uint32_t)ferry_pool_size(),
        .grid_workspace = (uint64_t)(uintptr_t)b->grid->workspace,
    };
    current = b->grid;
    ferry_set_shared_extent(shared, g->shared_total);
    g->run(g->args, &ctx);
    ferry_set_shared_extent(NULL, 0);
    current = NULL;
    free(shared);
    return NULL;
}

cudaError_t ferry_run_cooperative(const ferry_grid *g)
{
    cudaError_t admitted = ferry_local_admit(g);
    if (admitted != cudaSuccess)
        return admitted;
    uint64_t n = (uint64_t)g->grid[0] * g->grid[1] * g->grid[2];
    coop_grid grid = {.g = g, .lock = PTHREAD_MUTEX_INITIALIZER, .go = PTHREAD_COND_INITIALIZER};
    coop_block *blocks = calloc(n, sizeof *blocks);
    pthread_t *threads = calloc(n, sizeof *threads);
    cudaError_t err = cudaSuccess;
    if (!blocks || !threads || pthread_barrier_init(&grid.barrier, NULL, (unsigned)n) != 0) {
        free(blocks);
        free(threads);
        return cudaErrorMemoryAllocation;
    }
    uint64_t started = 0;
    for (; started < n; started++) {
        blocks[started] = (coop_block){.grid = &grid, .index = started};
        if (pthread_create(&threads[started], NULL, run_block, &blocks[started]) != 0)
            break;
    }
    pthread_mutex_lock(&grid.lock);
    grid.state = started == n ? 1 : 2;
    pthread_cond_broadcast(&grid.go);
    pthread_mutex_unlock(&grid.lock);
    if (started < n)
        err = cudaErrorLaunchOutOfResources;
    for (uint64_t i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    pthread_barrier_destroy(&grid.barrier);
    free(blocks);
    free(threads);
    return err;
}

FERRY_API int __ferry_grid_is_valid(void)
{
    return current != NULL;
}

void ferry_grid_sync(void)
{
    if (current) {
        pthread_barrier_wait(&current->barrier);
        return;
    }
    fprintf(stderr, "ferry: grid_group::sync() in a kernel not launched with cudaLaunchCooperativeKernel\n");
    ferry_set_sticky(cudaErrorLaunchFailure);
    ferry_abandon_grid();
}
