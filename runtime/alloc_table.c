/* The allocation table: every block of memory the runtime handed out or
 * registered, sorted by base address so that an interior pointer is found
 * by binary search.  It is what turns a bad pointer into an error code. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static ferry_alloc *table;
static size_t count, capacity;

/* Index of the first entry whose base is above p. */
static size_t upper_bound(const char *p)
{
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (table[mid].base <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Index of the entry containing p, or count. A zero-size entry contains
 * only its base. */
static size_t containing(const char *p)
{
    size_t i = upper_bound(p);
    if (i == 0)
        return count;
    const ferry_alloc *a = &table[i - 1];
    if (p == a->base || (size_t)(p - a->base) < a->size)
        return i - 1;
    return count;
}

static bool grow(void)
{
    size_t cap = capacity ? capacity * 2 : 64;
    ferry_alloc *t = realloc(table, cap * sizeof *t);
    if (!t)
        return false;
    table = t;
    capacity = cap;
    return true;
}

bool ferry_alloc_insert(void *base, size_t size, enum ferry_mem_kind kind, unsigned flags)
{
    pthread_mutex_lock(&lock);
    bool ok = count < capacity || grow();
    if (ok) {
        size_t i = upper_bound(base);
        memmove(&table[i + 1], &table[i], (count - i) * sizeof *table);
        table[i] = (ferry_alloc){base, size, kind, flags};
        count++;
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

bool ferry_alloc_find(const void *p, ferry_alloc *out)
{
    if (!p)
        return false;
    pthread_mutex_lock(&lock);
    size_t i = containing(p);
    bool found = i < count;
    if (found && out)
        *out = table[i];
    pthread_mutex_unlock(&lock);
    return found;
}

bool ferry_alloc_remove(void *p, unsigned kinds_mask, ferry_alloc *out)
{
    pthread_mutex_lock(&lock);
    size_t i = containing(p);
    bool ok = i < count && table[i].base == p && (kinds_mask & FERRY_KIND_BIT(table[i].kind));
    if (ok) {
        if (out)
            *out = table[i];
        memmove(&table[i], &table[i + 1], (count - i - 1) * sizeof *table);
        count--;
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

bool ferry_alloc_overlaps(const void *p, size_t size)
{
    const char *lo = p, *hi = (const char *)p + size;
    pthread_mutex_lock(&lock);
    size_t i = upper_bound(lo);
    bool hit = (i > 0 && table[i - 1].base + table[i - 1].size > lo) ||
               (i < count && table[i].base < hi);
    pthread_mutex_unlock(&lock);
    return hit;
}

void ferry_alloc_clear(void (*fn)(const ferry_alloc *))
{
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < count; i++)
        fn(&table[i]);
    count = 0;
    pthread_mutex_unlock(&lock);
}

bool ferry_device_range_ok(const void *p, size_t n)
{
    ferry_alloc a;
    if (ferry_alloc_find(p, &a))
        return n <= a.size - (size_t)((const char *)p - a.base);
    return ferry_var_range_ok(p, n) || ferry_module_range_ok(p, n);
}
