/* Jacobi iteration of the 5-point Laplace stencil with a fixed border,
 * SWEEPS sweeps per repetition between two buffers. */
#include "stencil.h"

static void jacobi(const float *restrict in, float *restrict out, int n)
{
#pragma omp parallel for schedule(static)
    for (int y = 1; y < n - 1; y++) {
        const float *r = in + (size_t)y * n;
        float *o = out + (size_t)y * n;
#pragma omp simd
        for (int x = 1; x < n - 1; x++)
            o[x] = 0.25f * (r[x - n] + r[x + n] + r[x - 1] + r[x + 1]);
    }
}

static void sweeps(const float *in, float **buf, int n)
{
    jacobi(in, buf[0], n);
    for (int s = 1; s < SWEEPS; s++)
        jacobi(buf[(s - 1) % 2], buf[s % 2], n);
}

int main(void)
{
    const int n = STENCIL_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *in = malloc(bytes), *buf[2] = {malloc(bytes), malloc(bytes)};
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n * n; i++)
        in[i] = buf[0][i] = buf[1][i] = bench_unit(i);
    sweeps(in, buf, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        sweeps(in, buf, n);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = stencil_check(buf[(SWEEPS - 1) % 2], in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
