/* The typed singular value decompositions, part of dense_tmpl.h (its
 * macros and helpers): gesvd, and gesvdj (the Jacobi one) answered by
 * LAPACK's gesvd, whose singular values and vectors are the same within
 * rounding, sorted in decreasing order as gesvdj sorts them by default. */

static int job_ok(signed char job)
{
    return job == 'A' || job == 'a' || job == 'S' || job == 's' || job == 'O' || job == 'o' ||
           job == 'N' || job == 'n';
}

static int job_is(signed char job, char c) { return job == c || job == c + ('a' - 'A'); }

/* LAPACK's gesvd workspaces: work (queried), and for complex types rwork
 * of 5 min(m, n) reals. */
static int gesvd_lwork(char jobu, char jobvt, int m, int n, int lda, int ldu, int ldvt)
{
    LT q = 0;
#if IS_COMPLEX
    LAPACK(gesvd)(COL, jobu, jobvt, m, n, NULL, lda, NULL, NULL, ldu, NULL, ldvt, &q, -1, NULL);
#else
    LAPACK(gesvd)(COL, jobu, jobvt, m, n, NULL, lda, NULL, NULL, ldu, NULL, ldvt, &q, -1);
#endif
    return wsize(q);
}

static int gesvd_lrwork(int m, int n) { return IS_COMPLEX ? 5 * imax(1, imin(m, n)) : 0; }

static int gesvd_call(char jobu, char jobvt, int m, int n, LT *A, int lda, R *S, LT *U, int ldu,
                      LT *VT, int ldvt, struct scratch *s)
{
#if IS_COMPLEX
    return LAPACK(gesvd)(COL, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, s->work, s->lwork,
                         s->rwork);
#else
    return LAPACK(gesvd)(COL, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, s->work, s->lwork);
#endif
}

cusolverStatus_t API(gesvd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    CHECK_HANDLE(handle);
    REQUIRE(m >= n && n >= 0 && lwork);
    *lwork = gesvd_lwork('A', 'A', m, n, solver_max1(m), solver_max1(m), solver_max1(n));
    return CUSOLVER_STATUS_SUCCESS;
}

struct gesvd_args {
    char jobu, jobvt;
    int m, n, lda, ldu, ldvt;
    LT *A, *U, *VT;
    R *S, *rwork;
    struct scratch s;
    int *info;
};

static void gesvd_run(void *p)
{
    struct gesvd_args *a = p;
    int info = gesvd_call(a->jobu, a->jobvt, a->m, a->n, a->A, a->lda, a->S, a->U, a->ldu, a->VT,
                          a->ldvt, &a->s);
    /* cuSOLVER's rwork receives the unconverged superdiagonal, which
     * LAPACK leaves in work[1..] (real) or rwork[0..] (complex). */
    if (a->rwork)
        for (int i = 0; i + 1 < imin(a->m, a->n); i++)
            a->rwork[i] = IS_COMPLEX ? a->s.rwork[i] : (R)RE(a->s.work[i + 1]);
    solver_set_info(a->info, info);
}

/* cuSOLVER's gesvd takes m >= n only (a wide matrix is done through its
 * transpose by the caller). */
cusolverStatus_t API(gesvd)(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m,
                            int n, T *A, int lda, R *S, T *U, int ldu, T *VT, int ldvt, T *work,
                            int lwork, R *rwork, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(job_ok(jobu) && job_ok(jobvt) && !(job_is(jobu, 'O') && job_is(jobvt, 'O')));
    REQUIRE(n >= 0 && m >= n && lda >= solver_max1(m));
    REQUIRE(ldu >= 1 && ((!job_is(jobu, 'A') && !job_is(jobu, 'S')) || ldu >= m));
    REQUIRE(ldvt >= 1 && (!job_is(jobvt, 'A') || ldvt >= n) && (!job_is(jobvt, 'S') || ldvt >= n));
    struct gesvd_args a = {(char)jobu, (char)jobvt, m, n, lda, ldu, ldvt, (LT *)A, (LT *)U,
                           (LT *)VT, S, rwork, {0}, devInfo};
    cusolverStatus_t st =
        scratch_get(&a.s, work, lwork, gesvd_lwork(a.jobu, a.jobvt, m, n, lda, ldu, ldvt),
                    gesvd_lrwork(m, n), 0);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return solver_enqueue_owning(handle, gesvd_run, &a, sizeof a, a.s.own);
}

/* ---- gesvdj -------------------------------------------------------------- */

/* gesvdj returns V, not V^H: LAPACK's VT goes to a scratch matrix of
 * vrows x n (n, or min(m, n) when economic) and is conjugate-transposed
 * into V. */
