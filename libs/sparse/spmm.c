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

/* The common case (real CSR A, op N on both, B and C of A's type) on the
 * pool's threads, rows in blocks of about equal nonzeros: each row of C
 * depends on one row of A only. */
enum { MAX_PARTS = 16, WORK_PER_PART = 1 << 16 };

struct rows_split {
    const struct spmm_job *j;
    double alpha, beta;
    int64_t bounds[MAX_PARTS + 1];
};

#define CSR_REAL(T, NAME)                                                                                              \
    static void NAME(const struct rows_split *w, int part)                                                             \
    {                                                                                                                  \
        const struct spmm_job *j = w->j;                                                                               \
        const T *v = j->a.val, *bv = j->b.val;                                                                         \
        T *cv = j->c.val, alpha = (T)w->alpha, beta = (T)w->beta;                                                      \
        int64_t base = j->a.base, n = j->c.cols;                                                                       \
        int64_t bi = j->b.order == CUSPARSE_ORDER_ROW ? j->b.ld : 1, bj = j->b.order == CUSPARSE_ORDER_ROW ? 1 : j->b.ld; \
        int64_t ci = j->c.order == CUSPARSE_ORDER_ROW ? j->c.ld : 1, cj = j->c.order == CUSPARSE_ORDER_ROW ? 1 : j->c.ld; \
        for (int64_t r = w->bounds[part]; r < w->bounds[part + 1]; r++) {                                              \
            T *crow = cv + r * ci;                                                                                     \
            for (int64_t q = 0; q < n; q++) crow[q * cj] = beta == 0 ? 0 : beta * crow[q * cj];                        \
            int64_t end = ild(j->a.off_type, j->a.off, r + 1) - base;                                                  \
            for (int64_t k = ild(j->a.off_type, j->a.off, r) - base; k < end; k++) {                                   \
                T a = alpha * v[k];                                                                                    \
                const T *brow = bv + (ild(j->a.idx_type, j->a.idx, k) - base) * bi;                                    \
                for (int64_t q = 0; q < n; q++) crow[q * cj] += a * brow[q * bj];                                      \
            }                                                                                                          \
        }                                                                                                              \
    }
CSR_REAL(float, rows_s)
CSR_REAL(double, rows_d)

static void rows_run(void *p, int part)
{
    const struct rows_split *w = p;
    if (w->j->a.vt == CUDA_R_32F)
        rows_s(w, part);
    else
        rows_d(w, part);
}

static int fast(const struct spmm_job *j)
{
    cudaDataType t = j->a.vt;
    return j->a.fmt == CUSPARSE_FORMAT_CSR && j->opa == CUSPARSE_OPERATION_NON_TRANSPOSE &&
           j->opb == CUSPARSE_OPERATION_NON_TRANSPOSE && (t == CUDA_R_32F || t == CUDA_R_64F) && j->b.vt == t &&
           j->c.vt == t && j->alpha.t == t;
}

static void csr_rows(const struct spmm_job *j, double alpha, double beta)
{
    int64_t work = j->a.nnz * (j->c.cols ? j->c.cols : 1), n = work / WORK_PER_PART, b = j->a.base;
    if (n > sp_pool_size()) n = sp_pool_size();
    if (n > MAX_PARTS) n = MAX_PARTS;
    if (n < 1) n = 1;
    struct rows_split w = {j, alpha, beta, {0}};
    for (int64_t k = 0; k < n; k++) {
        int64_t lo = w.bounds[k], hi = j->a.rows, goal = j->a.nnz * (k + 1) / n;
        if (k == n - 1) lo = hi;
        while (lo < hi) {
            int64_t mid = lo + (hi - lo) / 2;
            if (ild(j->a.off_type, j->a.off, mid) - b < goal)
                lo = mid + 1;
            else
                hi = mid;
        }
        w.bounds[k + 1] = lo;
    }
    sp_parallel((int)n, rows_run, &w);
}

static void spmm_one(const struct spmm_job *j)
{
    zval alpha = sp_scalar_get(&j->alpha), beta = sp_scalar_get(&j->beta);
    if (fast(j)) {
        csr_rows(j, alpha.re, beta.re);
        return;
    }
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
