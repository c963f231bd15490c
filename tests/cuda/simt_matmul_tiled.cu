// Tiled SGEMM C = A * B with 16x16 shared tiles, on sizes that are not
// multiples of the tile (tiles past the edge are zero-filled).
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

#define TILE 16

// A is M x K, B is K x N, C is M x N, all row-major.
__global__ void sgemm_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

static void run(int M, int K, int N)
{
    std::vector<float> A(M * K), B(K * N), C(M * N);
    for (int i = 0; i < M * K; ++i) A[i] = (float)((i * 37 + 11) % 23) / 23.0f - 0.5f;
    for (int i = 0; i < K * N; ++i) B[i] = (float)((i * 53 + 5) % 29) / 29.0f - 0.5f;
    float *dA, *dB, *dC;
    CHECK(cudaMalloc((void **)&dA, A.size() * sizeof(float)));
    CHECK(cudaMalloc((void **)&dB, B.size() * sizeof(float)));
    CHECK(cudaMalloc((void **)&dC, C.size() * sizeof(float)));
    CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dC, 0, C.size() * sizeof(float)));
    dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    sgemm_tiled<<<grid, block>>>(dA, dB, dC, M, N, K);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0.0, mag = 0.0;
            for (int k = 0; k < K; ++k) {
                want += (double)A[i * K + k] * B[k * N + j];
                mag += fabs((double)A[i * K + k] * B[k * N + j]);
            }
            if (fabs(C[i * N + j] - want) > 1e-4 * (mag + 1.0))
                REPORT("%dx%d * %dx%d: C[%d][%d] = %.7g, expected %.7g\n", M, K, K, N, i, j, C[i * N + j], want);
        }
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
}

int main()
{
    run(100, 77, 130);
    run(16, 16, 16);
    run(1, 1, 1);
    run(33, 200, 17);
    run(64, 5, 48);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
