// Shared by the cuSOLVER tests: the S/D/C/Z routines under one name per
// element type (api<T>), host matrices checked in complex<double>, random
// fills, norms and products for the residual checks.
#ifndef FERRY_TESTS_SOLVER_TEST_H
#define FERRY_TESTS_SOLVER_TEST_H

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuComplex.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#include "../../cuda/tally.h"

typedef std::complex<double> cd;

template <class T> struct tr;
template <> struct tr<float> {
    typedef float R;
    static const bool cx = false;
    static constexpr const char *name = "S";
    static double tol() { return 2e-4; }
    static cd get(float x) { return cd(x, 0); }
    static float make(cd z) { return (float)z.real(); }
};
template <> struct tr<double> {
    typedef double R;
    static const bool cx = false;
    static constexpr const char *name = "D";
    static double tol() { return 1e-11; }
    static cd get(double x) { return cd(x, 0); }
    static double make(cd z) { return z.real(); }
};
template <> struct tr<cuComplex> {
    typedef float R;
    static const bool cx = true;
    static constexpr const char *name = "C";
    static double tol() { return 2e-4; }
    static cd get(cuComplex x) { return cd(x.x, x.y); }
    static cuComplex make(cd z) { return make_cuComplex((float)z.real(), (float)z.imag()); }
};
template <> struct tr<cuDoubleComplex> {
    typedef double R;
    static const bool cx = true;
    static constexpr const char *name = "Z";
    static double tol() { return 1e-11; }
    static cd get(cuDoubleComplex x) { return cd(x.x, x.y); }
    static cuDoubleComplex make(cd z) { return make_cuDoubleComplex(z.real(), z.imag()); }
};

#define SOLVER_API(P, T, orm, org, ev, evj)                                                        \
    template <> struct api<T> {                                                                    \
        static constexpr auto getrf_bufferSize = cusolverDn##P##getrf_bufferSize;                  \
        static constexpr auto getrf = cusolverDn##P##getrf;                                        \
        static constexpr auto getrs = cusolverDn##P##getrs;                                        \
        static constexpr auto potrf_bufferSize = cusolverDn##P##potrf_bufferSize;                  \
        static constexpr auto potrf = cusolverDn##P##potrf;                                        \
        static constexpr auto potrs = cusolverDn##P##potrs;                                        \
        static constexpr auto potri_bufferSize = cusolverDn##P##potri_bufferSize;                  \
        static constexpr auto potri = cusolverDn##P##potri;                                        \
        static constexpr auto potrfBatched = cusolverDn##P##potrfBatched;                          \
        static constexpr auto potrsBatched = cusolverDn##P##potrsBatched;                          \
        static constexpr auto geqrf_bufferSize = cusolverDn##P##geqrf_bufferSize;                  \
        static constexpr auto geqrf = cusolverDn##P##geqrf;                                        \
        static constexpr auto ormqr_bufferSize = cusolverDn##P##orm##_bufferSize;                  \
        static constexpr auto ormqr = cusolverDn##P##orm;                                          \
        static constexpr auto orgqr_bufferSize = cusolverDn##P##org##_bufferSize;                  \
        static constexpr auto orgqr = cusolverDn##P##org;                                          \
        static constexpr auto sytrf_bufferSize = cusolverDn##P##sytrf_bufferSize;                  \
        static constexpr auto sytrf = cusolverDn##P##sytrf;                                        \
        static constexpr auto sytri_bufferSize = cusolverDn##P##sytri_bufferSize;                  \
        static constexpr auto sytri = cusolverDn##P##sytri;                                        \
        static constexpr auto gesvd_bufferSize = cusolverDn##P##gesvd_bufferSize;                  \
        static constexpr auto gesvd = cusolverDn##P##gesvd;                                        \
        static constexpr auto gesvdj_bufferSize = cusolverDn##P##gesvdj_bufferSize;                \
        static constexpr auto gesvdj = cusolverDn##P##gesvdj;                                      \
        static constexpr auto gesvdjBatched_bufferSize = cusolverDn##P##gesvdjBatched_bufferSize;  \
        static constexpr auto gesvdjBatched = cusolverDn##P##gesvdjBatched;                        \
        static constexpr auto syevd_bufferSize = cusolverDn##P##ev##_bufferSize;                   \
        static constexpr auto syevd = cusolverDn##P##ev;                                           \
        static constexpr auto syevj_bufferSize = cusolverDn##P##evj##_bufferSize;                  \
        static constexpr auto syevj = cusolverDn##P##evj;                                          \
        static constexpr auto syevjBatched_bufferSize = cusolverDn##P##evj##Batched_bufferSize;    \
        static constexpr auto syevjBatched = cusolverDn##P##evj##Batched;                          \
    };

template <class T> struct api;
SOLVER_API(S, float, ormqr, orgqr, syevd, syevj)
SOLVER_API(D, double, ormqr, orgqr, syevd, syevj)
SOLVER_API(C, cuComplex, unmqr, ungqr, heevd, heevj)
SOLVER_API(Z, cuDoubleComplex, unmqr, ungqr, heevd, heevj)

