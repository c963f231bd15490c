// cuSOLVER's symmetric/Hermitian eigensolvers: syevd/heevd, syevj/heevj
// (with syevjInfo), syevjBatched/heevjBatched, syevdx/heevdx (all, an
// index range, a value range), and the generalized
// sygvd/hegvd, sygvj/hegvj for S/D/C/Z, both triangles, lda > n, with and
// without vectors; checked by ||A v - lambda v|| (or its generalized
// forms), V^H V = I (V^H B V = I), ascending eigenvalues, the trace, the
// same eigenvalues with and without vectors, and devInfo > n for a B that
// is not positive definite.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"


template <class T> struct api_gv;
#define GV_API(P, T, gv, gj)                                                                       \
    template <> struct api_gv<T> {                                                                 \
        static constexpr auto sygvd_bufferSize = cusolverDn##P##gv##_bufferSize;                   \
        static constexpr auto sygvd = cusolverDn##P##gv;                                           \
        static constexpr auto sygvj_bufferSize = cusolverDn##P##gj##_bufferSize;                   \
        static constexpr auto sygvj = cusolverDn##P##gj;                                           \
    };
GV_API(S, float, sygvd, sygvj)
GV_API(D, double, sygvd, sygvj)
GV_API(C, cuComplex, hegvd, hegvj)
GV_API(Z, cuDoubleComplex, hegvd, hegvj)

template <class T> struct api_evx;
#define EVX_API(P, T, ev)                                                                          \
    template <> struct api_evx<T> {                                                                \
        static constexpr auto bufferSize = cusolverDn##P##ev##_bufferSize;                         \
        static constexpr auto evx = cusolverDn##P##ev;                                             \
    };
EVX_API(S, float, syevdx)
EVX_API(D, double, syevdx)
EVX_API(C, cuComplex, heevdx)
EVX_API(Z, cuDoubleComplex, heevdx)

static mat square_of(const mat &A)
{
    mat B(A.m, A.n);
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            B(i, j) = A(i, j);
    return B;
}

template <class T> double etol() { return tr<T>::tol() * 20; }

// The Hermitian matrix held in triangle uplo of A0 (A0 is Hermitian here,
// so only the other triangle is spoiled before the call, to show it is
// not read).
template <class T> mat spoil_other(const mat &A0, cublasFillMode_t uplo)
{
    mat A = A0;
    for (int j = 0; j < A.n; j++)
        for (int i = 0; i < A.m; i++)
            if (uplo == CUBLAS_FILL_MODE_LOWER ? i < j : i > j)
                A(i, j) = cd(1e3, 0);
    return A;
}

