/* A few threads kept for the life of the process, for the operations worth
 * splitting (SpMV on large CSR matrices): starting threads at every call
 * costs more than a small product.  One parallel region at a time; a caller
 * that finds the pool busy (another stream's work) runs its parts alone. */
#include <pthread.h>
#include <unistd.h>
#include "internal.h"

enum { POOL_MAX = 16 };

static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_mutex_t busy = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER, done = PTHREAD_COND_INITIALIZER;
static int workers;          /* threads started, besides the caller */
static unsigned long round_; /* bumped for every region */
static int parts, pending;
static void (*region_fn)(void *, int);
static void *region_arg;

static void *worker(void *p)
{
    int id = (int)(intptr_t)p;
    unsigned long seen = 0;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (round_ == seen) pthread_cond_wait(&wake, &lock);
        seen = round_;
        if (id < parts) {
            void (*fn)(void *, int) = region_fn;
            void *arg = region_arg;
            pthread_mutex_unlock(&lock);
            fn(arg, id);
            pthread_mutex_lock(&lock);
            if (--pending == 0) pthread_cond_signal(&done);
        }
    }
    return NULL;
}

static void start(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int want = (int)(cores < POOL_MAX ? cores : POOL_MAX) - 1;
    for (int i = 1; i <= want; i++) {
        pthread_t t;
        if (pthread_create(&t, NULL, worker, (void *)(intptr_t)i) != 0) break;
        pthread_detach(t);
        workers = i;
    }
}

int sp_pool_size(void)
{
    pthread_once(&once, start);
    return workers + 1;
}

void sp_parallel(int n, void (*fn)(void *arg, int part), void *arg)
{
    if (n > sp_pool_size()) n = sp_pool_size();
    if (n <= 1 || pthread_mutex_trylock(&busy) != 0) {
        for (int k = 0; k < n; k++) fn(arg, k);
        return;
    }
    pthread_mutex_lock(&lock);
    region_fn = fn, region_arg = arg, parts = n, pending = n - 1;
    round_++;
    pthread_cond_broadcast(&wake);
    pthread_mutex_unlock(&lock);
    fn(arg, 0);
    pthread_mutex_lock(&lock);
    while (pending > 0) pthread_cond_wait(&done, &lock);
    pthread_mutex_unlock(&lock);
    pthread_mutex_unlock(&busy);
}
