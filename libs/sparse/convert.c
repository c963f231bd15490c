/* Conversions between formats: sparse to dense and back, CSR to CSC, and
 * the COO row indices to CSR row offsets and back. */
#include "internal.h"

/* Sparse to dense */

struct s2d_job {
    struct cusparseSpMatDescr a;
    struct cusparseDnMatDescr b;
};

static void s2d_entry(void *p, int64_t r, int64_t c, int64_t pos)
{
    const struct s2d_job *j = p;
    int64_t at = dn_at(&j->b, r, c);
    zst(j->b.vt, j->b.val, at, zadd(zld(j->b.vt, j->b.val, at), zld(j->a.vt, j->a.val, pos)));
}

static void s2d_run(void *p)
{
    struct s2d_job *j = p;
    for (int64_t r = 0; r < j->b.rows; r++)
        for (int64_t c = 0; c < j->b.cols; c++) zst(j->b.vt, j->b.val, dn_at(&j->b, r, c), zmk(0, 0));
    sp_foreach(&j->a, s2d_entry, j);
}

static cusparseStatus_t check_s2d(cusparseHandle_t h, cusparseConstSpMatDescr_t a, cusparseDnMatDescr_t b)
{
    SP_CHECK_HANDLE(h);
    cusparseStatus_t s = sp_check_spmat(a);
    if (s) return s;
    SP_CHECK(b && b->rows == a->rows && b->cols == a->cols);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSparseToDense_bufferSize(cusparseHandle_t h, cusparseConstSpMatDescr_t a,
                                                  cusparseDnMatDescr_t b, cusparseSparseToDenseAlg_t alg,
                                                  size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check_s2d(h, a, b);
    if (s) return s;
    SP_CHECK(size);
    *size = 0;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSparseToDense(cusparseHandle_t h, cusparseConstSpMatDescr_t a, cusparseDnMatDescr_t b,
                                       cusparseSparseToDenseAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check_s2d(h, a, b);
    if (s) return s;
    struct s2d_job *j = malloc(sizeof *j);
    if (j) j->a = *a, j->b = *b;
    return sp_enqueue(h, s2d_run, j);
}

/* Dense to sparse: analysis counts the nonzeros (the user needs the count
 * to allocate), convert fills the arrays in stream order. */

static cusparseStatus_t check_d2s(cusparseHandle_t h, cusparseConstDnMatDescr_t a, cusparseSpMatDescr_t b)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(a && b && a->rows == b->rows && a->cols == b->cols);
    if (b->fmt != CUSPARSE_FORMAT_CSR && b->fmt != CUSPARSE_FORMAT_CSC && b->fmt != CUSPARSE_FORMAT_COO &&
        b->fmt != CUSPARSE_FORMAT_BLOCKED_ELL)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t h, cusparseConstDnMatDescr_t a,
                                                  cusparseSpMatDescr_t b, cusparseDenseToSparseAlg_t alg,
                                                  size_t *size)
{
    (void)alg;
    cusparseStatus_t s = check_d2s(h, a, b);
    if (s) return s;
    SP_CHECK(size);
    *size = 16;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t h, cusparseConstDnMatDescr_t a,
                                                cusparseSpMatDescr_t b, cusparseDenseToSparseAlg_t alg,
                                                void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check_d2s(h, a, b);
    /* Blocked ELL's pattern is the user's (its block columns): no count. */
    if (s || b->fmt == CUSPARSE_FORMAT_BLOCKED_ELL || (s = sp_sync(h))) return s;
    int64_t nnz = 0;
    for (int64_t r = 0; r < a->rows; r++)
        for (int64_t c = 0; c < a->cols; c++) nnz += !ziszero(zld(a->vt, a->val, dn_at(a, r, c)));
    b->nnz = nnz;
    return CUSPARSE_STATUS_SUCCESS;
}

struct d2s_job {
    struct cusparseDnMatDescr a;
    struct cusparseSpMatDescr b;
};

static void d2s_ell_entry(void *p, int64_t r, int64_t c, int64_t pos)
{
    const struct d2s_job *j = p;
    zst(j->b.vt, j->b.val, pos, zld(j->a.vt, j->a.val, dn_at(&j->a, r, c)));
}

static void d2s_run(void *p)
{
    const struct d2s_job *j = p;
    if (j->b.fmt == CUSPARSE_FORMAT_BLOCKED_ELL) {
        sp_foreach(&j->b, d2s_ell_entry, (void *)j);
        return;
    }
    const struct cusparseDnMatDescr *a = &j->a;
    const struct cusparseSpMatDescr *b = &j->b;
    int csc = b->fmt == CUSPARSE_FORMAT_CSC;
    int64_t outer = csc ? a->cols : a->rows, inner = csc ? a->rows : a->cols, k = 0;
    for (int64_t o = 0; o < outer; o++) {
        if (b->fmt != CUSPARSE_FORMAT_COO) ist(b->off_type, b->off, o, k + b->base);
        for (int64_t i = 0; i < inner; i++) {
            int64_t r = csc ? i : o, c = csc ? o : i;
            zval v = zld(a->vt, a->val, dn_at(a, r, c));
            if (ziszero(v)) continue;
            if (b->fmt == CUSPARSE_FORMAT_COO) ist(b->idx_type, b->off, k, r + b->base);
            ist(b->idx_type, b->idx, k, (csc ? r : c) + b->base);
            zst(b->vt, b->val, k, v);
            k++;
        }
    }
    if (b->fmt != CUSPARSE_FORMAT_COO) ist(b->off_type, b->off, outer, k + b->base);
}

cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t h, cusparseConstDnMatDescr_t a,
                                               cusparseSpMatDescr_t b, cusparseDenseToSparseAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t s = check_d2s(h, a, b);
    if (s) return s;
    SP_CHECK((b->off || b->fmt == CUSPARSE_FORMAT_BLOCKED_ELL) && (b->nnz == 0 || (b->idx && b->val)));
    struct d2s_job *j = malloc(sizeof *j);
    if (j) j->a = *a, j->b = *b;
    return sp_enqueue(h, d2s_run, j);
}

