/* cuSOLVER's dense half: LU, Cholesky, QR, symmetric indefinite, SVD and
 * symmetric eigenvalue solvers for S, D, C and Z, their workspace queries,
 * the Jacobi solvers' parameter objects and the 64-bit generic API.  Ferry
 * runs them with LAPACK on the CPU, queued in order on the handle's stream;
 * devInfo is written when the work runs, as on a GPU.  Declared from
 * cuSOLVER's public documentation. */
#ifndef FERRY_CUSOLVERDN_H
#define FERRY_CUSOLVERDN_H
#define CUSOLVERDN_H_ /* the toolkit's guard */

#include <stddef.h>
#include <stdint.h>

#include "cuComplex.h"
#include "cublas_api.h" /* cublasFillMode_t, cublasOperation_t, cublasSideMode_t */
#include "cuda_runtime_api.h"
#include "cusolver_common.h"

#if defined(__cplusplus)
extern "C" {
#endif

struct cusolverDnContext;
typedef struct cusolverDnContext *cusolverDnHandle_t;

struct syevjInfo;
typedef struct syevjInfo *syevjInfo_t;

struct gesvdjInfo;
typedef struct gesvdjInfo *gesvdjInfo_t;

struct cusolverDnParams;
typedef struct cusolverDnParams *cusolverDnParams_t;

typedef enum {
    CUSOLVERDN_GETRF = 0,
    CUSOLVERDN_POTRF = 1
} cusolverDnFunction_t;

cusolverStatus_t CUSOLVERAPI cusolverDnCreate(cusolverDnHandle_t *handle);
cusolverStatus_t CUSOLVERAPI cusolverDnDestroy(cusolverDnHandle_t handle);
cusolverStatus_t CUSOLVERAPI cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t streamId);
cusolverStatus_t CUSOLVERAPI cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *streamId);
cusolverStatus_t CUSOLVERAPI cusolverDnSetDeterministicMode(cusolverDnHandle_t handle,
    cusolverDeterministicMode_t mode);
cusolverStatus_t CUSOLVERAPI cusolverDnGetDeterministicMode(cusolverDnHandle_t handle,
    cusolverDeterministicMode_t *mode);

/* The Jacobi solvers' settings and results. */
cusolverStatus_t CUSOLVERAPI cusolverDnCreateSyevjInfo(syevjInfo_t *info);
cusolverStatus_t CUSOLVERAPI cusolverDnDestroySyevjInfo(syevjInfo_t info);
cusolverStatus_t CUSOLVERAPI cusolverDnXsyevjSetTolerance(syevjInfo_t info, double tolerance);
cusolverStatus_t CUSOLVERAPI cusolverDnXsyevjSetMaxSweeps(syevjInfo_t info, int max_sweeps);
cusolverStatus_t CUSOLVERAPI cusolverDnXsyevjSetSortEig(syevjInfo_t info, int sort_eig);
cusolverStatus_t CUSOLVERAPI cusolverDnXsyevjGetResidual(cusolverDnHandle_t handle,
    syevjInfo_t info, double *residual);
cusolverStatus_t CUSOLVERAPI cusolverDnXsyevjGetSweeps(cusolverDnHandle_t handle, syevjInfo_t info,
    int *executed_sweeps);

cusolverStatus_t CUSOLVERAPI cusolverDnCreateGesvdjInfo(gesvdjInfo_t *info);
cusolverStatus_t CUSOLVERAPI cusolverDnDestroyGesvdjInfo(gesvdjInfo_t info);
cusolverStatus_t CUSOLVERAPI cusolverDnXgesvdjSetTolerance(gesvdjInfo_t info, double tolerance);
cusolverStatus_t CUSOLVERAPI cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t info, int max_sweeps);
cusolverStatus_t CUSOLVERAPI cusolverDnXgesvdjSetSortEig(gesvdjInfo_t info, int sort_svd);
cusolverStatus_t CUSOLVERAPI cusolverDnXgesvdjGetResidual(cusolverDnHandle_t handle,
    gesvdjInfo_t info, double *residual);
cusolverStatus_t CUSOLVERAPI cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t handle,
    gesvdjInfo_t info, int *executed_sweeps);

