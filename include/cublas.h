/* Ferry's <cublas.h>: cuBLAS's legacy API, with no handle (an implicit one
 * made by cublasInit), scalars by value, characters for the operation,
 * fill, diagonal and side, and errors kept for cublasGetError.  Declared
 * from NVIDIA's public documentation of the legacy interface. */
#ifndef FERRY_CUBLAS_H
#define FERRY_CUBLAS_H
#define CUBLAS_H_ /* the toolkit's guard */

#if defined(CUBLAS_V2_H_)
#error "It is an error to include both cublas.h and cublas_v2.h"
#endif

#include "cublas_api.h"

#if defined(__cplusplus)
extern "C" {
#endif

typedef cublasStatus_t cublasStatus;

cublasStatus CUBLASWINAPI cublasInit(void);
cublasStatus CUBLASWINAPI cublasShutdown(void);
cublasStatus CUBLASWINAPI cublasGetError(void);
cublasStatus CUBLASWINAPI cublasGetVersion(int *version);
cublasStatus CUBLASWINAPI cublasAlloc(int n, int elemSize, void **devicePtr);
cublasStatus CUBLASWINAPI cublasFree(void *devicePtr);
cublasStatus CUBLASWINAPI cublasSetKernelStream(cudaStream_t stream);

#define __FERRY_CUBLAS_LEGACY(X, x, T, R)                                                                            \
    void CUBLASWINAPI cublas##X##axpy(int n, T alpha, const T *x_, int incx, T *y, int incy);                        \
    void CUBLASWINAPI cublas##X##copy(int n, const T *x_, int incx, T *y, int incy);                                 \
    void CUBLASWINAPI cublas##X##swap(int n, T *x_, int incx, T *y, int incy);                                       \
    void CUBLASWINAPI cublas##X##scal(int n, T alpha, T *x_, int incx);                                              \
    int CUBLASWINAPI cublasI##x##amax(int n, const T *x_, int incx);                                                 \
    int CUBLASWINAPI cublasI##x##amin(int n, const T *x_, int incx);                                                 \
    void CUBLASWINAPI cublas##X##gemv(char trans, int m, int n, T alpha, const T *A, int lda, const T *x_, int incx, \
                                      T beta, T *y, int incy);                                                       \
    void CUBLASWINAPI cublas##X##trmv(char uplo, char trans, char diag, int n, const T *A, int lda, T *x_, int incx); \
    void CUBLASWINAPI cublas##X##trsv(char uplo, char trans, char diag, int n, const T *A, int lda, T *x_, int incx); \
    void CUBLASWINAPI cublas##X##gemm(char transa, char transb, int m, int n, int k, T alpha, const T *A, int lda,    \
                                      const T *B, int ldb, T beta, T *C, int ldc);                                   \
    void CUBLASWINAPI cublas##X##symm(char side, char uplo, int m, int n, T alpha, const T *A, int lda, const T *B,  \
                                      int ldb, T beta, T *C, int ldc);                                               \
    void CUBLASWINAPI cublas##X##syrk(char uplo, char trans, int n, int k, T alpha, const T *A, int lda, T beta,     \
                                      T *C, int ldc);                                                                \
    void CUBLASWINAPI cublas##X##trmm(char side, char uplo, char transa, char diag, int m, int n, T alpha,           \
                                      const T *A, int lda, T *B, int ldb);                                           \
    void CUBLASWINAPI cublas##X##trsm(char side, char uplo, char transa, char diag, int m, int n, T alpha,           \
                                      const T *A, int lda, T *B, int ldb);
__FERRY_CUBLAS_LEGACY(S, s, float, float)
__FERRY_CUBLAS_LEGACY(D, d, double, double)
__FERRY_CUBLAS_LEGACY(C, c, cuComplex, float)
__FERRY_CUBLAS_LEGACY(Z, z, cuDoubleComplex, double)
#undef __FERRY_CUBLAS_LEGACY

