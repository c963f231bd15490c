// cuRAND generation throughput: host API uniform, normal and Poisson
// generation into device memory for each generator (values per second,
// best of REPS), and the device API's curand_init + curand_uniform per
// thread.  Prints one line per case.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <curand.h>
#include <curand_kernel.h>

static double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

template <class S>
__global__ void device_uniform(unsigned long long seed, float *out, int per)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    S s;
    curand_init(seed, id, 0, &s);
    float acc = 0;
    for (int i = 0; i < per; i++) acc += curand_uniform(&s);
    out[id] = acc;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    const size_t n = 1 << 24;
    float *f;
    unsigned int *u;
    cudaMalloc(&f, n * sizeof(float));
    cudaMalloc(&u, n * sizeof(unsigned int));
    struct { curandRngType_t t; const char *name; } gens[] = {
        {CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox"}, {CURAND_RNG_PSEUDO_XORWOW, "xorwow"},
        {CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a"},    {CURAND_RNG_PSEUDO_MT19937, "mt19937"},
        {CURAND_RNG_QUASI_SOBOL32, "sobol32"}};
    for (auto &g : gens) {
        curandGenerator_t gen;
        curandCreateGenerator(&gen, g.t);
        for (int kind = 0; kind < 3; kind++) {
            double best = 1e9;
            for (int r = 0; r < reps; r++) {
                double t0 = now();
                if (kind == 0) curandGenerateUniform(gen, f, n);
                if (kind == 1) curandGenerateNormal(gen, f, n, 0.0f, 1.0f);
                if (kind == 2) curandGeneratePoisson(gen, u, n, 10.0);
                cudaDeviceSynchronize();
                best = std::min(best, now() - t0);
            }
            const char *what[] = {"uniform", "normal", "poisson(10)"};
            printf("host-api %-9s %-12s %8.1f Mvalues/s\n", g.name, what[kind], n / best / 1e6);
        }
        curandDestroyGenerator(gen);
    }
    const int blocks = 256, threads = 256, per = 256;
    for (int k = 0; k < 3; k++) {
        double best = 1e9;
        for (int r = 0; r < reps; r++) {
            double t0 = now();
            if (k == 0) device_uniform<curandStatePhilox4_32_10_t><<<blocks, threads>>>(1, f, per);
            if (k == 1) device_uniform<curandStateXORWOW_t><<<blocks, threads>>>(1, f, per);
            if (k == 2) device_uniform<curandStateMRG32k3a_t><<<blocks, threads>>>(1, f, per);
            cudaDeviceSynchronize();
            best = std::min(best, now() - t0);
        }
        const char *name[] = {"philox", "xorwow", "mrg32k3a"};
        printf("device-api %-9s init+%d uniforms x %d threads: %8.1f Mvalues/s, %.2f us per curand_init\n",
               name[k], per, blocks * threads, (double)blocks * threads * per / best / 1e6,
               best / (blocks * threads) * 1e6);
    }
    return 0;
}
