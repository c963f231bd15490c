/* pow and expm1 in double, the same on every CPU (glibc picks an FMA or an
 * SSE2 path by the running CPU, and its results differ in the last bit)
 * and within 1 ulp where CUDA allows 2 and 1.
 *
 * x^y = e^t with t = y ln|x|: |t| reaches 745, so an error of 2^-60 in t is
 * already a hundredth of an ulp of the result, and t must carry about 64
 * bits; ln|x| comes as double-double from logcore.c (2^-66), the product
 * with y is formed exactly by fma, and e^t = 2^k (1 + expm1(r)) from
 * expcore.c is rounded once, by ddscale.h where it is subnormal.  The sign
 * and the special values are C99's Annex F, which CUDA follows. */
#include <stdint.h>

#include "bits.h"
#include "dd.h"
#include "ddscale.h"
#include "devlib.h"
#include "expcore.h"
#include "logcore.h"

/* 0: y is not an integer, 1: odd, 2: even (every double of 2^53 and
 * beyond); y finite. */
static int parity(double y)
{
    uint64_t b = dl_bits(y) & 0x7fffffffffffffffull;
    int e = (int)(b >> 52) - 1023;
    if (e < 0)
        return b == 0 ? 2 : 0;
    if (e > 52)
        return 2;
    uint64_t m = (b & 0x000fffffffffffffull) | 0x0010000000000000ull;
    int sh = 52 - e;
    if (m & ((1ull << sh) - 1))
        return 0;
    return (m >> sh) & 1 ? 1 : 2;
}

/* |x|^y for finite x != 0 and finite y != 0 */
static double pow_finite(double ax, double y)
{
    dd l = __ferry_dl_log_dd(ax);
    double th = l.hi * y;
    if (th > 710.0) /* e^709.79 is past DBL_MAX; th is within 2^-42 of t */
        return __builtin_inf();
    if (th < -746.0) /* below half the least subnormal, e^-745.13 */
        return 0.0;
    int k;
    dd em = __ferry_dl_exp_reduce(dd_mul_d(l, y), &k);
    return dl_scale_dd(dd_add((dd){1.0, 0.0}, em), k);
}

double __ferry_pow(double x, double y)
{
    if (y == 0.0 || x == 1.0) /* 1 even for a NaN in the other */
        return 1.0;
    if (x != x || y != y)
        return x + y;
    double ax = __builtin_fabs(x);
    if (__builtin_fabs(y) == __builtin_inf()) {
        if (ax == 1.0) /* (-1)^(+-inf) */
            return 1.0;
        return (ax < 1.0) == (y < 0.0) ? __builtin_inf() : 0.0;
    }
    int par = parity(y);
    double r;
    if (ax == 0.0 || ax == __builtin_inf())
        r = (ax == 0.0) == (y < 0.0) ? __builtin_inf() : 0.0;
    else if (x < 0.0 && par == 0)
        return __builtin_nan("");
    else
        r = pow_finite(ax, y);
    /* x < 0 and -0 alike: an odd power keeps the sign */
    return __builtin_signbit(x) && par == 1 ? -r : r;
}

/* expm1 x for |x| <= 1/2 from its series, with no reduction: there
 * 2^k (1 + expm1 r) - 1 would cancel up to a bit (k = 1, x = 0.35), which
 * doubles expcore's 2^-57 error in expm1 r.  x + x^2/2 + x^3/6 in
 * double-double; the rest, below 0.6% of x, in double (Taylor to x^19:
 * x^20/20! is 2^-80 of x). */
static double expm1_series(double x)
{
    static const double inv_fact[] = {
        1.0 / 24, 1.0 / 120, 1.0 / 720, 1.0 / 5040, 1.0 / 40320, 1.0 / 362880,
        1.0 / 3628800, 1.0 / 39916800, 1.0 / 479001600, 1.0 / 6227020800.0,
        1.0 / 87178291200.0, 1.0 / 1307674368000.0, 1.0 / 20922789888000.0,
        1.0 / 355687428096000.0, 1.0 / 6402373705728000.0, 1.0 / 121645100408832000.0,
    };
    static const dd SIXTH = {0x1.5555555555555p-3, 0x1.5555555555555p-57};
    double q = inv_fact[15];
    for (int i = 14; i >= 0; i--)
        q = inv_fact[i] + x * q; /* 1/4! + x/5! + ... */
    dd x2 = dd_two_prod(x, x);
    dd s = dd_add((dd){0.5 * x2.hi, 0.5 * x2.lo}, dd_mul(dd_mul_d(x2, x), SIXTH));
    s = dd_add(s, (dd){x2.hi * x2.hi * q, 0.0});
    return dd_add((dd){x, 0.0}, s).hi;
}

double __ferry_expm1(double x)
{
    if (x != x)
        return x + x;
    double a = __builtin_fabs(x);
    if (a < 0x1p-54) /* x + x^2/2: x is within half an ulp */
        return x;
    if (a <= 0.5)
        return expm1_series(x);
    if (x < -40.0) /* e^x below 2^-57: -1 + e^x rounds to -1 */
        return -1.0;
    if (x > 710.0) /* ln DBL_MAX = 709.78... */
        return __builtin_inf();
    int k;
    dd em = __ferry_dl_exp_reduce((dd){x, 0.0}, &k);
    if (k > 1000) /* the 1 is below 2^-1000 of e^x */
        return dl_scale_dd(dd_add((dd){1.0, 0.0}, em), k);
    /* 2^k (1 + em) - 1 with 2^k - 1 as an exact double-double: in one
     * double it rounds once |k| passes 53 (__ferry_dl_expm1_dd does that) */
    double p = dl_pow2(k);
    return dd_add((dd){em.hi * p, em.lo * p}, dd_two_sum(p, -1.0)).hi;
}
