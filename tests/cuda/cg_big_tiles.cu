// Cooperative groups: thread_block_tile<N> of more than a warp, N = 64, 128,
// 256, 512 and 1024, from tiled_partition<N>(block) with the block's
// block_tile_memory (which CUDA needs before sm_80): ranks, sizes, meta
// group rank/size, shfl (a broadcast: one source rank per tile) of int,
// float, double and long long, any, all, sync (shared memory exchanges, and
// tiles that sync a different number of times, which a block-wide barrier
// would deadlock), the tile without its parent's type; tiles of a big tile
// (tiled_partition<32> and <64> of it: ranks, shfl_up/down/xor of int and
// of a 12-byte struct, ballot, reduce); cg::reduce with plus, less, greater
// and lambdas for int, float and double; cg::inclusive_scan and
// cg::exclusive_scan. Blocks of 192 (three tiles of 64), 256 and 1024
// threads (sixteen tiles of 64). Every value is checked on the host.
// NVIDIA's cooperative groups limit a big tile's collectives to types of 8
// bytes and have no thread_group of more than 32 threads; Ferry's offer
// both (broadcasts of 12- and 32-byte structs, the tile as a thread_group,
// the dynamic tiled_partition(block, N)), checked when the kernel comes
// from Ferry's CUDA path rather than from NVIDIA's PTX (F_EXT).
// PTX-DIFF-SKIP: NVIDIA's big tiles spin-wait without __nanosleep at sm_75 (no yield point for ferry-lower: the PTX path hangs) and read %reserved_smem_offset_1 from sm_80 on, which the PTX front end does not support yet
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 30) printf(__VA_ARGS__); } while (0)

struct S12 { int a; float b; int c; };
struct S32 { long long w[4]; };

enum { F_RANK, F_SIZE, F_NUM, F_MRANK, F_MSIZE, F_SHFL, F_FSHFL, F_DSHFL, F_LLSHFL,
       F_ANY, F_ALL, F_ANYV, F_ALLV, F_SYNC, F_UNEVEN, F_CONV,
       F_W_RANK, F_W_MRANK, F_W_MSIZE, F_W_UP, F_W_DOWN, F_W_XOR, F_W_BALLOT, F_W_SUM,
       F_W_S12A, F_W_S12B, F_W_S12C,
       F_B_RANK, F_B_MRANK, F_B_MSIZE, F_B_SHFL, F_B_SUM,
       F_EXT, F_S12A, F_S12B, F_S12C, F_S32, F_TG, F_DYN, NF };

// The source ranks of the broadcasts: the same in every thread of a tile.
__host__ __device__ unsigned src_int(unsigned n, unsigned m) { return (m * 37 + 11) % n; }
__host__ __device__ unsigned src_s12(unsigned n, unsigned m) { return (m + 1) * 3 % n; }

// A tile of 64 of a tile of N > 64.
template <unsigned N, bool Big = (N > 64)> struct BigSub {
    template <class Tile> __device__ static void run(const Tile &tile, int v, int *o) {
        cg::thread_block_tile<64> sub = cg::tiled_partition<64>(tile);
        o[F_B_RANK] = (int)sub.thread_rank();
        o[F_B_MRANK] = (int)sub.meta_group_rank();
        o[F_B_MSIZE] = (int)sub.meta_group_size();
        o[F_B_SHFL] = sub.shfl(v, 9);
        o[F_B_SUM] = cg::reduce(sub, v, cg::plus<int>());
    }
};
template <unsigned N> struct BigSub<N, false> {
    template <class Tile> __device__ static void run(const Tile &, int, int *o) {
        o[F_B_RANK] = o[F_B_MRANK] = o[F_B_MSIZE] = o[F_B_SHFL] = o[F_B_SUM] = -1;
    }
};

