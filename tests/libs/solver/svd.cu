// cuSOLVER's SVD: gesvd (m >= n, every jobu/jobvt pair but O/O) and gesvdj
// (full and economic, any shape) and gesvdjBatched for S/D/C/Z, lda > m;
// checked by ||U S V^H - A||, orthogonality of U and V, singular values
// decreasing and equal between the routines.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

#include <algorithm>

template <class T> double rtol() { return tr<T>::tol() * 20; }

// ||U diag(s) V^H - A|| for U of m x k, V of n x k (V, not V^H).
static double usv_err(const mat &A, const mat &U, const std::vector<double> &s, const mat &V, int k)
{
    mat US(A.m, k), Vk(A.n, k);
    for (int j = 0; j < k; j++) {
        for (int i = 0; i < A.m; i++)
            US(i, j) = U(i, j) * s[j];
        for (int i = 0; i < A.n; i++)
            Vk(i, j) = V(i, j);
    }
    mat Vh(k, A.n);
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < k; i++)
            Vh(i, j) = std::conj(Vk(j, i));
    mat Am(A.m, A.n);
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            Am(i, j) = A(i, j);
    return diff(mul(US, Vh), Am);
}

template <class R> std::vector<double> dbl(const std::vector<R> &v)
{
    return std::vector<double>(v.begin(), v.end());
}

