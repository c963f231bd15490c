// Cooperative groups: thread_block_tile<N> for N = 32, 16, 8, 4, 2, 1 from
// tiled_partition<N>(block): rank, size, meta group rank/size, shfl,
// shfl_up, shfl_down, shfl_xor (int, double, long long and structs of 12
// and 32 bytes), ballot, any, all, match_any, match_all, sync; tiles of
// tiles (tiled_partition<4>(tile<16>)); the dynamic tiled_partition(block,
// n) as a thread_group (rank, size, sync with shared memory). Blocks of 128
// and 16x6 threads (96: three warps); a block of 100 for the short last
// warp's votes and partitions. Every value is checked on the host.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 30) printf(__VA_ARGS__); } while (0)

struct S12 { int a; float b; short c; char d; };
struct S32 { long long w[4]; };

enum { F_RANK, F_SIZE, F_NUM, F_MRANK, F_MSIZE, F_SHFL, F_DOWN, F_UP, F_XOR, F_DSHFL, F_LLXOR,
       F_S12A, F_S12B, F_S12C, F_S12D, F_S32, F_BALLOT, F_ANY, F_ALL, F_MANY, F_MALL, F_MALLP,
       F_SYNC, F_SUB_RANK, F_SUB_MRANK, F_SUB_MSIZE, F_SUB_SHFL, F_CONV, NF };

__device__ __host__ int keyof(int v) { return (v >> 3) & 3; }

// A tile of M (4, or N / 2 for smaller tiles) of a tile of N.
template <unsigned N, unsigned M> struct Sub {
    template <class Tile> __device__ static void run(const Tile &tile, int v, int *o) {
        cg::thread_block_tile<M> sub = cg::tiled_partition<M>(tile);
        o[F_SUB_RANK] = sub.thread_rank();
        o[F_SUB_MRANK] = sub.meta_group_rank();
        o[F_SUB_MSIZE] = sub.meta_group_size();
        o[F_SUB_SHFL] = sub.shfl(v, 0);
    }
};
template <unsigned N> struct Sub<N, 0> {
    template <class Tile> __device__ static void run(const Tile &, int v, int *o) {
        o[F_SUB_RANK] = 0; o[F_SUB_MRANK] = 0; o[F_SUB_MSIZE] = 1; o[F_SUB_SHFL] = v;
    }
};

template <unsigned N>
__global__ void tiles(const int *in, int *out)
{
    __shared__ int s[256];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
    unsigned t = block.thread_rank();
    unsigned g = blockIdx.x * block.num_threads() + t;
    int *o = out + (size_t)g * NF;
    int v = in[g];
    unsigned r = tile.thread_rank();
    o[F_RANK] = r;
    o[F_SIZE] = tile.size();
    o[F_NUM] = tile.num_threads();
    o[F_MRANK] = tile.meta_group_rank();
    o[F_MSIZE] = tile.meta_group_size();
    o[F_SHFL] = tile.shfl(v, (r + 1) % N);
    o[F_DOWN] = tile.shfl_down(v, 1);
    o[F_UP] = tile.shfl_up(v, 2);
    o[F_XOR] = tile.shfl_xor(v, N / 2);
    double dv = tile.shfl(v * 0.5, N - 1 - r);
    o[F_DSHFL] = (int)(dv * 2.0);
    long long lv = tile.shfl_xor((long long)v << 33 | 5, N > 1 ? 1 : 0);
    o[F_LLXOR] = (int)(lv >> 33) + (int)(lv & 0xffff);
    S12 s12 = {v, v * 0.25f, (short)(v & 0x7fff), (char)(v & 0x7f)};
    S12 s12r = tile.shfl_up(s12, 1);
    o[F_S12A] = s12r.a; o[F_S12B] = (int)(s12r.b * 4.0f); o[F_S12C] = s12r.c; o[F_S12D] = s12r.d;
    S32 s32 = {{(long long)v, (long long)v * 3, -(long long)v, (long long)v << 20}};
    S32 s32r = tile.shfl_down(s32, N > 2 ? 2 : 1);
    o[F_S32] = (int)(s32r.w[0] + s32r.w[1] + s32r.w[2] + (s32r.w[3] >> 20));
    o[F_BALLOT] = (int)tile.ballot(v % 3 == 0);
    o[F_ANY] = tile.any(v % 5 == 0);
    o[F_ALL] = tile.all(v % 2 == 0);
    o[F_MANY] = (int)tile.match_any(keyof(v));
    int pred = -1;
    // Every tile of an even block has one key; odd blocks have mixed keys.
    int k = blockIdx.x % 2 == 0 ? (int)tile.meta_group_rank() : (int)(r % 3);
    o[F_MALL] = (int)tile.match_all(k, pred);
    o[F_MALLP] = pred;
    // sync: each thread writes its slot, the tile syncs, reads a tile mate's.
    s[t] = v + 1;
    tile.sync();
    o[F_SYNC] = s[t - r + (r + 3) % N];
    Sub<N, (N > 4 ? 4 : N / 2)>::run(tile, v, o);
    cg::thread_block_tile<N> plain = tile;   // drops the parent type
    cg::thread_group tg = plain;
    o[F_CONV] = (int)(tg.thread_rank() * 1000 + tg.size());
}

