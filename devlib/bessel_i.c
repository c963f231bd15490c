/* Modified Bessel functions of the first kind, I0 and I1 (CUDA's
 * cyl_bessel_i0 and cyl_bessel_i1), from their power series
 * sum (x^2/4)^k / (k! (k+n)!) (x/2)^n.  Every term is positive, so nothing
 * cancels; carried in double-double, the hundreds of terms a large x needs
 * add no error of their own.  Past x = 713.99 I0 is above DBL_MAX and the
 * sum becomes infinite, as it should. */
#include "dd.h"
#include "devlib.h"

/* a / d for a double d, in double-double: the division's residual is exact. */
static dd dd_div_d(dd a, double d)
{
    double hi = a.hi / d;
    double r = __builtin_fma(-hi, d, a.hi) + a.lo;
    return dd_fast_two_sum(hi, r / d);
}

static double series(double x, int n)
{
    dd q = dd_mul_d(dd_two_prod(x, x), 0.25);
    dd term = {n ? 0.5 * x : 1.0, 0.0}, sum = term;
    for (int k = 1; k < 2000; k++) {
        /* divided first: term q alone can pass DBL_MAX where the sum does not */
        term = dd_mul(dd_div_d(term, (double)k * (double)(k + n)), q);
        sum = dd_add(sum, term);
        if (!(term.hi >= sum.hi * 0x1p-110)) /* converged, or inf - inf made NaN */
            break;
    }
    /* x is not NaN here: a NaN sum is one that overflowed */
    return sum.hi == sum.hi ? sum.hi : __builtin_inf();
}

double __ferry_cyl_bessel_i0(double x)
{
    if (x != x)
        return x + x;
    return series(__builtin_fabs(x), 0);
}

double __ferry_cyl_bessel_i1(double x)
{
    if (x != x)
        return x + x;
    double r = series(__builtin_fabs(x), 1);
    return __builtin_signbit(x) ? -r : r; /* I1 is odd: I1(-0) is -0 */
}
