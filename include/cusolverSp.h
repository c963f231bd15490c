/* cuSOLVER's sparse half, the common direct solvers: A x = b for a CSR
 * matrix A by QR (csrlsvqr), Cholesky (csrlsvchol) or LU (csrlsvluHost),
 * with the device and Host forms, and the orderings and permutation that
 * come before them.  Ferry solves them with LAPACK on a
 * dense copy of A (O(n^2) memory, O(n^3) time: right for the moderate
 * sizes these calls see, not a sparse factorization).  The calls return
 * when x and singularity are written, after the handle's stream's earlier
 * work.  Declared from cuSOLVER's public documentation. */
#ifndef FERRY_CUSOLVERSP_H
#define FERRY_CUSOLVERSP_H
#define CUSOLVERSP_H_ /* the toolkit's guard */

#include <stddef.h>
#include <stdint.h>

#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "cusolver_common.h"
#include "cusparse.h"

#if defined(__cplusplus)
extern "C" {
#endif

struct cusolverSpContext;
typedef struct cusolverSpContext *cusolverSpHandle_t;

cusolverStatus_t CUSOLVERAPI cusolverSpCreate(cusolverSpHandle_t *handle);
cusolverStatus_t CUSOLVERAPI cusolverSpDestroy(cusolverSpHandle_t handle);
cusolverStatus_t CUSOLVERAPI cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId);
cusolverStatus_t CUSOLVERAPI cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId);

cusolverStatus_t CUSOLVERAPI cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr,
    const int *csrColInd, const float *b, float tol, int reorder, float *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr,
    const int *csrColInd, const float *b, float tol, int reorder, float *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr,
    const int *csrColInd, const float *b, float tol, int reorder, float *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr,
    const int *csrColInd, const float *b, float tol, int reorder, float *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr,
    const int *csrColInd, const float *b, float tol, int reorder, float *x,
    int *singularity);

cusolverStatus_t CUSOLVERAPI cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr,
    const int *csrColInd, const double *b, double tol, int reorder, double *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr,
    const int *csrColInd, const double *b, double tol, int reorder, double *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr,
    const int *csrColInd, const double *b, double tol, int reorder, double *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr,
    const int *csrColInd, const double *b, double tol, int reorder, double *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr,
    const int *csrColInd, const double *b, double tol, int reorder, double *x,
    int *singularity);

cusolverStatus_t CUSOLVERAPI cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x,
    int *singularity);

cusolverStatus_t CUSOLVERAPI cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x,
    int *singularity);
cusolverStatus_t CUSOLVERAPI cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr,
    const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x,
    int *singularity);

/* Orderings (p: the 0-based original index of each new row) and B = A(p, q). */
cusolverStatus_t CUSOLVERAPI cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA,
    const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);
cusolverStatus_t CUSOLVERAPI cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA,
    const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);
cusolverStatus_t CUSOLVERAPI cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA,
    const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);
cusolverStatus_t CUSOLVERAPI cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA,
    const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA,
    const int64_t *options, int *p);
cusolverStatus_t CUSOLVERAPI cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m,
    int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA,
    const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes);
cusolverStatus_t CUSOLVERAPI cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n,
    int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p,
    const int *q, int *map, void *pBuffer);

#if defined(__cplusplus)
}
#endif

#endif