/* CSR to CSC: a counting sort by column, stable within each column. */

struct c2c_job {
    int m, n, nnz;
    const void *csrVal;
    const int *rowPtr, *colInd;
    void *cscVal;
    int *colPtr, *rowInd;
    cudaDataType vt;
    int values, base;
};

static void c2c_run(void *p)
{
    const struct c2c_job *j = p;
    int b = j->base;
    for (int c = 0; c <= j->n; c++) j->colPtr[c] = 0;
    for (int k = 0; k < j->nnz; k++) j->colPtr[j->colInd[k] - b + 1]++;
    for (int c = 0; c < j->n; c++) j->colPtr[c + 1] += j->colPtr[c];
    for (int r = 0; r < j->m; r++)
        for (int k = j->rowPtr[r] - b; k < j->rowPtr[r + 1] - b; k++) {
            int at = j->colPtr[j->colInd[k] - b]++;
            j->rowInd[at] = r + b;
            if (j->values) zst(j->vt, j->cscVal, at, zld(j->vt, j->csrVal, k));
        }
    for (int c = j->n; c > 0; c--) j->colPtr[c] = j->colPtr[c - 1] + b;
    j->colPtr[0] = b;
}

static cusparseStatus_t check_c2c(cusparseHandle_t h, int m, int n, int nnz, const void *csrVal,
                                  const int *rowPtr, const int *colInd, void *cscVal, int *colPtr, int *rowInd,
                                  cudaDataType vt, cusparseAction_t act, cusparseIndexBase_t base,
                                  cusparseCsr2CscAlg_t alg)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 0 && n >= 0 && nnz >= 0 && colPtr && (m == 0 || rowPtr));
    SP_CHECK(nnz == 0 || (colInd && rowInd));
    SP_CHECK(act == CUSPARSE_ACTION_SYMBOLIC || act == CUSPARSE_ACTION_NUMERIC);
    SP_CHECK(base == CUSPARSE_INDEX_BASE_ZERO || base == CUSPARSE_INDEX_BASE_ONE);
    SP_CHECK(alg == CUSPARSE_CSR2CSC_ALG1);
    if (act == CUSPARSE_ACTION_NUMERIC) {
        if (!sp_value_type_ok(vt)) return CUSPARSE_STATUS_NOT_SUPPORTED;
        SP_CHECK(nnz == 0 || (csrVal && cscVal));
    }
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t h, int m, int n, int nnz, const void *csrVal,
                                               const int *rowPtr, const int *colInd, void *cscVal, int *colPtr,
                                               int *rowInd, cudaDataType vt, cusparseAction_t act,
                                               cusparseIndexBase_t base, cusparseCsr2CscAlg_t alg, size_t *size)
{
    cusparseStatus_t s = check_c2c(h, m, n, nnz, csrVal, rowPtr, colInd, cscVal, colPtr, rowInd, vt, act, base, alg);
    if (s) return s;
    SP_CHECK(size);
    *size = 16;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t h, int m, int n, int nnz, const void *csrVal, const int *rowPtr,
                                    const int *colInd, void *cscVal, int *colPtr, int *rowInd, cudaDataType vt,
                                    cusparseAction_t act, cusparseIndexBase_t base, cusparseCsr2CscAlg_t alg,
                                    void *buffer)
{
    cusparseStatus_t s = check_c2c(h, m, n, nnz, csrVal, rowPtr, colInd, cscVal, colPtr, rowInd, vt, act, base, alg);
    if (s) return s;
    SP_CHECK(buffer);
    struct c2c_job *j = malloc(sizeof *j);
    if (j)
        *j = (struct c2c_job){m,      n,      nnz, csrVal, rowPtr, colInd, cscVal, colPtr, rowInd, vt,
                              act == CUSPARSE_ACTION_NUMERIC, (int)base};
    return sp_enqueue(h, c2c_run, j);
}

