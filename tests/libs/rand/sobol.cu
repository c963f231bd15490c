// NVCC-FLAGS: -lcurand -O2
// Sobol sequences: the first points and direction numbers are Joe and
// Kuo's (new-joe-kuo-6.21201, Gray-code order); every dimension is stratified (2^m points, one in each
// interval of length 2^-m), also scrambled; the first two dimensions form a
// (0, 2)-net; the device API (curand_init with direction vectors) gives the
// host generator's numbers; Sobol64's top bits are Sobol32's.
#include <cmath>
#include <cstdio>
#include <vector>
#include <curand.h>
#include <curand_kernel.h>
#include "../../cuda/tally.h"

#define CR(x) CHECK((x) == CURAND_STATUS_SUCCESS)

__device__ void init(unsigned int *v, unsigned int *, int, unsigned int off, curandStateSobol32_t *s)
{
    curand_init(v, off, s);
}
__device__ void init(unsigned int *v, unsigned int *sc, int d, unsigned int off, curandStateScrambledSobol32_t *s)
{
    curand_init(v, sc[d], off, s);
}
__device__ void init(unsigned long long *v, unsigned long long *, int, unsigned long long off,
                     curandStateSobol64_t *s)
{
    curand_init(v, off, s);
}

template <class S, class T>
__global__ void device_sobol(T *dv, T *scramble, T offset, T *out, int n)
{
    int d = threadIdx.x;
    S s;
    init(dv + 32 * (sizeof(T) / 4) * d, scramble, d, offset, &s);
    for (int i = 0; i < n; i++) out[d * n + i] = curand(&s);
}


static bool stratified(const unsigned int *x, int m)
{
    std::vector<int> seen(1 << m, 0);
    for (int i = 0; i < (1 << m); i++) seen[x[i] >> (32 - m)]++;
    for (int c : seen)
        if (c != 1) return false;
    return true;
}

