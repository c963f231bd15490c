/* cuRAND's device API (Ferry), header-only, written from NVIDIA's public
 * cuRAND documentation.  The generators' cores are in curand_ferry.h, shared
 * with the host library, so that for the same seed a state made by
 * curand_init(seed, 0, offset, &s) gives the numbers a host generator gives
 * from offset (Philox, XORWOW, MRG32k3a; Sobol by direction vectors and
 * offset).  The MTGP32 states are a stand-in with MTGP's interface
 * (curand_mtgp32.h). */
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_

#include "curand.h"
#include "curand_ferry.h"
#include "curand_mtgp32_kernel.h"

#ifndef QUALIFIERS
#define QUALIFIERS static __forceinline__ __device__
#endif
#define __FERRY_CK static __forceinline__ __device__

#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2PI (6.2831855f)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

struct curandStateXORWOW {
    unsigned int d, v[5];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
    uint4 ctr;
    uint4 output;
    uint2 key;
    unsigned int STATE;
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
    unsigned int s1[3];
    unsigned int s2[3];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStateSobol32 {
    unsigned int i, x, c;
    unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateScrambledSobol32 {
    unsigned int i, x, c;
    unsigned int direction_vectors[32];
};
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateSobol64 {
    unsigned long long i, x, c;
    unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;
struct curandStateScrambledSobol64 {
    unsigned long long i, x, c;
    unsigned long long direction_vectors[64];
};
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

/* ------------------------------------------------------------- XORWOW */
__FERRY_CK void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                            curandStateXORWOW_t *state)
{
    __ferry_xorwow_seed(&state->d, state->v, seed);
    __ferry_xorwow_jump(&state->d, state->v, offset, subsequence);
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f;
    state->boxmuller_extra_double = 0.0;
}
__FERRY_CK unsigned int curand(curandStateXORWOW_t *state) { return __ferry_xorwow_next(&state->d, state->v); }
__FERRY_CK void skipahead(unsigned long long n, curandStateXORWOW_t *state)
{
    __ferry_xorwow_jump(&state->d, state->v, n, 0);
}
__FERRY_CK void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state)
{
    __ferry_xorwow_jump(&state->d, state->v, 0, n);
}

/* ------------------------------------------------------------- Philox */
__FERRY_CK void __ferry_philox_refresh(curandStatePhilox4_32_10_t *s)
{
    unsigned int c[4] = {s->ctr.x, s->ctr.y, s->ctr.z, s->ctr.w}, k[2] = {s->key.x, s->key.y}, o[4];
    __ferry_philox4x32_10(c, k, o);
    s->output.x = o[0]; s->output.y = o[1]; s->output.z = o[2]; s->output.w = o[3];
}
/* the block counter is the low 64 bits of the 128-bit counter, the
 * subsequence its high 64 */
__FERRY_CK void __ferry_philox_add(curandStatePhilox4_32_10_t *s, unsigned long long blocks)
{
    unsigned long long lo = ((unsigned long long)s->ctr.y << 32 | s->ctr.x) + blocks;
    s->ctr.x = (unsigned int)lo;
    s->ctr.y = (unsigned int)(lo >> 32);
}
__FERRY_CK void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state)
{
    unsigned long long at = state->STATE + n;
    __ferry_philox_add(state, at / 4);
    state->STATE = (unsigned int)(at % 4);
    __ferry_philox_refresh(state);
}
__FERRY_CK void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state)
{
    unsigned long long hi = ((unsigned long long)state->ctr.w << 32 | state->ctr.z) + n;
    state->ctr.z = (unsigned int)hi;
    state->ctr.w = (unsigned int)(hi >> 32);
    __ferry_philox_refresh(state);
}
__FERRY_CK void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                            curandStatePhilox4_32_10_t *state)
{
    state->key.x = (unsigned int)seed;
    state->key.y = (unsigned int)(seed >> 32);
    state->ctr.x = state->ctr.y = 0;
    state->ctr.z = (unsigned int)subsequence;
    state->ctr.w = (unsigned int)(subsequence >> 32);
    state->STATE = 0;
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f;
    state->boxmuller_extra_double = 0.0;
    skipahead(offset, state);
}
__FERRY_CK unsigned int curand(curandStatePhilox4_32_10_t *state)
{
    unsigned int r = state->STATE == 0 ? state->output.x
                     : state->STATE == 1 ? state->output.y
                     : state->STATE == 2 ? state->output.z
                                         : state->output.w;
    if (++state->STATE == 4) {
        __ferry_philox_add(state, 1);
        __ferry_philox_refresh(state);
        state->STATE = 0;
    }
    return r;
}
__FERRY_CK uint4 curand4(curandStatePhilox4_32_10_t *state)
{
    uint4 r;
    r.x = curand(state);
    r.y = curand(state);
    r.z = curand(state);
    r.w = curand(state);
    return r;
}

