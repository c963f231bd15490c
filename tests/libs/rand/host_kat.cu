// NVCC-FLAGS: -lcurand -O2
// The host API's sequences: MT19937's 10000th output for seed 5489,
// MRG32k3a's published first uniforms (seed 0 = L'Ecuyer's 12345 x 6),
// Philox's Random123 vector, and agreement with the device API for the
// same seed and offset (curand_init(seed, 0, offset)); same seed same
// numbers; consecutive calls continue the sequence; offsets.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>
#include <curand.h>
#include <curand_kernel.h>
#include "../../cuda/tally.h"

#define CR(x) CHECK((x) == CURAND_STATUS_SUCCESS)

template <class S>
__global__ void device_seq(unsigned long long seed, unsigned long long offset, unsigned int *raw, float *uni,
                           double *unid, float *nrm, double *nrmd, unsigned int *poi, int n)
{
    S s;
    curand_init(seed, 0, offset, &s);
    for (int i = 0; i < n; i++) raw[i] = curand(&s);
    curand_init(seed, 0, offset, &s);
    for (int i = 0; i < n; i++) uni[i] = curand_uniform(&s);
    curand_init(seed, 0, offset, &s);
    for (int i = 0; i < n; i++) unid[i] = curand_uniform_double(&s);
    curand_init(seed, 0, offset, &s);
    for (int i = 0; i < n; i++) nrm[i] = curand_normal(&s);
    curand_init(seed, 0, offset, &s);
    for (int i = 0; i < n; i++) nrmd[i] = curand_normal_double(&s);
    curand_init(seed, 0, offset, &s);
    for (int i = 0; i < n; i++) poi[i] = curand_poisson(&s, i % 2 ? 3.5 : 200.0);
}

template <class S>
static void host_matches_device(curandRngType_t type, const char *name)
{
    const int n = 64;
    const unsigned long long seed = 0x1234567890abcdefull, offset = 13;
    unsigned int *raw, *poi; float *uni, *nrm; double *unid, *nrmd;
    cudaMallocManaged(&raw, n * 4); cudaMallocManaged(&poi, n * 4);
    cudaMallocManaged(&uni, n * 4); cudaMallocManaged(&nrm, n * 4);
    cudaMallocManaged(&unid, n * 8); cudaMallocManaged(&nrmd, n * 8);
    device_seq<S><<<1, 1>>>(seed, offset, raw, uni, unid, nrm, nrmd, poi, n);
    cudaDeviceSynchronize();

    curandGenerator_t g;
    CR(curandCreateGeneratorHost(&g, type));
    CR(curandSetPseudoRandomGeneratorSeed(g, seed));
    CR(curandSetGeneratorOffset(g, offset));
    std::vector<unsigned int> r(n), p(n);
    std::vector<float> u(n), z(n);
    std::vector<double> ud(n), zd(n);
    CR(curandGenerate(g, r.data(), n));
    CR(curandSetGeneratorOffset(g, offset));
    CR(curandGenerateUniform(g, u.data(), n));
    CR(curandSetGeneratorOffset(g, offset));
    CR(curandGenerateUniformDouble(g, ud.data(), n));
    CR(curandSetGeneratorOffset(g, offset));
    CR(curandGenerateNormal(g, z.data(), n, 0.0f, 1.0f));
    CR(curandSetGeneratorOffset(g, offset));
    CR(curandGenerateNormalDouble(g, zd.data(), n, 0.0, 1.0));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        bad += r[i] != raw[i];
        bad += u[i] != uni[i];
        bad += ud[i] != unid[i];
        bad += fabsf(z[i] - nrm[i]) > 1e-5f;
        bad += fabs(zd[i] - nrmd[i]) > 1e-12;
    }
    /* Poisson with one mean per call: compare the small and large means'
     * samples one at a time */
    CR(curandSetGeneratorOffset(g, offset));
    for (int i = 0; i < n; i++) {
        unsigned int k;
        CR(curandGeneratePoisson(g, &k, 1, i % 2 ? 3.5 : 200.0));
        bad += k != poi[i];
    }
    if (bad) printf("%s: host and device differ in %d values\n", name, bad);
    CHECK(bad == 0);
    CR(curandDestroyGenerator(g));
    cudaFree(raw); cudaFree(poi); cudaFree(uni); cudaFree(nrm); cudaFree(unid); cudaFree(nrmd);
}

