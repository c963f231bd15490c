/* Level 2: matrix-vector operations, on OpenBLAS's CBLAS in column-major
 * order.  The complex symmetric (not Hermitian) symv, syr and syr2, which
 * BLAS lacks, are loops here. */
#include <complex.h>

#include "blas.h"

typedef struct {
    cublasOperation_t trans;
    cublasFillMode_t uplo;
    cublasDiagType_t diag;
    int m, n, kl, ku, lda, incx, incy;
    void *A, *x, *y;
    blas_scalar alpha, beta;
} l2;

#define CM CblasColMajor
#define SV(s) ferry_blas_sv(&a->s)
#define JOB(name, X, ...)                                                                                            \
    static void name##_##X(void *p)                                                                                  \
    {                                                                                                                \
        l2 *a = p;                                                                                                   \
        __VA_ARGS__;                                                                                                 \
    }
#define GO(fn) return ferry_blas_enqueue(h, fn, &a, sizeof a)

#define L2_ALL(X, lc, T, R)                                                                                          \
    JOB(gemv, X,                                                                                                     \
        cblas_##lc##gemv(CM, ferry_cb_op(a->trans), a->m, a->n, CB_##X(SV(alpha)), a->A, a->lda, a->x, a->incx,      \
                         CB_##X(SV(beta)), a->y, a->incy))                                                           \
    cublasStatus_t cublas##X##gemv_v2(cublasHandle_t h, cublasOperation_t trans, int m, int n, const T *alpha,       \
                                      const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy)      \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_op_ok(trans) && m >= 0 && n >= 0 && lda >= ferry_max1(m) && incx && incy);           \
        BLAS_REQUIRE(alpha &&beta);                                                                                  \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l2 a = {.trans = trans, .m = m, .n = n, .lda = lda, .incx = incx, .incy = incy, .A = (void *)A,              \
                .x = (void *)x, .y = y};                                                                             \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        a.beta = ferry_blas_scalar(h, beta, sizeof(T));                                                              \
        GO(gemv_##X);                                                                                                \
    }                                                                                                                \
    JOB(gbmv, X,                                                                                                     \
        cblas_##lc##gbmv(CM, ferry_cb_op(a->trans), a->m, a->n, a->kl, a->ku, CB_##X(SV(alpha)), a->A, a->lda,       \
                         a->x, a->incx, CB_##X(SV(beta)), a->y, a->incy))                                            \
    cublasStatus_t cublas##X##gbmv_v2(cublasHandle_t h, cublasOperation_t trans, int m, int n, int kl, int ku,       \
                                      const T *alpha, const T *A, int lda, const T *x, int incx, const T *beta,      \
                                      T *y, int incy)                                                                \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_op_ok(trans) && m >= 0 && n >= 0 && kl >= 0 && ku >= 0 && lda >= kl + ku + 1 &&      \
                     incx && incy);                                                                                  \
        BLAS_REQUIRE(alpha &&beta);                                                                                  \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l2 a = {.trans = trans, .m = m, .n = n, .kl = kl, .ku = ku, .lda = lda, .incx = incx, .incy = incy,          \
                .A = (void *)A, .x = (void *)x, .y = y};                                                             \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        a.beta = ferry_blas_scalar(h, beta, sizeof(T));                                                              \
        GO(gbmv_##X);                                                                                                \
    }                                                                                                                \
    JOB(trmv, X,                                                                                                     \
        cblas_##lc##trmv(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->trans), ferry_cb_diag(a->diag), a->n, a->A,      \
                         a->lda, a->x, a->incx))                                                                     \
    JOB(trsv, X,                                                                                                     \
        cblas_##lc##trsv(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->trans), ferry_cb_diag(a->diag), a->n, a->A,      \
                         a->lda, a->x, a->incx))                                                                     \
    JOB(tbmv, X,                                                                                                     \
        cblas_##lc##tbmv(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->trans), ferry_cb_diag(a->diag), a->n, a->kl,     \
                         a->A, a->lda, a->x, a->incx))                                                               \
    JOB(tbsv, X,                                                                                                     \
        cblas_##lc##tbsv(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->trans), ferry_cb_diag(a->diag), a->n, a->kl,     \
                         a->A, a->lda, a->x, a->incx))                                                               \
    JOB(tpmv, X,                                                                                                     \
        cblas_##lc##tpmv(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->trans), ferry_cb_diag(a->diag), a->n, a->A,      \
                         a->x, a->incx))                                                                             \
    JOB(tpsv, X,                                                                                                     \
        cblas_##lc##tpsv(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->trans), ferry_cb_diag(a->diag), a->n, a->A,      \
                         a->x, a->incx))                                                                             \
    static cublasStatus_t tri_##X(cublasHandle_t h, void (*fn)(void *), cublasFillMode_t uplo,                       \
                                  cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const T *A, int lda, \
                                  int min_lda, T *x, int incx)                                                       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_fill_ok(uplo) && ferry_blas_op_ok(trans) && ferry_blas_diag_ok(diag));               \
        BLAS_REQUIRE(n >= 0 && k >= 0 && lda >= min_lda && incx);                                                   \
        if (n == 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l2 a = {.trans = trans, .uplo = uplo, .diag = diag, .n = n, .kl = k, .lda = lda, .incx = incx,               \
                .A = (void *)A, .x = x};                                                                             \
        GO(fn);                                                                                                      \
    }                                                                                                                \
    cublasStatus_t cublas##X##trmv_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int n, const T *A, int lda, T *x, int incx)             \
    {                                                                                                                \
        return tri_##X(h, trmv_##X, uplo, trans, diag, n, 0, A, lda, ferry_max1(n), x, incx);                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##trsv_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int n, const T *A, int lda, T *x, int incx)             \
    {                                                                                                                \
        return tri_##X(h, trsv_##X, uplo, trans, diag, n, 0, A, lda, ferry_max1(n), x, incx);                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##tbmv_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int n, int k, const T *A, int lda, T *x, int incx)      \
    {                                                                                                                \
        return tri_##X(h, tbmv_##X, uplo, trans, diag, n, k, A, lda, k + 1, x, incx);                                \
    }                                                                                                                \
    cublasStatus_t cublas##X##tbsv_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int n, int k, const T *A, int lda, T *x, int incx)      \
    {                                                                                                                \
        return tri_##X(h, tbsv_##X, uplo, trans, diag, n, k, A, lda, k + 1, x, incx);                                \
    }                                                                                                                \
    cublasStatus_t cublas##X##tpmv_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int n, const T *AP, T *x, int incx)                     \
    {                                                                                                                \
        return tri_##X(h, tpmv_##X, uplo, trans, diag, n, 0, AP, 1, 1, x, incx);                                     \
    }                                                                                                                \
    cublasStatus_t cublas##X##tpsv_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int n, const T *AP, T *x, int incx)                     \
    {                                                                                                                \
        return tri_##X(h, tpsv_##X, uplo, trans, diag, n, 0, AP, 1, 1, x, incx);                                     \
    }                                                                                                                \
    /* symmetric/Hermitian products and updates share one check: A is the  \
       matrix (written by updates), y the second vector (written by         \
       products; absent, NULL, for rank-1 updates) */                       \
    static cublasStatus_t sym_##X(cublasHandle_t h, void (*fn)(void *), cublasFillMode_t uplo, int n, int k,         \
                                  const void *alpha, size_t asize, const T *A, int lda, int min_lda, const T *x,     \
                                  int incx, const void *beta, size_t bsize, const T *y, int incy)                    \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_fill_ok(uplo) && n >= 0 && k >= 0 && lda >= min_lda && incx);                        \
        BLAS_REQUIRE(!y || incy);                                                                                    \
        BLAS_REQUIRE(alpha && (!bsize || beta));                                                                     \
        if (n == 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l2 a = {.uplo = uplo, .n = n, .kl = k, .lda = lda, .incx = incx, .incy = incy, .A = (void *)A,               \
                .x = (void *)x, .y = (void *)y};                                                                     \
        a.alpha = ferry_blas_scalar(h, alpha, asize);                                                                \
        if (bsize)                                                                                                   \
            a.beta = ferry_blas_scalar(h, beta, bsize);                                                              \
        GO(fn);                                                                                                      \
    }