/* COO row indices <-> CSR row offsets */

struct rows_job {
    const int *in;
    int *out;
    int nnz, m, base;
};

static void coo2csr_run(void *p)
{
    const struct rows_job *j = p;
    for (int r = 0; r <= j->m; r++) j->out[r] = 0;
    for (int k = 0; k < j->nnz; k++) j->out[j->in[k] - j->base + 1]++;
    j->out[0] = j->base;
    for (int r = 0; r < j->m; r++) j->out[r + 1] += j->out[r];
}

static void csr2coo_run(void *p)
{
    const struct rows_job *j = p;
    for (int r = 0; r < j->m; r++)
        for (int k = j->in[r] - j->base; k < j->in[r + 1] - j->base; k++) j->out[k] = r + j->base;
}

static cusparseStatus_t rows(cusparseHandle_t h, const int *in, int nnz, int m, int *out, cusparseIndexBase_t base,
                             sp_job_fn fn)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(nnz >= 0 && m >= 0 && (in || nnz == 0) && out);
    SP_CHECK(base == CUSPARSE_INDEX_BASE_ZERO || base == CUSPARSE_INDEX_BASE_ONE);
    struct rows_job *j = malloc(sizeof *j);
    if (j) *j = (struct rows_job){in, out, nnz, m, (int)base};
    return sp_enqueue(h, fn, j);
}

cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t h, const int *cooRowInd, int nnz, int m, int *csrRowPtr,
                                  cusparseIndexBase_t base)
{
    return rows(h, cooRowInd, nnz, m, csrRowPtr, base, coo2csr_run);
}

cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t h, const int *csrRowPtr, int nnz, int m, int *cooRowInd,
                                  cusparseIndexBase_t base)
{
    if (h && m > 0 && !csrRowPtr) return CUSPARSE_STATUS_INVALID_VALUE;
    return rows(h, csrRowPtr, nnz, m, cooRowInd, base, csr2coo_run);
}
