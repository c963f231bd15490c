/* Queues of the CPU device: each queue has a thread of its own that runs
 * its ops in order; a kernel op makes that thread the launcher of the
 * grid (pool.c), so kernels of different queues share the workers.  The
 * thread starts with the queue's first op and ends when the queue is
 * closed and empty.  Completion is announced on one condition variable
 * for the whole device, and only for an op someone sleeps on: a thread in
 * cudaDeviceSynchronize waits for a stream's last op, and woken by each
 * of the ops before it (nw's 511 launches) it took a core from the
 * workers once per launch. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

#include "cpu.h"
#include "device.h"
#include "runtime.h"
#include "spin.h"

#define QUEUE_STACK (16u << 20) /* the queue's thread runs blocks too */
#define SPIN_NS 50000           /* polling before sleeping: a launch after a short op is fast */

struct ferry_op {
    _Atomic int refs;
    _Atomic int done;
    _Atomic int sleepers; /* threads in ferry_op_wait's condition wait */
    _Atomic uint64_t finish_ns;
    ferry_op_fn run;
    ferry_op *next; /* in the queue's list */
    int ndeps;
    ferry_op **deps;
    _Alignas(16) unsigned char data[];
};

struct ferry_queue {
    pthread_mutex_t lock;
    pthread_cond_t wake;
    ferry_op *head, *tail; /* not yet started */
    ferry_op *last;        /* the last submitted, retained */
    _Atomic(ferry_op *) first; /* head, for polling without the lock */
    bool closed;
    int generation; /* fork_generation when its thread started */
};

static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t progress = PTHREAD_COND_INITIALIZER;
/* A forked child has none of the queues' threads: a queue whose thread
 * belongs to an earlier generation gets a new one when next used. */
static int fork_generation;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static bool op_ready(const void *op)
{
    return ferry_op_done(op);
}

static bool queue_ready(const void *q)
{
    return atomic_load_explicit(&((const ferry_queue *)q)->first, memory_order_acquire) != NULL;
}

ferry_op *ferry_op_new(ferry_op_fn run, size_t size)
{
    ferry_op *op = aligned_alloc(16, (sizeof *op + size + 15) & ~(size_t)15);
    if (!op)
        return NULL;
    atomic_init(&op->refs, 1);
    atomic_init(&op->done, 0);
    atomic_init(&op->sleepers, 0);
    atomic_init(&op->finish_ns, 0);
    op->run = run;
    op->next = NULL;
    op->ndeps = 0;
    op->deps = NULL;
    return op;
}

void *ferry_op_data(ferry_op *op)
{
    return op->data;
}

void ferry_op_retain(ferry_op *op)
{
    atomic_fetch_add_explicit(&op->refs, 1, memory_order_relaxed);
}

void ferry_op_release(ferry_op *op)
{
    if (op && atomic_fetch_sub_explicit(&op->refs, 1, memory_order_acq_rel) == 1) {
        for (int i = 0; i < op->ndeps; i++)
            ferry_op_release(op->deps[i]);
        free(op->deps);
        free(op);
    }
}

bool ferry_op_done(const ferry_op *op)
{
    return atomic_load_explicit(&op->done, memory_order_acquire) != 0;
}

uint64_t ferry_op_finish_ns(const ferry_op *op)
{
    return ferry_op_done(op) ? atomic_load(&op->finish_ns) : 0;
}

void ferry_op_wait(ferry_op *op, bool spin)
{
    if (spin && ferry_spin_until(op_ready, op, SPIN_NS))
        return;
    pthread_mutex_lock(&progress_lock);
    atomic_fetch_add(&op->sleepers, 1);
    while (!atomic_load(&op->done))
        pthread_cond_wait(&progress, &progress_lock);
    atomic_fetch_sub(&op->sleepers, 1);
    pthread_mutex_unlock(&progress_lock);
}

/* done and sleepers are both sequentially consistent: a waiter that
 * counted itself before it saw done unset is seen here, and the broadcast
 * under the lock comes after its wait began. */
void ferry_op_complete(ferry_op *op)
{
    atomic_store(&op->finish_ns, ferry_now_ns());
    atomic_store(&op->done, 1);
    if (atomic_load(&op->sleepers) == 0)
        return;
    pthread_mutex_lock(&progress_lock);
    pthread_cond_broadcast(&progress);
    pthread_mutex_unlock(&progress_lock);
}

