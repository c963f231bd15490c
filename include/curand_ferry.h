/* The generators' cores, shared by Ferry's cuRAND library (C17, the host
 * API) and curand_kernel.h (the device API), so that a device state and a
 * host generator with the same seed, subsequence and offset give the same
 * numbers.  Plain C that is also CUDA C++: in CUDA mode the functions are
 * __device__ (their jump tables live in device memory).
 *
 *  - Philox4x32-10: Salmon, Moraes, Dror, Shaw, SC'11.  Key = seed (low word
 *    first); counter = (offset/4 as 64 bits, subsequence as 64 bits); the
 *    offset's remainder picks the word of the 4-word block.
 *  - XORWOW: Marsaglia 2003.  NVIDIA does not publish its seeding, so a
 *    seed gives Marsaglia's start state XORed with a hash of the seed (seed 0
 *    is Marsaglia's own start); subsequences are 2^67 steps apart, reached
 *    by true jumps (polynomial jump-ahead, curand_precalc.h).
 *  - MRG32k3a: L'Ecuyer 1999.  Seed 0 is L'Ecuyer's start state (12345 x 6);
 *    other seeds XOR a hash into it; subsequences are 2^76 steps apart.
 */
#ifndef CURAND_FERRY_H_
#define CURAND_FERRY_H_

#include "curand_precalc.h"
#if !defined(__CUDACC__)
#include <math.h>
#endif

/* the jumps and the rejection sampler are long and rare: called, not
 * inlined, which keeps programs that call them often small and quick to
 * compile */
#if defined(__CUDACC__)
#define __FERRY_RNG static __device__ __forceinline__
#define __FERRY_RNG_CALLED static __device__ __noinline__
#else
#define __FERRY_RNG static inline
#define __FERRY_RNG_CALLED static inline
#endif

/* ------------------------------------------------------------- philox */
__FERRY_RNG void __ferry_philox4x32_10(const unsigned int ctr[4], const unsigned int key[2],
                                       unsigned int out[4])
{
    unsigned int c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3];
    unsigned int k0 = key[0], k1 = key[1];
    for (int r = 0; r < 10; r++) {
        unsigned long long p0 = (unsigned long long)0xD2511F53u * c0;
        unsigned long long p1 = (unsigned long long)0xCD9E8D57u * c2;
        unsigned int __n0 = (unsigned int)(p1 >> 32) ^ c1 ^ k0;
        unsigned int n2 = (unsigned int)(p0 >> 32) ^ c3 ^ k1;
        c1 = (unsigned int)p1;
        c3 = (unsigned int)p0;
        c0 = __n0;
        c2 = n2;
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    out[0] = c0; out[1] = c1; out[2] = c2; out[3] = c3;
}

/* The 4-word block holding word `pos` of subsequence `subseq`. */
__FERRY_RNG void __ferry_philox_block(unsigned long long seed, unsigned long long subseq,
                                      unsigned long long block, unsigned int out[4])
{
    unsigned int ctr[4] = {(unsigned int)block, (unsigned int)(block >> 32),
                           (unsigned int)subseq, (unsigned int)(subseq >> 32)};
    unsigned int key[2] = {(unsigned int)seed, (unsigned int)(seed >> 32)};
    __ferry_philox4x32_10(ctr, key, out);
}

/* ------------------------------------------------------ seed hashing */
/* splitmix64 (Steele, Lea, Flood 2014) differences: zero for seed 0, so
 * that seed 0 leaves each generator at its author's published start. */