template <unsigned N>
__global__ void tiles(const int *in, int *out)
{
    __shared__ int s[1024];
    __shared__ cg::block_tile_memory<1024> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
    unsigned t = block.thread_rank();
    unsigned g = blockIdx.x * block.num_threads() + t;
    int *o = out + (size_t)g * NF;
    int v = in[g];
    unsigned r = tile.thread_rank(), m = tile.meta_group_rank();
    o[F_RANK] = (int)r;
    o[F_SIZE] = (int)tile.size();
    o[F_NUM] = (int)tile.num_threads();
    o[F_MRANK] = (int)m;
    o[F_MSIZE] = (int)tile.meta_group_size();
    o[F_SHFL] = tile.shfl(v, src_int(N, m));
    o[F_FSHFL] = (int)(tile.shfl(v * 0.25f, N - 1 - m) * 4.0f);
    o[F_DSHFL] = (int)((tile.shfl(v * 0.5 + 1e9, 0) - 1e9) * 2.0);
    long long ll = tile.shfl((long long)v << 33 | m, src_int(N, m + 1));
    o[F_LLSHFL] = (int)(ll >> 33) + (int)(ll & 0xffff);
    // any and all: nonzero when true
    o[F_ANY] = tile.any(r == (m % 3 == 0 ? N : 5)) != 0;
    o[F_ALL] = tile.all(r < (m % 2 ? N : N - 1)) != 0;
    o[F_ANYV] = tile.any((v & 255) == 7) != 0;
    o[F_ALLV] = tile.all(v % 2 == 0) != 0;
    // sync: each thread writes its slot, the tile syncs, reads a tile mate's.
    s[t] = v + 1;
    tile.sync();
    o[F_SYNC] = s[t - r + (r + 3) % N];
    tile.sync();
    // Tiles sync 1, 2 or 3 rounds: only the tile's threads wait.
    int x = v;
    for (unsigned k = 0; k <= m % 3; ++k) {
        s[t] = x;
        tile.sync();
        x = s[t - r + (r + 1) % N] + 1;
        tile.sync();
    }
    o[F_UNEVEN] = x;
    cg::thread_block_tile<N> plain = tile;   // drops the parent type
    s[t] = v;
    plain.sync();
    o[F_CONV] = (int)(plain.thread_rank() * 10000 + plain.num_threads()) + s[t - r + (r + 5) % N];
    plain.sync();
    // The warps of the tile.
    cg::thread_block_tile<32> w = cg::tiled_partition<32>(tile);
    o[F_W_RANK] = (int)w.thread_rank();
    o[F_W_MRANK] = (int)w.meta_group_rank();
    o[F_W_MSIZE] = (int)w.meta_group_size();
    o[F_W_UP] = w.shfl_up(v, 1);
    o[F_W_DOWN] = w.shfl_down(v, 3);
    o[F_W_XOR] = w.shfl_xor(v, 16);
    o[F_W_BALLOT] = (int)w.ballot(v & 1);
    o[F_W_SUM] = cg::reduce(w, v, cg::plus<int>());
    S12 a = {v, v * 0.5f, -v};
    S12 b = w.shfl_down(a, 1);
    o[F_W_S12A] = b.a; o[F_W_S12B] = (int)(b.b * 2.0f); o[F_W_S12C] = b.c;
    BigSub<N>::run(tile, v, o);
#ifdef __FERRY_CUDA__
    o[F_EXT] = 1;
    b = tile.shfl(a, src_s12(N, m));
    o[F_S12A] = b.a; o[F_S12B] = (int)(b.b * 2.0f); o[F_S12C] = b.c;
    S32 c = {{(long long)v, (long long)v * 3, -(long long)v, (long long)v << 20}};
    S32 d = tile.shfl(c, N / 2 + 1);
    o[F_S32] = (int)(d.w[0] + d.w[1] + d.w[2] + (d.w[3] >> 20));
    cg::thread_group tg = plain;
    s[t] = v;
    tg.sync();
    o[F_TG] = (int)(tg.thread_rank() * 10000 + tg.size()) + s[t - r + (r + 7) % N];
    tg.sync();
    cg::thread_group dyn = cg::tiled_partition(block, N);
    s[t] = v;
    dyn.sync();
    o[F_DYN] = (int)(dyn.thread_rank() * 10000 + dyn.size()) + s[t - r + (r + 9) % N];
#else
    o[F_EXT] = 0;
#endif
}

