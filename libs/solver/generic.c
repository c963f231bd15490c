/* The 64-bit generic API (cusolverDnX...): sizes that fit LAPACK's 32-bit
 * integers go to the typed routines of the element type named; 64-bit
 * pivots are narrowed and widened by work queued around them.  The compute
 * type must be the data type (LAPACK has no mixed precisions). */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "solver.h"

static int fits(int64_t x) { return x >= 0 && x <= INT_MAX; }

static size_t elem_size(cudaDataType t)
{
    switch (t) {
    case CUDA_R_32F: return sizeof(float);
    case CUDA_R_64F: return sizeof(double);
    case CUDA_C_32F: return sizeof(cuComplex);
    case CUDA_C_64F: return sizeof(cuDoubleComplex);
    default: return 0;
    }
}

static int real_of(cudaDataType t, cudaDataType r)
{
    return (t == CUDA_R_32F || t == CUDA_C_32F) ? r == CUDA_R_32F : r == CUDA_R_64F;
}

/* Checks common to every call: a handle, a supported type equal to the
 * compute type, and 32-bit sizes. */
static cusolverStatus_t common(cusolverDnHandle_t h, cudaDataType type, cudaDataType compute,
                               int64_t a, int64_t b, int64_t c)
{
    if (!h)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (!elem_size(type) || compute != type)
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    if (a < 0 || b < 0 || c < 0)
        return CUSOLVER_STATUS_INVALID_VALUE;
    if (!fits(a) || !fits(b) || !fits(c))
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    return CUSOLVER_STATUS_SUCCESS;
}

/* One typed call per element type: F is the routine's name after the
 * cuSOLVER letter, the arguments follow with T standing for the element
 * type and R for its real type. */
#define DISPATCH(type, call)                                                                       \
    switch (type) {                                                                                \
    case CUDA_R_32F: {                                                                             \
        typedef float T;                                                                           \
        typedef float R; (void)sizeof(R);                                                          \
        return call(S);                                                                            \
    }                                                                                              \
    case CUDA_R_64F: {                                                                             \
        typedef double T;                                                                          \
        typedef double R; (void)sizeof(R);                                                         \
        return call(D);                                                                            \
    }                                                                                              \
    case CUDA_C_32F: {                                                                             \
        typedef cuComplex T;                                                                       \
        typedef float R; (void)sizeof(R);                                                          \
        return call(C);                                                                            \
    }                                                                                              \
    case CUDA_C_64F: {                                                                             \
        typedef cuDoubleComplex T;                                                                 \
        typedef double R; (void)sizeof(R);                                                         \
        return call(Z);                                                                            \
    }                                                                                              \
    default: return CUSOLVER_STATUS_NOT_SUPPORTED;                                                 \
    }

/* A typed workspace query: st is call(P) for the element type's letter
 * (common() has already refused the types cuSOLVER has none for). */
#define LWORK_BY_TYPE(type, call, st)                                                              \
    switch (type) {                                                                                \
    case CUDA_R_32F: st = call(S); break;                                                          \
    case CUDA_R_64F: st = call(D); break;                                                          \
    case CUDA_C_32F: st = call(C); break;                                                          \
    default: st = call(Z); break;                                                                  \
    }

static cusolverStatus_t bytes_of(cusolverStatus_t st, int lwork, cudaDataType t, size_t *dev,
                                 size_t *host)
{
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!dev || !host)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *dev = (size_t)lwork * elem_size(t);
    *host = 0;
    return CUSOLVER_STATUS_SUCCESS;
}

static int lwork_of(cudaDataType t, size_t bytes)
{
    size_t n = bytes / elem_size(t);
    return n > INT_MAX ? INT_MAX : (int)n;
}

/* ---- pivots ---- */

struct pivots {
    int *p32;
    int64_t *p64;
    int64_t k;
};

static void widen(void *p)
{
    struct pivots *a = p;
    for (int64_t i = 0; i < a->k; i++)
        a->p64[i] = a->p32[i];
}

static void narrow(void *p)
{
    struct pivots *a = p;
    for (int64_t i = 0; i < a->k; i++)
        a->p32[i] = (int)a->p64[i];
}

/* ---- getrf, getrs ---- */

