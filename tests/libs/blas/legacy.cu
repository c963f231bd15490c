// The legacy API (<cublas.h>): cublasInit, cublasAlloc, Set/GetMatrix,
// Sgemm and Zgemm with scalars by value and character options, Ddot and
// Isamax results by value, Strsm in place, Drot, Zherk, Cgerc,
// cublasGetError after a bad argument (and cleared by reading it),
// cublasFree, cublasShutdown.
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
    // Drot, Zherk (real scalars), Cgerc
    {
        double u[3] = {1, 2, 3}, w[3] = {4, 5, 6}, *du, *dw;
        cublasAlloc(3, sizeof(double), (void **)&du);
        cublasAlloc(3, sizeof(double), (void **)&dw);
        cublasSetVector(3, sizeof(double), u, 1, du, 1);
        cublasSetVector(3, sizeof(double), w, 1, dw, 1);
        cublasDrot(3, du, 1, dw, 1, 0.6, 0.8);
        double gu[3], gw[3];
        cublasGetVector(3, sizeof(double), du, 1, gu, 1);
        cublasGetVector(3, sizeof(double), dw, 1, gw, 1);
        for (int i = 0; i < 3; i++)
            CHECK(std::fabs(gu[i] - (0.6 * u[i] + 0.8 * w[i])) < 1e-12 && std::fabs(gw[i] - (0.6 * w[i] - 0.8 * u[i])) < 1e-12);
        cuDoubleComplex *dH;
        cublasAlloc(4, sizeof(cuDoubleComplex), (void **)&dH);
        std::complex<double> H[4] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}}, gH[4];
        cublasSetVector(4, sizeof(cuDoubleComplex), H, 1, dH, 1);
        cublasZherk('L', 'N', 2, 2, 1.0, dzA, 2, 0.0, dH, 2); // H = A A^H, lower triangle
        cublasGetVector(4, sizeof(cuDoubleComplex), dH, 1, gH, 1);
        for (int j = 0; j < 2; j++)
            for (int i = j; i < 2; i++) {
                std::complex<double> s = 0;
                for (int l = 0; l < 2; l++) s += zA[i + 2 * l] * std::conj(zA[j + 2 * l]);
                CHECK(std::abs(gH[i + 2 * j] - s) < 1e-12);
            }
        cuComplex *dG, *dv;
        std::complex<float> v[2] = {{1, 2}, {3, -1}}, G[4] = {}, gG[4];
        cublasAlloc(4, sizeof(cuComplex), (void **)&dG);
        cublasAlloc(2, sizeof(cuComplex), (void **)&dv);
        cublasSetVector(4, sizeof(cuComplex), G, 1, dG, 1);
        cublasSetVector(2, sizeof(cuComplex), v, 1, dv, 1);
        cublasCgerc(2, 2, make_cuComplex(1, 0), dv, 1, dv, 1, dG, 2);
        cublasGetVector(4, sizeof(cuComplex), dG, 1, gG, 1);
        for (int j = 0; j < 2; j++)
            for (int i = 0; i < 2; i++) CHECK(std::abs(gG[i + 2 * j] - v[i] * std::conj(v[j])) < 1e-5);
        CHECK(cublasGetError() == CUBLAS_STATUS_SUCCESS);
        cublasFree(du), cublasFree(dw), cublasFree(dH), cublasFree(dG), cublasFree(dv);
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
