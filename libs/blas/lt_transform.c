/* cublasLtMatrixTransform: C = alpha op(A) + beta op(B) for column- and
 * row-major layouts of any of mix.c's types, queued on the call's stream;
 * and its descriptor. */
#include <complex.h>
#include <stdlib.h>

#include "batch_run.h"
#include "lt.h"

typedef struct {
    uint32_t magic;
    int32_t scale, pointer_mode, transa, transb;
} lttrans;
_Static_assert(sizeof(lttrans) <= sizeof(cublasLtMatrixTransformDescOpaque_t), "transform storage");

cublasStatus_t cublasLtMatrixTransformDescInit_internal(cublasLtMatrixTransformDesc_t t, size_t size,
                                                        cudaDataType scale)
{
    BLAS_REQUIRE(t && size >= sizeof(lttrans));
    *(lttrans *)t = (lttrans){.magic = LT_MAGIC, .scale = scale};
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *t, cudaDataType scale)
{
    BLAS_REQUIRE(t);
    *t = malloc(sizeof **t);
    if (!*t)
        return CUBLAS_STATUS_ALLOC_FAILED;
    return cublasLtMatrixTransformDescInit_internal(*t, sizeof **t, scale);
}
cublasStatus_t cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t t)
{
    free(t);
    return CUBLAS_STATUS_SUCCESS;
}
static void *trans_field(lttrans *x, int attr, size_t *size)
{
    switch (attr) {
    case CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE: *size = 4; return &x->scale;
    case CUBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE: *size = 4; return &x->pointer_mode;
    case CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA: *size = 4; return &x->transa;
    case CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSB: *size = 4; return &x->transb;
    }
    return NULL;
}
cublasStatus_t cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t t,
                                                       cublasLtMatrixTransformDescAttributes_t attr, const void *buf,
                                                       size_t size)
{
    BLAS_REQUIRE(t);
    size_t fsize = 0;
    void *f = trans_field((lttrans *)t, attr, &fsize);
    return ferry_lt_set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t t,
                                                       cublasLtMatrixTransformDescAttributes_t attr, void *buf,
                                                       size_t size, size_t *written)
{
    BLAS_REQUIRE(t);
    size_t fsize = 0;
    void *f = trans_field((lttrans *)t, attr, &fsize);
    return ferry_lt_get_attr(f, fsize, buf, size, written);
}

typedef struct {
    ltlayout la, lb, lc;
    cublasOperation_t ta, tb;
    cudaDataType scale;
    blas_scalar alpha, beta;
    const void *A, *B;
    void *C;
} ltxform;

/* element (i, j) of a stored matrix, by its order */
static size_t at_(const ltlayout *l, uint64_t i, uint64_t j)
{
    return l->order == CUBLASLT_ORDER_ROW ? i * (size_t)l->ld + j : i + j * (size_t)l->ld;
}

static void xform_one(void *p, int b)
{
    const ltxform *x = p;
    double ar, ai, br, bi;
    ferry_mix_load(x->scale, ferry_blas_sv(&x->alpha), 0, &ar, &ai);
    ferry_mix_load(x->scale, ferry_blas_sv(&x->beta), 0, &br, &bi);
    double complex al = ar + ai * I, be = br + bi * I;
    for (uint64_t j = 0; j < x->lc.cols; j++)
        for (uint64_t i = 0; i < x->lc.rows; i++) {
            double complex v = 0;
            double re, im;
            if (al != 0 && x->A) {
                size_t e = x->ta == CUBLAS_OP_N ? at_(&x->la, i, j) : at_(&x->la, j, i);
                ferry_mix_load(x->la.type, x->A, e + b * x->la.stride, &re, &im);
                v += al * (re + (x->ta == CUBLAS_OP_C ? -im : im) * I);
            }
            if (be != 0 && x->B) {
                size_t e = x->tb == CUBLAS_OP_N ? at_(&x->lb, i, j) : at_(&x->lb, j, i);
                ferry_mix_load(x->lb.type, x->B, e + b * x->lb.stride, &re, &im);
                v += be * (re + (x->tb == CUBLAS_OP_C ? -im : im) * I);
            }
            ferry_mix_store(x->lc.type, x->C, at_(&x->lc, i, j) + b * x->lc.stride, creal(v), cimag(v));
        }
}

static void xform_run(void *p)
{
    ltxform *x = p;
    ferry_blas_batch_run(xform_one, x, x->lc.batch, (long)(x->lc.rows * x->lc.cols));
}

static bool order_ok(const ltlayout *l)
{
    return l->order == CUBLASLT_ORDER_COL || l->order == CUBLASLT_ORDER_ROW;
}

cublasStatus_t cublasLtMatrixTransform(cublasLtHandle_t h, cublasLtMatrixTransformDesc_t desc, const void *alpha,
                                       const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B,
                                       cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc,
                                       cudaStream_t stream)
{
    if (!h || h->magic != LT_MAGIC)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(desc && alpha && beta && Cdesc && C && (A ? Adesc != NULL : true) && (B ? Bdesc != NULL : true));
    const lttrans *t = (const lttrans *)desc;
    BLAS_REQUIRE(ferry_blas_op_ok(t->transa) && ferry_blas_op_ok(t->transb));
    BLAS_REQUIRE(t->pointer_mode == CUBLASLT_POINTER_MODE_HOST || t->pointer_mode == CUBLASLT_POINTER_MODE_DEVICE);
    ltxform x = {.lc = *(const ltlayout *)Cdesc, .ta = t->transa, .tb = t->transb, .scale = t->scale, .A = A, .B = B,
                 .C = C};
    if (A)
        x.la = *(const ltlayout *)Adesc;
    if (B)
        x.lb = *(const ltlayout *)Bdesc;
    if (!order_ok(&x.lc) || (A && !order_ok(&x.la)) || (B && !order_ok(&x.lb)))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    if (ferry_mix_type_size(x.lc.type) == 0 || (A && ferry_mix_type_size(x.la.type) == 0) ||
        (B && ferry_mix_type_size(x.lb.type) == 0) || ferry_mix_type_size(x.scale) == 0)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    /* op(A) and op(B) have C's shape */
    BLAS_REQUIRE(!A || (t->transa == CUBLAS_OP_N ? x.la.rows == x.lc.rows && x.la.cols == x.lc.cols
                                                 : x.la.rows == x.lc.cols && x.la.cols == x.lc.rows));
    BLAS_REQUIRE(!B || (t->transb == CUBLAS_OP_N ? x.lb.rows == x.lc.rows && x.lb.cols == x.lc.cols
                                                 : x.lb.rows == x.lc.cols && x.lb.cols == x.lc.rows));
    BLAS_REQUIRE(x.lc.batch >= 0 && (!A || x.la.batch == x.lc.batch) && (!B || x.lb.batch == x.lc.batch));
    if (x.lc.rows == 0 || x.lc.cols == 0 || x.lc.batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    size_t ss = ferry_mix_type_size(x.scale);
    if (t->pointer_mode == CUBLASLT_POINTER_MODE_DEVICE) {
        x.alpha.p = alpha;
        x.beta.p = beta;
    } else {
        memcpy(&x.alpha.v, alpha, ss);
        memcpy(&x.beta.v, beta, ss);
    }
    return ferry_blas_enqueue_on(stream, xform_run, &x, sizeof x);
}
