/* Streams: each has a queue of the device layer (device.h), made at its
 * first work.  Ordering across streams follows CUDA's legacy default
 * stream: work on it waits for all earlier work of the blocking streams,
 * and work on a blocking stream waits for earlier work on it; streams made
 * with cudaStreamNonBlocking take part in neither.  The per-thread default
 * stream is a blocking stream of each host thread. */
#include <pthread.h>
#include <stdlib.h>

#include "graph.h"
#include "runtime.h"

/* cudaDeviceGetStreamPriorityRange: priorities are accepted and read back;
 * the CPU's workers serve every running grid alike. */
#define LEAST_PRIORITY 0
#define GREATEST_PRIORITY (-5)

struct CUstream_st {
    ferry_handle h;
    unsigned flags;
    int priority;
    ferry_queue *q; /* NULL until the first work */
    unsigned long long id; /* cuStreamGetId */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUstream_st legacy = {{FERRY_HANDLE_STREAM}, cudaStreamDefault, 0, NULL, 1};
/* The id of the next stream made (the legacy stream's is 1). */
static _Atomic unsigned long long next_id = 2;
/* Every other stream with a queue: created ones and per-thread ones. */
static struct CUstream_st **all;
static size_t count, capacity;
/* The last op of each stream destroyed with work still queued: the device
 * (and the legacy stream, if it was a blocking one) still waits for it. */
typedef struct orphan {
    ferry_op *tail;
    bool blocking;
} orphan;
static orphan *orphans;
static size_t orphan_count, orphan_capacity;

static void adopt(struct CUstream_st *s);

static pthread_key_t per_thread_key;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static _Thread_local struct CUstream_st *per_thread;

static bool enlist(struct CUstream_st *s)
{
    if (count == capacity) {
        size_t cap = capacity ? capacity * 2 : 16;
        struct CUstream_st **a = realloc(all, cap * sizeof *a);
        if (!a)
            return false;
        all = a;
        capacity = cap;
    }
    all[count++] = s;
    return true;
}

static void delist(struct CUstream_st *s)
{
    for (size_t i = 0; i < count; i++)
        if (all[i] == s) {
            all[i] = all[--count];
            return;
        }
}

/* A thread's per-thread stream ends with it; its work still runs. */
static void per_thread_exit(void *p)
{
    struct CUstream_st *s = p;
    pthread_mutex_lock(&lock);
    delist(s);
    adopt(s);
    pthread_mutex_unlock(&lock);
    if (s->q)
        ferry_queue_close(s->q);
    free(s);
}

static void make_key(void)
{
    pthread_key_create(&per_thread_key, per_thread_exit);
}

static struct CUstream_st *per_thread_stream(void)
{
    if (per_thread)
        return per_thread;
    pthread_once(&once, make_key);
    struct CUstream_st *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->h.kind = FERRY_HANDLE_STREAM;
    s->id = next_id++;
    pthread_mutex_lock(&lock);
    bool ok = enlist(s);
    pthread_mutex_unlock(&lock);
    if (!ok) {
        free(s);
        return NULL;
    }
    pthread_setspecific(per_thread_key, s);
    return per_thread = s;
}

static struct CUstream_st *resolve(cudaStream_t s)
{
    if (s == NULL || s == cudaStreamLegacy)
        return &legacy;
    if (s == cudaStreamPerThread)
        return per_thread_stream();
    return s;
}

bool ferry_stream_ok(cudaStream_t s)
{
    return s == NULL || s == cudaStreamLegacy || s == cudaStreamPerThread ||
           ferry_handle_live(s, FERRY_HANDLE_STREAM);
}

static bool blocking(const struct CUstream_st *s)
{
    return !(s->flags & cudaStreamNonBlocking);
}

/* Keeps the pending tail of a stream about to go; under lock. */
static void adopt(struct CUstream_st *s)
{
    ferry_op *t = s->q ? ferry_queue_pending_tail(s->q) : NULL;
    if (!t)
        return;
    if (orphan_count == orphan_capacity) {
        size_t cap = orphan_capacity ? orphan_capacity * 2 : 8;
        orphan *o = realloc(orphans, cap * sizeof *o);
        if (!o) {
            /* No room to remember it: wait for it instead. */
            ferry_op_wait(t, true);
            ferry_op_release(t);
            return;
        }
        orphans = o;
        orphan_capacity = cap;
    }
    orphans[orphan_count++] = (orphan){t, !(s->flags & cudaStreamNonBlocking)};
}

/* The orphans still running, appended to deps (blocking ones only when
 * only_blocking); those done are forgotten.  Under lock. */
static int add_orphans(ferry_op **deps, int n, bool only_blocking)
{
    for (size_t i = 0; i < orphan_count;) {
        if (ferry_op_done(orphans[i].tail)) {
            ferry_op_release(orphans[i].tail);
            orphans[i] = orphans[--orphan_count];
            continue;
        }
        if (orphans[i].blocking || !only_blocking) {
            ferry_op_retain(orphans[i].tail);
            deps[n++] = orphans[i].tail;
        }
        i++;
    }
    return n;
}

static int add_tail(ferry_op **deps, int n, struct CUstream_st *s)
{
    ferry_op *t = s->q ? ferry_queue_pending_tail(s->q) : NULL;
    if (t)
        deps[n++] = t;
    return n;
}

/* What new work on s waits for besides s's own earlier work; under lock.
 * Returns the count, or -1 when out of memory; the array has room for two
 * more. */
static int cross_deps(struct CUstream_st *s, ferry_op ***out)
{
    ferry_op **deps = malloc((count + orphan_count + 2) * sizeof *deps);
    if (!deps)
        return -1;
    int n = 0;
    if (s == &legacy) {
        for (size_t i = 0; i < count; i++)
            if (blocking(all[i]))
                n = add_tail(deps, n, all[i]);
        n = add_orphans(deps, n, true);
    } else if (blocking(s)) {
        n = add_tail(deps, n, &legacy);
    }
    *out = deps;
    return n;
}

static void release_all(ferry_op **deps, int n)
{
    for (int i = 0; i < n; i++)
        ferry_op_release(deps[i]);
    free(deps);
}

cudaError_t ferry_stream_submit(cudaStream_t stream, ferry_op *op, ferry_op *wait_for)
{
    struct CUstream_st *s = resolve(stream);
    if (!s) {
        ferry_op_release(op);
        return cudaErrorMemoryAllocation;
    }
    pthread_mutex_lock(&lock);
    ferry_op **deps;
    int n = s->q || (s->q = ferry_queue_new()) ? cross_deps(s, &deps) : -1;
    if (n < 0) {
        pthread_mutex_unlock(&lock);
        ferry_op_release(op);
        return cudaErrorMemoryAllocation;
    }
    if (wait_for) {
        ferry_op_retain(wait_for);
        deps[n++] = wait_for;
    }
    ferry_queue_submit(s->q, op, deps, n);
    pthread_mutex_unlock(&lock);
    release_all(deps, n);
    return cudaSuccess;
}

static void wait_all(ferry_op **deps, int n)
{
    for (int i = 0; i < n; i++)
        ferry_op_wait(deps[i], true);
    release_all(deps, n);
}

int ferry_stream_deps(cudaStream_t stream, ferry_op ***out)
{
    struct CUstream_st *s = resolve(stream);
    if (!s)
        return -1;
    pthread_mutex_lock(&lock);
    int n = cross_deps(s, out);
    if (n >= 0)
        n = add_tail(*out, n, s);
    pthread_mutex_unlock(&lock);
    return n;
}

void ferry_stream_now(cudaStream_t stream)
{
    ferry_op **deps;
    int n = ferry_stream_deps(stream, &deps);
    if (n >= 0)
        wait_all(deps, n);
    ferry_printf_flush();
}

void ferry_device_drain(void)
{
    pthread_mutex_lock(&lock);
    ferry_op **deps = malloc((count + orphan_count + 1) * sizeof *deps);
    int n = 0;
    for (size_t i = 0; deps && i < count; i++)
        n = add_tail(deps, n, all[i]);
    if (deps) {
        n = add_tail(deps, n, &legacy);
        n = add_orphans(deps, n, false);
    }
    pthread_mutex_unlock(&lock);
    if (deps)
        wait_all(deps, n);
    ferry_printf_flush();
}

FERRY_API cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    if (!pStream || flags > cudaStreamNonBlocking)
        return ferry_ret(cudaErrorInvalidValue);
    struct CUstream_st *s = malloc(sizeof *s);
    if (!s)
        return ferry_ret(cudaErrorMemoryAllocation);
    /* Out-of-range priorities are clamped, as CUDA does. */
    int p = priority > LEAST_PRIORITY ? LEAST_PRIORITY : priority < GREATEST_PRIORITY ? GREATEST_PRIORITY : priority;
    *s = (struct CUstream_st){{FERRY_HANDLE_STREAM}, flags, p, NULL, next_id++};
    pthread_mutex_lock(&lock);
    bool listed = enlist(s);
    pthread_mutex_unlock(&lock);
    if (!listed || !ferry_handle_add(&s->h)) {
        pthread_mutex_lock(&lock);
        delist(s);
        pthread_mutex_unlock(&lock);
        free(s);
        return ferry_ret(cudaErrorMemoryAllocation);
    }
    *pStream = s;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    return cudaStreamCreateWithPriority(pStream, flags, 0);
}

