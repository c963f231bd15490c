// Cooperative groups: cg::reduce on thread_block_tile<32>, <16> and <8>
// with cg::plus, cg::less, cg::greater, cg::bit_and, cg::bit_or,
// cg::bit_xor and a lambda, for int, unsigned, float and double. Every
// thread of a tile must get the tile's result: integers exactly, floating
// point within a relative tolerance of the host's sum. (cg_reduce_sm80.cu
// compiles this for sm_80, where integer reductions use __reduce_*_sync.)
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 30) printf(__VA_ARGS__); } while (0)

enum { I_PLUS, I_MIN, I_MAX, I_AND, I_OR, I_XOR, I_LAMBDA, U_PLUS, U_MIN, U_MAX, U_AND, NI };
enum { F_PLUS, F_MIN, F_MAX, D_PLUS, D_MIN, D_LAMBDA, NFP };

template <unsigned N>
__global__ void reduce_tiles(const int *iv, const float *fv, const double *dv, int *io, double *fo)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    int i = iv[g];
    unsigned u = (unsigned)i * 2654435761u;
    float f = fv[g];
    double d = dv[g];
    int *o = io + (size_t)g * NI;
    o[I_PLUS] = cg::reduce(tile, i, cg::plus<int>());
    o[I_MIN] = cg::reduce(tile, i, cg::less<int>());
    o[I_MAX] = cg::reduce(tile, i, cg::greater<int>());
    o[I_AND] = cg::reduce(tile, i | 0x10f0, cg::bit_and<int>());
    o[I_OR] = cg::reduce(tile, i & 0x3f3f, cg::bit_or<int>());
    o[I_XOR] = cg::reduce(tile, i, cg::bit_xor<int>());
    o[I_LAMBDA] = cg::reduce(tile, i, [](int a, int b) { return a + b; });
    o[U_PLUS] = (int)cg::reduce(tile, u, cg::plus<unsigned>());
    o[U_MIN] = (int)cg::reduce(tile, u, cg::less<unsigned>());
    o[U_MAX] = (int)cg::reduce(tile, u, cg::greater<unsigned>());
    o[U_AND] = (int)cg::reduce(tile, u | 0x80000001u, cg::bit_and<unsigned>());
    double *p = fo + (size_t)g * NFP;
    p[F_PLUS] = cg::reduce(tile, f, cg::plus<float>());
    p[F_MIN] = cg::reduce(tile, f, cg::less<float>());
    p[F_MAX] = cg::reduce(tile, f, cg::greater<float>());
    p[D_PLUS] = cg::reduce(tile, d, cg::plus<double>());
    p[D_MIN] = cg::reduce(tile, d, cg::less<double>());
    p[D_LAMBDA] = cg::reduce(tile, d, [](double a, double b) { return a > b ? a : b; });
}

