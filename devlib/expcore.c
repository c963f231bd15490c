/* The core of the exponentials: e^y - 1 for a double-double y, as
 * 2^k (1 + expm1(r)) - 1 with y = k ln 2 + r, |r| <= ln 2 / 2, and
 * expm1(r) = r + r^2/2 + r^3 (1/3! + r/4! + ...): the first two terms in
 * double-double, the rest, at most 2% of r, in double.  Used by tanh.c,
 * exp10.c, expd.c and gamma.c. */
#include "dd.h"
#include "ddscale.h"
#include "devlib.h"
#include "expcore.h"

#define LN2_HI 0x1.62e42fee00000p-1 /* 32 bits: k LN2_HI is exact */
#define LN2_LO 0x1.a39ef35793c76p-33
#define INV_LN2 0x1.71547652b82fep+0

/* expm1(r) for |r| <= ln 2 / 2 (plus rounding), as double-double. */
static dd expm1_small(dd r)
{
    static const double inv_fact[] = {1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 720, 1.0 / 5040,
                                      1.0 / 40320, 1.0 / 362880, 1.0 / 3628800, 1.0 / 39916800,
                                      1.0 / 479001600, 1.0 / 6227020800.0, 1.0 / 87178291200.0,
                                      1.0 / 1307674368000.0};
    double t = 1.0 / 20922789888000.0; /* 1/16! */
    for (int i = 13; i >= 1; i--)
        t = inv_fact[i] + r.hi * t;    /* 1/3! + r/4! + ... */
    dd r2 = dd_two_prod(r.hi, r.hi);
    r2.lo += 2.0 * r.hi * r.lo;
    dd half_r2 = {0.5 * r2.hi, 0.5 * r2.lo};
    return dd_add(r, dd_add(half_r2, (dd){r.hi * r2.hi * t, 0.0}));
}

dd __ferry_dl_exp_reduce(dd y, int *k)
{
    double kd = __builtin_rint(y.hi * INV_LN2);
    *k = (int)kd;
    /* exact: y.hi and k LN2_HI share a grid no finer than y.hi's ulp, and
     * the difference is below 1/2 */
    double r_hi = y.hi - kd * LN2_HI;
    dd r = dd_two_sum(r_hi, y.lo - kd * LN2_LO);
    return expm1_small(r);
}

dd __ferry_dl_expm1_dd(double y)
{
    int k;
    dd em = __ferry_dl_exp_reduce((dd){y, 0.0}, &k);
    if (k == 0)
        return em;
    double p = __builtin_ldexp(1.0, k);
    dd scaled = {em.hi * p, em.lo * p}; /* exact: a power of two */
    return dd_add(scaled, dd_two_sum(p, -1.0)); /* 2^k - 1 exactly, for any k */
}

double __ferry_dl_exp_dd(dd y)
{
    if (y.hi < -800.0) /* below half the smallest subnormal; k would not fit an int */
        return 0.0;
    if (y.hi > 800.0)
        return __builtin_inf();
    int k;
    dd em = __ferry_dl_exp_reduce(y, &k);
    return dl_scale_dd(dd_add((dd){1.0, 0.0}, em), k); /* one rounding, subnormals too */
}
