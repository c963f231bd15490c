/* Transcendental throughput: the same bounded sinf/cosf/expf/logf map as the
 * CUDA version, iterated ITERS times on every element. */
#include "bench.h"
#include <math.h>

#define ITERS 32

static void iterate(const float *restrict in, float *restrict out, int n)
{
#pragma omp parallel for simd schedule(static)
    for (int i = 0; i < n; i++) {
        float y = in[i], x = y;
        for (int k = 0; k < ITERS; k++)
            x = sinf(x) * 0.5f + cosf(x * 1.3f + y) * 0.25f + expf(-x * x) * 0.1f + logf(1.0f + x * x) * 0.05f;
        out[i] = x;
    }
}

int main(void)
{
    const int n = 1 << 18;
    float *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        in[i] = 4.0f * bench_unit(i) - 2.0f;
        out[i] = 0;
    }
    iterate(in, out, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        iterate(in, out, n);
        ms[r] = bench_now_ms() - t0;
    }
    int ok = 1;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double y = in[i], x = y;
        for (int k = 0; k < ITERS; k++)
            x = sin(x) * 0.5 + cos(x * 1.3 + y) * 0.25 + exp(-x * x) * 0.1 + log(1.0 + x * x) * 0.05;
        ok &= fabs(out[i] - x) <= 1e-4 * fabs(x) + 1e-5;
        sum += out[i];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
