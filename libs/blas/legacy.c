/* cuBLAS's legacy API (<cublas.h>) over the v2 one: one implicit handle
 * made by cublasInit (or by the first call), scalars passed by value and
 * handed on through host pointer mode, characters turned into the v2
 * enums, and each call's status kept for cublasGetError, which returns it
 * and clears it.  Legacy calls go on the stream of cublasSetKernelStream. */
#include <pthread.h>
#include <stdlib.h>

#include "blas.h"
#include "cublas.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static cublasHandle_t implicit;
static cudaStream_t kernel_stream;
static _Thread_local cublasStatus_t last_error;

static cublasHandle_t handle(void)
{
    pthread_mutex_lock(&lock);
    if (!implicit && cublasCreate_v2(&implicit) == CUBLAS_STATUS_SUCCESS)
        cublasSetStream_v2(implicit, kernel_stream);
    cublasHandle_t h = implicit;
    pthread_mutex_unlock(&lock);
    return h;
}

static void note(cublasStatus_t st)
{
    if (st != CUBLAS_STATUS_SUCCESS)
        last_error = st;
}

cublasStatus cublasInit(void)
{
    return handle() ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;
}

cublasStatus cublasShutdown(void)
{
    pthread_mutex_lock(&lock);
    cublasHandle_t h = implicit;
    implicit = NULL;
    pthread_mutex_unlock(&lock);
    return h ? cublasDestroy_v2(h) : CUBLAS_STATUS_NOT_INITIALIZED;
}

cublasStatus cublasGetError(void)
{
    cublasStatus_t st = last_error;
    last_error = CUBLAS_STATUS_SUCCESS;
    return st;
}

