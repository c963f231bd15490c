/* Level 1 over typed data (cublasAxpyEx, DotEx, Nrm2Ex ...): half,
 * bfloat16, float, double and complex vectors, read and written through
 * mix.c's conversions and computed in double (complex double), which
 * covers every execution type the documentation allows.  Also tpttr and
 * trttp, the packed/full triangle copies. */
#include <complex.h>
#include <limits.h>
#include <math.h>

#include "mix.h"

typedef struct {
    int n, incx, incy, kind;
    bool wide; /* IamaxEx_64/IaminEx_64: an int64_t result */
    cudaDataType xt, yt, rt, st; /* x, y, result, scalar types */
    void *x, *y, *res;
    blas_scalar a, b; /* alpha, or c and s for rot */
} ex1;

enum { AXPY, DOT, DOTC, NRM2, ASUM, SCAL, COPY, SWAP, IAMAX, IAMIN, ROT };

static bool type_ok(cudaDataType t)
{
    return t == CUDA_R_16F || t == CUDA_R_16BF || t == CUDA_R_32F || t == CUDA_R_64F || t == CUDA_C_32F ||
           t == CUDA_C_64F;
}

static long at(int n, int inc, int i)
{
    return inc < 0 ? (long)(n - 1 - i) * -inc : (long)i * inc;
}

static double complex get(cudaDataType t, const void *p, long i)
{
    double re, im;
    ferry_mix_load(t, p, i, &re, &im);
    return re + im * I;
}
static void put(cudaDataType t, void *p, long i, double complex v)
{
    ferry_mix_store(t, p, i, creal(v), cimag(v));
}

static void run(void *p)
{
    ex1 *a = p;
    int n = a->n;
    double complex acc = 0, al = 0, s = 0;
    double best = -1, c = 0;
    int bi = 0;
    switch (a->kind) {
    case AXPY:
        al = get(a->st, ferry_blas_sv(&a->a), 0);
        for (int i = 0; i < n; i++)
            put(a->yt, a->y, at(n, a->incy, i),
                get(a->yt, a->y, at(n, a->incy, i)) + al * get(a->xt, a->x, at(n, a->incx, i)));
        break;
    case DOT:
    case DOTC:
        for (int i = 0; i < n; i++) {
            double complex u = get(a->xt, a->x, at(n, a->incx, i));
            acc += (a->kind == DOTC ? conj(u) : u) * get(a->yt, a->y, at(n, a->incy, i));
        }
        put(a->rt, a->res, 0, acc);
        break;
    case NRM2:
    case ASUM:
        for (int i = 0; i < n && a->incx > 0; i++) {
            double complex u = get(a->xt, a->x, (long)i * a->incx);
            acc += a->kind == NRM2 ? creal(u) * creal(u) + cimag(u) * cimag(u) : fabs(creal(u)) + fabs(cimag(u));
        }
        put(a->rt, a->res, 0, a->kind == NRM2 ? sqrt(creal(acc)) : creal(acc));
        break;
    case SCAL:
        al = get(a->st, ferry_blas_sv(&a->a), 0);
        for (int i = 0; i < n; i++)
            put(a->xt, a->x, (long)i * a->incx, al * get(a->xt, a->x, (long)i * a->incx));
        break;
    case COPY:
        for (int i = 0; i < n; i++)
            put(a->yt, a->y, at(n, a->incy, i), get(a->xt, a->x, at(n, a->incx, i)));
        break;
    case SWAP:
        for (int i = 0; i < n; i++) {
            double complex u = get(a->xt, a->x, at(n, a->incx, i));
            put(a->xt, a->x, at(n, a->incx, i), get(a->yt, a->y, at(n, a->incy, i)));
            put(a->yt, a->y, at(n, a->incy, i), u);
        }
        break;
    case IAMAX:
    case IAMIN:
        for (int i = 0; i < n && a->incx > 0; i++) {
            double complex u = get(a->xt, a->x, (long)i * a->incx);
            double m = fabs(creal(u)) + fabs(cimag(u));
            if (bi == 0 || (a->kind == IAMAX ? m > best : m < best))
                bi = i + 1, best = m;
        }
        if (a->wide)
            *(int64_t *)a->res = bi;
        else
            *(int *)a->res = bi;
        break;
    case ROT:
        c = creal(get(a->st, ferry_blas_sv(&a->a), 0));
        s = get(a->st, ferry_blas_sv(&a->b), 0);
        for (int i = 0; i < n; i++) {
            double complex u = get(a->xt, a->x, at(n, a->incx, i)), w = get(a->yt, a->y, at(n, a->incy, i));
            put(a->xt, a->x, at(n, a->incx, i), c * u + s * w);
            put(a->yt, a->y, at(n, a->incy, i), c * w - conj(s) * u);
        }
        break;
    }
}

