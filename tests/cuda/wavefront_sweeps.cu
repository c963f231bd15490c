// Loops around one barrier whose steps sweep a shared tile along a
// wavefront, in a block whose shape the launch spells out (the lowering may
// run such a loop as one thread's nest, rows or columns, where that keeps
// every dependence: tests/driver/wavefront_report.sh says which it does)
// and in one whose shape it does not. Every cell is checked against the
// host's.
//   align:    a Needleman-Wunsch tile by anti-diagonals (rows keep it)
//   triangles: the same tile in two loops as Rodinia's nw has it, the upper
//             triangle counting up (rows keep it), the lower counting down
//             with thread t on row T - t (columns from the last thread)
//   carry:    each thread's column from the one two to its left, a step
//             behind (rows would not keep it; columns do)
//   tangle:   from two to the left and one to the right (neither does)
//   smooth:   a smoothing of one row, two buffers, unit steps by thread
//             (the loop's own order walks memory already)
#include <cstdio>
#include <vector>
#include "check.h"

#define T 16
#define K 24

// The tile's halo (row and column 0) and its scores, staged in shared memory.
__device__ void stage_tile(int (*f)[T + 1], int (*s)[T], const int *score, int b, int tx)
{
    f[0][tx + 1] = -4 * (tx + 1);
    f[tx + 1][0] = -4 * (tx + 1);
    if (tx == 0)
        f[0][0] = 0;
    for (int r = 0; r < T; r++)
        s[r][tx] = score[b * T * T + r * T + tx];
    __syncthreads();
}

// Cell (y, x) of the tile from its upper, left and upper-left neighbours.
__device__ void fill_cell(int (*f)[T + 1], int (*s)[T], int y, int x)
{
    f[y][x] = max(f[y - 1][x - 1] + s[y - 1][x - 1], max(f[y - 1][x], f[y][x - 1]) - 4);
}

__device__ void store_tile(int (*f)[T + 1], int *out, int b, int tx)
{
    for (int r = 0; r < T; r++)
        out[b * T * T + r * T + tx] = f[r + 1][tx + 1];
}

__global__ void align(const int *score, int *out)
{
    __shared__ int f[T + 1][T + 1];
    __shared__ int s[T][T];
    int tx = threadIdx.x;
    stage_tile(f, s, score, blockIdx.x, tx);
    for (int d = 0; d < 2 * T - 1; d++) {
        int r = d - tx;
        if (r >= 0 && r < T)
            fill_cell(f, s, r + 1, tx + 1);
        __syncthreads();
    }
    store_tile(f, out, blockIdx.x, tx);
}

__global__ void triangles(const int *score, int *out)
{
    __shared__ int f[T + 1][T + 1];
    __shared__ int s[T][T];
    int tx = threadIdx.x;
    stage_tile(f, s, score, blockIdx.x, tx);
    for (int m = 0; m < T; m++) {
        if (tx <= m)
            fill_cell(f, s, m - tx + 1, tx + 1);
        __syncthreads();
    }
    for (int m = T - 2; m >= 0; m--) {
        if (tx <= m)
            fill_cell(f, s, T - tx, tx + T - m);
        __syncthreads();
    }
    store_tile(f, out, blockIdx.x, tx);
}

// buf[t][k]: thread t's value after step k (a row per thread: the loop's
// own order strides by a row from thread to thread); RIGHT adds the value
// of the thread to the right
template <bool RIGHT>
__device__ void carry_steps(const int *seed, int *out)
{
    __shared__ int buf[T][K + 1];
    int t = threadIdx.x, b = blockIdx.x;
    buf[t][0] = seed[b * T + t];
    __syncthreads();
    for (int k = 0; k < K; k++) {
        int v = buf[t][k] * 3 + 1;
        if (t >= 2)
            v ^= buf[t - 2][k];
        if (RIGHT && t + 1 < T)
            v += buf[t + 1][k];
        buf[t][k + 1] = v & 0xffff;
        __syncthreads();
    }
    for (int k = 0; k <= K; k++)
        out[(b * T + t) * (K + 1) + k] = buf[t][k];
}

__global__ void carry(const int *seed, int *out)
{
    carry_steps<false>(seed, out);
}

__global__ void tangle(const int *seed, int *out)
{
    carry_steps<true>(seed, out);
}

__global__ void smooth(const int *seed, int *out)
{
    __shared__ int a[T + 2], b[T + 2];
    int t = threadIdx.x, blk = blockIdx.x;
    a[t + 1] = seed[blk * T + t];
    if (t == 0)
        a[0] = a[T + 1] = b[0] = b[T + 1] = 0;
    __syncthreads();
    for (int k = 0; k < K; k++) {
        if (k & 1)
            a[t + 1] = (b[t] + 2 * b[t + 1] + b[t + 2]) & 0xffff;
        else
            b[t + 1] = (a[t] + 2 * a[t + 1] + a[t + 2]) & 0xffff;
        __syncthreads();
    }
    out[blk * T + t] = K & 1 ? b[t + 1] : a[t + 1];
}

