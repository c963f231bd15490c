// The legacy API (<cublas.h>): cublasInit, cublasAlloc, Set/GetMatrix,
// Sgemm and Zgemm with scalars by value and character options, Ddot and
// Isamax results by value, Strsm in place, cublasGetError after a bad
// argument (and cleared by reading it), cublasFree, cublasShutdown.
// NVCC-FLAGS: -lcublas
#include <cublas.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <vector>

#include "../../cuda/tally.h"

int main()
{
    CHECK(cublasInit() == CUBLAS_STATUS_SUCCESS);
    const int m = 5, n = 4, k = 3;
    std::vector<float> A(m * k), B(k * n), C(m * n, 1.0f);
    for (int i = 0; i < m * k; i++) A[i] = 0.5f * (i % 7) - 1;
    for (int i = 0; i < k * n; i++) B[i] = 0.25f * (i % 5) - 0.5f;
    float *dA, *dB, *dC;
    CHECK(cublasAlloc(m * k, sizeof(float), (void **)&dA) == CUBLAS_STATUS_SUCCESS);
    CHECK(cublasAlloc(k * n, sizeof(float), (void **)&dB) == CUBLAS_STATUS_SUCCESS);
    CHECK(cublasAlloc(m * n, sizeof(float), (void **)&dC) == CUBLAS_STATUS_SUCCESS);
    cublasSetMatrix(m, k, sizeof(float), A.data(), m, dA, m);
    cublasSetMatrix(k, n, sizeof(float), B.data(), k, dB, k);
    cublasSetMatrix(m, n, sizeof(float), C.data(), m, dC, m);
    cublasSgemm('n', 'N', m, n, k, 2.0f, dA, m, dB, k, 0.5f, dC, m);
    CHECK(cublasGetError() == CUBLAS_STATUS_SUCCESS);
    std::vector<float> got(m * n);
    cublasGetMatrix(m, n, sizeof(float), dC, m, got.data(), m);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            float s = 0;
            for (int l = 0; l < k; l++) s += A[i + l * m] * B[l + j * k];
            CHECK(std::fabs(got[i + j * m] - (2 * s + 0.5f)) < 1e-5f);
        }
    // results by value
    float x[6] = {1, -7, 3, 7, 2, 0};
    float *dx;
    cublasAlloc(6, sizeof(float), (void **)&dx);
    cublasSetVector(6, sizeof(float), x, 1, dx, 1);
    CHECK(cublasIsamax(6, dx, 1) == 2);
    CHECK(std::fabs(cublasSnrm2(6, dx, 1) - std::sqrt(112.0f)) < 1e-5f);
    CHECK(cublasSdot(6, dx, 1, dx, 1) == 112.0f);
    // in-place triangular solve: B = A^-1 B with A upper, unit diagonal
    float T[4] = {1, 0, 2, 1}, rhs[2] = {5, 1}; // [[1 2] [0 1]] x = [5 1] -> x = [3 1]
    float *dT, *dr;
    cublasAlloc(4, sizeof(float), (void **)&dT);
    cublasAlloc(2, sizeof(float), (void **)&dr);
    cublasSetVector(4, sizeof(float), T, 1, dT, 1);
    cublasSetVector(2, sizeof(float), rhs, 1, dr, 1);
    cublasStrsm('L', 'U', 'N', 'U', 2, 1, 1.0f, dT, 2, dr, 2);
    cublasGetVector(2, sizeof(float), dr, 1, rhs, 1);
    CHECK(rhs[0] == 3 && rhs[1] == 1);
    // complex gemm by value
    cuDoubleComplex za = make_cuDoubleComplex(0, 1), zb = make_cuDoubleComplex(0, 0);
    std::complex<double> zA[4] = {{1, 1}, {2, 0}, {0, 1}, {1, -1}}, zB[4] = {{1, 0}, {0, 1}, {2, 2}, {1, 0}}, zC[4];
    cuDoubleComplex *dzA, *dzB, *dzC;
    cublasAlloc(4, sizeof(cuDoubleComplex), (void **)&dzA);
    cublasAlloc(4, sizeof(cuDoubleComplex), (void **)&dzB);
    cublasAlloc(4, sizeof(cuDoubleComplex), (void **)&dzC);
    cublasSetVector(4, sizeof(cuDoubleComplex), zA, 1, dzA, 1);
    cublasSetVector(4, sizeof(cuDoubleComplex), zB, 1, dzB, 1);
    cublasZgemm('N', 'C', 2, 2, 2, za, dzA, 2, dzB, 2, zb, dzC, 2);
    cublasGetVector(4, sizeof(cuDoubleComplex), dzC, 1, zC, 1);
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 2; i++) {
            std::complex<double> s = 0;
            for (int l = 0; l < 2; l++) s += zA[i + 2 * l] * std::conj(zB[j + 2 * l]);
            CHECK(std::abs(zC[i + 2 * j] - std::complex<double>(0, 1) * s) < 1e-12);
        }
    // a bad option is recorded, read once, then cleared
    cublasSgemm('x', 'N', m, n, k, 1.0f, dA, m, dB, k, 0.0f, dC, m);
    CHECK(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
    CHECK(cublasGetError() == CUBLAS_STATUS_SUCCESS);
    cublasFree(dA), cublasFree(dB), cublasFree(dC), cublasFree(dx), cublasFree(dT), cublasFree(dr);
    cublasFree(dzA), cublasFree(dzB), cublasFree(dzC);
    CHECK(cublasShutdown() == CUBLAS_STATUS_SUCCESS);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
