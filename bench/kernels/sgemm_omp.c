/* C = A * B, row-major, i-k-j order so the inner loop streams rows of B and
 * C and vectorizes. */
#include "bench.h"
#include <math.h>

static void sgemm(const float *restrict A, const float *restrict B, float *restrict C, int n)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        float *c = C + (size_t)i * n;
        for (int j = 0; j < n; j++)
            c[j] = 0;
        for (int k = 0; k < n; k++) {
            float a = A[(size_t)i * n + k];
            const float *b = B + (size_t)k * n;
#pragma omp simd
            for (int j = 0; j < n; j++)
                c[j] += a * b[j];
        }
    }
}

int main(void)
{
    const int n = 1024;
    float *A = malloc((size_t)n * n * sizeof *A), *B = malloc((size_t)n * n * sizeof *B);
    float *C = malloc((size_t)n * n * sizeof *C);
    for (int i = 0; i < n * n; i++) {
        A[i] = bench_unit(i);
        B[i] = bench_unit(i + n * n);
    }
    sgemm(A, B, C, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        sgemm(A, B, C, n);
        ms[r] = bench_now_ms() - t0;
    }
    int ok = 1;
    double sum = 0;
    for (int i = 0; i < n * n; i++)
        sum += C[i];
    for (int s = 0; s < 1024; s++) {
        int i = bench_hash(s) % n, j = bench_hash(s + 7777) % n;
        double want = 0;
        for (int k = 0; k < n; k++)
            want += (double)A[i * n + k] * B[k * n + j];
        ok &= fabs(C[i * n + j] - want) <= 1e-4 * want;
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
