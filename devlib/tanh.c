/* tanh in double within CUDA's 1 ulp (glibc's is a 2-ulp function):
 * tanh |x| = e / (e + 2) with e = expm1(2|x|) carried in double-double.
 * expm1 is 2^k (1 + expm1(r)) - 1 with r = 2|x| - k ln 2, |r| <= ln2 / 2,
 * and expm1(r) = r + r^2/2 + r^3 (1/3! + r/4! + ...), the first two terms
 * in double-double, the rest, at most 2% of r, in double. */
#include "dd.h"
#include "devlib.h"

#define LN2_HI 0x1.62e42fee00000p-1 /* 32 bits: k LN2_HI is exact */
#define LN2_LO 0x1.a39ef35793c76p-33
#define INV_LN2 0x1.71547652b82fep+0

/* expm1(y) for 2^-27 <= y <= 44, as double-double. */
static dd expm1_dd(double y)
{
    double k = __builtin_rint(y * INV_LN2);
    /* exact: y and k LN2_HI are multiples of 2^-47 and |r| < 1/2 */
    double r_hi = y - k * LN2_HI;
    dd r = dd_fast_two_sum(r_hi, -k * LN2_LO);
    double t = 1.0 / 20922789888000.0; /* 1/16! */
    static const double inv_fact[] = {1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 720, 1.0 / 5040,
                                      1.0 / 40320, 1.0 / 362880, 1.0 / 3628800, 1.0 / 39916800,
                                      1.0 / 479001600, 1.0 / 6227020800.0, 1.0 / 87178291200.0,
                                      1.0 / 1307674368000.0};
    for (int i = 13; i >= 1; i--)
        t = inv_fact[i] + r.hi * t;       /* 1/3! + r/4! + ... */
    /* r^2/2 in double-double: 2^k - 1 may cancel most of 2^k expm1(r) */
    dd r2 = dd_two_prod(r.hi, r.hi);
    r2.lo += 2.0 * r.hi * r.lo;
    dd half_r2 = {0.5 * r2.hi, 0.5 * r2.lo};
    dd em = dd_add(r, dd_add(half_r2, (dd){r.hi * r2.hi * t, 0.0})); /* expm1(r) */
    if (k == 0.0)
        return em;
    double p = __builtin_ldexp(1.0, (int)k);
    dd scaled = {em.hi * p, em.lo * p};   /* exact: a power of two */
    return dd_add(scaled, (dd){p - 1.0, 0.0});
}

double __ferry_tanh(double x)
{
    double a = __builtin_fabs(x);
    if (x != x)
        return x + x;
    if (a < 0x1p-27) /* tanh x = x - x^3/3 + ...: x is within half an ulp */
        return x;
    if (a >= 22.0) /* 1 - tanh 22 < 2^-62 */
        return x < 0.0 ? -1.0 : 1.0;
    dd e = expm1_dd(2.0 * a);
    dd d = dd_add(e, (dd){2.0, 0.0});
    double q = e.hi / d.hi;
    double rem = __builtin_fma(-q, d.hi, e.hi) + e.lo - q * d.lo;
    q += rem / d.hi;
    return x < 0.0 ? -q : q;
}
