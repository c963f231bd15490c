/* Sparse and dense descriptors: they only record the user's arrays; the
 * operations read them when they run. */
#include "internal.h"

static cusparseStatus_t make(struct cusparseSpMatDescr **out, cusparseFormat_t fmt, int64_t rows, int64_t cols,
                             int64_t nnz, const void *off, const void *idx, const void *val,
                             cusparseIndexType_t off_type, cusparseIndexType_t idx_type, cusparseIndexBase_t base,
                             cudaDataType vt)
{
    SP_CHECK(out && rows >= 0 && cols >= 0 && nnz >= 0);
    SP_CHECK(base == CUSPARSE_INDEX_BASE_ZERO || base == CUSPARSE_INDEX_BASE_ONE);
    if (!sp_index_type_ok(idx_type) || !sp_index_type_ok(off_type)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (!sp_value_type_ok(vt)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    /* Arrays may be NULL only while the matrix has no entries (SpGEMM's C). */
    SP_CHECK(nnz == 0 || (idx && val));
    struct cusparseSpMatDescr *m = calloc(1, sizeof *m);
    if (!m) return CUSPARSE_STATUS_ALLOC_FAILED;
    *m = (struct cusparseSpMatDescr){.fmt = fmt, .rows = rows, .cols = cols, .nnz = nnz,
                                     .off = (void *)off, .idx = (void *)idx, .val = (void *)val,
                                     .off_type = off_type, .idx_type = idx_type, .base = base, .vt = vt,
                                     .fill = CUSPARSE_FILL_MODE_LOWER, .diag = CUSPARSE_DIAG_TYPE_NON_UNIT,
                                     .batch = 1};
    *out = m;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz, void *rowOff,
                                   void *colInd, void *values, cusparseIndexType_t offType,
                                   cusparseIndexType_t colType, cusparseIndexBase_t base, cudaDataType vt)
{
    if (d && rows > 0 && !rowOff) return CUSPARSE_STATUS_INVALID_VALUE;
    return make(d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, rowOff, colInd, values, offType, colType, base, vt);
}
cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                        const void *rowOff, const void *colInd, const void *values,
                                        cusparseIndexType_t offType, cusparseIndexType_t colType,
                                        cusparseIndexBase_t base, cudaDataType vt)
{
    return cusparseCreateCsr((cusparseSpMatDescr_t *)d, rows, cols, nnz, (void *)rowOff, (void *)colInd,
                             (void *)values, offType, colType, base, vt);
}

cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz, void *colOff,
                                   void *rowInd, void *values, cusparseIndexType_t offType,
                                   cusparseIndexType_t rowType, cusparseIndexBase_t base, cudaDataType vt)
{
    if (d && cols > 0 && !colOff) return CUSPARSE_STATUS_INVALID_VALUE;
    return make(d, CUSPARSE_FORMAT_CSC, rows, cols, nnz, colOff, rowInd, values, offType, rowType, base, vt);
}
cusparseStatus_t cusparseCreateConstCsc(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                        const void *colOff, const void *rowInd, const void *values,
                                        cusparseIndexType_t offType, cusparseIndexType_t rowType,
                                        cusparseIndexBase_t base, cudaDataType vt)
{
    return cusparseCreateCsc((cusparseSpMatDescr_t *)d, rows, cols, nnz, (void *)colOff, (void *)rowInd,
                             (void *)values, offType, rowType, base, vt);
}

cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz, void *rowInd,
                                   void *colInd, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t base,
                                   cudaDataType vt)
{
    if (d && nnz > 0 && !rowInd) return CUSPARSE_STATUS_INVALID_VALUE;
    return make(d, CUSPARSE_FORMAT_COO, rows, cols, nnz, rowInd, colInd, values, idxType, idxType, base, vt);
}
cusparseStatus_t cusparseCreateConstCoo(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                        const void *rowInd, const void *colInd, const void *values,
                                        cusparseIndexType_t idxType, cusparseIndexBase_t base, cudaDataType vt)
{
    return cusparseCreateCoo((cusparseSpMatDescr_t *)d, rows, cols, nnz, (void *)rowInd, (void *)colInd,
                             (void *)values, idxType, base, vt);
}