enum { I_PLUS, I_MIN, I_MAX, I_LAMBDA, NI };
enum { F_PLUS, F_MIN, F_MAX, D_PLUS, D_MIN, D_MAX, D_LAMBDA, NFP };

template <unsigned N>
__global__ void reductions(const int *iv, const float *fv, const double *dv, int *io, double *fo)
{
    __shared__ cg::block_tile_memory<1024> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
    unsigned g = blockIdx.x * block.num_threads() + block.thread_rank();
    int i = iv[g];
    float f = fv[g];
    double d = dv[g];
    int *o = io + (size_t)g * NI;
    o[I_PLUS] = cg::reduce(tile, i, cg::plus<int>());
    o[I_MIN] = cg::reduce(tile, i, cg::less<int>());
    o[I_MAX] = cg::reduce(tile, i, cg::greater<int>());
    o[I_LAMBDA] = cg::reduce(tile, i, [](int a, int b) { return a ^ b; });
    double *p = fo + (size_t)g * NFP;
    p[F_PLUS] = cg::reduce(tile, f, cg::plus<float>());
    p[F_MIN] = cg::reduce(tile, f, cg::less<float>());
    p[F_MAX] = cg::reduce(tile, f, cg::greater<float>());
    p[D_PLUS] = cg::reduce(tile, d, cg::plus<double>());
    p[D_MIN] = cg::reduce(tile, d, cg::less<double>());
    p[D_MAX] = cg::reduce(tile, d, cg::greater<double>());
    p[D_LAMBDA] = cg::reduce(tile, d, [](double a, double b) { return a < b ? a : b; });
}

enum { IN_PLUS, EX_PLUS, IN_MAX, EX_MAX, IN_LMIN, EX_LMIN, NS };
enum { IN_F, EX_F, IN_D, EX_D, NSF };

template <unsigned N>
__global__ void scans(const int *iv, const double *dv, int *io, double *fo)
{
    __shared__ cg::block_tile_memory<1024> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
    unsigned g = blockIdx.x * block.num_threads() + block.thread_rank();
    int i = iv[g];
    double d = dv[g];
    bool first = tile.thread_rank() == 0;
    int *o = io + (size_t)g * NS;
    o[IN_PLUS] = cg::inclusive_scan(tile, i);
    o[EX_PLUS] = cg::exclusive_scan(tile, i);
    o[IN_MAX] = cg::inclusive_scan(tile, i, cg::greater<int>());
    int em = cg::exclusive_scan(tile, i, cg::greater<int>());
    o[EX_MAX] = first ? -7 : em;   // rank 0 is unspecified for ops other than plus
    auto lmin = [](long long a, long long b) { return a < b ? a : b; };
    o[IN_LMIN] = (int)cg::inclusive_scan(tile, (long long)i, lmin);
    long long el = cg::exclusive_scan(tile, (long long)i, lmin);
    o[EX_LMIN] = first ? -7 : (int)el;
    double *p = fo + (size_t)g * NSF;
    p[IN_F] = cg::inclusive_scan(tile, (float)d, cg::plus<float>());
    p[EX_F] = cg::exclusive_scan(tile, (float)d, cg::plus<float>());
    p[IN_D] = cg::inclusive_scan(tile, d);
    p[EX_D] = cg::exclusive_scan(tile, d);
}

