/* tgamma in double within 2 ulp where CUDA allows 10, and the same on every
 * CPU (glibc's differs in the last bit between its FMA and SSE2 paths).
 *
 * ln Gamma(y) for y >= 16 is Stirling's series, carried in double-double
 * up to e^.  Smaller positive x climb to x + n >= 16 through
 * Gamma(x) = Gamma(x + n) / (x (x + 1) ... (x + n - 1)), the product in
 * double-double; negative x reflect, Gamma(x) = pi / (sin(pi x) Gamma(1 - x)),
 * in logarithms so that results below DBL_MIN round once as subnormals. */
#include "dd.h"
#include "devlib.h"
#include "expcore.h"
#include "logcore.h"

static const dd HALF_LN_2PI = {0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55};
static const dd LN_PI = {0x1.250d048e7a1bdp+0, 0x1.7abf2ad8d5088p-57};

/* B_2k / (2k (2k - 1)), k = 1 ... 9 */
static const double STIRLING[9] = {
    0x1.5555555555555p-4, -0x1.6c16c16c16c17p-9, 0x1.a01a01a01a01ap-11, -0x1.3813813813814p-11,
    0x1.b951e2b18ff23p-11, -0x1.f6ab0d9993c7dp-10, 0x1.a41a41a41a41ap-8, -0x1.e4286cb0f5398p-6,
    0x1.6fe96381e0680p-3,
};

static dd ln_dd2(dd t)
{
    return dd_add(__ferry_dl_log_dd(t.hi), (dd){t.lo / t.hi, 0.0});
}

/* ln Gamma(y) = (y - 1/2) ln y - y + ln(2 pi)/2 + sum B_2k / (2k (2k-1) y^(2k-1)),
 * y >= 16: the ninth term is below 2^-64 */
static dd ln_gamma_stirling(dd y)
{
    double r = 1.0 / y.hi, r2 = r * r, s = STIRLING[8];
    for (int i = 7; i >= 0; i--)
        s = STIRLING[i] + r2 * s;
    dd a = dd_mul(dd_add(y, (dd){-0.5, 0.0}), ln_dd2(y));
    a = dd_add(a, (dd){-y.hi, -y.lo});
    return dd_add(dd_add(a, HALF_LN_2PI), (dd){r * s, 0.0});
}

/* ln Gamma(y) for a double-double y >= 1 */
static dd ln_gamma_dd(dd y)
{
    if (y.hi >= 16.0)
        return ln_gamma_stirling(y);
    int n = (int)(16.0 - y.hi) + 1;
    dd p = y;
    for (int i = 1; i < n; i++)
        p = dd_mul(p, dd_add(y, (dd){(double)i, 0.0}));
    dd l = ln_gamma_stirling(dd_add(y, (dd){(double)n, 0.0}));
    dd lp = ln_dd2(p);
    return dd_add(l, (dd){-lp.hi, -lp.lo});
}

/* 0 < x < 16: Gamma(x + n) / product, both as double-doubles */
static double gamma_small(double x)
{
    int n = (int)(16.0 - x) + 1, k;
    dd p = {x, 0.0};
    for (int i = 1; i < n; i++)
        p = dd_mul(p, dd_two_sum(x, (double)i));
    dd em = __ferry_dl_exp_reduce(ln_gamma_stirling(dd_two_sum(x, (double)n)), &k);
    dd e = dd_add((dd){1.0, 0.0}, em);
    double q = e.hi / p.hi;
    double rem = (__builtin_fma(-q, p.hi, e.hi) + e.lo) - q * p.lo;
    return __builtin_ldexp(q + rem / p.hi, k); /* Gamma(x) < 2^54 here: exact */
}

/* x < 0, not an integer */
static double gamma_negative(double x)
{
    double s = __ferry_sinpi(x);
    dd ls = __ferry_dl_log_dd(__builtin_fabs(s));
    dd l = dd_add(LN_PI, (dd){-ls.hi, -ls.lo});
    dd lg = ln_gamma_dd(dd_two_sum(1.0, -x));
    double v = __ferry_dl_exp_dd(dd_add(l, (dd){-lg.hi, -lg.lo}));
    return s < 0.0 ? -v : v;
}

double __ferry_tgamma(double x)
{
    if (x != x)
        return x + x;
    if (x == 0.0)
        return 1.0 / x;
    if (x - x != 0.0) /* +inf: +inf; -inf: NaN */
        return x > 0.0 ? x : __builtin_nan("");
    double ax = __builtin_fabs(x);
    if (ax < 0x1p-54) /* 1/x - Euler's gamma */
        return 1.0 / x - 0x1.2788cfc6fb619p-1;
    if (x > 171.7)
        return __builtin_inf();
    if (x < 0.0)
        return __builtin_rint(x) == x ? __builtin_nan("") : gamma_negative(x);
    if (x < 16.0)
        return gamma_small(x);
    return __ferry_dl_exp_dd(ln_gamma_stirling((dd){x, 0.0}));
}
