/* The worker pool: one thread per core, created at the first launch and
 * kept for the life of the process.  A launch gives each thread (the
 * launching thread too) a contiguous range of blocks, taken in chunks from
 * an atomic cursor, so that each streams through memory as a statically
 * scheduled loop would; a thread done with its range takes chunks from the
 * others'.  Idle
 * workers spin briefly, then sleep on a futex, so back-to-back launches
 * cost microseconds and an idle process costs nothing. */
#include <errno.h>
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

#include "runtime.h"

#define MAX_THREADS 1024
#define SPIN_NS 50000          /* how long an idle thread spins before sleeping */
#define WORKER_STACK (16u << 20)
#define ARENA_ALIGN 64
#define ARENA_MIN 4096

typedef struct worker {
    _Alignas(64) _Atomic uint32_t signal; /* bumped once per job this worker joins */
    _Atomic int sleeping;
    char *arena;
    size_t arena_size;
    pthread_t thread;
} worker;

static struct {
    pthread_once_t once;
    pthread_mutex_t launch_lock;
    int size; /* threads that run blocks, the launcher included */
    int started;
    worker *workers; /* [0] is whichever thread is launching */
    /* The current job; written by the launcher before it signals. */
    const ferry_grid *grid;
    uint64_t total, chunk;
    int parts;
    _Atomic int abort;
    _Alignas(64) _Atomic uint32_t pending;
    _Atomic int waiting;
} pool = {.once = PTHREAD_ONCE_INIT, .launch_lock = PTHREAD_MUTEX_INITIALIZER};

/* Thread p's blocks of the current job: [next, end), next moving up. */
static struct range {
    _Alignas(64) _Atomic uint64_t next;
    uint64_t end;
} ranges[MAX_THREADS];

static _Thread_local ferry_block_ctx *current_ctx;
/* A launch's own failure (not sticky), set by the first thread to fail. */
static _Atomic int launch_error;
static _Thread_local sigjmp_buf *escape;

static void futex_wait(_Atomic uint32_t *word, uint32_t val)
{
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAIT_PRIVATE, val, NULL, NULL, 0);
}

