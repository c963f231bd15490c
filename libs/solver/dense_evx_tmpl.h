/* The typed selected-eigenvalue solver syevdx/heevdx, part of dense_tmpl.h
 * (its macros and helpers), over LAPACK's syevr/heevr.  meig is a host
 * result known only once the eigenvalues are, so these calls wait for
 * the handle's stream and solve before returning (devInfo is written
 * then too). */

static int evx_args_ok(cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo,
                       int n, int lda, R vl, R vu, int il, int iu)
{
    if (!eig_args_ok(jobz, uplo, n, lda))
        return 0;
    switch (range) {
    case CUSOLVER_EIG_RANGE_ALL: return 1;
    case CUSOLVER_EIG_RANGE_V: return vl < vu;
    case CUSOLVER_EIG_RANGE_I: return n == 0 ? (il == 1 && iu == 0) : (1 <= il && il <= iu && iu <= n);
    }
    return 0;
}

static char range_char(cusolverEigRange_t range)
{
    return range == CUSOLVER_EIG_RANGE_ALL ? 'A' : range == CUSOLVER_EIG_RANGE_V ? 'V' : 'I';
}

static struct eig_sizes evx_query(char jobz, char range, char uplo, int n, int lda)
{
    LT q = 0;
    R rq = 0;
    lapack_int iq = 0;
    int m = 0;
#if IS_COMPLEX
    LAPACK(SYEVR)(COL, jobz, range, uplo, n, NULL, lda, 0, 1, 1, 1, 0, &m, NULL, NULL,
                  solver_max1(n), NULL, &q, -1, &rq, -1, &iq, -1);
#else
    LAPACK(SYEVR)(COL, jobz, range, uplo, n, NULL, lda, 0, 1, 1, 1, 0, &m, NULL, NULL,
                  solver_max1(n), NULL, &q, -1, &iq, -1);
#endif
    struct eig_sizes s = {wsize(q), IS_COMPLEX ? imax(1, (int)rq) : 0, imax(1, (int)iq)};
    return s;
}

cusolverStatus_t API(CAT(SYEVD, x_bufferSize))(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                               cusolverEigRange_t range, cublasFillMode_t uplo,
                                               int n, const T *A, int lda, R vl, R vu, int il,
                                               int iu, int *meig, const R *W, int *lwork)
{
    (void)A, (void)meig, (void)W;
    CHECK_HANDLE(handle);
    REQUIRE(evx_args_ok(jobz, range, uplo, n, lda, vl, vu, il, iu) && lwork);
    *lwork = evx_query(jobz_char(jobz), range_char(range), solver_fill_char(uplo), n, lda).lwork;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t API(CAT(SYEVD, x))(cusolverDnHandle_t handle, cusolverEigMode_t jobz,
                                    cusolverEigRange_t range, cublasFillMode_t uplo, int n, T *A,
                                    int lda, R vl, R vu, int il, int iu, int *meig, R *W, T *work,
                                    int lwork, int *devInfo)
{
    CHECK_HANDLE(handle);
    REQUIRE(evx_args_ok(jobz, range, uplo, n, lda, vl, vu, il, iu) && meig);
    char jz = jobz_char(jobz), rg = range_char(range), up = solver_fill_char(uplo);
    struct eig_sizes sz = evx_query(jz, rg, up, n, lda);
    struct scratch s;
    /* Room for Z (n x n) and isuppz (2n) besides LAPACK's workspaces. */
    size_t nz = (size_t)n * n * (sizeof(LT) / sizeof(R));
    cusolverStatus_t st = scratch_get(&s, work, lwork, sz.lwork, sz.lrwork + (int)nz,
                                      sz.liwork + 2 * n);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    if (cudaStreamSynchronize(handle->stream) != cudaSuccess) {
        free(s.own);
        return CUSOLVER_STATUS_EXECUTION_FAILED;
    }
    LT *Z = (LT *)s.rwork;
    R *rwork = s.rwork + nz;
    lapack_int *isuppz = s.iwork + sz.liwork;
    int m = 0;
#if IS_COMPLEX
    int info = LAPACK(SYEVR)(COL, jz, rg, up, n, (LT *)A, lda, vl, vu, il, iu, 0, &m, W, Z,
                             solver_max1(n), isuppz, s.work, s.lwork, rwork, sz.lrwork, s.iwork,
                             sz.liwork);
#else
    (void)rwork;
    int info = LAPACK(SYEVR)(COL, jz, rg, up, n, (LT *)A, lda, vl, vu, il, iu, 0, &m, W, Z,
                             solver_max1(n), isuppz, s.work, s.lwork, s.iwork, sz.liwork);
#endif
    /* syevdx leaves the eigenvectors in A's first meig columns. */
    if (jz == 'V' && info == 0)
        for (int j = 0; j < m; j++)
            memcpy((LT *)A + (size_t)j * lda, Z + (size_t)j * n, sizeof(LT) * n);
    *meig = m;
    solver_set_info(devInfo, info);
    free(s.own);
    return CUSOLVER_STATUS_SUCCESS;
}
