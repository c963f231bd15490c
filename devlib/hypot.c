/* rhypot: 1 / sqrt(x^2 + y^2) within CUDA's 1 ulp, finite where hypot
 * overflows (1.0 / hypot gives 0 there).  The operands are scaled by a
 * power of two so that the larger lies in [1, 2), the sum of squares is
 * carried in double-double, and one Newton step on 1/sqrt corrects the
 * quotient. */
#include "bits.h"
#include "dd.h"
#include "devlib.h"

double __ferry_rhypot(double x, double y)
{
    double a = __builtin_fabs(x), b = __builtin_fabs(y);
    if (a == __builtin_inf() || b == __builtin_inf())
        return 0.0; /* even with a NaN beside it, as hypot gives inf */
    if (a != a || b != b)
        return x + y;
    double m = a > b ? a : b;
    if (m == 0.0)
        return __builtin_inf();
    int e = (int)((dl_bits(m) >> 52) & 0x7ff) - 1023;
    if (e == -1023) { /* subnormal: find its exponent from a scaled copy */
        e = (int)((dl_bits(m * 0x1p54) >> 52) & 0x7ff) - 1023 - 54;
    }
    /* 2^-e in two steps: it may not be a normal double */
    double s1 = __builtin_ldexp(1.0, -e / 2), s2 = __builtin_ldexp(1.0, -e - (-e / 2));
    a = a * s1 * s2;
    b = b * s1 * s2;
    dd s = dd_add(dd_two_prod(a, a), dd_two_prod(b, b)); /* in [1, 8) */
    double r = 1.0 / __builtin_sqrt(s.hi);
    dd sr2 = dd_mul_d(dd_mul_d(s, r), r);
    double c = (1.0 - sr2.hi) - sr2.lo; /* exact first difference: s r^2 is near 1 */
    r += 0.5 * r * c;
    /* times 2^-e, in two steps so that a subnormal result rounds once */
    return r * s1 * s2;
}
