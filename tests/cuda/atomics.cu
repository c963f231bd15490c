// Atomics with known totals: atomicAdd on int, unsigned long long, float and
// double; atomicSub, atomicMax/Min, atomicAnd/Or/Xor, a CAS loop, atomicExch
// (every value handed on exactly once) and atomicInc/atomicDec wrap-around.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

struct Totals {
    int isum;
    unsigned long long usum;
    float fsum;
    double dsum;
    int sub;
    int imax, imin;
    unsigned umax, umin;
    unsigned andv, orv, xorv;
    unsigned inc, dec;
    double casProduct;
    int casMax;
};

// A double-precision multiply built from atomicCAS, the classic pattern.
__device__ double atomicMulDouble(double *addr, double v)
{
    unsigned long long *p = (unsigned long long *)addr;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(__longlong_as_double(assumed) * v));
    } while (assumed != old);
    return __longlong_as_double(old);
}

// A max built from a 32-bit CAS loop.
__device__ int atomicMaxCas(int *addr, int v)
{
    int old = *addr, assumed;
    do {
        assumed = old;
        if (assumed >= v) break;
        old = atomicCAS(addr, assumed, v);
    } while (assumed != old);
    return old;
}

__global__ void accumulate(Totals *t, int n, unsigned incLimit)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd(&t->isum, i);
    atomicAdd(&t->usum, (unsigned long long)i * 1000003ull);
    atomicAdd(&t->fsum, 0.5f);
    atomicAdd(&t->dsum, 0.25);
    atomicSub(&t->sub, 3);
    int v = (int)((i * 7919u) % 100003u) - 50000;
    atomicMax(&t->imax, v);
    atomicMin(&t->imin, v);
    atomicMax(&t->umax, (unsigned)i * 3u);
    atomicMin(&t->umin, (unsigned)i + 10u);
    atomicAnd(&t->andv, ~(1u << (i % 32)) | (i < 32 ? 0u : 0xffffffffu));
    atomicOr(&t->orv, 1u << (i % 20));
    atomicXor(&t->xorv, (unsigned)i);
    atomicInc(&t->inc, incLimit);
    atomicDec(&t->dec, incLimit);
    if (i < 40) atomicMulDouble(&t->casProduct, (i % 2) ? 2.0 : 0.5 * 3.0);
    atomicMaxCas(&t->casMax, v);
}

// Each thread swaps its id into one slot and records what it took out.
__global__ void exchange(int *slot, int *taken, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) taken[i] = atomicExch(slot, i);
}

// Per-bucket histogram: many threads hit the same few addresses.
__global__ void histogram(const int *keys, unsigned *bins, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&bins[keys[i]], 1u);
}

int main()
{
    const int n = 100000;
    const unsigned incLimit = 999;
    Totals init = {};
    init.imax = -(1 << 30); init.imin = 1 << 30;
    init.umax = 0; init.umin = 0xffffffffu;
    init.andv = 0xffffffffu; init.orv = 0; init.xorv = 0;
    init.inc = 0; init.dec = 0;
    init.casProduct = 1.0; init.casMax = -(1 << 30);
    Totals *dt, t;
    CHECK(cudaMalloc(&dt, sizeof(Totals)));
    CHECK(cudaMemcpy(dt, &init, sizeof(Totals), cudaMemcpyHostToDevice));
    accumulate<<<(n + 255) / 256, 256>>>(dt, n, incLimit);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(&t, dt, sizeof(Totals), cudaMemcpyDeviceToHost));

    // Host reference.
    long long isum = 0; unsigned long long usum = 0;
    int imax = -(1 << 30), imin = 1 << 30;
    unsigned xorv = 0, orv = 0, inc = 0, dec = 0;
    double prod = 1.0;
    for (int i = 0; i < n; ++i) {
        isum += i;
        usum += (unsigned long long)i * 1000003ull;
        int v = (int)((i * 7919u) % 100003u) - 50000;
        if (v > imax) imax = v;
        if (v < imin) imin = v;
        orv |= 1u << (i % 20);
        xorv ^= (unsigned)i;
        inc = inc >= incLimit ? 0 : inc + 1;
        dec = (dec == 0 || dec > incLimit) ? incLimit : dec - 1;
        if (i < 40) prod *= (i % 2) ? 2.0 : 1.5;
    }
    int bad = 0;
