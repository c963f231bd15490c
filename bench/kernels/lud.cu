// LU decomposition, in place and without pivoting, of a diagonally dominant
// n x n matrix (A = L U, L unit lower triangular), by 16x16 tiles.  Each step
// takes the next tile of the diagonal through three launches: one block
// factors the diagonal tile; one block per tile of the row to its right
// (U = L00^-1 A) or of the column below it (L = A U00^-1) solves it against
// the diagonal tile; one block per tile of the trailing submatrix subtracts
// the product of its L and U tiles.  Every block works on shared-memory copies.
#include "lud.h"

__global__ void lud_diagonal(float *A, int n, int o)
{
    __shared__ float t[B][B];
    int tx = threadIdx.x, ty = threadIdx.y;
    t[ty][tx] = A[(size_t)(o + ty) * n + o + tx];
    __syncthreads();
    for (int p = 0; p < B - 1; p++) {
        if (ty > p && tx == p)
            t[ty][p] /= t[p][p];
        __syncthreads();
        if (ty > p && tx > p)
            t[ty][tx] -= t[ty][p] * t[p][tx];
        __syncthreads();
    }
    A[(size_t)(o + ty) * n + o + tx] = t[ty][tx];
}

// blockIdx.y == 0: the tiles right of the diagonal one; 1: the tiles below it.
__global__ void lud_perimeter(float *A, int n, int o)
{
    __shared__ float d[B][B], t[B][B];
    int tx = threadIdx.x, ty = threadIdx.y, k = o + B + blockIdx.x * B;
    bool right = blockIdx.y == 0;
    size_t at = right ? (size_t)(o + ty) * n + k + tx : (size_t)(k + ty) * n + o + tx;
    d[ty][tx] = A[(size_t)(o + ty) * n + o + tx];
    t[ty][tx] = A[at];
    __syncthreads();
    if (right) { // forward substitution down each column, with L00's unit diagonal
        for (int p = 0; p < B - 1; p++) {
            if (ty > p)
                t[ty][tx] -= d[ty][p] * t[p][tx];
            __syncthreads();
        }
    } else { // along each row, against U00
        for (int p = 0; p < B; p++) {
            if (tx == p)
                t[ty][p] /= d[p][p];
            __syncthreads();
            if (tx > p)
                t[ty][tx] -= t[ty][p] * d[p][tx];
            __syncthreads();
        }
    }
    A[at] = t[ty][tx];
}

__global__ void lud_internal(float *A, int n, int o)
{
    __shared__ float l[B][B], u[B][B];
    int tx = threadIdx.x, ty = threadIdx.y;
    int i = o + B + blockIdx.y * B + ty, j = o + B + blockIdx.x * B + tx;
    l[ty][tx] = A[(size_t)i * n + o + tx];
    u[ty][tx] = A[(size_t)(o + ty) * n + j];
    __syncthreads();
    float s = 0;
    for (int k = 0; k < B; k++)
        s += l[ty][k] * u[k][tx];
    A[(size_t)i * n + j] -= s;
}

int main()
{
    const int n = LUD_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *A = (float *)malloc(bytes), *LU = (float *)malloc(bytes);
    lud_matrix(A, n);
    float *dA, *dLU;
    cudaMalloc(&dA, bytes);
    cudaMalloc(&dLU, bytes);
    cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice);

    dim3 block(B, B);
    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        cudaMemcpy(dLU, dA, bytes, cudaMemcpyDeviceToDevice);
        cudaDeviceSynchronize();
        double t0 = bench_now_ms();
        for (int o = 0; o < n; o += B) {
            int m = (n - o - B) / B; // tiles after the diagonal one, in its row and column
            lud_diagonal<<<1, block>>>(dLU, n, o);
            if (m == 0)
                break;
            lud_perimeter<<<dim3(m, 2), block>>>(dLU, n, o);
            lud_internal<<<dim3(m, m), block>>>(dLU, n, o);
        }
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(LU, dLU, bytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= lud_check(LU, A, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