template <class T>
void check_pairs(const char *what, const mat &A0, const mat &V, const std::vector<double> &w)
{
    int n = A0.n;
    mat A(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            A(i, j) = A0(i, j);
    mat AV = mul(A, V), VW(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            VW(i, j) = V(i, j) * w[j];
    double e = diff(AV, VW), scale = fro(A);
    if (!(e <= etol<T>() * n * scale)) {
        printf("%s%s n=%d: ||AV - VW|| = %g\n", tr<T>::name, what, n, e);
        failures++;
    }
    CHECK(orth_err(V, n) <= etol<T>() * n);
    double trace = 0, sum = 0;
    for (int i = 0; i < n; i++)
        trace += A(i, i).real(), sum += w[i];
    CHECK(std::fabs(trace - sum) <= etol<T>() * n * (scale + 1));
    for (int i = 0; i + 1 < n; i++)
        CHECK(w[i] <= w[i + 1]);
}

template <class T> void syevd_case(cusolverDnHandle_t h, int n, int lda, cublasFillMode_t uplo,
                                   bool jacobi)
{
    typedef api<T> S;
    typedef typename tr<T>::R R;
    mat A0 = herm<T>(n, lda);
    T *dA = to_dev<T>(spoil_other<T>(A0, uplo)), *dA2 = to_dev<T>(A0);
    R *dW, *dW2;
    cudaMalloc(&dW, sizeof(R) * (n ? n : 1));
    cudaMalloc(&dW2, sizeof(R) * (n ? n : 1));
    int lwork = -1, *info = dev_ints(1), *info2 = dev_ints(1);
    syevjInfo_t params = nullptr;
    if (jacobi) {
        OK(cusolverDnCreateSyevjInfo(&params));
        OK(cusolverDnXsyevjSetTolerance(params, 1e-10));
        OK(cusolverDnXsyevjSetMaxSweeps(params, 30));
        OK(cusolverDnXsyevjSetSortEig(params, 1));
        OK(S::syevj_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dW, &lwork, params));
    } else {
        OK(S::syevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dW, &lwork));
    }
    CHECK(lwork > 0);
    T *work = dev_work<T>(lwork);
    if (jacobi) {
        OK(S::syevj(h, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dW, work, lwork, info, params));
        OK(S::syevj(h, CUSOLVER_EIG_MODE_NOVECTOR, uplo, n, dA2, lda, dW2, nullptr, 0, info2,
                    nullptr)); // (params would then report this run's residual)
    } else {
        OK(S::syevd(h, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dW, work, lwork, info));
        OK(S::syevd(h, CUSOLVER_EIG_MODE_NOVECTOR, uplo, n, dA2, lda, dW2, nullptr, 0, info2));
    }
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    CHECK(dev_int(info2) == 0);
    std::vector<R> w = vec_from_dev(dW, n), w2 = vec_from_dev(dW2, n);
    std::vector<double> wd(w.begin(), w.end());
    mat V = from_dev<T>(dA, n, n, lda);
    CHECK(padding_intact<T>(V));
    check_pairs<T>(jacobi ? "syevj" : "syevd", A0, V, wd);
    for (int i = 0; i < n; i++)
        CHECK(std::fabs(w[i] - w2[i]) <= etol<T>() * n * (std::fabs(w[n - 1]) + 1));
    if (jacobi) {
        double residual = -1;
        int sweeps = -1;
        OK(cusolverDnXsyevjGetResidual(h, params, &residual));
        OK(cusolverDnXsyevjGetSweeps(h, params, &sweeps));
        // The residual ||A V - V W|| of the pairs returned.
        CHECK(residual >= 0 && residual <= etol<T>() * n * (fro(A0) + 1));
        CHECK(n < 8 || residual > 0); // measured: rounding leaves something
        CHECK(sweeps >= 0);
        OK(cusolverDnDestroySyevjInfo(params));
    }
    cudaFree(dA), cudaFree(dA2), cudaFree(dW), cudaFree(dW2), cudaFree(work), cudaFree(info);
    cudaFree(info2);
}

template <class T> void batched_case(cusolverDnHandle_t h, int n, int lda, int batch)
{
    typedef api<T> S;
    typedef typename tr<T>::R R;
    std::vector<mat> As;
    mat all(lda, n * batch, lda);
    for (int b = 0; b < batch; b++) {
        As.push_back(herm<T>(n, lda));
        for (int j = 0; j < n; j++)
            for (int i = 0; i < lda; i++)
                all(i, b * n + j) = As[b](i, j);
    }
    T *dA = to_dev<T>(all);
    R *dW;
    cudaMalloc(&dW, sizeof(R) * n * batch);
    int *infos = dev_ints(batch), lwork = -1;
    OK(S::syevjBatched_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, dA, lda,
                                  dW, &lwork, nullptr, batch));
    T *work = dev_work<T>(lwork);
    OK(S::syevjBatched(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, dA, lda, dW, work,
                       lwork, infos, nullptr, batch));
    cudaDeviceSynchronize();
    std::vector<int> got = vec_from_dev(infos, batch);
    std::vector<R> w = vec_from_dev(dW, n * batch);
    mat V = from_dev<T>(dA, lda, n * batch, lda);
    for (int b = 0; b < batch; b++) {
        CHECK(got[b] == 0);
        mat Vb(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                Vb(i, j) = V(i, b * n + j);
        std::vector<double> wb(w.begin() + b * n, w.begin() + (b + 1) * n);
        check_pairs<T>("syevjBatched", As[b], Vb, wb);
    }
    CHECK(S::syevjBatched(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 33, dA, 33, dW,
                          work, lwork, infos, nullptr, 1) == CUSOLVER_STATUS_INVALID_VALUE);
    cudaFree(dA), cudaFree(dW), cudaFree(infos), cudaFree(work);
}


