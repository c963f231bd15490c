/* gpsvInterleavedBatch: batches of pentadiagonal systems, element i of
 * system k at i * count + k.  Banded LU with partial pivoting (stable as
 * the QR the toolkit documents for algo 0): pivoting among the two rows
 * below widens U to four superdiagonals, so each row keeps columns i-2 ..
 * i+4 in the user's buffer. */
#include <math.h>
#include "internal.h"

enum { W = 7 }; /* columns r-2 .. r+4 of row r */

static zval *at(zval *band, int r, int c) { return &band[(size_t)r * W + (size_t)(c - r + 2)]; }

static double zabs(zval v) { return hypot(v.re, v.im); }

static void solve1(cudaDataType t, int m, int count, int k, const void *ds, const void *dl, const void *d,
                   const void *du, const void *dw, void *x, zval *band)
{
    zval *b = band + (size_t)m * W;
    for (int i = 0; i < m; i++) {
        for (int q = 0; q < W; q++) band[(size_t)i * W + q] = zmk(0, 0);
        int64_t e = (int64_t)i * count + k;
        if (i >= 2) *at(band, i, i - 2) = zld(t, ds, e);
        if (i >= 1) *at(band, i, i - 1) = zld(t, dl, e);
        *at(band, i, i) = zld(t, d, e);
        if (i + 1 < m) *at(band, i, i + 1) = zld(t, du, e);
        if (i + 2 < m) *at(band, i, i + 2) = zld(t, dw, e);
        b[i] = zld(t, x, e);
    }
    for (int i = 0; i < m; i++) {
        int last = i + 2 < m ? i + 2 : m - 1, right = i + 4 < m ? i + 4 : m - 1, p = i;
        for (int r = i + 1; r <= last; r++)
            if (zabs(*at(band, r, i)) > zabs(*at(band, p, i))) p = r;
        if (p != i) {
            for (int c = i; c <= right; c++) {
                zval tmp = *at(band, i, c);
                *at(band, i, c) = *at(band, p, c);
                *at(band, p, c) = tmp;
            }
            zval tmp = b[i];
            b[i] = b[p], b[p] = tmp;
        }
        zval piv = *at(band, i, i);
        if (ziszero(piv)) continue; /* singular: leave it to the division */
        for (int r = i + 1; r <= last; r++) {
            zval l = zdiv(*at(band, r, i), piv);
            *at(band, r, i) = zmk(0, 0);
            for (int c = i + 1; c <= right; c++) *at(band, r, c) = zsub(*at(band, r, c), zmul(l, *at(band, i, c)));
            b[r] = zsub(b[r], zmul(l, b[i]));
        }
    }
    for (int i = m - 1; i >= 0; i--) {
        zval s = b[i];
        int right = i + 4 < m ? i + 4 : m - 1;
        for (int c = i + 1; c <= right; c++) s = zsub(s, zmul(*at(band, i, c), b[c]));
        b[i] = zdiv(s, *at(band, i, i));
    }
    for (int i = 0; i < m; i++) zst(t, x, (int64_t)i * count + k, b[i]);
}

struct gpsv_job {
    cudaDataType t;
    int m, count;
    const void *ds, *dl, *d, *du, *dw;
    void *x;
    zval *band;
};

static void gpsv_run(void *p)
{
    const struct gpsv_job *j = p;
    for (int k = 0; k < j->count; k++) solve1(j->t, j->m, j->count, k, j->ds, j->dl, j->d, j->du, j->dw, j->x, j->band);
}

static cusparseStatus_t check(cusparseHandle_t h, int algo, int m, const void *ds, const void *dl, const void *d,
                              const void *du, const void *dw, const void *x, int count)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(algo == 0 && m >= 1 && count >= 0 && ds && dl && d && du && dw && x);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t gpsv(cusparseHandle_t h, cudaDataType t, int algo, int m, const void *ds, const void *dl,
                             const void *d, const void *du, const void *dw, void *x, int count, void *buf)
{
    cusparseStatus_t s = check(h, algo, m, ds, dl, d, du, dw, x, count);
    if (s) return s;
    SP_CHECK(buf);
    struct gpsv_job *j = malloc(sizeof *j);
    if (j) *j = (struct gpsv_job){t, m, count, ds, dl, d, du, dw, x, buf};
    return sp_enqueue(h, gpsv_run, j);
}

#define GPSV(T, P, CT)                                                                                                 \
    cusparseStatus_t cusparse##P##gpsvInterleavedBatch_bufferSizeExt(                                                  \
        cusparseHandle_t h, int algo, int m, const T *ds, const T *dl, const T *d, const T *du, const T *dw,           \
        const T *x, int count, size_t *size)                                                                           \
    {                                                                                                                  \
        cusparseStatus_t s = check(h, algo, m, ds, dl, d, du, dw, x, count);                                           \
        if (s) return s;                                                                                               \
        SP_CHECK(size);                                                                                                \
        *size = (size_t)m * (W + 1) * sizeof(zval);                                                                    \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##gpsvInterleavedBatch(cusparseHandle_t h, int algo, int m, T *ds, T *dl, T *d, T *du, \
                                                       T *dw, T *x, int count, void *buf)                              \
    {                                                                                                                  \
        return gpsv(h, CT, algo, m, ds, dl, d, du, dw, x, count, buf);                                                 \
    }
GPSV(float, S, CUDA_R_32F)
GPSV(double, D, CUDA_R_64F)
GPSV(cuComplex, C, CUDA_C_32F)
GPSV(cuDoubleComplex, Z, CUDA_C_64F)
