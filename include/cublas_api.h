/* Ferry's cuBLAS interface (the v2 API): the handle, its types and status
 * codes, and the Level 1, 2, 3 and extension functions, with the names,
 * numeric values and signatures of NVIDIA's public cuBLAS documentation.
 * The classic BLAS functions carry the toolkit's _v2 link names;
 * <cublas_v2.h> maps the plain names onto them.  The library is Ferry's
 * libs/blas (over OpenBLAS). */
#ifndef FERRY_CUBLAS_API_H
#define FERRY_CUBLAS_API_H
#define CUBLAS_API_H_ /* the toolkit's guard */

#include <stddef.h>
#include <stdint.h>

#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "driver_types.h"
#include "library_types.h"
#if defined(__cplusplus)
#include "cuda_bf16.h"
#include "cuda_fp16.h"
#endif

#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 3
#define CUBLAS_VER_PATCH 4
#define CUBLAS_VER_BUILD 1
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

#ifndef CUBLASWINAPI
#define CUBLASWINAPI
#endif
#ifndef CUBLASAPI
#define CUBLASAPI
#endif

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum {
    CUBLAS_STATUS_SUCCESS = 0,
    CUBLAS_STATUS_NOT_INITIALIZED = 1,
    CUBLAS_STATUS_ALLOC_FAILED = 3,
    CUBLAS_STATUS_INVALID_VALUE = 7,
    CUBLAS_STATUS_ARCH_MISMATCH = 8,
    CUBLAS_STATUS_MAPPING_ERROR = 11,
    CUBLAS_STATUS_EXECUTION_FAILED = 13,
    CUBLAS_STATUS_INTERNAL_ERROR = 14,
    CUBLAS_STATUS_NOT_SUPPORTED = 15,
    CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
    CUBLAS_OP_N = 0,
    CUBLAS_OP_T = 1,
    CUBLAS_OP_C = 2,
    CUBLAS_OP_HERMITAN = 2,
    CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;

typedef enum {
    CUBLAS_GEMM_DFALT = -1,
    CUBLAS_GEMM_DEFAULT = -1,
    CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO1 = 1, CUBLAS_GEMM_ALGO2 = 2, CUBLAS_GEMM_ALGO3 = 3,
    CUBLAS_GEMM_ALGO4 = 4, CUBLAS_GEMM_ALGO5 = 5, CUBLAS_GEMM_ALGO6 = 6, CUBLAS_GEMM_ALGO7 = 7,
    CUBLAS_GEMM_ALGO8 = 8, CUBLAS_GEMM_ALGO9 = 9, CUBLAS_GEMM_ALGO10 = 10, CUBLAS_GEMM_ALGO11 = 11,
    CUBLAS_GEMM_ALGO12 = 12, CUBLAS_GEMM_ALGO13 = 13, CUBLAS_GEMM_ALGO14 = 14, CUBLAS_GEMM_ALGO15 = 15,
    CUBLAS_GEMM_ALGO16 = 16, CUBLAS_GEMM_ALGO17 = 17, CUBLAS_GEMM_ALGO18 = 18, CUBLAS_GEMM_ALGO19 = 19,
    CUBLAS_GEMM_ALGO20 = 20, CUBLAS_GEMM_ALGO21 = 21, CUBLAS_GEMM_ALGO22 = 22, CUBLAS_GEMM_ALGO23 = 23,
    CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
    CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
    CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO1_TENSOR_OP = 101, CUBLAS_GEMM_ALGO2_TENSOR_OP = 102,
    CUBLAS_GEMM_ALGO3_TENSOR_OP = 103, CUBLAS_GEMM_ALGO4_TENSOR_OP = 104, CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,
    CUBLAS_GEMM_ALGO6_TENSOR_OP = 106, CUBLAS_GEMM_ALGO7_TENSOR_OP = 107, CUBLAS_GEMM_ALGO8_TENSOR_OP = 108,
    CUBLAS_GEMM_ALGO9_TENSOR_OP = 109, CUBLAS_GEMM_ALGO10_TENSOR_OP = 110, CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,
    CUBLAS_GEMM_ALGO12_TENSOR_OP = 112, CUBLAS_GEMM_ALGO13_TENSOR_OP = 113, CUBLAS_GEMM_ALGO14_TENSOR_OP = 114,
    CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
} cublasGemmAlgo_t;

typedef enum {
    CUBLAS_DEFAULT_MATH = 0,
    CUBLAS_TENSOR_OP_MATH = 1,
    CUBLAS_PEDANTIC_MATH = 2,
    CUBLAS_TF32_TENSOR_OP_MATH = 3,
    CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;

typedef cudaDataType cublasDataType_t;

typedef enum {
    CUBLAS_COMPUTE_16F = 64,
    CUBLAS_COMPUTE_16F_PEDANTIC = 65,
    CUBLAS_COMPUTE_32F = 68,
    CUBLAS_COMPUTE_32F_PEDANTIC = 69,
    CUBLAS_COMPUTE_32F_FAST_16F = 74,
    CUBLAS_COMPUTE_32F_FAST_16BF = 75,
    CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
    CUBLAS_COMPUTE_64F = 70,
    CUBLAS_COMPUTE_64F_PEDANTIC = 71,
    CUBLAS_COMPUTE_32I = 72,
    CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;
typedef void (*cublasLogCallback)(const char *msg);

/* ---- the handle ---------------------------------------------------------- */
cublasStatus_t CUBLASWINAPI cublasCreate_v2(cublasHandle_t *handle);
cublasStatus_t CUBLASWINAPI cublasDestroy_v2(cublasHandle_t handle);
cublasStatus_t CUBLASWINAPI cublasGetVersion_v2(cublasHandle_t handle, int *version);
cublasStatus_t CUBLASWINAPI cublasGetProperty(libraryPropertyType type, int *value);
size_t CUBLASWINAPI cublasGetCudartVersion(void);
cublasStatus_t CUBLASWINAPI cublasSetWorkspace_v2(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);
cublasStatus_t CUBLASWINAPI cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId);
cublasStatus_t CUBLASWINAPI cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *streamId);
cublasStatus_t CUBLASWINAPI cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode);
cublasStatus_t CUBLASWINAPI cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t CUBLASWINAPI cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode);
cublasStatus_t CUBLASWINAPI cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
cublasStatus_t CUBLASWINAPI cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
cublasStatus_t CUBLASWINAPI cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
cublasStatus_t CUBLASWINAPI cublasGetSmCountTarget(cublasHandle_t handle, int *smCountTarget);
cublasStatus_t CUBLASWINAPI cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget);
const char *CUBLASWINAPI cublasGetStatusName(cublasStatus_t status);
const char *CUBLASWINAPI cublasGetStatusString(cublasStatus_t status);
cublasStatus_t CUBLASWINAPI cublasLoggerConfigure(int logIsOn, int logToStdOut, int logToStdErr, const char *logFileName);
cublasStatus_t CUBLASWINAPI cublasSetLoggerCallback(cublasLogCallback userCallback);
cublasStatus_t CUBLASWINAPI cublasGetLoggerCallback(cublasLogCallback *userCallback);

