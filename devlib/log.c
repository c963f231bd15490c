/* The double logarithms and the inverse hyperbolic functions, within 1 ulp
 * and the same on every CPU (glibc's log10 is a 2-ulp function, and its
 * log and log2 differ in the last bit between its FMA and SSE2 paths): the
 * natural logarithm is carried in double-double through to the last
 * operation, then rounded once. */
#include "bits.h"
#include "dd.h"
#include "devlib.h"
#include "lncore.h"

/* ln 2 = LN2_HI + LN2_LO, LN2_HI with 32 significant bits so that k LN2_HI
 * is exact for every exponent k. */
#define LN2_HI 0x1.62e42fee00000p-1
#define LN2_LO 0x1.a39ef35793c76p-33
static const dd INV_LN10 = {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57};
static const dd INV_LN2 = {0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56};
static const dd LN2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

/* ln x for finite x > 0 as double-double: x = m 2^k with m in [sqrt(1/2),
 * sqrt(2)); ln m = 2 atanh(s) with s = (m - 1) / (m + 1), |s| < 0.172, whose
 * series 2s + 2s^3/3 + 2s^5/5 + ... needs double-double only for 2s: the
 * rest is below 1% of it. */
static dd log_dd(double x)
{
    int k = 0;
    if (x < 0x1p-1022) {
        x *= 0x1p54;
        k = -54;
    }
    uint64_t u = dl_bits(x);
    k += (int)(u >> 52) - 1023;
    double m = dl_from_bits((u & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
    if (m > 0x1.6a09e667f3bcdp+0) {
        m *= 0.5;
        k++;
    }
    double f = m - 1.0;                 /* exact (Sterbenz) */
    dd d = dd_two_sum(2.0, f);          /* m + 1, exactly */
    double s = f / d.hi;
    double r = __builtin_fma(-s, d.hi, f) - s * d.lo; /* the division's residual */
    double s_lo = r / d.hi;
    double z = s * s;
    static const double c[] = {2.0 / 3, 2.0 / 5, 2.0 / 7, 2.0 / 9, 2.0 / 11, 2.0 / 13, 2.0 / 15,
                               2.0 / 17, 2.0 / 19, 2.0 / 21, 2.0 / 23, 2.0 / 25, 2.0 / 27};
    double t = c[12];
    for (int i = 11; i >= 0; i--)
        t = c[i] + z * t;
    double tail = s * (z * t);
    dd lm = dd_add(dd_fast_two_sum(2.0 * s, 2.0 * s_lo), (dd){tail, 0.0});
    dd kl = dd_fast_two_sum((double)k * LN2_HI, (double)k * LN2_LO);
    return k ? dd_add(kl, lm) : lm;
}

dd __ferry_dl_ln_dd(double x)
{
    return log_dd(x);
}

/* ln t for a double-double t > 0: ln(hi + lo) = ln hi + lo/hi + O(2^-106) */
static dd log_dd2(dd t)
{
    return dd_add(log_dd(t.hi), (dd){t.lo / t.hi, 0.0});
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
    return done ? v : dd_mul(log_dd(x), INV_LN10).hi;
}

double __ferry_log(double x)
{
    int done;
    double v = log_special(x, &done);
    return done ? v : log_dd(x).hi;
}

double __ferry_log2(double x)
{
    int done;
    double v = log_special(x, &done);
    return done ? v : dd_mul(log_dd(x), INV_LN2).hi;
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
        l = dd_add(log_dd(a), LN2);
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
        return dd_add(log_dd(x), LN2).hi;
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
