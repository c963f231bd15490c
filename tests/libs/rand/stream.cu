// NVCC-FLAGS: -lcurand
// Generation on a generator's stream is ordered with the stream's kernels:
// a slow kernel that zeroes the buffer runs first, the generation after it,
// a kernel that reads the numbers after that; generations on two streams
// with the same seed give the same numbers; destroying a generator waits
// for its queued work.  Also the device API's discrete (Poisson)
// distribution made by the host API.
#include <cstdio>
#include <vector>
#include <curand.h>
#include <curand_kernel.h>
#include "../../cuda/tally.h"

#define CR(x) CHECK((x) == CURAND_STATUS_SUCCESS)

__global__ void slow_zero(unsigned int *x, int n)
{
    long long t0 = clock64();
    while (clock64() - t0 < 50000000) {}
    for (int i = threadIdx.x; i < n; i += blockDim.x) x[i] = 0;
}

__global__ void count_zero(const unsigned int *x, int n, int *zeros)
{
    int z = 0;
    for (int i = 0; i < n; i++) z += x[i] == 0;
    *zeros = z;
}

__global__ void discrete(curandDiscreteDistribution_t d, unsigned long long seed, double *mean)
{
    curandStatePhilox4_32_10_t s;
    curand_init(seed, threadIdx.x, 0, &s);
    double sum = 0;
    for (int i = 0; i < 1000; i++) sum += curand_discrete(&s, d);
    mean[threadIdx.x] = sum / 1000;
}

int main()
{
    const int n = 1 << 16;
    cudaStream_t s1, s2;
    cudaStreamCreate(&s1);
    cudaStreamCreate(&s2);
    unsigned int *a, *b;
    int *zeros;
    cudaMalloc(&a, n * 4);
    cudaMalloc(&b, n * 4);
    cudaMallocManaged(&zeros, sizeof(int));
    curandGenerator_t g1, g2;
    CR(curandCreateGenerator(&g1, CURAND_RNG_PSEUDO_XORWOW));
    CR(curandCreateGenerator(&g2, CURAND_RNG_PSEUDO_XORWOW));
    CR(curandSetStream(g1, s1));
    CR(curandSetStream(g2, s2));
    CR(curandSetPseudoRandomGeneratorSeed(g1, 77));
    CR(curandSetPseudoRandomGeneratorSeed(g2, 77));
    slow_zero<<<1, 64, 0, s1>>>(a, n);
    CR(curandGenerate(g1, a, n));
    count_zero<<<1, 1, 0, s1>>>(a, n, zeros);
    CR(curandGenerate(g2, b, n));
    cudaStreamSynchronize(s1);
    cudaStreamSynchronize(s2);
    CHECK(*zeros < 3);
    std::vector<unsigned int> ha(n), hb(n);
    cudaMemcpy(ha.data(), a, n * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(hb.data(), b, n * 4, cudaMemcpyDeviceToHost);
    CHECK(ha == hb);

    /* queued work outlives the call; destroy waits for it */
    slow_zero<<<1, 64, 0, s1>>>(a, n);
    CR(curandGenerate(g1, a, n));
    CR(curandDestroyGenerator(g1));
    cudaStreamSynchronize(s1);
    cudaMemcpy(ha.data(), a, n * 4, cudaMemcpyDeviceToHost);
    int z = 0;
    for (unsigned int v : ha) z += v == 0;
    CHECK(z < 3);
    CR(curandGenerate(g2, b, n));
    cudaStreamSynchronize(s2);
    cudaMemcpy(hb.data(), b, n * 4, cudaMemcpyDeviceToHost);
    CHECK(ha == hb); /* both generators' second n words */
    CR(curandDestroyGenerator(g2));

    curandDiscreteDistribution_t d;
    CR(curandCreatePoissonDistribution(6.5, &d));
    double *mean;
    cudaMallocManaged(&mean, 32 * sizeof(double));
    discrete<<<1, 32>>>(d, 5, mean);
    cudaDeviceSynchronize();
    double m = 0;
    for (int i = 0; i < 32; i++) m += mean[i];
    m /= 32;
    CHECK(m > 6.5 - 5 * 0.0142 * 2.55 && m < 6.5 + 5 * 0.0142 * 2.55);
    CR(curandDestroyDistribution(d));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
