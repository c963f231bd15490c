// cuBLAS calls captured into a CUDA graph: a kernel writing B, cublasSgemm
// and a device-pointer-mode Sdot, captured on a stream, then the graph
// launched three times with new data in A between launches; every launch
// recomputes (the captured work is not spent by its first run).
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

__global__ void fill(float *B, int n, float v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) B[i] = v + (i % 3);
}

int main()
{
    const int m = 8, n = 6, k = 5;
    cublasHandle_t h;
    CK(cublasCreate(&h));
    cudaStream_t s;
    cudaStreamCreate(&s);
    CK(cublasSetStream(h, s));
    float *dA, *dB, *dC, *dr;
    cudaMalloc(&dA, m * k * sizeof(float));
    cudaMalloc(&dB, k * n * sizeof(float));
    cudaMalloc(&dC, m * n * sizeof(float));
    cudaMalloc(&dr, sizeof(float));
    float al = 2, be = 0;
    cudaGraph_t g;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) == cudaSuccess);
    fill<<<1, 64, 0, s>>>(dB, k * n, 1.0f);
    CK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, dB, k, &be, dC, m));
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    CK(cublasSdot(h, m * n, dC, 1, dC, 1, dr));
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    CHECK(cudaStreamEndCapture(s, &g) == cudaSuccess);
    cudaGraphExec_t ge;
    CHECK(cudaGraphInstantiate(&ge, g, 0) == cudaSuccess);
    for (int rep = 0; rep < 3; rep++) {
        std::vector<float> A = randv<float>(m * k);
        cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice);
        CHECK(cudaGraphLaunch(ge, s) == cudaSuccess);
        cudaStreamSynchronize(s);
        std::vector<float> C = host(dC, m * n);
        float r = host(dr, 1)[0];
        double dot = 0;
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double w = 0;
                for (int l = 0; l < k; l++) w += A[i + l * m] * (1.0 + ((l + j * k) % 3));
                CHECK(close(C[i + j * m], (float)(al * w), k));
                dot += (double)C[i + j * m] * C[i + j * m];
            }
        CHECK(std::fabs(r - dot) <= 1e-4 * (1 + dot));
    }
    cudaGraphExecDestroy(ge);
    cudaGraphDestroy(g);
    CK(cublasDestroy(h));
    cudaStreamDestroy(s);
    cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dr);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
