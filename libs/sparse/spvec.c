/* Sparse vectors and the generic vector operations on them: Axpby,
 * Gather, Scatter, Rot, SpVV. */
#include "internal.h"

cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *d, int64_t size, int64_t nnz, void *indices, void *values,
                                     cusparseIndexType_t it, cusparseIndexBase_t base, cudaDataType vt)
{
    SP_CHECK(d && size >= 0 && nnz >= 0 && nnz <= size && (nnz == 0 || (indices && values)));
    SP_CHECK(base == CUSPARSE_INDEX_BASE_ZERO || base == CUSPARSE_INDEX_BASE_ONE);
    if (!sp_index_type_ok(it) || !sp_value_type_ok(vt)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    struct cusparseSpVecDescr *v = malloc(sizeof *v);
    if (!v) return CUSPARSE_STATUS_ALLOC_FAILED;
    *v = (struct cusparseSpVecDescr){size, nnz, indices, values, it, base, vt};
    *d = v;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *d, int64_t size, int64_t nnz,
                                          const void *indices, const void *values, cusparseIndexType_t it,
                                          cusparseIndexBase_t base, cudaDataType vt)
{
    return cusparseCreateSpVec((cusparseSpVecDescr_t *)d, size, nnz, (void *)indices, (void *)values, it, base, vt);
}
cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t d, int64_t *size, int64_t *nnz, void **indices,
                                  void **values, cusparseIndexType_t *it, cusparseIndexBase_t *base, cudaDataType *vt)
{
    SP_CHECK(d && size && nnz && indices && values && it && base && vt);
    *size = d->size, *nnz = d->nnz, *indices = d->idx, *values = d->val;
    *it = d->idx_type, *base = d->base, *vt = d->vt;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstSpVecGet(cusparseConstSpVecDescr_t d, int64_t *size, int64_t *nnz,
                                       const void **indices, const void **values, cusparseIndexType_t *it,
                                       cusparseIndexBase_t *base, cudaDataType *vt)
{
    return cusparseSpVecGet((cusparseSpVecDescr_t)d, size, nnz, (void **)indices, (void **)values, it, base, vt);
}
cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t d, cusparseIndexBase_t *base)
{
    SP_CHECK(d && base);
    *base = d->base;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t d, void **values)
{
    SP_CHECK(d && values);
    *values = d->val;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t d, const void **values)
{
    return cusparseSpVecGetValues((cusparseSpVecDescr_t)d, (void **)values);
}
cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t d, void *values)
{
    SP_CHECK(d && values);
    d->val = values;
    return CUSPARSE_STATUS_SUCCESS;
}

enum vec_op { AXPBY, GATHER, SCATTER, SPVV, ROT };

struct vec_job {
    enum vec_op op;
    cusparseOperation_t opx;
    sp_scalar alpha, beta;
    struct cusparseSpVecDescr x;
    struct cusparseDnVecDescr y;
    void *result;
    cudaDataType ct;
};

static void vec_run(void *p)
{
    const struct vec_job *j = p;
    const struct cusparseSpVecDescr *x = &j->x;
    const struct cusparseDnVecDescr *y = &j->y;
    if (j->op == AXPBY) {
        zval a = sp_scalar_get(&j->alpha), b = sp_scalar_get(&j->beta);
        for (int64_t i = 0; i < y->size; i++)
            zst(y->vt, y->val, i, ziszero(b) ? zmk(0, 0) : zmul(b, zld(y->vt, y->val, i)));
        for (int64_t k = 0; k < x->nnz; k++) {
            int64_t i = ild(x->idx_type, x->idx, k) - x->base;
            zst(y->vt, y->val, i, zadd(zld(y->vt, y->val, i), zmul(a, zld(x->vt, x->val, k))));
        }
    } else if (j->op == ROT) {
        /* Givens rotation of the pairs (x_k, y[index k]). */
        zval c = sp_scalar_get(&j->alpha), s = sp_scalar_get(&j->beta);
        for (int64_t k = 0; k < x->nnz; k++) {
            int64_t i = ild(x->idx_type, x->idx, k) - x->base;
            zval xv = zld(x->vt, x->val, k), yv = zld(y->vt, y->val, i);
            zst(x->vt, x->val, k, zadd(zmul(c, xv), zmul(s, yv)));
            zst(y->vt, y->val, i, zsub(zmul(c, yv), zmul(s, xv)));
        }
    } else if (j->op == GATHER) {
        for (int64_t k = 0; k < x->nnz; k++)
            zst(x->vt, x->val, k, zld(y->vt, y->val, ild(x->idx_type, x->idx, k) - x->base));
    } else if (j->op == SCATTER) {
        for (int64_t k = 0; k < x->nnz; k++)
            zst(y->vt, y->val, ild(x->idx_type, x->idx, k) - x->base, zld(x->vt, x->val, k));
    } else {
        zval s = zmk(0, 0);
        for (int64_t k = 0; k < x->nnz; k++)
            s = zadd(s, zmul(zop(j->opx, zld(x->vt, x->val, k)),
                             zld(y->vt, y->val, ild(x->idx_type, x->idx, k) - x->base)));
        zst(j->ct, j->result, 0, s);
    }
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseConstSpVecDescr_t x, cusparseConstDnVecDescr_t y)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(x && y && x->size == y->size);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t queue(cusparseHandle_t h, enum vec_op op, const struct cusparseSpVecDescr *x,
                              const struct cusparseDnVecDescr *y, const void *alpha, const void *beta,
                              cusparseOperation_t opx, void *result, cudaDataType ct)
{
    struct vec_job *j = calloc(1, sizeof *j);
    if (j) {
        j->op = op, j->opx = opx, j->x = *x, j->y = *y, j->result = result, j->ct = ct;
        if (alpha) j->alpha = sp_scalar_capture(h, alpha, ct);
        if (beta) j->beta = sp_scalar_capture(h, beta, ct);
    }
    return sp_enqueue(h, vec_run, j);
}

