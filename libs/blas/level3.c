/* Level 3: matrix-matrix operations on OpenBLAS's CBLAS (column-major).
 * cuBLAS's out-of-place trmm copies B into C and multiplies there; syrkx
 * and herkx, which BLAS lacks, are a GEMM into scratch merged into C's
 * triangle. */
#include <stdlib.h>

#include "blas.h"
#include "l3.h"

#define CM CblasColMajor
#define SV(s) ferry_blas_sv(&a->s)
#define JOB(name, X, ...)                                                                                            \
    static void name##_##X(void *p)                                                                                  \
    {                                                                                                                \
        l3 *a = p;                                                                                                   \
        __VA_ARGS__;                                                                                                 \
    }

/* Copies an m x n column-major matrix, columns possibly overlapping when
 * the leading dimensions differ (memmove per column in a safe order). */
static void copy_matrix(int m, int n, size_t es, const void *src, int lds, void *dst, int ldd)
{
    if (src == dst && lds == ldd)
        return;
    const char *s = src;
    char *d = dst;
    if (d < s)
        for (int j = 0; j < n; j++)
            memmove(d + (size_t)j * ldd * es, s + (size_t)j * lds * es, (size_t)m * es);
    else
        for (int j = n - 1; j >= 0; j--)
            memmove(d + (size_t)j * ldd * es, s + (size_t)j * lds * es, (size_t)m * es);
}

