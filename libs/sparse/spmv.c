/* SpMV: y = alpha op(A) x + beta y, for every format and operation. */
#include "internal.h"

struct spmv_job {
    cusparseOperation_t op;
    sp_scalar alpha, beta;
    struct cusparseSpMatDescr a;
    struct cusparseDnVecDescr x, y;
};

struct spmv_ctx {
    const struct spmv_job *j;
    zval alpha;
};

static void spmv_entry(void *p, int64_t r, int64_t c, int64_t pos)
{
    const struct spmv_ctx *s = p;
    const struct spmv_job *j = s->j;
    zval v = zmul(s->alpha, zop(j->op, zld(j->a.vt, j->a.val, pos)));
    int64_t in = j->op == CUSPARSE_OPERATION_NON_TRANSPOSE ? c : r;
    int64_t out = j->op == CUSPARSE_OPERATION_NON_TRANSPOSE ? r : c;
    zst(j->y.vt, j->y.val, out, zadd(zld(j->y.vt, j->y.val, out), zmul(v, zld(j->x.vt, j->x.val, in))));
}

/* The common case (real CSR times a vector of its type) without the
 * per-element type dispatch of the general path. */
/* Rows r0..r1 with the index types spelled out, so that the loop has no
 * per-element dispatch. */
#define CSR_ROWS(T, OT, IT)                                                                                            \
    do {                                                                                                               \
        const OT *off = j->a.off;                                                                                      \
        const IT *ci = j->a.idx;                                                                                       \
        for (int64_t r = r0; r < r1; r++) {                                                                            \
            T sum = 0;                                                                                                 \
            for (int64_t k = off[r] - b, end = off[r + 1] - b; k < end; k++) sum += v[k] * x[ci[k] - b];               \
            y[r] = beta == 0 ? alpha * sum : alpha * sum + beta * y[r];                                                \
        }                                                                                                              \
    } while (0)

#define CSR_REAL(T, NAME)                                                                                              \
    static void NAME(const struct spmv_job *j, T alpha, T beta, int64_t r0, int64_t r1)                                \
    {                                                                                                                  \
        const T *v = j->a.val, *x = j->x.val;                                                                          \
        T *y = j->y.val;                                                                                               \
        int64_t b = j->a.base;                                                                                         \
        int wide_off = j->a.off_type == CUSPARSE_INDEX_64I, wide_idx = j->a.idx_type == CUSPARSE_INDEX_64I;            \
        if (!wide_off && !wide_idx)                                                                                    \
            CSR_ROWS(T, int32_t, int32_t);                                                                             \
        else if (!wide_off)                                                                                            \
            CSR_ROWS(T, int32_t, int64_t);                                                                             \
        else if (!wide_idx)                                                                                            \
            CSR_ROWS(T, int64_t, int32_t);                                                                             \
        else                                                                                                           \
            CSR_ROWS(T, int64_t, int64_t);                                                                             \
    }
enum { MAX_PARTS = 16, NNZ_PER_PART = 1 << 18 };

CSR_REAL(float, csr_s)
CSR_REAL(double, csr_d)

struct rows_split {
    const struct spmv_job *j;
    double alpha, beta;
    int64_t bounds[MAX_PARTS + 1];
};

static void rows_run(void *p, int k)
{
    const struct rows_split *w = p;
    if (w->j->a.vt == CUDA_R_32F)
        csr_s(w->j, (float)w->alpha, (float)w->beta, w->bounds[k], w->bounds[k + 1]);
    else
        csr_d(w->j, w->alpha, w->beta, w->bounds[k], w->bounds[k + 1]);
}

/* Rows in blocks of about equal nonzeros, one block per thread, for the
 * matrices large enough to repay waking threads; the rows are independent,
 * so the result does not depend on the split. */
static void csr_rows(const struct spmv_job *j, double alpha, double beta)
{
    int64_t nnz = j->a.nnz, n = nnz / NNZ_PER_PART, b = j->a.base;
    if (n > sp_pool_size()) n = sp_pool_size();
    if (n > MAX_PARTS) n = MAX_PARTS;
    if (n < 1) n = 1;
    struct rows_split w = {j, alpha, beta, {0}};
    for (int64_t k = 0; k < n; k++) {
        /* The first row whose start reaches this block's share. */
        int64_t lo = w.bounds[k], hi = j->a.rows, goal = nnz * (k + 1) / n;
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

static void spmv_run(void *p)
{
    const struct spmv_job *j = p;
    zval alpha = sp_scalar_get(&j->alpha), beta = sp_scalar_get(&j->beta);
    cudaDataType t = j->a.vt;
    if (j->a.fmt == CUSPARSE_FORMAT_CSR && j->op == CUSPARSE_OPERATION_NON_TRANSPOSE && j->x.vt == t &&
        j->y.vt == t && j->alpha.t == t && (t == CUDA_R_32F || t == CUDA_R_64F)) {
        csr_rows(j, alpha.re, beta.re);
        return;
    }
    /* beta == 0 overwrites y, NaNs included, as BLAS does. */
    for (int64_t i = 0; i < j->y.size; i++)
        zst(j->y.vt, j->y.val, i, ziszero(beta) ? zmk(0, 0) : zmul(beta, zld(j->y.vt, j->y.val, i)));
    if (ziszero(alpha)) return;
    struct spmv_ctx s = {j, alpha};
    sp_foreach(&j->a, spmv_entry, &s);
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                              cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x, const void *beta,
                              cusparseDnVecDescr_t y, cudaDataType ct)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(alpha && beta && x && y && sp_op_ok(op));
    cusparseStatus_t s = sp_check_spmat(a);
    if (s) return s;
    if (!sp_value_type_ok(ct)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    int n = op == CUSPARSE_OPERATION_NON_TRANSPOSE;
    SP_CHECK(x->size == (n ? a->cols : a->rows) && y->size == (n ? a->rows : a->cols));
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                         cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x,
                                         const void *beta, cusparseDnVecDescr_t y, cudaDataType ct,
                                         cusparseSpMVAlg_t alg, size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check(h, op, alpha, a, x, beta, y, ct);
    if (s) return s;
    SP_CHECK(size);
    *size = 0;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                         cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x,
                                         const void *beta, cusparseDnVecDescr_t y, cudaDataType ct,
                                         cusparseSpMVAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    return check(h, op, alpha, a, x, beta, y, ct);
}

cusparseStatus_t cusparseSpMV(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                              cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x, const void *beta,
                              cusparseDnVecDescr_t y, cudaDataType ct, cusparseSpMVAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check(h, op, alpha, a, x, beta, y, ct);
    if (s) return s;
    struct spmv_job *j = malloc(sizeof *j);
    if (j) {
        j->op = op;
        j->alpha = sp_scalar_capture(h, alpha, ct);
        j->beta = sp_scalar_capture(h, beta, ct);
        j->a = *a, j->x = *x, j->y = *y;
    }
    return sp_enqueue(h, spmv_run, j);
}
