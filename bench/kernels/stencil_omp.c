/* Jacobi iteration of the 5-point Laplace stencil with a fixed border,
 * SWEEPS sweeps per repetition between two buffers. */
#include "bench.h"
#include <math.h>
#include <string.h>

#define SWEEPS 4

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
    const int n = 4000;
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

    /* The same sweeps, serially and without restrict or simd. */
    float *want[2] = {malloc(bytes), malloc(bytes)};
    memcpy(want[0], in, bytes);
    memcpy(want[1], in, bytes);
    const float *src = in;
    for (int s = 0; s < SWEEPS; s++) {
        float *dst = want[s % 2];
        for (int y = 1; y < n - 1; y++)
            for (int x = 1; x < n - 1; x++) {
                size_t i = (size_t)y * n + x;
                dst[i] = 0.25f * (src[i - n] + src[i + n] + src[i - 1] + src[i + 1]);
            }
        src = dst;
    }
    const float *out = buf[(SWEEPS - 1) % 2];
    int ok = 1;
    double sum = 0;
    for (size_t i = 0; i < bytes / sizeof(float); i++) {
        ok &= fabsf(out[i] - src[i]) <= 1e-6f;
        sum += out[i];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
