// Accuracy of the CUDA Math API in device code, against MPFR.
//
// Kernels evaluate each device function over arrays of inputs, the way a
// user's program calls them (one function per kernel, compiled with Ferry's
// nvcc -O2); the host code here generates the inputs (seeded, deterministic),
// computes the exact results with MPFR and measures, per function:
//   - ulps: |y - r| / ulp(r), where r is the correctly rounded result (the
//     exact value rounded to nearest in the function's format) and ulp(r)
//     the spacing of floats in r's binade (2^(e-23) for float, 2^(e-52) for
//     double, the subnormal spacing below the normals, 2^104 / 2^971 for an
//     r that overflowed).  This is how CUDA's Programming Guide states its
//     bounds ("the difference in ulps between the correctly rounded result
//     and the result returned"), so a correctly rounded function scores 0;
//   - err: |y - exact| / ulp(r), the usual real-valued error, for reference
//     (at most ulps + 0.5);
//   - abs: |y - exact|, for bounds CUDA states as absolute errors;
//   - special values: NaN where the exact result is NaN and nowhere else,
//     exact infinities, and the sign of exact zeros.
// Correctly rounded intrinsics (__fadd_rz, __dsqrt_ru, ...) must equal MPFR's
// result in the IEEE format and rounding mode bit for bit.
//
// Bounds come from bounds.txt (CUDA's published maxima, with their domains),
// known exceptions from known_over_bound.txt.  Usage:
//   accuracy [--bounds F] [--known F] [--n1 N] [--n2 N] [--nd N] [--ncr N]
//            [--exhaustive] [--only a,b,...] [--report F.md] [--hash-only]
//            [--threads T] [--seed S] [--filter] [--nmpfr N] [--verbose]
//   --n1: inputs per single-precision one-argument function (and fast
//   intrinsic); --n2: per float two-argument function; --nd: per double
//   function; --ncr: per correctly rounded intrinsic.  --exhaustive runs
//   every float bit pattern through the float one-argument functions.
//   --filter: decide most results with glibc's double and long double
//   functions instead of MPFR (see "filter" below; --exhaustive implies it);
//   --nmpfr: then at most N inputs for a function with no such reference.
//   --hash-only: run the kernels only, print a hash of each function's
//   outputs (compared across FERRY_CPU variants by run.sh).
// The last line is PASS or FAIL.
#include <mpfr.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <time.h>
#include <unistd.h>

#if __has_include("ferry_math_stubs.h")
#include "ferry_math_stubs.h" // run.sh: stand-ins for functions that do not compile
#endif
#ifndef FERRY_MATH_MISSING
#define FERRY_MATH_MISSING ""
#endif

// ------------------------------------------------------------------ kernels
#define IDX long i = (long)blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
#define K1(T, f)                                                                     \
    __global__ void k_##f(const T *__restrict__ a, T *__restrict__ r, long n) { IDX r[i] = f(a[i]); } \
    static void l_##f(const void *a, const void *, const void *, void *r, long n) {   \
        k_##f<<<(unsigned)((n + 255) / 256), 256>>>((const T *)a, (T *)r, n); }
#define K2(T, f)                                                                     \
    __global__ void k_##f(const T *__restrict__ a, const T *__restrict__ b, T *__restrict__ r, long n) { IDX r[i] = f(a[i], b[i]); } \
    static void l_##f(const void *a, const void *b, const void *, void *r, long n) {  \
        k_##f<<<(unsigned)((n + 255) / 256), 256>>>((const T *)a, (const T *)b, (T *)r, n); }
#define K3(T, f)                                                                     \
    __global__ void k_##f(const T *__restrict__ a, const T *__restrict__ b, const T *__restrict__ c, T *__restrict__ r, long n) { IDX r[i] = f(a[i], b[i], c[i]); } \
    static void l_##f(const void *a, const void *b, const void *c, void *r, long n) { \
        k_##f<<<(unsigned)((n + 255) / 256), 256>>>((const T *)a, (const T *)b, (const T *)c, (T *)r, n); }
#define K1F(f) K1(float, f)
#define K2F(f) K2(float, f)
#define K3F(f) K3(float, f)
#define K1D(f) K1(double, f)
#define K2D(f) K2(double, f)
#define K3D(f) K3(double, f)

