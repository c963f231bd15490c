/* cublasSet/GetVector and Set/GetMatrix: strided copies between host and
 * device memory, as 2D copies so they order with the default stream (or
 * the given one, for the Async forms) like the toolkit's. */
#include "blas.h"

static cublasStatus_t vec(int n, int es, const void *x, int incx, void *y, int incy, bool async, cudaStream_t s)
{
    BLAS_REQUIRE(incx > 0 && incy > 0 && es > 0 && n >= 0);
    if (n == 0)
        return CUBLAS_STATUS_SUCCESS;
    size_t dp = (size_t)incy * es, sp = (size_t)incx * es;
    cudaError_t e = async ? cudaMemcpy2DAsync(y, dp, x, sp, es, n, cudaMemcpyDefault, s)
                          : cudaMemcpy2D(y, dp, x, sp, es, n, cudaMemcpyDefault);
    return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}

static cublasStatus_t mat(int rows, int cols, int es, const void *A, int lda, void *B, int ldb, bool async,
                          cudaStream_t s)
{
    BLAS_REQUIRE(rows >= 0 && cols >= 0 && es > 0 && lda > 0 && ldb > 0 && lda >= rows && ldb >= rows);
    if (rows == 0 || cols == 0)
        return CUBLAS_STATUS_SUCCESS;
    size_t w = (size_t)rows * es;
    cudaError_t e = async ? cudaMemcpy2DAsync(B, (size_t)ldb * es, A, (size_t)lda * es, w, cols, cudaMemcpyDefault, s)
                          : cudaMemcpy2D(B, (size_t)ldb * es, A, (size_t)lda * es, w, cols, cudaMemcpyDefault);
    return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}

cublasStatus_t cublasSetVector(int n, int es, const void *x, int incx, void *y, int incy)
{
    return vec(n, es, x, incx, y, incy, false, 0);
}
cublasStatus_t cublasGetVector(int n, int es, const void *x, int incx, void *y, int incy)
{
    return vec(n, es, x, incx, y, incy, false, 0);
}
cublasStatus_t cublasSetVectorAsync(int n, int es, const void *x, int incx, void *y, int incy, cudaStream_t s)
{
    return vec(n, es, x, incx, y, incy, true, s);
}
cublasStatus_t cublasGetVectorAsync(int n, int es, const void *x, int incx, void *y, int incy, cudaStream_t s)
{
    return vec(n, es, x, incx, y, incy, true, s);
}
cublasStatus_t cublasSetMatrix(int rows, int cols, int es, const void *A, int lda, void *B, int ldb)
{
    return mat(rows, cols, es, A, lda, B, ldb, false, 0);
}
cublasStatus_t cublasGetMatrix(int rows, int cols, int es, const void *A, int lda, void *B, int ldb)
{
    return mat(rows, cols, es, A, lda, B, ldb, false, 0);
}
cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int es, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t s)
{
    return mat(rows, cols, es, A, lda, B, ldb, true, s);
}
cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int es, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t s)
{
    return mat(rows, cols, es, A, lda, B, ldb, true, s);
}
