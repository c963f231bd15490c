// Shared by the tests/libs/blas programs: element types as std::complex
// (layout-compatible with cuComplex), deterministic random fill, op(M)
// element access, tolerance checks, and cuBLAS dispatch by type.
#ifndef FERRY_TESTS_LIBS_BLAS_TEST_H
#define FERRY_TESTS_LIBS_BLAS_TEST_H

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../../cuda/tally.h"

typedef std::complex<float> cf;
typedef std::complex<double> cd;

#define CK(call) CHECK((call) == CUBLAS_STATUS_SUCCESS)

// A test's all<T>(h) for the four element types, on one handle.
#define ALL_TYPES(h) (all<float>(h), all<double>(h), all<cf>(h), all<cd>(h))

static unsigned long long rng_state = 12345;
static double urand() // in [-1, 1)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return ((rng_state >> 11) * (1.0 / 9007199254740992.0)) * 2 - 1;
}
template <class T> T rnd();
template <> float rnd<float>() { return (float)urand(); }
template <> double rnd<double>() { return urand(); }
template <> cf rnd<cf>() { float r = (float)urand(); return cf(r, (float)urand()); }
template <> cd rnd<cd>() { double r = urand(); return cd(r, urand()); }

template <class T> struct real_of { typedef T type; };
template <class R> struct real_of<std::complex<R> > { typedef R type; };
template <class T> double eps_of() { return sizeof(typename real_of<T>::type) == 4 ? 1e-5 : 1e-12; }
template <class T> bool is_cplx() { return sizeof(T) == 2 * sizeof(typename real_of<T>::type); }

static inline float cj(float v) { return v; }
static inline double cj(double v) { return v; }
static inline cf cj(cf v) { return std::conj(v); }
static inline cd cj(cd v) { return std::conj(v); }

// op(M)(i, j) for column-major M with leading dimension ld
template <class T> T opel(const T *M, int ld, cublasOperation_t op, int i, int j)
{
    if (op == CUBLAS_OP_N)
        return M[i + (size_t)j * ld];
    T v = M[j + (size_t)i * ld];
    return op == CUBLAS_OP_C ? cj(v) : v;
}

// |got - want| <= tol * (scale + |want|), scale the size of the terms summed
template <class T> bool close(T got, T want, double scale)
{
    double tol = eps_of<T>() * 50 * (scale + 1);
    return std::abs(got - want) <= tol * (1 + std::abs(want));
}

template <class T> std::vector<T> randv(size_t n)
{
    std::vector<T> v(n);
    for (auto &x : v) x = rnd<T>();
    return v;
}

template <class T> T *dev(const std::vector<T> &v)
{
    T *p = nullptr;
    cudaMalloc(&p, (v.size() ? v.size() : 1) * sizeof(T));
    if (v.size()) cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice);
    return p;
}
template <class T> std::vector<T> host(const T *p, size_t n)
{
    std::vector<T> v(n);
    if (n) cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost);
    return v;
}

