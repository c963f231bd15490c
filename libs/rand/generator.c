/* Generator objects and their settings (cuRAND host API). */
#include <stdlib.h>

#include "rand.h"

int rand_is_quasi(curandRngType_t t)
{
    return t == CURAND_RNG_QUASI_SOBOL32 || t == CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 ||
           t == CURAND_RNG_QUASI_SOBOL64 || t == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
}

int rand_is_64(curandRngType_t t)
{
    return t == CURAND_RNG_QUASI_SOBOL64 || t == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
}

static curandStatus_t create(curandGenerator_t *out, curandRngType_t type, int host)
{
    if (!out)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (type == CURAND_RNG_PSEUDO_DEFAULT)
        type = CURAND_RNG_PSEUDO_XORWOW;
    if (type == CURAND_RNG_QUASI_DEFAULT)
        type = CURAND_RNG_QUASI_SOBOL32;
    switch (type) {
    case CURAND_RNG_PSEUDO_XORWOW: case CURAND_RNG_PSEUDO_MRG32K3A: case CURAND_RNG_PSEUDO_MTGP32:
    case CURAND_RNG_PSEUDO_MT19937: case CURAND_RNG_PSEUDO_PHILOX4_32_10:
    case CURAND_RNG_QUASI_SOBOL32: case CURAND_RNG_QUASI_SCRAMBLED_SOBOL32:
    case CURAND_RNG_QUASI_SOBOL64: case CURAND_RNG_QUASI_SCRAMBLED_SOBOL64:
        break;
    default:
        return CURAND_STATUS_TYPE_ERROR;
    }
    curandGenerator_t g = calloc(1, sizeof *g);
    if (!g)
        return CURAND_STATUS_ALLOCATION_FAILED;
    g->type = type;
    g->host = host;
    g->seed = 0;
    g->dims = 1;
    g->ordering = rand_is_quasi(type) ? CURAND_ORDERING_QUASI_DEFAULT : CURAND_ORDERING_PSEUDO_DEFAULT;
    pthread_mutex_init(&g->mt.lock, NULL);
    pthread_mutex_init(&g->pending_lock, NULL);
    pthread_cond_init(&g->pending_done, NULL);
    *out = g;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type)
{
    return create(generator, rng_type, 0);
}

curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type)
{
    return create(generator, rng_type, 1);
}

curandStatus_t curandDestroyGenerator(curandGenerator_t g)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    /* queued work still reads the generator (MT19937's engine) */
    pthread_mutex_lock(&g->pending_lock);
    while (g->pending)
        pthread_cond_wait(&g->pending_done, &g->pending_lock);
    pthread_mutex_unlock(&g->pending_lock);
    pthread_mutex_destroy(&g->mt.lock);
    pthread_mutex_destroy(&g->pending_lock);
    pthread_cond_destroy(&g->pending_done);
    free(g);
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetVersion(int *version)
{
    if (!version)
        return CURAND_STATUS_OUT_OF_RANGE;
    *version = CURAND_VERSION;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CURAND_STATUS_OUT_OF_RANGE;
    switch (type) {
    case MAJOR_VERSION: *value = CURAND_VER_MAJOR; break;
    case MINOR_VERSION: *value = CURAND_VER_MINOR; break;
    case PATCH_LEVEL: *value = CURAND_VER_PATCH; break;
    default: return CURAND_STATUS_OUT_OF_RANGE;
    }
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetStream(curandGenerator_t g, cudaStream_t stream)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    g->stream = stream;
    return CURAND_STATUS_SUCCESS;
}

/* Every setting restarts the sequence at the offset, as cuRAND
 * re-initialises a generator whose settings changed. */
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t g, unsigned long long seed)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (rand_is_quasi(g->type))
        return CURAND_STATUS_TYPE_ERROR;
    g->seed = seed;
    g->pos = g->offset;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOffset(curandGenerator_t g, unsigned long long offset)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    g->offset = offset;
    g->pos = offset;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOrdering(curandGenerator_t g, curandOrdering_t order)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    int quasi_order = order == CURAND_ORDERING_QUASI_DEFAULT;
    int pseudo_order = order >= CURAND_ORDERING_PSEUDO_BEST && order <= CURAND_ORDERING_PSEUDO_DYNAMIC;
    if (rand_is_quasi(g->type) ? !quasi_order : !pseudo_order)
        return CURAND_STATUS_OUT_OF_RANGE;
    /* one sequence in every ordering: Ferry generates each stream whole */
    g->ordering = order;
    g->pos = g->offset;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t g, unsigned int num_dimensions)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!rand_is_quasi(g->type))
        return CURAND_STATUS_TYPE_ERROR;
    if (num_dimensions < 1 || num_dimensions > RAND_MAX_DIMENSIONS)
        return CURAND_STATUS_OUT_OF_RANGE;
    g->dims = num_dimensions;
    g->pos = g->offset;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGenerateSeeds(curandGenerator_t g)
{
    /* seeding happens inside each generation: nothing to prepare */
    return g ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}

curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *out)
{
    if (!out)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!(lambda > 0))
        return CURAND_STATUS_OUT_OF_RANGE;
    curandDiscreteDistribution_t d = malloc(sizeof *d);
    if (!d)
        return CURAND_STATUS_ALLOCATION_FAILED;
    d->lambda = lambda;
    *out = d;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t d)
{
    if (!d)
        return CURAND_STATUS_NOT_INITIALIZED;
    free(d);
    return CURAND_STATUS_SUCCESS;
}
