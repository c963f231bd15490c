/* Ferry's cublasXt: cuBLAS's host-memory Level 3 interface (matrices
 * anywhere in host memory, calls that return when done), with the names
 * and values of NVIDIA's public cuBLASXt documentation.  On Ferry the one
 * CPU device is every "board"; the tiling and pinning settings are kept
 * but change nothing. */
#ifndef FERRY_CUBLASXT_H
#define FERRY_CUBLASXT_H
#define CUBLAS_XT_H_ /* the toolkit's guard */

#include <stddef.h>

#include "cublas_v2.h"

#if defined(__cplusplus)
extern "C" {
#endif

struct cublasXtContext;
typedef struct cublasXtContext *cublasXtHandle_t;

typedef enum { CUBLASXT_PINNING_DISABLED = 0, CUBLASXT_PINNING_ENABLED = 1 } cublasXtPinnedMemMode_t;
typedef enum { CUBLASXT_FLOAT = 0, CUBLASXT_DOUBLE = 1, CUBLASXT_COMPLEX = 2, CUBLASXT_DOUBLECOMPLEX = 3 } cublasXtOpType_t;
typedef enum {
    CUBLASXT_GEMM = 0,
    CUBLASXT_SYRK = 1,
    CUBLASXT_HERK = 2,
    CUBLASXT_SYMM = 3,
    CUBLASXT_HEMM = 4,
    CUBLASXT_TRSM = 5,
    CUBLASXT_SYR2K = 6,
    CUBLASXT_HER2K = 7,
    CUBLASXT_SPMM = 8,
    CUBLASXT_SYRKX = 9,
    CUBLASXT_HERKX = 10,
    CUBLASXT_TRMM = 11,
    CUBLASXT_ROUTINE_MAX = 12
} cublasXtBlasOp_t;

cublasStatus_t CUBLASWINAPI cublasXtCreate(cublasXtHandle_t *handle);
cublasStatus_t CUBLASWINAPI cublasXtDestroy(cublasXtHandle_t handle);
cublasStatus_t CUBLASWINAPI cublasXtGetNumBoards(int nbDevices, int deviceId[], int *nbBoards);
cublasStatus_t CUBLASWINAPI cublasXtMaxBoards(int *nbGpuBoards);
cublasStatus_t CUBLASWINAPI cublasXtDeviceSelect(cublasXtHandle_t handle, int nbDevices, int deviceId[]);
cublasStatus_t CUBLASWINAPI cublasXtSetBlockDim(cublasXtHandle_t handle, int blockDim);
cublasStatus_t CUBLASWINAPI cublasXtGetBlockDim(cublasXtHandle_t handle, int *blockDim);
cublasStatus_t CUBLASWINAPI cublasXtGetPinningMemMode(cublasXtHandle_t handle, cublasXtPinnedMemMode_t *mode);
cublasStatus_t CUBLASWINAPI cublasXtSetPinningMemMode(cublasXtHandle_t handle, cublasXtPinnedMemMode_t mode);
cublasStatus_t CUBLASWINAPI cublasXtSetCpuRoutine(cublasXtHandle_t handle, cublasXtBlasOp_t blasOp,
                                                  cublasXtOpType_t type, void *blasFunctor);
cublasStatus_t CUBLASWINAPI cublasXtSetCpuRatio(cublasXtHandle_t handle, cublasXtBlasOp_t blasOp,
                                                cublasXtOpType_t type, float ratio);

#define __FERRY_CUBLASXT(X, T, R)                                                                                    \
    cublasStatus_t CUBLASWINAPI cublasXt##X##gemm(cublasXtHandle_t handle, cublasOperation_t transa,                 \
                                                  cublasOperation_t transb, size_t m, size_t n, size_t k,            \
                                                  const T *alpha, const T *A, size_t lda, const T *B, size_t ldb,    \
                                                  const T *beta, T *C, size_t ldc);                                  \
    cublasStatus_t CUBLASWINAPI cublasXt##X##syrk(cublasXtHandle_t handle, cublasFillMode_t uplo,                    \
                                                  cublasOperation_t trans, size_t n, size_t k, const T *alpha,       \
                                                  const T *A, size_t lda, const T *beta, T *C, size_t ldc);          \
    cublasStatus_t CUBLASWINAPI cublasXt##X##syr2k(cublasXtHandle_t handle, cublasFillMode_t uplo,                   \
                                                   cublasOperation_t trans, size_t n, size_t k, const T *alpha,      \
                                                   const T *A, size_t lda, const T *B, size_t ldb, const T *beta,    \
                                                   T *C, size_t ldc);                                                \
    cublasStatus_t CUBLASWINAPI cublasXt##X##syrkx(cublasXtHandle_t handle, cublasFillMode_t uplo,                   \
                                                   cublasOperation_t trans, size_t n, size_t k, const T *alpha,      \
                                                   const T *A, size_t lda, const T *B, size_t ldb, const T *beta,    \
                                                   T *C, size_t ldc);                                                \
    cublasStatus_t CUBLASWINAPI cublasXt##X##symm(cublasXtHandle_t handle, cublasSideMode_t side,                    \
                                                  cublasFillMode_t uplo, size_t m, size_t n, const T *alpha,         \
                                                  const T *A, size_t lda, const T *B, size_t ldb, const T *beta,     \
                                                  T *C, size_t ldc);                                                 \
    cublasStatus_t CUBLASWINAPI cublasXt##X##trsm(cublasXtHandle_t handle, cublasSideMode_t side,                    \
                                                  cublasFillMode_t uplo, cublasOperation_t trans,                    \
                                                  cublasDiagType_t diag, size_t m, size_t n, const T *alpha,         \
                                                  const T *A, size_t lda, T *B, size_t ldb);                         \
    cublasStatus_t CUBLASWINAPI cublasXt##X##trmm(cublasXtHandle_t handle, cublasSideMode_t side,                    \
                                                  cublasFillMode_t uplo, cublasOperation_t trans,                    \
                                                  cublasDiagType_t diag, size_t m, size_t n, const T *alpha,         \
                                                  const T *A, size_t lda, const T *B, size_t ldb, T *C, size_t ldc); \
    cublasStatus_t CUBLASWINAPI cublasXt##X##spmm(cublasXtHandle_t handle, cublasSideMode_t side,                    \
                                                  cublasFillMode_t uplo, size_t m, size_t n, const T *alpha,         \
                                                  const T *AP, const T *B, size_t ldb, const T *beta, T *C,          \
                                                  size_t ldc);