cublasStatus cublasGetVersion(int *version)
{
    BLAS_REQUIRE(version);
    *version = CUBLAS_VERSION;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus cublasAlloc(int n, int elemSize, void **devicePtr)
{
    BLAS_REQUIRE(n > 0 && elemSize > 0 && devicePtr);
    return cudaMalloc(devicePtr, (size_t)n * elemSize) == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                                                                      : CUBLAS_STATUS_ALLOC_FAILED;
}

cublasStatus cublasFree(void *devicePtr)
{
    return cudaFree(devicePtr) == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INTERNAL_ERROR;
}

cublasStatus cublasSetKernelStream(cudaStream_t stream)
{
    pthread_mutex_lock(&lock);
    kernel_stream = stream;
    if (implicit)
        cublasSetStream_v2(implicit, stream);
    pthread_mutex_unlock(&lock);
    return CUBLAS_STATUS_SUCCESS;
}

/* Characters to enums; anything else becomes a value v2 refuses. */
static cublasOperation_t op(char c)
{
    return c == 'N' || c == 'n' ? CUBLAS_OP_N : c == 'T' || c == 't' ? CUBLAS_OP_T : c == 'C' || c == 'c' ? CUBLAS_OP_C
                                                                                                           : (cublasOperation_t)-1;
}
static cublasFillMode_t fill(char c)
{
    return c == 'U' || c == 'u' ? CUBLAS_FILL_MODE_UPPER : c == 'L' || c == 'l' ? CUBLAS_FILL_MODE_LOWER
                                                                                : (cublasFillMode_t)-1;
}
static cublasDiagType_t diag(char c)
{
    return c == 'U' || c == 'u' ? CUBLAS_DIAG_UNIT : c == 'N' || c == 'n' ? CUBLAS_DIAG_NON_UNIT : (cublasDiagType_t)-1;
}
static cublasSideMode_t side(char c)
{
    return c == 'L' || c == 'l' ? CUBLAS_SIDE_LEFT : c == 'R' || c == 'r' ? CUBLAS_SIDE_RIGHT : (cublasSideMode_t)-1;
}

/* Each legacy entry point: the v2 call on the implicit handle, noted. */
#define V2(call) note(call)

#define LEGACY(X, lc, T, R)                                                                                          \
    void cublas##X##axpy(int n, T alpha, const T *x, int incx, T *y, int incy)                                       \
    {                                                                                                                \
        V2(cublas##X##axpy_v2(handle(), n, &alpha, x, incx, y, incy));                                               \
    }                                                                                                                \
    void cublas##X##copy(int n, const T *x, int incx, T *y, int incy)                                                \
    {                                                                                                                \
        V2(cublas##X##copy_v2(handle(), n, x, incx, y, incy));                                                       \
    }                                                                                                                \
    void cublas##X##swap(int n, T *x, int incx, T *y, int incy)                                                      \
    {                                                                                                                \
        V2(cublas##X##swap_v2(handle(), n, x, incx, y, incy));                                                       \
    }                                                                                                                \
    void cublas##X##scal(int n, T alpha, T *x, int incx)                                                             \
    {                                                                                                                \
        V2(cublas##X##scal_v2(handle(), n, &alpha, x, incx));                                                        \
    }                                                                                                                \
    int cublasI##lc##amax(int n, const T *x, int incx)                                                               \
    {                                                                                                                \
        int r = 0;                                                                                                   \
        V2(cublasI##lc##amax_v2(handle(), n, x, incx, &r));                                                          \
        return r;                                                                                                    \
    }                                                                                                                \
    int cublasI##lc##amin(int n, const T *x, int incx)                                                               \
    {                                                                                                                \
        int r = 0;                                                                                                   \
        V2(cublasI##lc##amin_v2(handle(), n, x, incx, &r));                                                          \
        return r;                                                                                                    \
    }                                                                                                                \
    void cublas##X##gemv(char trans, int m, int n, T alpha, const T *A, int lda, const T *x, int incx, T beta, T *y, \
                         int incy)                                                                                   \
    {                                                                                                                \
        V2(cublas##X##gemv_v2(handle(), op(trans), m, n, &alpha, A, lda, x, incx, &beta, y, incy));                  \
    }                                                                                                                \
    void cublas##X##trmv(char uplo, char trans, char dg, int n, const T *A, int lda, T *x, int incx)                 \
    {                                                                                                                \
        V2(cublas##X##trmv_v2(handle(), fill(uplo), op(trans), diag(dg), n, A, lda, x, incx));                       \
    }                                                                                                                \
    void cublas##X##trsv(char uplo, char trans, char dg, int n, const T *A, int lda, T *x, int incx)                 \
    {                                                                                                                \
        V2(cublas##X##trsv_v2(handle(), fill(uplo), op(trans), diag(dg), n, A, lda, x, incx));                       \
    }                                                                                                                \
    void cublas##X##gemm(char ta, char tb, int m, int n, int k, T alpha, const T *A, int lda, const T *B, int ldb,   \
                         T beta, T *C, int ldc)                                                                      \
    {                                                                                                                \
        V2(cublas##X##gemm_v2(handle(), op(ta), op(tb), m, n, k, &alpha, A, lda, B, ldb, &beta, C, ldc));            \
    }                                                                                                                \
    void cublas##X##symm(char sd, char uplo, int m, int n, T alpha, const T *A, int lda, const T *B, int ldb,        \
                         T beta, T *C, int ldc)                                                                      \
    {                                                                                                                \
        V2(cublas##X##symm_v2(handle(), side(sd), fill(uplo), m, n, &alpha, A, lda, B, ldb, &beta, C, ldc));         \
    }                                                                                                                \
    void cublas##X##syrk(char uplo, char trans, int n, int k, T alpha, const T *A, int lda, T beta, T *C, int ldc)   \
    {                                                                                                                \
        V2(cublas##X##syrk_v2(handle(), fill(uplo), op(trans), n, k, &alpha, A, lda, &beta, C, ldc));                \
    }                                                                                                                \
    /* the legacy trmm works in place: B = alpha op(A) B */                                                          \
    void cublas##X##trmm(char sd, char uplo, char ta, char dg, int m, int n, T alpha, const T *A, int lda, T *B,     \
                         int ldb)                                                                                    \
    {                                                                                                                \
        V2(cublas##X##trmm_v2(handle(), side(sd), fill(uplo), op(ta), diag(dg), m, n, &alpha, A, lda, B, ldb, B,     \
                              ldb));                                                                                 \
    }                                                                                                                \
    void cublas##X##trsm(char sd, char uplo, char ta, char dg, int m, int n, T alpha, const T *A, int lda, T *B,     \
                         int ldb)                                                                                    \
    {                                                                                                                \
        V2(cublas##X##trsm_v2(handle(), side(sd), fill(uplo), op(ta), diag(dg), m, n, &alpha, A, lda, B, ldb));      \
    }

BLAS_ALL(LEGACY)

/* Results by value: the host-pointer-mode v2 call waits for them. */
#define RESULT(ret, name, v2, T)                                                                                     \
    ret name(int n, const T *x, int incx)                                                                            \
    {                                                                                                                \
        ret r;                                                                                                       \
        memset(&r, 0, sizeof r);                                                                                     \
        V2(v2(handle(), n, x, incx, &r));                                                                            \
        return r;                                                                                                    \
    }
RESULT(float, cublasSnrm2, cublasSnrm2_v2, float)
RESULT(double, cublasDnrm2, cublasDnrm2_v2, double)
RESULT(float, cublasScnrm2, cublasScnrm2_v2, cuComplex)
RESULT(double, cublasDznrm2, cublasDznrm2_v2, cuDoubleComplex)
RESULT(float, cublasSasum, cublasSasum_v2, float)
RESULT(double, cublasDasum, cublasDasum_v2, double)
RESULT(float, cublasScasum, cublasScasum_v2, cuComplex)
RESULT(double, cublasDzasum, cublasDzasum_v2, cuDoubleComplex)

#define DOT(ret, name, v2, T)                                                                                        \
    ret name(int n, const T *x, int incx, const T *y, int incy)                                                      \
    {                                                                                                                \
        ret r;                                                                                                       \
        memset(&r, 0, sizeof r);                                                                                     \
        V2(v2(handle(), n, x, incx, y, incy, &r));                                                                   \
        return r;                                                                                                    \
    }
DOT(float, cublasSdot, cublasSdot_v2, float)
DOT(double, cublasDdot, cublasDdot_v2, double)
DOT(cuComplex, cublasCdotu, cublasCdotu_v2, cuComplex)
DOT(cuComplex, cublasCdotc, cublasCdotc_v2, cuComplex)
DOT(cuDoubleComplex, cublasZdotu, cublasZdotu_v2, cuDoubleComplex)
DOT(cuDoubleComplex, cublasZdotc, cublasZdotc_v2, cuDoubleComplex)

void cublasCsscal(int n, float alpha, cuComplex *x, int incx)
{
    V2(cublasCsscal_v2(handle(), n, &alpha, x, incx));
}
void cublasZdscal(int n, double alpha, cuDoubleComplex *x, int incx)
{
    V2(cublasZdscal_v2(handle(), n, &alpha, x, incx));
}
#define GER_SYMV(X, T)                                                                                               \
    void cublas##X##ger(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda)            \
    {                                                                                                                \
        V2(cublas##X##ger_v2(handle(), m, n, &alpha, x, incx, y, incy, A, lda));                                     \
    }                                                                                                                \
    void cublas##X##symv(char uplo, int n, T alpha, const T *A, int lda, const T *x, int incx, T beta, T *y,         \
                         int incy)                                                                                   \
    {                                                                                                                \
        V2(cublas##X##symv_v2(handle(), fill(uplo), n, &alpha, A, lda, x, incx, &beta, y, incy));                    \
    }
GER_SYMV(S, float)
GER_SYMV(D, double)

void cublasSrot(int n, float *x, int incx, float *y, int incy, float c, float s)
{
    V2(cublasSrot_v2(handle(), n, x, incx, y, incy, &c, &s));
}
void cublasDrot(int n, double *x, int incx, double *y, int incy, double c, double s)
{
    V2(cublasDrot_v2(handle(), n, x, incx, y, incy, &c, &s));
}
void cublasCrot(int n, cuComplex *x, int incx, cuComplex *y, int incy, float c, cuComplex s)
{
    V2(cublasCrot_v2(handle(), n, x, incx, y, incy, &c, &s));
}
void cublasZrot(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, double c, cuDoubleComplex s)
{
    V2(cublasZrot_v2(handle(), n, x, incx, y, incy, &c, &s));
}
void cublasCsrot(int n, cuComplex *x, int incx, cuComplex *y, int incy, float c, float s)
{
    V2(cublasCsrot_v2(handle(), n, x, incx, y, incy, &c, &s));
}
void cublasZdrot(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, double c, double s)
{
    V2(cublasZdrot_v2(handle(), n, x, incx, y, incy, &c, &s));
}
void cublasSrotg(float *a, float *b, float *c, float *s)
{
    V2(cublasSrotg_v2(handle(), a, b, c, s));
}
void cublasDrotg(double *a, double *b, double *c, double *s)
{
    V2(cublasDrotg_v2(handle(), a, b, c, s));
}
void cublasCrotg(cuComplex *a, cuComplex b, float *c, cuComplex *s)
{
    V2(cublasCrotg_v2(handle(), a, &b, c, s));
}
void cublasZrotg(cuDoubleComplex *a, cuDoubleComplex b, double *c, cuDoubleComplex *s)
{
    V2(cublasZrotg_v2(handle(), a, &b, c, s));
}
void cublasSrotm(int n, float *x, int incx, float *y, int incy, const float *param)
{
    V2(cublasSrotm_v2(handle(), n, x, incx, y, incy, param));
}
void cublasDrotm(int n, double *x, int incx, double *y, int incy, const double *param)
{
    V2(cublasDrotm_v2(handle(), n, x, incx, y, incy, param));
}
void cublasSrotmg(float *d1, float *d2, float *x1, const float *y1, float *param)
{
    V2(cublasSrotmg_v2(handle(), d1, d2, x1, y1, param));
}
void cublasDrotmg(double *d1, double *d2, double *x1, const double *y1, double *param)
{
    V2(cublasDrotmg_v2(handle(), d1, d2, x1, y1, param));
}

#define LEGACY2(X, lc, T, R)                                                                                         \
    void cublas##X##gbmv(char trans, int m, int n, int kl, int ku, T alpha, const T *A, int lda, const T *x,         \
                         int incx, T beta, T *y, int incy)                                                           \
    {                                                                                                                \
        V2(cublas##X##gbmv_v2(handle(), op(trans), m, n, kl, ku, &alpha, A, lda, x, incx, &beta, y, incy));          \
    }                                                                                                                \
    void cublas##X##tbmv(char uplo, char trans, char dg, int n, int k, const T *A, int lda, T *x, int incx)          \
    {                                                                                                                \
        V2(cublas##X##tbmv_v2(handle(), fill(uplo), op(trans), diag(dg), n, k, A, lda, x, incx));                    \
    }                                                                                                                \
    void cublas##X##tbsv(char uplo, char trans, char dg, int n, int k, const T *A, int lda, T *x, int incx)          \
    {                                                                                                                \
        V2(cublas##X##tbsv_v2(handle(), fill(uplo), op(trans), diag(dg), n, k, A, lda, x, incx));                    \
    }                                                                                                                \
    void cublas##X##tpmv(char uplo, char trans, char dg, int n, const T *AP, T *x, int incx)                         \
    {                                                                                                                \
        V2(cublas##X##tpmv_v2(handle(), fill(uplo), op(trans), diag(dg), n, AP, x, incx));                           \
    }                                                                                                                \
    void cublas##X##tpsv(char uplo, char trans, char dg, int n, const T *AP, T *x, int incx)                         \
    {                                                                                                                \
        V2(cublas##X##tpsv_v2(handle(), fill(uplo), op(trans), diag(dg), n, AP, x, incx));                           \
    }                                                                                                                \
    void cublas##X##syr2k(char uplo, char trans, int n, int k, T alpha, const T *A, int lda, const T *B, int ldb,    \
                          T beta, T *C, int ldc)                                                                     \
    {                                                                                                                \
        V2(cublas##X##syr2k_v2(handle(), fill(uplo), op(trans), n, k, &alpha, A, lda, B, ldb, &beta, C, ldc));       \
    }
BLAS_ALL(LEGACY2)

#define LEGACY_REAL(X, lc, T, R)                                                                                     \
    void cublas##X##sbmv(char uplo, int n, int k, T alpha, const T *A, int lda, const T *x, int incx, T beta, T *y,  \
                         int incy)                                                                                   \
    {                                                                                                                \
        V2(cublas##X##sbmv_v2(handle(), fill(uplo), n, k, &alpha, A, lda, x, incx, &beta, y, incy));                 \
    }                                                                                                                \
    void cublas##X##spmv(char uplo, int n, T alpha, const T *AP, const T *x, int incx, T beta, T *y, int incy)       \
    {                                                                                                                \
        V2(cublas##X##spmv_v2(handle(), fill(uplo), n, &alpha, AP, x, incx, &beta, y, incy));                        \
    }                                                                                                                \
    void cublas##X##spr(char uplo, int n, T alpha, const T *x, int incx, T *AP)                                      \
    {                                                                                                                \
        V2(cublas##X##spr_v2(handle(), fill(uplo), n, &alpha, x, incx, AP));                                         \
    }                                                                                                                \
    void cublas##X##spr2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *AP)               \
    {                                                                                                                \
        V2(cublas##X##spr2_v2(handle(), fill(uplo), n, &alpha, x, incx, y, incy, AP));                               \
    }                                                                                                                \
    void cublas##X##syr(char uplo, int n, T alpha, const T *x, int incx, T *A, int lda)                              \
    {                                                                                                                \
        V2(cublas##X##syr_v2(handle(), fill(uplo), n, &alpha, x, incx, A, lda));                                     \
    }                                                                                                                \
    void cublas##X##syr2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda)       \
    {                                                                                                                \
        V2(cublas##X##syr2_v2(handle(), fill(uplo), n, &alpha, x, incx, y, incy, A, lda));                           \
    }
BLAS_REAL(LEGACY_REAL)

#define LEGACY_CPLX(X, lc, T, R)                                                                                     \
    void cublas##X##geru(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda)           \
    {                                                                                                                \
        V2(cublas##X##geru_v2(handle(), m, n, &alpha, x, incx, y, incy, A, lda));                                    \
    }                                                                                                                \
    void cublas##X##gerc(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda)           \
    {                                                                                                                \
        V2(cublas##X##gerc_v2(handle(), m, n, &alpha, x, incx, y, incy, A, lda));                                    \
    }                                                                                                                \
    void cublas##X##hemv(char uplo, int n, T alpha, const T *A, int lda, const T *x, int incx, T beta, T *y,         \
                         int incy)                                                                                   \
    {                                                                                                                \
        V2(cublas##X##hemv_v2(handle(), fill(uplo), n, &alpha, A, lda, x, incx, &beta, y, incy));                    \
    }                                                                                                                \
    void cublas##X##hbmv(char uplo, int n, int k, T alpha, const T *A, int lda, const T *x, int incx, T beta, T *y,  \
                         int incy)                                                                                   \
    {                                                                                                                \
        V2(cublas##X##hbmv_v2(handle(), fill(uplo), n, k, &alpha, A, lda, x, incx, &beta, y, incy));                 \
    }                                                                                                                \
    void cublas##X##hpmv(char uplo, int n, T alpha, const T *AP, const T *x, int incx, T beta, T *y, int incy)       \
    {                                                                                                                \
        V2(cublas##X##hpmv_v2(handle(), fill(uplo), n, &alpha, AP, x, incx, &beta, y, incy));                        \
    }                                                                                                                \
    void cublas##X##her(char uplo, int n, R alpha, const T *x, int incx, T *A, int lda)                              \
    {                                                                                                                \
        V2(cublas##X##her_v2(handle(), fill(uplo), n, &alpha, x, incx, A, lda));                                     \
    }                                                                                                                \
    void cublas##X##her2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda)       \
    {                                                                                                                \
        V2(cublas##X##her2_v2(handle(), fill(uplo), n, &alpha, x, incx, y, incy, A, lda));                           \
    }                                                                                                                \
    void cublas##X##hpr(char uplo, int n, R alpha, const T *x, int incx, T *AP)                                      \
    {                                                                                                                \
        V2(cublas##X##hpr_v2(handle(), fill(uplo), n, &alpha, x, incx, AP));                                         \
    }                                                                                                                \
    void cublas##X##hpr2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *AP)               \
    {                                                                                                                \
        V2(cublas##X##hpr2_v2(handle(), fill(uplo), n, &alpha, x, incx, y, incy, AP));                               \
    }                                                                                                                \
    void cublas##X##hemm(char sd, char uplo, int m, int n, T alpha, const T *A, int lda, const T *B, int ldb,        \
                         T beta, T *C, int ldc)                                                                      \
    {                                                                                                                \
        V2(cublas##X##hemm_v2(handle(), side(sd), fill(uplo), m, n, &alpha, A, lda, B, ldb, &beta, C, ldc));         \
    }                                                                                                                \
    void cublas##X##herk(char uplo, char trans, int n, int k, R alpha, const T *A, int lda, R beta, T *C, int ldc)   \
    {                                                                                                                \
        V2(cublas##X##herk_v2(handle(), fill(uplo), op(trans), n, k, &alpha, A, lda, &beta, C, ldc));                \
    }                                                                                                                \
    void cublas##X##her2k(char uplo, char trans, int n, int k, T alpha, const T *A, int lda, const T *B, int ldb,    \
                          R beta, T *C, int ldc)                                                                     \
    {                                                                                                                \
        V2(cublas##X##her2k_v2(handle(), fill(uplo), op(trans), n, k, &alpha, A, lda, B, ldb, &beta, C, ldc));       \
    }
BLAS_CPLX(LEGACY_CPLX)
