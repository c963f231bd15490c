/* exp10 in double within CUDA's 1 ulp (glibc's is a 2-ulp function):
 * 10^x = e^(x ln 10) with x ln 10 in double-double, through expcore.c. */
#include "dd.h"
#include "devlib.h"
#include "expcore.h"

static const dd LN10 = {0x1.26bb1bbb55516p+1, -0x1.f48ad494ea3e9p-53};

double __ferry_exp10(double x)
{
    if (x != x)
        return x + x;
    if (x > 309.0) /* log10(DBL_MAX) = 308.2547... */
        return __builtin_inf();
    if (x < -325.0) /* below half the smallest subnormal */
        return 0.0;
    return __ferry_dl_exp_dd(dd_mul_d(LN10, x));
}
