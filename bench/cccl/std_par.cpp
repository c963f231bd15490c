// The workloads of thrust_work.cu that the C++ standard library has, with
// the parallel execution policy (libstdc++ runs it on TBB): the baseline a
// CPU programmer would write without Thrust.  `std_par NAME`; the same
// inputs, checks and output lines as thrust_work.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <execution>
#include <numeric>
#include <utility>
#include <vector>

#include "work.h"

static int sort_keys()
{
    std::vector<unsigned> h = keys(SORT_N), d(SORT_N);
    double *ms = time_reps([&] { d = h; }, [&] { std::sort(std::execution::par, d.begin(), d.end()); });
    bool ok = std::is_sorted(d.begin(), d.end());
    return bench_report(ms, BENCH_REPS, d[SORT_N / 2], ok);
}

// Key-value pairs as one array of pairs: what std::sort can do.
static int sort_pairs()
{
    std::vector<unsigned> h = keys(SORT_N);
    std::vector<std::pair<unsigned, unsigned>> d(SORT_N);
    auto by_key = [](const std::pair<unsigned, unsigned> &a, const std::pair<unsigned, unsigned> &b) {
        return a.first < b.first;
    };
    double *ms = time_reps([&] { for (int i = 0; i < SORT_N; i++) d[i] = {h[i], (unsigned)i}; },
                           [&] { std::sort(std::execution::par, d.begin(), d.end(), by_key); });
    bool ok = true;
    for (int i = 0; i < SORT_N && ok; i++)
        ok = h[d[i].second] == d[i].first && (i == 0 || d[i - 1].first <= d[i].first);
    return bench_report(ms, BENCH_REPS, d[SORT_N / 2].first, ok);
}

static int reduce_floats()
{
    std::vector<float> h = floats(BIG_N);
    float sum = 0;
    double *ms = time_reps([] {}, [&] { sum = std::reduce(std::execution::par, h.begin(), h.end(), 0.0f); });
    double want = 0, mass = 0;
    for (float x : h) want += x, mass += std::fabs(x);
    return bench_report(ms, BENCH_REPS, sum, std::fabs(sum - want) <= 1e-6 * mass);
}

static int scan_floats()
{
    std::vector<float> h = floats(BIG_N), out(BIG_N);
    double *ms = time_reps([] {}, [&] { std::inclusive_scan(std::execution::par, h.begin(), h.end(), out.begin()); });
    bool ok = scan_ok(h, out);
    return bench_report(ms, BENCH_REPS, out[BIG_N - 1], ok);
}

static int copy_if_odd()
{
    std::vector<unsigned> h = keys(BIG_N), out(BIG_N);
    long kept = 0;
    auto odd = [](unsigned x) { return (x & 1) != 0; };
    double *ms = time_reps([] {}, [&] {
        kept = std::copy_if(std::execution::par, h.begin(), h.end(), out.begin(), odd) - out.begin();
    });
    std::vector<unsigned> want;
    std::copy_if(h.begin(), h.end(), std::back_inserter(want), odd);
    bool ok = kept == (long)want.size() && std::equal(want.begin(), want.end(), out.begin());
    return bench_report(ms, BENCH_REPS, kept, ok);
}

int main(int argc, char **argv)
{
    static const struct { const char *name; int (*run)(); } work[] = {
        {"sort", sort_keys}, {"sort_pairs", sort_pairs}, {"reduce", reduce_floats},
        {"scan", scan_floats}, {"copy_if", copy_if_odd},
    };
    for (const auto &w : work)
        if (argc == 2 && !strcmp(argv[1], w.name))
            return w.run();
    return 77; // a workload the standard library has no algorithm for
}