struct gesvdj_one {
    int vectors, econ, m, n, lda, ldu, ldv;
};

static int gesvdj_vrows(const struct gesvdj_one *g) { return g->econ ? imin(g->m, g->n) : g->n; }

static int gesvdj_lwork(const struct gesvdj_one *g)
{
    char job = g->vectors ? (g->econ ? 'S' : 'A') : 'N';
    return gesvd_lwork(job, job, g->m, g->n, g->lda, g->vectors ? g->ldu : 1,
                       solver_max1(gesvdj_vrows(g)));
}

/* Scratch for one matrix: LAPACK's work and rwork, then VT. */
static cusolverStatus_t gesvdj_scratch(struct scratch *s, const struct gesvdj_one *g, T *work,
                                       int lwork)
{
    int vt = g->vectors ? gesvdj_vrows(g) * g->n : 0;
    /* VT is carved from the front of rwork's room, as reals: 2 per complex. */
    int vt_reals = vt * (int)(sizeof(LT) / sizeof(R));
    return scratch_get(s, work, lwork, gesvdj_lwork(g), gesvd_lrwork(g->m, g->n) + vt_reals, 0);
}

static int gesvdj_call(const struct gesvdj_one *g, LT *A, R *S, LT *U, LT *V, struct scratch *s)
{
    int vrows = gesvdj_vrows(g), ldvt = solver_max1(vrows);
    char job = g->vectors ? (g->econ ? 'S' : 'A') : 'N';
    LT *VT = (LT *)s->rwork;
    struct scratch lap = *s;
    if (g->vectors)
        lap.rwork = s->rwork + (size_t)vrows * g->n * (sizeof(LT) / sizeof(R));
    LT dummy;
    int info = gesvd_call(job, job, g->m, g->n, A, g->lda, S, g->vectors ? U : &dummy,
                          g->vectors ? g->ldu : 1, g->vectors ? VT : &dummy, ldvt, &lap);
    if (g->vectors)
        for (int j = 0; j < g->n; j++)
            for (int i = 0; i < vrows; i++) {
                V[j + (size_t)i * g->ldv] = CONJ(VT[i + (size_t)j * ldvt]);
            }
    /* gesvdj's info for "did not converge" is min(m, n) + 1. */
    return info > 0 ? imin(g->m, g->n) + 1 : info;
}

static int gesvdj_args_ok(cusolverEigMode_t jobz, const struct gesvdj_one *g)
{
    return (jobz == CUSOLVER_EIG_MODE_NOVECTOR || jobz == CUSOLVER_EIG_MODE_VECTOR) &&
           (g->econ == 0 || g->econ == 1) && g->m >= 0 && g->n >= 0 &&
           g->lda >= solver_max1(g->m) &&
           (!g->vectors || (g->ldu >= solver_max1(g->m) && g->ldv >= solver_max1(g->n)));
}

cusolverStatus_t API(gesvdj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ,
                                        int m, int n, const T *A, int lda, const R *S, const T *U,
                                        int ldu, const T *V, int ldv, int *lwork,
                                        gesvdjInfo_t params)
{
    (void)A, (void)S, (void)U, (void)V, (void)params;
    CHECK_HANDLE(handle);
    struct gesvdj_one g = {jobz == CUSOLVER_EIG_MODE_VECTOR, econ, m, n, lda, ldu, ldv};
    REQUIRE(gesvdj_args_ok(jobz, &g) && lwork);
    *lwork = gesvdj_lwork(&g);
    return CUSOLVER_STATUS_SUCCESS;
}

struct gesvdj_args {
    struct gesvdj_one g;
    int batch;
    LT *A, *U, *V, *a0;
    R *S;
    struct scratch s;
    int *info;
    gesvdjInfo_t params;
};

/* ||A V - U S||_F over the k singular triplets, A (m x n) from A0: what
 * the Jacobi solver reports as its residual. */
static double svd_residual(const struct gesvdj_one *g, const LT *A0, const LT *U, const R *S,
                           const LT *V)
{
    double s = 0;
    for (int j = 0; j < imin(g->m, g->n); j++)
        for (int i = 0; i < g->m; i++) {
            LT acc = -U[i + (size_t)j * g->ldu] * S[j];
            for (int l = 0; l < g->n; l++)
                acc += A0[i + (size_t)l * g->m] * V[l + (size_t)j * g->ldv];
            s += RE(acc * CONJ(acc));
        }
    return sqrt(s);
}