FERRY_API cudaError_t cudaStreamCreate(cudaStream_t *pStream)
{
    return cudaStreamCreateWithPriority(pStream, cudaStreamDefault, 0);
}

/* Work still queued runs to its end; the stream goes at once, as CUDA's. */
FERRY_API cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
    if (!stream || !ferry_handle_remove(stream, FERRY_HANDLE_STREAM))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&lock);
    delist(stream);
    adopt(stream);
    pthread_mutex_unlock(&lock);
    if (stream->q)
        ferry_queue_close(stream->q);
    free(stream);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_stream_now(stream);
    return ferry_ret(ferry_sync_result());
}

/* cudaErrorNotReady is an answer, not an error: the last error keeps. */
FERRY_API cudaError_t cudaStreamQuery(cudaStream_t stream)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_op **deps;
    int n = ferry_stream_deps(stream, &deps);
    if (n < 0)
        return ferry_ret(cudaErrorMemoryAllocation);
    release_all(deps, n);
    if (n > 0)
        return cudaErrorNotReady;
    return ferry_ret(ferry_sticky());
}

/* A wait for an event never recorded is no wait at all. */
FERRY_API cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (ferry_capture_waits(stream, event))
        return ferry_capture_wait(stream, event, flags);
    if (!ferry_stream_ok(stream) || !ferry_handle_live(event, FERRY_HANDLE_EVENT))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags & ~(unsigned)cudaEventWaitExternal)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_op *mark = ferry_event_mark(event);
    if (!mark)
        return cudaSuccess;
    ferry_op *op = ferry_op_new(NULL, 0);
    cudaError_t err = op ? ferry_stream_submit(stream, op, mark) : cudaErrorMemoryAllocation;
    ferry_op_release(mark);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaStreamGetFlags(cudaStream_t stream, unsigned int *flags)
{
    if (!flags)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    *flags = ferry_handle_live(stream, FERRY_HANDLE_STREAM) ? stream->flags : cudaStreamDefault;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamGetPriority(cudaStream_t stream, int *priority)
{
    if (!priority)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    *priority = ferry_handle_live(stream, FERRY_HANDLE_STREAM) ? stream->priority : 0;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    if (leastPriority)
        *leastPriority = LEAST_PRIORITY;
    if (greatestPriority)
        *greatestPriority = GREATEST_PRIORITY;
    return cudaSuccess;
}

typedef struct callback_op {
    cudaStreamCallback_t fn;
    cudaStream_t stream;
    void *user;
} callback_op;

/* The callback learns of a failure before it, as CUDA's does. */
static cudaError_t run_callback(void *data)
{
    callback_op *c = data;
    c->fn(c->stream, ferry_sticky(), c->user);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                            unsigned int flags)
{
    if (ferry_capturing(stream))
        return ferry_capture_sync(stream);
    if (!callback || flags != 0)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_op *op = ferry_op_new(run_callback, sizeof(callback_op));
    if (!op)
        return ferry_ret(cudaErrorMemoryAllocation);
    *(callback_op *)ferry_op_data(op) = (callback_op){callback, stream, userData};
    return ferry_ret(ferry_stream_submit(stream, op, NULL));
}

typedef struct host_op {
    cudaHostFn_t fn;
    void *user;
} host_op;

static cudaError_t run_host(void *data)
{
    host_op *h = data;
    h->fn(h->user);
    return cudaSuccess;
}

FERRY_API cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (ferry_capturing(stream))
        return ferry_capture_host(stream, fn, userData);
    if (!fn)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    ferry_op *op = ferry_op_new(run_host, sizeof(host_op));
    if (!op)
        return ferry_ret(cudaErrorMemoryAllocation);
    *(host_op *)ferry_op_data(op) = (host_op){fn, userData};
    return ferry_ret(ferry_stream_submit(stream, op, NULL));
}

/* Unique in the process; a thread's per-thread stream has its own. */
bool ferry_stream_id(cudaStream_t stream, unsigned long long *id)
{
    struct CUstream_st *s = resolve(stream);
    if (s)
        *id = s->id;
    return s != NULL;
}
