/* What libs/blas's files share: the handle, the queue onto its stream,
 * scalars captured at call time, and the checks every entry point makes. */
#ifndef FERRY_LIBS_BLAS_H
#define FERRY_LIBS_BLAS_H

#include <stdbool.h>
#include <string.h>

#include <cblas.h>

#include "cublas_api.h"

struct cublasContext {
    cudaStream_t stream;
    cublasPointerMode_t pointer_mode;
    cublasMath_t math_mode;
    cublasAtomicsMode_t atomics_mode;
    int sm_count_target;
    void *workspace;
    size_t workspace_size;
};

/* Internal functions stay out of the library's exported symbols. */
#pragma GCC visibility push(hidden)

/* A handle is live from cublasCreate to cublasDestroy; calls on anything
 * else (NULL, destroyed) answer CUBLAS_STATUS_NOT_INITIALIZED. */
bool ferry_blas_live(cublasHandle_t h);

#define BLAS_HANDLE(h)                                                                                               \
    do {                                                                                                             \
        if (!ferry_blas_live(h))                                                                                     \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                                    \
    } while (0)
#define BLAS_REQUIRE(cond)                                                                                           \
    do {                                                                                                             \
        if (!(cond))                                                                                                 \
            return CUBLAS_STATUS_INVALID_VALUE;                                                                      \
    } while (0)

/* Runs fn on a private copy of the size bytes at args once the handle's
 * stream reaches this point. */
cublasStatus_t ferry_blas_enqueue(cublasHandle_t h, void (*fn)(void *args), const void *args, size_t size);
cublasStatus_t ferry_blas_enqueue_on(cudaStream_t stream, void (*fn)(void *args), const void *args, size_t size);

/* For results written through a host pointer: cuBLAS returns only once
 * they are there. */
cublasStatus_t ferry_blas_wait(cublasHandle_t h, cublasStatus_t st);

const char *ferry_blas_status_name(cublasStatus_t status);
const char *ferry_blas_status_string(cublasStatus_t status);
cublasStatus_t ferry_blas_property(libraryPropertyType type, int *value);

#pragma GCC visibility pop

/* A scalar argument: in host pointer mode its value, copied when the call
 * is made; in device mode the pointer, read when the work runs. */
typedef struct {
    union {
        float s;
        double d;
        float c[2];
        double z[2];
    } v;
    const void *p;
} blas_scalar;

static inline blas_scalar ferry_blas_scalar(cublasHandle_t h, const void *p, size_t size)
{
    blas_scalar s;
    memset(&s, 0, sizeof s);
    if (h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE)
        s.p = p;
    else
        memcpy(&s.v, p, size);
    return s;
}

/* Valid only on the job's own copy (the one fn receives). */
static inline const void *ferry_blas_sv(const blas_scalar *s)
{
    return s->p ? s->p : (const void *)&s->v;
}

static inline bool ferry_blas_op_ok(cublasOperation_t op)
{
    return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C;
}
static inline bool ferry_blas_fill_ok(cublasFillMode_t f)
{
    return f == CUBLAS_FILL_MODE_LOWER || f == CUBLAS_FILL_MODE_UPPER;
}
static inline bool ferry_blas_diag_ok(cublasDiagType_t d)
{
    return d == CUBLAS_DIAG_NON_UNIT || d == CUBLAS_DIAG_UNIT;
}
static inline bool ferry_blas_side_ok(cublasSideMode_t s)
{
    return s == CUBLAS_SIDE_LEFT || s == CUBLAS_SIDE_RIGHT;
}
static inline enum CBLAS_TRANSPOSE ferry_cb_op(cublasOperation_t op)
{
    return op == CUBLAS_OP_N ? CblasNoTrans : op == CUBLAS_OP_T ? CblasTrans : CblasConjTrans;
}
static inline enum CBLAS_UPLO ferry_cb_uplo(cublasFillMode_t f)
{
    return f == CUBLAS_FILL_MODE_UPPER ? CblasUpper : CblasLower;
}
static inline enum CBLAS_DIAG ferry_cb_diag(cublasDiagType_t d)
{
    return d == CUBLAS_DIAG_UNIT ? CblasUnit : CblasNonUnit;
}
static inline enum CBLAS_SIDE ferry_cb_side(cublasSideMode_t s)
{
    return s == CUBLAS_SIDE_LEFT ? CblasLeft : CblasRight;
}
static inline int ferry_max1(int a)
{
    return a > 1 ? a : 1;
}

/* How CBLAS takes a scalar of each type: real ones by value, complex ones
 * by address. */
#define CB_S(p) (*(const float *)(p))
#define CB_D(p) (*(const double *)(p))
#define CB_C(p) (p)
#define CB_Z(p) (p)

/* The type families each file instantiates: F(X, lc, T, R) with X the
 * cuBLAS letter, lc CBLAS's, T the element and R its real type. */
#define BLAS_ALL(F) F(S, s, float, float) F(D, d, double, double) F(C, c, cuComplex, float) F(Z, z, cuDoubleComplex, double)
#define BLAS_REAL(F) F(S, s, float, float) F(D, d, double, double)
#define BLAS_CPLX(F) F(C, c, cuComplex, float) F(Z, z, cuDoubleComplex, double)

#endif
