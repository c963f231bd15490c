/* The typed iterative-refinement solvers cusolverDn<t1><t2>gesv, part of
 * dense_tmpl.h (its macros and helpers).  t1 is the data's precision, t2
 * the lowest one the factorization may use.  Double data with a lower t2
 * (DS, DH, DB, DX; ZC, ZK, ZE, ZY) runs LAPACK's dsgesv/zcgesv, whose
 * factorization is in single precision (the lowest LAPACK has) refined to
 * double; the others (DD, SS, ZZ, CC, and single data with a lower t2,
 * for which LAPACK has nothing lower) factor in t1 itself (iter 0).  iter
 * is a host result: these calls wait for the handle's stream and solve
 * before returning, with d_info written then. */

static cusolverStatus_t irs(cusolverDnHandle_t handle, int mixed, int n, int nrhs, T *dA, int ldda,
                            int *dipiv, T *dB, int lddb, T *dX, int lddx, int *iter, int *d_info)
{
    CHECK_HANDLE(handle);
    REQUIRE(n >= 0 && nrhs >= 0 && ldda >= solver_max1(n) && lddb >= solver_max1(n) &&
            lddx >= solver_max1(n) && iter);
    size_t nn = (size_t)solver_max1(n);
    int *ipiv = dipiv ? dipiv : malloc(sizeof(int) * nn);
    if (!ipiv)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    if (cudaStreamSynchronize(handle->stream) != cudaSuccess) {
        if (!dipiv)
            free(ipiv);
        return CUSOLVER_STATUS_EXECUTION_FAILED;
    }
    int info = 0, it = 0;
    cusolverStatus_t st = CUSOLVER_STATUS_SUCCESS;
    (void)mixed;
#ifdef MIXED_GESV
    if (mixed) {
        size_t nr = nn * (size_t)solver_max1(nrhs);
        LT *work = malloc(sizeof(LT) * nr);
        LOWER_LT *swork = malloc(sizeof(LOWER_LT) * (nn * nn + nr));
        R *rwork = malloc(sizeof(R) * nn);
        if (work && swork && rwork)
            info = MIXED_GESV(COL, n, nrhs, (LT *)dA, ldda, ipiv, (LT *)dB, lddb, (LT *)dX, lddx,
                              work, swork, MIXED_RWORK(rwork) &it);
        else
            st = CUSOLVER_STATUS_ALLOC_FAILED;
        free(work), free(swork), free(rwork);
    } else
#endif
    {
        for (int j = 0; j < nrhs; j++)
            memcpy((LT *)dX + (size_t)j * lddx, (LT *)dB + (size_t)j * lddb, sizeof(LT) * n);
        info = LAPACK(gesv)(COL, n, nrhs, (LT *)dA, ldda, ipiv, (LT *)dX, lddx);
    }
    if (!dipiv)
        free(ipiv);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return st;
    *iter = it;
    solver_set_info(d_info, info);
    return CUSOLVER_STATUS_SUCCESS;
}

#define IRS_API(t2, mixed)                                                                         \
    cusolverStatus_t API(CAT(t2, gesv_bufferSize))(cusolverDnHandle_t handle, int n, int nrhs,     \
                                                   T *dA, int ldda, int *dipiv, T *dB, int lddb,   \
                                                   T *dX, int lddx, void *dWorkspace,              \
                                                   size_t *lwork_bytes)                            \
    {                                                                                              \
        (void)dA, (void)dipiv, (void)dB, (void)dX, (void)dWorkspace;                               \
        CHECK_HANDLE(handle);                                                                      \
        REQUIRE(n >= 0 && nrhs >= 0 && ldda >= solver_max1(n) && lddb >= solver_max1(n) &&         \
                lddx >= solver_max1(n) && lwork_bytes);                                            \
        *lwork_bytes = sizeof(LT); /* the solve allocates what it needs */                        \
        return CUSOLVER_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusolverStatus_t API(CAT(t2, gesv))(cusolverDnHandle_t handle, int n, int nrhs, T *dA,         \
                                        int ldda, int *dipiv, T *dB, int lddb, T *dX, int lddx,    \
                                        void *dWorkspace, size_t lwork_bytes, int *iter,           \
                                        int *d_info)                                               \
    {                                                                                              \
        (void)dWorkspace, (void)lwork_bytes;                                                       \
        return irs(handle, mixed, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, iter, d_info);     \
    }

IRS_LIST(IRS_API)
