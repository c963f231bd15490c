/* 256-bin histogram of n bytes: each thread counts into private bins (an
 * array reduction), which OpenMP sums at the end. */
#include "bench.h"
#include <string.h>

#define BINS 256

static void histogram(const unsigned char *restrict in, unsigned *restrict bins, int n)
{
    memset(bins, 0, BINS * sizeof *bins);
#pragma omp parallel for reduction(+ : bins[:BINS]) schedule(static)
    for (int i = 0; i < n; i++)
        bins[in[i]]++;
}

int main(void)
{
    const int n = 1 << 26;
    unsigned char *in = malloc(n);
    unsigned bins[BINS];
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        unsigned h = bench_hash(i);
        in[i] = (h & 0xff) & (h >> 8);
    }
    histogram(in, bins, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        histogram(in, bins, n);
        ms[r] = bench_now_ms() - t0;
    }
    unsigned want[BINS] = {0};
    for (int i = 0; i < n; i++)
        want[in[i]]++;
    int ok = 1;
    double sum = 0;
    for (int b = 0; b < BINS; b++) {
        ok &= bins[b] == want[b];
        sum += (double)bins[b] * b;
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
