/* Running a task: in the generator's stream through cudaLaunchHostFunc, or
 * at once for host generators; and the pseudo generators' conversions from
 * raw words to the distributions. */
#include <math.h>
#include <stdlib.h>
#include <unistd.h>

#include "curand_ferry.h"
#include "rand.h"

/* MRG32k3a's natural uniform is one combined output times 1/(m1+1); the
 * others make doubles from two words. */
static unsigned int words_per_double(curandRngType_t t)
{
    return t == CURAND_RNG_PSEUDO_MRG32K3A ? 1 : 2;
}

unsigned long long rand_task_span(const struct rand_task *t)
{
    if (rand_is_quasi(t->type))
        return t->n / t->dims;
    switch (t->kind) {
    case K_UNIF_D: case K_NORM_D: case K_LOGN_D:
        return (unsigned long long)t->n * words_per_double(t->type);
    case K_POIS:
        return t->a < __FERRY_POISSON_INVERSION_MAX ? t->n : 2ull * t->n;
    default:
        return t->n;
    }
}

static float uniform_f(struct rand_cursor *c)
{
    unsigned int x = rand_cursor_next(c);
    if (c->type == CURAND_RNG_PSEUDO_MRG32K3A)
        return (float)(x * __FERRY_MRG_NORM);
    return __ferry_u32_to_float(x);
}

static double uniform_d(struct rand_cursor *c)
{
    unsigned int x = rand_cursor_next(c);
    if (c->type == CURAND_RNG_PSEUDO_MRG32K3A)
        return x * __FERRY_MRG_NORM;
    return __ferry_u32x2_to_double(x, rand_cursor_next(c));
}

static void run_pseudo(struct rand_task *t)
{
    struct rand_cursor c;
    rand_cursor_open(&c, t);
    size_t n = t->n;
    switch (t->kind) {
    case K_U32: {
        unsigned int *o = t->out;
        for (size_t i = 0; i < n; i++)
            o[i] = rand_cursor_next(&c);
        break;
    }
    case K_UNIF: {
        float *o = t->out;
        for (size_t i = 0; i < n; i++)
            o[i] = uniform_f(&c);
        break;
    }
    case K_UNIF_D: {
        double *o = t->out;
        for (size_t i = 0; i < n; i++)
            o[i] = uniform_d(&c);
        break;
    }
    case K_NORM: case K_LOGN: {
        float *o = t->out, mean = (float)t->a, sd = (float)t->b;
        for (size_t i = 0; i + 1 < n; i += 2) {
            float u = uniform_f(&c), v = uniform_f(&c);
            float r = sqrtf(-2.0f * logf(u)), s = sinf(6.2831853071795865f * v),
                  co = cosf(6.2831853071795865f * v);
            o[i] = mean + sd * r * s;
            o[i + 1] = mean + sd * r * co;
            if (t->kind == K_LOGN) {
                o[i] = expf(o[i]);
                o[i + 1] = expf(o[i + 1]);
            }
        }
        break;
    }
    case K_NORM_D: case K_LOGN_D: {
        double *o = t->out, mean = t->a, sd = t->b;
        for (size_t i = 0; i + 1 < n; i += 2) {
            double u = uniform_d(&c), v = uniform_d(&c);
            double r = sqrt(-2.0 * log(u));
            o[i] = mean + sd * r * sin(6.283185307179586 * v);
            o[i + 1] = mean + sd * r * cos(6.283185307179586 * v);
            if (t->kind == K_LOGN_D) {
                o[i] = exp(o[i]);
                o[i + 1] = exp(o[i + 1]);
            }
        }
        break;
    }
    case K_POIS: {
        unsigned int *o = t->out;
        /* a fixed number of words per output keeps every call's span known
         * at the call: large means draw from a private Philox stream keyed
         * by two words */
        for (size_t i = 0; i < n; i++) {
            if (t->a < __FERRY_POISSON_INVERSION_MAX) {
                o[i] = rand_poisson_inverse(__ferry_u32_to_double(rand_cursor_next(&c)), t->a);
            } else {
                unsigned int k0 = rand_cursor_next(&c);
                o[i] = __ferry_poisson_ptrs(k0, rand_cursor_next(&c), t->a);
            }
        }
        break;
    }
    case K_U64:
        break;
    }
    rand_cursor_close(&c);
}

/* Large calls of the jumpable generators run in pieces on several threads:
 * each piece starts at its own position in the sequence, so the numbers do
 * not depend on the number of threads. */
#define PIECE_MIN (1u << 19)
#define PIECES_MAX 16

static void *run_piece(void *data)
{
    run_pseudo(data);
    return NULL;
}

static size_t elem_size(enum rand_kind k)
{
    switch (k) {
    case K_UNIF: case K_NORM: case K_LOGN: case K_U32: case K_POIS: return 4;
    default: return 8;
    }
}

static void run_split(struct rand_task *t)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    size_t pieces = t->n / PIECE_MIN;
    if (pieces > (size_t)cpus)
        pieces = (size_t)cpus;
    if (pieces > PIECES_MAX)
        pieces = PIECES_MAX;
    if (pieces < 2 || t->type == CURAND_RNG_PSEUDO_MT19937 || t->type == CURAND_RNG_PSEUDO_MTGP32) {
        run_pseudo(t);
        return;
    }
    struct rand_task part[PIECES_MAX];
    pthread_t th[PIECES_MAX];
    int started[PIECES_MAX] = {0};
    unsigned long long rate = rand_task_span(t) / t->n; /* words per output */
    size_t at = 0;
    for (size_t p = 0; p < pieces; p++) {
        size_t end = p + 1 == pieces ? t->n : (t->n / pieces * (p + 1)) & ~(size_t)1; /* whole pairs */
        part[p] = *t;
        part[p].n = end - at;
        part[p].pos = t->pos + at * rate;
        part[p].out = (char *)t->out + at * elem_size(t->kind);
        at = end;
    }
    for (size_t p = 1; p < pieces; p++)
        started[p] = pthread_create(&th[p], NULL, run_piece, &part[p]) == 0;
    run_pseudo(&part[0]);
    for (size_t p = 1; p < pieces; p++) {
        if (started[p])
            pthread_join(th[p], NULL);
        else
            run_pseudo(&part[p]);
    }
}

void rand_run(struct rand_task *t)
{
    if (rand_is_quasi(t->type))
        rand_run_sobol(t);
    else
        run_split(t);
}

static void finish(struct rand_task *t)
{
    curandGenerator_t g = t->gen;
    free(t);
    pthread_mutex_lock(&g->pending_lock);
    if (--g->pending == 0)
        pthread_cond_broadcast(&g->pending_done);
    pthread_mutex_unlock(&g->pending_lock);
}

static void CUDART_CB run_queued(void *data)
{
    struct rand_task *t = data;
    rand_run(t);
    finish(t);
}

curandStatus_t rand_submit(struct rand_task *t)
{
    curandGenerator_t g = t->gen;
    pthread_mutex_lock(&g->pending_lock);
    g->pending++;
    pthread_mutex_unlock(&g->pending_lock);
    if (g->host) {
        run_queued(t);
        return CURAND_STATUS_SUCCESS;
    }
    if (cudaLaunchHostFunc(g->stream, run_queued, t) != cudaSuccess) {
        finish(t);
        return CURAND_STATUS_LAUNCH_FAILURE;
    }
    return CURAND_STATUS_SUCCESS;
}
