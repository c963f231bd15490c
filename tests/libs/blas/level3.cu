// Level 3 beyond gemm, against dense loops, for S, D, C, Z: symm (and
// hemm), syrk/herk, syr2k/her2k, syrkx/herkx (only the uplo triangle
// changes), trsm (all sides, fills, ops, diagonals), cuBLAS's out-of-place
// trmm (C = alpha op(A) B, and in place with C = B), geam (transposes, in
// place) and dgmm.
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

template <class T> std::vector<T> sym_full(const std::vector<T> &A, int n, int lda, bool up, bool herm)
{
    std::vector<T> M((size_t)n * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            bool in = up ? i <= j : i >= j;
            T v = in ? A[i + (size_t)j * lda] : A[j + (size_t)i * lda];
            if (!in && herm) v = cj(v);
            if (herm && i == j) v = T(std::real(v));
            M[i + (size_t)j * n] = v;
        }
    return M;
}

template <class T> void symm(cublasHandle_t h)
{
    const int m = 5, n = 4, ldc = 7;
    for (cublasSideMode_t side : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
        for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
            int ka = side == CUBLAS_SIDE_LEFT ? m : n, lda = ka + 1;
            std::vector<T> A = randv<T>((size_t)lda * ka), Bm = randv<T>((size_t)ldc * n), C = randv<T>((size_t)ldc * n);
            T al = rnd<T>(), be = rnd<T>();
            std::vector<T> M = sym_full(A, ka, lda, uplo == CUBLAS_FILL_MODE_UPPER, false);
            T *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
            CK(B<T>::symm(h, side, uplo, m, n, &al, dA, lda, dB, ldc, &be, dC, ldc));
            std::vector<T> got = host(dC, C.size());
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) {
                    T s = 0;
                    for (int l = 0; l < ka; l++)
                        s += side == CUBLAS_SIDE_LEFT ? M[i + l * ka] * Bm[l + j * ldc] : Bm[i + l * ldc] * M[l + j * ka];
                    CHECK(close(got[i + j * ldc], al * s + be * C[i + j * ldc], ka));
                }
            cudaFree(dA), cudaFree(dB), cudaFree(dC);
        }
}

// syrk (B null), syr2k and syrkx, against C = al op(A) op(B)^T [+ al op(B) op(A)^T] + be C on the triangle
template <class T> void rankk(cublasHandle_t h, int which)
{
    const int n = 6, k = 3, ldc = 8;
    cublasOperation_t ops[] = {CUBLAS_OP_N, CUBLAS_OP_T};
    for (cublasOperation_t t : ops)
        for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
            int ar = t == CUBLAS_OP_N ? n : k, ac = t == CUBLAS_OP_N ? k : n, lda = ar + 2;
            std::vector<T> A = randv<T>((size_t)lda * ac), Bm = randv<T>((size_t)lda * ac), C = randv<T>((size_t)ldc * n);
            T al = rnd<T>(), be = rnd<T>();
            T *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
            if (which == 0) CK(B<T>::syrk(h, uplo, t, n, k, &al, dA, lda, &be, dC, ldc));
            if (which == 1) CK(B<T>::syr2k(h, uplo, t, n, k, &al, dA, lda, dB, lda, &be, dC, ldc));
            if (which == 2) CK(B<T>::syrkx(h, uplo, t, n, k, &al, dA, lda, dB, lda, &be, dC, ldc));
            const std::vector<T> &Bv = which == 0 ? A : Bm;
            std::vector<T> got = host(dC, C.size());
            for (int j = 0; j < n; j++)
                for (int i = 0; i < ldc; i++) {
                    T want = C[i + j * ldc];
                    if (i < n && (uplo == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j)) {
                        T s = 0;
                        for (int l = 0; l < k; l++) {
                            s += opel(A.data(), lda, t, i, l) * opel(Bv.data(), lda, t, j, l);
                            if (which == 1) s += opel(Bv.data(), lda, t, i, l) * opel(A.data(), lda, t, j, l);
                        }
                        want = al * s + be * want;
                    }
                    CHECK(close(got[i + j * ldc], want, k));
                }
            cudaFree(dA), cudaFree(dB), cudaFree(dC);
        }
}

