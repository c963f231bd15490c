// cuSOLVER's handle, version and misuse codes: NOT_INITIALIZED for a null
// handle, INVALID_VALUE for the arguments cuSOLVER documents (sizes,
// leading dimensions, fill modes, operations, jobs), and nothing queued
// when a call is refused (devInfo keeps its value).
// NVCC-FLAGS: -lcusolver
#include "solver_test.h"

int main()
{
    int v = 0, major = -1, minor = -1, patch = -1;
    OK(cusolverGetVersion(&v));
    OK(cusolverGetProperty(MAJOR_VERSION, &major));
    OK(cusolverGetProperty(MINOR_VERSION, &minor));
    OK(cusolverGetProperty(PATCH_LEVEL, &patch));
    CHECK(v == CUSOLVER_VERSION);
    CHECK(v == major * 1000 + minor * 100 + patch);
    CHECK(major == CUSOLVER_VER_MAJOR && major >= 11);
    CHECK(cusolverGetProperty((libraryPropertyType)7, &v) == CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(cusolverGetVersion(nullptr) == CUSOLVER_STATUS_INVALID_VALUE);

    CHECK(cusolverDnCreate(nullptr) == CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(cusolverDnDestroy(nullptr) == CUSOLVER_STATUS_NOT_INITIALIZED);
    CHECK(cusolverDnSetStream(nullptr, 0) == CUSOLVER_STATUS_NOT_INITIALIZED);
    cudaStream_t s;
    CHECK(cusolverDnGetStream(nullptr, &s) == CUSOLVER_STATUS_NOT_INITIALIZED);

    cusolverDnHandle_t h;
    OK(cusolverDnCreate(&h));
    cusolverDeterministicMode_t mode = CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS;
    OK(cusolverDnGetDeterministicMode(h, &mode));
    CHECK(mode == CUSOLVER_DETERMINISTIC_RESULTS);
    OK(cusolverDnSetDeterministicMode(h, CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS));
    OK(cusolverDnGetDeterministicMode(h, &mode));
    CHECK(mode == CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS);
    CHECK(cusolverDnSetDeterministicMode(h, (cusolverDeterministicMode_t)0) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    s = (cudaStream_t)1;
    OK(cusolverDnGetStream(h, &s));
    CHECK(s == 0); // the default stream until set

    double *A = dev_work<double>(64), *B = dev_work<double>(64), *W = dev_work<double>(8);
    int *ipiv = dev_ints(8), *info = dev_ints(1), lwork = 0;
    cudaMemset(info, 0, sizeof(int));
    int untouched = 4242;
    cudaMemcpy(info, &untouched, sizeof untouched, cudaMemcpyHostToDevice);

    // A null handle.
    CHECK(cusolverDnDgetrf(nullptr, 4, 4, A, 4, nullptr, ipiv, info) ==
          CUSOLVER_STATUS_NOT_INITIALIZED);
    CHECK(cusolverDnDpotrf_bufferSize(nullptr, CUBLAS_FILL_MODE_LOWER, 4, A, 4, &lwork) ==
          CUSOLVER_STATUS_NOT_INITIALIZED);
    CHECK(cusolverDnSsyevd(nullptr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4,
                           (float *)A, 4, (float *)W, nullptr, 0, info) ==
          CUSOLVER_STATUS_NOT_INITIALIZED);

    // Sizes and leading dimensions.
    const cusolverStatus_t BAD = CUSOLVER_STATUS_INVALID_VALUE;
    CHECK(cusolverDnDgetrf(h, -1, 4, A, 4, nullptr, ipiv, info) == BAD);
    CHECK(cusolverDnDgetrf(h, 4, -1, A, 4, nullptr, ipiv, info) == BAD);
    CHECK(cusolverDnDgetrf(h, 5, 4, A, 4, nullptr, ipiv, info) == BAD); // lda < m
    CHECK(cusolverDnDgetrf(h, 0, 0, A, 0, nullptr, ipiv, info) == BAD); // lda < 1
    CHECK(cusolverDnDgetrf_bufferSize(h, 4, 4, A, 4, nullptr) == BAD);
    CHECK(cusolverDnDgetrs(h, CUBLAS_OP_N, 4, 1, A, 3, ipiv, B, 4, info) == BAD);
    CHECK(cusolverDnDgetrs(h, CUBLAS_OP_N, 4, 1, A, 4, ipiv, B, 3, info) == BAD);
    CHECK(cusolverDnDgetrs(h, CUBLAS_OP_N, 4, -1, A, 4, ipiv, B, 4, info) == BAD);
    CHECK(cusolverDnDgetrs(h, (cublasOperation_t)9, 4, 1, A, 4, ipiv, B, 4, info) == BAD);
    CHECK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_FULL, 4, A, 4, nullptr, 0, info) == BAD);
    CHECK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, 4, A, 2, nullptr, 0, info) == BAD);
    CHECK(cusolverDnDpotrs(h, CUBLAS_FILL_MODE_UPPER, 4, 1, A, 4, B, 2, info) == BAD);
    CHECK(cusolverDnDpotri(h, CUBLAS_FILL_MODE_UPPER, -2, A, 4, nullptr, 0, info) == BAD);
    CHECK(cusolverDnDpotrfBatched(h, CUBLAS_FILL_MODE_LOWER, 4, nullptr, 4, info, -1) == BAD);
    CHECK(cusolverDnDgeqrf(h, 4, 4, A, 3, W, nullptr, 0, info) == BAD);
    CHECK(cusolverDnDormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, 4, 2, 5, A, 4, W, B, 4, nullptr, 0,
                           info) == BAD); // k > m
    CHECK(cusolverDnDormqr(h, (cublasSideMode_t)3, CUBLAS_OP_T, 4, 2, 2, A, 4, W, B, 4, nullptr, 0,
                           info) == BAD);
    CHECK(cusolverDnDsytrf(h, CUBLAS_FILL_MODE_LOWER, 4, A, 4, nullptr, nullptr, 0, info) == BAD);
    CHECK(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, A, 3, W, nullptr,
                           0, info) == BAD);
    CHECK(cusolverDnDgesvdj(h, CUSOLVER_EIG_MODE_VECTOR, 2, 4, 4, A, 4, W, B, 4, B, 4, nullptr, 0,
                            info, nullptr) == BAD); // econ is 0 or 1
    CHECK(cusolverDnDgesvd(h, 'A', 'A', 4, 4, A, 4, W, B, 3, B, 4, nullptr, 0, nullptr, info) ==
          BAD); // ldu < m
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == untouched);

    // Parameter objects.
    syevjInfo_t sj;
    OK(cusolverDnCreateSyevjInfo(&sj));
    CHECK(cusolverDnXsyevjSetMaxSweeps(sj, 0) == BAD);
    CHECK(cusolverDnXsyevjGetSweeps(nullptr, sj, &v) == CUSOLVER_STATUS_NOT_INITIALIZED);
    OK(cusolverDnDestroySyevjInfo(sj));
    CHECK(cusolverDnCreateGesvdjInfo(nullptr) == BAD);
    CHECK(cusolverDnCreateParams(nullptr) == BAD);

    // Zero sizes are work to do (nothing) and devInfo 0.
    OK(cusolverDnDgetrf(h, 0, 0, A, 1, nullptr, ipiv, info));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    cudaMemcpy(info, &untouched, sizeof untouched, cudaMemcpyHostToDevice);
    OK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, 0, A, 1, nullptr, 0, info));
    OK(cusolverDnDpotrfBatched(h, CUBLAS_FILL_MODE_LOWER, 4, nullptr, 4, nullptr, 0));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);

    // A handle destroyed while its work is queued: the work still runs.
    cusolverDnHandle_t h2;
    OK(cusolverDnCreate(&h2));
    double spd[4] = {4, 1, 1, 3};
    cudaMemcpy(A, spd, sizeof spd, cudaMemcpyHostToDevice);
    OK(cusolverDnDpotrf(h2, CUBLAS_FILL_MODE_LOWER, 2, A, 2, nullptr, 0, info));
    OK(cusolverDnDestroy(h2));
    cudaDeviceSynchronize();
    CHECK(dev_int(info) == 0);
    double l[4];
    cudaMemcpy(l, A, sizeof l, cudaMemcpyDeviceToHost);
    CHECK(std::fabs(l[0] - 2) < 1e-15 && std::fabs(l[1] - 0.5) < 1e-15);
    CHECK(std::fabs(l[3] - std::sqrt(3 - 0.25)) < 1e-15);

    cudaFree(A), cudaFree(B), cudaFree(W), cudaFree(ipiv), cudaFree(info);
    OK(cusolverDnDestroy(h));
    return verdict();
}
