/* Thermal simulation of a chip on an n x n grid: each step, a cell's
 * temperature moves towards its four neighbours' (an edge cell counts itself
 * for a missing neighbour) and towards the ambient, and rises with the power
 * dissipated there.  STEPS steps per repetition between two buffers; the
 * rows are split among the threads, the interior of a row vectorizes. */
#include "bench.h"
#include <math.h>

#define STEPS 8
#define CX 0.2f
#define CY 0.2f
#define CZ 0.05f
#define CP 0.5f
#define AMB 80.0f

static inline float cell(float c, float nn, float s, float w, float e, float p)
{
    return c + CY * (nn + s - 2.0f * c) + CX * (w + e - 2.0f * c) + CZ * (AMB - c) + CP * p;
}

static void step(const float *restrict temp, const float *restrict power, float *restrict out, int n)
{
#pragma omp parallel for schedule(static)
    for (int y = 0; y < n; y++) {
        const float *t = temp + (size_t)y * n, *p = power + (size_t)y * n;
        const float *up = y > 0 ? t - n : t, *dn = y < n - 1 ? t + n : t;
        float *o = out + (size_t)y * n;
        o[0] = cell(t[0], up[0], dn[0], t[0], t[1], p[0]);
#pragma omp simd
        for (int x = 1; x < n - 1; x++)
            o[x] = cell(t[x], up[x], dn[x], t[x - 1], t[x + 1], p[x]);
        o[n - 1] = cell(t[n - 1], up[n - 1], dn[n - 1], t[n - 2], t[n - 1], p[n - 1]);
    }
}

static void steps(const float *temp, const float *power, float **buf, int n)
{
    step(temp, power, buf[0], n);
    for (int s = 1; s < STEPS; s++)
        step(buf[(s - 1) % 2], power, buf[s % 2], n);
}

int main(void)
{
    const int n = 2048;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *temp = malloc(bytes), *power = malloc(bytes), *buf[2] = {malloc(bytes), malloc(bytes)};
    for (int i = 0; i < n * n; i++) {
        temp[i] = AMB + 20.0f * bench_unit(i);
        power[i] = bench_unit(i + n * n) * bench_unit(i + 2 * n * n);
    }
    steps(temp, power, buf, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        steps(temp, power, buf, n);
        ms[r] = bench_now_ms() - t0;
    }

    /* The same steps, serially, with the edges clamped per cell. */
    float *h[2] = {malloc(bytes), malloc(bytes)};
    const float *src = temp;
    for (int s = 0; s < STEPS; s++) {
        float *dst = h[s % 2];
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                size_t i = (size_t)y * n + x;
                float c = src[i];
                float nn = y > 0 ? src[i - n] : c, so = y < n - 1 ? src[i + n] : c;
                float w = x > 0 ? src[i - 1] : c, e = x < n - 1 ? src[i + 1] : c;
                dst[i] = cell(c, nn, so, w, e, power[i]);
            }
        src = dst;
    }
    const float *out = buf[(STEPS - 1) % 2];
    int ok = 1;
    double sum = 0;
    for (size_t i = 0; i < (size_t)n * n; i++) {
        ok &= fabsf(out[i] - src[i]) <= 1e-5f * fabsf(src[i]);
        sum += out[i];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
