// NVCC-FLAGS: -O2
// The device API as programs use it: one state per thread, curand_init(seed,
// thread, 0), states kept in device memory between kernels.  Neighbouring
// subsequences are uncorrelated, and curand_normal / curand_normal2 /
// curand_log_normal / curand_poisson / curand_uniform4 have the right
// moments, for XORWOW, Philox and MRG32k3a.
#include <cmath>
#include <cstdio>
#include <vector>
#include <curand_kernel.h>
#include "../../cuda/tally.h"

const int T = 4096, PER = 256;

template <class S>
__global__ void setup(S *st, unsigned long long seed)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, id, 0, &st[id]);
}

template <class S>
__global__ void draw(S *st, float *u, float *z, float *ln, unsigned int *p, unsigned int *pb)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    S s = st[id];
    for (int i = 0; i < PER; i++) u[(size_t)id * PER + i] = curand_uniform(&s);
    for (int i = 0; i < PER; i += 2) {
        z[(size_t)id * PER + i] = curand_normal(&s);
        float2 q = curand_normal2(&s);
        z[(size_t)id * PER + i + 1] = q.x;
    }
    for (int i = 0; i < PER; i++) ln[(size_t)id * PER + i] = curand_log_normal(&s, 1.0f, 0.5f);
    for (int i = 0; i < PER; i++) p[(size_t)id * PER + i] = curand_poisson(&s, 2.5);
    for (int i = 0; i < PER / 16; i++) pb[(size_t)id * (PER / 16) + i] = curand_poisson(&s, 5000.0);
    st[id] = s;
}

template <class S>
static void check(const char *name)
{
    S *st;
    float *u, *z, *ln;
    unsigned int *p, *pb;
    const size_t n = (size_t)T * PER;
    cudaMalloc(&st, T * sizeof(S));
    cudaMallocManaged(&u, n * 4); cudaMallocManaged(&z, n * 4); cudaMallocManaged(&ln, n * 4);
    cudaMallocManaged(&p, n * 4); cudaMallocManaged(&pb, n / 16 * 4);
    setup<S><<<T / 128, 128>>>(st, 31337);
    draw<S><<<T / 128, 128>>>(st, u, z, ln, p, pb);
    cudaDeviceSynchronize();
    double se = 1 / sqrt((double)n);
    /* correlation of thread t's uniforms with thread t+1's, over all t */
    double c = 0;
    bool range = true;
    for (int t = 0; t + 1 < T; t++)
        for (int i = 0; i < PER; i++) {
            range &= u[(size_t)t * PER + i] > 0 && u[(size_t)t * PER + i] <= 1;
            c += (u[(size_t)t * PER + i] - 0.5) * (u[(size_t)(t + 1) * PER + i] - 0.5);
        }
    c /= (double)(T - 1) * PER / 12;
    if (fabs(c) > 5 * se) printf("%s: neighbour correlation %g\n", name, c);
    CHECK(range);
    CHECK(fabs(c) < 5 * se);
    double m1 = 0, m2 = 0, l = 0, pm = 0, pv = 0, bm = 0;
    for (size_t i = 0; i < n; i++) {
        m1 += z[i]; m2 += (double)z[i] * z[i]; l += ln[i];
        pm += p[i]; pv += (double)p[i] * p[i];
    }
    for (size_t i = 0; i < n / 16; i++) bm += pb[i];
    m1 /= n; m2 /= n; l /= n; pm /= n; pv = pv / n - pm * pm; bm /= n / 16;
    if (fabs(m1) > 5 * se || fabs(m2 - 1) > 5 * 1.42 * se)
        printf("%s: normal mean %g second moment %g\n", name, m1, m2);
    CHECK(fabs(m1) < 5 * se);
    CHECK(fabs(m2 - 1) < 5 * 1.42 * se);
    double lm = exp(1.0 + 0.125), lsd = lm * sqrt(exp(0.25) - 1);
    CHECK(fabs(l - lm) < 5 * lsd * se);
    CHECK(fabs(pm - 2.5) < 5 * 1.59 * se);
    CHECK(fabs(pv - 2.5) < 5 * 3.9 * se);
    CHECK(fabs(bm - 5000) < 5 * 70.8 * 4 * se);
    cudaFree(st); cudaFree(u); cudaFree(z); cudaFree(ln); cudaFree(p); cudaFree(pb);
}

__global__ void philox4(float4 *u, float4 *z)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(7, id, 0, &s);
    for (int i = 0; i < 64; i++) {
        u[id * 64 + i] = curand_uniform4(&s);
        z[id * 64 + i] = curand_normal4(&s);
    }
}

int main()
{
    check<curandStateXORWOW_t>("xorwow");
    check<curandStatePhilox4_32_10_t>("philox");
    check<curandStateMRG32k3a_t>("mrg32k3a");
    float4 *u, *z;
    const int n = 1024 * 64;
    cudaMallocManaged(&u, n * sizeof(float4));
    cudaMallocManaged(&z, n * sizeof(float4));
    philox4<<<8, 128>>>(u, z);
    cudaDeviceSynchronize();
    double su = 0, sz = 0, sz2 = 0;
    for (int i = 0; i < n; i++) {
        su += u[i].x + u[i].y + u[i].z + u[i].w;
        sz += z[i].x + z[i].y + z[i].z + z[i].w;
        sz2 += z[i].x * z[i].x + z[i].y * z[i].y + z[i].z * z[i].z + z[i].w * z[i].w;
    }
    double se = 1 / sqrt(4.0 * n);
    CHECK(fabs(su / (4.0 * n) - 0.5) < 5 * 0.2887 * se);
    CHECK(fabs(sz / (4.0 * n)) < 5 * se);
    CHECK(fabs(sz2 / (4.0 * n) - 1) < 5 * 1.42 * se);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
