/* Black-Scholes prices of a European call and put for each of n options,
 * with the same Abramowitz-Stegun normal distribution as the CUDA version. */
#include "blackscholes.h"

static inline float cnd(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f,
                a4 = -1.821255978f, a5 = 1.330274429f;
    const float rsqrt2pi = 0.39894228040143267794f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float tail = rsqrt2pi * expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d > 0 ? 1.0f - tail : tail;
}

static void price(const float *restrict spot, const float *restrict strike, const float *restrict years,
                  float *restrict call, float *restrict put, int n)
{
#pragma omp parallel for simd schedule(static)
    for (int i = 0; i < n; i++) {
        float s = spot[i], x = strike[i], t = years[i];
        float sqrt_t = sqrtf(t);
        float d1 = (logf(s / x) + (RATE + 0.5f * VOL * VOL) * t) / (VOL * sqrt_t);
        float d2 = d1 - VOL * sqrt_t;
        float n1 = cnd(d1), n2 = cnd(d2);
        float disc = x * expf(-RATE * t);
        call[i] = s * n1 - disc * n2;
        put[i] = disc * (1.0f - n2) - s * (1.0f - n1);
    }
}

int main(void)
{
    const int n = BLACKSCHOLES_N;
    float *spot = malloc(n * sizeof *spot), *strike = malloc(n * sizeof *strike), *years = malloc(n * sizeof *years);
    float *call = malloc(n * sizeof *call), *put = malloc(n * sizeof *put);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        blackscholes_option(i, spot, strike, years);
        call[i] = put[i] = 0;
    }
    price(spot, strike, years, call, put, n);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        price(spot, strike, years, call, put, n);
        ms[r] = bench_now_ms() - t0;
    }
    double sum;
    int ok = blackscholes_check(spot, strike, years, call, put, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
