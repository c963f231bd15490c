/* The mixed-type GEMM (mix.c) that gemmex.c and cublasLt share. */
#ifndef FERRY_LIBS_BLAS_MIX_H
#define FERRY_LIBS_BLAS_MIX_H

#include "blas.h"

typedef enum { W_S, W_D, W_C, W_Z } wtype; /* the working type */

/* One GEMM, or a batch of them (pointer arrays Aa/Ba/Ca, or strides
 * sa/sb/sc in elements from A/B/C). */
typedef struct {
    cublasOperation_t ta, tb;
    int m, n, k, lda, ldb, ldc;
    cudaDataType at, bt, ct;
    cublasComputeType_t compute;
    wtype w;
    blas_scalar alpha, beta; /* in the scale type, see ferry_mix_scale_size */
    const void *A, *B;
    void *C;
    const void *const *Aa, *const *Ba;
    void *const *Ca;
    long long sa, sb, sc;
    int count;
} gex;

#pragma GCC visibility push(hidden)
size_t ferry_mix_type_size(cudaDataType t);
bool ferry_mix_is_complex(cudaDataType t);
void ferry_mix_load(cudaDataType t, const void *p, size_t i, double *re, double *im);
void ferry_mix_store(cudaDataType t, void *p, size_t i, double re, double im);
/* Checks the type combination against cublasGemmEx's table and picks the
 * working type: SUCCESS or NOT_SUPPORTED. */
cublasStatus_t ferry_mix_plan(gex *g);
size_t ferry_mix_scale_size(const gex *g);
void ferry_mix_one(const gex *g, const void *A, const void *B, void *C);
void ferry_mix_one_of(void *g, int i);
void ferry_mix_run(void *g); /* all of g's batch, as a job */
#pragma GCC visibility pop

#endif
