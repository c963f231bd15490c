/* cublasLtMatmul: D = epilogue(alpha op(A) op(B) + beta C [+ bias]) on the
 * mixed-type GEMM of mix.c, queued on the call's stream, and the heuristic
 * query (one result: there is one algorithm, OpenBLAS's).  Column- and
 * row-major layouts (a row-major D with the default epilogue only);
 * epilogues DEFAULT, RELU, GELU (tanh form, as cuBLASLt documents it),
 * with bias and with GELU's aux output, and the gradients DGELU,
 * DGELU_BGRAD, BGRADA, BGRADB; the ReLU bit-mask epilogues (RELU_AUX*,
 * DRELU*) answer NOT_SUPPORTED. */
#include <math.h>
#include <stdlib.h>

#include "batch_run.h"
#include "lt.h"

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
