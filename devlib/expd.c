/* exp, exp2, sinh and cosh in double within 1 ulp and the same on every
 * CPU (glibc's exp and sinh/cosh differ in the last bit between its FMA and
 * SSE2 paths): e^y as 2^k (1 + expm1(r)) from expcore.c with y carried in
 * double-double, rounded once at the end. */
#include "dd.h"
#include "ddscale.h"
#include "devlib.h"
#include "expcore.h"

static const dd LN2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

double __ferry_exp(double x)
{
    if (x != x)
        return x + x;
    if (x > 710.0) /* ln DBL_MAX = 709.78... */
        return __builtin_inf();
    if (x < -746.0) /* below half the smallest subnormal */
        return 0.0;
    return __ferry_dl_exp_dd((dd){x, 0.0});
}

double __ferry_exp2(double x)
{
    if (x != x)
        return x + x;
    if (x > 1025.0)
        return __builtin_inf();
    if (x < -1076.0)
        return 0.0;
    return __ferry_dl_exp_dd(dd_mul_d(LN2, x));
}

/* e^a / 2 for 22 < a: e^-a is below 2^-63 of it */
static double half_exp(double a)
{
    if (a > 711.0) /* past sinh's and cosh's overflow at 710.47... */
        return __builtin_inf();
    int k;
    dd em = __ferry_dl_exp_reduce((dd){a, 0.0}, &k);
    return dl_scale_dd(dd_add((dd){1.0, 0.0}, em), k - 1);
}

/* sinh a = (E + E / (E + 1)) / 2 with E = expm1(a), which keeps the
 * relative accuracy for small a */
double __ferry_sinh(double x)
{
    double a = __builtin_fabs(x);
    if (x != x || a == __builtin_inf())
        return x + x;
    if (a < 0x1p-27) /* x + x^3/6: x is within half an ulp */
        return x;
    double v;
    if (a > 22.0) {
        v = half_exp(a);
    } else {
        dd e = __ferry_dl_expm1_dd(a), d = dd_add(e, (dd){1.0, 0.0});
        double q = e.hi / d.hi;
        double rem = (__builtin_fma(-q, d.hi, e.hi) + e.lo) - q * d.lo;
        v = 0.5 * dd_add(e, dd_fast_two_sum(q, rem / d.hi)).hi;
    }
    return x < 0.0 ? -v : v;
}

/* cosh a = (e + 1/e) / 2 with e = e^a as a double-double */
double __ferry_cosh(double x)
{
    double a = __builtin_fabs(x);
    if (x != x)
        return x + x;
    if (a < 0x1p-27) /* 1 + x^2/2 rounds to 1 */
        return 1.0;
    if (a > 22.0)
        return half_exp(a);
    dd e = dd_add(__ferry_dl_expm1_dd(a), (dd){1.0, 0.0});
    double q = 1.0 / e.hi;
    double rem = (__builtin_fma(-q, e.hi, 1.0)) - q * e.lo;
    return 0.5 * dd_add(e, dd_fast_two_sum(q, rem / e.hi)).hi;
}
