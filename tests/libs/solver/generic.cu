// cuSOLVER's 64-bit generic API with cusolverDnParams: Xgetrf/Xgetrs
// (64-bit pivots, and none), Xpotrf/Xpotrs, Xgeqrf, Xgesvd and Xsyevd for
// the four data types, and Xtrtri, with the workspaces their queries ask
// for; checked by residuals (T T^-1 = I); a compute type unlike the data
// type is NOT_SUPPORTED.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

#include <cstdint>

template <class T> cudaDataType dtype();
template <> cudaDataType dtype<float>() { return CUDA_R_32F; }
template <> cudaDataType dtype<double>() { return CUDA_R_64F; }
template <> cudaDataType dtype<cuComplex>() { return CUDA_C_32F; }
template <> cudaDataType dtype<cuDoubleComplex>() { return CUDA_C_64F; }
template <class T> cudaDataType rtype() { return sizeof(typename tr<T>::R) == 4 ? CUDA_R_32F : CUDA_R_64F; }

static void *dev_bytes(size_t n)
{
    void *p = nullptr;
    cudaMalloc(&p, n ? n : 1);
    return p;
}

static mat square(const mat &A)
{
    mat B(A.m, A.n);
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            B(i, j) = A(i, j);
    return B;
}

template <class T> void lu(cusolverDnHandle_t h, cusolverDnParams_t p, int64_t n, bool pivot)
{
    cudaDataType t = dtype<T>();
    int64_t lda = n + 2;
    mat A0 = rand_mat<T>(n, n, lda);
    if (!pivot)
        for (int i = 0; i < n; i++)
            A0(i, i) += cd(n, 0);
    mat B0 = rand_mat<T>(n, 2);
    T *dA = to_dev<T>(A0), *dB = to_dev<T>(B0);
    size_t dbytes = 0, hbytes = 0;
    OK(cusolverDnXgetrf_bufferSize(h, p, n, n, t, dA, lda, t, &dbytes, &hbytes));
    void *dwork = dev_bytes(dbytes), *hwork = malloc(hbytes ? hbytes : 1);
    int64_t *ipiv = pivot ? (int64_t *)dev_bytes(sizeof(int64_t) * n) : nullptr;
    int *info = dev_ints(1), *info2 = dev_ints(1);
    OK(cusolverDnXgetrf(h, p, n, n, t, dA, lda, ipiv, t, dwork, dbytes, hwork, hbytes, info));
    OK(cusolverDnXgetrs(h, p, CUBLAS_OP_N, n, 2, t, dA, lda, ipiv, t, dB, n, info2));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    CHECK(dev_int(info2) == 0);
    if (pivot) {
        std::vector<int64_t> pv = vec_from_dev(ipiv, (int)n);
        bool ok = true;
        for (int i = 0; i < n; i++)
            ok = ok && pv[i] >= i + 1 && pv[i] <= n;
        CHECK(ok);
    }
    mat X = from_dev<T>(dB, n, 2, n), A = square(A0);
    CHECK(diff(mul(A, X), B0) <= tr<T>::tol() * n * (fro(A) * fro(X) + fro(B0)));
    cudaFree(dA), cudaFree(dB), cudaFree(dwork), free(hwork), cudaFree(ipiv), cudaFree(info);
    cudaFree(info2);
}