__FERRY_CUBLASXT(S, float, float)
__FERRY_CUBLASXT(D, double, double)
__FERRY_CUBLASXT(C, cuComplex, float)
__FERRY_CUBLASXT(Z, cuDoubleComplex, double)
#undef __FERRY_CUBLASXT

#define __FERRY_CUBLASXT_H(X, T, R)                                                                                  \
    cublasStatus_t CUBLASWINAPI cublasXt##X##hemm(cublasXtHandle_t handle, cublasSideMode_t side,                    \
                                                  cublasFillMode_t uplo, size_t m, size_t n, const T *alpha,         \
                                                  const T *A, size_t lda, const T *B, size_t ldb, const T *beta,     \
                                                  T *C, size_t ldc);                                                 \
    cublasStatus_t CUBLASWINAPI cublasXt##X##herk(cublasXtHandle_t handle, cublasFillMode_t uplo,                    \
                                                  cublasOperation_t trans, size_t n, size_t k, const R *alpha,       \
                                                  const T *A, size_t lda, const R *beta, T *C, size_t ldc);          \
    cublasStatus_t CUBLASWINAPI cublasXt##X##her2k(cublasXtHandle_t handle, cublasFillMode_t uplo,                   \
                                                   cublasOperation_t trans, size_t n, size_t k, const T *alpha,      \
                                                   const T *A, size_t lda, const T *B, size_t ldb, const R *beta,    \
                                                   T *C, size_t ldc);                                                \
    cublasStatus_t CUBLASWINAPI cublasXt##X##herkx(cublasXtHandle_t handle, cublasFillMode_t uplo,                   \
                                                   cublasOperation_t trans, size_t n, size_t k, const T *alpha,      \
                                                   const T *A, size_t lda, const T *B, size_t ldb, const R *beta,    \
                                                   T *C, size_t ldc);
__FERRY_CUBLASXT_H(C, cuComplex, float)
__FERRY_CUBLASXT_H(Z, cuDoubleComplex, double)
#undef __FERRY_CUBLASXT_H

#if defined(__cplusplus)
}
#endif

#endif
