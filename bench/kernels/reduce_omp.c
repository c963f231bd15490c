/* Sum of n floats with an OpenMP reduction. */
#include "bench.h"
#include <math.h>

static float sum(const float *restrict a, int n)
{
    float s = 0;
#pragma omp parallel for simd reduction(+ : s) schedule(static)
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void)
{
    const int n = 1 << 25;
    float *a = malloc(n * sizeof *a);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++)
        a[i] = bench_unit(i);
    volatile float s = sum(a, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        s = sum(a, n);
        ms[r] = bench_now_ms() - t0;
    }
    double want = 0;
    for (int i = 0; i < n; i++)
        want += a[i];
    return bench_report(ms, BENCH_REPS, s, fabs(s - want) <= 1e-4 * want);
}
