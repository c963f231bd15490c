/* Transcendental throughput: the same bounded sinf/cosf/expf/logf map as the
 * CUDA version, iterated ITERS times on every element. */
#include "mathtput.h"

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
    const int n = MATHTPUT_N;
    float *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        in[i] = mathtput_start(i);
        out[i] = 0;
    }
    iterate(in, out, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        iterate(in, out, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = mathtput_check(in, out, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
