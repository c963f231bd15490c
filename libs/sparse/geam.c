/* csrgeam2: C = alpha A + beta B for CSR matrices with sorted columns, by
 * merging each row of A with the same row of B.  Nnz gives C's row offsets
 * and count (the count waits for the stream in host pointer mode, since the
 * caller reads it on return); geam2 then fills C's columns and values. */
#include "internal.h"

struct geam_job {
    int m;
    const int *pa, *ca, *pb, *cb;
    int ba, bb, bc;
    int *pc, *cc;
    int *total; /* Nnz only */
    cudaDataType t;
    const void *va, *vb;
    void *vc;
    sp_scalar alpha, beta;
};

/* One pass for both: with cc NULL it counts, else it writes. */
static void geam_run(void *p)
{
    const struct geam_job *j = p;
    zval alpha = zmk(0, 0), beta = zmk(0, 0);
    if (j->cc) alpha = sp_scalar_get(&j->alpha), beta = sp_scalar_get(&j->beta);
    int out = 0;
    for (int i = 0; i < j->m; i++) {
        if (!j->cc) j->pc[i] = out + j->bc;
        int ka = j->pa[i] - j->ba, ea = j->pa[i + 1] - j->ba;
        int kb = j->pb[i] - j->bb, eb = j->pb[i + 1] - j->bb;
        while (ka < ea || kb < eb) {
            int col_a = ka < ea ? j->ca[ka] - j->ba : -1, col_b = kb < eb ? j->cb[kb] - j->bb : -1;
            int take_a = ka < ea && (kb >= eb || col_a <= col_b), take_b = kb < eb && (ka >= ea || col_b <= col_a);
            if (j->cc) {
                zval v = zmk(0, 0);
                if (take_a) v = zadd(v, zmul(alpha, zld(j->t, j->va, ka)));
                if (take_b) v = zadd(v, zmul(beta, zld(j->t, j->vb, kb)));
                j->cc[out] = (take_a ? col_a : col_b) + j->bc;
                zst(j->t, j->vc, out, v);
            }
            ka += take_a, kb += take_b, out++;
        }
    }
    if (!j->cc) {
        j->pc[j->m] = out + j->bc;
        if (j->total) *j->total = out;
    }
}

static cusparseStatus_t check(cusparseHandle_t h, int m, int n, const cusparseMatDescr_t da, int nnza,
                              const int *pa, const int *ca, const cusparseMatDescr_t db, int nnzb, const int *pb,
                              const int *cb, const cusparseMatDescr_t dc, const int *pc)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 0 && n >= 0 && nnza >= 0 && nnzb >= 0 && da && db && dc);
    SP_CHECK((m == 0 || (pa && pb && pc)) && (nnza == 0 || ca) && (nnzb == 0 || cb));
    if (da->type != CUSPARSE_MATRIX_TYPE_GENERAL || db->type != CUSPARSE_MATRIX_TYPE_GENERAL ||
        dc->type != CUSPARSE_MATRIX_TYPE_GENERAL)
        return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseXcsrgeam2Nnz(cusparseHandle_t h, int m, int n, const cusparseMatDescr_t da, int nnza,
                                      const int *pa, const int *ca, const cusparseMatDescr_t db, int nnzb,
                                      const int *pb, const int *cb, const cusparseMatDescr_t dc, int *pc, int *total,
                                      void *workspace)
{
    (void)workspace;
    cusparseStatus_t s = check(h, m, n, da, nnza, pa, ca, db, nnzb, pb, cb, dc, pc);
    if (s) return s;
    struct geam_job *j = calloc(1, sizeof *j);
    if (j)
        *j = (struct geam_job){.m = m, .pa = pa, .ca = ca, .pb = pb, .cb = cb, .ba = da->base, .bb = db->base,
                               .bc = dc->base, .pc = pc, .total = total};
    if ((s = sp_enqueue(h, geam_run, j))) return s;
    return h->mode == CUSPARSE_POINTER_MODE_HOST && total ? sp_sync(h) : CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t geam(cusparseHandle_t h, cudaDataType t, int m, int n, const void *alpha,
                             const cusparseMatDescr_t da, int nnza, const void *va, const int *pa, const int *ca,
                             const void *beta, const cusparseMatDescr_t db, int nnzb, const void *vb, const int *pb,
                             const int *cb, const cusparseMatDescr_t dc, void *vc, int *pc, int *cc)
{
    cusparseStatus_t s = check(h, m, n, da, nnza, pa, ca, db, nnzb, pb, cb, dc, pc);
    if (s) return s;
    SP_CHECK(alpha && beta && (nnza == 0 || va) && (nnzb == 0 || vb));
    SP_CHECK(cc && vc);
    struct geam_job *j = calloc(1, sizeof *j);
    if (j)
        *j = (struct geam_job){.m = m, .pa = pa, .ca = ca, .pb = pb, .cb = cb, .ba = da->base, .bb = db->base,
                               .bc = dc->base, .pc = pc, .cc = cc, .t = t, .va = va, .vb = vb, .vc = vc,
                               .alpha = sp_scalar_capture(h, alpha, t), .beta = sp_scalar_capture(h, beta, t)};
    return sp_enqueue(h, geam_run, j);
}

#define GEAM(T, P, CT)                                                                                                 \
    cusparseStatus_t cusparse##P##csrgeam2_bufferSizeExt(                                                              \
        cusparseHandle_t h, int m, int n, const T *alpha, const cusparseMatDescr_t da, int nnza, const T *va,          \
        const int *pa, const int *ca, const T *beta, const cusparseMatDescr_t db, int nnzb, const T *vb,               \
        const int *pb, const int *cb, const cusparseMatDescr_t dc, const T *vc, const int *pc, const int *cc,          \
        size_t *size)                                                                                                  \
    {                                                                                                                  \
        (void)alpha, (void)beta, (void)va, (void)vb, (void)vc, (void)cc;                                               \
        cusparseStatus_t s = check(h, m, n, da, nnza, pa, ca, db, nnzb, pb, cb, dc, pc);                               \
        if (s) return s;                                                                                               \
        SP_CHECK(size);                                                                                                \
        *size = 16;                                                                                                    \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                  \
    cusparseStatus_t cusparse##P##csrgeam2(cusparseHandle_t h, int m, int n, const T *alpha,                          \
                                           const cusparseMatDescr_t da, int nnza, const T *va, const int *pa,          \
                                           const int *ca, const T *beta, const cusparseMatDescr_t db, int nnzb,        \
                                           const T *vb, const int *pb, const int *cb, const cusparseMatDescr_t dc,     \
                                           T *vc, int *pc, int *cc, void *buf)                                         \
    {                                                                                                                  \
        (void)buf;                                                                                                     \
        return geam(h, CT, m, n, alpha, da, nnza, va, pa, ca, beta, db, nnzb, vb, pb, cb, dc, vc, pc, cc);             \
    }
GEAM(float, S, CUDA_R_32F)
GEAM(double, D, CUDA_R_64F)
GEAM(cuComplex, C, CUDA_C_32F)
GEAM(cuDoubleComplex, Z, CUDA_C_64F)
