/* erfc and erf in double, the same on every CPU (glibc's differ in the last
 * bit between its FMA and SSE2 paths) and within 1 ulp where CUDA allows 4
 * and 2.
 *
 * Below 1/2, erf x = x p(x^2) and erfc x = 1 - erf x, nothing cancelling.
 * From 1/2 on, erfc x = e^(-x^2) erfcx(x), erfcx smooth and slowly varying:
 * a polynomial in x - centre on [1/2, 3], and erfcx x = t g(t) with t = 1/x
 * beyond, g near 1/sqrt(pi).  e^(-x^2) has to take x^2 as the exact
 * double-double that fma gives: rounding x^2 to a double, an error of up to
 * 2^-44 at x = 27, would alone be 2^8 ulps of the result.  Everything is
 * carried in double-double (the polynomials' first coefficients too, the
 * rest being below 2^-10 of the sum) and rounded once, by ddscale.h where
 * erfc x is subnormal, past x = 26.5.  Negative x: erfc x = 2 - erfc|x|,
 * and erf is odd.  The polynomials are gen/erfcd.py's, fitted to 2^-66. */
#include "bits.h"
#include "dd.h"
#include "ddscale.h"
#include "devlib.h"
#include "expcore.h"

#define NCOEF 18 /* degree 17 */
#define NDD 5    /* of them double-double */

struct piece {
    double centre;
    double c[NCOEF + NDD];
};

/* 2/sqrt(pi) */
#define TWO_RSQRTPI_HI 0x1.20dd750429b6dp+0
#define TWO_RSQRTPI_LO 0x1.1ae3a914fed80p-56

static const double ERF_P[14] = {
    /* erf x / x in z = x^2, z in [0, 1/4]: degree 10, error 2^-69.7, horner 2^-11.2 */
    0x1.20dd750429b6dp+0, 0x1.1ae31103f41f4p-56, -0x1.812746b0379e7p-2, 0x1.f290fcfb998ccp-57,
    0x1.ce2f21a042be0p-4, 0x1.395b7f3150a71p-58, -0x1.b82ce312889f2p-6, 0x1.565bcd0e5f5a0p-8,
    -0x1.c02db3f9d6c71p-11, 0x1.f9a324a327ab3p-14, -0x1.f4d1cff2cac2fp-17, 0x1.b9d19f664b4c1p-20,
    -0x1.5d7686c510032p-23, 0x1.c60ae6747e9bcp-27,
};