cusparseStatus_t cusparseAxpby(cusparseHandle_t h, const void *alpha, cusparseConstSpVecDescr_t x, const void *beta,
                               cusparseDnVecDescr_t y)
{
    cusparseStatus_t s = check(h, x, y);
    if (s) return s;
    SP_CHECK(alpha && beta);
    /* The scalars have the vectors' type: Axpby takes no compute type. */
    return queue(h, AXPBY, x, y, alpha, beta, CUSPARSE_OPERATION_NON_TRANSPOSE, NULL, y->vt);
}

cusparseStatus_t cusparseRot(cusparseHandle_t h, const void *c_coeff, const void *s_coeff, cusparseSpVecDescr_t x,
                             cusparseDnVecDescr_t y)
{
    cusparseStatus_t s = check(h, x, y);
    if (s) return s;
    SP_CHECK(c_coeff && s_coeff);
    return queue(h, ROT, x, y, c_coeff, s_coeff, CUSPARSE_OPERATION_NON_TRANSPOSE, NULL, y->vt);
}

cusparseStatus_t cusparseGather(cusparseHandle_t h, cusparseConstDnVecDescr_t y, cusparseSpVecDescr_t x)
{
    cusparseStatus_t s = check(h, x, y);
    return s ? s : queue(h, GATHER, x, y, NULL, NULL, CUSPARSE_OPERATION_NON_TRANSPOSE, NULL, y->vt);
}

cusparseStatus_t cusparseScatter(cusparseHandle_t h, cusparseConstSpVecDescr_t x, cusparseDnVecDescr_t y)
{
    cusparseStatus_t s = check(h, x, y);
    return s ? s : queue(h, SCATTER, x, y, NULL, NULL, CUSPARSE_OPERATION_NON_TRANSPOSE, NULL, y->vt);
}

cusparseStatus_t cusparseSpVV_bufferSize(cusparseHandle_t h, cusparseOperation_t opx, cusparseConstSpVecDescr_t x,
                                         cusparseConstDnVecDescr_t y, const void *result, cudaDataType ct,
                                         size_t *size)
{
    cusparseStatus_t s = check(h, x, y);
    if (s) return s;
    SP_CHECK(result && size && (opx == CUSPARSE_OPERATION_NON_TRANSPOSE ||
                                opx == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE));
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    *size = 16;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpVV(cusparseHandle_t h, cusparseOperation_t opx, cusparseConstSpVecDescr_t x,
                              cusparseConstDnVecDescr_t y, void *result, cudaDataType ct, void *buffer)
{
    (void)buffer;
    cusparseStatus_t s = check(h, x, y);
    if (s) return s;
    SP_CHECK(result && (opx == CUSPARSE_OPERATION_NON_TRANSPOSE || opx == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE));
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    if ((s = queue(h, SPVV, x, y, NULL, NULL, opx, result, ct))) return s;
    /* A host result is the caller's to read on return. */
    return h->mode == CUSPARSE_POINTER_MODE_HOST ? sp_sync(h) : CUSPARSE_STATUS_SUCCESS;
}
