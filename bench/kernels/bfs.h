/* What bfs.cu, bfs_omp.c and bfs_ocl.c share: the random graph and the
 * serial breadth-first search whose levels every twin must match exactly.
 * Valid C and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef BFS_H
#define BFS_H
#include "bench.h"
#include <stdlib.h>

#define BFS_N (1 << 19) /* nodes */

/* n nodes of 2 to 10 out-edges each, as CSR: node v's edges are
 * (*adj)[(*off)[v]] to (*adj)[(*off)[v + 1] - 1].  Returns the edge count. */
static inline int bfs_graph(int n, int **off, int **adj)
{
    int *o = (int *)malloc((n + 1) * sizeof(int));
    o[0] = 0;
    for (int v = 0; v < n; v++)
        o[v + 1] = o[v] + 2 + (int)(9 * bench_unit(v));
    int m = o[n], *a = (int *)malloc(m * sizeof(int));
    for (int e = 0; e < m; e++)
        a[e] = (int)(n * bench_unit(e + n));
    *off = o;
    *adj = a;
    return m;
}

/* A queue, serially, from node 0; every level must match exactly (-1: not
 * reached).  *sum gets the sum of the levels. */
static inline int bfs_check(const int *level, const int *off, const int *adj, int n, double *sum)
{
    int *want = (int *)malloc(n * sizeof(int)), *queue = (int *)malloc(n * sizeof(int));
    for (int v = 0; v < n; v++)
        want[v] = -1;
    int head = 0, tail = 0;
    want[0] = 0;
    queue[tail++] = 0;
    while (head < tail) {
        int v = queue[head++];
        for (int e = off[v]; e < off[v + 1]; e++)
            if (want[adj[e]] < 0) {
                want[adj[e]] = want[v] + 1;
                queue[tail++] = adj[e];
            }
    }
    int ok = 1;
    double total = 0;
    for (int v = 0; v < n; v++) {
        ok &= level[v] == want[v];
        total += level[v];
    }
    free(want);
    free(queue);
    *sum = total;
    return ok;
}
#endif
