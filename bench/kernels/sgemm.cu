// C = A * B for square row-major matrices: each 16x16 block stages one tile
// of A and one of B in shared memory per step, so every global load is
// reused 16 times.
#include "sgemm.h"

#define TILE 16

__global__ void sgemm(const float *A, const float *B, float *C, int n)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0;
    for (int k0 = 0; k0 < n; k0 += TILE) {
        As[ty][tx] = A[row * n + k0 + tx];
        Bs[ty][tx] = B[(k0 + ty) * n + col];
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads(); // the next step overwrites the tiles
    }
    C[row * n + col] = acc;
}

int main()
{
    const int n = SGEMM_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)malloc(bytes);
    sgemm_inputs(A, B, n);
    float *dA, *dB, *dC;
    cudaMalloc(&dA, bytes);
    cudaMalloc(&dB, bytes);
    cudaMalloc(&dC, bytes);
    cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice);

    dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
    sgemm<<<grid, block>>>(dA, dB, dC, n);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        sgemm<<<grid, block>>>(dA, dB, dC, n);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= sgemm_check(C, A, B, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