template <unsigned N>
static void check(int nblocks, int bs)
{
    int total = nblocks * bs;
    std::vector<int> hi(total);
    std::vector<float> hf(total);
    std::vector<double> hd(total);
    unsigned seed = 77 + N;
    for (int k = 0; k < total; ++k) {
        seed = seed * 1664525u + 1013904223u;
        hi[k] = (int)(seed >> 8) - (1 << 23);
        hf[k] = (float)((int)(seed >> 16) - 32768) / 256.0f;
        hd[k] = ((double)(seed >> 4) - 1e8) / 1000.0;
    }
    int *di, *io; float *df; double *dd, *fo;
    CHECK(cudaMalloc((void **)&di, total * sizeof(int)));
    CHECK(cudaMalloc((void **)&df, total * sizeof(float)));
    CHECK(cudaMalloc((void **)&dd, total * sizeof(double)));
    CHECK(cudaMalloc((void **)&io, (size_t)total * NI * sizeof(int)));
    CHECK(cudaMalloc((void **)&fo, (size_t)total * NFP * sizeof(double)));
    CHECK(cudaMemcpy(di, hi.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(df, hf.data(), total * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dd, hd.data(), total * sizeof(double), cudaMemcpyHostToDevice));
    reduce_tiles<N><<<nblocks, bs>>>(di, df, dd, io, fo);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> oi((size_t)total * NI);
    std::vector<double> of((size_t)total * NFP);
    CHECK(cudaMemcpy(oi.data(), io, oi.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(of.data(), fo, of.size() * sizeof(double), cudaMemcpyDeviceToHost));
    for (int base = 0; base < total; base += N) {
        int ip = 0, imin = hi[base], imax = hi[base], iand = -1, ior = 0, ixor = 0;
        unsigned up = 0, umin = ~0u, umax = 0, uand = ~0u;
        double fp = 0, fmn = hf[base], fmx = hf[base], dp = 0, dmn = hd[base], dmx = hd[base], fabs_sum = 0, dabs_sum = 0;
        for (int k = base; k < base + (int)N; ++k) {
            int i = hi[k];
            unsigned u = (unsigned)i * 2654435761u;
            ip = (int)((unsigned)ip + (unsigned)i);
            imin = i < imin ? i : imin; imax = i > imax ? i : imax;
            iand &= i | 0x10f0; ior |= i & 0x3f3f; ixor ^= i;
            up += u; umin = u < umin ? u : umin; umax = u > umax ? u : umax; uand &= u | 0x80000001u;
            fp += hf[k]; fabs_sum += fabs(hf[k]);
            fmn = hf[k] < fmn ? hf[k] : fmn; fmx = hf[k] > fmx ? hf[k] : fmx;
            dp += hd[k]; dabs_sum += fabs(hd[k]);
            dmn = hd[k] < dmn ? hd[k] : dmn; dmx = hd[k] > dmx ? hd[k] : dmx;
        }
        int wi[NI] = {ip, imin, imax, iand, ior, ixor, ip, (int)up, (int)umin, (int)umax, (int)uand};
        for (int k = base; k < base + (int)N; ++k) {
            for (int f = 0; f < NI; ++f)
                if (oi[(size_t)k * NI + f] != wi[f])
                    REPORT("tile<%u> thread %d int op %d: got %d, want %d\n", N, k, f, oi[(size_t)k * NI + f], wi[f]);
            const double *p = &of[(size_t)k * NFP];
            if (fabs(p[F_PLUS] - fp) > 1e-5 * fabs_sum + 1e-6)
                REPORT("tile<%u> thread %d float plus: got %.9g, want %.9g\n", N, k, p[F_PLUS], fp);
            if (p[F_MIN] != fmn || p[F_MAX] != fmx)
                REPORT("tile<%u> thread %d float min/max: got %g/%g, want %g/%g\n", N, k, p[F_MIN], p[F_MAX], fmn, fmx);
            if (fabs(p[D_PLUS] - dp) > 1e-12 * dabs_sum)
                REPORT("tile<%u> thread %d double plus: got %.17g, want %.17g\n", N, k, p[D_PLUS], dp);
            if (p[D_MIN] != dmn || p[D_LAMBDA] != dmx)
                REPORT("tile<%u> thread %d double min/max: got %g/%g, want %g/%g\n", N, k, p[D_MIN], p[D_LAMBDA], dmn, dmx);
            // Every thread of the tile has the same bits.
            if (p[F_PLUS] != of[(size_t)base * NFP + F_PLUS] || p[D_PLUS] != of[(size_t)base * NFP + D_PLUS])
                REPORT("tile<%u> thread %d: floating sums differ within the tile\n", N, k);
        }
    }
    CHECK(cudaFree(di)); CHECK(cudaFree(df)); CHECK(cudaFree(dd));
    CHECK(cudaFree(io)); CHECK(cudaFree(fo));
}

int main()
{
    check<32>(5, 128);
    check<16>(4, 96);
    check<8>(3, 64);
    if (failures) { printf("%d failures\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
