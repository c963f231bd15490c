/* The typed dense routines, written once and included by dense_s.c,
 * dense_d.c, dense_c.c and dense_z.c, which name the element type first:
 *   P        the cuSOLVER letter (S, D, C, Z)     lp  the LAPACK letter
 *   T        the element type in the API          LT  LAPACKE's element type
 *   R        the real type of T                   RE(x) the real part of an LT
 *   IS_COMPLEX, and ORMQR ORGQR SYEVD SYEVJ SYGVD SYGVJ SYEVR: the routine names that differ
 *   between real (orm, syev, sygv) and complex (unm, heev, hegv).
 * Each routine checks its arguments when called (CUSOLVER_STATUS_INVALID_VALUE
 * as cuSOLVER documents), asks LAPACK the workspace it needs, allocates what
 * the caller's workspace does not cover, and queues the LAPACK call on the
 * handle's stream; the LAPACK info becomes devInfo when the work runs.
 * Arguments are always checked here first, so that LAPACK's own checks
 * (whose xerbla may stop the process) never fire. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "solver.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define API(name) CAT(CAT(cusolverDn, P), name)
#define LAPACK(name) CAT(CAT(LAPACKE_, lp), CAT(name, _work))
#define COL LAPACK_COL_MAJOR
#ifndef CONJ
#define CONJ(x) (x)
#endif

#define CHECK_HANDLE(h)                                                                            \
    do {                                                                                           \
        if (!(h))                                                                                  \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                \
    } while (0)
#define REQUIRE(cond)                                                                              \
    do {                                                                                           \
        if (!(cond))                                                                               \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                  \
    } while (0)

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }

/* What LAPACK reports as a workspace size (an element of the work array)
 * as a count; at least 1. */
static int wsize(LT q) { return imax(1, (int)RE(q)); }

/* The workspace of one queued call: the caller's when it is large enough,
 * else ours, with LAPACK's real and integer workspaces, in one allocation
 * (own) freed after the work has run. */
struct scratch {
    LT *work;
    int lwork;
    R *rwork;
    lapack_int *iwork;
    void *own;
};

static cusolverStatus_t scratch_get(struct scratch *s, T *user, int user_lwork, int lwork,
                                    int lrwork, int liwork)
{
    lwork = imax(1, lwork);
    int mine = !(user && user_lwork >= lwork);
    size_t wbytes = mine ? (size_t)lwork * sizeof(LT) : 0;
    size_t rbytes = (size_t)imax(0, lrwork) * sizeof(R);
    size_t ibytes = (size_t)imax(0, liwork) * sizeof(lapack_int);
    wbytes = (wbytes + 15) & ~(size_t)15;
    rbytes = (rbytes + 15) & ~(size_t)15;
    memset(s, 0, sizeof *s);
    s->lwork = mine ? lwork : user_lwork;
    if (wbytes + rbytes + ibytes) {
        s->own = malloc(wbytes + rbytes + ibytes);
        if (!s->own)
            return CUSOLVER_STATUS_ALLOC_FAILED;
    }
    char *p = s->own;
    s->work = mine ? (LT *)p : (LT *)user;
    s->rwork = lrwork > 0 ? (R *)(p + wbytes) : NULL;
    s->iwork = liwork > 0 ? (lapack_int *)(p + wbytes + rbytes) : NULL;
    return CUSOLVER_STATUS_SUCCESS;
}

static int trans_ok(cublasOperation_t op)
{
    return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C;
}

/* LAPACK's transposition letter: a real matrix's conjugate transpose is
 * its transpose. */
static char trans_char(cublasOperation_t op)
{
    if (op == CUBLAS_OP_N)
        return 'N';
    return (IS_COMPLEX && op == CUBLAS_OP_C) ? 'C' : 'T';
}

#include "dense_lu_tmpl.h"
#include "dense_chol_tmpl.h"
#include "dense_qr_tmpl.h"
#include "dense_sym_tmpl.h"
#include "dense_svd_tmpl.h"
#include "dense_eig_tmpl.h"
#include "dense_evx_tmpl.h"
#include "dense_irs_tmpl.h"

#undef CHECK_HANDLE
#undef REQUIRE
