// NVCC-FLAGS: -lcurand
// Misuse returns cuRAND's documented status codes.
#include <cstdio>
#include <curand.h>
#include "../../cuda/tally.h"

int main()
{
    curandGenerator_t g = nullptr;
    CHECK(curandCreateGenerator(&g, (curandRngType_t)12345) == CURAND_STATUS_TYPE_ERROR);
    CHECK(curandCreateGenerator(&g, CURAND_RNG_TEST) == CURAND_STATUS_TYPE_ERROR);
    CHECK(curandGenerate(nullptr, nullptr, 4) == CURAND_STATUS_NOT_INITIALIZED);
    CHECK(curandDestroyGenerator(nullptr) == CURAND_STATUS_NOT_INITIALIZED);
    CHECK(curandSetPseudoRandomGeneratorSeed(nullptr, 1) == CURAND_STATUS_NOT_INITIALIZED);

    CHECK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10) == CURAND_STATUS_SUCCESS);
    float *f;
    cudaMalloc(&f, 16 * sizeof(float));
    /* Box-Muller makes pairs: odd counts are refused for pseudo generators */
    CHECK(curandGenerateNormal(g, f, 7, 0, 1) == CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    CHECK(curandGenerateLogNormal(g, f, 3, 0, 1) == CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    CHECK(curandGenerateNormalDouble(g, (double *)f, 1, 0, 1) == CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    CHECK(curandGenerateNormal(g, f, 8, 0, 1) == CURAND_STATUS_SUCCESS);
    CHECK(curandGenerateUniform(g, f, 7) == CURAND_STATUS_SUCCESS);
    CHECK(curandGenerateUniform(g, f, 0) == CURAND_STATUS_SUCCESS);
    /* 64-bit words only from the 64-bit quasi generators */
    CHECK(curandGenerateLongLong(g, (unsigned long long *)f, 2) == CURAND_STATUS_TYPE_ERROR);
    CHECK(curandSetQuasiRandomGeneratorDimensions(g, 2) == CURAND_STATUS_TYPE_ERROR);
    CHECK(curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_SEEDED) == CURAND_STATUS_SUCCESS);
    CHECK(curandGeneratePoisson(g, (unsigned int *)f, 4, 0.0) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandGeneratePoisson(g, (unsigned int *)f, 4, -1.0) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandGenerateSeeds(g) == CURAND_STATUS_SUCCESS);
    CHECK(curandDestroyGenerator(g) == CURAND_STATUS_SUCCESS);

    CHECK(curandCreateGenerator(&g, CURAND_RNG_QUASI_DEFAULT) == CURAND_STATUS_SUCCESS);
    CHECK(curandSetQuasiRandomGeneratorDimensions(g, 0) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandSetQuasiRandomGeneratorDimensions(g, 20001) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandSetQuasiRandomGeneratorDimensions(g, 4) == CURAND_STATUS_SUCCESS);
    CHECK(curandGenerateUniform(g, f, 6) == CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    CHECK(curandGenerateUniform(g, f, 8) == CURAND_STATUS_SUCCESS);
    CHECK(curandSetPseudoRandomGeneratorSeed(g, 3) == CURAND_STATUS_TYPE_ERROR);
    CHECK(curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandDestroyGenerator(g) == CURAND_STATUS_SUCCESS);

    curandDirectionVectors32_t *v;
    CHECK(curandGetDirectionVectors32(&v, CURAND_DIRECTION_VECTORS_64_JOEKUO6) == CURAND_STATUS_OUT_OF_RANGE);
    curandDirectionVectors64_t *v64;
    CHECK(curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_32_JOEKUO6) == CURAND_STATUS_OUT_OF_RANGE);
    curandDiscreteDistribution_t d;
    CHECK(curandCreatePoissonDistribution(-2.0, &d) == CURAND_STATUS_OUT_OF_RANGE);
    CHECK(curandCreatePoissonDistribution(2.0, &d) == CURAND_STATUS_SUCCESS);
    CHECK(curandDestroyDistribution(d) == CURAND_STATUS_SUCCESS);
    int p;
    CHECK(curandGetProperty((libraryPropertyType)7, &p) == CURAND_STATUS_OUT_OF_RANGE);
    cudaDeviceSynchronize();
    cudaFree(f);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