/* ---- S ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnSgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    float *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSgetrf(cusolverDnHandle_t handle, int m, int n, float *A,
    int lda, float *Workspace, int *devIpiv, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSgetrs(cusolverDnHandle_t handle, cublasOperation_t trans,
    int n, int nrhs, const float *A, int lda, const int *devIpiv, float *B, int ldb, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotrf_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, float *A, int lda, float *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, int nrhs, const float *A, int lda, float *B, int ldb, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, float *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, float *A, int lda, float *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotrfBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, float *Aarray[], int lda, int *infoArray, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnSpotrsBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, int nrhs, float *Aarray[], int lda, float *Barray[], int ldb,
    int *info, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnSgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    float *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSgeqrf(cusolverDnHandle_t handle, int m, int n, float *A,
    int lda, float *TAU, float *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSormqr_bufferSize(cusolverDnHandle_t handle,
    cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda,
    const float *tau, const float *C, int ldc, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSormqr(cusolverDnHandle_t handle, cublasSideMode_t side,
    cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau,
    float *C, int ldc, float *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int k, const float *A, int lda, const float *tau, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSorgqr(cusolverDnHandle_t handle, int m, int n, int k,
    float *A, int lda, const float *tau, float *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnSsytrf_bufferSize(cusolverDnHandle_t handle, int n, float *A,
    int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnSgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSgesvd(cusolverDnHandle_t handle, signed char jobu,
    signed char jobvt, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *VT,
    int ldvt, float *work, int lwork, float *rwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSgesvdj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S,
    const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnSgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv,
    float *work, int lwork, int *info, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnSgesvdjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U,
    int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnSgesvdjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V,
    int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W,
    int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info,
    syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W,
    int *lwork, syevjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work,
    int lwork, int *info, syevjInfo_t params, int batchSize);

/* ---- D ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnDgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    double *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDgetrf(cusolverDnHandle_t handle, int m, int n, double *A,
    int lda, double *Workspace, int *devIpiv, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDgetrs(cusolverDnHandle_t handle, cublasOperation_t trans,
    int n, int nrhs, const double *A, int lda, const int *devIpiv, double *B, int ldb,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotrf_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, double *A, int lda, double *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, int nrhs, const double *A, int lda, double *B, int ldb, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, double *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, double *A, int lda, double *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotrfBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, double *Aarray[], int lda, int *infoArray, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnDpotrsBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, int nrhs, double *Aarray[], int lda, double *Barray[], int ldb,
    int *info, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnDgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    double *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDgeqrf(cusolverDnHandle_t handle, int m, int n, double *A,
    int lda, double *TAU, double *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDormqr_bufferSize(cusolverDnHandle_t handle,
    cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda,
    const double *tau, const double *C, int ldc, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDormqr(cusolverDnHandle_t handle, cublasSideMode_t side,
    cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau,
    double *C, int ldc, double *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int k, const double *A, int lda, const double *tau, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDorgqr(cusolverDnHandle_t handle, int m, int n, int k,
    double *A, int lda, const double *tau, double *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnDsytrf_bufferSize(cusolverDnHandle_t handle, int n,
    double *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnDgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDgesvd(cusolverDnHandle_t handle, signed char jobu,
    signed char jobvt, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *VT,
    int ldvt, double *work, int lwork, double *rwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDgesvdj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S,
    const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnDgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv,
    double *work, int lwork, int *info, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnDgesvdjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S,
    const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params,
    int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnDgesvdjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu,
    double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W,
    int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info,
    syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W,
    int *lwork, syevjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W,
    double *work, int lwork, int *info, syevjInfo_t params, int batchSize);

/* ---- C ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnCgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    cuComplex *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCgetrf(cusolverDnHandle_t handle, int m, int n, cuComplex *A,
    int lda, cuComplex *Workspace, int *devIpiv, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCgetrs(cusolverDnHandle_t handle, cublasOperation_t trans,
    int n, int nrhs, const cuComplex *A, int lda, const int *devIpiv, cuComplex *B, int ldb,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotrf_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuComplex *A, int lda, cuComplex *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, int nrhs, const cuComplex *A, int lda, cuComplex *B, int ldb, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotrfBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuComplex *Aarray[], int lda, int *infoArray, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnCpotrsBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, int nrhs, cuComplex *Aarray[], int lda, cuComplex *Barray[],
    int ldb, int *info, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnCgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    cuComplex *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCgeqrf(cusolverDnHandle_t handle, int m, int n, cuComplex *A,
    int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCunmqr_bufferSize(cusolverDnHandle_t handle,
    cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A,
    int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCunmqr(cusolverDnHandle_t handle, cublasSideMode_t side,
    cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau,
    cuComplex *C, int ldc, cuComplex *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCungqr_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCungqr(cusolverDnHandle_t handle, int m, int n, int k,
    cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnCsytrf_bufferSize(cusolverDnHandle_t handle, int n,
    cuComplex *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnCgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCgesvd(cusolverDnHandle_t handle, signed char jobu,
    signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu,
    cuComplex *VT, int ldvt, cuComplex *work, int lwork, float *rwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCgesvdj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S,
    const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnCgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V,
    int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnCgesvdjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S,
    const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params,
    int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnCgesvdjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu,
    cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params,
    int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda,
    const float *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda,
    const float *W, int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork,
    int *info, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda,
    const float *W, int *lwork, syevjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W,
    cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize);

/* ---- Z ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnZgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    cuDoubleComplex *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZgetrf(cusolverDnHandle_t handle, int m, int n,
    cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZgetrs(cusolverDnHandle_t handle, cublasOperation_t trans,
    int n, int nrhs, const cuDoubleComplex *A, int lda, const int *devIpiv, cuDoubleComplex *B,
    int ldb, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotrf_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int Lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, int nrhs, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotrfBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuDoubleComplex *Aarray[], int lda, int *infoArray,
    int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnZpotrsBatched(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex *Aarray[], int lda,
    cuDoubleComplex *Barray[], int ldb, int *info, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnZgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n,
    cuDoubleComplex *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZgeqrf(cusolverDnHandle_t handle, int m, int n,
    cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex *Workspace, int Lwork,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZunmqr_bufferSize(cusolverDnHandle_t handle,
    cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A,
    int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZunmqr(cusolverDnHandle_t handle, cublasSideMode_t side,
    cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda,
    const cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZungqr_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZungqr(cusolverDnHandle_t handle, int m, int n, int k,
    cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork,
    int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnZsytrf_bufferSize(cusolverDnHandle_t handle, int n,
    cuDoubleComplex *A, int lda, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnZgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZgesvd(cusolverDnHandle_t handle, signed char jobu,
    signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U,
    int ldu, cuDoubleComplex *VT, int ldvt, cuDoubleComplex *work, int lwork, double *rwork,
    int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZgesvdj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda,
    const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv,
    int *lwork, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnZgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu,
    cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnZgesvdjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S,
    const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork,
    gesvdjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnZgesvdjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S,
    cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork,
    int *info, gesvdjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda,
    const double *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work,
    int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda,
    const double *W, int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work,
    int lwork, int *info, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevjBatched_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda,
    const double *W, int *lwork, syevjInfo_t params, int batchSize);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevjBatched(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W,
    cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize);
/* ---- the inverse from sytrf's factors ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnSsytri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnDsytri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnCsytri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnZsytri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork,
    int *info);

/* ---- iterative refinement: cusolverDn<t1><t2>gesv (iter is a host result: these calls wait
 * for the stream) ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnDDgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnDDgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB,
    cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnDSgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnDSgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB,
    cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnDHgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnDHgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB,
    cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnDBgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnDBgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB,
    cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnDXgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnDXgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB,
    cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnSSgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnSSgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB,
    cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnSHgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnSHgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB,
    cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnSBgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnSBgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB,
    cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnSXgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace,
    size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnSXgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB,
    cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnZZgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX,
    cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnZZgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnZCgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX,
    cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnZCgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnZKgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX,
    cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnZKgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnZEgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX,
    cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnZEgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnZYgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX,
    cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnZYgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv,
    cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnCCgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnCCgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB,
    cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnCKgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnCKgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB,
    cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnCEgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnCEgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB,
    cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);
cusolverStatus_t CUSOLVERAPI cusolverDnCYgesv_bufferSize(cusolverDnHandle_t handle,
    cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda,
    cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx,
    void *dWorkspace, size_t *lwork_bytes);
cusolverStatus_t CUSOLVERAPI cusolverDnCYgesv(cusolverDnHandle_t handle, cusolver_int_t n,
    cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB,
    cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes,
    cusolver_int_t *iter, cusolver_int_t *d_info);

/* ---- selected eigenvalues (meig is a host result: these calls wait for the stream) ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevdx_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A,
    int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu,
    int il, int iu, int *meig, float *W, float *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevdx_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A,
    int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl,
    double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevdx_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n,
    const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnCheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl,
    float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevdx_bufferSize(cusolverDnHandle_t handle,
    cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n,
    const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig,
    const double *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
    cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl,
    double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork,
    int *devInfo);

/* ---- the generalized symmetric/Hermitian eigenproblem ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnSsygvd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A,
    int lda, const float *B, int ldb, const float *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnSsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb,
    float *W, float *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnSsygvj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A,
    int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnSsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb,
    float *W, float *work, int lwork, int *info, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnDsygvd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A,
    int lda, const double *B, int ldb, const double *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnDsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb,
    double *W, double *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnDsygvj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A,
    int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnDsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb,
    double *W, double *work, int lwork, int *info, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnChegvd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
    const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnChegvd(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B,
    int ldb, float *W, cuComplex *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnChegvj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
    const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork,
    syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnChegvj(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B,
    int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnZhegvd_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
    const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W,
    int *lwork);
cusolverStatus_t CUSOLVERAPI cusolverDnZhegvd(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda,
    cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *devInfo);
cusolverStatus_t CUSOLVERAPI cusolverDnZhegvj_bufferSize(cusolverDnHandle_t handle,
    cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
    const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W,
    int *lwork, syevjInfo_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnZhegvj(cusolverDnHandle_t handle, cusolverEigType_t itype,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda,
    cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info,
    syevjInfo_t params);

/* ---- the 64-bit generic API ---- */
cusolverStatus_t CUSOLVERAPI cusolverDnCreateParams(cusolverDnParams_t *params);
cusolverStatus_t CUSOLVERAPI cusolverDnDestroyParams(cusolverDnParams_t params);
cusolverStatus_t CUSOLVERAPI cusolverDnSetAdvOptions(cusolverDnParams_t params,
    cusolverDnFunction_t function, cusolverAlgMode_t algo);