/* The next op, or NULL once the queue is closed and empty. */
static ferry_op *next_op(ferry_queue *q)
{
    ferry_spin_until(queue_ready, q, SPIN_NS);
    pthread_mutex_lock(&q->lock);
    while (!q->head && !q->closed)
        pthread_cond_wait(&q->wake, &q->lock);
    ferry_op *op = q->head;
    if (op) {
        q->head = op->next;
        if (!q->head)
            q->tail = NULL;
        atomic_store(&q->first, q->head);
    }
    pthread_mutex_unlock(&q->lock);
    return op;
}

static void free_queue(ferry_queue *q)
{
    ferry_op_release(q->last);
    pthread_mutex_destroy(&q->lock);
    pthread_cond_destroy(&q->wake);
    free(q);
}

static void *queue_main(void *arg)
{
    ferry_queue *q = arg;
    ferry_op *op;
    while ((op = next_op(q))) {
        for (int i = 0; i < op->ndeps; i++)
            ferry_op_wait(op->deps[i], true);
        if (op->run)
            ferry_note_async_error(op->run(op->data));
        ferry_op_complete(op);
        ferry_op_release(op);
    }
    free_queue(q);
    return NULL;
}

static bool start_thread(ferry_queue *q)
{
    q->generation = fork_generation;
    return ferry_start_device_thread(queue_main, q, QUEUE_STACK);
}

static void after_fork_in_child(void)
{
    fork_generation++;
    pthread_mutex_init(&progress_lock, NULL);
    pthread_cond_init(&progress, NULL);
}

static void register_fork_handler(void)
{
    pthread_atfork(NULL, NULL, after_fork_in_child);
}

ferry_queue *ferry_queue_new(void)
{
    pthread_once(&once, register_fork_handler);
    ferry_queue *q = calloc(1, sizeof *q);
    if (!q)
        return NULL;
    pthread_mutex_init(&q->lock, NULL);
    pthread_cond_init(&q->wake, NULL);
    atomic_init(&q->first, NULL);
    if (!start_thread(q)) {
        free_queue(q);
        return NULL;
    }
    return q;
}

void ferry_queue_close(ferry_queue *q)
{
    pthread_mutex_lock(&q->lock);
    q->closed = true;
    pthread_cond_signal(&q->wake);
    pthread_mutex_unlock(&q->lock);
}

/* A marker (an op with nothing to run) behind finished work is finished
 * when it is submitted, as a GPU reaches an event recorded on an idle
 * stream at once: its time is the record's, whatever the queue's thread
 * is doing. */
static bool finish_now(ferry_queue *q, ferry_op *op, ferry_op *const *deps, int ndeps)
{
    if (op->run || q->generation != fork_generation)
        return false;
    for (int i = 0; i < ndeps; i++)
        if (!ferry_op_done(deps[i]))
            return false;
    pthread_mutex_lock(&q->lock);
    bool idle = !q->head && (!q->last || ferry_op_done(q->last));
    ferry_op *old = NULL;
    if (idle) {
        ferry_op_complete(op);
        old = q->last;
        q->last = op; /* the caller's reference, which the thread would drop */
    }
    pthread_mutex_unlock(&q->lock);
    ferry_op_release(old);
    return idle;
}

void ferry_queue_submit(ferry_queue *q, ferry_op *op, ferry_op *const *deps, int ndeps)
{
    if (finish_now(q, op, deps, ndeps))
        return;
    if (ndeps > 0 && (op->deps = malloc((size_t)ndeps * sizeof *op->deps))) {
        for (int i = 0; i < ndeps; i++) {
            ferry_op_retain(deps[i]);
            op->deps[op->ndeps++] = deps[i];
        }
    } else if (ndeps > 0) {
        /* No memory for the list: waiting here keeps the order. */
        for (int i = 0; i < ndeps; i++)
            ferry_op_wait(deps[i], true);
    }
    ferry_op_retain(op); /* for q->last */
    if (q->generation != fork_generation) {
        pthread_mutex_init(&q->lock, NULL);
        pthread_cond_init(&q->wake, NULL);
        start_thread(q);
    }
    pthread_mutex_lock(&q->lock);
    ferry_op *old = q->last;
    q->last = op;
    if (q->tail)
        q->tail->next = op;
    else
        q->head = op;
    q->tail = op;
    atomic_store_explicit(&q->first, q->head, memory_order_release);
    pthread_cond_signal(&q->wake);
    pthread_mutex_unlock(&q->lock);
    ferry_op_release(old);
}

ferry_op *ferry_queue_pending_tail(ferry_queue *q)
{
    pthread_mutex_lock(&q->lock);
    ferry_op *op = q->last && !ferry_op_done(q->last) ? q->last : NULL;
    if (op)
        ferry_op_retain(op);
    pthread_mutex_unlock(&q->lock);
    return op;
}
