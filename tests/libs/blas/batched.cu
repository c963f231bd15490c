// Batched forms against per-matrix loops: gemmBatched and
// gemmStridedBatched (S/D/C/Z, batches of 1 and 10^4 small matrices,
// transposes), trsmBatched, getrfBatched (with and without pivoting, and a
// singular matrix's info), getrsBatched, getriBatched and matinvBatched
// (A times the inverse is I).
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

template <class T> void gemm_batched(cublasHandle_t h, int count, int m, int n, int k, cublasOperation_t ta, cublasOperation_t tb)
{
    int lda = (ta == CUBLAS_OP_N ? m : k) + 1, ldb = (tb == CUBLAS_OP_N ? k : n), ldc = m;
    size_t sa = (size_t)lda * (ta == CUBLAS_OP_N ? k : m), sb = (size_t)ldb * (tb == CUBLAS_OP_N ? n : k), sc = (size_t)ldc * n;
    std::vector<T> A = randv<T>(sa * count), Bm = randv<T>(sb * count), C = randv<T>(sc * count);
    T al = rnd<T>(), be = rnd<T>();
    T *dA = dev(A), *dB = dev(Bm), *dC = dev(C), *dC2 = dev(C);
    std::vector<T *> pa(count), pb(count), pc(count);
    for (int i = 0; i < count; i++) pa[i] = dA + i * sa, pb[i] = dB + i * sb, pc[i] = dC + i * sc;
    T **dpa = dev(pa), **dpb = dev(pb), **dpc = dev(pc);
    CK(B<T>::gemmBatched(h, ta, tb, m, n, k, &al, dpa, lda, dpb, ldb, &be, dpc, ldc, count));
    CK(B<T>::gemmStrided(h, ta, tb, m, n, k, &al, dA, lda, sa, dB, ldb, sb, &be, dC2, ldc, sc, count));
    std::vector<T> g1 = host(dC, C.size()), g2 = host(dC2, C.size());
    int bad = 0;
    for (int b = 0; b < count; b++)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                T s = 0;
                for (int l = 0; l < k; l++) s += opel(&A[b * sa], lda, ta, i, l) * opel(&Bm[b * sb], ldb, tb, l, j);
                T want = al * s + be * C[b * sc + i + j * ldc];
                if (!close(g1[b * sc + i + j * ldc], want, k) || !close(g2[b * sc + i + j * ldc], want, k)) bad++;
            }
    if (bad) printf("batched %d of %dx%dx%d: %d wrong\n", count, m, n, k, bad);
    CHECK(bad == 0);
    cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dC2), cudaFree(dpa), cudaFree(dpb), cudaFree(dpc);
}

