/* tanh in double within CUDA's 1 ulp (glibc's is a 2-ulp function):
 * tanh |x| = e / (e + 2) with e = expm1(2|x|) carried in double-double
 * (expcore.c). */
#include "dd.h"
#include "devlib.h"
#include "expcore.h"

double __ferry_tanh(double x)
{
    double a = __builtin_fabs(x);
    if (x != x)
        return x + x;
    if (a < 0x1p-27) /* tanh x = x - x^3/3 + ...: x is within half an ulp */
        return x;
    if (a >= 22.0) /* 1 - tanh 22 < 2^-62 */
        return x < 0.0 ? -1.0 : 1.0;
    dd e = __ferry_dl_expm1_dd(2.0 * a);
    dd d = dd_add(e, (dd){2.0, 0.0});
    double q = e.hi / d.hi;
    double rem = __builtin_fma(-q, d.hi, e.hi) + e.lo - q * d.lo;
    q += rem / d.hi;
    return x < 0.0 ? -q : q;
}