template <class T>
void gesvd_case(cusolverDnHandle_t h, int m, int n, int lda, signed char jobu, signed char jobvt)
{
    typedef api<T> S;
    typedef typename tr<T>::R R;
    int k = n; // m >= n
    mat A0 = rand_mat<T>(m, n, lda);
    T *dA = to_dev<T>(A0);
    int ucols = jobu == 'A' ? m : k, ldu = m + 1, vtrows = jobvt == 'A' ? n : k, ldvt = vtrows + 2;
    T *dU = dev_work<T>(ldu * ucols), *dVT = dev_work<T>(ldvt * n);
    R *dS, *drw;
    cudaMalloc(&dS, sizeof(R) * k);
    cudaMalloc(&drw, sizeof(R) * k);
    int lwork = -1, *info = dev_ints(1);
    OK(S::gesvd_bufferSize(h, m, n, &lwork));
    CHECK(lwork > 0);
    T *work = dev_work<T>(lwork);
    OK(S::gesvd(h, jobu, jobvt, m, n, dA, lda, dS, dU, ldu, dVT, ldvt, work, lwork, drw, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<double> s = dbl(vec_from_dev(dS, k));
    for (int i = 0; i + 1 < k; i++)
        CHECK(s[i] >= s[i + 1]);
    CHECK(k == 0 || s[k - 1] >= 0);
    // O: U's columns (or V^H's rows) overwrite A.
    mat U = jobu == 'O' ? from_dev<T>(dA, m, k, lda) : from_dev<T>(dU, m, ucols, ldu);
    mat VT = jobvt == 'O' ? from_dev<T>(dA, n, n, lda) : from_dev<T>(dVT, vtrows, n, ldvt);
    mat V(n, vtrows);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < vtrows; i++)
            V(j, i) = std::conj(VT(i, j));
    double scale = fro(A0);
    if (jobu != 'N' && jobvt != 'N') {
        double e = usv_err(A0, U, s, V, k);
        if (!(e <= rtol<T>() * m * scale)) {
            printf("%sgesvd %dx%d %c%c: ||USV^H - A|| = %g\n", tr<T>::name, m, n, jobu, jobvt, e);
            failures++;
        }
    }
    if (jobu == 'A' || jobu == 'S')
        CHECK(orth_err(U, ucols) <= rtol<T>() * m);
    if (jobvt == 'A' || jobvt == 'S')
        CHECK(orth_err(V, vtrows) <= rtol<T>() * n);
    // Singular values alone agree with the full computation: sum s^2 is
    // ||A||_F^2.
    double ss = 0;
    for (double x : s)
        ss += x * x;
    CHECK(std::fabs(ss - scale * scale) <= rtol<T>() * m * scale * scale);
    cudaFree(dA), cudaFree(dU), cudaFree(dVT), cudaFree(dS), cudaFree(drw), cudaFree(work);
    cudaFree(info);
}

template <class T> void gesvdj_case(cusolverDnHandle_t h, int m, int n, int lda, int econ)
{
    typedef api<T> S;
    typedef typename tr<T>::R R;
    int k = m < n ? m : n;
    mat A0 = rand_mat<T>(m, n, lda);
    T *dA = to_dev<T>(A0);
    int ucols = econ ? k : m, vcols = econ ? k : n, ldu = m, ldv = n + 1;
    mat Vpad(n, vcols, ldv); // V's padding rows must stay as they are
    for (cd &x : Vpad.a)
        x = PAD;
    T *dU = dev_work<T>(ldu * ucols), *dV = to_dev<T>(Vpad);
    R *dS;
    cudaMalloc(&dS, sizeof(R) * (k ? k : 1));
    gesvdjInfo_t params;
    OK(cusolverDnCreateGesvdjInfo(&params));
    OK(cusolverDnXgesvdjSetTolerance(params, 1e-7));
    OK(cusolverDnXgesvdjSetMaxSweeps(params, 50));
    int lwork = -1, *info = dev_ints(1);
    OK(S::gesvdj_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, econ, m, n, dA, lda, dS, dU, ldu, dV, ldv,
                            &lwork, params));
    T *work = dev_work<T>(lwork);
    OK(S::gesvdj(h, CUSOLVER_EIG_MODE_VECTOR, econ, m, n, dA, lda, dS, dU, ldu, dV, ldv, work,
                 lwork, info, params));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<double> s = dbl(vec_from_dev(dS, k));
    for (int i = 0; i + 1 < k; i++)
        CHECK(s[i] >= s[i + 1]);
    mat U = from_dev<T>(dU, m, ucols, ldu), V = from_dev<T>(dV, n, vcols, ldv);
    CHECK(padding_intact<T>(V));
    double e = usv_err(A0, U, s, V, k);
    if (!(e <= rtol<T>() * (m + n) * fro(A0))) {
        printf("%sgesvdj %dx%d econ=%d: ||USV^H - A|| = %g\n", tr<T>::name, m, n, econ, e);
        failures++;
    }
    CHECK(orth_err(U, ucols) <= rtol<T>() * m);
    CHECK(orth_err(V, vcols) <= rtol<T>() * n);
    double residual = -1;
    int sweeps = -1;
    OK(cusolverDnXgesvdjGetResidual(h, params, &residual));
    OK(cusolverDnXgesvdjGetSweeps(h, params, &sweeps));
    // The residual ||A V - U S|| of the triplets returned.
    CHECK(residual >= 0 && residual <= rtol<T>() * (m + n) * fro(A0));
    CHECK(residual > 0); // measured: rounding leaves something
    CHECK(sweeps >= 0);

    // Values only: the same singular values.
    T *dA2 = to_dev<T>(A0);
    R *dS2;
    cudaMalloc(&dS2, sizeof(R) * (k ? k : 1));
    OK(S::gesvdj(h, CUSOLVER_EIG_MODE_NOVECTOR, econ, m, n, dA2, lda, dS2, nullptr, 1, nullptr, 1,
                 nullptr, 0, info, nullptr));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<double> s2 = dbl(vec_from_dev(dS2, k));
    for (int i = 0; i < k; i++)
        CHECK(std::fabs(s2[i] - s[i]) <= rtol<T>() * k * (s[0] + 1));
    OK(cusolverDnDestroyGesvdjInfo(params));
    cudaFree(dA), cudaFree(dU), cudaFree(dV), cudaFree(dS), cudaFree(work), cudaFree(info);
    cudaFree(dA2), cudaFree(dS2);
}

