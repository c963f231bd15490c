/* The worker pool: one thread per core, created at the first launch and
 * kept for the life of the process.  Several grids may run at once (one
 * per stream that has a kernel running); each is a job in one of a few
 * slots.  The thread that launches a grid runs blocks of it too, and the
 * workers join whichever jobs have blocks left.  A job's blocks are split
 * into contiguous ranges, taken in chunks from an atomic cursor, so that
 * each thread streams through memory as a statically scheduled loop would;
 * a thread done with its range takes chunks from the others'.  Blocks that
 * wait for earlier ones (FERRY_KERNEL_IN_ORDER) are taken one at a time
 * from a single range instead.  Idle
 * workers spin briefly, then sleep on a futex, so back-to-back launches
 * cost microseconds and an idle process costs nothing. */
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "cpu.h"
#include "runtime.h"
#include "spin.h"

#define MAX_THREADS 1024
#define MAX_JOBS 8
#define SPIN_NS 50000          /* how long an idle thread spins before sleeping */
#define WORKER_STACK (16u << 20)
#define ARENA_ALIGN 64
#define ARENA_MIN 4096

typedef struct worker {
    char *arena;
    size_t arena_size;
    uint32_t index; /* 0 for a launching thread */
} worker;

/* Thread p's blocks of a job: [next, end), next moving up. */
struct range {
    _Alignas(64) _Atomic uint64_t next;
    uint64_t end;
};

typedef struct job {
    const ferry_grid *grid;
    uint64_t total, chunk;
    int parts;
    bool busy, open; /* under pool.lock: the slot is taken; helpers may join */
    _Atomic int abort;
    _Atomic int error; /* the launch's own failure (not sticky), set once */
    _Alignas(64) _Atomic uint32_t inside; /* helpers running blocks of it */
    _Atomic int waiting;
    struct range ranges[MAX_THREADS];
} job;

static struct {
    pthread_once_t once;
    pthread_mutex_t lock; /* the slots' busy and open flags */
    pthread_cond_t slot_free;
    int size; /* threads that run blocks, a launcher included */
    int started;
    worker *workers; /* [1, size) are the pool's threads */
    _Alignas(64) _Atomic uint32_t epoch; /* bumped whenever a job opens */
    _Atomic int sleepers;
} pool = {.once = PTHREAD_ONCE_INIT,
          .lock = PTHREAD_MUTEX_INITIALIZER,
          .slot_free = PTHREAD_COND_INITIALIZER};

static job slots[MAX_JOBS];

static _Thread_local ferry_block_ctx *current_ctx;
static _Thread_local job *current_job;
static _Thread_local sigjmp_buf *escape;
/* A launching thread's own arena, freed when the thread ends. */
static _Thread_local worker launcher;
static pthread_key_t launcher_key;

static void futex_wait(_Atomic uint32_t *word, uint32_t val)
{
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAIT_PRIVATE, val, NULL, NULL, 0);
}

static void futex_wake(_Atomic uint32_t *word, int n)
{
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAKE_PRIVATE, n, NULL, NULL, 0);
}

typedef struct word_is {
    _Atomic uint32_t *word;
    uint32_t val;
} word_is;

static bool changed(const void *arg)
{
    const word_is *w = arg;
    return atomic_load_explicit(w->word, memory_order_acquire) != w->val;
}

/* Spins until *word != val or SPIN_NS pass; true if it changed. */
static bool spin_while_equal(_Atomic uint32_t *word, uint32_t val)
{
    return ferry_spin_until(changed, &(word_is){word, val}, SPIN_NS);
}

static int default_size(void)
{
    const char *env = getenv("FERRY_NUM_THREADS");
    if (env && *env) {
        long n = strtol(env, NULL, 10);
        if (n >= 1)
            return n > MAX_THREADS ? MAX_THREADS : (int)n;
    }
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set) > MAX_THREADS ? MAX_THREADS : CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > MAX_THREADS ? MAX_THREADS : (int)n;
}

int ferry_pool_size(void)
{
    int n = __atomic_load_n(&pool.size, __ATOMIC_ACQUIRE);
    if (n == 0) {
        int expected = 0;
        __atomic_compare_exchange_n(&pool.size, &expected, default_size(), false, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE);
        n = __atomic_load_n(&pool.size, __ATOMIC_ACQUIRE);
    }
    return n;
}

int ferry_sm_count(void)
{
    return ferry_pool_size();
}

bool ferry_pool_set_size(int n)
{
    if (n < 1 || n > MAX_THREADS || __atomic_load_n(&pool.started, __ATOMIC_ACQUIRE))
        return false;
    __atomic_store_n(&pool.size, n, __ATOMIC_RELEASE);
    return true;
}

ferry_block_ctx *ferry_current_block(void)
{
    return current_ctx;
}

void ferry_abandon_grid(void)
{
    job *j = current_job;
    if (j) {
        atomic_store(&j->abort, 1);
        for (int p = 0; p < j->parts; p++)
            atomic_store(&j->ranges[p].next, j->ranges[p].end);
    }
    if (escape)
        siglongjmp(*escape, 1);
}

