/* What cuBLASLt's files share: the handle, the descriptors kept inside the
 * caller-visible opaque storage (so the *Init forms work on stack
 * objects), and the attribute copies. */
#ifndef FERRY_LIBS_BLAS_LT_H
#define FERRY_LIBS_BLAS_LT_H

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

#pragma GCC visibility push(hidden)
/* SetAttribute: buf of exactly the attribute's size into field. */
cublasStatus_t ferry_lt_set_attr(void *field, size_t fsize, const void *buf, size_t size);
/* GetAttribute: with size 0 and buf NULL only sizeWritten is answered. */
cublasStatus_t ferry_lt_get_attr(const void *field, size_t fsize, void *buf, size_t size, size_t *written);
#pragma GCC visibility pop

#endif
