// cuSOLVER's LU: getrf (with pivots and, devIpiv NULL, without) and getrs
// for S/D/C/Z, every transposition, lda > n, several right-hand sides;
// checked by the residual ||op(A) X - B||, by P A = L U for rectangular
// matrices, by devInfo = j for a zero column j, on a stream of its own.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

static mat op_of(const mat &A, cublasOperation_t op)
{
    if (op == CUBLAS_OP_N) {
        mat C(A.m, A.n);
        for (int j = 0; j < A.n; j++)
            for (int i = 0; i < A.m; i++)
                C(i, j) = A(i, j);
        return C;
    }
    mat C(A.n, A.m);
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            C(j, i) = op == CUBLAS_OP_C ? std::conj(A(i, j)) : A(i, j);
    return C;
}

template <class T>
void solve_case(cusolverDnHandle_t h, int n, int lda, int nrhs, cublasOperation_t op, bool pivot)
{
    typedef api<T> S;
    mat A0 = rand_mat<T>(n, n, lda);
    if (!pivot) // no interchanges: make it diagonally dominant
        for (int i = 0; i < n; i++)
            A0(i, i) += cd(n, 0);
    T *dA = to_dev<T>(A0);
    int lwork = -1;
    OK(S::getrf_bufferSize(h, n, n, dA, lda, &lwork));
    CHECK(lwork >= 0);
    T *work = dev_work<T>(lwork);
    int *ipiv = pivot ? dev_ints(n) : nullptr, *info = dev_ints(1), *info2 = dev_ints(1);
    OK(S::getrf(h, n, n, dA, lda, work, ipiv, info));
    int ldb = n + 3;
    mat B0 = rand_mat<T>(n, nrhs, ldb);
    T *dB = to_dev<T>(B0);
    OK(S::getrs(h, op, n, nrhs, dA, lda, ipiv, dB, ldb, info2));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    CHECK(dev_int(info2) == 0);
    mat X = from_dev<T>(dB, n, nrhs, ldb);
    mat LU = from_dev<T>(dA, n, n, lda);
    CHECK(padding_intact<T>(X));
    CHECK(padding_intact<T>(LU));
    mat R = mul(op_of(A0, op), X);
    double res = diff(R, B0), scale = fro(A0) * fro(X) + fro(B0);
    if (!(res <= tr<T>::tol() * n * scale)) {
        printf("%sgetrs n=%d op=%d pivot=%d: residual %g (scale %g)\n", tr<T>::name, n, (int)op,
               pivot, res, scale);
        failures++;
    }
    cudaFree(dA), cudaFree(dB), cudaFree(work), cudaFree(ipiv), cudaFree(info), cudaFree(info2);
}