/* ---- copies between host and device ------------------------------------- */
cublasStatus_t CUBLASWINAPI cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
cublasStatus_t CUBLASWINAPI cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
cublasStatus_t CUBLASWINAPI cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t CUBLASWINAPI cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t CUBLASWINAPI cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr,
                                                 int incy, cudaStream_t stream);
cublasStatus_t CUBLASWINAPI cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr,
                                                 int incy, cudaStream_t stream);
cublasStatus_t CUBLASWINAPI cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                                                 int ldb, cudaStream_t stream);
cublasStatus_t CUBLASWINAPI cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                                                 int ldb, cudaStream_t stream);

/* The families below are declared once per element type X (S, D, C, Z)
 * with T its type and R the real type of its magnitude. */
#define __FERRY_CUBLAS_ALL(F) F(S, float, float) F(D, double, double) F(C, cuComplex, float) F(Z, cuDoubleComplex, double)
#define __FERRY_CUBLAS_REAL(F) F(S, float, float) F(D, double, double)
#define __FERRY_CUBLAS_CPLX(F) F(C, cuComplex, float) F(Z, cuDoubleComplex, double)

/* ---- Level 1 ------------------------------------------------------------- */
#define __FERRY_CUBLAS_L1(X, T, R)                                                                                       \
    cublasStatus_t CUBLASWINAPI cublas##X##axpy_v2(cublasHandle_t handle, int n, const T *alpha, const T *x, int incx, \
                                                   T *y, int incy);                                                    \
    cublasStatus_t CUBLASWINAPI cublas##X##copy_v2(cublasHandle_t handle, int n, const T *x, int incx, T *y,           \
                                                   int incy);                                                          \
    cublasStatus_t CUBLASWINAPI cublas##X##scal_v2(cublasHandle_t handle, int n, const T *alpha, T *x, int incx);      \
    cublasStatus_t CUBLASWINAPI cublas##X##swap_v2(cublasHandle_t handle, int n, T *x, int incx, T *y, int incy);      \
    cublasStatus_t CUBLASWINAPI cublas##X##rotg_v2(cublasHandle_t handle, T *a, T *b, R *c, T *s);