cusolverStatus_t cusolverDnXgetrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                             int64_t m, int64_t n, cudaDataType dataTypeA,
                                             const void *A, int64_t lda, cudaDataType computeType,
                                             size_t *workspaceInBytesOnDevice,
                                             size_t *workspaceInBytesOnHost)
{
    (void)params, (void)A;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, m, n, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    int lwork = 0;
#define CALL(P) cusolverDn##P##getrf_bufferSize(handle, (int)m, (int)n, NULL, (int)lda, &lwork)
    LWORK_BY_TYPE(dataTypeA, CALL, st);
#undef CALL
    return bytes_of(st, lwork, dataTypeA, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static cusolverStatus_t getrf_typed(cusolverDnHandle_t handle, int m, int n, cudaDataType type,
                                    void *A, int lda, int *ipiv, int *info)
{
#define CALL(P) cusolverDn##P##getrf(handle, m, n, (T *)A, lda, NULL, ipiv, info)
    DISPATCH(type, CALL)
#undef CALL
}

cusolverStatus_t cusolverDnXgetrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m,
                                  int64_t n, cudaDataType dataTypeA, void *A, int64_t lda,
                                  int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice,
                                  size_t workspaceInBytesOnDevice, void *bufferOnHost,
                                  size_t workspaceInBytesOnHost, int *info)
{
    (void)params, (void)bufferOnDevice, (void)workspaceInBytesOnDevice, (void)bufferOnHost,
        (void)workspaceInBytesOnHost;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, m, n, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    int64_t k = m < n ? m : n;
    int *p32 = NULL;
    if (ipiv && !(p32 = malloc(sizeof(int) * (size_t)(k ? k : 1))))
        return CUSOLVER_STATUS_ALLOC_FAILED;
    st = getrf_typed(handle, (int)m, (int)n, dataTypeA, A, (int)lda, p32, info);
    if (st != CUSOLVER_STATUS_SUCCESS || !p32) {
        free(p32);
        return st;
    }
    struct pivots pv = {p32, ipiv, k};
    return solver_enqueue_owning(handle, widen, &pv, sizeof pv, p32);
}

static cusolverStatus_t getrs_typed(cusolverDnHandle_t handle, cublasOperation_t trans, int n,
                                    int nrhs, cudaDataType type, const void *A, int lda,
                                    const int *ipiv, void *B, int ldb, int *info)
{
#define CALL(P)                                                                                    \
    cusolverDn##P##getrs(handle, trans, n, nrhs, (const T *)A, lda, ipiv, (T *)B, ldb, info)
    DISPATCH(type, CALL)
#undef CALL
}

cusolverStatus_t cusolverDnXgetrs(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                  cublasOperation_t trans, int64_t n, int64_t nrhs,
                                  cudaDataType dataTypeA, const void *A, int64_t lda,
                                  const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb,
                                  int *info)
{
    (void)params;
    cusolverStatus_t st = common(handle, dataTypeA, dataTypeB, n, nrhs, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!fits(ldb))
        return ldb < 0 ? CUSOLVER_STATUS_INVALID_VALUE : CUSOLVER_STATUS_NOT_SUPPORTED;
    int *p32 = NULL;
    if (ipiv) {
        if (!(p32 = malloc(sizeof(int) * (size_t)(n ? n : 1))))
            return CUSOLVER_STATUS_ALLOC_FAILED;
        struct pivots pv = {p32, (int64_t *)ipiv, n};
        if ((st = solver_enqueue(handle, narrow, &pv, sizeof pv)) != CUSOLVER_STATUS_SUCCESS) {
            free(p32);
            return st;
        }
    }
    st = getrs_typed(handle, trans, (int)n, (int)nrhs, dataTypeA, A, (int)lda, p32, B, (int)ldb,
                     info);
    /* Queued even when getrs refused its arguments: the narrowing may be
     * queued already. */
    if (p32)
        solver_enqueue_free(handle, p32);
    return st;
}

/* ---- potrf, potrs ---- */

cusolverStatus_t cusolverDnXpotrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                             cublasFillMode_t uplo, int64_t n,
                                             cudaDataType dataTypeA, const void *A, int64_t lda,
                                             cudaDataType computeType,
                                             size_t *workspaceInBytesOnDevice,
                                             size_t *workspaceInBytesOnHost)
{
    (void)params, (void)A;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, n, lda, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!solver_fill_ok(uplo) || lda < solver_max1((int)n))
        return CUSOLVER_STATUS_INVALID_VALUE;
    return bytes_of(st, 1, dataTypeA, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

cusolverStatus_t cusolverDnXpotrf(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                  cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A,
                                  int64_t lda, cudaDataType computeType, void *bufferOnDevice,
                                  size_t workspaceInBytesOnDevice, void *bufferOnHost,
                                  size_t workspaceInBytesOnHost, int *info)
{
    (void)params, (void)bufferOnDevice, (void)workspaceInBytesOnDevice, (void)bufferOnHost,
        (void)workspaceInBytesOnHost;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, n, lda, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
#define CALL(P) cusolverDn##P##potrf(handle, uplo, (int)n, (T *)A, (int)lda, NULL, 0, info)
    DISPATCH(dataTypeA, CALL)
#undef CALL
}

cusolverStatus_t cusolverDnXpotrs(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                  cublasFillMode_t uplo, int64_t n, int64_t nrhs,
                                  cudaDataType dataTypeA, const void *A, int64_t lda,
                                  cudaDataType dataTypeB, void *B, int64_t ldb, int *info)
{
    (void)params;
    cusolverStatus_t st = common(handle, dataTypeA, dataTypeB, n, nrhs, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!fits(ldb))
        return ldb < 0 ? CUSOLVER_STATUS_INVALID_VALUE : CUSOLVER_STATUS_NOT_SUPPORTED;
#define CALL(P)                                                                                    \
    cusolverDn##P##potrs(handle, uplo, (int)n, (int)nrhs, (const T *)A, (int)lda, (T *)B,        \
                         (int)ldb, info)
    DISPATCH(dataTypeA, CALL)
#undef CALL
}

