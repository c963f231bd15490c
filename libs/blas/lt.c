/* cuBLASLt basics: descriptors kept inside the caller-visible opaque
 * storage (so the *Init forms work on stack objects), one heuristic result
 * (there is one algorithm: OpenBLAS's), and cublasLtMatmul as
 * D = epilogue(alpha op(A) op(B) + beta C [+ bias]) on the mixed-type GEMM
 * of mix.c, queued on the call's stream.  Column- and row-major layouts
 * (a row-major D with the default epilogue only); epilogues DEFAULT, RELU, GELU (tanh form, as cuBLASLt documents it), with
 * bias and with GELU's aux output, and the gradients DGELU, DGELU_BGRAD,
 * BGRADA, BGRADB; the ReLU bit-mask epilogues (RELU_AUX*, DRELU*) answer
 * NOT_SUPPORTED. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>

#include "batch_run.h"
#include "cublasLt.h"
#include "mix.h"

#define LT_MAGIC 0x4c74426cu

struct cublasLtContext {
    uint32_t magic;
};

typedef struct {
    uint32_t magic;
    int32_t compute, scale, pointer_mode, transa, transb, transc, fill, bias_type, aux_type, sm_count;
    uint32_t epilogue;
    int8_t fast_accum;
    const void *bias;
    void *aux;
    int64_t bias_stride, aux_ld, aux_stride, alpha_stride;
} ltdesc;
typedef struct {
    uint32_t magic, type;
    int32_t order, batch;
    uint64_t rows, cols;
    int64_t ld, stride, plane;
} ltlayout;
typedef struct {
    uint32_t magic, search;
    uint64_t max_ws;
    uint32_t reduction, align_a, align_b, align_c, align_d, impl;
    float waves;
} ltpref;

_Static_assert(sizeof(ltdesc) <= sizeof(cublasLtMatmulDescOpaque_t), "descriptor storage");
_Static_assert(sizeof(ltlayout) <= sizeof(cublasLtMatrixLayoutOpaque_t), "layout storage");
_Static_assert(sizeof(ltpref) <= sizeof(cublasLtMatmulPreferenceOpaque_t), "preference storage");

size_t cublasLtGetVersion(void)
{
    return CUBLAS_VERSION;
}
size_t cublasLtGetCudartVersion(void)
{
    return CUDART_VERSION;
}
cublasStatus_t cublasLtGetProperty(libraryPropertyType type, int *value)
{
    return ferry_blas_property(type, value);
}
const char *cublasLtGetStatusName(cublasStatus_t status)
{
    return ferry_blas_status_name(status);
}
const char *cublasLtGetStatusString(cublasStatus_t status)
{
    return ferry_blas_status_string(status);
}

cublasStatus_t cublasLtCreate(cublasLtHandle_t *h)
{
    BLAS_REQUIRE(h);
    *h = malloc(sizeof **h);
    if (!*h)
        return CUBLAS_STATUS_ALLOC_FAILED;
    (*h)->magic = LT_MAGIC;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtDestroy(cublasLtHandle_t h)
{
    if (!h || h->magic != LT_MAGIC)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    h->magic = 0;
    free(h);
    return CUBLAS_STATUS_SUCCESS;
}

/* ---- descriptors ---------------------------------------------------------- */
cublasStatus_t cublasLtMatmulDescInit_internal(cublasLtMatmulDesc_t d, size_t size, cublasComputeType_t compute,
                                               cudaDataType_t scale)
{
    BLAS_REQUIRE(d && size >= sizeof(ltdesc));
    ltdesc *x = (ltdesc *)d;
    memset(x, 0, sizeof *x);
    *x = (ltdesc){.magic = LT_MAGIC, .compute = compute, .scale = scale, .epilogue = CUBLASLT_EPILOGUE_DEFAULT,
                  .fill = CUBLAS_FILL_MODE_FULL, .bias_type = -1, .aux_type = -1};
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *d, cublasComputeType_t compute, cudaDataType_t scale)
{
    BLAS_REQUIRE(d);
    *d = malloc(sizeof **d);
    if (!*d)
        return CUBLAS_STATUS_ALLOC_FAILED;
    return cublasLtMatmulDescInit_internal(*d, sizeof **d, compute, scale);
}
cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t d)
{
    free(d);
    return CUBLAS_STATUS_SUCCESS;
}

