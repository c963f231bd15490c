/* csrilu02 and csric02: ILU(0) and IC(0) in place on a CSR matrix with
 * sorted columns, the preconditioners of CUDA's CG codes.  Analysis waits
 * for the stream and finds structural zero pivots (missing diagonals); the
 * factorization runs in stream order, recording the first numerical zero
 * pivot for the _zeroPivot query.  The user's buffer holds two row maps. */
#include <math.h>
#include "internal.h"

struct factor_info {
    int64_t pivot; /* first zero pivot, 0-based; -1 if none */
    int base;      /* the matrix's, in which the pivot is reported */
    int boost;     /* csrilu02_numericBoost: replace small pivots */
    double tol;
    zval boost_val;
};
struct csrilu02Info {
    struct factor_info f;
};
struct csric02Info {
    struct factor_info f;
};

#define INFO_API(F, T)                                                                                                    \
    cusparseStatus_t cusparseCreate##F##Info(T *info)                                                          \
    {                                                                                                                  \
        SP_CHECK(info);                                                                                                \
        *info = calloc(1, sizeof **info);                                                                              \
        if (!*info) return CUSPARSE_STATUS_ALLOC_FAILED;                                                               \
        (*info)->f.pivot = -1;                                                                                         \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparseDestroy##F##Info(T info)                                                          \
    {                                                                                                                  \
        free(info);                                                                                                    \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }
INFO_API(Csrilu02, csrilu02Info_t)
INFO_API(Csric02, csric02Info_t)

static cusparseStatus_t zero_pivot(cusparseHandle_t h, struct factor_info *f, int *position)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(f && position);
    cusparseStatus_t s = sp_sync(h);
    if (s) return s;
    *position = f->pivot < 0 ? -1 : (int)f->pivot + f->base;
    return f->pivot < 0 ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ZERO_PIVOT;
}

cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t h, csrilu02Info_t info, int *position)
{
    return zero_pivot(h, info ? &info->f : NULL, position);
}
cusparseStatus_t cusparseXcsric02_zeroPivot(cusparseHandle_t h, csric02Info_t info, int *position)
{
    return zero_pivot(h, info ? &info->f : NULL, position);
}

struct factor_job {
    int ic;
    int m;
    cudaDataType t;
    void *val;
    const int *ptr, *col;
    int base;
    struct factor_info *f;
    int64_t *map, *diag;
};

static void note_pivot(struct factor_info *f, int64_t i)
{
    if (f->pivot < 0 || i < f->pivot) f->pivot = i;
}

/* The pivot of row c as the factorization uses it: boosted if asked. */
static zval pivot_of(const struct factor_job *j, int64_t dc)
{
    zval piv = zld(j->t, j->val, dc);
    if (j->f->boost && hypot(piv.re, piv.im) <= j->f->tol) {
        piv = j->f->boost_val;
        zst(j->t, j->val, dc, piv);
    }
    return piv;
}

static void ilu0(const struct factor_job *j)
{
    int b = j->base;
    for (int i = 0; i < j->m; i++) {
        int start = j->ptr[i] - b, end = j->ptr[i + 1] - b;
        for (int k = start; k < end; k++) j->map[j->col[k] - b] = k;
        for (int k = start; k < end; k++) {
            int c = j->col[k] - b;
            if (c >= i) break;
            int64_t dc = j->diag[c];
            if (dc < 0) continue;
            zval piv = zld(j->t, j->val, dc);
            if (ziszero(piv)) continue;
            zval lik = zdiv(zld(j->t, j->val, k), piv);
            zst(j->t, j->val, k, lik);
            for (int kk = j->ptr[c] - b; kk < j->ptr[c + 1] - b; kk++) {
                int64_t at, cc = j->col[kk] - b;
                if (cc <= c || (at = j->map[cc]) < 0) continue;
                zst(j->t, j->val, at, zsub(zld(j->t, j->val, at), zmul(lik, zld(j->t, j->val, kk))));
            }
        }
        j->diag[i] = j->map[i];
        if (j->diag[i] < 0 || ziszero(pivot_of(j, j->diag[i]))) note_pivot(j->f, i);
        for (int k = start; k < end; k++) j->map[j->col[k] - b] = -1;
    }
}

static void ic0(const struct factor_job *j)
{
    int b = j->base;
    for (int i = 0; i < j->m; i++) {
        int start = j->ptr[i] - b, end = j->ptr[i + 1] - b;
        for (int k = start; k < end; k++) j->map[j->col[k] - b] = k;
        for (int k = start; k < end; k++) {
            int c = j->col[k] - b;
            if (c > i) break;
            zval s = zld(j->t, j->val, k);
            for (int kk = j->ptr[c] - b; kk < j->ptr[c + 1] - b; kk++) {
                int64_t at, p = j->col[kk] - b;
                if (p >= c) break;
                if ((at = j->map[p]) >= 0) s = zsub(s, zmul(zld(j->t, j->val, at), zconj(zld(j->t, j->val, kk))));
            }
            if (c < i) {
                int64_t dc = j->diag[c];
                if (dc >= 0 && !ziszero(zld(j->t, j->val, dc))) zst(j->t, j->val, k, zdiv(s, zld(j->t, j->val, dc)));
            } else if (s.re <= 0) {
                note_pivot(j->f, i);
            } else {
                zst(j->t, j->val, k, zmk(sqrt(s.re), 0));
            }
        }
        j->diag[i] = j->map[i];
        if (j->diag[i] < 0) note_pivot(j->f, i);
        for (int k = start; k < end; k++) j->map[j->col[k] - b] = -1;
    }
}

