/* The cores of the single-precision functions: each evaluates in double to
 * about 1e-13 and rounds once to float at the end, which puts the float
 * result within 0.5 + 2^-19 ulp of the true value, inside every bound CUDA
 * publishes for these functions.
 *
 * (Double's range also makes float subnormals normal, and keeps overflow
 * and underflow for the one rounding at the end.)
 *
 * Everything here is straight-line code: selects instead of branches, no
 * calls, no fma (which would be a libm call on a CPU without FMA), so that
 * the loop vectorizer takes a whole function into a thread loop's vector
 * code.  That is why the float functions do not just call the double ones:
 * those branch and iterate. */
#ifndef FERRY_DEVLIB_FCORE_H
#define FERRY_DEVLIB_FCORE_H

#include "bits.h"

#define FC_LN2 0x1.62e42fefa39efp-1
#define FC_LOG2E 0x1.71547652b82fep+0

/* 2^(j/32), j = 0 ... 31 (gen/tables.py). */
static const double FC_EXP2_T[32] = {
    0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0,
    0x1.172b83c7d517bp+0, 0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0,
    0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0, 0x1.3dea64c123422p+0, 0x1.44e086061892dp+0,
    0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0, 0x1.6247eb03a5585p+0,
    0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
    0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0,
    0x1.ae89f995ad3adp+0, 0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0,
    0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0, 0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0,
};

/* 2^t for |t| <= 300: t = k/32 + r with |r| <= 1/64, 2^(k/32) from the
 * exponent and the table, 2^r by its Taylor series to degree 4 (2^-39).
 * Adding 1.5 * 2^52 rounds 32t to the nearest integer without rint, which
 * a CPU without SSE4.1 would call libm for, and leaves k in the low bits.
 * Polynomials here are evaluated by Estrin's scheme, a few short chains
 * instead of one long one: in a thread loop that is not vectorized (one
 * with a loop inside) the latency is what counts. */
static inline double fc_exp2(double t)
{
    double big = t * 32.0 + 0x1.8p52;
    double r = t - (big - 0x1.8p52) * 0x1p-5;
    int32_t k = (int32_t)(uint32_t)dl_bits(big);
    double scale = FC_EXP2_T[k & 31] * dl_pow2(k >> 5);
    double r2 = r * r;
    double p = (1.0 + 0x1.62e42fefa39efp-1 * r) +
               r2 * (0x1.ebfbdff82c58ep-3 + 0x1.c6b08d704a0bfp-5 * r + 0x1.3b2ab6fba4e77p-7 * r2);
    return scale * p;
}

/* e^t - 1 for |t| <= 200, with relative accuracy near 0: below 1/4, where
 * e^t - 1 would cancel, t + t^2 q(t) (gen/fit.py: 2^-34). */
static inline double fc_expm1(double t)
{
    double t2 = t * t, t4 = t2 * t2;
    double q01 = 0x1.00000001a0888p-1 + 0x1.555555560e861p-3 * t;
    double q23 = 0x1.5555380bfeb00p-5 + 0x1.1111040d32d55p-7 * t;
    double q45 = 0x1.6cb2ea6300000p-10 + 0x1.a0a4cc92aaaaap-13 * t;
    double small = t + t2 * ((q01 + t2 * q23) + t4 * q45);
    double big = fc_exp2(t * FC_LOG2E) - 1.0;
    return (t < 0.25 && t > -0.25) ? small : big;
}

/* {1/c, log c} for the 16 intervals of [0.69921875, 1.3984375) split at
 * the top four significand bits; c is the interval's middle, and 1 for the
 * interval holding 1, where the result must not cancel (gen/tables.py). */
static const double FC_LOG_T[16][2] = {
    {0x1.661ec6a5122f9p+0, -0x1.57bf753c8d1fbp-2},
    {0x1.571ed3c506b3ap+0, -0x1.2bef07cdc9355p-2},
    {0x1.49539e3b2d067p+0, -0x1.01eae5626c691p-2},
    {0x1.3c995a47babe7p+0, -0x1.b31d8575bce3bp-3},
    {0x1.30d190130d190p+0, -0x1.6574ebe8c1339p-3},
    {0x1.25e22708092f1p+0, -0x1.1aa2b7e23f729p-3},
    {0x1.1bb4a4046ed29p+0, -0x1.a4e7640b1bc38p-4},
    {0x1.12358e75d3033p+0, -0x1.1973bd1465561p-4},
    {0x1.0953f39010954p+0, -0x1.252f32f8d1840p-5},
    {0x1.0000000000000p+0, 0.0},
    {0x1.e573ac901e574p-1, 0x1.b42dd711971b9p-5},
    {0x1.ca4b3055ee191p-1, 0x1.c5e548f5bc743p-4},
    {0x1.b2036406c80d9p-1, 0x1.526e5e3a1b438p-3},
    {0x1.9c2d14ee4a102p-1, 0x1.bc286742d8cd4p-3},
    {0x1.886e5f0abb04ap-1, 0x1.1058bf9ae4ad4p-2},
    {0x1.767dce434a9b1p-1, 0x1.404308686a7e4p-2},
};

/* log(x) = e ln 2 + lm for finite x > 0 in double's normal range: x =
 * m 2^e with m in [0.699, 1.398), lm = log(m) = log c + log1p(r), with
 * r = m/c - 1, |r| < 0.03, and log1p(r) = r + r^2 q(r) (gen/fit.py:
 * 2^-37).  No division: a thread loop left scalar waits on its latency.
 * Any bits give an in-bounds index and a finite result, so callers need
 * not clean x up first, only replace the special values' results.
 * The two parts are returned apart, so that log2 and log10 of a power of
 * two or ten come out exact. */
static inline double fc_log_parts(double x, double *lm)
{
    uint64_t b = dl_bits(x), tmp = b - 0x3fe6600000000000ULL;
    uint32_t i = (uint32_t)(tmp >> 48) & 15;
    int32_t e = (int32_t)((uint32_t)(tmp >> 52) << 20) >> 20; /* 12-bit signed */
    double m = dl_from_bits(b - (tmp & 0xfff0000000000000ULL));
    double r = m * FC_LOG_T[i][0] - 1.0, r2 = r * r;
    double q = (-0x1.fffffffffffffp-2 + 0x1.5555530812a97p-2 * r) +
               r2 * (-0x1.fffffbf8305aap-3 + 0x1.99ebaf39d8577p-3 * r + -0x1.559d2b9940923p-3 * r2);
    *lm = FC_LOG_T[i][1] + (r + r2 * q);
    return (double)e;
}

/* log(1 + u) for finite u >= 0 in double: below 2^-10 the series (its u^6
 * term is under 2^-60 relative), above it log(1 + u), whose rounding of
 * 1 + u costs at most 2^-53 against a result of at least 2^-10. */
static inline double fc_log1p(double u)
{
    double lm, e = fc_log_parts(1.0 + u, &lm);
    double small = u - u * u * (0.5 - u * (1.0 / 3 - u * (0.25 - u * 0.2)));
    return u < 0x1p-10 ? small : e * FC_LN2 + lm;
}

/* The special values of a logarithm of a float: NaN below 0 and for NaN,
 * -inf at 0, +inf at +inf; r elsewhere.  The special value is worked out
 * beside r, so that the result waits on one select only. */
static inline float fc_log_special(float x, double r)
{
    float sv = x == 0.0f ? -__builtin_inff() : (x == __builtin_inff() ? x : __builtin_nanf(""));
    return x > 0.0f && x < __builtin_inff() ? (float)r : sv;
}

#endif
