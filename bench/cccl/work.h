/* Inputs and timing shared by thrust_work.cu and std_par.cpp, so that both
 * sides of bench/cccl.sh sort, sum and scan the same numbers the same way.
 * BENCH_SYNC(), when defined before this header, waits for the device. */
#ifndef CCCL_WORK_H
#define CCCL_WORK_H
#include <cmath>
#include <vector>

#include "../kernels/bench.h"

#ifndef BENCH_SYNC
#define BENCH_SYNC()
#endif

static const int SORT_N = 10000000, BIG_N = 100000000;

// Runs step() BENCH_REPS times after prepare(), timing only step().
template <class Prepare, class Step>
static double *time_reps(Prepare prepare, Step step)
{
    static double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        prepare();
        BENCH_SYNC();
        double t = bench_now_ms();
        step();
        BENCH_SYNC();
        ms[r] = bench_now_ms() - t;
    }
    return ms;
}

static std::vector<unsigned> keys(int n)
{
    std::vector<unsigned> h(n);
    for (int i = 0; i < n; i++) h[i] = bench_hash(i);
    return h;
}

// Centred on zero, so that the partial sums stay small and a float sum of
// 10^8 terms in any order stays close to the exact one.
static std::vector<float> floats(int n)
{
    std::vector<float> h(n);
    for (int i = 0; i < n; i++) h[i] = bench_unit(i) - 0.5f;
    return h;
}

// An inclusive float scan of h, checked every 1009th element against a
// double sum: within float's rounding of the terms' total magnitude.
template <class Got>
static bool scan_ok(const std::vector<float> &h, const Got &got)
{
    double want = 0, mass = 0;
    for (size_t i = 0; i < h.size(); i++) {
        want += h[i], mass += std::fabs(h[i]);
        if ((i % 1009 == 0 || i == h.size() - 1) && !(std::fabs(got[i] - want) <= 1e-6 * mass + 1e-6))
            return false;
    }
    return true;
}
#endif
