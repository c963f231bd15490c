// cublas<t>gemm for S, D, C, Z against a naive triple loop: every pair of
// N/T/C operations, sizes from 0 to 33 (k = 0 included), leading
// dimensions larger than the rows, alpha/beta in host and in device
// memory (pointer modes), beta = 0 ignoring NaNs in C; Cgemm3m and
// Cgemm3mStridedBatched.
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

static const cublasOperation_t ops[] = {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C};

template <class T> void run(cublasHandle_t h, int m, int n, int k, int pad, bool dev_ptrs, bool beta0)
{
    for (cublasOperation_t ta : ops)
        for (cublasOperation_t tb : ops) {
            int ar = ta == CUBLAS_OP_N ? m : k, ac = ta == CUBLAS_OP_N ? k : m;
            int br = tb == CUBLAS_OP_N ? k : n, bc = tb == CUBLAS_OP_N ? n : k;
            int lda = (ar > 1 ? ar : 1) + pad, ldb = (br > 1 ? br : 1) + pad, ldc = (m > 1 ? m : 1) + pad;
            std::vector<T> A = randv<T>((size_t)lda * ac), Bm = randv<T>((size_t)ldb * bc),
                           C = randv<T>((size_t)ldc * n);
            T alpha = rnd<T>(), beta = beta0 ? T(0) : rnd<T>();
            if (beta0)
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < m; i++) C[i + (size_t)j * ldc] = T(NAN);
            T *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
            T *dal = dev(std::vector<T>{alpha}), *dbe = dev(std::vector<T>{beta});
            cublasSetPointerMode(h, dev_ptrs ? CUBLAS_POINTER_MODE_DEVICE : CUBLAS_POINTER_MODE_HOST);
            CK(B<T>::gemm(h, ta, tb, m, n, k, dev_ptrs ? dal : &alpha, dA, lda, dB, ldb, dev_ptrs ? dbe : &beta, dC,
                          ldc));
            std::vector<T> got = host(dC, C.size());
            int bad = 0;
            for (int j = 0; j < n; j++)
                for (int i = 0; i < ldc; i++) {
                    T want = C[i + (size_t)j * ldc];
                    if (i < m) {
                        T s = 0;
                        for (int l = 0; l < k; l++) s += opel(A.data(), lda, ta, i, l) * opel(Bm.data(), ldb, tb, l, j);
                        want = alpha * s + (beta0 ? T(0) : beta * want);
                        if (!close(got[i + (size_t)j * ldc], want, k)) bad++;
                    } else if (got[i + (size_t)j * ldc] != want) // the padding is left alone
                        bad++;
                }
            if (bad) printf("gemm %dx%dx%d pad %d ops %d%d dev %d: %d wrong\n", m, n, k, pad, ta, tb, dev_ptrs, bad);
            CHECK(bad == 0);
            cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dal), cudaFree(dbe);
        }
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
}

template <class T> void all(cublasHandle_t h)
{
    const int sizes[][3] = {{0, 3, 2}, {3, 0, 2}, {4, 3, 0}, {1, 1, 1}, {7, 5, 3}, {33, 17, 9}, {16, 16, 16}};
    for (auto &s : sizes) {
        run<T>(h, s[0], s[1], s[2], 0, false, false);
        run<T>(h, s[0], s[1], s[2], 3, true, false);
    }
    run<T>(h, 9, 6, 4, 2, false, true);
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    ALL_TYPES(h);
    // gemm3m is a gemm
    {
        std::vector<cf> A = randv<cf>(12), Bm = randv<cf>(12), C(9);
        cf *dA = dev(A), *dB = dev(Bm), *dC = dev(C), one(1), zero(0);
        CK(cublasCgemm3m(h, CUBLAS_OP_N, CUBLAS_OP_N, 3, 3, 4, (cuComplex *)&one, (cuComplex *)dA, 3,
                         (cuComplex *)dB, 4, (cuComplex *)&zero, (cuComplex *)dC, 3));
        std::vector<cf> got = host(dC, 9);
        for (int j = 0; j < 3; j++)
            for (int i = 0; i < 3; i++) {
                cf s = 0;
                for (int l = 0; l < 4; l++) s += A[i + 3 * l] * Bm[l + 4 * j];
                CHECK(close(got[i + 3 * j], s, 4));
            }
        // the strided batched 3m form, two entries, equals two gemms
        cf *dC2 = dev(std::vector<cf>(18));
        std::vector<cf> A2 = randv<cf>(24), B2 = randv<cf>(24);
        cf *dA2 = dev(A2), *dB2 = dev(B2);
        CK(cublasCgemm3mStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, 3, 3, 4, (cuComplex *)&one, (cuComplex *)dA2, 3, 12,
                                       (cuComplex *)dB2, 3, 12, (cuComplex *)&zero, (cuComplex *)dC2, 3, 9, 2));
        std::vector<cf> g2 = host(dC2, 18);
        for (int b = 0; b < 2; b++)
            for (int j = 0; j < 3; j++)
                for (int i = 0; i < 3; i++) {
                    cf s = 0;
                    for (int l = 0; l < 4; l++) s += A2[b * 12 + i + 3 * l] * B2[b * 12 + j + 3 * l];
                    CHECK(close(g2[b * 9 + i + 3 * j], s, 4));
                }
        cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dA2), cudaFree(dB2), cudaFree(dC2);
    }
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
