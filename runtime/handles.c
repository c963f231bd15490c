/* The set of live stream and event handles, so that a destroyed or bogus
 * handle gives cudaErrorInvalidResourceHandle instead of a use-after-free. */
#include <pthread.h>
#include <stdlib.h>

#include "runtime.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static const ferry_handle **live;
static size_t count, capacity;

bool ferry_handle_add(const ferry_handle *h)
{
    pthread_mutex_lock(&lock);
    if (count == capacity) {
        size_t cap = capacity ? capacity * 2 : 32;
        const ferry_handle **l = realloc(live, cap * sizeof *l);
        if (l) {
            live = l;
            capacity = cap;
        }
    }
    bool ok = count < capacity;
    if (ok)
        live[count++] = h;
    pthread_mutex_unlock(&lock);
    return ok;
}

static size_t index_of(const void *h, enum ferry_handle_kind kind)
{
    for (size_t i = count; i-- > 0;)
        if (live[i] == h && live[i]->kind == kind)
            return i;
    return count;
}

bool ferry_handle_live(const void *h, enum ferry_handle_kind kind)
{
    pthread_mutex_lock(&lock);
    bool ok = index_of(h, kind) < count;
    pthread_mutex_unlock(&lock);
    return ok;
}

bool ferry_handle_remove(const void *h, enum ferry_handle_kind kind)
{
    pthread_mutex_lock(&lock);
    size_t i = index_of(h, kind);
    bool ok = i < count;
    if (ok)
        live[i] = live[--count];
    pthread_mutex_unlock(&lock);
    return ok;
}