__FERRY_CUBLAS_ALL(__FERRY_CUBLAS_L1)
#define __FERRY_CUBLAS_L1R(X, T, R)                                                                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##asum_v2(cublasHandle_t handle, int n, const T *x, int incx, T *result);  \
    cublasStatus_t CUBLASWINAPI cublas##X##nrm2_v2(cublasHandle_t handle, int n, const T *x, int incx, T *result);  \
    cublasStatus_t CUBLASWINAPI cublas##X##dot_v2(cublasHandle_t handle, int n, const T *x, int incx, const T *y,   \
                                                  int incy, T *result);                                             \
    cublasStatus_t CUBLASWINAPI cublas##X##rot_v2(cublasHandle_t handle, int n, T *x, int incx, T *y, int incy,     \
                                                  const T *c, const T *s);                                          \
    cublasStatus_t CUBLASWINAPI cublas##X##rotm_v2(cublasHandle_t handle, int n, T *x, int incx, T *y, int incy,    \
                                                   const T *param);                                                 \
    cublasStatus_t CUBLASWINAPI cublas##X##rotmg_v2(cublasHandle_t handle, T *d1, T *d2, T *x1, const T *y1,        \
                                                    T *param);
__FERRY_CUBLAS_REAL(__FERRY_CUBLAS_L1R)
#define __FERRY_CUBLAS_L1C(X, T, R)                                                                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##dotu_v2(cublasHandle_t handle, int n, const T *x, int incx, const T *y,  \
                                                   int incy, T *result);                                            \
    cublasStatus_t CUBLASWINAPI cublas##X##dotc_v2(cublasHandle_t handle, int n, const T *x, int incx, const T *y,  \
                                                   int incy, T *result);                                            \
    cublasStatus_t CUBLASWINAPI cublas##X##rot_v2(cublasHandle_t handle, int n, T *x, int incx, T *y, int incy,     \
                                                  const R *c, const T *s);
__FERRY_CUBLAS_CPLX(__FERRY_CUBLAS_L1C)
cublasStatus_t CUBLASWINAPI cublasIsamax_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIsamin_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIdamax_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIdamin_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIcamax_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIcamin_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIzamax_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasIzamin_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);
cublasStatus_t CUBLASWINAPI cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
cublasStatus_t CUBLASWINAPI cublasDzasum_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                            double *result);
cublasStatus_t CUBLASWINAPI cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
cublasStatus_t CUBLASWINAPI cublasDznrm2_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                            double *result);
cublasStatus_t CUBLASWINAPI cublasCsscal_v2(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);
cublasStatus_t CUBLASWINAPI cublasZdscal_v2(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x,
                                            int incx);
cublasStatus_t CUBLASWINAPI cublasCsrot_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy,
                                           const float *c, const float *s);
cublasStatus_t CUBLASWINAPI cublasZdrot_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx,
                                           cuDoubleComplex *y, int incy, const double *c, const double *s);

