/* cusolverSpXcsrperm: B = A(p, q) in place (B's row i is A's row p[i], its
 * column j A's column q[j]), with map carried along so that the caller can
 * gather the values (valB = valA(map) when map starts as 0 .. nnz-1).
 * Each row of B is sorted by column. */
#include <stdlib.h>
#include <string.h>

#include <cusolverSp.h>

#include "solver.h"
#include "sparse.h"

struct entry {
    int col, map;
};

static size_t perm_bytes(int m, int n, int nnz)
{
    return sizeof(int) * ((size_t)m + 1 + (size_t)n) + sizeof(struct entry) * (size_t)nnz;
}

static int by_col(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    return (x->col > y->col) - (x->col < y->col);
}

static cusolverStatus_t perm_check(cusolverSpHandle_t handle, int m, int n, int nnz,
                                   const cusparseMatDescr_t descr, const int *row_ptr,
                                   const int *col_ind, const int *p, const int *q, int *base)
{
    cusolverStatus_t st = solver_sp_begin(handle, 0, descr, row_ptr, base);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (m < 0 || n < 0 || nnz < 0 || (nnz && !col_ind) || (m && !p) || (n && !q) ||
        row_ptr[m] - *base != nnz)
        return CUSOLVER_STATUS_INVALID_VALUE;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n,
                                                   int nnzA, const cusparseMatDescr_t descrA,
                                                   const int *csrRowPtrA, const int *csrColIndA,
                                                   const int *p, const int *q,
                                                   size_t *bufferSizeInBytes)
{
    int base;
    cusolverStatus_t st =
        perm_check(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, &base);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (!bufferSizeInBytes)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *bufferSizeInBytes = perm_bytes(m, n, nnzA);
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA,
                                        const cusparseMatDescr_t descrA, int *csrRowPtrA,
                                        int *csrColIndA, const int *p, const int *q, int *map,
                                        void *pBuffer)
{
    int base;
    cusolverStatus_t st =
        perm_check(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, &base);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (nnzA && !map)
        return CUSOLVER_STATUS_INVALID_VALUE;
    void *own = pBuffer ? NULL : malloc(perm_bytes(m, n, nnzA));
    if (!pBuffer && !own)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    /* The entries (two ints each) first, then the ints: nothing in the
     * buffer needs more than int alignment. */
    struct entry *e = pBuffer ? pBuffer : own;
    int *rows = (int *)(e + nnzA), *qinv = rows + m + 1;
    memcpy(rows, csrRowPtrA, sizeof(int) * ((size_t)m + 1));
    for (int j = 0; j < n; j++)
        qinv[j] = -1;
    for (int j = 0; j < n; j++)
        if (q[j] >= 0 && q[j] < n)
            qinv[q[j]] = j;
    for (int i = 0; i < m; i++)
        if (p[i] < 0 || p[i] >= m) {
            free(own);
            return CUSOLVER_STATUS_INVALID_VALUE;
        }
    for (int j = 0; j < n; j++)
        if (qinv[j] < 0) { /* q is not a permutation */
            free(own);
            return CUSOLVER_STATUS_INVALID_VALUE;
        }
    int pos = 0;
    csrRowPtrA[0] = base;
    for (int i = 0; i < m; i++) {
        int r = p[i], first = pos;
        for (int k = rows[r] - base; k < rows[r + 1] - base; k++) {
            e[pos].col = qinv[csrColIndA[k] - base];
            e[pos].map = map[k];
            pos++;
        }
        qsort(e + first, (size_t)(pos - first), sizeof *e, by_col);
        csrRowPtrA[i + 1] = pos + base;
    }
    for (int k = 0; k < pos; k++) {
        csrColIndA[k] = e[k].col + base;
        map[k] = e[k].map;
    }
    free(own);
    return CUSOLVER_STATUS_SUCCESS;
}