static cublasStatus_t go(cublasHandle_t h, ex1 *a, const void *alpha, const void *beta, bool wait)
{
    BLAS_HANDLE(h);
    if (!type_ok(a->xt) || (a->y && !type_ok(a->yt)) || (a->res && a->kind != IAMAX && a->kind != IAMIN &&
                                                        !type_ok(a->rt)))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    if (alpha) {
        BLAS_REQUIRE(type_ok(a->st));
        a->a = ferry_blas_scalar(h, alpha, ferry_mix_type_size(a->st));
    }
    if (beta)
        a->b = ferry_blas_scalar(h, beta, ferry_mix_type_size(a->st));
    cublasStatus_t st = ferry_blas_enqueue(h, run, a, sizeof *a);
    return wait ? ferry_blas_wait(h, st) : st;
}

cublasStatus_t cublasAxpyEx(cublasHandle_t h, int n, const void *alpha, cudaDataType at_, const void *x,
                            cudaDataType xt, int incx, void *y, cudaDataType yt, int incy, cudaDataType exec)
{
    (void)exec;
    BLAS_REQUIRE(alpha);
    if (n <= 0)
        return ferry_blas_live(h) ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;
    ex1 a = {.kind = AXPY, .n = n, .incx = incx, .incy = incy, .xt = xt, .yt = yt, .st = at_, .x = (void *)x, .y = y};
    return go(h, &a, alpha, NULL, false);
}

static cublasStatus_t dot(cublasHandle_t h, int kind, int n, const void *x, cudaDataType xt, int incx, const void *y,
                          cudaDataType yt, int incy, void *res, cudaDataType rt)
{
    BLAS_REQUIRE(res);
    ex1 a = {.kind = kind, .n = n < 0 ? 0 : n, .incx = incx, .incy = incy, .xt = xt, .yt = yt, .rt = rt,
             .x = (void *)x, .y = (void *)y, .res = res};
    return go(h, &a, NULL, NULL, true);
}
cublasStatus_t cublasDotEx(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, const void *y,
                           cudaDataType yt, int incy, void *res, cudaDataType rt, cudaDataType exec)
{
    (void)exec;
    return dot(h, DOT, n, x, xt, incx, y, yt, incy, res, rt);
}
cublasStatus_t cublasDotcEx(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, const void *y,
                            cudaDataType yt, int incy, void *res, cudaDataType rt, cudaDataType exec)
{
    (void)exec;
    return dot(h, DOTC, n, x, xt, incx, y, yt, incy, res, rt);
}
cublasStatus_t cublasNrm2Ex(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, void *res,
                            cudaDataType rt, cudaDataType exec)
{
    (void)exec;
    BLAS_REQUIRE(res);
    ex1 a = {.kind = NRM2, .n = n < 0 ? 0 : n, .incx = incx, .xt = xt, .rt = rt, .x = (void *)x, .res = res};
    return go(h, &a, NULL, NULL, true);
}
cublasStatus_t cublasAsumEx(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, void *res,
                            cudaDataType rt, cudaDataType exec)
{
    (void)exec;
    BLAS_REQUIRE(res);
    ex1 a = {.kind = ASUM, .n = n < 0 ? 0 : n, .incx = incx, .xt = xt, .rt = rt, .x = (void *)x, .res = res};
    return go(h, &a, NULL, NULL, true);
}
cublasStatus_t cublasScalEx(cublasHandle_t h, int n, const void *alpha, cudaDataType at_, void *x, cudaDataType xt,
                            int incx, cudaDataType exec)
{
    (void)exec;
    BLAS_REQUIRE(alpha);
    if (n <= 0 || incx <= 0)
        return ferry_blas_live(h) ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;
    ex1 a = {.kind = SCAL, .n = n, .incx = incx, .xt = xt, .st = at_, .x = x};
    return go(h, &a, alpha, NULL, false);
}
cublasStatus_t cublasCopyEx(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, void *y,
                            cudaDataType yt, int incy)
{
    ex1 a = {.kind = COPY, .n = n < 0 ? 0 : n, .incx = incx, .incy = incy, .xt = xt, .yt = yt, .x = (void *)x, .y = y};
    return go(h, &a, NULL, NULL, false);
}
cublasStatus_t cublasSwapEx(cublasHandle_t h, int n, void *x, cudaDataType xt, int incx, void *y, cudaDataType yt,
                            int incy)
{
    ex1 a = {.kind = SWAP, .n = n < 0 ? 0 : n, .incx = incx, .incy = incy, .xt = xt, .yt = yt, .x = x, .y = y};
    return go(h, &a, NULL, NULL, false);
}
static cublasStatus_t iam(cublasHandle_t h, int kind, int64_t n, const void *x, cudaDataType xt, int64_t incx,
                          void *res, bool wide)
{
    BLAS_REQUIRE(res);
    if (n > INT_MAX || incx > INT_MAX)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    ex1 a = {.kind = kind, .n = n < 0 ? 0 : (int)n, .incx = incx < 0 ? 0 : (int)incx, .xt = xt, .x = (void *)x,
             .res = res, .wide = wide};
    return go(h, &a, NULL, NULL, true);
}
cublasStatus_t cublasIamaxEx(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, int *res)
{
    return iam(h, IAMAX, n, x, xt, incx, res, false);
}
cublasStatus_t cublasIaminEx(cublasHandle_t h, int n, const void *x, cudaDataType xt, int incx, int *res)
{
    return iam(h, IAMIN, n, x, xt, incx, res, false);
}
cublasStatus_t cublasIamaxEx_64(cublasHandle_t h, int64_t n, const void *x, cudaDataType xt, int64_t incx,
                                int64_t *res)
{
    return iam(h, IAMAX, n, x, xt, incx, res, true);
}
cublasStatus_t cublasIaminEx_64(cublasHandle_t h, int64_t n, const void *x, cudaDataType xt, int64_t incx,
                                int64_t *res)
{
    return iam(h, IAMIN, n, x, xt, incx, res, true);
}
cublasStatus_t cublasRotEx(cublasHandle_t h, int n, void *x, cudaDataType xt, int incx, void *y, cudaDataType yt,
                           int incy, const void *c, const void *s, cudaDataType cst, cudaDataType exec)
{
    (void)exec;
    BLAS_REQUIRE(c && s);
    /* c is real; it is read as the real part of the cs type */
    ex1 a = {.kind = ROT, .n = n < 0 ? 0 : n, .incx = incx, .incy = incy, .xt = xt, .yt = yt, .st = cst, .x = x, .y = y};
    return go(h, &a, c, s, false);
}

