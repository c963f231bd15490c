// Cooperative groups: cg::inclusive_scan and cg::exclusive_scan on
// thread_block_tile<32>, <16>, <8> and <4>: the default (plus) for int and
// double, cg::plus<float>, cg::greater<int> (running maximum), cg::bit_or
// and a lambda (minimum, on long long). Exclusive scans give T{} (0) at rank 0. Integers compare
// exactly, floating point within a tolerance of the host's prefix sums.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 30) printf(__VA_ARGS__); } while (0)

enum { IN_PLUS, EX_PLUS, IN_MAX, EX_MAX, IN_OR, EX_OR, IN_LAMBDA, EX_LAMBDA, NI };
enum { IN_F, EX_F, IN_D, EX_D, NFP };

template <unsigned N>
__global__ void scans(const int *iv, const double *dv, int *io, double *fo)
{
    auto tile = cg::tiled_partition<N>(cg::this_thread_block());
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    int i = iv[g];
    double d = dv[g];
    float f = (float)d;
    int *o = io + (size_t)g * NI;
    o[IN_PLUS] = cg::inclusive_scan(tile, i);
    o[EX_PLUS] = cg::exclusive_scan(tile, i);
    o[IN_MAX] = cg::inclusive_scan(tile, i, cg::greater<int>());
    int em = cg::exclusive_scan(tile, i, cg::greater<int>());
    o[EX_MAX] = tile.thread_rank() == 0 ? -7 : em;   // rank 0 is unspecified for non-plus ops
    o[IN_OR] = (int)cg::inclusive_scan(tile, 1u << (i & 31), cg::bit_or<unsigned>());
    o[EX_OR] = (int)cg::exclusive_scan(tile, 1u << (i & 31), cg::bit_or<unsigned>());
    auto lmin = [](long long a, long long b) { return a < b ? a : b; };
    o[IN_LAMBDA] = (int)cg::inclusive_scan(tile, (long long)i, lmin);
    long long el = cg::exclusive_scan(tile, (long long)i, lmin);
    o[EX_LAMBDA] = tile.thread_rank() == 0 ? -7 : (int)el;
    double *p = fo + (size_t)g * NFP;
    p[IN_F] = cg::inclusive_scan(tile, f, cg::plus<float>());
    p[EX_F] = cg::exclusive_scan(tile, f, cg::plus<float>());
    p[IN_D] = cg::inclusive_scan(tile, d);
    p[EX_D] = cg::exclusive_scan(tile, d);
}

template <unsigned N>
static void check(int nblocks, int bs)
{
    int total = nblocks * bs;
    std::vector<int> hi(total);
    std::vector<double> hd(total);
    unsigned seed = 5 + N;
    for (int k = 0; k < total; ++k) {
        seed = seed * 1664525u + 1013904223u;
        hi[k] = (int)(seed >> 12) - (1 << 19);
        hd[k] = ((double)(seed >> 8) - 8e6) / 4096.0;
    }
    int *di, *io; double *dd, *fo;
    CHECK(cudaMalloc((void **)&di, total * sizeof(int)));
    CHECK(cudaMalloc((void **)&dd, total * sizeof(double)));
    CHECK(cudaMalloc((void **)&io, (size_t)total * NI * sizeof(int)));
    CHECK(cudaMalloc((void **)&fo, (size_t)total * NFP * sizeof(double)));
    CHECK(cudaMemcpy(di, hi.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dd, hd.data(), total * sizeof(double), cudaMemcpyHostToDevice));
    scans<N><<<nblocks, bs>>>(di, dd, io, fo);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> oi((size_t)total * NI);
    std::vector<double> of((size_t)total * NFP);
    CHECK(cudaMemcpy(oi.data(), io, oi.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(of.data(), fo, of.size() * sizeof(double), cudaMemcpyDeviceToHost));
    for (int base = 0; base < total; base += N) {
        int sum = 0, mx = 0; unsigned bits = 0; long long w = 0;
        double fs = 0, ds = 0, fabs_sum = 0, dabs_sum = 0;
        for (int k = base; k < base + (int)N; ++k) {
            int r = k - base;
            int want[NI];
            want[EX_PLUS] = sum; want[EX_MAX] = r == 0 ? -7 : mx; want[EX_OR] = (int)bits;
            want[EX_LAMBDA] = r == 0 ? -7 : (int)w;
            double efs = fs, eds = ds, efa = fabs_sum, eda = dabs_sum;
            sum += hi[k];
            mx = r == 0 || hi[k] > mx ? hi[k] : mx;
            bits |= 1u << (hi[k] & 31);
            w = r == 0 || hi[k] < w ? hi[k] : w;
            float fk = (float)hd[k];
            fs += fk; fabs_sum += fabs(fk);
            ds += hd[k]; dabs_sum += fabs(hd[k]);
            want[IN_PLUS] = sum; want[IN_MAX] = mx; want[IN_OR] = (int)bits; want[IN_LAMBDA] = (int)w;
            for (int f = 0; f < NI; ++f)
                if (oi[(size_t)k * NI + f] != want[f])
                    REPORT("tile<%u> thread %d (rank %d) scan %d: got %d, want %d\n", N, k, r, f, oi[(size_t)k * NI + f], want[f]);
            const double *p = &of[(size_t)k * NFP];
            if (fabs(p[IN_F] - fs) > 1e-5 * fabs_sum + 1e-6 || fabs(p[EX_F] - efs) > 1e-5 * efa + 1e-6)
                REPORT("tile<%u> thread %d float scans: got %.9g/%.9g, want %.9g/%.9g\n", N, k, p[IN_F], p[EX_F], fs, efs);
            if (fabs(p[IN_D] - ds) > 1e-12 * dabs_sum || fabs(p[EX_D] - eds) > 1e-12 * eda)
                REPORT("tile<%u> thread %d double scans: got %.17g/%.17g, want %.17g/%.17g\n", N, k, p[IN_D], p[EX_D], ds, eds);
        }
    }
    CHECK(cudaFree(di)); CHECK(cudaFree(dd)); CHECK(cudaFree(io)); CHECK(cudaFree(fo));
}

int main()
{
    check<32>(4, 128);
    check<16>(3, 96);
    check<8>(3, 64);
    check<4>(2, 64);
    if (failures) { printf("%d failures\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