template <class T> void chol(cusolverDnHandle_t h, cusolverDnParams_t p, int64_t n)
{
    cudaDataType t = dtype<T>();
    mat A0 = spd<T>(n), B0 = rand_mat<T>(n, 1);
    T *dA = to_dev<T>(A0), *dB = to_dev<T>(B0);
    size_t dbytes = 0, hbytes = 0;
    OK(cusolverDnXpotrf_bufferSize(h, p, CUBLAS_FILL_MODE_UPPER, n, t, dA, n, t, &dbytes, &hbytes));
    void *dwork = dev_bytes(dbytes);
    int *info = dev_ints(1);
    OK(cusolverDnXpotrf(h, p, CUBLAS_FILL_MODE_UPPER, n, t, dA, n, t, dwork, dbytes, nullptr, 0,
                        info));
    OK(cusolverDnXpotrs(h, p, CUBLAS_FILL_MODE_UPPER, n, 1, t, dA, n, t, dB, n, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat X = from_dev<T>(dB, n, 1, n);
    CHECK(diff(mul(A0, X), B0) <= tr<T>::tol() * n * (fro(A0) * fro(X) + fro(B0)));
    cudaFree(dA), cudaFree(dB), cudaFree(dwork), cudaFree(info);
}

template <class T> void qr(cusolverDnHandle_t h, cusolverDnParams_t p, int64_t m, int64_t n)
{
    cudaDataType t = dtype<T>();
    mat A0 = rand_mat<T>(m, n);
    T *dA = to_dev<T>(A0), *tau = dev_work<T>(n);
    size_t dbytes = 0, hbytes = 0;
    OK(cusolverDnXgeqrf_bufferSize(h, p, m, n, t, dA, m, t, tau, t, &dbytes, &hbytes));
    CHECK(dbytes > 0);
    void *dwork = dev_bytes(dbytes);
    int *info = dev_ints(1);
    OK(cusolverDnXgeqrf(h, p, m, n, t, dA, m, t, tau, t, dwork, dbytes, nullptr, 0, info));
    // Q from the typed orgqr, then Q R = A.
    T *dQ = dev_work<T>(m * n);
    cudaMemcpy(dQ, dA, sizeof(T) * m * n, cudaMemcpyDeviceToDevice);
    OK(api<T>::orgqr(h, (int)m, (int)n, (int)n, dQ, (int)m, tau, nullptr, 0, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat F = from_dev<T>(dA, m, n, m), Q = from_dev<T>(dQ, m, n, m), R(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i <= j; i++)
            R(i, j) = F(i, j);
    CHECK(diff(mul(Q, R), A0) <= tr<T>::tol() * 10 * m * fro(A0));
    cudaFree(dA), cudaFree(tau), cudaFree(dwork), cudaFree(dQ), cudaFree(info);
}

template <class T> void svd(cusolverDnHandle_t h, cusolverDnParams_t p, int64_t m, int64_t n)
{
    typedef typename tr<T>::R R;
    cudaDataType t = dtype<T>(), r = rtype<T>();
    mat A0 = rand_mat<T>(m, n);
    T *dA = to_dev<T>(A0), *dU = dev_work<T>(m * n), *dVT = dev_work<T>(n * n);
    R *dS;
    cudaMalloc(&dS, sizeof(R) * n);
    size_t dbytes = 0, hbytes = 0;
    OK(cusolverDnXgesvd_bufferSize(h, p, 'S', 'S', m, n, t, dA, m, r, dS, t, dU, m, t, dVT, n, t,
                                   &dbytes, &hbytes));
    void *dwork = dev_bytes(dbytes);
    int *info = dev_ints(1);
    OK(cusolverDnXgesvd(h, p, 'S', 'S', m, n, t, dA, m, r, dS, t, dU, m, t, dVT, n, t, dwork,
                        dbytes, nullptr, 0, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<R> s = vec_from_dev(dS, n);
    mat U = from_dev<T>(dU, m, n, m), VT = from_dev<T>(dVT, n, n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            U(i, j) *= s[j];
    CHECK(diff(mul(U, VT), A0) <= tr<T>::tol() * 20 * m * fro(A0));
    cudaFree(dA), cudaFree(dU), cudaFree(dVT), cudaFree(dS), cudaFree(dwork), cudaFree(info);
}

template <class T> void eig(cusolverDnHandle_t h, cusolverDnParams_t p, int64_t n)
{
    typedef typename tr<T>::R R;
    cudaDataType t = dtype<T>(), r = rtype<T>();
    mat A0 = herm<T>(n);
    T *dA = to_dev<T>(A0);
    R *dW;
    cudaMalloc(&dW, sizeof(R) * n);
    size_t dbytes = 0, hbytes = 0;
    OK(cusolverDnXsyevd_bufferSize(h, p, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, t, dA,
                                   n, r, dW, t, &dbytes, &hbytes));
    void *dwork = dev_bytes(dbytes);
    int *info = dev_ints(1);
    OK(cusolverDnXsyevd(h, p, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, t, dA, n, r, dW,
                        t, dwork, dbytes, nullptr, 0, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<R> w = vec_from_dev(dW, n);
    mat V = from_dev<T>(dA, n, n, n), VW = V;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            VW(i, j) *= w[j];
    CHECK(diff(mul(A0, V), VW) <= tr<T>::tol() * 20 * n * fro(A0));
    CHECK(orth_err(V, n) <= tr<T>::tol() * 20 * n);
    cudaFree(dA), cudaFree(dW), cudaFree(dwork), cudaFree(info);
}

template <class T> void trtri(cusolverDnHandle_t h, int64_t n, cublasFillMode_t uplo,
                              cublasDiagType_t diag)
{
    cudaDataType t = dtype<T>();
    int64_t lda = n + 1;
    mat A0 = rand_mat<T>(n, n, lda);
    for (int i = 0; i < n; i++)
        A0(i, i) += cd(3, 0);
    T *dA = to_dev<T>(A0);
    size_t dbytes = 0, hbytes = 0;
    OK(cusolverDnXtrtri_bufferSize(h, uplo, diag, n, t, dA, lda, &dbytes, &hbytes));
    void *dwork = dev_bytes(dbytes);
    int *info = dev_ints(1);
    OK(cusolverDnXtrtri(h, uplo, diag, n, t, dA, lda, dwork, dbytes, nullptr, 0, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat F = from_dev<T>(dA, n, n, lda), Tm(n, n), Ti(n, n), E(n, n);
    bool other_kept = true;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            bool in = uplo == CUBLAS_FILL_MODE_LOWER ? i >= j : i <= j;
            if (!in) {
                other_kept = other_kept && F(i, j) == A0(i, j);
                continue;
            }
            bool unit = diag == CUBLAS_DIAG_UNIT && i == j;
            Tm(i, j) = unit ? cd(1, 0) : A0(i, j);
            Ti(i, j) = unit ? cd(1, 0) : F(i, j);
        }
    for (int i = 0; i < n; i++)
        E(i, i) = 1;
    CHECK(other_kept);
    CHECK(padding_intact<T>(F));
    CHECK(diff(mul(Tm, Ti), E) <= tr<T>::tol() * 100 * n);
    // A zero on the diagonal: devInfo = its (1-based) index.
    if (diag == CUBLAS_DIAG_NON_UNIT && n > 2) {
        A0(2, 2) = 0;
        T *dZ = to_dev<T>(A0);
        OK(cusolverDnXtrtri(h, uplo, diag, n, t, dZ, lda, dwork, dbytes, nullptr, 0, info));
        cudaDeviceSynchronize();
        CHECK(dev_int(info) == 3);
        cudaFree(dZ);
    }
    cudaFree(dA), cudaFree(dwork), cudaFree(info);
}

template <class T> void all(cusolverDnHandle_t h, cusolverDnParams_t p)
{
    lu<T>(h, p, 1, true);
    lu<T>(h, p, 37, true);
    lu<T>(h, p, 20, false);
    chol<T>(h, p, 25);
    qr<T>(h, p, 30, 12);
    svd<T>(h, p, 17, 9);
    eig<T>(h, p, 21);
    trtri<T>(h, 9, CUBLAS_FILL_MODE_LOWER, CUBLAS_DIAG_NON_UNIT);
    trtri<T>(h, 30, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT);
    trtri<T>(h, 12, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_UNIT);
}

int main()
{
    cusolverDnHandle_t h;
    cusolverDnParams_t p;
    OK(cusolverDnCreate(&h));
    OK(cusolverDnCreateParams(&p));
    OK(cusolverDnSetAdvOptions(p, CUSOLVERDN_GETRF, CUSOLVER_ALG_0));
    all<float>(h, p);
    all<double>(h, p);
    all<cuComplex>(h, p);
    all<cuDoubleComplex>(h, p);
    // A null params is allowed (defaults).
    lu<double>(h, nullptr, 8, true);

    size_t d, hb;
    CHECK(cusolverDnXgetrf_bufferSize(h, p, 4, 4, CUDA_R_64F, nullptr, 4, CUDA_R_32F, &d, &hb) ==
          CUSOLVER_STATUS_NOT_SUPPORTED);
    CHECK(cusolverDnXgetrf_bufferSize(h, p, 4, 4, CUDA_R_16F, nullptr, 4, CUDA_R_16F, &d, &hb) ==
          CUSOLVER_STATUS_NOT_SUPPORTED);
    CHECK(cusolverDnXgetrf_bufferSize(h, p, -1, 4, CUDA_R_64F, nullptr, 4, CUDA_R_64F, &d, &hb) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(cusolverDnXgetrf_bufferSize(nullptr, p, 4, 4, CUDA_R_64F, nullptr, 4, CUDA_R_64F, &d,
                                      &hb) == CUSOLVER_STATUS_NOT_INITIALIZED);
    CHECK(cusolverDnSetAdvOptions(p, CUSOLVERDN_POTRF, (cusolverAlgMode_t)9) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    OK(cusolverDnDestroyParams(p));
    OK(cusolverDnDestroy(h));
    return verdict();
}
