/* gemvi: y = alpha op(A) x + beta y with A dense (column-major, lda) and x
 * sparse (values and indices), touching only A's columns (op N) or rows
 * (op T/C) that x names. */
#include "internal.h"

struct gemvi_job {
    cudaDataType t;
    cusparseOperation_t op;
    int m, n, lda, nnz, base;
    const void *a, *xval;
    const int *xind;
    void *y;
    sp_scalar alpha, beta;
};

static void gemvi_run(void *p)
{
    const struct gemvi_job *j = p;
    zval alpha = sp_scalar_get(&j->alpha), beta = sp_scalar_get(&j->beta);
    int rows = j->op == CUSPARSE_OPERATION_NON_TRANSPOSE ? j->m : j->n;
    for (int i = 0; i < rows; i++) {
        zval acc = zmk(0, 0);
        for (int k = 0; k < j->nnz; k++) {
            int64_t c = j->xind[k] - j->base;
            int64_t at = j->op == CUSPARSE_OPERATION_NON_TRANSPOSE ? i + c * j->lda : c + (int64_t)i * j->lda;
            acc = zadd(acc, zmul(zop(j->op, zld(j->t, j->a, at)), zld(j->t, j->xval, k)));
        }
        zval old = zld(j->t, j->y, i);
        zst(j->t, j->y, i, zadd(zmul(alpha, acc), ziszero(beta) ? zmk(0, 0) : zmul(beta, old)));
    }
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t op, int m, int n, int nnz)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(sp_op_ok(op) && m >= 0 && n >= 0 && nnz >= 0);
    SP_CHECK(nnz <= (op == CUSPARSE_OPERATION_NON_TRANSPOSE ? n : m));
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t gemvi(cusparseHandle_t h, cudaDataType t, cusparseOperation_t op, int m, int n,
                              const void *alpha, const void *a, int lda, int nnz, const void *xval, const int *xind,
                              const void *beta, void *y, cusparseIndexBase_t base, void *buf)
{
    (void)buf;
    cusparseStatus_t s = check(h, op, m, n, nnz);
    if (s) return s;
    SP_CHECK(alpha && beta && lda >= (m > 1 ? m : 1) && (a || m == 0 || n == 0) && (nnz == 0 || (xval && xind)));
    SP_CHECK(y || (op == CUSPARSE_OPERATION_NON_TRANSPOSE ? m : n) == 0);
    SP_CHECK(base == CUSPARSE_INDEX_BASE_ZERO || base == CUSPARSE_INDEX_BASE_ONE);
    struct gemvi_job *j = malloc(sizeof *j);
    if (j)
        *j = (struct gemvi_job){t,    op,   m, n, lda, nnz, (int)base, a, xval, xind, y, sp_scalar_capture(h, alpha, t),
                                sp_scalar_capture(h, beta, t)};
    return sp_enqueue(h, gemvi_run, j);
}

#define GEMVI(T, P, CT)                                                                                                \
    cusparseStatus_t cusparse##P##gemvi_bufferSize(cusparseHandle_t h, cusparseOperation_t op, int m, int n, int nnz,  \
                                                   int *size)                                                          \
    {                                                                                                                  \
        cusparseStatus_t s = check(h, op, m, n, nnz);                                                                  \
        if (s) return s;                                                                                               \
        SP_CHECK(size);                                                                                                \
        *size = 16;                                                                                                    \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gemvi(cusparseHandle_t h, cusparseOperation_t op, int m, int n, const T *alpha,      \
                                        const T *A, int lda, int nnz, const T *xVal, const int *xInd, const T *beta,   \
                                        T *y, cusparseIndexBase_t base, void *buf)                                     \
    {                                                                                                                  \
        return gemvi(h, CT, op, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, base, buf);                             \
    }
GEMVI(float, S, CUDA_R_32F)
GEMVI(double, D, CUDA_R_64F)
GEMVI(cuComplex, C, CUDA_C_32F)
GEMVI(cuDoubleComplex, Z, CUDA_C_64F)
