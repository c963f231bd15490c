/* The typed Cholesky: potrf, potrs, potri and the batched potrf/potrs, part of
 * dense_tmpl.h (its macros and helpers). */

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
