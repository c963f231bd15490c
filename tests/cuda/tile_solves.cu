// Triangular work on 16x16 tiles in shared memory, as blocked LU codes do
// it: branches on threadIdx.x and threadIdx.y pick the lanes that divide by
// the pivot and the lanes that update, with barriers between steps only.
// Lanes of one warp span two rows of the tile; which lanes read what
// others write is decided by the branches, and the results must be the
// host's: the LU of a diagonal tile, the solve of a tile against L (down
// its columns) and against U (along its rows).
#include "check.h"
#include <cmath>

#define B 16

__global__ void tile_lu(float *A)
{
    __shared__ float t[B][B];
    int tx = threadIdx.x, ty = threadIdx.y;
    t[ty][tx] = A[ty * B + tx];
    __syncthreads();
    for (int p = 0; p < B - 1; p++) {
        if (ty > p && tx == p)
            t[ty][p] /= t[p][p];
        __syncthreads();
        if (ty > p && tx > p)
            t[ty][tx] -= t[ty][p] * t[p][tx];
        __syncthreads();
    }
    A[ty * B + tx] = t[ty][tx];
}

// blockIdx.x 0: X = L^-1 M (unit diagonal L); 1: X = M U^-1
__global__ void tile_solve(const float *LU, float *M)
{
    __shared__ float d[B][B], t[B][B];
    int tx = threadIdx.x, ty = threadIdx.y;
    float *m = M + blockIdx.x * B * B;
    d[ty][tx] = LU[ty * B + tx];
    t[ty][tx] = m[ty * B + tx];
    __syncthreads();
    if (blockIdx.x == 0) {
        for (int p = 0; p < B - 1; p++) {
            if (ty > p)
                t[ty][tx] -= d[ty][p] * t[p][tx];
            __syncthreads();
        }
    } else {
        for (int p = 0; p < B; p++) {
            if (tx == p)
                t[ty][p] /= d[p][p];
            __syncthreads();
            if (tx > p)
                t[ty][tx] -= t[ty][p] * d[p][tx];
            __syncthreads();
        }
    }
    m[ty * B + tx] = t[ty][tx];
}

static void host_lu(float *t)
{
    for (int p = 0; p < B - 1; p++) {
        for (int i = p + 1; i < B; i++)
            t[i * B + p] /= t[p * B + p];
        for (int i = p + 1; i < B; i++)
            for (int j = p + 1; j < B; j++)
                t[i * B + j] -= t[i * B + p] * t[p * B + j];
    }
}

static void host_solves(const float *d, float *lower, float *upper)
{
    for (int p = 0; p < B - 1; p++)
        for (int i = p + 1; i < B; i++)
            for (int j = 0; j < B; j++)
                lower[i * B + j] -= d[i * B + p] * lower[p * B + j];
    for (int p = 0; p < B; p++)
        for (int i = 0; i < B; i++) {
            upper[i * B + p] /= d[p * B + p];
            for (int j = p + 1; j < B; j++)
                upper[i * B + j] -= upper[i * B + p] * d[p * B + j];
        }
}

static bool close(float a, float b)
{
    return std::fabs(a - b) <= 1e-4f * (1.0f + std::fabs(b));
}

int main()
{
    float a[B * B], m[2 * B * B], want[B * B], lower[B * B], upper[B * B];
    for (int i = 0; i < B; i++)
        for (int j = 0; j < B; j++) {
            a[i * B + j] = (i == j ? 20.0f : 0.0f) + (float)((i * 7 + j * 3) % 11) / 11.0f;
            m[i * B + j] = lower[i * B + j] = (float)((i * 5 + j) % 13) - 6.0f;
            m[B * B + i * B + j] = upper[i * B + j] = (float)((i + j * 3) % 7) - 3.0f;
        }
    for (int i = 0; i < B * B; i++)
        want[i] = a[i];
    host_lu(want);
    host_solves(want, lower, upper);

    float *da, *dm;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&dm, sizeof m));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dm, m, sizeof m, cudaMemcpyHostToDevice));
    tile_lu<<<1, dim3(B, B)>>>(da);
    tile_solve<<<2, dim3(B, B)>>>(da, dm);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < B * B; i++) {
        if (!close(a[i], want[i]) && bad++ < 5)
            printf("FAIL lu [%d][%d]: %g, want %g\n", i / B, i % B, a[i], want[i]);
        if (!close(m[i], lower[i]) && bad++ < 5)
            printf("FAIL lower solve [%d][%d]: %g, want %g\n", i / B, i % B, m[i], lower[i]);
        if (!close(m[B * B + i], upper[i]) && bad++ < 5)
            printf("FAIL upper solve [%d][%d]: %g, want %g\n", i / B, i % B, m[B * B + i], upper[i]);
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