static const struct piece PIECES[5] = {
    /* erfcx x, x in [0.5, 1.2]: degree 17, error 2^-66.9, horner 2^-10.9 */
    {0x1.c000000000000p-1, {
        0x1.db747ee409ac5p-2, -0x1.559f165084cd1p-56, -0x1.4369f60195edcp-2,
        -0x1.c6e448c7bd673p-58, 0x1.80ef8f454cf88p-3, 0x1.01f5e6e4dd639p-58, -0x1.9d5868de0b580p-4,
        0x1.e6935f0cd06c1p-59, 0x1.9831c2c85004cp-5, -0x1.deb63017636fdp-60, -0x1.779dd2a3da5a7p-6,
        0x1.452648d62a4c9p-7, -0x1.0ab3832b6923cp-8, 0x1.a0ef7ee7e2beap-10, -0x1.37fe70ea68e7fp-11,
        0x1.c0b37aa990705p-13, -0x1.370a56f3ff8fep-14, 0x1.a0d4a4f730f1cp-16,
        -0x1.0ea0e1f3a3099p-17, 0x1.54d8ea873cb8bp-19, -0x1.9f4fa03043b09p-21,
        0x1.0334eca806055p-22, -0x1.595f7ba5cfb8cp-24,
    }},
    /* erfcx x, x in [1.2, 2.0]: degree 17, error 2^-66.4, horner 2^-12.0 */
    {0x1.a000000000000p+0, {
        0x1.3583f6644327bp-2, -0x1.88eafc683b237p-56, -0x1.2b11e6959934cp-3, 0x1.cfd132f02fb6cp-57,
        0x1.0a15ac2adab35p-4, -0x1.1f5843ba4c6a8p-60, -0x1.ba018e6428102p-6, 0x1.133b63f7b1e4bp-60,
        0x1.5a142948a9b3bp-7, -0x1.19b2b92ccd2adp-64, -0x1.014eae2830664p-8, 0x1.6d609f6aafad7p-10,
        -0x1.f1b43d3a6ccbap-12, 0x1.465ecd175970ap-13, -0x1.9d622863b4ea0p-15,
        0x1.fafc8d2c1a47cp-17, -0x1.2db3a052abb6ap-18, 0x1.5d24272a88518p-20,
        -0x1.898e4814a24d4p-22, 0x1.b04aad0939b38p-24, -0x1.cdafcff6530f1p-26,
        0x1.fbff891fd7a4fp-28, -0x1.25d9662d7e787p-29,
    }},
    /* erfcx x, x in [2.0, 3.0]: degree 17, error 2^-68.1, horner 2^-12.7 */
    {0x1.4000000000000p+1, {
        0x1.afbb3f3b7343bp-3, -0x1.9f3b078db2f8dp-58, -0x1.3086d7f01ac85p-4,
        -0x1.0fa71d718f060p-59, 0x1.98958a7a8e4a3p-6, -0x1.40a3dda68d6dcp-66,
        -0x1.0632076809dfcp-7, 0x1.3e41a565f40a0p-62, 0x1.435c04e207cd1p-9, -0x1.e67cacef62053p-70,
        -0x1.809ce8ab533f2p-11, 0x1.ba8a67cfb709dp-13, -0x1.edd423990bb19p-15,
        0x1.0bcba3251b0bap-16, -0x1.1ad10db083879p-18, 0x1.234feb1579b9ap-20,
        -0x1.2514a1511da02p-22, 0x1.205eed5227c12p-24, -0x1.15cbc8ca96cb6p-26,
        0x1.05e759218a9b9p-28, -0x1.e53297e19ce34p-31, 0x1.d2f097a4b0ae8p-33,
        -0x1.a0766f546afa8p-35,
    }},
    /* erfcx(1/t) / t, x in [3.0, 6.0]: degree 17, error 2^-72.3, horner 2^-18.7 */
    {0x1.0000000000000p-2, {
        0x1.18932bf08e154p-1, 0x1.0981ba3daadadp-55, -0x1.e9412fa33c74bp-4, -0x1.4cdcfeeee9501p-60,
        -0x1.57a0492f04e82p-3, 0x1.3bf38aee3de27p-57, 0x1.c1900888c8cd5p-3, -0x1.dbafd4a39f7d3p-57,
        -0x1.cc2a32e46ace4p-6, -0x1.b70ab37836d55p-65, -0x1.174f59c518df3p-2, 0x1.a4f7a3fc9dbf6p-2,
        -0x1.90fd5379b0fb9p-4, -0x1.6a916b6dc8666p-1, 0x1.7a932e3bc3616p+0, -0x1.05377290138c6p+0,
        -0x1.ec0ee26d72a5cp+0, 0x1.bcfc77ce185b7p+2, -0x1.31c9b343ee7d6p+3, 0x1.560c89a8a3177p-7,
        0x1.f8113ba47095bp+4, -0x1.2b1239c495be7p+6, 0x1.16a0cc69810e2p+6,
    }},
    /* erfcx(1/t) / t, x in [6.0, 27.5]: degree 17, error 2^-73.7, horner 2^-19.9 */
    {0x1.a000000000000p-4, {
        0x1.1f65d1aebecc8p-1, 0x1.7601422ae5d9dp-57, -0x1.c76a95c19788bp-5, -0x1.dca393a828ce0p-60,
        -0x1.07ab3500dd8c1p-2, 0x1.eccdd8250a832p-56, 0x1.36d624ee733d9p-3, 0x1.729b508eb2f04p-58,
        0x1.227656f6aaa80p-2, 0x1.2dc2734ed2edbp-56, -0x1.dd0dff78cace7p-2, -0x1.2375ab511ae81p-2,
        0x1.847001c142275p+0, -0x1.5629707f5c16ep-1, -0x1.248671d41940cp+2, 0x1.0b5fcfde9cb8dp+3,
        0x1.0546483859d50p+3, -0x1.9810cc81d4304p+5, 0x1.3dac9293e0affp+5, 0x1.a0fcbc0ecc664p+7,
        -0x1.2a4c74202558ap+9, -0x1.0381522e49decp+8, 0x1.e0ae652687e6bp+11,
    }},
};

