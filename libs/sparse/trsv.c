/* SpSV and SpSM: triangular solves op(A) Y = alpha op(B).  Analysis (which
 * waits for the stream, as the matrix's pattern must be read) gathers the
 * chosen triangle row by row into the descriptor; solve reads the values
 * when it runs, so the analysis of a pattern serves every later
 * factorization of it, as in the preconditioned CG codes. */
#include "internal.h"

struct tri {
    int64_t n;
    int64_t *ptr, *col, *pos, *diag;
    zval *tmp;
    cusparseFillMode_t fill;
    cusparseDiagType_t unit;
    void *values; /* set by cusparseSpSV_updateMatrix */
    int ready;
};
struct cusparseSpSVDescr {
    struct tri t;
};
struct cusparseSpSMDescr {
    struct tri t;
};

static void tri_free(struct tri *t)
{
    free(t->ptr), free(t->col), free(t->pos), free(t->diag), free(t->tmp);
    memset(t, 0, sizeof *t);
}

cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *d)
{
    SP_CHECK(d);
    *d = calloc(1, sizeof **d);
    return *d ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t d)
{
    if (d) tri_free(&d->t);
    free(d);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t *d)
{
    SP_CHECK(d);
    *d = calloc(1, sizeof **d);
    return *d ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t d)
{
    if (d) tri_free(&d->t);
    free(d);
    return CUSPARSE_STATUS_SUCCESS;
}

struct gather {
    struct tri *t;
    int fill_pass;
};

static int in_triangle(const struct tri *t, int64_t r, int64_t c)
{
    return t->fill == CUSPARSE_FILL_MODE_LOWER ? c < r : c > r;
}

static void gather_entry(void *p, int64_t r, int64_t c, int64_t pos)
{
    struct gather *g = p;
    struct tri *t = g->t;
    if (r == c) {
        t->diag[r] = pos;
    } else if (in_triangle(t, r, c)) {
        if (!g->fill_pass)
            t->ptr[r + 1]++;
        else {
            int64_t at = t->ptr[r]++;
            t->col[at] = c, t->pos[at] = pos;
        }
    }
}

static cusparseStatus_t analyse(struct tri *t, const struct cusparseSpMatDescr *a)
{
    tri_free(t);
    int64_t n = a->rows;
    size_t sz = (size_t)(n ? n : 1);
    t->n = n;
    t->fill = a->fill, t->unit = a->diag;
    t->ptr = calloc(sz + 1, sizeof *t->ptr);
    t->diag = malloc(sz * sizeof *t->diag);
    t->tmp = malloc(sz * sizeof *t->tmp);
    if (!t->ptr || !t->diag || !t->tmp) goto nomem;
    for (int64_t i = 0; i < n; i++) t->diag[i] = -1;
    struct gather g = {t, 0};
    sp_foreach(a, gather_entry, &g);
    for (int64_t i = 0; i < n; i++) t->ptr[i + 1] += t->ptr[i];
    size_t cnt = (size_t)(t->ptr[n] ? t->ptr[n] : 1);
    t->col = malloc(cnt * sizeof *t->col);
    t->pos = malloc(cnt * sizeof *t->pos);
    if (!t->col || !t->pos) goto nomem;
    g.fill_pass = 1;
    sp_foreach(a, gather_entry, &g);
    /* The fill pass advanced each row's start to its end: shift back. */
    for (int64_t i = n; i > 0; i--) t->ptr[i] = t->ptr[i - 1];
    t->ptr[0] = 0;
    t->ready = 1;
    return CUSPARSE_STATUS_SUCCESS;
nomem:
    tri_free(t);
    return CUSPARSE_STATUS_ALLOC_FAILED;
}

/* Solves op(T) y = y in place, T the analysed triangle with values val. */
static void tri_solve(const struct tri *t, cudaDataType vt, const void *val, cusparseOperation_t op, zval *y)
{
    int lower = t->fill == CUSPARSE_FILL_MODE_LOWER, unit = t->unit == CUSPARSE_DIAG_TYPE_UNIT;
    int64_t n = t->n;
    if (op == CUSPARSE_OPERATION_NON_TRANSPOSE) {
        for (int64_t s = 0; s < n; s++) {
            int64_t i = lower ? s : n - 1 - s;
            zval acc = y[i];
            for (int64_t e = t->ptr[i]; e < t->ptr[i + 1]; e++)
                acc = zsub(acc, zmul(zld(vt, val, t->pos[e]), y[t->col[e]]));
            y[i] = unit ? acc : zdiv(acc, zld(vt, val, t->diag[i]));
        }
    } else {
        /* op(T) is upper for a lower T: column-oriented sweep over T's rows. */
        for (int64_t s = 0; s < n; s++) {
            int64_t i = lower ? n - 1 - s : s;
            if (!unit) y[i] = zdiv(y[i], zop(op, zld(vt, val, t->diag[i])));
            for (int64_t e = t->ptr[i]; e < t->ptr[i + 1]; e++)
                y[t->col[e]] = zsub(y[t->col[e]], zmul(zop(op, zld(vt, val, t->pos[e])), y[i]));
        }
    }
}

struct solve_job {
    cusparseOperation_t opa, opb;
    sp_scalar alpha;
    struct tri *t;
    cudaDataType vt;
    const void *val;
    struct cusparseDnVecDescr x, y;
    struct cusparseDnMatDescr b, c;
};

