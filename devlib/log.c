/* The double logarithms and the inverse hyperbolic functions, within 1 ulp
 * and the same on every CPU (glibc's log10 is a 2-ulp function, and its
 * log and log2 differ in the last bit between its FMA and SSE2 paths): the
 * natural logarithm is carried in double-double through to the last
 * operation, then rounded once. */
#include "dd.h"
#include "devlib.h"
#include "logcore.h"

static const dd INV_LN10 = {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57};
static const dd INV_LN2 = {0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56};
static const dd LN2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

/* ln x as double-double is __ferry_dl_log_dd (logcore.c, table-based,
 * 2^-66), shared with pow, tgamma and the Bessel functions. */

/* ln t for a double-double t > 0: ln(hi + lo) = ln hi + lo/hi + O(2^-106) */
static dd log_dd2(dd t)
{
    return dd_add(__ferry_dl_log_dd(t.hi), (dd){t.lo / t.hi, 0.0});
}

/* The value of a logarithm at 0, below 0, +inf and NaN, or 0 where x is
 * finite and positive. */
static double log_special(double x, int *done)
{
    *done = 1;
    if (x != x)
        return x + x;
    if (x < 0.0)
        return __builtin_nan("");
    if (x == 0.0)
        return -__builtin_inf();
    if (x == __builtin_inf())
        return x;
    *done = 0;
    return 0.0;
}

double __ferry_log10(double x)
{
    int done;
    double v = log_special(x, &done);
    return done ? v : dd_mul(__ferry_dl_log_dd(x), INV_LN10).hi;
}

double __ferry_log(double x)
{
    int done;
    double v = log_special(x, &done);
    return done ? v : __ferry_dl_log_dd(x).hi;
}

double __ferry_log2(double x)
{
    int done;
    double v = log_special(x, &done);
    return done ? v : dd_mul(__ferry_dl_log_dd(x), INV_LN2).hi;
}

/* ln(1 + x) with 1 + x as an exact double-double. */
double __ferry_log1p(double x)
{
    if (__builtin_fabs(x) < 0x1p-54) /* x - x^2/2: x is within half an ulp */
        return x;
    int done;
    double v = log_special(x + 1.0, &done);
    if (done)
        return x == -1.0 ? -__builtin_inf() : v;
    return log_dd2(dd_two_sum(1.0, x)).hi;
}

/* sqrt of a double-double: one Newton step on the double root. */
static dd sqrt_dd(dd a)
{
    double s = __builtin_sqrt(a.hi);
    dd s2 = dd_two_prod(s, s);
    double r = ((a.hi - s2.hi) - s2.lo + a.lo) / (2.0 * s);
    return dd_fast_two_sum(s, r);
}

/* asinh x = ln(x + sqrt(x^2 + 1)), odd; past 2^28, ln 2x */
double __ferry_asinh(double x)
{
    double a = __builtin_fabs(x);
    if (x != x || a == __builtin_inf())
        return x + x;
    if (a < 0x1p-27) /* x - x^3/6: x is within half an ulp */
        return x;
    dd l;
    if (a > 0x1p28) {
        l = dd_add(__ferry_dl_log_dd(a), LN2);
    } else {
        dd q = dd_add(dd_two_prod(a, a), (dd){1.0, 0.0});
        l = log_dd2(dd_add((dd){a, 0.0}, sqrt_dd(q)));
    }
    return x < 0.0 ? -l.hi : l.hi;
}

/* acosh x = ln(x + sqrt(x^2 - 1)) for x >= 1; past 2^28, ln 2x */
double __ferry_acosh(double x)
{
    if (x != x)
        return x + x;
    if (x < 1.0)
        return __builtin_nan("");
    if (x == __builtin_inf())
        return x;
    if (x > 0x1p28)
        return dd_add(__ferry_dl_log_dd(x), LN2).hi;
    dd q = dd_add(dd_two_prod(x, x), (dd){-1.0, 0.0});
    if (q.hi == 0.0)
        return 0.0;
    return log_dd2(dd_add((dd){x, 0.0}, sqrt_dd(q))).hi;
}

/* atanh x = ln((1 + x) / (1 - x)) / 2, odd, with the quotient as a
 * double-double */
double __ferry_atanh(double x)
{
    double a = __builtin_fabs(x);
    if (x != x)
        return x + x;
    if (a > 1.0)
        return __builtin_nan("");
    if (a == 1.0)
        return x * __builtin_inf();
    if (a < 0x1p-27) /* x + x^3/3: x is within half an ulp */
        return x;
    dd num = dd_two_sum(1.0, a), den = dd_two_sum(1.0, -a);
    double q = num.hi / den.hi;
    double rem = (__builtin_fma(-q, den.hi, num.hi) + num.lo) - q * den.lo;
    double v = 0.5 * log_dd2(dd_fast_two_sum(q, rem / den.hi)).hi;
    return x < 0.0 ? -v : v;
}