template <typename T> static T *to_device(const std::vector<T> &h)
{
    T *d;
    CHECK(cudaMalloc((void **)&d, h.size() * sizeof(T)));
    CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
template <typename T> static std::vector<T> from_device(T *d, size_t n)
{
    std::vector<T> h(n);
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    return h;
}

// The values of a launch: 20-bit integers, even in every other tile.
template <unsigned N> static std::vector<int> inputs(int total)
{
    std::vector<int> h(total);
    unsigned seed = 4321 + N;
    for (int k = 0; k < total; ++k) {
        seed = seed * 1664525u + 1013904223u;
        h[k] = (int)(seed >> 12);
        if (k / N % 2 == 0)
            h[k] &= ~1;
    }
    return h;
}

// What F_UNEVEN holds for the tile whose values are v: m % 3 + 1 rounds
// of taking the right neighbour's value plus one.
static int uneven(const int *v, unsigned n, unsigned m, unsigned r)
{
    std::vector<int> x(v, v + n), y(n);
    for (unsigned k = 0; k <= m % 3; ++k) {
        for (unsigned j = 0; j < n; ++j)
            y[j] = x[(j + 1) % n] + 1;
        x.swap(y);
    }
    return x[r];
}

template <unsigned N>
static void want_tiles(const int *v, unsigned r, unsigned m, unsigned msize, int *want)
{
    want[F_RANK] = r; want[F_SIZE] = N; want[F_NUM] = N;
    want[F_MRANK] = m; want[F_MSIZE] = msize;
    want[F_SHFL] = v[src_int(N, m)];
    want[F_FSHFL] = v[N - 1 - m];
    want[F_DSHFL] = v[0];
    want[F_LLSHFL] = v[src_int(N, m + 1)] + (int)m;
    int anyv = 0, allv = 1;
    for (unsigned j = 0; j < N; ++j) {
        anyv |= (v[j] & 255) == 7;
        allv &= v[j] % 2 == 0;
    }
    want[F_ANY] = m % 3 != 0; want[F_ALL] = m % 2; want[F_ANYV] = anyv; want[F_ALLV] = allv;
    want[F_SYNC] = v[(r + 3) % N] + 1;
    want[F_UNEVEN] = uneven(v, N, m, r);
    want[F_CONV] = (int)(r * 10000 + N) + v[(r + 5) % N];
    const int *wv = v + r / 32 * 32;   // the warp's values by lane
    unsigned l = r % 32, ballot = 0;
    int wsum = 0;
    for (unsigned j = 0; j < 32; ++j) {
        ballot |= (unsigned)(wv[j] & 1) << j;
        wsum += wv[j];
    }
    want[F_W_RANK] = l; want[F_W_MRANK] = r / 32; want[F_W_MSIZE] = N / 32;
    want[F_W_UP] = l >= 1 ? wv[l - 1] : wv[l];
    want[F_W_DOWN] = l + 3 < 32 ? wv[l + 3] : wv[l];
    want[F_W_XOR] = wv[l ^ 16];
    want[F_W_BALLOT] = (int)ballot; want[F_W_SUM] = wsum;
    int w12 = l + 1 < 32 ? wv[l + 1] : wv[l];
    want[F_W_S12A] = w12; want[F_W_S12B] = w12; want[F_W_S12C] = -w12;
    if (N > 64) {
        const int *bv = v + r / 64 * 64;
        int bsum = 0;
        for (unsigned j = 0; j < 64; ++j)
            bsum += bv[j];
        want[F_B_RANK] = r % 64; want[F_B_MRANK] = r / 64; want[F_B_MSIZE] = N / 64;
        want[F_B_SHFL] = bv[9]; want[F_B_SUM] = bsum;
    } else {
        want[F_B_RANK] = want[F_B_MRANK] = want[F_B_MSIZE] = want[F_B_SHFL] = want[F_B_SUM] = -1;
    }
    want[F_EXT] = 1;
    int s12 = v[src_s12(N, m)];
    want[F_S12A] = s12; want[F_S12B] = s12; want[F_S12C] = -s12;
    int s32 = v[N / 2 + 1];
    want[F_S32] = s32 + 3 * s32 - s32 + s32;
    want[F_TG] = (int)(r * 10000 + N) + v[(r + 7) % N];
    want[F_DYN] = (int)(r * 10000 + N) + v[(r + 9) % N];
}

template <unsigned N>
static void check_tiles(int bs, int nblocks)
{
    int total = bs * nblocks;
    std::vector<int> h = inputs<N>(total);
    int *din = to_device(h), *dout;
    CHECK(cudaMalloc((void **)&dout, (size_t)total * NF * sizeof(int)));
    tiles<N><<<nblocks, bs>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(din));
    std::vector<int> o = from_device(dout, (size_t)total * NF);
    for (int g = 0; g < total; ++g) {
        int t = g % bs;
        unsigned r = t % N, m = t / N;
        int want[NF];
        want_tiles<N>(&h[g - r], r, m, bs / N, want);
        if (o[(size_t)g * NF + F_EXT] == 0)   // NVIDIA's code: no extensions
            for (int f = F_EXT; f < NF; ++f)
                want[f] = o[(size_t)g * NF + f];
        for (int f = 0; f < NF; ++f)
            if (o[(size_t)g * NF + f] != want[f])
                REPORT("tile<%u> of %d: thread %d field %d: got %d, want %d\n", N, bs, g, f,
                       o[(size_t)g * NF + f], want[f]);
    }
}

