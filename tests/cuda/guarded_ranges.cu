// Loops whose body runs only for a range of the counter: a Needleman-Wunsch
// tile swept by anti-diagonals (thread tx works on row d - tx while that row
// is in the tile, the test written four ways), in a block whose shape the
// launch spells out and in one whose shape it does not. The lowering starts
// and stops the sweep's thread loop where the test can pass; every cell is
// checked against the host's.
#include <cstdio>
#include <vector>
#include "check.h"

#define T 16

// The tests that put thread tx on row d - tx of the tile, written four ways.
template <int FORM>
__device__ bool on_diagonal(int d, int tx, int rows)
{
    int r = d - tx;
    switch (FORM) {
    case 0: return r >= 0 && r < rows;
    case 1: return (unsigned)r < (unsigned)rows;
    case 2: return tx <= d && tx > d - rows;
    default: return (unsigned long long)((long long)d - tx) < (unsigned long long)rows;
    }
}

template <int FORM>
__global__ void tile_sweep(const int *score, int *f, int rows)
{
    __shared__ int m[T + 1][T + 1];
    int tx = threadIdx.x;
    m[0][tx + 1] = -(tx + 1);
    m[tx + 1][0] = -(tx + 1);
    if (tx == 0)
        m[0][0] = 0;
    __syncthreads();
    for (int d = 0; d < 2 * T - 1; d++) {
        int r = d - tx;
        if (on_diagonal<FORM>(d, tx, rows))
            m[r + 1][tx + 1] = max(m[r][tx] + score[blockIdx.x * T * T + r * T + tx], max(m[r][tx + 1], m[r + 1][tx]) - 1);
        __syncthreads();
    }
    for (int r = 0; r < T; r++)
        f[blockIdx.x * T * T + r * T + tx] = m[r + 1][tx + 1];
}

template <int FORM>
static int check_tiles(int tiles)
{
    std::vector<int> score(tiles * T * T), f(tiles * T * T);
    for (size_t k = 0; k < score.size(); k++)
        score[k] = (int)((k * 2654435761u) >> 28) % 7 - 3;
    int *dscore, *df;
    CHECK(cudaMalloc(&dscore, score.size() * sizeof(int)));
    CHECK(cudaMalloc(&df, f.size() * sizeof(int)));
    CHECK(cudaMemcpy(dscore, score.data(), score.size() * sizeof(int), cudaMemcpyHostToDevice));
    volatile int unknown = T;
    for (int shaped = 0; shaped < 2; shaped++) {
        CHECK(cudaMemset(df, 0, f.size() * sizeof(int)));
        if (shaped)
            tile_sweep<FORM><<<tiles, T>>>(dscore, df, T);
        else
            tile_sweep<FORM><<<tiles, unknown>>>(dscore, df, T);
        CHECK(cudaMemcpy(f.data(), df, f.size() * sizeof(int), cudaMemcpyDeviceToHost));
        for (int b = 0; b < tiles; b++) {
            int m[T + 1][T + 1];
            for (int k = 0; k <= T; k++)
                m[0][k] = m[k][0] = -k;
            for (int r = 0; r < T; r++)
                for (int c = 0; c < T; c++) {
                    int up = m[r][c + 1], left = m[r + 1][c];
                    int best = (up > left ? up : left) - 1, diag = m[r][c] + score[b * T * T + r * T + c];
                    m[r + 1][c + 1] = diag > best ? diag : best;
                    if (f[b * T * T + r * T + c] != m[r + 1][c + 1]) {
                        printf("form %d, tile %d (%s) cell %d,%d: %d, want %d\n", FORM, b, shaped ? "shaped" : "any shape", r, c,
                               f[b * T * T + r * T + c], m[r + 1][c + 1]);
                        return 1;
                    }
                }
        }
    }
    CHECK(cudaFree(dscore));
    CHECK(cudaFree(df));
    return 0;
}

int main()
{
    if (check_tiles<0>(37) || check_tiles<1>(37) || check_tiles<2>(37) || check_tiles<3>(37))
        return 1;
    printf("PASS\n");
    return 0;
}
