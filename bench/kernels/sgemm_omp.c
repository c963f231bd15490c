/* C = A * B, row-major, i-k-j order so the inner loop streams rows of B and
 * C and vectorizes. */
#include "sgemm.h"

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
    const int n = SGEMM_N;
    float *A = malloc((size_t)n * n * sizeof *A), *B = malloc((size_t)n * n * sizeof *B);
    float *C = malloc((size_t)n * n * sizeof *C);
    sgemm_inputs(A, B, n);
    sgemm(A, B, C, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        sgemm(A, B, C, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = sgemm_check(C, A, B, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