cusolverStatus_t CUSOLVERAPI cusolverDnXgetrf_bufferSize(cusolverDnHandle_t handle,
    cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A,
    int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice,
    size_t *workspaceInBytesOnHost);
cusolverStatus_t CUSOLVERAPI cusolverDnXgetrf(cusolverDnHandle_t handle, cusolverDnParams_t params,
    int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv,
    cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice,
    void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnXgetrs(cusolverDnHandle_t handle, cusolverDnParams_t params,
    cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A,
    int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);

cusolverStatus_t CUSOLVERAPI cusolverDnXpotrf_bufferSize(cusolverDnHandle_t handle,
    cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA,
    const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice,
    size_t *workspaceInBytesOnHost);
cusolverStatus_t CUSOLVERAPI cusolverDnXpotrf(cusolverDnHandle_t handle, cusolverDnParams_t params,
    cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda,
    cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice,
    void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
cusolverStatus_t CUSOLVERAPI cusolverDnXpotrs(cusolverDnHandle_t handle, cusolverDnParams_t params,
    cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A,
    int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);

cusolverStatus_t CUSOLVERAPI cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t handle,
    cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A,
    int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType,
    size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
cusolverStatus_t CUSOLVERAPI cusolverDnXgeqrf(cusolverDnHandle_t handle, cusolverDnParams_t params,
    int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau,
    void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice,
    void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

cusolverStatus_t CUSOLVERAPI cusolverDnXgesvd_bufferSize(cusolverDnHandle_t handle,
    cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n,
    cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S,
    cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT,
    int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice,
    size_t *workspaceInBytesOnHost);
cusolverStatus_t CUSOLVERAPI cusolverDnXgesvd(cusolverDnHandle_t handle, cusolverDnParams_t params,
    signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A,
    int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu,
    cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType,
    void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost,
    size_t workspaceInBytesOnHost, int *info);

cusolverStatus_t CUSOLVERAPI cusolverDnXsyevd_bufferSize(cusolverDnHandle_t handle,
    cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n,
    cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W,
    cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
cusolverStatus_t CUSOLVERAPI cusolverDnXsyevd(cusolverDnHandle_t handle, cusolverDnParams_t params,
    cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A,
    int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice,
    size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

cusolverStatus_t CUSOLVERAPI cusolverDnXtrtri_bufferSize(cusolverDnHandle_t handle,
    cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A,
    int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
cusolverStatus_t CUSOLVERAPI cusolverDnXtrtri(cusolverDnHandle_t handle, cublasFillMode_t uplo,
    cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda,
    void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost,
    size_t workspaceInBytesOnHost, int *devInfo);

#if defined(__cplusplus)
}
#endif

#endif