/* ----------------------------------------------------------- MRG32k3a */
__FERRY_CK void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                            curandStateMRG32k3a_t *state)
{
    __ferry_mrg32k3a_seed(state->s1, state->s2, seed);
    __ferry_mrg32k3a_jump(state->s1, state->s2, offset, subsequence);
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f;
    state->boxmuller_extra_double = 0.0;
}
/* the combined output z in [1, m1] */
__FERRY_CK unsigned int curand(curandStateMRG32k3a_t *state) { return __ferry_mrg32k3a_next(state->s1, state->s2); }
__FERRY_CK void skipahead(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __ferry_mrg32k3a_jump(state->s1, state->s2, n, 0);
}
__FERRY_CK void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __ferry_mrg32k3a_jump(state->s1, state->s2, 0, n);
}
__FERRY_CK void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __ferry_mrg32k3a_jump(state->s1, state->s2, 0, n);
}

/* -------------------------------------------------------------- Sobol */
template <class T, int _Bp>
__FERRY_CK T __ferry_sobol_point(const T *v, T i)
{
    T g = i ^ (i >> 1), x = 0;
    for (int j = 0; j < _Bp && g; j++, g >>= 1)
        if (g & 1)
            x ^= v[j];
    return x;
}
#define __FERRY_SOBOL(STATE, T, _Bp)                                                                 \
    __FERRY_CK T curand(STATE *state)                                                              \
    {                                                                                              \
        T r = state->x;                                                                            \
        T i = state->i, low0 = 0;                                                                  \
        while (i & 1) {                                                                            \
            i >>= 1;                                                                               \
            low0++;                                                                                \
        }                                                                                          \
        state->x ^= state->direction_vectors[low0 < _Bp ? low0 : _Bp - 1];                             \
        state->i++;                                                                                \
        return r;                                                                                  \
    }                                                                                              \
    __FERRY_CK void skipahead(T n, STATE *state)                                                   \
    {                                                                                              \
        state->i += n;                                                                             \
        state->x = __ferry_sobol_point<T, _Bp>(state->direction_vectors, state->i) ^ state->c;       \
    }                                                                                              \
    __FERRY_CK void __ferry_sobol_init(const T *v, T scramble, T offset, STATE *state)             \
    {                                                                                              \
        for (int j = 0; j < _Bp; j++)                                                                \
            state->direction_vectors[j] = v[j];                                                    \
        state->i = offset;                                                                         \
        state->c = scramble;                                                                       \
        state->x = __ferry_sobol_point<T, _Bp>(v, offset) ^ scramble;                                \
    }
__FERRY_SOBOL(curandStateSobol32_t, unsigned int, 32)
__FERRY_SOBOL(curandStateScrambledSobol32_t, unsigned int, 32)
__FERRY_SOBOL(curandStateSobol64_t, unsigned long long, 64)
__FERRY_SOBOL(curandStateScrambledSobol64_t, unsigned long long, 64)
#undef __FERRY_SOBOL

__FERRY_CK void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                            curandStateSobol32_t *state)
{
    __ferry_sobol_init(direction_vectors, 0u, offset, state);
}
__FERRY_CK void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c,
                            unsigned int offset, curandStateScrambledSobol32_t *state)
{
    __ferry_sobol_init(direction_vectors, scramble_c, offset, state);
}
__FERRY_CK void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                            curandStateSobol64_t *state)
{
    __ferry_sobol_init(direction_vectors, 0ull, offset, state);
}
__FERRY_CK void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c,
                            unsigned long long offset, curandStateScrambledSobol64_t *state)
{
    __ferry_sobol_init(direction_vectors, scramble_c, offset, state);
}

