/* The generate calls: check the request as cuRAND documents, then queue
 * one task at the generator's current position and move the position on. */
#include <stdlib.h>

#include "rand.h"

static curandStatus_t request(curandGenerator_t g, enum rand_kind kind, void *out, size_t n, double a,
                              double b)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    int quasi = rand_is_quasi(g->type);
    if ((kind == K_U64) != (quasi && rand_is_64(g->type)) && (kind == K_U32 || kind == K_U64))
        return CURAND_STATUS_TYPE_ERROR;
    if (quasi && n % g->dims)
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
    /* Box-Muller makes normals in pairs */
    if (!quasi && n % 2 && (kind == K_NORM || kind == K_NORM_D || kind == K_LOGN || kind == K_LOGN_D))
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
    if (kind == K_POIS && !(a > 0))
        return CURAND_STATUS_OUT_OF_RANGE;
    if (n == 0)
        return CURAND_STATUS_SUCCESS;
    if (!out)
        return CURAND_STATUS_OUT_OF_RANGE;
    struct rand_task *t = malloc(sizeof *t);
    if (!t)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *t = (struct rand_task){.gen = g, .type = g->type, .seed = g->seed, .pos = g->pos, .dims = g->dims,
                            .kind = kind, .out = out, .n = n, .a = a, .b = b};
    g->pos += rand_task_span(t);
    return rand_submit(t);
}

curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t num)
{
    return request(g, K_U32, out, num, 0, 0);
}

curandStatus_t curandGenerateLongLong(curandGenerator_t g, unsigned long long *out, size_t num)
{
    return request(g, K_U64, out, num, 0, 0);
}

curandStatus_t curandGenerateUniform(curandGenerator_t g, float *out, size_t num)
{
    return request(g, K_UNIF, out, num, 0, 0);
}

curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *out, size_t num)
{
    return request(g, K_UNIF_D, out, num, 0, 0);
}

curandStatus_t curandGenerateNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev)
{
    return request(g, K_NORM, out, n, mean, stddev);
}

curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *out, size_t n, double mean,
                                          double stddev)
{
    return request(g, K_NORM_D, out, n, mean, stddev);
}

curandStatus_t curandGenerateLogNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev)
{
    return request(g, K_LOGN, out, n, mean, stddev);
}

curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t g, double *out, size_t n, double mean,
                                             double stddev)
{
    return request(g, K_LOGN_D, out, n, mean, stddev);
}

curandStatus_t curandGeneratePoisson(curandGenerator_t g, unsigned int *out, size_t n, double lambda)
{
    return request(g, K_POIS, out, n, lambda, 0);
}

curandStatus_t curandGeneratePoissonMethod(curandGenerator_t g, unsigned int *out, size_t n, double lambda,
                                           curandMethod_t method)
{
    /* every method samples the same exact distribution here */
    if (method != CURAND_CHOOSE_BEST && method != CURAND_POISSON && method != CURAND_ITR &&
        method != CURAND_KNUTH && method != CURAND_HITR && method != CURAND_M1 && method != CURAND_M2 &&
        method != CURAND_DEVICE_API)
        return CURAND_STATUS_OUT_OF_RANGE;
    return request(g, K_POIS, out, n, lambda, 0);
}