// Dynamic partition: a thread_group of n threads.
__global__ void dyn_tiles(const int *in, int *out, unsigned n)
{
    __shared__ int s[256];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, n);
    unsigned t = block.thread_rank();
    unsigned g = blockIdx.x * block.num_threads() + t;
    unsigned r = (unsigned)tile.thread_rank();
    s[t] = in[g];
    tile.sync();
    out[g * 3 + 0] = (int)r;
    out[g * 3 + 1] = (int)tile.size();
    out[g * 3 + 2] = s[t - r + (r + 1) % tile.size()];
}

// A block of 100 threads: its last warp has 4 lanes, and its tile<32> ends
// there. Votes, matches and partitions of that tile see the 4 lanes only
// (but the false side of binary_partition: nvcc's cooperative groups count
// the missing lanes there, so it is left unchecked).
__global__ void short_warp(int *out)
{
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    unsigned t = threadIdx.x;
    int *o = out + t * 6;
    o[0] = (int)tile.ballot(1);
    o[1] = tile.all(t % 97 != 1);
    o[2] = (int)tile.match_any(t % 2);
    o[3] = (int)cg::binary_partition(tile, t % 3 == 0).size();
    o[4] = (int)cg::labeled_partition(tile, (int)(t % 2)).size();
    o[5] = tile.shfl_down((int)t, 1);
}

