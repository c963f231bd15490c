/* The set of live arrays, texture objects and surface objects.  A handle
 * is a pointer to the object; it is looked up here before it is read. */
#include <pthread.h>
#include <stdlib.h>

#include "tex_internal.h"

static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static const void **live;
static size_t live_n, live_cap;

bool ferry_tex_live_add(const void *p)
{
    bool ok = true;
    pthread_mutex_lock(&live_lock);
    if (live_n == live_cap) {
        size_t cap = live_cap ? live_cap * 2 : 64;
        const void **grown = realloc(live, cap * sizeof *live);
        if (grown) {
            live = grown;
            live_cap = cap;
        } else {
            ok = false;
        }
    }
    if (ok)
        live[live_n++] = p;
    pthread_mutex_unlock(&live_lock);
    return ok;
}

static size_t index_of(const void *p)
{
    for (size_t i = 0; i < live_n; i++)
        if (live[i] == p)
            return i;
    return SIZE_MAX;
}

void *ferry_tex_live_find(const void *p, unsigned magic)
{
    pthread_mutex_lock(&live_lock);
    size_t i = p ? index_of(p) : SIZE_MAX;
    bool found = i != SIZE_MAX && *(const unsigned *)p == magic;
    pthread_mutex_unlock(&live_lock);
    return found ? (void *)p : NULL;
}

bool ferry_tex_live_remove(const void *p, unsigned magic)
{
    pthread_mutex_lock(&live_lock);
    size_t i = p ? index_of(p) : SIZE_MAX;
    bool found = i != SIZE_MAX && *(const unsigned *)p == magic;
    if (found)
        live[i] = live[--live_n];
    pthread_mutex_unlock(&live_lock);
    return found;
}

/* cudaDeviceReset: arrays own their elements; the objects own nothing. */
void ferry_tex_reset(void)
{
    pthread_mutex_lock(&live_lock);
    for (size_t i = 0; i < live_n; i++) {
        const struct cudaArray *a = live[i];
        if (a->magic == FERRY_ARRAY_MAGIC)
            ferry_dev_free(a->data);
        free((void *)live[i]);
    }
    live_n = 0;
    pthread_mutex_unlock(&live_lock);
}

cudaError_t ferry_tex_object_destroy(unsigned long long handle, unsigned magic)
{
    void *o = ferry_tex_live_find((const void *)(uintptr_t)handle, magic);
    if (!o || !ferry_tex_live_remove(o, magic))
        return cudaErrorInvalidValue;
    free(o);
    return cudaSuccess;
}