/* ---- Level 2 ------------------------------------------------------------- */
#define __FERRY_CUBLAS_L2(X, T, R)                                                                                     \
    cublasStatus_t CUBLASWINAPI cublas##X##gemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,     \
                                                   const T *alpha, const T *A, int lda, const T *x, int incx,        \
                                                   const T *beta, T *y, int incy);                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##gbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,     \
                                                   int kl, int ku, const T *alpha, const T *A, int lda, const T *x,  \
                                                   int incx, const T *beta, T *y, int incy);                         \
    cublasStatus_t CUBLASWINAPI cublas##X##symv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *A, int lda, const T *x, int incx,        \
                                                   const T *beta, T *y, int incy);                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##syr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,               \
                                                  const T *alpha, const T *x, int incx, T *A, int lda);              \
    cublasStatus_t CUBLASWINAPI cublas##X##syr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *x, int incx, const T *y, int incy, T *A, \
                                                   int lda);                                                         \
    cublasStatus_t CUBLASWINAPI cublas##X##trmv_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, cublasDiagType_t diag, int n, const T *A, \
                                                   int lda, T *x, int incx);                                         \
    cublasStatus_t CUBLASWINAPI cublas##X##trsv_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, cublasDiagType_t diag, int n, const T *A, \
                                                   int lda, T *x, int incx);                                         \
    cublasStatus_t CUBLASWINAPI cublas##X##tbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, cublasDiagType_t diag, int n, int k,     \
                                                   const T *A, int lda, T *x, int incx);                             \
    cublasStatus_t CUBLASWINAPI cublas##X##tbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, cublasDiagType_t diag, int n, int k,     \
                                                   const T *A, int lda, T *x, int incx);                             \
    cublasStatus_t CUBLASWINAPI cublas##X##tpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, cublasDiagType_t diag, int n,            \
                                                   const T *AP, T *x, int incx);                                     \
    cublasStatus_t CUBLASWINAPI cublas##X##tpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, cublasDiagType_t diag, int n,            \
                                                   const T *AP, T *x, int incx);
__FERRY_CUBLAS_ALL(__FERRY_CUBLAS_L2)
#define __FERRY_CUBLAS_L2R(X, T, R)                                                                                    \
    cublasStatus_t CUBLASWINAPI cublas##X##ger_v2(cublasHandle_t handle, int m, int n, const T *alpha, const T *x,   \
                                                  int incx, const T *y, int incy, T *A, int lda);                    \
    cublasStatus_t CUBLASWINAPI cublas##X##sbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,       \
                                                   const T *alpha, const T *A, int lda, const T *x, int incx,        \
                                                   const T *beta, T *y, int incy);                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##spmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *AP, const T *x, int incx, const T *beta, \
                                                   T *y, int incy);                                                  \
    cublasStatus_t CUBLASWINAPI cublas##X##spr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,               \
                                                  const T *alpha, const T *x, int incx, T *AP);                      \
    cublasStatus_t CUBLASWINAPI cublas##X##spr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *x, int incx, const T *y, int incy,       \
                                                   T *AP);
__FERRY_CUBLAS_REAL(__FERRY_CUBLAS_L2R)
#define __FERRY_CUBLAS_L2C(X, T, R)                                                                                    \
    cublasStatus_t CUBLASWINAPI cublas##X##geru_v2(cublasHandle_t handle, int m, int n, const T *alpha, const T *x,  \
                                                   int incx, const T *y, int incy, T *A, int lda);                   \
    cublasStatus_t CUBLASWINAPI cublas##X##gerc_v2(cublasHandle_t handle, int m, int n, const T *alpha, const T *x,  \
                                                   int incx, const T *y, int incy, T *A, int lda);                   \
    cublasStatus_t CUBLASWINAPI cublas##X##hemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *A, int lda, const T *x, int incx,        \
                                                   const T *beta, T *y, int incy);                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##hbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,       \
                                                   const T *alpha, const T *A, int lda, const T *x, int incx,        \
                                                   const T *beta, T *y, int incy);                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##hpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *AP, const T *x, int incx, const T *beta, \
                                                   T *y, int incy);                                                  \
    cublasStatus_t CUBLASWINAPI cublas##X##her_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,               \
                                                  const R *alpha, const T *x, int incx, T *A, int lda);              \
    cublasStatus_t CUBLASWINAPI cublas##X##her2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *x, int incx, const T *y, int incy, T *A, \
                                                   int lda);                                                         \
    cublasStatus_t CUBLASWINAPI cublas##X##hpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,               \
                                                  const R *alpha, const T *x, int incx, T *AP);                      \
    cublasStatus_t CUBLASWINAPI cublas##X##hpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,              \
                                                   const T *alpha, const T *x, int incx, const T *y, int incy,       \
                                                   T *AP);
__FERRY_CUBLAS_CPLX(__FERRY_CUBLAS_L2C)

