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

/* ---- LU: getrf, getrs ---------------------------------------------------- */

/* LU without row interchanges (cuSOLVER's getrf with devIpiv NULL), which
 * LAPACK lacks.  As LAPACK's getrf, a zero pivot is reported (the first
 * one) and the factorization goes on. */
static int lu_nopivot(int m, int n, LT *A, int lda)
{
    int info = 0;
    for (int k = 0; k < imin(m, n); k++) {
        LT *ck = A + (size_t)k * lda;
        LT piv = ck[k];
        if (piv == 0) {
            if (!info)
                info = k + 1;
            continue;
        }
        LT inv = 1 / piv;
        for (int i = k + 1; i < m; i++)
            ck[i] *= inv;
        for (int j = k + 1; j < n; j++) {
            LT *cj = A + (size_t)j * lda;
            LT f = cj[k];
            if (f != 0)
                for (int i = k + 1; i < m; i++)
                    cj[i] -= ck[i] * f;
        }
    }
    return info;
}

cusolverStatus_t API(getrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, T *A, int lda,
                                       int *Lwork)
{
    (void)A;
    CHECK_HANDLE(handle);
    REQUIRE(m >= 0 && n >= 0 && lda >= solver_max1(m) && Lwork);
    *Lwork = 1; /* LAPACK's getrf needs none */
    return CUSOLVER_STATUS_SUCCESS;
}

struct getrf_args {
    int m, n, lda;
    LT *A;
    int *ipiv, *info;
};

static void getrf_run(void *p)
{
    struct getrf_args *a = p;
    int info = a->ipiv ? LAPACK(getrf)(COL, a->m, a->n, a->A, a->lda, a->ipiv)
                       : lu_nopivot(a->m, a->n, a->A, a->lda);
    solver_set_info(a->info, info);
}

cusolverStatus_t API(getrf)(cusolverDnHandle_t handle, int m, int n, T *A, int lda, T *Workspace,
                            int *devIpiv, int *devInfo)
{
    (void)Workspace;
    CHECK_HANDLE(handle);
    REQUIRE(m >= 0 && n >= 0 && lda >= solver_max1(m));
    struct getrf_args a = {m, n, lda, (LT *)A, devIpiv, devInfo};
    return solver_enqueue(handle, getrf_run, &a, sizeof a);
}

struct getrs_args {
    char trans;
    int n, nrhs, lda, ldb;
    const LT *A;
    const int *ipiv;
    LT *B;
    int *info;
};

static void getrs_run(void *p)
{
    struct getrs_args *a = p;
    LAPACK(getrs)(COL, a->trans, a->n, a->nrhs, a->A, a->lda, a->ipiv, a->B, a->ldb);
    solver_set_info(a->info, 0);
}

cusolverStatus_t API(getrs)(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                            const T *A, int lda, const int *devIpiv, T *B, int ldb, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(trans_ok(trans) && n >= 0 && nrhs >= 0 && lda >= solver_max1(n) &&
            ldb >= solver_max1(n));
    /* Factors made without pivoting (devIpiv NULL): LAPACK's getrs with
     * the identity permutation. */
    int *ident = NULL;
    if (!devIpiv) {
        ident = malloc(sizeof(int) * (size_t)solver_max1(n));
        if (!ident)
            return CUSOLVER_STATUS_ALLOC_FAILED;
        for (int i = 0; i < n; i++)
            ident[i] = i + 1;
    }
    struct getrs_args a = {trans_char(trans), n,  nrhs, lda, ldb, (const LT *)A,
                           devIpiv ? devIpiv : ident, (LT *)B, devInfo};
    return solver_enqueue_owning(handle, getrs_run, &a, sizeof a, ident);
}

/* ---- Cholesky: potrf, potrs, potri and the batched forms ---------------- */

cusolverStatus_t API(potrf_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n,
                                       T *A, int lda, int *Lwork)
{
    (void)A;
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n) && Lwork);
    *Lwork = 1;
    return CUSOLVER_STATUS_SUCCESS;
}

struct potrf_args {
    char uplo;
    int n, lda;
    LT *A;
    int *info;
};

static void potrf_run(void *p)
{
    struct potrf_args *a = p;
    solver_set_info(a->info, LAPACK(potrf)(COL, a->uplo, a->n, a->A, a->lda));
}

cusolverStatus_t API(potrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, T *A, int lda,
                            T *Workspace, int Lwork, int *devInfo)
{
    (void)Workspace, (void)Lwork;
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n));
    struct potrf_args a = {solver_fill_char(uplo), n, lda, (LT *)A, devInfo};
    return solver_enqueue(handle, potrf_run, &a, sizeof a);
}

struct potrs_args {
    char uplo;
    int n, nrhs, lda, ldb;
    const LT *A;
    LT *B;
    int *info;
};

