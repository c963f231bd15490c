/* Cheapest path down a rows x cols grid of weights 0..9, moving one row down
 * and at most one column sideways per step: row r's cost at column c is its
 * weight plus the least of the previous row's costs at c - 1, c, c + 1.
 * One parallel region; each row's interior columns are split among the
 * threads and vectorized, one thread takes the two edge columns and swaps the
 * row buffers (the barriers order the rows). */
#include "pathfinder.h"

static inline int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

/* Returns the buffer that holds the last row's costs. */
static int *rows_down(const int *restrict wall, int *buf0, int *buf1, int rows, int cols)
{
    int *cur = buf0, *nxt = buf1;
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (int c = 0; c < cols; c++)
            cur[c] = wall[c];
        for (int r = 1; r < rows; r++) {
            const int *w = wall + (size_t)r * cols;
#pragma omp for simd schedule(static)
            for (int c = 1; c < cols - 1; c++)
                nxt[c] = min3(cur[c - 1], cur[c], cur[c + 1]) + w[c];
#pragma omp single
            { /* the edge columns, then the swap */
                nxt[0] = min3(cur[0], cur[0], cur[1]) + w[0];
                nxt[cols - 1] = min3(cur[cols - 2], cur[cols - 1], cur[cols - 1]) + w[cols - 1];
                int *t = cur;
                cur = nxt;
                nxt = t;
            }
        }
    }
    return cur;
}

int main(void)
{
    const int rows = PATHFINDER_ROWS, cols = PATHFINDER_COLS;
    int *wall = pathfinder_wall(rows, cols);
    int *buf0 = malloc(cols * sizeof(int)), *buf1 = malloc(cols * sizeof(int));
    rows_down(wall, buf0, buf1, rows, cols);
    double ms[BENCH_REPS];
    const int *out = buf0;
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        out = rows_down(wall, buf0, buf1, rows, cols);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = pathfinder_check(out, wall, rows, cols, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
