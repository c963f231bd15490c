// NVCC-FLAGS: -O2
// MTGP32's device interface (Ferry's Philox stand-in, curand_mtgp32.h): a
// program written for cuRAND's MTGP32 kernels builds and runs; threads of a
// block get distinct words, blocks distinct sequences, the same seed the
// same numbers, and the uniforms look uniform.
#include <cmath>
#include <cstdio>
#include <vector>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include "../../cuda/tally.h"

const int BLOCKS = 64, THREADS = 256, PER = 64;

__global__ void gen(curandStateMtgp32_t *state, float *out, unsigned int *raw)
{
    int id = blockIdx.x * THREADS + threadIdx.x;
    for (int i = 0; i < PER; i++) out[(size_t)i * BLOCKS * THREADS + id] = curand_uniform(&state[blockIdx.x]);
    raw[id] = curand(&state[blockIdx.x]);
}

static void run(unsigned long long seed, std::vector<float> &f, std::vector<unsigned int> &r)
{
    curandStateMtgp32_t *states;
    mtgp32_kernel_params_t *kp;
    cudaMalloc(&states, BLOCKS * sizeof *states);
    cudaMalloc(&kp, sizeof *kp);
    CHECK(curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp) == CURAND_STATUS_SUCCESS);
    CHECK(curandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, kp, BLOCKS, seed) ==
          CURAND_STATUS_SUCCESS);
    float *out;
    unsigned int *raw;
    cudaMalloc(&out, f.size() * sizeof(float));
    cudaMalloc(&raw, r.size() * sizeof(unsigned int));
    gen<<<BLOCKS, THREADS>>>(states, out, raw);
    cudaMemcpy(f.data(), out, f.size() * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(r.data(), raw, r.size() * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    cudaFree(states); cudaFree(kp); cudaFree(out); cudaFree(raw);
}

int main()
{
    const size_t n = (size_t)BLOCKS * THREADS * PER;
    std::vector<float> a(n), b(n), c(n);
    std::vector<unsigned int> ra(BLOCKS * THREADS), rb(BLOCKS * THREADS), rc(BLOCKS * THREADS);
    run(1234, a, ra);
    run(1234, b, rb);
    run(1235, c, rc);
    CHECK(a == b && ra == rb);
    size_t same = 0;
    for (size_t i = 0; i < n; i++) same += a[i] == c[i];
    CHECK(same < 20);
    /* distinct words within a block and between blocks */
    size_t dup = 0;
    for (int t = 1; t < THREADS; t++) dup += ra[t] == ra[t - 1] || ra[t] == ra[THREADS + t];
    CHECK(dup == 0);
    double s = 0, s2 = 0;
    bool range = true;
    for (float v : a) { range &= v > 0 && v <= 1; s += v; s2 += (double)v * v; }
    CHECK(range);
    double se = 1 / sqrt((double)n);
    CHECK(fabs(s / n - 0.5) < 5 * 0.2887 * se);
    CHECK(fabs(s2 / n - (s / n) * (s / n) - 1.0 / 12) < 5 * 0.0745 * se);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
