/* gtsv2: tridiagonal systems, one with many right-hand sides or many
 * strided systems.  Elimination with partial pivoting (as LAPACK's gtsv)
 * for gtsv2, without for the _nopivot and batched forms; the user's buffer
 * holds the working copies of the three diagonals. */
#include <math.h>
#include "internal.h"

static double zabs1(zval v) { return fabs(v.re) + fabs(v.im); }

/* One system: element i of dl, d, du at sys + i * step, of the right-hand
 * side at xo + i * step (step 1, or the batch for interleaved layouts).
 * w holds 5 m values. */
static void solve1(cudaDataType t, int m, const void *dl, const void *d, const void *du, int64_t sys, void *x,
                   int64_t xo, int64_t step, int pivot, zval *w)
{
    zval *sub = w, *dia = w + m, *sup = w + 2 * m, *sup2 = w + 3 * m, *b = w + 4 * m;
    for (int i = 0; i < m; i++) {
        sub[i] = i + 1 < m ? zld(t, dl, sys + (i + 1) * step) : zmk(0, 0);
        dia[i] = zld(t, d, sys + i * step);
        sup[i] = zld(t, du, sys + i * step);
        sup2[i] = zmk(0, 0);
        b[i] = zld(t, x, xo + i * step);
    }
    for (int i = 0; i + 1 < m; i++) {
        if (!pivot || zabs1(dia[i]) >= zabs1(sub[i])) {
            zval f = zdiv(sub[i], dia[i]);
            dia[i + 1] = zsub(dia[i + 1], zmul(f, sup[i]));
            b[i + 1] = zsub(b[i + 1], zmul(f, b[i]));
        } else {
            /* Swap rows i and i+1; row i gains a second superdiagonal. */
            zval f = zdiv(dia[i], sub[i]);
            dia[i] = sub[i];
            zval tmp = dia[i + 1];
            dia[i + 1] = zsub(sup[i], zmul(f, tmp));
            if (i + 2 < m) {
                sup2[i] = sup[i + 1];
                sup[i + 1] = zmul(zmk(-f.re, -f.im), sup2[i]);
            }
            sup[i] = tmp;
            tmp = b[i];
            b[i] = b[i + 1];
            b[i + 1] = zsub(tmp, zmul(f, b[i + 1]));
        }
    }
    b[m - 1] = zdiv(b[m - 1], dia[m - 1]);
    if (m > 1) b[m - 2] = zdiv(zsub(b[m - 2], zmul(sup[m - 2], b[m - 1])), dia[m - 2]);
    for (int i = m - 3; i >= 0; i--)
        b[i] = zdiv(zsub(zsub(b[i], zmul(sup[i], b[i + 1])), zmul(sup2[i], b[i + 2])), dia[i]);
    for (int i = 0; i < m; i++) zst(t, x, xo + i * step, b[i]);
}

struct gtsv_job {
    cudaDataType t;
    int m, n, pivot;
    const void *dl, *d, *du;
    void *x;
    int64_t sys_stride, x_stride, step;
    zval *w;
};

static void gtsv_run(void *p)
{
    const struct gtsv_job *j = p;
    for (int k = 0; k < j->n; k++)
        solve1(j->t, j->m, j->dl, j->d, j->du, k * j->sys_stride, j->x, k * j->x_stride, j->step, j->pivot, j->w);
}

static size_t work_size(int m) { return (size_t)(m > 0 ? m : 1) * 5 * sizeof(zval); }

static cusparseStatus_t check(cusparseHandle_t h, int m, int n, const void *dl, const void *d, const void *du,
                              const void *x, int ldb)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 3 && n >= 0 && ldb >= m && dl && d && du && x);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t gtsv(cusparseHandle_t h, cudaDataType t, int m, int n, const void *dl, const void *d,
                             const void *du, void *x, int ldb, int pivot, void *buf)
{
    cusparseStatus_t s = check(h, m, n, dl, d, du, x, ldb);
    if (s) return s;
    SP_CHECK(buf);
    struct gtsv_job *j = malloc(sizeof *j);
    if (j) *j = (struct gtsv_job){t, m, n, pivot, dl, d, du, x, 0, ldb, 1, buf};
    return sp_enqueue(h, gtsv_run, j);
}

