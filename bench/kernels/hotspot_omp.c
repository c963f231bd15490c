/* Thermal simulation of a chip on an n x n grid: each step, a cell's
 * temperature moves towards its four neighbours' (an edge cell counts itself
 * for a missing neighbour) and towards the ambient, and rises with the power
 * dissipated there.  STEPS steps per repetition between two buffers; the
 * rows are split among the threads, the interior of a row vectorizes. */
#include "hotspot.h"

static void step(const float *restrict temp, const float *restrict power, float *restrict out, int n)
{
#pragma omp parallel for schedule(static)
    for (int y = 0; y < n; y++) {
        const float *t = temp + (size_t)y * n, *p = power + (size_t)y * n;
        const float *up = y > 0 ? t - n : t, *dn = y < n - 1 ? t + n : t;
        float *o = out + (size_t)y * n;
        o[0] = hotspot_cell(t[0], up[0], dn[0], t[0], t[1], p[0]);
#pragma omp simd
        for (int x = 1; x < n - 1; x++)
            o[x] = hotspot_cell(t[x], up[x], dn[x], t[x - 1], t[x + 1], p[x]);
        o[n - 1] = hotspot_cell(t[n - 1], up[n - 1], dn[n - 1], t[n - 2], t[n - 1], p[n - 1]);
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
    const int n = HOTSPOT_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *temp = malloc(bytes), *power = malloc(bytes), *buf[2] = {malloc(bytes), malloc(bytes)};
    hotspot_inputs(temp, power, n);
    steps(temp, power, buf, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        steps(temp, power, buf, n);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = hotspot_check(buf[(STEPS - 1) % 2], temp, power, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