/* ---- Level 3 ------------------------------------------------------------- */
#define __FERRY_CUBLAS_L3(X, T, R)                                                                                     \
    cublasStatus_t CUBLASWINAPI cublas##X##gemm_v2(cublasHandle_t handle, cublasOperation_t transa,                  \
                                                   cublasOperation_t transb, int m, int n, int k, const T *alpha,    \
                                                   const T *A, int lda, const T *B, int ldb, const T *beta, T *C,    \
                                                   int ldc);                                                         \
    cublasStatus_t CUBLASWINAPI cublas##X##symm_v2(cublasHandle_t handle, cublasSideMode_t side,                     \
                                                   cublasFillMode_t uplo, int m, int n, const T *alpha, const T *A,  \
                                                   int lda, const T *B, int ldb, const T *beta, T *C, int ldc);      \
    cublasStatus_t CUBLASWINAPI cublas##X##syrk_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, int n, int k, const T *alpha,            \
                                                   const T *A, int lda, const T *beta, T *C, int ldc);               \
    cublasStatus_t CUBLASWINAPI cublas##X##syr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,                    \
                                                    cublasOperation_t trans, int n, int k, const T *alpha,           \
                                                    const T *A, int lda, const T *B, int ldb, const T *beta, T *C,   \
                                                    int ldc);                                                        \
    cublasStatus_t CUBLASWINAPI cublas##X##syrkx(cublasHandle_t handle, cublasFillMode_t uplo,                       \
                                                 cublasOperation_t trans, int n, int k, const T *alpha, const T *A,  \
                                                 int lda, const T *B, int ldb, const T *beta, T *C, int ldc);        \
    cublasStatus_t CUBLASWINAPI cublas##X##trmm_v2(cublasHandle_t handle, cublasSideMode_t side,                     \
                                                   cublasFillMode_t uplo, cublasOperation_t trans,                   \
                                                   cublasDiagType_t diag, int m, int n, const T *alpha, const T *A,  \
                                                   int lda, const T *B, int ldb, T *C, int ldc);                     \
    cublasStatus_t CUBLASWINAPI cublas##X##trsm_v2(cublasHandle_t handle, cublasSideMode_t side,                     \
                                                   cublasFillMode_t uplo, cublasOperation_t trans,                   \
                                                   cublasDiagType_t diag, int m, int n, const T *alpha, const T *A,  \
                                                   int lda, T *B, int ldb);                                          \
    /* BLAS-like extensions */                                                                                       \
    cublasStatus_t CUBLASWINAPI cublas##X##geam(cublasHandle_t handle, cublasOperation_t transa,                     \
                                                cublasOperation_t transb, int m, int n, const T *alpha, const T *A,  \
                                                int lda, const T *beta, const T *B, int ldb, T *C, int ldc);         \
    cublasStatus_t CUBLASWINAPI cublas##X##dgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,          \
                                                const T *A, int lda, const T *x, int incx, T *C, int ldc);           \
    cublasStatus_t CUBLASWINAPI cublas##X##gemmBatched(                                                              \
        cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,              \
        const T *alpha, const T *const Aarray[], int lda, const T *const Barray[], int ldb, const T *beta,           \
        T *const Carray[], int ldc, int batchCount);                                                                 \
    cublasStatus_t CUBLASWINAPI cublas##X##gemmStridedBatched(                                                       \
        cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,              \
        const T *alpha, const T *A, int lda, long long int strideA, const T *B, int ldb, long long int strideB,       \
        const T *beta, T *C, int ldc, long long int strideC, int batchCount);                                        \
    cublasStatus_t CUBLASWINAPI cublas##X##trsmBatched(                                                              \
        cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans,                \
        cublasDiagType_t diag, int m, int n, const T *alpha, const T *const A[], int lda, T *const B[], int ldb,     \
        int batchCount);                                                                                             \
    cublasStatus_t CUBLASWINAPI cublas##X##getrfBatched(cublasHandle_t handle, int n, T *const A[], int lda,         \
                                                        int *P, int *info, int batchSize);                           \
    cublasStatus_t CUBLASWINAPI cublas##X##getrsBatched(                                                             \
        cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const T *const Aarray[], int lda,           \
        const int *devIpiv, T *const Barray[], int ldb, int *info, int batchSize);                                   \
    cublasStatus_t CUBLASWINAPI cublas##X##getriBatched(cublasHandle_t handle, int n, const T *const A[], int lda,   \
                                                        const int *P, T *const C[], int ldc, int *info,              \
                                                        int batchSize);                                              \
    cublasStatus_t CUBLASWINAPI cublas##X##matinvBatched(cublasHandle_t handle, int n, const T *const A[], int lda,  \
                                                         T *const Ainv[], int lda_inv, int *info, int batchSize);
