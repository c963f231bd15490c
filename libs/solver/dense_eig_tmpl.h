/* The typed symmetric (Hermitian) eigenvalue solvers, part of dense_tmpl.h
 * (its macros and helpers): syevd/heevd with LAPACK's divide and conquer,
 * and syevj/heevj (the Jacobi ones) answered by the same solver: the same
 * eigenvalues and eigenvectors within rounding, eigenvalues ascending as
 * syevj sorts them by default. */

static int eig_args_ok(cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, int lda)
{
    return (jobz == CUSOLVER_EIG_MODE_NOVECTOR || jobz == CUSOLVER_EIG_MODE_VECTOR) &&
           solver_fill_ok(uplo) && n >= 0 && lda >= solver_max1(n);
}

/* LAPACK's three workspaces for syevd/heevd, queried. */
struct eig_sizes {
    int lwork, lrwork, liwork;
};

static struct eig_sizes eig_query(char jobz, char uplo, int n, int lda)
{
    LT q = 0;
    R rq = 0;
    lapack_int iq = 0;
#if IS_COMPLEX
    LAPACK(SYEVD)(COL, jobz, uplo, n, NULL, lda, NULL, &q, -1, &rq, -1, &iq, -1);
#else
    LAPACK(SYEVD)(COL, jobz, uplo, n, NULL, lda, NULL, &q, -1, &iq, -1);
#endif
    struct eig_sizes s = {wsize(q), IS_COMPLEX ? imax(1, (int)rq) : 0, imax(1, (int)iq)};
    return s;
}

static char jobz_char(cusolverEigMode_t jobz) { return jobz == CUSOLVER_EIG_MODE_VECTOR ? 'V' : 'N'; }

struct eig_args {
    char jobz, uplo;
    int n, lda, batch;
    struct eig_sizes sz;
    LT *A, *a0;
    R *W;
    struct scratch s;
    int *info;
    syevjInfo_t params;
};

static int eig_call(const struct eig_args *a, LT *A, R *W)
{
#if IS_COMPLEX
    return LAPACK(SYEVD)(COL, a->jobz, a->uplo, a->n, A, a->lda, W, a->s.work, a->s.lwork,
                         a->s.rwork, a->sz.lrwork, a->s.iwork, a->sz.liwork);
#else
    return LAPACK(SYEVD)(COL, a->jobz, a->uplo, a->n, A, a->lda, W, a->s.work, a->s.lwork,
                         a->s.iwork, a->sz.liwork);
#endif
}

/* ||A V - V diag(W)||_F, A the Hermitian matrix held in triangle uplo of
 * A0 (n x n), V in lda: what the Jacobi solvers report as their residual. */
static double eig_residual(const LT *A0, int n, char uplo, const LT *V, int lda, const R *W)
{
    double s = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            LT acc = -V[i + (size_t)j * lda] * W[j];
            for (int k = 0; k < n; k++) {
                int stored = uplo == 'L' ? i >= k : i <= k;
                LT x = stored ? A0[i + (size_t)k * n] : CONJ(A0[k + (size_t)i * n]);
                acc += x * V[k + (size_t)j * lda];
            }
            s += RE(acc * CONJ(acc));
        }
    return sqrt(s);
}

/* Matrices one after the other (A every lda n elements, W every n) when
 * batched; info one per matrix.  a0, when there, receives the single
 * matrix for the Jacobi residual. */
static void eig_run(void *p)
{
    struct eig_args *a = p;
    for (int j = 0; a->a0 && j < a->n; j++)
        memcpy(a->a0 + (size_t)j * a->n, a->A + (size_t)j * a->lda, sizeof(LT) * a->n);
    int info = 0;
    for (int b = 0; b < a->batch; b++) {
        int one = eig_call(a, a->A + (size_t)b * a->lda * a->n, a->W + (size_t)b * a->n);
        info |= one;
        solver_set_info(a->info ? a->info + b : NULL, one);
    }
    if (a->params) {
        a->params->residual = a->a0 && !info ? eig_residual(a->a0, a->n, a->uplo, a->A, a->lda, a->W)
                                             : 0;
        a->params->sweeps = 0; /* no Jacobi sweep was made */
    }
}

