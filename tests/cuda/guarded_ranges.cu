// Loops whose body runs only for a range of the counter: a Needleman-Wunsch
// tile swept by anti-diagonals (thread tx works on row d - tx while that row
// is in the tile), in a block whose shape the launch spells out and in one
// whose shape it does not, and per-thread recurrences guarded by tests of the
// counter against values at the edges of their types (negative, INT_MIN,
// INT_MAX, 2^63 - 1, unsigned wrap-around). The lowering starts and stops
// such loops where the tests can pass; every result is checked against the
// host's.
#include <climits>
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

// two's complement sums, as the GPU computes them (no overflow in C++)
__host__ __device__ long long wadd(long long a, long long b) { return (long long)((unsigned long long)a + (unsigned long long)b); }
__host__ __device__ long long wsub(long long a, long long b) { return (long long)((unsigned long long)a - (unsigned long long)b); }
__host__ __device__ int wadd32(int a, int b) { return (int)((unsigned)a + (unsigned)b); }

struct Bounds {
    long long c, k;
};

__host__ __device__ bool passes(int form, long long x, long long c, long long k)
{
    switch (form) {
    case 0: return wsub(c, x) >= 0 && wsub(c, x) < k;
    case 1: return (unsigned long long)wsub(c, x) < (unsigned long long)k;
    case 2: return wadd(x, c) < k;
    case 3: return (unsigned long long)wadd(x, c) <= (unsigned long long)k;
    case 4: return x > c;
    case 5: return (unsigned long long)x >= (unsigned long long)c;
    case 6: return x == c;
    case 7: return (unsigned)(int)c - (unsigned)(int)x < (unsigned)(int)k; // 32-bit
    case 8: return wadd32((int)x, (int)c) >= (int)k;
    default: return x >= c && x <= k;
    }
}

#define BAND 64
#define FORMS 10

// A block tests its threads against a pair of bounds; a thread that
// passes updates its row of a shared table, 17 elements from its
// neighbour's (a loop the lowering keeps scalar).
template <int FORM>
__global__ void band(long long c, long long k, int *out)
{
    __shared__ int rows[BAND * 17];
    int tx = threadIdx.x;
    for (int j = 0; j < 17; j++)
        rows[tx * 17 + j] = tx * 3 + j;
    __syncthreads();
    if (passes(FORM, tx, c, k))
        rows[tx * 17 + (int)(c & 15)] = rows[tx * 17 + 16] * 7 + rows[tx * 17 + (int)(k & 15)] + tx;
    __syncthreads();
    unsigned s = 0;
    for (int j = 0; j < 17; j++)
        s = s * 31u + (unsigned)rows[tx * 17 + j];
    out[tx] = (int)s;
}

static void launch_band(int form, Bounds p, int *out)
{
    switch (form) {
    case 0: band<0><<<1, BAND>>>(p.c, p.k, out); break;
    case 1: band<1><<<1, BAND>>>(p.c, p.k, out); break;
    case 2: band<2><<<1, BAND>>>(p.c, p.k, out); break;
    case 3: band<3><<<1, BAND>>>(p.c, p.k, out); break;
    case 4: band<4><<<1, BAND>>>(p.c, p.k, out); break;
    case 5: band<5><<<1, BAND>>>(p.c, p.k, out); break;
    case 6: band<6><<<1, BAND>>>(p.c, p.k, out); break;
    case 7: band<7><<<1, BAND>>>(p.c, p.k, out); break;
    case 8: band<8><<<1, BAND>>>(p.c, p.k, out); break;
    default: band<9><<<1, BAND>>>(p.c, p.k, out); break;
    }
}

static int host_band(Bounds p, int form, int tx)
{
    int r[17];
    for (int j = 0; j < 17; j++)
        r[j] = tx * 3 + j;
    if (passes(form, tx, p.c, p.k))
        r[(int)(p.c & 15)] = r[16] * 7 + r[(int)(p.k & 15)] + tx;
    int s = 0;
    for (int j = 0; j < 17; j++)
        s = (int)((unsigned)s * 31u + (unsigned)r[j]);
    return s;
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
    const long long edge[] = {0, 1, 5, 17, 39, 63, 64, 65, -1, -5, -40, INT_MAX, INT_MIN, (long long)INT_MAX + 2,
                              LLONG_MAX, LLONG_MIN, LLONG_MAX - 3, LLONG_MIN + 7, 1LL << 40, -(1LL << 61), 1LL << 61};
    const int ne = sizeof edge / sizeof edge[0];
    std::vector<Bounds> b;
    for (int x = 0; x < ne; x++)
        for (int y = 0; y < ne; y++)
            b.push_back({edge[x], edge[y]});
    int *dout;
    CHECK(cudaMalloc(&dout, BAND * sizeof(int)));
    int out[BAND];
    for (int form = 0; form < FORMS; form++)
        for (size_t q = 0; q < b.size(); q++) {
            launch_band(form, b[q], dout);
            CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
            for (int t = 0; t < BAND; t++) {
                int want = host_band(b[q], form, t);
                if (out[t] != want) {
                    printf("form %d, c = %lld, k = %lld, thread %d: %d, want %d\n", form, b[q].c, b[q].k, t, out[t],
                           want);
                    return 1;
                }
            }
        }
    printf("PASS\n");
    return 0;
}
