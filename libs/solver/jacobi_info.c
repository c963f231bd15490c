/* syevjInfo_t and gesvdjInfo_t: the Jacobi solvers' tolerance, sweep limit
 * and sorting, and the residual and sweeps of the last run.  The defaults
 * are cuSOLVER's documented ones (machine precision, 100 sweeps, sorted). */
#include <stdlib.h>

#include "solver.h"

#define JACOBI_INFO(Kind, kind, sortfield)                                                         \
    cusolverStatus_t cusolverDnCreate##Kind##Info(kind##Info_t *info)                              \
    {                                                                                              \
        if (!info)                                                                                 \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
        struct kind##Info *p = calloc(1, sizeof *p);                                               \
        if (!p)                                                                                    \
            return CUSOLVER_STATUS_ALLOC_FAILED;                                                   \
        p->max_sweeps = 100;                                                                       \
        p->sortfield = 1;                                                                          \
        *info = p;                                                                                 \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t cusolverDnDestroy##Kind##Info(kind##Info_t info)                              \
    {                                                                                              \
        free(info);                                                                                \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t cusolverDnX##kind##SetTolerance(kind##Info_t info, double tolerance)          \
    {                                                                                              \
        if (!info)                                                                                 \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
        info->tolerance = tolerance;                                                               \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t cusolverDnX##kind##SetMaxSweeps(kind##Info_t info, int max_sweeps)            \
    {                                                                                              \
        if (!info || max_sweeps <= 0)                                                              \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
        info->max_sweeps = max_sweeps;                                                             \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t cusolverDnX##kind##SetSortEig(kind##Info_t info, int sort)                    \
    {                                                                                              \
        if (!info)                                                                                 \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
        info->sortfield = sort;                                                                    \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t cusolverDnX##kind##GetResidual(cusolverDnHandle_t handle, kind##Info_t info,  \
                                                    double *residual)                              \
    {                                                                                              \
        if (!handle)                                                                               \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                \
        if (!info || !residual)                                                                    \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
        *residual = info->residual;                                                                \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t cusolverDnX##kind##GetSweeps(cusolverDnHandle_t handle, kind##Info_t info,    \
                                                  int *sweeps)                                     \
    {                                                                                              \
        if (!handle)                                                                               \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                \
        if (!info || !sweeps)                                                                      \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
        *sweeps = info->sweeps;                                                                    \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }

JACOBI_INFO(Syevj, syevj, sort_eig)
JACOBI_INFO(Gesvdj, gesvdj, sort_svd)