__FERRY_RNG unsigned long long __ferry_mix64(unsigned long long z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
__FERRY_RNG unsigned long long __ferry_seed_word(unsigned long long seed, unsigned int i)
{
    unsigned long long g = 0x9E3779B97F4A7C15ull * (i + 1);
    return __ferry_mix64(seed + g) ^ __ferry_mix64(g);
}

/* ------------------------------------------------------------- xorwow */
typedef struct {
    unsigned int d, v[5];
} __ferry_xorwow_t;

__FERRY_RNG unsigned int __ferry_xorwow_next(unsigned int *d, unsigned int v[5])
{
    unsigned int t = v[0] ^ (v[0] >> 2);
    v[0] = v[1]; v[1] = v[2]; v[2] = v[3]; v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
    *d += 362437u;
    return v[4] + *d;
}

/* r = a * b modulo the xorshift's characteristic polynomial, four bits of
 * b at a time (Horner in t^4: shift by 4, fold the 4 bits pushed out back
 * in through the reduction table, add the digit's multiple of a). */
__FERRY_RNG_CALLED void __ferry_xorwow_polymul(unsigned int r[5], const unsigned int a[5],
                                               const unsigned int b[5])
{
    unsigned int mul[16][5];
    for (int w = 0; w < 5; w++) {
        mul[0][w] = 0;
        mul[1][w] = a[w];
    }
    for (int m = 2; m < 16; m += 2) {
        /* mul[m] = mul[m/2] * t, reduced when it reaches degree 160 */
        const unsigned int *h = mul[m >> 1];
        unsigned int top = h[4] >> 31;
        for (int w = 4; w > 0; w--)
            mul[m][w] = (h[w] << 1) | (h[w - 1] >> 31);
        mul[m][0] = h[0] << 1;
        if (top)
            for (int w = 0; w < 5; w++)
                mul[m][w] ^= __ferry_xorwow_charpoly[w];
        for (int w = 0; w < 5; w++)
            mul[m + 1][w] = mul[m][w] ^ a[w];
    }
    unsigned int acc[5] = {0, 0, 0, 0, 0};
    for (int i = 39; i >= 0; i--) {
        unsigned int top = acc[4] >> 28;
        for (int w = 4; w > 0; w--)
            acc[w] = (acc[w] << 4) | (acc[w - 1] >> 28);
        acc[0] <<= 4;
        unsigned int digit = b[i >> 3] >> ((i & 7) * 4) & 15u;
        for (int w = 0; w < 5; w++)
            acc[w] ^= __ferry_xorwow_reduce[top][w] ^ mul[digit][w];
    }
    for (int w = 0; w < 5; w++)
        r[w] = acc[w];
}

/* Advances by offset + subseq * 2^67 steps: the state becomes
 * sum r_i M^i state with r = t^steps mod p, r a product of table entries,
 * one per nonzero 4-bit digit of the two counts. */
__FERRY_RNG_CALLED void __ferry_xorwow_jump(unsigned int *d, unsigned int v[5], unsigned long long offset,
                                            unsigned long long subseq)
{
    if (offset == 0 && subseq == 0)
        return;
    unsigned int r[5] = {1, 0, 0, 0, 0};
    int first = 1;
    for (int k = 0; k < 16; k++) {
        unsigned int ds = (unsigned int)(subseq >> (4 * k)) & 15u, dof = (unsigned int)(offset >> (4 * k)) & 15u;
        const unsigned int *f[2] = {ds ? __ferry_xorwow_jump_seq[k][ds - 1] : 0,
                                    dof ? __ferry_xorwow_jump_off[k][dof - 1] : 0};
        for (int j = 0; j < 2; j++) {
            if (!f[j])
                continue;
            if (first) {
                for (int w = 0; w < 5; w++)
                    r[w] = f[j][w];
                first = 0;
            } else {
                __ferry_xorwow_polymul(r, r, f[j]);
            }
        }
    }
    unsigned int acc[5] = {0, 0, 0, 0, 0}, s[5], dd = 0;
    for (int w = 0; w < 5; w++)
        s[w] = v[w];
    for (int i = 0; i < 160; i++) {
        if (r[i >> 5] >> (i & 31) & 1u)
            for (int w = 0; w < 5; w++)
                acc[w] ^= s[w];
        __ferry_xorwow_next(&dd, s);
    }
    for (int w = 0; w < 5; w++)
        v[w] = acc[w];
    *d += 362437u * (unsigned int)offset; /* subseq * 2^67 * 362437 = 0 mod 2^32 */
}

__FERRY_RNG_CALLED void __ferry_xorwow_seed(unsigned int *d, unsigned int v[5], unsigned long long seed)
{
    const unsigned int start[5] = {123456789u, 362436069u, 521288629u, 88675123u, 5783321u};
    unsigned int any = 0;
    for (int w = 0; w < 5; w++) {
        v[w] = start[w] ^ (unsigned int)__ferry_seed_word(seed, (unsigned int)w);
        any |= v[w];
    }
    if (!any)
        v[0] = 1; /* the xorshift's one fixed point */
    *d = 6615241u + (unsigned int)__ferry_seed_word(seed, 5);
}

/* ----------------------------------------------------------- mrg32k3a */
#define __FERRY_MRG_M1 4294967087ull
#define __FERRY_MRG_M2 4294944443ull
#define __FERRY_MRG_NORM 2.328306549295727688e-10 /* 1 / (m1 + 1) */

/* The combined output z in [1, m1]. */
__FERRY_RNG unsigned int __ferry_mrg32k3a_next(unsigned int s1[3], unsigned int s2[3])
{
    long long p1 = (1403580ll * s1[1] - 810728ll * s1[0]) % (long long)__FERRY_MRG_M1;
    if (p1 < 0)
        p1 += (long long)__FERRY_MRG_M1;
    s1[0] = s1[1]; s1[1] = s1[2]; s1[2] = (unsigned int)p1;
    long long p2 = (527612ll * s2[2] - 1370589ll * s2[0]) % (long long)__FERRY_MRG_M2;
    if (p2 < 0)
        p2 += (long long)__FERRY_MRG_M2;
    s2[0] = s2[1]; s2[1] = s2[2]; s2[2] = (unsigned int)p2;
    return (unsigned int)(p1 > p2 ? p1 - p2 : p1 - p2 + (long long)__FERRY_MRG_M1);
}

__FERRY_RNG void __ferry_mrg_matvec(const unsigned int a[9], unsigned int s[3], unsigned long long m)
{
    unsigned long long r[3];
    for (int i = 0; i < 3; i++) {
        unsigned long long acc = 0;
        for (int k = 0; k < 3; k++)
            acc += (unsigned long long)a[3 * i + k] * s[k] % m;
        r[i] = acc % m;
    }
    for (int i = 0; i < 3; i++)
        s[i] = (unsigned int)r[i];
}

/* Advances by offset + subseq * 2^76 steps (powers of one matrix commute). */
__FERRY_RNG_CALLED void __ferry_mrg32k3a_jump(unsigned int s1[3], unsigned int s2[3],
                                       unsigned long long offset, unsigned long long subseq)
{
    for (int j = 0; j < 64; j++) {
        if (offset >> j & 1) {
            __ferry_mrg_matvec(__ferry_mrg32k3a_a1_off[j], s1, __FERRY_MRG_M1);
            __ferry_mrg_matvec(__ferry_mrg32k3a_a2_off[j], s2, __FERRY_MRG_M2);
        }
        if (subseq >> j & 1) {
            __ferry_mrg_matvec(__ferry_mrg32k3a_a1_seq[j], s1, __FERRY_MRG_M1);
            __ferry_mrg_matvec(__ferry_mrg32k3a_a2_seq[j], s2, __FERRY_MRG_M2);
        }
    }
}

__FERRY_RNG_CALLED void __ferry_mrg32k3a_seed(unsigned int s1[3], unsigned int s2[3], unsigned long long seed)
{
    unsigned int any1 = 0, any2 = 0;
    for (int i = 0; i < 3; i++) {
        s1[i] = (unsigned int)((12345u ^ (unsigned int)__ferry_seed_word(seed, (unsigned int)i)) %
                               __FERRY_MRG_M1);
        s2[i] = (unsigned int)((12345u ^ (unsigned int)__ferry_seed_word(seed, 3u + i)) %
                               __FERRY_MRG_M2);
        any1 |= s1[i];
        any2 |= s2[i];
    }
    if (!any1)
        s1[0] = 12345u;
    if (!any2)
        s2[0] = 12345u;
}

/* -------------------------------------------------------- conversions */
/* cuRAND's uniform floats are in (0, 1]: x * 2^-32 + 2^-33 in float. */
__FERRY_RNG float __ferry_u32_to_float(unsigned int x)
{
    return (float)x * 2.3283064365386963e-10f + 1.1641532182693481e-10f;
}
/* 53 bits from two words, in (0, 1). */
__FERRY_RNG double __ferry_u32x2_to_double(unsigned int hi, unsigned int lo)
{
    unsigned long long m = ((unsigned long long)hi << 21) | (lo >> 11);
    return (double)m * 1.1102230246251565e-16 + 5.5511151231257827e-17;
}
__FERRY_RNG double __ferry_u64_to_double(unsigned long long x)
{
    return (double)(x >> 11) * 1.1102230246251565e-16 + 5.5511151231257827e-17;
}
__FERRY_RNG double __ferry_u32_to_double(unsigned int x)
{
    return (double)x * 2.3283064365386963e-10 + 1.1641532182693481e-10;
}

/* ------------------------------------------------------------ poisson */
/* Small means: inversion of one uniform by sequential search. */
#define __FERRY_POISSON_INVERSION_MAX 64.0
__FERRY_RNG unsigned int __ferry_poisson_inverse(double u, double lambda)
{
    double p = exp(-lambda), f = p;
    unsigned int k = 0;
    while (u > f && k < 10000u) {
        k++;
        p *= lambda / k;
        f += p;
        if (p < 1e-300 && k > lambda)
            break;
    }
    return k;
}

/* Large means: Hoermann's PTRS ("The transformed rejection method for
 * generating Poisson random variables", 1993), exact for lambda >= 10,
 * drawing its uniforms from a Philox stream keyed by two words of the
 * generator, so that every sample costs the generator two words. */
__FERRY_RNG_CALLED unsigned int __ferry_poisson_ptrs(unsigned int k0, unsigned int k1, double lambda)
{
    unsigned long long key = (unsigned long long)k1 << 32 | k0, blk = 0;
    double slam = sqrt(lambda), loglam = log(lambda);
    double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
    double invalpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
    for (;;) {
        unsigned int w[4];
        __ferry_philox_block(key, 0, blk++, w);
        double U = __ferry_u32x2_to_double(w[0], w[1]) - 0.5;
        double V = __ferry_u32x2_to_double(w[2], w[3]);
        double us = 0.5 - fabs(U);
        double k = floor((2 * a / us + b) * U + lambda + 0.43);
        if (us >= 0.07 && V <= vr)
            return (unsigned int)k;
        if (k < 0 || (us < 0.013 && V > us))
            continue;
        if (log(V) + log(invalpha) - log(a / (us * us) + b) <= -lambda + k * loglam - lgamma(k + 1))
            return (unsigned int)k;
    }
}

#endif
