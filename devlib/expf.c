/* The exponentials in single precision, evaluated in double (fcore.h):
 * within 1 ulp, where CUDA allows 2 (1 for expm1f). */
#include "devlib.h"
#include "fcore.h"

/* Beyond +-300 every float result is 0, -1 or inf already; the bound keeps
 * fc_exp2's exponent arithmetic in range.  NaN passes through. */
static inline double clamp300(double t)
{
    t = t < -300.0 ? -300.0 : t;
    return t > 300.0 ? 300.0 : t;
}

float __ferry_expf(float x)
{
    return (float)fc_exp2(clamp300((double)x * FC_LOG2E));
}

float __ferry_exp2f(float x)
{
    return (float)fc_exp2(clamp300((double)x));
}

float __ferry_exp10f(float x)
{
    return (float)fc_exp2(clamp300((double)x * 0x1.a934f0979a371p+1));
}

float __ferry_expm1f(float x)
{
    float r = (float)fc_expm1(clamp300((double)x));
    return x == 0.0f ? x : r; /* -0 stays -0 */
}
