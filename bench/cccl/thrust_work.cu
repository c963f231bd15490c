// The Thrust/CUB workloads of bench/cccl.sh, one per run: `thrust_work NAME`.
// The same source is built twice: by Ferry's nvcc (Thrust's CUDA device
// system, so CUB's kernels run on Ferry's CPU device) and by g++ as C++
// with THRUST_DEVICE_SYSTEM_OMP (Thrust's own OpenMP back end), so that
// inputs, timed calls and checks are the same text on both sides.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/binary_search.h>
#include <thrust/adjacent_difference.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/functional.h>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>

// Built by g++ as C++, nothing defines CUDA's function qualifiers (unless
// the toolkit's headers are on the include path, which they must not be).
#ifndef __CUDACC__
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#endif

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
#define BENCH_SYNC() cudaDeviceSynchronize()
#endif
#include "work.h"

struct is_odd {
    __host__ __device__ bool operator()(unsigned x) const { return x & 1; }
};

static const int RUNS_N = 10000000, HIST_N = 10000000;
static const int HIST_BINS = 256;

static int sort_keys()
{
    std::vector<unsigned> h = keys(SORT_N);
    thrust::device_vector<unsigned> in(h.begin(), h.end()), d(SORT_N);
    double *ms = time_reps([&] { thrust::copy(in.begin(), in.end(), d.begin()); },
                           [&] { thrust::sort(d.begin(), d.end()); });
    std::sort(h.begin(), h.end());
    thrust::host_vector<unsigned> out = d;
    bool ok = std::equal(h.begin(), h.end(), out.begin());
    return bench_report(ms, BENCH_REPS, out[SORT_N / 2], ok);
}

static int sort_pairs()
{
    std::vector<unsigned> h = keys(SORT_N);
    thrust::device_vector<unsigned> in(h.begin(), h.end()), k(SORT_N), v(SORT_N);
    double *ms = time_reps([&] {
            thrust::copy(in.begin(), in.end(), k.begin());
            thrust::sequence(v.begin(), v.end());
        },
        [&] { thrust::sort_by_key(k.begin(), k.end(), v.begin()); });
    thrust::host_vector<unsigned> hk = k, hv = v;
    bool ok = true;
    for (int i = 0; i < SORT_N && ok; i++)
        ok = h[hv[i]] == hk[i] && (i == 0 || hk[i - 1] <= hk[i]);
    return bench_report(ms, BENCH_REPS, hk[SORT_N / 2], ok);
}

static int reduce_floats()
{
    std::vector<float> h = floats(BIG_N);
    thrust::device_vector<float> d(h.begin(), h.end());
    float sum = 0;
    double *ms = time_reps([] {}, [&] { sum = thrust::reduce(d.begin(), d.end(), 0.0f); });
    double want = 0, mass = 0;
    for (float x : h) want += x, mass += std::fabs(x);
    bool ok = std::fabs(sum - want) <= 1e-6 * mass;
    return bench_report(ms, BENCH_REPS, sum, ok);
}

static int scan_floats()
{
    std::vector<float> h = floats(BIG_N);
    thrust::device_vector<float> d(h.begin(), h.end()), out(BIG_N);
    double *ms = time_reps([] {}, [&] { thrust::inclusive_scan(d.begin(), d.end(), out.begin()); });
    thrust::host_vector<float> got = out;
    bool ok = scan_ok(h, got);
    float last = got[BIG_N - 1];
    return bench_report(ms, BENCH_REPS, last, ok);
}

static int copy_if_odd()
{
    std::vector<unsigned> h = keys(BIG_N);
    thrust::device_vector<unsigned> d(h.begin(), h.end()), out(BIG_N);
    long kept = 0;
    double *ms = time_reps([] {}, [&] {
        kept = thrust::copy_if(d.begin(), d.end(), out.begin(), is_odd()) - out.begin();
    });
    std::vector<unsigned> want;
    std::copy_if(h.begin(), h.end(), std::back_inserter(want), is_odd());
    bool ok = kept == (long)want.size() && std::equal(want.begin(), want.end(), out.begin());
    return bench_report(ms, BENCH_REPS, kept, ok);
}

static int reduce_by_key_runs()
{
    // Runs of 1 to 16 equal keys, as grouped records are.
    std::vector<unsigned> hk(RUNS_N);
    std::vector<float> hv = floats(RUNS_N);
    unsigned key = 0;
    for (int i = 0; i < RUNS_N; key++)
        for (int len = 1 + bench_hash(key) % 16; len > 0 && i < RUNS_N; len--) hk[i++] = key;
    thrust::device_vector<unsigned> k(hk.begin(), hk.end()), ok_keys(RUNS_N);
    thrust::device_vector<float> v(hv.begin(), hv.end()), sums(RUNS_N);
    long runs = 0;
    double *ms = time_reps([] {}, [&] {
        runs = thrust::reduce_by_key(k.begin(), k.end(), v.begin(), ok_keys.begin(), sums.begin()).first
               - ok_keys.begin();
    });
    thrust::host_vector<unsigned> gk = ok_keys;
    thrust::host_vector<float> gs = sums;
    bool ok = runs == (long)key;
    for (long r = 0, i = 0; r < runs && ok; r++) {
        double s = 0;
        for (; i < RUNS_N && hk[i] == gk[r]; i++) s += hv[i];
        ok = gk[r] == (unsigned)r && std::fabs(gs[r] - s) <= 1e-5;
    }
    return bench_report(ms, BENCH_REPS, runs, ok);
}

// Thrust's dense histogram: sort a copy, then the upper bound of each bin.
static int histogram()
{
    std::vector<unsigned> h = keys(HIST_N);
    for (auto &x : h) x %= HIST_BINS;
    thrust::device_vector<unsigned> in(h.begin(), h.end()), d(HIST_N), counts(HIST_BINS);
    double *ms = time_reps([&] { thrust::copy(in.begin(), in.end(), d.begin()); }, [&] {
        thrust::sort(d.begin(), d.end());
        thrust::counting_iterator<unsigned> bins(0);
        thrust::upper_bound(d.begin(), d.end(), bins, bins + HIST_BINS, counts.begin());
        thrust::adjacent_difference(counts.begin(), counts.end(), counts.begin());
    });
    std::vector<unsigned> want(HIST_BINS);
    for (unsigned x : h) want[x]++;
    thrust::host_vector<unsigned> got = counts;
    bool ok = std::equal(want.begin(), want.end(), got.begin());
    return bench_report(ms, BENCH_REPS, got[0], ok);
}

int main(int argc, char **argv)
{
    static const struct { const char *name; int (*run)(); } work[] = {
        {"sort", sort_keys}, {"sort_pairs", sort_pairs}, {"reduce", reduce_floats},
        {"scan", scan_floats}, {"copy_if", copy_if_odd}, {"reduce_by_key", reduce_by_key_runs},
        {"histogram", histogram},
    };
    for (const auto &w : work)
        if (argc == 2 && !strcmp(argv[1], w.name))
            return w.run();
    fprintf(stderr, "usage: thrust_work sort|sort_pairs|reduce|scan|copy_if|reduce_by_key|histogram\n");
    return 2;
}