static void host_align(const int *score, int *want)
{
    int f[T + 1][T + 1];
    for (int k = 0; k <= T; k++)
        f[0][k] = f[k][0] = -4 * k;
    for (int r = 0; r < T; r++)
        for (int c = 0; c < T; c++) {
            int up = f[r][c + 1], left = f[r + 1][c];
            int best = (up > left ? up : left) - 4, diag = f[r][c] + score[r * T + c];
            f[r + 1][c + 1] = diag > best ? diag : best;
            want[r * T + c] = f[r + 1][c + 1];
        }
}

static void host_carry(const int *seed, int *want, bool right)
{
    int buf[T][K + 1];
    for (int t = 0; t < T; t++)
        buf[t][0] = seed[t];
    for (int k = 0; k < K; k++)
        for (int t = 0; t < T; t++) {
            int v = buf[t][k] * 3 + 1;
            if (t >= 2)
                v ^= buf[t - 2][k];
            if (right && t + 1 < T)
                v += buf[t + 1][k];
            buf[t][k + 1] = v & 0xffff;
        }
    for (int t = 0; t < T; t++)
        for (int k = 0; k <= K; k++)
            want[t * (K + 1) + k] = buf[t][k];
}

static void host_smooth(const int *seed, int *want)
{
    int row[2][T + 2] = {{0}};
    for (int t = 0; t < T; t++)
        row[0][t + 1] = seed[t];
    for (int k = 0; k < K; k++) {
        int from = k & 1;
        for (int t = 0; t < T; t++)
            row[1 - from][t + 1] = (row[from][t] + 2 * row[from][t + 1] + row[from][t + 2]) & 0xffff;
    }
    for (int t = 0; t < T; t++)
        want[t] = row[K & 1][t + 1];
}

/* Copies the kernel's output back and checks it against want's, then
 * poisons the output buffer, so that a kernel that writes nothing cannot
 * pass on the one before it. The launches stay spelled out in main: the
 * driver reads each `<<<tiles, T>>>` by the kernel's name. */
static int check(const char *what, bool shaped, int *dout, const std::vector<int> &want)
{
    std::vector<int> got(want.size());
    CHECK(cudaMemcpy(got.data(), dout, got.size() * sizeof(int), cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < want.size(); i++)
        if (got[i] != want[i]) {
            printf("%s (%s): element %zu is %d, want %d\n", what, shaped ? "shaped" : "any shape", i, got[i], want[i]);
            return 1;
        }
    CHECK(cudaMemset(dout, 0xa5, got.size() * sizeof(int)));
    return 0;
}

int main()
{
    const int tiles = 37;
    std::vector<int> score(tiles * T * T), seed(tiles * T);
    for (size_t i = 0; i < score.size(); i++)
        score[i] = (int)((i * 2654435761u) >> 27) % 11 - 5;
    for (size_t i = 0; i < seed.size(); i++)
        seed[i] = (int)((i * 40503u + 7) & 0xfff);
    std::vector<int> want_align(score.size()), want_carry(seed.size() * (K + 1)), want_tangle(want_carry.size()),
        want_smooth(seed.size());
    for (int b = 0; b < tiles; b++) {
        host_align(&score[b * T * T], &want_align[b * T * T]);
        host_carry(&seed[b * T], &want_carry[b * T * (K + 1)], false);
        host_carry(&seed[b * T], &want_tangle[b * T * (K + 1)], true);
        host_smooth(&seed[b * T], &want_smooth[b * T]);
    }
    int *dscore, *dseed, *dout;
    CHECK(cudaMalloc(&dscore, score.size() * sizeof(int)));
    CHECK(cudaMalloc(&dseed, seed.size() * sizeof(int)));
    CHECK(cudaMalloc(&dout, want_carry.size() * sizeof(int)));
    CHECK(cudaMemcpy(dscore, score.data(), score.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dseed, seed.data(), seed.size() * sizeof(int), cudaMemcpyHostToDevice));
    volatile int unknown = T; // a shape the driver cannot read
    for (int shaped = 0; shaped < 2; shaped++) {
        int threads = shaped ? T : unknown;
        if (shaped)
            align<<<tiles, T>>>(dscore, dout);
        else
            align<<<tiles, threads>>>(dscore, dout);
        if (check("align", shaped, dout, want_align))
            return 1;
        if (shaped)
            triangles<<<tiles, T>>>(dscore, dout);
        else
            triangles<<<tiles, threads>>>(dscore, dout);
        if (check("triangles", shaped, dout, want_align))
            return 1;
        if (shaped)
            carry<<<tiles, T>>>(dseed, dout);
        else
            carry<<<tiles, threads>>>(dseed, dout);
        if (check("carry", shaped, dout, want_carry))
            return 1;
        if (shaped)
            tangle<<<tiles, T>>>(dseed, dout);
        else
            tangle<<<tiles, threads>>>(dseed, dout);
        if (check("tangle", shaped, dout, want_tangle))
            return 1;
        if (shaped)
            smooth<<<tiles, T>>>(dseed, dout);
        else
            smooth<<<tiles, threads>>>(dseed, dout);
        if (check("smooth", shaped, dout, want_smooth))
            return 1;
    }
    CHECK(cudaGetLastError());
    printf("PASS\n");
    return 0;
}
