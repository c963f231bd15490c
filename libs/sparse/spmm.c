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

static void spmm_one(const struct spmm_job *j)
{
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

static void *shift(void *p, int64_t elements, size_t size) { return p ? (char *)p + elements * (int64_t)size : p; }

/* C_i = alpha op(A_i) op(B_i) + beta C_i over the batch; A or B with a
 * batch count of 1 serves every C_i. */
static void spmm_run(void *p)
{
    const struct spmm_job *j = p;
    for (int i = 0; i < j->c.batch; i++) {
        struct spmm_job one = *j;
        if (j->a.batch > 1) {
            one.a.off = shift(j->a.off, i * j->a.off_stride, sp_index_size(j->a.off_type));
            one.a.idx = shift(j->a.idx, i * j->a.idx_stride, sp_index_size(j->a.idx_type));
            one.a.val = shift(j->a.val, i * j->a.idx_stride, sp_value_size(j->a.vt));
        }
        if (j->b.batch > 1) one.b.val = shift(j->b.val, i * j->b.stride, sp_value_size(j->b.vt));
        one.c.val = shift(j->c.val, i * j->c.stride, sp_value_size(j->c.vt));
        spmm_one(&one);
    }
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
    /* Batches: C's count, which A's and B's are 1 or equal to. */
    SP_CHECK((a->batch == 1 || a->batch == c->batch) && (b->batch == 1 || b->batch == c->batch));
    if (a->batch > 1 && a->fmt != CUSPARSE_FORMAT_CSR && a->fmt != CUSPARSE_FORMAT_COO)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
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
