// NVCC-FLAGS: -lcufft
// Misuse returns cuFFT's documented codes: CUFFT_INVALID_PLAN for handles
// that are not plans, CUFFT_INVALID_SIZE for sizes, ranks and batches out
// of range, CUFFT_INVALID_TYPE for a type that is none of the six,
// CUFFT_INVALID_VALUE for bad pointers and directions; and the version.
#include <cufft.h>
#include <cufftXt.h>
#include <cuda_runtime.h>

#include "dft_ref.h"

int main()
{
    cufftHandle p = 0;
    cufftComplex *c;
    CHECK_CUDA(cudaMalloc(&c, 64 * sizeof *c));

    CHECK(cufftPlan1d(&p, 0, CUFFT_C2C, 1) == CUFFT_INVALID_SIZE);
    CHECK(cufftPlan1d(&p, -4, CUFFT_C2C, 1) == CUFFT_INVALID_SIZE);
    CHECK(cufftPlan1d(&p, 8, CUFFT_C2C, 0) == CUFFT_INVALID_SIZE);
    CHECK(cufftPlan2d(&p, 8, 0, CUFFT_R2C) == CUFFT_INVALID_SIZE);
    CHECK(cufftPlan3d(&p, 8, 8, -1, CUFFT_Z2Z) == CUFFT_INVALID_SIZE);
    CHECK(cufftPlan1d(&p, 8, (cufftType)0x55, 1) == CUFFT_INVALID_TYPE);
    int n4[4] = {2, 2, 2, 2};
    CHECK(cufftPlanMany(&p, 4, n4, NULL, 1, 0, NULL, 1, 0, CUFFT_C2C, 1) == CUFFT_INVALID_SIZE);
    CHECK(cufftPlanMany(&p, 0, n4, NULL, 1, 0, NULL, 1, 0, CUFFT_C2C, 1) == CUFFT_INVALID_SIZE);
    CHECK(cufftCreate(NULL) == CUFFT_INVALID_VALUE);

    size_t ws = 7;
    CHECK(cufftEstimate1d(0, CUFFT_C2C, 1, &ws) == CUFFT_INVALID_SIZE);
    CHECK(cufftEstimate2d(16, 16, CUFFT_R2C, &ws) == CUFFT_SUCCESS);
    CHECK(cufftEstimate3d(4, 4, 4, (cufftType)1, &ws) == CUFFT_INVALID_TYPE);

    // Handles that are not (or no longer) plans.
    CHECK(cufftExecC2C(12345, c, c, CUFFT_FORWARD) == CUFFT_INVALID_PLAN);
    CHECK(cufftSetStream(-1, 0) == CUFFT_INVALID_PLAN);
    CHECK(cufftDestroy(0) == CUFFT_INVALID_PLAN);
    CHECK(cufftGetSize1d(999, 8, CUFFT_C2C, 1, &ws) == CUFFT_INVALID_PLAN);
    CHECK(cufftSetWorkArea(999, c) == CUFFT_INVALID_PLAN);
    CHECK_CUFFT(cufftPlan1d(&p, 32, CUFFT_C2C, 2));
    CHECK(p != 0);
    CHECK(cufftExecC2C(p, c, c, 0) == CUFFT_INVALID_VALUE);
    CHECK(cufftExecC2C(p, c, c, 2) == CUFFT_INVALID_VALUE);
    CHECK(cufftExecC2C(p, NULL, c, CUFFT_FORWARD) == CUFFT_INVALID_VALUE);
    // An exec function of another type than the plan's fails.
    CHECK(cufftExecR2C(p, (cufftReal *)c, c) != CUFFT_SUCCESS);
    CHECK(cufftExecZ2Z(p, (cufftDoubleComplex *)c, (cufftDoubleComplex *)c, CUFFT_FORWARD) != CUFFT_SUCCESS);
    CHECK_CUFFT(cufftExecC2C(p, c, c, CUFFT_FORWARD));
    CHECK_CUFFT(cufftDestroy(p));
    CHECK(cufftDestroy(p) == CUFFT_INVALID_PLAN);
    CHECK(cufftExecC2C(p, c, c, CUFFT_FORWARD) == CUFFT_INVALID_PLAN);

    // A created plan cannot run before it is made; a failed make leaves
    // the handle usable for a correct one.
    cufftHandle q;
    CHECK_CUFFT(cufftCreate(&q));
    CHECK(cufftExecC2C(q, c, c, CUFFT_FORWARD) != CUFFT_SUCCESS);
    CHECK(cufftMakePlan1d(q, 0, CUFFT_C2C, 1, &ws) == CUFFT_INVALID_SIZE);
    CHECK_CUFFT(cufftMakePlan2d(q, 4, 4, CUFFT_C2C, &ws));
    CHECK_CUFFT(cufftExecC2C(q, c, c, CUFFT_INVERSE));
    CHECK_CUFFT(cufftDestroy(q));

    // cufftXt: the data types must form one of the transforms.
    long long n1[1] = {16};
    CHECK_CUFFT(cufftCreate(&q));
    CHECK(cufftXtMakePlanMany(q, 1, n1, NULL, 1, 0, CUDA_R_32F, NULL, 1, 0, CUDA_R_32F, 1, &ws, CUDA_C_32F) ==
          CUFFT_INVALID_TYPE);
    CHECK_CUFFT(
        cufftXtMakePlanMany(q, 1, n1, NULL, 1, 0, CUDA_R_64F, NULL, 1, 0, CUDA_C_64F, 1, &ws, CUDA_C_64F));
    CHECK_CUFFT(cufftXtExec(q, c, c, CUFFT_FORWARD));
    CHECK_CUFFT(cufftDestroy(q));

    int v = 0;
    CHECK(cufftGetVersion(NULL) == CUFFT_INVALID_VALUE);
    CHECK_CUFFT(cufftGetVersion(&v));
    CHECK(v == CUFFT_VERSION && v / 1000 == CUFFT_VER_MAJOR);
    CHECK_CUFFT(cufftGetProperty(MAJOR_VERSION, &v));
    CHECK(v == CUFFT_VER_MAJOR);
    CHECK_CUFFT(cufftGetProperty(PATCH_LEVEL, &v));
    CHECK(v == CUFFT_VER_PATCH);

    CHECK_CUDA(cudaDeviceSynchronize());
    cudaFree(c);
    return finish();
}
