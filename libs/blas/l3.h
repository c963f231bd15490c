/* The Level 3 job and the pieces batched.c and gemmex.c reuse. */
#ifndef FERRY_LIBS_BLAS_L3_H
#define FERRY_LIBS_BLAS_L3_H

#include <complex.h>

#include "blas.h"

typedef struct {
    cublasOperation_t ta, tb;
    cublasSideMode_t side;
    cublasFillMode_t uplo;
    cublasDiagType_t diag;
    int m, n, k, lda, ldb, ldc;
    void *A, *B, *C;
    blas_scalar alpha, beta;
    bool herm; /* herk/her2k/herkx: conjugate transposes, real beta */
} l3;

#pragma GCC visibility push(hidden)
cublasStatus_t ferry_blas_gemm_check(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, int lda,
                                     int ldb, int ldc);
cublasStatus_t ferry_blas_tri_check(cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int m, int n, int lda, int ldb);

#define L3_DECL(X, lc, T, R)                                                                                         \
    void ferry_blas_gemm_##X(const l3 *a);                                                                           \
    void ferry_blas_trsm_##X(const l3 *a);                                                                           \
    void ferry_blas_merge_tri_##X(const l3 *a, const void *w);
BLAS_ALL(L3_DECL)
#undef L3_DECL
#pragma GCC visibility pop

#endif