/* sum c_i s^i over n coefficients, the first ndd of them (hi, lo) pairs */
static dd poly(const double *c, int n, int ndd, dd s)
{
    double t = c[n + ndd - 1];
    for (int i = n + ndd - 2; i >= 2 * ndd; i--)
        t = c[i] + s.hi * t;
    dd acc = {t, 0.0};
    for (int i = ndd - 1; i >= 0; i--)
        acc = dd_add((dd){c[2 * i], c[2 * i + 1]}, dd_mul(acc, s));
    return acc;
}

/* erf x for |x| < 1/2, from z = x^2 exact in double-double */
static dd erf_small(double x)
{
    return dd_mul_d(poly(ERF_P, 11, 3, dd_two_prod(x, x)), x);
}

/* erf x = 2x/sqrt(pi) for 0 < |x| < 2^-900 (x^3 is far below the last
 * bit), where a double-double product could underflow: |x| 2^106 = m 2^e
 * with m in [1, 2), and m 2/sqrt(pi) scaled by 2^(e - 106) with a single
 * rounding, subnormal or not */
static double erf_tiny(double x)
{
    double big = __builtin_fabs(x) * 0x1p106; /* normal, exactly */
    int e = (int)(dl_bits(big) >> 52) - 1023;
    double m = big * dl_pow2(-e);
    double r = dl_scale_dd(dd_mul_d((dd){TWO_RSQRTPI_HI, TWO_RSQRTPI_LO}, m), e - 106);
    return x < 0.0 ? -r : r;
}

/* erfc a = 2^k v for 1/2 <= a < 27.3 */
static dd erfc_parts(double a, int *k)
{
    dd f; /* erfcx a */
    if (a < 3.0) {
        const struct piece *p = &PIECES[a < 1.2 ? 0 : a < 2.0 ? 1 : 2];
        /* a - centre is exact: a is within a factor 2 of the centre */
        f = poly(p->c, NCOEF, NDD, (dd){a - p->centre, 0.0});
    } else {
        const struct piece *p = &PIECES[a < 6.0 ? 3 : 4];
        double th = 1.0 / a;
        dd t = {th, __builtin_fma(-th, a, 1.0) / a}; /* the residual is exact */
        f = dd_mul(t, poly(p->c, NCOEF, NDD, dd_add(t, (dd){-p->centre, 0.0})));
    }
    dd sq = dd_two_prod(a, a);
    dd em = __ferry_dl_exp_reduce((dd){-sq.hi, -sq.lo}, k);
    return dd_mul(dd_add((dd){1.0, 0.0}, em), f);
}

double __ferry_erfc(double x)
{
    if (x != x)
        return x + x;
    if (x >= 27.3) /* +inf too: erfc 27.3 is below 2^-1080 */
        return 0.0;
    if (x <= -6.0) /* -inf too: erfc 6 < 2^-55, below half an ulp of 2 */
        return 2.0;
    double a = __builtin_fabs(x);
    if (a < 0.5) {
        dd e = erf_small(x);
        return dd_add((dd){1.0, 0.0}, (dd){-e.hi, -e.lo}).hi;
    }
    int k;
    dd v = erfc_parts(a, &k);
    if (x > 0.0)
        return dl_scale_dd(v, k);
    double p = dl_pow2(k); /* k > -60: exact */
    return dd_add((dd){2.0, 0.0}, (dd){-v.hi * p, -v.lo * p}).hi;
}

double __ferry_erf(double x)
{
    if (x != x)
        return x + x;
    double a = __builtin_fabs(x);
    if (a < 0x1p-900)
        return x == 0.0 ? x : erf_tiny(x); /* erf(-0) = -0 */
    if (a < 0.5)
        return erf_small(x).hi;
    if (a >= 6.0) /* erfc 6 < 2^-55 */
        return x < 0.0 ? -1.0 : 1.0;
    int k;
    dd v = erfc_parts(a, &k);
    double p = dl_pow2(k);
    double r = dd_add((dd){1.0, 0.0}, (dd){-v.hi * p, -v.lo * p}).hi;
    return x < 0.0 ? -r : r;
}
