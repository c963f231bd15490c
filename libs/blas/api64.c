/* cuBLAS's 64-bit interface over the 32-bit one: sizes, increments and
 * leading dimensions that fit an int are handed on (negative ones too, so
 * that the 32-bit checks answer for them); larger ones are beyond this
 * library: CUBLAS_STATUS_NOT_SUPPORTED.  Written by gen_api64.py. */
#include <limits.h>

#include "blas.h"

static inline bool fits(int64_t v)
{
    return v >= INT_MIN && v <= INT_MAX;
}

cublasStatus_t cublasSetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy)
{
    if (!fits(n) || !fits(elemSize) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSetVector((int)n, (int)elemSize, x, (int)incx, devicePtr, (int)incy);
}

cublasStatus_t cublasGetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy)
{
    if (!fits(n) || !fits(elemSize) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGetVector((int)n, (int)elemSize, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasSetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    if (!fits(rows) || !fits(cols) || !fits(elemSize) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSetMatrix((int)rows, (int)cols, (int)elemSize, A, (int)lda, B, (int)ldb);
}

cublasStatus_t cublasGetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    if (!fits(rows) || !fits(cols) || !fits(elemSize) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGetMatrix((int)rows, (int)cols, (int)elemSize, A, (int)lda, B, (int)ldb);
}

cublasStatus_t cublasSetVectorAsync_64(int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream)
{
    if (!fits(n) || !fits(elemSize) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSetVectorAsync((int)n, (int)elemSize, hostPtr, (int)incx, devicePtr, (int)incy, stream);
}

cublasStatus_t cublasGetVectorAsync_64(int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream)
{
    if (!fits(n) || !fits(elemSize) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGetVectorAsync((int)n, (int)elemSize, devicePtr, (int)incx, hostPtr, (int)incy, stream);
}

cublasStatus_t cublasSetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    if (!fits(rows) || !fits(cols) || !fits(elemSize) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSetMatrixAsync((int)rows, (int)cols, (int)elemSize, A, (int)lda, B, (int)ldb, stream);
}

cublasStatus_t cublasGetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    if (!fits(rows) || !fits(cols) || !fits(elemSize) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGetMatrixAsync((int)rows, (int)cols, (int)elemSize, A, (int)lda, B, (int)ldb, stream);
}

cublasStatus_t cublasSaxpy_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSaxpy_v2(handle, (int)n, alpha, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasDaxpy_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDaxpy_v2(handle, (int)n, alpha, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasCaxpy_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCaxpy_v2(handle, (int)n, alpha, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasZaxpy_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZaxpy_v2(handle, (int)n, alpha, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasScopy_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasScopy_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasDcopy_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDcopy_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasCcopy_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCcopy_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasZcopy_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZcopy_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasSscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSscal_v2(handle, (int)n, alpha, x, (int)incx);
}

cublasStatus_t cublasDscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDscal_v2(handle, (int)n, alpha, x, (int)incx);
}

cublasStatus_t cublasCscal_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCscal_v2(handle, (int)n, alpha, x, (int)incx);
}

cublasStatus_t cublasZscal_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZscal_v2(handle, (int)n, alpha, x, (int)incx);
}

cublasStatus_t cublasSswap_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSswap_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasDswap_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDswap_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasCswap_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCswap_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasZswap_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZswap_v2(handle, (int)n, x, (int)incx, y, (int)incy);
}

cublasStatus_t cublasSasum_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSasum_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasDasum_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDasum_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasSnrm2_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSnrm2_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasDnrm2_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDnrm2_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasSdot_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSdot_v2(handle, (int)n, x, (int)incx, y, (int)incy, result);
}

cublasStatus_t cublasDdot_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDdot_v2(handle, (int)n, x, (int)incx, y, (int)incy, result);
}

cublasStatus_t cublasSrot_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSrot_v2(handle, (int)n, x, (int)incx, y, (int)incy, c, s);
}

cublasStatus_t cublasDrot_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDrot_v2(handle, (int)n, x, (int)incx, y, (int)incy, c, s);
}

