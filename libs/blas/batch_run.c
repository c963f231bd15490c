/* Batches on several threads.  The job runs on the stream's thread, where
 * no kernel of that stream runs, so the cores are this job's: it takes as
 * many threads as OpenBLAS was given (handle.c), the calling thread among
 * them, entries dealt in chunks from an atomic cursor.  Per-entry OpenBLAS
 * calls at these sizes run in the calling thread, so the two thread sets
 * do not multiply. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include <cblas.h>

#include "batch_run.h"

#define SMALL_ENTRY (64L * 64 * 64) /* above this OpenBLAS threads each call itself */
#define MIN_TOTAL (1L << 20)        /* below this, threads cost more than they save */
#define CHUNK 16

typedef struct {
    void (*fn)(void *, int);
    void *ctx;
    int count;
    atomic_int next;
} batch;

static void *drain(void *p)
{
    batch *b = p;
    for (;;) {
        int i = atomic_fetch_add(&b->next, CHUNK);
        if (i >= b->count)
            return NULL;
        int end = i + CHUNK < b->count ? i + CHUNK : b->count;
        for (; i < end; i++)
            b->fn(b->ctx, i);
    }
}

void ferry_blas_batch_run(void (*fn)(void *ctx, int i), void *ctx, int count, long work)
{
    int nt = openblas_get_num_threads();
    if (nt > count / CHUNK)
        nt = count / CHUNK;
    if (nt <= 1 || work > SMALL_ENTRY || work * count < MIN_TOTAL) {
        for (int i = 0; i < count; i++)
            fn(ctx, i);
        return;
    }
    batch b = {.fn = fn, .ctx = ctx, .count = count};
    atomic_init(&b.next, 0);
    pthread_t *t = malloc((size_t)(nt - 1) * sizeof *t);
    int started = 0;
    if (t)
        for (; started < nt - 1; started++)
            if (pthread_create(&t[started], NULL, drain, &b) != 0)
                break;
    drain(&b); /* with no helpers (no memory, no threads) this does all */
    for (int i = 0; i < started; i++)
        pthread_join(t[i], NULL);
    free(t);
}