template <unsigned N>
static void check_reductions(int bs, int nblocks)
{
    int total = bs * nblocks;
    std::vector<int> hi = inputs<N>(total);
    std::vector<float> hf(total);
    std::vector<double> hd(total);
    for (int k = 0; k < total; ++k) {
        hf[k] = (float)(hi[k] % 65536 - 32768) / 256.0f;
        hd[k] = ((double)hi[k] - 5e5) / 1024.0 + k * 1e-7;
    }
    int *di = to_device(hi), *io;
    float *df = to_device(hf);
    double *dd = to_device(hd), *fo;
    CHECK(cudaMalloc((void **)&io, (size_t)total * NI * sizeof(int)));
    CHECK(cudaMalloc((void **)&fo, (size_t)total * NFP * sizeof(double)));
    reductions<N><<<nblocks, bs>>>(di, df, dd, io, fo);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(di)); CHECK(cudaFree(df)); CHECK(cudaFree(dd));
    std::vector<int> oi = from_device(io, (size_t)total * NI);
    std::vector<double> of = from_device(fo, (size_t)total * NFP);
    for (int base = 0; base < total; base += N) {
        int ip = 0, imn = hi[base], imx = hi[base], ix = 0;
        double fp = 0, fa = 0, fmn = hf[base], fmx = hf[base], dp = 0, da = 0, dmn = hd[base], dmx = hd[base];
        for (int k = base; k < base + (int)N; ++k) {
            ip += hi[k]; ix ^= hi[k];
            imn = hi[k] < imn ? hi[k] : imn; imx = hi[k] > imx ? hi[k] : imx;
            fp += hf[k]; fa += fabs(hf[k]);
            fmn = hf[k] < fmn ? hf[k] : fmn; fmx = hf[k] > fmx ? hf[k] : fmx;
            dp += hd[k]; da += fabs(hd[k]);
            dmn = hd[k] < dmn ? hd[k] : dmn; dmx = hd[k] > dmx ? hd[k] : dmx;
        }
        int wi[NI] = {ip, imn, imx, ix};
        for (int k = base; k < base + (int)N; ++k) {
            for (int f = 0; f < NI; ++f)
                if (oi[(size_t)k * NI + f] != wi[f])
                    REPORT("reduce tile<%u> of %d: thread %d int op %d: got %d, want %d\n", N, bs, k, f,
                           oi[(size_t)k * NI + f], wi[f]);
            const double *p = &of[(size_t)k * NFP], *p0 = &of[(size_t)base * NFP];
            if (fabs(p[F_PLUS] - fp) > 1e-5 * fa + 1e-6 || fabs(p[D_PLUS] - dp) > 1e-12 * da)
                REPORT("reduce tile<%u> of %d: thread %d sums: got %.9g/%.17g, want %.9g/%.17g\n", N, bs, k,
                       p[F_PLUS], p[D_PLUS], fp, dp);
            if (p[F_MIN] != fmn || p[F_MAX] != fmx || p[D_MIN] != dmn || p[D_MAX] != dmx || p[D_LAMBDA] != dmn)
                REPORT("reduce tile<%u> of %d: thread %d min/max: got %g %g %g %g %g\n", N, bs, k,
                       p[F_MIN], p[F_MAX], p[D_MIN], p[D_MAX], p[D_LAMBDA]);
            // Every thread of the tile has the same bits.
            if (p[F_PLUS] != p0[F_PLUS] || p[D_PLUS] != p0[D_PLUS])
                REPORT("reduce tile<%u> of %d: thread %d: the sums differ within the tile\n", N, bs, k);
        }
    }
}

