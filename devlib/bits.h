/* Bits of doubles and floats, without libm: the device library stands alone so that
 * every target can link it. */
#ifndef FERRY_DEVLIB_BITS_H
#define FERRY_DEVLIB_BITS_H

#include <stdint.h>

static inline uint64_t dl_bits(double x)
{
    uint64_t u;
    __builtin_memcpy(&u, &x, sizeof u);
    return u;
}

static inline double dl_from_bits(uint64_t u)
{
    double x;
    __builtin_memcpy(&x, &u, sizeof x);
    return x;
}

static inline uint32_t dl_fbits(float x)
{
    uint32_t u;
    __builtin_memcpy(&u, &x, sizeof u);
    return u;
}

static inline float dl_from_fbits(uint32_t u)
{
    float x;
    __builtin_memcpy(&x, &u, sizeof x);
    return x;
}

/* x * 2^k for k within the normal exponents' range. */
static inline double dl_pow2(int k)
{
    return dl_from_bits((uint64_t)(k + 1023) << 52);
}

#endif
