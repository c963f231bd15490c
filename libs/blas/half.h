/* IEEE binary16 and bfloat16 to and from float, rounding to nearest even,
 * for gemmEx's 16-bit operands. */
#ifndef FERRY_LIBS_BLAS_HALF_H
#define FERRY_LIBS_BLAS_HALF_H

#include <stdint.h>
#include <string.h>

static inline float ferry_half_to_float(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff, u;
    if (exp == 0x1f)
        u = sign | 0x7f800000 | (man << 13);
    else if (exp != 0)
        u = sign | ((exp + 112) << 23) | (man << 13);
    else if (man == 0)
        u = sign;
    else { /* subnormal: normalise */
        int e = 113;
        while (!(man & 0x400))
            man <<= 1, e--;
        u = sign | ((uint32_t)e << 23) | ((man & 0x3ff) << 13);
    }
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static inline uint16_t ferry_float_to_half(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    uint16_t sign = (u >> 16) & 0x8000;
    uint32_t a = u & 0x7fffffff;
    if (a >= 0x7f800000) /* inf or NaN (kept quiet) */
        return sign | 0x7c00 | (a > 0x7f800000 ? 0x200 : 0);
    if (a >= 0x477ff000) /* rounds to beyond the largest half */
        return sign | 0x7c00;
    if (a < 0x38800000) { /* half subnormal or zero: shift with rounding */
        if (a < 0x33000000)
            return sign;
        uint32_t man = (a & 0x7fffff) | 0x800000;
        int shift = 126 - (int)(a >> 23);
        uint32_t r = man >> shift, rem = man & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (r & 1)))
            r++;
        return sign | (uint16_t)r;
    }
    uint32_t r = ((a >> 13) - (112u << 10));
    uint32_t rem = a & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (r & 1)))
        r++;
    return sign | (uint16_t)r;
}

static inline float ferry_bf16_to_float(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static inline uint16_t ferry_float_to_bf16(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    if ((u & 0x7fffffff) > 0x7f800000)
        return (u >> 16) | 0x40;
    return (u + 0x7fff + ((u >> 16) & 1)) >> 16;
}

#endif
