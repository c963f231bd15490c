/* Batched LU for small matrices: getrf (partial pivoting, or none when the
 * pivot array is NULL), getrs, getri and matinv.  These are the "batched
 * small-matrix kernels" with no library behind them: plain loops, one
 * matrix per entry, entries spread over threads.  Pivots are 1-based and
 * info is LAPACK's: k > 0 when U(k,k) is exactly zero. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>

#include "batch_run.h"
#include "blas.h"

typedef struct {
    cublasOperation_t trans;
    int n, nrhs, lda, ldb, count;
    void *const *A;
    void *const *B; /* getrs: B; getri/matinv: the inverses */
    int *piv;       /* n per entry, or NULL */
    int *info;      /* one per entry (device), or NULL */
} lu;

#define LU(X, T, CT, ABS)                                                                                            \
    static inline CT g_##X(const T *M, int ld, int i, int j)                                                         \
    {                                                                                                                \
        CT v;                                                                                                        \
        memcpy(&v, &M[i + (size_t)j * ld], sizeof v);                                                                \
        return v;                                                                                                    \
    }                                                                                                                \
    static inline void s_##X(T *M, int ld, int i, int j, CT v)                                                       \
    {                                                                                                                \
        memcpy(&M[i + (size_t)j * ld], &v, sizeof v);                                                                \
    }                                                                                                                \
    static inline void swap_rows_##X(T *M, int ld, int ncols, int r1, int r2)                                        \
    {                                                                                                                \
        if (r1 != r2)                                                                                                \
            for (int j = 0; j < ncols; j++) {                                                                        \
                CT t = g_##X(M, ld, r1, j);                                                                          \
                s_##X(M, ld, r1, j, g_##X(M, ld, r2, j));                                                            \
                s_##X(M, ld, r2, j, t);                                                                              \
            }                                                                                                        \
    }                                                                                                                \
    /* A = P L U in place; returns info */                                                                           \
    static int getrf_##X(T *A, int lda, int n, int *piv)                                                             \
    {                                                                                                                \
        int info = 0;                                                                                                \
        for (int k = 0; k < n; k++) {                                                                                \
            int p = k;                                                                                               \
            if (piv) {                                                                                               \
                double best = -1;                                                                                    \
                for (int i = k; i < n; i++) {                                                                        \
                    double m = ABS(g_##X(A, lda, i, k));                                                             \
                    if (m > best)                                                                                    \
                        best = m, p = i;                                                                             \
                }                                                                                                    \
                piv[k] = p + 1;                                                                                      \
                swap_rows_##X(A, lda, n, k, p);                                                                      \
            }                                                                                                        \
            CT d = g_##X(A, lda, k, k);                                                                              \
            if (d == 0) {                                                                                            \
                if (!info)                                                                                           \
                    info = k + 1;                                                                                    \
                continue;                                                                                            \
            }                                                                                                        \
            for (int i = k + 1; i < n; i++)                                                                          \
                s_##X(A, lda, i, k, g_##X(A, lda, i, k) / d);                                                        \
            for (int j = k + 1; j < n; j++) {                                                                        \
                CT akj = g_##X(A, lda, k, j);                                                                        \
                if (akj != 0)                                                                                        \
                    for (int i = k + 1; i < n; i++)                                                                  \
                        s_##X(A, lda, i, j, g_##X(A, lda, i, j) - g_##X(A, lda, i, k) * akj);                        \
            }                                                                                                        \
        }                                                                                                            \
        return info;                                                                                                 \
    }                                                                                                                \
    /* solves op(P L U) X = B in place, B n x nrhs */                                                                \
    static void getrs_##X(cublasOperation_t tr, const T *A, int lda, int n, const int *piv, T *B, int ldb, int nrhs) \
    {                                                                                                                \
        bool cj = tr == CUBLAS_OP_C;                                                                                 \
        for (int c = 0; c < nrhs; c++) {                                                                             \
            T *b = B + (size_t)c * ldb;                                                                              \
            if (tr == CUBLAS_OP_N) {                                                                                 \
                if (piv)                                                                                             \
                    for (int i = 0; i < n; i++)                                                                      \
                        swap_rows_##X(b, ldb, 1, i, piv[i] - 1);                                                     \
                for (int i = 0; i < n; i++) { /* L y = b, unit diagonal */                                           \
                    CT s = g_##X(b, ldb, i, 0);                                                                      \
                    for (int j = 0; j < i; j++)                                                                      \
                        s -= g_##X(A, lda, i, j) * g_##X(b, ldb, j, 0);                                              \
                    s_##X(b, ldb, i, 0, s);                                                                          \
                }                                                                                                    \
                for (int i = n - 1; i >= 0; i--) { /* U x = y */                                                     \
                    CT s = g_##X(b, ldb, i, 0);                                                                      \
                    for (int j = i + 1; j < n; j++)                                                                  \
                        s -= g_##X(A, lda, i, j) * g_##X(b, ldb, j, 0);                                              \
                    s_##X(b, ldb, i, 0, s / g_##X(A, lda, i, i));                                                    \
                }                                                                                                    \
            } else {                                                                                                 \
                for (int i = 0; i < n; i++) { /* U^T y = b */                                                        \
                    CT s = g_##X(b, ldb, i, 0);                                                                      \
                    for (int j = 0; j < i; j++) {                                                                    \
                        CT u = g_##X(A, lda, j, i);                                                                  \
                        s -= (cj ? CONJ_##X(u) : u) * g_##X(b, ldb, j, 0);                                           \
                    }                                                                                                \
                    CT d = g_##X(A, lda, i, i);                                                                      \
                    s_##X(b, ldb, i, 0, s / (cj ? CONJ_##X(d) : d));                                                 \
                }                                                                                                    \
                for (int i = n - 1; i >= 0; i--) { /* L^T x = y */                                                   \
                    CT s = g_##X(b, ldb, i, 0);                                                                      \
                    for (int j = i + 1; j < n; j++) {                                                                \
                        CT l = g_##X(A, lda, j, i);                                                                  \
                        s -= (cj ? CONJ_##X(l) : l) * g_##X(b, ldb, j, 0);                                           \
                    }                                                                                                \
                    s_##X(b, ldb, i, 0, s);                                                                          \
                }                                                                                                    \
                if (piv)                                                                                             \
                    for (int i = n - 1; i >= 0; i--)                                                                 \
                        swap_rows_##X(b, ldb, 1, i, piv[i] - 1);                                                     \
            }                                                                                                        \
        }                                                                                                            \
    }                                                                                                                \
    /* C = inverse from the factors; info as getrf's */                                                              \
    static int getri_##X(const T *A, int lda, int n, const int *piv, T *C, int ldc)                                  \
    {                                                                                                                \
        for (int i = 0; i < n; i++)                                                                                  \
            if (g_##X(A, lda, i, i) == 0)                                                                            \
                return i + 1;                                                                                        \
        for (int j = 0; j < n; j++)                                                                                  \
            for (int i = 0; i < n; i++)                                                                              \
                s_##X(C, ldc, i, j, i == j ? 1 : 0);                                                                 \
        getrs_##X(CUBLAS_OP_N, A, lda, n, piv, C, ldc, n);                                                           \
        return 0;                                                                                                    \
    }                                                                                                                \
    static void rf_one_##X(void *p, int i)                                                                           \
    {                                                                                                                \
        const lu *a = p;                                                                                             \
        int info = getrf_##X(a->A[i], a->lda, a->n, a->piv ? a->piv + (size_t)i * a->n : NULL);                      \
        if (a->info)                                                                                                 \
            a->info[i] = info;                                                                                       \
    }                                                                                                                \
    static void rs_one_##X(void *p, int i)                                                                           \
    {                                                                                                                \
        const lu *a = p;                                                                                             \
        getrs_##X(a->trans, a->A[i], a->lda, a->n, a->piv ? a->piv + (size_t)i * a->n : NULL, a->B[i], a->ldb,       \
                  a->nrhs);                                                                                          \
    }                                                                                                                \
    static void ri_one_##X(void *p, int i)                                                                           \
    {                                                                                                                \
        const lu *a = p;                                                                                             \
        int info = getri_##X(a->A[i], a->lda, a->n, a->piv ? a->piv + (size_t)i * a->n : NULL, a->B[i], a->ldb);     \
        if (a->info)                                                                                                 \
            a->info[i] = info;                                                                                       \
    }                                                                                                                \
    /* matinv: factor a copy (A is const), then invert */                                                            \
    static void inv_one_##X(void *p, int i)                                                                          \
    {                                                                                                                \
        const lu *a = p;                                                                                             \
        int n = a->n, piv[32];                                                                                       \
        T w[32 * 32];                                                                                                \
        for (int j = 0; j < n; j++)                                                                                  \
            memcpy(w + (size_t)j * n, (const T *)a->A[i] + (size_t)j * a->lda, n * sizeof(T));                       \
        int info = getrf_##X(w, ferry_max1(n), n, piv);                                                              \
        if (!info)                                                                                                   \
            info = getri_##X(w, ferry_max1(n), n, piv, a->B[i], a->ldb);                                             \
        if (a->info)                                                                                                 \
            a->info[i] = info;                                                                                       \
    }                                                                                                                \
    static void rf_all_##X(void *p)                                                                                  \
    {                                                                                                                \
        lu *a = p;                                                                                                   \
        ferry_blas_batch_run(rf_one_##X, a, a->count, (long)a->n * a->n * a->n);                                     \
    }                                                                                                                \
    static void rs_all_##X(void *p)                                                                                  \
    {                                                                                                                \
        lu *a = p;                                                                                                   \
        ferry_blas_batch_run(rs_one_##X, a, a->count, (long)a->n * a->n * (a->nrhs + 1));                            \
    }                                                                                                                \
    static void ri_all_##X(void *p)                                                                                  \
    {                                                                                                                \
        lu *a = p;                                                                                                   \
        ferry_blas_batch_run(ri_one_##X, a, a->count, (long)a->n * a->n * a->n);                                     \
    }                                                                                                                \
    static void inv_all_##X(void *p)                                                                                 \
    {                                                                                                                \
        lu *a = p;                                                                                                   \
        ferry_blas_batch_run(inv_one_##X, a, a->count, (long)a->n * a->n * a->n);                                    \
    }                                                                                                                \
    cublasStatus_t cublas##X##getrfBatched(cublasHandle_t h, int n, T *const A[], int lda, int *P, int *info,        \
                                           int count)                                                                \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(n >= 0 && lda >= ferry_max1(n) && count >= 0 && (count == 0 || A));                             \
        if (count == 0)                                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        lu a = {.n = n, .count = count, .lda = lda, .A = (void *const *)A, .piv = P, .info = info};                  \
        return ferry_blas_enqueue(h, rf_all_##X, &a, sizeof a);                                                      \
    }                                                                                                                \
    /* info is a host int: 0, or -i for a bad i-th argument */                                                       \
    cublasStatus_t cublas##X##getrsBatched(cublasHandle_t h, cublasOperation_t trans, int n, int nrhs,               \
                                           const T *const A[], int lda, const int *piv, T *const B[], int ldb,       \
                                           int *info, int count)                                                     \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        int bad = !ferry_blas_op_ok(trans) ? 2 : n < 0 ? 3 : nrhs < 0 ? 4 : lda < ferry_max1(n) ? 6                  \
                : ldb < ferry_max1(n) ? 9 : count < 0 ? 11 : 0;                                                     \
        if (info)                                                                                                    \
            *info = -bad;                                                                                            \
        BLAS_REQUIRE(!bad && info && (count == 0 || (A && B)));                                                      \
        if (count == 0 || n == 0 || nrhs == 0)                                                                       \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        lu a = {.trans = trans, .n = n, .nrhs = nrhs, .lda = lda, .ldb = ldb, .count = count,                        \
                .A = (void *const *)A, .B = (void *const *)B, .piv = (int *)piv};                                    \
        return ferry_blas_enqueue(h, rs_all_##X, &a, sizeof a);                                                      \
    }                                                                                                                \
    cublasStatus_t cublas##X##getriBatched(cublasHandle_t h, int n, const T *const A[], int lda, const int *P,       \
                                           T *const C[], int ldc, int *info, int count)                              \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(n >= 0 && lda >= ferry_max1(n) && ldc >= ferry_max1(n) && count >= 0 &&                         \
                     (count == 0 || (A && C)));                                                                      \
        if (count == 0)                                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        lu a = {.n = n, .lda = lda, .ldb = ldc, .count = count, .A = (void *const *)A, .B = (void *const *)C,        \
                .piv = (int *)P, .info = info};                                                                      \
        return ferry_blas_enqueue(h, ri_all_##X, &a, sizeof a);                                                      \
    }                                                                                                                \
    cublasStatus_t cublas##X##matinvBatched(cublasHandle_t h, int n, const T *const A[], int lda, T *const Ainv[],   \
                                            int lda_inv, int *info, int count)                                       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        /* cuBLAS limits matinvBatched to n <= 32 */                                                                 \
        BLAS_REQUIRE(n >= 0 && n <= 32 && lda >= ferry_max1(n) && lda_inv >= ferry_max1(n) && count >= 0 &&         \
                     (count == 0 || (A && Ainv)));                                                                   \
        if (count == 0)                                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        lu a = {.n = n, .lda = lda, .ldb = lda_inv, .count = count, .A = (void *const *)A,                           \
                .B = (void *const *)Ainv, .info = info};                                                             \
        return ferry_blas_enqueue(h, inv_all_##X, &a, sizeof a);                                                     \
    }

#define CONJ_S(v) (v)
#define CONJ_D(v) (v)
#define CONJ_C(v) conjf(v)
#define CONJ_Z(v) conj(v)
LU(S, float, float, fabs)
LU(D, double, double, fabs)
/* complex pivots by |re| + |im|, as LAPACK's icamax chooses them */
static inline double abs1(double complex v)
{
    return fabs(creal(v)) + fabs(cimag(v));
}
LU(C, cuComplex, float complex, abs1)
LU(Z, cuDoubleComplex, double complex, abs1)
