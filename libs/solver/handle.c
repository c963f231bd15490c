/* The cusolverDn handle (the stream its work goes on), the version, and the
 * parameter objects of the Jacobi solvers and of the generic API. */
#include <stdlib.h>

#include "solver.h"

cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *handle)
{
    if (!handle)
        return CUSOLVER_STATUS_INVALID_VALUE;
    struct cusolverDnContext *h = calloc(1, sizeof *h);
    if (!h)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    h->deterministic = CUSOLVER_DETERMINISTIC_RESULTS;
    *handle = h;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    /* Queued work holds copies of its arguments, never the handle. */
    free(handle);
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t stream)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    handle->stream = stream;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *stream)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (!stream)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *stream = handle->stream;
    return CUSOLVER_STATUS_SUCCESS;
}

/* Kept and reported: LAPACK's results are the same from run to run
 * whichever is chosen. */
cusolverStatus_t cusolverDnSetDeterministicMode(cusolverDnHandle_t handle,
                                                cusolverDeterministicMode_t mode)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (mode != CUSOLVER_DETERMINISTIC_RESULTS && mode != CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS)
        return CUSOLVER_STATUS_INVALID_VALUE;
    handle->deterministic = mode;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverDnGetDeterministicMode(cusolverDnHandle_t handle,
                                                cusolverDeterministicMode_t *mode)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (!mode)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *mode = handle->deterministic;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverGetVersion(int *version)
{
    if (!version)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *version = CUSOLVER_VERSION;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CUSOLVER_STATUS_INVALID_VALUE;
    switch (type) {
    case MAJOR_VERSION: *value = CUSOLVER_VER_MAJOR; return CUSOLVER_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CUSOLVER_VER_MINOR; return CUSOLVER_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CUSOLVER_VER_PATCH; return CUSOLVER_STATUS_SUCCESS;
    }
    return CUSOLVER_STATUS_INVALID_VALUE;
}

cusolverStatus_t cusolverDnCreateParams(cusolverDnParams_t *params)
{
    if (!params)
        return CUSOLVER_STATUS_INVALID_VALUE;
    struct cusolverDnParams *p = calloc(1, sizeof *p);
    if (!p)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    *params = p;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverDnDestroyParams(cusolverDnParams_t params)
{
    if (!params)
        return CUSOLVER_STATUS_INVALID_VALUE;
    free(params);
    return CUSOLVER_STATUS_SUCCESS;
}

/* Kept but without effect: every algorithm is LAPACK's here. */
cusolverStatus_t cusolverDnSetAdvOptions(cusolverDnParams_t params, cusolverDnFunction_t function,
                                         cusolverAlgMode_t algo)
{
    if (!params || (algo != CUSOLVER_ALG_0 && algo != CUSOLVER_ALG_1))
        return CUSOLVER_STATUS_INVALID_VALUE;
    switch (function) {
    case CUSOLVERDN_GETRF: params->getrf_alg = algo; return CUSOLVER_STATUS_SUCCESS;
    case CUSOLVERDN_POTRF: params->potrf_alg = algo; return CUSOLVER_STATUS_SUCCESS;
    }
    return CUSOLVER_STATUS_INVALID_VALUE;
}