static void factor_run(void *p)
{
    const struct factor_job *j = p;
    for (int i = 0; i < j->m; i++) j->map[i] = -1, j->diag[i] = -1;
    j->f->pivot = -1;
    if (j->ic)
        ic0(j);
    else
        ilu0(j);
}

static cusparseStatus_t check(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, const void *val,
                              const int *ptr, const int *col, const void *info)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 0 && nnz >= 0 && d && info && (m == 0 || ptr) && (nnz == 0 || (val && col)));
    if (d->type != CUSPARSE_MATRIX_TYPE_GENERAL) return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t buffer_size(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, const void *val,
                                    const int *ptr, const int *col, const void *info, int *size)
{
    cusparseStatus_t s = check(h, m, nnz, d, val, ptr, col, info);
    if (s) return s;
    SP_CHECK(size);
    *size = (int)(2 * (size_t)m * sizeof(int64_t) + 64);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t analysis(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, const void *val,
                                 const int *ptr, const int *col, struct factor_info *f, void *buf)
{
    cusparseStatus_t s = check(h, m, nnz, d, val, ptr, col, f);
    if (s) return s;
    SP_CHECK(buf);
    if ((s = sp_sync(h))) return s;
    f->base = d->base;
    f->pivot = -1;
    for (int i = 0; i < m && f->pivot < 0; i++) {
        int found = 0, b = (int)d->base;
        for (int k = ptr[i] - b; k < ptr[i + 1] - b; k++) found |= col[k] - b == i;
        if (!found) f->pivot = i;
    }
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t factor(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, cudaDataType t,
                               void *val, const int *ptr, const int *col, struct factor_info *f, int ic, void *buf)
{
    cusparseStatus_t s = check(h, m, nnz, d, val, ptr, col, f);
    if (s) return s;
    SP_CHECK(buf);
    f->base = d->base;
    struct factor_job *j = malloc(sizeof *j);
    if (j)
        *j = (struct factor_job){ic,  m, t, val, ptr, col, d->base, f, (int64_t *)buf, (int64_t *)buf + m};
    return sp_enqueue(h, factor_run, j);
}

static cusparseStatus_t boost(cusparseHandle_t h, struct factor_info *f, int enable, const double *tol,
                              cudaDataType t, const void *val)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(f);
    f->boost = enable != 0;
    if (!enable) return CUSPARSE_STATUS_SUCCESS;
    SP_CHECK(tol && val);
    /* Read now: in device pointer mode, after the stream's earlier work. */
    if (h->mode == CUSPARSE_POINTER_MODE_DEVICE) {
        cusparseStatus_t s = sp_sync(h);
        if (s) return s;
    }
    f->tol = *tol;
    f->boost_val = zld(t, val, 0);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseScsrilu02_numericBoost(cusparseHandle_t h, csrilu02Info_t info, int enable, double *tol,
                                                float *val)
{
    return boost(h, info ? &info->f : NULL, enable, tol, CUDA_R_32F, val);
}
cusparseStatus_t cusparseDcsrilu02_numericBoost(cusparseHandle_t h, csrilu02Info_t info, int enable, double *tol,
                                                double *val)
{
    return boost(h, info ? &info->f : NULL, enable, tol, CUDA_R_64F, val);
}
cusparseStatus_t cusparseCcsrilu02_numericBoost(cusparseHandle_t h, csrilu02Info_t info, int enable, double *tol,
                                                cuComplex *val)
{
    return boost(h, info ? &info->f : NULL, enable, tol, CUDA_C_32F, val);
}
cusparseStatus_t cusparseZcsrilu02_numericBoost(cusparseHandle_t h, csrilu02Info_t info, int enable, double *tol,
                                                cuDoubleComplex *val)
{
    return boost(h, info ? &info->f : NULL, enable, tol, CUDA_C_64F, val);
}

#define FACTOR(T, P, CT, F, IC)                                                                                        \
    cusparseStatus_t cusparse##P##F##_bufferSize(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d,       \
                                                 T *val, const int *ptr, const int *col, F##Info_t info, int *size)    \
    {                                                                                                                  \
        return buffer_size(h, m, nnz, d, val, ptr, col, info, size);                                                   \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##F##_analysis(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d,         \
                                               const T *val, const int *ptr, const int *col, F##Info_t info,           \
                                               cusparseSolvePolicy_t policy, void *buf)                                \
    {                                                                                                                  \
        (void)policy;                                                                                                  \
        return analysis(h, m, nnz, d, val, ptr, col, info ? &info->f : NULL, buf);                                     \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##F(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, T *val,            \
                                    const int *ptr, const int *col, F##Info_t info, cusparseSolvePolicy_t policy,      \
                                    void *buf)                                                                         \
    {                                                                                                                  \
        (void)policy;                                                                                                  \
        return factor(h, m, nnz, d, CT, val, ptr, col, info ? &info->f : NULL, IC, buf);                               \
    }
FACTOR(float, S, CUDA_R_32F, csrilu02, 0)
FACTOR(double, D, CUDA_R_64F, csrilu02, 0)
FACTOR(cuComplex, C, CUDA_C_32F, csrilu02, 0)
FACTOR(cuDoubleComplex, Z, CUDA_C_64F, csrilu02, 0)
FACTOR(float, S, CUDA_R_32F, csric02, 1)
FACTOR(double, D, CUDA_R_64F, csric02, 1)
FACTOR(cuComplex, C, CUDA_C_32F, csric02, 1)
FACTOR(cuDoubleComplex, Z, CUDA_C_64F, csric02, 1)
