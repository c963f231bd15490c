/* What the pieces of Ferry's cuSOLVER share: the handle, the queue that
 * runs work in stream order, and the argument checks every routine makes
 * before it queues anything. */
#ifndef FERRY_SOLVER_H
#define FERRY_SOLVER_H

#include <stddef.h>

#include <cusolverDn.h>

struct cusolverDnContext {
    cudaStream_t stream;
    cusolverDeterministicMode_t deterministic;
};

/* The Jacobi solvers run as LAPACK's direct solvers (same results within
 * rounding); these keep what the user set and what the last run measured. */
struct syevjInfo {
    double tolerance;
    int max_sweeps;
    int sort_eig;
    double residual;
    int sweeps;
};

struct gesvdjInfo {
    double tolerance;
    int max_sweeps;
    int sort_svd;
    double residual;
    int sweeps;
};

struct cusolverSpContext {
    cudaStream_t stream;
};

struct cusolverDnParams {
    cusolverAlgMode_t getrf_alg;
    cusolverAlgMode_t potrf_alg;
};

/* Copies the size bytes at args and runs fn on the copy in the handle's
 * stream order (cudaLaunchHostFunc): device memory is host memory on Ferry,
 * so fn can hand the user's pointers straight to LAPACK. */
typedef void (*solver_work_fn)(void *args);
cusolverStatus_t solver_enqueue(cusolverDnHandle_t handle, solver_work_fn fn, const void *args,
                                size_t size);

/* Queues free(p) after the work queued so far. */
cusolverStatus_t solver_enqueue_free(cusolverDnHandle_t handle, void *p);

/* solver_enqueue, then free(own) once that work has run (own may be NULL):
 * scratch memory allocated when the call is made, so that running out of
 * memory is a status the caller sees rather than a silent failure later. */
cusolverStatus_t solver_enqueue_owning(cusolverDnHandle_t handle, solver_work_fn fn,
                                       const void *args, size_t size, void *own);

/* The typed triangular inverse behind cusolverDnXtrtri (one per element
 * type, from dense_tmpl.h): cuSOLVER has no typed trtri of its own. */
#define SOLVER_TRTRI(P, T)                                                                         \
    cusolverStatus_t solver_trtri_##P(cusolverDnHandle_t handle, cublasFillMode_t uplo,            \
                                      cublasDiagType_t diag, int n, T *A, int lda, int *info);
SOLVER_TRTRI(S, float)
SOLVER_TRTRI(D, double)
SOLVER_TRTRI(C, cuComplex)
SOLVER_TRTRI(Z, cuDoubleComplex)

static inline int solver_max1(int x) { return x > 1 ? x : 1; }

static inline int solver_fill_ok(cublasFillMode_t uplo)
{
    return uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER;
}

static inline char solver_fill_char(cublasFillMode_t uplo)
{
    return uplo == CUBLAS_FILL_MODE_LOWER ? 'L' : 'U';
}

static inline void solver_set_info(int *info, int value)
{
    if (info)
        *info = value;
}

#endif
