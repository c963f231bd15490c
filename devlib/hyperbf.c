/* The hyperbolic functions and their inverses in single precision,
 * evaluated in double (fcore.h): within 1 ulp where CUDA allows 2 to 4, in
 * straight-line code that vectorizes.  sinh goes through expm1 and the
 * inverses through log1p, so that small arguments keep their relative
 * accuracy; double's range holds x^2 and e^|x| for every float that does
 * not overflow the result. */
#include "devlib.h"
#include "fcore.h"

static inline float signed_as(float x, double r)
{
    float f = (float)r;
    return dl_fbits(x) >> 31 ? -f : f;
}

float __ferry_sinhf(float x)
{
    double a = __builtin_fabs((double)x);
    a = a > 100.0 ? 100.0 : a;
    double em = fc_expm1(a);
    return x != x ? x + x : signed_as(x, 0.5 * (em + em / (em + 1.0)));
}

float __ferry_coshf(float x)
{
    double a = __builtin_fabs((double)x);
    a = a > 100.0 ? 100.0 : a;
    double e = fc_exp2(a * FC_LOG2E);
    return x != x ? x + x : (float)(0.5 * (e + 1.0 / e));
}

/* asinh |x| = log1p(|x| + x^2 / (1 + sqrt(1 + x^2))) */
float __ferry_asinhf(float x)
{
    double a = __builtin_fabs((double)x), a2 = a * a;
    double r = fc_log1p(a + a2 / (1.0 + __builtin_sqrt(1.0 + a2)));
    float f = signed_as(x, r);
    return x - x != 0.0f ? x + x : f; /* inf stays inf, NaN NaN */
}

/* acosh x = log1p(t + sqrt(t (x + 1))), t = x - 1 (exact) */
float __ferry_acoshf(float x)
{
    double d = x, t = d - 1.0;
    double r = fc_log1p(t + __builtin_sqrt(t * (d + 1.0)));
    float f = x == __builtin_inff() ? x : (float)r;
    return x < 1.0f || x != x ? __builtin_nanf("") : f;
}

/* atanh x = log1p(2|x| / (1 - |x|)) / 2, 1 - |x| exact */
float __ferry_atanhf(float x)
{
    double a = __builtin_fabs((double)x);
    double r = 0.5 * fc_log1p(2.0 * a / (1.0 - a));
    float f = signed_as(x, r);
    f = a == 1.0 ? signed_as(x, __builtin_inf()) : f;
    return a > 1.0 || x != x ? __builtin_nanf("") : f;
}