float CUBLASWINAPI cublasSdot(int n, const float *x, int incx, const float *y, int incy);
double CUBLASWINAPI cublasDdot(int n, const double *x, int incx, const double *y, int incy);
cuComplex CUBLASWINAPI cublasCdotu(int n, const cuComplex *x, int incx, const cuComplex *y, int incy);
cuComplex CUBLASWINAPI cublasCdotc(int n, const cuComplex *x, int incx, const cuComplex *y, int incy);
cuDoubleComplex CUBLASWINAPI cublasZdotu(int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy);
cuDoubleComplex CUBLASWINAPI cublasZdotc(int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy);
float CUBLASWINAPI cublasSnrm2(int n, const float *x, int incx);
double CUBLASWINAPI cublasDnrm2(int n, const double *x, int incx);
float CUBLASWINAPI cublasScnrm2(int n, const cuComplex *x, int incx);
double CUBLASWINAPI cublasDznrm2(int n, const cuDoubleComplex *x, int incx);
float CUBLASWINAPI cublasSasum(int n, const float *x, int incx);
double CUBLASWINAPI cublasDasum(int n, const double *x, int incx);
float CUBLASWINAPI cublasScasum(int n, const cuComplex *x, int incx);
double CUBLASWINAPI cublasDzasum(int n, const cuDoubleComplex *x, int incx);
void CUBLASWINAPI cublasCsscal(int n, float alpha, cuComplex *x, int incx);
void CUBLASWINAPI cublasZdscal(int n, double alpha, cuDoubleComplex *x, int incx);
void CUBLASWINAPI cublasSger(int m, int n, float alpha, const float *x, int incx, const float *y, int incy, float *A,
                             int lda);
void CUBLASWINAPI cublasDger(int m, int n, double alpha, const double *x, int incx, const double *y, int incy,
                             double *A, int lda);
void CUBLASWINAPI cublasSsymv(char uplo, int n, float alpha, const float *A, int lda, const float *x, int incx,
                              float beta, float *y, int incy);
void CUBLASWINAPI cublasDsymv(char uplo, int n, double alpha, const double *A, int lda, const double *x, int incx,
                              double beta, double *y, int incy);

void CUBLASWINAPI cublasSrot(int n, float *x, int incx, float *y, int incy, float sc, float ss);
void CUBLASWINAPI cublasDrot(int n, double *x, int incx, double *y, int incy, double sc, double ss);
void CUBLASWINAPI cublasCrot(int n, cuComplex *x, int incx, cuComplex *y, int incy, float c, cuComplex s);
void CUBLASWINAPI cublasZrot(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, double sc,
                             cuDoubleComplex cs);
void CUBLASWINAPI cublasCsrot(int n, cuComplex *x, int incx, cuComplex *y, int incy, float c, float s);
void CUBLASWINAPI cublasZdrot(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, double c, double s);
void CUBLASWINAPI cublasSrotg(float *sa, float *sb, float *sc, float *ss);
void CUBLASWINAPI cublasDrotg(double *sa, double *sb, double *sc, double *ss);
void CUBLASWINAPI cublasCrotg(cuComplex *ca, cuComplex cb, float *sc, cuComplex *cs);
void CUBLASWINAPI cublasZrotg(cuDoubleComplex *ca, cuDoubleComplex cb, double *sc, cuDoubleComplex *cs);
void CUBLASWINAPI cublasSrotm(int n, float *x, int incx, float *y, int incy, const float *sparam);
void CUBLASWINAPI cublasDrotm(int n, double *x, int incx, double *y, int incy, const double *sparam);
void CUBLASWINAPI cublasSrotmg(float *sd1, float *sd2, float *sx1, const float *sy1, float *sparam);
void CUBLASWINAPI cublasDrotmg(double *sd1, double *sd2, double *sx1, const double *sy1, double *sparam);

#define __FERRY_CUBLAS_LEGACY2(X, T)                                                                                 \
    void CUBLASWINAPI cublas##X##gbmv(char trans, int m, int n, int kl, int ku, T alpha, const T *A, int lda,        \
                                      const T *x, int incx, T beta, T *y, int incy);                                 \
    void CUBLASWINAPI cublas##X##tbmv(char uplo, char trans, char diag, int n, int k, const T *A, int lda, T *x,     \
                                      int incx);                                                                     \
    void CUBLASWINAPI cublas##X##tbsv(char uplo, char trans, char diag, int n, int k, const T *A, int lda, T *x,     \
                                      int incx);                                                                     \
    void CUBLASWINAPI cublas##X##tpmv(char uplo, char trans, char diag, int n, const T *AP, T *x, int incx);         \
    void CUBLASWINAPI cublas##X##tpsv(char uplo, char trans, char diag, int n, const T *AP, T *x, int incx);         \
    void CUBLASWINAPI cublas##X##syr2k(char uplo, char trans, int n, int k, T alpha, const T *A, int lda,            \
                                       const T *B, int ldb, T beta, T *C, int ldc);