static void potrs_run(void *p)
{
    struct potrs_args *a = p;
    LAPACK(potrs)(COL, a->uplo, a->n, a->nrhs, a->A, a->lda, a->B, a->ldb);
    solver_set_info(a->info, 0);
}

cusolverStatus_t API(potrs)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs,
                            const T *A, int lda, T *B, int ldb, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && nrhs >= 0 && lda >= solver_max1(n) &&
            ldb >= solver_max1(n));
    struct potrs_args a = {solver_fill_char(uplo), n, nrhs, lda, ldb, (const LT *)A, (LT *)B,
                           devInfo};
    return solver_enqueue(handle, potrs_run, &a, sizeof a);
}

cusolverStatus_t API(potri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n,
                                       T *A, int lda, int *lwork)
{
    (void)A;
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n) && lwork);
    *lwork = 1;
    return CUSOLVER_STATUS_SUCCESS;
}

static void potri_run(void *p)
{
    struct potrf_args *a = p;
    solver_set_info(a->info, LAPACK(potri)(COL, a->uplo, a->n, a->A, a->lda));
}

cusolverStatus_t API(potri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, T *A, int lda,
                            T *work, int lwork, int *devInfo)
{
    (void)work, (void)lwork;
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n));
    struct potrf_args a = {solver_fill_char(uplo), n, lda, (LT *)A, devInfo};
    return solver_enqueue(handle, potri_run, &a, sizeof a);
}

struct potrf_batched_args {
    char uplo;
    int n, lda, batch;
    LT **A;
    int *info;
};

/* The pointer array is device memory: read when the work runs. */
static void potrf_batched_run(void *p)
{
    struct potrf_batched_args *a = p;
    for (int b = 0; b < a->batch; b++)
        solver_set_info(a->info ? a->info + b : NULL,
                        LAPACK(potrf)(COL, a->uplo, a->n, a->A[b], a->lda));
}

cusolverStatus_t API(potrfBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n,
                                   T *Aarray[], int lda, int *infoArray, int batchSize)
{
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n) && batchSize >= 0);
    REQUIRE(Aarray || batchSize == 0);
    struct potrf_batched_args a = {solver_fill_char(uplo), n, lda, batchSize, (LT **)Aarray,
                                   infoArray};
    return solver_enqueue(handle, potrf_batched_run, &a, sizeof a);
}

struct potrs_batched_args {
    char uplo;
    int n, nrhs, lda, ldb, batch;
    LT **A, **B;
    int *info;
};

static void potrs_batched_run(void *p)
{
    struct potrs_batched_args *a = p;
    for (int b = 0; b < a->batch; b++)
        LAPACK(potrs)(COL, a->uplo, a->n, a->nrhs, a->A[b], a->lda, a->B[b], a->ldb);
    solver_set_info(a->info, 0);
}

/* cuSOLVER documents nrhs = 1 as the only supported count. */
cusolverStatus_t API(potrsBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n,
                                   int nrhs, T *Aarray[], int lda, T *Barray[], int ldb, int *info,
                                   int batchSize)
{
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && nrhs == 1 && lda >= solver_max1(n) &&
            ldb >= solver_max1(n) && batchSize >= 0);
    REQUIRE((Aarray && Barray) || batchSize == 0);
    struct potrs_batched_args a = {solver_fill_char(uplo), n, nrhs, lda, ldb, batchSize,
                                   (LT **)Aarray, (LT **)Barray, info};
    return solver_enqueue(handle, potrs_batched_run, &a, sizeof a);
}

/* ---- QR: geqrf, ormqr/unmqr, orgqr/ungqr --------------------------------- */

static int geqrf_lwork(int m, int n, LT *A, int lda)
{
    LT q = 0;
    LAPACK(geqrf)(COL, m, n, A, lda, NULL, &q, -1);
    return wsize(q);
}

cusolverStatus_t API(geqrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, T *A, int lda,
                                       int *lwork)
{
    CHECK_HANDLE(handle);
    REQUIRE(m >= 0 && n >= 0 && lda >= solver_max1(m) && lwork);
    *lwork = geqrf_lwork(m, n, (LT *)A, lda);
    return CUSOLVER_STATUS_SUCCESS;
}

struct geqrf_args {
    int m, n, lda;
    LT *A, *tau;
    struct scratch s;
    int *info;
};

static void geqrf_run(void *p)
{
    struct geqrf_args *a = p;
    LAPACK(geqrf)(COL, a->m, a->n, a->A, a->lda, a->tau, a->s.work, a->s.lwork);
    solver_set_info(a->info, 0);
}

