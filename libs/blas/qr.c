/* Batched QR (geqrfBatched) and least squares (gelsBatched, m >= n, no
 * transpose, as cuBLAS supports) on LAPACKE, one matrix per batch entry,
 * entries spread over threads.  info is the host int cuBLAS reports
 * argument errors in (-i for the i-th); gels's devInfoArray says per entry
 * whether A lacked full rank (LAPACK's info). */
#include <lapacke.h>

#include "batch_run.h"
#include "blas.h"

typedef struct {
    int m, n, nrhs, lda, ldc, count;
    void *const *A, *const *C;
    int *dinfo;
} qr;

#define QR(X, lc, T, LT)                                                                                             \
    static void rf_one_##X(void *p, int i)                                                                           \
    {                                                                                                                \
        const qr *a = p;                                                                                             \
        LAPACKE_##lc##geqrf(LAPACK_COL_MAJOR, a->m, a->n, (LT *)a->A[i], a->lda, (LT *)a->C[i]);                     \
    }                                                                                                                \
    static void ls_one_##X(void *p, int i)                                                                           \
    {                                                                                                                \
        const qr *a = p;                                                                                             \
        int r = LAPACKE_##lc##gels(LAPACK_COL_MAJOR, 'N', a->m, a->n, a->nrhs, (LT *)a->A[i], a->lda,                \
                                   (LT *)a->C[i], a->ldc);                                                           \
        if (a->dinfo)                                                                                                \
            a->dinfo[i] = r;                                                                                         \
    }                                                                                                                \
    static void rf_all_##X(void *p)                                                                                  \
    {                                                                                                                \
        qr *a = p;                                                                                                   \
        ferry_blas_batch_run(rf_one_##X, a, a->count, (long)a->m * a->n * a->n);                                     \
    }                                                                                                                \
    static void ls_all_##X(void *p)                                                                                  \
    {                                                                                                                \
        qr *a = p;                                                                                                   \
        ferry_blas_batch_run(ls_one_##X, a, a->count, (long)a->m * a->n * (a->n + a->nrhs));                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##geqrfBatched(cublasHandle_t h, int m, int n, T *const A[], int lda, T *const tau[],    \
                                           int *info, int count)                                                     \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        int bad = m < 0 ? 2 : n < 0 ? 3 : lda < ferry_max1(m) ? 5 : count < 0 ? 8 : 0;                              \
        if (info)                                                                                                    \
            *info = -bad;                                                                                            \
        BLAS_REQUIRE(!bad && info && (count == 0 || (A && tau)));                                                    \
        if (m == 0 || n == 0 || count == 0)                                                                          \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        qr a = {.m = m, .n = n, .lda = lda, .count = count, .A = (void *const *)A, .C = (void *const *)tau};         \
        return ferry_blas_enqueue(h, rf_all_##X, &a, sizeof a);                                                      \
    }                                                                                                                \
    cublasStatus_t cublas##X##gelsBatched(cublasHandle_t h, cublasOperation_t trans, int m, int n, int nrhs,         \
                                          T *const A[], int lda, T *const C[], int ldc, int *info, int *dinfo,       \
                                          int count)                                                                 \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        int bad = trans != CUBLAS_OP_N ? 2 : m < 0 || m < n ? 3 : n < 0 ? 4 : nrhs < 0 ? 5 : lda < ferry_max1(m) ? 7 \
                : ldc < ferry_max1(m) ? 9 : count < 0 ? 12 : 0;                                                    \
        if (info)                                                                                                    \
            *info = -bad;                                                                                            \
        if (bad == 2)                                                                                                \
            return CUBLAS_STATUS_NOT_SUPPORTED;                                                                      \
        BLAS_REQUIRE(!bad && info && (count == 0 || (A && C)));                                                      \
        if (count == 0)                                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        qr a = {.m = m, .n = n, .nrhs = nrhs, .lda = lda, .ldc = ldc, .count = count, .A = (void *const *)A,         \
                .C = (void *const *)C, .dinfo = dinfo};                                                              \
        return ferry_blas_enqueue(h, ls_all_##X, &a, sizeof a);                                                      \
    }
QR(S, s, float, float)
QR(D, d, double, double)
QR(C, c, cuComplex, lapack_complex_float)
QR(Z, z, cuDoubleComplex, lapack_complex_double)