// A column-major host matrix of m x n inside ld rows, in complex<double>.
struct mat {
    int m, n, ld;
    std::vector<cd> a;
    mat(int m_, int n_, int ld_ = 0) : m(m_), n(n_), ld(ld_ ? ld_ : (m_ ? m_ : 1)), a((size_t)ld * n_) {}
    cd &operator()(int i, int j) { return a[i + (size_t)j * ld]; }
    cd operator()(int i, int j) const { return a[i + (size_t)j * ld]; }
};

static unsigned rng_state = 12345;
static double urand()
{
    rng_state = rng_state * 1664525u + 1013904223u;
    return (rng_state >> 8) / double(1u << 24) * 2 - 1;
}

// Random entries (complex ones for complex T); the padding rows below m
// hold a marker the routines must leave alone.
template <class T> mat rand_mat(int m, int n, int ld = 0)
{
    mat A(m, n, ld);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < A.ld; i++)
            A(i, j) = i < m ? cd(urand(), tr<T>::cx ? urand() : 0) : cd(777, 0);
    return A;
}

static const cd PAD(777, 0);

template <class T> bool padding_intact(const mat &A)
{
    for (int j = 0; j < A.n; j++)
        for (int i = A.m; i < A.ld; i++)
            if (A(i, j) != PAD)
                return false;
    return true;
}

static mat mul(const mat &A, const mat &B, bool ha = false)
{
    int m = ha ? A.n : A.m, k = ha ? A.m : A.n;
    mat C(m, B.n);
    for (int j = 0; j < B.n; j++)
        for (int p = 0; p < k; p++) {
            cd b = B(p, j);
            for (int i = 0; i < m; i++)
                C(i, j) += (ha ? std::conj(A(p, i)) : A(i, p)) * b;
        }
    return C;
}

static double fro(const mat &A)
{
    double s = 0;
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            s += std::norm(A(i, j));
    return std::sqrt(s);
}

static double diff(const mat &A, const mat &B)
{
    double s = 0;
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            s += std::norm(A(i, j) - B(i, j));
    return std::sqrt(s);
}

// ||Q^H Q - I|| for the first k columns of Q.
static double orth_err(const mat &Q, int k)
{
    double s = 0;
    for (int a = 0; a < k; a++)
        for (int b = 0; b < k; b++) {
            cd d = 0;
            for (int i = 0; i < Q.m; i++)
                d += std::conj(Q(i, a)) * Q(i, b);
            s += std::norm(d - (a == b ? 1.0 : 0.0));
        }
    return std::sqrt(s);
}

// A Hermitian (symmetric) positive definite matrix: B^H B + n I.
template <class T> mat spd(int n, int ld = 0)
{
    mat B = rand_mat<T>(n, n), A(n, n, ld);
    mat P = mul(B, B, true);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < A.ld; i++)
            A(i, j) = i < n ? P(i, j) + (i == j ? cd(n, 0) : cd(0, 0)) : PAD;
    return A;
}

// A Hermitian (symmetric for real T) random matrix.
template <class T> mat herm(int n, int ld = 0)
{
    mat A = rand_mat<T>(n, n, ld);
    for (int j = 0; j < n; j++) {
        A(j, j) = cd(A(j, j).real(), 0);
        for (int i = j + 1; i < n; i++)
            A(j, i) = std::conj(A(i, j));
    }
    return A;
}

// Device copies of host matrices (and back).
template <class T> T *to_dev(const mat &A)
{
    std::vector<T> h(A.a.size());
    for (size_t i = 0; i < h.size(); i++)
        h[i] = tr<T>::make(A.a[i]);
    T *d = nullptr;
    cudaMalloc(&d, sizeof(T) * (h.size() ? h.size() : 1));
    cudaMemcpy(d, h.data(), sizeof(T) * h.size(), cudaMemcpyHostToDevice);
    return d;
}

template <class T> mat from_dev(const T *d, int m, int n, int ld)
{
    mat A(m, n, ld);
    std::vector<T> h(A.a.size());
    cudaMemcpy(h.data(), d, sizeof(T) * h.size(), cudaMemcpyDeviceToHost);
    for (size_t i = 0; i < h.size(); i++)
        A.a[i] = tr<T>::get(h[i]);
    return A;
}

template <class R> std::vector<R> vec_from_dev(const R *d, int n)
{
    std::vector<R> h(n);
    cudaMemcpy(h.data(), d, sizeof(R) * n, cudaMemcpyDeviceToHost);
    return h;
}

static int dev_int(const int *d)
{
    int v = -12345;
    cudaMemcpy(&v, d, sizeof v, cudaMemcpyDeviceToHost);
    return v;
}

static int *dev_ints(int n)
{
    int *d = nullptr;
    cudaMalloc(&d, sizeof(int) * (n ? n : 1));
    cudaMemset(d, 0x7f, sizeof(int) * (n ? n : 1)); // nonsense until written
    return d;
}

template <class T> T *dev_work(int lwork)
{
    T *d = nullptr;
    cudaMalloc(&d, sizeof(T) * (lwork > 0 ? lwork : 1));
    return d;
}

#define OK(call) CHECK((call) == CUSOLVER_STATUS_SUCCESS)

// A test's all<T>(h) for the four element types, on one handle.
#define ALL_TYPES(h) (all<float>(h), all<double>(h), all<cuComplex>(h), all<cuDoubleComplex>(h))

// How a test program ends: PASS when no CHECK failed.
static int verdict()
{
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}

#endif