cublasStatus_t cublasSrotm_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSrotm_v2(handle, (int)n, x, (int)incx, y, (int)incy, param);
}

cublasStatus_t cublasDrotm_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDrotm_v2(handle, (int)n, x, (int)incx, y, (int)incy, param);
}

cublasStatus_t cublasCdotu_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCdotu_v2(handle, (int)n, x, (int)incx, y, (int)incy, result);
}

cublasStatus_t cublasZdotu_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZdotu_v2(handle, (int)n, x, (int)incx, y, (int)incy, result);
}

cublasStatus_t cublasCdotc_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCdotc_v2(handle, (int)n, x, (int)incx, y, (int)incy, result);
}

cublasStatus_t cublasZdotc_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZdotc_v2(handle, (int)n, x, (int)incx, y, (int)incy, result);
}

cublasStatus_t cublasCrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCrot_v2(handle, (int)n, x, (int)incx, y, (int)incy, c, s);
}

cublasStatus_t cublasZrot_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZrot_v2(handle, (int)n, x, (int)incx, y, (int)incy, c, s);
}

cublasStatus_t cublasScasum_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasScasum_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasDzasum_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDzasum_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasScnrm2_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasScnrm2_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasDznrm2_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDznrm2_v2(handle, (int)n, x, (int)incx, result);
}

cublasStatus_t cublasCsscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsscal_v2(handle, (int)n, alpha, x, (int)incx);
}

cublasStatus_t cublasZdscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZdscal_v2(handle, (int)n, alpha, x, (int)incx);
}

cublasStatus_t cublasCsrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsrot_v2(handle, (int)n, x, (int)incx, y, (int)incy, c, s);
}

cublasStatus_t cublasZdrot_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZdrot_v2(handle, (int)n, x, (int)incx, y, (int)incy, c, s);
}

