// Breadth-first search from node 0 of a random directed graph with n nodes
// of 2 to 10 out-edges each, stored as CSR.  Frontier masks, one thread per
// node, two launches per level: nodes in the frontier mark their unvisited
// neighbours for the next level; then each marked node takes the level, joins
// the frontier and sets a flag.  The host repeats until no node was marked.
#include "bfs.h"

#define BLOCK 256

__global__ void expand(const int *off, const int *adj, char *frontier, const char *visited, char *next, int n)
{
    int v = blockIdx.x * BLOCK + threadIdx.x;
    if (v >= n || !frontier[v])
        return;
    frontier[v] = 0;
    for (int e = off[v]; e < off[v + 1]; e++)
        if (!visited[adj[e]])
            next[adj[e]] = 1; // several threads may store the same 1
}

__global__ void settle(char *frontier, char *visited, char *next, int *level, int depth, int *changed, int n)
{
    int v = blockIdx.x * BLOCK + threadIdx.x;
    if (v >= n || !next[v])
        return;
    next[v] = 0;
    level[v] = depth;
    frontier[v] = visited[v] = 1;
    *changed = 1;
}

int main()
{
    const int n = BFS_N;
    int *off, *adj, m = bfs_graph(n, &off, &adj);
    int *doff, *dadj, *dlevel, *dchanged;
    char *dfrontier, *dvisited, *dnext;
    cudaMalloc(&doff, (n + 1) * sizeof(int));
    cudaMalloc(&dadj, m * sizeof(int));
    cudaMalloc(&dlevel, n * sizeof(int));
    cudaMalloc(&dchanged, sizeof(int));
    cudaMalloc(&dfrontier, n);
    cudaMalloc(&dvisited, n);
    cudaMalloc(&dnext, n);
    cudaMemcpy(doff, off, (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dadj, adj, m * sizeof(int), cudaMemcpyHostToDevice);

    int grid = (n + BLOCK - 1) / BLOCK;
    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        double t0 = bench_now_ms();
        cudaMemset(dlevel, 0xff, n * sizeof(int)); // -1: not reached
        cudaMemset(dfrontier, 0, n);
        cudaMemset(dvisited, 0, n);
        cudaMemset(dnext, 0, n);
        cudaMemset(dlevel, 0, sizeof(int)); // node 0 is the source
        cudaMemset(dfrontier, 1, 1);
        cudaMemset(dvisited, 1, 1);
        int changed = 1;
        for (int depth = 1; changed; depth++) {
            cudaMemset(dchanged, 0, sizeof(int));
            expand<<<grid, BLOCK>>>(doff, dadj, dfrontier, dvisited, dnext, n);
            settle<<<grid, BLOCK>>>(dfrontier, dvisited, dnext, dlevel, depth, dchanged, n);
            cudaMemcpy(&changed, dchanged, sizeof(int), cudaMemcpyDeviceToHost);
        }
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
        else
            ok &= bench_cuda_ok();
    }
    ok &= bench_cuda_ok();
    int *level = (int *)malloc(n * sizeof(int));
    cudaMemcpy(level, dlevel, n * sizeof(int), cudaMemcpyDeviceToHost);

    double sum;
    ok &= bfs_check(level, off, adj, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
