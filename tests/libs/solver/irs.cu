// cuSOLVER's iterative-refinement solvers cusolverDn<t1><t2>gesv (every
// pair of the four data types with their lower precisions): the solution
// X of A X = B to t1's accuracy, iter >= 0 on return (a host result),
// devInfo 0; B untouched; a singular A gives devInfo = the zero pivot's
// index.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

typedef cusolverStatus_t (*gesv_size_fn)(cusolverDnHandle_t, int, int, void *, int, int *, void *,
                                         int, void *, int, void *, size_t *);
typedef cusolverStatus_t (*gesv_fn)(cusolverDnHandle_t, int, int, void *, int, int *, void *, int,
                                    void *, int, void *, size_t, int *, int *);

template <class T> void irs_case(cusolverDnHandle_t h, const char *name, gesv_size_fn size_fn,
                                 gesv_fn fn, int n, int nrhs)
{
    mat A0 = rand_mat<T>(n, n, n + 1);
    for (int i = 0; i < n; i++)
        A0(i, i) += cd(n, 0); // well conditioned: the refinement converges
    mat B0 = rand_mat<T>(n, nrhs, n + 2);
    T *dA = to_dev<T>(A0), *dB = to_dev<T>(B0), *dX = dev_work<T>((n + 3) * nrhs);
    int *ipiv = dev_ints(n), *info = dev_ints(1), iter = -999;
    size_t bytes = 0;
    OK(size_fn(h, n, nrhs, dA, n + 1, ipiv, dB, n + 2, dX, n + 3, nullptr, &bytes));
    void *work = nullptr;
    cudaMalloc(&work, bytes ? bytes : 1);
    OK(fn(h, n, nrhs, dA, n + 1, ipiv, dB, n + 2, dX, n + 3, work, bytes, &iter, info));
    CHECK(iter >= 0);
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat X = from_dev<T>(dX, n, nrhs, n + 3), A(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            A(i, j) = A0(i, j);
    double res = diff(mul(A, X), B0), scale = fro(A) * fro(X) + fro(B0);
    if (!(res <= tr<T>::tol() * n * scale)) {
        printf("%sgesv n=%d: residual %g (iter %d)\n", name, n, res, iter);
        failures++;
    }
    mat B1 = from_dev<T>(dB, n, nrhs, n + 2);
    CHECK(diff(B1, B0) == 0);

    // Singular: a zero column 3.
    for (int i = 0; i < n; i++)
        A0(i, 2) = 0;
    T *dZ = to_dev<T>(A0);
    OK(fn(h, n, nrhs, dZ, n + 1, ipiv, dB, n + 2, dX, n + 3, work, bytes, &iter, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 3);
    CHECK(fn(h, n, nrhs, dZ, n - 1, ipiv, dB, n + 2, dX, n + 3, work, bytes, &iter, info) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    cudaFree(dA), cudaFree(dB), cudaFree(dX), cudaFree(ipiv), cudaFree(info), cudaFree(work);
    cudaFree(dZ);
}

#define CASE(T, t1t2, n, nrhs)                                                                     \
    irs_case<T>(h, #t1t2, (gesv_size_fn)cusolverDn##t1t2##gesv_bufferSize,                         \
                (gesv_fn)cusolverDn##t1t2##gesv, n, nrhs)

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    CASE(double, DD, 40, 2);
    CASE(double, DS, 60, 3);
    CASE(double, DH, 33, 1);
    CASE(double, DB, 20, 1);
    CASE(double, DX, 25, 2);
    CASE(float, SS, 30, 2);
    CASE(float, SH, 12, 1);
    CASE(float, SB, 12, 1);
    CASE(float, SX, 12, 1);
    CASE(cuDoubleComplex, ZZ, 30, 2);
    CASE(cuDoubleComplex, ZC, 45, 2);
    CASE(cuDoubleComplex, ZK, 10, 1);
    CASE(cuDoubleComplex, ZE, 10, 1);
    CASE(cuDoubleComplex, ZY, 10, 1);
    CASE(cuComplex, CC, 20, 1);
    CASE(cuComplex, CK, 10, 1);
    CASE(cuComplex, CE, 10, 1);
    CASE(cuComplex, CY, 10, 1);
    OK(cusolverDnDestroy(h));
    return verdict();
}