static void futex_wake(_Atomic uint32_t *word)
{
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Spins until *word != val or SPIN_NS pass; true if it changed. */
static bool spin_while_equal(_Atomic uint32_t *word, uint32_t val)
{
    uint64_t deadline = 0;
    for (unsigned i = 1;; i++) {
        if (atomic_load_explicit(word, memory_order_acquire) != val)
            return true;
        cpu_relax();
        if ((i & 63) == 0) {
            uint64_t t = now_ns();
            if (!deadline)
                deadline = t + SPIN_NS;
            else if (t > deadline)
                return false;
        }
    }
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
    atomic_store(&pool.abort, 1);
    for (int p = 0; p < pool.parts; p++)
        atomic_store(&ranges[p].next, ranges[p].end);
    if (escape)
        siglongjmp(*escape, 1);
}

void ferry_fail_launch(cudaError_t err)
{
    int expected = cudaSuccess;
    atomic_compare_exchange_strong(&launch_error, &expected, (int)err);
    ferry_abandon_grid();
}

const char *ferry_current_kernel_name(void)
{
    const ferry_grid *g = pool.grid;
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
static bool run_blocks(ferry_block_ctx *ctx, uint64_t b, uint64_t end)
{
    const ferry_grid *g = pool.grid;
    uint32_t *idx = ctx->block_idx;
    decode(b, g->grid, idx);
    /* Step the block index instead of dividing for every block. */
    for (; b < end; b++) {
        if (atomic_load_explicit(&pool.abort, memory_order_relaxed))
            return false;
        g->run(g->args, ctx);
        if (++idx[0] == g->grid[0]) {
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
static void run_chunks(ferry_block_ctx *ctx, int self)
{
    for (int i = 0; i < pool.parts; i++) {
        struct range *r = &ranges[(self + i) % pool.parts];
        for (;;) {
            uint64_t b = atomic_fetch_add_explicit(&r->next, pool.chunk, memory_order_relaxed);
            if (b >= r->end)
                break;
            if (!run_blocks(ctx, b, b + pool.chunk < r->end ? b + pool.chunk : r->end))
                return;
        }
    }
}

/* Runs this thread's share of the current grid.  A device assert longjmps
 * back here, abandoning the block it was in. */
static void run_share(worker *w)
{
    const ferry_grid *g = pool.grid;
    ferry_block_ctx ctx = {
        .block_dim = {g->block[0], g->block[1], g->block[2]},
        .grid_dim = {g->grid[0], g->grid[1], g->grid[2]},
        .dyn_shared = g->dyn_shared,
        .shared = w->arena,
        .worker = w,
        .sm_id = (uint32_t)(w - pool.workers),
        .num_sms = (uint32_t)pool.size,
    };
    sigjmp_buf jb;
    ferry_faults_prepare_thread();
    current_ctx = &ctx;
    escape = &jb;
    ferry_set_shared_extent(w->arena, g->shared_total);
    if (sigsetjmp(jb, 0) == 0)
        run_chunks(&ctx, (int)(w - pool.workers));
    ferry_set_shared_extent(NULL, 0);
    escape = NULL;
    current_ctx = NULL;
}

static void finish_share(void)
{
    if (atomic_fetch_sub(&pool.pending, 1) == 1 && atomic_load(&pool.waiting))
        futex_wake(&pool.pending);
}

static void *worker_main(void *arg)
{
    worker *w = arg;
    uint32_t seen = 0;
    for (;;) {
        while (!spin_while_equal(&w->signal, seen)) {
            atomic_store(&w->sleeping, 1);
            if (atomic_load(&w->signal) == seen)
                futex_wait(&w->signal, seen);
            atomic_store(&w->sleeping, 0);
        }
        seen = atomic_load_explicit(&w->signal, memory_order_acquire);
        run_share(w);
        finish_share();
    }
    return NULL;
}

/* A forked child has none of the workers; it runs grids on its own. */
static void after_fork_in_child(void)
{
    pool.size = 1;
    pthread_mutex_init(&pool.launch_lock, NULL);
}

/* Starts the workers; a worker that cannot be created shrinks the pool. */
static void start_pool(void)
{
    pthread_atfork(NULL, NULL, after_fork_in_child);
    int n = ferry_pool_size();
    pool.workers = aligned_alloc(_Alignof(worker), (size_t)n * sizeof *pool.workers);
    if (!pool.workers) {
        static worker solo;
        pool.workers = &solo;
        n = 1;
    }
    memset(pool.workers, 0, (size_t)n * sizeof *pool.workers);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, WORKER_STACK);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    /* Workers block signals so that the program's handlers run on its
     * threads; not the faults their own code causes (faults.c). */
    sigset_t all, old;
    sigfillset(&all);
    int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++)
        sigdelset(&all, faults[i]);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int made = 1;
    while (made < n && pthread_create(&pool.workers[made].thread, &attr, worker_main, &pool.workers[made]) == 0)
        made++;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&attr);
    __atomic_store_n(&pool.size, made, __ATOMIC_RELEASE);
    __atomic_store_n(&pool.started, 1, __ATOMIC_RELEASE);
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

static void wait_for_helpers(void)
{
    for (;;) {
        uint32_t left = atomic_load(&pool.pending);
        if (left == 0)
            return;
        if (spin_while_equal(&pool.pending, left))
            continue;
        atomic_store(&pool.waiting, 1);
        left = atomic_load(&pool.pending);
        if (left != 0)
            futex_wait(&pool.pending, left);
        atomic_store(&pool.waiting, 0);
    }
}

static void signal_helpers(int helpers)
{
    /* Each worker's word counts its own jobs, so it can never come back
     * round to the value a sleeping worker last saw. */
    for (int i = 1; i <= helpers; i++)
        atomic_fetch_add_explicit(&pool.workers[i].signal, 1, memory_order_release);
    for (int i = 1; i <= helpers; i++)
        if (atomic_load(&pool.workers[i].sleeping))
            futex_wake(&pool.workers[i].signal);
}

static int plan(const ferry_grid *g)
{
    pool.grid = g;
    pool.total = (uint64_t)g->grid[0] * g->grid[1] * g->grid[2];
    uint64_t chunk = pool.total / ((uint64_t)pool.size * 8);
    pool.chunk = chunk < 1 ? 1 : chunk > 64 ? 64 : chunk;
    uint64_t chunks = (pool.total + pool.chunk - 1) / pool.chunk;
    pool.parts = chunks < (uint64_t)pool.size ? (int)chunks : pool.size;
    uint64_t each = pool.total / (uint64_t)pool.parts, extra = pool.total % (uint64_t)pool.parts, at = 0;
    for (int p = 0; p < pool.parts; p++) {
        atomic_store_explicit(&ranges[p].next, at, memory_order_relaxed);
        at += each + ((uint64_t)p < extra);
        ranges[p].end = at;
    }
    return pool.parts;
}

cudaError_t ferry_pool_run(const ferry_grid *g)
{
    cudaError_t admitted = ferry_local_admit(g);
    if (admitted != cudaSuccess)
        return admitted;
    pthread_once(&pool.once, start_pool);
    pthread_mutex_lock(&pool.launch_lock);
    int threads = plan(g);
    for (int i = 0; i < threads; i++) {
        if (!ensure_arena(&pool.workers[i], g->shared_total)) {
            pthread_mutex_unlock(&pool.launch_lock);
            return cudaErrorLaunchOutOfResources;
        }
    }
    atomic_store(&pool.abort, 0);
    atomic_store(&launch_error, cudaSuccess);
    atomic_store(&pool.pending, (uint32_t)(threads - 1));
    signal_helpers(threads - 1);
    run_share(&pool.workers[0]);
    if (threads > 1)
        wait_for_helpers();
    cudaError_t err = (cudaError_t)atomic_load(&launch_error);
    pthread_mutex_unlock(&pool.launch_lock);
    return err;
}