#define EXPECT(cond) do { if (!(cond)) { printf("failed: %s\n", #cond); ++bad; } } while (0)
    EXPECT(t.isum == (int)isum);
    EXPECT(t.usum == usum);
    EXPECT(t.fsum == 0.5f * n);
    EXPECT(t.dsum == 0.25 * n);
    EXPECT(t.sub == -3 * n);
    EXPECT(t.imax == imax);
    EXPECT(t.imin == imin);
    EXPECT(t.umax == 3u * (n - 1));
    EXPECT(t.umin == 10u);
    EXPECT(t.andv == 0u);
    EXPECT(t.orv == orv);
    EXPECT(t.xorv == xorv);
    EXPECT(t.inc == inc);
    EXPECT(t.inc == (unsigned)(n % (incLimit + 1)));
    EXPECT(t.dec == dec);
    EXPECT(t.casProduct == prod);
    EXPECT(t.casMax == imax);
    if (bad) {
        printf("isum %d usum %llu fsum %f dsum %f sub %d imax %d imin %d umax %u umin %u and %x or %x xor %x inc %u dec %u prod %g casMax %d\n",
               t.isum, t.usum, t.fsum, t.dsum, t.sub, t.imax, t.imin, t.umax, t.umin, t.andv,
               t.orv, t.xorv, t.inc, t.dec, t.casProduct, t.casMax);
        return 1;
    }

    // atomicExch: the values taken out, plus what is left in the slot, are
    // the initial value and every thread id, each exactly once.
    int *dslot, *dtaken;
    const int m = 50000;
    CHECK(cudaMalloc(&dslot, sizeof(int)));
    CHECK(cudaMalloc(&dtaken, m * sizeof(int)));
    int minusOne = -1;
    CHECK(cudaMemcpy(dslot, &minusOne, sizeof(int), cudaMemcpyHostToDevice));
    exchange<<<(m + 127) / 128, 128>>>(dslot, dtaken, m);
    CHECK(cudaGetLastError());
    std::vector<int> taken(m);
    int last;
    CHECK(cudaMemcpy(taken.data(), dtaken, m * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&last, dslot, sizeof(int), cudaMemcpyDeviceToHost));
    std::vector<int> seen(m + 1, 0);
    seen[last + 1]++;
    for (int i = 0; i < m; ++i) {
        if (taken[i] < -1 || taken[i] >= m) { printf("exchange: bad value %d\n", taken[i]); return 1; }
        if (taken[i] == i) { printf("exchange: thread %d took its own id\n", i); return 1; }
        seen[taken[i] + 1]++;
    }
    for (int v = 0; v <= m; ++v)
        if (seen[v] != 1) { printf("exchange: value %d seen %d times\n", v - 1, seen[v]); return 1; }

    const int nk = 1 << 20, nbins = 7;
    std::vector<int> keys(nk);
    std::vector<unsigned> want(nbins, 0), bins(nbins);
    for (int i = 0; i < nk; ++i) { keys[i] = (i * 31 + i / 5) % nbins; want[keys[i]]++; }
    int *dkeys; unsigned *dbins;
    CHECK(cudaMalloc(&dkeys, nk * sizeof(int)));
    CHECK(cudaMalloc(&dbins, nbins * sizeof(unsigned)));
    CHECK(cudaMemcpy(dkeys, keys.data(), nk * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dbins, 0, nbins * sizeof(unsigned)));
    histogram<<<nk / 512, 512>>>(dkeys, dbins, nk);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(bins.data(), dbins, nbins * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nbins; ++b)
        if (bins[b] != want[b]) { printf("bin %d: %u, want %u\n", b, bins[b], want[b]); return 1; }

    cudaFree(dt); cudaFree(dslot); cudaFree(dtaken); cudaFree(dkeys); cudaFree(dbins);
    printf("PASS\n");
    return 0;
}
