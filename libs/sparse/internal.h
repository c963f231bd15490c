/* What the cuSPARSE room's files share: the objects behind the handles,
 * element access for the four value types and three index types, the
 * stream queue and the walk over a sparse matrix's entries. */
#ifndef FERRY_SPARSE_INTERNAL_H
#define FERRY_SPARSE_INTERNAL_H

#include <stdlib.h>
#include <string.h>
#include "cusparse.h"

/* The room's own functions: hidden from the shared object's exports, and
 * linked under reserved names, since the static library shares the
 * program's namespace. */
#define sp_enqueue __ferry_sparse_enqueue
#define sp_scalar_get __ferry_sparse_scalar_get
#define sp_scalar_capture __ferry_sparse_scalar_capture
#define sp_sync __ferry_sparse_sync
#define sp_pool_size __ferry_sparse_pool_size
#define sp_foreach __ferry_sparse_foreach
#define sp_check_spmat __ferry_sparse_check_spmat
#define sp_parallel __ferry_sparse_parallel
#define sp_half_to_float __ferry_sparse_half_to_float
#define sp_float_to_half __ferry_sparse_float_to_half
#define sp_float_to_bf16 __ferry_sparse_float_to_bf16
#define sp_bf16_to_float __ferry_sparse_bf16_to_float
#define sp_captured_free __ferry_sparse_captured_free
#pragma GCC visibility push(hidden)

struct wrapped;

struct cusparseContext {
    cudaStream_t stream;
    cusparsePointerMode_t mode;
    struct wrapped *captured; /* jobs captured into graphs (queue.c) */
};

struct cusparseMatDescr {
    cusparseMatrixType_t type;
    cusparseFillMode_t fill;
    cusparseDiagType_t diag;
    cusparseIndexBase_t base;
};

/* One layout for every format; off and idx mean what the format says:
 * CSR: row offsets, column indices; CSC: column offsets, row indices;
 * COO: row indices, column indices; blocked ELL: -, block column indices. */
struct cusparseSpMatDescr {
    cusparseFormat_t fmt;
    int64_t rows, cols, nnz;
    void *off, *idx, *val;
    cusparseIndexType_t off_type, idx_type;
    cusparseIndexBase_t base;
    cudaDataType vt;
    int64_t ell_block, ell_cols;
    cusparseFillMode_t fill;
    cusparseDiagType_t diag;
    int batch;                       /* strided batch (SpMM): count and */
    int64_t off_stride, idx_stride;  /* strides in elements */
};

struct cusparseSpVecDescr {
    int64_t size, nnz;
    void *idx, *val;
    cusparseIndexType_t idx_type;
    cusparseIndexBase_t base;
    cudaDataType vt;
};

struct cusparseDnVecDescr {
    int64_t size;
    void *val;
    cudaDataType vt;
};

struct cusparseDnMatDescr {
    int64_t rows, cols, ld;
    void *val;
    cudaDataType vt;
    cusparseOrder_t order;
    int batch;
    int64_t stride; /* elements between matrices of a batch */
};

/* Arithmetic in double complex for every value type keeps one kernel per
 * operation; float results are rounded once, when stored. */
typedef struct {
    double re, im;
} zval;