BLAS_ALL(L2_ALL)

/* Real-only and complex-only members name their CBLAS function. */
/* symv-like: full (lda), band (k, lda) and packed forms */
#define SYMV_FULL(X, T, name, cbf)                                                                                   \
    JOB(name, X,                                                                                                     \
        cbf(CM, ferry_cb_uplo(a->uplo), a->n, CB_##X(SV(alpha)), a->A, a->lda, a->x, a->incx, CB_##X(SV(beta)), a->y, \
            a->incy))                                                                                                \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *A,  \
                                        int lda, const T *x, int incx, const T *beta, T *y, int incy)                \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, 0, alpha, sizeof(T), A, lda, ferry_max1(n), x, incx, beta,            \
                       sizeof(T), y, incy);                                                                 \
    }
#define SYMV_BAND(X, T, name, cbf)                                                                                   \
    JOB(name, X,                                                                                                     \
        cbf(CM, ferry_cb_uplo(a->uplo), a->n, a->kl, CB_##X(SV(alpha)), a->A, a->lda, a->x, a->incx,                 \
            CB_##X(SV(beta)), a->y, a->incy))                                                                        \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, int k, const T *alpha,       \
                                        const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy)    \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, k, alpha, sizeof(T), A, lda, k + 1, x, incx, beta, sizeof(T), y, incy);                                                                               \
    }
