/* Gravitational acceleration on each of n bodies from all n (softened), with
 * the bodies in separate coordinate arrays so the inner loop vectorizes. */
#include "bench.h"
#include <math.h>

#define EPS2 0.01f

static void accel(const float *restrict x, const float *restrict y, const float *restrict z,
                  const float *restrict m, float *restrict a, int n)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        float ax = 0, ay = 0, az = 0;
#pragma omp simd reduction(+ : ax, ay, az)
        for (int j = 0; j < n; j++) {
            float dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
            float inv = 1.0f / sqrtf(dx * dx + dy * dy + dz * dz + EPS2);
            float s = m[j] * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        a[3 * i] = ax;
        a[3 * i + 1] = ay;
        a[3 * i + 2] = az;
    }
}

int main(void)
{
    const int n = 4096;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
    float *m = malloc(n * sizeof *m), *a = malloc(3 * n * sizeof *a);
    for (int i = 0; i < n; i++) {
        x[i] = bench_unit(4 * i);
        y[i] = bench_unit(4 * i + 1);
        z[i] = bench_unit(4 * i + 2);
        m[i] = 0.5f + bench_unit(4 * i + 3);
    }
    accel(x, y, z, m, a, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        accel(x, y, z, m, a, n);
        ms[r] = bench_now_ms() - t0;
    }
    int ok = 1;
    double sum = 0;
    for (int i = 0; i < 3 * n; i++)
        sum += fabs(a[i]);
    for (int s = 0; s < 64; s++) {
        int i = bench_hash(s) % n;
        double w[3] = {0, 0, 0};
        for (int j = 0; j < n; j++) {
            double d[3] = {x[j] - x[i], y[j] - y[i], z[j] - z[i]};
            double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + EPS2;
            for (int k = 0; k < 3; k++)
                w[k] += d[k] * m[j] / (r2 * sqrt(r2));
        }
        double norm = sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
        ok &= fabs(a[3 * i] - w[0]) + fabs(a[3 * i + 1] - w[1]) + fabs(a[3 * i + 2] - w[2]) <= 1e-3 * norm + 1e-3;
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
