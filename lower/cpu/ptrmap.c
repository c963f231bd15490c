#include "ptrmap.h"

#include <stdint.h>
#include <stdlib.h>

static size_t slot(const ptrmap *m, const void *key)
{
    uintptr_t h = (uintptr_t)key;
    h ^= h >> 17;
    h *= 0x9e3779b97f4a7c15ull;
    size_t i = (size_t)(h >> 7) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static int grow(ptrmap *m)
{
    ptrmap n = {.cap = m->cap ? 2 * m->cap : 64};
    n.keys = calloc(n.cap, sizeof *n.keys);
    n.vals = calloc(n.cap, sizeof *n.vals);
    if (!n.keys || !n.vals) {
        free(n.keys);
        free(n.vals);
        return -1;
    }
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i]) {
            size_t j = slot(&n, m->keys[i]);
            n.keys[j] = m->keys[i];
            n.vals[j] = m->vals[i];
            n.count++;
        }
    ptrmap_free(m);
    *m = n;
    return 0;
}

int ptrmap_put(ptrmap *m, const void *key, void *val)
{
    if ((m->count + 1) * 2 > m->cap && grow(m) < 0)
        return -1;
    size_t i = slot(m, key);
    if (!m->keys[i]) {
        m->keys[i] = key;
        m->count++;
    }
    m->vals[i] = val;
    return 0;
}

void *ptrmap_get(const ptrmap *m, const void *key)
{
    if (!m->cap)
        return NULL;
    size_t i = slot(m, key);
    return m->keys[i] ? m->vals[i] : NULL;
}

void ptrmap_free(ptrmap *m)
{
    free(m->keys);
    free(m->vals);
    m->keys = NULL;
    m->vals = NULL;
    m->cap = m->count = 0;
}
