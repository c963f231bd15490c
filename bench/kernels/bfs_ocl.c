/* Breadth-first search from node 0 of a random directed graph with n nodes
 * of 2 to 10 out-edges each, stored as CSR, in OpenCL, as bfs.cu.  Frontier
 * masks, one item per node, two launches per level: nodes in the frontier
 * mark their unvisited neighbours for the next level; then each marked node
 * takes the level, joins the frontier and sets a flag.  The host repeats
 * until no node was marked.  cudaMemset is clEnqueueFillBuffer here. */
#include "ocl.h"
#include "bfs.h"

#define BLOCK 256

static const char *source =
    "__kernel void expand(__global const int *off, __global const int *adj, __global char *frontier,\n"
    "                     __global const char *visited, __global char *next, int n)\n"
    "{\n"
    "    int v = get_global_id(0);\n"
    "    if (v >= n || !frontier[v])\n"
    "        return;\n"
    "    frontier[v] = 0;\n"
    "    for (int e = off[v]; e < off[v + 1]; e++)\n"
    "        if (!visited[adj[e]])\n"
    "            next[adj[e]] = 1; /* several items may store the same 1 */\n"
    "}\n"
    "\n"
    "__kernel void settle(__global char *frontier, __global char *visited, __global char *next,\n"
    "                     __global int *level, int depth, __global int *changed, int n)\n"
    "{\n"
    "    int v = get_global_id(0);\n"
    "    if (v >= n || !next[v])\n"
    "        return;\n"
    "    next[v] = 0;\n"
    "    level[v] = depth;\n"
    "    frontier[v] = visited[v] = 1;\n"
    "    *changed = 1;\n"
    "}\n";

/* cudaMemset(m + offset, byte, bytes) */
static void fill(struct ocl *o, cl_mem m, unsigned char byte, size_t offset, size_t bytes)
{
    ocl_check(clEnqueueFillBuffer(o->queue, m, &byte, 1, offset, bytes, 0, NULL, NULL), "clEnqueueFillBuffer");
}

int main(void)
{
    const int n = BFS_N;
    int *off, *adj, m = bfs_graph(n, &off, &adj);
    struct ocl o;
    ocl_init(&o, source, NULL);
    cl_mem doff = ocl_buffer(&o, (n + 1) * sizeof(int), off), dadj = ocl_buffer(&o, m * sizeof(int), adj);
    cl_mem dlevel = ocl_buffer(&o, n * sizeof(int), NULL), dchanged = ocl_buffer(&o, sizeof(int), NULL);
    cl_mem dfrontier = ocl_buffer(&o, n, NULL), dvisited = ocl_buffer(&o, n, NULL), dnext = ocl_buffer(&o, n, NULL);
    cl_kernel kexp = ocl_kernel(&o, "expand"), kset = ocl_kernel(&o, "settle");
    OCL_ARG(kexp, 0, doff);
    OCL_ARG(kexp, 1, dadj);
    OCL_ARG(kexp, 2, dfrontier);
    OCL_ARG(kexp, 3, dvisited);
    OCL_ARG(kexp, 4, dnext);
    OCL_ARG(kexp, 5, n);
    OCL_ARG(kset, 0, dfrontier);
    OCL_ARG(kset, 1, dvisited);
    OCL_ARG(kset, 2, dnext);
    OCL_ARG(kset, 3, dlevel);
    OCL_ARG(kset, 5, dchanged);
    OCL_ARG(kset, 6, n);

    size_t grid = (n + BLOCK - 1) / BLOCK;
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        fill(&o, dlevel, 0xff, 0, n * sizeof(int)); /* -1: not reached */
        fill(&o, dfrontier, 0, 0, n);
        fill(&o, dvisited, 0, 0, n);
        fill(&o, dnext, 0, 0, n);
        fill(&o, dlevel, 0, 0, sizeof(int)); /* node 0 is the source */
        fill(&o, dfrontier, 1, 0, 1);
        fill(&o, dvisited, 1, 0, 1);
        int changed = 1;
        for (int depth = 1; changed; depth++) {
            fill(&o, dchanged, 0, 0, sizeof(int));
            ocl_launch1(&o, kexp, grid, BLOCK);
            OCL_ARG(kset, 4, depth);
            ocl_launch1(&o, kset, grid, BLOCK);
            ocl_read(&o, dchanged, sizeof(int), &changed);
        }
        ocl_finish(&o); /* the blocking read has drained the queue already */
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    int *level = malloc(n * sizeof(int));
    ocl_read(&o, dlevel, n * sizeof(int), level);

    double sum;
    int ok = bfs_check(level, off, adj, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
