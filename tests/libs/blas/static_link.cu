// Linked with -lcublas_static, which brings OpenBLAS by itself (a linker
// script): a Dgemm and an Sgemv on a stream with a kernel before them,
// checked against loops.
// NVCC-FLAGS: -lcublas_static
#include "blas_test.h"

__global__ void iota(double *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = 0.5 * (i % 11) - 2;
}

int main()
{
    const int m = 20, n = 15, k = 10;
    cublasHandle_t h;
    CK(cublasCreate(&h));
    cudaStream_t s;
    cudaStreamCreate(&s);
    CK(cublasSetStream(h, s));
    std::vector<double> Bm = randv<double>(k * n);
    double *dA, *dB = dev(Bm), *dC = dev(std::vector<double>(m * n)), al = 2, be = 0;
    cudaMalloc(&dA, m * k * sizeof(double));
    iota<<<1, 256, 0, s>>>(dA, m * k);
    CK(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, dB, k, &be, dC, m));
    std::vector<double> C(m * n);
    cudaMemcpyAsync(C.data(), dC, C.size() * sizeof(double), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double w = 0;
            for (int l = 0; l < k; l++) w += (0.5 * ((i + l * m) % 11) - 2) * Bm[l + j * k];
            CHECK(close(C[i + j * m], al * w, k));
        }
    std::vector<float> A = randv<float>(6 * 4), x = randv<float>(4), y(6);
    float *fA = dev(A), *fx = dev(x), *fy = dev(y), fa = 1, fb = 0;
    CK(cublasSgemv(h, CUBLAS_OP_N, 6, 4, &fa, fA, 6, fx, 1, &fb, fy, 1));
    cudaStreamSynchronize(s);
    std::vector<float> gy = host(fy, 6);
    for (int i = 0; i < 6; i++) {
        float w = 0;
        for (int j = 0; j < 4; j++) w += A[i + j * 6] * x[j];
        CHECK(close(gy[i], w, 4));
    }
    CK(cublasDestroy(h));
    cudaStreamDestroy(s);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
