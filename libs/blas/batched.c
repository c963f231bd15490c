/* Batched GEMM and TRSM: arrays of matrices (pointer arrays read when the
 * job runs, as the device would) or one array at fixed strides.  Small
 * problems, the usual case, are spread over threads by batch entry, each
 * an OpenBLAS call that is itself single-threaded at that size. */
#include "batch_run.h"
#include "l3.h"

typedef struct {
    l3 base;
    const void *const *Aa, *const *Ba;
    void *const *Ca;
    long long sa, sb, sc;
    int count;
} bgemm;

#define BATCH(X, lc, T, R)                                                                                           \
    static void gemm_one_##X(void *p, int i)                                                                         \
    {                                                                                                                \
        const bgemm *b = p;                                                                                          \
        l3 a = b->base;                                                                                              \
        if (b->Aa) {                                                                                                 \
            a.A = (void *)b->Aa[i];                                                                                  \
            a.B = (void *)b->Ba[i];                                                                                  \
            a.C = b->Ca[i];                                                                                          \
        } else {                                                                                                     \
            a.A = (T *)a.A + i * b->sa;                                                                              \
            a.B = (T *)a.B + i * b->sb;                                                                              \
            a.C = (T *)a.C + i * b->sc;                                                                              \
        }                                                                                                            \
        ferry_blas_gemm_##X(&a);                                                                                     \
    }                                                                                                                \
    static void gemm_all_##X(void *p)                                                                                \
    {                                                                                                                \
        bgemm *b = p;                                                                                                \
        ferry_blas_batch_run(gemm_one_##X, b, b->count, (long)b->base.m * b->base.n * (b->base.k + 1));              \
    }                                                                                                                \
    static cublasStatus_t bgemm_##X(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,      \
                                    int k, const T *alpha, const void *A, int lda, const void *B, int ldb,           \
                                    const T *beta, void *C, int ldc, const void *const *Aa, const void *const *Ba,   \
                                    void *const *Ca, long long sa, long long sb, long long sc, int count)            \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        cublasStatus_t st = ferry_blas_gemm_check(ta, tb, m, n, k, lda, ldb, ldc);                                   \
        if (st != CUBLAS_STATUS_SUCCESS)                                                                             \
            return st;                                                                                               \
        BLAS_REQUIRE(count >= 0 && alpha && beta);                                                                   \
        if (m == 0 || n == 0 || count == 0)                                                                          \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        bgemm b = {.base = {.ta = ta, .tb = tb, .m = m, .n = n, .k = k, .lda = lda, .ldb = ldb, .ldc = ldc,           \
                            .A = (void *)A, .B = (void *)B, .C = C},                                                 \
                   .Aa = Aa, .Ba = Ba, .Ca = Ca, .sa = sa, .sb = sb, .sc = sc, .count = count};                      \
        b.base.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                       \
        b.base.beta = ferry_blas_scalar(h, beta, sizeof(T));                                                         \
        return ferry_blas_enqueue(h, gemm_all_##X, &b, sizeof b);                                                    \
    }                                                                                                                \
    cublasStatus_t cublas##X##gemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,       \
                                          int n, int k, const T *alpha, const T *const Aarray[], int lda,            \
                                          const T *const Barray[], int ldb, const T *beta, T *const Carray[],        \
                                          int ldc, int count)                                                        \
    {                                                                                                                \
        if (count > 0 && (!Aarray || !Barray || !Carray) && ferry_blas_live(h))                                      \
            return CUBLAS_STATUS_INVALID_VALUE;                                                                      \
        return bgemm_##X(h, ta, tb, m, n, k, alpha, NULL, lda, NULL, ldb, beta, NULL, ldc,                           \
                         (const void *const *)Aarray, (const void *const *)Barray, (void *const *)Carray, 0, 0, 0,   \
                         count);                                                                                     \
    }                                                                                                                \
    cublasStatus_t cublas##X##gemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,       \
                                                 int m, int n, int k, const T *alpha, const T *A, int lda,           \
                                                 long long sa, const T *B, int ldb, long long sb, const T *beta,     \
                                                 T *C, int ldc, long long sc, int count)                             \
    {                                                                                                                \
        return bgemm_##X(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, NULL, NULL, NULL, sa, sb, sc,      \
                         count);                                                                                     \
    }                                                                                                                \
    static void trsm_one_##X(void *p, int i)                                                                         \
    {                                                                                                                \
        const bgemm *b = p;                                                                                          \
        l3 a = b->base;                                                                                              \
        a.A = (void *)b->Aa[i];                                                                                      \
        a.B = b->Ca[i];                                                                                              \
        ferry_blas_trsm_##X(&a);                                                                                     \
    }                                                                                                                \
    static void trsm_all_##X(void *p)                                                                                \
    {                                                                                                                \
        bgemm *b = p;                                                                                                \
        ferry_blas_batch_run(trsm_one_##X, b, b->count, (long)b->base.m * b->base.n * (b->base.m + b->base.n));      \
    }                                                                                                                \
    cublasStatus_t cublas##X##trsmBatched(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo,            \
                                          cublasOperation_t trans, cublasDiagType_t diag, int m, int n,              \
                                          const T *alpha, const T *const A[], int lda, T *const B[], int ldb,        \
                                          int count)                                                                 \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        cublasStatus_t st = ferry_blas_tri_check(side, uplo, trans, diag, m, n, lda, ldb);                           \
        if (st != CUBLAS_STATUS_SUCCESS)                                                                             \
            return st;                                                                                               \
        BLAS_REQUIRE(count >= 0 && alpha && (count == 0 || (A && B)));                                               \
        if (m == 0 || n == 0 || count == 0)                                                                          \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        bgemm b = {.base = {.side = side, .uplo = uplo, .ta = trans, .diag = diag, .m = m, .n = n, .lda = lda,       \
                            .ldb = ldb},                                                                             \
                   .Aa = (const void *const *)A, .Ca = (void *const *)B, .count = count};                           \
        b.base.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                       \
        return ferry_blas_enqueue(h, trsm_all_##X, &b, sizeof b);                                                    \
    }
BLAS_ALL(BATCH)
