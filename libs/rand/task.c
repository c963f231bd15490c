/* Running a task: in the generator's stream through cudaLaunchHostFunc, or
 * at once for host generators; and the pseudo generators' conversions from
 * raw words to the distributions. */
#include <math.h>
#include <stdlib.h>

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

void rand_run(struct rand_task *t)
{
    if (rand_is_quasi(t->type))
        rand_run_sobol(t);
    else
        run_pseudo(t);
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