// cuBLAS's functions by element type
#define B_ARGS cublasHandle_t h
template <class T> struct B;
#define B_TYPE(T, CT, X)                                                                                             \
    template <> struct B<T> {                                                                                        \
        static cublasStatus_t gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, \
                                   const T *al, const T *A, int lda, const T *B_, int ldb, const T *be, T *C, int ldc) \
        {                                                                                                            \
            return cublas##X##gemm(h, ta, tb, m, n, k, (const CT *)al, (const CT *)A, lda, (const CT *)B_, ldb,      \
                                   (const CT *)be, (CT *)C, ldc);                                                    \
        }                                                                                                            \
        static cublasStatus_t gemv(cublasHandle_t h, cublasOperation_t t, int m, int n, const T *al, const T *A,     \
                                   int lda, const T *x, int incx, const T *be, T *y, int incy)                       \
        {                                                                                                            \
            return cublas##X##gemv(h, t, m, n, (const CT *)al, (const CT *)A, lda, (const CT *)x, incx,              \
                                   (const CT *)be, (CT *)y, incy);                                                   \
        }                                                                                                            \
        static cublasStatus_t trsv(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, cublasDiagType_t d,    \
                                   int n, const T *A, int lda, T *x, int incx)                                       \
        {                                                                                                            \
            return cublas##X##trsv(h, u, t, d, n, (const CT *)A, lda, (CT *)x, incx);                                \
        }                                                                                                            \
        static cublasStatus_t trmv(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, cublasDiagType_t d,    \
                                   int n, const T *A, int lda, T *x, int incx)                                       \
        {                                                                                                            \
            return cublas##X##trmv(h, u, t, d, n, (const CT *)A, lda, (CT *)x, incx);                                \
        }                                                                                                            \
        static cublasStatus_t trsm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t u, cublasOperation_t t,    \
                                   cublasDiagType_t d, int m, int n, const T *al, const T *A, int lda, T *B_,        \
                                   int ldb)                                                                          \
        {                                                                                                            \
            return cublas##X##trsm(h, s, u, t, d, m, n, (const CT *)al, (const CT *)A, lda, (CT *)B_, ldb);          \
        }                                                                                                            \
        static cublasStatus_t trmm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t u, cublasOperation_t t,    \
                                   cublasDiagType_t d, int m, int n, const T *al, const T *A, int lda, const T *B_,  \
                                   int ldb, T *C, int ldc)                                                           \
        {                                                                                                            \
            return cublas##X##trmm(h, s, u, t, d, m, n, (const CT *)al, (const CT *)A, lda, (const CT *)B_, ldb,     \
                                   (CT *)C, ldc);                                                                    \
        }                                                                                                            \
        static cublasStatus_t symm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t u, int m, int n,           \
                                   const T *al, const T *A, int lda, const T *B_, int ldb, const T *be, T *C,        \
                                   int ldc)                                                                          \
        {                                                                                                            \
            return cublas##X##symm(h, s, u, m, n, (const CT *)al, (const CT *)A, lda, (const CT *)B_, ldb,           \
                                   (const CT *)be, (CT *)C, ldc);                                                    \
        }                                                                                                            \
        static cublasStatus_t syrk(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n, int k,          \
                                   const T *al, const T *A, int lda, const T *be, T *C, int ldc)                     \
        {                                                                                                            \
            return cublas##X##syrk(h, u, t, n, k, (const CT *)al, (const CT *)A, lda, (const CT *)be, (CT *)C, ldc); \
        }                                                                                                            \
        static cublasStatus_t syr2k(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n, int k,         \
                                    const T *al, const T *A, int lda, const T *B_, int ldb, const T *be, T *C,       \
                                    int ldc)                                                                         \
        {                                                                                                            \
            return cublas##X##syr2k(h, u, t, n, k, (const CT *)al, (const CT *)A, lda, (const CT *)B_, ldb,          \
                                    (const CT *)be, (CT *)C, ldc);                                                   \
        }                                                                                                            \
        static cublasStatus_t syrkx(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n, int k,         \
                                    const T *al, const T *A, int lda, const T *B_, int ldb, const T *be, T *C,       \
                                    int ldc)                                                                         \
        {                                                                                                            \
            return cublas##X##syrkx(h, u, t, n, k, (const CT *)al, (const CT *)A, lda, (const CT *)B_, ldb,          \
                                    (const CT *)be, (CT *)C, ldc);                                                   \
        }                                                                                                            \
        static cublasStatus_t geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,       \
                                   const T *al, const T *A, int lda, const T *be, const T *B_, int ldb, T *C,        \
                                   int ldc)                                                                          \
        {                                                                                                            \
            return cublas##X##geam(h, ta, tb, m, n, (const CT *)al, (const CT *)A, lda, (const CT *)be,              \
                                   (const CT *)B_, ldb, (CT *)C, ldc);                                               \
        }                                                                                                            \
        static cublasStatus_t dgmm(cublasHandle_t h, cublasSideMode_t s, int m, int n, const T *A, int lda,          \
                                   const T *x, int incx, T *C, int ldc)                                              \
        {                                                                                                            \
            return cublas##X##dgmm(h, s, m, n, (const CT *)A, lda, (const CT *)x, incx, (CT *)C, ldc);               \
        }                                                                                                            \
        static cublasStatus_t gemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,       \
                                          int n, int k, const T *al, T **A, int lda, T **B_, int ldb, const T *be,   \
                                          T **C, int ldc, int count)                                                 \
        {                                                                                                            \
            return cublas##X##gemmBatched(h, ta, tb, m, n, k, (const CT *)al, (const CT *const *)A, lda,             \
                                          (const CT *const *)B_, ldb, (const CT *)be, (CT *const *)C, ldc, count);   \
        }                                                                                                            \
        static cublasStatus_t gemmStrided(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,       \
                                          int n, int k, const T *al, const T *A, int lda, long long sa,              \
                                          const T *B_, int ldb, long long sb, const T *be, T *C, int ldc,            \
                                          long long sc, int count)                                                   \
        {                                                                                                            \
            return cublas##X##gemmStridedBatched(h, ta, tb, m, n, k, (const CT *)al, (const CT *)A, lda, sa,         \
                                                 (const CT *)B_, ldb, sb, (const CT *)be, (CT *)C, ldc, sc, count);  \
        }                                                                                                            \
        static cublasStatus_t getrf(cublasHandle_t h, int n, T **A, int lda, int *P, int *info, int count)          \
        {                                                                                                            \
            return cublas##X##getrfBatched(h, n, (CT *const *)A, lda, P, info, count);                              \
        }                                                                                                            \
        static cublasStatus_t getri(cublasHandle_t h, int n, T **A, int lda, const int *P, T **C, int ldc,          \
                                    int *info, int count)                                                            \
        {                                                                                                            \
            return cublas##X##getriBatched(h, n, (const CT *const *)A, lda, P, (CT *const *)C, ldc, info, count);    \
        }                                                                                                            \
        static cublasStatus_t getrs(cublasHandle_t h, cublasOperation_t t, int n, int nrhs, T **A, int lda,         \
                                    const int *P, T **Bm, int ldb, int *info, int count)                             \
        {                                                                                                            \
            return cublas##X##getrsBatched(h, t, n, nrhs, (const CT *const *)A, lda, P, (CT *const *)Bm, ldb, info,  \
                                           count);                                                                   \
        }                                                                                                            \
        static cublasStatus_t matinv(cublasHandle_t h, int n, T **A, int lda, T **Ai, int ldi, int *info,           \
                                     int count)                                                                      \
        {                                                                                                            \
            return cublas##X##matinvBatched(h, n, (const CT *const *)A, lda, (CT *const *)Ai, ldi, info, count);     \
        }                                                                                                            \
    };
