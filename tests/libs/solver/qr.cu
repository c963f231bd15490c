// cuSOLVER's QR: geqrf, orgqr/ungqr (Q made explicit) and ormqr/unmqr
// (Q applied) for S/D/C/Z, tall, square and wide matrices, lda > m;
// checked by ||Q R - A||, ||Q^H Q - I|| and ormqr against the explicit Q,
// and a least-squares solve through Q^H b and R.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

template <class T> void qr_case(cusolverDnHandle_t h, int m, int n, int lda)
{
    typedef api<T> S;
    int k = m < n ? m : n;
    mat A0 = rand_mat<T>(m, n, lda);
    T *dA = to_dev<T>(A0), *dtau = dev_work<T>(k);
    int lwork = -1;
    OK(S::geqrf_bufferSize(h, m, n, dA, lda, &lwork));
    CHECK(lwork > 0);
    T *work = dev_work<T>(lwork);
    int *info = dev_ints(1);
    OK(S::geqrf(h, m, n, dA, lda, dtau, work, lwork, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat F = from_dev<T>(dA, m, n, lda);
    CHECK(padding_intact<T>(F));
    mat Rm(k, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i <= j && i < k; i++)
            Rm(i, j) = F(i, j);

    // Q (m x k) from the reflectors: orgqr on a copy of the first k columns.
    T *dQ = dev_work<T>(lda * k);
    cudaMemcpy(dQ, dA, sizeof(T) * lda * k, cudaMemcpyDeviceToDevice);
    int lq = -1;
    OK(S::orgqr_bufferSize(h, m, k, k, dQ, lda, dtau, &lq));
    T *wq = dev_work<T>(lq);
    OK(S::orgqr(h, m, k, k, dQ, lda, dtau, wq, lq, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat Q = from_dev<T>(dQ, m, k, lda);
    double scale = fro(A0);
    CHECK(orth_err(Q, k) <= tr<T>::tol() * 10 * k);
    CHECK(diff(mul(Q, Rm), A0) <= tr<T>::tol() * 10 * m * scale);

    // ormqr: Q^H C from the left; its first k rows are those of the
    // explicit (m x k) Q's Q^H C.
    const cublasOperation_t herm = tr<T>::cx ? CUBLAS_OP_C : CUBLAS_OP_T;
    int nc = 3, ldc = m + 2;
    mat C0 = rand_mat<T>(m, nc, ldc);
    T *dC = to_dev<T>(C0);
    int lo = -1;
    OK(S::ormqr_bufferSize(h, CUBLAS_SIDE_LEFT, herm, m, nc, k, dA, lda, dtau, dC, ldc, &lo));
    T *wo = dev_work<T>(lo);
    OK(S::ormqr(h, CUBLAS_SIDE_LEFT, herm, m, nc, k, dA, lda, dtau, dC, ldc, wo, lo, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat QhC = from_dev<T>(dC, m, nc, ldc), top(k, nc), want = mul(Q, C0, true);
    for (int j = 0; j < nc; j++)
        for (int i = 0; i < k; i++)
            top(i, j) = QhC(i, j);
    CHECK(diff(top, want) <= tr<T>::tol() * 10 * m * fro(C0));
    CHECK(padding_intact<T>(QhC));

    // Q (Q^H C) from the left with no workspace given: back to C when Q is
    // square (m == k).
    if (m == k) {
        OK(S::ormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_N, m, nc, k, dA, lda, dtau, dC, ldc, nullptr,
                    0, info));
        cudaDeviceSynchronize();
        CHECK(diff(from_dev<T>(dC, m, nc, ldc), C0) <= tr<T>::tol() * 10 * m * fro(C0));
    }

    // Right side: D Q for D of p x m (Q of order m, k reflectors).
    int p = 4;
    mat D0 = rand_mat<T>(p, m);
    T *dD = to_dev<T>(D0);
    OK(S::ormqr(h, CUBLAS_SIDE_RIGHT, CUBLAS_OP_N, p, m, k, dA, lda, dtau, dD, p, nullptr, 0, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat DQ = from_dev<T>(dD, p, m, p), DQk(p, k), wantr = mul(D0, Q);
    for (int j = 0; j < k; j++)
        for (int i = 0; i < p; i++)
            DQk(i, j) = DQ(i, j);
    CHECK(diff(DQk, wantr) <= tr<T>::tol() * 10 * m * fro(D0));

    cudaFree(dA), cudaFree(dtau), cudaFree(work), cudaFree(dQ), cudaFree(wq), cudaFree(dC);
    cudaFree(wo), cudaFree(dD), cudaFree(info);
}

// Least squares min ||A x - b|| for a tall A: R x = (Q^H b)[0:n], and the
// residual is orthogonal to A's columns (A^H (A x - b) = 0).
template <class T> void lsq_case(cusolverDnHandle_t h, int m, int n)
{
    typedef api<T> S;
    mat A0 = rand_mat<T>(m, n), b0 = rand_mat<T>(m, 1);
    T *dA = to_dev<T>(A0), *db = to_dev<T>(b0), *dtau = dev_work<T>(n);
    int *info = dev_ints(1);
    OK(S::geqrf(h, m, n, dA, m, dtau, nullptr, 0, info));
    const cublasOperation_t herm = tr<T>::cx ? CUBLAS_OP_C : CUBLAS_OP_T;
    OK(S::ormqr(h, CUBLAS_SIDE_LEFT, herm, m, 1, n, dA, m, dtau, db, m, nullptr, 0, info));
    cudaDeviceSynchronize();
    mat F = from_dev<T>(dA, m, n, m), c = from_dev<T>(db, m, 1, m), x(n, 1);
    for (int i = n - 1; i >= 0; i--) {
        cd s = c(i, 0);
        for (int j = i + 1; j < n; j++)
            s -= F(i, j) * x(j, 0);
        x(i, 0) = s / F(i, i);
    }
    mat r = mul(A0, x);
    for (int i = 0; i < m; i++)
        r(i, 0) -= b0(i, 0);
    CHECK(fro(mul(A0, r, true)) <= tr<T>::tol() * 10 * m * fro(A0) * fro(b0));
    cudaFree(dA), cudaFree(db), cudaFree(dtau), cudaFree(info);
}

template <class T> void all(cusolverDnHandle_t h)
{
    qr_case<T>(h, 1, 1, 1);
    qr_case<T>(h, 12, 5, 15);
    qr_case<T>(h, 30, 30, 30);
    qr_case<T>(h, 6, 11, 8);
    qr_case<T>(h, 120, 50, 121);
    lsq_case<T>(h, 40, 7);
}

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    ALL_TYPES(h);
    // unmqr takes N or C: T on a complex Q is refused, as LAPACK's unmqr.
    {
        int lwork;
        CHECK(cusolverDnZunmqr_bufferSize(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, 4, 4, 4, nullptr, 4,
                                          nullptr, nullptr, 4, &lwork) ==
              CUSOLVER_STATUS_INVALID_VALUE);
        // orgqr needs m >= n >= k.
        CHECK(cusolverDnDorgqr_bufferSize(h, 3, 4, 2, nullptr, 3, nullptr, &lwork) ==
              CUSOLVER_STATUS_INVALID_VALUE);
        CHECK(cusolverDnDorgqr_bufferSize(h, 5, 4, 5, nullptr, 5, nullptr, &lwork) ==
              CUSOLVER_STATUS_INVALID_VALUE);
    }
    OK(cusolverDnDestroy(h));
    return verdict();
}
