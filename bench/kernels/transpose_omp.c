/* out = in^T in 32x32 blocks, so both matrices are walked a cache line at a
 * time. */
#include "transpose.h"

#define TILE 32

static void transpose(const float *restrict in, float *restrict out, int n)
{
#pragma omp parallel for collapse(2) schedule(static)
    for (int ib = 0; ib < n; ib += TILE)
        for (int jb = 0; jb < n; jb += TILE)
            for (int i = ib; i < ib + TILE; i++)
                for (int j = jb; j < jb + TILE; j++)
                    out[(size_t)j * n + i] = in[(size_t)i * n + j];
}

int main(void)
{
    const int n = TRANSPOSE_N;
    float *in = malloc((size_t)n * n * sizeof *in), *out = malloc((size_t)n * n * sizeof *out);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n * n; i++) {
        in[i] = (float)i;
        out[i] = 0;
    }
    transpose(in, out, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        transpose(in, out, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = transpose_check(out, in, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
