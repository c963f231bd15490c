// Stream order: on a non-default stream, a kernel fills A, cublasSgemm
// reads it, a second kernel scales C, and a Sdot into device memory reads
// C, all queued before one cudaStreamSynchronize; the host thread is not
// held up meanwhile (a host-pointer-mode alpha is copied at the call, so
// changing it afterwards has no effect).  Also the legacy default stream,
// Set/GetMatrixAsync on the stream, two handles on two streams, and the
// handle's queries (stream, pointer and math modes, version, property,
// workspace, status names).
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

__global__ void fill(float *A, int n, float base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) A[i] = base + (i % 7) * 0.25f;
}
__global__ void scale(float *C, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) C[i] *= s;
}

int main()
{
    const int m = 64, n = 48, k = 32;
    cublasHandle_t h;
    CK(cublasCreate(&h));
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStream_t got_s = (cudaStream_t)1;
    CK(cublasGetStream(h, &got_s));
    CHECK(got_s == 0);
    CK(cublasSetStream(h, s));
    CK(cublasGetStream(h, &got_s));
    CHECK(got_s == s);

    std::vector<float> Bm = randv<float>(k * n);
    float *dA, *dB, *dC, *dr;
    cudaMalloc(&dA, m * k * sizeof(float));
    cudaMalloc(&dB, k * n * sizeof(float));
    cudaMalloc(&dC, m * n * sizeof(float));
    cudaMalloc(&dr, sizeof(float));
    CK(cublasSetMatrixAsync(k, n, sizeof(float), Bm.data(), k, dB, k, s));
    fill<<<(m * k + 127) / 128, 128, 0, s>>>(dA, m * k, 1.0f);
    float al = 1, be = 0;
    CK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, dB, k, &be, dC, m));
    al = 1000; // copied at the call: no effect
    scale<<<(m * n + 127) / 128, 128, 0, s>>>(dC, m * n, 2.0f);
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    CK(cublasSdot(h, m * n, dC, 1, dC, 1, dr)); // device result: does not wait
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    std::vector<float> C(m * n);
    float r = 0;
    CK(cublasGetMatrixAsync(m, n, sizeof(float), dC, m, C.data(), m, s));
    cudaMemcpyAsync(&r, dr, sizeof r, cudaMemcpyDeviceToHost, s);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    double dot = 0;
    int bad = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double w = 0;
            for (int l = 0; l < k; l++) w += (1.0 + ((i + l * m) % 7) * 0.25) * Bm[l + j * k];
            w *= 2;
            dot += (double)C[i + j * m] * C[i + j * m];
            if (!close(C[i + j * m], (float)w, k)) bad++;
        }
    CHECK(bad == 0);
    CHECK(std::fabs(r - dot) <= 1e-4 * dot);

    // a second handle on the legacy default stream: ordered with cudaMemcpy
    cublasHandle_t h2;
    CK(cublasCreate(&h2));
    fill<<<(m * k + 127) / 128, 128>>>(dA, m * k, -1.0f);
    float nrm = 0;
    CK(cublasSnrm2(h2, m * k, dA, 1, &nrm)); // host result: waits for it
    double want = 0;
    for (int i = 0; i < m * k; i++) want += std::pow(-1.0 + (i % 7) * 0.25, 2);
    CHECK(std::fabs(nrm - std::sqrt(want)) < 1e-4 * std::sqrt(want));

    // queries
    int v = 0, major = 0, minor = -1, patch = -1;
    CK(cublasGetVersion(h, &v));
    CK(cublasGetProperty(MAJOR_VERSION, &major));
    CK(cublasGetProperty(MINOR_VERSION, &minor));
    CK(cublasGetProperty(PATCH_LEVEL, &patch));
    CHECK(v == CUBLAS_VERSION && major == CUBLAS_VER_MAJOR && v == major * 10000 + minor * 100 + patch);
    cublasPointerMode_t pm;
    CK(cublasGetPointerMode(h, &pm));
    CHECK(pm == CUBLAS_POINTER_MODE_HOST);
    cublasMath_t mm;
    CK(cublasGetMathMode(h, &mm));
    CHECK(mm == CUBLAS_DEFAULT_MATH);
    CK(cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH));
    CK(cublasGetMathMode(h, &mm));
    CHECK(mm == CUBLAS_TF32_TENSOR_OP_MATH);
    void *ws;
    cudaMalloc(&ws, 1 << 20);
    CK(cublasSetWorkspace(h, ws, 1 << 20));
    CHECK(std::string(cublasGetStatusName(CUBLAS_STATUS_INVALID_VALUE)) == "CUBLAS_STATUS_INVALID_VALUE");
    CHECK(cublasGetStatusString(CUBLAS_STATUS_NOT_INITIALIZED) != nullptr);
    CHECK(cublasGetCudartVersion() == CUDART_VERSION);

    CK(cublasDestroy(h2));
    CK(cublasDestroy(h));
    cudaStreamDestroy(s);
    cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dr), cudaFree(ws);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
