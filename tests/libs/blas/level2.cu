// Level 2 against dense loops: gemv (S/D/C/Z, N/T/C, lda > m, negative
// increments), gbmv, ger/geru/gerc, symv/hemv (and complex symv), syr/her,
// syr2/her2, spmv/hpmv, sbmv/hbmv, trmv/trsv, tbmv/tbsv, tpmv/tpsv, in both
// fill modes, transposes and diagonal kinds.
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

static long at(int n, int inc, int i) { return inc < 0 ? (long)(n - 1 - i) * -inc : (long)i * inc; }

template <class T> void gemv_case(cublasHandle_t h, cublasOperation_t t, int m, int n, int lda, int ix, int iy)
{
    int lx = t == CUBLAS_OP_N ? n : m, ly = t == CUBLAS_OP_N ? m : n;
    std::vector<T> A = randv<T>((size_t)lda * n), x = randv<T>((size_t)(lx ? lx : 1) * std::abs(ix)),
                   y = randv<T>((size_t)(ly ? ly : 1) * std::abs(iy));
    T al = rnd<T>(), be = rnd<T>();
    T *dA = dev(A), *dx = dev(x), *dy = dev(y);
    CK(B<T>::gemv(h, t, m, n, &al, dA, lda, dx, ix, &be, dy, iy));
    std::vector<T> got = host(dy, y.size());
    for (int i = 0; i < ly; i++) {
        T s = 0;
        for (int j = 0; j < lx; j++) s += opel(A.data(), lda, t, i, j) * x[at(lx, ix, j)];
        // BLAS's quick return: with m or n zero, y is left as it is
        T want = m == 0 || n == 0 ? y[at(ly, iy, i)] : al * s + be * y[at(ly, iy, i)];
        CHECK(close(got[at(ly, iy, i)], want, lx));
    }
    cudaFree(dA), cudaFree(dx), cudaFree(dy);
}

template <class T> void gemv_all(cublasHandle_t h)
{
    for (cublasOperation_t t : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C}) {
        gemv_case<T>(h, t, 0, 4, 1, 1, 1);
        gemv_case<T>(h, t, 7, 5, 7, 1, 1);
        gemv_case<T>(h, t, 13, 6, 16, -2, 3);
        gemv_case<T>(h, t, 1, 9, 4, 1, -1);
    }
}

// y = al * M x + be * y for a dense n x n M (the reference of the symmetric,
// Hermitian, band and packed products)
template <class T>
void check_mv(const std::vector<T> &M, int n, T al, const std::vector<T> &x, T be, const std::vector<T> &y,
              const std::vector<T> &got, const char *what)
{
    for (int i = 0; i < n; i++) {
        T s = 0;
        for (int j = 0; j < n; j++) s += M[i + (size_t)j * n] * x[j];
        if (!close(got[i], al * s + be * y[i], n)) printf("%s %d: got %g want %g\n", what, i, std::abs(got[i]), std::abs(al * s + be * y[i]));
        CHECK(close(got[i], al * s + be * y[i], n));
    }
}

// the dense matrix that uplo's triangle of A (lda) stands for
template <class T> std::vector<T> full(const std::vector<T> &A, int n, int lda, bool upper, bool herm)
{
    std::vector<T> M((size_t)n * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            bool in = upper ? i <= j : i >= j;
            T v = in ? A[i + (size_t)j * lda] : A[j + (size_t)i * lda];
            if (!in && herm) v = cj(v);
            if (herm && i == j) v = T(std::real(v));
            M[i + (size_t)j * n] = v;
        }
    return M;
}