/* ---- geqrf ---- */

cusolverStatus_t cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                             int64_t m, int64_t n, cudaDataType dataTypeA,
                                             const void *A, int64_t lda, cudaDataType dataTypeTau,
                                             const void *tau, cudaDataType computeType,
                                             size_t *workspaceInBytesOnDevice,
                                             size_t *workspaceInBytesOnHost)
{
    (void)params, (void)A, (void)tau;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, m, n, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (dataTypeTau != dataTypeA)
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    int lwork = 0;
#define CALL(P) cusolverDn##P##geqrf_bufferSize(handle, (int)m, (int)n, NULL, (int)lda, &lwork)
    LWORK_BY_TYPE(dataTypeA, CALL, st);
#undef CALL
    return bytes_of(st, lwork, dataTypeA, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

cusolverStatus_t cusolverDnXgeqrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m,
                                  int64_t n, cudaDataType dataTypeA, void *A, int64_t lda,
                                  cudaDataType dataTypeTau, void *tau, cudaDataType computeType,
                                  void *bufferOnDevice, size_t workspaceInBytesOnDevice,
                                  void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)params, (void)bufferOnHost, (void)workspaceInBytesOnHost;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, m, n, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (dataTypeTau != dataTypeA)
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    int lwork = lwork_of(dataTypeA, workspaceInBytesOnDevice);
#define CALL(P)                                                                                    \
    cusolverDn##P##geqrf(handle, (int)m, (int)n, (T *)A, (int)lda, (T *)tau, (T *)bufferOnDevice,  \
                         lwork, info)
    DISPATCH(dataTypeA, CALL)
#undef CALL
}

/* ---- gesvd ---- */

cusolverStatus_t cusolverDnXgesvd_bufferSize(
    cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt,
    int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda,
    cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu,
    cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType,
    size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)params, (void)jobu, (void)jobvt, (void)A, (void)S, (void)U, (void)VT, (void)ldu,
        (void)ldvt;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, m, n, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!real_of(dataTypeA, dataTypeS) || dataTypeU != dataTypeA || dataTypeVT != dataTypeA)
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    int lwork = 0;
#define CALL(P) cusolverDn##P##gesvd_bufferSize(handle, (int)m, (int)n, &lwork)
    LWORK_BY_TYPE(dataTypeA, CALL, st);
#undef CALL
    return bytes_of(st, lwork, dataTypeA, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

cusolverStatus_t cusolverDnXgesvd(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                  signed char jobu, signed char jobvt, int64_t m, int64_t n,
                                  cudaDataType dataTypeA, void *A, int64_t lda,
                                  cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U,
                                  int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt,
                                  cudaDataType computeType, void *bufferOnDevice,
                                  size_t workspaceInBytesOnDevice, void *bufferOnHost,
                                  size_t workspaceInBytesOnHost, int *info)
{
    (void)params, (void)bufferOnHost, (void)workspaceInBytesOnHost;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, m, n, lda);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!real_of(dataTypeA, dataTypeS) || dataTypeU != dataTypeA || dataTypeVT != dataTypeA)
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    if (!fits(ldu) || !fits(ldvt))
        return (ldu < 0 || ldvt < 0) ? CUSOLVER_STATUS_INVALID_VALUE : CUSOLVER_STATUS_NOT_SUPPORTED;
    int lwork = lwork_of(dataTypeA, workspaceInBytesOnDevice);