/* ------------------------------------------------------------ uniform */
/* (0, 1], as cuRAND documents */
template <class _Sp>
__FERRY_CK float curand_uniform(_Sp *state) { return __ferry_u32_to_float(curand(state)); }
template <class _Sp>
__FERRY_CK double curand_uniform_double(_Sp *state)
{
    unsigned int hi = curand(state);
    unsigned int lo = curand(state);
    return __ferry_u32x2_to_double(hi, lo);
}
__FERRY_CK float curand_uniform(curandStateMRG32k3a_t *state) { return (float)(curand(state) * __FERRY_MRG_NORM); }
__FERRY_CK double curand_uniform_double(curandStateMRG32k3a_t *state) { return curand(state) * __FERRY_MRG_NORM; }
__FERRY_CK double curand_uniform_double(curandStateSobol32_t *state) { return __ferry_u32_to_double(curand(state)); }
__FERRY_CK double curand_uniform_double(curandStateScrambledSobol32_t *state)
{
    return __ferry_u32_to_double(curand(state));
}
__FERRY_CK float curand_uniform(curandStateSobol64_t *state) { return (float)__ferry_u64_to_double(curand(state)); }
__FERRY_CK double curand_uniform_double(curandStateSobol64_t *state) { return __ferry_u64_to_double(curand(state)); }
__FERRY_CK float curand_uniform(curandStateScrambledSobol64_t *state)
{
    return (float)__ferry_u64_to_double(curand(state));
}
__FERRY_CK double curand_uniform_double(curandStateScrambledSobol64_t *state)
{
    return __ferry_u64_to_double(curand(state));
}
__FERRY_CK float4 curand_uniform4(curandStatePhilox4_32_10_t *state)
{
    uint4 r = curand4(state);
    return make_float4(__ferry_u32_to_float(r.x), __ferry_u32_to_float(r.y), __ferry_u32_to_float(r.z),
                       __ferry_u32_to_float(r.w));
}
__FERRY_CK double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state)
{
    uint4 r = curand4(state);
    return make_double2(__ferry_u32x2_to_double(r.x, r.y), __ferry_u32x2_to_double(r.z, r.w));
}

/* ------------------------------------------------------------- normal */
/* Box-Muller on two uniforms, in the host library's order: (r sin, r cos). */
__FERRY_CK float2 __ferry_box_muller(float u, float v)
{
    float r = sqrtf(-2.0f * logf(u));
    return make_float2(r * sinf(6.2831853071795865f * v), r * cosf(6.2831853071795865f * v));
}
__FERRY_CK double2 __ferry_box_muller_double(double u, double v)
{
    double r = sqrt(-2.0 * log(u));
    return make_double2(r * sin(6.283185307179586 * v), r * cos(6.283185307179586 * v));
}
template <class _Sp>
__FERRY_CK float2 curand_normal2(_Sp *state)
{
    float u = curand_uniform(state);
    float v = curand_uniform(state);
    return __ferry_box_muller(u, v);
}
template <class _Sp>
__FERRY_CK double2 curand_normal2_double(_Sp *state)
{
    double u = curand_uniform_double(state);
    double v = curand_uniform_double(state);
    return __ferry_box_muller_double(u, v);
}
template <class _Sp>
__FERRY_CK float curand_normal(_Sp *state)
{
    if (state->boxmuller_flag) {
        state->boxmuller_flag = 0;
        return state->boxmuller_extra;
    }
    float2 p = curand_normal2(state);
    state->boxmuller_extra = p.y;
    state->boxmuller_flag = 1;
    return p.x;
}
template <class _Sp>
__FERRY_CK double curand_normal_double(_Sp *state)
{
    if (state->boxmuller_flag_double) {
        state->boxmuller_flag_double = 0;
        return state->boxmuller_extra_double;
    }
    double2 p = curand_normal2_double(state);
    state->boxmuller_extra_double = p.y;
    state->boxmuller_flag_double = 1;
    return p.x;
}
__FERRY_CK float4 curand_normal4(curandStatePhilox4_32_10_t *state)
{
    float2 a = curand_normal2(state);
    float2 b = curand_normal2(state);
    return make_float4(a.x, a.y, b.x, b.y);
}
/* quasi-random normals by inversion, which keeps the low discrepancy */
#define __FERRY_SOBOL_NORMAL(STATE)                                                                \
    __FERRY_CK float curand_normal(STATE *state) { return normcdfinvf(curand_uniform(state)); }    \
    __FERRY_CK double curand_normal_double(STATE *state)                                           \
    {                                                                                              \
        return normcdfinv(curand_uniform_double(state));                                           \
    }
