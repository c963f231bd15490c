/* One Needleman-Wunsch tile (kernels/nw.cu's 16x16, with its halo and
 * staged scores) swept in three orders, in plain C, to show how much of
 * nw's gap to its OpenMP twin is the order of the sweep rather than the
 * compiler:
 *   diagonal: the CUDA kernel's schedule as Ferry runs it, one
 *             anti-diagonal after another, each a loop over the threads on
 *             it (the range guardedloops.c narrows the thread loop to);
 *   thread:   each thread's whole column before the next thread's (the
 *             kernel with its in-loop barrier dropped);
 *   row:      row by row, the OpenMP twin's order, whose chain through
 *             the left neighbour stays in a register.
 * All three must leave the same tile; each is timed over many sweeps of
 * one tile in L1, so that memory plays no part.
 *   cc -O3 -march=native bench/wavefront.c && ./a.out */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define T 16
#define GAP 4
#define SWEEPS 200000

static int f[T + 1][T + 1], s[T][T];

static inline int imax(int x, int y) { return x > y ? x : y; }

/* The kernel's cell: thread tx's on row r. */
static inline void cell(int r, int tx)
{
    f[r + 1][tx + 1] = imax(f[r][tx] + s[r][tx], imax(f[r][tx + 1], f[r + 1][tx]) - GAP);
}

__attribute__((noinline)) static void diagonal(void)
{
    for (int d = 0; d < 2 * T - 1; d++) {
        int lo = d - (T - 1) > 0 ? d - (T - 1) : 0, hi = d < T - 1 ? d : T - 1;
        for (int tx = lo; tx <= hi; tx++)
            if ((unsigned)(d - tx) < T) /* the kernel's test, which the narrowed loop keeps */
                cell(d - tx, tx);
        __asm__ volatile("" ::: "memory"); /* the barrier */
    }
}

__attribute__((noinline)) static void thread_major(void)
{
    for (int tx = 0; tx < T; tx++)
        for (int d = 0; d < 2 * T - 1; d++)
            if (d - tx >= 0 && d - tx < T)
                cell(d - tx, tx);
}

__attribute__((noinline)) static void row_major(void)
{
    for (int r = 0; r < T; r++)
        for (int tx = 0; tx < T; tx++)
            cell(r, tx);
}

static void reset(void)
{
    memset(f, 0, sizeof f);
    for (int i = 0; i <= T; i++)
        f[0][i] = f[i][0] = -GAP * i;
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

int main(void)
{
    static const struct {
        const char *name;
        void (*sweep)(void);
    } orders[] = {{"diagonal", diagonal}, {"thread", thread_major}, {"row", row_major}};
    srand(1);
    for (int r = 0; r < T; r++)
        for (int c = 0; c < T; c++)
            s[r][c] = r == c ? 5 : -1 - rand() % 4;
    int want[T + 1][T + 1];
    reset();
    row_major();
    memcpy(want, f, sizeof f);
    double ns[3];
    int ok = 1;
    for (int k = 0; k < 3; k++) {
        reset();
        orders[k].sweep();
        if (memcmp(f, want, sizeof f)) {
            printf("%s: the tile differs from the row-by-row one\n", orders[k].name);
            ok = 0;
        }
        /* each sweep reads only the halo and scores, which stay put */
        double t0 = now_ns();
        for (int i = 0; i < SWEEPS; i++) {
            orders[k].sweep();
            __asm__ volatile("" ::: "memory");
        }
        ns[k] = (now_ns() - t0) / SWEEPS;
    }
    for (int k = 0; k < 3; k++)
        printf("%-9s %7.1f ns per tile  %.2fx the row order\n", orders[k].name, ns[k], ns[k] / ns[2]);
    return ok ? 0 : 1;
}
