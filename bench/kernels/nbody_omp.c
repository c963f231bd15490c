/* Gravitational acceleration on each of n bodies from all n (softened), with
 * the bodies in separate coordinate arrays so the inner loop vectorizes. */
#include "nbody.h"

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
    const int n = NBODY_N;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
    float *m = malloc(n * sizeof *m), *a = malloc(3 * n * sizeof *a);
    nbody_bodies(x, y, z, m, 1, n);
    accel(x, y, z, m, a, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        accel(x, y, z, m, a, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum = 0;
    for (int i = 0; i < 3 * n; i++)
        sum += fabs(a[i]);
    int ok = nbody_check(x, y, z, m, 1, a, a + 1, a + 2, 3, n);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