void ferry_fail_launch(cudaError_t err)
{
    if (current_job) {
        int expected = cudaSuccess;
        atomic_compare_exchange_strong(&current_job->error, &expected, (int)err);
    }
    ferry_abandon_grid();
}

const char *ferry_current_kernel_name(void)
{
    const ferry_grid *g = current_job ? current_job->grid : NULL;
    return g && g->name ? g->name : "?";
}

static void decode(uint64_t b, const uint32_t grid[3], uint32_t idx[3])
{
    idx[0] = (uint32_t)(b % grid[0]);
    b /= grid[0];
    idx[1] = (uint32_t)(b % grid[1]);
    idx[2] = (uint32_t)(b / grid[1]);
}

/* Runs blocks [b, end); false once the grid is abandoned. */
static bool run_blocks(job *j, ferry_block_ctx *ctx, uint64_t b, uint64_t end)
{
    const ferry_grid *g = j->grid;
    uint32_t *idx = ctx->block_idx;
    decode(b, g->grid, idx);
    /* Step the block index instead of dividing for every block. */
    while (b < end) {
        if (atomic_load_explicit(&j->abort, memory_order_relaxed))
            return false;
        uint32_t n = 1;
        if (g->strips) /* the rest of the range in this row of the grid */
            n = end - b < (uint64_t)(g->grid[0] - idx[0]) ? (uint32_t)(end - b) : g->grid[0] - idx[0];
        ctx->strip = n;
        ctx->strip_at = 0;
        g->run(g->args, ctx);
        b += n;
        if ((idx[0] += n) == g->grid[0]) {
            idx[0] = 0;
            if (++idx[1] == g->grid[1]) {
                idx[1] = 0;
                idx[2]++;
            }
        }
    }
    return true;
}

/* This thread's own range first, then what is left of the others'. */
static void run_chunks(job *j, ferry_block_ctx *ctx, int self)
{
    for (int i = 0; i < j->parts; i++) {
        struct range *r = &j->ranges[(self + i) % j->parts];
        for (;;) {
            uint64_t b = atomic_fetch_add_explicit(&r->next, j->chunk, memory_order_relaxed);
            if (b >= r->end)
                break;
            if (!run_blocks(j, ctx, b, b + j->chunk < r->end ? b + j->chunk : r->end))
                return;
        }
    }
}

