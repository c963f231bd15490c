/* log10 in double within CUDA's 1 ulp (glibc's is a 2-ulp function): the
 * natural logarithm is carried in double-double through to the product by
 * 1/ln 10, then rounded once. */
#include "bits.h"
#include "dd.h"
#include "devlib.h"

/* ln 2 = LN2_HI + LN2_LO, LN2_HI with 32 significant bits so that k LN2_HI
 * is exact for every exponent k. */
#define LN2_HI 0x1.62e42fee00000p-1
#define LN2_LO 0x1.a39ef35793c76p-33
static const dd INV_LN10 = {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57};

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

double __ferry_log10(double x)
{
    if (x != x)
        return x + x;
    if (x < 0.0)
        return __builtin_nan("");
    if (x == 0.0)
        return -__builtin_inf();
    if (x == __builtin_inf())
        return x;
    return dd_mul(log_dd(x), INV_LN10).hi;
}