int main()
{
    const double jk[10][3] = {{0, 0, 0},           {0.5, 0.5, 0.5},         {0.75, 0.25, 0.25},
                              {0.25, 0.75, 0.75},  {0.375, 0.375, 0.625},   {0.875, 0.875, 0.125},
                              {0.625, 0.125, 0.875}, {0.125, 0.625, 0.375}, {0.1875, 0.3125, 0.9375},
                              {0.6875, 0.8125, 0.4375}};
    curandGenerator_t g;
    CR(curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32));
    CR(curandSetQuasiRandomGeneratorDimensions(g, 3));
    unsigned int first[30];
    CR(curandGenerate(g, first, 30));
    for (int i = 0; i < 10; i++)
        for (int d = 0; d < 3; d++) CHECK(first[d * 10 + i] / 4294967296.0 == jk[i][d]);
    /* uniforms are the points moved into (0, 1] */
    float uf[30];
    CR(curandSetGeneratorOffset(g, 0));
    CR(curandGenerateUniform(g, uf, 30));
    for (int i = 0; i < 30; i++) CHECK(uf[i] > 0 && fabs(uf[i] - first[i] / 4294967296.0) < 1e-6);
    CR(curandDestroyGenerator(g));

    curandDirectionVectors32_t *dv, *dvs;
    unsigned int *sc;
    CR(curandGetDirectionVectors32(&dv, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    CR(curandGetDirectionVectors32(&dvs, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6));
    CR(curandGetScrambleConstants32(&sc));
    for (int j = 0; j < 32; j++) CHECK(dv[0][j] == 1u << (31 - j));
    /* dimension 2: x + 1, m_1 = 1: v_j = v_(j-1) ^ (v_(j-1) >> 1) */
    CHECK(dv[1][0] == 0x80000000u && dv[1][1] == 0xC0000000u && dv[1][2] == 0xA0000000u);
    /* dimension 3: x^2 + x + 1, m = 1, 3 */
    CHECK(dv[2][0] == 0x80000000u && dv[2][1] == 0xC0000000u);
    /* dimension 33 of new-joe-kuo-6.21201: s = 7, a = 50, m = 1 3 1 3 5 53 69 */
    const unsigned int m33[7] = {1, 3, 1, 3, 5, 53, 69};
    for (int i = 0; i < 7; i++) CHECK(dv[32][i] == m33[i] << (31 - i));
    /* v_8 = v_1 ^ (v_1 >> 7) ^ the v_(8-k) that a's bits 110010 pick (k = 1, 2, 5) */
    CHECK(dv[32][7] == (dv[32][0] ^ (dv[32][0] >> 7) ^ dv[32][6] ^ dv[32][5] ^ dv[32][2]));

    /* 1024 points of 200 dimensions: each dimension stratified */
    const int D = 200, M = 10, P = 1 << M;
    for (int scr = 0; scr < 2; scr++) {
        CR(curandCreateGeneratorHost(&g, scr ? CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 : CURAND_RNG_QUASI_SOBOL32));
        CR(curandSetQuasiRandomGeneratorDimensions(g, D));
        std::vector<unsigned int> x((size_t)D * P);
        CR(curandGenerate(g, x.data(), x.size()));
        int bad = 0;
        for (int d = 0; d < D; d++) bad += !stratified(x.data() + (size_t)d * P, M);
        if (bad) printf("scrambled=%d: %d dimensions not stratified\n", scr, bad);
        CHECK(bad == 0);
        /* (0, 2)-net: every 2^k x 2^(M-k) box of dimensions 1 and 2 holds one point */
        for (int k = 0; k <= M; k++) {
            std::vector<int> box(P, 0);
            for (int i = 0; i < P; i++)
                box[((unsigned long long)x[i] >> (32 - k) << (M - k)) | ((unsigned long long)x[P + i] >> (32 - (M - k)))]++;
            int wrong = 0;
            for (int c : box) wrong += c != 1;
            CHECK(wrong == 0);
        }
        CR(curandDestroyGenerator(g));
    }

    /* the device API from the same vectors and offset */
    const int n = 40, dims = 8;
    const unsigned int off = 1000;
    for (int scr = 0; scr < 2; scr++) {
        unsigned int *dev_dv, *dev_sc, *out;
        cudaMalloc(&dev_dv, dims * sizeof(curandDirectionVectors32_t));
        cudaMalloc(&dev_sc, dims * sizeof(unsigned int));
        cudaMallocManaged(&out, dims * n * sizeof(unsigned int));
        cudaMemcpy(dev_dv, scr ? dvs : dv, dims * sizeof(curandDirectionVectors32_t), cudaMemcpyHostToDevice);
        cudaMemcpy(dev_sc, sc, dims * sizeof(unsigned int), cudaMemcpyHostToDevice);
        if (scr)
            device_sobol<curandStateScrambledSobol32_t, unsigned int><<<1, dims>>>(dev_dv, dev_sc, off, out, n);
        else
            device_sobol<curandStateSobol32_t, unsigned int><<<1, dims>>>(dev_dv, nullptr, off, out, n);
        cudaDeviceSynchronize();
        CR(curandCreateGeneratorHost(&g, scr ? CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 : CURAND_RNG_QUASI_SOBOL32));
        CR(curandSetQuasiRandomGeneratorDimensions(g, dims));
        CR(curandSetGeneratorOffset(g, off));
        std::vector<unsigned int> h(dims * n);
        CR(curandGenerate(g, h.data(), h.size()));
        int diff = 0;
        for (int i = 0; i < dims * n; i++) diff += h[i] != out[i];
        if (diff) printf("scrambled=%d: device and host differ in %d values\n", scr, diff);
        CHECK(diff == 0);
        CR(curandDestroyGenerator(g));
        cudaFree(dev_dv); cudaFree(dev_sc); cudaFree(out);
    }

    /* Sobol64: its top 32 bits are Sobol32's; the device API agrees */
    curandDirectionVectors64_t *dv64;
    CR(curandGetDirectionVectors64(&dv64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    CR(curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL64));
    CR(curandSetQuasiRandomGeneratorDimensions(g, 3));
    unsigned long long l[30];
    CR(curandGenerateLongLong(g, l, 30));
    for (int i = 0; i < 30; i++) CHECK((unsigned int)(l[i] >> 32) == first[i]);
    unsigned int wrong;
    CHECK(curandGenerate(g, &wrong, 3) == CURAND_STATUS_TYPE_ERROR);
    CR(curandDestroyGenerator(g));
    {
        unsigned long long *dd, *out;
        cudaMalloc(&dd, sizeof(curandDirectionVectors64_t));
        cudaMallocManaged(&out, 10 * sizeof *out);
        cudaMemcpy(dd, dv64[2], sizeof(curandDirectionVectors64_t), cudaMemcpyHostToDevice);
        device_sobol<curandStateSobol64_t, unsigned long long><<<1, 1>>>(dd, nullptr, 0ull, out, 10);
        cudaDeviceSynchronize();
        for (int i = 0; i < 10; i++) CHECK(out[i] == l[20 + i]);
        cudaFree(dd); cudaFree(out);
    }

    /* quasi-random uniforms average far closer to 1/2 than random ones */
    CR(curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32));
    std::vector<double> u(1 << 16);
    CR(curandGenerateUniformDouble(g, u.data(), u.size()));
    double s = 0;
    for (double v : u) s += v;
    CHECK(fabs(s / u.size() - 0.5) < 1e-4);
    /* normals by inversion: any multiple of the dimensions, odd too */
    CR(curandSetQuasiRandomGeneratorDimensions(g, 3));
    float z[15];
    CR(curandGenerateNormal(g, z, 15, 0.0f, 1.0f));
    CHECK(curandGenerateNormal(g, z, 14, 0.0f, 1.0f) == CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    CHECK(curandSetPseudoRandomGeneratorSeed(g, 1) == CURAND_STATUS_TYPE_ERROR);
    CR(curandDestroyGenerator(g));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
