/* cuBLASLt's handle and descriptors: matmul, matrix layout and preference,
 * with their attributes, and the version and status queries. */
#include <stdlib.h>

#include "lt.h"

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

cublasStatus_t ferry_lt_set_attr(void *field, size_t fsize, const void *buf, size_t size)
{
    BLAS_REQUIRE(field && buf && size == fsize);
    memcpy(field, buf, size);
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t ferry_lt_get_attr(const void *field, size_t fsize, void *buf, size_t size, size_t *written)
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
    return ferry_lt_set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t attr, void *buf,
                                              size_t size, size_t *written)
{
    BLAS_REQUIRE(d);
    size_t fsize = 0;
    void *f = desc_field((ltdesc *)d, attr, &fsize);
    return ferry_lt_get_attr(f, fsize, buf, size, written);
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
    return ferry_lt_set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t l, cublasLtMatrixLayoutAttribute_t attr,
                                                void *buf, size_t size, size_t *written)
{
    BLAS_REQUIRE(l);
    size_t fsize = 0;
    void *f = layout_field((ltlayout *)l, attr, &fsize);
    return ferry_lt_get_attr(f, fsize, buf, size, written);
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
    return ferry_lt_set_attr(f, fsize, buf, size);
}
cublasStatus_t cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t p,
                                                    cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t size,
                                                    size_t *written)
{
    BLAS_REQUIRE(p);
    size_t fsize = 0;
    void *f = pref_field((ltpref *)p, attr, &fsize);
    return ferry_lt_get_attr(f, fsize, buf, size, written);
}
