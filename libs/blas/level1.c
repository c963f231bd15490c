/* Level 1: vector operations.  OpenBLAS does the arithmetic where CBLAS
 * has the operation; index searches and the complex rotation with a
 * complex sine, which CBLAS lacks, are loops here.  Results go straight to
 * the result pointer when the job runs; in host pointer mode the call
 * waits for them, as cuBLAS does. */
#include <complex.h>
#include <limits.h>
#include <math.h>

#include "blas.h"

typedef struct {
    int n, incx, incy;
    void *x, *y, *res;
    blas_scalar alpha, c, s;
    double param[5]; /* rotm's parameters, copied in host pointer mode */
    const void *param_p;
    bool real_s; /* cublasCsrot/Zdrot: the sine is real */
    bool wide;   /* the _64 index searches: an int64_t result */
} l1;

/* BLAS's first element for a negative increment is at the far end. */
static inline long first(int n, int inc)
{
    return inc < 0 ? (long)(1 - n) * inc : 0;
}

static inline double mag_S(const float *v) { return fabsf(*v); }
static inline double mag_D(const double *v) { return fabs(*v); }
static inline double mag_C(const cuComplex *v) { return fabsf(v->x) + fabsf(v->y); }
static inline double mag_Z(const cuDoubleComplex *v) { return fabs(v->x) + fabs(v->y); }

#define L1_ALL(X, lc, T, R)                                                                                           \
    static void iamax_##X(void *p)                                                                                   \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        const T *v = a->x;                                                                                           \
        int best = 0;                                                                                                \
        double bm = 0;                                                                                               \
        if (a->n > 0 && a->incx > 0)                                                                                 \
            for (int i = 0; i < a->n; i++) {                                                                         \
                double m = mag_##X(&v[(long)i * a->incx]);                                                           \
                if (best == 0 || (a->c.v.s > 0 ? m < bm : m > bm))                                                   \
                    best = i + 1, bm = m;                                                                            \
            }                                                                                                        \
        if (a->wide)                                                                                                 \
            *(int64_t *)a->res = best;                                                                               \
        else                                                                                                         \
            *(int *)a->res = best;                                                                                   \
    }                                                                                                                \
    static cublasStatus_t iam_##X(cublasHandle_t h, int64_t n, const T *x, int64_t incx, void *result, bool min,    \
                                  bool wide)                                                                         \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(result);                                                                                        \
        if (n > INT_MAX || incx > INT_MAX)                                                                           \
            return CUBLAS_STATUS_NOT_SUPPORTED;                                                                      \
        l1 a = {.n = n < 0 ? 0 : (int)n, .incx = incx < 0 ? 0 : (int)incx, .x = (void *)x, .res = result,            \
                .wide = wide};                                                                                       \
        a.c.v.s = min;                                                                                               \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, iamax_##X, &a, sizeof a));                                   \
    }                                                                                                                \
    cublasStatus_t cublasI##lc##amax_v2(cublasHandle_t h, int n, const T *x, int incx, int *result)                   \
    {                                                                                                                \
        return iam_##X(h, n, x, incx, result, false, false);                                                         \
    }                                                                                                                \
    cublasStatus_t cublasI##lc##amin_v2(cublasHandle_t h, int n, const T *x, int incx, int *result)                   \
    {                                                                                                                \
        return iam_##X(h, n, x, incx, result, true, false);                                                          \
    }                                                                                                                \
    cublasStatus_t cublasI##lc##amax_v2_64(cublasHandle_t h, int64_t n, const T *x, int64_t incx, int64_t *result)   \
    {                                                                                                                \
        return iam_##X(h, n, x, incx, result, false, true);                                                          \
    }                                                                                                                \
    cublasStatus_t cublasI##lc##amin_v2_64(cublasHandle_t h, int64_t n, const T *x, int64_t incx, int64_t *result)   \
    {                                                                                                                \
        return iam_##X(h, n, x, incx, result, true, true);                                                           \
    }                                                                                                                \
    static void axpy_##X(void *p)                                                                                    \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##axpy(a->n, CB_##X(ferry_blas_sv(&a->alpha)), a->x, a->incx, a->y, a->incy);                       \
    }                                                                                                                \
    cublasStatus_t cublas##X##axpy_v2(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, T *y,           \
                                      int incy)                                                                      \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(alpha);                                                                                         \
        if (n <= 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = (void *)x, .y = y};                                         \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        return ferry_blas_enqueue(h, axpy_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    static void copy_##X(void *p)                                                                                    \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##copy(a->n, a->x, a->incx, a->y, a->incy);                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##copy_v2(cublasHandle_t h, int n, const T *x, int incx, T *y, int incy)                 \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        if (n <= 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = (void *)x, .y = y};                                         \
        return ferry_blas_enqueue(h, copy_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    static void swap_##X(void *p)                                                                                    \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##swap(a->n, a->x, a->incx, a->y, a->incy);                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##swap_v2(cublasHandle_t h, int n, T *x, int incx, T *y, int incy)                       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        if (n <= 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = x, .y = y};                                                 \
        return ferry_blas_enqueue(h, swap_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    static void scal_##X(void *p)                                                                                    \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##scal(a->n, CB_##X(ferry_blas_sv(&a->alpha)), a->x, a->incx);                                      \
    }                                                                                                                \
    cublasStatus_t cublas##X##scal_v2(cublasHandle_t h, int n, const T *alpha, T *x, int incx)                       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(alpha);                                                                                         \
        if (n <= 0 || incx <= 0)                                                                                     \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .x = x};                                                                       \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        return ferry_blas_enqueue(h, scal_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    static void rotg_##X(void *p)                                                                                    \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##rotg(a->x, a->y, a->res, (void *)a->s.p);                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##rotg_v2(cublasHandle_t h, T *pa, T *pb, R *c, T *s)                                    \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(pa &&pb &&c &&s);                                                                               \
        l1 a = {.x = pa, .y = pb, .res = c};                                                                         \
        a.s.p = s;                                                                                                   \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, rotg_##X, &a, sizeof a));                                    \
    }
BLAS_ALL(L1_ALL)

/* Reductions with a result: n <= 0 (and incx <= 0 for norms and sums)
 * give 0, as cuBLAS documents. */
#define L1_RESULT(name, X, T, Rt, expr, needs_inc)                                                                  \
    static void name##_##X(void *p)                                                                                  \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        if (a->n <= 0 || ((needs_inc) && a->incx <= 0))                                                              \
            memset(a->res, 0, sizeof(Rt));                                                                           \
        else                                                                                                         \
            expr;                                                                                                    \
    }