/* Where an attribute lives in its descriptor, and its size in bytes. */
static void *desc_field(ltdesc *x, int attr, size_t *size)
{
#define F(a, field)                                                                                                  \
    case a: *size = sizeof x->field; return &x->field
    switch (attr) {
        F(CUBLASLT_MATMUL_DESC_COMPUTE_TYPE, compute);
        F(CUBLASLT_MATMUL_DESC_SCALE_TYPE, scale);
        F(CUBLASLT_MATMUL_DESC_POINTER_MODE, pointer_mode);
        F(CUBLASLT_MATMUL_DESC_TRANSA, transa);
        F(CUBLASLT_MATMUL_DESC_TRANSB, transb);
        F(CUBLASLT_MATMUL_DESC_TRANSC, transc);
        F(CUBLASLT_MATMUL_DESC_FILL_MODE, fill);
        F(CUBLASLT_MATMUL_DESC_EPILOGUE, epilogue);
        F(CUBLASLT_MATMUL_DESC_BIAS_POINTER, bias);
        F(CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE, bias_stride);
        F(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, aux);
        F(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, aux_ld);
        F(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE, aux_stride);
        F(CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE, alpha_stride);
        F(CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET, sm_count);
        F(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE, aux_type);
        F(CUBLASLT_MATMUL_DESC_FAST_ACCUM, fast_accum);
        F(CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, bias_type);
    }
#undef F
    return NULL;
}

static cublasStatus_t set_attr(void *field, size_t fsize, const void *buf, size_t size)
{
    BLAS_REQUIRE(field && buf && size == fsize);
    memcpy(field, buf, size);
    return CUBLAS_STATUS_SUCCESS;
}
/* GetAttribute: with size 0 and buf NULL only sizeWritten is answered. */
static cublasStatus_t get_attr(const void *field, size_t fsize, void *buf, size_t size, size_t *written)
{
    BLAS_REQUIRE(field);
    if (size == 0 && written && !buf) {
        *written = fsize;
        return CUBLAS_STATUS_SUCCESS;
    }
    BLAS_REQUIRE(buf && size == fsize);
    memcpy(buf, field, size);
    if (written)
        *written = fsize;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t attr,
                                              const void *buf, size_t size)
{
    BLAS_REQUIRE(d);
    size_t fsize = 0;
    void *f = desc_field((ltdesc *)d, attr, &fsize);
    return set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t attr, void *buf,
                                              size_t size, size_t *written)
{
    BLAS_REQUIRE(d);
    size_t fsize = 0;
    void *f = desc_field((ltdesc *)d, attr, &fsize);
    return get_attr(f, fsize, buf, size, written);
}

cublasStatus_t cublasLtMatrixLayoutInit_internal(cublasLtMatrixLayout_t l, size_t size, cudaDataType type,
                                                 uint64_t rows, uint64_t cols, int64_t ld)
{
    BLAS_REQUIRE(l && size >= sizeof(ltlayout));
    ltlayout *x = (ltlayout *)l;
    *x = (ltlayout){.magic = LT_MAGIC, .type = type, .order = CUBLASLT_ORDER_COL, .batch = 1, .rows = rows,
                    .cols = cols, .ld = ld};
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *l, cudaDataType type, uint64_t rows, uint64_t cols,
                                          int64_t ld)
{
    BLAS_REQUIRE(l);
    *l = malloc(sizeof **l);
    if (!*l)
        return CUBLAS_STATUS_ALLOC_FAILED;
    return cublasLtMatrixLayoutInit_internal(*l, sizeof **l, type, rows, cols, ld);
}
cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t l)
{
    free(l);
    return CUBLAS_STATUS_SUCCESS;
}
static void *layout_field(ltlayout *x, int attr, size_t *size)
{
#define F(a, field)                                                                                                  \
    case a: *size = sizeof x->field; return &x->field
    switch (attr) {
        F(CUBLASLT_MATRIX_LAYOUT_TYPE, type);
        F(CUBLASLT_MATRIX_LAYOUT_ORDER, order);
        F(CUBLASLT_MATRIX_LAYOUT_ROWS, rows);
        F(CUBLASLT_MATRIX_LAYOUT_COLS, cols);
        F(CUBLASLT_MATRIX_LAYOUT_LD, ld);
        F(CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, batch);
        F(CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, stride);
        F(CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET, plane);
    }
#undef F
    return NULL;
}
cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t l, cublasLtMatrixLayoutAttribute_t attr,
                                                const void *buf, size_t size)
{
    BLAS_REQUIRE(l);
    size_t fsize = 0;
    void *f = layout_field((ltlayout *)l, attr, &fsize);
    return set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t l, cublasLtMatrixLayoutAttribute_t attr,
                                                void *buf, size_t size, size_t *written)
{
    BLAS_REQUIRE(l);
    size_t fsize = 0;
    void *f = layout_field((ltlayout *)l, attr, &fsize);
    return get_attr(f, fsize, buf, size, written);
}

