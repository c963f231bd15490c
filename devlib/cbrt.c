/* cbrt in double within CUDA's 1 ulp (glibc's is a 2-ulp function):
 * Newton's method in double from an estimate made of the exponent bits,
 * then one last step whose residual y^3 - x is computed in double-double. */
#include "bits.h"
#include "dd.h"
#include "devlib.h"

double __ferry_cbrt(double x)
{
    if (x != x || x == 0.0 || x == __builtin_inf() || x == -__builtin_inf())
        return x + x;
    double a = x < 0.0 ? -x : x, scale = 1.0;
    /* far from 1, y^3's rounding error would fall below the subnormals (or
     * y^3 overflow): 2^300 is a cube, 2^100 its root */
    if (a < 0x1p-900) {
        a *= 0x1p300;
        scale = 0x1p-100;
    } else if (a > 0x1p900) {
        a *= 0x1p-300;
        scale = 0x1p100;
    }
    /* a third of the biased exponent, the bias put back: within 16% */
    double y = dl_from_bits(dl_bits(a) / 3 + ((uint64_t)682 << 52));
    for (int i = 0; i < 5; i++)
        y = (2.0 * y + a / (y * y)) / 3.0;
    dd y2 = dd_two_prod(y, y);
    dd y3 = dd_mul_d(y2, y);
    double r = (y3.hi - a) + y3.lo; /* y3.hi - a is exact: y^3 is within an ulp of a */
    y -= r / (3.0 * y * y);
    y *= scale;
    return x < 0.0 ? -y : y;
}

/* 1 / cbrt(x) within CUDA's 1 ulp: 1 / cbrt rounds twice, so one Newton
 * step on r^-3 = a, whose residual 1 - a r^3 is computed in double-double,
 * follows. */
double __ferry_rcbrt(double x)
{
    if (x != x)
        return x + x;
    if (x == 0.0)
        return 1.0 / x; /* +-inf */
    if (x == __builtin_inf() || x == -__builtin_inf())
        return 1.0 / x; /* +-0 */
    double a = x < 0.0 ? -x : x, scale = 1.0;
    if (a < 0x1p-900) { /* keep a r^3's parts inside the normal range */
        a *= 0x1p300;
        scale = 0x1p100;
    } else if (a > 0x1p900) {
        a *= 0x1p-300;
        scale = 0x1p-100;
    }
    double r = 1.0 / __ferry_cbrt(a);
    dd r3 = dd_mul_d(dd_two_prod(r, r), r);
    dd ar3 = dd_mul_d(r3, a);
    double e = (1.0 - ar3.hi) - ar3.lo; /* 1 - ar3.hi is exact: a r^3 is near 1 */
    r += r * e / 3.0;
    r *= scale;
    return x < 0.0 ? -r : r;
}
