/* The advice given for managed memory (cuMemAdvise, prefetches), kept per
 * 4 KiB page of each cuMemAllocManaged allocation so that
 * cuMemRangeGetAttribute(s) read it back.  The CPU device has one memory,
 * so the advice moves nothing.  An entry is keyed by the allocation's base
 * and size; entries whose allocation is gone are dropped at the next call
 * (a new allocation of the same base and size before then inherits one). */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "cu_internal.h"

#define PAGE 4096u

typedef struct advised {
    char *base;
    size_t size;
    unsigned char *pages; /* FERRY_ADVICE_* bits per page */
} advised;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static advised *table;
static size_t count, capacity;

static size_t npages(size_t size)
{
    return (size + PAGE - 1) / PAGE;
}

/* Whether e's allocation is still there (as far as its base and size tell). */
static bool still_there(const advised *e)
{
    ferry_alloc a;
    return ferry_alloc_find(e->base, &a) && a.base == e->base && a.size == e->size && a.kind == FERRY_MEM_MANAGED;
}

/* The entry of allocation a, made (all pages unadvised) if new; entries of
 * freed allocations go.  The caller holds the lock.  NULL when out of memory. */
static advised *entry_of(const ferry_alloc *a)
{
    advised *found = NULL;
    for (size_t i = 0; i < count;) {
        if (!still_there(&table[i])) {
            free(table[i].pages);
            table[i] = table[--count];
        } else if (table[i].base == a->base) {
            found = &table[i++];
        } else {
            i++;
        }
    }
    if (found)
        return found;
    if (count == capacity) {
        size_t n = capacity ? 2 * capacity : 16;
        advised *t = realloc(table, n * sizeof *t);
        if (!t)
            return NULL;
        table = t;
        capacity = n;
    }
    unsigned char *pages = calloc(npages(a->size), 1);
    if (!pages)
        return NULL;
    table[count] = (advised){a->base, a->size, pages};
    return &table[count++];
}

/* The pages [first, last] of [p, p+n) in its allocation, or false when the
 * range is not inside one cuMemAllocManaged allocation. */
static bool pages_of(const void *p, size_t n, ferry_alloc *a, size_t *first, size_t *last)
{
    if (!p || n == 0 || !ferry_alloc_find(p, a) || a->kind != FERRY_MEM_MANAGED)
        return false;
    size_t off = (size_t)((const char *)p - a->base);
    if (n > a->size - off)
        return false;
    *first = off / PAGE;
    *last = (off + n - 1) / PAGE;
    return true;
}

bool ferry_cu_advice_update(const void *p, size_t n, unsigned char clear, unsigned char set)
{
    ferry_alloc a;
    size_t first, last;
    if (!pages_of(p, n, &a, &first, &last))
        return false;
    pthread_mutex_lock(&lock);
    advised *e = entry_of(&a);
    if (e)
        for (size_t i = first; i <= last; i++)
            e->pages[i] = (unsigned char)((e->pages[i] & ~clear) | set);
    pthread_mutex_unlock(&lock);
    return e != NULL;
}

bool ferry_cu_advice_read(const void *p, size_t n, unsigned char *all, unsigned char *any)
{
    ferry_alloc a;
    size_t first, last;
    if (!pages_of(p, n, &a, &first, &last))
        return false;
    pthread_mutex_lock(&lock);
    advised *e = entry_of(&a);
    unsigned char and_ = 0xff, or_ = 0;
    for (size_t i = first; e && i <= last; i++) {
        and_ &= e->pages[i];
        or_ |= e->pages[i];
    }
    pthread_mutex_unlock(&lock);
    *all = e ? and_ : 0;
    *any = e ? or_ : 0;
    return true;
}