cublasStatus_t cublasSgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgemv_v2(handle, trans, (int)m, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasDgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDgemv_v2(handle, trans, (int)m, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasCgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemv_v2(handle, trans, (int)m, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasZgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgemv_v2(handle, trans, (int)m, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasSgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(kl) || !fits(ku) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgbmv_v2(handle, trans, (int)m, (int)n, (int)kl, (int)ku, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasDgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(kl) || !fits(ku) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDgbmv_v2(handle, trans, (int)m, (int)n, (int)kl, (int)ku, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasCgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(kl) || !fits(ku) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgbmv_v2(handle, trans, (int)m, (int)n, (int)kl, (int)ku, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasZgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(m) || !fits(n) || !fits(kl) || !fits(ku) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgbmv_v2(handle, trans, (int)m, (int)n, (int)kl, (int)ku, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasSsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    if (!fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsymv_v2(handle, uplo, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasDsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    if (!fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsymv_v2(handle, uplo, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasCsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsymv_v2(handle, uplo, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasZsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsymv_v2(handle, uplo, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasSsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsyr_v2(handle, uplo, (int)n, alpha, x, (int)incx, A, (int)lda);
}

cublasStatus_t cublasDsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsyr_v2(handle, uplo, (int)n, alpha, x, (int)incx, A, (int)lda);
}

cublasStatus_t cublasCsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyr_v2(handle, uplo, (int)n, alpha, x, (int)incx, A, (int)lda);
}

cublasStatus_t cublasZsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsyr_v2(handle, uplo, (int)n, alpha, x, (int)incx, A, (int)lda);
}

cublasStatus_t cublasSsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsyr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasDsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsyr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasCsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasZsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsyr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasStrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStrmv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasDtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtrmv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasCtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtrmv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasZtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtrmv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasStrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStrsv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasDtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtrsv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasCtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtrsv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasZtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtrsv_v2(handle, uplo, trans, diag, (int)n, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasStbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStbmv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasDtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtbmv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasCtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtbmv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasZtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtbmv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasStbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStbsv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasDtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtbsv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasCtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtbsv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasZtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtbsv_v2(handle, uplo, trans, diag, (int)n, (int)k, A, (int)lda, x, (int)incx);
}

cublasStatus_t cublasStpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStpmv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasDtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtpmv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasCtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtpmv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasZtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtpmv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasStpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStpsv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasDtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtpsv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasCtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtpsv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasZtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtpsv_v2(handle, uplo, trans, diag, (int)n, AP, x, (int)incx);
}

cublasStatus_t cublasSger_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    if (!fits(m) || !fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSger_v2(handle, (int)m, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasDger_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    if (!fits(m) || !fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDger_v2(handle, (int)m, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasSsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsbmv_v2(handle, uplo, (int)n, (int)k, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasDsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsbmv_v2(handle, uplo, (int)n, (int)k, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasSspmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSspmv_v2(handle, uplo, (int)n, alpha, AP, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasDspmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDspmv_v2(handle, uplo, (int)n, alpha, AP, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasSspr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSspr_v2(handle, uplo, (int)n, alpha, x, (int)incx, AP);
}

cublasStatus_t cublasDspr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDspr_v2(handle, uplo, (int)n, alpha, x, (int)incx, AP);
}

cublasStatus_t cublasSspr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSspr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, AP);
}

cublasStatus_t cublasDspr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDspr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, AP);
}

cublasStatus_t cublasCgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    if (!fits(m) || !fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgeru_v2(handle, (int)m, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasZgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    if (!fits(m) || !fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgeru_v2(handle, (int)m, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasCgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    if (!fits(m) || !fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgerc_v2(handle, (int)m, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasZgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    if (!fits(m) || !fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgerc_v2(handle, (int)m, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasChemv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasChemv_v2(handle, uplo, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasZhemv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZhemv_v2(handle, uplo, (int)n, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasChbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasChbmv_v2(handle, uplo, (int)n, (int)k, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasZhbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZhbmv_v2(handle, uplo, (int)n, (int)k, alpha, A, (int)lda, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasChpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasChpmv_v2(handle, uplo, (int)n, alpha, AP, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasZhpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZhpmv_v2(handle, uplo, (int)n, alpha, AP, x, (int)incx, beta, y, (int)incy);
}

cublasStatus_t cublasCher_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCher_v2(handle, uplo, (int)n, alpha, x, (int)incx, A, (int)lda);
}

cublasStatus_t cublasZher_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZher_v2(handle, uplo, (int)n, alpha, x, (int)incx, A, (int)lda);
}

cublasStatus_t cublasCher2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCher2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasZher2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    if (!fits(n) || !fits(incx) || !fits(incy) || !fits(lda))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZher2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, A, (int)lda);
}

cublasStatus_t cublasChpr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasChpr_v2(handle, uplo, (int)n, alpha, x, (int)incx, AP);
}

cublasStatus_t cublasZhpr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZhpr_v2(handle, uplo, (int)n, alpha, x, (int)incx, AP);
}

cublasStatus_t cublasChpr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasChpr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, AP);
}

cublasStatus_t cublasZhpr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZhpr2_v2(handle, uplo, (int)n, alpha, x, (int)incx, y, (int)incy, AP);
}

cublasStatus_t cublasSgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgemm_v2(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasDgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDgemm_v2(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasCgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemm_v2(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgemm_v2(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasSsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsymm_v2(handle, side, uplo, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasDsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsymm_v2(handle, side, uplo, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasCsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsymm_v2(handle, side, uplo, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsymm_v2(handle, side, uplo, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasSsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsyrk_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, beta, C, (int)ldc);
}

cublasStatus_t cublasDsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsyrk_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, beta, C, (int)ldc);
}

cublasStatus_t cublasCsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyrk_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, beta, C, (int)ldc);
}

cublasStatus_t cublasZsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsyrk_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, beta, C, (int)ldc);
}

cublasStatus_t cublasSsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsyr2k_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasDsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsyr2k_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasCsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyr2k_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsyr2k_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasSsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSsyrkx(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasDsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDsyrkx(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasCsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyrkx(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZsyrkx(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasStrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStrmm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasDtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtrmm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasCtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtrmm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasZtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtrmm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasStrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStrsm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb);
}

cublasStatus_t cublasDtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtrsm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb);
}

cublasStatus_t cublasCtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtrsm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb);
}

cublasStatus_t cublasZtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtrsm_v2(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb);
}

cublasStatus_t cublasSgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgeam(handle, transa, transb, (int)m, (int)n, alpha, A, (int)lda, beta, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasDgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDgeam(handle, transa, transb, (int)m, (int)n, alpha, A, (int)lda, beta, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasCgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgeam(handle, transa, transb, (int)m, (int)n, alpha, A, (int)lda, beta, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasZgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgeam(handle, transa, transb, (int)m, (int)n, alpha, A, (int)lda, beta, B, (int)ldb, C, (int)ldc);
}

cublasStatus_t cublasSdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSdgmm(handle, mode, (int)m, (int)n, A, (int)lda, x, (int)incx, C, (int)ldc);
}

cublasStatus_t cublasDdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDdgmm(handle, mode, (int)m, (int)n, A, (int)lda, x, (int)incx, C, (int)ldc);
}

cublasStatus_t cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCdgmm(handle, mode, (int)m, (int)n, A, (int)lda, x, (int)incx, C, (int)ldc);
}

cublasStatus_t cublasZdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(incx) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZdgmm(handle, mode, (int)m, (int)n, A, (int)lda, x, (int)incx, C, (int)ldc);
}

cublasStatus_t cublasSgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgemmBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, Aarray, (int)lda, Barray, (int)ldb, beta, Carray, (int)ldc, (int)batchCount);
}

cublasStatus_t cublasDgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDgemmBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, Aarray, (int)lda, Barray, (int)ldb, beta, Carray, (int)ldc, (int)batchCount);
}

cublasStatus_t cublasCgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemmBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, Aarray, (int)lda, Barray, (int)ldb, beta, Carray, (int)ldc, (int)batchCount);
}

cublasStatus_t cublasZgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgemmBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, Aarray, (int)lda, Barray, (int)ldb, beta, Carray, (int)ldc, (int)batchCount);
}

cublasStatus_t cublasSgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long int strideA, const float *B, int64_t ldb, long long int strideB, const float *beta, float *C, int64_t ldc, long long int strideC, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgemmStridedBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, strideA, B, (int)ldb, strideB, beta, C, (int)ldc, strideC, (int)batchCount);
}

