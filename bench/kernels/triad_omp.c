/* STREAM triad a = b + s*c, the way a CPU programmer writes it. */
#include "triad.h"

static void triad(float *restrict a, const float *restrict b, const float *restrict c, float s, int n)
{
#pragma omp parallel for simd schedule(static)
    for (int i = 0; i < n; i++)
        a[i] = b[i] + s * c[i];
}

int main(void)
{
    const int n = TRIAD_N;
    const float s = TRIAD_S;
    float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
    /* First touch in parallel, as the timed loop will access it. */
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        b[i] = bench_unit(i);
        c[i] = bench_unit(i + n);
        a[i] = 0;
    }
    triad(a, b, c, s, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        triad(a, b, c, s, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = triad_check(a, b, c, s, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
