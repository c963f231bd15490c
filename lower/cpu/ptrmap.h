/* A map from LLVM handles to LLVM handles (internal to lower/cpu):
 * open addressing, keys are never NULL. */
#ifndef FERRY_LOWER_PTRMAP_H
#define FERRY_LOWER_PTRMAP_H

#include <stddef.h>

typedef struct ptrmap {
    const void **keys;
    void **vals;
    size_t cap, count;
} ptrmap;

int ptrmap_put(ptrmap *m, const void *key, void *val);
void *ptrmap_get(const ptrmap *m, const void *key);
void ptrmap_free(ptrmap *m);

#endif
