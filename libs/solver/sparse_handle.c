/* The cusolverSp handle, and what the sparse solvers learn from a cuSPARSE
 * matrix descriptor. */
#include <stdlib.h>

#include <cusolverSp.h>

#include "solver.h"
#include "sparse.h"

/* Weak: a program that solves with cusolverSp made its descriptor with
 * cuSPARSE and so links it, but one that only uses cusolverDn need not,
 * and libcusolver must link without it. */
#pragma weak cusparseGetMatType
#pragma weak cusparseGetMatIndexBase

cusolverStatus_t cusolverSpCreate(cusolverSpHandle_t *handle)
{
    if (!handle)
        return CUSOLVER_STATUS_INVALID_VALUE;
    struct cusolverSpContext *h = calloc(1, sizeof *h);
    if (!h)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    *handle = h;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverSpDestroy(cusolverSpHandle_t handle)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    free(handle);
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t stream)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    handle->stream = stream;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *stream)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (!stream)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *stream = handle->stream;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t solver_sp_begin(cusolverSpHandle_t handle, int device, const cusparseMatDescr_t d,
                                 const int *row_ptr, int *base)
{
    if (!handle)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (!d || !row_ptr)
        return CUSOLVER_STATUS_INVALID_VALUE;
    /* The device forms return their results to the host: the stream's
     * earlier work (which may be writing A or b) comes first. */
    if (device && cudaStreamSynchronize(handle->stream) != cudaSuccess)
        return CUSOLVER_STATUS_EXECUTION_FAILED;
    if (cusparseGetMatType && cusparseGetMatType(d) != CUSPARSE_MATRIX_TYPE_GENERAL)
        return CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED;
    /* Without cuSPARSE's query (a static link may leave it out), the base
     * is where a valid CSR matrix's row pointers start. */
    *base = cusparseGetMatIndexBase ? (int)cusparseGetMatIndexBase(d) : row_ptr[0];
    return (*base == 0 || *base == 1) ? CUSOLVER_STATUS_SUCCESS : CUSOLVER_STATUS_INVALID_VALUE;
}