__FERRY_CUBLAS_ALL(__FERRY_CUBLAS_L3)
#define __FERRY_CUBLAS_L3C(X, T, R)                                                                                    \
    cublasStatus_t CUBLASWINAPI cublas##X##gemm3m(cublasHandle_t handle, cublasOperation_t transa,                   \
                                                  cublasOperation_t transb, int m, int n, int k, const T *alpha,     \
                                                  const T *A, int lda, const T *B, int ldb, const T *beta, T *C,     \
                                                  int ldc);                                                          \
    cublasStatus_t CUBLASWINAPI cublas##X##hemm_v2(cublasHandle_t handle, cublasSideMode_t side,                     \
                                                   cublasFillMode_t uplo, int m, int n, const T *alpha, const T *A,  \
                                                   int lda, const T *B, int ldb, const T *beta, T *C, int ldc);      \
    cublasStatus_t CUBLASWINAPI cublas##X##herk_v2(cublasHandle_t handle, cublasFillMode_t uplo,                     \
                                                   cublasOperation_t trans, int n, int k, const R *alpha,            \
                                                   const T *A, int lda, const R *beta, T *C, int ldc);               \
    cublasStatus_t CUBLASWINAPI cublas##X##her2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,                    \
                                                    cublasOperation_t trans, int n, int k, const T *alpha,           \
                                                    const T *A, int lda, const T *B, int ldb, const R *beta, T *C,   \
                                                    int ldc);                                                        \
    cublasStatus_t CUBLASWINAPI cublas##X##herkx(cublasHandle_t handle, cublasFillMode_t uplo,                       \
                                                 cublasOperation_t trans, int n, int k, const T *alpha, const T *A,  \
                                                 int lda, const T *B, int ldb, const R *beta, T *C, int ldc);
__FERRY_CUBLAS_CPLX(__FERRY_CUBLAS_L3C)

/* ---- Level 1 over typed data (the Ex forms) ------------------------------ */
cublasStatus_t CUBLASWINAPI cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType,
                                         const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType,
                                         int incy, cudaDataType executiontype);
cublasStatus_t CUBLASWINAPI cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                        const void *y, cudaDataType yType, int incy, void *result,
                                        cudaDataType resultType, cudaDataType executionType);
cublasStatus_t CUBLASWINAPI cublasDotcEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                         const void *y, cudaDataType yType, int incy, void *result,
                                         cudaDataType resultType, cudaDataType executionType);
cublasStatus_t CUBLASWINAPI cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                         void *result, cudaDataType resultType, cudaDataType executionType);
cublasStatus_t CUBLASWINAPI cublasAsumEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                         void *result, cudaDataType resultType, cudaDataType executiontype);
cublasStatus_t CUBLASWINAPI cublasScalEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType,
                                         void *x, cudaDataType xType, int incx, cudaDataType executionType);
cublasStatus_t CUBLASWINAPI cublasCopyEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                         void *y, cudaDataType yType, int incy);
cublasStatus_t CUBLASWINAPI cublasSwapEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y,
                                         cudaDataType yType, int incy);
cublasStatus_t CUBLASWINAPI cublasIamaxEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                          int *result);
cublasStatus_t CUBLASWINAPI cublasIaminEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                          int *result);
cublasStatus_t CUBLASWINAPI cublasRotEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y,
                                        cudaDataType yType, int incy, const void *c, const void *s,
                                        cudaDataType csType, cudaDataType executiontype);

/* ---- batched QR and least squares ----------------------------------------- */
#define __FERRY_CUBLAS_QR(X, T, R)                                                                                     \
    cublasStatus_t CUBLASWINAPI cublas##X##geqrfBatched(cublasHandle_t handle, int m, int n, T *const Aarray[],      \
                                                        int lda, T *const TauArray[], int *info, int batchSize);     \
    cublasStatus_t CUBLASWINAPI cublas##X##gelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, \
                                                       int nrhs, T *const Aarray[], int lda, T *const Carray[],      \
                                                       int ldc, int *info, int *devInfoArray, int batchSize);
__FERRY_CUBLAS_ALL(__FERRY_CUBLAS_QR)
#undef __FERRY_CUBLAS_QR