static void check_short_warp()
{
    int *d;
    CHECK(cudaMalloc((void **)&d, 100 * 6 * sizeof(int)));
    short_warp<<<1, 100>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int o[600];
    CHECK(cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    for (int t = 0; t < 100; ++t) {
        int base = t / 32 * 32, n = base == 96 ? 4 : 32;
        unsigned all = n == 32 ? 0xffffffffu : (1u << n) - 1, same = 0;
        int all_ok = 1, three = 0;
        for (int k = base; k < base + n; ++k) {
            if (k % 2 == t % 2) same |= 1u << (k - base);
            all_ok &= k % 97 != 1;
            three += (k % 3 == 0) == (t % 3 == 0);
        }
        int want[6] = {(int)all, all_ok, (int)same, three, __builtin_popcount(same),
                       t + 1 < base + n ? t + 1 : t};
        // The false side of binary_partition of a short tile is not
        // defined: nvcc's cooperative groups count its missing lanes.
        if (n < 32 && t % 3 != 0) want[3] = o[t * 6 + 3];
        for (int f = 0; f < 6; ++f)
            if (o[t * 6 + f] != want[f])
                REPORT("block of 100, thread %d field %d: got %d (0x%x), want %d (0x%x)\n", t, f,
                       o[t * 6 + f], o[t * 6 + f], want[f], want[f]);
    }
}

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

template <unsigned N>
static void check_tiles(dim3 blk, int nblocks)
{
    int bs = blk.x * blk.y * blk.z, total = bs * nblocks;
    std::vector<int> h(total);
    unsigned seed = 1234 + N;
    for (int i = 0; i < total; ++i) {
        seed = seed * 1664525u + 1013904223u;
        h[i] = (int)(seed >> 20);
        if (i % 64 < 32) h[i] &= ~1;        // whole warps of even numbers, for all()
    }
    int *din, *dout;
    CHECK(cudaMalloc((void **)&din, total * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, (size_t)total * NF * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    tiles<N><<<nblocks, blk>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> o((size_t)total * NF);
    CHECK(cudaMemcpy(o.data(), dout, o.size() * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nblocks; ++b)
    for (int t = 0; t < bs; ++t) {
        int g = b * bs + t, r = t % N, base = g - r;
        const int *v = &h[base];   // the tile's values by rank
        int want[NF];
        want[F_RANK] = r; want[F_SIZE] = N; want[F_NUM] = N;
        want[F_MRANK] = t / N; want[F_MSIZE] = ceil_div(bs, N);
        want[F_SHFL] = v[(r + 1) % N];
        want[F_DOWN] = r + 1 < (int)N ? v[r + 1] : v[r];
        want[F_UP] = r >= 2 ? v[r - 2] : v[r];
        want[F_XOR] = v[r ^ (N / 2)];
        want[F_DSHFL] = v[N - 1 - r];
        int lx = v[r ^ (N > 1 ? 1 : 0)];
        want[F_LLXOR] = lx + 5;
        int su = r >= 1 ? v[r - 1] : v[r];
        want[F_S12A] = su; want[F_S12B] = su; want[F_S12C] = (short)(su & 0x7fff); want[F_S12D] = (char)(su & 0x7f);
        int dd = N > 2 ? 2 : 1;
        int sd = r + dd < (int)N ? v[r + dd] : v[r];
        want[F_S32] = sd + 3 * sd - sd + sd;
        unsigned bal = 0, many = 0;
        int any = 0, all = 1;
        for (int j = 0; j < (int)N; ++j) {
            if (v[j] % 3 == 0) bal |= 1u << j;
            if (keyof(v[j]) == keyof(v[r])) many |= 1u << j;
            any |= v[j] % 5 == 0;
            all &= v[j] % 2 == 0;
        }
        want[F_BALLOT] = (int)bal; want[F_ANY] = any; want[F_ALL] = all; want[F_MANY] = (int)many;
        bool same = b % 2 == 0 || N == 1;
        want[F_MALL] = same ? (int)(N == 32 ? 0xffffffffu : (1u << N) - 1) : 0;
        want[F_MALLP] = same ? 1 : 0;
        want[F_SYNC] = v[(r + 3) % N] + 1;
        int M = N > 4 ? 4 : N > 1 ? N / 2 : 1;
        want[F_SUB_RANK] = r % M; want[F_SUB_MRANK] = r / M; want[F_SUB_MSIZE] = N / M;
        want[F_SUB_SHFL] = v[r / M * M];
        want[F_CONV] = r * 1000 + N;
        for (int f = 0; f < NF; ++f)
            if (o[(size_t)g * NF + f] != want[f])
                REPORT("tile<%u> block %d thread %d field %d: got %d (0x%x), want %d (0x%x)\n", N, b, t, f,
                       o[(size_t)g * NF + f], o[(size_t)g * NF + f], want[f], want[f]);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
}

static void check_dynamic(unsigned n, int bs, int nblocks)
{
    int total = bs * nblocks;
    std::vector<int> h(total);
    for (int i = 0; i < total; ++i) h[i] = i * 7 + 1;
    int *din, *dout;
    CHECK(cudaMalloc((void **)&din, total * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, (size_t)total * 3 * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    dyn_tiles<<<nblocks, bs>>>(din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> o((size_t)total * 3);
    CHECK(cudaMemcpy(o.data(), dout, o.size() * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nblocks; ++b)
    for (int t = 0; t < bs; ++t) {
        int g = b * bs + t, r = t % n;
        int want[3] = {r, (int)n, h[g - r + (r + 1) % n]};
        for (int f = 0; f < 3; ++f)
            if (o[g * 3 + f] != want[f])
                REPORT("dynamic tile %u block %d thread %d field %d: got %d, want %d\n", n, b, t, f, o[g * 3 + f], want[f]);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
}

int main()
{
    check_tiles<32>(dim3(128), 4);
    check_tiles<16>(dim3(128), 4);
    check_tiles<8>(dim3(16, 6), 4);
    check_tiles<4>(dim3(128), 3);
    check_tiles<2>(dim3(16, 6), 3);
    check_tiles<1>(dim3(64), 2);
    // The dynamic form takes tiles of up to 32 threads (NVIDIA's traps on more).
    for (unsigned n = 1; n <= 32; n *= 2)
        check_dynamic(n, 128, 3);
    check_short_warp();
    if (failures) { printf("%d failures\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
