/* Needleman-Wunsch global alignment of two random sequences of length n over
 * a 24-letter alphabet: F[i][j] is the best of F[i-1][j-1] + sim(a_i, b_j),
 * F[i-1][j] - GAP and F[i][j-1] - GAP, with F[i][0] = -i GAP, F[0][j] = -j GAP.
 * The matrix is cut into 16x16 tiles swept by anti-diagonals of tiles: the
 * tiles of one anti-diagonal are split among the threads, each fills its tile
 * row by row. */
#include "nw.h"

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
                    row[j] = nw_max(up[j - 1] + s[b[j - 1]], nw_max(up[j], row[j - 1]) - GAP);
            }
        }
    }
}

int main(void)
{
    const int n = NW_N;
    unsigned char *a = malloc(n), *b = malloc(n);
    int sim[ALPHA * ALPHA];
    nw_inputs(a, b, sim, n);
    int *F = nw_matrix(n);
    nw(F, a, b, sim, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        nw(F, a, b, sim, n);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = nw_check(F, a, b, sim, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
