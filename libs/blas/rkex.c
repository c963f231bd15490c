/* cublasCsyrkEx/CherkEx and their 3m forms: A in complex int8 or complex
 * float, C complex float.  An int8 A is widened into scratch when the job
 * runs (A is device data, read in stream order), then it is the Csyrk or
 * Cherk of level3.c's job. */
#include <stdlib.h>

#include "l3.h"
#include "mix.h"

typedef struct {
    l3 base;
    cudaDataType at;
} rkex;

static void run(void *p)
{
    rkex *r = p;
    l3 a = r->base;
    int rows = a.ta == CUBLAS_OP_N ? a.n : a.k, cols = a.ta == CUBLAS_OP_N ? a.k : a.n;
    float *w = NULL;
    if (r->at == CUDA_C_8I) {
        w = malloc((size_t)rows * cols * 2 * sizeof(float) + 1);
        if (!w)
            return;
        for (int j = 0; j < cols; j++)
            for (int i = 0; i < rows; i++) {
                double re, im;
                ferry_mix_load(CUDA_C_8I, a.A, i + (size_t)j * a.lda, &re, &im);
                w[2 * (i + (size_t)j * rows)] = (float)re;
                w[2 * (i + (size_t)j * rows) + 1] = (float)im;
            }
        a.A = w;
        a.lda = ferry_max1(rows);
    }
    if (a.herm)
        cblas_cherk(CblasColMajor, ferry_cb_uplo(a.uplo), ferry_cb_op(a.ta), a.n, a.k,
                    *(const float *)ferry_blas_sv(&a.alpha), a.A, a.lda, *(const float *)ferry_blas_sv(&a.beta), a.C,
                    a.ldc);
    else
        cblas_csyrk(CblasColMajor, ferry_cb_uplo(a.uplo), ferry_cb_op(a.ta), a.n, a.k, ferry_blas_sv(&a.alpha), a.A,
                    a.lda, ferry_blas_sv(&a.beta), a.C, a.ldc);
    free(w);
}

static cublasStatus_t rk(cublasHandle_t h, bool herm, cublasFillMode_t uplo, cublasOperation_t t, int n, int k,
                         const void *alpha, const void *A, cudaDataType at, int lda, const void *beta, void *C,
                         cudaDataType ct, int ldc)
{
    BLAS_HANDLE(h);
    if ((at != CUDA_C_8I && at != CUDA_C_32F) || ct != CUDA_C_32F)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    bool t_ok = t == CUBLAS_OP_N || t == (herm ? CUBLAS_OP_C : CUBLAS_OP_T);
    BLAS_REQUIRE(ferry_blas_fill_ok(uplo) && t_ok && n >= 0 && k >= 0 && alpha && beta);
    BLAS_REQUIRE(lda >= ferry_max1(t == CUBLAS_OP_N ? n : k) && ldc >= ferry_max1(n));
    if (n == 0)
        return CUBLAS_STATUS_SUCCESS;
    size_t ss = herm ? sizeof(float) : sizeof(cuComplex);
    rkex r = {.base = {.uplo = uplo, .ta = t, .n = n, .k = k, .lda = lda, .ldc = ldc, .A = (void *)A, .C = C,
                       .herm = herm},
              .at = at};
    r.base.alpha = ferry_blas_scalar(h, alpha, ss);
    r.base.beta = ferry_blas_scalar(h, beta, ss);
    return ferry_blas_enqueue(h, run, &r, sizeof r);
}

cublasStatus_t cublasCsyrkEx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t t, int n, int k,
                             const cuComplex *alpha, const void *A, cudaDataType at, int lda, const cuComplex *beta,
                             void *C, cudaDataType ct, int ldc)
{
    return rk(h, false, uplo, t, n, k, alpha, A, at, lda, beta, C, ct, ldc);
}
cublasStatus_t cublasCsyrk3mEx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t t, int n, int k,
                               const cuComplex *alpha, const void *A, cudaDataType at, int lda, const cuComplex *beta,
                               void *C, cudaDataType ct, int ldc)
{
    return rk(h, false, uplo, t, n, k, alpha, A, at, lda, beta, C, ct, ldc);
}
cublasStatus_t cublasCherkEx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t t, int n, int k,
                             const float *alpha, const void *A, cudaDataType at, int lda, const float *beta, void *C,
                             cudaDataType ct, int ldc)
{
    return rk(h, true, uplo, t, n, k, alpha, A, at, lda, beta, C, ct, ldc);
}
cublasStatus_t cublasCherk3mEx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t t, int n, int k,
                               const float *alpha, const void *A, cudaDataType at, int lda, const float *beta, void *C,
                               cudaDataType ct, int ldc)
{
    return rk(h, true, uplo, t, n, k, alpha, A, at, lda, beta, C, ct, ldc);
}
