/* cuBLAS's BLAS-like extensions geam (C = alpha op(A) + beta op(B)) and
 * dgmm (C = A diag(x) or diag(x) A): loops, since BLAS has neither. */
#include <complex.h>

#include "blas.h"

typedef struct {
    cublasOperation_t ta, tb;
    cublasSideMode_t side;
    int m, n, lda, ldb, ldc, incx;
    const void *A, *B, *x;
    void *C;
    blas_scalar alpha, beta;
} ext;

#define CONJ_S(v) (v)
#define CONJ_D(v) (v)
#define CONJ_C(v) conjf(v)
#define CONJ_Z(v) conj(v)

#define EXT(X, T, CT)                                                                                                \
    /* op(M)(i,j), ld its leading dimension */                                                                       \
    static inline CT get_##X(const T *M, int ld, cublasOperation_t op, int i, int j)                                 \
    {                                                                                                                \
        CT v;                                                                                                        \
        memcpy(&v, op == CUBLAS_OP_N ? &M[i + (size_t)j * ld] : &M[j + (size_t)i * ld], sizeof v);                   \
        return op == CUBLAS_OP_C ? CONJ_##X(v) : v;                                                                  \
    }                                                                                                                \
    static void geam_##X(void *p)                                                                                    \
    {                                                                                                                \
        ext *a = p;                                                                                                  \
        CT al, be;                                                                                                   \
        memcpy(&al, ferry_blas_sv(&a->alpha), sizeof al);                                                            \
        memcpy(&be, ferry_blas_sv(&a->beta), sizeof be);                                                             \
        T *C = a->C;                                                                                                 \
        /* In place (C == A or C == B) works: each element is read once, \
           just before it is written, when that operand is not transposed. */ \
        for (int j = 0; j < a->n; j++)                                                                               \
            for (int i = 0; i < a->m; i++) {                                                                         \
                CT v = 0;                                                                                            \
                if (al != 0)                                                                                         \
                    v += al * get_##X(a->A, a->lda, a->ta, i, j);                                                    \
                if (be != 0)                                                                                         \
                    v += be * get_##X(a->B, a->ldb, a->tb, i, j);                                                    \
                memcpy(&C[i + (size_t)j * a->ldc], &v, sizeof v);                                                    \
            }                                                                                                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,       \
                                   const T *alpha, const T *A, int lda, const T *beta, const T *B, int ldb, T *C,    \
                                   int ldc)                                                                          \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_op_ok(ta) && ferry_blas_op_ok(tb) && m >= 0 && n >= 0 && alpha && beta);             \
        BLAS_REQUIRE(lda >= ferry_max1(ta == CUBLAS_OP_N ? m : n) && ldb >= ferry_max1(tb == CUBLAS_OP_N ? m : n) && \
                     ldc >= ferry_max1(m));                                                                          \
        /* cuBLAS: in place only with the same leading dimension, untransposed */                                    \
        BLAS_REQUIRE(!(C == A && (lda != ldc || ta != CUBLAS_OP_N)) && !(C == B && (ldb != ldc || tb != CUBLAS_OP_N))); \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        ext a = {.ta = ta, .tb = tb, .m = m, .n = n, .lda = lda, .ldb = ldb, .ldc = ldc, .A = A, .B = B, .C = C};    \
        a.alpha = ferry_blas_scalar(h, alpha, sizeof(T));                                                            \
        a.beta = ferry_blas_scalar(h, beta, sizeof(T));                                                              \
        return ferry_blas_enqueue(h, geam_##X, &a, sizeof a);                                                        \
    }                                                                                                                \
    static void dgmm_##X(void *p)                                                                                    \
    {                                                                                                                \
        ext *a = p;                                                                                                  \
        const T *A = a->A, *x = a->x;                                                                                \
        T *C = a->C;                                                                                                 \
        int len = a->side == CUBLAS_SIDE_LEFT ? a->m : a->n;                                                         \
        for (int j = 0; j < a->n; j++)                                                                               \
            for (int i = 0; i < a->m; i++) {                                                                         \
                int d = a->side == CUBLAS_SIDE_LEFT ? i : j;                                                         \
                long ix = a->incx < 0 ? (long)(len - 1 - d) * -a->incx : (long)d * a->incx;                          \
                CT av, xv;                                                                                           \
                memcpy(&av, &A[i + (size_t)j * a->lda], sizeof av);                                                  \
                memcpy(&xv, &x[ix], sizeof xv);                                                                      \
                av *= xv;                                                                                            \
                memcpy(&C[i + (size_t)j * a->ldc], &av, sizeof av);                                                  \
            }                                                                                                        \
    }                                                                                                                \
    cublasStatus_t cublas##X##dgmm(cublasHandle_t h, cublasSideMode_t mode, int m, int n, const T *A, int lda,       \
                                   const T *x, int incx, T *C, int ldc)                                              \
    {                                                                                                                \
        BLAS_HANDLE(h);                                                                                              \
        BLAS_REQUIRE(ferry_blas_side_ok(mode) && m >= 0 && n >= 0 && lda >= ferry_max1(m) && ldc >= ferry_max1(m));  \
        BLAS_REQUIRE(!(C == A && lda != ldc));                                                                       \
        if (m == 0 || n == 0)                                                                                        \
            return CUBLAS_STATUS_SUCCESS;                                                                            \
        ext a = {.side = mode, .m = m, .n = n, .lda = lda, .ldc = ldc, .incx = incx, .A = A, .x = x, .C = C};        \
        return ferry_blas_enqueue(h, dgmm_##X, &a, sizeof a);                                                        \
    }
EXT(S, float, float)
EXT(D, double, double)
EXT(C, cuComplex, float complex)
EXT(Z, cuDoubleComplex, double complex)
