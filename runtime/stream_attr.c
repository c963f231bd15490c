/* Stream attributes (cudaStreamSetAttribute and friends).  Nothing in
 * Ferry acts on them yet (there is no L2 to keep lines in, and streams
 * finish their work before each call returns), but a program reads back
 * what it set, so they are kept in a small table keyed by stream handle.
 * stream.c owns the streams, so entries of destroyed streams are dropped
 * when this file next looks (a stream created at a destroyed one's address
 * before then would inherit its attributes). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "managed.h"
#include "rt_mem.h"

typedef struct stream_attrs {
    cudaStream_t stream;
    struct cudaAccessPolicyWindow window;
    enum cudaSynchronizationPolicy sync;
    int priority;
    bool priority_set; /* else the stream's own (cudaStreamGetPriority) */
    cudaLaunchMemSyncDomainMap domain_map;
    cudaLaunchMemSyncDomain domain;
} stream_attrs;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static stream_attrs *table;
static size_t count, capacity;

/* The default streams share one entry, as they are one stream here. */
static cudaStream_t key(cudaStream_t s)
{
    return s == cudaStreamLegacy || s == cudaStreamPerThread ? NULL : s;
}

static stream_attrs defaults(cudaStream_t s)
{
    return (stream_attrs){.stream = s, .sync = cudaSyncPolicyAuto, .domain_map = {0, 1}};
}

static void drop_destroyed(void)
{
    size_t j = 0;
    for (size_t i = 0; i < count; i++)
        if (!table[i].stream || ferry_handle_live(table[i].stream, FERRY_HANDLE_STREAM))
            table[j++] = table[i];
    count = j;
}

/* The entry of s, made on first use; NULL when out of memory.  The caller
 * holds the lock. */
static stream_attrs *entry(cudaStream_t s)
{
    drop_destroyed();
    for (size_t i = 0; i < count; i++)
        if (table[i].stream == s)
            return &table[i];
    if (count == capacity) {
        size_t n = capacity ? 2 * capacity : 16;
        stream_attrs *t = realloc(table, n * sizeof *t);
        if (!t)
            return NULL;
        table = t;
        capacity = n;
    }
    table[count] = defaults(s);
    return &table[count++];
}

static bool window_ok(const struct cudaAccessPolicyWindow *w)
{
    return w->hitRatio >= 0.0f && w->hitRatio <= 1.0f && (unsigned)w->hitProp <= cudaAccessPropertyPersisting &&
           (unsigned)w->missProp <= cudaAccessPropertyPersisting && w->missProp != cudaAccessPropertyPersisting;
}

/* Into cudaDeviceGetStreamPriorityRange's range, as stream creation does. */
static int clamp_priority(int p)
{
    int least = 0, greatest = 0;
    cudaDeviceGetStreamPriorityRange(&least, &greatest);
    return p > least ? least : p < greatest ? greatest : p;
}

static int own_priority(cudaStream_t s)
{
    int p = 0;
    return cudaStreamGetPriority(s, &p) == cudaSuccess ? p : 0;
}

static cudaError_t set_one(stream_attrs *a, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *v)
{
    switch (attr) {
    case cudaLaunchAttributeAccessPolicyWindow:
        if (!window_ok(&v->accessPolicyWindow))
            return cudaErrorInvalidValue;
        a->window = v->accessPolicyWindow;
        return cudaSuccess;
    case cudaLaunchAttributeSynchronizationPolicy:
        if (v->syncPolicy < cudaSyncPolicyAuto || v->syncPolicy > cudaSyncPolicyBlockingSync)
            return cudaErrorInvalidValue;
        a->sync = v->syncPolicy;
        return cudaSuccess;
    case cudaLaunchAttributePriority:
        a->priority = clamp_priority(v->priority);
        a->priority_set = true;
        return cudaSuccess;
    case cudaLaunchAttributeMemSyncDomainMap:
        a->domain_map = v->memSyncDomainMap;
        return cudaSuccess;
    case cudaLaunchAttributeMemSyncDomain:
        if ((unsigned)v->memSyncDomain > cudaLaunchMemSyncDomainRemote)
            return cudaErrorInvalidValue;
        a->domain = v->memSyncDomain;
        return cudaSuccess;
    default:
        return cudaErrorInvalidValue; /* not an attribute of streams */
    }
}

static cudaError_t get_one(const stream_attrs *a, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *v)
{
    switch (attr) {
    case cudaLaunchAttributeAccessPolicyWindow: v->accessPolicyWindow = a->window; break;
    case cudaLaunchAttributeSynchronizationPolicy: v->syncPolicy = a->sync; break;
    case cudaLaunchAttributePriority: v->priority = a->priority_set ? a->priority : own_priority(a->stream); break;
    case cudaLaunchAttributeMemSyncDomainMap: v->memSyncDomainMap = a->domain_map; break;
    case cudaLaunchAttributeMemSyncDomain: v->memSyncDomain = a->domain; break;
    default: return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

FERRY_API cudaError_t cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                                             const cudaLaunchAttributeValue *value)
{
    if (!ferry_stream_ok(hStream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (!value)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    stream_attrs *a = entry(key(hStream));
    cudaError_t err = a ? set_one(a, attr, value) : cudaErrorMemoryAllocation;
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                                             cudaLaunchAttributeValue *value_out)
{
    if (!ferry_stream_ok(hStream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (!value_out)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    stream_attrs *a = entry(key(hStream));
    cudaError_t err = a ? get_one(a, attr, value_out) : cudaErrorMemoryAllocation;
    pthread_mutex_unlock(&lock);
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src)
{
    if (!ferry_stream_ok(dst) || !ferry_stream_ok(src))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&lock);
    stream_attrs *s = entry(key(src));
    stream_attrs copy = s ? *s : defaults(NULL);
    stream_attrs *d = s ? entry(key(dst)) : NULL;
    if (d) {
        copy.stream = d->stream;
        *d = copy;
    }
    pthread_mutex_unlock(&lock);
    return d ? cudaSuccess : ferry_ret(cudaErrorMemoryAllocation);
}

/* There is no L2 cache to reset. */
FERRY_API cudaError_t cudaCtxResetPersistingL2Cache(void)
{
    return cudaSuccess;
}

/* Every stream (and the host) reaches all memory on the CPU device, so an
 * attachment changes nothing; what CUDA refuses is refused: memory that is
 * not managed, part of an allocation, unknown flags.  Pageable memory is
 * taken with a length, as on devices that access it. */
FERRY_API cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle)
        return ferry_ret(cudaErrorInvalidValue);
    if (ferry_var_is_managed(devPtr))
        return cudaSuccess;
    if (devPtr && ferry_pageable(devPtr))
        return length ? cudaSuccess : ferry_ret(cudaErrorInvalidValue);
    ferry_alloc a;
    if (!ferry_alloc_find(devPtr, &a) || a.kind != FERRY_MEM_MANAGED || a.base != (char *)devPtr ||
        (length && length != a.size))
        return ferry_ret(cudaErrorInvalidValue);
    return cudaSuccess;
}
