/* GEMM over operands of mixed types, for cublasGemmEx and its kin and for
 * cublasLtMatmul: operands of 16-bit, 8-bit, float, double or complex
 * types.  Each operand that is not already in the working type is widened
 * into scratch, the product is one OpenBLAS GEMM in float (or double for
 * CUBLAS_COMPUTE_64F, complex where C is), and C is narrowed back with
 * round-to-nearest-even: float accumulation for 16-bit inputs, as the
 * documentation allows for every compute type. */
#include <complex.h>
#include <stdlib.h>

#include "batch_run.h"
#include "half.h"
#include "mix.h"

size_t ferry_mix_type_size(cudaDataType t)
{
    switch (t) {
    case CUDA_R_8I: return 1;
    case CUDA_R_16F: case CUDA_R_16BF: case CUDA_C_8I: return 2;
    case CUDA_R_32F: case CUDA_R_32I: return 4;
    case CUDA_R_64F: case CUDA_C_32F: return 8;
    case CUDA_C_64F: return 16;
    default: return 0;
    }
}

bool ferry_mix_is_complex(cudaDataType t)
{
    return t == CUDA_C_32F || t == CUDA_C_64F || t == CUDA_C_8I;
}

/* Element i of data of type t, as (re, im) doubles. */
void ferry_mix_load(cudaDataType t, const void *p, size_t i, double *re, double *im)
{
    *im = 0;
    switch (t) {
    case CUDA_R_8I: *re = ((const int8_t *)p)[i]; break;
    case CUDA_C_8I: *re = ((const int8_t *)p)[2 * i], *im = ((const int8_t *)p)[2 * i + 1]; break;
    case CUDA_R_16F: *re = ferry_half_to_float(((const uint16_t *)p)[i]); break;
    case CUDA_R_16BF: *re = ferry_bf16_to_float(((const uint16_t *)p)[i]); break;
    case CUDA_R_32F: *re = ((const float *)p)[i]; break;
    case CUDA_R_32I: *re = ((const int32_t *)p)[i]; break;
    case CUDA_R_64F: *re = ((const double *)p)[i]; break;
    case CUDA_C_32F: *re = ((const float *)p)[2 * i], *im = ((const float *)p)[2 * i + 1]; break;
    case CUDA_C_64F: *re = ((const double *)p)[2 * i], *im = ((const double *)p)[2 * i + 1]; break;
    default: *re = 0; break;
    }
}

void ferry_mix_store(cudaDataType t, void *p, size_t i, double re, double im)
{
    switch (t) {
    case CUDA_R_16F: ((uint16_t *)p)[i] = ferry_float_to_half((float)re); break;
    case CUDA_R_16BF: ((uint16_t *)p)[i] = ferry_float_to_bf16((float)re); break;
    case CUDA_R_32F: ((float *)p)[i] = (float)re; break;
    case CUDA_R_32I: ((int32_t *)p)[i] = (int32_t)(re < 0 ? re - 0.5 : re + 0.5); break;
    case CUDA_R_64F: ((double *)p)[i] = re; break;
    case CUDA_C_32F: ((float *)p)[2 * i] = (float)re, ((float *)p)[2 * i + 1] = (float)im; break;
    case CUDA_C_64F: ((double *)p)[2 * i] = re, ((double *)p)[2 * i + 1] = im; break;
    default: break;
    }
}

static cudaDataType wdata(wtype w)
{
    return w == W_S ? CUDA_R_32F : w == W_D ? CUDA_R_64F : w == W_C ? CUDA_C_32F : CUDA_C_64F;
}

/* rows x cols of type t at ld, widened into a packed array of w (or the
 * data itself when already of that type). */
