/* SpMM: C = alpha op(A) op(B) + beta C, A sparse, B and C dense. */
#include "internal.h"

struct spmm_job {
    cusparseOperation_t opa, opb;
    sp_scalar alpha, beta;
    struct cusparseSpMatDescr a;
    struct cusparseDnMatDescr b, c;
};

struct spmm_ctx {
    const struct spmm_job *j;
    zval alpha;
};

static void spmm_entry(void *p, int64_t r, int64_t c, int64_t pos)
{
    const struct spmm_ctx *s = p;
    const struct spmm_job *j = s->j;
    zval v = zmul(s->alpha, zop(j->opa, zld(j->a.vt, j->a.val, pos)));
    int64_t in = j->opa == CUSPARSE_OPERATION_NON_TRANSPOSE ? c : r;
    int64_t out = j->opa == CUSPARSE_OPERATION_NON_TRANSPOSE ? r : c;
    for (int64_t col = 0; col < j->c.cols; col++) {
        int64_t at = dn_at(&j->c, out, col);
        zst(j->c.vt, j->c.val, at,
            zadd(zld(j->c.vt, j->c.val, at), zmul(v, dn_op_ld(&j->b, j->opb, in, col))));
    }
}

static void spmm_run(void *p)
{
    const struct spmm_job *j = p;
    zval alpha = sp_scalar_get(&j->alpha), beta = sp_scalar_get(&j->beta);
    for (int64_t r = 0; r < j->c.rows; r++)
        for (int64_t c = 0; c < j->c.cols; c++) {
            int64_t at = dn_at(&j->c, r, c);
            zst(j->c.vt, j->c.val, at, ziszero(beta) ? zmk(0, 0) : zmul(beta, zld(j->c.vt, j->c.val, at)));
        }
    if (ziszero(alpha)) return;
    struct spmm_ctx s = {j, alpha};
    sp_foreach(&j->a, spmm_entry, &s);
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                              const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b,
                              const void *beta, cusparseDnMatDescr_t c, cudaDataType ct)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(alpha && beta && b && c && sp_op_ok(opa) && sp_op_ok(opb));
    cusparseStatus_t s = sp_check_spmat(a);
    if (s) return s;
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    int na = opa == CUSPARSE_OPERATION_NON_TRANSPOSE, nb = opb == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int64_t m = na ? a->rows : a->cols, k = na ? a->cols : a->rows;
    int64_t bk = nb ? b->rows : b->cols, bn = nb ? b->cols : b->rows;
    SP_CHECK(c->rows == m && bk == k && c->cols == bn);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                         const void *alpha, cusparseConstSpMatDescr_t a,
                                         cusparseConstDnMatDescr_t b, const void *beta, cusparseDnMatDescr_t c,
                                         cudaDataType ct, cusparseSpMMAlg_t alg, size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct);
    if (s) return s;
    SP_CHECK(size);
    *size = 0;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                         const void *alpha, cusparseConstSpMatDescr_t a,
                                         cusparseConstDnMatDescr_t b, const void *beta, cusparseDnMatDescr_t c,
                                         cudaDataType ct, cusparseSpMMAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    return check(h, opa, opb, alpha, a, b, beta, c, ct);
}

cusparseStatus_t cusparseSpMM(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                              const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b,
                              const void *beta, cusparseDnMatDescr_t c, cudaDataType ct, cusparseSpMMAlg_t alg,
                              void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct);
    if (s) return s;
    struct spmm_job *j = malloc(sizeof *j);
    if (j) {
        j->opa = opa, j->opb = opb;
        j->alpha = sp_scalar_capture(h, alpha, ct);
        j->beta = sp_scalar_capture(h, beta, ct);
        j->a = *a, j->b = *b, j->c = *c;
    }
    return sp_enqueue(h, spmm_run, j);
}
