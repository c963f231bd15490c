/* Stream capture: while a stream captures, the work given to it becomes
 * nodes of a graph instead of running.  Each stream taking part (the one
 * that began the capture, and those forked from it by waiting on an event
 * recorded in the capture) keeps the nodes that its next node depends on;
 * an event recorded in a capture keeps the recording stream's nodes, so
 * that waiting on it forks or joins. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"

typedef struct capture {
    cudaGraph_t graph;
    cudaStream_t origin;
    enum cudaStreamCaptureMode mode;
    enum cudaStreamCaptureStatus status;
    unsigned long long id;
    pthread_t thread;
    bool borrowed; /* the caller's graph (cudaStreamBeginCaptureToGraph): never freed here */
} capture;

typedef struct node_set {
    cudaGraphNode_t *v;
    size_t n, cap;
} node_set;

typedef struct member { /* a stream taking part in a capture */
    cudaStream_t stream;
    capture *cap;
    bool blocking; /* synchronizes with the legacy stream */
    node_set deps;
} member;

typedef struct mark { /* an event recorded in a capture */
    cudaEvent_t event;
    capture *cap;
    node_set deps;
} mark;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int live_captures;
static unsigned long long next_id = 1;
static member *members;
static size_t nmembers, cap_members;
static mark *marks;
static size_t nmarks, cap_marks;
static _Thread_local enum cudaStreamCaptureMode thread_mode = cudaStreamCaptureModeGlobal;

static bool grow(void **v, size_t *cap, size_t n, size_t size)
{
    if (n < *cap)
        return true;
    size_t c = *cap ? *cap * 2 : 8;
    void *p = realloc(*v, c * size);
    if (!p)
        return false;
    *v = p;
    *cap = c;
    return true;
}

static bool set_add(node_set *s, cudaGraphNode_t n)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->v[i] == n)
            return true;
    if (!grow((void **)&s->v, &s->cap, s->n, sizeof *s->v))
        return false;
    s->v[s->n++] = n;
    return true;
}

static bool set_copy(node_set *dst, const node_set *src)
{
    dst->n = 0;
    for (size_t i = 0; i < src->n; i++)
        if (!set_add(dst, src->v[i]))
            return false;
    return true;
}

static bool is_legacy(cudaStream_t s)
{
    return s == NULL || s == cudaStreamLegacy;
}

static member *find_member(cudaStream_t s)
{
    for (size_t i = 0; i < nmembers; i++)
        if (members[i].stream == s)
            return &members[i];
    return NULL;
}

static mark *find_mark(cudaEvent_t e)
{
    for (size_t i = 0; i < nmarks; i++)
        if (marks[i].event == e)
            return &marks[i];
    return NULL;
}

static bool blocking_capture(void)
{
    for (size_t i = 0; i < nmembers; i++)
        if (members[i].blocking)
            return true;
    return false;
}

/* cudaThreadExchangeStreamCaptureMode's rule for calls that may be unsafe
 * during a capture (synchronous work on the legacy stream). */
static bool mode_forbids(const capture *c)
{
    if (thread_mode == cudaStreamCaptureModeRelaxed || c->status != cudaStreamCaptureStatusActive)
        return false;
    bool mine = pthread_equal(c->thread, pthread_self());
    if (thread_mode == cudaStreamCaptureModeThreadLocal)
        return mine && c->mode != cudaStreamCaptureModeRelaxed;
    return c->mode == cudaStreamCaptureModeGlobal || (mine && c->mode == cudaStreamCaptureModeThreadLocal);
}

static bool sync_forbidden(void)
{
    if (blocking_capture())
        return true;
    for (size_t i = 0; i < nmembers; i++)
        if (mode_forbids(members[i].cap))
            return true;
    return false;
}

bool ferry_capturing(cudaStream_t stream)
{
    if (atomic_load_explicit(&live_captures, memory_order_acquire) == 0)
        return false;
    pthread_mutex_lock(&lock);
    bool r = find_member(stream) != NULL || (is_legacy(stream) && blocking_capture());
    pthread_mutex_unlock(&lock);
    return r;
}

