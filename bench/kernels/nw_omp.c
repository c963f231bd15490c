/* Needleman-Wunsch global alignment of two random sequences of length n over
 * a 24-letter alphabet: F[i][j] is the best of F[i-1][j-1] + sim(a_i, b_j),
 * F[i-1][j] - GAP and F[i][j-1] - GAP, with F[i][0] = -i GAP, F[0][j] = -j GAP.
 * The matrix is cut into 16x16 tiles swept by anti-diagonals of tiles: the
 * tiles of one anti-diagonal are split among the threads, each fills its tile
 * row by row. */
#include "bench.h"
#include <stdlib.h>

#define T 16
#define ALPHA 24
#define GAP 4

static inline int max2(int x, int y) { return x > y ? x : y; }

static void nw(int *restrict F, const unsigned char *a, const unsigned char *b, const int *sim, int n)
{
    int nb = n / T, w = n + 1;
#pragma omp parallel
    for (int diag = 0; diag < 2 * nb - 1; diag++) {
        int lo = diag < nb ? 0 : diag - nb + 1, hi = diag < nb ? diag : nb - 1;
#pragma omp for schedule(static)
        for (int bi = lo; bi <= hi; bi++) {
            int bj = diag - bi;
            for (int i = bi * T + 1; i <= bi * T + T; i++) {
                const int *s = sim + a[i - 1] * ALPHA;
                int *row = F + (size_t)i * w, *up = row - w;
                for (int j = bj * T + 1; j <= bj * T + T; j++)
                    row[j] = max2(up[j - 1] + s[b[j - 1]], max2(up[j], row[j - 1]) - GAP);
            }
        }
    }
}

int main(void)
{
    const int n = 4096, w = n + 1;
    unsigned char *a = malloc(n), *b = malloc(n);
    for (int i = 0; i < n; i++) {
        a[i] = (unsigned char)(ALPHA * bench_unit(i));
        b[i] = (unsigned char)(ALPHA * bench_unit(i + n));
    }
    int sim[ALPHA * ALPHA];
    for (int x = 0; x < ALPHA; x++)
        for (int y = 0; y < ALPHA; y++)
            sim[x * ALPHA + y] = x == y ? 5 : -1 - (int)(bench_hash(x < y ? x * ALPHA + y : y * ALPHA + x) % 4);
    int *F = calloc((size_t)w * w, sizeof(int)), *want = calloc((size_t)w * w, sizeof(int));
    for (int i = 0; i <= n; i++)
        F[(size_t)i * w] = F[i] = want[(size_t)i * w] = want[i] = -i * GAP;
    nw(F, a, b, sim, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        nw(F, a, b, sim, n);
        ms[r] = bench_now_ms() - t0;
    }

    /* Row by row, serially; every score must match exactly. */
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++) {
            int m = want[(size_t)(i - 1) * w + j - 1] + sim[a[i - 1] * ALPHA + b[j - 1]];
            int g = max2(want[(size_t)(i - 1) * w + j], want[(size_t)i * w + j - 1]) - GAP;
            want[(size_t)i * w + j] = max2(m, g);
        }
    int ok = 1;
    double sum = 0;
    for (size_t i = 0; i < (size_t)w * w; i++) {
        ok &= F[i] == want[i];
        sum += F[i];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
