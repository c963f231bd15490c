// cuSOLVER's Cholesky: potrf, potrs, potri for S/D/C/Z and both triangles,
// lda > n; potrfBatched and potrsBatched; devInfo = k for a matrix whose
// leading minor k is not positive definite.  Checked by ||L L^H - A||,
// ||A X - B|| and ||A A^-1 - I||.
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

// The full Hermitian matrix from the triangle uplo of F, the factor
// (L or U) from the same triangle.
static mat factor_of(const mat &F, int n, cublasFillMode_t uplo)
{
    mat L(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            if (uplo == CUBLAS_FILL_MODE_LOWER ? i >= j : i <= j)
                L(i, j) = F(i, j);
    return L;
}

template <class T> void chol_case(cusolverDnHandle_t h, int n, int lda, cublasFillMode_t uplo)
{
    typedef api<T> S;
    mat A0 = spd<T>(n, lda);
    T *dA = to_dev<T>(A0);
    int lwork = -1;
    OK(S::potrf_bufferSize(h, uplo, n, dA, lda, &lwork));
    CHECK(lwork >= 0);
    T *work = dev_work<T>(lwork);
    int *info = dev_ints(1);
    OK(S::potrf(h, uplo, n, dA, lda, work, lwork, info));
    int nrhs = 3, ldb = n + 1;
    mat B0 = rand_mat<T>(n, nrhs, ldb);
    T *dB = to_dev<T>(B0);
    int *info2 = dev_ints(1);
    OK(S::potrs(h, uplo, n, nrhs, dA, lda, dB, ldb, info2));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    CHECK(dev_int(info2) == 0);
    mat F = from_dev<T>(dA, n, n, lda);
    CHECK(padding_intact<T>(F));
    mat L = factor_of(F, n, uplo);
    // A = L L^H (lower) or U^H U (upper).
    mat LLh(n, n);
    if (uplo == CUBLAS_FILL_MODE_LOWER) {
        mat Lh(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                Lh(i, j) = std::conj(L(j, i));
        LLh = mul(L, Lh);
    } else {
        LLh = mul(L, L, true);
    }
    mat Afull(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            Afull(i, j) = A0(i, j);
    CHECK(diff(LLh, Afull) <= tr<T>::tol() * n * fro(Afull));
    mat X = from_dev<T>(dB, n, nrhs, ldb);
    CHECK(padding_intact<T>(X));
    CHECK(diff(mul(Afull, X), B0) <= tr<T>::tol() * n * (fro(Afull) * fro(X) + fro(B0)));

    // potri: the inverse in the same triangle.
    OK(S::potri_bufferSize(h, uplo, n, dA, lda, &lwork));
    T *work2 = dev_work<T>(lwork);
    OK(S::potri(h, uplo, n, dA, lda, work2, lwork, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    mat Iv = from_dev<T>(dA, n, n, lda), Inv(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            bool stored = uplo == CUBLAS_FILL_MODE_LOWER ? i >= j : i <= j;
            Inv(i, j) = stored ? Iv(i, j) : std::conj(Iv(j, i));
        }
    mat I = mul(Afull, Inv), E(n, n);
    for (int i = 0; i < n; i++)
        E(i, i) = 1;
    CHECK(diff(I, E) <= tr<T>::tol() * n * 10);
    cudaFree(dA), cudaFree(dB), cudaFree(work), cudaFree(work2), cudaFree(info), cudaFree(info2);
}

// A Hermitian matrix whose leading k x k minor is indefinite and whose
// smaller leading minors are definite: devInfo = k.
template <class T> void not_spd_case(cusolverDnHandle_t h, int n, int k, cublasFillMode_t uplo)
{
    typedef api<T> S;
    mat A0 = spd<T>(n);
    A0(k - 1, k - 1) = cd(-1000.0 * n, 0);
    T *dA = to_dev<T>(A0);
    int *info = dev_ints(1);
    OK(S::potrf(h, uplo, n, dA, n, nullptr, 0, info));
    cudaDeviceSynchronize();
    int got = dev_int(info);
    if (got != k) {
        printf("%spotrf not SPD: devInfo %d, expected %d\n", tr<T>::name, got, k);
        failures++;
    }
    cudaFree(dA), cudaFree(info);
}

// Batches: every matrix factored, one of them not positive definite (its
// info alone says so), then each system solved.
template <class T> void batched_case(cusolverDnHandle_t h, int n, int lda, int batch, int bad,
                                     cublasFillMode_t uplo)
{
    typedef api<T> S;
    std::vector<mat> As, Bs;
    std::vector<T *> dAs, dBs;
    for (int b = 0; b < batch; b++) {
        As.push_back(spd<T>(n, lda));
        if (b == bad)
            As[b](1, 1) = cd(-1e6, 0);
        Bs.push_back(rand_mat<T>(n, 1, lda));
        dAs.push_back(to_dev<T>(As[b]));
        dBs.push_back(to_dev<T>(Bs[b]));
    }
    T **dAarray, **dBarray;
    cudaMalloc(&dAarray, sizeof(T *) * batch);
    cudaMalloc(&dBarray, sizeof(T *) * batch);
    cudaMemcpy(dAarray, dAs.data(), sizeof(T *) * batch, cudaMemcpyHostToDevice);
    cudaMemcpy(dBarray, dBs.data(), sizeof(T *) * batch, cudaMemcpyHostToDevice);
    int *infos = dev_ints(batch), *info = dev_ints(1);
    OK(S::potrfBatched(h, uplo, n, dAarray, lda, infos, batch));
    OK(S::potrsBatched(h, uplo, n, 1, dAarray, lda, dBarray, lda, info, batch));
    cudaDeviceSynchronize();
    std::vector<int> got = vec_from_dev(infos, batch);
    CHECK(dev_int(info) == 0);
    for (int b = 0; b < batch; b++) {
        if (b == bad) {
            CHECK(got[b] == 2);
            continue;
        }
        CHECK(got[b] == 0);
        mat X = from_dev<T>(dBs[b], n, 1, lda), A(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                A(i, j) = As[b](i, j);
        CHECK(diff(mul(A, X), Bs[b]) <= tr<T>::tol() * n * (fro(A) * fro(X) + fro(Bs[b])));
        cudaFree(dAs[b]), cudaFree(dBs[b]);
    }
    // potrsBatched supports one right-hand side, as cuSOLVER documents.
    CHECK(S::potrsBatched(h, uplo, n, 2, dAarray, lda, dBarray, lda, info, batch) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    cudaFree(dAarray), cudaFree(dBarray), cudaFree(infos), cudaFree(info);
}

template <class T> void all(cusolverDnHandle_t h)
{
    const cublasFillMode_t uplos[] = {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER};
    for (cublasFillMode_t u : uplos) {
        chol_case<T>(h, 1, 1, u);
        chol_case<T>(h, 9, 12, u);
        chol_case<T>(h, 80, 80, u);
        not_spd_case<T>(h, 10, 4, u);
        not_spd_case<T>(h, 10, 1, u);
        batched_case<T>(h, 6, 7, 20, 5, u);
    }
    batched_case<T>(h, 4, 4, 1, -1, CUBLAS_FILL_MODE_LOWER);
}

int main()
{
    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    ALL_TYPES(h);

    // On a stream of the program's own (the checks synchronize the device).
    cudaStream_t s;
    cudaStreamCreate(&s);
    OK(cusolverDnSetStream(h, s));
    batched_case<double>(h, 16, 16, 100, 50, CUBLAS_FILL_MODE_UPPER);
    chol_case<cuDoubleComplex>(h, 30, 31, CUBLAS_FILL_MODE_LOWER);
    cudaStreamDestroy(s);
    OK(cusolverDnDestroy(h));
    return verdict();
}