bool ferry_capture_forbids_sync(void)
{
    if (atomic_load_explicit(&live_captures, memory_order_acquire) == 0)
        return false;
    pthread_mutex_lock(&lock);
    bool r = sync_forbidden();
    pthread_mutex_unlock(&lock);
    return r;
}

static void invalidate(capture *c)
{
    c->status = cudaStreamCaptureStatusInvalidated;
}

/* Work on the legacy stream during a capture: an implicit dependency on a
 * blocking capturing stream, or an unsafe call; invalidates what it hits. */
static cudaError_t legacy_error(void)
{
    bool blocking = blocking_capture();
    for (size_t i = 0; i < nmembers; i++)
        if (blocking ? members[i].blocking : mode_forbids(members[i].cap))
            invalidate(members[i].cap);
    return blocking ? cudaErrorStreamCaptureImplicit : cudaErrorStreamCaptureUnsupported;
}

cudaError_t ferry_capture_sync(cudaStream_t stream)
{
    pthread_mutex_lock(&lock);
    member *m = find_member(stream);
    cudaError_t err = cudaErrorStreamCaptureUnsupported;
    if (m)
        invalidate(m->cap);
    else
        err = legacy_error();
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

/* Takes the lock and finds the stream's active capture; on failure the
 * lock is released and the error returned. */
static cudaError_t enter(cudaStream_t stream, member **out)
{
    pthread_mutex_lock(&lock);
    member *m = find_member(stream);
    cudaError_t err = cudaSuccess;
    if (!m)
        err = legacy_error();
    else if (m->cap->status != cudaStreamCaptureStatusActive)
        err = cudaErrorStreamCaptureInvalidated;
    if (err != cudaSuccess) {
        pthread_mutex_unlock(&lock);
        return err;
    }
    *out = m;
    return cudaSuccess;
}

/* After an add: the stream's next node depends on the new one; an error
 * invalidates the capture, as CUDA's does. */
static cudaError_t advance(member *m, cudaError_t err, cudaGraphNode_t node)
{
    if (err == cudaSuccess) {
        m->deps.n = 0;
        if (!set_add(&m->deps, node))
            err = cudaErrorMemoryAllocation;
    }
    if (err != cudaSuccess)
        invalidate(m->cap);
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

cudaError_t ferry_capture_kernel(const void *func, dim3 grid, dim3 block, void **args, size_t shmem,
                                 cudaStream_t stream)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    struct cudaKernelNodeParams p = {(void *)func, grid, block, (unsigned)shmem, args, NULL};
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddKernelNode(&n, m->cap->graph, m->deps.v, m->deps.n, &p);
    return advance(m, err, n);
}

cudaError_t ferry_capture_memcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                 cudaStream_t stream)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddMemcpyNode1D(&n, m->cap->graph, m->deps.v, m->deps.n, dst, src, count, kind);
    return advance(m, err, n);
}

cudaError_t ferry_capture_memset(void *dst, int value, size_t count, cudaStream_t stream)
{
    return ferry_capture_memset2d(dst, count, value, count, 1, stream);
}

cudaError_t ferry_capture_memcpy3d(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddMemcpyNode(&n, m->cap->graph, m->deps.v, m->deps.n, p);
    return advance(m, err, n);
}

cudaError_t ferry_capture_memset2d(void *dst, size_t pitch, int value, size_t width, size_t height,
                                   cudaStream_t stream)
{
    struct cudaMemsetParams s = {dst, pitch, (unsigned)value & 0xffu, 1, width, height};
    return ferry_capture_memset_params(&s, stream);
}

cudaError_t ferry_capture_memset_params(const struct cudaMemsetParams *s, cudaStream_t stream)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    if (s->width == 0 || s->height == 0) {
        pthread_mutex_unlock(&lock);
        return cudaSuccess;
    }
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddMemsetNode(&n, m->cap->graph, m->deps.v, m->deps.n, s);
    return advance(m, err, n);
}

/* cudaMallocAsync while capturing: an allocation node from the device's
 * default pool; its address is the result. */
