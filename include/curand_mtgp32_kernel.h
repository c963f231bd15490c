/* Device functions of MTGP32 states (Ferry's stand-in, see curand_mtgp32.h):
 * every thread of the block calls them together, as with cuRAND's. */
#ifndef CURAND_MTGP32_KERNEL_H
#define CURAND_MTGP32_KERNEL_H
#include "curand_ferry.h"
#include "curand_mtgp32.h"

static __forceinline__ __device__ unsigned int __ferry_mtgp_word(curandStateMtgp32_t *state, unsigned int index)
{
    unsigned long long seed = (unsigned long long)state->s[1] << 32 | state->s[0];
    unsigned long long at = ((unsigned long long)state->s[3] << 32 | state->s[2]) + index;
    unsigned int w[4];
    __ferry_philox_block(seed, state->s[4], at / 4, w);
    return w[at % 4];
}

static __forceinline__ __device__ void __ferry_mtgp_advance(curandStateMtgp32_t *state, unsigned int n)
{
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        unsigned long long at = ((unsigned long long)state->s[3] << 32 | state->s[2]) + n;
        state->s[2] = (unsigned int)at;
        state->s[3] = (unsigned int)(at >> 32);
        state->offset = (int)(at & MTGP32_STATE_MASK);
    }
    __syncthreads();
}

static __forceinline__ __device__ unsigned int curand(curandStateMtgp32_t *state)
{
    unsigned int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned int r = __ferry_mtgp_word(state, t);
    __ferry_mtgp_advance(state, blockDim.x * blockDim.y * blockDim.z);
    return r;
}

static __forceinline__ __device__ unsigned int curand_mtgp32_specific(curandStateMtgp32_t *state,
                                                                      unsigned char index, unsigned char n)
{
    unsigned int r = __ferry_mtgp_word(state, index);
    __ferry_mtgp_advance(state, n);
    return r;
}

static __forceinline__ __device__ float curand_mtgp32_single(curandStateMtgp32_t *state)
{
    return __ferry_u32_to_float(curand(state));
}

static __forceinline__ __device__ float curand_mtgp32_single_specific(curandStateMtgp32_t *state,
                                                                      unsigned char index, unsigned char n)
{
    return __ferry_u32_to_float(curand_mtgp32_specific(state, index, n));
}

/* one value per thread and call, so normals by inversion, as cuRAND's
 * MTGP32 normals are */
static __forceinline__ __device__ float curand_normal(curandStateMtgp32_t *state)
{
    return normcdfinvf(__ferry_u32_to_float(curand(state)));
}
static __forceinline__ __device__ double curand_normal_double(curandStateMtgp32_t *state)
{
    return normcdfinv(__ferry_u32_to_double(curand(state)));
}
static __forceinline__ __device__ float curand_log_normal(curandStateMtgp32_t *state, float mean, float stddev)
{
    return expf(mean + stddev * curand_normal(state));
}
static __forceinline__ __device__ double curand_log_normal_double(curandStateMtgp32_t *state, double mean,
                                                                  double stddev)
{
    return exp(mean + stddev * curand_normal_double(state));
}
#endif