B_TYPE(float, float, S)
B_TYPE(double, double, D)
B_TYPE(cf, cuComplex, C)
B_TYPE(cd, cuDoubleComplex, Z)

// batched QR and least squares by element type
template <class T> struct B_qr;
#define B_QR(T, CT, X)                                                                                               \
    template <> struct B_qr<T> {                                                                                     \
        static cublasStatus_t geqrf(cublasHandle_t h, int m, int n, T **A, int lda, T **tau, int *info, int count)  \
        {                                                                                                            \
            return cublas##X##geqrfBatched(h, m, n, (CT *const *)A, lda, (CT *const *)tau, info, count);             \
        }                                                                                                            \
        static cublasStatus_t gels(cublasHandle_t h, cublasOperation_t t, int m, int n, int nrhs, T **A, int lda,   \
                                   T **C, int ldc, int *info, int *dinfo, int count)                                 \
        {                                                                                                            \
            return cublas##X##gelsBatched(h, t, m, n, nrhs, (CT *const *)A, lda, (CT *const *)C, ldc, info, dinfo,  \
                                          count);                                                                    \
        }                                                                                                            \
    };
B_QR(float, float, S)
B_QR(double, double, D)
B_QR(cf, cuComplex, C)
B_QR(cd, cuDoubleComplex, Z)

#endif