cudaError_t ferry_capture_malloc(void **ptr, size_t size, cudaStream_t stream)
{
    if (!ptr || size == 0)
        return ferry_ret(cudaErrorInvalidValue);
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    struct cudaMemAllocNodeParams p = {0};
    p.poolProps.allocType = cudaMemAllocationTypePinned;
    p.poolProps.location.type = cudaMemLocationTypeDevice;
    p.bytesize = size;
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddMemAllocNode(&n, m->cap->graph, m->deps.v, m->deps.n, &p);
    if (err == cudaSuccess)
        *ptr = p.dptr;
    return advance(m, err, n);
}

cudaError_t ferry_capture_free(void *ptr, cudaStream_t stream)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddMemFreeNode(&n, m->cap->graph, m->deps.v, m->deps.n, ptr);
    return advance(m, err, n);
}

cudaError_t ferry_capture_host(cudaStream_t stream, cudaHostFn_t fn, void *user)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    struct cudaHostNodeParams h = {fn, user};
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddHostNode(&n, m->cap->graph, m->deps.v, m->deps.n, &h);
    return advance(m, err, n);
}

cudaError_t ferry_capture_graph(cudaGraph_t g, cudaStream_t stream)
{
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    cudaGraphNode_t n = NULL;
    err = cudaGraphAddChildGraphNode(&n, m->cap->graph, m->deps.v, m->deps.n, g);
    return advance(m, err, n);
}

static cudaError_t set_mark(cudaEvent_t event, member *m)
{
    mark *k = find_mark(event);
    if (!k) {
        if (!grow((void **)&marks, &cap_marks, nmarks, sizeof *marks))
            return cudaErrorMemoryAllocation;
        k = &marks[nmarks++];
        *k = (mark){.event = event};
    }
    k->cap = m->cap;
    return set_copy(&k->deps, &m->deps) ? cudaSuccess : cudaErrorMemoryAllocation;
}

cudaError_t ferry_capture_record(cudaEvent_t event, cudaStream_t stream, unsigned flags)
{
    if (!event || !ferry_handle_live(event, FERRY_HANDLE_EVENT))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags & ~(unsigned)cudaEventRecordExternal)
        return ferry_ret(cudaErrorInvalidValue);
    member *m;
    cudaError_t err = enter(stream, &m);
    if (err != cudaSuccess)
        return ferry_ret(err);
    if (flags & cudaEventRecordExternal) {
        cudaGraphNode_t n = NULL;
        err = cudaGraphAddEventRecordNode(&n, m->cap->graph, m->deps.v, m->deps.n, event);
        if (err == cudaSuccess) {
            m->deps.n = 0;
            if (!set_add(&m->deps, n))
                err = cudaErrorMemoryAllocation;
        }
    }
    if (err == cudaSuccess)
        err = set_mark(event, m);
    if (err != cudaSuccess)
        invalidate(m->cap);
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

bool ferry_capture_waits(cudaStream_t stream, cudaEvent_t event)
{
    if (atomic_load_explicit(&live_captures, memory_order_acquire) == 0)
        return false;
    pthread_mutex_lock(&lock);
    bool r = find_member(stream) != NULL || find_mark(event) != NULL;
    pthread_mutex_unlock(&lock);
    return r;
}

bool ferry_capture_marks(cudaEvent_t event)
{
    if (atomic_load_explicit(&live_captures, memory_order_acquire) == 0)
        return false;
    pthread_mutex_lock(&lock);
    bool r = find_mark(event) != NULL;
    pthread_mutex_unlock(&lock);
    return r;
}

static cudaError_t join(cudaStream_t stream, const mark *k)
{
    if (is_legacy(stream))
        return legacy_error();
    if (!grow((void **)&members, &cap_members, nmembers, sizeof *members))
        return cudaErrorMemoryAllocation;
    unsigned flags = cudaStreamDefault;
    cudaStreamGetFlags(stream, &flags);
    member *m = &members[nmembers++];
    *m = (member){.stream = stream, .cap = k->cap, .blocking = !(flags & cudaStreamNonBlocking)};
    return set_copy(&m->deps, &k->deps) ? cudaSuccess : cudaErrorMemoryAllocation;
}