static void same_seed_and_continuation(curandRngType_t type)
{
    const size_t n = 10000;
    curandGenerator_t a, b;
    CR(curandCreateGeneratorHost(&a, type));
    CR(curandCreateGeneratorHost(&b, type));
    CR(curandSetPseudoRandomGeneratorSeed(a, 42));
    CR(curandSetPseudoRandomGeneratorSeed(b, 42));
    std::vector<unsigned int> x(n), y(n), z(n);
    CR(curandGenerate(a, x.data(), n));
    CR(curandGenerate(b, y.data(), n / 2 - 1));
    CR(curandGenerate(b, y.data() + n / 2 - 1, n - (n / 2 - 1)));
    CHECK(x == y);
    /* an offset skips that many values */
    CR(curandSetGeneratorOffset(b, 1000));
    CR(curandGenerate(b, z.data(), n - 1000));
    CHECK(memcmp(z.data(), x.data() + 1000, (n - 1000) * 4) == 0);
    /* another seed, another sequence */
    CR(curandSetPseudoRandomGeneratorSeed(b, 43));
    CR(curandGenerate(b, z.data(), n));
    size_t same = 0;
    for (size_t i = 0; i < n; i++) same += z[i] == x[i];
    CHECK(same < 5);
    CR(curandDestroyGenerator(a));
    CR(curandDestroyGenerator(b));
}

/* large calls run in pieces on threads; the numbers must not change */
static void pieces_agree(curandRngType_t type)
{
    const size_t n = 3000001, m = 2000000;
    curandGenerator_t a, b;
    CR(curandCreateGeneratorHost(&a, type));
    CR(curandCreateGeneratorHost(&b, type));
    std::vector<float> x(n), y(n);
    CR(curandGenerateUniform(a, x.data(), n));
    CR(curandGenerateUniform(b, y.data(), 1000000));
    CR(curandGenerateUniform(b, y.data() + 1000000, n - 1000000));
    CHECK(x == y);
    std::vector<double> zx(m), zy(m);
    CR(curandGenerateNormalDouble(a, zx.data(), m, 0, 1));
    for (size_t i = 0; i < m; i += m / 4) CR(curandGenerateNormalDouble(b, zy.data() + i, m / 4, 0, 1));
    CHECK(zx == zy);
    CR(curandDestroyGenerator(a));
    CR(curandDestroyGenerator(b));
}

int main()
{
    curandGenerator_t g;
    /* MT19937: the 10000th output for init_genrand(5489) */
    CR(curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_MT19937));
    CR(curandSetPseudoRandomGeneratorSeed(g, 5489));
    std::vector<unsigned int> mt(10000);
    CR(curandGenerate(g, mt.data(), 10000));
    CHECK(mt[0] == 3499211612u);
    CHECK(mt[9999] == 4123659995u);
    /* a later offset restarts the engine at the right place */
    CR(curandSetGeneratorOffset(g, 9999));
    unsigned int one = 0;
    CR(curandGenerate(g, &one, 1));
    CHECK(one == 4123659995u);
    CR(curandDestroyGenerator(g));

    /* MRG32k3a: L'Ecuyer's first uniforms from 12345 x 6 */
    CR(curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_MRG32K3A));
    CR(curandSetPseudoRandomGeneratorSeed(g, 0));
    double u[5];
    CR(curandGenerateUniformDouble(g, u, 5));
    const double lecuyer[5] = {0.12701112204657714, 0.3185275653967945, 0.3091860155832701,
                               0.8258468629271136, 0.2216299157820229};
    for (int i = 0; i < 5; i++) CHECK(fabs(u[i] - lecuyer[i]) < 1e-16);
    CR(curandDestroyGenerator(g));

    /* Philox: seed 0, offset 0 is counter 0, key 0 */
    CR(curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10));
    CR(curandSetPseudoRandomGeneratorSeed(g, 0));
    unsigned int ph[6];
    CR(curandGenerate(g, ph, 6));
    CHECK(ph[0] == 0x6627e8d5 && ph[1] == 0xe169c58d && ph[2] == 0xbc57ac4c && ph[3] == 0x9b00dbd8);
    CR(curandDestroyGenerator(g));

    host_matches_device<curandStatePhilox4_32_10_t>(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox");
    host_matches_device<curandStateXORWOW_t>(CURAND_RNG_PSEUDO_XORWOW, "xorwow");
    host_matches_device<curandStateMRG32k3a_t>(CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a");

    const curandRngType_t all[] = {CURAND_RNG_PSEUDO_XORWOW, CURAND_RNG_PSEUDO_MRG32K3A, CURAND_RNG_PSEUDO_MTGP32,
                                   CURAND_RNG_PSEUDO_MT19937, CURAND_RNG_PSEUDO_PHILOX4_32_10};
    for (curandRngType_t t : all) same_seed_and_continuation(t);
    pieces_agree(CURAND_RNG_PSEUDO_PHILOX4_32_10);
    pieces_agree(CURAND_RNG_PSEUDO_XORWOW);
    pieces_agree(CURAND_RNG_PSEUDO_MRG32K3A);

    int v = 0;
    CR(curandGetVersion(&v));
    CHECK(v == CURAND_VERSION && v >= 10000);
    CR(curandGetProperty(MAJOR_VERSION, &v));
    CHECK(v == 10);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
