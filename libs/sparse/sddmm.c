/* SDDMM: C = alpha (op(A) op(B)) restricted to C's pattern + beta C, with A
 * and B dense and C sparse. */
#include "internal.h"

struct sddmm_job {
    cusparseOperation_t opa, opb;
    sp_scalar alpha, beta;
    struct cusparseDnMatDescr a, b;
    struct cusparseSpMatDescr c;
    int64_t k;
    zval alpha_v, beta_v;
};

static void sddmm_entry(void *p, int64_t r, int64_t c, int64_t pos)
{
    const struct sddmm_job *j = p;
    zval s = zmk(0, 0);
    for (int64_t i = 0; i < j->k; i++) s = zadd(s, zmul(dn_op_ld(&j->a, j->opa, r, i), dn_op_ld(&j->b, j->opb, i, c)));
    zval old = zld(j->c.vt, j->c.val, pos);
    zval v = zmul(j->alpha_v, s);
    if (!ziszero(j->beta_v)) v = zadd(v, zmul(j->beta_v, old));
    zst(j->c.vt, j->c.val, pos, v);
}

static void sddmm_run(void *p)
{
    struct sddmm_job *j = p;
    j->alpha_v = sp_scalar_get(&j->alpha);
    j->beta_v = sp_scalar_get(&j->beta);
    sp_foreach(&j->c, sddmm_entry, j);
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                              const void *alpha, cusparseConstDnMatDescr_t a, cusparseConstDnMatDescr_t b,
                              const void *beta, cusparseSpMatDescr_t c, cudaDataType ct)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(alpha && beta && a && b && sp_op_ok(opa) && sp_op_ok(opb));
    cusparseStatus_t s = sp_check_spmat(c);
    if (s) return s;
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (c->fmt != CUSPARSE_FORMAT_CSR && c->fmt != CUSPARSE_FORMAT_BLOCKED_ELL && c->fmt != CUSPARSE_FORMAT_COO &&
        c->fmt != CUSPARSE_FORMAT_CSC)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    int na = opa == CUSPARSE_OPERATION_NON_TRANSPOSE, nb = opb == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int64_t m = na ? a->rows : a->cols, k = na ? a->cols : a->rows;
    int64_t bk = nb ? b->rows : b->cols, n = nb ? b->cols : b->rows;
    SP_CHECK(c->rows == m && c->cols == n && bk == k);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSDDMM_bufferSize(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                          const void *alpha, cusparseConstDnMatDescr_t a,
                                          cusparseConstDnMatDescr_t b, const void *beta, cusparseSpMatDescr_t c,
                                          cudaDataType ct, cusparseSDDMMAlg_t alg, size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct);
    if (s) return s;
    SP_CHECK(size);
    *size = 0;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSDDMM_preprocess(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                          const void *alpha, cusparseConstDnMatDescr_t a,
                                          cusparseConstDnMatDescr_t b, const void *beta, cusparseSpMatDescr_t c,
                                          cudaDataType ct, cusparseSDDMMAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    return check(h, opa, opb, alpha, a, b, beta, c, ct);
}

cusparseStatus_t cusparseSDDMM(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                               const void *alpha, cusparseConstDnMatDescr_t a, cusparseConstDnMatDescr_t b,
                               const void *beta, cusparseSpMatDescr_t c, cudaDataType ct, cusparseSDDMMAlg_t alg,
                               void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check(h, opa, opb, alpha, a, b, beta, c, ct);
    if (s) return s;
    struct sddmm_job *j = malloc(sizeof *j);
    if (j) {
        j->opa = opa, j->opb = opb;
        j->alpha = sp_scalar_capture(h, alpha, ct);
        j->beta = sp_scalar_capture(h, beta, ct);
        j->a = *a, j->b = *b, j->c = *c;
        j->k = opa == CUSPARSE_OPERATION_NON_TRANSPOSE ? a->cols : a->rows;
    }
    return sp_enqueue(h, sddmm_run, j);
}
