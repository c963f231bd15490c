/* Fill-reducing orderings of cusolverSp: csrsymrcmHost (reverse
 * Cuthill-McKee on the pattern of A + A^T), and csrsymamdHost,
 * csrsymmdqHost and csrmetisndHost, which answer with the same ordering:
 * every permutation is a valid answer to them, and Ferry's sparse solvers
 * factor dense copies, where no ordering changes the work.  p[i] is the
 * 0-based original index of the new row i. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cusolverSp.h>

#include "solver.h"
#include "sparse.h"

struct graph {
    int n;
    int *start; /* n + 1 */
    int *adj;
};

/* The symmetric pattern of A + A^T without the diagonal, duplicates kept
 * (they only repeat a visit check). */
static int graph_of(int n, int base, const int *row_ptr, const int *col_ind, struct graph *g)
{
    int nnz = row_ptr[n] - base;
    g->n = n;
    g->start = calloc((size_t)n + 1, sizeof(int));
    g->adj = malloc(sizeof(int) * (size_t)(2 * nnz > 0 ? 2 * nnz : 1));
    int *fill = calloc((size_t)n, sizeof(int));
    if (!g->start || !g->adj || !fill) {
        free(g->start), free(g->adj), free(fill);
        return 0;
    }
    for (int i = 0; i < n; i++)
        for (int k = row_ptr[i] - base; k < row_ptr[i + 1] - base; k++) {
            int j = col_ind[k] - base;
            if (j != i && j >= 0 && j < n)
                g->start[i + 1]++, g->start[j + 1]++;
        }
    for (int i = 0; i < n; i++)
        g->start[i + 1] += g->start[i];
    for (int i = 0; i < n; i++)
        for (int k = row_ptr[i] - base; k < row_ptr[i + 1] - base; k++) {
            int j = col_ind[k] - base;
            if (j != i && j >= 0 && j < n) {
                g->adj[g->start[i] + fill[i]++] = j;
                g->adj[g->start[j] + fill[j]++] = i;
            }
        }
    free(fill);
    return 1;
}

static int degree(const struct graph *g, int v) { return g->start[v + 1] - g->start[v]; }

/* Cuthill-McKee from each unvisited vertex of least degree (one per
 * connected component), neighbours taken by increasing degree; then
 * reversed. */
static int rcm(const struct graph *g, int *p)
{
    int n = g->n;
    char *seen = calloc((size_t)n, 1);
    int *by_degree = malloc(sizeof(int) * (size_t)n);
    if (!seen || !by_degree) {
        free(seen), free(by_degree);
        return 0;
    }
    for (int i = 0; i < n; i++)
        by_degree[i] = i;
    /* Insertion sort by degree, stable: the orderings must be the same on
     * every machine. */
    for (int i = 1; i < n; i++) {
        int v = by_degree[i], j = i;
        while (j > 0 && degree(g, by_degree[j - 1]) > degree(g, v)) {
            by_degree[j] = by_degree[j - 1];
            j--;
        }
        by_degree[j] = v;
    }
    int head = 0, tail = 0;
    for (int s = 0; s < n; s++) {
        int root = by_degree[s];
        if (seen[root])
            continue;
        seen[root] = 1;
        p[tail++] = root;
        while (head < tail) {
            int v = p[head++], first = tail;
            for (int k = g->start[v]; k < g->start[v + 1]; k++) {
                int w = g->adj[k];
                if (!seen[w]) {
                    seen[w] = 1;
                    p[tail++] = w;
                }
            }
            for (int i = first + 1; i < tail; i++) {
                int w = p[i], j = i;
                while (j > first && degree(g, p[j - 1]) > degree(g, w)) {
                    p[j] = p[j - 1];
                    j--;
                }
                p[j] = w;
            }
        }
    }
    for (int i = 0; i < n / 2; i++) {
        int t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
    free(seen), free(by_degree);
    return 1;
}

static cusolverStatus_t order(cusolverSpHandle_t handle, int n, int nnz,
                              const cusparseMatDescr_t descr, const int *row_ptr,
                              const int *col_ind, int *p)
{
    int base = 0;
    cusolverStatus_t st = solver_sp_begin(handle, 0, descr, row_ptr, &base);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (n <= 0 || nnz <= 0 || !col_ind || !p || row_ptr[n] - base != nnz)
        return CUSOLVER_STATUS_INVALID_VALUE;
    struct graph g;
    if (!graph_of(n, base, row_ptr, col_ind, &g))
        return CUSOLVER_STATUS_ALLOC_FAILED;
    int ok = rcm(&g, p);
    free(g.start), free(g.adj);
    return ok ? CUSOLVER_STATUS_SUCCESS : CUSOLVER_STATUS_ALLOC_FAILED;
}

cusolverStatus_t cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA,
                                          const cusparseMatDescr_t descrA, const int *csrRowPtrA,
                                          const int *csrColIndA, int *p)
{
    return order(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

cusolverStatus_t cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA,
                                          const cusparseMatDescr_t descrA, const int *csrRowPtrA,
                                          const int *csrColIndA, int *p)
{
    return order(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

cusolverStatus_t cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA,
                                          const cusparseMatDescr_t descrA, const int *csrRowPtrA,
                                          const int *csrColIndA, int *p)
{
    return order(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

cusolverStatus_t cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA,
                                           const cusparseMatDescr_t descrA, const int *csrRowPtrA,
                                           const int *csrColIndA, const int64_t *options, int *p)
{
    (void)options;
    return order(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}