// Single precision, one argument.
K1F(sinf) K1F(cosf) K1F(tanf) K1F(asinf) K1F(acosf) K1F(atanf)
K1F(sinhf) K1F(coshf) K1F(tanhf) K1F(asinhf) K1F(acoshf) K1F(atanhf)
K1F(expf) K1F(exp2f) K1F(exp10f) K1F(expm1f) K1F(logf) K1F(log2f) K1F(log10f) K1F(log1pf)
K1F(cbrtf) K1F(rcbrtf) K1F(sqrtf) K1F(rsqrtf)
K1F(erff) K1F(erfcf) K1F(erfinvf) K1F(erfcinvf) K1F(erfcxf) K1F(normcdff) K1F(normcdfinvf)
K1F(lgammaf) K1F(tgammaf) K1F(sinpif) K1F(cospif)
K1F(j0f) K1F(j1f) K1F(y0f) K1F(y1f) K1F(cyl_bessel_i0f) K1F(cyl_bessel_i1f)
// Single precision, two arguments.
K2F(powf) K2F(atan2f) K2F(hypotf) K2F(fmodf) K2F(remainderf) K2F(fdimf) K2F(rhypotf)
// Double precision.
K1D(sin) K1D(cos) K1D(tan) K1D(asin) K1D(acos) K1D(atan)
K1D(sinh) K1D(cosh) K1D(tanh) K1D(asinh) K1D(acosh) K1D(atanh)
K1D(exp) K1D(exp2) K1D(exp10) K1D(expm1) K1D(log) K1D(log2) K1D(log10) K1D(log1p)
K1D(cbrt) K1D(rcbrt) K1D(sqrt) K1D(rsqrt)
K1D(erf) K1D(erfc) K1D(erfinv) K1D(erfcinv) K1D(erfcx) K1D(normcdf) K1D(normcdfinv)
K1D(lgamma) K1D(tgamma) K1D(sinpi) K1D(cospi)
K1D(j0) K1D(j1) K1D(y0) K1D(y1) K1D(cyl_bessel_i0) K1D(cyl_bessel_i1)
K2D(pow) K2D(atan2) K2D(hypot) K2D(fmod) K2D(remainder) K2D(fdim) K2D(rhypot)
// Fast intrinsics.
K1F(__sinf) K1F(__cosf) K1F(__tanf) K1F(__expf) K1F(__exp10f) K1F(__logf) K1F(__log2f) K1F(__log10f)
K2F(__powf) K2F(__fdividef)
// Correctly rounded intrinsics.
#define CRF(m) K2F(__fadd_##m) K2F(__fsub_##m) K2F(__fmul_##m) K2F(__fdiv_##m) K1F(__frcp_##m) K1F(__fsqrt_##m) K3F(__fmaf_##m) \
               K2D(__dadd_##m) K2D(__dsub_##m) K2D(__dmul_##m) K2D(__ddiv_##m) K1D(__drcp_##m) K1D(__dsqrt_##m) K3D(__fma_##m)
CRF(rn) CRF(rz) CRF(ru) CRF(rd)
K1F(__frsqrt_rn)

// ---------------------------------------------------------- MPFR references
// ref(v, a, b, c): v = f(a, b, c) rounded to nearest at v's precision, or for
// the functions MPFR lacks, within a few ulps of it (Newton to convergence at
// extra precision).  The return is MPFR's ternary value (0: exact).
typedef int (*Ref)(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr c);
#define R1(n, call) static int ref_##n(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { return call(v, a, MPFR_RNDN); }
#define R2(n, call) static int ref_##n(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr) { return call(v, a, b, MPFR_RNDN); }
R1(sin, mpfr_sin) R1(cos, mpfr_cos) R1(tan, mpfr_tan) R1(asin, mpfr_asin) R1(acos, mpfr_acos)
R1(atan, mpfr_atan) R1(sinh, mpfr_sinh) R1(cosh, mpfr_cosh) R1(tanh, mpfr_tanh) R1(asinh, mpfr_asinh)
R1(acosh, mpfr_acosh) R1(atanh, mpfr_atanh) R1(exp, mpfr_exp) R1(exp2, mpfr_exp2) R1(exp10, mpfr_exp10)
R1(expm1, mpfr_expm1) R1(log, mpfr_log) R1(log2, mpfr_log2) R1(log10, mpfr_log10) R1(log1p, mpfr_log1p)
R1(cbrt, mpfr_cbrt) R1(sqrt, mpfr_sqrt) R1(erf, mpfr_erf) R1(erfc, mpfr_erfc) R1(tgamma, mpfr_gamma)
R1(sinpi, mpfr_sinpi) R1(cospi, mpfr_cospi) R1(j0, mpfr_j0) R1(y0, mpfr_y0) R1(y1, mpfr_y1)
// j1 is odd: CUDA's j1f(+-inf) is +-0 (MPFR gives +0 for both).
static int ref_j1(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) {
    if (mpfr_inf_p(a)) { mpfr_set_zero(v, mpfr_sgn(a)); return 0; }
    return mpfr_j1(v, a, MPFR_RNDN);
}
R2(atan2, mpfr_atan2) R2(hypot, mpfr_hypot) R2(fmod, mpfr_fmod) R2(remainder, mpfr_remainder)
R2(fdim, mpfr_dim) R2(pow, mpfr_pow) R2(add, mpfr_add) R2(sub, mpfr_sub) R2(mul, mpfr_mul) R2(div, mpfr_div)
static int ref_rcbrt(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { return mpfr_rootn_si(v, a, -3, MPFR_RNDN); }
static int ref_rsqrt(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) {
    if (mpfr_zero_p(a) && mpfr_signbit(a)) { mpfr_set_inf(v, -1); return 0; } // rsqrt(-0) = -inf, as 1/sqrt(-0)
    return mpfr_rec_sqrt(v, a, MPFR_RNDN);
}
static int ref_rcp(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { return mpfr_ui_div(v, 1, a, MPFR_RNDN); }
static int ref_fma(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr c) { return mpfr_fma(v, a, b, c, MPFR_RNDN); }
static int ref_lgamma(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { int s; return mpfr_lgamma(v, &s, a, MPFR_RNDN); }
static int ref_rhypot(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr) {
    mpfr_t h; mpfr_init2(h, mpfr_get_prec(v) + 20);
    mpfr_hypot(h, a, b, MPFR_RNDN);
    int t = mpfr_ui_div(v, 1, h, MPFR_RNDN);
    mpfr_clear(h);
    return t ? t : 1;
}
// erfcx(x) = exp(x^2) erfc(x); for large x the asymptotic series
// 1/(x sqrt(pi)) sum (-1)^n (2n-1)!! / (2x^2)^n, whose terms at x >= 2^14
// shrink by 2^-27 each (12 terms: 2^-300).
static int ref_erfcx(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) {
    if (mpfr_nan_p(a)) { mpfr_set_nan(v); return 0; }
    if (mpfr_inf_p(a)) { if (mpfr_sgn(a) > 0) mpfr_set_zero(v, 1); else mpfr_set_inf(v, 1); return 0; }
    mpfr_prec_t wp = mpfr_get_prec(v) + 40;
    mpfr_t s, t, u; mpfr_inits2(wp, s, t, u, (mpfr_ptr)0);
    if (mpfr_cmp_ui(a, 16384) >= 0) {
        mpfr_sqr(u, a, MPFR_RNDN); mpfr_mul_2ui(u, u, 1, MPFR_RNDN); // 2x^2
        mpfr_set_ui(s, 1, MPFR_RNDN); mpfr_set_ui(t, 1, MPFR_RNDN);
        for (int n = 1; n <= 12; ++n) {
            mpfr_mul_si(t, t, -(2 * n - 1), MPFR_RNDN); mpfr_div(t, t, u, MPFR_RNDN);
            mpfr_add(s, s, t, MPFR_RNDN);
        }
        mpfr_const_pi(t, MPFR_RNDN); mpfr_sqrt(t, t, MPFR_RNDN); mpfr_mul(t, t, a, MPFR_RNDN);
        mpfr_div(s, s, t, MPFR_RNDN);
    } else {
        mpfr_sqr(u, a, MPFR_RNDN); mpfr_exp(u, u, MPFR_RNDN);
        mpfr_erfc(s, a, MPFR_RNDN); mpfr_mul(s, s, u, MPFR_RNDN);
    }
    mpfr_set(v, s, MPFR_RNDN);
    mpfr_clears(s, t, u, (mpfr_ptr)0);
    return 1;
}
// y with erfc(y) = t (0 < t < 1, so y > 0) by Newton on log erfc(y) = log t,
// which neither underflows nor flattens; or, for small x, erf(y) = x.
static void solve_erfc(mpfr_ptr y, mpfr_srcptr t, mpfr_prec_t wp) {
    double td = mpfr_get_d(t, MPFR_RNDN), y0;
    long e; double m = mpfr_get_d_2exp(&e, t, MPFR_RNDN);
    double lt = log(m) + (double)e * 0.6931471805599453; // log t, also below double's range
    y0 = td > 0.3 ? (1.0 - td) * 0.886 : sqrt(-lt - 0.5 * log(-lt) - 0.57);
    if (!(y0 > 0.01)) y0 = 0.01;
    mpfr_t lg, f, d, pi; mpfr_inits2(wp, lg, f, d, pi, (mpfr_ptr)0);
    mpfr_log(lg, t, MPFR_RNDN); mpfr_const_pi(pi, MPFR_RNDN); mpfr_sqrt(pi, pi, MPFR_RNDN);
    mpfr_set_prec(y, wp); mpfr_set_d(y, y0, MPFR_RNDN);
    for (int it = 0; it < 200; ++it) {
        mpfr_erfc(f, y, MPFR_RNDN);                         // erfc(y)
        mpfr_sqr(d, y, MPFR_RNDN); mpfr_neg(d, d, MPFR_RNDN); mpfr_exp(d, d, MPFR_RNDN);
        mpfr_div(d, d, f, MPFR_RNDN); mpfr_div(d, d, pi, MPFR_RNDN); mpfr_mul_2ui(d, d, 1, MPFR_RNDN); // -(log erfc)'
        mpfr_log(f, f, MPFR_RNDN); mpfr_sub(f, f, lg, MPFR_RNDN); // g(y)
        mpfr_div(f, f, d, MPFR_RNDN);                       // step = g / -(g')
        mpfr_add(y, y, f, MPFR_RNDN);
        if (mpfr_zero_p(f) || mpfr_get_exp(f) < mpfr_get_exp(y) - (mpfr_exp_t)wp + 4) break;
    }
    mpfr_clears(lg, f, d, pi, (mpfr_ptr)0);
}
static void solve_erf(mpfr_ptr y, mpfr_srcptr x, mpfr_prec_t wp) { // 0 < x <= 1/2
    mpfr_t f, d, pi; mpfr_inits2(wp, f, d, pi, (mpfr_ptr)0);
    mpfr_const_pi(pi, MPFR_RNDN); mpfr_sqrt(pi, pi, MPFR_RNDN);
    mpfr_set_prec(y, wp); mpfr_mul(y, x, pi, MPFR_RNDN); mpfr_div_2ui(y, y, 1, MPFR_RNDN);
    for (int it = 0; it < 200; ++it) {
        mpfr_erf(f, y, MPFR_RNDN); mpfr_sub(f, f, x, MPFR_RNDN);
        mpfr_sqr(d, y, MPFR_RNDN); mpfr_neg(d, d, MPFR_RNDN); mpfr_exp(d, d, MPFR_RNDN);
        mpfr_mul_2ui(d, d, 1, MPFR_RNDN); mpfr_div(d, d, pi, MPFR_RNDN);
        mpfr_div(f, f, d, MPFR_RNDN); mpfr_sub(y, y, f, MPFR_RNDN);
        if (mpfr_zero_p(f) || mpfr_get_exp(f) < mpfr_get_exp(y) - (mpfr_exp_t)wp + 4) break;
    }
    mpfr_clears(f, d, pi, (mpfr_ptr)0);
}
static int ref_erfinv(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) {
    if (mpfr_nan_p(a) || mpfr_cmpabs_ui(a, 1) > 0) { mpfr_set_nan(v); return 0; }
    if (mpfr_zero_p(a)) { mpfr_set(v, a, MPFR_RNDN); return 0; }
    if (mpfr_cmpabs_ui(a, 1) == 0) { mpfr_set_inf(v, mpfr_sgn(a)); return 0; }
    mpfr_prec_t wp = mpfr_get_prec(v) + 40;
    mpfr_t y, t; mpfr_init2(y, wp); mpfr_init2(t, 1200);
    mpfr_abs(t, a, MPFR_RNDN);
    if (mpfr_cmp_d(t, 0.5) <= 0) solve_erf(y, t, wp);
    else { mpfr_ui_sub(t, 1, t, MPFR_RNDN); solve_erfc(y, t, wp); } // 1 - |x|: exact
    if (mpfr_sgn(a) < 0) mpfr_neg(y, y, MPFR_RNDN);
    mpfr_set(v, y, MPFR_RNDN);
    mpfr_clears(y, t, (mpfr_ptr)0);
    return 1;
}
static int ref_erfcinv(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) {
    if (mpfr_nan_p(a) || mpfr_sgn(a) < 0 || mpfr_cmp_ui(a, 2) > 0) { mpfr_set_nan(v); return 0; }
    if (mpfr_zero_p(a)) { mpfr_set_inf(v, 1); return 0; }
    if (mpfr_cmp_ui(a, 2) == 0) { mpfr_set_inf(v, -1); return 0; }
    if (mpfr_cmp_ui(a, 1) == 0) { mpfr_set_zero(v, 1); return 0; }
    mpfr_prec_t wp = mpfr_get_prec(v) + 40;
    mpfr_t y, t; mpfr_init2(y, wp); mpfr_init2(t, 1200);
    int neg = mpfr_cmp_ui(a, 1) > 0;
    if (neg) mpfr_ui_sub(t, 2, a, MPFR_RNDN); else mpfr_set(t, a, MPFR_RNDN); // exact
    mpfr_ui_sub(y, 1, t, MPFR_RNDN);
    if (mpfr_cmp_d(y, 0.5) <= 0) { mpfr_set_prec(t, wp); mpfr_set(t, y, MPFR_RNDN); solve_erf(y, t, wp); } // 1 - t exact at 1200 bits? t >= 1/2 here
    else solve_erfc(y, t, wp);
    if (neg) mpfr_neg(y, y, MPFR_RNDN);
    mpfr_set(v, y, MPFR_RNDN);
    mpfr_clears(y, t, (mpfr_ptr)0);
    return 1;
}
static int ref_normcdfinv(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr c) {
    mpfr_t t; mpfr_init2(t, 1200);
    mpfr_mul_2ui(t, a, 1, MPFR_RNDN);
    mpfr_t w; mpfr_init2(w, mpfr_get_prec(v) + 20);
    int r = ref_erfcinv(w, t, b, c);
    if (!mpfr_nan_p(w) && !mpfr_zero_p(w)) {
        mpfr_t s; mpfr_init2(s, mpfr_get_prec(v) + 20);
        mpfr_sqrt_ui(s, 2, MPFR_RNDN); mpfr_mul(w, w, s, MPFR_RNDN); mpfr_neg(w, w, MPFR_RNDN);
        mpfr_clear(s); r = 1;
    }
    mpfr_set(v, w, MPFR_RNDN);
    mpfr_clears(t, w, (mpfr_ptr)0);
    return r;
}
static int ref_normcdf(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) {
    mpfr_prec_t wp = mpfr_get_prec(v) + 40;
    mpfr_t z, s; mpfr_inits2(wp, z, s, (mpfr_ptr)0);
    mpfr_sqrt_ui(s, 2, MPFR_RNDN); mpfr_div(z, a, s, MPFR_RNDN); mpfr_neg(z, z, MPFR_RNDN);
    mpfr_erfc(z, z, MPFR_RNDN); mpfr_div_2ui(z, z, 1, MPFR_RNDN);
    int t = mpfr_set(v, z, MPFR_RNDN);
    int exact = mpfr_nan_p(a) || mpfr_inf_p(a);
    mpfr_clears(z, s, (mpfr_ptr)0);
    return exact ? t : 1;
}
// I0 and I1 overflow every format beyond |x| = 714 (double; float: 94): a
// value beyond all formats stands for them there.
static bool bessel_i_huge(mpfr_ptr v, mpfr_srcptr a, int sign) {
    if (mpfr_cmpabs_ui(a, 1000) < 0) return false;
    mpfr_set_ui_2exp(v, 1, 100000, MPFR_RNDN);
    if (sign < 0) mpfr_neg(v, v, MPFR_RNDN);
    return true;
}
static int ref_i0(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { // sum (x/2)^2k / (k!)^2
    if (mpfr_nan_p(a)) { mpfr_set_nan(v); return 0; }
    if (mpfr_inf_p(a)) { mpfr_set_inf(v, 1); return 0; }
    if (bessel_i_huge(v, a, 1)) return 1;
    mpfr_prec_t wp = mpfr_get_prec(v) + 40 + 2 * (mpfr_prec_t)(mpfr_get_exp(a) > 0 ? mpfr_get_exp(a) : 0);
    mpfr_t q, t, s; mpfr_inits2(wp, q, t, s, (mpfr_ptr)0);
    mpfr_sqr(q, a, MPFR_RNDN); mpfr_div_2ui(q, q, 2, MPFR_RNDN);
    mpfr_set_ui(t, 1, MPFR_RNDN); mpfr_set_ui(s, 1, MPFR_RNDN);
    for (unsigned long k = 1; k < 100000; ++k) {
        mpfr_mul(t, t, q, MPFR_RNDN); mpfr_div_ui(t, t, k * k, MPFR_RNDN);
        mpfr_add(s, s, t, MPFR_RNDN);
        if (mpfr_zero_p(t) || mpfr_get_exp(t) < mpfr_get_exp(s) - (mpfr_exp_t)wp) break;
    }
    mpfr_set(v, s, MPFR_RNDN); mpfr_clears(q, t, s, (mpfr_ptr)0);
    return 1;
}
static int ref_i1(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { // (x/2) sum (x/2)^2k / (k! (k+1)!)
    if (mpfr_nan_p(a) || mpfr_inf_p(a) || mpfr_zero_p(a)) { mpfr_set(v, a, MPFR_RNDN); return 0; }
    if (bessel_i_huge(v, a, mpfr_sgn(a))) return 1;
    mpfr_prec_t wp = mpfr_get_prec(v) + 40 + 2 * (mpfr_prec_t)(mpfr_get_exp(a) > 0 ? mpfr_get_exp(a) : 0);
    mpfr_t q, t, s; mpfr_inits2(wp, q, t, s, (mpfr_ptr)0);
    mpfr_sqr(q, a, MPFR_RNDN); mpfr_div_2ui(q, q, 2, MPFR_RNDN);
    mpfr_set_ui(t, 1, MPFR_RNDN); mpfr_set_ui(s, 1, MPFR_RNDN);
    for (unsigned long k = 1; k < 100000; ++k) {
        mpfr_mul(t, t, q, MPFR_RNDN); mpfr_div_ui(t, t, k * (k + 1), MPFR_RNDN);
        mpfr_add(s, s, t, MPFR_RNDN);
        if (mpfr_zero_p(t) || mpfr_get_exp(t) < mpfr_get_exp(s) - (mpfr_exp_t)wp) break;
    }
    mpfr_mul(s, s, a, MPFR_RNDN); mpfr_div_2ui(s, s, 1, MPFR_RNDN);
    mpfr_set(v, s, MPFR_RNDN); mpfr_clears(q, t, s, (mpfr_ptr)0);
    return 1;
}
static int ref_sqrt_cr(mpfr_ptr v, mpfr_srcptr a, mpfr_srcptr, mpfr_srcptr) { return mpfr_sqrt(v, a, MPFR_RNDN); }

// ------------------------------------------------------------ the table
enum Kind { F1, F2, F3, D1, D2, D3 };
enum Cls { MATH, FAST, CR };
typedef void (*Launch)(const void *, const void *, const void *, void *, long);
struct Fn {
    const char *name;
    Kind kind;
    Cls cls;
    Launch launch;
    Ref ref;
    mpfr_rnd_t mode; // CR: the rounding mode
    double lo, hi;   // an interesting range for the (first) argument
    double lo2, hi2; // and for the second
    int zero_sign_free; // the sign of an exact zero result is not specified
};
#define E(n, k, c, ref, lo, hi) {#n, k, c, l_##n, ref, MPFR_RNDN, lo, hi, 0, 0, 0},
#define E2(n, k, c, ref, lo, hi, lo2, hi2) {#n, k, c, l_##n, ref, MPFR_RNDN, lo, hi, lo2, hi2, 0},
#define CRE(m, rm)                                                                          \
    {"__fadd_" #m, F2, CR, l___fadd_##m, ref_add, rm, -4, 4, -4, 4, 0},                     \
    {"__fsub_" #m, F2, CR, l___fsub_##m, ref_sub, rm, -4, 4, -4, 4, 0},                     \
    {"__fmul_" #m, F2, CR, l___fmul_##m, ref_mul, rm, -4, 4, -4, 4, 0},                     \
    {"__fdiv_" #m, F2, CR, l___fdiv_##m, ref_div, rm, -4, 4, -4, 4, 0},                     \
    {"__frcp_" #m, F1, CR, l___frcp_##m, ref_rcp, rm, -4, 4, 0, 0, 0},                      \
    {"__fsqrt_" #m, F1, CR, l___fsqrt_##m, ref_sqrt_cr, rm, 0, 4, 0, 0, 0},                 \
    {"__fmaf_" #m, F3, CR, l___fmaf_##m, ref_fma, rm, -4, 4, -4, 4, 0},                     \
    {"__dadd_" #m, D2, CR, l___dadd_##m, ref_add, rm, -4, 4, -4, 4, 0},                     \
    {"__dsub_" #m, D2, CR, l___dsub_##m, ref_sub, rm, -4, 4, -4, 4, 0},                     \
    {"__dmul_" #m, D2, CR, l___dmul_##m, ref_mul, rm, -4, 4, -4, 4, 0},                     \
    {"__ddiv_" #m, D2, CR, l___ddiv_##m, ref_div, rm, -4, 4, -4, 4, 0},                     \
    {"__drcp_" #m, D1, CR, l___drcp_##m, ref_rcp, rm, -4, 4, 0, 0, 0},                      \
    {"__dsqrt_" #m, D1, CR, l___dsqrt_##m, ref_sqrt_cr, rm, 0, 4, 0, 0, 0},                 \
    {"__fma_" #m, D3, CR, l___fma_##m, ref_fma, rm, -4, 4, -4, 4, 0},
#define BOTH(f, d, ref, lo, hi) E(f, F1, MATH, ref, lo, hi) E(d, D1, MATH, ref, lo, hi)
// normcdfinv(1/2) is 0 with no sign CUDA documents
#define BOTHZ(f, d, ref, lo, hi) {#f, F1, MATH, l_##f, ref, MPFR_RNDN, lo, hi, 0, 0, 1}, {#d, D1, MATH, l_##d, ref, MPFR_RNDN, lo, hi, 0, 0, 1},
static Fn fns[] = {
    BOTH(sinf, sin, ref_sin, -10, 10) BOTH(cosf, cos, ref_cos, -10, 10) BOTH(tanf, tan, ref_tan, -10, 10)
    BOTH(asinf, asin, ref_asin, -1, 1) BOTH(acosf, acos, ref_acos, -1, 1) BOTH(atanf, atan, ref_atan, -10, 10)
    BOTH(sinhf, sinh, ref_sinh, -90, 90) BOTH(coshf, cosh, ref_cosh, -90, 90) BOTH(tanhf, tanh, ref_tanh, -10, 10)
    BOTH(asinhf, asinh, ref_asinh, -10, 10) BOTH(acoshf, acosh, ref_acosh, 1, 10) BOTH(atanhf, atanh, ref_atanh, -1, 1)
    E(expf, F1, MATH, ref_exp, -105, 90) E(exp2f, F1, MATH, ref_exp2, -150, 130) E(exp10f, F1, MATH, ref_exp10, -46, 39)
    // the doubles' ranges reach their subnormal results, where a result rounded before scaling rounds twice
    E(exp, D1, MATH, ref_exp, -745.2, 709.8) E(exp2, D1, MATH, ref_exp2, -1075, 1024) E(exp10, D1, MATH, ref_exp10, -323.7, 308.3)
    BOTH(expm1f, expm1, ref_expm1, -20, 90) BOTH(logf, log, ref_log, 0, 10) BOTH(log2f, log2, ref_log2, 0, 10)
    BOTH(log10f, log10, ref_log10, 0, 10) BOTH(log1pf, log1p, ref_log1p, -1, 10)
    BOTH(cbrtf, cbrt, ref_cbrt, -10, 10) BOTH(rcbrtf, rcbrt, ref_rcbrt, -10, 10)
    BOTH(sqrtf, sqrt, ref_sqrt, 0, 10) BOTH(rsqrtf, rsqrt, ref_rsqrt, 0, 10)
    BOTH(erff, erf, ref_erf, -5, 5) BOTH(erfcf, erfc, ref_erfc, -5, 30) BOTH(erfinvf, erfinv, ref_erfinv, -1, 1)
    BOTH(erfcinvf, erfcinv, ref_erfcinv, 0, 2) BOTH(erfcxf, erfcx, ref_erfcx, -10, 50)
    BOTH(normcdff, normcdf, ref_normcdf, -40, 10) BOTHZ(normcdfinvf, normcdfinv, ref_normcdfinv, 0, 1)
    BOTH(lgammaf, lgamma, ref_lgamma, -30, 40) BOTH(tgammaf, tgamma, ref_tgamma, -30, 40)
    BOTH(sinpif, sinpi, ref_sinpi, -10, 10) BOTH(cospif, cospi, ref_cospi, -10, 10)
    BOTH(j0f, j0, ref_j0, -30, 30) BOTH(j1f, j1, ref_j1, -30, 30) BOTH(y0f, y0, ref_y0, 0, 30) BOTH(y1f, y1, ref_y1, 0, 30)
    BOTH(cyl_bessel_i0f, cyl_bessel_i0, ref_i0, -20, 20) BOTH(cyl_bessel_i1f, cyl_bessel_i1, ref_i1, -20, 20)
    E2(powf, F2, MATH, ref_pow, 0, 10, -40, 40) E2(pow, D2, MATH, ref_pow, 0, 10, -300, 300)
    E2(atan2f, F2, MATH, ref_atan2, -10, 10, -10, 10) E2(atan2, D2, MATH, ref_atan2, -10, 10, -10, 10)
    E2(hypotf, F2, MATH, ref_hypot, -10, 10, -10, 10) E2(hypot, D2, MATH, ref_hypot, -10, 10, -10, 10)
    E2(rhypotf, F2, MATH, ref_rhypot, -10, 10, -10, 10) E2(rhypot, D2, MATH, ref_rhypot, -10, 10, -10, 10)
    E2(fmodf, F2, MATH, ref_fmod, -1e6, 1e6, -100, 100) E2(fmod, D2, MATH, ref_fmod, -1e6, 1e6, -100, 100)
    E2(remainderf, F2, MATH, ref_remainder, -1e6, 1e6, -100, 100) E2(remainder, D2, MATH, ref_remainder, -1e6, 1e6, -100, 100)
    E2(fdimf, F2, MATH, ref_fdim, -10, 10, -10, 10) E2(fdim, D2, MATH, ref_fdim, -10, 10, -10, 10)
    E(__sinf, F1, FAST, ref_sin, -3.2, 3.2) E(__cosf, F1, FAST, ref_cos, -3.2, 3.2) E(__tanf, F1, FAST, ref_tan, -3.2, 3.2)
    E(__expf, F1, FAST, ref_exp, -90, 90) E(__exp10f, F1, FAST, ref_exp10, -40, 40)
    E(__logf, F1, FAST, ref_log, 0, 4) E(__log2f, F1, FAST, ref_log2, 0, 4) E(__log10f, F1, FAST, ref_log10, 0, 4)
    E2(__powf, F2, FAST, ref_pow, 0, 10, -20, 20) E2(__fdividef, F2, FAST, ref_div, -10, 10, -10, 10)
    CRE(rn, MPFR_RNDN) CRE(rz, MPFR_RNDZ) CRE(ru, MPFR_RNDU) CRE(rd, MPFR_RNDD)
    E(__frsqrt_rn, F1, CR, ref_rsqrt, 0, 4)
};
#define NFN ((int)(sizeof fns / sizeof fns[0]))
static bool is_float(Kind k) { return k == F1 || k == F2 || k == F3; }
static int arity(Kind k) { return k == F1 || k == D1 ? 1 : (k == F2 || k == D2 ? 2 : 3); }

// ------------------------------------------------------------ filter
// A faster reference than MPFR, for the large runs (--filter, --exhaustive):
// glibc's double functions for float results and its long double (x87,
// 64-bit significand) functions for double results, each within a few ulps
// of its own format (2^-50, 2^-61 relative), decide the correctly rounded
// result and the error to 2^-16 ulp wherever the result is normal and no
// midpoint of the target format lies within the guard (2^-40, 2^-58
// relative) of the reference; every other input (special, subnormal or
// overflowing results, near-midpoints), and one in 4096 of the decided ones
// as a check of the filter, goes to MPFR.  Functions whose glibc forms lose
// relative accuracy somewhere (Bessel functions near their zeros, lgamma
// near its negative zeros) or that glibc lacks have no filter reference.
typedef long double LD;
static LD h_rcbrt(LD x) { return 1.0L / cbrtl(x); }
static LD h_rsqrt(LD x) { return 1.0L / sqrtl(x); }
// x float: x*x is exact in double; erfc in double keeps its relative
// accuracy above the subnormals (x < 26)
static LD h_erfcx(LD x) { return x < 26.0 ? exp((double)(x * x)) * erfc((double)x) : NAN; }
// erfc in long double keeps its relative accuracy down to 1e-4900; the
// argument's rounding (2^-64) costs at most 2 |z|^2 < 2^15 long double ulps
// for x > -150, within the float guard
static LD h_normcdf(LD x) { return x > -150 ? 0.5L * erfcl(-x * 0.70710678118654752440084436210484904L) : NAN; }
static LD h_lgamma(LD x) { int s; return lgamma_r((double)x, &s); }
static LD h_lgammal(LD x) { int s; return lgammal_r(x, &s); }
// sinpi, cospi: x - round(x) is exact, so only pi * r rounds (2^-64)
static LD h_sinpi(LD x) {
    LD r = x - nearbyintl(x);
    LD s = sinl(3.14159265358979323846264338327950288L * r);
    return fmodl(nearbyintl(x), 2.0L) != 0 ? -s : s;
}
static LD h_cospi(LD x) {
    LD n = nearbyintl(x), r = fabsl(x - n);
    LD c = r == 0.5L ? 0.0L : sinl(3.14159265358979323846264338327950288L * (0.5L - r));
    return fmodl(n, 2.0L) != 0 ? -c : c;
}
static LD h_rhypot(LD x, LD y) { return 1.0L / hypotl(x, y); }
#define DF(f) static LD d_##f(LD x) { return f((double)x); }
#define DF2(f) static LD d_##f(LD x, LD y) { return f((double)x, (double)y); }
DF(sin) DF(cos) DF(tan) DF(asin) DF(acos) DF(atan) DF(sinh) DF(cosh) DF(tanh) DF(asinh) DF(acosh) DF(atanh)
DF(exp) DF(exp2) DF(expm1) DF(log) DF(log2) DF(log10) DF(log1p) DF(cbrt) DF(sqrt) DF(erf) DF(exp10) DF(tgamma)
DF2(pow) DF2(atan2) DF2(hypot) DF2(fmod) DF2(remainder) DF2(fdim)
static LD d_rcbrt(LD x) { return 1.0 / cbrt((double)x); }
static LD d_rsqrt(LD x) { return 1.0 / sqrt((double)x); }
static LD d_rhypot(LD x, LD y) { return 1.0 / hypot((double)x, (double)y); }
static LD d_sinpi(LD x) { return (double)h_sinpi(x); }
static LD d_cospi(LD x) { return (double)h_cospi(x); }
struct DRef { const char *name; LD (*fn)(LD); LD (*fn2)(LD, LD); };
static const DRef drefs[] = {
    // float results, from double
    {"sinf", d_sin}, {"cosf", d_cos}, {"tanf", d_tan}, {"asinf", d_asin}, {"acosf", d_acos}, {"atanf", d_atan},
    {"sinhf", d_sinh}, {"coshf", d_cosh}, {"tanhf", d_tanh}, {"asinhf", d_asinh}, {"acoshf", d_acosh}, {"atanhf", d_atanh},
    {"expf", d_exp}, {"exp2f", d_exp2}, {"expm1f", d_expm1}, {"logf", d_log}, {"log2f", d_log2},
    {"log10f", d_log10}, {"log1pf", d_log1p}, {"cbrtf", d_cbrt}, {"rcbrtf", d_rcbrt}, {"sqrtf", d_sqrt}, {"rsqrtf", d_rsqrt},
    {"erff", d_erf}, {"erfcf", erfcl}, {"lgammaf", h_lgamma}, {"exp10f", d_exp10}, {"tgammaf", d_tgamma}, {"erfcxf", h_erfcx}, {"normcdff", h_normcdf},
    {"sinpif", d_sinpi}, {"cospif", d_cospi},
    {"__sinf", d_sin}, {"__cosf", d_cos}, {"__tanf", d_tan}, {"__expf", d_exp}, {"__exp10f", d_exp10},
    {"__logf", d_log}, {"__log2f", d_log2}, {"__log10f", d_log10},
    {"powf", NULL, d_pow}, {"atan2f", NULL, d_atan2}, {"hypotf", NULL, d_hypot}, {"rhypotf", NULL, d_rhypot},
    {"fmodf", NULL, d_fmod}, {"remainderf", NULL, d_remainder}, {"fdimf", NULL, d_fdim},
    {"__powf", NULL, d_pow},
    // double results, from long double
    {"sin", sinl}, {"cos", cosl}, {"tan", tanl}, {"asin", asinl}, {"acos", acosl}, {"atan", atanl},
    {"sinh", sinhl}, {"cosh", coshl}, {"tanh", tanhl}, {"asinh", asinhl}, {"acosh", acoshl}, {"atanh", atanhl},
    {"exp", expl}, {"exp2", exp2l}, {"exp10", exp10l}, {"expm1", expm1l}, {"log", logl}, {"log2", log2l},
    {"log10", log10l}, {"log1p", log1pl}, {"cbrt", cbrtl}, {"rcbrt", h_rcbrt}, {"sqrt", sqrtl}, {"rsqrt", h_rsqrt},
    {"erf", erfl}, {"erfc", erfcl}, {"tgamma", tgammal}, {"lgamma", h_lgammal}, {"sinpi", h_sinpi}, {"cospi", h_cospi},
    {"pow", NULL, powl}, {"atan2", NULL, atan2l}, {"hypot", NULL, hypotl}, {"rhypot", NULL, h_rhypot},
    {"fmod", NULL, fmodl}, {"remainder", NULL, remainderl}, {"fdim", NULL, fdiml},
};
static const DRef *cur_dref;
static bool use_filter;
static long nmpfr = -1; // --nmpfr: inputs for a function with no filter reference (-1: as many as the others)

// ------------------------------------------------------------ bounds
// One rule: for inputs in DOMAIN, METRIC <= VALUE.  Rules of a function are
// tried in order; an input matching none is measured but not bounded.
enum Metric { M_ULP, M_ULPX, M_ABS, M_NONE, M_EXACT };
enum Dom { D_ALL, D_ABSX_LT, D_ABSX_GE, D_X_IN, D_X_OUT, D_ABSX_IN, D_ABSY_IN, D_ABSY_OUT };
struct Rule {
    char fn[32];
    Metric metric;
    double value, value2; // ulp+: value + floor(|value2 * x|)
    Dom dom;
    double d1, d2;
    char text[200]; // as written, for the report
    // results
    double worst; long count, over; double wx, wy, wz;
};
static Rule rules[512];
static int nrules;

static double num(const char *s) {
    if (!strncmp(s, "2^", 2)) return pow(2.0, strtod(s + 2, NULL));
    if (!strcmp(s, "pi")) return 3.14159265358979323846;
    if (!strcmp(s, "-pi")) return -3.14159265358979323846;
    return strtod(s, NULL);
}
static void load_bounds(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(2); }
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        char *p = line;
        while (*p == ' ' || *p == '\t') ++p;
        if (*p == '#' || *p == '\n' || !*p) continue;
        char name[64], metric[16], value[64], dom[128];
        if (sscanf(p, "%63s %15s %63s %127s", name, metric, value, dom) != 4) { fprintf(stderr, "bounds: bad line: %s", line); exit(2); }
        Rule *r = &rules[nrules++];
        memset(r, 0, sizeof *r);
        snprintf(r->fn, sizeof r->fn, "%s", name);
        snprintf(r->text, sizeof r->text, "%s %s %s", metric, value, dom);
        if (!strcmp(metric, "ulp")) r->metric = M_ULP;
        else if (!strcmp(metric, "ulp+")) r->metric = M_ULPX;
        else if (!strcmp(metric, "abs")) r->metric = M_ABS;
        else if (!strcmp(metric, "none")) r->metric = M_NONE;
        else if (!strcmp(metric, "exact")) r->metric = M_EXACT;
        else { fprintf(stderr, "bounds: bad metric %s\n", metric); exit(2); }
        char *comma = strchr(value, ',');
        if (comma) { *comma = 0; r->value2 = num(comma + 1); }
        r->value = r->metric == M_NONE ? 0 : num(value);
        // domains: all | |x|<V | |x|>=V | x:A:B | x!:A:B | |x|:A:B | |y|:A:B | |y|!:A:B
        char a[64] = "", b[64] = "";
        if (!strcmp(dom, "all")) r->dom = D_ALL;
        else if (!strncmp(dom, "|x|<", 4) && dom[4] != '=') { r->dom = D_ABSX_LT; r->d1 = num(dom + 4); }
        else if (!strncmp(dom, "|x|>=", 5)) { r->dom = D_ABSX_GE; r->d1 = num(dom + 5); }
        else {
            char *c1 = strchr(dom, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
            if (!c1 || !c2) { fprintf(stderr, "bounds: bad domain %s\n", dom); exit(2); }
            snprintf(a, sizeof a, "%.*s", (int)(c2 - c1 - 1), c1 + 1); snprintf(b, sizeof b, "%s", c2 + 1);
            r->d1 = num(a); r->d2 = num(b);
            *c1 = 0;
            if (!strcmp(dom, "x")) r->dom = D_X_IN;
            else if (!strcmp(dom, "x!")) r->dom = D_X_OUT;
            else if (!strcmp(dom, "|x|")) r->dom = D_ABSX_IN;
            else if (!strcmp(dom, "|y|")) r->dom = D_ABSY_IN;
            else if (!strcmp(dom, "|y|!")) r->dom = D_ABSY_OUT;
            else { fprintf(stderr, "bounds: bad domain %s\n", dom); exit(2); }
        }
        r->worst = 0;
    }
    fclose(f);
}
static bool in_dom(const Rule *r, double x, double y) {
    switch (r->dom) {
    case D_ALL: return true;
    case D_ABSX_LT: return fabs(x) < r->d1;
    case D_ABSX_GE: return fabs(x) >= r->d1;
    case D_X_IN: return x >= r->d1 && x <= r->d2;
    case D_X_OUT: return x < r->d1 || x > r->d2;
    case D_ABSX_IN: return fabs(x) >= r->d1 && fabs(x) <= r->d2;
    case D_ABSY_IN: return fabs(y) >= r->d1 && fabs(y) <= r->d2;
    case D_ABSY_OUT: return !(fabs(y) >= r->d1 && fabs(y) <= r->d2);
    }
    return false;
}

// ------------------------------------------------------------ known exceptions
struct Known { char fn[32]; char what[16]; char measured[32]; double w[3]; int nw; char reason[400]; int seen; };
static Known known[128];
static int nknown;
static void load_known(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(2); }
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        char *p = line;
        while (*p == ' ' || *p == '\t') ++p;
        if (*p == '#' || *p == '\n' || !*p) continue;
        Known *k = &known[nknown++];
        memset(k, 0, sizeof *k);
        char wit[256]; int used = 0;
        if (sscanf(p, "%31s %15s %31s %255s %n", k->fn, k->what, k->measured, wit, &used) < 4) { fprintf(stderr, "known: bad line: %s", line); exit(2); }
        snprintf(k->reason, sizeof k->reason, "%s", p + used);
        size_t L = strlen(k->reason);
        while (L && (k->reason[L - 1] == '\n' || k->reason[L - 1] == ' ')) k->reason[--L] = 0;
        if (strcmp(wit, "-")) {
            char *s = wit;
            while (k->nw < 3 && *s) { k->w[k->nw++] = strtod(s, &s); if (*s == ',') ++s; else break; }
        }
    }
    fclose(f);
}
static Known *find_known(const char *fn, const char *what) {
    for (int i = 0; i < nknown; ++i)
        if (!strcmp(known[i].fn, fn) && !strcmp(known[i].what, what)) return &known[i];
    return NULL;
}

// ------------------------------------------------------------ inputs
static uint64_t rng_state;
static uint64_t rnd64(void) { // splitmix64
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
static double unif(void) { return (double)(rnd64() >> 11) * 0x1p-53; }
static float f_of(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t bits_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static double d_of(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static uint64_t bits_d(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double step(double x, int k, bool fl) { // k ulps away, in the format
    for (; k > 0; --k) x = fl ? (double)nextafterf((float)x, INFINITY) : nextafter(x, INFINITY);
    for (; k < 0; ++k) x = fl ? (double)nextafterf((float)x, -INFINITY) : nextafter(x, -INFINITY);
    return x;
}
static const double specials_f[] = {
    0.0, -0.0, INFINITY, -INFINITY, NAN, 0x1p-149, -0x1p-149, 0x1.fffffcp-127, -0x1.fffffcp-127, 0x1p-126, -0x1p-126,
    0x1.fffffep127, -0x1.fffffep127, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 10, -10, 1e-10, -1e-10, 1e10, -1e10,
    1e30, -1e30, 0x1p100, 0x1.921fb6p0, -0x1.921fb6p0, 0x1.921fb6p1, 0x1.921fb6p2, 0x1.2d97c8p3, 0x1p23, 0x1.5p22,
    0x1.fffffep22, 0x1p24, 0x1.fffffep-2, 0x1.000002p0, 0x1.fffffep-1, 0x1.62e43p6, -0x1.5d58ap6, -0x1.9fe368p6,
    0x1.34413p5, -0x1.2f7030p5, 0x1.66d3e8p6, 0x1.18p5, 0x1.1a62p5, -0x1.2p5, 0x1.f40p4, 0.25, 0.75, 1.5, 2.5,
    -2.5, -0.25, -1.5, 0x1.921fb6p23, 0x1.5bf0a8p1, -4.5, -10.5, -2.264, -10.001, 8, -8, 2.4048256, 3.8317060,
};
static const double specials_d[] = {
    0.0, -0.0, INFINITY, -INFINITY, NAN, 0x1p-1074, -0x1p-1074, 0x0.fffffffffffffp-1022, 0x1p-1022, -0x1p-1022,
    DBL_MAX, -DBL_MAX, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 10, -10, 1e-10, 1e10, 1e22, -1e22, 1e300, -1e300, 0x1p1023,
    0x1.921fb54442d18p0, 0x1.921fb54442d18p1, 0x1.921fb54442d18p2, 0x1.6a09e667f3bcdp-1, 0x1p52, 0x1.8p51,
    0x1.fffffffffffffp51, 0x1p53, 0x1.fffffffffffffp-2, 0x1.0000000000001p0, 0x1.fffffffffffffp-1,
    0x1.62e42fefa39efp9, -0x1.6232bdd7abcd2p9, -0x1.74910d52d3051p9, 0x1.34413509f79fep8, -0x1.33a7146f72a42p8,
    0x1.633ce8fb9f87dp9, 0x1.573fae561f647p7, 0x1.b1p4, 0x1.5p5, -0x1.3p5, 171.624, 0.25, 0.75, 1.5, 2.5, -2.5,
    -4.5, -20.5, -2.2637, -23.0001, 8, -8, 2.404825557695773, 3.831705970207512, 0x1.921fb54442d18p52,
};
// One input in the format: a mix of random bit patterns, uniform values in
// the function's interesting range, small magnitudes, integers and
// half-integers with neighbours, and special values with neighbours.
static double gen(bool fl, double lo, double hi) {
    unsigned sel = (unsigned)(rnd64() % 16);
    double x;
    if (sel < 5) x = fl ? (double)f_of((uint32_t)rnd64()) : d_of(rnd64());
    else if (sel < 10) x = lo + (hi - lo) * unif();
    else if (sel < 12) x = (unif() * 2 - 1) * ldexp(1.0, -(int)(rnd64() % (fl ? 60 : 400)));
    else if (sel < 14) {
        double m = fmin(fmax(fabs(lo), fabs(hi)), 200.0);
        x = floor((unif() * 2 - 1) * m * 2) / 2;
        x = step(x, (int)(rnd64() % 7) - 3, fl);
    } else {
        const double *s = fl ? specials_f : specials_d;
        int ns = fl ? (int)(sizeof specials_f / sizeof *s) : (int)(sizeof specials_d / sizeof *s);
        x = s[rnd64() % ns];
        if (isfinite(x)) x = step(x, (int)(rnd64() % 41) - 20, fl);
    }
    return fl ? (double)(float)x : x;
}

// ------------------------------------------------------------ measuring
struct Stats {
    long n, checked_special;
    double max_ulp, max_err, max_abs;   // over all inputs (finite both)
    double wx[3];                        // input of max_ulp
    double wy, wr;                       // result and correctly rounded result there
    long special;                        // special-value disagreements
    double sx[3], sy;                    // first such input and result
    char sdesc[64];
    long mismatches;                     // CR: results differing from MPFR's
    double rule_worst[16]; long rule_n[16], rule_over[16]; double rule_wx[16][3];
};
static int fn_rules[16], fn_nrules; // indices of the current function's rules
static const Fn *cur;

static double ulp_of(double r, bool fl) { // r: a value in the format, or an infinity
    if (isinf(r)) return fl ? 0x1p104 : 0x1p971;
    double a = fabs(r);
    double minsub = fl ? 0x1p-149 : 0x1p-1074;
    if (a < (fl ? 0x1p-126 : 0x1p-1022)) return minsub;
    return ldexp(1.0, ilogb(a) - (fl ? 23 : 52));
}
static long double as_big(double v, bool fl) { // infinities as 2^128 / 2^1024
    if (isinf(v)) return ldexpl(v > 0 ? 1.0L : -1.0L, fl ? 128 : 1024);
    return v;
}

// Evaluate one input: v = exact value (wp bits), returns via pointers.
struct Eval {
    mpfr_t a, b, c, v, t;
};
static void eval_init(Eval *e) { // the inputs, floats or doubles, exactly
    mpfr_inits2(53, e->a, e->b, e->c, (mpfr_ptr)0); mpfr_init2(e->v, 64); mpfr_init2(e->t, 64);
}
static void eval_clear(Eval *e) { mpfr_clears(e->a, e->b, e->c, e->v, e->t, (mpfr_ptr)0); }

static int verbose;
static void record_special(Stats *s, const double *x, double y, const char *what) {
    if (verbose) fprintf(stderr, "special: %s(%a, %a, %a) = %a: %s\n", cur->name, x[0], x[1], x[2], y, what);
    if (s->special++ == 0) {
        memcpy(s->sx, x, sizeof s->sx); s->sy = y;
        snprintf(s->sdesc, sizeof s->sdesc, "%s", what);
    }
}

// The correctly rounded result in the format and mode, as IEEE does it.
static double cr_result(Eval *e, const Fn *f) {
    bool fl = is_float(f->kind);
    mpfr_prec_t p = fl ? 24 : 53;
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpfr_set_prec(e->v, p);
    mpfr_set_emin(fl ? -148 : -1073);
    mpfr_set_emax(fl ? 128 : 1024);
    int t;
    mpfr_rnd_t m = f->mode;
    if (f->ref == ref_add) t = mpfr_add(e->v, e->a, e->b, m);
    else if (f->ref == ref_sub) t = mpfr_sub(e->v, e->a, e->b, m);
    else if (f->ref == ref_mul) t = mpfr_mul(e->v, e->a, e->b, m);
    else if (f->ref == ref_div) t = mpfr_div(e->v, e->a, e->b, m);
    else if (f->ref == ref_rcp) t = mpfr_ui_div(e->v, 1, e->a, m);
    else if (f->ref == ref_sqrt_cr) t = mpfr_sqrt(e->v, e->a, m);
    else if (f->ref == ref_fma) t = mpfr_fma(e->v, e->a, e->b, e->c, m);
    else if (f->ref == ref_rsqrt) {
        if (mpfr_zero_p(e->a) && mpfr_signbit(e->a)) { mpfr_set_inf(e->v, -1); t = 0; }
        else t = mpfr_rec_sqrt(e->v, e->a, m);
    } else abort();
    t = mpfr_check_range(e->v, t, m);
    mpfr_subnormalize(e->v, t, m);
    double r = fl ? (double)mpfr_get_flt(e->v, MPFR_RNDN) : mpfr_get_d(e->v, MPFR_RNDN);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    return r;
}

static void account(Stats *s, const double *x, double y, double r, double u, double err, double abs_err) {
    if (u > s->max_ulp || (s->max_ulp == 0 && s->wy == 0 && s->wr == 0 && s->n == 1)) {
        s->max_ulp = u; memcpy(s->wx, x, sizeof s->wx); s->wy = y; s->wr = r;
    }
    if (err > s->max_err) s->max_err = err;
    if (abs_err > s->max_abs) s->max_abs = abs_err;
    for (int k = 0; k < fn_nrules; ++k) {
        Rule *R = &rules[fn_rules[k]];
        if (!in_dom(R, x[0], x[1])) continue;
        double m;
        switch (R->metric) {
        case M_ULP: case M_EXACT: m = u; break;
        case M_ULPX: m = u - floor(fabs(R->value2 * x[0])); break;
        case M_ABS: m = abs_err; break;
        default: m = u; break;
        }
        s->rule_n[k]++;
        if (R->metric != M_NONE && m > R->value) s->rule_over[k]++;
        if (m > s->rule_worst[k] || s->rule_n[k] == 1) { if (m >= s->rule_worst[k]) { s->rule_worst[k] = m; memcpy(s->rule_wx[k], x, sizeof s->wx); } }
        break;
    }
}
static void check_mpfr(Eval *e, Stats *s, const double *x, double y);
static long filter_checked, filter_bad;
static bool filter_sampled(const double *x, bool fl) { // one input in 4096, by its bits
    return fl ? (bits_f((float)x[0]) & 4095) == 2048 : ((bits_d(x[0]) ^ bits_d(x[1])) & 4095) == 2048;
}
static void check_one(Eval *e, Stats *s, const double *x, double y) {
    bool fl = is_float(cur->kind);
    if (use_filter && cur_dref && isfinite(x[0]) && isfinite(x[1]) && !isnan(y)) {
        LD d = cur_dref->fn ? cur_dref->fn(x[0]) : cur_dref->fn2(x[0], x[1]);
        // subnormal and underflowing results too: rounding d decides them as
        // well, the reference being accurate relative to itself
        LD g = fl ? 0x1p-40L : 0x1p-58L, big = fl ? 0x1p127L : 0x1p1023L;
        if (isfinite(d) && d != 0 && fabsl(d) < big) {
            double rl = fl ? (double)(float)(d - fabsl(d) * g) : (double)(d - fabsl(d) * g);
            double rh = fl ? (double)(float)(d + fabsl(d) * g) : (double)(d + fabsl(d) * g);
            if (rl == rh) {
                double r = rl, ul = ulp_of(r, fl);
                double u = (double)(fabsl(as_big(y, fl) - (LD)r) / ul);
                // divided before it is a double: below double's subnormals
                LD diff = fabsl((LD)y - d);
                double abs_err = isinf(y) ? INFINITY : (double)diff, err = isinf(y) ? u : (double)(diff / ul);
                s->n++;
                account(s, x, y, r, u, err, abs_err);
                if (filter_sampled(x, fl)) { // the filter, checked against MPFR
                    Stats t;
                    memset(&t, 0, sizeof t);
                    check_mpfr(e, &t, x, y);
                    __atomic_add_fetch(&filter_checked, 1, __ATOMIC_RELAXED);
                    // err is known to 2^-16 ulp from double, 2^-7 from long double
                    if (t.special || fabs(t.max_ulp - u) > 1e-3 || fabs(t.max_err - err) > (fl ? 1e-3 : 2e-2)) {
                        __atomic_add_fetch(&filter_bad, 1, __ATOMIC_RELAXED);
                        fprintf(stderr, "filter disagrees with MPFR: %s(%a, %a): %g vs %g ulps\n", cur->name, x[0], x[1], u, t.max_ulp);
                    }
                }
                return;
            }
        }
    }
    check_mpfr(e, s, x, y);
}
static void check_mpfr(Eval *e, Stats *s, const double *x, double y) {
    const Fn *f = cur;
    bool fl = is_float(f->kind);
    int na = arity(f->kind);
    s->n++;
    mpfr_set_d(e->a, x[0], MPFR_RNDN);
    if (na > 1) mpfr_set_d(e->b, x[1], MPFR_RNDN);
    if (na > 2) mpfr_set_d(e->c, x[2], MPFR_RNDN);
    if (f->cls == CR) {
        double r = cr_result(e, f);
        bool same = (isnan(r) && isnan(y)) || (fl ? bits_f((float)r) == bits_f((float)y) : bits_d(r) == bits_d(y));
        double u = 0;
        if (!same) {
            s->mismatches++;
            if (isnan(r) != isnan(y)) { record_special(s, x, y, isnan(r) ? "NaN expected" : "unexpected NaN"); u = INFINITY; }
            else if (y == 0 && r == 0) { record_special(s, x, y, "sign of zero"); }
            else u = (double)(fabsl(as_big(y, fl) - as_big(r, fl)) / ulp_of(r, fl));
        }
        if (u > s->max_ulp || (!same && s->mismatches == 1)) {
            if (u >= s->max_ulp) { s->max_ulp = u; memcpy(s->wx, x, sizeof s->wx); s->wy = y; s->wr = r; }
        }
        for (int k = 0; k < fn_nrules; ++k) {
            Rule *R = &rules[fn_rules[k]];
            if (!in_dom(R, x[0], x[1])) continue;
            s->rule_n[k]++;
            if (!same) { s->rule_over[k]++; if (u >= s->rule_worst[k]) { s->rule_worst[k] = u; memcpy(s->rule_wx[k], x, sizeof s->wx); } }
            break;
        }
        return;
    }
    // the exact value, with enough precision to round it correctly (Ziv)
    mpfr_prec_t target = fl ? 24 : 53;
    mpfr_prec_t wp = target + 40;
    int t;
    bool ovf, unf;
    for (;;) {
        mpfr_set_prec(e->v, wp);
        mpfr_clear_flags();
        t = f->ref(e->v, e->a, e->b, e->c);
        ovf = mpfr_overflow_p(); unf = mpfr_underflow_p();
        if (ovf || unf || t == 0 || !mpfr_number_p(e->v) || mpfr_zero_p(e->v)) break;
        if (mpfr_can_round(e->v, wp - 10, MPFR_RNDN, MPFR_RNDZ, target + 1) || wp > 4000) break;
        wp *= 2;
    }
    // MPFR's own overflow and underflow (beyond 2^±2^30) stand for a finite
    // value outside every format, not for an exact infinity or zero.
    if (ovf && mpfr_inf_p(e->v)) { int sg = mpfr_sgn(e->v); mpfr_set_ui_2exp(e->v, 1, 100000, MPFR_RNDN); if (sg < 0) mpfr_neg(e->v, e->v, MPFR_RNDN); }
    if (unf && mpfr_zero_p(e->v)) { int sg = mpfr_signbit(e->v); mpfr_set_ui_2exp(e->v, 1, -100000, MPFR_RNDN); if (sg) mpfr_neg(e->v, e->v, MPFR_RNDN); }
    // special values
    if (mpfr_nan_p(e->v)) { if (!isnan(y)) record_special(s, x, y, "NaN expected"); return; }
    if (isnan(y)) { record_special(s, x, y, "unexpected NaN"); return; }
    if (mpfr_inf_p(e->v)) { // an exact infinity
        if (!(isinf(y) && (y > 0) == (mpfr_sgn(e->v) > 0))) record_special(s, x, y, "infinity expected");
        return;
    }
    if (mpfr_zero_p(e->v) && y == 0) { // an exact zero
        if (!f->zero_sign_free && (bool)signbit(y) != (bool)mpfr_signbit(e->v)) record_special(s, x, y, "sign of zero");
        return;
    }
    double r = fl ? (double)mpfr_get_flt(e->v, MPFR_RNDN) : mpfr_get_d(e->v, MPFR_RNDN);
    double ul = ulp_of(r, fl);
    double u = (double)(fabsl(as_big(y, fl) - as_big(r, fl)) / ul);
    // |y - exact|, the exact value clamped to the format's 2^128 / 2^1024
    mpfr_set_prec(e->t, 64); // |y - exact| to 64 bits is plenty for the measure
    long double big = ldexpl(1.0L, fl ? 128 : 1024);
    double abs_err, err;
    if (isinf(y) && isinf(r) && (y > 0) == (r > 0)) { abs_err = 0; err = 0; }
    else {
        if (isinf(y)) mpfr_set_ld(e->t, y > 0 ? big : -big, MPFR_RNDN); else mpfr_set_d(e->t, y, MPFR_RNDN);
        mpfr_sub(e->t, e->t, e->v, MPFR_RNDN);
        abs_err = fabs(mpfr_get_d(e->t, MPFR_RNDN));
        if (isinf(r) && !mpfr_inf_p(e->v)) err = u; // the exact value is beyond the format
        else { mpfr_div_d(e->t, e->t, ul, MPFR_RNDN); err = fabs(mpfr_get_d(e->t, MPFR_RNDN)); }
    }
    account(s, x, y, r, u, err, abs_err);
}

// ------------------------------------------------------------ threads
struct Job {
    const void *a, *b, *c, *y;
    long lo, hi;
    Stats st;
};
static void *worker(void *p) {
    Job *j = (Job *)p;
    Eval e;
    eval_init(&e);
    bool fl = is_float(cur->kind);
    int na = arity(cur->kind);
    for (long i = j->lo; i < j->hi; ++i) {
        double x[3] = {0, 0, 0}, y;
        if (fl) {
            x[0] = ((const float *)j->a)[i];
            if (na > 1) x[1] = ((const float *)j->b)[i];
            if (na > 2) x[2] = ((const float *)j->c)[i];
            y = ((const float *)j->y)[i];
        } else {
            x[0] = ((const double *)j->a)[i];
            if (na > 1) x[1] = ((const double *)j->b)[i];
            if (na > 2) x[2] = ((const double *)j->c)[i];
            y = ((const double *)j->y)[i];
        }
        check_one(&e, &j->st, x, y);
    }
    eval_clear(&e);
    mpfr_free_cache();
    return NULL;
}
static int nthreads = 1;
static void merge(Stats *to, const Stats *from) {
    if (from->max_ulp > to->max_ulp || (to->n == 0 && from->n > 0)) {
        if (from->max_ulp >= to->max_ulp) { to->max_ulp = from->max_ulp; memcpy(to->wx, from->wx, sizeof to->wx); to->wy = from->wy; to->wr = from->wr; }
    }
    to->n += from->n;
    if (from->max_err > to->max_err) to->max_err = from->max_err;
    if (from->max_abs > to->max_abs) to->max_abs = from->max_abs;
    if (from->special && !to->special) { memcpy(to->sx, from->sx, sizeof to->sx); to->sy = from->sy; memcpy(to->sdesc, from->sdesc, sizeof to->sdesc); }
    to->special += from->special;
    to->mismatches += from->mismatches;
    for (int k = 0; k < fn_nrules; ++k) {
        if (from->rule_n[k] && (from->rule_worst[k] > to->rule_worst[k] || to->rule_n[k] == 0)) {
            to->rule_worst[k] = from->rule_worst[k]; memcpy(to->rule_wx[k], from->rule_wx[k], sizeof to->rule_wx[k]);
        }
        to->rule_n[k] += from->rule_n[k];
        to->rule_over[k] += from->rule_over[k];
    }
}
static void check_range(Stats *st, const void *a, const void *b, const void *c, const void *y, long n) {
    int T = nthreads;
    if (n < 64 * T) T = 1;
    Job *jobs = (Job *)calloc(T, sizeof(Job));
    pthread_t *th = (pthread_t *)calloc(T, sizeof(pthread_t));
    for (int t = 0; t < T; ++t) {
        jobs[t].a = a; jobs[t].b = b; jobs[t].c = c; jobs[t].y = y;
        jobs[t].lo = n * t / T; jobs[t].hi = n * (t + 1) / T;
    }
    for (int t = 1; t < T; ++t) pthread_create(&th[t], NULL, worker, &jobs[t]);
    worker(&jobs[0]);
    for (int t = 1; t < T; ++t) pthread_join(th[t], NULL);
    for (int t = 0; t < T; ++t) merge(st, &jobs[t].st);
    free(jobs); free(th);
}

// ------------------------------------------------------------ driver
static void *dmalloc(size_t bytes) {
    void *p = NULL;
    if (cudaMallocManaged(&p, bytes) != cudaSuccess) { fprintf(stderr, "cudaMallocManaged failed\n"); exit(2); }
    return p;
}
static uint64_t fnv(uint64_t h, const void *p, size_t n) {
    const unsigned char *c = (const unsigned char *)p;
    for (size_t i = 0; i < n; ++i) { h ^= c[i]; h *= 0x100000001b3ull; }
    return h;
}
static uint64_t name_seed(const char *s, uint64_t seed) { return fnv(0xcbf29ce484222325ull ^ seed, s, strlen(s)); }

struct Result { const Fn *f; Stats st; double secs; int missing; int status; char note[512]; uint64_t hash; };
static Result results[NFN];

static bool listed(const char *list, const char *name) { // name in a comma- or space-separated list
    size_t L = strlen(name);
    for (const char *p = list; (p = strstr(p, name)); p += L) {
        bool start = p == list || p[-1] == ',' || p[-1] == ' ';
        bool end = p[L] == 0 || p[L] == ',' || p[L] == ' ';
        if (start && end) return true;
    }
    return false;
}

static void fmt_in(char *buf, size_t n, const Fn *f, const double *x) {
    int na = arity(f->kind);
    if (na == 1) snprintf(buf, n, "%a", x[0]);
    else if (na == 2) snprintf(buf, n, "%a,%a", x[0], x[1]);
    else snprintf(buf, n, "%a,%a,%a", x[0], x[1], x[2]);
}

int main(int argc, char **argv) {
    const char *bounds = "bounds.txt", *knownf = "known_over_bound.txt", *only = NULL, *report = NULL;
    long n1 = 20000, n2 = 20000, nd = 20000, ncr = 20000;
    bool exhaustive = false, hash_only = false, filter_opt = false;
    uint64_t seed = 20240601;
    nthreads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    for (int i = 1; i < argc; ++i) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(o, "--bounds")) { bounds = v; ++i; }
        else if (!strcmp(o, "--known")) { knownf = v; ++i; }
        else if (!strcmp(o, "--n1")) { n1 = atol(v); ++i; }
        else if (!strcmp(o, "--n2")) { n2 = atol(v); ++i; }
        else if (!strcmp(o, "--nd")) { nd = atol(v); ++i; }
        else if (!strcmp(o, "--ncr")) { ncr = atol(v); ++i; }
        else if (!strcmp(o, "--only")) { only = v; ++i; }
        else if (!strcmp(o, "--report")) { report = v; ++i; }
        else if (!strcmp(o, "--threads")) { nthreads = atoi(v); ++i; }
        else if (!strcmp(o, "--seed")) { seed = strtoull(v, NULL, 0); ++i; }
        else if (!strcmp(o, "--exhaustive")) exhaustive = true;
        else if (!strcmp(o, "--hash-only")) hash_only = true;
        else if (!strcmp(o, "--verbose")) verbose = 1;
        else if (!strcmp(o, "--nmpfr")) { nmpfr = atol(v); ++i; }
        else if (!strcmp(o, "--filter")) filter_opt = true; // the exhaustive runs' double filter on any run
        else { fprintf(stderr, "accuracy: unknown option %s\n", o); return 2; }
    }
    if (nthreads < 1) nthreads = 1;
    use_filter = exhaustive || filter_opt;
    if (!mpfr_buildopt_tls_p()) nthreads = 1; // MPFR's exponent range is then shared
    load_bounds(bounds);
    load_known(knownf);
    time_t t_start = time(NULL);
    int nfail = 0, nres = 0;
    const long chunk = 1l << 22;
    void *A = NULL, *B = NULL, *C = NULL, *Y = NULL;
    size_t cap = 0;
    for (int fi = 0; fi < NFN; ++fi) {
        const Fn *f = &fns[fi];
        if (only && !listed(only, f->name)) continue;
        Result *res = &results[nres++];
        memset(res, 0, sizeof *res);
        res->f = f;
        if (listed(FERRY_MATH_MISSING, f->name)) { res->missing = 1; continue; }
        cur = f;
        cur_dref = NULL;
        for (size_t q = 0; q < sizeof drefs / sizeof *drefs; ++q)
            if ((f->kind == F1 || f->kind == D1) == (drefs[q].fn != NULL) && f->cls != CR && !strcmp(drefs[q].name, f->name))
                cur_dref = &drefs[q];
        fn_nrules = 0;
        for (int r = 0; r < nrules && fn_nrules < 16; ++r)
            if (!strcmp(rules[r].fn, f->name)) fn_rules[fn_nrules++] = r;
        if (fn_nrules == 0 && !hash_only) { fprintf(stderr, "accuracy: no bound for %s in %s\n", f->name, bounds); return 2; }
        bool fl = is_float(f->kind);
        size_t es = fl ? 4 : 8;
        int na = arity(f->kind);
        bool exh = exhaustive && f->kind == F1 && f->cls != CR;
        long n = exh ? (1l << 32) : (f->cls == CR ? ncr : (f->kind == F1 ? n1 : (fl ? n2 : nd)));
        if (!exh && use_filter && !cur_dref && f->cls != CR && nmpfr >= 0 && n > nmpfr) n = nmpfr;
        long per = exh ? chunk : n;
        // the witnesses of known exceptions, then special values (and their
        // pairs), then the generated mix
        Known *kw[2] = {find_known(f->name, "ulp"), find_known(f->name, "special")};
        rng_state = name_seed(f->name, seed);
        size_t need = (size_t)(per + 8192) * es;
        if (need > cap) {
            if (A) { cudaFree(A); cudaFree(B); cudaFree(C); cudaFree(Y); }
            A = dmalloc(need); B = dmalloc(need); C = dmalloc(need); Y = dmalloc(need);
            cap = need;
        }
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        uint64_t h = 0xcbf29ce484222325ull;
        for (long base = 0; base < n; base += per) {
            long m = 0;
            #define PUT(arr, i, v) (fl ? (void)(((float *)(arr))[i] = (float)(v)) : (void)(((double *)(arr))[i] = (v)))
            if (exh) {
                for (long i = 0; i < per; ++i) ((uint32_t *)A)[i] = (uint32_t)(base + i);
                m = per;
            } else {
                for (int q = 0; q < 2; ++q)
                    if (kw[q] && kw[q]->nw >= na) { for (int d = 0; d < na; ++d) PUT(d == 0 ? A : d == 1 ? B : C, m, kw[q]->w[d]); ++m; }
                const double *sp = fl ? specials_f : specials_d;
                int ns = fl ? (int)(sizeof specials_f / sizeof *sp) : (int)(sizeof specials_d / sizeof *sp);
                if (na == 1) for (int i = 0; i < ns; ++i) { PUT(A, m, sp[i]); ++m; }
                else for (int i = 0; i < ns && i < 40; ++i) for (int j = 0; j < ns && j < 40; ++j) {
                    PUT(A, m, sp[i]); PUT(B, m, sp[j]); if (na > 2) PUT(C, m, sp[(i * 7 + j) % ns]); ++m;
                }
                for (; m < n; ++m) {
                    double a = gen(fl, f->lo, f->hi), b = 0, c = 0;
                    if (na > 1) b = gen(fl, f->lo2, f->hi2);
                    if (f->cls == CR && na > 1) {
                        unsigned s = (unsigned)(rnd64() % 4);
                        if (s == 0) b = fl ? (double)(float)(a * (1 + (unif() - 0.5) * 1e-3)) : a * (1 + (unif() - 0.5) * 1e-9); // cancellation
                        if (s == 1) b = fl ? (double)f_of((uint32_t)rnd64() & 0x80ffffffu) : d_of(rnd64() & 0x800fffffffffffffull); // subnormal
                    }
                    if (na > 2) {
                        c = gen(fl, f->lo, f->hi);
                        if (rnd64() % 2) { double p = fl ? (double)(float)(a * b) : a * b; c = -step(p, (int)(rnd64() % 5) - 2, fl); }
                    }
                    PUT(A, m, a); if (na > 1) PUT(B, m, b); if (na > 2) PUT(C, m, c);
                }
            }
            f->launch(A, B, C, Y, m);
            if (cudaDeviceSynchronize() != cudaSuccess) { fprintf(stderr, "kernel failed for %s\n", f->name); return 2; }
            h = fnv(h, Y, (size_t)m * es);
            if (!hash_only) check_range(&res->st, A, B, C, Y, m);
            if (exh && (base / per) % 64 == 63) { fprintf(stderr, "  %s: %ld/4096 Mi\n", f->name, (base + per) >> 20); }
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        res->secs = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
        res->hash = h;
    }
    if (hash_only) {
        for (int i = 0; i < nres; ++i)
            if (!results[i].missing) printf("hash %s %016llx\n", results[i].f->name, (unsigned long long)results[i].hash);
        return 0;
    }
    // verdicts
    char buf[256], buf2[256];
    printf("%-18s %-4s %10s %10s %10s  %-44s %12s %s\n", "function", "cls", "inputs", "max ulps", "max err", "CUDA bound (rule: worst, inputs over)", "time s", "status");
    for (int i = 0; i < nres; ++i) {
        Result *r = &results[i];
        const Fn *f = r->f;
        if (r->missing) { printf("%-18s does not compile with Ferry\n", f->name); continue; }
        cur = f;
        fn_nrules = 0;
        for (int k = 0; k < nrules && fn_nrules < 16; ++k)
            if (!strcmp(rules[k].fn, f->name)) fn_rules[fn_nrules++] = k;
        bool over = false;
        char rs[600] = "";
        for (int k = 0; k < fn_nrules; ++k) {
            Rule *R = &rules[fn_rules[k]];
            R->worst = r->st.rule_worst[k]; R->count = r->st.rule_n[k]; R->over = r->st.rule_over[k];
            memcpy(&R->wx, r->st.rule_wx[k], sizeof(double) * 3);
            if (R->over && R->metric != M_NONE) over = true;
            char one[200];
            snprintf(one, sizeof one, "%s%s: %.4g%s", k ? "; " : "", R->text, R->worst, R->over && R->metric != M_NONE ? " OVER" : "");
            strncat(rs, one, sizeof rs - strlen(rs) - 1);
        }
        bool spec_bad = r->st.special > 0 && f->cls != FAST;
        Known *ku = find_known(f->name, "ulp"), *ks = find_known(f->name, "special");
        r->status = 0;
        r->note[0] = 0;
        if (over && !ku) { r->status = 1; snprintf(r->note, sizeof r->note, "FAIL: over CUDA's bound"); }
        if (!over && ku) { r->status = 1; snprintf(r->note, sizeof r->note, "FAIL: listed in known_over_bound.txt as over its bound but within it now: remove the entry"); }
        if (over && ku) snprintf(r->note, sizeof r->note, "known over bound (listed: %s)", ku->measured);
        if (spec_bad && !ks) { r->status = 1; snprintf(r->note + strlen(r->note), sizeof r->note - strlen(r->note), "%sFAIL: special value", r->note[0] ? "; " : ""); }
        if (!spec_bad && ks) { r->status = 1; snprintf(r->note + strlen(r->note), sizeof r->note - strlen(r->note), "%sFAIL: listed with a special-value error but none found now: remove the entry", r->note[0] ? "; " : ""); }
        if (spec_bad && ks) snprintf(r->note + strlen(r->note), sizeof r->note - strlen(r->note), "%sknown special-value error", r->note[0] ? "; " : "");
        if (r->st.special) {
            fmt_in(buf, sizeof buf, f, r->st.sx);
            snprintf(r->note + strlen(r->note), sizeof r->note - strlen(r->note), "%s%ld special-value disagreements, first: %s(%s) = %a (%s)",
                     r->note[0] ? "; " : "", r->st.special, f->name, buf, r->st.sy, r->st.sdesc);
        }
        if (f->cls == CR && r->st.mismatches)
            snprintf(r->note + strlen(r->note), sizeof r->note - strlen(r->note), "%s%ld results not correctly rounded", r->note[0] ? "; " : "", r->st.mismatches);
        if (r->status) nfail++;
        fmt_in(buf, sizeof buf, f, r->st.wx);
        snprintf(buf2, sizeof buf2, "worst at %s(%s) = %a, correctly rounded %a", f->name, buf, r->st.wy, r->st.wr);
        printf("%-18s %-4s %10ld %10.3f %10.3f  %-44s %12.2f %s\n      %s%s%s\n", f->name, f->cls == MATH ? "math" : f->cls == FAST ? "fast" : "cr",
               r->st.n, r->st.max_ulp, r->st.max_err, rs, r->secs, r->status ? "FAIL" : "ok", buf2, r->note[0] ? "\n      " : "", r->note);
    }
    // known entries for functions that were not run (misspelt or missing)
    for (int k = 0; k < nknown; ++k) {
        bool found = false;
        for (int i = 0; i < nres; ++i) if (!strcmp(results[i].f->name, known[k].fn) && !results[i].missing) found = true;
        bool in_table = false;
        for (int i = 0; i < NFN; ++i) if (!strcmp(fns[i].name, known[k].fn)) in_table = true;
        if (!in_table) { printf("known_over_bound.txt lists %s, which this test does not measure\n", known[k].fn); nfail++; }
        (void)found;
    }
    if (report) {
        FILE *o = fopen(report, "w");
        if (!o) { perror(report); return 2; }
        char cpu[256] = "unknown";
        FILE *ci = fopen("/proc/cpuinfo", "r");
        if (ci) {
            char line[512];
            while (fgets(line, sizeof line, ci)) if (!strncmp(line, "model name", 10)) { char *p = strchr(line, ':'); if (p) { snprintf(cpu, sizeof cpu, "%s", p + 2); cpu[strcspn(cpu, "\n")] = 0; } break; }
            fclose(ci);
        }
        char date[64];
        strftime(date, sizeof date, "%Y-%m-%d", gmtime(&t_start));
        const char *fc = getenv("FERRY_CPU");
        fprintf(o, "# Accuracy of Ferry's CUDA Math API in device code\n\n");
        fprintf(o, "Generated by `make mathcheck` (tests/math/accuracy.cu) on %s; do not edit by hand.\n\n", date);
        fprintf(o, "- Machine: %s, %d threads%s%s.\n", cpu, nthreads, fc ? ", FERRY_CPU=" : "", fc ? fc : "");
        fprintf(o, "- MPFR %s computes the exact results.\n", mpfr_get_version());
        fprintf(o, "- Inputs: %s%ld per float two-argument function, %ld per double function, %ld per correctly rounded intrinsic "
                   "(seeded random bit patterns, uniform values in each function's interesting range, small magnitudes, integers and "
                   "half-integers, special values and thresholds with their neighbours; pairs of special values).\n",
                exhaustive ? "all 2^32 floats for each float one-argument function; " : "", n2, nd, ncr);
        if (!exhaustive) fprintf(o, "  Float one-argument functions: %ld inputs each (not exhaustive).\n", n1);
        if (nmpfr >= 0 && use_filter) fprintf(o, "  A function with no glibc reference (below): at most %ld inputs.\n", nmpfr);
        if (use_filter)
            fprintf(o, "  glibc's double functions (for float results) and long double functions (for double results) decide the "
                       "correctly rounded result where they can (normal results with no midpoint of the format within 2^-40 / "
                       "2^-58 relative; the ulps then exact, the error known to 2^-16 / 2^-7 ulp) for the functions that have one; MPFR does every other "
                       "input and checks one decided input in 4096 (%ld checked, %ld disagreeing).\n", filter_checked, filter_bad);
        fprintf(o, "- **ulps** is CUDA's measure: |result - r| / ulp(r), r the correctly rounded result and ulp(r) the spacing of the format "
                   "in r's binade (a correctly rounded function scores 0). **err** is |result - exact| / ulp(r), the usual error "
                   "(at most ulps + 0.5). Bounds CUDA states as absolute errors are checked as absolute errors; see tests/math/bounds.txt.\n");
        fprintf(o, "- Special values: NaN exactly where the exact result is NaN, exact infinities, the sign of exact zeros.\n\n");
        fprintf(o, "| function | CUDA's bound | Ferry's maximum | max err | inputs | worst input | status |\n|---|---|---|---|---|---|---|\n");
        for (int i = 0; i < nres; ++i) {
            Result *r = &results[i];
            const Fn *f = r->f;
            if (r->missing) { fprintf(o, "| %s | | | | | | does not compile |\n", f->name); continue; }
            fn_nrules = 0;
            for (int k = 0; k < nrules && fn_nrules < 16; ++k) if (!strcmp(rules[k].fn, f->name)) fn_rules[fn_nrules++] = k;
            char bs[400] = "", ms[400] = "";
            for (int k = 0; k < fn_nrules; ++k) {
                Rule *R = &rules[fn_rules[k]];
                char one[160];
                const char *dom = strchr(strchr(R->text, ' ') + 1, ' ') + 1;
                if (R->metric == M_ULP) snprintf(one, sizeof one, "%g ulp", R->value);
                else if (R->metric == M_EXACT) snprintf(one, sizeof one, "exact");
                else if (R->metric == M_ABS) snprintf(one, sizeof one, "abs %g", R->value);
                else if (R->metric == M_ULPX) snprintf(one, sizeof one, "%g + floor(\\|%g x\\|) ulp", R->value, R->value2);
                else snprintf(one, sizeof one, "none");
                if (strcmp(dom, "all")) { strncat(one, " for ", sizeof one - strlen(one) - 1); strncat(one, dom, sizeof one - strlen(one) - 1); }
                for (char *p = one; *p; ++p) if (*p == '|' && (p == one || p[-1] != '\\')) { memmove(p + 1, p, strlen(p) + 1); *p = '\\'; ++p; }
                snprintf(bs + strlen(bs), sizeof bs - strlen(bs), "%s%s", k ? "; " : "", one);
                if (R->metric == M_ULPX) snprintf(one, sizeof one, "%.3f (excess over floor(\\|%gx\\|))", R->worst, R->value2);
                else if (R->metric == M_ABS) snprintf(one, sizeof one, "abs %.3g", R->worst);
                else snprintf(one, sizeof one, "%.3f", R->worst);
                if (!R->count) snprintf(one, sizeof one, "(no inputs)");
                snprintf(ms + strlen(ms), sizeof ms - strlen(ms), "%s%s", k ? "; " : "", one);
            }
            fmt_in(buf, sizeof buf, f, r->st.wx);
            const char *st = r->status ? "**FAIL**" : "ok";
            Known *ku = find_known(f->name, "ulp"), *ks = find_known(f->name, "special");
            char sts[700];
            snprintf(sts, sizeof sts, "%s%s%s%s", st, ku ? " (known over bound)" : "", ks ? " (known special-value error)" : "",
                     r->st.special ? "; special values disagree" : "");
            fprintf(o, "| %s | %s | %s | %.3f | %ld | %s | %s |\n", f->name, bs, ms, f->cls == CR ? 0.0 : r->st.max_err, r->st.n, buf, sts);
        }
        fprintf(o, "\nSpecial-value disagreements and notes:\n\n");
        for (int i = 0; i < nres; ++i) if (results[i].note[0]) fprintf(o, "- %s: %s\n", results[i].f->name, results[i].note);
        fclose(o);
    }
    if (use_filter) {
        printf("double filter: %ld of its results checked against MPFR, %ld disagreeing\n", filter_checked, filter_bad);
        if (filter_bad) nfail++;
    }
    printf("%d functions measured, %d failing (%.0f s)\n", nres, nfail, difftime(time(NULL), t_start));
    printf("%s\n", nfail ? "FAIL" : "PASS");
    return nfail ? 1 : 0;
}
