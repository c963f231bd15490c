/* SpGEMM: C = alpha A B for CSR A, B and C, through the documented protocol
 * (workEstimation, compute, then the user sizes C and calls copy).  compute
 * needs A and B's values on the host to tell the user C's size, so it waits
 * for the stream, as the toolkit's compute does; the product waits in the
 * SpGEMM descriptor until copy. */
#include "internal.h"

struct cusparseSpGEMMDescr {
    int64_t rows, cols, nnz;
    int64_t *ptr, *col;
    zval *val;
    int computed;
};

cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr)
{
    SP_CHECK(descr);
    *descr = calloc(1, sizeof **descr);
    return *descr ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

static void drop(cusparseSpGEMMDescr_t d)
{
    free(d->ptr), free(d->col), free(d->val);
    d->ptr = d->col = NULL, d->val = NULL;
    d->computed = 0;
}

cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr)
{
    if (descr) drop(descr);
    free(descr);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                              const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstSpMatDescr_t b,
                              const void *beta, cusparseSpMatDescr_t c, cudaDataType ct, cusparseSpGEMMDescr_t d)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(alpha && beta && a && b && c && d);
    if (opa != CUSPARSE_OPERATION_NON_TRANSPOSE || opb != CUSPARSE_OPERATION_NON_TRANSPOSE)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (a->fmt != CUSPARSE_FORMAT_CSR || b->fmt != CUSPARSE_FORMAT_CSR || c->fmt != CUSPARSE_FORMAT_CSR)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    cusparseStatus_t s = sp_check_spmat(a);
    if (!s) s = sp_check_spmat(b);
    if (s) return s;
    SP_CHECK(a->cols == b->rows && c->rows == a->rows && c->cols == b->cols);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                               const void *alpha, cusparseConstSpMatDescr_t a,
                                               cusparseConstSpMatDescr_t b, const void *beta,
                                               cusparseSpMatDescr_t c, cudaDataType ct, cusparseSpGEMMAlg_t alg,
                                               cusparseSpGEMMDescr_t d, size_t *size1, void *buffer1)
{
    (void)alg;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct, d);
    if (s) return s;
    SP_CHECK(size1);
    /* Not zero: the protocol tells a size query from the real call by the
     * buffer being NULL, and cudaMalloc(0) may give NULL. */
    if (!buffer1) *size1 = 16;
    return CUSPARSE_STATUS_SUCCESS;
}

static int cmp64(const void *x, const void *y)
{
    int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
    return (a > b) - (a < b);
}

static cusparseStatus_t multiply(cusparseSpGEMMDescr_t d, const struct cusparseSpMatDescr *a,
                                 const struct cusparseSpMatDescr *b, zval alpha)
{
    int64_t m = a->rows, n = b->cols, ba = a->base, bb = b->base;
    int64_t *mark = malloc((size_t)(n ? n : 1) * sizeof *mark);
    zval *acc = malloc((size_t)(n ? n : 1) * sizeof *acc);
    d->ptr = calloc((size_t)m + 1, sizeof *d->ptr);
    if (!mark || !acc || !d->ptr) goto nomem;
    for (int64_t j = 0; j < n; j++) mark[j] = -1;
    /* Symbolic pass: the size of each row of C. */
    for (int64_t i = 0; i < m; i++) {
        int64_t cnt = 0;
        for (int64_t ka = ild(a->off_type, a->off, i) - ba; ka < ild(a->off_type, a->off, i + 1) - ba; ka++) {
            int64_t k = ild(a->idx_type, a->idx, ka) - ba;
            for (int64_t kb = ild(b->off_type, b->off, k) - bb; kb < ild(b->off_type, b->off, k + 1) - bb; kb++) {
                int64_t j = ild(b->idx_type, b->idx, kb) - bb;
                if (mark[j] != i) mark[j] = i, cnt++;
            }
        }
        d->ptr[i + 1] = d->ptr[i] + cnt;
    }
    d->nnz = d->ptr[m];
    d->col = malloc((size_t)(d->nnz ? d->nnz : 1) * sizeof *d->col);
    d->val = malloc((size_t)(d->nnz ? d->nnz : 1) * sizeof *d->val);
    if (!d->col || !d->val) goto nomem;
    for (int64_t j = 0; j < n; j++) mark[j] = -1;
    /* Numeric pass, columns sorted within each row as cuSPARSE gives them. */
    for (int64_t i = 0; i < m; i++) {
        int64_t *list = d->col + d->ptr[i], cnt = 0;
        for (int64_t ka = ild(a->off_type, a->off, i) - ba; ka < ild(a->off_type, a->off, i + 1) - ba; ka++) {
            int64_t k = ild(a->idx_type, a->idx, ka) - ba;
            zval av = zld(a->vt, a->val, ka);
            for (int64_t kb = ild(b->off_type, b->off, k) - bb; kb < ild(b->off_type, b->off, k + 1) - bb; kb++) {
                int64_t j = ild(b->idx_type, b->idx, kb) - bb;
                if (mark[j] != i) mark[j] = i, acc[j] = zmk(0, 0), list[cnt++] = j;
                acc[j] = zadd(acc[j], zmul(av, zld(b->vt, b->val, kb)));
            }
        }
        qsort(list, (size_t)cnt, sizeof *list, cmp64);
        for (int64_t q = 0; q < cnt; q++) d->val[d->ptr[i] + q] = zmul(alpha, acc[list[q]]);
    }
    free(mark), free(acc);
    d->rows = m, d->cols = n, d->computed = 1;
    return CUSPARSE_STATUS_SUCCESS;
nomem:
    free(mark), free(acc);
    drop(d);
    return CUSPARSE_STATUS_ALLOC_FAILED;
}

cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                        const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstSpMatDescr_t b,
                                        const void *beta, cusparseSpMatDescr_t c, cudaDataType ct,
                                        cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d, size_t *size2,
                                        void *buffer2)
{
    (void)alg;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct, d);
    if (s) return s;
    SP_CHECK(size2);
    if (!buffer2) {
        *size2 = 16;
        return CUSPARSE_STATUS_SUCCESS;
    }
    if ((s = sp_sync(h))) return s;
    sp_scalar al = sp_scalar_capture(h, alpha, ct);
    drop(d);
    if ((s = multiply(d, a, b, sp_scalar_get(&al)))) return s;
    c->nnz = d->nnz;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                     const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstSpMatDescr_t b,
                                     const void *beta, cusparseSpMatDescr_t c, cudaDataType ct,
                                     cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d)
{
    (void)alg;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct, d);
    if (s) return s;
    SP_CHECK(d->computed && c->nnz == d->nnz && c->off && (d->nnz == 0 || (c->idx && c->val)));
    /* C's arrays were just allocated by the user; earlier work on the stream
     * may still be writing elsewhere, so copy in order. */
    if ((s = sp_sync(h))) return s;
    int64_t base = c->base;
    for (int64_t i = 0; i <= d->rows; i++) ist(c->off_type, c->off, i, d->ptr[i] + base);
    for (int64_t k = 0; k < d->nnz; k++) {
        ist(c->idx_type, c->idx, k, d->col[k] + base);
        zst(c->vt, c->val, k, d->val[k]);
    }
    return CUSPARSE_STATUS_SUCCESS;
}

/* The reuse protocol.  nnz computes C's pattern (waiting for the stream,
 * as compute does above); copy writes it into C's arrays; compute fills
 * C's values on that pattern in stream order, as often as asked. */

static cusparseStatus_t check_reuse(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                    cusparseConstSpMatDescr_t a, cusparseConstSpMatDescr_t b,
                                    cusparseSpMatDescr_t c, cusparseSpGEMMDescr_t d)
{
    /* These phases take no scalars: check the rest with stand-ins. */
    static const double one = 1;
    return check(h, opa, opb, &one, a, b, &one, c, CUDA_R_64F, d);
}

static void buffer_query(size_t *size, void *buf)
{
    if (size && !buf) *size = 16;
}

