/* Breadth-first search from node 0 of a random directed graph with n nodes
 * of 2 to 10 out-edges each, stored as CSR.  Frontier masks, two parallel
 * loops over the nodes per level: nodes in the frontier mark their unvisited
 * neighbours for the next level; then each marked node takes the level and
 * joins the frontier.  Repeats until no node was marked. */
#include "bfs.h"
#include <string.h>

static void bfs(const int *restrict off, const int *restrict adj, char *restrict frontier,
                char *restrict visited, char *restrict next, int *restrict level, int n)
{
    memset(frontier, 0, n);
    memset(visited, 0, n);
    memset(next, 0, n);
    for (int v = 0; v < n; v++)
        level[v] = -1;
    level[0] = 0;
    frontier[0] = visited[0] = 1;
    int changed = 1;
    for (int depth = 1; changed; depth++) {
        changed = 0;
#pragma omp parallel
        {
#pragma omp for schedule(static)
            for (int v = 0; v < n; v++) {
                if (!frontier[v])
                    continue;
                frontier[v] = 0;
                for (int e = off[v]; e < off[v + 1]; e++)
                    if (!visited[adj[e]]) {
#pragma omp atomic write relaxed
                        next[adj[e]] = 1; /* several threads may store the same 1 */
                    }
            }
#pragma omp for schedule(static) reduction(| : changed)
            for (int v = 0; v < n; v++)
                if (next[v]) {
                    next[v] = 0;
                    level[v] = depth;
                    frontier[v] = visited[v] = 1;
                    changed = 1;
                }
        }
    }
}

int main(void)
{
    const int n = BFS_N;
    int *off, *adj, *level = malloc(n * sizeof(int));
    bfs_graph(n, &off, &adj);
    char *frontier = malloc(n), *visited = malloc(n), *next = malloc(n);
    bfs(off, adj, frontier, visited, next, level, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        bfs(off, adj, frontier, visited, next, level, n);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = bfs_check(level, off, adj, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
