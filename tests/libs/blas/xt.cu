// cublasXt on plain host memory (std::vector data, no cudaMalloc): Sgemm,
// Dsyrk, Zherk, Ctrsm, Dtrmm and Sspmm against loops, the calls done when
// they return; the board and setting queries.
// NVCC-FLAGS: -lcublas
#include <cublasXt.h>

#include "blas_test.h"

int main()
{
    cublasXtHandle_t x;
    CK(cublasXtCreate(&x));
    int dev0[1] = {0}, boards = 0;
    CK(cublasXtDeviceSelect(x, 1, dev0));
    CK(cublasXtMaxBoards(&boards));
    CHECK(boards >= 1);
    CK(cublasXtSetBlockDim(x, 256));
    int bd = 0;
    CK(cublasXtGetBlockDim(x, &bd));
    CHECK(bd == 256);
    CK(cublasXtSetPinningMemMode(x, CUBLASXT_PINNING_ENABLED));

    const size_t m = 9, n = 7, k = 5;
    std::vector<float> A = randv<float>(m * k), Bm = randv<float>(k * n), C = randv<float>(m * n), C0 = C;
    float al = 0.5f, be = 2;
    CK(cublasXtSgemm(x, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, A.data(), m, Bm.data(), k, &be, C.data(), m));
    for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i < m; i++) {
            float s = 0;
            for (size_t l = 0; l < k; l++) s += A[i + l * m] * Bm[l + j * k];
            CHECK(close(C[i + j * m], al * s + be * C0[i + j * m], k));
        }
    std::vector<double> D = randv<double>(n * k), S(n * n, 0.0);
    double one = 1, zero = 0;
    CK(cublasXtDsyrk(x, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, n, k, &one, D.data(), n, &zero, S.data(), n));
    for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i <= j; i++) {
            double s = 0;
            for (size_t l = 0; l < k; l++) s += D[i + l * n] * D[j + l * n];
            CHECK(close(S[i + j * n], s, k));
        }
    std::vector<cd> Z = randv<cd>(k * n), H(n * n, cd(0));
    CK(cublasXtZherk(x, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_C, n, k, &one, (cuDoubleComplex *)Z.data(), k, &zero,
                     (cuDoubleComplex *)H.data(), n));
    for (size_t j = 0; j < n; j++)
        for (size_t i = j; i < n; i++) {
            cd s = 0;
            for (size_t l = 0; l < k; l++) s += std::conj(Z[l + i * k]) * Z[l + j * k];
            CHECK(close(H[i + j * n], s, k));
        }
    // Ctrsm undoes what Ctrmm (out of place) did
    std::vector<cf> T = randv<cf>(m * m), X = randv<cf>(m * n), Y(m * n);
    for (size_t i = 0; i < m; i++) T[i + i * m] += cf(3, 0);
    cf cone(1, 0);
    CK(cublasXtCtrmm(x, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, m, n,
                     (cuComplex *)&cone, (cuComplex *)T.data(), m, (cuComplex *)X.data(), m, (cuComplex *)Y.data(), m));
    CK(cublasXtCtrsm(x, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, m, n,
                     (cuComplex *)&cone, (cuComplex *)T.data(), m, (cuComplex *)Y.data(), m));
    for (size_t i = 0; i < m * n; i++) CHECK(close(Y[i], X[i], 10 * m));
    // spmm: the packed lower triangle of a symmetric 4 x 4 times B
    std::vector<float> AP = randv<float>(10), B2 = randv<float>(4 * 3), C2(4 * 3, 0.f), full(16);
    for (int j = 0, p = 0; j < 4; j++)
        for (int i = j; i < 4; i++, p++) full[i + 4 * j] = full[j + 4 * i] = AP[p];
    float fone = 1, fzero = 0;
    CK(cublasXtSspmm(x, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, 4, 3, &fone, AP.data(), B2.data(), 4, &fzero,
                     C2.data(), 4));
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 4; i++) {
            float s = 0;
            for (int l = 0; l < 4; l++) s += full[i + 4 * l] * B2[l + 4 * j];
            CHECK(close(C2[i + 4 * j], s, 4));
        }
    CHECK(cublasXtSgemm(x, CUBLAS_OP_N, CUBLAS_OP_N, (size_t)1 << 33, 1, 1, &al, A.data(), (size_t)1 << 33, Bm.data(),
                        1, &be, C.data(), (size_t)1 << 33) == CUBLAS_STATUS_NOT_SUPPORTED);
    CK(cublasXtDestroy(x));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