template <class T> void lu(cublasHandle_t h, int n, int count, bool pivot)
{
    int lda = n + 1;
    size_t sz = (size_t)lda * n;
    std::vector<T> A = randv<T>(sz * count);
    if (!pivot) // diagonally dominant: no pivoting needed
        for (int b = 0; b < count; b++)
            for (int i = 0; i < n; i++) A[b * sz + i + i * lda] += T(2 * n);
    if (count > 2 && n > 1) // entry 2 singular: column 1 zero, so U(2,2) is exactly 0
        for (int i = 0; i < n; i++) A[2 * sz + i + lda] = T(0);
    T *dA = dev(A), *dC = dev(std::vector<T>(sz * count)), *dI = dev(std::vector<T>(sz * count));
    std::vector<T *> pa(count), pc(count), pi(count), pa0(count);
    T *dA0 = dev(A);
    for (int i = 0; i < count; i++) pa[i] = dA + i * sz, pc[i] = dC + i * sz, pi[i] = dI + i * sz, pa0[i] = dA0 + i * sz;
    T **dpa = dev(pa), **dpc = dev(pc), **dpi = dev(pi), **dpa0 = dev(pa0);
    int *dP = dev(std::vector<int>((size_t)n * count)), *dinfo = dev(std::vector<int>(count, -5));
    int *dinfo2 = dev(std::vector<int>(count, -5));
    CK(B<T>::getrf(h, n, dpa, lda, pivot ? dP : nullptr, dinfo, count));
    CK(B<T>::getri(h, n, dpa, lda, pivot ? dP : nullptr, dpc, lda, dinfo2, count));
    CK(B<T>::matinv(h, n, dpa0, lda, dpi, lda, dinfo2, count));
    // solve A X = A[:, 0..1] with the factors: X = first columns of I
    int nrhs = 2 < n ? 2 : n, hinfo = 7;
    T *dBm = dev(A);
    std::vector<T *> pb(count);
    for (int i = 0; i < count; i++) pb[i] = dBm + i * sz;
    T **dpb = dev(pb);
    CK(B<T>::getrs(h, CUBLAS_OP_N, n, nrhs, dpa, lda, pivot ? dP : nullptr, dpb, lda, &hinfo, count));
    CHECK(hinfo == 0);
    std::vector<int> info = host(dinfo, count), info2 = host(dinfo2, count);
    std::vector<T> inv = host(dC, sz * count), inv2 = host(dI, sz * count), X = host(dBm, sz * count);
    std::vector<int> P = host(dP, (size_t)n * count);
    for (int b = 0; b < count; b++) {
        bool singular = b == 2 && count > 2 && n > 1;
        CHECK(singular ? info[b] == 2 : info[b] == 0);
        CHECK(singular ? info2[b] == 2 : info2[b] == 0);
        if (pivot)
            for (int i = 0; i < n; i++) CHECK(P[b * n + i] >= i + 1 && P[b * n + i] <= n);
        if (singular) continue;
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) {
                T s = 0, s2 = 0;
                for (int l = 0; l < n; l++)
                    s += A[b * sz + i + l * lda] * inv[b * sz + l + j * lda], s2 += A[b * sz + i + l * lda] * inv2[b * sz + l + j * lda];
                CHECK(close(s, T(i == j), 100 * n));
                CHECK(close(s2, T(i == j), 100 * n));
                if (j < nrhs) CHECK(close(X[b * sz + i + j * lda], T(i == j), 100 * n));
            }
    }
    cudaFree(dA), cudaFree(dC), cudaFree(dI), cudaFree(dA0), cudaFree(dpa), cudaFree(dpc), cudaFree(dpi), cudaFree(dpa0);
    cudaFree(dP), cudaFree(dinfo), cudaFree(dinfo2), cudaFree(dBm), cudaFree(dpb);
}

template <class T> void all(cublasHandle_t h)
{
    gemm_batched<T>(h, 1, 7, 5, 3, CUBLAS_OP_N, CUBLAS_OP_T);
    gemm_batched<T>(h, 10000, 4, 4, 4, CUBLAS_OP_N, CUBLAS_OP_N);
    gemm_batched<T>(h, 37, 3, 5, 2, CUBLAS_OP_C, CUBLAS_OP_N);
    lu<T>(h, 1, 1, true);
    lu<T>(h, 5, 10, true);
    lu<T>(h, 6, 10, false);
    lu<T>(h, 3, 10000, true);
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    ALL_TYPES(h);
    // trsmBatched: op(A) X = alpha B for 50 triangular systems
    {
        const int m = 4, n = 3, count = 50;
        std::vector<double> A = randv<double>(m * m * count), X = randv<double>(m * n * count), Bm(m * n * count);
        for (int b = 0; b < count; b++) {
            for (int i = 0; i < m; i++) A[b * m * m + i * (m + 1)] += 3;
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) {
                    double s = 0;
                    for (int l = i; l < m; l++) s += A[b * m * m + i + l * m] * X[b * m * n + l + j * m]; // upper
                    Bm[b * m * n + i + j * m] = s / 2;
                }
        }
        double *dA = dev(A), *dB = dev(Bm), al = 2;
        std::vector<double *> pa(count), pb(count);
        for (int b = 0; b < count; b++) pa[b] = dA + b * m * m, pb[b] = dB + b * m * n;
        double **dpa = dev(pa), **dpb = dev(pb);
        CK(cublasDtrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, m, n, &al,
                              dpa, m, dpb, m, count));
        std::vector<double> got = host(dB, Bm.size());
        for (size_t i = 0; i < got.size(); i++) CHECK(close(got[i], X[i], 10));
        cudaFree(dA), cudaFree(dB), cudaFree(dpa), cudaFree(dpb);
    }
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