cusparseStatus_t cusparseSpGEMMreuse_workEstimation(cusparseHandle_t h, cusparseOperation_t opa,
                                                    cusparseOperation_t opb, cusparseConstSpMatDescr_t a,
                                                    cusparseConstSpMatDescr_t b, cusparseSpMatDescr_t c,
                                                    cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d, size_t *size1,
                                                    void *buf1)
{
    (void)alg;
    cusparseStatus_t s = check_reuse(h, opa, opb, a, b, c, d);
    if (s) return s;
    SP_CHECK(size1);
    buffer_query(size1, buf1);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpGEMMreuse_nnz(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                         cusparseConstSpMatDescr_t a, cusparseConstSpMatDescr_t b,
                                         cusparseSpMatDescr_t c, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d,
                                         size_t *size2, void *buf2, size_t *size3, void *buf3, size_t *size4,
                                         void *buf4)
{
    (void)alg;
    cusparseStatus_t s = check_reuse(h, opa, opb, a, b, c, d);
    if (s) return s;
    SP_CHECK(size2 && size3 && size4);
    if (!buf2 || !buf3 || !buf4) {
        buffer_query(size2, buf2), buffer_query(size3, buf3), buffer_query(size4, buf4);
        return CUSPARSE_STATUS_SUCCESS;
    }
    if ((s = sp_sync(h))) return s;
    drop(d);
    if ((s = multiply(d, a, b, zmk(1, 0)))) return s;
    c->nnz = d->nnz;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpGEMMreuse_copy(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                          cusparseConstSpMatDescr_t a, cusparseConstSpMatDescr_t b,
                                          cusparseSpMatDescr_t c, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d,
                                          size_t *size5, void *buf5)
{
    (void)alg;
    cusparseStatus_t s = check_reuse(h, opa, opb, a, b, c, d);
    if (s) return s;
    SP_CHECK(size5);
    if (!buf5) {
        buffer_query(size5, buf5);
        return CUSPARSE_STATUS_SUCCESS;
    }
    SP_CHECK(d->computed && c->nnz == d->nnz && c->off && (d->nnz == 0 || c->idx));
    if ((s = sp_sync(h))) return s;
    for (int64_t i = 0; i <= d->rows; i++) ist(c->off_type, c->off, i, d->ptr[i] + c->base);
    for (int64_t k = 0; k < d->nnz; k++) ist(c->idx_type, c->idx, k, d->col[k] + c->base);
    return CUSPARSE_STATUS_SUCCESS;
}

struct reuse_job {
    struct cusparseSpMatDescr a, b, c;
    sp_scalar alpha, beta;
    int64_t *pos; /* C's position of each column in the current row, or -1 */
};

static void reuse_run(void *p)
{
    const struct reuse_job *j = p;
    const struct cusparseSpMatDescr *a = &j->a, *b = &j->b, *c = &j->c;
    zval alpha = sp_scalar_get(&j->alpha), beta = sp_scalar_get(&j->beta);
    int64_t ba = a->base, bb = b->base, bc = c->base;
    for (int64_t i = 0; i < c->cols; i++) j->pos[i] = -1;
    for (int64_t i = 0; i < c->rows; i++) {
        int64_t s = ild(c->off_type, c->off, i) - bc, e = ild(c->off_type, c->off, i + 1) - bc;
        for (int64_t k = s; k < e; k++) {
            j->pos[ild(c->idx_type, c->idx, k) - bc] = k;
            zst(c->vt, c->val, k, ziszero(beta) ? zmk(0, 0) : zmul(beta, zld(c->vt, c->val, k)));
        }
        for (int64_t ka = ild(a->off_type, a->off, i) - ba; ka < ild(a->off_type, a->off, i + 1) - ba; ka++) {
            int64_t kk = ild(a->idx_type, a->idx, ka) - ba;
            zval av = zmul(alpha, zld(a->vt, a->val, ka));
            for (int64_t kb = ild(b->off_type, b->off, kk) - bb; kb < ild(b->off_type, b->off, kk + 1) - bb; kb++) {
                int64_t at = j->pos[ild(b->idx_type, b->idx, kb) - bb];
                if (at >= 0) zst(c->vt, c->val, at, zadd(zld(c->vt, c->val, at), zmul(av, zld(b->vt, b->val, kb))));
            }
        }
        for (int64_t k = s; k < e; k++) j->pos[ild(c->idx_type, c->idx, k) - bc] = -1;
    }
}

cusparseStatus_t cusparseSpGEMMreuse_compute(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                             const void *alpha, cusparseConstSpMatDescr_t a,
                                             cusparseConstSpMatDescr_t b, const void *beta, cusparseSpMatDescr_t c,
                                             cudaDataType ct, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d)
{
    (void)alg;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct, d);
    if (s) return s;
    SP_CHECK(c->off && (c->nnz == 0 || (c->idx && c->val)));
    /* The job and its row map in one block: the queue frees the job. */
    struct reuse_job *j = malloc(sizeof *j + (size_t)(c->cols ? c->cols : 1) * sizeof(int64_t));
    if (j) {
        j->a = *a, j->b = *b, j->c = *c;
        j->alpha = sp_scalar_capture(h, alpha, ct);
        j->beta = sp_scalar_capture(h, beta, ct);
        j->pos = (int64_t *)(j + 1);
    }
    return sp_enqueue(h, reuse_run, j);
}