static cudaError_t wait_locked(cudaStream_t stream, cudaEvent_t event, unsigned flags)
{
    member *m = find_member(stream);
    const mark *k = find_mark(event);
    if (m && m->cap->status != cudaStreamCaptureStatusActive)
        return cudaErrorStreamCaptureInvalidated;
    if (!k) { /* an event from outside the capture */
        if (!(flags & cudaEventWaitExternal))
            return cudaErrorStreamCaptureIsolation;
        cudaGraphNode_t n = NULL;
        cudaError_t err = cudaGraphAddEventWaitNode(&n, m->cap->graph, m->deps.v, m->deps.n, event);
        if (err == cudaSuccess) {
            m->deps.n = 0;
            set_add(&m->deps, n);
        }
        return err;
    }
    if (!m)
        return join(stream, k);
    if (m->cap != k->cap) {
        invalidate(m->cap);
        return cudaErrorStreamCaptureMerge;
    }
    for (size_t i = 0; i < k->deps.n; i++)
        if (!set_add(&m->deps, k->deps.v[i]))
            return cudaErrorMemoryAllocation;
    return cudaSuccess;
}

cudaError_t ferry_capture_wait(cudaStream_t stream, cudaEvent_t event, unsigned flags)
{
    if (!ferry_handle_live(event, FERRY_HANDLE_EVENT))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags & ~(unsigned)cudaEventWaitExternal)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    cudaError_t err = wait_locked(stream, event, flags);
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    if (!mode || (unsigned)*mode > cudaStreamCaptureModeRelaxed)
        return ferry_ret(cudaErrorInvalidValue);
    enum cudaStreamCaptureMode old = thread_mode;
    thread_mode = *mode;
    *mode = old;
    return cudaSuccess;
}

/* Starts a capture into g (a new graph when g is NULL) whose first node
 * depends on deps. */
static cudaError_t begin_locked(cudaStream_t stream, cudaGraph_t g, const cudaGraphNode_t *deps, size_t ndeps,
                                enum cudaStreamCaptureMode mode, bool blocking)
{
    if (find_member(stream))
        return cudaErrorIllegalState;
    capture *c = calloc(1, sizeof *c);
    if (!c || !grow((void **)&members, &cap_members, nmembers, sizeof *members)) {
        free(c);
        return cudaErrorMemoryAllocation;
    }
    bool borrowed = g != NULL;
    cudaError_t err = borrowed ? cudaSuccess : ferry_graph_new(&g);
    member m = {.stream = stream, .cap = c, .blocking = blocking};
    for (size_t i = 0; i < ndeps && err == cudaSuccess; i++)
        if (!set_add(&m.deps, deps[i]))
            err = cudaErrorMemoryAllocation;
    if (err != cudaSuccess) {
        free(m.deps.v);
        free(c);
        if (!borrowed)
            ferry_graph_free(g);
        return err;
    }
    *c = (capture){g, stream, mode, cudaStreamCaptureStatusActive, next_id++, pthread_self(), borrowed};
    members[nmembers++] = m;
    atomic_fetch_add(&live_captures, 1);
    return cudaSuccess;
}

cudaError_t ferry_capture_begin(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t ndeps,
                                enum cudaStreamCaptureMode mode)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (is_legacy(stream))
        return ferry_ret(cudaErrorStreamCaptureUnsupported);
    if ((unsigned)mode > cudaStreamCaptureModeRelaxed || (ndeps && (!deps || !graph)))
        return ferry_ret(cudaErrorInvalidValue);
    for (size_t i = 0; i < ndeps; i++)
        if (!deps[i] || deps[i]->graph != graph)
            return ferry_ret(cudaErrorInvalidValue);
    unsigned flags = cudaStreamDefault;
    cudaStreamGetFlags(stream, &flags);
    pthread_mutex_lock(&lock);
    cudaError_t err = begin_locked(stream, graph, deps, ndeps, mode, !(flags & cudaStreamNonBlocking));
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return ferry_capture_begin(stream, NULL, NULL, 0, mode);
}