#define L1_REAL(X, lc, T, R)                                                                                          \
    L1_RESULT(asum, X, T, T, *(T *)a->res = cblas_##lc##asum(a->n, a->x, a->incx), 1)                                 \
    L1_RESULT(nrm2, X, T, T, *(T *)a->res = cblas_##lc##nrm2(a->n, a->x, a->incx), 1)                                 \
    L1_RESULT(dot, X, T, T, *(T *)a->res = cblas_##lc##dot(a->n, a->x, a->incx, a->y, a->incy), 0)                    \
    cublasStatus_t cublas##X##asum_v2(cublasHandle_t h, int n, const T *x, int incx, T *result)                      \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(result);                                                                                        \
        l1 a = {.n = n, .incx = incx, .x = (void *)x, .res = result};                                                \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, asum_##X, &a, sizeof a));                                    \
    }                                                                                                                \
    cublasStatus_t cublas##X##nrm2_v2(cublasHandle_t h, int n, const T *x, int incx, T *result)                      \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(result);                                                                                        \
        l1 a = {.n = n, .incx = incx, .x = (void *)x, .res = result};                                                \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, nrm2_##X, &a, sizeof a));                                    \
    }                                                                                                                \
    cublasStatus_t cublas##X##dot_v2(cublasHandle_t h, int n, const T *x, int incx, const T *y, int incy,            \
                                     T *result)                                                                      \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(result);                                                                                        \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = (void *)x, .y = (void *)y, .res = result};                  \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, dot_##X, &a, sizeof a));                                     \
    }                                                                                                                \
    static void rot_##X(void *p)                                                                                     \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##rot(a->n, a->x, a->incx, a->y, a->incy, *(const T *)ferry_blas_sv(&a->c),                         \
                       *(const T *)ferry_blas_sv(&a->s));                                                            \
    }                                                                                                                \
    cublasStatus_t cublas##X##rot_v2(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const T *c,            \
                                     const T *s)                                                                     \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(c &&s);                                                                                         \
        if (n <= 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = x, .y = y};                                                 \
        a.c = ferry_blas_scalar(h, c, sizeof(T));                                                                    \
        a.s = ferry_blas_scalar(h, s, sizeof(T));                                                                    \
        return ferry_blas_enqueue(h, rot_##X, &a, sizeof a);                                                         \
    }                                                                                                                \
    static void rotm_##X(void *p)                                                                                    \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        cblas_##lc##rotm(a->n, a->x, a->incx, a->y, a->incy, a->param_p ? a->param_p : (const void *)a->param);       \
    }                                                                                                                \
    cublasStatus_t cublas##X##rotm_v2(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const T *param)       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(param);                                                                                         \
        if (n <= 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = x, .y = y};                                                 \
        if (h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE)                                                           \
            a.param_p = param;                                                                                       \
        else                                                                                                         \
            memcpy(a.param, param, 5 * sizeof(T));                                                                   \
        return ferry_blas_enqueue(h, rotm_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    typedef struct {                                                                                                 \
        T *d1, *d2, *x1, *param;                                                                                     \
        const T *y1;                                                                                                 \
    } rotmg_args_##X;                                                                                                \
    static void rotmg_##X(void *p)                                                                                   \
    {                                                                                                                \
        rotmg_args_##X *a = p;                                                                                       \
        cblas_##lc##rotmg(a->d1, a->d2, a->x1, *a->y1, a->param);                                                     \
    }                                                                                                                \
    cublasStatus_t cublas##X##rotmg_v2(cublasHandle_t h, T *d1, T *d2, T *x1, const T *y1, T *param)                 \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(d1 &&d2 &&x1 &&y1 &&param);                                                                     \
        rotmg_args_##X a = {d1, d2, x1, param, y1};                                                                  \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, rotmg_##X, &a, sizeof a));                                   \
    }