#define SYMV_PACKED(X, T, name, cbf)                                                                                 \
    JOB(name, X,                                                                                                     \
        cbf(CM, ferry_cb_uplo(a->uplo), a->n, CB_##X(SV(alpha)), a->A, a->x, a->incx, CB_##X(SV(beta)), a->y,        \
            a->incy))                                                                                                \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha,              \
                                        const T *AP, const T *x, int incx, const T *beta, T *y, int incy)            \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, 0, alpha, sizeof(T), AP, 1, 1, x, incx, beta, sizeof(T), y, incy);                                                                                        \
    }
/* rank-1 and rank-2 updates: RS is alpha's type (real for her/hpr) */
#define SYR1(X, T, RS, CBS, name, cbf)                                                                               \
    JOB(name, X, cbf(CM, ferry_cb_uplo(a->uplo), a->n, CBS(SV(alpha)), a->x, a->incx, a->A, a->lda))                 \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const RS *alpha,             \
                                        const T *x, int incx, T *A, int lda)                                         \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, 0, alpha, sizeof(RS), A, lda, ferry_max1(n), x, incx, NULL, 0,     \
                       NULL, 0);                                                                           \
    }
#define SPR1(X, T, RS, CBS, name, cbf)                                                                               \
    JOB(name, X, cbf(CM, ferry_cb_uplo(a->uplo), a->n, CBS(SV(alpha)), a->x, a->incx, a->A))                         \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const RS *alpha,             \
                                        const T *x, int incx, T *AP)                                                 \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, 0, alpha, sizeof(RS), AP, 1, 1, x, incx, NULL, 0, NULL,      \
                       0);                                                                                       \
    }
#define SYR2(X, T, name, cbf)                                                                                        \
    JOB(name, X,                                                                                                     \
        cbf(CM, ferry_cb_uplo(a->uplo), a->n, CB_##X(SV(alpha)), a->x, a->incx, a->y, a->incy, a->A, a->lda))        \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha,              \
                                        const T *x, int incx, const T *y, int incy, T *A, int lda)                   \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, 0, alpha, sizeof(T), A, lda, ferry_max1(n), x, incx, NULL, 0, y,   \
                       incy);                                                                               \
    }
