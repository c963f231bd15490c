/* The inverse normal CDF (for quasi-random normals, which cuRAND makes by
 * inversion so as to keep the low discrepancy) and Poisson sampling. */
#include <math.h>

#include "curand_ferry.h"
#include "rand.h"

/* Acklam's rational approximation (relative error 1.15e-9), then one
 * Halley step on erfc, which leaves it good to double precision. */
double rand_normcdfinv(double p)
{
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                               1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01, -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    if (p <= 0)
        return -INFINITY;
    if (p >= 1)
        return INFINITY;
    double x, q, r;
    if (p < 0.02425) {
        q = sqrt(-2 * log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p <= 1 - 0.02425) {
        q = p - 0.5;
        r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        q = sqrt(-2 * log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    double e = 0.5 * erfc(-x / sqrt(2.0)) - p;
    double u = e * 2.5066282746310002 * exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

/* Inversion: exact for small means; for large means (quasi-random input
 * only, which must stay one uniform per sample) the normal approximation's
 * quantile with its first skewness correction. */
unsigned int rand_poisson_inverse(double u, double lambda)
{
    if (lambda < __FERRY_POISSON_INVERSION_MAX)
        return __ferry_poisson_inverse(u, lambda);
    double z = rand_normcdfinv(u);
    double k = floor(lambda + sqrt(lambda) * z + (z * z - 1) / 6 + 0.5);
    return k < 0 ? 0u : (unsigned int)k;
}