__FERRY_CUBLAS_LEGACY2(S, float)
__FERRY_CUBLAS_LEGACY2(D, double)
__FERRY_CUBLAS_LEGACY2(C, cuComplex)
__FERRY_CUBLAS_LEGACY2(Z, cuDoubleComplex)
#undef __FERRY_CUBLAS_LEGACY2

#define __FERRY_CUBLAS_LEGACY_REAL(X, T)                                                                             \
    void CUBLASWINAPI cublas##X##sbmv(char uplo, int n, int k, T alpha, const T *A, int lda, const T *x, int incx,   \
                                      T beta, T *y, int incy);                                                       \
    void CUBLASWINAPI cublas##X##spmv(char uplo, int n, T alpha, const T *AP, const T *x, int incx, T beta, T *y,    \
                                      int incy);                                                                     \
    void CUBLASWINAPI cublas##X##spr(char uplo, int n, T alpha, const T *x, int incx, T *AP);                        \
    void CUBLASWINAPI cublas##X##spr2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *AP); \
    void CUBLASWINAPI cublas##X##syr(char uplo, int n, T alpha, const T *x, int incx, T *A, int lda);                \
    void CUBLASWINAPI cublas##X##syr2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A,   \
                                      int lda);
__FERRY_CUBLAS_LEGACY_REAL(S, float)
__FERRY_CUBLAS_LEGACY_REAL(D, double)
#undef __FERRY_CUBLAS_LEGACY_REAL

#define __FERRY_CUBLAS_LEGACY_CPLX(X, T, R)                                                                          \
    void CUBLASWINAPI cublas##X##geru(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A,       \
                                      int lda);                                                                      \
    void CUBLASWINAPI cublas##X##gerc(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A,       \
                                      int lda);                                                                      \
    void CUBLASWINAPI cublas##X##hemv(char uplo, int n, T alpha, const T *A, int lda, const T *x, int incx, T beta,  \
                                      T *y, int incy);                                                               \
    void CUBLASWINAPI cublas##X##hbmv(char uplo, int n, int k, T alpha, const T *A, int lda, const T *x, int incx,   \
                                      T beta, T *y, int incy);                                                       \
    void CUBLASWINAPI cublas##X##hpmv(char uplo, int n, T alpha, const T *AP, const T *x, int incx, T beta, T *y,    \
                                      int incy);                                                                     \
    void CUBLASWINAPI cublas##X##her(char uplo, int n, R alpha, const T *x, int incx, T *A, int lda);                \
    void CUBLASWINAPI cublas##X##her2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A,   \
                                      int lda);                                                                      \
    void CUBLASWINAPI cublas##X##hpr(char uplo, int n, R alpha, const T *x, int incx, T *AP);                        \
    void CUBLASWINAPI cublas##X##hpr2(char uplo, int n, T alpha, const T *x, int incx, const T *y, int incy, T *AP); \
    void CUBLASWINAPI cublas##X##hemm(char side, char uplo, int m, int n, T alpha, const T *A, int lda, const T *B,  \
                                      int ldb, T beta, T *C, int ldc);                                               \
    void CUBLASWINAPI cublas##X##herk(char uplo, char trans, int n, int k, R alpha, const T *A, int lda, R beta,     \
                                      T *C, int ldc);                                                                \
    void CUBLASWINAPI cublas##X##her2k(char uplo, char trans, int n, int k, T alpha, const T *A, int lda,            \
                                       const T *B, int ldb, R beta, T *C, int ldc);
__FERRY_CUBLAS_LEGACY_CPLX(C, cuComplex, float)
__FERRY_CUBLAS_LEGACY_CPLX(Z, cuDoubleComplex, double)
#undef __FERRY_CUBLAS_LEGACY_CPLX

#if defined(__cplusplus)
}
#endif

#endif
