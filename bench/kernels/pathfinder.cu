// Cheapest path down a rows x cols grid of weights 0..9, moving one row down
// and at most one column sideways per step: row r's cost at column c is its
// weight plus the least of the previous row's costs at c - 1, c, c + 1.
// Pyramid style: a launch advances PYR rows at once.  Each block of BLOCK
// threads holds BLOCK columns of the current row in shared memory; after k
// rows only the columns k away from the block's edges are still right, so
// blocks overlap by PYR columns on each side and write the middle OUT ones.
#include "pathfinder.h"

#define BLOCK 256
#define PYR 16
#define OUT (BLOCK - 2 * PYR)

__global__ void rows_down(const int *wall, const int *src, int *dst, int cols, int row0, int nrows)
{
    __shared__ int prev[BLOCK], next[BLOCK];
    int tx = threadIdx.x;
    int c = blockIdx.x * OUT - PYR + tx; // this thread's column
    bool inside = c >= 0 && c < cols;
    if (inside)
        prev[tx] = src[c];
    __syncthreads();
    for (int k = 1; k <= nrows; k++) {
        bool valid = inside && tx >= k && tx < BLOCK - k;
        if (valid) {
            int m = prev[tx];
            if (c > 0)
                m = min(m, prev[tx - 1]);
            if (c < cols - 1)
                m = min(m, prev[tx + 1]);
            next[tx] = m + wall[(size_t)(row0 + k) * cols + c];
        }
        __syncthreads();
        if (valid)
            prev[tx] = next[tx];
        __syncthreads();
    }
    if (inside && tx >= PYR && tx < BLOCK - PYR)
        dst[c] = prev[tx];
}

int main()
{
    const int rows = PATHFINDER_ROWS, cols = PATHFINDER_COLS;
    size_t cells = (size_t)rows * cols;
    int *wall = pathfinder_wall(rows, cols);
    int *dwall, *d[2];
    cudaMalloc(&dwall, cells * sizeof(int));
    cudaMalloc(&d[0], cols * sizeof(int));
    cudaMalloc(&d[1], cols * sizeof(int));
    cudaMemcpy(dwall, wall, cells * sizeof(int), cudaMemcpyHostToDevice);

    int grid = (cols + OUT - 1) / OUT, last = 0;
    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        double t0 = bench_now_ms();
        cudaMemcpy(d[0], dwall, cols * sizeof(int), cudaMemcpyDeviceToDevice); // row 0
        last = 0;
        for (int row0 = 0; row0 < rows - 1; row0 += PYR) {
            int nrows = rows - 1 - row0 < PYR ? rows - 1 - row0 : PYR;
            rows_down<<<grid, BLOCK>>>(dwall, d[last], d[1 - last], cols, row0, nrows);
            last = 1 - last;
        }
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();
    int *out = (int *)malloc(cols * sizeof(int));
    cudaMemcpy(out, d[last], cols * sizeof(int), cudaMemcpyDeviceToHost);

    double sum;
    ok &= pathfinder_check(out, wall, rows, cols, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
