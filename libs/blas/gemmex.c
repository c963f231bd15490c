/* cublasGemmEx and its batched forms, cublasSgemmEx, cublasCgemmEx and
 * cublasHgemm, on the mixed-type GEMM of mix.c. */
#include "l3.h"
#include "mix.h"

static cublasStatus_t submit(cublasHandle_t h, gex *g, const void *alpha, const void *beta)
{
    BLAS_HANDLE(h);
    cublasStatus_t st = ferry_blas_gemm_check(g->ta, g->tb, g->m, g->n, g->k, g->lda, g->ldb, g->ldc);
    if (st != CUBLAS_STATUS_SUCCESS)
        return st;
    BLAS_REQUIRE(alpha && beta && g->count >= 0);
    st = ferry_mix_plan(g);
    if (st != CUBLAS_STATUS_SUCCESS)
        return st;
    if (g->m == 0 || g->n == 0 || g->count == 0)
        return CUBLAS_STATUS_SUCCESS;
    g->alpha = ferry_blas_scalar(h, alpha, ferry_mix_scale_size(g));
    g->beta = ferry_blas_scalar(h, beta, ferry_mix_scale_size(g));
    return ferry_blas_enqueue(h, ferry_mix_run, g, sizeof *g);
}

cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                            const void *alpha, const void *A, cudaDataType at, int lda, const void *B, cudaDataType bt,
                            int ldb, const void *beta, void *C, cudaDataType ct, int ldc, cublasComputeType_t compute,
                            cublasGemmAlgo_t algo)
{
    (void)algo; /* every algorithm is OpenBLAS's */
    gex g = {.ta = ta, .tb = tb, .m = m, .n = n, .k = k, .lda = lda, .ldb = ldb, .ldc = ldc, .at = at, .bt = bt,
             .ct = ct, .compute = compute, .A = A, .B = B, .C = C, .count = 1};
    return submit(h, &g, alpha, beta);
}

cublasStatus_t cublasGemmBatchedEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                   const void *alpha, const void *const Aarray[], cudaDataType at, int lda,
                                   const void *const Barray[], cudaDataType bt, int ldb, const void *beta,
                                   void *const Carray[], cudaDataType ct, int ldc, int count,
                                   cublasComputeType_t compute, cublasGemmAlgo_t algo)
{
    (void)algo;
    if (count > 0 && (!Aarray || !Barray || !Carray) && ferry_blas_live(h))
        return CUBLAS_STATUS_INVALID_VALUE;
    gex g = {.ta = ta, .tb = tb, .m = m, .n = n, .k = k, .lda = lda, .ldb = ldb, .ldc = ldc, .at = at, .bt = bt,
             .ct = ct, .compute = compute, .Aa = Aarray, .Ba = Barray, .Ca = Carray, .count = count};
    return submit(h, &g, alpha, beta);
}

cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                          int k, const void *alpha, const void *A, cudaDataType at, int lda,
                                          long long sa, const void *B, cudaDataType bt, int ldb, long long sb,
                                          const void *beta, void *C, cudaDataType ct, int ldc, long long sc,
                                          int count, cublasComputeType_t compute, cublasGemmAlgo_t algo)
{
    (void)algo;
    gex g = {.ta = ta, .tb = tb, .m = m, .n = n, .k = k, .lda = lda, .ldb = ldb, .ldc = ldc, .at = at, .bt = bt,
             .ct = ct, .compute = compute, .A = A, .B = B, .C = C, .sa = sa, .sb = sb, .sc = sc, .count = count};
    return submit(h, &g, alpha, beta);
}

cublasStatus_t cublasSgemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                             const float *alpha, const void *A, cudaDataType at, int lda, const void *B,
                             cudaDataType bt, int ldb, const float *beta, void *C, cudaDataType ct, int ldc)
{
    /* SgemmEx takes C as float or as the 16-bit input type */
    return cublasGemmEx(h, ta, tb, m, n, k, alpha, A, at, lda, B, bt, ldb, beta, C, ct, ldc, CUBLAS_COMPUTE_32F,
                        CUBLAS_GEMM_DEFAULT);
}

