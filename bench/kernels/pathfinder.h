/* What pathfinder.cu, pathfinder_omp.c and pathfinder_ocl.c share: the grid
 * of weights and the serial row-by-row costs that every twin's last row must
 * match exactly.  Valid C and C++ (the .cu includes it); no CUDA or OpenCL
 * here. */
#ifndef PATHFINDER_H
#define PATHFINDER_H
#include "bench.h"
#include <stdlib.h>

#define PATHFINDER_ROWS 256
#define PATHFINDER_COLS (1 << 17)

/* A rows x cols grid of weights 0..9. */
static inline int *pathfinder_wall(int rows, int cols)
{
    size_t cells = (size_t)rows * cols;
    int *wall = (int *)malloc(cells * sizeof(int));
    for (size_t i = 0; i < cells; i++)
        wall[i] = (int)(10 * bench_unit(i));
    return wall;
}

/* One row at a time, serially; the costs in `out` must match exactly.
 * *sum gets their sum. */
static inline int pathfinder_check(const int *out, const int *wall, int rows, int cols, double *sum)
{
    int *cur = (int *)malloc(cols * sizeof(int)), *nxt = (int *)malloc(cols * sizeof(int));
    for (int c = 0; c < cols; c++)
        cur[c] = wall[c];
    for (int r = 1; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            int m = cur[c];
            if (c > 0 && cur[c - 1] < m)
                m = cur[c - 1];
            if (c < cols - 1 && cur[c + 1] < m)
                m = cur[c + 1];
            nxt[c] = m + wall[(size_t)r * cols + c];
        }
        int *t = cur;
        cur = nxt;
        nxt = t;
    }
    int ok = 1;
    double total = 0;
    for (int c = 0; c < cols; c++) {
        ok &= out[c] == cur[c];
        total += out[c];
    }
    free(cur);
    free(nxt);
    *sum = total;
    return ok;
}
#endif