BLAS_REAL(L1_REAL)

/* The sum of |re| + |im| over n complex elements, through the real
 * asum: Debian's OpenBLAS 0.3.21 picks its Cooperlake kernels on a Zen 4
 * (AVX-512 with bf16), whose scasum and dzasum are wrong when n is not a
 * multiple of 8 (scasum of 9 elements off by 0.4 in 51), while its sasum
 * and dasum are right on every model. */
#define COMPLEX_ASUM(xr, R)                                                                                          \
    static R complex_asum_##xr(int n, const void *x, int incx)                                                       \
    {                                                                                                                \
        if (incx == 1 && n <= INT_MAX / 2)                                                                           \
            return cblas_##xr##asum(2 * n, x, 1);                                                                    \
        if (incx <= INT_MAX / 2)                                                                                     \
            return cblas_##xr##asum(n, x, 2 * incx) + cblas_##xr##asum(n, (const R *)x + 1, 2 * incx);               \
        R sum = 0;                                                                                                   \
        for (long long i = 0; i < n; i++) {                                                                          \
            const R *e = (const R *)x + 2 * (long long)incx * i;                                                     \
            sum += (e[0] < 0 ? -e[0] : e[0]) + (e[1] < 0 ? -e[1] : e[1]);                                           \
        }                                                                                                            \
        return sum;                                                                                                  \
    }
COMPLEX_ASUM(s, float)
COMPLEX_ASUM(d, double)

/* Complex: x' = c x + s y, y' = c y - conj(s) x, with c real and s
 * complex (cublasCrot), or both real (cublasCsrot). */
#define L1_CPLX(X, lc, T, R, CT, xr)                                                                                  \
    L1_RESULT(dotu, X, T, T, cblas_##lc##dotu_sub(a->n, a->x, a->incx, a->y, a->incy, a->res), 0)                     \
    L1_RESULT(dotc, X, T, T, cblas_##lc##dotc_sub(a->n, a->x, a->incx, a->y, a->incy, a->res), 0)                     \
    L1_RESULT(asum, X, T, R, *(R *)a->res = complex_asum_##xr(a->n, a->x, a->incx), 1)                               \
    L1_RESULT(nrm2, X, T, R, *(R *)a->res = cblas_##xr##lc##nrm2(a->n, a->x, a->incx), 1)                             \
    static cublasStatus_t red_##X(cublasHandle_t h, void (*fn)(void *), int n, const T *x, int incx, const T *y,    \
                                  int incy, void *result)                                                            \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(result);                                                                                        \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = (void *)x, .y = (void *)y, .res = result};                  \
        return ferry_blas_wait(h, ferry_blas_enqueue(h, fn, &a, sizeof a));                                          \
    }                                                                                                                \
    cublasStatus_t cublas##X##dotu_v2(cublasHandle_t h, int n, const T *x, int incx, const T *y, int incy,           \
                                      T *result)                                                                     \
    {                                                                                                                \
        return red_##X(h, dotu_##X, n, x, incx, y, incy, result);                                                    \
    }                                                                                                                \
    cublasStatus_t cublas##X##dotc_v2(cublasHandle_t h, int n, const T *x, int incx, const T *y, int incy,           \
                                      T *result)                                                                     \
    {                                                                                                                \
        return red_##X(h, dotc_##X, n, x, incx, y, incy, result);                                                    \
    }                                                                                                                \
    static void rot_##X(void *p)                                                                                     \
    {                                                                                                                \
        l1 *a = p;                                                                                                   \
        R c = *(const R *)ferry_blas_sv(&a->c);                                                                      \
        CT s;                                                                                                        \
        if (a->real_s)                                                               \
            s = *(const R *)(a->s.p ? a->s.p : &a->s.v);                                                             \
        else                                                                                                         \
            memcpy(&s, ferry_blas_sv(&a->s), sizeof s);                                                              \
        CT *vx = a->x, *vy = a->y;                                                                                   \
        long ix = first(a->n, a->incx), iy = first(a->n, a->incy);                                                   \
        for (int i = 0; i < a->n; i++, ix += a->incx, iy += a->incy) {                                               \
            CT u = vx[ix], w = vy[iy];                                                                               \
            vx[ix] = c * u + s * w;                                                                                  \
            vy[iy] = c * w - conj(s) * u;                                                                            \
        }                                                                                                            \
    }                                                                                                                \
    static cublasStatus_t rotc_##X(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const R *c,             \
                                   const void *s, bool real_s)                                                       \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(c &&s);                                                                                         \
        if (n <= 0)                                                                                                  \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        l1 a = {.n = n, .incx = incx, .incy = incy, .x = x, .y = y};                                                 \
        a.c = ferry_blas_scalar(h, c, sizeof(R));                                                                    \
        a.s = ferry_blas_scalar(h, s, real_s ? sizeof(R) : sizeof(T));                                               \
        a.real_s = real_s;                                                                                           \
        return ferry_blas_enqueue(h, rot_##X, &a, sizeof a);                                                         \
    }                                                                                                                \
    cublasStatus_t cublas##X##rot_v2(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const R *c,            \
                                     const T *s)                                                                     \
    {                                                                                                                \
        return rotc_##X(h, n, x, incx, y, incy, c, s, false);                                                        \
    }
