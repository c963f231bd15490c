/* The typed QR: geqrf, ormqr/unmqr (Q applied), orgqr/ungqr (Q formed), part of
 * dense_tmpl.h (its macros and helpers). */

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
