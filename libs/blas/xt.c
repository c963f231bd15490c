/* cublasXt over the v2 calls: each call runs on the Xt handle's own
 * cuBLAS handle and private stream and returns once done, as cuBLASXt's
 * do (its matrices may be anywhere in host memory, which on Ferry is all
 * memory).  Sizes are size_t: those beyond an int answer NOT_SUPPORTED.
 * spmm unpacks the packed symmetric matrix into scratch for a symm. */
#include <limits.h>
#include <stdlib.h>

#include "blas.h"
#include "cublasXt.h"

struct cublasXtContext {
    cublasHandle_t h;
    cudaStream_t s;
    int block;
    cublasXtPinnedMemMode_t pin;
};

cublasStatus_t cublasXtCreate(cublasXtHandle_t *x)
{
    BLAS_REQUIRE(x);
    cublasXtHandle_t c = calloc(1, sizeof *c);
    if (!c)
        return CUBLAS_STATUS_ALLOC_FAILED;
    cublasStatus_t st = cublasCreate_v2(&c->h);
    if (st == CUBLAS_STATUS_SUCCESS && cudaStreamCreateWithFlags(&c->s, cudaStreamNonBlocking) != cudaSuccess) {
        cublasDestroy_v2(c->h);
        st = CUBLAS_STATUS_ALLOC_FAILED;
    }
    if (st != CUBLAS_STATUS_SUCCESS) {
        free(c);
        return st;
    }
    cublasSetStream_v2(c->h, c->s);
    c->block = 1024;
    *x = c;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasXtDestroy(cublasXtHandle_t x)
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    cublasDestroy_v2(x->h);
    cudaStreamDestroy(x->s);
    free(x);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasXtGetNumBoards(int nbDevices, int deviceId[], int *nbBoards)
{
    (void)deviceId;
    BLAS_REQUIRE(nbBoards && nbDevices >= 0);
    *nbBoards = nbDevices > 0 ? 1 : 0;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtMaxBoards(int *n)
{
    BLAS_REQUIRE(n);
    *n = 1;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtDeviceSelect(cublasXtHandle_t x, int nbDevices, int deviceId[])
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(nbDevices > 0 && deviceId);
    for (int i = 0; i < nbDevices; i++)
        BLAS_REQUIRE(deviceId[i] == 0); /* the one device */
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtSetBlockDim(cublasXtHandle_t x, int blockDim)
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(blockDim > 0);
    x->block = blockDim;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtGetBlockDim(cublasXtHandle_t x, int *blockDim)
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(blockDim);
    *blockDim = x->block;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtGetPinningMemMode(cublasXtHandle_t x, cublasXtPinnedMemMode_t *mode)
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(mode);
    *mode = x->pin;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtSetPinningMemMode(cublasXtHandle_t x, cublasXtPinnedMemMode_t mode)
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(mode == CUBLASXT_PINNING_DISABLED || mode == CUBLASXT_PINNING_ENABLED);
    x->pin = mode;
    return CUBLAS_STATUS_SUCCESS;
}
/* The CPU share of hybrid runs: all of the work already runs on the CPU. */
cublasStatus_t cublasXtSetCpuRoutine(cublasXtHandle_t x, cublasXtBlasOp_t op, cublasXtOpType_t type, void *fn)
{
    (void)fn;
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(op >= 0 && op < CUBLASXT_ROUTINE_MAX && type >= CUBLASXT_FLOAT && type <= CUBLASXT_DOUBLECOMPLEX);
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasXtSetCpuRatio(cublasXtHandle_t x, cublasXtBlasOp_t op, cublasXtOpType_t type, float ratio)
{
    if (!x)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(op >= 0 && op < CUBLASXT_ROUTINE_MAX && type >= CUBLASXT_FLOAT && type <= CUBLASXT_DOUBLECOMPLEX &&
                 ratio >= 0 && ratio <= 1);
    return CUBLAS_STATUS_SUCCESS;
}

static inline bool fit(size_t v)
{
    return v <= INT_MAX;
}

/* The v2 call, then the wait that makes the Xt call synchronous. */
static cublasStatus_t done(cublasXtHandle_t x, cublasStatus_t st)
{
    if (st == CUBLAS_STATUS_SUCCESS && cudaStreamSynchronize(x->s) != cudaSuccess)
        st = CUBLAS_STATUS_EXECUTION_FAILED;
    return st;
}

#define XT_FIT(...)                                                                                                  \
    do {                                                                                                             \
        if (!x)                                                                                                      \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                                    \
        size_t v_[] = {__VA_ARGS__};                                                                                 \
        for (size_t i_ = 0; i_ < sizeof v_ / sizeof v_[0]; i_++)                                                     \
            if (!fit(v_[i_]))                                                                                        \
                return CUBLAS_STATUS_NOT_SUPPORTED;                                                                  \
    } while (0)

#define XT(X, lc, T, R)                                                                                              \
    cublasStatus_t cublasXt##X##gemm(cublasXtHandle_t x, cublasOperation_t ta, cublasOperation_t tb, size_t m,       \
                                     size_t n, size_t k, const T *alpha, const T *A, size_t lda, const T *B,         \
                                     size_t ldb, const T *beta, T *C, size_t ldc)                                    \
    {                                                                                                                \
        XT_FIT(m, n, k, lda, ldb, ldc);                                                                              \
        return done(x, cublas##X##gemm_v2(x->h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc));              \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##syrk(cublasXtHandle_t x, cublasFillMode_t uplo, cublasOperation_t t, size_t n,       \
                                     size_t k, const T *alpha, const T *A, size_t lda, const T *beta, T *C,          \
                                     size_t ldc)                                                                     \
    {                                                                                                                \
        XT_FIT(n, k, lda, ldc);                                                                                      \
        return done(x, cublas##X##syrk_v2(x->h, uplo, t, n, k, alpha, A, lda, beta, C, ldc));                        \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##syr2k(cublasXtHandle_t x, cublasFillMode_t uplo, cublasOperation_t t, size_t n,      \
                                      size_t k, const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,      \
                                      const T *beta, T *C, size_t ldc)                                               \
    {                                                                                                                \
        XT_FIT(n, k, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##syr2k_v2(x->h, uplo, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc));               \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##syrkx(cublasXtHandle_t x, cublasFillMode_t uplo, cublasOperation_t t, size_t n,      \
                                      size_t k, const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,      \
                                      const T *beta, T *C, size_t ldc)                                               \
    {                                                                                                                \
        XT_FIT(n, k, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##syrkx(x->h, uplo, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc));                  \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##symm(cublasXtHandle_t x, cublasSideMode_t side, cublasFillMode_t uplo, size_t m,     \
                                     size_t n, const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,       \
                                     const T *beta, T *C, size_t ldc)                                                \
    {                                                                                                                \
        XT_FIT(m, n, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##symm_v2(x->h, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc));             \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##trsm(cublasXtHandle_t x, cublasSideMode_t side, cublasFillMode_t uplo,               \
                                     cublasOperation_t t, cublasDiagType_t d, size_t m, size_t n, const T *alpha,    \
                                     const T *A, size_t lda, T *B, size_t ldb)                                       \
    {                                                                                                                \
        XT_FIT(m, n, lda, ldb);                                                                                      \
        return done(x, cublas##X##trsm_v2(x->h, side, uplo, t, d, m, n, alpha, A, lda, B, ldb));                     \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##trmm(cublasXtHandle_t x, cublasSideMode_t side, cublasFillMode_t uplo,               \
                                     cublasOperation_t t, cublasDiagType_t d, size_t m, size_t n, const T *alpha,    \
                                     const T *A, size_t lda, const T *B, size_t ldb, T *C, size_t ldc)               \
    {                                                                                                                \
        XT_FIT(m, n, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##trmm_v2(x->h, side, uplo, t, d, m, n, alpha, A, lda, B, ldb, C, ldc));             \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##spmm(cublasXtHandle_t x, cublasSideMode_t side, cublasFillMode_t uplo, size_t m,     \
                                     size_t n, const T *alpha, const T *AP, const T *B, size_t ldb, const T *beta,   \
                                     T *C, size_t ldc)                                                               \
    {                                                                                                                \
        XT_FIT(m, n, ldb, ldc);                                                                                      \
        BLAS_REQUIRE(ferry_blas_side_ok(side) && ferry_blas_fill_ok(uplo) && AP);                                    \
        size_t ka = side == CUBLAS_SIDE_LEFT ? m : n;                                                                \
        T *full = malloc(ka * ka * sizeof(T) + 1);                                                                   \
        if (!full)                                                                                                   \
            return CUBLAS_STATUS_ALLOC_FAILED;                                                                       \
        /* the triangle, column by column, as tpttr lays it out */                                                   \
        cublasStatus_t st = cublas##X##tpttr(x->h, uplo, (int)ka, AP, full, ferry_max1((int)ka));                    \
        if (st == CUBLAS_STATUS_SUCCESS)                                                                             \
            st = cublas##X##symm_v2(x->h, side, uplo, m, n, alpha, full, ferry_max1((int)ka), B, ldb, beta, C, ldc); \
        st = done(x, st);                                                                                            \
        cudaStreamSynchronize(x->s); /* scratch is read by the queued work */                                        \
        free(full);                                                                                                  \
        return st;                                                                                                   \
    }
BLAS_ALL(XT)

#define XT_H(X, lc, T, R)                                                                                            \
    cublasStatus_t cublasXt##X##hemm(cublasXtHandle_t x, cublasSideMode_t side, cublasFillMode_t uplo, size_t m,     \
                                     size_t n, const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,       \
                                     const T *beta, T *C, size_t ldc)                                                \
    {                                                                                                                \
        XT_FIT(m, n, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##hemm_v2(x->h, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc));             \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##herk(cublasXtHandle_t x, cublasFillMode_t uplo, cublasOperation_t t, size_t n,       \
                                     size_t k, const R *alpha, const T *A, size_t lda, const R *beta, T *C,          \
                                     size_t ldc)                                                                     \
    {                                                                                                                \
        XT_FIT(n, k, lda, ldc);                                                                                      \
        return done(x, cublas##X##herk_v2(x->h, uplo, t, n, k, alpha, A, lda, beta, C, ldc));                        \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##her2k(cublasXtHandle_t x, cublasFillMode_t uplo, cublasOperation_t t, size_t n,      \
                                      size_t k, const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,      \
                                      const R *beta, T *C, size_t ldc)                                               \
    {                                                                                                                \
        XT_FIT(n, k, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##her2k_v2(x->h, uplo, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc));               \
    }                                                                                                                \
    cublasStatus_t cublasXt##X##herkx(cublasXtHandle_t x, cublasFillMode_t uplo, cublasOperation_t t, size_t n,      \
                                      size_t k, const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,      \
                                      const R *beta, T *C, size_t ldc)                                               \
    {                                                                                                                \
        XT_FIT(n, k, lda, ldb, ldc);                                                                                 \
        return done(x, cublas##X##herkx(x->h, uplo, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc));                  \
    }
BLAS_CPLX(XT_H)