static cusparseStatus_t batch(cusparseHandle_t h, cudaDataType t, int m, const void *dl, const void *d,
                              const void *du, void *x, int count, int stride, void *buf)
{
    cusparseStatus_t s = check(h, m, count, dl, d, du, x, m);
    if (s) return s;
    SP_CHECK(stride >= m && buf);
    struct gtsv_job *j = malloc(sizeof *j);
    if (j) *j = (struct gtsv_job){t, m, count, 0, dl, d, du, x, stride, stride, 1, buf};
    return sp_enqueue(h, gtsv_run, j);
}

/* Interleaved: element i of system k at i * count + k.  algo 0 (Thomas)
 * solves without pivoting; 1 (LU) and 2 (QR) with partial pivoting, which
 * is as stable as the QR the toolkit uses for 2. */
static cusparseStatus_t interleaved(cusparseHandle_t h, cudaDataType t, int algo, int m, const void *dl,
                                    const void *d, const void *du, void *x, int count, void *buf)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(algo >= 0 && algo <= 2 && m >= 1 && count >= 0 && dl && d && du && x && buf);
    struct gtsv_job *j = malloc(sizeof *j);
    if (j) *j = (struct gtsv_job){t, m, count, algo != 0, dl, d, du, x, 1, 1, count, buf};
    return sp_enqueue(h, gtsv_run, j);
}

#define GTSV(T, P, CT)                                                                                                 \
    cusparseStatus_t cusparse##P##gtsv2_bufferSizeExt(cusparseHandle_t h, int m, int n, const T *dl, const T *d,       \
                                                      const T *du, const T *B, int ldb, size_t *size)                  \
    {                                                                                                                  \
        cusparseStatus_t s = check(h, m, n, dl, d, du, B, ldb);                                                        \
        if (s) return s;                                                                                               \
        SP_CHECK(size);                                                                                                \
        *size = work_size(m);                                                                                          \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsv2(cusparseHandle_t h, int m, int n, const T *dl, const T *d, const T *du, T *B,  \
                                        int ldb, void *buf)                                                            \
    {                                                                                                                  \
        return gtsv(h, CT, m, n, dl, d, du, B, ldb, 1, buf);                                                           \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsv2_nopivot_bufferSizeExt(cusparseHandle_t h, int m, int n, const T *dl,           \
                                                              const T *d, const T *du, const T *B, int ldb,            \
                                                              size_t *size)                                            \
    {                                                                                                                  \
        return cusparse##P##gtsv2_bufferSizeExt(h, m, n, dl, d, du, B, ldb, size);                                     \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsv2_nopivot(cusparseHandle_t h, int m, int n, const T *dl, const T *d,             \
                                                const T *du, T *B, int ldb, void *buf)                                 \
    {                                                                                                                  \
        return gtsv(h, CT, m, n, dl, d, du, B, ldb, 0, buf);                                                           \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsv2StridedBatch_bufferSizeExt(cusparseHandle_t h, int m, const T *dl,              \
                                                                  const T *d, const T *du, const T *x, int count,      \
                                                                  int stride, size_t *size)                            \
    {                                                                                                                  \
        cusparseStatus_t s = check(h, m, count, dl, d, du, x, m);                                                      \
        if (s) return s;                                                                                               \
        SP_CHECK(stride >= m && size);                                                                                 \
        *size = work_size(m);                                                                                          \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsv2StridedBatch(cusparseHandle_t h, int m, const T *dl, const T *d, const T *du,   \
                                                    T *x, int count, int stride, void *buf)                            \
    {                                                                                                                  \
        return batch(h, CT, m, dl, d, du, x, count, stride, buf);                                                      \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t h, int algo, int m,            \
                                                                     const T *dl, const T *d, const T *du,             \
                                                                     const T *x, int count, size_t *size)              \
    {                                                                                                                  \
        SP_CHECK_HANDLE(h);                                                                                            \
        SP_CHECK(algo >= 0 && algo <= 2 && m >= 1 && count >= 0 && dl && d && du && x && size);                       \
        *size = work_size(m);                                                                                          \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gtsvInterleavedBatch(cusparseHandle_t h, int algo, int m, T *dl, T *d, T *du, T *x,  \
                                                       int count, void *buf)                                           \
    {                                                                                                                  \
        return interleaved(h, CT, algo, m, dl, d, du, x, count, buf);                                                  \
    }
GTSV(float, S, CUDA_R_32F)
GTSV(double, D, CUDA_R_64F)
GTSV(cuComplex, C, CUDA_C_32F)
GTSV(cuDoubleComplex, Z, CUDA_C_64F)