static inline zval zmk(double re, double im) { return (zval){re, im}; }
static inline zval zadd(zval a, zval b) { return zmk(a.re + b.re, a.im + b.im); }
static inline zval zsub(zval a, zval b) { return zmk(a.re - b.re, a.im - b.im); }
static inline zval zmul(zval a, zval b) { return zmk(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }
static inline zval zconj(zval a) { return zmk(a.re, -a.im); }
static inline int ziszero(zval a) { return a.re == 0 && a.im == 0; }
static inline zval zdiv(zval a, zval b)
{
    if (b.im == 0) return zmk(a.re / b.re, a.im / b.re);
    double d = b.re * b.re + b.im * b.im;
    return zmk((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
}

float sp_half_to_float(uint16_t h);
uint16_t sp_float_to_half(float x);
float sp_bf16_to_float(uint16_t b);
uint16_t sp_float_to_bf16(float x);

static inline zval zld(cudaDataType t, const void *p, int64_t k)
{
    switch (t) {
    case CUDA_R_16F: return zmk(sp_half_to_float(((const uint16_t *)p)[k]), 0);
    case CUDA_R_16BF: return zmk(sp_bf16_to_float(((const uint16_t *)p)[k]), 0);
    case CUDA_R_32F: return zmk(((const float *)p)[k], 0);
    case CUDA_R_64F: return zmk(((const double *)p)[k], 0);
    case CUDA_C_32F: return zmk(((const float *)p)[2 * k], ((const float *)p)[2 * k + 1]);
    default: return zmk(((const double *)p)[2 * k], ((const double *)p)[2 * k + 1]);
    }
}

static inline void zst(cudaDataType t, void *p, int64_t k, zval v)
{
    switch (t) {
    case CUDA_R_16F: ((uint16_t *)p)[k] = sp_float_to_half((float)v.re); break;
    case CUDA_R_16BF: ((uint16_t *)p)[k] = sp_float_to_bf16((float)v.re); break;
    case CUDA_R_32F: ((float *)p)[k] = (float)v.re; break;
    case CUDA_R_64F: ((double *)p)[k] = v.re; break;
    case CUDA_C_32F: ((float *)p)[2 * k] = (float)v.re, ((float *)p)[2 * k + 1] = (float)v.im; break;
    default: ((double *)p)[2 * k] = v.re, ((double *)p)[2 * k + 1] = v.im; break;
    }
}

static inline int64_t ild(cusparseIndexType_t t, const void *p, int64_t k)
{
    switch (t) {
    case CUSPARSE_INDEX_16U: return ((const uint16_t *)p)[k];
    case CUSPARSE_INDEX_64I: return ((const int64_t *)p)[k];
    default: return ((const int32_t *)p)[k];
    }
}

static inline void ist(cusparseIndexType_t t, void *p, int64_t k, int64_t v)
{
    switch (t) {
    case CUSPARSE_INDEX_16U: ((uint16_t *)p)[k] = (uint16_t)v; break;
    case CUSPARSE_INDEX_64I: ((int64_t *)p)[k] = v; break;
    default: ((int32_t *)p)[k] = (int32_t)v; break;
    }
}

static inline size_t sp_value_size(cudaDataType t)
{
    switch (t) {
    case CUDA_R_16F:
    case CUDA_R_16BF: return 2;
    case CUDA_R_32F: return 4;
    case CUDA_R_64F:
    case CUDA_C_32F: return 8;
    default: return 16;
    }
}
static inline size_t sp_index_size(cusparseIndexType_t t)
{
    return t == CUSPARSE_INDEX_16U ? 2 : t == CUSPARSE_INDEX_64I ? 8 : 4;
}

static inline int sp_value_type_ok(cudaDataType t)
{
    return t == CUDA_R_32F || t == CUDA_R_64F || t == CUDA_C_32F || t == CUDA_C_64F || t == CUDA_R_16F ||
           t == CUDA_R_16BF;
}
static inline int sp_index_type_ok(cusparseIndexType_t t)
{
    return t == CUSPARSE_INDEX_32I || t == CUSPARSE_INDEX_64I;
}
static inline int sp_op_ok(cusparseOperation_t op)
{
    return op == CUSPARSE_OPERATION_NON_TRANSPOSE || op == CUSPARSE_OPERATION_TRANSPOSE ||
           op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
}
static inline zval zop(cusparseOperation_t op, zval v)
{
    return op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? zconj(v) : v;
}

/* Element (i, j) of a dense matrix in its order. */
static inline int64_t dn_at(const struct cusparseDnMatDescr *d, int64_t i, int64_t j)
{
    return d->order == CUSPARSE_ORDER_ROW ? i * d->ld + j : i + j * d->ld;
}
/* Element (i, j) of op(B) for a dense B. */
static inline zval dn_op_ld(const struct cusparseDnMatDescr *d, cusparseOperation_t op, int64_t i, int64_t j)
{
    if (op == CUSPARSE_OPERATION_NON_TRANSPOSE) return zld(d->vt, d->val, dn_at(d, i, j));
    return zop(op, zld(d->vt, d->val, dn_at(d, j, i)));
}

/* A scalar argument: read now in host pointer mode, when the work runs in
 * device pointer mode (device memory is only ready in stream order). */
typedef struct {
    const void *ptr;
    zval v;
    cudaDataType t;
} sp_scalar;

sp_scalar sp_scalar_capture(cusparseHandle_t h, const void *p, cudaDataType t);
zval sp_scalar_get(const sp_scalar *s);

/* Queues fn(job) on the handle's stream; the job is malloc'ed by the caller
 * and freed after fn runs (or at once, if it cannot be queued). */
typedef void (*sp_job_fn)(void *job);
cusparseStatus_t sp_enqueue(cusparseHandle_t h, sp_job_fn fn, void *job);
/* Waits for the handle's stream, for the operations whose results the host
 * needs at once (sizes of SpGEMM's and DenseToSparse's outputs, pivots). */
cusparseStatus_t sp_sync(cusparseHandle_t h);
void sp_captured_free(cusparseHandle_t h);

/* Calls fn(ctx, row, col, position of the value) for every stored entry. */
typedef void (*sp_entry_fn)(void *ctx, int64_t r, int64_t c, int64_t pos);
void sp_foreach(const struct cusparseSpMatDescr *m, sp_entry_fn fn, void *ctx);

/* Runs fn(arg, k) for k in [0, n), the parts on the pool's threads (at most
 * sp_pool_size() of them, the caller included); returns when all are done.
 * If n is above sp_pool_size(), the caller must not pass more parts. */
int sp_pool_size(void);
void sp_parallel(int n, void (*fn)(void *arg, int part), void *arg);

cusparseStatus_t sp_check_spmat(const struct cusparseSpMatDescr *m);

#define SP_CHECK_HANDLE(h)                                                                                             \
    do {                                                                                                               \
        if (!(h)) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                              \
    } while (0)
#define SP_CHECK(cond)                                                                                                 \
    do {                                                                                                               \
        if (!(cond)) return CUSPARSE_STATUS_INVALID_VALUE;                                                             \
    } while (0)

#pragma GCC visibility pop

#endif
