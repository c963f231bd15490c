/* Host set-up of MTGP32 states (Ferry's stand-in, see curand_mtgp32.h). */
#ifndef CURAND_MTGP32_HOST_H
#define CURAND_MTGP32_HOST_H
#include <stdlib.h>
#include "curand.h"
#include "curand_mtgp32.h"

static inline curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                                       mtgp32_kernel_params_t *p)
{
    (void)params;
    return cudaMemset(p, 0, sizeof *p) == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
}

static inline curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s, mtgp32_params_fast_t params[],
                                                         mtgp32_kernel_params_t *k, int n,
                                                         unsigned long long seed)
{
    (void)params;
    if (n < 0 || n > CURAND_NUM_MTGP32_PARAMS)
        return CURAND_STATUS_ALLOCATION_FAILED;
    curandStateMtgp32_t *h = (curandStateMtgp32_t *)calloc(n ? n : 1, sizeof *h);
    if (!h)
        return CURAND_STATUS_ALLOCATION_FAILED;
    for (int i = 0; i < n; i++) {
        h[i].s[0] = (unsigned int)seed;
        h[i].s[1] = (unsigned int)(seed >> 32);
        h[i].s[4] = (unsigned int)i;
        h[i].pIdx = i;
        h[i].k = k;
    }
    cudaError_t e = cudaMemcpy(s, h, n * sizeof *h, cudaMemcpyHostToDevice);
    free(h);
    return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
}
#endif