// herk, her2k, herkx (Z): C = al op(A) op(B)^H (+ conj(al) op(B) op(A)^H) + be C, real be, real diagonal
static void herm(cublasHandle_t h, int which)
{
    const int n = 5, k = 4, ldc = 6;
    for (cublasOperation_t t : {CUBLAS_OP_N, CUBLAS_OP_C})
        for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
            int ar = t == CUBLAS_OP_N ? n : k, ac = t == CUBLAS_OP_N ? k : n, lda = ar;
            std::vector<cd> A = randv<cd>((size_t)lda * ac), Bm = randv<cd>((size_t)lda * ac), C = randv<cd>((size_t)ldc * n);
            for (int i = 0; i < n; i++) C[i + i * ldc] = cd(C[i + i * ldc].real(), 0);
            cd al = which == 0 ? cd(0.75, 0) : rnd<cd>();
            double ral = 0.75, be = -0.5;
            cd *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
            cuDoubleComplex *zA = (cuDoubleComplex *)dA, *zB = (cuDoubleComplex *)dB, *zC = (cuDoubleComplex *)dC;
            if (which == 0) CK(cublasZherk(h, uplo, t, n, k, &ral, zA, lda, &be, zC, ldc));
            if (which == 1) CK(cublasZher2k(h, uplo, t, n, k, (cuDoubleComplex *)&al, zA, lda, zB, lda, &be, zC, ldc));
            if (which == 2) CK(cublasZherkx(h, uplo, t, n, k, (cuDoubleComplex *)&al, zA, lda, zB, lda, &be, zC, ldc));
            const std::vector<cd> &Bv = which == 0 ? A : Bm;
            std::vector<cd> got = host(dC, C.size());
            for (int j = 0; j < n; j++)
                for (int i = 0; i < n; i++) {
                    cd want = C[i + j * ldc];
                    if (uplo == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j) {
                        cd s = 0;
                        for (int l = 0; l < k; l++) {
                            s += al * opel(A.data(), lda, t, i, l) * std::conj(opel(Bv.data(), lda, t, j, l));
                            if (which == 1) s += std::conj(al) * opel(Bv.data(), lda, t, i, l) * std::conj(opel(A.data(), lda, t, j, l));
                        }
                        want = s + be * want;
                        if (i == j && which != 2) want = cd(want.real(), 0);
                    }
                    CHECK(close(got[i + j * ldc], want, k));
                }
            cudaFree(dA), cudaFree(dB), cudaFree(dC);
        }
}

template <class T> void trsm_trmm(cublasHandle_t h)
{
    const int m = 5, n = 4;
    for (cublasSideMode_t side : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
        for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
            for (cublasOperation_t t : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C})
                for (cublasDiagType_t d : {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT}) {
                    int ka = side == CUBLAS_SIDE_LEFT ? m : n, lda = ka + 1, ldb = m + 2, ldc = m + 1;
                    std::vector<T> A = randv<T>((size_t)lda * ka), Bm = randv<T>((size_t)ldb * n);
                    for (int i = 0; i < ka; i++) A[i + i * lda] += T(3);
                    std::vector<T> M((size_t)ka * ka, T(0));
                    for (int j = 0; j < ka; j++)
                        for (int i = 0; i < ka; i++)
                            if (uplo == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j)
                                M[i + j * ka] = i == j && d == CUBLAS_DIAG_UNIT ? T(1) : A[i + j * lda];
                    T al = rnd<T>();
                    // want = al op(M) B or al B op(M)
                    std::vector<T> want((size_t)m * n);
                    for (int j = 0; j < n; j++)
                        for (int i = 0; i < m; i++) {
                            T s = 0;
                            for (int l = 0; l < ka; l++)
                                s += side == CUBLAS_SIDE_LEFT ? opel(M.data(), ka, t, i, l) * Bm[l + j * ldb]
                                                              : Bm[i + l * ldb] * opel(M.data(), ka, t, l, j);
                            want[i + j * m] = al * s;
                        }
                    T *dA = dev(A), *dB = dev(Bm), *dC = dev(std::vector<T>((size_t)ldc * n));
                    CK(B<T>::trmm(h, side, uplo, t, d, m, n, &al, dA, lda, dB, ldb, dC, ldc));
                    std::vector<T> got = host(dC, (size_t)ldc * n), gb = host(dB, Bm.size());
                    for (int j = 0; j < n; j++)
                        for (int i = 0; i < m; i++) {
                            CHECK(close(got[i + j * ldc], want[i + j * m], ka));
                            CHECK(gb[i + j * ldb] == Bm[i + j * ldb]); // B is input only
                        }
                    // in place (C = B, ldc = ldb)
                    CK(B<T>::trmm(h, side, uplo, t, d, m, n, &al, dA, lda, dB, ldb, dB, ldb));
                    gb = host(dB, Bm.size());
                    for (int j = 0; j < n; j++)
                        for (int i = 0; i < m; i++) CHECK(close(gb[i + j * ldb], want[i + j * m], ka));
                    // trsm with alpha solves back: op(M) X = al * (want / al)... use X = B: rhs = want
                    cudaMemcpy2D(dB, ldb * sizeof(T), want.data(), m * sizeof(T), m * sizeof(T), n, cudaMemcpyHostToDevice);
                    T one = T(1);
                    CK(B<T>::trsm(h, side, uplo, t, d, m, n, &one, dA, lda, dB, ldb));
                    gb = host(dB, Bm.size());
                    for (int j = 0; j < n; j++)
                        for (int i = 0; i < m; i++) CHECK(close(gb[i + j * ldb], al * Bm[i + j * ldb], 10 * ka));
                    cudaFree(dA), cudaFree(dB), cudaFree(dC);
                }
}