cublasStatus_t cublasLtMatmulPreferenceInit_internal(cublasLtMatmulPreference_t p, size_t size)
{
    BLAS_REQUIRE(p && size >= sizeof(ltpref));
    *(ltpref *)p = (ltpref){.magic = LT_MAGIC};
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *p)
{
    BLAS_REQUIRE(p);
    *p = malloc(sizeof **p);
    if (!*p)
        return CUBLAS_STATUS_ALLOC_FAILED;
    return cublasLtMatmulPreferenceInit_internal(*p, sizeof **p);
}
cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t p)
{
    free(p);
    return CUBLAS_STATUS_SUCCESS;
}
static void *pref_field(ltpref *x, int attr, size_t *size)
{
#define F(a, field)                                                                                                  \
    case a: *size = sizeof x->field; return &x->field
    switch (attr) {
        F(CUBLASLT_MATMUL_PREF_SEARCH_MODE, search);
        F(CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, max_ws);
        F(CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK, reduction);
        F(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, align_a);
        F(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, align_b);
        F(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, align_c);
        F(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, align_d);
        F(CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT, waves);
        F(CUBLASLT_MATMUL_PREF_IMPL_MASK, impl);
    }
#undef F
    return NULL;
}
cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t p,
                                                    cublasLtMatmulPreferenceAttributes_t attr, const void *buf,
                                                    size_t size)
{
    BLAS_REQUIRE(p);
    size_t fsize = 0;
    void *f = pref_field((ltpref *)p, attr, &fsize);
    /* the masks and limits only narrow the search; there is one algorithm */
    return set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t p,
                                                    cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t size,
                                                    size_t *written)
{
    BLAS_REQUIRE(p);
    size_t fsize = 0;
    void *f = pref_field((ltpref *)p, attr, &fsize);
    return get_attr(f, fsize, buf, size, written);
}

/* ---- the matmul ----------------------------------------------------------- */
typedef struct {
    gex g;                 /* count = batch, C = D; strides in elements */
    const void *C;         /* C when it is not D, else NULL */
    int ldc;
    long long sc;
    uint32_t epilogue;
    const void *bias;
    cudaDataType bias_type;
    long long bias_stride;
    void *aux;
    long long aux_ld, aux_stride;
    cudaDataType aux_type;
} ltjob;

static bool epilogue_ok(uint32_t e)
{
    switch (e) {
    case CUBLASLT_EPILOGUE_DEFAULT:
    case CUBLASLT_EPILOGUE_RELU:
    case CUBLASLT_EPILOGUE_BIAS:
    case CUBLASLT_EPILOGUE_RELU_BIAS:
    case CUBLASLT_EPILOGUE_GELU:
    case CUBLASLT_EPILOGUE_GELU_BIAS:
    case CUBLASLT_EPILOGUE_GELU_AUX:
    case CUBLASLT_EPILOGUE_GELU_AUX_BIAS:
    case CUBLASLT_EPILOGUE_DGELU:
    case CUBLASLT_EPILOGUE_DGELU_BGRAD:
    case CUBLASLT_EPILOGUE_BGRADA:
    case CUBLASLT_EPILOGUE_BGRADB: return true;
    }
    return false;
}

#define GELU_K 0.7978845608028654 /* sqrt(2 / pi) */

static double gelu(double x)
{
    return 0.5 * x * (1 + tanh(GELU_K * (x + 0.044715 * x * x * x)));
}

/* d gelu / dx of the same tanh form */
static double dgelu(double x)
{
    double t = tanh(GELU_K * (x + 0.044715 * x * x * x));
    return 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * GELU_K * (1 + 3 * 0.044715 * x * x);
}

/* Bias gradients: the sums of op(A)'s rows (BGRADA, m of them) or of
 * op(B)'s columns (BGRADB, n of them), over k. */
