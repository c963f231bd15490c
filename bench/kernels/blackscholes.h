/* What blackscholes.cu, blackscholes_omp.c and blackscholes_ocl.c share: the
 * market, the options, and the check of every price against the exact
 * prices in double.  Valid C and C++ (the .cu includes it); no CUDA or
 * OpenCL here. */
#ifndef BLACKSCHOLES_H
#define BLACKSCHOLES_H
#include "bench.h"
#include <math.h>

#define BLACKSCHOLES_N (1 << 22) /* options */
#define RATE 0.02f               /* riskless rate */
#define VOL 0.30f                /* volatility */

/* Option i; one at a time, so that the OpenMP twin can make them in
 * parallel (its pages then sit where its threads read them). */
static inline void blackscholes_option(int i, float *spot, float *strike, float *years)
{
    spot[i] = 5.0f + 25.0f * bench_unit(3 * i);       /* 5 to 30 */
    strike[i] = 1.0f + 99.0f * bench_unit(3 * i + 1); /* 1 to 100 */
    years[i] = 0.25f + 9.75f * bench_unit(3 * i + 2); /* 3 months to 10 years */
}

static inline void blackscholes_options(float *spot, float *strike, float *years, int n)
{
    for (int i = 0; i < n; i++)
        blackscholes_option(i, spot, strike, years);
}

/* The prices in double, with the exact normal distribution. */
static inline void blackscholes_reference(double s, double x, double t, double *call, double *put)
{
    double sqrt_t = sqrt(t);
    double d1 = (log(s / x) + (RATE + 0.5 * VOL * VOL) * t) / (VOL * sqrt_t);
    double d2 = d1 - VOL * sqrt_t;
    double n1 = 0.5 * erfc(-d1 / sqrt(2.0)), n2 = 0.5 * erfc(-d2 / sqrt(2.0));
    double disc = x * exp(-RATE * t);
    *call = s * n1 - disc * n2;
    *put = disc * (1 - n2) - s * (1 - n1);
}

/* Every call and put within 1e-4 of the reference; *sum gets the sum of
 * all the prices. */
static inline int blackscholes_check(const float *spot, const float *strike, const float *years, const float *call,
                                     const float *put, int n, double *sum)
{
    int ok = 1;
    double total = 0;
    for (int i = 0; i < n; i++) {
        double c, p;
        blackscholes_reference(spot[i], strike[i], years[i], &c, &p);
        ok &= fabs(call[i] - c) <= 1e-4 * fabs(c) + 1e-4 && fabs(put[i] - p) <= 1e-4 * fabs(p) + 1e-4;
        total += call[i] + put[i];
    }
    *sum = total;
    return ok;
}
#endif