static void *widen(cudaDataType t, const void *p, int rows, int cols, int ld, wtype w, int *out_ld, bool *owned)
{
    if (t == wdata(w)) {
        *out_ld = ld, *owned = false;
        return (void *)p;
    }
    size_t ws = ferry_mix_type_size(wdata(w));
    void *q = malloc((size_t)rows * cols * ws + 1);
    if (!q)
        return NULL;
    for (int j = 0; j < cols; j++)
        for (int i = 0; i < rows; i++) {
            double re, im;
            ferry_mix_load(t, p, i + (size_t)j * ld, &re, &im);
            ferry_mix_store(wdata(w), q, i + (size_t)j * rows, re, im);
        }
    *out_ld = ferry_max1(rows), *owned = true;
    return q;
}

/* The scale type's value as the working type. */
static void scalar_as(const gex *g, const blas_scalar *s, void *out)
{
    const void *p = ferry_blas_sv(s);
    double re = 0, im = 0;
    switch (g->compute) {
    case CUBLAS_COMPUTE_16F:
    case CUBLAS_COMPUTE_16F_PEDANTIC: ferry_mix_load(CUDA_R_16F, p, 0, &re, &im); break;
    case CUBLAS_COMPUTE_64F:
    case CUBLAS_COMPUTE_64F_PEDANTIC: ferry_mix_load(ferry_mix_is_complex(g->ct) ? CUDA_C_64F : CUDA_R_64F, p, 0, &re, &im); break;
    case CUBLAS_COMPUTE_32I:
    case CUBLAS_COMPUTE_32I_PEDANTIC: ferry_mix_load(CUDA_R_32I, p, 0, &re, &im); break;
    default: ferry_mix_load(ferry_mix_is_complex(g->ct) ? CUDA_C_32F : CUDA_R_32F, p, 0, &re, &im); break;
    }
    ferry_mix_store(wdata(g->w), out, 0, re, im);
}

void ferry_mix_one(const gex *g, const void *A, const void *B, void *C)
{
    int ar = g->ta == CUBLAS_OP_N ? g->m : g->k, ac = g->ta == CUBLAS_OP_N ? g->k : g->m;
    int br = g->tb == CUBLAS_OP_N ? g->k : g->n, bc = g->tb == CUBLAS_OP_N ? g->n : g->k;
    int lda, ldb, ldc;
    bool oa, ob, oc;
    void *wa = widen(g->at, A, ar, ac, g->lda, g->w, &lda, &oa);
    void *wb = widen(g->bt, B, br, bc, g->ldb, g->w, &ldb, &ob);
    void *wc = widen(g->ct, C, g->m, g->n, g->ldc, g->w, &ldc, &oc);
    double al[2], be[2];
    scalar_as(g, &g->alpha, al);
    scalar_as(g, &g->beta, be);
    if (wa && wb && wc) {
        enum CBLAS_TRANSPOSE ta = ferry_cb_op(g->ta), tb = ferry_cb_op(g->tb);
        switch (g->w) {
        case W_S: {
            float af, bf;
            memcpy(&af, al, sizeof af);
            memcpy(&bf, be, sizeof bf);
            cblas_sgemm(CblasColMajor, ta, tb, g->m, g->n, g->k, af, wa, lda, wb, ldb, bf, wc, ldc);
            break;
        }
        case W_D: cblas_dgemm(CblasColMajor, ta, tb, g->m, g->n, g->k, al[0], wa, lda, wb, ldb, be[0], wc, ldc); break;
        case W_C: cblas_cgemm(CblasColMajor, ta, tb, g->m, g->n, g->k, al, wa, lda, wb, ldb, be, wc, ldc); break;
        case W_Z: cblas_zgemm(CblasColMajor, ta, tb, g->m, g->n, g->k, al, wa, lda, wb, ldb, be, wc, ldc); break;
        }
        if (oc)
            for (int j = 0; j < g->n; j++)
                for (int i = 0; i < g->m; i++) {
                    double re, im;
                    ferry_mix_load(wdata(g->w), wc, i + (size_t)j * ldc, &re, &im);
                    ferry_mix_store(g->ct, C, i + (size_t)j * g->ldc, re, im);
                }
    }
    if (oa)
        free(wa);
    if (ob)
        free(wb);
    if (oc)
        free(wc);
}