static void bias_grad(const ltjob *j, int i, bool of_a)
{
    const gex *g = &j->g;
    bool a = of_a;
    cublasOperation_t op = a ? g->ta : g->tb;
    const char *M = a ? (const char *)g->A + i * g->sa * ferry_mix_type_size(g->at)
                      : (const char *)g->B + i * g->sb * ferry_mix_type_size(g->bt);
    cudaDataType t = a ? g->at : g->bt;
    int ld = a ? g->lda : g->ldb, len = a ? g->m : g->n;
    for (int r = 0; r < len; r++) {
        double sum = 0, re, im;
        for (int l = 0; l < g->k; l++) {
            /* op(A)(r, l) or op(B)(l, r) */
            size_t at = a ? (op == CUBLAS_OP_N ? r + (size_t)l * ld : l + (size_t)r * ld)
                          : (op == CUBLAS_OP_N ? l + (size_t)r * ld : r + (size_t)l * ld);
            ferry_mix_load(t, M, at, &re, &im);
            sum += re;
        }
        ferry_mix_store(j->bias_type, (void *)j->bias, r + i * j->bias_stride, sum, 0);
    }
}

static void lt_one(void *p, int i)
{
    const ltjob *j = p;
    const gex *g = &j->g;
    size_t es = ferry_mix_type_size(g->ct);
    char *D = (char *)g->C + i * g->sc * es;
    double bre, bim;
    ferry_mix_load(ferry_mix_is_complex(g->ct) ? (ferry_mix_scale_size(g) == 16 ? CUDA_C_64F : CUDA_C_32F)
                   : ferry_mix_scale_size(g) == 8 ? CUDA_R_64F
                   : ferry_mix_scale_size(g) == 2 ? CUDA_R_16F
                                                  : CUDA_R_32F,
                   ferry_blas_sv(&g->beta), 0, &bre, &bim);
    if (j->C && (bre != 0 || bim != 0)) { /* D starts as C, where beta scales it */
        const char *C = (const char *)j->C + i * j->sc * es;
        for (int c = 0; c < g->n; c++)
            memmove(D + (size_t)c * g->ldc * es, C + (size_t)c * j->ldc * es, (size_t)g->m * es);
    }
    ferry_mix_one(g, (const char *)g->A + i * g->sa * ferry_mix_type_size(g->at),
                  (const char *)g->B + i * g->sb * ferry_mix_type_size(g->bt), D);
    uint32_t e = j->epilogue;
    switch (e) {
    case CUBLASLT_EPILOGUE_DEFAULT: return;
    case CUBLASLT_EPILOGUE_BGRADA: bias_grad(j, i, true); return;
    case CUBLASLT_EPILOGUE_BGRADB: bias_grad(j, i, false); return;
    case CUBLASLT_EPILOGUE_DGELU:
    case CUBLASLT_EPILOGUE_DGELU_BGRAD:
        /* D = (alpha A B + beta C) * gelu'(aux), aux the forward pass's
           GELU input; with BGRAD the bias gets D's row sums */
        for (int r = 0; r < g->m; r++) {
            double sum = 0;
            for (int c = 0; c < g->n; c++) {
                size_t at = r + (size_t)c * g->ldc;
                double v, im, x, xi;
                ferry_mix_load(g->ct, D, at, &v, &im);
                ferry_mix_load(j->aux_type, j->aux, r + (size_t)c * j->aux_ld + i * j->aux_stride, &x, &xi);
                v *= dgelu(x);
                ferry_mix_store(g->ct, D, at, v, im);
                sum += v;
            }
            if (e == CUBLASLT_EPILOGUE_DGELU_BGRAD)
                ferry_mix_store(j->bias_type, (void *)j->bias, r + i * j->bias_stride, sum, 0);
        }
        return;
    }
    bool bias = e & 4, relu = e & 2, gel = e & 32, aux = e & 128;
    for (int c = 0; c < g->n; c++)
        for (int r = 0; r < g->m; r++) {
            size_t at = r + (size_t)c * g->ldc;
            double v, im;
            ferry_mix_load(g->ct, D, at, &v, &im);
            if (bias) {
                double b, bi;
                ferry_mix_load(j->bias_type, j->bias, r + i * j->bias_stride, &b, &bi);
                v += b;
            }
            if (aux)
                ferry_mix_store(j->aux_type, j->aux, r + (size_t)c * j->aux_ld + i * j->aux_stride, v, 0);
            if (relu && v < 0)
                v = 0;
            if (gel)
                v = gelu(v);
            ferry_mix_store(g->ct, D, at, v, im);
        }
}

