/* The inverse trigonometric functions in single precision, evaluated in
 * double (fcore.h): within 1 ulp where CUDA allows 2 (3 for atan2f), in
 * straight-line code that vectorizes.  One arctangent core serves them all:
 * atan2 of the right pair, asin x = atan(x / sqrt(1 - x^2)), acos x =
 * atan2(sqrt(1 - x^2), x), where 1 - x^2 is exact for a float x near 1. */
#include "devlib.h"
#include "fcore.h"

#define PI 0x1.921fb54442d18p+1
#define PI_2 0x1.921fb54442d18p+0
#define PI_4 0x1.921fb54442d18p-1

/* atan a for a >= 0 (+inf included): u = a, (a - 1)/(a + 1) or -1/a by
 * a's size, so that |u| <= tan(pi/8), plus 0, pi/4 or pi/2; one division
 * whose operands are chosen; atan u = u + u z q(z), z = u^2 (gen/fit.py:
 * 2^-38). */
static inline double atan_core(double a)
{
    int mid = a > 0x1.a827999fcef32p-2; /* tan(pi/8) */
    int big = a > 0x1.3504f333f9de6p+1; /* tan(3pi/8) */
    double num = big ? -1.0 : (mid ? a - 1.0 : a);
    double den = big ? a : (mid ? a + 1.0 : 1.0);
    double u = num / den, z = u * u, z2 = z * z;
    double q = (-0x1.5555555501e7ap-2 + 0x1.9999982560b33p-3 * z) +
               z2 * (-0x1.2491c082dfca5p-3 + 0x1.c6f6860e8303ap-4 * z) +
               (z2 * z2) * (-0x1.71d3b6ac426aep-4 + 0x1.24432154bd644p-4 * z + -0x1.4b37f828d40a3p-5 * z2);
    double off = big ? PI_2 : (mid ? PI_4 : 0.0);
    return off + (u + u * (z * q));
}

static inline float with_sign_of(float x, double r)
{
    float f = (float)r;
    return dl_fbits(x) >> 31 ? -f : f;
}

float __ferry_atanf(float x)
{
    float r = with_sign_of(x, atan_core(__builtin_fabs((double)x)));
    return x != x ? x + x : r;
}

/* C99's special values: both infinite gives a ratio of 1 (pi/4, 3pi/4),
 * both zero a ratio of 0 (0 or pi by x's sign bit), the sign from y's. */
float __ferry_atan2f(float y, float x)
{
    double ay = __builtin_fabs((double)y), ax = __builtin_fabs((double)x);
    double a = ay / ax;
    a = ay == ax && ay == __builtin_inf() ? 1.0 : a;
    a = ay == 0.0 && ax == 0.0 ? 0.0 : a;
    double r = atan_core(a);
    r = dl_fbits(x) >> 31 ? PI - r : r;
    float f = with_sign_of(y, r);
    return x != x || y != y ? __builtin_nanf("") : f;
}

float __ferry_asinf(float x)
{
    double d = x, s = __builtin_sqrt(1.0 - d * d);
    float f = with_sign_of(x, atan_core(__builtin_fabs(d) / s));
    return __builtin_fabsf(x) > 1.0f || x != x ? __builtin_nanf("") : f;
}

float __ferry_acosf(float x)
{
    double d = x, s = __builtin_sqrt(1.0 - d * d);
    double r = atan_core(s / __builtin_fabs(d));
    r = d < 0.0 ? PI - r : r;
    return __builtin_fabsf(x) > 1.0f || x != x ? __builtin_nanf("") : (float)r;
}
