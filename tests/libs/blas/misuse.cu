// Misuse answers cuBLAS's documented status codes and leaves memory alone:
// NOT_INITIALIZED for a NULL or destroyed handle; INVALID_VALUE for
// negative sizes, leading dimensions below the rows, zero increments, bad
// enums, NULL scalars, a NULL handle pointer, matinvBatched above n = 32
// and getrsBatched's info = -i; NOT_SUPPORTED for a gemmEx type mix.
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

#define IS(call, st) CHECK((call) == (st))
#define INV CUBLAS_STATUS_INVALID_VALUE
#define NI CUBLAS_STATUS_NOT_INITIALIZED

int main()
{
    IS(cublasCreate(nullptr), INV);
    cublasHandle_t h;
    CK(cublasCreate(&h));
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    cudaMemset(d, 0, 64 * sizeof(float));
    float one = 1, r = 0;
    const cublasOperation_t N = CUBLAS_OP_N;

    IS(cublasSgemm(nullptr, N, N, 2, 2, 2, &one, d, 2, d, 2, &one, d, 2), NI);
    IS(cublasSgemm(h, N, N, -1, 2, 2, &one, d, 2, d, 2, &one, d, 2), INV);
    IS(cublasSgemm(h, N, N, 4, 2, 2, &one, d, 3, d, 2, &one, d, 4), INV);        // lda < m
    IS(cublasSgemm(h, N, CUBLAS_OP_T, 2, 4, 2, &one, d, 2, d, 3, &one, d, 2), INV); // ldb < n for op T
    IS(cublasSgemm(h, N, N, 4, 2, 2, &one, d, 4, d, 2, &one, d, 3), INV);        // ldc < m
    IS(cublasSgemm(h, (cublasOperation_t)7, N, 2, 2, 2, &one, d, 2, d, 2, &one, d, 2), INV);
    IS(cublasSgemm(h, N, N, 2, 2, 2, nullptr, d, 2, d, 2, &one, d, 2), INV);
    IS(cublasSgemm(h, N, N, 0, 2, 2, &one, d, 1, d, 2, &one, d, 1), CUBLAS_STATUS_SUCCESS); // m = 0 is fine
    IS(cublasSgemv(h, N, 4, 2, &one, d, 3, d, 1, &one, d, 1), INV);
    IS(cublasSgemv(h, N, 2, 2, &one, d, 2, d, 0, &one, d, 1), INV);               // incx = 0
    IS(cublasStrsv(h, (cublasFillMode_t)5, N, CUBLAS_DIAG_UNIT, 2, d, 2, d, 1), INV);
    IS(cublasStrsm(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, N, CUBLAS_DIAG_UNIT, 2, 4, &one, d, 3, d, 2), INV);
    IS(cublasSsyrk(h, CUBLAS_FILL_MODE_LOWER, N, 4, 2, &one, d, 3, &one, d, 4), INV);
    IS(cublasCsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_C, 2, 2, (cuComplex *)d, (cuComplex *)d, 2, (cuComplex *)d,
                   (cuComplex *)d, 2), INV); // complex syrk: N or T only
    IS(cublasSgeam(h, N, N, 4, 2, &one, d, 3, &one, d, 4, d, 4), INV);
    IS(cublasSetPointerMode(h, (cublasPointerMode_t)3), INV);
    IS(cublasSetPointerMode(nullptr, CUBLAS_POINTER_MODE_HOST), NI);
    IS(cublasSdot(h, 4, d, 1, d, 1, nullptr), INV);
    IS(cublasSetVector(4, 4, &r, 0, d, 1), INV);
    IS(cublasSetVector(4, 0, &r, 1, d, 1), INV);
    IS(cublasGetMatrix(4, 2, 4, d, 3, &r, 4), INV);
    IS(cublasSgemmBatched(h, N, N, 2, 2, 2, &one, nullptr, 2, nullptr, 2, &one, nullptr, 2, -1), INV);
    IS(cublasSgemmStridedBatched(h, N, N, 2, 2, 2, &one, d, 2, 4, d, 2, 4, &one, d, 2, 4, -1), INV);
    IS(cublasSmatinvBatched(h, 33, (const float *const *)d, 33, (float *const *)d, 33, (int *)d, 1), INV);
    int info = 0;
    IS(cublasSgetrsBatched(h, N, -1, 1, (const float *const *)d, 1, nullptr, (float *const *)d, 1, &info, 1), INV);
    CHECK(info == -3);
    IS(cublasGemmEx(h, N, N, 2, 2, 2, &one, d, CUDA_R_16F, 2, d, CUDA_R_32F, 2, &one, d, CUDA_R_32F, 2,
                    CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT), CUBLAS_STATUS_NOT_SUPPORTED);
    // nothing above wrote to d
    std::vector<float> got = host(d, 64);
    for (float v : got) CHECK(v == 0);

    CK(cublasDestroy(h));
    IS(cublasSgemm(h, N, N, 2, 2, 2, &one, d, 2, d, 2, &one, d, 2), NI); // destroyed
    IS(cublasDestroy(h), NI);
    IS(cublasDestroy(nullptr), NI);
    cudaFree(d);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