/* ---- triangular storage conversions --------------------------------------- */
#define __FERRY_CUBLAS_TP(X, T, R)                                                                                     \
    cublasStatus_t CUBLASWINAPI cublas##X##tpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *AP,   \
                                                 T *A, int lda);                                                     \
    cublasStatus_t CUBLASWINAPI cublas##X##trttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *A,    \
                                                 int lda, T *AP);
__FERRY_CUBLAS_ALL(__FERRY_CUBLAS_TP)
#undef __FERRY_CUBLAS_TP

/* ---- mixed precision ----------------------------------------------------- */
cublasStatus_t CUBLASWINAPI cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                         int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                         int lda, const void *B, cudaDataType Btype, int ldb, const void *beta,
                                         void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                                         cublasGemmAlgo_t algo);
cublasStatus_t CUBLASWINAPI cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                cublasOperation_t transb, int m, int n, int k, const void *alpha,
                                                const void *const Aarray[], cudaDataType Atype, int lda,
                                                const void *const Barray[], cudaDataType Btype, int ldb,
                                                const void *beta, void *const Carray[], cudaDataType Ctype, int ldc,
                                                int batchCount, cublasComputeType_t computeType,
                                                cublasGemmAlgo_t algo);
cublasStatus_t CUBLASWINAPI cublasGemmStridedBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
    const void *alpha, const void *A, cudaDataType Atype, int lda, long long int strideA, const void *B,
    cudaDataType Btype, int ldb, long long int strideB, const void *beta, void *C, cudaDataType Ctype, int ldc,
    long long int strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t CUBLASWINAPI cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype,
                                          int lda, const void *B, cudaDataType Btype, int ldb, const float *beta,
                                          void *C, cudaDataType Ctype, int ldc);
cublasStatus_t CUBLASWINAPI cublasCgemm3mBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                 cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha,
                                                 const cuComplex *const Aarray[], int lda,
                                                 const cuComplex *const Barray[], int ldb, const cuComplex *beta,
                                                 cuComplex *const Carray[], int ldc, int batchCount);
cublasStatus_t CUBLASWINAPI cublasCgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                        cublasOperation_t transb, int m, int n, int k,
                                                        const cuComplex *alpha, const cuComplex *A, int lda,
                                                        long long int strideA, const cuComplex *B, int ldb,
                                                        long long int strideB, const cuComplex *beta, cuComplex *C,
                                                        int ldc, long long int strideC, int batchCount);
cublasStatus_t CUBLASWINAPI cublasCgemm3mEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                            int m, int n, int k, const cuComplex *alpha, const void *A,
                                            cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb,
                                            const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
cublasStatus_t CUBLASWINAPI cublasCsyrkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                          int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda,
                                          const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
cublasStatus_t CUBLASWINAPI cublasCsyrk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                            int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype,
                                            int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
cublasStatus_t CUBLASWINAPI cublasCherkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                          int k, const float *alpha, const void *A, cudaDataType Atype, int lda,
                                          const float *beta, void *C, cudaDataType Ctype, int ldc);
cublasStatus_t CUBLASWINAPI cublasCherk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                            int n, int k, const float *alpha, const void *A, cudaDataType Atype,
                                            int lda, const float *beta, void *C, cudaDataType Ctype, int ldc);
cublasStatus_t CUBLASWINAPI cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const cuComplex *alpha, const void *A,
                                          cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb,
                                          const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
#if defined(__cplusplus)
cublasStatus_t CUBLASWINAPI cublasHgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                        int m, int n, int k, const __half *alpha, const __half *A, int lda,
                                        const __half *B, int ldb, const __half *beta, __half *C, int ldc);
cublasStatus_t CUBLASWINAPI cublasHgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
                                               cublasOperation_t transb, int m, int n, int k, const __half *alpha,
                                               const __half *const Aarray[], int lda, const __half *const Barray[],
                                               int ldb, const __half *beta, __half *const Carray[], int ldc,
                                               int batchCount);
cublasStatus_t CUBLASWINAPI cublasHgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                      cublasOperation_t transb, int m, int n, int k,
                                                      const __half *alpha, const __half *A, int lda,
                                                      long long int strideA, const __half *B, int ldb,
                                                      long long int strideB, const __half *beta, __half *C, int ldc,
                                                      long long int strideC, int batchCount);
#endif

