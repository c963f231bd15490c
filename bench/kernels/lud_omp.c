/* LU decomposition, in place and without pivoting, of a diagonally dominant
 * n x n matrix (A = L U, L unit lower triangular), by 16x16 tiles.  Each step
 * factors the next diagonal tile (serially, it is small), solves the tiles of
 * its row (U = L00^-1 A) and column (L = A U00^-1) against it, one tile per
 * iteration of a parallel loop, then updates the trailing submatrix with the
 * rows split among the threads and the columns vectorized. */
#include "lud.h"
#include <string.h>

static void lud(float *restrict A, int n)
{
    for (int o = 0; o < n; o += B) {
        for (int p = o; p < o + B; p++) /* the diagonal tile */
            for (int i = p + 1; i < o + B; i++) {
                float l = A[(size_t)i * n + p] /= A[(size_t)p * n + p];
                for (int j = p + 1; j < o + B; j++)
                    A[(size_t)i * n + j] -= l * A[(size_t)p * n + j];
            }
        int m = (n - o - B) / B;
        if (m == 0)
            break;
#pragma omp parallel
        {
#pragma omp for schedule(static)
            for (int t = 0; t < 2 * m; t++) {
                int k = o + B + (t / 2) * B;
                if (t % 2 == 0) /* right of the diagonal tile: down each column */
                    for (int p = o; p < o + B; p++)
                        for (int i = p + 1; i < o + B; i++) {
                            float l = A[(size_t)i * n + p];
#pragma omp simd
                            for (int j = k; j < k + B; j++)
                                A[(size_t)i * n + j] -= l * A[(size_t)p * n + j];
                        }
                else /* below it: along each row */
                    for (int i = k; i < k + B; i++)
                        for (int p = o; p < o + B; p++) {
                            float l = A[(size_t)i * n + p] /= A[(size_t)p * n + p];
                            for (int j = p + 1; j < o + B; j++)
                                A[(size_t)i * n + j] -= l * A[(size_t)p * n + j];
                        }
            }
#pragma omp for schedule(static)
            for (int i = o + B; i < n; i++) {
                float *a = A + (size_t)i * n;
                for (int p = o; p < o + B; p++) {
                    float l = a[p];
                    const float *u = A + (size_t)p * n;
#pragma omp simd
                    for (int j = o + B; j < n; j++)
                        a[j] -= l * u[j];
                }
            }
        }
    }
}

int main(void)
{
    const int n = LUD_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *A = malloc(bytes), *LU = malloc(bytes);
    lud_matrix(A, n);
    memcpy(LU, A, bytes);
    lud(LU, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        memcpy(LU, A, bytes);
        double t0 = bench_now_ms();
        lud(LU, n);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = lud_check(LU, A, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