// P A = L U for an m x n matrix.
template <class T> void rect_case(cusolverDnHandle_t h, int m, int n, int lda)
{
    typedef api<T> S;
    mat A0 = rand_mat<T>(m, n, lda);
    T *dA = to_dev<T>(A0);
    int k = m < n ? m : n, lwork = 0;
    OK(S::getrf_bufferSize(h, m, n, dA, lda, &lwork));
    T *work = dev_work<T>(lwork);
    int *ipiv = dev_ints(k), *info = dev_ints(1);
    OK(S::getrf(h, m, n, dA, lda, work, ipiv, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<int> piv = vec_from_dev(ipiv, k);
    mat F = from_dev<T>(dA, m, n, lda), L(m, k), U(k, n), PA(m, n);
    for (int j = 0; j < k; j++)
        for (int i = 0; i < m; i++)
            L(i, j) = i > j ? F(i, j) : i == j ? cd(1, 0) : cd(0, 0);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < k; i++)
            U(i, j) = i <= j ? F(i, j) : cd(0, 0);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            PA(i, j) = A0(i, j);
    bool piv_ok = true;
    for (int i = 0; i < k; i++) {
        piv_ok = piv_ok && piv[i] >= i + 1 && piv[i] <= m;
        if (piv_ok)
            for (int j = 0; j < n; j++)
                std::swap(PA(i, j), PA(piv[i] - 1, j));
    }
    CHECK(piv_ok);
    CHECK(diff(mul(L, U), PA) <= tr<T>::tol() * 10 * fro(A0));
    CHECK(padding_intact<T>(F));
    cudaFree(dA), cudaFree(work), cudaFree(ipiv), cudaFree(info);
}

// A zero column j (1-based) makes U(j, j) zero: devInfo = j.
template <class T> void singular_case(cusolverDnHandle_t h, int n, int zero_col, bool pivot)
{
    typedef api<T> S;
    mat A0 = rand_mat<T>(n, n);
    for (int i = 0; i < n; i++) {
        A0(i, zero_col - 1) = 0;
        if (!pivot)
            A0(i, i) += i == zero_col - 1 ? cd(0, 0) : cd(n, 0);
    }
    T *dA = to_dev<T>(A0);
    int *ipiv = pivot ? dev_ints(n) : nullptr, *info = dev_ints(1);
    OK(S::getrf(h, n, n, dA, n, nullptr, ipiv, info));
    cudaDeviceSynchronize();
    int got = dev_int(info);
    if (got != zero_col) {
        printf("%sgetrf singular pivot=%d: devInfo %d, expected %d\n", tr<T>::name, pivot, got,
               zero_col);
        failures++;
    }
    cudaFree(dA), cudaFree(ipiv), cudaFree(info);
}

template <class T> void all(cusolverDnHandle_t h)
{
    const cublasOperation_t ops[] = {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C};
    for (cublasOperation_t op : ops) {
        solve_case<T>(h, 1, 1, 1, op, true);
        solve_case<T>(h, 7, 7, 3, op, true);
        solve_case<T>(h, 64, 70, 2, op, true);
        solve_case<T>(h, 33, 40, 1, op, false);
    }
    solve_case<T>(h, 150, 151, 4, CUBLAS_OP_N, true);
    solve_case<T>(h, 0, 1, 1, CUBLAS_OP_N, true);
    rect_case<T>(h, 9, 5, 11);
    rect_case<T>(h, 5, 9, 6);
    rect_case<T>(h, 40, 40, 40);
    singular_case<T>(h, 8, 4, true);
    singular_case<T>(h, 8, 4, false);
    singular_case<T>(h, 8, 8, true);
}

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    ALL_TYPES(h);

    // The same on a stream of the program's own, checked after synchronizing
    // that stream only.
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    OK(cusolverDnSetStream(h, s));
    cudaStream_t got = nullptr;
    OK(cusolverDnGetStream(h, &got));
    CHECK(got == s);
    {
        int n = 100;
        mat A0 = rand_mat<double>(n, n);
        mat B0 = rand_mat<double>(n, 1);
        double *dA = to_dev<double>(A0), *dB = to_dev<double>(B0);
        int *ipiv = dev_ints(n), *info = dev_ints(1);
        OK(cusolverDnDgetrf(h, n, n, dA, n, nullptr, ipiv, info));
        OK(cusolverDnDgetrs(h, CUBLAS_OP_N, n, 1, dA, n, ipiv, dB, n, info));
        cudaStreamSynchronize(s);
        std::vector<double> x(n);
        cudaMemcpyAsync(x.data(), dB, sizeof(double) * n, cudaMemcpyDeviceToHost, s);
        cudaStreamSynchronize(s);
        CHECK(dev_int(info) == 0);
        mat X(n, 1);
        for (int i = 0; i < n; i++)
            X(i, 0) = x[i];
        CHECK(diff(mul(A0, X), B0) <= 1e-10 * (fro(A0) * fro(X) + fro(B0)));
        cudaFree(dA), cudaFree(dB), cudaFree(ipiv), cudaFree(info);
    }
    OK(cusolverDnSetStream(h, 0));
    cudaStreamDestroy(s);
    OK(cusolverDnDestroy(h));
    return verdict();
}
