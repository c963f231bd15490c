/* 256-bin histogram of n bytes: each thread counts into private bins (an
 * array reduction), which OpenMP sums at the end. */
#include "histogram.h"
#include <string.h>

static void histogram(const unsigned char *restrict in, unsigned *restrict bins, int n)
{
    memset(bins, 0, BINS * sizeof *bins);
#pragma omp parallel for reduction(+ : bins[:BINS]) schedule(static)
    for (int i = 0; i < n; i++)
        bins[in[i]]++;
}

int main(void)
{
    const int n = HISTOGRAM_N;
    unsigned char *in = malloc(n);
    unsigned bins[BINS];
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++)
        in[i] = histogram_byte(i);
    histogram(in, bins, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        histogram(in, bins, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = histogram_check(bins, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