cublasStatus_t cublasCgemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                             const cuComplex *alpha, const void *A, cudaDataType at, int lda, const void *B,
                             cudaDataType bt, int ldb, const cuComplex *beta, void *C, cudaDataType ct, int ldc)
{
    return cublasGemmEx(h, ta, tb, m, n, k, alpha, A, at, lda, B, bt, ldb, beta, C, ct, ldc, CUBLAS_COMPUTE_32F,
                        CUBLAS_GEMM_DEFAULT);
}

/* __half is two bytes (include/cuda_fp16.h); C sees it as uint16_t. */
cublasStatus_t cublasHgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                           const uint16_t *alpha, const uint16_t *A, int lda, const uint16_t *B, int ldb,
                           const uint16_t *beta, uint16_t *C, int ldc);
cublasStatus_t cublasHgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                           const uint16_t *alpha, const uint16_t *A, int lda, const uint16_t *B, int ldb,
                           const uint16_t *beta, uint16_t *C, int ldc)
{
    return cublasGemmEx(h, ta, tb, m, n, k, alpha, A, CUDA_R_16F, lda, B, CUDA_R_16F, ldb, beta, C, CUDA_R_16F, ldc,
                        CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT);
}

cublasStatus_t cublasHgemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                  const uint16_t *alpha, const uint16_t *const A[], int lda,
                                  const uint16_t *const B[], int ldb, const uint16_t *beta, uint16_t *const C[],
                                  int ldc, int count);
cublasStatus_t cublasHgemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                  const uint16_t *alpha, const uint16_t *const A[], int lda,
                                  const uint16_t *const B[], int ldb, const uint16_t *beta, uint16_t *const C[],
                                  int ldc, int count)
{
    return cublasGemmBatchedEx(h, ta, tb, m, n, k, alpha, (const void *const *)A, CUDA_R_16F, lda,
                               (const void *const *)B, CUDA_R_16F, ldb, beta, (void *const *)C, CUDA_R_16F, ldc, count,
                               CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT);
}

cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                         int k, const uint16_t *alpha, const uint16_t *A, int lda, long long sa,
                                         const uint16_t *B, int ldb, long long sb, const uint16_t *beta, uint16_t *C,
                                         int ldc, long long sc, int count);
cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                         int k, const uint16_t *alpha, const uint16_t *A, int lda, long long sa,
                                         const uint16_t *B, int ldb, long long sb, const uint16_t *beta, uint16_t *C,
                                         int ldc, long long sc, int count)
{
    return cublasGemmStridedBatchedEx(h, ta, tb, m, n, k, alpha, A, CUDA_R_16F, lda, sa, B, CUDA_R_16F, ldb, sb, beta,
                                      C, CUDA_R_16F, ldc, sc, count, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT);
}

/* The 3m forms (Gauss's three-multiplication complex product) are the
 * plain ones here: OpenBLAS's complex GEMM is already the fast path. */
cublasStatus_t cublasCgemm3mEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                               const cuComplex *alpha, const void *A, cudaDataType at, int lda, const void *B,
                               cudaDataType bt, int ldb, const cuComplex *beta, void *C, cudaDataType ct, int ldc)
{
    return cublasCgemmEx(h, ta, tb, m, n, k, alpha, A, at, lda, B, bt, ldb, beta, C, ct, ldc);
}
cublasStatus_t cublasCgemm3mBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                    const cuComplex *alpha, const cuComplex *const A[], int lda,
                                    const cuComplex *const B[], int ldb, const cuComplex *beta, cuComplex *const C[],
                                    int ldc, int count)
{
    return cublasCgemmBatched(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, count);
}
cublasStatus_t cublasCgemm3mStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                           int k, const cuComplex *alpha, const cuComplex *A, int lda, long long sa,
                                           const cuComplex *B, int ldb, long long sb, const cuComplex *beta,
                                           cuComplex *C, int ldc, long long sc, int count)
{
    return cublasCgemmStridedBatched(h, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc, count);
}