template <class T> void gesvdj_batched_case(cusolverDnHandle_t h, int m, int n, int batch)
{
    typedef api<T> S;
    typedef typename tr<T>::R R;
    int k = m < n ? m : n, lda = m + 1, ldu = m, ldv = n;
    std::vector<mat> As;
    mat all(lda, n * batch, lda);
    for (int b = 0; b < batch; b++) {
        As.push_back(rand_mat<T>(m, n, lda));
        for (int j = 0; j < n; j++)
            for (int i = 0; i < lda; i++)
                all(i, b * n + j) = As[b](i, j);
    }
    T *dA = to_dev<T>(all), *dU = dev_work<T>(ldu * m * batch), *dV = dev_work<T>(ldv * n * batch);
    R *dS;
    cudaMalloc(&dS, sizeof(R) * k * batch);
    int *infos = dev_ints(batch), lwork = -1;
    OK(S::gesvdjBatched_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, m, n, dA, lda, dS, dU, ldu, dV, ldv,
                                   &lwork, nullptr, batch));
    T *work = dev_work<T>(lwork);
    OK(S::gesvdjBatched(h, CUSOLVER_EIG_MODE_VECTOR, m, n, dA, lda, dS, dU, ldu, dV, ldv, work,
                        lwork, infos, nullptr, batch));
    cudaDeviceSynchronize();
    std::vector<int> got = vec_from_dev(infos, batch);
    std::vector<double> s = dbl(vec_from_dev(dS, k * batch));
    mat U = from_dev<T>(dU, ldu, m * batch, ldu), V = from_dev<T>(dV, ldv, n * batch, ldv);
    for (int b = 0; b < batch; b++) {
        CHECK(got[b] == 0);
        mat Ub(m, m), Vb(n, n);
        for (int j = 0; j < m; j++)
            for (int i = 0; i < m; i++)
                Ub(i, j) = U(i, b * m + j);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                Vb(i, j) = V(i, b * n + j);
        std::vector<double> sb(s.begin() + b * k, s.begin() + (b + 1) * k);
        CHECK(usv_err(As[b], Ub, sb, Vb, k) <= rtol<T>() * (m + n) * fro(As[b]));
        CHECK(orth_err(Ub, m) <= rtol<T>() * m);
        CHECK(orth_err(Vb, n) <= rtol<T>() * n);
    }
    // At most 32 x 32, as cuSOLVER's batched Jacobi.
    CHECK(S::gesvdjBatched(h, CUSOLVER_EIG_MODE_VECTOR, 33, 4, dA, 33, dS, dU, 33, dV, 4, work,
                           lwork, infos, nullptr, 1) == CUSOLVER_STATUS_INVALID_VALUE);
    cudaFree(dA), cudaFree(dU), cudaFree(dV), cudaFree(dS), cudaFree(infos), cudaFree(work);
}

template <class T> void all(cusolverDnHandle_t h)
{
    const signed char jobs[] = {'A', 'S', 'O', 'N'};
    for (signed char ju : jobs)
        for (signed char jv : jobs)
            if (!(ju == 'O' && jv == 'O'))
                gesvd_case<T>(h, 9, 6, 11, ju, jv);
    gesvd_case<T>(h, 1, 1, 1, 'A', 'A');
    gesvd_case<T>(h, 7, 7, 7, 'S', 'S');
    gesvd_case<T>(h, 100, 40, 100, 'S', 'A');
    for (int econ = 0; econ <= 1; econ++) {
        gesvdj_case<T>(h, 10, 6, 12, econ);
        gesvdj_case<T>(h, 6, 10, 6, econ);
        gesvdj_case<T>(h, 25, 25, 25, econ);
    }
    gesvdj_batched_case<T>(h, 5, 3, 7);
    gesvdj_batched_case<T>(h, 8, 8, 3);

    // gesvd takes m >= n only, and not jobu = jobvt = 'O'.
    typedef api<T> S;
    int lwork;
    CHECK(S::gesvd_bufferSize(h, 3, 5, &lwork) == CUSOLVER_STATUS_INVALID_VALUE);
    T *dA = dev_work<T>(16);
    typename tr<T>::R *dS;
    cudaMalloc(&dS, 4 * sizeof(*dS));
    int *info = dev_ints(1);
    CHECK(S::gesvd(h, 'A', 'A', 3, 4, dA, 4, dS, dA, 4, dA, 4, nullptr, 0, nullptr, info) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(S::gesvd(h, 'O', 'O', 4, 4, dA, 4, dS, dA, 4, dA, 4, nullptr, 0, nullptr, info) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(S::gesvd(h, 'X', 'N', 4, 4, dA, 4, dS, dA, 4, dA, 4, nullptr, 0, nullptr, info) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    cudaFree(dA), cudaFree(dS), cudaFree(info);
}

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    ALL_TYPES(h);
    OK(cusolverDnDestroy(h));
    return verdict();
}