#define CALL(P)                                                                                    \
    cusolverDn##P##gesvd(handle, jobu, jobvt, (int)m, (int)n, (T *)A, (int)lda, (R *)S, (T *)U,   \
                         (int)ldu, (T *)VT, (int)ldvt, (T *)bufferOnDevice, lwork, NULL, info)
    DISPATCH(dataTypeA, CALL)
#undef CALL
}

/* ---- syevd ---- */

cusolverStatus_t cusolverDnXsyevd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                             cusolverEigMode_t jobz, cublasFillMode_t uplo,
                                             int64_t n, cudaDataType dataTypeA, const void *A,
                                             int64_t lda, cudaDataType dataTypeW, const void *W,
                                             cudaDataType computeType,
                                             size_t *workspaceInBytesOnDevice,
                                             size_t *workspaceInBytesOnHost)
{
    (void)params, (void)A, (void)W;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, n, lda, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!real_of(dataTypeA, dataTypeW))
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    int lwork = 0;
#define ARGS handle, jobz, uplo, (int)n, NULL, (int)lda, NULL, &lwork
    switch (dataTypeA) {
    case CUDA_R_32F: st = cusolverDnSsyevd_bufferSize(ARGS); break;
    case CUDA_R_64F: st = cusolverDnDsyevd_bufferSize(ARGS); break;
    case CUDA_C_32F: st = cusolverDnCheevd_bufferSize(ARGS); break;
    default: st = cusolverDnZheevd_bufferSize(ARGS); break;
    }
#undef ARGS
    return bytes_of(st, lwork, dataTypeA, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

cusolverStatus_t cusolverDnXsyevd(cusolverDnHandle_t handle, cusolverDnParams_t params,
                                  cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n,
                                  cudaDataType dataTypeA, void *A, int64_t lda,
                                  cudaDataType dataTypeW, void *W, cudaDataType computeType,
                                  void *bufferOnDevice, size_t workspaceInBytesOnDevice,
                                  void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)params, (void)bufferOnHost, (void)workspaceInBytesOnHost;
    cusolverStatus_t st = common(handle, dataTypeA, computeType, n, lda, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!real_of(dataTypeA, dataTypeW))
        return CUSOLVER_STATUS_NOT_SUPPORTED;
    int lwork = lwork_of(dataTypeA, workspaceInBytesOnDevice);
#define ARGS(T, R) handle, jobz, uplo, (int)n, (T *)A, (int)lda, (R *)W, (T *)bufferOnDevice, lwork, info
    switch (dataTypeA) {
    case CUDA_R_32F: return cusolverDnSsyevd(ARGS(float, float));
    case CUDA_R_64F: return cusolverDnDsyevd(ARGS(double, double));
    case CUDA_C_32F: return cusolverDnCheevd(ARGS(cuComplex, float));
    default: return cusolverDnZheevd(ARGS(cuDoubleComplex, double));
    }
#undef ARGS
}

/* ---- trtri ---- */

cusolverStatus_t cusolverDnXtrtri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo,
                                             cublasDiagType_t diag, int64_t n,
                                             cudaDataType dataTypeA, void *A, int64_t lda,
                                             size_t *workspaceInBytesOnDevice,
                                             size_t *workspaceInBytesOnHost)
{
    (void)A;
    cusolverStatus_t st = common(handle, dataTypeA, dataTypeA, n, lda, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!solver_fill_ok(uplo) || (diag != CUBLAS_DIAG_NON_UNIT && diag != CUBLAS_DIAG_UNIT) ||
        lda < solver_max1((int)n))
        return CUSOLVER_STATUS_INVALID_VALUE;
    return bytes_of(st, 1, dataTypeA, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

cusolverStatus_t cusolverDnXtrtri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
                                  cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A,
                                  int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice,
                                  void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo)
{
    (void)bufferOnDevice, (void)workspaceInBytesOnDevice, (void)bufferOnHost,
        (void)workspaceInBytesOnHost;
    cusolverStatus_t st = common(handle, dataTypeA, dataTypeA, n, lda, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
#define CALL(P) solver_trtri_##P(handle, uplo, diag, (int)n, (T *)A, (int)lda, devInfo)
    DISPATCH(dataTypeA, CALL)
#undef CALL
}
