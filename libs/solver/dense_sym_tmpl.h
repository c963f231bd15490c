/* The typed symmetric indefinite factorization and inverse (sytrf, sytri) and the
 * triangular inverse behind cusolverDnXtrtri, part of
 * dense_tmpl.h (its macros and helpers). */

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
