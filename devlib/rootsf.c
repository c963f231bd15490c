/* cbrtf, rcbrtf and hypotf in single precision, evaluated in double
 * (fcore.h): within 1 ulp (CUDA allows 1, 1 and 3), in straight-line code
 * that vectorizes.  The cube roots are 2^(+-log2|x| / 3): the exponent's
 * error stays below 2^-30, and a perfect cube's root, a float, comes out
 * exact after the one rounding. */
#include "devlib.h"
#include "fcore.h"

static inline double third_of_log2(float x)
{
    double lm, e = fc_log_parts(__builtin_fabs((double)x), &lm);
    return (e + lm * FC_LOG2E) * (1.0 / 3);
}

float __ferry_cbrtf(float x)
{
    float f = (float)fc_exp2(third_of_log2(x));
    f = dl_fbits(x) >> 31 ? -f : f;
    return x == 0.0f || x - x != 0.0f ? x + x : f; /* +-0, +-inf, NaN */
}

float __ferry_rcbrtf(float x)
{
    float f = (float)fc_exp2(-third_of_log2(x));
    f = dl_fbits(x) >> 31 ? -f : f;
    f = x == 0.0f ? (dl_fbits(x) >> 31 ? -__builtin_inff() : __builtin_inff()) : f;
    f = x - x != 0.0f && x == x ? (dl_fbits(x) >> 31 ? -0.0f : 0.0f) : f;
    return x != x ? x + x : f;
}

/* sqrt(x^2 + y^2) with x^2 and y^2 exact in double; infinite if either
 * is, even beside a NaN (C99). */
float __ferry_hypotf(float x, float y)
{
    double dx = x, dy = y;
    float f = (float)__builtin_sqrt(dx * dx + dy * dy);
    return __builtin_fabsf(x) == __builtin_inff() || __builtin_fabsf(y) == __builtin_inff() ? __builtin_inff() : f;
}