static bool ensure_arena(worker *w, size_t need)
{
    need = (need + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (need < ARENA_MIN)
        need = ARENA_MIN;
    if (w->arena && w->arena_size >= need)
        return true;
    void *p = NULL;
    if (posix_memalign(&p, ARENA_ALIGN, need) != 0)
        return false;
    free(w->arena);
    w->arena = p;
    w->arena_size = need;
    return true;
}

/* Runs this thread's share of job j.  A device assert longjmps back here,
 * abandoning the block it was in. */
static void run_share(worker *w, job *j)
{
    const ferry_grid *g = j->grid;
    current_job = j;
    if (!ensure_arena(w, g->shared_total)) {
        ferry_fail_launch(cudaErrorLaunchOutOfResources);
        current_job = NULL;
        return;
    }
    ferry_block_ctx ctx = {
        .block_dim = {g->block[0], g->block[1], g->block[2]},
        .grid_dim = {g->grid[0], g->grid[1], g->grid[2]},
        .dyn_shared = g->dyn_shared,
        .shared = w->arena,
        .worker = w,
        .sm_id = w->index,
        .num_sms = (uint32_t)pool.size,
    };
    sigjmp_buf jb;
    ferry_faults_prepare_thread();
    current_ctx = &ctx;
    escape = &jb;
    ferry_set_shared_extent(w->arena, g->shared_total);
    if (sigsetjmp(jb, 0) == 0)
        run_chunks(j, &ctx, (int)w->index);
    ferry_set_shared_extent(NULL, 0);
    escape = NULL;
    current_ctx = NULL;
    current_job = NULL;
}

static bool has_work(job *j)
{
    for (int p = 0; p < j->parts; p++)
        if (atomic_load_explicit(&j->ranges[p].next, memory_order_relaxed) < j->ranges[p].end)
            return true;
    return false;
}

/* An open job with blocks left, the worker counted inside it; or NULL.
 * Workers start at different slots so that two grids share the pool. */
static job *join_some_job(worker *w)
{
    job *found = NULL;
    pthread_mutex_lock(&pool.lock);
    for (int i = 0; i < MAX_JOBS && !found; i++) {
        job *j = &slots[(w->index + (uint32_t)i) % MAX_JOBS];
        if (j->busy && j->open && has_work(j)) {
            atomic_fetch_add(&j->inside, 1);
            found = j;
        }
    }
    pthread_mutex_unlock(&pool.lock);
    return found;
}

static void leave_job(job *j)
{
    if (atomic_fetch_sub(&j->inside, 1) == 1 && atomic_load(&j->waiting))
        futex_wake(&j->inside, 1);
}

static void *worker_main(void *arg)
{
    worker *w = arg;
    for (;;) {
        uint32_t seen = atomic_load_explicit(&pool.epoch, memory_order_acquire);
        job *j = join_some_job(w);
        if (j) {
            run_share(w, j);
            leave_job(j);
            continue;
        }
        if (!spin_while_equal(&pool.epoch, seen)) {
            atomic_fetch_add(&pool.sleepers, 1);
            if (atomic_load(&pool.epoch) == seen)
                futex_wait(&pool.epoch, seen);
            atomic_fetch_sub(&pool.sleepers, 1);
        }
    }
    return NULL;
}

/* A forked child has none of the workers; it runs grids on its own. */
static void after_fork_in_child(void)
{
    pool.size = 1;
    pthread_mutex_init(&pool.lock, NULL);
    pthread_cond_init(&pool.slot_free, NULL);
    for (int i = 0; i < MAX_JOBS; i++)
        slots[i].busy = slots[i].open = false;
}

static void free_launcher_arena(void *arena)
{
    free(arena);
}

/* Starts the workers; a worker that cannot be created shrinks the pool. */
static void start_pool(void)
{
    pthread_key_create(&launcher_key, free_launcher_arena);
    pthread_atfork(NULL, NULL, after_fork_in_child);
    int n = ferry_pool_size();
    pool.workers = calloc((size_t)n, sizeof *pool.workers);
    if (!pool.workers)
        n = 1;
    int made = 1;
    while (made < n) {
        pool.workers[made].index = (uint32_t)made;
        if (!ferry_start_device_thread(worker_main, &pool.workers[made], WORKER_STACK))
            break;
        made++;
    }
    __atomic_store_n(&pool.size, made, __ATOMIC_RELEASE);
    __atomic_store_n(&pool.started, 1, __ATOMIC_RELEASE);
}

static void plan(job *j, const ferry_grid *g)
{
    j->grid = g;
    j->total = (uint64_t)g->grid[0] * g->grid[1] * g->grid[2];
    uint64_t chunk = j->total / ((uint64_t)pool.size * 8);
    j->chunk = chunk < 1 || g->in_order ? 1 : chunk > 64 ? 64 : chunk;
    uint64_t chunks = (j->total + j->chunk - 1) / j->chunk;
    j->parts = g->in_order ? 1 : chunks < (uint64_t)pool.size ? (int)chunks : pool.size;
    uint64_t each = j->total / (uint64_t)j->parts, extra = j->total % (uint64_t)j->parts, at = 0;
    for (int p = 0; p < j->parts; p++) {
        atomic_store_explicit(&j->ranges[p].next, at, memory_order_relaxed);
        at += each + ((uint64_t)p < extra);
        j->ranges[p].end = at;
    }
    atomic_store(&j->abort, 0);
    atomic_store(&j->error, cudaSuccess);
    atomic_store(&j->inside, 0);
}

/* Takes a free slot, plans g in it and lets the workers in. */
static job *open_job(const ferry_grid *g)
{
    pthread_mutex_lock(&pool.lock);
    job *j = NULL;
    while (!j) {
        for (int i = 0; i < MAX_JOBS && !j; i++)
            if (!slots[i].busy)
                j = &slots[i];
        if (!j)
            pthread_cond_wait(&pool.slot_free, &pool.lock);
    }
    j->busy = true;
    plan(j, g);
    j->open = j->parts > 1 || (g->in_order && j->total > 1);
    pthread_mutex_unlock(&pool.lock);
    if (j->open) {
        atomic_fetch_add_explicit(&pool.epoch, 1, memory_order_release);
        if (atomic_load(&pool.sleepers))
            futex_wake(&pool.epoch, INT_MAX);
    }
    return j;
}

static void wait_for_helpers(job *j)
{
    for (;;) {
        uint32_t left = atomic_load(&j->inside);
        if (left == 0)
            return;
        if (spin_while_equal(&j->inside, left))
            continue;
        atomic_store(&j->waiting, 1);
        left = atomic_load(&j->inside);
        if (left != 0)
            futex_wait(&j->inside, left);
        atomic_store(&j->waiting, 0);
    }
}

/* No helper joins once the launcher has claimed every block; the slot is
 * free again when the last helper has left. */
static cudaError_t close_job(job *j)
{
    pthread_mutex_lock(&pool.lock);
    j->open = false;
    pthread_mutex_unlock(&pool.lock);
    wait_for_helpers(j);
    cudaError_t err = (cudaError_t)atomic_load(&j->error);
    pthread_mutex_lock(&pool.lock);
    j->busy = false;
    pthread_cond_signal(&pool.slot_free);
    pthread_mutex_unlock(&pool.lock);
    return err;
}

cudaError_t ferry_pool_run(const ferry_grid *g)
{
    cudaError_t admitted = ferry_local_admit(g);
    if (admitted != cudaSuccess)
        return admitted;
    pthread_once(&pool.once, start_pool);
    job *j = open_job(g);
    run_share(&launcher, j);
    pthread_setspecific(launcher_key, launcher.arena);
    return close_job(j);
}