/* tpttr / trttp: the uplo triangle between packed (column by column) and
 * full storage; the other triangle of A is left alone. */
typedef struct {
    cublasFillMode_t uplo;
    int n, lda;
    size_t es;
    const char *src;
    char *dst;
    bool to_full;
} tp;

static void tp_run(void *p)
{
    tp *a = p;
    size_t k = 0;
    for (int j = 0; j < a->n; j++)
        for (int i = a->uplo == CUBLAS_FILL_MODE_UPPER ? 0 : j; i < (a->uplo == CUBLAS_FILL_MODE_UPPER ? j + 1 : a->n);
             i++, k++) {
            size_t full = (i + (size_t)j * a->lda) * a->es, packed = k * a->es;
            if (a->to_full)
                memcpy(a->dst + full, a->src + packed, a->es);
            else
                memcpy(a->dst + packed, a->src + full, a->es);
        }
}

static cublasStatus_t tpconv(cublasHandle_t h, cublasFillMode_t uplo, int n, const void *src, void *dst, int lda,
                             size_t es, bool to_full)
{
    BLAS_HANDLE(h);
    BLAS_REQUIRE(ferry_blas_fill_ok(uplo) && n >= 0 && lda >= ferry_max1(n));
    if (n == 0)
        return CUBLAS_STATUS_SUCCESS;
    tp a = {.uplo = uplo, .n = n, .lda = lda, .es = es, .src = src, .dst = dst, .to_full = to_full};
    return ferry_blas_enqueue(h, tp_run, &a, sizeof a);
}

#define TP(X, lc, T, R)                                                                                              \
    cublasStatus_t cublas##X##tpttr(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *AP, T *A, int lda)      \
    {                                                                                                                \
        return tpconv(h, uplo, n, AP, A, lda, sizeof(T), true);                                                      \
    }                                                                                                                \
    cublasStatus_t cublas##X##trttp(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *A, int lda, T *AP)      \
    {                                                                                                                \
        return tpconv(h, uplo, n, A, AP, lda, sizeof(T), false);                                                     \
    }
BLAS_ALL(TP)