static void spsv_run(void *p)
{
    const struct solve_job *j = p;
    zval alpha = sp_scalar_get(&j->alpha), *y = j->t->tmp;
    for (int64_t i = 0; i < j->t->n; i++) y[i] = zmul(alpha, zld(j->x.vt, j->x.val, i));
    tri_solve(j->t, j->vt, j->t->values ? j->t->values : j->val, j->opa, y);
    for (int64_t i = 0; i < j->t->n; i++) zst(j->y.vt, j->y.val, i, y[i]);
}

static void spsm_run(void *p)
{
    const struct solve_job *j = p;
    zval alpha = sp_scalar_get(&j->alpha), *y = j->t->tmp;
    for (int64_t col = 0; col < j->c.cols; col++) {
        for (int64_t i = 0; i < j->t->n; i++) y[i] = zmul(alpha, dn_op_ld(&j->b, j->opb, i, col));
        tri_solve(j->t, j->vt, j->val, j->opa, y);
        for (int64_t i = 0; i < j->t->n; i++) zst(j->c.vt, j->c.val, dn_at(&j->c, i, col), y[i]);
    }
}

static cusparseStatus_t check_a(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                cusparseConstSpMatDescr_t a, cudaDataType ct, const void *d)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(alpha && d && sp_op_ok(op));
    cusparseStatus_t s = sp_check_spmat(a);
    if (s) return s;
    if (a->fmt == CUSPARSE_FORMAT_BLOCKED_ELL) return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    SP_CHECK(a->rows == a->cols);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t check_sv(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                 cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x, cusparseDnVecDescr_t y,
                                 cudaDataType ct, cusparseSpSVDescr_t d)
{
    cusparseStatus_t s = check_a(h, op, alpha, a, ct, d);
    if (s) return s;
    SP_CHECK(x && y && x->size == a->rows && y->size == a->rows);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                         cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x,
                                         cusparseDnVecDescr_t y, cudaDataType ct, cusparseSpSVAlg_t alg,
                                         cusparseSpSVDescr_t d, size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check_sv(h, op, alpha, a, x, y, ct, d);
    if (s) return s;
    SP_CHECK(size);
    *size = 16;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                       cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x,
                                       cusparseDnVecDescr_t y, cudaDataType ct, cusparseSpSVAlg_t alg,
                                       cusparseSpSVDescr_t d, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check_sv(h, op, alpha, a, x, y, ct, d);
    if (s || (s = sp_sync(h))) return s;
    return analyse(&d->t, a);
}

cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                    cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x,
                                    cusparseDnVecDescr_t y, cudaDataType ct, cusparseSpSVAlg_t alg,
                                    cusparseSpSVDescr_t d)
{
    (void)alg;
    cusparseStatus_t s = check_sv(h, op, alpha, a, x, y, ct, d);
    if (s) return s;
    SP_CHECK(d->t.ready && d->t.n == a->rows);
    struct solve_job *j = calloc(1, sizeof *j);
    if (j) {
        j->opa = op, j->alpha = sp_scalar_capture(h, alpha, ct);
        j->t = &d->t, j->vt = a->vt, j->val = a->val, j->x = *x, j->y = *y;
    }
    return sp_enqueue(h, spsv_run, j);
}

cusparseStatus_t cusparseSpSV_updateMatrix(cusparseHandle_t h, cusparseSpSVDescr_t d, void *newValues,
                                           int updatePart)
{
    (void)updatePart;
    SP_CHECK_HANDLE(h);
    SP_CHECK(d && newValues && d->t.ready);
    d->t.values = newValues;
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t check_sm(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                 const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b,
                                 cusparseDnMatDescr_t c, cudaDataType ct, cusparseSpSMDescr_t d)
{
    cusparseStatus_t s = check_a(h, opa, alpha, a, ct, d);
    if (s) return s;
    SP_CHECK(b && c && sp_op_ok(opb) && opb != CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE);
    int nb = opb == CUSPARSE_OPERATION_NON_TRANSPOSE;
    SP_CHECK((nb ? b->rows : b->cols) == a->rows && c->rows == a->rows && (nb ? b->cols : b->rows) == c->cols);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                         const void *alpha, cusparseConstSpMatDescr_t a,
                                         cusparseConstDnMatDescr_t b, cusparseDnMatDescr_t c, cudaDataType ct,
                                         cusparseSpSMAlg_t alg, cusparseSpSMDescr_t d, size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check_sm(h, opa, opb, alpha, a, b, c, ct, d);
    if (s) return s;
    SP_CHECK(size);
    *size = 16;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                       const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b,
                                       cusparseDnMatDescr_t c, cudaDataType ct, cusparseSpSMAlg_t alg,
                                       cusparseSpSMDescr_t d, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check_sm(h, opa, opb, alpha, a, b, c, ct, d);
    if (s || (s = sp_sync(h))) return s;
    return analyse(&d->t, a);
}

cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t h, cusparseOperation_t opa, cusparseOperation_t opb,
                                    const void *alpha, cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b,
                                    cusparseDnMatDescr_t c, cudaDataType ct, cusparseSpSMAlg_t alg,
                                    cusparseSpSMDescr_t d)
{
    (void)alg;
    cusparseStatus_t s = check_sm(h, opa, opb, alpha, a, b, c, ct, d);
    if (s) return s;
    SP_CHECK(d->t.ready && d->t.n == a->rows);
    struct solve_job *j = calloc(1, sizeof *j);
    if (j) {
        j->opa = opa, j->opb = opb, j->alpha = sp_scalar_capture(h, alpha, ct);
        j->t = &d->t, j->vt = a->vt, j->val = a->val, j->b = *b, j->c = *c;
    }
    return sp_enqueue(h, spsm_run, j);
}