template <class T> void geam_dgmm(cublasHandle_t h)
{
    const int m = 6, n = 5;
    for (cublasOperation_t ta : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C})
        for (cublasOperation_t tb : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C}) {
            int lda = (ta == CUBLAS_OP_N ? m : n) + 1, ldb = (tb == CUBLAS_OP_N ? m : n) + 2, ldc = m + 3;
            std::vector<T> A = randv<T>((size_t)lda * (ta == CUBLAS_OP_N ? n : m)),
                           Bm = randv<T>((size_t)ldb * (tb == CUBLAS_OP_N ? n : m));
            T al = rnd<T>(), be = rnd<T>();
            T *dA = dev(A), *dB = dev(Bm), *dC = dev(std::vector<T>((size_t)ldc * n));
            CK(B<T>::geam(h, ta, tb, m, n, &al, dA, lda, &be, dB, ldb, dC, ldc));
            std::vector<T> got = host(dC, (size_t)ldc * n);
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++)
                    CHECK(close(got[i + j * ldc], al * opel(A.data(), lda, ta, i, j) + be * opel(Bm.data(), ldb, tb, i, j), 2));
            cudaFree(dA), cudaFree(dB), cudaFree(dC);
        }
    // in place: C = A (untransposed, same ld)
    {
        std::vector<T> A = randv<T>(m * n), Bm = randv<T>(m * n);
        T al = rnd<T>(), be = rnd<T>();
        T *dA = dev(A), *dB = dev(Bm);
        CK(B<T>::geam(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, &al, dA, m, &be, dB, m, dA, m));
        std::vector<T> got = host(dA, m * n);
        for (int i = 0; i < m * n; i++) CHECK(close(got[i], al * A[i] + be * Bm[i], 2));
        cudaFree(dA), cudaFree(dB);
    }
    for (cublasSideMode_t s : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
        for (int inc : {1, 2, -1}) {
            int lda = m + 1, len = s == CUBLAS_SIDE_LEFT ? m : n;
            std::vector<T> A = randv<T>((size_t)lda * n), x = randv<T>((size_t)len * std::abs(inc));
            T *dA = dev(A), *dx = dev(x), *dC = dev(std::vector<T>((size_t)m * n));
            CK(B<T>::dgmm(h, s, m, n, dA, lda, dx, inc, dC, m));
            std::vector<T> got = host(dC, (size_t)m * n);
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) {
                    int d = s == CUBLAS_SIDE_LEFT ? i : j;
                    T xv = x[inc < 0 ? (len - 1 - d) * -inc : d * inc];
                    CHECK(close(got[i + j * m], A[i + j * lda] * xv, 1));
                }
            cudaFree(dA), cudaFree(dx), cudaFree(dC);
        }
}

template <class T> void all(cublasHandle_t h)
{
    symm<T>(h);
    for (int w = 0; w < 3; w++) rankk<T>(h, w);
    trsm_trmm<T>(h);
    geam_dgmm<T>(h);
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    ALL_TYPES(h);
    for (int w = 0; w < 3; w++) herm(h, w);
    // hemm: the Hermitian matrix from its lower triangle
    {
        const int m = 4, n = 3;
        std::vector<cf> A = randv<cf>(m * m), Bm = randv<cf>(m * n), C = randv<cf>(m * n);
        std::vector<cf> M = sym_full(A, m, m, false, true);
        cf al(1, 0.5f), be(0.25f, -1);
        cf *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
        CK(cublasChemm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, m, n, (cuComplex *)&al, (cuComplex *)dA, m,
                       (cuComplex *)dB, m, (cuComplex *)&be, (cuComplex *)dC, m));
        std::vector<cf> got = host(dC, m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                cf s = 0;
                for (int l = 0; l < m; l++) s += M[i + l * m] * Bm[l + j * m];
                CHECK(close(got[i + j * m], al * s + be * C[i + j * m], m));
            }
        cudaFree(dA), cudaFree(dB), cudaFree(dC);
    }
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
