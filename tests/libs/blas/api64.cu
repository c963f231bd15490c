// The 64-bit interface (cublas<t><op>_64): Dgemm_64, Saxpy_64, Zgemv_64,
// GemmStridedBatchedEx_64 and SetMatrix_64 against loops, Isamax_64 into a
// host and a device int64_t, and a size beyond an int answering
// CUBLAS_STATUS_NOT_SUPPORTED (Ferry serves the 64-bit calls through the
// 32-bit ones).
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    const int64_t m = 6, n = 5, k = 4;
    std::vector<double> A = randv<double>(m * k), Bm = randv<double>(k * n), C(m * n, 0.0);
    double *dA = dev(A), *dB = dev(Bm), *dC = dev(C), al = 1.5, be = 0;
    CK(cublasDgemm_64(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, dB, k, &be, dC, m));
    std::vector<double> got = host(dC, m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += A[i + l * m] * Bm[l + j * k];
            CHECK(close(got[i + j * m], al * s, k));
        }
    // SetMatrix_64 of a 3x2 block into a larger matrix
    std::vector<double> blk = {1, 2, 3, 4, 5, 6};
    CK(cublasSetMatrix_64(3, 2, sizeof(double), blk.data(), 3, dC, m));
    got = host(dC, m * n);
    CHECK(got[0] == 1 && got[2] == 3 && got[m] == 4 && got[m + 2] == 6);

    std::vector<float> x = randv<float>(100), y = randv<float>(100);
    x[37] = 9;
    float *dx = dev(x), *dy = dev(y), fa = -2;
    CK(cublasSaxpy_64(h, 100, &fa, dx, 1, dy, 1));
    std::vector<float> gy = host(dy, 100);
    for (int i = 0; i < 100; i++) CHECK(close(gy[i], y[i] + fa * x[i], 1));
    int64_t idx = 0;
    CK(cublasIsamax_64(h, 100, dx, 1, &idx));
    CHECK(idx == 38);
    int64_t *didx = dev(std::vector<int64_t>{-1});
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    CK(cublasIsamax_64(h, 100, dx, 1, didx));
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    CHECK(host(didx, 1)[0] == 38);

    std::vector<cd> Z = randv<cd>(m * n), zx = randv<cd>(n), zy(m);
    cd *dZ = dev(Z), *dzx = dev(zx), *dzy = dev(zy), za(1, 1), zb(0, 0);
    CK(cublasZgemv_64(h, CUBLAS_OP_N, m, n, (cuDoubleComplex *)&za, (cuDoubleComplex *)dZ, m, (cuDoubleComplex *)dzx,
                      1, (cuDoubleComplex *)&zb, (cuDoubleComplex *)dzy, 1));
    std::vector<cd> gz = host(dzy, m);
    for (int i = 0; i < m; i++) {
        cd s = 0;
        for (int j = 0; j < n; j++) s += Z[i + j * m] * zx[j];
        CHECK(close(gz[i], za * s, n));
    }

    float *fA = dev(randv<float>(m * k * 3)), *fB = dev(randv<float>(k * n * 3)), *fC = dev(std::vector<float>(m * n * 3));
    float one = 1, zero = 0;
    CK(cublasGemmStridedBatchedEx_64(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, fA, CUDA_R_32F, m, m * k, fB,
                                     CUDA_R_32F, k, k * n, &zero, fC, CUDA_R_32F, m, m * n, 3, CUBLAS_COMPUTE_32F,
                                     CUBLAS_GEMM_DEFAULT));
    CHECK(cublasSgemm_64(h, CUBLAS_OP_N, CUBLAS_OP_N, (int64_t)1 << 32, 1, 1, &one, fA, (int64_t)1 << 32, fB, 1, &zero,
                         fC, (int64_t)1 << 32) == CUBLAS_STATUS_NOT_SUPPORTED);
    CHECK(cublasSgemm_64(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, 1, 1, &one, fA, 1, fB, 1, &zero, fC, 1) ==
          CUBLAS_STATUS_INVALID_VALUE);
    cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dx), cudaFree(dy), cudaFree(didx), cudaFree(dZ), cudaFree(dzx);
    cudaFree(dzy), cudaFree(fA), cudaFree(fB), cudaFree(fC);
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
