/* Exclusive prefix sum of n ints: each thread scans its own chunk, the chunk
 * totals are scanned serially, then each thread adds its offset. */
#include "scan.h"
#include <omp.h>

static void scan(const int *restrict in, int *restrict out, int n, int *restrict part)
{
#pragma omp parallel
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        int lo = (long)n * t / nt, hi = (long)n * (t + 1) / nt, acc = 0;
        for (int i = lo; i < hi; i++) {
            out[i] = acc;
            acc += in[i];
        }
        part[t + 1] = acc;
#pragma omp barrier
#pragma omp single
        {
            part[0] = 0;
            for (int k = 1; k <= nt; k++)
                part[k] += part[k - 1];
        }
        int add = part[t];
#pragma omp simd
        for (int i = lo; i < hi; i++)
            out[i] += add;
    }
}

int main(void)
{
    const int n = SCAN_N;
    int *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);
    int *part = malloc((omp_get_max_threads() + 1) * sizeof *part);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        in[i] = scan_input(i);
        out[i] = 0;
    }
    scan(in, out, n, part);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        scan(in, out, n, part);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = scan_check(out, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