static cusolverStatus_t eig_queue(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                  cublasFillMode_t uplo, int n, T *A, int lda, R *W, T *work,
                                  int lwork, int *info, syevjInfo_t params, int batch)
{
    struct eig_args a = {jobz_char(jobz), solver_fill_char(uplo), n, lda, batch, {0, 0, 0},
                         (LT *)A, NULL, W, {0}, info, params};
    a.sz = eig_query(a.jobz, a.uplo, n, lda);
    cusolverStatus_t st = scratch_get(&a.s, work, lwork, a.sz.lwork, a.sz.lrwork, a.sz.liwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (params && batch == 1 && a.jobz == 'V' && n > 0 &&
        !(a.a0 = malloc(sizeof(LT) * (size_t)n * n))) {
        free(a.s.own);
        return CUSOLVER_STATUS_ALLOC_FAILED;
    }
    st = solver_enqueue_owning(handle, eig_run, &a, sizeof a, a.s.own);
    if (a.a0 && st == CUSOLVER_STATUS_SUCCESS)
        return solver_enqueue_free(handle, a.a0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        free(a.a0);
    return st;
}

cusolverStatus_t API(CAT(SYEVD, _bufferSize))(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                              cublasFillMode_t uplo, int n, const T *A, int lda,
                                              const R *W, int *lwork)
{
    (void)A, (void)W;
    CHECK_HANDLE(handle);
    REQUIRE(eig_args_ok(jobz, uplo, n, lda) && lwork);
    *lwork = eig_query(jobz_char(jobz), solver_fill_char(uplo), n, lda).lwork;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t API(SYEVD)(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                            cublasFillMode_t uplo, int n, T *A, int lda, R *W, T *work, int lwork,
                            int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(eig_args_ok(jobz, uplo, n, lda));
    return eig_queue(handle, jobz, uplo, n, A, lda, W, work, lwork, devInfo, NULL, 1);
}

cusolverStatus_t API(CAT(SYEVJ, _bufferSize))(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                              cublasFillMode_t uplo, int n, const T *A, int lda,
                                              const R *W, int *lwork, syevjInfo_t params)
{
    (void)params;
    return API(CAT(SYEVD, _bufferSize))(handle, jobz, uplo, n, A, lda, W, lwork);
}

cusolverStatus_t API(SYEVJ)(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                            cublasFillMode_t uplo, int n, T *A, int lda, R *W, T *work, int lwork,
                            int *info, syevjInfo_t params)
{
    CHECK_HANDLE(handle);
    REQUIRE(eig_args_ok(jobz, uplo, n, lda));
    return eig_queue(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, 1);
}

/* cuSOLVER's batched Jacobi takes n <= 32. */
cusolverStatus_t API(CAT(SYEVJ, Batched_bufferSize))(cusolverDnHandle_t handle,
                                                     cusolverEigMode_t jobz, cublasFillMode_t uplo,
                                                     int n, const T *A, int lda, const R *W,
                                                     int *lwork, syevjInfo_t params, int batchSize)
{
    (void)params;
    CHECK_HANDLE(handle);
    REQUIRE(n <= 32 && batchSize >= 0);
    return API(CAT(SYEVD, _bufferSize))(handle, jobz, uplo, n, A, lda, W, lwork);
}

cusolverStatus_t API(CAT(SYEVJ, Batched))(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                          cublasFillMode_t uplo, int n, T *A, int lda, R *W,
                                          T *work, int lwork, int *info, syevjInfo_t params,
                                          int batchSize)
{
    CHECK_HANDLE(handle);
    REQUIRE(eig_args_ok(jobz, uplo, n, lda) && n <= 32 && batchSize >= 0);
    return eig_queue(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

/* ---- the generalized problem: sygvd/hegvd, sygvj/hegvj ------------------- */

/* A x = lambda B x (itype 1), A B x = lambda x (2) or B A x = lambda x (3),
 * B positive definite: LAPACK's sygvd/hegvd.  devInfo > n says B's leading
 * minor of order devInfo - n is not positive definite, as in LAPACK. */
static int gv_args_ok(cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
                      int lda, int ldb)
{
    return (itype == CUSOLVER_EIG_TYPE_1 || itype == CUSOLVER_EIG_TYPE_2 ||
            itype == CUSOLVER_EIG_TYPE_3) &&
           eig_args_ok(jobz, uplo, n, lda) && ldb >= solver_max1(n);
}

static struct eig_sizes gv_query(int itype, char jobz, char uplo, int n, int lda, int ldb)
{
    LT q = 0;
    R rq = 0;
    lapack_int iq = 0;
#if IS_COMPLEX
    LAPACK(SYGVD)(COL, itype, jobz, uplo, n, NULL, lda, NULL, ldb, NULL, &q, -1, &rq, -1, &iq, -1);
#else
    LAPACK(SYGVD)(COL, itype, jobz, uplo, n, NULL, lda, NULL, ldb, NULL, &q, -1, &iq, -1);
#endif
    struct eig_sizes s = {wsize(q), IS_COMPLEX ? imax(1, (int)rq) : 0, imax(1, (int)iq)};
    return s;
}

struct gv_args {
    int itype;
    char jobz, uplo;
    int n, lda, ldb;
    struct eig_sizes sz;
    LT *A, *B;
    R *W;
    struct scratch s;
    int *info;
    syevjInfo_t params;
};

static void gv_run(void *p)
{
    struct gv_args *a = p;
#if IS_COMPLEX
    int info = LAPACK(SYGVD)(COL, a->itype, a->jobz, a->uplo, a->n, a->A, a->lda, a->B, a->ldb,
                             a->W, a->s.work, a->s.lwork, a->s.rwork, a->sz.lrwork, a->s.iwork,
                             a->sz.liwork);
#else
    int info = LAPACK(SYGVD)(COL, a->itype, a->jobz, a->uplo, a->n, a->A, a->lda, a->B, a->ldb,
                             a->W, a->s.work, a->s.lwork, a->s.iwork, a->sz.liwork);
#endif
    solver_set_info(a->info, info);
    if (a->params) {
        a->params->residual = 0; /* not measured for the generalized problem */
        a->params->sweeps = 0;
    }
}

static cusolverStatus_t gv_queue(cusolverDnHandle_t handle, cusolverEigType_t itype,
                                 cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, T *A,
                                 int lda, T *B, int ldb, R *W, T *work, int lwork, int *info,
                                 syevjInfo_t params)
{
    struct gv_args a = {(int)itype, jobz_char(jobz), solver_fill_char(uplo), n, lda, ldb, {0, 0, 0},
                        (LT *)A, (LT *)B, W, {0}, info, params};
    a.sz = gv_query(a.itype, a.jobz, a.uplo, n, lda, ldb);
    cusolverStatus_t st = scratch_get(&a.s, work, lwork, a.sz.lwork, a.sz.lrwork, a.sz.liwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, gv_run, &a, sizeof a, a.s.own);
}

cusolverStatus_t API(CAT(SYGVD, _bufferSize))(cusolverDnHandle_t handle, cusolverEigType_t itype,
                                              cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
                                              const T *A, int lda, const T *B, int ldb, const R *W,
                                              int *lwork)
{
    (void)A, (void)B, (void)W;
    CHECK_HANDLE(handle);
    REQUIRE(gv_args_ok(itype, jobz, uplo, n, lda, ldb) && lwork);
    *lwork = gv_query((int)itype, jobz_char(jobz), solver_fill_char(uplo), n, lda, ldb).lwork;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t API(SYGVD)(cusolverDnHandle_t handle, cusolverEigType_t itype,
                            cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, T *A, int lda,
                            T *B, int ldb, R *W, T *work, int lwork, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(gv_args_ok(itype, jobz, uplo, n, lda, ldb));
    return gv_queue(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, devInfo, NULL);
}

cusolverStatus_t API(CAT(SYGVJ, _bufferSize))(cusolverDnHandle_t handle, cusolverEigType_t itype,
                                              cusolverEigMode_t jobz, cublasFillMode_t uplo, int n,
                                              const T *A, int lda, const T *B, int ldb, const R *W,
                                              int *lwork, syevjInfo_t params)
{
    (void)params;
    return API(CAT(SYGVD, _bufferSize))(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

cusolverStatus_t API(SYGVJ)(cusolverDnHandle_t handle, cusolverEigType_t itype,
                            cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, T *A, int lda,
                            T *B, int ldb, R *W, T *work, int lwork, int *info, syevjInfo_t params)
{
    CHECK_HANDLE(handle);
    REQUIRE(gv_args_ok(itype, jobz, uplo, n, lda, ldb));
    return gv_queue(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}
