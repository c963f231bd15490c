/* The logarithms in single precision, evaluated in double (fcore.h):
 * within 1 ulp, as CUDA requires of logf, log2f and log1pf. */
#include "devlib.h"
#include "fcore.h"

#define LOG10_E 0x1.bcb7b1526e50ep-2
#define LOG10_2 0x1.34413509f79ffp-2

/* A float's logarithm parts; a float subnormal is a double normal. */
static inline double parts(float x, double *lm)
{
    return fc_log_parts((double)x, lm);
}

float __ferry_logf(float x)
{
    double lm, e = parts(x, &lm);
    return fc_log_special(x, e * FC_LN2 + lm);
}

float __ferry_log2f(float x)
{
    double lm, e = parts(x, &lm);
    return fc_log_special(x, e + lm * FC_LOG2E);
}

float __ferry_log10f(float x)
{
    double lm, e = parts(x, &lm);
    return fc_log_special(x, e * LOG10_2 + lm * LOG10_E);
}

/* 1 + x is exact in double for |x| >= 2^-10 (its bits span less than 53
 * places); below that the series, whose x^6 term is under 2^-60. */
float __ferry_log1pf(float x)
{
    double d = x, u = 1.0 + d;
    double lm, e = fc_log_parts(u, &lm);
    double r = e * FC_LN2 + lm;
    double small = d - d * d * (0.5 - d * (1.0 / 3 - d * (0.25 - d * 0.2)));
    r = (d < 0x1p-10 && d > -0x1p-10) ? small : r;
    float v = (float)r;
    v = x == -1.0f ? -__builtin_inff() : v;
    v = x == __builtin_inff() ? x : v;
    return (x < -1.0f || x != x) ? __builtin_nanf("") : v;
}