#define TYPED(T, CT, X)                                                                                              \
    static void sym_tests_##X(cublasHandle_t h, bool herm)                                                           \
    {                                                                                                                \
        const int n = 6, lda = 8, k = 2;                                                                             \
        for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {                             \
            bool up = uplo == CUBLAS_FILL_MODE_UPPER;                                                                \
            std::vector<T> A = randv<T>((size_t)lda * n), x = randv<T>(n), y = randv<T>(n);                          \
            T al = rnd<T>(), be = rnd<T>();                                                                          \
            T *dA = dev(A), *dx = dev(x), *dy = dev(y);                                                              \
            std::vector<T> M = full(A, n, lda, up, herm);                                                            \
            /* symv / hemv */                                                                                        \
            if (herm)                                                                                                \
                CK(HEMV(h, uplo, n, (CT *)&al, (CT *)dA, lda, (CT *)dx, 1, (CT *)&be, (CT *)dy, 1));                 \
            else                                                                                                     \
                CK(cublas##X##symv(h, uplo, n, (CT *)&al, (CT *)dA, lda, (CT *)dx, 1, (CT *)&be, (CT *)dy, 1));      \
            check_mv(M, n, al, x, be, y, host(dy, n), "symv");                                                       \
            /* packed: the triangle column by column */                                                              \
            std::vector<T> AP;                                                                                       \
            for (int j = 0; j < n; j++)                                                                              \
                for (int i = up ? 0 : j; i < (up ? j + 1 : n); i++) AP.push_back(A[i + (size_t)j * lda]);            \
            T *dAP = dev(AP);                                                                                        \
            cudaMemcpy(dy, y.data(), n * sizeof(T), cudaMemcpyHostToDevice);                                         \
            if (herm)                                                                                                \
                CK(HPMV(h, uplo, n, (CT *)&al, (CT *)dAP, (CT *)dx, 1, (CT *)&be, (CT *)dy, 1));                     \
            else                                                                                                     \
                CK(SPMV(h, uplo, n, (CT *)&al, (CT *)dAP, (CT *)dx, 1, (CT *)&be, (CT *)dy, 1));                     \
            if (herm || !is_cplx<T>()) /* no complex symmetric packed */       \
                check_mv(M, n, al, x, be, y, host(dy, n), "spmv");                                                       \
            /* band with k off-diagonals: band storage of the band of M */                                           \
            std::vector<T> AB((size_t)(k + 1) * n), Mb((size_t)n * n, T(0));                                         \
            for (int j = 0; j < n; j++)                                                                              \
                for (int i = 0; i < n; i++)                                                                          \
                    if (std::abs(i - j) <= k) Mb[i + (size_t)j * n] = M[i + (size_t)j * n];                          \
            for (int j = 0; j < n; j++)                                                                              \
                for (int i = up ? j - k : j; i <= (up ? j : j + k); i++)                                             \
                    if (i >= 0 && i < n) AB[(up ? k + i - j : i - j) + (size_t)j * (k + 1)] = A[i + (size_t)j * lda]; \
            if (herm)                                                                                                \
                for (int j = 0; j < n; j++) Mb[j + (size_t)j * n] = T(std::real(A[j + (size_t)j * lda]));            \
            T *dAB = dev(AB);                                                                                        \
            cudaMemcpy(dy, y.data(), n * sizeof(T), cudaMemcpyHostToDevice);                                         \
            if (herm)                                                                                                \
                CK(HBMV(h, uplo, n, k, (CT *)&al, (CT *)dAB, k + 1, (CT *)dx, 1, (CT *)&be, (CT *)dy, 1));           \
            else                                                                                                     \
                CK(SBMV(h, uplo, n, k, (CT *)&al, (CT *)dAB, k + 1, (CT *)dx, 1, (CT *)&be, (CT *)dy, 1));           \
            if (herm || !is_cplx<T>())                                                                \
                check_mv(Mb, n, al, x, be, y, host(dy, n), "sbmv");                                                              \
            /* syr2 / her2: A += al x y^T + al y x^T (Hermitian: conjugates) */                                      \
            cudaMemcpy(dy, y.data(), n * sizeof(T), cudaMemcpyHostToDevice);                                         \
            if (herm)                                                                                                \
                CK(HER2(h, uplo, n, (CT *)&al, (CT *)dx, 1, (CT *)dy, 1, (CT *)dA, lda));                            \
            else                                                                                                     \
                CK(cublas##X##syr2(h, uplo, n, (CT *)&al, (CT *)dx, 1, (CT *)dy, 1, (CT *)dA, lda));                 \
            std::vector<T> got = host(dA, A.size());                                                                 \
            for (int j = 0; j < n; j++)                                                                              \
                for (int i = 0; i < lda; i++) {                                                                      \
                    T want = A[i + (size_t)j * lda];                                                                 \
                    if (i < n && (up ? i <= j : i >= j)) {                                                           \
                        want += herm ? al * x[i] * cj(y[j]) + cj(al) * y[i] * cj(x[j])                               \
                                     : al * x[i] * y[j] + al * y[i] * x[j];                                          \
                        if (herm && i == j) want = T(std::real(want));                                               \
                    }                                                                                                \
                    CHECK(close(got[i + (size_t)j * lda], want, 2));                                                 \
                }                                                                                                    \
            cudaFree(dA), cudaFree(dx), cudaFree(dy), cudaFree(dAP), cudaFree(dAB);                                  \
        }                                                                                                            \
    }
#define HEMV(...) cublasZhemv(__VA_ARGS__)
#define HPMV(...) cublasZhpmv(__VA_ARGS__)
#define HBMV(...) cublasZhbmv(__VA_ARGS__)
#define HER2(...) cublasZher2(__VA_ARGS__)
#define SPMV(...) CUBLAS_STATUS_SUCCESS
#define SBMV(...) CUBLAS_STATUS_SUCCESS
TYPED(cd, cuDoubleComplex, Z)
#undef SPMV
#undef SBMV
#undef HEMV
#undef HPMV
#undef HBMV
#undef HER2
#define HEMV(...) CUBLAS_STATUS_SUCCESS
#define HPMV(...) CUBLAS_STATUS_SUCCESS
#define HBMV(...) CUBLAS_STATUS_SUCCESS
#define HER2(...) CUBLAS_STATUS_SUCCESS
#define SPMV(...) cublasDspmv(__VA_ARGS__)
#define SBMV(...) cublasDsbmv(__VA_ARGS__)
TYPED(double, double, D)

// Triangular: trmv, trsv, tbmv, tbsv, tpmv, tpsv against the dense
// triangle (unit diagonal read as 1)
template <class T> void tri(cublasHandle_t h)
{
    const int n = 7, lda = 9;
    for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
        for (cublasOperation_t t : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C})
            for (cublasDiagType_t d : {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT}) {
                bool up = uplo == CUBLAS_FILL_MODE_UPPER;
                std::vector<T> A = randv<T>((size_t)lda * n), x = randv<T>(n);
                for (int i = 0; i < n; i++) A[i + (size_t)i * lda] += T(3); // well conditioned
                std::vector<T> M((size_t)n * n, T(0));
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < n; i++)
                        if (up ? i <= j : i >= j)
                            M[i + (size_t)j * n] = (i == j && d == CUBLAS_DIAG_UNIT) ? T(1) : A[i + (size_t)j * lda];
                std::vector<T> want(n);
                for (int i = 0; i < n; i++) {
                    T s = 0;
                    for (int j = 0; j < n; j++) s += opel(M.data(), n, t, i, j) * x[j];
                    want[i] = s;
                }
                T *dA = dev(A), *dx = dev(x);
                CK(B<T>::trmv(h, uplo, t, d, n, dA, lda, dx, 1));
                std::vector<T> got = host(dx, n);
                for (int i = 0; i < n; i++) CHECK(close(got[i], want[i], n));
                CK(B<T>::trsv(h, uplo, t, d, n, dA, lda, dx, 1)); // back to x
                got = host(dx, n);
                for (int i = 0; i < n; i++) CHECK(close(got[i], x[i], 10 * n));
                cudaFree(dA), cudaFree(dx);
            }
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    gemv_all<float>(h);
    gemv_all<double>(h);
    gemv_all<cf>(h);
    gemv_all<cd>(h);
    sym_tests_Z(h, true);
    sym_tests_Z(h, false); // complex symmetric symv/syr2
    sym_tests_D(h, false);
    tri<float>(h);
    tri<double>(h);
    tri<cf>(h);
    tri<cd>(h);

    // gbmv: kl = 2, ku = 1 band of a 7 x 5 matrix
    {
        const int m = 7, n = 5, kl = 2, ku = 1, lda = kl + ku + 2;
        std::vector<double> AB = randv<double>((size_t)lda * n), x = randv<double>(n), y = randv<double>(m);
        double al = 0.7, be = -0.3, *dA = dev(AB), *dx = dev(x), *dy = dev(y);
        CK(cublasDgbmv(h, CUBLAS_OP_N, m, n, kl, ku, &al, dA, lda, dx, 1, &be, dy, 1));
        std::vector<double> got = host(dy, m);
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int j = 0; j < n; j++)
                if (i - j <= kl && j - i <= ku) s += AB[(ku + i - j) + (size_t)j * lda] * x[j];
            CHECK(close(got[i], al * s + be * y[i], n));
        }
        cudaFree(dA), cudaFree(dx), cudaFree(dy);
    }
    // ger, geru, gerc
    {
        const int m = 5, n = 4, lda = 6;
        std::vector<cf> A = randv<cf>((size_t)lda * n), x = randv<cf>(m), y = randv<cf>(n);
        cf al(0.5f, -1), *dA = dev(A), *dx = dev(x), *dy = dev(y);
        CK(cublasCgerc(h, m, n, (cuComplex *)&al, (cuComplex *)dx, 1, (cuComplex *)dy, 1, (cuComplex *)dA, lda));
        std::vector<cf> got = host(dA, A.size());
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) CHECK(close(got[i + j * lda], A[i + j * lda] + al * x[i] * std::conj(y[j]), 2));
        CK(cublasCgeru(h, m, n, (cuComplex *)&al, (cuComplex *)dx, 1, (cuComplex *)dy, 1, (cuComplex *)dA, lda));
        std::vector<cf> got2 = host(dA, A.size());
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) CHECK(close(got2[i + j * lda], got[i + j * lda] + al * x[i] * y[j], 2));
        std::vector<float> B_ = randv<float>((size_t)lda * n), u = randv<float>(m), v = randv<float>(n);
        float fa = 2, *dB = dev(B_), *du = dev(u), *dv = dev(v);
        CK(cublasSger(h, m, n, &fa, du, 1, dv, 1, dB, lda));
        std::vector<float> g3 = host(dB, B_.size());
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) CHECK(close(g3[i + j * lda], B_[i + j * lda] + fa * u[i] * v[j], 2));
        cudaFree(dA), cudaFree(dx), cudaFree(dy), cudaFree(dB), cudaFree(du), cudaFree(dv);
    }
    // syr and her: A += al x x^T / al x x^H on the triangle
    {
        const int n = 5, lda = 5;
        std::vector<cd> A = randv<cd>(lda * n), x = randv<cd>(n);
        for (int i = 0; i < n; i++) A[i + i * lda] = cd(A[i + i * lda].real(), 0);
        double al = 0.75;
        cd *dA = dev(A), *dx = dev(x);
        CK(cublasZher(h, CUBLAS_FILL_MODE_LOWER, n, &al, (cuDoubleComplex *)dx, 1, (cuDoubleComplex *)dA, lda));
        std::vector<cd> got = host(dA, A.size());
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                CHECK(close(got[i + j * lda], i >= j ? A[i + j * lda] + al * x[i] * std::conj(x[j]) : A[i + j * lda], 2));
        std::vector<float> S = randv<float>(lda * n), u = randv<float>(n);
        float fa = -1.5f, *dS = dev(S), *du = dev(u);
        CK(cublasSsyr(h, CUBLAS_FILL_MODE_UPPER, n, &fa, du, 1, dS, lda));
        std::vector<float> g2 = host(dS, S.size());
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                CHECK(close(g2[i + j * lda], i <= j ? S[i + j * lda] + fa * u[i] * u[j] : S[i + j * lda], 2));
        cudaFree(dA), cudaFree(dx), cudaFree(dS), cudaFree(du);
    }
    // tbsv/tbmv and tpsv/tpmv round trips against trmv on the dense triangle
    {
        const int n = 6, k = 2;
        std::vector<double> A((size_t)n * n, 0.0);
        for (int j = 0; j < n; j++)
            for (int i = j; i <= j + k && i < n; i++) A[i + j * n] = urand() + (i == j ? 3 : 0);
        std::vector<double> AB((size_t)(k + 1) * n, 0.0), AP, x = randv<double>(n);
        for (int j = 0; j < n; j++)
            for (int i = j; i < n; i++) {
                if (i <= j + k) AB[(i - j) + j * (k + 1)] = A[i + j * n];
                AP.push_back(A[i + j * n]);
            }
        double *dA = dev(A), *dAB = dev(AB), *dAP = dev(AP), *dx = dev(x), *dz = dev(x), *dw = dev(x);
        CK(cublasDtrmv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, dA, n, dx, 1));
        CK(cublasDtbmv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, k, dAB, k + 1, dz, 1));
        CK(cublasDtpmv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, dAP, dw, 1));
        std::vector<double> want = host(dx, n), gz = host(dz, n), gw = host(dw, n);
        for (int i = 0; i < n; i++) CHECK(close(gz[i], want[i], n) && close(gw[i], want[i], n));
        CK(cublasDtbsv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, k, dAB, k + 1, dz, 1));
        CK(cublasDtpsv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, dAP, dw, 1));
        gz = host(dz, n), gw = host(dw, n);
        for (int i = 0; i < n; i++) CHECK(close(gz[i], x[i], 10 * n) && close(gw[i], x[i], 10 * n));
        cudaFree(dA), cudaFree(dAB), cudaFree(dAP), cudaFree(dx), cudaFree(dz), cudaFree(dw);
    }
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