static void lt_run(void *p)
{
    ltjob *j = p;
    ferry_blas_batch_run(lt_one, j, j->g.count, (long)j->g.m * j->g.n * (j->g.k + 1));
}

/* op(M) of a row-major M is op'(M's column-major view, M^T) with op'
 * flipped between N and T (and C as N for real data; conjugation alone is
 * no BLAS operation, so complex C of a row-major operand is refused). */
static bool flip(cublasOperation_t *op, cudaDataType t)
{
    if (*op == CUBLAS_OP_N)
        *op = CUBLAS_OP_T;
    else if (*op == CUBLAS_OP_T || !ferry_mix_is_complex(t))
        *op = CUBLAS_OP_N;
    else
        return false;
    return true;
}

/* Checks a matmul and lays it out as a column-major GEMM job.  A row-major
 * D is computed as D^T = op(B)^T op(A)^T on the column-major views, with
 * the default epilogue only.  Pointers are checked only when given
 * (cublasLtMatmul), not for the heuristic query. */
static cublasStatus_t lt_plan(const ltdesc *d, const ltlayout *la, const ltlayout *lb, const ltlayout *lc,
                              const ltlayout *ld, const void *A, const void *B, const void *C, void *D, bool ptrs,
                              ltjob *j)
{
    if (!epilogue_ok(d->epilogue))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    const ltlayout *ls[] = {la, lb, lc, ld};
    for (int i = 0; i < 4; i++)
        if (ls[i]->order != CUBLASLT_ORDER_COL && ls[i]->order != CUBLASLT_ORDER_ROW)
            return CUBLAS_STATUS_NOT_SUPPORTED;
    bool row_d = ld->order == CUBLASLT_ORDER_ROW;
    if (lc->order != ld->order || (row_d && d->epilogue != CUBLASLT_EPILOGUE_DEFAULT))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    BLAS_REQUIRE(ferry_blas_op_ok(d->transa) && ferry_blas_op_ok(d->transb));
    BLAS_REQUIRE(d->pointer_mode >= CUBLASLT_POINTER_MODE_HOST &&
                 d->pointer_mode <= CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST);
    if (d->pointer_mode != CUBLASLT_POINTER_MODE_HOST && d->pointer_mode != CUBLASLT_POINTER_MODE_DEVICE)
        return CUBLAS_STATUS_NOT_SUPPORTED; /* the per-row alpha vectors */
    int m = (int)ld->rows, n = (int)ld->cols;
    int k = d->transa == CUBLAS_OP_N ? (int)la->cols : (int)la->rows;
    int am = d->transa == CUBLAS_OP_N ? (int)la->rows : (int)la->cols;
    int bk = d->transb == CUBLAS_OP_N ? (int)lb->rows : (int)lb->cols;
    int bn = d->transb == CUBLAS_OP_N ? (int)lb->cols : (int)lb->rows;
    BLAS_REQUIRE(am == m && bk == k && bn == n && lc->rows == ld->rows && lc->cols == ld->cols && lc->type == ld->type);
    BLAS_REQUIRE(la->batch == ld->batch && lb->batch == ld->batch && lc->batch == ld->batch && ld->batch >= 0);
    for (int i = 0; i < 4; i++) { /* a column of the stored form must fit in ld */
        uint64_t stored_rows = ls[i]->order == CUBLASLT_ORDER_ROW ? ls[i]->cols : ls[i]->rows;
        BLAS_REQUIRE(ls[i]->ld >= (int64_t)(stored_rows > 1 ? stored_rows : 1));
    }
    uint32_t e = d->epilogue;
    bool bias = (e & 4) || e == CUBLASLT_EPILOGUE_DGELU_BGRAD || e == CUBLASLT_EPILOGUE_BGRADA ||
                e == CUBLASLT_EPILOGUE_BGRADB,
         aux = e & 128;
    BLAS_REQUIRE(!ptrs || !bias || d->bias);
    BLAS_REQUIRE(!aux || ((!ptrs || d->aux) && d->aux_ld >= m));
    cublasOperation_t ta = d->transa, tb = d->transb;
    if ((la->order == CUBLASLT_ORDER_ROW && !flip(&ta, la->type)) ||
        (lb->order == CUBLASLT_ORDER_ROW && !flip(&tb, lb->type)))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    *j = (ltjob){.g = {.ta = ta, .tb = tb, .m = m, .n = n, .k = k, .lda = (int)la->ld, .ldb = (int)lb->ld,
                       .ldc = (int)ld->ld, .at = la->type, .bt = lb->type, .ct = ld->type, .compute = d->compute,
                       .A = A, .B = B, .C = D, .sa = la->stride, .sb = lb->stride, .sc = ld->stride,
                       .count = ld->batch},
                 .C = C == D ? NULL : C, .ldc = (int)lc->ld, .sc = lc->stride, .epilogue = d->epilogue,
                 .bias = d->bias, .bias_type = d->bias_type >= 0 ? (cudaDataType)d->bias_type : ld->type,
                 .bias_stride = d->bias_stride, .aux = d->aux, .aux_ld = d->aux_ld, .aux_stride = d->aux_stride,
                 .aux_type = d->aux_type >= 0 ? (cudaDataType)d->aux_type : ld->type};
    if (row_d) { /* D^T = op(B)^T op(A)^T */
        gex *g = &j->g;
        cublasOperation_t na = g->tb, nb = g->ta;
        if (!flip(&na, g->bt) || !flip(&nb, g->at))
            return CUBLAS_STATUS_NOT_SUPPORTED;
        *g = (gex){.ta = na, .tb = nb, .m = n, .n = m, .k = k, .lda = g->ldb, .ldb = g->lda, .ldc = g->ldc,
                   .at = g->bt, .bt = g->at, .ct = g->ct, .compute = g->compute, .A = g->B, .B = g->A, .C = g->C,
                   .sa = g->sb, .sb = g->sa, .sc = g->sc, .count = g->count};
    }
    return ferry_mix_plan(&j->g);
}

cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t h, cublasLtMatmulDesc_t op, cublasLtMatrixLayout_t A,
                                              cublasLtMatrixLayout_t B, cublasLtMatrixLayout_t C,
                                              cublasLtMatrixLayout_t D, cublasLtMatmulPreference_t pref, int requested,
                                              cublasLtMatmulHeuristicResult_t results[], int *returned)
{
    if (!h || h->magic != LT_MAGIC)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(op && A && B && C && D && pref && requested > 0 && results && returned);
    *returned = 0;
    ltjob j;
    cublasStatus_t st = lt_plan((const ltdesc *)op, (const ltlayout *)A, (const ltlayout *)B, (const ltlayout *)C,
                                (const ltlayout *)D, NULL, NULL, NULL, NULL, false, &j);
    if (st != CUBLAS_STATUS_SUCCESS)
        return st;
    memset(&results[0], 0, sizeof results[0]);
    results[0].state = CUBLAS_STATUS_SUCCESS;
    results[0].wavesCount = 1;
    *returned = 1;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmul(cublasLtHandle_t h, cublasLtMatmulDesc_t op, const void *alpha, const void *A,
                              cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc,
                              const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D,
                              cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace,
                              size_t workspace_size, cudaStream_t stream)
{
    (void)algo, (void)workspace, (void)workspace_size;
    if (!h || h->magic != LT_MAGIC)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    BLAS_REQUIRE(op && Adesc && Bdesc && Cdesc && Ddesc && alpha && beta);
    const ltdesc *d = (const ltdesc *)op;
    ltjob j;
    cublasStatus_t st = lt_plan(d, (const ltlayout *)Adesc, (const ltlayout *)Bdesc, (const ltlayout *)Cdesc,
                                (const ltlayout *)Ddesc, A, B, C, D, true, &j);
    if (st != CUBLAS_STATUS_SUCCESS)
        return st;
    if (j.g.m == 0 || j.g.n == 0 || j.g.count == 0)
        return CUBLAS_STATUS_SUCCESS;
    size_t ss = ferry_mix_scale_size(&j.g);
    if (d->pointer_mode == CUBLASLT_POINTER_MODE_DEVICE) {
        j.g.alpha.p = alpha;
        j.g.beta.p = beta;
    } else {
        memcpy(&j.g.alpha.v, alpha, ss);
        memcpy(&j.g.beta.v, beta, ss);
    }
    return ferry_blas_enqueue_on(stream, lt_run, &j, sizeof j);
}

/* ---- matrix transform: C = alpha op(A) + beta op(B) ---------------------- */
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
    return set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t t,
                                                       cublasLtMatrixTransformDescAttributes_t attr, void *buf,
                                                       size_t size, size_t *written)
{
    BLAS_REQUIRE(t);
    size_t fsize = 0;
    void *f = trans_field((lttrans *)t, attr, &fsize);
    return get_attr(f, fsize, buf, size, written);
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