#define SPR2(X, T, name, cbf)                                                                                        \
    JOB(name, X, cbf(CM, ferry_cb_uplo(a->uplo), a->n, CB_##X(SV(alpha)), a->x, a->incx, a->y, a->incy, a->A))      \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha,              \
                                        const T *x, int incx, const T *y, int incy, T *AP)                           \
    {                                                                                                                \
        return sym_##X(h, name##_##X, uplo, n, 0, alpha, sizeof(T), AP, 1, 1, x, incx, NULL, 0, y,       \
                       incy);                                                                                        \
    }
#define GER(X, T, name, cbf)                                                                                         \
    JOB(name, X, cbf(CM, a->m, a->n, CB_##X(SV(alpha)), a->x, a->incx, a->y, a->incy, a->A, a->lda))                 \
    cublasStatus_t cublas##X##name##_v2(cublasHandle_t h, int m, int n, const T *alpha, const T *x, int incx,        \
                                        const T *y, int incy, T *A, int lda)                                         \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(m >= 0 && n >= 0 && incx && incy && lda >= ferry_max1(m) && alpha);                             \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l2 a = {.m = m, .n = n, .lda = lda, .incx = incx, .incy = incy, .A = A, .x = (void *)x, .y = (void *)y};     \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        GO(name##_##X);                                                                                              \
    }

#define CB_real_S(p) (*(const float *)(p))
#define CB_real_D(p) (*(const double *)(p))

SYMV_FULL(S, float, symv, cblas_ssymv)
SYMV_FULL(D, double, symv, cblas_dsymv)
SYMV_BAND(S, float, sbmv, cblas_ssbmv)
SYMV_BAND(D, double, sbmv, cblas_dsbmv)
SYMV_PACKED(S, float, spmv, cblas_sspmv)
SYMV_PACKED(D, double, spmv, cblas_dspmv)
SYR1(S, float, float, CB_S, syr, cblas_ssyr)
SYR1(D, double, double, CB_D, syr, cblas_dsyr)
SPR1(S, float, float, CB_S, spr, cblas_sspr)
SPR1(D, double, double, CB_D, spr, cblas_dspr)
SYR2(S, float, syr2, cblas_ssyr2)
SYR2(D, double, syr2, cblas_dsyr2)
SPR2(S, float, spr2, cblas_sspr2)
SPR2(D, double, spr2, cblas_dspr2)
GER(S, float, ger, cblas_sger)
GER(D, double, ger, cblas_dger)

SYMV_FULL(C, cuComplex, hemv, cblas_chemv)
SYMV_FULL(Z, cuDoubleComplex, hemv, cblas_zhemv)
SYMV_BAND(C, cuComplex, hbmv, cblas_chbmv)
SYMV_BAND(Z, cuDoubleComplex, hbmv, cblas_zhbmv)
SYMV_PACKED(C, cuComplex, hpmv, cblas_chpmv)
SYMV_PACKED(Z, cuDoubleComplex, hpmv, cblas_zhpmv)
SYR1(C, cuComplex, float, CB_real_S, her, cblas_cher)
SYR1(Z, cuDoubleComplex, double, CB_real_D, her, cblas_zher)
SPR1(C, cuComplex, float, CB_real_S, hpr, cblas_chpr)
SPR1(Z, cuDoubleComplex, double, CB_real_D, hpr, cblas_zhpr)
SYR2(C, cuComplex, her2, cblas_cher2)
SYR2(Z, cuDoubleComplex, her2, cblas_zher2)
SPR2(C, cuComplex, hpr2, cblas_chpr2)
SPR2(Z, cuDoubleComplex, hpr2, cblas_zhpr2)
GER(C, cuComplex, geru, cblas_cgeru)
GER(Z, cuDoubleComplex, geru, cblas_zgeru)
GER(C, cuComplex, gerc, cblas_cgerc)
GER(Z, cuDoubleComplex, gerc, cblas_zgerc)

/* Complex symmetric symv, syr, syr2: only the uplo triangle of A is read
 * or written; A(i,j) for the other triangle is A(j,i). */
#define CSYM(X, T, CT)                                                                                               \
    static inline CT ld_##X(const T *v)                                                                              \
    {                                                                                                                \
        CT r;                                                                                                        \
        memcpy(&r, v, sizeof r);                                                                                     \
        return r;                                                                                                    \
    }                                                                                                                \
    static inline void st_##X(T *v, CT r)                                                                            \
    {                                                                                                                \
        memcpy(v, &r, sizeof r);                                                                                     \
    }                                                                                                                \
    static inline long at_##X(int n, int inc, int i)                                                                 \
    {                                                                                                                \
        return inc < 0 ? (long)(n - 1 - i) * -inc : (long)i * inc;                                                   \
    }                                                                                                                \
    static inline bool in_tri_##X(cublasFillMode_t uplo, int i, int j)                                               \
    {                                                                                                                \
        return uplo == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j;                                                     \
    }                                                                                                                \
    JOB(symv, X, {                                                                                                   \
        const T *A = a->A, *x = a->x;                                                                                \
        T *y = a->y;                                                                                                 \
        CT al = ld_##X(SV(alpha)), be = ld_##X(SV(beta));                                                            \
        for (int i = 0; i < a->n; i++) {                                                                             \
            CT s = 0;                                                                                                \
            for (int j = 0; j < a->n; j++) {                                                                         \
                long e = in_tri_##X(a->uplo, i, j) ? i + (long)j * a->lda : j + (long)i * a->lda;                    \
                s += ld_##X(&A[e]) * ld_##X(&x[at_##X(a->n, a->incx, j)]);                                           \
            }                                                                                                        \
            T *yi = &y[at_##X(a->n, a->incy, i)];                                                                    \
            st_##X(yi, al * s + (be == 0 ? 0 : be * ld_##X(yi)));                                                   \
        }                                                                                                            \
    })                                                                                                               \
    JOB(syr, X, {                                                                                                    \
        T *A = a->A;                                                                                                 \
        const T *x = a->x, *y = a->y ? (const T *)a->y : x;                                                          \
        int incy = a->y ? a->incy : a->incx;                                                                         \
        bool two = a->y != NULL;                                                                                     \
        CT al = ld_##X(SV(alpha));                                                                                   \
        for (int j = 0; j < a->n; j++)                                                                               \
            for (int i = 0; i < a->n; i++) {                                                                         \
                if (!in_tri_##X(a->uplo, i, j))                                                                      \
                    continue;                                                                                        \
                CT xi = ld_##X(&x[at_##X(a->n, a->incx, i)]), xj = ld_##X(&x[at_##X(a->n, a->incx, j)]);             \
                CT yi = ld_##X(&y[at_##X(a->n, incy, i)]), yj = ld_##X(&y[at_##X(a->n, incy, j)]);                   \
                T *e = &A[i + (long)j * a->lda];                                                                     \
                st_##X(e, ld_##X(e) + (two ? al * (xi * yj + yi * xj) : al * xi * xj));                              \
            }                                                                                                        \
    })                                                                                                               \
    cublasStatus_t cublas##X##symv_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *A,    \
                                      int lda, const T *x, int incx, const T *beta, T *y, int incy)                  \
    {                                                                                                                \
        return sym_##X(h, symv_##X, uplo, n, 0, alpha, sizeof(T), A, lda, ferry_max1(n), x, incx, beta, sizeof(T), y, incy);                                                                            \
    }                                                                                                                \
    cublasStatus_t cublas##X##syr_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *x,     \
                                     int incx, T *A, int lda)                                                        \
    {                                                                                                                \
        return sym_##X(h, syr_##X, uplo, n, 0, alpha, sizeof(T), A, lda, ferry_max1(n), x, incx, NULL, 0, NULL,      \
                       0);                                                                                 \
    }                                                                                                                \
    cublasStatus_t cublas##X##syr2_v2(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *x,    \
                                      int incx, const T *y, int incy, T *A, int lda)                                 \
    {                                                                                                                \
        return sym_##X(h, syr_##X, uplo, n, 0, alpha, sizeof(T), A, lda, ferry_max1(n), x, incx, NULL, 0, y,      \
                       incy);                                                                               \
    }
CSYM(C, cuComplex, float complex)
CSYM(Z, cuDoubleComplex, double complex)
