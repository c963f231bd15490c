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
typedef enum {
    CUBLASXT_FLOAT = 0,
    CUBLASXT_DOUBLE = 1,
    CUBLASXT_COMPLEX = 2,
    CUBLASXT_DOUBLECOMPLEX = 3
} cublasXtOpType_t;
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

cublasStatus_t CUBLASWINAPI cublasXtSgemm(cublasXtHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          size_t m, size_t n, size_t k, const float *alpha, const float *A, size_t lda,
                                          const float *B, size_t ldb, const float *beta, float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtSsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          size_t n, size_t k, const float *alpha, const float *A, size_t lda,
                                          const float *beta, float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtSsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const float *alpha, const float *A, size_t lda,
                                           const float *B, size_t ldb, const float *beta, float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtSsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const float *alpha, const float *A, size_t lda,
                                           const float *B, size_t ldb, const float *beta, float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtSsymm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const float *alpha, const float *A, size_t lda,
                                          const float *B, size_t ldb, const float *beta, float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtStrsm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const float *alpha, const float *A, size_t lda, float *B, size_t ldb);
cublasStatus_t CUBLASWINAPI cublasXtStrmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const float *alpha, const float *A, size_t lda, const float *B, size_t ldb,
                                          float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtSspmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const float *alpha, const float *AP, const float *B,
                                          size_t ldb, const float *beta, float *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDgemm(cublasXtHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          size_t m, size_t n, size_t k, const double *alpha, const double *A,
                                          size_t lda, const double *B, size_t ldb, const double *beta, double *C,
                                          size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          size_t n, size_t k, const double *alpha, const double *A, size_t lda,
                                          const double *beta, double *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const double *alpha, const double *A, size_t lda,
                                           const double *B, size_t ldb, const double *beta, double *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const double *alpha, const double *A, size_t lda,
                                           const double *B, size_t ldb, const double *beta, double *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDsymm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const double *alpha, const double *A, size_t lda,
                                          const double *B, size_t ldb, const double *beta, double *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDtrsm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const double *alpha, const double *A, size_t lda, double *B, size_t ldb);
cublasStatus_t CUBLASWINAPI cublasXtDtrmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const double *alpha, const double *A, size_t lda, const double *B, size_t ldb,
                                          double *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtDspmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const double *alpha, const double *AP, const double *B,
                                          size_t ldb, const double *beta, double *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCgemm(cublasXtHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          size_t m, size_t n, size_t k, const cuComplex *alpha, const cuComplex *A,
                                          size_t lda, const cuComplex *B, size_t ldb, const cuComplex *beta,
                                          cuComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          size_t n, size_t k, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                          const cuComplex *beta, cuComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                           const cuComplex *B, size_t ldb, const cuComplex *beta, cuComplex *C,
                                           size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                           const cuComplex *B, size_t ldb, const cuComplex *beta, cuComplex *C,
                                           size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCsymm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                          const cuComplex *B, size_t ldb, const cuComplex *beta, cuComplex *C,
                                          size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCtrsm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const cuComplex *alpha, const cuComplex *A, size_t lda, cuComplex *B,
                                          size_t ldb);
cublasStatus_t CUBLASWINAPI cublasXtCtrmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const cuComplex *alpha, const cuComplex *A, size_t lda, const cuComplex *B,
                                          size_t ldb, cuComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCspmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const cuComplex *alpha, const cuComplex *AP,
                                          const cuComplex *B, size_t ldb, const cuComplex *beta, cuComplex *C,
                                          size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZgemm(cublasXtHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          size_t m, size_t n, size_t k, const cuDoubleComplex *alpha,
                                          const cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb,
                                          const cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          size_t n, size_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                          size_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                           size_t lda, const cuDoubleComplex *B, size_t ldb,
                                           const cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                           size_t lda, const cuDoubleComplex *B, size_t ldb,
                                           const cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZsymm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                          size_t lda, const cuDoubleComplex *B, size_t ldb, const cuDoubleComplex *beta,
                                          cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZtrsm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const cuDoubleComplex *alpha, const cuDoubleComplex *A, size_t lda,
                                          cuDoubleComplex *B, size_t ldb);
cublasStatus_t CUBLASWINAPI cublasXtZtrmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, size_t m, size_t n,
                                          const cuDoubleComplex *alpha, const cuDoubleComplex *A, size_t lda,
                                          const cuDoubleComplex *B, size_t ldb, cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZspmm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP,
                                          const cuDoubleComplex *B, size_t ldb, const cuDoubleComplex *beta,
                                          cuDoubleComplex *C, size_t ldc);

cublasStatus_t CUBLASWINAPI cublasXtChemm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                          const cuComplex *B, size_t ldb, const cuComplex *beta, cuComplex *C,
                                          size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCherk(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          size_t n, size_t k, const float *alpha, const cuComplex *A, size_t lda,
                                          const float *beta, cuComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCher2k(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                           const cuComplex *B, size_t ldb, const float *beta, cuComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtCherkx(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuComplex *alpha, const cuComplex *A, size_t lda,
                                           const cuComplex *B, size_t ldb, const float *beta, cuComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZhemm(cublasXtHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          size_t m, size_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                          size_t lda, const cuDoubleComplex *B, size_t ldb, const cuDoubleComplex *beta,
                                          cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZherk(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          size_t n, size_t k, const double *alpha, const cuDoubleComplex *A, size_t lda,
                                          const double *beta, cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZher2k(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                           size_t lda, const cuDoubleComplex *B, size_t ldb, const double *beta,
                                           cuDoubleComplex *C, size_t ldc);
cublasStatus_t CUBLASWINAPI cublasXtZherkx(cublasXtHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           size_t n, size_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                           size_t lda, const cuDoubleComplex *B, size_t ldb, const double *beta,
                                           cuDoubleComplex *C, size_t ldc);

#if defined(__cplusplus)
}
#endif

#endif
