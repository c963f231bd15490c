/* erff and erfcf, evaluated in double (fcore.h): within 1 ulp where CUDA
 * allows 2 and 4, in straight-line code that vectorizes.  Below 1, erf x =
 * x p(x^2); from 1 on, erfc x = t e^(-x^2) q(t) with t = 1/x, q fitted on
 * x in [1, 2] and [2, 10.1] (gen/fit.py: 2^-37, 2^-35 relative), the pair
 * of coefficient sets chosen by a select.  erfc x is below half the least
 * float beyond 10.06, so x is clamped there; the rest follows from erf
 * being odd and erfc x = 2 - erfc(-x). */
#include "devlib.h"
#include "fcore.h"

static inline double erf_small(double x)
{
    double z = x * x;
    double p = 0x1.1c43a71c71c72p-20;
    p = p * z - 0x1.d2b943c71c71cp-17;
    p = p * z + 0x1.f57ecb6000000p-14;
    p = p * z - 0x1.bfe15d47638e4p-11;
    p = p * z + 0x1.56588b7328000p-8;
    p = p * z - 0x1.b82cbaeb3738fp-6;
    p = p * z + 0x1.ce2f20a75e7c6p-4;
    p = p * z - 0x1.812746ade411bp-2;
    p = p * z + 0x1.20dd750428cb9p+0;
    return x * p;
}

static const double NEAR[11] = {
    0x1.20cc8a5c511c5p-1, 0x1.3e30303c2a490p-11, -0x1.16fb9c19d0412p-2, -0x1.f1bade6c1d68cp-4,
    0x1.0e62745c26c8cp+0, -0x1.daaf204f05ba2p+0, 0x1.e7066dad2fa2fp+0, -0x1.46aa0c9362e8cp+0,
    0x1.1c0ce4d1d1746p-1, -0x1.24a96e0ba2e8cp-3, 0x1.106b7ba2e8ba3p-6,
};
static const double FAR[11] = {
    0x1.20dd63d528a86p-1, 0x1.cbc54d9835448p-16, -0x1.218853f243b64p-2, 0x1.2a497ed9470bcp-7,
    0x1.5c684962772e7p-2, 0x1.07b687cf7a110p-1, -0x1.a13bf00ff7c02p+1, 0x1.906d2a3ee9266p+2,
    -0x1.a5eaf4e1074c2p+2, 0x1.ef159f13101fdp+1, -0x1.fed7a85d8ebe2p-1,
};

/* erfc a for a >= 1 (garbage but finite below). */
static inline double erfc_big(double a)
{
    a = a > 10.1 ? 10.1 : a;
    double t = 1.0 / a;
    int near = a < 2.0;
    double q = near ? NEAR[10] : FAR[10];
    for (int k = 9; k >= 0; k--)
        q = q * t + (near ? NEAR[k] : FAR[k]);
    return t * fc_exp2(-(a * a) * FC_LOG2E) * q;
}

float __ferry_erff(float x)
{
    double d = x, a = __builtin_fabs(d);
    double big = 1.0 - erfc_big(a);
    double r = a < 1.0 ? erf_small(d) : (d < 0.0 ? -big : big);
    return x != x ? x + x : (float)r;
}

float __ferry_erfcf(float x)
{
    double d = x, a = __builtin_fabs(d);
    double ec = erfc_big(a), es = erf_small(d);
    double r = a < 1.0 ? 1.0 - es : (d < 0.0 ? 2.0 - ec : ec);
    return x != x ? x + x : (float)r;
}