#undef __FERRY_CUBLAS_L1
#undef __FERRY_CUBLAS_L1R
#undef __FERRY_CUBLAS_L1C
#undef __FERRY_CUBLAS_L2
#undef __FERRY_CUBLAS_L2R
#undef __FERRY_CUBLAS_L2C
#undef __FERRY_CUBLAS_L3
#undef __FERRY_CUBLAS_L3C
#undef __FERRY_CUBLAS_ALL
#undef __FERRY_CUBLAS_REAL
#undef __FERRY_CUBLAS_CPLX

#include "cublas_api_64.h"

#if defined(__cplusplus)
}

/* C++ programs of the CUDA 10 era pass a cudaDataType as the compute type;
 * these overloads take it and hand the matching compute type on. */
static inline cublasStatus_t cublasMigrateComputeType(cublasHandle_t handle, cudaDataType_t dataType,
                                                      cublasComputeType_t *computeType)
{
    cublasMath_t mode = CUBLAS_DEFAULT_MATH;
    cublasStatus_t st = cublasGetMathMode(handle, &mode);
    if (st != CUBLAS_STATUS_SUCCESS)
        return st;
    bool pedantic = (mode & 0xf) == CUBLAS_PEDANTIC_MATH;
    switch (dataType) {
    case CUDA_R_32F:
    case CUDA_C_32F:
        *computeType = pedantic ? CUBLAS_COMPUTE_32F_PEDANTIC
                       : (mode & 0xf) == CUBLAS_TF32_TENSOR_OP_MATH ? CUBLAS_COMPUTE_32F_FAST_TF32
                                                                    : CUBLAS_COMPUTE_32F;
        return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_64F:
    case CUDA_C_64F: *computeType = pedantic ? CUBLAS_COMPUTE_64F_PEDANTIC : CUBLAS_COMPUTE_64F; return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_16F: *computeType = pedantic ? CUBLAS_COMPUTE_16F_PEDANTIC : CUBLAS_COMPUTE_16F; return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_32I: *computeType = pedantic ? CUBLAS_COMPUTE_32I_PEDANTIC : CUBLAS_COMPUTE_32I; return CUBLAS_STATUS_SUCCESS;
    default: return CUBLAS_STATUS_NOT_SUPPORTED;
    }
}

static inline cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                          int lda, const void *B, cudaDataType Btype, int ldb, const void *beta,
                                          void *C, cudaDataType Ctype, int ldc, cudaDataType computeType,
                                          cublasGemmAlgo_t algo)
{
    cublasComputeType_t ct;
    cublasStatus_t st = cublasMigrateComputeType(handle, computeType, &ct);
    return st != CUBLAS_STATUS_SUCCESS ? st
                                       : cublasGemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype,
                                                      ldb, beta, C, Ctype, ldc, ct, algo);
}
static inline cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                 cublasOperation_t transb, int m, int n, int k, const void *alpha,
                                                 const void *const Aarray[], cudaDataType Atype, int lda,
                                                 const void *const Barray[], cudaDataType Btype, int ldb,
                                                 const void *beta, void *const Carray[], cudaDataType Ctype, int ldc,
                                                 int batchCount, cudaDataType computeType, cublasGemmAlgo_t algo)
{
    cublasComputeType_t ct;
    cublasStatus_t st = cublasMigrateComputeType(handle, computeType, &ct);
    return st != CUBLAS_STATUS_SUCCESS ? st
                                       : cublasGemmBatchedEx(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda,
                                                             Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount,
                                                             ct, algo);
}
static inline cublasStatus_t cublasGemmStridedBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
    const void *alpha, const void *A, cudaDataType Atype, int lda, long long int strideA, const void *B,
    cudaDataType Btype, int ldb, long long int strideB, const void *beta, void *C, cudaDataType Ctype, int ldc,
    long long int strideC, int batchCount, cudaDataType computeType, cublasGemmAlgo_t algo)
{
    cublasComputeType_t ct;
    cublasStatus_t st = cublasMigrateComputeType(handle, computeType, &ct);
    return st != CUBLAS_STATUS_SUCCESS ? st
                                       : cublasGemmStridedBatchedEx(handle, transa, transb, m, n, k, alpha, A, Atype,
                                                                    lda, strideA, B, Btype, ldb, strideB, beta, C,
                                                                    Ctype, ldc, strideC, batchCount, ct, algo);
}
#endif

#endif