cusparseStatus_t cusparseCreateBlockedEll(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t blockSize,
                                          int64_t ellCols, void *colInd, void *values, cusparseIndexType_t idxType,
                                          cusparseIndexBase_t base, cudaDataType vt)
{
    SP_CHECK(blockSize > 0 && ellCols >= 0 && rows % blockSize == 0 && ellCols % blockSize == 0 && ellCols <= cols);
    cusparseStatus_t s = make(d, CUSPARSE_FORMAT_BLOCKED_ELL, rows, cols, rows * ellCols, NULL, colInd, values,
                              idxType, idxType, base, vt);
    if (s == CUSPARSE_STATUS_SUCCESS) (*d)->ell_block = blockSize, (*d)->ell_cols = ellCols;
    return s;
}
cusparseStatus_t cusparseCreateConstBlockedEll(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols,
                                               int64_t blockSize, int64_t ellCols, const void *colInd,
                                               const void *values, cusparseIndexType_t idxType,
                                               cusparseIndexBase_t base, cudaDataType vt)
{
    return cusparseCreateBlockedEll((cusparseSpMatDescr_t *)d, rows, cols, blockSize, ellCols, (void *)colInd,
                                    (void *)values, idxType, base, vt);
}

cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t sp_check_spmat(const struct cusparseSpMatDescr *m)
{
    SP_CHECK(m);
    SP_CHECK(m->nnz == 0 || (m->idx && m->val));
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t get(const struct cusparseSpMatDescr *m, cusparseFormat_t fmt, int64_t *rows, int64_t *cols,
                            int64_t *nnz, void **off, void **idx, void **val, cusparseIndexType_t *offType,
                            cusparseIndexType_t *idxType, cusparseIndexBase_t *base, cudaDataType *vt)
{
    SP_CHECK(m && rows && cols && nnz && off && idx && val && idxType && base && vt);
    SP_CHECK(m->fmt == fmt);
    *rows = m->rows, *cols = m->cols, *nnz = m->nnz;
    *off = m->off, *idx = m->idx, *val = m->val;
    if (offType) *offType = m->off_type;
    *idxType = m->idx_type, *base = m->base, *vt = m->vt;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz, void **rowOff,
                                void **colInd, void **values, cusparseIndexType_t *offType,
                                cusparseIndexType_t *colType, cusparseIndexBase_t *base, cudaDataType *vt)
{
    SP_CHECK(offType);
    return get(d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, rowOff, colInd, values, offType, colType, base, vt);
}
cusparseStatus_t cusparseConstCsrGet(cusparseConstSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz,
                                     const void **rowOff, const void **colInd, const void **values,
                                     cusparseIndexType_t *offType, cusparseIndexType_t *colType,
                                     cusparseIndexBase_t *base, cudaDataType *vt)
{
    return cusparseCsrGet((cusparseSpMatDescr_t)d, rows, cols, nnz, (void **)rowOff, (void **)colInd,
                          (void **)values, offType, colType, base, vt);
}
cusparseStatus_t cusparseCscGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz, void **colOff,
                                void **rowInd, void **values, cusparseIndexType_t *offType,
                                cusparseIndexType_t *rowType, cusparseIndexBase_t *base, cudaDataType *vt)
{
    SP_CHECK(offType);
    return get(d, CUSPARSE_FORMAT_CSC, rows, cols, nnz, colOff, rowInd, values, offType, rowType, base, vt);
}
cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz, void **rowInd,
                                void **colInd, void **values, cusparseIndexType_t *idxType,
                                cusparseIndexBase_t *base, cudaDataType *vt)
{
    return get(d, CUSPARSE_FORMAT_COO, rows, cols, nnz, rowInd, colInd, values, NULL, idxType, base, vt);
}
cusparseStatus_t cusparseBlockedEllGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *blockSize,
                                       int64_t *ellCols, void **colInd, void **values, cusparseIndexType_t *idxType,
                                       cusparseIndexBase_t *base, cudaDataType *vt)
{
    SP_CHECK(d && d->fmt == CUSPARSE_FORMAT_BLOCKED_ELL && blockSize && ellCols);
    SP_CHECK(rows && cols && colInd && values && idxType && base && vt);
    *rows = d->rows, *cols = d->cols, *blockSize = d->ell_block, *ellCols = d->ell_cols;
    *colInd = d->idx, *values = d->val, *idxType = d->idx_type, *base = d->base, *vt = d->vt;
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t set_pointers(cusparseSpMatDescr_t d, cusparseFormat_t fmt, void *off, void *idx, void *val)
{
    SP_CHECK(d && d->fmt == fmt);
    SP_CHECK(off || (fmt == CUSPARSE_FORMAT_COO && d->nnz == 0));
    SP_CHECK(d->nnz == 0 || (idx && val));
    d->off = off, d->idx = idx, d->val = val;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t d, void *rowOff, void *colInd, void *values)
{
    return set_pointers(d, CUSPARSE_FORMAT_CSR, rowOff, colInd, values);
}
cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t d, void *colOff, void *rowInd, void *values)
{
    return set_pointers(d, CUSPARSE_FORMAT_CSC, colOff, rowInd, values);
}
cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t d, void *rows, void *cols, void *values)
{
    return set_pointers(d, CUSPARSE_FORMAT_COO, rows, cols, values);
}

cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz)
{
    SP_CHECK(d && rows && cols && nnz);
    *rows = d->rows, *cols = d->cols, *nnz = d->nnz;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t d, cusparseFormat_t *format)
{
    SP_CHECK(d && format);
    *format = d->fmt;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t d, cusparseIndexBase_t *base)
{
    SP_CHECK(d && base);
    *base = d->base;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t d, void **values)
{
    SP_CHECK(d && values);
    *values = d->val;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstSpMatGetValues(cusparseConstSpMatDescr_t d, const void **values)
{
    return cusparseSpMatGetValues((cusparseSpMatDescr_t)d, (void **)values);
}
cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t d, void *values)
{
    SP_CHECK(d && values);
    d->val = values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetStridedBatch(cusparseConstSpMatDescr_t d, int *batchCount)
{
    SP_CHECK(d && batchCount);
    *batchCount = d->batch;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCsrSetStridedBatch(cusparseSpMatDescr_t d, int batchCount, int64_t offStride,
                                            int64_t idxStride)
{
    SP_CHECK(d && d->fmt == CUSPARSE_FORMAT_CSR && batchCount >= 1);
    /* A stride of 0 shares that array (one pattern, values per matrix). */
    SP_CHECK(offStride >= 0 && idxStride >= 0);
    d->batch = batchCount, d->off_stride = offStride, d->idx_stride = idxStride;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCooSetStridedBatch(cusparseSpMatDescr_t d, int batchCount, int64_t stride)
{
    SP_CHECK(d && d->fmt == CUSPARSE_FORMAT_COO && batchCount >= 1 && stride >= 0);
    d->batch = batchCount, d->off_stride = stride, d->idx_stride = stride;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t d, int batchCount, int64_t stride)
{
    SP_CHECK(d && batchCount >= 1);
    SP_CHECK(batchCount == 1 || stride >= d->ld * (d->order == CUSPARSE_ORDER_COL ? d->cols : d->rows));
    d->batch = batchCount, d->stride = stride;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t d, int *batchCount, int64_t *stride)
{
    SP_CHECK(d && batchCount && stride);
    *batchCount = d->batch, *stride = d->stride;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t d, cusparseSpMatAttribute_t attr, void *data,
                                           size_t size)
{
    SP_CHECK(d && data);
    if (attr == CUSPARSE_SPMAT_FILL_MODE) {
        SP_CHECK(size == sizeof(cusparseFillMode_t));
        *(cusparseFillMode_t *)data = d->fill;
    } else if (attr == CUSPARSE_SPMAT_DIAG_TYPE) {
        SP_CHECK(size == sizeof(cusparseDiagType_t));
        *(cusparseDiagType_t *)data = d->diag;
    } else
        return CUSPARSE_STATUS_INVALID_VALUE;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t d, cusparseSpMatAttribute_t attr, void *data,
                                           size_t size)
{
    SP_CHECK(d && data);
    if (attr == CUSPARSE_SPMAT_FILL_MODE) {
        SP_CHECK(size == sizeof(cusparseFillMode_t));
        cusparseFillMode_t f = *(cusparseFillMode_t *)data;
        SP_CHECK(f == CUSPARSE_FILL_MODE_LOWER || f == CUSPARSE_FILL_MODE_UPPER);
        d->fill = f;
    } else if (attr == CUSPARSE_SPMAT_DIAG_TYPE) {
        SP_CHECK(size == sizeof(cusparseDiagType_t));
        cusparseDiagType_t t = *(cusparseDiagType_t *)data;
        SP_CHECK(t == CUSPARSE_DIAG_TYPE_NON_UNIT || t == CUSPARSE_DIAG_TYPE_UNIT);
        d->diag = t;
    } else
        return CUSPARSE_STATUS_INVALID_VALUE;
    return CUSPARSE_STATUS_SUCCESS;
}

/* Dense vectors */

cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *d, int64_t size, void *values, cudaDataType vt)
{
    SP_CHECK(d && size >= 0 && (values || size == 0));
    if (!sp_value_type_ok(vt)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    struct cusparseDnVecDescr *v = malloc(sizeof *v);
    if (!v) return CUSPARSE_STATUS_ALLOC_FAILED;
    *v = (struct cusparseDnVecDescr){size, values, vt};
    *d = v;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *d, int64_t size, const void *values,
                                          cudaDataType vt)
{
    return cusparseCreateDnVec((cusparseDnVecDescr_t *)d, size, (void *)values, vt);
}
cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t d, int64_t *size, void **values, cudaDataType *vt)
{
    SP_CHECK(d && size && values && vt);
    *size = d->size, *values = d->val, *vt = d->vt;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstDnVecGet(cusparseConstDnVecDescr_t d, int64_t *size, const void **values,
                                       cudaDataType *vt)
{
    return cusparseDnVecGet((cusparseDnVecDescr_t)d, size, (void **)values, vt);
}
cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t d, void **values)
{
    SP_CHECK(d && values);
    *values = d->val;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstDnVecGetValues(cusparseConstDnVecDescr_t d, const void **values)
{
    return cusparseDnVecGetValues((cusparseDnVecDescr_t)d, (void **)values);
}
cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t d, void *values)
{
    SP_CHECK(d && values);
    d->val = values;
    return CUSPARSE_STATUS_SUCCESS;
}

/* Dense matrices */

cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld, void *values,
                                     cudaDataType vt, cusparseOrder_t order)
{
    SP_CHECK(d && rows >= 0 && cols >= 0);
    SP_CHECK(order == CUSPARSE_ORDER_COL || order == CUSPARSE_ORDER_ROW);
    SP_CHECK(ld >= (order == CUSPARSE_ORDER_COL ? rows : cols) && ld >= 1);
    SP_CHECK(values || rows == 0 || cols == 0);
    if (!sp_value_type_ok(vt)) return CUSPARSE_STATUS_NOT_SUPPORTED;
    struct cusparseDnMatDescr *m = malloc(sizeof *m);
    if (!m) return CUSPARSE_STATUS_ALLOC_FAILED;
    *m = (struct cusparseDnMatDescr){rows, cols, ld, values, vt, order, 1, 0};
    *d = m;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld,
                                          const void *values, cudaDataType vt, cusparseOrder_t order)
{
    return cusparseCreateDnMat((cusparseDnMatDescr_t *)d, rows, cols, ld, (void *)values, vt, order);
}
cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *ld, void **values,
                                  cudaDataType *vt, cusparseOrder_t *order)
{
    SP_CHECK(d && rows && cols && ld && values && vt && order);
    *rows = d->rows, *cols = d->cols, *ld = d->ld, *values = d->val, *vt = d->vt, *order = d->order;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstDnMatGet(cusparseConstDnMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *ld,
                                       const void **values, cudaDataType *vt, cusparseOrder_t *order)
{
    return cusparseDnMatGet((cusparseDnMatDescr_t)d, rows, cols, ld, (void **)values, vt, order);
}
cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t d, void **values)
{
    SP_CHECK(d && values);
    *values = d->val;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseConstDnMatGetValues(cusparseConstDnMatDescr_t d, const void **values)
{
    return cusparseDnMatGetValues((cusparseDnMatDescr_t)d, (void **)values);
}
cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t d, void *values)
{
    SP_CHECK(d && values);
    d->val = values;
    return CUSPARSE_STATUS_SUCCESS;
}
