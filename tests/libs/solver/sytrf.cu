// cuSOLVER's sytrf (Bunch-Kaufman, A = P L D L^T P^T or with U) for
// S/D/C/Z (complex symmetric, not Hermitian), both triangles, lda > n:
// the pivots must describe 1x1 and 2x2 blocks, and det(D) must be det(A)
// (det L = +-1, squared); sytri's inverse from the factors must give
// A A^-1 = I; a zero matrix gives devInfo = 1.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

static cd det_of(mat A)
{
    int n = A.n;
    cd det = 1;
    for (int k = 0; k < n; k++) {
        int p = k;
        for (int i = k + 1; i < n; i++)
            if (std::abs(A(i, k)) > std::abs(A(p, k)))
                p = i;
        if (A(p, k) == cd(0))
            return 0;
        if (p != k) {
            for (int j = 0; j < n; j++)
                std::swap(A(k, j), A(p, j));
            det = -det;
        }
        det *= A(k, k);
        for (int i = k + 1; i < n; i++) {
            cd f = A(i, k) / A(k, k);
            for (int j = k; j < n; j++)
                A(i, j) -= f * A(k, j);
        }
    }
    return det;
}

// A complex symmetric (A = A^T) matrix; zero_diag leaves the diagonal 0,
// so that 2x2 pivots are needed.
template <class T> mat sym(int n, int lda, bool zero_diag)
{
    mat A = rand_mat<T>(n, n, lda);
    for (int j = 0; j < n; j++) {
        if (zero_diag)
            A(j, j) = 0;
        for (int i = j + 1; i < n; i++)
            A(j, i) = A(i, j);
    }
    return A;
}

template <class T> void sytrf_case(cusolverDnHandle_t h, int n, int lda, cublasFillMode_t uplo,
                                   bool zero_diag)
{
    typedef api<T> S;
    mat A0 = sym<T>(n, lda, zero_diag);
    T *dA = to_dev<T>(A0);
    int lwork = -1, *ipiv = dev_ints(n), *info = dev_ints(1);
    OK(S::sytrf_bufferSize(h, n, dA, lda, &lwork));
    CHECK(lwork > 0);
    T *work = dev_work<T>(lwork);
    OK(S::sytrf(h, uplo, n, dA, lda, ipiv, work, lwork, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<int> p = vec_from_dev(ipiv, n);
    mat F = from_dev<T>(dA, n, n, lda);
    CHECK(padding_intact<T>(F));
    cd detD = 1;
    bool lower = uplo == CUBLAS_FILL_MODE_LOWER, blocks_ok = true;
    int twos = 0;
    for (int step = 0; step < n && blocks_ok;) {
        int k = lower ? step : n - 1 - step;
        if (p[k] > 0) {
            blocks_ok = p[k] <= n;
            detD *= F(k, k);
            step++;
        } else {
            int k2 = lower ? k + 1 : k - 1; // the block's other row
            blocks_ok = step + 1 < n && p[k2] == p[k] && -p[k] >= 1 && -p[k] <= n;
            if (!blocks_ok)
                break;
            cd off = F(k2, k); // the stored off-diagonal: below (L) or above (U) D(k, k)
            detD *= F(k, k) * F(k2, k2) - off * off;
            step += 2, twos++;
        }
    }
    CHECK(blocks_ok);
    cd detA = det_of([&] {
        mat A(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                A(i, j) = A0(i, j);
        return A;
    }());
    double rel = std::abs(detD - detA) / std::abs(detA);
    if (!(rel <= (tr<T>::tol() > 1e-6 ? 1e-2 : 1e-9))) {
        printf("%ssytrf n=%d uplo=%d: det(D) %g%+gi, det(A) %g%+gi\n", tr<T>::name, n, (int)uplo,
               detD.real(), detD.imag(), detA.real(), detA.imag());
        failures++;
    }
    if (zero_diag && n > 1)
        CHECK(twos > 0); // no 1x1 pivot can start on a zero diagonal

    // sytri: the inverse in the same triangle (symmetric: the other one is
    // its transpose, not its conjugate).
    int lw = -1;
    OK(S::sytri_bufferSize(h, uplo, n, dA, lda, ipiv, &lw));
    CHECK(lw > 0);
    T *w2 = dev_work<T>(lw);
    OK(S::sytri(h, uplo, n, dA, lda, ipiv, w2, lw, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat Iv = from_dev<T>(dA, n, n, lda), Inv(n, n), A(n, n), E(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            bool stored = lower ? i >= j : i <= j;
            Inv(i, j) = stored ? Iv(i, j) : Iv(j, i);
            A(i, j) = A0(i, j);
        }
    for (int i = 0; i < n; i++)
        E(i, i) = 1;
    double e = diff(mul(A, Inv), E);
    if (!(e <= (tr<T>::tol() > 1e-6 ? 1e-2 : 1e-9) * n)) {
        printf("%ssytri n=%d uplo=%d: ||A A^-1 - I|| = %g\n", tr<T>::name, n, (int)uplo, e);
        failures++;
    }
    cudaFree(w2);
    cudaFree(dA), cudaFree(ipiv), cudaFree(info), cudaFree(work);
}

template <class T> void zero_case(cusolverDnHandle_t h, int n)
{
    typedef api<T> S;
    mat Z(n, n);
    T *dA = to_dev<T>(Z);
    int *ipiv = dev_ints(n), *info = dev_ints(1);
    OK(S::sytrf(h, CUBLAS_FILL_MODE_LOWER, n, dA, n, ipiv, nullptr, 0, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 1);
    cudaFree(dA), cudaFree(ipiv), cudaFree(info);
}

template <class T> void all(cusolverDnHandle_t h)
{
    const cublasFillMode_t uplos[] = {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER};
    for (cublasFillMode_t u : uplos) {
        sytrf_case<T>(h, 1, 1, u, false);
        sytrf_case<T>(h, 6, 9, u, false);
        sytrf_case<T>(h, 10, 10, u, true);
        sytrf_case<T>(h, 12, 13, u, true);
    }
    zero_case<T>(h, 5);
    typedef api<T> S;
    CHECK(S::sytrf(h, CUBLAS_FILL_MODE_FULL, 4, nullptr, 4, nullptr, nullptr, 0, nullptr) ==
          CUSOLVER_STATUS_INVALID_VALUE);
}

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    ALL_TYPES(h);
    OK(cusolverDnDestroy(h));
    return verdict();
}
