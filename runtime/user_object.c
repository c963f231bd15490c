/* User objects (cudaUserObjectCreate): a host pointer and its destructor,
 * counted.  The program holds references, and so do graphs (and, through
 * their clones, the execs made from them and child graph nodes).  The
 * destructor runs on the thread that drops the last reference, which is
 * an API call's thread, never a stream's: graph execs wait for their
 * launches before they let go. */
#include <pthread.h>
#include <stdlib.h>

#include "graph.h"

struct CUuserObject_st {
    void *ptr;
    cudaHostFn_t destroy;
    unsigned long long refs;
    struct CUuserObject_st *next; /* in the list of live objects */
};

/* What one graph owns of one object. */
typedef struct user_ref {
    cudaUserObject_t obj;
    unsigned long long count;
} user_ref;

struct ferry_user_refs {
    user_ref *v;
    size_t n, cap;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static cudaUserObject_t live;

static bool is_live(cudaUserObject_t o)
{
    for (cudaUserObject_t p = live; p; p = p->next)
        if (p == o)
            return true;
    return false;
}

bool ferry_user_object_live(cudaUserObject_t o)
{
    pthread_mutex_lock(&lock);
    bool r = o && is_live(o);
    pthread_mutex_unlock(&lock);
    return r;
}

static void unlink_object(cudaUserObject_t o)
{
    for (cudaUserObject_t *p = &live; *p; p = &(*p)->next)
        if (*p == o) {
            *p = o->next;
            return;
        }
}

/* Drops count references under the lock; returns the object when it died,
 * for the caller to destroy once the lock is released. */
static cudaUserObject_t drop_locked(cudaUserObject_t o, unsigned long long count)
{
    o->refs -= count;
    if (o->refs != 0)
        return NULL;
    unlink_object(o);
    return o;
}

static void destroy(cudaUserObject_t dead)
{
    if (!dead)
        return;
    if (dead->destroy)
        dead->destroy(dead->ptr);
    free(dead);
}

FERRY_API cudaError_t cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy_fn,
                                           unsigned int initialRefcount, unsigned int flags)
{
    if (!object_out || !destroy_fn || initialRefcount == 0 || flags != cudaUserObjectNoDestructorSync)
        return ferry_ret(cudaErrorInvalidValue);
    cudaUserObject_t o = malloc(sizeof *o);
    if (!o)
        return ferry_ret(cudaErrorMemoryAllocation);
    pthread_mutex_lock(&lock);
    *o = (struct CUuserObject_st){ptr, destroy_fn, initialRefcount, live};
    live = o;
    pthread_mutex_unlock(&lock);
    *object_out = o;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    if (count == 0)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    bool ok = object && is_live(object);
    if (ok)
        object->refs += count;
    pthread_mutex_unlock(&lock);
    return ok ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

FERRY_API cudaError_t cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    if (count == 0)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    bool ok = object && is_live(object) && object->refs >= count;
    cudaUserObject_t dead = ok ? drop_locked(object, count) : NULL;
    pthread_mutex_unlock(&lock);
    destroy(dead);
    return ok ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

static user_ref *find_ref(struct ferry_user_refs *r, cudaUserObject_t o)
{
    for (size_t i = 0; r && i < r->n; i++)
        if (r->v[i].obj == o)
            return &r->v[i];
    return NULL;
}

/* Adds count to what g owns of o (the caller holds the lock). */
static bool own_locked(cudaGraph_t g, cudaUserObject_t o, unsigned long long count)
{
    user_ref *ref = find_ref(g->users, o);
    if (ref) {
        ref->count += count;
        return true;
    }
    if (!g->users && !(g->users = calloc(1, sizeof *g->users)))
        return false;
    struct ferry_user_refs *r = g->users;
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 4;
        user_ref *v = realloc(r->v, cap * sizeof *v);
        if (!v)
            return false;
        r->v = v;
        r->cap = cap;
    }
    r->v[r->n++] = (user_ref){o, count};
    return true;
}

/* cudaGraphUserObjectMove: the graph takes over the caller's references
 * instead of adding its own. */
FERRY_API cudaError_t cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count,
                                                unsigned int flags)
{
    if (!graph || count == 0 || (flags & ~(unsigned)cudaGraphUserObjectMove))
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    cudaError_t err = object && is_live(object) ? cudaSuccess : cudaErrorInvalidValue;
    if (err == cudaSuccess && !own_locked(graph, object, count))
        err = cudaErrorMemoryAllocation;
    if (err == cudaSuccess && !(flags & cudaGraphUserObjectMove))
        object->refs += count;
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    if (!graph || count == 0)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    user_ref *ref = object && is_live(object) ? find_ref(graph->users, object) : NULL;
    bool ok = ref && ref->count >= count && object->refs >= count;
    cudaUserObject_t dead = NULL;
    if (ok) {
        ref->count -= count;
        if (ref->count == 0)
            *ref = graph->users->v[--graph->users->n];
        dead = drop_locked(object, count);
    }
    pthread_mutex_unlock(&lock);
    destroy(dead);
    return ok ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
}

void ferry_user_refs_release(cudaGraph_t g)
{
    struct ferry_user_refs *r = g->users;
    if (!r)
        return;
    g->users = NULL;
    for (size_t i = 0; i < r->n; i++) {
        pthread_mutex_lock(&lock);
        /* The program may have released the graph's share too (undefined
         * in CUDA): an object already gone is left alone. */
        user_ref *ref = &r->v[i];
        cudaUserObject_t dead = NULL;
        if (is_live(ref->obj))
            dead = drop_locked(ref->obj, ref->count < ref->obj->refs ? ref->count : ref->obj->refs);
        pthread_mutex_unlock(&lock);
        destroy(dead);
    }
    free(r->v);
    free(r);
}

cudaError_t ferry_user_refs_share(cudaGraph_t dst, cudaGraph_t src)
{
    cudaError_t err = cudaSuccess;
    pthread_mutex_lock(&lock);
    for (size_t i = 0; src->users && i < src->users->n && err == cudaSuccess; i++) {
        const user_ref *ref = &src->users->v[i];
        if (!is_live(ref->obj))
            continue;
        if (own_locked(dst, ref->obj, ref->count))
            ref->obj->refs += ref->count;
        else
            err = cudaErrorMemoryAllocation;
    }
    pthread_mutex_unlock(&lock);
    return err;
}