cublasStatus_t cublasDgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long int strideA, const double *B, int64_t ldb, long long int strideB, const double *beta, double *C, int64_t ldc, long long int strideC, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDgemmStridedBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, strideA, B, (int)ldb, strideB, beta, C, (int)ldc, strideC, (int)batchCount);
}

cublasStatus_t cublasCgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long int strideA, const cuComplex *B, int64_t ldb, long long int strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long int strideC, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemmStridedBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, strideA, B, (int)ldb, strideB, beta, C, (int)ldc, strideC, (int)batchCount);
}

cublasStatus_t cublasZgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long int strideA, const cuDoubleComplex *B, int64_t ldb, long long int strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long int strideC, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgemmStridedBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, strideA, B, (int)ldb, strideB, beta, C, (int)ldc, strideC, (int)batchCount);
}

cublasStatus_t cublasStrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasStrsmBatched(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, (int)batchCount);
}

cublasStatus_t cublasDtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDtrsmBatched(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, (int)batchCount);
}

cublasStatus_t cublasCtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCtrsmBatched(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, (int)batchCount);
}

cublasStatus_t cublasZtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZtrsmBatched(handle, side, uplo, trans, diag, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, (int)batchCount);
}

cublasStatus_t cublasCgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemm3m(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZgemm3m(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasChemm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasChemm_v2(handle, side, uplo, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZhemm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZhemm_v2(handle, side, uplo, (int)m, (int)n, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasCherk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCherk_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, beta, C, (int)ldc);
}

cublasStatus_t cublasZherk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZherk_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, beta, C, (int)ldc);
}

cublasStatus_t cublasCher2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCher2k_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZher2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZher2k_v2(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasCherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCherkx(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasZherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasZherkx(handle, uplo, trans, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb, beta, C, (int)ldc);
}

cublasStatus_t cublasAxpyEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasAxpyEx(handle, (int)n, alpha, alphaType, x, xType, (int)incx, y, yType, (int)incy, executiontype);
}

