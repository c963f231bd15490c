/* The room's own header: the generator object, the queued work (a task:
 * one generate call, a pure function of the generator's settings at the
 * call and its position in the sequence), and the pieces that run it. */
#ifndef FERRY_LIBS_RAND_H
#define FERRY_LIBS_RAND_H

#include <pthread.h>
#include <stddef.h>

#include "curand.h"

#define RAND_MAX_DIMENSIONS 20000u

struct mt19937 {
    unsigned int mt[624];
    int idx;
};

/* MT19937 cannot jump cheaply: the generator keeps the engine where the
 * last task left it, and a task elsewhere in the sequence restarts it. */
struct mt_cache {
    pthread_mutex_t lock;
    int valid;
    unsigned long long seed, pos;
    struct mt19937 engine;
};

struct curandGenerator_st {
    curandRngType_t type;
    int host; /* curandCreateGeneratorHost: runs at the call */
    cudaStream_t stream;
    unsigned long long seed, offset;
    curandOrdering_t ordering;
    unsigned int dims;
    unsigned long long pos; /* words (pseudo) or points (quasi) consumed */
    struct mt_cache mt;
    pthread_mutex_t pending_lock;
    pthread_cond_t pending_done;
    int pending;
};

enum rand_kind { K_U32, K_U64, K_UNIF, K_UNIF_D, K_NORM, K_NORM_D, K_LOGN, K_LOGN_D, K_POIS };

struct rand_task {
    curandGenerator_t gen;
    curandRngType_t type;
    unsigned long long seed, pos;
    unsigned int dims;
    enum rand_kind kind;
    void *out;
    size_t n;
    double a, b; /* mean and stddev, or lambda in a */
};

int rand_is_quasi(curandRngType_t t);
int rand_is_64(curandRngType_t t);
/* Words of the raw sequence (pseudo) or points (quasi) a call consumes. */
unsigned long long rand_task_span(const struct rand_task *t);
/* Queue the task (or run it at once for host generators); takes it. */
curandStatus_t rand_submit(struct rand_task *t);
void rand_run(struct rand_task *t);

/* A pseudo generator's raw 32-bit words from a position on. */
struct rand_cursor {
    curandRngType_t type;
    struct mt_cache *mt;
    unsigned long long seed, block;
    unsigned int v[5], d;
    unsigned int s1[3], s2[3];
    unsigned int buf[256];
    unsigned int have, next;
    unsigned long long left; /* MT19937: words the task still needs */
};
void rand_cursor_open(struct rand_cursor *c, const struct rand_task *t);
void rand_cursor_refill(struct rand_cursor *c);
void rand_cursor_close(struct rand_cursor *c);
static inline unsigned int rand_cursor_next(struct rand_cursor *c)
{
    if (c->next == c->have)
        rand_cursor_refill(c);
    return c->buf[c->next++];
}

void mt19937_seed(struct mt19937 *m, unsigned int s);
unsigned int mt19937_next(struct mt19937 *m);

/* Sobol: direction vectors of every dimension, built on first use from
 * Joe and Kuo's initial numbers (joe_kuo.c). */
extern const unsigned int rand_joe_kuo_bits[];
const unsigned int *rand_sobol_dv32(int scrambled);
const unsigned long long *rand_sobol_dv64(int scrambled);
const unsigned int *rand_sobol_scramble32(void);
const unsigned long long *rand_sobol_scramble64(void);
void rand_run_sobol(struct rand_task *t);

double rand_normcdfinv(double p);
unsigned int rand_poisson_inverse(double u, double lambda);

#endif
