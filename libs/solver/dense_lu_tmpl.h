/* The typed LU factorization and solve: getrf (with and without pivots), getrs, part of
 * dense_tmpl.h (its macros and helpers). */

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