void ferry_mix_one_of(void *p, int i)
{
    const gex *g = p;
    if (g->Aa)
        ferry_mix_one(g, g->Aa[i], g->Ba[i], g->Ca[i]);
    else
        ferry_mix_one(g, (const char *)g->A + i * g->sa * ferry_mix_type_size(g->at), (const char *)g->B + i * g->sb * ferry_mix_type_size(g->bt),
            (char *)g->C + i * g->sc * ferry_mix_type_size(g->ct));
}

void ferry_mix_run(void *p)
{
    gex *g = p;
    ferry_blas_batch_run(ferry_mix_one_of, g, g->count, (long)g->m * g->n * (g->k + 1));
}

/* The combinations of NVIDIA's cublasGemmEx table; the working type is
 * decided by C and the compute type. */
cublasStatus_t ferry_mix_plan(gex *g)
{
    cublasComputeType_t c = g->compute;
    /* C programs of the CUDA 10 era pass a cudaDataType here */
    if ((int)c == CUDA_R_32F)
        c = CUBLAS_COMPUTE_32F;
    else if ((int)c == CUDA_R_64F)
        c = CUBLAS_COMPUTE_64F;
    else if ((int)c == CUDA_R_16F)
        c = CUBLAS_COMPUTE_16F;
    else if ((int)c == CUDA_R_32I)
        c = CUBLAS_COMPUTE_32I;
    else if ((int)c == CUDA_C_32F)
        c = CUBLAS_COMPUTE_32F;
    else if ((int)c == CUDA_C_64F)
        c = CUBLAS_COMPUTE_64F;
    g->compute = c;
    cudaDataType a = g->at, b = g->bt, ct = g->ct;
    if (a != b)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    bool ok = false;
    switch (c) {
    case CUBLAS_COMPUTE_16F:
    case CUBLAS_COMPUTE_16F_PEDANTIC:
        ok = a == CUDA_R_16F && ct == CUDA_R_16F;
        g->w = W_S;
        break;
    case CUBLAS_COMPUTE_32F:
    case CUBLAS_COMPUTE_32F_PEDANTIC:
    case CUBLAS_COMPUTE_32F_FAST_16F:
    case CUBLAS_COMPUTE_32F_FAST_16BF:
    case CUBLAS_COMPUTE_32F_FAST_TF32:
        ok = (ct == CUDA_R_32F && (a == CUDA_R_32F || a == CUDA_R_16F || a == CUDA_R_16BF || a == CUDA_R_8I)) ||
             (ct == a && (a == CUDA_R_16F || a == CUDA_R_16BF)) ||
             (ct == CUDA_C_32F && (a == CUDA_C_32F || a == CUDA_C_8I));
        g->w = ferry_mix_is_complex(ct) ? W_C : W_S;
        break;
    case CUBLAS_COMPUTE_64F:
    case CUBLAS_COMPUTE_64F_PEDANTIC:
        ok = (a == CUDA_R_64F && ct == CUDA_R_64F) || (a == CUDA_C_64F && ct == CUDA_C_64F);
        g->w = ferry_mix_is_complex(ct) ? W_Z : W_D;
        break;
    case CUBLAS_COMPUTE_32I:
    case CUBLAS_COMPUTE_32I_PEDANTIC:
        ok = a == CUDA_R_8I && ct == CUDA_R_32I;
        g->w = W_D; /* int8 products summed exactly in double */
        break;
    }
    return ok ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

size_t ferry_mix_scale_size(const gex *g)
{
    switch (g->compute) {
    case CUBLAS_COMPUTE_16F:
    case CUBLAS_COMPUTE_16F_PEDANTIC: return 2;
    case CUBLAS_COMPUTE_64F:
    case CUBLAS_COMPUTE_64F_PEDANTIC: return ferry_mix_is_complex(g->ct) ? 16 : 8;
    default: return ferry_mix_is_complex(g->ct) ? 8 : 4;
    }
}