// The generalized problem of type itype with B positive definite.
template <class T> void sygv_case(cusolverDnHandle_t h, int itype, int n, int lda,
                                  cublasFillMode_t uplo, bool jacobi)
{
    typedef api_gv<T> G;
    typedef typename tr<T>::R R;
    mat A0 = herm<T>(n, lda), B0 = spd<T>(n, lda);
    T *dA = to_dev<T>(A0), *dB = to_dev<T>(B0);
    R *dW;
    cudaMalloc(&dW, sizeof(R) * n);
    int lwork = -1, *info = dev_ints(1);
    cusolverEigType_t it = (cusolverEigType_t)itype;
    syevjInfo_t params = nullptr;
    if (jacobi) {
        OK(cusolverDnCreateSyevjInfo(&params));
        OK(G::sygvj_bufferSize(h, it, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dB, lda, dW,
                               &lwork, params));
    } else {
        OK(G::sygvd_bufferSize(h, it, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dB, lda, dW,
                               &lwork));
    }
    T *work = dev_work<T>(lwork);
    if (jacobi)
        OK(G::sygvj(h, it, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dB, lda, dW, work, lwork,
                    info, params));
    else
        OK(G::sygvd(h, it, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA, lda, dB, lda, dW, work, lwork,
                    info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    std::vector<R> w = vec_from_dev(dW, n);
    mat V = from_dev<T>(dA, n, n, lda), A = square_of(A0), B = square_of(B0), VW(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            VW(i, j) = V(i, j) * (double)w[j];
    mat lhs = itype == 1 ? mul(A, V) : itype == 2 ? mul(A, mul(B, V)) : mul(B, mul(A, V));
    mat rhs = itype == 1 ? mul(B, VW) : VW;
    double e = diff(lhs, rhs), scale = fro(A) * fro(B) * (fro(V) + 1);
    if (!(e <= etol<T>() * n * scale)) {
        printf("%ssygv%c itype %d n=%d: residual %g (scale %g)\n", tr<T>::name, jacobi ? 'j' : 'd',
               itype, n, e, scale);
        failures++;
    }
    if (itype != 3) { // V^H B V = I
        mat I = mul(V, mul(B, V), true), E(n, n);
        for (int i = 0; i < n; i++)
            E(i, i) = 1;
        CHECK(diff(I, E) <= etol<T>() * n * fro(B));
    }
    for (int i = 0; i + 1 < n; i++)
        CHECK(w[i] <= w[i + 1]);
    if (params)
        OK(cusolverDnDestroySyevjInfo(params));

    // B not positive definite at its leading minor k: devInfo = n + k.
    int k = n / 2 + 1;
    mat Bbad = B0;
    Bbad(k - 1, k - 1) = cd(-1e4, 0);
    T *dA2 = to_dev<T>(A0), *dB2 = to_dev<T>(Bbad);
    OK(G::sygvd(h, it, CUSOLVER_EIG_MODE_VECTOR, uplo, n, dA2, lda, dB2, lda, dW, nullptr, 0,
                info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == n + k);
    cudaFree(dA), cudaFree(dB), cudaFree(dW), cudaFree(info), cudaFree(work), cudaFree(dA2);
    cudaFree(dB2);
}

// Selected eigenpairs: all, the il-th to iu-th, those in (vl, vu]; checked
// against syevd's full set and by A V = V W for the vectors returned.
template <class T> void evx_case(cusolverDnHandle_t h, int n, int lda, cublasFillMode_t uplo)
{
    typedef api_evx<T> X;
    typedef typename tr<T>::R R;
    mat A0 = herm<T>(n, lda);
    // The full spectrum, from syevd.
    T *dF = to_dev<T>(A0);
    R *dWf;
    cudaMalloc(&dWf, sizeof(R) * n);
    int *info = dev_ints(1);
    OK(api<T>::syevd(h, CUSOLVER_EIG_MODE_NOVECTOR, uplo, n, dF, lda, dWf, nullptr, 0, info));
    cudaDeviceSynchronize();
    std::vector<R> wf = vec_from_dev(dWf, n);
    const cusolverEigRange_t ranges[] = {CUSOLVER_EIG_RANGE_ALL, CUSOLVER_EIG_RANGE_I,
                                         CUSOLVER_EIG_RANGE_V};
    for (cusolverEigRange_t range : ranges) {
        int il = 2, iu = n - 1, want_first = 0, want = n;
        R vl = 0, vu = 0;
        if (range == CUSOLVER_EIG_RANGE_I)
            want_first = il - 1, want = iu - il + 1;
        if (range == CUSOLVER_EIG_RANGE_V) { // between eigenvalues 1|2 and n-3|n-2
            vl = (wf[0] + wf[1]) / 2, vu = (wf[n - 3] + wf[n - 2]) / 2;
            want_first = 1, want = n - 3;
        }
        T *dA = to_dev<T>(A0);
        R *dW;
        cudaMalloc(&dW, sizeof(R) * n);
        int lwork = -1, meig = -1;
        OK(X::bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, range, uplo, n, dA, lda, vl, vu, il, iu,
                         &meig, dW, &lwork));
        T *work = dev_work<T>(lwork);
        OK(X::evx(h, CUSOLVER_EIG_MODE_VECTOR, range, uplo, n, dA, lda, vl, vu, il, iu, &meig, dW,
                  work, lwork, info));
        // meig is there on return; devInfo too, after synchronizing.
        CHECK(meig == want);
        cudaDeviceSynchronize();
        CHECK(dev_int(info) == 0);
        if (meig != want)
            continue;
        std::vector<R> w = vec_from_dev(dW, meig);
        for (int i = 0; i < meig; i++)
            CHECK(std::fabs(w[i] - wf[want_first + i]) <= etol<T>() * n * (std::fabs(wf[n - 1]) + 1));
        mat V = from_dev<T>(dA, n, meig, lda), A = square_of(A0), VW(n, meig);
        for (int j = 0; j < meig; j++)
            for (int i = 0; i < n; i++)
                VW(i, j) = V(i, j) * (double)w[j];
        CHECK(diff(mul(A, V), VW) <= etol<T>() * n * fro(A));
        CHECK(orth_err(V, meig) <= etol<T>() * n);
        cudaFree(dA), cudaFree(dW), cudaFree(work);
    }
    int meig;
    CHECK(X::evx(h, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_I, uplo, n, dF, lda, 0, 0, 3, 2,
                 &meig, dWf, nullptr, 0, info) == CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(X::evx(h, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_V, uplo, n, dF, lda, 1, 1, 0, 0,
                 &meig, dWf, nullptr, 0, info) == CUSOLVER_STATUS_INVALID_VALUE);
    cudaFree(dF), cudaFree(dWf), cudaFree(info);
}

template <class T> void all(cusolverDnHandle_t h)
{
    const cublasFillMode_t uplos[] = {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER};
    for (cublasFillMode_t u : uplos)
        for (int jac = 0; jac <= 1; jac++) {
            syevd_case<T>(h, 1, 1, u, jac);
            syevd_case<T>(h, 8, 10, u, jac);
            syevd_case<T>(h, 60, 60, u, jac);
        }
    for (int itype = 1; itype <= 3; itype++) {
        sygv_case<T>(h, itype, 7, 9, CUBLAS_FILL_MODE_LOWER, false);
        sygv_case<T>(h, itype, 20, 20, CUBLAS_FILL_MODE_UPPER, itype == 2);
    }
    evx_case<T>(h, 12, 14, CUBLAS_FILL_MODE_LOWER);
    evx_case<T>(h, 40, 40, CUBLAS_FILL_MODE_UPPER);
    batched_case<T>(h, 5, 6, 9);
    batched_case<T>(h, 32, 32, 2);
    // jobz and uplo are checked.
    typedef api<T> S;
    int lwork;
    CHECK(S::syevd_bufferSize(h, (cusolverEigMode_t)7, CUBLAS_FILL_MODE_LOWER, 4, nullptr, 4,
                              nullptr, &lwork) == CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(S::syevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_FULL, 4, nullptr, 4,
                              nullptr, &lwork) == CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(S::syevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, nullptr, 3,
                              nullptr, &lwork) == CUSOLVER_STATUS_INVALID_VALUE);
}

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    ALL_TYPES(h);
    OK(cusolverDnDestroy(h));
    return verdict();
}
