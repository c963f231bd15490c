/* Sum of n floats with an OpenMP reduction. */
#include "reduce.h"

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
    const int n = REDUCE_N;
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
    return bench_report(ms, BENCH_REPS, s, reduce_check(s, a, n));
}
