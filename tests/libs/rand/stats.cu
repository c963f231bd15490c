// NVCC-FLAGS: -lcurand -O2
// Statistical checks of every pseudo generator through the host API:
// uniforms in (0, 1] with the right moments, a chi-square over 256 bins and
// no lag-1 serial correlation; normal, log-normal and Poisson moments;
// the raw words' bits balanced.  Bounds are about 5 standard errors, and
// the seeds fixed, so the test is deterministic.
#include <cmath>
#include <cstdio>
#include <vector>
#include <curand.h>
#include "../../cuda/tally.h"

#define CR(x) CHECK((x) == CURAND_STATUS_SUCCESS)

static const size_t N = 1 << 20;

static bool near(double x, double want, double tol, const char *what, const char *gen)
{
    bool ok = fabs(x - want) <= tol;
    if (!ok) printf("%s %s: %g, want %g +- %g\n", gen, what, x, want, tol);
    return ok;
}

static void check(curandRngType_t type, const char *name)
{
    curandGenerator_t g;
    CR(curandCreateGenerator(&g, type));
    CR(curandSetPseudoRandomGeneratorSeed(g, 2024));
    float *f; double *d; unsigned int *k;
    cudaMallocManaged(&f, N * sizeof *f);
    cudaMallocManaged(&d, N * sizeof *d);
    cudaMallocManaged(&k, N * sizeof *k);
    double se = 1.0 / sqrt((double)N);

    /* uniform float: range, moments, chi-square, serial correlation */
    CR(curandGenerateUniform(g, f, N));
    cudaDeviceSynchronize();
    std::vector<double> bins(256, 0);
    double s = 0, s2 = 0, lag = 0;
    bool in_range = true;
    for (size_t i = 0; i < N; i++) {
        in_range &= f[i] > 0.0f && f[i] <= 1.0f;
        s += f[i];
        s2 += (double)f[i] * f[i];
        if (i) lag += (f[i] - 0.5) * (f[i - 1] - 0.5);
        bins[std::min(255, (int)(f[i] * 256))]++;
    }
    CHECK(in_range);
    double mean = s / N, var = s2 / N - mean * mean;
    CHECK(near(mean, 0.5, 5 * 0.2887 * se, "uniform mean", name));
    CHECK(near(var, 1.0 / 12, 5 * 0.0745 * se, "uniform variance", name));
    CHECK(near(lag / N / (1.0 / 12), 0, 5 * se, "lag-1 correlation", name));
    double chi = 0, e = N / 256.0;
    for (double b : bins) chi += (b - e) * (b - e) / e;
    /* 255 degrees of freedom: mean 255, sd 22.6 */
    CHECK(near(chi, 255, 5 * 22.6, "chi-square", name));

    /* uniform double */
    CR(curandGenerateUniformDouble(g, d, N));
    cudaDeviceSynchronize();
    s = 0; in_range = true;
    for (size_t i = 0; i < N; i++) { in_range &= d[i] > 0.0 && d[i] <= 1.0; s += d[i]; }
    CHECK(in_range);
    CHECK(near(s / N, 0.5, 5 * 0.2887 * se, "uniform double mean", name));

    /* raw words: every bit set half the time */
    CR(curandGenerate(g, k, N));
    cudaDeviceSynchronize();
    if (type != CURAND_RNG_PSEUDO_MRG32K3A) /* MRG's words stop short of 2^32 - 209 */
        for (int b = 0; b < 32; b++) {
            size_t ones = 0;
            for (size_t i = 0; i < N; i++) ones += k[i] >> b & 1;
            CHECK(near((double)ones / N, 0.5, 5 * 0.5 * se, "bit balance", name));
        }

    /* normal: mean, variance, skewness, kurtosis */
    CR(curandGenerateNormal(g, f, N, 2.0f, 3.0f));
    cudaDeviceSynchronize();
    double m1 = 0, m2 = 0, m3 = 0, m4 = 0;
    for (size_t i = 0; i < N; i++) {
        double z = (f[i] - 2.0) / 3.0;
        m1 += z; m2 += z * z; m3 += z * z * z; m4 += z * z * z * z;
    }
    CHECK(near(m1 / N, 0, 5 * se, "normal mean", name));
    CHECK(near(m2 / N, 1, 5 * 1.414 * se, "normal variance", name));
    CHECK(near(m3 / N, 0, 5 * 2.45 * se, "normal skewness", name));
    CHECK(near(m4 / N, 3, 5 * 9.8 * se, "normal kurtosis", name));
    /* tails: P(|z| > 3) = 0.0026998 */
    size_t tail = 0;
    for (size_t i = 0; i < N; i++) tail += fabs((f[i] - 2.0) / 3.0) > 3;
    CHECK(near((double)tail / N, 0.0026998, 5 * sqrt(0.0027 / N), "normal tail", name));

    CR(curandGenerateNormalDouble(g, d, N, -1.0, 0.5));
    cudaDeviceSynchronize();
    m1 = m2 = 0;
    for (size_t i = 0; i < N; i++) { m1 += d[i]; m2 += d[i] * d[i]; }
    CHECK(near(m1 / N, -1, 5 * 0.5 * se, "normal double mean", name));
    CHECK(near(m2 / N - (m1 / N) * (m1 / N), 0.25, 5 * 0.354 * se, "normal double variance", name));

    /* log-normal: E = exp(mu + s^2/2), median exp(mu) */
    CR(curandGenerateLogNormal(g, f, N, 0.5f, 0.25f));
    cudaDeviceSynchronize();
    double want = exp(0.5 + 0.25 * 0.25 / 2), sd = want * sqrt(exp(0.0625) - 1);
    m1 = 0;
    size_t below = 0;
    for (size_t i = 0; i < N; i++) { m1 += f[i]; below += f[i] < exp(0.5); }
    CHECK(near(m1 / N, want, 5 * sd * se, "log-normal mean", name));
    CHECK(near((double)below / N, 0.5, 5 * 0.5 * se, "log-normal median", name));
    CR(curandGenerateLogNormalDouble(g, d, N, 0.0, 1.0));
    cudaDeviceSynchronize();
    m1 = 0;
    for (size_t i = 0; i < N; i++) m1 += d[i];
    CHECK(near(m1 / N, exp(0.5), 5 * 2.16 * se, "log-normal double mean", name));

    /* Poisson: small mean by inversion (chi-square over 0..15), large by
     * rejection (mean and variance) */
    CR(curandGeneratePoisson(g, k, N, 4.0));
    cudaDeviceSynchronize();
    std::vector<double> hist(16, 0);
    m1 = m2 = 0;
    for (size_t i = 0; i < N; i++) { m1 += k[i]; m2 += (double)k[i] * k[i]; hist[std::min(15u, k[i])]++; }
    CHECK(near(m1 / N, 4, 5 * 2 * se, "poisson(4) mean", name));
    CHECK(near(m2 / N - (m1 / N) * (m1 / N), 4, 5 * 6 * se, "poisson(4) variance", name));
    chi = 0;
    double p = exp(-4.0), cum = 0;
    for (int j = 0; j < 15; j++) {
        double ex = p * N;
        chi += (hist[j] - ex) * (hist[j] - ex) / ex;
        cum += p;
        p *= 4.0 / (j + 1);
    }
    double ex = (1 - cum) * N;
    chi += (hist[15] - ex) * (hist[15] - ex) / ex;
    CHECK(near(chi, 15, 5 * 5.5, "poisson(4) chi-square", name));
    CR(curandGeneratePoisson(g, k, N, 1000.5));
    cudaDeviceSynchronize();
    m1 = m2 = 0;
    for (size_t i = 0; i < N; i++) { m1 += k[i]; m2 += (double)k[i] * k[i]; }
    CHECK(near(m1 / N, 1000.5, 5 * 31.6 * se, "poisson(1000.5) mean", name));
    double pv = m2 / N - (m1 / N) * (m1 / N);
    CHECK(near(pv, 1000.5, 5 * 1415 * se, "poisson(1000.5) variance", name));

    CR(curandDestroyGenerator(g));
    cudaFree(f); cudaFree(d); cudaFree(k);
}

int main()
{
    check(CURAND_RNG_PSEUDO_XORWOW, "xorwow");
    check(CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a");
    check(CURAND_RNG_PSEUDO_MTGP32, "mtgp32");
    check(CURAND_RNG_PSEUDO_MT19937, "mt19937");
    check(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox");
    check(CURAND_RNG_PSEUDO_DEFAULT, "default");
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
