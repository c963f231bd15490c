/* A CUfunction seen as a runtime function (ferry_function), so that the
 * runtime's kernel nodes, and the graphs captured from cuLaunchKernel,
 * take one as their func.  The entries are made on first use and kept:
 * a module's functions are few, and an entry whose CUfunction died is
 * refreshed if the address comes back as a new one. */
#include <pthread.h>
#include <stdlib.h>

#include "cu_internal.h"

typedef struct entry {
    ferry_function f;
    struct entry *next;
} entry;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static entry *entries;

static entry *find_or_add(const void *handle)
{
    for (entry *e = entries; e; e = e->next)
        if (e->f.stub == handle)
            return e;
    entry *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->f.stub = handle;
    e->next = entries;
    entries = e;
    return e;
}

ferry_function *ferry_cu_function_find(const void *handle)
{
    if (!handle || !ferry_handle_live(handle, FERRY_HANDLE_FUNCTION))
        return NULL;
    const struct CUfunc_st *fn = handle;
    pthread_mutex_lock(&lock);
    entry *e = find_or_add(handle);
    if (e) { /* the CUfunction's attributes may have changed since */
        e->f.name = fn->kernel->name;
        e->f.kernel = fn->kernel;
        e->f.max_dynamic_shared = fn->max_dynamic_shared;
        e->f.carveout = fn->carveout;
    }
    pthread_mutex_unlock(&lock);
    return e ? &e->f : NULL;
}
