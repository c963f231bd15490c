/* powf and tanhf in single precision, evaluated in double (fcore.h):
 * within 1 ulp where CUDA allows 4 and 2. */
#include "devlib.h"
#include "fcore.h"

/* 0: y is not an integer, 1: odd, 2: even (every float of 2^24 and
 * beyond, and infinity and NaN, which the callers sort out). */
static inline int parity(float y)
{
    uint32_t b = dl_fbits(y) & 0x7fffffffu;
    int32_t e = (int32_t)(b >> 23) - 127;
    uint32_t m = (b & 0x7fffffu) | 0x800000u;
    uint32_t sh = (uint32_t)(23 - e) & 31; /* used only for e in [0, 23] */
    uint32_t frac = m & ((1u << sh) - 1u);
    uint32_t unit = (m >> sh) & 1u;
    int in = frac == 0 ? (unit ? 1 : 2) : 0;
    in = e > 23 ? 2 : in;
    return e < 0 ? (b == 0 ? 2 : 0) : in;
}

/* x^y = 2^(y log2 |x|), with the sign and the special values of C99's pow,
 * which CUDA follows. */
float __ferry_powf(float x, float y)
{
    float ax = __builtin_fabsf(x);
    double lm, e = fc_log_parts((double)ax, &lm);
    double l = e + lm * FC_LOG2E;
    l = ax == 0.0f ? -__builtin_inf() : l;
    l = ax == __builtin_inff() ? __builtin_inf() : l;
    double t = (double)y * l;
    t = t < -300.0 ? -300.0 : t;
    t = t > 300.0 ? 300.0 : t;
    float r = (float)fc_exp2(t);
    int par = parity(y);
    r = dl_fbits(x) >> 31 && par == 1 ? -r : r;
    r = x < 0.0f && x > -__builtin_inff() && par == 0 ? __builtin_nanf("") : r;
    r = x != x || y != y ? __builtin_nanf("") : r;
    r = ax == 1.0f && (y - y != 0.0f) && y == y ? 1.0f : r; /* (+-1)^(+-inf) */
    r = x == 1.0f || y == 0.0f ? 1.0f : r;
    return r;
}

/* tanh x = (e^2x - 1) / (e^2x + 1), through expm1 so that small |x| keeps
 * its relative accuracy; 1 beyond 10, where tanh rounds to 1 anyway. */
float __ferry_tanhf(float x)
{
    double a = __builtin_fabs((double)x);
    a = a > 10.0 ? 10.0 : a;
    double em = fc_expm1(2.0 * a);
    float r = (float)(em / (em + 2.0));
    r = dl_fbits(x) >> 31 ? -r : r;
    return x != x ? x + x : r;
}