static cudaError_t update_locked(cudaStream_t stream, cudaGraphNode_t *deps, size_t ndeps, unsigned flags)
{
    member *m = find_member(stream);
    if (!m)
        return cudaErrorIllegalState;
    if (m->cap->status != cudaStreamCaptureStatusActive)
        return cudaErrorStreamCaptureInvalidated;
    for (size_t i = 0; i < ndeps; i++)
        if (!deps[i] || deps[i]->graph != m->cap->graph)
            return cudaErrorInvalidValue;
    if (flags == FERRY_CAPTURE_SET_DEPS)
        m->deps.n = 0;
    for (size_t i = 0; i < ndeps; i++)
        if (!set_add(&m->deps, deps[i]))
            return cudaErrorMemoryAllocation;
    return cudaSuccess;
}

cudaError_t ferry_capture_update(cudaStream_t stream, cudaGraphNode_t *deps, size_t ndeps, unsigned flags)
{
    if (flags > FERRY_CAPTURE_SET_DEPS || (ndeps && !deps))
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&lock);
    cudaError_t err = update_locked(stream, deps, ndeps, flags);
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

/* Ends capture c: forgets its streams and events; returns its graph. */
static cudaGraph_t finish(capture *c)
{
    size_t k = 0;
    for (size_t i = 0; i < nmembers; i++)
        if (members[i].cap == c)
            free(members[i].deps.v);
        else
            members[k++] = members[i];
    nmembers = k;
    k = 0;
    for (size_t i = 0; i < nmarks; i++)
        if (marks[i].cap == c)
            free(marks[i].deps.v);
        else
            marks[k++] = marks[i];
    nmarks = k;
    cudaGraph_t g = c->graph;
    free(c);
    atomic_fetch_sub(&live_captures, 1);
    return g;
}

/* Every stream forked from the origin must have been joined back: its
 * last nodes must be behind the origin's. */
static bool joined(const member *origin)
{
    for (size_t i = 0; i < nmembers; i++) {
        const member *m = &members[i];
        if (m->cap != origin->cap || m == origin)
            continue;
        for (size_t d = 0; d < m->deps.n; d++) {
            bool behind = false;
            for (size_t o = 0; o < origin->deps.n && !behind; o++)
                behind = ferry_graph_reaches(m->deps.v[d], origin->deps.v[o]);
            if (!behind)
                return false;
        }
    }
    return true;
}

static cudaError_t end_locked(cudaStream_t stream, cudaGraph_t *pGraph)
{
    member *m = find_member(stream);
    if (!m)
        return cudaErrorIllegalState;
    capture *c = m->cap;
    if (c->origin != stream) {
        invalidate(c);
        return cudaErrorStreamCaptureUnmatched;
    }
    if (c->mode != cudaStreamCaptureModeRelaxed && !pthread_equal(c->thread, pthread_self()))
        return cudaErrorStreamCaptureWrongThread;
    cudaError_t err = cudaSuccess;
    if (c->status != cudaStreamCaptureStatusActive)
        err = cudaErrorStreamCaptureInvalidated;
    else if (!joined(m))
        err = cudaErrorStreamCaptureUnjoined;
    bool borrowed = c->borrowed;
    cudaGraph_t g = finish(c);
    if (err != cudaSuccess && !borrowed)
        ferry_graph_free(g);
    *pGraph = err == cudaSuccess ? g : NULL;
    return err;
}

FERRY_API cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
    if (!pGraph)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&lock);
    cudaError_t err = end_locked(stream, pGraph);
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                               unsigned long long *id_out, cudaGraph_t *graph_out,
                                               const cudaGraphNode_t **dependencies_out, size_t *numDependencies_out)
{
    if (!captureStatus_out)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&lock);
    member *m = find_member(stream);
    cudaError_t err = cudaSuccess;
    if (is_legacy(stream) && blocking_capture())
        err = cudaErrorStreamCaptureImplicit; /* the capture is not invalidated */
    else if (!m)
        *captureStatus_out = cudaStreamCaptureStatusNone;
    else {
        *captureStatus_out = m->cap->status;
        if (id_out)
            *id_out = m->cap->id;
        if (graph_out)
            *graph_out = m->cap->graph;
        if (dependencies_out)
            *dependencies_out = m->deps.v;
        if (numDependencies_out)
            *numDependencies_out = m->deps.n;
    }
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return cudaStreamGetCaptureInfo(stream, pCaptureStatus, NULL, NULL, NULL, NULL);
}