cusolverStatus_t API(geqrf)(cusolverDnHandle_t handle, int m, int n, T *A, int lda, T *TAU,
                            T *Workspace, int Lwork, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(m >= 0 && n >= 0 && lda >= solver_max1(m));
    struct geqrf_args a = {m, n, lda, (LT *)A, (LT *)TAU, {0}, devInfo};
    cusolverStatus_t st = scratch_get(&a.s, Workspace, Lwork, geqrf_lwork(m, n, a.A, lda), 0, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, geqrf_run, &a, sizeof a, a.s.own);
}

/* ormqr takes N or T, unmqr N or C (LAPACK's rule); a real matrix's C is
 * its T. */
static int ormqr_trans_ok(cublasOperation_t trans)
{
    return trans == CUBLAS_OP_N || (IS_COMPLEX ? trans == CUBLAS_OP_C : trans_ok(trans));
}

static int ormqr_args_ok(cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k,
                         int lda, int ldc)
{
    int nq = side == CUBLAS_SIDE_LEFT ? m : n;
    return (side == CUBLAS_SIDE_LEFT || side == CUBLAS_SIDE_RIGHT) && ormqr_trans_ok(trans) &&
           m >= 0 && n >= 0 && k >= 0 && k <= nq && lda >= solver_max1(nq) &&
           ldc >= solver_max1(m);
}

static int ormqr_lwork(cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k,
                       int lda, int ldc)
{
    LT q = 0;
    LAPACK(ORMQR)(COL, side == CUBLAS_SIDE_LEFT ? 'L' : 'R', trans_char(trans), m, n, k, NULL, lda,
                  NULL, NULL, ldc, &q, -1);
    return wsize(q);
}

cusolverStatus_t API(CAT(ORMQR, _bufferSize))(cusolverDnHandle_t handle, cublasSideMode_t side,
                                              cublasOperation_t trans, int m, int n, int k,
                                              const T *A, int lda, const T *tau, const T *C,
                                              int ldc, int *lwork)
{
    (void)A, (void)tau, (void)C;
    CHECK_HANDLE(handle);
    REQUIRE(ormqr_args_ok(side, trans, m, n, k, lda, ldc) && lwork);
    *lwork = ormqr_lwork(side, trans, m, n, k, lda, ldc);
    return CUSOLVER_STATUS_SUCCESS;
}

struct ormqr_args {
    char side, trans;
    int m, n, k, lda, ldc;
    const LT *A, *tau;
    LT *C;
    struct scratch s;
    int *info;
};

static void ormqr_run(void *p)
{
    struct ormqr_args *a = p;
    LAPACK(ORMQR)(COL, a->side, a->trans, a->m, a->n, a->k, a->A, a->lda, a->tau, a->C, a->ldc,
                  a->s.work, a->s.lwork);
    solver_set_info(a->info, 0);
}

cusolverStatus_t API(ORMQR)(cusolverDnHandle_t handle, cublasSideMode_t side,
                            cublasOperation_t trans, int m, int n, int k, const T *A, int lda,
                            const T *tau, T *C, int ldc, T *work, int lwork, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(ormqr_args_ok(side, trans, m, n, k, lda, ldc));
    struct ormqr_args a = {side == CUBLAS_SIDE_LEFT ? 'L' : 'R',
                           trans_char(trans),
                           m,
                           n,
                           k,
                           lda,
                           ldc,
                           (const LT *)A,
                           (const LT *)tau,
                           (LT *)C,
                           {0},
                           devInfo};
    cusolverStatus_t st =
        scratch_get(&a.s, work, lwork, ormqr_lwork(side, trans, m, n, k, lda, ldc), 0, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, ormqr_run, &a, sizeof a, a.s.own);
}

static int orgqr_lwork(int m, int n, int k, int lda)
{
    LT q = 0;
    LAPACK(ORGQR)(COL, m, n, k, NULL, lda, NULL, &q, -1);
    return wsize(q);
}

cusolverStatus_t API(CAT(ORGQR, _bufferSize))(cusolverDnHandle_t handle, int m, int n, int k,
                                              const T *A, int lda, const T *tau, int *lwork)
{
    (void)A, (void)tau;
    CHECK_HANDLE(handle);
    REQUIRE(n >= 0 && m >= n && k >= 0 && k <= n && lda >= solver_max1(m) && lwork);
    *lwork = orgqr_lwork(m, n, k, lda);
    return CUSOLVER_STATUS_SUCCESS;
}

struct orgqr_args {
    int m, n, k, lda;
    LT *A;
    const LT *tau;
    struct scratch s;
    int *info;
};

static void orgqr_run(void *p)
{
    struct orgqr_args *a = p;
    LAPACK(ORGQR)(COL, a->m, a->n, a->k, a->A, a->lda, a->tau, a->s.work, a->s.lwork);
    solver_set_info(a->info, 0);
}

