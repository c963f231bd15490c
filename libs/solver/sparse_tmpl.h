/* The typed sparse direct solvers, included by sparse_s.c ... sparse_z.c
 * with the element macros of dense_tmpl.h (P, lp, T, R, LT, IS_COMPLEX,
 * ABS).  A x = b for an m x m CSR matrix, solved by LAPACK on a dense
 * copy; singularity is -1, or the first (0-based) j whose pivot's
 * magnitude is at most tol, as cuSOLVER reports it (x is then left alone). */

#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "sparse.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define SPAPI(name) CAT(CAT(cusolverSp, P), name)
#define LAPACK(name) CAT(CAT(LAPACKE_, lp), CAT(name, _work))
#define COL LAPACK_COL_MAJOR

/* The dense m x m matrix of a CSR one (duplicates summed), and b's copy
 * after it; NULL with *st set when the CSR arrays are not consistent or
 * memory runs out. */
static LT *dense_of(int m, int nnz, int base, const LT *val, const int *row_ptr,
                    const int *col_ind, const LT *b, cusolverStatus_t *st)
{
    *st = CUSOLVER_STATUS_INVALID_VALUE;
    if (row_ptr[0] != base || row_ptr[m] - base != nnz)
        return NULL;
    LT *A = calloc((size_t)m * m + m, sizeof(LT));
    if (!A) {
        *st = CUSOLVER_STATUS_ALLOC_FAILED;
        return NULL;
    }
    for (int i = 0; i < m; i++) {
        if (row_ptr[i + 1] < row_ptr[i]) {
            free(A);
            return NULL;
        }
        for (int k = row_ptr[i] - base; k < row_ptr[i + 1] - base; k++) {
            int j = col_ind[k] - base;
            if (j < 0 || j >= m) {
                free(A);
                return NULL;
            }
            A[i + (size_t)j * m] += val[k];
        }
    }
    memcpy(A + (size_t)m * m, b, sizeof(LT) * m);
    *st = CUSOLVER_STATUS_SUCCESS;
    return A;
}

/* The first j with |A(j, j)| <= tol, or -1. */
static int small_pivot(const LT *A, int m, R tol)
{
    for (int j = 0; j < m; j++)
        if (ABS(A[j + (size_t)j * m]) <= tol)
            return j;
    return -1;
}

enum method { QR, CHOL, LU };

static cusolverStatus_t solve(enum method how, cusolverSpHandle_t handle, int device, int m,
                              int nnz, const cusparseMatDescr_t descr, const T *val,
                              const int *row_ptr, const int *col_ind, const T *b, R tol, T *x,
                              int *singularity)
{
    int base = 0;
    cusolverStatus_t st = solver_sp_begin(handle, device, descr, row_ptr, &base);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (m <= 0 || nnz <= 0 || !val || !col_ind || !b || !x || !singularity)
        return CUSOLVER_STATUS_INVALID_VALUE;
    LT *A = dense_of(m, nnz, base, (const LT *)val, row_ptr, col_ind, (const LT *)b, &st);
    if (!A)
        return st;
    LT *y = A + (size_t)m * m;
    int sing = -1;
    if (how == QR) {
        LT q = 0;
        LAPACK(geqrf)(COL, m, m, A, m, NULL, &q, -1);
        int lwork = (int)RE(q) > m ? (int)RE(q) : m;
        LT *tau = malloc(sizeof(LT) * ((size_t)m + lwork));
        if (!tau) {
            free(A);
            return CUSOLVER_STATUS_ALLOC_FAILED;
        }
        LAPACK(geqrf)(COL, m, m, A, m, tau, tau + m, lwork);
        sing = small_pivot(A, m, tol);
        if (sing < 0) {
            LAPACK(ORMQR)(COL, 'L', IS_COMPLEX ? 'C' : 'T', m, 1, m, A, m, tau, y, m, tau + m,
                          lwork);
            LAPACK(trtrs)(COL, 'U', 'N', 'N', m, 1, A, m, y, m);
        }
        free(tau);
    } else if (how == CHOL) {
        /* The lower triangle, as cuSOLVER's csrlsvchol reads it. */
        int info = LAPACK(potrf)(COL, 'L', m, A, m);
        sing = info > 0 ? info - 1 : small_pivot(A, m, tol);
        if (sing < 0)
            LAPACK(potrs)(COL, 'L', m, 1, A, m, y, m);
    } else {
        int *ipiv = malloc(sizeof(int) * (size_t)m);
        if (!ipiv) {
            free(A);
            return CUSOLVER_STATUS_ALLOC_FAILED;
        }
        int info = LAPACK(getrf)(COL, m, m, A, m, ipiv);
        sing = small_pivot(A, m, tol);
        if (info > 0 && (sing < 0 || info - 1 < sing))
            sing = info - 1;
        if (sing < 0)
            LAPACK(getrs)(COL, 'N', m, 1, A, m, ipiv, y, m);
        free(ipiv);
    }
    if (sing < 0)
        memcpy(x, y, sizeof(LT) * m);
    *singularity = sing;
    free(A);
    return CUSOLVER_STATUS_SUCCESS;
}

#define SP_SOLVER(name, how, device)                                                               \
    cusolverStatus_t SPAPI(name)(cusolverSpHandle_t handle, int m, int nnz,                        \
                                 const cusparseMatDescr_t descrA, const T *csrVal,                 \
                                 const int *csrRowPtr, const int *csrColInd, const T *b, R tol,    \
                                 int reorder, T *x, int *singularity)                              \
    {                                                                                              \
        (void)reorder; /* a dense factorization has no fill to reduce */                          \
        return solve(how, handle, device, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, x, \
                     singularity);                                                                 \
    }

SP_SOLVER(csrlsvqr, QR, 1)
SP_SOLVER(csrlsvqrHost, QR, 0)
SP_SOLVER(csrlsvchol, CHOL, 1)
SP_SOLVER(csrlsvcholHost, CHOL, 0)
SP_SOLVER(csrlsvluHost, LU, 0)