__FERRY_SOBOL_NORMAL(curandStateSobol32_t)
__FERRY_SOBOL_NORMAL(curandStateScrambledSobol32_t)
__FERRY_SOBOL_NORMAL(curandStateSobol64_t)
__FERRY_SOBOL_NORMAL(curandStateScrambledSobol64_t)
#undef __FERRY_SOBOL_NORMAL

template <class _Sp>
__FERRY_CK float curand_log_normal(_Sp *state, float mean, float stddev)
{
    return expf(mean + stddev * curand_normal(state));
}
template <class _Sp>
__FERRY_CK double curand_log_normal_double(_Sp *state, double mean, double stddev)
{
    return exp(mean + stddev * curand_normal_double(state));
}
template <class _Sp>
__FERRY_CK float2 curand_log_normal2(_Sp *state, float mean, float stddev)
{
    float2 n = curand_normal2(state);
    return make_float2(expf(mean + stddev * n.x), expf(mean + stddev * n.y));
}
template <class _Sp>
__FERRY_CK double2 curand_log_normal2_double(_Sp *state, double mean, double stddev)
{
    double2 n = curand_normal2_double(state);
    return make_double2(exp(mean + stddev * n.x), exp(mean + stddev * n.y));
}
__FERRY_CK float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev)
{
    float4 n = curand_normal4(state);
    return make_float4(expf(mean + stddev * n.x), expf(mean + stddev * n.y), expf(mean + stddev * n.z),
                       expf(mean + stddev * n.w));
}

/* ------------------------------------------------------------ poisson */
/* One word per sample below a mean of 64 (inversion), two above (they key
 * the rejection sampler's own Philox stream): the host library's rule. */
template <class _Sp>
__FERRY_CK unsigned int curand_poisson(_Sp *state, double lambda)
{
    if (lambda < __FERRY_POISSON_INVERSION_MAX)
        return __ferry_poisson_inverse(__ferry_u32_to_double(curand(state)), lambda);
    unsigned int k0 = curand(state);
    unsigned int k1 = curand(state);
    return __ferry_poisson_ptrs(k0, k1, lambda);
}
#define __FERRY_SOBOL_POISSON(STATE)                                                               \
    __FERRY_CK unsigned int curand_poisson(STATE *state, double lambda)                            \
    {                                                                                              \
        double u = curand_uniform_double(state);                                                   \
        if (lambda < __FERRY_POISSON_INVERSION_MAX)                                                \
            return __ferry_poisson_inverse(u, lambda);                                             \
        double z = normcdfinv(u);                                                                  \
        double k = floor(lambda + sqrt(lambda) * z + (z * z - 1) / 6 + 0.5);                       \
        return k < 0 ? 0u : (unsigned int)k;                                                       \
    }
__FERRY_SOBOL_POISSON(curandStateSobol32_t)
__FERRY_SOBOL_POISSON(curandStateScrambledSobol32_t)
__FERRY_SOBOL_POISSON(curandStateSobol64_t)
__FERRY_SOBOL_POISSON(curandStateScrambledSobol64_t)
#undef __FERRY_SOBOL_POISSON
__FERRY_CK uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda)
{
    uint4 r;
    r.x = curand_poisson(state, lambda);
    r.y = curand_poisson(state, lambda);
    r.z = curand_poisson(state, lambda);
    r.w = curand_poisson(state, lambda);
    return r;
}
template <class _Sp>
__FERRY_CK unsigned int curand_discrete(_Sp *state, curandDiscreteDistribution_t discrete_distribution)
{
    return curand_poisson(state, discrete_distribution->lambda);
}
__FERRY_CK uint4 curand_discrete4(curandStatePhilox4_32_10_t *state,
                                  curandDiscreteDistribution_t discrete_distribution)
{
    return curand_poisson4(state, discrete_distribution->lambda);
}

#endif