cublasStatus_t cublasDotEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDotEx(handle, (int)n, x, xType, (int)incx, y, yType, (int)incy, result, resultType, executionType);
}

cublasStatus_t cublasDotcEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasDotcEx(handle, (int)n, x, xType, (int)incx, y, yType, (int)incy, result, resultType, executionType);
}

cublasStatus_t cublasNrm2Ex_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasNrm2Ex(handle, (int)n, x, xType, (int)incx, result, resultType, executionType);
}

cublasStatus_t cublasAsumEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasAsumEx(handle, (int)n, x, xType, (int)incx, result, resultType, executiontype);
}

cublasStatus_t cublasScalEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType)
{
    if (!fits(n) || !fits(incx))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasScalEx(handle, (int)n, alpha, alphaType, x, xType, (int)incx, executionType);
}

cublasStatus_t cublasCopyEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCopyEx(handle, (int)n, x, xType, (int)incx, y, yType, (int)incy);
}

cublasStatus_t cublasSwapEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSwapEx(handle, (int)n, x, xType, (int)incx, y, yType, (int)incy);
}

cublasStatus_t cublasRotEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    if (!fits(n) || !fits(incx) || !fits(incy))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasRotEx(handle, (int)n, x, xType, (int)incx, y, yType, (int)incy, c, s, csType, executiontype);
}

cublasStatus_t cublasGemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGemmEx(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, Atype, (int)lda, B, Btype, (int)ldb, beta, C, Ctype, (int)ldc, computeType, algo);
}

cublasStatus_t cublasGemmBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGemmBatchedEx(handle, transa, transb, (int)m, (int)n, (int)k, alpha, Aarray, Atype, (int)lda, Barray, Btype, (int)ldb, beta, Carray, Ctype, (int)ldc, (int)batchCount, computeType, algo);
}

cublasStatus_t cublasGemmStridedBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long int strideA, const void *B, cudaDataType Btype, int64_t ldb, long long int strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long int strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasGemmStridedBatchedEx(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, Atype, (int)lda, strideA, B, Btype, (int)ldb, strideB, beta, C, Ctype, (int)ldc, strideC, (int)batchCount, computeType, algo);
}

cublasStatus_t cublasSgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasSgemmEx(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, Atype, (int)lda, B, Btype, (int)ldb, beta, C, Ctype, (int)ldc);
}

cublasStatus_t cublasCgemm3mBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemm3mBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, Aarray, (int)lda, Barray, (int)ldb, beta, Carray, (int)ldc, (int)batchCount);
}

cublasStatus_t cublasCgemm3mStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long int strideA, const cuComplex *B, int64_t ldb, long long int strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long int strideC, int64_t batchCount)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batchCount))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemm3mStridedBatched(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, (int)lda, strideA, B, (int)ldb, strideB, beta, C, (int)ldc, strideC, (int)batchCount);
}

cublasStatus_t cublasCgemm3mEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemm3mEx(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, Atype, (int)lda, B, Btype, (int)ldb, beta, C, Ctype, (int)ldc);
}

cublasStatus_t cublasCsyrkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyrkEx(handle, uplo, trans, (int)n, (int)k, alpha, A, Atype, (int)lda, beta, C, Ctype, (int)ldc);
}

cublasStatus_t cublasCsyrk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCsyrk3mEx(handle, uplo, trans, (int)n, (int)k, alpha, A, Atype, (int)lda, beta, C, Ctype, (int)ldc);
}

cublasStatus_t cublasCherkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCherkEx(handle, uplo, trans, (int)n, (int)k, alpha, A, Atype, (int)lda, beta, C, Ctype, (int)ldc);
}

cublasStatus_t cublasCherk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(n) || !fits(k) || !fits(lda) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCherk3mEx(handle, uplo, trans, (int)n, (int)k, alpha, A, Atype, (int)lda, beta, C, Ctype, (int)ldc);
}

cublasStatus_t cublasCgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    return cublasCgemmEx(handle, transa, transb, (int)m, (int)n, (int)k, alpha, A, Atype, (int)lda, B, Btype, (int)ldb, beta, C, Ctype, (int)ldc);
}