L1_CPLX(C, c, cuComplex, float, float complex, s)
L1_CPLX(Z, z, cuDoubleComplex, double, double complex, d)

cublasStatus_t cublasScasum_v2(cublasHandle_t h, int n, const cuComplex *x, int incx, float *result)
{
    return red_C(h, asum_C, n, x, incx, NULL, 0, result);
}
cublasStatus_t cublasDzasum_v2(cublasHandle_t h, int n, const cuDoubleComplex *x, int incx, double *result)
{
    return red_Z(h, asum_Z, n, x, incx, NULL, 0, result);
}
cublasStatus_t cublasScnrm2_v2(cublasHandle_t h, int n, const cuComplex *x, int incx, float *result)
{
    return red_C(h, nrm2_C, n, x, incx, NULL, 0, result);
}
cublasStatus_t cublasDznrm2_v2(cublasHandle_t h, int n, const cuDoubleComplex *x, int incx, double *result)
{
    return red_Z(h, nrm2_Z, n, x, incx, NULL, 0, result);
}
cublasStatus_t cublasCsrot_v2(cublasHandle_t h, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c,
                              const float *s)
{
    return rotc_C(h, n, x, incx, y, incy, c, s, true);
}
cublasStatus_t cublasZdrot_v2(cublasHandle_t h, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy,
                              const double *c, const double *s)
{
    return rotc_Z(h, n, x, incx, y, incy, c, s, true);
}

static void csscal(void *p)
{
    l1 *a = p;
    cblas_csscal(a->n, *(const float *)ferry_blas_sv(&a->alpha), a->x, a->incx);
}
static void zdscal(void *p)
{
    l1 *a = p;
    cblas_zdscal(a->n, *(const double *)ferry_blas_sv(&a->alpha), a->x, a->incx);
}
static cublasStatus_t rscal(cublasHandle_t h, void (*fn)(void *), int n, const void *alpha, size_t size, void *x,
                            int incx)
{
    BLAS_HANDLE(h);
    BLAS_REQUIRE(alpha);
    if (n <= 0 || incx <= 0)
        return CUBLAS_STATUS_SUCCESS;
    l1 a = {.n = n, .incx = incx, .x = x};
    a.alpha = ferry_blas_scalar(h, alpha, size);
    return ferry_blas_enqueue(h, fn, &a, sizeof a);
}
cublasStatus_t cublasCsscal_v2(cublasHandle_t h, int n, const float *alpha, cuComplex *x, int incx)
{
    return rscal(h, csscal, n, alpha, sizeof(float), x, incx);
}
cublasStatus_t cublasZdscal_v2(cublasHandle_t h, int n, const double *alpha, cuDoubleComplex *x, int incx)
{
    return rscal(h, zdscal, n, alpha, sizeof(double), x, incx);
}