#define L3_ALL(X, lc, T, R)                                                                                          \
    JOB(gemm, X,                                                                                                     \
        cblas_##lc##gemm(CM, ferry_cb_op(a->ta), ferry_cb_op(a->tb), a->m, a->n, a->k, CB_##X(SV(alpha)), a->A,      \
                         a->lda, a->B, a->ldb, CB_##X(SV(beta)), a->C, a->ldc))                                      \
    void ferry_blas_gemm_##X(const l3 *a)                                                                            \
    {                                                                                                                \
        gemm_##X((void *)a);                                                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##gemm_v2(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,    \
                                      int k, const T *alpha, const T *A, int lda, const T *B, int ldb,               \
                                      const T *beta, T *C, int ldc)                                                  \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        cublasStatus_t st = ferry_blas_gemm_check(ta, tb, m, n, k, lda, ldb, ldc);                                   \
        if (st != CUBLAS_STATUS_SUCCESS)                                                                             \
            return st;                                                                                               \
        BLAS_REQUIRE(alpha &&beta);                                                                                  \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l3 a = {.ta = ta, .tb = tb, .m = m, .n = n, .k = k, .lda = lda, .ldb = ldb, .ldc = ldc, .A = (void *)A,      \
                .B = (void *)B, .C = C};                                                                             \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        a.beta = ferry_blas_scalar(h, beta, sizeof(T));                                                              \
        return ferry_blas_enqueue(h, gemm_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    JOB(symm, X,                                                                                                     \
        cblas_##lc##symm(CM, ferry_cb_side(a->side), ferry_cb_uplo(a->uplo), a->m, a->n, CB_##X(SV(alpha)), a->A,    \
                         a->lda, a->B, a->ldb, CB_##X(SV(beta)), a->C, a->ldc))                                      \
    static cublasStatus_t symm_check_##X(cublasHandle_t h, void (*fn)(void *), cublasSideMode_t side,                \
                                         cublasFillMode_t uplo, int m, int n, const T *alpha, const T *A, int lda,   \
                                         const T *B, int ldb, const T *beta, T *C, int ldc)                          \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_side_ok(side) && ferry_blas_fill_ok(uplo) && m >= 0 && n >= 0);                      \
        BLAS_REQUIRE(lda >= ferry_max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= ferry_max1(m) &&                  \
                     ldc >= ferry_max1(m));                                                                          \
        BLAS_REQUIRE(alpha &&beta);                                                                                  \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l3 a = {.side = side, .uplo = uplo, .m = m, .n = n, .lda = lda, .ldb = ldb, .ldc = ldc, .A = (void *)A,      \
                .B = (void *)B, .C = C};                                                                             \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        a.beta = ferry_blas_scalar(h, beta, sizeof(T));                                                              \
        return ferry_blas_enqueue(h, fn, &a, sizeof a);                                                              \
    }                                                                                                                \
    cublasStatus_t cublas##X##symm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,  \
                                      const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, \
                                      int ldc)                                                                       \
    {                                                                                                                \
        return symm_check_##X(h, symm_##X, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);                   \
    }                                                                                                                \
    JOB(syrk, X,                                                                                                     \
        cblas_##lc##syrk(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->ta), a->n, a->k, CB_##X(SV(alpha)), a->A,        \
                         a->lda, CB_##X(SV(beta)), a->C, a->ldc))                                                    \
    JOB(syr2k, X,                                                                                                    \
        cblas_##lc##syr2k(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->ta), a->n, a->k, CB_##X(SV(alpha)), a->A,       \
                          a->lda, a->B, a->ldb, CB_##X(SV(beta)), a->C, a->ldc))                                     \
    /* syrkx: scratch = alpha op(A) op(B)^T, then C's triangle = scratch + beta C */                                 \
    JOB(syrkx, X, {                                                                                                  \
        T *w = malloc((size_t)a->n * a->n * sizeof(T) + 1);                                                          \
        if (!w)                                                                                                      \
            return;                                                                                                  \
        cublasOperation_t tb = a->ta == CUBLAS_OP_N ? (a->herm ? CUBLAS_OP_C : CUBLAS_OP_T) : CUBLAS_OP_N;           \
        T zero, one;                                                                                                 \
        memset(&zero, 0, sizeof zero);                                                                               \
        memset(&one, 0, sizeof one);                                                                                 \
        *(R *)&one = 1;                                                                                              \
        cblas_##lc##gemm(CM, ferry_cb_op(a->ta), ferry_cb_op(tb), a->n, a->n, a->k, CB_##X(SV(alpha)), a->A,         \
                         a->lda, a->B, a->ldb, CB_##X(&zero), w, a->n);                                              \
        (void)one;                                                                                                   \
        ferry_blas_merge_tri_##X(a, w);                                                                              \
        free(w);                                                                                                     \
    })                                                                                                               \
    static cublasStatus_t rk_##X(cublasHandle_t h, void (*fn)(void *), cublasFillMode_t uplo, cublasOperation_t t,   \
                                 int n, int k, const void *alpha, size_t asize, const T *A, int lda, const T *B,     \
                                 int ldb, const void *beta, size_t bsize, T *C, int ldc, bool herm)                  \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        bool cplx = sizeof(T) == 2 * sizeof(R);                                                                      \
        /* complex symmetric forms take N or T; Hermitian ones N or C */                                             \
        bool t_ok = t == CUBLAS_OP_N || (!cplx && ferry_blas_op_ok(t)) || (cplx && !herm && t == CUBLAS_OP_T) ||     \
                    (cplx && herm && t == CUBLAS_OP_C);                                                              \
        BLAS_REQUIRE(ferry_blas_fill_ok(uplo) && t_ok && n >= 0 && k >= 0);                                          \
        int rows = t == CUBLAS_OP_N ? n : k;                                                                         \
        BLAS_REQUIRE(lda >= ferry_max1(rows) && (!B || ldb >= ferry_max1(rows)) && ldc >= ferry_max1(n));            \
        BLAS_REQUIRE(alpha &&beta);                                                                                  \
        if (n == 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l3 a = {.uplo = uplo, .ta = t, .n = n, .k = k, .lda = lda, .ldb = ldb, .ldc = ldc, .A = (void *)A,           \
                .B = (void *)B, .C = C, .herm = herm};                                                               \
        a.alpha = ferry_blas_scalar(h, alpha, asize);                                                                \
        a.beta = ferry_blas_scalar(h, beta, bsize);                                                                  \
        return ferry_blas_enqueue(h, fn, &a, sizeof a);                                                              \
    }                                                                                                                \
    cublasStatus_t cublas##X##syrk_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n,       \
                                      int k, const T *alpha, const T *A, int lda, const T *beta, T *C, int ldc)      \
    {                                                                                                                \
        return rk_##X(h, syrk_##X, uplo, trans, n, k, alpha, sizeof(T), A, lda, NULL, 0, beta, sizeof(T), C, ldc,    \
                      false);                                                                                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##syr2k_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n,      \
                                       int k, const T *alpha, const T *A, int lda, const T *B, int ldb,              \
                                       const T *beta, T *C, int ldc)                                                 \
    {                                                                                                                \
        BLAS_REQUIRE(B);                                                                                             \
        return rk_##X(h, syr2k_##X, uplo, trans, n, k, alpha, sizeof(T), A, lda, B, ldb, beta, sizeof(T), C, ldc,    \
                      false);                                                                                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##syrkx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,  \
                                    const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C,   \
                                    int ldc)                                                                         \
    {                                                                                                                \
        BLAS_REQUIRE(B);                                                                                             \
        return rk_##X(h, syrkx_##X, uplo, trans, n, k, alpha, sizeof(T), A, lda, B, ldb, beta, sizeof(T), C, ldc,    \
                      false);                                                                                        \
    }                                                                                                                \
    JOB(trmm, X, {                                                                                                   \
        int rows = a->m;                                                                                             \
        copy_matrix(rows, a->n, sizeof(T), a->B, a->ldb, a->C, a->ldc);                                              \
        cblas_##lc##trmm(CM, ferry_cb_side(a->side), ferry_cb_uplo(a->uplo), ferry_cb_op(a->ta),                     \
                         ferry_cb_diag(a->diag), a->m, a->n, CB_##X(SV(alpha)), a->A, a->lda, a->C, a->ldc);         \
    })                                                                                                               \
    JOB(trsm, X,                                                                                                     \
        cblas_##lc##trsm(CM, ferry_cb_side(a->side), ferry_cb_uplo(a->uplo), ferry_cb_op(a->ta),                     \
                         ferry_cb_diag(a->diag), a->m, a->n, CB_##X(SV(alpha)), a->A, a->lda, a->B, a->ldb))         \
    void ferry_blas_trsm_##X(const l3 *a)                                                                            \
    {                                                                                                                \
        trsm_##X((void *)a);                                                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##trmm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo,                \
                                      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha,  \
                                      const T *A, int lda, const T *B, int ldb, T *C, int ldc)                       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        cublasStatus_t st = ferry_blas_tri_check(side, uplo, trans, diag, m, n, lda, ldb);                           \
        if (st != CUBLAS_STATUS_SUCCESS)                                                                             \
            return st;                                                                                               \
        BLAS_REQUIRE(ldc >= ferry_max1(m) && alpha);                                                                 \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l3 a = {.side = side, .uplo = uplo, .ta = trans, .diag = diag, .m = m, .n = n, .lda = lda, .ldb = ldb,       \
                .ldc = ldc, .A = (void *)A, .B = (void *)B, .C = C};                                                 \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        return ferry_blas_enqueue(h, trmm_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##trsm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo,                \
                                      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha,  \
                                      const T *A, int lda, T *B, int ldb)                                            \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        cublasStatus_t st = ferry_blas_tri_check(side, uplo, trans, diag, m, n, lda, ldb);                           \
        if (st != CUBLAS_STATUS_SUCCESS)                                                                             \
            return st;                                                                                               \
        BLAS_REQUIRE(alpha);                                                                                         \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l3 a = {.side = side, .uplo = uplo, .ta = trans, .diag = diag, .m = m, .n = n, .lda = lda, .ldb = ldb,       \
                .A = (void *)A, .B = B};                                                                             \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        return ferry_blas_enqueue(h, trsm_##X, &a, sizeof a);                                                        \
    }

/* C's uplo triangle = w + beta C (beta real for herkx).  The diagonal is
 * stored as computed: herkx promises a Hermitian result only when the
 * caller's op(A) op(B)^H is one. */
#define MERGE(X, T, R, CT)                                                                                           \
    void ferry_blas_merge_tri_##X(const l3 *a, const void *wv)                                                       \
    {                                                                                                                \
        const CT *w = wv;                                                                                            \
        CT *C = a->C;                                                                                                \
        CT beta;                                                                                                     \
        if (a->herm)                                                                                                 \
            beta = *(const R *)ferry_blas_sv(&a->beta);                                                              \
        else                                                                                                         \
            memcpy(&beta, ferry_blas_sv(&a->beta), sizeof beta);                                                     \
        for (int j = 0; j < a->n; j++)                                                                               \
            for (int i = a->uplo == CUBLAS_FILL_MODE_UPPER ? 0 : j;                                                  \
                 i < (a->uplo == CUBLAS_FILL_MODE_UPPER ? j + 1 : a->n); i++) {                                      \
                CT *c = &C[i + (size_t)j * a->ldc];                                                                  \
                CT v = w[i + (size_t)j * a->n] + (beta == 0 ? 0 : beta * *c);                                        \
                *c = v;                                                                                              \
            }                                                                                                        \
    }
MERGE(S, float, float, float)
MERGE(D, double, double, double)
MERGE(C, cuComplex, float, float complex)
MERGE(Z, cuDoubleComplex, double, double complex)

BLAS_ALL(L3_ALL)

cublasStatus_t ferry_blas_gemm_check(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, int lda,
                                     int ldb, int ldc)
{
    BLAS_REQUIRE(ferry_blas_op_ok(ta) && ferry_blas_op_ok(tb) && m >= 0 && n >= 0 && k >= 0);
    BLAS_REQUIRE(lda >= ferry_max1(ta == CUBLAS_OP_N ? m : k) && ldb >= ferry_max1(tb == CUBLAS_OP_N ? k : n) &&
                 ldc >= ferry_max1(m));
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t ferry_blas_tri_check(cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int m, int n, int lda, int ldb)
{
    BLAS_REQUIRE(ferry_blas_side_ok(side) && ferry_blas_fill_ok(uplo) && ferry_blas_op_ok(trans) &&
                 ferry_blas_diag_ok(diag) && m >= 0 && n >= 0);
    BLAS_REQUIRE(lda >= ferry_max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= ferry_max1(m));
    return CUBLAS_STATUS_SUCCESS;
}

/* The complex-only members: hemm, herk, her2k, herkx and gemm3m (a GEMM). */
#define L3_CPLX(X, lc, T, R)                                                                                         \
    JOB(hemm, X,                                                                                                     \
        cblas_##lc##hemm(CM, ferry_cb_side(a->side), ferry_cb_uplo(a->uplo), a->m, a->n, SV(alpha), a->A, a->lda,    \
                         a->B, a->ldb, SV(beta), a->C, a->ldc))                                                      \
    cublasStatus_t cublas##X##hemm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,  \
                                      const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, \
                                      int ldc)                                                                       \
    {                                                                                                                \
        return symm_check_##X(h, hemm_##X, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);                   \
    }                                                                                                                \
    JOB(herk, X,                                                                                                     \
        cblas_##lc##herk(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->ta), a->n, a->k, *(const R *)SV(alpha), a->A,    \
                         a->lda, *(const R *)SV(beta), a->C, a->ldc))                                                \
    JOB(her2k, X,                                                                                                    \
        cblas_##lc##her2k(CM, ferry_cb_uplo(a->uplo), ferry_cb_op(a->ta), a->n, a->k, SV(alpha), a->A, a->lda, a->B, \
                          a->ldb, *(const R *)SV(beta), a->C, a->ldc))                                               \
    cublasStatus_t cublas##X##herk_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n,       \
                                      int k, const R *alpha, const T *A, int lda, const R *beta, T *C, int ldc)      \
    {                                                                                                                \
        return rk_##X(h, herk_##X, uplo, trans, n, k, alpha, sizeof(R), A, lda, NULL, 0, beta, sizeof(R), C, ldc,    \
                      true);                                                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##her2k_v2(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n,      \
                                       int k, const T *alpha, const T *A, int lda, const T *B, int ldb,              \
                                       const R *beta, T *C, int ldc)                                                 \
    {                                                                                                                \
        BLAS_REQUIRE(B);                                                                                             \
        return rk_##X(h, her2k_##X, uplo, trans, n, k, alpha, sizeof(T), A, lda, B, ldb, beta, sizeof(R), C, ldc,    \
                      true);                                                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##herkx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,  \
                                    const T *alpha, const T *A, int lda, const T *B, int ldb, const R *beta, T *C,   \
                                    int ldc)                                                                         \
    {                                                                                                                \
        BLAS_REQUIRE(B);                                                                                             \
        return rk_##X(h, syrkx_##X, uplo, trans, n, k, alpha, sizeof(T), A, lda, B, ldb, beta, sizeof(R), C, ldc,    \
                      true);                                                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##gemm3m(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,     \
                                     int k, const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, \
                                     T *C, int ldc)                                                                  \
    {                                                                                                                \
        return cublas##X##gemm_v2(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);                          \
    }
BLAS_CPLX(L3_CPLX)