template <unsigned N>
static void check_scans(int bs, int nblocks)
{
    int total = bs * nblocks;
    std::vector<int> hi = inputs<N>(total);
    std::vector<double> hd(total);
    for (int k = 0; k < total; ++k)
        hd[k] = ((double)(hi[k] % 4096) - 2000.0) / 64.0;
    int *di = to_device(hi), *io;
    double *dd = to_device(hd), *fo;
    CHECK(cudaMalloc((void **)&io, (size_t)total * NS * sizeof(int)));
    CHECK(cudaMalloc((void **)&fo, (size_t)total * NSF * sizeof(double)));
    scans<N><<<nblocks, bs>>>(di, dd, io, fo);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(di)); CHECK(cudaFree(dd));
    std::vector<int> oi = from_device(io, (size_t)total * NS);
    std::vector<double> of = from_device(fo, (size_t)total * NSF);
    for (int base = 0; base < total; base += N) {
        int sum = 0, mx = 0, mn = 0;
        double dsum = 0, dabs = 0;
        for (int k = base; k < base + (int)N; ++k) {
            bool first = k == base;
            int want[NS] = {sum + hi[k], sum, first || hi[k] > mx ? hi[k] : mx, first ? -7 : mx,
                            first || hi[k] < mn ? hi[k] : mn, first ? -7 : mn};
            for (int f = 0; f < NS; ++f)
                if (oi[(size_t)k * NS + f] != want[f])
                    REPORT("scan tile<%u> of %d: thread %d op %d: got %d, want %d\n", N, bs, k, f,
                           oi[(size_t)k * NS + f], want[f]);
            const double *p = &of[(size_t)k * NSF];
            double tol = 1e-5 * (dabs + fabs(hd[k])) + 1e-6;
            if (fabs(p[IN_F] - (dsum + hd[k])) > tol || fabs(p[EX_F] - dsum) > tol ||
                fabs(p[IN_D] - (dsum + hd[k])) > 1e-9 || fabs(p[EX_D] - dsum) > 1e-9)
                REPORT("scan tile<%u> of %d: thread %d: got %g %g %g %g, want %g %g\n", N, bs, k,
                       p[IN_F], p[EX_F], p[IN_D], p[EX_D], dsum + hd[k], dsum);
            sum += hi[k];
            mx = first || hi[k] > mx ? hi[k] : mx;
            mn = first || hi[k] < mn ? hi[k] : mn;
            dsum += hd[k];
            dabs += fabs(hd[k]);
        }
    }
}

template <unsigned N> static void check_collectives(int bs, int nblocks)
{
    check_reductions<N>(bs, nblocks);
    check_scans<N>(bs, nblocks);
}

int main()
{
    check_tiles<64>(192, 2);
    check_tiles<64>(256, 2);
    check_tiles<64>(1024, 1);
    check_tiles<128>(256, 2);
    check_tiles<128>(1024, 1);
    check_tiles<256>(256, 3);
    check_tiles<256>(1024, 1);
    check_tiles<512>(1024, 1);
    check_tiles<1024>(1024, 2);
    // Reductions and scans take every big tile through the same exchange,
    // so they run at 2, 8 and 32 warps only (each kernel takes seconds to
    // lower).
    check_collectives<64>(192, 2);
    check_collectives<64>(1024, 1);
    check_collectives<256>(256, 3);
    check_collectives<256>(1024, 1);
    check_collectives<1024>(1024, 2);
    if (failures) { printf("%d failures\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