cusolverStatus_t API(ORGQR)(cusolverDnHandle_t handle, int m, int n, int k, T *A, int lda,
                            const T *tau, T *work, int lwork, int *info)
{
    CHECK_HANDLE(handle);
    REQUIRE(n >= 0 && m >= n && k >= 0 && k <= n && lda >= solver_max1(m));
    struct orgqr_args a = {m, n, k, lda, (LT *)A, (const LT *)tau, {0}, info};
    cusolverStatus_t st = scratch_get(&a.s, work, lwork, orgqr_lwork(m, n, k, lda), 0, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, orgqr_run, &a, sizeof a, a.s.own);
}

/* ---- symmetric indefinite: sytrf ----------------------------------------- */

static int sytrf_lwork(char uplo, int n, int lda)
{
    LT q = 0;
    LAPACK(sytrf)(COL, uplo, n, NULL, lda, NULL, &q, -1);
    return wsize(q);
}

cusolverStatus_t API(sytrf_bufferSize)(cusolverDnHandle_t handle, int n, T *A, int lda, int *lwork)
{
    (void)A;
    CHECK_HANDLE(handle);
    REQUIRE(n >= 0 && lda >= solver_max1(n) && lwork);
    *lwork = imax(sytrf_lwork('L', n, lda), sytrf_lwork('U', n, lda));
    return CUSOLVER_STATUS_SUCCESS;
}

struct sytrf_args {
    char uplo;
    int n, lda;
    LT *A;
    int *ipiv;
    struct scratch s;
    int *info;
};

static void sytrf_run(void *p)
{
    struct sytrf_args *a = p;
    solver_set_info(a->info, LAPACK(sytrf)(COL, a->uplo, a->n, a->A, a->lda, a->ipiv, a->s.work,
                                           a->s.lwork));
}

cusolverStatus_t API(sytrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, T *A, int lda,
                            int *ipiv, T *work, int lwork, int *info)
{
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n) && (ipiv || n == 0));
    char u = solver_fill_char(uplo);
    struct sytrf_args a = {u, n, lda, (LT *)A, ipiv, {0}, info};
    cusolverStatus_t st = scratch_get(&a.s, work, lwork, sytrf_lwork(u, n, lda), 0, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, sytrf_run, &a, sizeof a, a.s.own);
}

/* ---- symmetric indefinite inverse: sytri --------------------------------- */

cusolverStatus_t API(sytri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n,
                                       T *A, int lda, const int *ipiv, int *lwork)
{
    (void)A, (void)ipiv;
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n) && lwork);
    *lwork = imax(1, 2 * n); /* LAPACK's sytri: n (real) or 2n (complex) */
    return CUSOLVER_STATUS_SUCCESS;
}

static void sytri_run(void *p)
{
    struct sytrf_args *a = p;
    solver_set_info(a->info,
                    LAPACK(sytri)(COL, a->uplo, a->n, a->A, a->lda, a->ipiv, a->s.work));
}

/* The inverse from sytrf's factors, in the same triangle (devInfo = i when
 * D(i, i) is zero: singular). */
cusolverStatus_t API(sytri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, T *A, int lda,
                            const int *ipiv, T *work, int lwork, int *info)
{
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n) && (ipiv || n == 0));
    struct sytrf_args a = {solver_fill_char(uplo), n, lda, (LT *)A, (int *)ipiv, {0}, info};
    cusolverStatus_t st = scratch_get(&a.s, work, lwork, 2 * n, 0, 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, sytri_run, &a, sizeof a, a.s.own);
}

/* ---- triangular inverse, for cusolverDnXtrtri ---------------------------- */

struct trtri_args {
    char uplo, diag;
    int n, lda;
    LT *A;
    int *info;
};

static void trtri_run(void *p)
{
    struct trtri_args *a = p;
    solver_set_info(a->info, LAPACK(trtri)(COL, a->uplo, a->diag, a->n, a->A, a->lda));
}

cusolverStatus_t CAT(solver_trtri_, P)(cusolverDnHandle_t handle, cublasFillMode_t uplo,
                                       cublasDiagType_t diag, int n, T *A, int lda, int *info)
{
    CHECK_HANDLE(handle);
    REQUIRE(solver_fill_ok(uplo) && (diag == CUBLAS_DIAG_NON_UNIT || diag == CUBLAS_DIAG_UNIT) &&
            n >= 0 && lda >= solver_max1(n));
    struct trtri_args a = {solver_fill_char(uplo), diag == CUBLAS_DIAG_UNIT ? 'U' : 'N', n, lda,
                           (LT *)A, info};
    return solver_enqueue(handle, trtri_run, &a, sizeof a);
}

#include "dense_svd_tmpl.h"
#include "dense_eig_tmpl.h"
#include "dense_evx_tmpl.h"
#include "dense_irs_tmpl.h"

#undef CHECK_HANDLE
#undef REQUIRE