/* a0, when there, receives the single matrix for the residual. */
static void gesvdj_run(void *p)
{
    struct gesvdj_args *a = p;
    const struct gesvdj_one *g = &a->g;
    int k = imin(g->m, g->n), info = 0;
    for (int j = 0; a->a0 && j < g->n; j++)
        memcpy(a->a0 + (size_t)j * g->m, a->A + (size_t)j * g->lda, sizeof(LT) * g->m);
    for (int b = 0; b < a->batch; b++) {
        LT *U = g->vectors ? a->U + (size_t)b * g->ldu * g->m : NULL;
        LT *V = g->vectors ? a->V + (size_t)b * g->ldv * g->n : NULL;
        int one = gesvdj_call(g, a->A + (size_t)b * g->lda * g->n, a->S + (size_t)b * k, U, V,
                              &a->s);
        info |= one;
        solver_set_info(a->info ? a->info + b : NULL, one);
    }
    if (a->params) {
        a->params->residual = a->a0 && !info ? svd_residual(g, a->a0, a->U, a->S, a->V) : 0;
        a->params->sweeps = 0; /* no Jacobi sweep was made */
    }
}

/* Queues the run, with the copy of A the residual needs when there is one
 * matrix, vectors and a params to report to. */
static cusolverStatus_t gesvdj_queue(cusolverDnHandle_t handle, struct gesvdj_args *a)
{
    size_t mn = (size_t)a->g.m * a->g.n;
    if (a->params && a->batch == 1 && a->g.vectors && mn && !(a->a0 = malloc(sizeof(LT) * mn))) {
        free(a->s.own);
        return CUSOLVER_STATUS_ALLOC_FAILED;
    }
    cusolverStatus_t st = solver_enqueue_owning(handle, gesvdj_run, a, sizeof *a, a->s.own);
    if (st != CUSOLVER_STATUS_SUCCESS) {
        free(a->a0);
        return st;
    }
    return a->a0 ? solver_enqueue_free(handle, a->a0) : st;
}

cusolverStatus_t API(gesvdj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m,
                             int n, T *A, int lda, R *S, T *U, int ldu, T *V, int ldv, T *work,
                             int lwork, int *info, gesvdjInfo_t params)
{
    CHECK_HANDLE(handle);
    struct gesvdj_one g = {jobz == CUSOLVER_EIG_MODE_VECTOR, econ, m, n, lda, ldu, ldv};
    REQUIRE(gesvdj_args_ok(jobz, &g));
    struct gesvdj_args a = {g, 1, (LT *)A, (LT *)U, (LT *)V, NULL, S, {0}, info, params};
    cusolverStatus_t st = gesvdj_scratch(&a.s, &g, work, lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return gesvdj_queue(handle, &a);
}

/* The batched form: matrices of at most 32 x 32 (cuSOLVER's limit), full
 * U and V, stored one after the other (A every lda n elements, S every
 * min(m, n), U every ldu m, V every ldv n). */
static int gesvdj_batched_ok(cusolverEigMode_t jobz, const struct gesvdj_one *g, int batch)
{
    return gesvdj_args_ok(jobz, g) && g->m <= 32 && g->n <= 32 && batch >= 0 &&
           g->ldu >= solver_max1(g->m) && g->ldv >= solver_max1(g->n);
}

cusolverStatus_t API(gesvdjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                               int m, int n, const T *A, int lda, const R *S,
                                               const T *U, int ldu, const T *V, int ldv,
                                               int *lwork, gesvdjInfo_t params, int batchSize)
{
    (void)A, (void)S, (void)U, (void)V, (void)params;
    CHECK_HANDLE(handle);
    struct gesvdj_one g = {jobz == CUSOLVER_EIG_MODE_VECTOR, 0, m, n, lda, ldu, ldv};
    REQUIRE(gesvdj_batched_ok(jobz, &g, batchSize) && lwork);
    *lwork = gesvdj_lwork(&g);
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t API(gesvdjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n,
                                    T *A, int lda, R *S, T *U, int ldu, T *V, int ldv, T *work,
                                    int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    CHECK_HANDLE(handle);
    struct gesvdj_one g = {jobz == CUSOLVER_EIG_MODE_VECTOR, 0, m, n, lda, ldu, ldv};
    REQUIRE(gesvdj_batched_ok(jobz, &g, batchSize));
    struct gesvdj_args a = {g, batchSize, (LT *)A, (LT *)U, (LT *)V, NULL, S, {0}, info, params};
    cusolverStatus_t st = gesvdj_scratch(&a.s, &g, work, lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    return gesvdj_queue(handle, &a);
}
