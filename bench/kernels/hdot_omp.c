/* Half precision dot product of two vectors of n halves (gcc's _Float16),
 * with the same grouping as the CUDA version: each of `threads` iterations
 * accumulates its two lanes in half precision, one multiply-add at a time,
 * over a strided chunk of CHUNK pairs, then adds them to a float sum.  The
 * multiply-add is fmaf rounded to half: the product of two halves is exact in
 * float, so this is __hfma2 except for the rare sum that rounds twice (once
 * to float, then to half) differently from rounding once. */
#include "hdot.h"

static float hdot(const _Float16 *restrict a, const _Float16 *restrict b, int threads)
{
    float total = 0;
#pragma omp parallel for simd reduction(+ : total) schedule(static)
    for (int g = 0; g < threads; g++) {
        _Float16 lo = 0, hi = 0;
        for (int k = 0; k < CHUNK; k++) {
            int i = 2 * (g + k * threads); // pair g + k * threads
            lo = (_Float16)fmaf(a[i], b[i], lo);
            hi = (_Float16)fmaf(a[i + 1], b[i + 1], hi);
        }
        total += (float)lo + (float)hi;
    }
    return total;
}

int main(void)
{
    const int n = HDOT_N, threads = n / 2 / CHUNK;
    _Float16 *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        a[i] = (_Float16)bench_unit(i);
        b[i] = (_Float16)bench_unit(i + n);
    }
    volatile float total = hdot(a, b, threads);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        total = hdot(a, b, threads);
        ms[r] = bench_now_ms() - t0;
    }
    return bench_report(ms, BENCH_REPS, total, hdot_check(a, b, n, total, NULL, 0, 0));
}
